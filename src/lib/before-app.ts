/**
 * A press on the server's page frame (server/http/page-shell.ts) before the app has rendered:
 * the frame's Settings button is plain HTML until then, and a press on it would do nothing.
 * The entry (src/main.tsx) marks #root with it, and the app's layout opens Settings as it
 * first renders (src/app/layout.tsx).
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';
export const SETTINGS_PRESS = 'settings';
