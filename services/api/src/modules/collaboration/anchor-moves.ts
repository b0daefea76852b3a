import * as Y from 'yjs';

/** How far either side of a moved character its surroundings are compared (bounds the work per edit). */
const CONTEXT = 256;
/** How long an identical stretch must be to count as moved text when it reaches one run's end only. */
const MIN_MOVED_STRETCH = 8;

/** A character of a Y.XmlText and its Yjs id. */
interface Char {
  ch: string;
  client: number;
  clock: number;
}

const keyOf = (id: { client: number; clock: number }): string => `${id.client}:${id.clock}`;

/**
 * Follows highlight anchors through edits that move text from one block to another.
 *
 * An anchor names a character (a Yjs item). The editor cannot move characters: splitting a
 * paragraph (Enter), joining two (Backspace at a start), pasting over a block boundary, and undoing
 * or redoing any of these delete the characters where they were and insert the same characters
 * anew in the other block, in one transaction. Left alone, an anchor on a moved character would
 * stand where the character was deleted, and the highlight would shrink to, or grow over, words
 * nobody highlighted.
 *
 * So after each transaction, for every watched character it deleted, the characters it inserted
 * are searched for the same character in the same surroundings (the longest identical run of
 * deleted text around it): found, the anchor follows it there; not found, the character was really
 * deleted and Yjs places the anchor where it was, until an undo brings the character back (as a
 * new item: the undo manager's record of it stays in the editor that undid it), which is followed
 * too. Only watched characters (highlight anchors) are
 * looked at, so a transaction that deletes none costs one lookup per anchor.
 */
export class AnchorMoves {
  /** The current character of every watched anchor. */
  private readonly watched = new Set<string>();
  /** Where each moved character went. */
  private readonly moves = new Map<string, Move>();
  /** Watched characters deleted where they were, with the run deleted with them. */
  private readonly lost = new Map<string, Lost>();
  private readonly listener = (transaction: Y.Transaction) => this.afterTransaction(transaction);

  constructor(private readonly doc: Y.Doc) {
    doc.on('afterTransaction', this.listener);
  }

  /** Starts watching the character an anchor names (wherever it moved already). */
  watch(position: Y.RelativePosition): void {
    const followed = this.follow(position);
    if (followed.item) this.watched.add(keyOf(followed.item));
  }

  /** The anchor as it stands now: the same position, on its character wherever that moved. */
  follow(position: Y.RelativePosition): Y.RelativePosition {
    if (!position.item) return position;
    let id: Y.ID = position.item;
    let assoc = position.assoc;
    // A chain of moves (split, then undo) ends: each move goes to a character created after it.
    for (let next = this.moves.get(keyOf(id)); next; next = this.moves.get(keyOf(id))) {
      id = next.id;
      assoc = next.assoc ?? assoc;
    }
    return id === position.item ? position : new Y.RelativePosition(null, null, id, assoc);
  }

  /** Stops following: the document is closed. */
  destroy(): void {
    this.doc.off('afterTransaction', this.listener);
  }

  /**
   * A character deleted with its block while the rest of the line moved on goes where its
   * neighbours went: it stands just before its right neighbour, which stands before its own, and so
   * on to the first one that moved (or just after its left ones). Every deleted one on the way is
   * kept in mind, so an undo bringing any of them back puts the anchor next to it again.
   */
  private followNeighbours(doc: Y.Doc, deleted: Lost, runs: Char[][]): void {
    const chain = movedNeighbour(doc, deleted, runs);
    if (!chain) return;
    chain.forEach(({ from, move }, n) => {
      const key = keyOf(from);
      this.moves.set(key, move);
      if (n > 0) {
        this.lost.set(key, {
          chars: deleted.chars,
          index: deleted.chars.indexOf(from),
          block: deleted.block,
        });
        this.watched.add(key);
      }
    });
    const last = chain.at(-1) as { move: Move };
    this.watched.add(keyOf(last.move.id));
  }

  private afterTransaction(transaction: Y.Transaction): void {
    let inserted: Inserted | null = null;
    const insertions = () => (inserted ??= insertedText(transaction));
    for (const key of [...this.watched]) {
      const [client, clock] = key.split(':').map(Number) as [number, number];
      if ((transaction.beforeState.get(client) ?? 0) <= clock) continue;
      const lost = this.lost.get(key);
      let target: Char | null;
      if (lost) {
        if (!insertsText(transaction)) continue;
        target = restored(client, clock, lost, insertions());
        // Already deleted, and now its whole block goes while the rest of the line moves on.
        const around = target ? null : runAroundLost(transaction, client, clock);
        if (around) this.followNeighbours(transaction.doc, around, insertions().runs);
      } else {
        if (!Y.isDeleted(transaction.deleteSet, Y.createID(client, clock))) continue;
        const deleted = deletedRun(transaction, client, clock);
        if (!deleted) continue;
        target = bestMatch(deleted.chars, deleted.index, insertions().runs);
        if (!target) {
          // Really deleted: kept in mind, in case an undo brings it back.
          this.lost.set(key, deleted);
          // Deleted with its whole block while the rest of the line moved on (Backspace over a
          // paragraph's start, a paste across it): the anchor goes to where its neighbours went.
          if (deleted.blockGone) this.followNeighbours(transaction.doc, deleted, insertions().runs);
          continue;
        }
      }
      if (!target) continue;
      this.moves.set(key, { id: Y.createID(target.client, target.clock), assoc: null });
      this.lost.delete(key);
      this.watched.delete(key);
      this.watched.add(keyOf(target));
    }
  }
}

/** A watched character deleted where it was: the run deleted with it, and its block's item. */
interface Lost {
  chars: Char[];
  index: number;
  block: Y.ID | null;
}

/** The text a transaction inserted: its runs, each run's block item, and the items. */
interface Inserted {
  runs: Char[][];
  blocks: (Y.Item | null)[];
  items: Y.Item[];
}

/** The item of the block (paragraph, heading…) whose Y.XmlText holds this text item. */
function blockOf(item: Y.Item): Y.Item | null {
  const text = (item.parent as Y.XmlText)._item;
  return (text?.parent as Y.AbstractType<unknown> | undefined)?._item ?? null;
}

/** Where a character went: its new id, and the side the anchor now takes (null: its own). */
interface Move {
  id: Y.ID;
  assoc: number | null;
}

/**
 * For a character deleted with its block: the nearest character of its deleted run that moved,
 * looking right first (the anchor stands just before it), then left (just after it). When the
 * letters between that one and the deleted character stand next to it in the new place too (the
 * editor's diff kept the line's old last letters, equal to these: "here." joined with "access."
 * keeps the first "."), the anchor takes the letter that stands for the deleted one.
 */
function movedNeighbour(doc: Y.Doc, deleted: Lost, runs: Char[][]): { from: Char; move: Move }[] | null {
  const { chars, index } = deleted;
  const link = (from: Char, to: Char, assoc: number | null) => ({
    from,
    move: { id: Y.createID(to.client, to.clock), assoc },
  });
  for (let i = index + 1; i < chars.length; i++) {
    const to = bestMatch(chars, i, runs);
    if (!to) continue;
    const kept = visibleNeighbours(doc, to, -1, i - index);
    if (kept.length === i - index && kept.every((c, n) => c.ch === (chars[i - 1 - n] as Char).ch))
      return [link(chars[index] as Char, kept.at(-1) as Char, null)];
    // Each deleted one on the way stands before the next; the last before the moved one.
    const chain = chars.slice(index, i).map((from, n) => link(from, chars[index + n + 1] as Char, 0));
    chain.push(link(chars[i - 1] as Char, to, 0));
    chain.splice(chain.length - 2, 1);
    return chain;
  }
  for (let i = index - 1; i >= 0; i--) {
    const to = bestMatch(chars, i, runs);
    if (!to) continue;
    const kept = visibleNeighbours(doc, to, 1, index - i);
    if (kept.length === index - i && kept.every((c, n) => c.ch === (chars[i + 1 + n] as Char).ch))
      return [link(chars[index] as Char, kept.at(-1) as Char, null)];
    const chain = chars
      .slice(i + 1, index + 1)
      .reverse()
      .map((from, n) => link(from, chars[index - n - 1] as Char, -1));
    chain.push(link(chars[i + 1] as Char, to, -1));
    chain.splice(chain.length - 2, 1);
    return chain;
  }
  return null;
}

/** Up to `count` visible characters next to `from` in its Y.XmlText, nearest first. */
function visibleNeighbours(doc: Y.Doc, from: Char, direction: 1 | -1, count: number): Char[] {
  const item = Y.getItem(doc.store, Y.createID(from.client, from.clock));
  const found: Char[] = [];
  const own = charsOf(item);
  const at = from.clock - item.id.clock;
  const first = direction === 1 ? own.slice(at + 1) : own.slice(0, at).reverse();
  found.push(...first.slice(0, count));
  for (
    let next = direction === 1 ? item.right : item.left;
    next && found.length < count;
    next = direction === 1 ? next.right : next.left
  ) {
    if (next.deleted || !isText(next)) continue;
    const chars = direction === 1 ? charsOf(next) : charsOf(next).reverse();
    found.push(...chars.slice(0, count - found.length));
  }
  return found;
}

/** Whether the transaction created any struct. */
function insertsText(transaction: Y.Transaction): boolean {
  for (const [client, after] of transaction.afterState)
    if (after > (transaction.beforeState.get(client) ?? 0)) return true;
  return false;
}

/**
 * The character that brings a deleted one back: Y.UndoManager re-creates a deleted item as a copy
 * whose right origin is the original item (so its n-th character is the original's n-th); when the
 * whole block was deleted and comes back, the copies sit in a copy of the block (whose right origin
 * is the deleted block), and the whole deleted run must reappear there verbatim around it. The same
 * letters typed or pasted anywhere else take nothing back.
 */
function restored(client: number, clock: number, lost: Lost, inserted: Inserted): Char | null {
  const ch = (lost.chars[lost.index] as Char).ch;
  for (const item of inserted.items) {
    const origin = item.rightOrigin;
    if (!origin || origin.client !== client || origin.clock > clock || origin.clock + item.length <= clock)
      continue;
    const offset = clock - origin.clock;
    if ((item.content as Y.ContentString).str[offset] === ch)
      return { ch, client: item.id.client, clock: item.id.clock + offset };
  }
  // Characters deleted before the run (placeholders) do not come back with it.
  const chars = lost.chars.filter((c) => c.ch !== PLACEHOLDER);
  const index = chars.indexOf(lost.chars[lost.index] as Char);
  if (index < 0) return null;
  // In a copy of its block (the undo manager's copy names the deleted block its right origin).
  const copies = inserted.runs.filter((_, r) => {
    const origin = inserted.blocks[r]?.rightOrigin;
    return lost.block && origin && Y.compareIDs(origin, lost.block);
  });
  return bestMatch(chars, index, copies, chars.length);
}

/** Whether the item existed before the transaction and the transaction deleted it. */
function deletedHere(transaction: Y.Transaction, item: Y.Item): boolean {
  return (
    item.deleted &&
    (transaction.beforeState.get(item.id.client) ?? 0) > item.id.clock &&
    Y.isDeleted(transaction.deleteSet, item.id)
  );
}

function charsOf(item: Y.Item): Char[] {
  const str = (item.content as Y.ContentString).str;
  return Array.from({ length: str.length }, (_, i) => ({
    ch: str[i] as string,
    client: item.id.client,
    clock: item.id.clock + i,
  }));
}

const isText = (item: Y.Item): boolean => item.content instanceof Y.ContentString;

/**
 * The run of text the transaction deleted around the character (client, clock), in its Y.XmlText,
 * up to CONTEXT characters either side, and the character's index in it. Text deleted earlier is
 * invisible and skipped; visible text ends the run.
 */
function deletedRun(
  transaction: Y.Transaction,
  client: number,
  clock: number,
): (Lost & { blockGone: boolean }) | null {
  if (!transaction.doc.store.clients.has(client)) return null;
  const item = Y.getItem(transaction.doc.store, Y.createID(client, clock));
  if (!(item instanceof Y.Item) || !isText(item) || !(item.parent instanceof Y.XmlText)) return null;
  const own = charsOf(item);
  const index0 = clock - item.id.clock;
  const before: Char[] = own.slice(0, index0);
  const after: Char[] = own.slice(index0);
  for (let left = item.left; left && before.length < CONTEXT; left = left.left) {
    if (!left.deleted) break;
    if (isText(left) && deletedHere(transaction, left)) before.unshift(...charsOf(left));
  }
  for (let right = item.right; right && after.length < CONTEXT; right = right.right) {
    if (!right.deleted) break;
    if (isText(right) && deletedHere(transaction, right)) after.push(...charsOf(right));
  }
  const text = item.parent._item;
  return {
    chars: [...before, ...after],
    index: before.length,
    blockGone: text?.deleted === true,
    block: blockOf(item)?.id ?? null,
  };
}

/** Stands for a character deleted earlier in a run: it equals no letter. */
const PLACEHOLDER = '\uFFFF';

/**
 * For a character deleted earlier whose block this transaction deletes: the text the transaction
 * deleted around it in its Y.XmlText, with a placeholder for the character. Null when its block
 * stays.
 */
function runAroundLost(transaction: Y.Transaction, client: number, clock: number): Lost | null {
  const item = Y.getItem(transaction.doc.store, Y.createID(client, clock));
  if (!(item instanceof Y.Item) || !(item.parent instanceof Y.XmlText)) return null;
  const block = item.parent._item;
  if (!block || !deletedHere(transaction, block)) return null;
  const before: Char[] = [];
  const after: Char[] = [];
  for (let left = item.left; left && before.length < CONTEXT; left = left.left)
    if (isText(left) && deletedHere(transaction, left)) before.unshift(...charsOf(left));
  for (let right = item.right; right && after.length < CONTEXT; right = right.right)
    if (isText(right) && deletedHere(transaction, right)) after.push(...charsOf(right));
  return {
    chars: [...before, { ch: PLACEHOLDER, client, clock }, ...after],
    index: before.length,
    block: blockOf(item)?.id ?? null,
  };
}

/** Every run of visible text the transaction inserted, each within one Y.XmlText, and its items. */
function insertedText(transaction: Y.Transaction): Inserted {
  const fresh = new Set<Y.Item>();
  transaction.afterState.forEach((after, client) => {
    const before = transaction.beforeState.get(client) ?? 0;
    if (after <= before) return;
    const structs = transaction.doc.store.clients.get(client) ?? [];
    for (let i = Y.findIndexSS(structs, before); i < structs.length; i++) {
      const struct = structs[i];
      if (struct instanceof Y.Item && !struct.deleted && isText(struct) && struct.parent instanceof Y.XmlText)
        fresh.add(struct);
    }
  });
  const runs: Char[][] = [];
  const blocks: (Y.Item | null)[] = [];
  const visited = new Set<Y.Item>();
  for (const item of fresh) {
    if (visited.has(item)) continue;
    // Back to the run's first inserted item, then forwards to its end.
    let first: Y.Item = item;
    for (let left = item.left; left; left = left.left) {
      if (!left.deleted && fresh.has(left)) first = left;
      else if (!left.deleted && isText(left)) break;
    }
    const run: Char[] = [];
    for (let at: Y.Item | null = first; at; at = at.right) {
      if (fresh.has(at)) {
        visited.add(at);
        run.push(...charsOf(at));
      } else if (!at.deleted && isText(at)) break;
    }
    runs.push(run);
    blocks.push(blockOf(first));
  }
  return { runs, blocks, items: [...fresh] };
}

/**
 * The inserted character that is `deleted[index]` moved: the one whose identical surroundings,
 * compared with the deleted run's, are longest (see stretch): a letter that merely also occurs in
 * moved text (an "e" deleted while a joined line's "e" arrives) is no match. Null when nothing matches, or the stretch is shorter than `minScore`.
 */
function bestMatch(deleted: Char[], index: number, runs: Char[][], minScore = 1): Char | null {
  const wanted = (deleted[index] as Char).ch;
  let best: { run: Char[]; j: number } | null = null;
  let bestScore = 0;
  for (const run of runs) {
    for (let j = 0; j < run.length; j++) {
      if ((run[j] as Char).ch !== wanted) continue;
      const score = stretch(deleted, index, run, j);
      if (score > bestScore) {
        bestScore = score;
        best = { run, j };
      }
    }
  }
  if (!best || bestScore < minScore) return null;
  // The inserted letter must be this deleted one's, not another's with the same letters around
  // ("Seco" deleted while a pasted "Sec" moves on: its "c" is the pasted one's).
  for (let other = 0; other < deleted.length; other++) {
    if (other === index || (deleted[other] as Char).ch !== wanted) continue;
    if (stretch(deleted, other, best.run, best.j) > bestScore) return null;
  }
  return best.run[best.j] as Char;
}

/**
 * How long the identical stretch around deleted[index] and run[j] is, or 0 when it cannot be moved
 * text: moved text is a block's head or tail taken whole, so the stretch reaches an end of both
 * runs, or of one of them and is at least MIN_MOVED_STRETCH long (letters the editor kept at a
 * join, its diff reusing a line's common end, may cut it short of the other's end).
 */
function stretch(deleted: Char[], index: number, run: Char[], j: number): number {
  let l = 0;
  while (
    l < CONTEXT &&
    index - l > 0 &&
    j - l > 0 &&
    (deleted[index - l - 1] as Char).ch === (run[j - l - 1] as Char).ch
  )
    l++;
  let r = 0;
  while (
    r < CONTEXT &&
    index + r + 1 < deleted.length &&
    j + r + 1 < run.length &&
    (deleted[index + r + 1] as Char).ch === (run[j + r + 1] as Char).ch
  )
    r++;
  const ends =
    Number(index - l === 0 || index + r === deleted.length - 1) +
    Number(j - l === 0 || j + r === run.length - 1);
  const score = l + r + 1;
  return ends === 2 || (ends === 1 && score >= MIN_MOVED_STRETCH) ? score : 0;
}
