import { formMessage } from '../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

/** The settings form: as its inputs hold it (z.input), and the credentials it saves (z.output). */
export const settingsSchema = z.object({
  apiKey: z.pipe(
    z.string(),
    z.transform((value: string) => value.trim()),
  ),
  userId: z.pipe(
    z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === '' || /^\d{1,10}$/.test(value.trim()),
          formMessage(msg`The user ID is a number, such as 5820722.`),
        ),
      ),
    z.transform((value: string) => (value.trim() === '' ? null : Number(value.trim()))),
  ),
  remember: z.boolean(),
});

export type SettingsValues = z.input<typeof settingsSchema>;
