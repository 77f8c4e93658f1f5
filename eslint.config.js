import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', '.cache/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No raw HTML in an extension page: the build also removes React's innerHTML writes
      // (scripts/build/no-raw-html.ts), so this prop would throw.
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Reimagine renders no raw HTML: build the elements.' }],
    },
  },
  {
    // lib/ is pure TypeScript with no React.
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '**/components/**'], message: 'lib/ has no React.' }] }] },
  },
  {
    // Messaging depends on the domain, never the other way round: the message map imports the
    // domain's schemas and the handlers call the domain, so a domain module that imported
    // lib/messaging (once the router's error type did) would bring back the storage↔messaging
    // cycle. Types too: a type import is still the dependency. A rule of its own name, so the
    // lib/** rule above still applies here.
    files: ['lib/{storage,queue,library,acquisition,api}/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/messaging', '**/messaging/**'], message: 'The domain does not import lib/messaging: messaging depends on it. Shared errors live in lib/errors.ts.' }] },
      ],
    },
  },
  {
    // The content script runs on every listing page: no React, no zod, no API client, and values
    // only from these folders (the message map's schemas are zod; the background validates every
    // message). These folders are everything its bundle runs, as
    // test/unit/content/bundle-boundary.test.ts checks on the import graph; from lib/i18n, only the
    // translator, the UI language and the content namespace (the button's words). A rule of its
    // own name, so the lib/** rule above does not replace it.
    files: ['entrypoints/listing.content/**', 'entrypoints/listing-reader/**', 'lib/sites/**', 'lib/protocol-names.ts', 'lib/i18n/{locales,translate,ui-locale,message-types}.ts', 'lib/i18n/messages/content/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zod', 'zod/*', 'zustand', '**/lib/api/**', '**/api/**', '**/components/**'],
              message: 'Not in the content script: it must stay small and never call the API.',
            },
            {
              // Values only from lib/sites, the content script's own folder, the protocol's
              // zod-free names and those lib/i18n modules; from anywhere else (the message map,
              // lib/listing: zod schemas the background validates with) types only. (`../url-size`,
              // `../urls`: lib/sites/generic reading its parent folder's modules.)
              regex: '^\\.\\./(?!\\.\\./lib/(sites/|protocol-names$|i18n/(locales|translate|ui-locale|messages/content)\\b)|protocol-names$|url-size$|urls$)',
              allowTypeImports: true,
              message: 'The content script runs only lib/sites, lib/protocol-names, lib/i18n\'s translator and content namespace, and its own folder: import only types from elsewhere.',
            },
          ],
        },
      ],
    },
  },
);
