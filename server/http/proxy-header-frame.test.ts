import { describe, expect, it } from 'vitest';
import { proxyHeaderHtml } from './proxy-header-frame';

describe('proxyHeaderHtml', () => {
  it('says the key’s hour in the page’s language, as the app’s meter does', () => {
    const html = proxyHeaderHtml({ quota: { used: 12, limit: 1000 }, accounts: false }, 'uk');
    expect(html).toContain(
      '<span id="frame-quota">Квота API: використано 12 з 1\u00a0000 запитів цієї години</span>',
    );
    expect(html).toContain('value="12"');
    expect(html).not.toContain('site-header__account');
  });

  it('warns past four fifths of the hour, in words and in its title', () => {
    const html = proxyHeaderHtml({ quota: { used: 950, limit: 1000 }, accounts: true }, 'en');
    expect(html).toContain('class="quota-meter quota-meter--warn"');
    expect(html).toContain('title="Most of this hour’s calls are spent; recent pages still load."');
    expect(html).toContain('API quota: 950 of 1,000 calls used this hour (running low)</span>');
    // The account's button comes with the app: its box is kept from the first paint.
    expect(html).toMatch(/<div class="site-header__account"><\/div><\/div>$/);
  });

  it('keeps the account’s box and leaves the meter out when the count is not known', () => {
    expect(proxyHeaderHtml({ accounts: true }, 'en')).toBe(
      '<div class="site-header__proxy"><div class="site-header__account"></div></div>',
    );
  });
});
