// One lint configuration for every package: TypeScript's recommended rules, React's rules of hooks, and
// jsx-a11y's strict rules (the static floor of accessibility; axe in the tests and the browser checks the rest).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', '**/.data/', 'e2e/artifacts/', 'e2e/bench/results/', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are an error, except a deliberately ignored parameter or rest sibling.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A table or list that scrolls sideways is a focusable region, so a keyboard user can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable asks for exactly this).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The plugin's React Compiler rules (refs read in render, setState in an effect)
    // are left out: the portal does not use the compiler, and the patterns they flag here are React's
    // documented ones (a ref holding the latest callback, a loading state set as a fetch starts).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
