import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * Both catalogs against the code's messages (what `lingui extract` collects): a message the
 * code shows must be translated in both languages, and a catalog entry the code no longer
 * uses must go (`npm run i18n:extract` refreshes them; then translate what is empty).
 */
describe('the message catalogs', async () => {
  const config = getConfig();
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  const used = await catalog.collect();
  if (!used) throw new Error('The messages could not be collected from the code');

  for (const locale of config.locales) {
    it(`translates every message the code shows, and only those, in ${locale}`, async () => {
      const entries = (await catalog.read(locale)) ?? {};
      const missing = Object.entries(used)
        .filter(([id]) => !entries[id]?.translation)
        .map(([id, message]) => message.message ?? id);
      const unused = Object.entries(entries)
        .filter(([id]) => !used[id])
        .map(([id, entry]) => entry.message ?? id);
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    });
  }
});
