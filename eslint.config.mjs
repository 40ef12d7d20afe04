import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { noComponentPackages, noTableKitIndex, wallZones } from './eslint/walls.mjs';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: wallZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // No UI text in code: every string a user reads is a translation key.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Of the attributes, only those a user reads or hears are text; variant="h4", sx={…} and
          // the other MUI props are not.
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'alt',
              'title',
              'label',
              'placeholder',
              'helperText',
              'primary',
              'secondary',
              'message',
              'description',
              'noOptionsText',
              'confirmLabel',
              'cancelLabel',
            ],
          },
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Only src/services/baseQuery.ts (and lib/config.ts, for config.json and the served build id) calls fetch.',
        },
        { name: 'localStorage', message: 'Only src/lib/storage.ts touches storage.' },
        { name: 'sessionStorage', message: 'Only src/lib/storage.ts touches storage.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'fetch',
          message:
            'Only src/services/baseQuery.ts (and lib/config.ts, for config.json and the served build id) calls fetch.',
        },
        { object: 'window', property: 'localStorage', message: 'Only src/lib/storage.ts touches storage.' },
        { object: 'window', property: 'sessionStorage', message: 'Only src/lib/storage.ts touches storage.' },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/pages/**', 'src/services/**', 'src/slices/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', noTableKitIndex] },
  },
  {
    files: ['src/services/**', 'src/slices/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', noComponentPackages] },
  },
  {
    // src/lib/config.ts fetches config.json before the store (and so baseQuery) can exist.
    files: ['src/services/baseQuery.ts', 'src/lib/storage.ts', 'src/lib/config.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['__tests__/**', 'sandbox/**', 'scripts/**', 'bench/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
