import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
  void import('./app/start').then((app) => app.start(root));
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
