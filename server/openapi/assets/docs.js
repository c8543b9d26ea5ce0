/*
 * The API reference page (/api/docs): Swagger UI, from this server (no CDN), rendering the
 * document of the mode the server runs in. A file, not an inline script: the page's
 * Content-Security-Policy allows scripts from this origin only.
 */
/* global window, document, MutationObserver, SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  // Off: it puts a link inside each operation's toggle button (a control in a control).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  // Shows `x-access` (who may call an operation) and `x-sent-as` (a family's names as sent).
  showExtensions: true,
  // No call to the public validator: the page works offline and sends nothing elsewhere.
  validatorUrl: null,
  tryItOutEnabled: false,
  // Plain examples: the highlighter's theme fails contrast, and plain text reads the same.
  syntaxHighlight: { activated: false },
  // Cookies (the proxy's session) go with "Try it out" requests to this origin.
  withCredentials: true,
});

/*
 * Swagger UI renders some controls without a name (a parameter's value box, the server and
 * example pickers) and example blocks that scroll but take no focus. Named and made
 * focusable as they appear, so that a screen reader and a keyboard can use them.
 */
function nameControls(root) {
  root.querySelectorAll('tr[data-param-name]').forEach((row) => {
    const name = row.getAttribute('data-param-name');
    row.querySelectorAll('select, textarea, input').forEach((control) => {
      if (control.hasAttribute('aria-label')) return;
      const examples = control.classList.contains('examples-select-element');
      control.setAttribute('aria-label', examples ? `${name} example` : `${name} value`);
    });
  });
  root.querySelectorAll('select#servers:not([aria-label])').forEach((control) => {
    control.setAttribute('aria-label', 'Server');
  });
  root.querySelectorAll('select.examples-select-element:not([aria-label])').forEach((control) => {
    control.setAttribute('aria-label', 'Example');
  });
  root.querySelectorAll('textarea:not([aria-label])').forEach((control) => {
    control.setAttribute('aria-label', 'Example value');
  });
  root.querySelectorAll('.highlight-code > pre:not([tabindex])').forEach((block) => {
    block.setAttribute('tabindex', '0');
  });
}
const reference = document.getElementById('reference');
let pending = false;
new MutationObserver(() => {
  // Once a frame, however many nodes Swagger UI adds.
  if (pending) return;
  pending = true;
  window.requestAnimationFrame(() => {
    pending = false;
    nameControls(reference);
  });
}).observe(reference, {
  childList: true,
  subtree: true,
});
