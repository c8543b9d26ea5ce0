/**
 * Proxy mode's row of the frame's header (page-shell.ts): the quota meter as
 * src/components/quota-meter.tsx renders it, with the server's count of the hour, and the box
 * the account's button comes into (src/app/layout.tsx). Without it the app's first render added
 * the row, and every page moved down by it (Lighthouse CLS 0.05); on a phone the meter's two
 * lines were the page's largest paint, which came with the app.
 */
import { appMessage, appNumber } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';

export interface ProxyHeader {
  /** The key's hour, as `/api/_meta` gives it; absent when the shared store could not say. */
  readonly quota?: { readonly used: number; readonly limit: number };
  /** Whether the server has accounts (the account's box is kept for them). */
  readonly accounts: boolean;
}

/** quota-meter.tsx `WARN_AT`: above this share of the hour's calls the meter warns. */
const WARN_AT = 0.8;

/** The meter's markup, or null where a message is missing (no words the app would change). */
function quotaMeterHtml(quota: NonNullable<ProxyHeader['quota']>, language: PageLanguage) {
  const { used, limit } = quota;
  const warn = used > limit * WARN_AT;
  const text = appMessage(language, 'API quota: {0} of {1} calls used this hour', {
    0: appNumber(language, used),
    1: appNumber(language, limit),
  });
  const low = appMessage(language, '(running low)');
  const title = appMessage(
    language,
    'Most of this hour’s calls are spent; recent pages still load.',
  );
  if (text === null || low === null || title === null) return null;
  const id = 'frame-quota';
  return [
    warn
      ? `<div class="quota-meter quota-meter--warn" title="${escapeHtml(title)}">`
      : '<div class="quota-meter">',
    `<span id="${id}">${escapeHtml(warn ? `${text} ${low}` : text)}</span>`,
    `<meter aria-labelledby="${id}" min="0" max="${limit}" value="${Math.min(used, limit)}"`,
    ` low="${Math.floor(limit * WARN_AT)}" high="${Math.floor(limit * 0.95)}" optimum="0"></meter>`,
    '</div>',
  ].join('');
}

/** The header's proxy row; the meter left out where its count or words are not known. */
export function proxyHeaderHtml(header: ProxyHeader, language: PageLanguage): string {
  const meter = header.quota ? (quotaMeterHtml(header.quota, language) ?? '') : '';
  const account = header.accounts ? '<div class="site-header__account"></div>' : '';
  return `<div class="site-header__proxy">${meter}${account}</div>`;
}
