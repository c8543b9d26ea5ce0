/**
 * A page's requests for long lists (the orders: megabytes for a big account), started by a
 * script in its head as the HTML arrives, before the app's code has loaded; the app's request
 * takes the answer (src/api/early-responses.ts).
 *
 * A `<link rel=preload as=fetch>` started them as early, but Chromium reads a preload's body
 * into the page's memory as it arrives, in tasks on the main thread (around the frame's first
 * paint), and then copies it again for the app: 5,000 orders (3 MB) were read in 37-39 ms
 * against 14-19 from a `fetch()`, whose body waits in the network's pipe until the app reads
 * it, and the table painted 70-90 ms sooner (medians of 7 loads, 3 rounds, bench/app.ts's
 * bare browser). An answer the app never asks for (the user saved a key of their own) is
 * never read, and goes with the page.
 *
 * The script is the same on every page that has it, so the Content-Security-Policy allows it
 * by its hash; the addresses are data (a JSON script element, which never runs).
 */
import { createHash } from 'node:crypto';
import { EARLY_REQUESTS } from '../../src/lib/before-app';

/** The fetches as the app makes them (src/api/client.ts), keyed by their absolute address. */
export const EARLY_REQUESTS_SCRIPT =
  `window.${EARLY_REQUESTS}=new Map(JSON.parse(document.getElementById("${EARLY_REQUESTS}").textContent).map(function(u){` +
  `var p=fetch(u,{headers:{accept:"application/json"}});p.catch(function(){});return[new URL(u,location.href).href,p]}))`;

/** The script's hash, as a CSP source. */
export const EARLY_REQUESTS_HASH = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`;

/** The list of addresses and the script, for a page's head; nothing without addresses. */
export function earlyRequestsHtml(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  // No `<` in the data, so nothing in it can close its element.
  const data = JSON.stringify(urls).replaceAll('<', '\\u003c');
  return (
    `<script type="application/json" id="${EARLY_REQUESTS}">${data}</script>` +
    `<script>${EARLY_REQUESTS_SCRIPT}</script>`
  );
}
