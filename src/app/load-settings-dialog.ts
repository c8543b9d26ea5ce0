/**
 * The settings dialog's code, loaded apart from the app: once the page is idle after its first
 * paint, or when Settings is pressed before that. Its few messages stay in the core part, so
 * that a dialog whose code is in opens at once, with no catalog to fetch.
 */
import type { SettingsDialog } from './settings-dialog';

let loading: Promise<typeof SettingsDialog> | undefined;

export function loadSettingsDialog(): Promise<typeof SettingsDialog> {
  loading ??= import('./settings-dialog').then(
    (module) => module.SettingsDialog,
    (error: unknown) => {
      loading = undefined; // a later attempt may succeed (the network came back)
      throw error;
    },
  );
  return loading;
}
