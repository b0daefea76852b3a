import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { sqlRules } from './scripts/eslint/sql-rules.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', 'web/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Repositories own SQL (issue 31). Tests are left out: their fixtures write SQL of their own.
    files: ['services/*/src/**/*.ts', 'operator/src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/testing/**',
      // The one helper that qualifies names, and its twin in services/core (which @fieldnote/db
      // builds on, so it cannot import it) naming the outbox table of a shard's schema.
      'services/db/src/sql/qualified-name.ts',
      'services/core/src/outbox/outbox-table.ts',
    ],
    plugins: { fieldnote: sqlRules },
    rules: { 'fieldnote/no-schema-interpolation': 'error' },
  },
  {
    files: ['services/*/src/**/*.service.ts', 'operator/src/**/*.service.ts'],
    plugins: { fieldnote: sqlRules },
    rules: { 'fieldnote/no-sql-in-services': 'error' },
  },
);
