import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // STYLE.md rule 11: kebab-case file and folder names.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // STYLE.md rule 9: the kit is the bottom of the web; it imports nothing of the app.
    files: ['apps/web/src/kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*'],
              message: 'the kit never imports features',
            },
            {
              group: ['@/lib/*', '**/lib/*', '@/shared/*', '**/shared/*', '@/app/*', '**/app/*'],
              message: 'the kit imports nothing of lib, shared or app: take it as a prop',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md rule 9: lib/ is app-wide infrastructure; it imports kit only.
    files: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*'],
              message: 'lib never imports features',
            },
            {
              group: ['@/shared/*', '**/shared/*', '@/app/*', '**/app/*'],
              message: 'lib imports nothing of shared or app',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md rule 9: shared/ is feature UI that several features use; it builds on kit and lib.
    files: ['apps/web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*'],
              message: 'shared never imports features',
            },
            {
              group: ['@/app/*', '**/app/*'],
              message: 'shared does not import the app composition',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md rule 9: a feature never imports another feature or the app composition.
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'a feature never imports another feature; compose in app/',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)',
              message: 'a feature never imports a sibling feature; compose in app/',
            },
            {
              group: ['@/app/*', '**/app/*'],
              message: 'features do not import the app composition',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature split by page (features/screens/list/, …): a page reaches its feature's root and
    // the other pages with `../`, and still never leaves its feature.
    files: ['apps/web/src/features/*/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'a feature never imports another feature; compose in app/',
            },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)',
              message: 'a feature never imports a sibling feature; compose in app/',
            },
            {
              group: ['@/app/*', '**/app/*'],
              message: 'features do not import the app composition',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules reach each other only through their index.
    files: ['packages/**', 'apps/screen/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/*'], message: 'packages never import apps' }] },
      ],
    },
  },
  {
    // One success envelope: routes answer `{ success: ok, … }` from platform/http.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', '**/success-envelope.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='success'] Property[key.name='ok'][value.value=true], VariableDeclarator Property[key.name='ok'][value.value=true]",
          message: 'answer success with `ok` or `okSaying` from platform/http/success-envelope',
        },
      ],
    },
  },
  {
    // One error alert: the kit's ErrorAlert, red and announced, instead of one written out.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/kit/error-alert/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='color'][value.value='red']",
          message: 'show a failure with ErrorAlert from @/kit/error-alert',
        },
      ],
    },
  },
  {
    // Command-line scripts report on standard output.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
