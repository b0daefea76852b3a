type NodeLlamaCpp = typeof import('node-llama-cpp', { with: { 'resolution-mode': 'import' } });

const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<NodeLlamaCpp>;
let loading: Promise<NodeLlamaCpp> | undefined;

export function loadNodeLlamaCpp(): Promise<NodeLlamaCpp> {
  process.env.NODE_LLAMA_CPP_SKIP_DOWNLOAD ??= 'true';
  loading ??= importEsm('node-llama-cpp');
  return loading;
}
