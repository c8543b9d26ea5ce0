import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One catalog file per language for translators, but the browser gets it in parts: a page
 * loads the messages every page shows (`?scope=core`: the layout, the shared widgets) and
 * those of its own feature (`?scope=vehicles`), never the other pages' (src/lib/language.ts).
 *
 * Which part a message belongs to comes from where the code uses it, the `#:` origins that
 * `lingui extract` writes: a message used anywhere outside `src/features/` is core; one used
 * only in features goes with each of them.
 */
const SCOPED = /\/locales\/[^/]+\/messages\.po\?scope=([\w-]+)$/;

export function scopeOf(origins: readonly string[]): Set<string> {
  const scopes = new Set<string>();
  for (const origin of origins) {
    const feature = /^src\/features\/([^/]+)\//.exec(origin.replaceAll('\\', '/'))?.[1];
    if (!feature) return new Set(['core']);
    scopes.add(feature);
  }
  return scopes.size ? scopes : new Set(['core']);
}

export function linguiScopes(): Plugin {
  const config = getConfig();
  return {
    name: 'lingui-scoped-catalogs',
    enforce: 'pre',
    async load(id) {
      const match = SCOPED.exec(id);
      if (!match) return;
      const scope = match[1] ?? '';
      const file = id.split('?')[0] ?? id;
      this.addWatchFile(file);
      const found = getCatalogForFile(
        relative(config.rootDir ?? process.cwd(), file),
        await getCatalogs(config),
      );
      if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs`);
      const { locale, catalog } = found;
      const [entries, { messages }] = await Promise.all([
        catalog.read(locale),
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? '',
        }),
      ]);
      const part = Object.fromEntries(
        Object.entries(messages).filter(([key]) =>
          scopeOf((entries?.[key]?.origin ?? []).map(([origin]) => origin)).has(scope),
        ),
      );
      const { source, errors } = createCompiledCatalog(locale, part, { namespace: 'es' });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
