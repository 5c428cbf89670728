// Lint rules for the whole repository. Type-aware rules are left to `npm run typecheck`
// so linting stays fast.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Zod's full API cannot be left out of a bundle in part: schemas use its mini API (ADR 007). */
const FULL_ZOD = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Write schemas with 'zod/mini' (docs/decisions/007-zod-mini.md).",
}));

/** The browser must never import server code. */
const SERVER_CODE = ['**/apps/server/**', '@romtrack/server*'];

/** The screens' list pickers say when their list is open (components/list-pickers.tsx). */
const MANTINE_LIST_PICKERS = {
  name: '@mantine/core',
  importNames: ['Select', 'MultiSelect'],
  message: 'Use Select from components/list-pickers.tsx, MultiSelect from components/graphs/multi-select.tsx.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { paths: FULL_ZOD }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: FULL_ZOD, patterns: SERVER_CODE }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...FULL_ZOD, MANTINE_LIST_PICKERS], patterns: SERVER_CODE }],
    },
  },
);
