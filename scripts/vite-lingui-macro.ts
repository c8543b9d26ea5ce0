import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`t`, `<Trans>`, `plural` from `@lingui/*\/macro`) compiled by Babel, before
 * the React plugin (which no longer runs Babel on Vite 8). Only the files that import a macro
 * go through Babel; everything else stays with Vite's own transform.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/')) return;
      if (!code.includes('/macro')) return;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
