import type { CodegenConfig } from '@graphql-codegen/cli';
import { withoutAny } from './codegen-without-any';

/**
 * Typed operations for the web app: every `graphql(`…`)` document in src is checked against the API's
 * published schema and gets its result and variables types in src/gql. Paths are relative to web/
 * (`npm run codegen` runs there; the drift test passes `cwd`). Run `npm run codegen -w web` after
 * changing an operation or the schema; web/scripts/codegen-drift.spec.ts fails while src/gql is stale.
 */
const config: CodegenConfig = {
  schema: '../services/api/schema.graphql',
  // Unit tests' documents (gql`…` of made-up operations) are not the app's operations.
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/**/*.spec.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      hooks: { beforeOneFileWrite: [(_path: string, content: string) => withoutAny(content)] },
      // Components read the fields their operation asks for; no fragment masks to unwrap.
      presetConfig: { fragmentMasking: false },
      config: {
        // String unions instead of TypeScript enums: no runtime code for the types.
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
