import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way: contracts <- src/api <- src/features <- routes.
 * Imports outside a file's own folder use the @/ alias, so the rules below can
 * see which area an import reaches into.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...patterns) => ['error', { patterns }];
const noParentImports = {
  regex: '^\\.\\./',
  message: 'Import from outside this folder through the @/ alias (or @contracts/).',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['*.js'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly' } },
  },
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(?!valibot$)(?!\\.{1,2}/)',
        message: 'Contracts import only valibot and each other.',
      }, {
        regex: '(^|/)(src|routes|server|e2e)(/|$)',
        message: 'Contracts import only valibot and each other.',
      }),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noParentImports) },
  },
  {
    files: ['src/api/**', 'src/lib/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': restrict(noParentImports, {
        regex: '^@/features/',
        message: 'Shared code never imports a feature: move the shared piece to components/ or lib/.',
      }),
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(noParentImports, {
        regex: `^@/features/(?!${feature}/)`,
        message: 'One feature never imports another: move the shared piece to components/ or lib/.',
      }),
    },
  })),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)(src|routes)(/|$)|^@/',
        message: 'The provider shares only contracts/ with the site.',
      }),
    },
  },
);
