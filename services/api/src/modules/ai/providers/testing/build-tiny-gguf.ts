import { writeFile } from 'node:fs/promises';

/**
 * A tiny but real GGUF model for the providers' tests: the `llama` architecture (what llama.cpp runs
 * for Llama, Mistral and many fine-tunes) with random weights, a SentencePiece-style vocabulary of
 * a few hundred pieces plus the 256 byte-fallback tokens, and a ChatML chat template (what Qwen2.5
 * instruct models carry). Built in a few milliseconds, never downloaded; its output is gibberish, so
 * tests assert the protocol and the mechanics, never the words.
 *
 * Format: GGUF v3 (ggml docs/gguf.md): header, metadata key/values, tensor infos, then the tensor
 * data, each tensor aligned to `general.alignment` (32). Tensor names and metadata keys are those
 * llama.cpp's loader reads for LLM_ARCH_LLAMA (gguf-py `constants.py`: MODEL_TENSOR names such as
 * `blk.{i}.attn_q`, keys such as `llama.attention.layer_norm_rms_epsilon`).
 */
export interface TinyGgufOptions {
  /** Weights come from a seeded generator: the same seed writes the same bytes. */
  seed?: number;
  embeddingLength?: number;
  blockCount?: number;
  headCount?: number;
  feedForwardLength?: number;
  contextLength?: number;
}

const ALIGNMENT = 32;

/** GGUF metadata value types (gguf.md `gguf_metadata_value_type`). */
const enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
}

/** llama.cpp token attributes as GGUF stores them (`tokenizer.ggml.token_type`). */
const enum TokenType {
  NORMAL = 1,
  UNKNOWN = 2,
  CONTROL = 3,
  BYTE = 6,
}

const GGML_TYPE_F32 = 0;

type MetaValue =
  | { type: ValueType.UINT32 | ValueType.INT32 | ValueType.FLOAT32; value: number }
  | { type: ValueType.BOOL; value: boolean }
  | { type: ValueType.STRING; value: string }
  | { type: ValueType.ARRAY; itemType: ValueType.STRING; value: string[] }
  | { type: ValueType.ARRAY; itemType: ValueType.FLOAT32 | ValueType.INT32; value: number[] };

interface Tensor {
  name: string;
  /** ggml order: ne[0] first (the row length). */
  dims: number[];
  data: Float32Array;
}

/** The chat template Qwen2.5 instruct models use (ChatML), so chat formatting is exercised for real. */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** Whole words a research note might hold, as SentencePiece pieces (▁ marks a word start). */
const WORDS = (
  'the a an and or but of to in on at for with from by as is are was were be been it this that these those ' +
  'i you we they he she me us them my our your their not no yes do did does have has had can could would ' +
  'should will just so very really more most some any all each one two three first last new good bad ' +
  'user users customer customers team product feature features price pricing plan plans interview note ' +
  'notes highlight highlights tag tags theme themes insight insights research researcher question answer ' +
  'said says think thought want wanted need needed like liked use used find found work works time day week ' +
  'problem problems easy hard slow fast export import search report summary people project data'
).split(' ');

function vocabulary(): { tokens: string[]; scores: number[]; types: number[] } {
  const tokens: string[] = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
  const types: number[] = [
    TokenType.UNKNOWN,
    TokenType.CONTROL,
    TokenType.CONTROL,
    TokenType.CONTROL,
    TokenType.CONTROL,
  ];
  // Byte fallback: llama.cpp's SPM tokenizer spells any character missing from the vocabulary as
  // these (and looks up `<0x0A>` for the newline token when it loads the vocabulary).
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TokenType.BYTE);
  }
  const pieces = new Set<string>(['▁']);
  for (const letter of "abcdefghijklmnopqrstuvwxyz.,?!'") {
    pieces.add(letter);
    pieces.add(`▁${letter}`);
  }
  for (const word of WORDS) pieces.add(`▁${word}`);
  for (const piece of pieces) {
    tokens.push(piece);
    types.push(TokenType.NORMAL);
  }
  // SPM merges the pair with the highest score first: longer pieces win over their letters.
  const scores = tokens.map((token, index) =>
    types[index] === TokenType.NORMAL ? token.length - index / 1e4 : 0,
  );
  return { tokens, scores, types };
}

/** mulberry32: a small seeded generator, so a seed always builds the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tensors(options: Required<TinyGgufOptions>, vocabSize: number): Tensor[] {
  const next = random(options.seed);
  const { embeddingLength: embd, feedForwardLength: ff } = options;
  const weights = (dims: number[], scale: number): Tensor['data'] => {
    const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
    for (let i = 0; i < data.length; i++) data[i] = (next() * 2 - 1) * scale;
    return data;
  };
  const ones = (length: number) => new Float32Array(length).fill(1);
  const list: Tensor[] = [
    { name: 'token_embd.weight', dims: [embd, vocabSize], data: weights([embd, vocabSize], 1) },
    { name: 'output_norm.weight', dims: [embd], data: ones(embd) },
    { name: 'output.weight', dims: [embd, vocabSize], data: weights([embd, vocabSize], 1 / Math.sqrt(embd)) },
  ];
  const projection = 1 / Math.sqrt(embd);
  for (let block = 0; block < options.blockCount; block++) {
    const add = (name: string, dims: number[], data: Float32Array) =>
      list.push({ name: `blk.${block}.${name}.weight`, dims, data });
    add('attn_norm', [embd], ones(embd));
    add('attn_q', [embd, embd], weights([embd, embd], projection));
    add('attn_k', [embd, embd], weights([embd, embd], projection));
    add('attn_v', [embd, embd], weights([embd, embd], projection));
    add('attn_output', [embd, embd], weights([embd, embd], projection));
    add('ffn_norm', [embd], ones(embd));
    add('ffn_gate', [embd, ff], weights([embd, ff], projection));
    add('ffn_up', [embd, ff], weights([embd, ff], projection));
    add('ffn_down', [ff, embd], weights([ff, embd], 1 / Math.sqrt(ff)));
  }
  return list;
}

/** Little-endian bytes, appended chunk by chunk. */
class Writer {
  private readonly chunks: Buffer[] = [];
  length = 0;

  private push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  bytes(value: Buffer): void {
    this.push(value);
  }
  pad(): void {
    const rest = this.length % ALIGNMENT;
    if (rest) this.push(Buffer.alloc(ALIGNMENT - rest));
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

function writeValue(out: Writer, meta: MetaValue): void {
  out.u32(meta.type);
  switch (meta.type) {
    case ValueType.UINT32:
      return out.u32(meta.value);
    case ValueType.INT32:
      return out.i32(meta.value);
    case ValueType.FLOAT32:
      return out.f32(meta.value);
    case ValueType.BOOL:
      return out.bytes(Buffer.from([meta.value ? 1 : 0]));
    case ValueType.STRING:
      return out.string(meta.value);
    case ValueType.ARRAY:
      out.u32(meta.itemType);
      out.u64(meta.value.length);
      for (const item of meta.value) {
        if (meta.itemType === ValueType.STRING) out.string(item as string);
        else if (meta.itemType === ValueType.FLOAT32) out.f32(item as number);
        else out.i32(item as number);
      }
  }
}

/** The model file's bytes. */
export function buildTinyGguf(options: TinyGgufOptions = {}): Buffer {
  const o: Required<TinyGgufOptions> = {
    seed: 34,
    embeddingLength: 64,
    blockCount: 2,
    headCount: 4,
    feedForwardLength: 128,
    contextLength: 2048,
    ...options,
  };
  const vocab = vocabulary();
  const u32 = (value: number): MetaValue => ({ type: ValueType.UINT32, value });
  const metadata: [string, MetaValue][] = [
    ['general.architecture', { type: ValueType.STRING, value: 'llama' }],
    ['general.name', { type: ValueType.STRING, value: 'fieldnote-tiny-test' }],
    ['general.alignment', u32(ALIGNMENT)],
    // F32 weights throughout (llama_ftype ALL_F32).
    ['general.file_type', u32(0)],
    ['llama.context_length', u32(o.contextLength)],
    ['llama.embedding_length', u32(o.embeddingLength)],
    ['llama.block_count', u32(o.blockCount)],
    ['llama.feed_forward_length', u32(o.feedForwardLength)],
    ['llama.attention.head_count', u32(o.headCount)],
    ['llama.attention.head_count_kv', u32(o.headCount)],
    ['llama.rope.dimension_count', u32(o.embeddingLength / o.headCount)],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.FLOAT32, value: 1e-5 }],
    ['llama.vocab_size', u32(vocab.tokens.length)],
    ['tokenizer.ggml.model', { type: ValueType.STRING, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.ARRAY, itemType: ValueType.STRING, value: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: ValueType.ARRAY, itemType: ValueType.FLOAT32, value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: ValueType.ARRAY, itemType: ValueType.INT32, value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    // ChatML ends a turn with <|im_end|>, as Qwen2.5 instruct does.
    ['tokenizer.ggml.eos_token_id', u32(vocab.tokens.indexOf('<|im_end|>'))],
    ['tokenizer.ggml.add_bos_token', { type: ValueType.BOOL, value: false }],
    ['tokenizer.ggml.add_eos_token', { type: ValueType.BOOL, value: false }],
    ['tokenizer.chat_template', { type: ValueType.STRING, value: CHATML_TEMPLATE }],
  ];
  const list = tensors(o, vocab.tokens.length);

  const out = new Writer();
  out.bytes(Buffer.from('GGUF', 'ascii'));
  out.u32(3);
  out.u64(list.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  let offset = 0;
  const aligned = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;
  for (const tensor of list) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(GGML_TYPE_F32);
    out.u64(offset);
    offset = aligned(offset + tensor.data.byteLength);
  }
  out.pad();
  for (const tensor of list) {
    out.bytes(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.pad();
  }
  return out.toBuffer();
}

/** Writes the tiny model to `path` and returns the path. */
export async function writeTinyGguf(path: string, options?: TinyGgufOptions): Promise<string> {
  await writeFile(path, buildTinyGguf(options));
  return path;
}
