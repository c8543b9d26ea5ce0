/**
 * A press on the server's page frame (server/http/page-shell.ts) before the app has rendered:
 * the frame's buttons are plain HTML until then, and a press on one would do nothing. The
 * entry (src/main.tsx) marks #root with the press, and the app replays it as it first renders:
 * the layout opens Settings (src/app/layout.tsx), a search page its filters
 * (src/components/search-page.tsx).
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';
export const SETTINGS_PRESS = 'settings';
export const FILTERS_PRESS = 'filters';
