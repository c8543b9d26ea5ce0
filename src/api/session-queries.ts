import { mutationOptions, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import {
  sessionResponseSchema,
  type Role,
  type SessionResponse,
  type SignInRequest,
} from './contracts/session';
import { dropEarlyResponses } from './early-responses';
import { metaQueries } from './meta-queries';
import { SESSION_KEY } from './credentials';

/** Proxy mode's `/api/_session`: who is signed in, with which roles (CONTRACT.md). */
export const sessionQueries = {
  all: SESSION_KEY,
  session: () =>
    queryOptions({
      queryKey: [...sessionQueries.all],
      queryFn: ({ signal }) =>
        apiRequest('/_session', {
          schema: sessionResponseSchema,
          signal,
        }),
      staleTime: 60_000,
    }),
};

const perAccount = (query: Query) => query.meta?.perAccount === true;

/**
 * Another account (or none) from now on: what the previous one fetched is emptied (and not
 * fetched again until asked: the router's loaders decide who may ask), the new session is
 * known, and `/api/_meta` (the seller's user id, this visitor's share) is fetched again.
 */
export async function sessionChanged(client: QueryClient, session: SessionResponse) {
  // The orders the page's head started were asked for as the previous account.
  dropEarlyResponses();
  await client.cancelQueries({ predicate: perAccount });
  for (const query of client.getQueryCache().findAll({ predicate: perAccount })) query.reset();
  client.setQueryData(sessionQueries.session().queryKey, session);
  await client.invalidateQueries({ queryKey: metaQueries.all });
}

/** Signing in (`POST`, JSON name and password) and out (`DELETE`), same origin. */
export const sessionMutations = {
  signIn: () =>
    mutationOptions({
      mutationKey: [...sessionQueries.all, 'sign-in'],
      mutationFn: (request: SignInRequest) =>
        apiRequest('/_session', {
          method: 'POST',
          body: request,
          schema: sessionResponseSchema,
        }),
      onSuccess: (session, _request, _result, { client }) => sessionChanged(client, session),
    }),
  signOut: () =>
    mutationOptions({
      mutationKey: [...sessionQueries.all, 'sign-out'],
      mutationFn: () =>
        apiRequest('/_session', {
          method: 'DELETE',
          schema: sessionResponseSchema,
        }),
      onSuccess: (session, _request, _result, { client }) => sessionChanged(client, session),
    }),
};

/** The roles of whoever is signed in (none for a visitor). */
export function rolesOf(session: SessionResponse | undefined): readonly Role[] {
  return session?.signed_in ? session.roles : [];
}

/**
 * Proxy mode: a call refused for want of a session or a role means the app's idea of who is
 * signed in is out of date, so that the header, the menu and the Delete buttons follow. A
 * `SIGN_IN_REQUIRED` while someone was signed in: the session ended (the server says so only
 * on that first refusal, as it drops the cookie), so the app keeps that fact. A
 * `ROLE_REQUIRED`: a role was taken away; the session is read again. Returns the unsubscribe.
 */
export function followRefusals(client: QueryClient): () => void {
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.kind === 'sign-in-required') {
      if (client.getQueryData<SessionResponse>(SESSION_KEY)?.signed_in) {
        void sessionChanged(client, { signed_in: false, ended: true });
      }
    } else if (error.kind === 'role-required') {
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  };
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
  });
  const mutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}
