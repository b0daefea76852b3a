import { MAX_COLLABORATION_MESSAGE_PARTS } from '@fieldnote/core';

/**
 * How many parts a collaboration message makes when Yjs and y-protocols decode it, counted on its
 * bytes before anything decodes it (issue 30). A Yjs update is a list of structs (each becomes an
 * Item object, then is applied) and a delete set (each range an object); their contents may hold JSON
 * and lib0 values (each an object when read); an awareness update holds one JSON state per client.
 * One 5 MB message of one-character inserts is about 460,000 structs: decoded twice (the depth check,
 * then Yjs) it needs more than the 192 MB heap. The counts declared in the update's headers are
 * checked before the structs they announce are walked, so a refusal costs at most the limit's worth
 * of reading, and nothing is allocated but short strings.
 *
 * Returns whether the message makes more than `maximum` parts. Messages that are not a sync update
 * or an awareness update are not counted; a malformed one is left for Hocuspocus to refuse.
 */
export function messageHasTooManyParts(
  message: Uint8Array,
  maximum: number = MAX_COLLABORATION_MESSAGE_PARTS,
): boolean {
  return messageParts(message, maximum) === TOO_MANY_PARTS;
}

export const TOO_MANY_PARTS = 'too many';

/**
 * The parts of a sync or awareness update message; TOO_MANY_PARTS as soon as there are more than
 * `maximum`; null for any other message, or one that is malformed (read to its end, it must end there).
 */
export function messageParts(message: Uint8Array, maximum: number): number | typeof TOO_MANY_PARTS | null {
  const reader = new Reader(message, maximum);
  try {
    reader.skipString(); // document name
    const type = reader.uint();
    if (type === SYNC || type === SYNC_REPLY) {
      if (!UPDATE_SYNC_TYPES.has(reader.uint())) return null;
      reader.enter(reader.uint());
      reader.update();
    } else if (type === AWARENESS) {
      reader.enter(reader.uint());
      reader.awareness();
    } else return null;
    return reader.atEnd() ? reader.counted : null;
  } catch (error) {
    if (error === TOO_MANY) return TOO_MANY_PARTS;
    return null; // malformed: Hocuspocus' own decoding refuses it
  }
}

/** Hocuspocus' message types, and the y-protocols sync messages that carry an update (step 2, update). */
const SYNC = 0;
const AWARENESS = 1;
const SYNC_REPLY = 4;
const UPDATE_SYNC_TYPES: ReadonlySet<number> = new Set([1, 2]);

/** Yjs struct kinds (the low five bits of a struct's info byte) and flags. */
const GC = 0;
const SKIP = 10;
const BITS5 = 31;
const HAS_ORIGIN = 0x80;
const HAS_RIGHT_ORIGIN = 0x40;
const HAS_PARENT_SUB = 0x20;
/** Types whose content names a node: Y.XmlElement and Y.XmlHook. */
const NAMED_TYPES: ReadonlySet<number> = new Set([3, 5]);

const TOO_MANY = Symbol('too many parts');
const MALFORMED = Symbol('malformed');
/** Nesting of lib0 values and JSON inside an update: y-prosemirror writes flat attributes. */
const MAX_VALUE_DEPTH = 64;

/** Reads lib0-encoded bytes without building what they encode, counting parts against a maximum. */
class Reader {
  private position = 0;
  private end: number;
  private parts = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly maximum: number,
  ) {
    this.end = bytes.length;
  }

  get counted(): number {
    return this.parts;
  }

  atEnd(): boolean {
    return this.position === this.end;
  }

  /** Announces `count` parts; throws TOO_MANY as soon as they are more than the maximum. */
  count(count: number): void {
    this.parts += count;
    if (this.parts > this.maximum) throw TOO_MANY;
  }

  /** Continues inside the next `length` bytes (a length-prefixed byte array). */
  enter(length: number): void {
    if (this.position + length > this.end) throw MALFORMED;
    this.end = this.position + length;
  }

  uint(): number {
    let value = 0;
    let factor = 1;
    while (this.position < this.end) {
      const byte = this.bytes[this.position++] as number;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
      if (factor > Number.MAX_SAFE_INTEGER) throw MALFORMED;
    }
    throw MALFORMED;
  }

  /** Skips a varint of any sign. */
  skipInt(): void {
    while (this.position < this.end) if ((this.bytes[this.position++] as number) < 0x80) return;
    throw MALFORMED;
  }

  skip(length: number): void {
    if (this.position + length > this.end) throw MALFORMED;
    this.position += length;
  }

  skipString(): void {
    this.skip(this.uint());
  }

  /** A string holding JSON: counted by its values (`[`, `{` and `,` outside strings), as request bodies are. */
  json(): void {
    const length = this.uint();
    if (this.position + length > this.end) throw MALFORMED;
    let inString = false;
    let nesting = 0;
    for (let i = this.position; i < this.position + length; i++) {
      const byte = this.bytes[i];
      if (inString) {
        if (byte === 0x5c) i++;
        else if (byte === 0x22) inString = false;
      } else if (byte === 0x22) inString = true;
      else if (byte === 0x2c) this.count(1);
      else if (byte === 0x5b || byte === 0x7b) {
        this.count(1);
        if (++nesting > MAX_VALUE_DEPTH) throw TOO_MANY;
      } else if (byte === 0x5d || byte === 0x7d) nesting--;
    }
    this.position += length;
  }

  /** One lib0 `any` value (lib0/encoding writeAny), and everything inside it. */
  any(depth = 0): void {
    if (depth > MAX_VALUE_DEPTH) throw TOO_MANY;
    this.count(1);
    if (this.position >= this.end) throw MALFORMED;
    const type = this.bytes[this.position++];
    switch (type) {
      case 127: // undefined
      case 126: // null
      case 121: // false
      case 120: // true
        return;
      case 125: // integer
        return this.skipInt();
      case 124: // float32
        return this.skip(4);
      case 123: // float64
      case 122: // bigint64
        return this.skip(8);
      case 119: // string
      case 116: // Uint8Array
        return this.skipString();
      case 118: {
        // object
        const members = this.uint();
        this.count(members);
        for (let i = 0; i < members; i++) {
          this.skipString();
          this.any(depth + 1);
        }
        return;
      }
      case 117: {
        // array
        const items = this.uint();
        this.count(items);
        for (let i = 0; i < items; i++) this.any(depth + 1);
        return;
      }
      default:
        throw MALFORMED;
    }
  }

  /** A Yjs update (v1, as y-protocols sends it): the structs of each client, then the delete set. */
  update(): void {
    const clients = this.uint();
    this.count(clients);
    for (let c = 0; c < clients; c++) {
      const structs = this.uint();
      this.count(structs);
      this.uint(); // client
      this.uint(); // first clock
      for (let s = 0; s < structs; s++) this.struct();
    }
    const deleteClients = this.uint();
    this.count(deleteClients);
    for (let c = 0; c < deleteClients; c++) {
      this.uint(); // client
      const ranges = this.uint();
      this.count(ranges);
      for (let r = 0; r < ranges; r++) {
        this.uint(); // clock
        this.uint(); // length
      }
    }
  }

  /** One struct, as Yjs' readClientsStructRefs and readItemContent read it. */
  private struct(): void {
    if (this.position >= this.end) throw MALFORMED;
    const info = this.bytes[this.position++] as number;
    const kind = info & BITS5;
    if (kind === GC || kind === SKIP) return void this.uint(); // length
    if (info & HAS_ORIGIN) this.skipId();
    if (info & HAS_RIGHT_ORIGIN) this.skipId();
    if ((info & (HAS_ORIGIN | HAS_RIGHT_ORIGIN)) === 0) {
      if (this.uint() === 1)
        this.skipString(); // a root type's name
      else this.skipId(); // the parent item
      if (info & HAS_PARENT_SUB) this.skipString(); // the map key
    }
    switch (kind) {
      case 1: // deleted
        return void this.uint();
      case 2: {
        // JSON: strings of JSON
        const values = this.uint();
        this.count(values);
        for (let i = 0; i < values; i++) this.json();
        return;
      }
      case 3: // binary
      case 4: // string
        return this.skipString();
      case 5: // embed: JSON
        return this.json();
      case 6: // format: key, JSON
        this.skipString();
        return this.json();
      case 7: {
        // type: its kind, and the node name of an element or hook
        if (NAMED_TYPES.has(this.uint())) this.skipString();
        return;
      }
      case 8: {
        // any: lib0 values
        const values = this.uint();
        this.count(values);
        for (let i = 0; i < values; i++) this.any();
        return;
      }
      case 9: // a sub-document: guid, options
        this.skipString();
        return this.any();
      default:
        throw MALFORMED;
    }
  }

  private skipId(): void {
    this.uint();
    this.uint();
  }

  /** An awareness update (y-protocols): for each client its id, clock and JSON state. */
  awareness(): void {
    const clients = this.uint();
    this.count(clients);
    for (let c = 0; c < clients; c++) {
      this.uint(); // client
      this.uint(); // clock
      this.json();
    }
  }
}
