/** Session lifetimes, apart from server/http/sessions.ts so that reading them loads no plugin. */
export const DEFAULT_IDLE_SECONDS = 30 * 60;
export const DEFAULT_ABSOLUTE_SECONDS = 8 * 60 * 60;
