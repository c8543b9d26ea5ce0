import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

/**
 * The sign-in form: what its inputs hold (z.input) and the JSON it sends (z.output, the
 * contract's `{name, password}`). The name is trimmed (the server ignores case and spaces
 * around it); a password is sent exactly as typed.
 */
export const signInFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, formMessage(msg`Enter your account name.`)),
      z.maxLength(64, formMessage(msg`An account name is at most 64 characters.`)),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, formMessage(msg`Enter your password.`)),
      z.maxLength(1024, formMessage(msg`A password is at most 1,024 characters.`)),
    ),
});

export type SignInValues = z.input<typeof signInFormSchema>;
