import type { Llama } from 'node-llama-cpp' with { 'resolution-mode': 'import' };

type NodeLlamaCpp = typeof import('node-llama-cpp', { with: { 'resolution-mode': 'import' } });

/**
 * A real `import()` that no compiler rewrites: node-llama-cpp is an ES module with top-level await,
 * which `require` cannot load, and the tests' SWC transform turns `import()` into `require`.
 * Made at first use, and with a source of its own each time: V8 keeps compiled `Function` bodies by
 * their source, and in the tests a body compiled in an earlier test file's (torn-down) sandbox would be
 * reused with that sandbox's module loader ("import a file after the Jest environment has been torn
 * down", seen in CI when another file of the same worker had started a server first).
 */
function importEsm(specifier: string): Promise<NodeLlamaCpp> {
  const unique = `/* ${process.hrtime.bigint()}-${Math.random()} */`;
  const load = new Function('specifier', `${unique} return import(specifier);`) as (
    specifier: string,
  ) => Promise<NodeLlamaCpp>;
  return load(specifier);
}

let loadingModule: Promise<NodeLlamaCpp> | undefined;
let cpuLlama: Promise<Llama> | undefined;

/**
 * node-llama-cpp, loaded at the first use of a local model only (about 40 MB of module and native
 * addon; a server without AI_MODEL_PATH never loads it).
 */
export function loadNodeLlamaCpp(): Promise<NodeLlamaCpp> {
  // Read by node-llama-cpp as it loads: it must never fetch llama.cpp's sources to build them.
  process.env.NODE_LLAMA_CPP_SKIP_DOWNLOAD ??= 'true';
  loadingModule ??= importEsm('node-llama-cpp');
  return loadingModule;
}

/**
 * The process's llama.cpp backend, CPU only: the binary that ships in the registry package
 * @node-llama-cpp/<platform>, never a GPU probe, a build from source or a download (README "AI
 * providers"). One per process, as node-llama-cpp advises; each model and context is loaded on it,
 * with its own thread count.
 */
export function getCpuLlama(): Promise<Llama> {
  cpuLlama ??= loadNodeLlamaCpp()
    .then(({ getLlama, LlamaLogLevel }) =>
      getLlama({
        gpu: false,
        build: 'never',
        skipDownload: true,
        usePrebuiltBinaries: true,
        progressLogs: false,
        logLevel: LlamaLogLevel.error,
      }),
    )
    .catch((error: unknown) => {
      cpuLlama = undefined;
      throw error;
    });
  return cpuLlama;
}
