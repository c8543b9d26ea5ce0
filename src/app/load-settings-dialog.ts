/**
 * The settings dialog's code and messages, loaded apart from the app: once the page is idle
 * after its first paint, or when Settings is pressed before that.
 */
import { withMessages } from '../lib/language';
import type { SettingsDialog } from './settings-dialog';

let loading: Promise<typeof SettingsDialog> | undefined;

export function loadSettingsDialog(): Promise<typeof SettingsDialog> {
  loading ??= withMessages('settings', import('./settings-dialog')).then(
    (module) => module.SettingsDialog,
    (error: unknown) => {
      loading = undefined; // a later attempt may succeed (the network came back)
      throw error;
    },
  );
  return loading;
}
