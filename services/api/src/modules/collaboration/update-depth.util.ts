import { MAX_DOCUMENT_DEPTH } from '@fieldnote/core';
import * as Y from 'yjs';

/**
 * How deep a shared type may sit in a collaborative document: the fragment's blocks are depth 1, a
 * paragraph's text (a Y.XmlText) one more than the paragraph. A type at depth k is a JSON node at
 * level k + 1 (the doc is level 1), and a Y.XmlText's marks and their attrs (formatting, no types of
 * their own) reach level k + 3: so whatever the editors write stays within MAX_DOCUMENT_DEPTH once
 * stored as JSON, and every reader of the document (documentText, y-prosemirror, the editors of
 * everyone else) stays within its stack.
 */
export const MAX_TYPE_DEPTH = MAX_DOCUMENT_DEPTH - 3;

/** A container that is no longer in the document (its items are dropped when they arrive). */
const GONE = 'gone';
/** A container neither the document nor the update holds: Yjs would keep the items pending. */
const MISSING = 'missing';
type Container = number | typeof GONE | typeof MISSING;

/** How deep `type` sits in its document, walked up its parents (iteratively). */
function typeDepth(type: Y.AbstractType<unknown>): number {
  let depth = 0;
  for (let item = type._item; item !== null; item = (item.parent as Y.AbstractType<unknown>)._item) depth++;
  return depth;
}

/** The items of an update by client, in clock order, to find the one holding an id. */
function indexByClient(items: Y.Item[]): Map<number, Y.Item[]> {
  const byClient = new Map<number, Y.Item[]>();
  for (const item of items) {
    const list = byClient.get(item.id.client) ?? [];
    list.push(item);
    byClient.set(item.id.client, list);
  }
  for (const list of byClient.values()) list.sort((a, b) => a.id.clock - b.id.clock);
  return byClient;
}

function findIn(byClient: Map<number, Y.Item[]>, id: Y.ID): Y.Item | null {
  const list = byClient.get(id.client);
  if (!list) return null;
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle] as Y.Item;
    if (id.clock < item.id.clock) high = middle - 1;
    else if (id.clock >= item.id.clock + item.length) low = middle + 1;
    else return item;
  }
  return null;
}

/**
 * Whether applying `update` to `doc` would put a shared type deeper than `maximum`, read from the
 * update before it is applied, so a refused update reaches nobody. Only the types the update creates
 * can go deeper; each one's depth is its container's plus one, and its container is named by its
 * parent, or, when the update leaves it out, is its origin's. Those are looked up in the update
 * itself or in the document, iteratively, so 100,000 levels cost a loop, not the stack. An update
 * whose new types hang on items nobody has is refused too: Yjs would keep them pending and add them
 * later, when the missing items arrive, unchecked. Typing (text only, no new types) costs the decode.
 */
export function updateNestsTooDeeply(
  doc: Y.Doc,
  update: Uint8Array,
  maximum: number = MAX_TYPE_DEPTH,
): boolean {
  let structs: (Y.Item | Y.GC | Y.Skip)[];
  try {
    structs = Y.decodeUpdate(update).structs;
  } catch {
    return true; // Not an update: refused here rather than half-applied by Yjs.
  }
  const items = structs.filter((s): s is Y.Item => s instanceof Y.Item);
  if (!items.some((item) => item.content instanceof Y.ContentType)) return false;
  const byClient = indexByClient(items);

  /** Where an item of the document sits: the depth of the type it is in. */
  const inDocument = (id: Y.ID): { item: Y.Item } | typeof GONE | typeof MISSING => {
    if (Y.getState(doc.store, id.client) <= id.clock) return MISSING;
    const struct = Y.getItem(doc.store, id);
    return struct instanceof Y.Item ? { item: struct } : GONE;
  };
  /** What an update item's container follows from: a known depth, or another update item's (+ add). */
  const step = (item: Y.Item): Container | { via: Y.Item; add: number } => {
    const parent = item.parent as unknown;
    if (typeof parent === 'string') return 0;
    const parentId = parent instanceof Y.ID ? parent : null;
    const neighbour = parentId ?? item.origin ?? item.rightOrigin;
    if (!neighbour) return MISSING;
    const add = parentId ? 1 : 0;
    const local = findIn(byClient, neighbour);
    if (local) {
      if (parentId && !(local.content instanceof Y.ContentType)) return GONE;
      return { via: local, add };
    }
    const found = inDocument(neighbour);
    if (typeof found === 'string') return found;
    if (parentId) {
      return found.item.content instanceof Y.ContentType && !found.item.deleted
        ? typeDepth(found.item.content.type)
        : GONE;
    }
    return found.item.parent instanceof Y.AbstractType ? typeDepth(found.item.parent) : GONE;
  };

  const containers = new Map<Y.Item, Container>();
  const containerOf = (start: Y.Item): Container => {
    const stack = [start];
    const onStack = new Set<Y.Item>(stack);
    while (stack.length > 0) {
      const item = stack[stack.length - 1] as Y.Item;
      if (!containers.has(item)) {
        const next = step(item);
        if (typeof next !== 'object') containers.set(item, next);
        else {
          const known = containers.get(next.via);
          if (known !== undefined) containers.set(item, typeof known === 'number' ? known + next.add : known);
          // Items that lean on each other in a ring can never be placed: Yjs keeps them pending.
          else if (onStack.has(next.via)) containers.set(item, MISSING);
          else {
            stack.push(next.via);
            onStack.add(next.via);
            continue;
          }
        }
      }
      stack.pop();
      onStack.delete(item);
    }
    return containers.get(start) as Container;
  };

  for (const item of items) {
    if (!(item.content instanceof Y.ContentType)) continue;
    const container = containerOf(item);
    if (container === MISSING || (typeof container === 'number' && container + 1 > maximum)) return true;
  }
  return false;
}
