import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'components/**/*.ts', 'entrypoints/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The content script runs on every listing page: keep React and the API client out of it.
    files: ['entrypoints/listing.content/**', 'lib/sites/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '**/lib/api/client*', '**/components/**'], message: 'Not in the content script: it must stay small and never call the API.' }] },
      ],
    },
  },
  {
    // lib/ is pure TypeScript with no React.
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '**/components/**'], message: 'lib/ has no React.' }] }] },
  },
);
