import { createContext, use } from 'react';

/**
 * Opens the settings dialog (the API key and the seller), which the app's layout holds: an
 * error that the settings can fix offers a button to them.
 */
export const OpenSettingsContext = createContext<() => void>(() => {});

export function useOpenSettings(): () => void {
  return use(OpenSettingsContext);
}
