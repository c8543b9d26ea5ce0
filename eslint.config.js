// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import lingui from 'eslint-plugin-lingui';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['vehicles', 'realty', 'orders', 'converter', 'sign-in'];

/**
 * The one-way import rule (bulletproof-react): shared code -> features -> app. Written with
 * core `no-restricted-imports` over relative paths, so it needs no resolver with native
 * bindings (those break `npm ci` on a registry without every platform's package).
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(([regex, message]) => ({ regex, message })) },
  ],
});
const NO_SERVER = ['(^|/)server(/|$)', 'The app never imports the server.'];
const NO_APP = ['^(\\.\\./)+app(/|$)', 'Only src/app composes features; nothing imports it.'];
const NO_FEATURES = ['(^|/)features(/|$)', 'Shared code never imports features.'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/results',
      'server/reference',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...restrict(NO_SERVER),
      'no-restricted-syntax': [
        'error',
        {
          // React.lazy suspends on its first render even when its code is in, and React then
          // holds the content back 300 ms after the fallback (src/lib/preloaded-lazy.tsx).
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
          message: 'Use preloadedLazy (src/lib/preloaded-lazy.tsx) and start its load early.',
        },
      ],
    },
  },
  {
    // Words a reader sees go through lingui: English JSX text or a capitalised phrase in a
    // component is a message left untranslated. Names, classes, ids, the wire and tests are not.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One lower-case word or code ('button', 'off', 'en-US'): not a phrase for readers.
            '^(?![A-Z].*|\\w+\\s\\w+).+$',
            // Constants ('USD', 'UAH').
            '^[A-Z0-9_-]+$',
            // Each language named in itself, in every language.
            '^(Українська|English)$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'id',
            'name',
            'type',
            'role',
            'href',
            'to',
            'src',
            'srcSet',
            'rel',
            'target',
            'method',
            'autoComplete',
            'inputMode',
            'width',
            'height',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(NO_SERVER, NO_APP, [
      `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
      'Features never import each other; move shared code to src/components or src/lib.',
    ]),
  })),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, NO_APP, NO_FEATURES),
  },
  {
    files: ['src/api/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      '^(?!zod(/mini)?$|\\./).*',
      'Contracts are pure: they import only zod and each other.',
    ]),
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // e2e/first-loads.ts: a shared budget check made of expect() calls.
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['expectWithinBudget'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
