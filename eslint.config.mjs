import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { sqlRules } from './scripts/eslint/sql-rules.mjs';

/**
 * Module boundaries (README, Architecture). ESLint's own no-restricted-imports with path patterns,
 * because neither eslint-plugin-boundaries nor dependency-cruiser is installed and it needs no new
 * dependency. Patterns see only the import string, so the rule is set per folder depth: from a file
 * `depth` folders below modules/, `../`×depth leads to modules/, and `<that>/<module>/<anything>` is
 * a deep import into another module. The cycle check is a test (services/api/src/module-dependencies.spec.ts).
 */
const ANOTHER_MODULE =
  "Import another module through its index.ts only ('../projects', not '../projects/project-lookup'): the rest of its folder is internal. Need more of it? Export it from its index.ts.";
const ANYWHERE_INTO_A_MODULE = {
  // From outside the modules (the API's own folders, the all-in-one, tests): './modules/x/y',
  // '../../services/api/src/modules/x/y'. A module's testing/ helpers stay importable by tests.
  regex: '^(?:\\.{1,2}/)+(?:services/api/src/)?modules/[a-z][a-z0-9-]*/(?!index$|testing/).+',
  message: ANOTHER_MODULE,
};
const CONTROL_PLANE_INTERNALS = {
  regex: '^@fieldnote/control-plane/.|(?:^|/)control-plane/src(?:/|$)',
  message:
    "The regional API and worker use the control plane through its package, '@fieldnote/control-plane' (its index.ts), never its internal files.",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** The files `depth` folders below services/api/src/modules/ and what they may not import. */
const moduleFiles = (depth) => ({
  files: [`services/api/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
  rules: restrict(
    ANYWHERE_INTO_A_MODULE,
    CONTROL_PLANE_INTERNALS,
    {
      regex: `^(?:\\.\\./){${depth}}[a-z][a-z0-9-]*/(?!index$).+`,
      message: ANOTHER_MODULE,
    },
    {
      // The shared kernel (common, context, graphql) is what modules build on; the API's feature
      // folders and its root files are not theirs to import.
      regex: `^(?:\\.\\./){${depth + 1}}(?:auth|audit|workspaces|api\\.module|index)(?:/|$)`,
      message:
        "A module builds on the shared kernel (common, context, graphql) and other modules, not on the API's feature folders.",
    },
  ),
});

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
    files: ['services/**/*.{ts,js,mjs}', 'e2e/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'operator/**/*.ts'],
    rules: restrict(ANYWHERE_INTO_A_MODULE),
  },
  {
    files: ['services/api/**/*.ts', 'services/worker/**/*.ts'],
    rules: restrict(ANYWHERE_INTO_A_MODULE, CONTROL_PLANE_INTERNALS),
  },
  ...[1, 2, 3, 4, 5].map(moduleFiles),
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
  {
    // Issue 31: every query of the API, the worker and the control plane is a repository's. The db
    // package is the data layer itself (connections, migrations, provisioning, the outbox writer).
    files: ['services/{api,worker,control-plane}/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      // Pure SQL builders that only repositories import (composed by several of them).
      '**/*.builder.ts',
      // The base class repositories extend.
      'services/api/src/common/entity-rows.ts',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/testing/**',
      '**/migrations/**',
    ],
    plugins: { fieldnote: sqlRules },
    rules: { 'fieldnote/no-queries-outside-repositories': 'error', 'fieldnote/no-sql-in-services': 'error' },
  },
);
