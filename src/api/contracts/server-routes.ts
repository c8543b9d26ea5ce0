/** This server's own paths: no key. */
import { metaResponseSchema } from './meta';
import { openApiDocumentSchema } from './openapi';
import { defineRoute } from './route';
import { sessionResponseSchema, signInRequestSchema } from './session';

export const meta = defineRoute({
  method: 'GET',
  path: '/_meta',
  answer: metaResponseSchema,
  errors: [],
  access: 'anonymous',
  summary: 'How this server runs: its mode, the demo account or the key’s hour, the dataset',
  tag: 'Server',
});

export const session = defineRoute({
  method: 'GET',
  path: '/_session',
  answer: sessionResponseSchema,
  errors: ['STORE_UNAVAILABLE'],
  access: 'anonymous',
  summary: 'Who is signed in (proxy mode)',
  tag: 'Server',
  modes: ['proxy'],
});

export const signIn = defineRoute({
  method: 'POST',
  path: '/_session',
  body: signInRequestSchema,
  answer: sessionResponseSchema,
  errors: [
    'INVALID_PARAMETER',
    'BAD_REQUEST',
    'SIGN_IN_FAILED',
    'CROSS_ORIGIN_REFUSED',
    'OVER_RATE_LIMIT',
    'STORE_UNAVAILABLE',
  ],
  access: 'anonymous',
  summary: 'Sign in with a name and password (proxy mode)',
  tag: 'Server',
  modes: ['proxy'],
});

export const signOut = defineRoute({
  method: 'DELETE',
  path: '/_session',
  answer: sessionResponseSchema,
  errors: ['CROSS_ORIGIN_REFUSED', 'STORE_UNAVAILABLE'],
  access: 'anonymous',
  summary: 'Sign out (proxy mode)',
  tag: 'Server',
  modes: ['proxy'],
});

export const openApi = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  answer: openApiDocumentSchema,
  errors: [],
  access: 'anonymous',
  summary: 'This description of the API (OpenAPI 3.1), for the mode the server runs in',
  tag: 'Server',
});
