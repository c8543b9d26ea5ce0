import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, partsOfMessage, type CatalogPart } from '../src/lib/message-parts.ts';

/**
 * One catalog file per language for translators, cut into parts for the browser
 * (src/lib/message-parts.ts says which message goes where):
 *
 * - `messages.po?scope=<part>` is that part of the catalog, compiled;
 * - `virtual:message-catalogs` exports a loader for each language and part, each its own chunk
 *   (src/lib/language.ts loads them).
 */
const SCOPED = /\/locales\/[^/]+\/messages\.po\?scope=([\w.-]+)$/;
const CATALOGS_ID = 'virtual:message-catalogs';
const RESOLVED_CATALOGS_ID = `\0${CATALOGS_ID}`;

export function linguiScopes(): Plugin {
  const config = getConfig();
  const root = config.rootDir ?? process.cwd();
  const parts: CatalogPart[] = ['core', ...(Object.keys(MESSAGE_PARTS) as CatalogPart[])];
  const catalogPath = config.catalogs?.[0]?.path;
  if (!catalogPath) throw new Error('lingui.config.ts names no catalog');
  /** `/src/locales/uk/messages.po`: the catalog of `locale`, from the project's root. */
  const catalogFile = (locale: string) =>
    `/${relative(root, catalogPath.replace('<rootDir>', root).replace('{locale}', locale))}.po`;

  return {
    name: 'lingui-scoped-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id === CATALOGS_ID ? RESOLVED_CATALOGS_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_CATALOGS_ID) {
        const languages = config.locales.map((locale) => {
          const loaders = parts.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${catalogFile(locale)}?scope=${part}`)})`,
          );
          return `${JSON.stringify(locale)}: {\n    ${loaders.join(',\n    ')}\n  }`;
        });
        return `export const catalogs = {\n  ${languages.join(',\n  ')}\n};\n`;
      }
      const match = SCOPED.exec(id);
      if (!match) return;
      const part = match[1] ?? '';
      if (!parts.includes(part as CatalogPart)) throw new Error(`No catalog part "${part}"`);
      const file = id.split('?')[0] ?? id;
      this.addWatchFile(file);
      const found = getCatalogForFile(relative(root, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs`);
      const { locale, catalog } = found;
      const [entries, { messages }] = await Promise.all([
        catalog.read(locale),
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? '',
        }),
      ]);
      const inPart = Object.fromEntries(
        Object.entries(messages).filter(([key]) =>
          partsOfMessage((entries?.[key]?.origin ?? []).map(([origin]) => origin)).has(
            part as CatalogPart,
          ),
        ),
      );
      const { source, errors } = createCompiledCatalog(locale, inPart, { namespace: 'es' });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
