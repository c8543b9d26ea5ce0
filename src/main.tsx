import './styles.css';
import { BEFORE_APP_ATTRIBUTE, SETTINGS_PRESS } from './lib/before-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Settings pressed on the server's frame before the app renders: kept for the app to open.
root.addEventListener('click', (event) => {
  const marked = `[${BEFORE_APP_ATTRIBUTE}="${SETTINGS_PRESS}"]`;
  if (event.target instanceof Element && event.target.closest(marked))
    root.setAttribute(BEFORE_APP_ATTRIBUTE, SETTINGS_PRESS);
});

// Lingui is part of the app that failed to load, so these words stand alone.
/* eslint-disable lingui/no-unlocalized-strings */
const FAILED = {
  uk: 'Сторінку не вдалося завантажити. Перевірте з’єднання й оновіть сторінку.',
  en: 'The page could not load. Check the connection and reload the page.',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The app's code runs after the page's first frame: the server's page paints its header and
 * heading (server/http/page-shell.ts) from the HTML and the stylesheet, and the modules'
 * evaluation (a long task on a phone) must not hold that paint back. A hidden tab paints no
 * frame, so a timer starts the app there.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The libraries first, then the app's own code, each evaluated in a task of its own: one
  // task for both is long enough on a phone to delay a tap by a quarter of a second.
  import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./app/start'))
    .then((app) => app.start(root))
    .catch((error: unknown) => {
      // The app's code did not arrive (offline, a release replaced it): the frame says so.
      console.error(error);
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.className = 'panel panel--error';
      notice.textContent = FAILED[document.documentElement.lang === 'en' ? 'en' : 'uk'];
      (root.querySelector('main') ?? root).append(notice);
    });
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
