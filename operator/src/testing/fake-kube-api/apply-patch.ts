import { KubeStatusError } from './kube-status';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };
interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: Json;
  from?: string;
}

/** The content types a PATCH may carry; client-node's generated APIs send json-patch by default. */
export const JSON_PATCH = 'application/json-patch+json';
export const MERGE_PATCH = 'application/merge-patch+json';

function isRecord(value: unknown): value is JsonRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** RFC 7386: objects merge recursively, null removes a field, anything else replaces. */
function mergePatch(target: Json, patch: Json): Json {
  if (!isRecord(patch)) return patch;
  const result: JsonRecord = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key] ?? null, value);
  }
  return result;
}

function invalid(message: string): KubeStatusError {
  return new KubeStatusError(
    422,
    'Invalid',
    `the server rejected our request due to an error in our request: ${message}`,
  );
}

function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw invalid(`invalid JSON pointer ${JSON.stringify(pointer)}`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The container holding the pointer's last token, and that token. */
function locate(document: Json, pointer: string): { parent: Json; key: string } {
  const path = tokens(pointer);
  const key = path.pop();
  if (key === undefined) throw invalid('the root cannot be patched by a single operation');
  let parent = document;
  for (const token of path) {
    const next = Array.isArray(parent) ? parent[Number(token)] : isRecord(parent) ? parent[token] : undefined;
    if (next === undefined) throw invalid(`path ${pointer} does not exist`);
    parent = next;
  }
  return { parent, key };
}

function read(document: Json, pointer: string): Json {
  const { parent, key } = locate(document, pointer);
  const value = Array.isArray(parent) ? parent[Number(key)] : isRecord(parent) ? parent[key] : undefined;
  if (value === undefined) throw invalid(`path ${pointer} does not exist`);
  return value;
}

function remove(document: Json, pointer: string): void {
  const { parent, key } = locate(document, pointer);
  read(document, pointer);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (isRecord(parent)) delete parent[key];
}

function add(document: Json, pointer: string, value: Json): void {
  const { parent, key } = locate(document, pointer);
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if (!Number.isInteger(index) || index < 0 || index > parent.length)
      throw invalid(`index ${key} out of range`);
    parent.splice(index, 0, value);
  } else if (isRecord(parent)) parent[key] = value;
  else throw invalid(`path ${pointer} does not exist`);
}

/** RFC 6902, applied to a copy; a failed `test` or a missing path fails the whole patch. */
function jsonPatch(target: Json, operations: Json): Json {
  if (!Array.isArray(operations)) throw invalid('a JSON patch must be an array of operations');
  const document = structuredClone(target);
  for (const operation of operations as unknown as JsonPatchOperation[]) {
    const value = structuredClone(operation.value ?? null);
    switch (operation.op) {
      case 'add':
        add(document, operation.path, value);
        break;
      case 'remove':
        remove(document, operation.path);
        break;
      case 'replace':
        remove(document, operation.path);
        add(document, operation.path, value);
        break;
      case 'move':
      case 'copy': {
        const moved = structuredClone(read(document, operation.from ?? ''));
        if (operation.op === 'move') remove(document, operation.from ?? '');
        add(document, operation.path, moved);
        break;
      }
      case 'test':
        if (JSON.stringify(read(document, operation.path)) !== JSON.stringify(value)) {
          throw invalid(`test operation for path ${operation.path} failed`);
        }
        break;
      default:
        throw invalid(`unsupported JSON patch operation ${JSON.stringify(operation.op)}`);
    }
  }
  return document;
}

/** Applies a PATCH body of the given content type; other patch types answer 415 as for custom resources. */
export function applyPatch<T>(target: T, patch: unknown, contentType: string): T {
  const json = target as unknown as Json;
  if (contentType === MERGE_PATCH) return mergePatch(json, patch as Json) as unknown as T;
  if (contentType === JSON_PATCH) return jsonPatch(json, patch as Json) as unknown as T;
  throw new KubeStatusError(
    415,
    'UnsupportedMediaType',
    `the body of the request was in an unknown format - accepted media types include: ${JSON_PATCH}, ${MERGE_PATCH}`,
  );
}
