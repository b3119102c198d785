// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Core stays framework-free: side effects arrive through injected ports. */
const coreRestrictedImports = {
  patterns: [
    { group: ['react', 'react-*', 'react/*', 'react-dom', 'react-dom/*'], message: 'core is framework-free: no React.' },
    { group: ['@xstate/react', '@xstate/react/*'], message: 'core is framework-free: React bindings live in web.' },
    { group: ['@chakra-ui/*'], message: 'core is framework-free: no UI kit.' },
    { group: ['wouter', 'wouter/*'], message: 'core is router-agnostic.' },
    { group: ['ofetch', 'ofetch/*'], message: 'core does no I/O: the api-client does.' },
    { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'core is shared by browser and server.' },
    { group: ['node:*'], message: 'core runs in the browser too: no node:* modules.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'packages/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.es2023 },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No `export *`: export names explicitly.' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'packages/*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.js', '*.config.ts', 'packages/*/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', coreRestrictedImports],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'core does no I/O: inject a port.' },
        { name: 'setTimeout', message: 'Use XState delays or a clock port.' },
        { name: 'setInterval', message: 'Use XState delays or a clock port.' },
        { name: 'localStorage', message: 'Use the storage port.' },
        { name: 'sessionStorage', message: 'Use the storage port.' },
        { name: 'window', message: 'core has no DOM.' },
        { name: 'document', message: 'core has no DOM.' },
        { name: 'navigator', message: 'core has no DOM.' },
        { name: 'location', message: 'core has no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes through the clock port.' },
        { object: 'globalThis', property: 'fetch', message: 'core does no I/O.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use the storage port.' },
        { object: 'globalThis', property: 'sessionStorage', message: 'Use the storage port.' },
        { object: 'globalThis', property: 'setTimeout', message: 'Use XState delays or a clock port.' },
        { object: 'globalThis', property: 'setInterval', message: 'Use XState delays or a clock port.' },
        { object: 'globalThis', property: 'window', message: 'core has no DOM.' },
        { object: 'globalThis', property: 'document', message: 'core has no DOM.' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.3' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every user-visible string goes through i18n.
    files: ['packages/web/src/shell/**/*.tsx', 'packages/web/src/features/**/*.tsx', 'packages/web/src/pages/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '|', '-', '—', ':', '(', ')', '¥', '%', '×', '…'] }] },
  },
  {
    files: ['packages/server/src/**/*.ts', 'packages/server/scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
