// Apart from before-app.ts, which the server reads too (its frames mark their buttons) and
// which therefore knows no DOM.
import { BEFORE_APP_ATTRIBUTE } from './before-app';

/** Whether `press` was made on the frame; true once only, for the part that replays it. */
export function takePressBeforeApp(press: string): boolean {
  const root = document.getElementById('root');
  if (root?.getAttribute(BEFORE_APP_ATTRIBUTE) !== press) return false;
  root.removeAttribute(BEFORE_APP_ATTRIBUTE);
  return true;
}
