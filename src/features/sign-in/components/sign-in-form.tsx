import { t } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError } from '../../../api/client';
import type { SignedInSession } from '../../../api/contracts/session';
import { sessionMutations } from '../../../api/session-queries';
import { explainApiError } from '../../../components/api-error-panel';
import { FormTextField } from '../../../components/ui/form-fields';
import { formatWait } from '../../../lib/format';
import { signInFormSchema, type SignInValues } from '../sign-in-schema';

/** What went wrong with a sign-in, and what to do about it. */
function explain(error: Error): { title: string; text: string } {
  if (!(error instanceof ApiError)) {
    return { title: t`Not signed in`, text: t`Something went wrong. Try again.` };
  }
  switch (error.kind) {
    case 'sign-in-failed':
      return {
        title: t`Wrong name or password`,
        text: t`The name or the password is not right. Check both (passwords are case-sensitive) and try again.`,
      };
    case 'rate-limited': {
      const wait = error.retryAfter !== undefined ? formatWait(error.retryAfter) : undefined;
      return {
        title: t`Too many sign-in attempts`,
        text: wait
          ? t`Sign-ins are paused for this name or from this address, to keep passwords from being guessed. Try again in ${wait}.`
          : t`Sign-ins are paused for this name or from this address, to keep passwords from being guessed. Try again in a few minutes.`,
      };
    }
    case 'store-unavailable':
      return {
        title: t`The server cannot sign anyone in right now`,
        text: t`It cannot reach its session store; it comes back by itself. Try again in a few seconds.`,
      };
    case 'network':
      return {
        title: t`The server cannot be reached`,
        text: t`Check your connection, then try again.`,
      };
    default:
      // Any other refusal: explained by its code, in the page's language.
      return { title: t`Not signed in`, text: explainApiError(error, 'proxy').fix };
  }
}

interface SignInFormProps {
  /** After the session is known (and what the previous one fetched is gone). */
  readonly onSignedIn: (session: SignedInSession) => void;
}

/** Name and password, sent to `POST /api/_session`; every refusal says what to do. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const form = useForm<SignInValues, unknown, z.output<typeof signInFormSchema>>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { name: '', password: '' },
  });
  const { setFocus, resetField } = form;
  const signIn = useMutation(sessionMutations.signIn());

  // The reader came here to sign in: the name field first.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(values, {
      onSuccess: (session) => {
        if (session.signed_in) onSignedIn(session);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.kind === 'sign-in-failed') {
          // Typed again from scratch; the name is kept.
          resetField('password');
          setFocus('password');
        }
      },
    });
  });

  const problem = signIn.isError ? explain(signIn.error) : null;
  return (
    <form className="sign-in" onSubmit={(event) => void onSubmit(event)} noValidate>
      {/* One element per failure, so that the same message twice is announced twice. */}
      {problem && (
        <div key={signIn.submittedAt} className="notice notice--error" role="alert">
          <div className="notice__body">
            <p className="notice__title">{problem.title}</p>
            <p>{problem.text}</p>
          </div>
        </div>
      )}
      <FormTextField
        form={form}
        name="name"
        label={t`Account name`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormTextField
        form={form}
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      {/* aria-disabled while it signs in, not disabled: a disabled button drops the focus of
          the one who pressed it to the page's start, where a refusal would leave them. */}
      <button type="submit" className="button" aria-disabled={signIn.isPending}>
        {signIn.isPending ? t`Signing in…` : t`Sign in`}
      </button>
    </form>
  );
}
