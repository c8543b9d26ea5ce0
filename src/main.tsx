import './styles.css';
import { AFTER_PAINT_PRELOADS, BEFORE_APP_ATTRIBUTE } from './lib/before-app';
import { loadIntlData } from './lib/intl-data';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A button of the server's frame pressed before the app renders (Settings, a search page's
// filters): kept for the app to replay.
root.addEventListener('click', (event) => {
  const marked =
    event.target instanceof Element && event.target.closest(`[${BEFORE_APP_ATTRIBUTE}]`);
  const press = marked && marked.getAttribute(BEFORE_APP_ATTRIBUTE);
  if (press) root.setAttribute(BEFORE_APP_ATTRIBUTE, press);
});

// Lingui is part of the app that failed to load, so these words stand alone.
/* eslint-disable lingui/no-unlocalized-strings */
const FAILED = {
  uk: 'Сторінку не вдалося завантажити. Перевірте з’єднання й оновіть сторінку.',
  en: 'The page could not load. Check the connection and reload the page.',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The app's code runs once the server's frame has painted (server/http/page-shell.ts): its
 * header and heading, and its photo where it has one (an advert's page), which is then the
 * page's largest paint. The modules' evaluation is a long task on a phone; run before that
 * paint is presented, it holds the paint back. A paint that is slow to come (a slow photo)
 * does not hold the app back for long (`PAINT_WAIT_MS`); a hidden tab, which paints nothing,
 * starts at once.
 */
const PAINT_WAIT_MS = 1000;
let started = false;
/**
 * Links moved into the head per task: each fetch costs the main thread a moment (about 10 ms on
 * a phone with DevTools attached), and six in one task made it a long one.
 */
const PRELOADS_PER_TASK = 3;

/**
 * The requests the page makes next, which the server held back until the frame painted: moved
 * into the head `count` at a time (all that are left by default), straight from the template, so
 * that what is left is always the template's.
 */
function preloadAfterPaint(count = Infinity) {
  const template = document.getElementById(AFTER_PAINT_PRELOADS);
  if (!(template instanceof HTMLTemplateElement)) return false;
  for (let moved = 0; moved < count; moved++) {
    const link = template.content.firstElementChild;
    if (!link) return false;
    document.head.append(link);
  }
  return template.content.firstElementChild !== null;
}

const preloadInTasks = () => {
  if (preloadAfterPaint(PRELOADS_PER_TASK)) setTimeout(preloadInTasks);
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const start = () => {
  if (started) return;
  started = true;
  setTimeout(preloadInTasks);
  // The libraries first (React, the router, then the rest: three chunks, see vite.config.ts),
  // then the app's shared code (its chunk makes the contracts' schemas as it runs, some 80 ms
  // on a phone), then the app itself, each evaluated in a task of its own: one task for them
  // all is long enough on a phone to delay a tap by a quarter of a second. Any module of a chunk
  // runs all of it: one export of each stands for it (the pages' paths for the shared chunk;
  // named, so that the build keeps only what the app uses of a library, and importing the
  // paths costs the chunk no namespace object of bytes).
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('react-router-dom').then(({ RouterProvider }) => RouterProvider))
    .then(nextTask)
    .then(() => import('@lingui/core').then(({ i18n }) => i18n))
    .then(nextTask)
    .then(() => import('./lib/paths'))
    .then(nextTask)
    .then(() => import('./app/start'))
    .then((app) => {
      // The app asks for what it needs as it renders: a request whose link is not in the head
      // yet would go out twice, so the links left go in now.
      preloadAfterPaint();
      app.start(root);
    })
    .catch((error: unknown) => {
      // The app's code did not arrive (offline, a release replaced it): the frame says so.
      console.error(error);
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.className = 'panel panel--error';
      notice.textContent = FAILED[document.documentElement.lang === 'en' ? 'en' : 'uk'];
      (root.querySelector('main') ?? root).append(notice);
      // The frame's Menu button (a narrow screen's) has no code behind it now: its links show.
      root.querySelector('.header__menu-toggle')?.remove();
      root.querySelector('.site-header__menu')?.classList.add('site-header__menu--open');
    });
};

/** Starts the app once `painted` says the frame's largest part is on screen. */
function afterPaint(
  type: 'paint' | 'largest-contentful-paint',
  painted: (entry: PerformanceEntry) => boolean,
) {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(painted)) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type, buffered: true });
}

// A reader who presses or types before then wants the app now (and the browser reports no
// largest paint after an input).
for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true });

// Another core loads the language's Intl data meanwhile (src/lib/intl-data.ts).
loadIntlData(document.documentElement.lang || 'uk');

const photo = root.querySelector('img');
// No frame (an address the server does not know, the dev server): nothing to wait for.
if (document.visibilityState === 'hidden' || !root.firstElementChild) start();
else {
  setTimeout(start, PAINT_WAIT_MS);
  if (!photo) afterPaint('paint', (entry) => entry.name === 'first-contentful-paint');
  else {
    photo.addEventListener('error', start);
    afterPaint(
      'largest-contentful-paint',
      (entry) => (entry as LargestContentfulPaint).element === photo,
    );
  }
}
