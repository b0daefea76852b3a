// Loads the tests' doubles (the fake Kubernetes API server, the fake Qdrant) from their TypeScript
// sources: they are not part of any package's compiled build, and the operator benchmark needs them.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT, requireRoot } from './common.mjs';

/** @typedef {{ _compile(code: string, file: string): void }} CompilingModule A module being loaded, as Node's CommonJS loader hands it to an extension. */

let registered = false;

// Transpiles every required .ts file with SWC (as Jest does), to CommonJS, and lets extension-less
// relative imports find .ts files.
function registerTypeScript() {
  if (registered) return;
  registered = true;
  const swc = requireRoot('@swc/core');
  // `_extensions` is Node's internal loader table, absent from its type declarations.
  const { _extensions: extensions } =
    /** @type {{ _extensions: Record<string, (module: CompilingModule, file: string) => void> }} */ (
      /** @type {unknown} */ (Module)
    );
  extensions['.ts'] = (module, file) => {
    const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
      module: { type: 'commonjs' },
    });
    module._compile(code, file);
  };
}

/**
 * Requires a TypeScript source file of the repository, e.g.
 * `requireTypeScript('operator/src/testing/fake-kube-api/fake-kube-api.ts')`.
 * @param {string} path relative to the repository root
 */
export function requireTypeScript(path) {
  registerTypeScript();
  return createRequire(join(REPO_ROOT, 'package.json'))(join(REPO_ROOT, path));
}
