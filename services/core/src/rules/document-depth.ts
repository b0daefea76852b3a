import { AppError } from '../errors/app-error';

/**
 * Product rule (spec 000 gives none): how deeply a rich document (ProseMirror JSON) may nest, in
 * levels. The doc is level 1, its blocks level 2, and every object inside is one level more: a node
 * in a node's content, a node's attrs, a mark and a mark's attrs (a list directly inside a list counts
 * too; the editor writes none). The editor's schema (document-schema.ts: StarterKit, tables,
 * mentions, highlight cards) puts no bound on nesting: list items hold lists (Tab), quotes hold
 * quotes, table cells hold any block. People do not nest that deep: word processors stop list
 * indentation at 9 levels, which is 18 levels here (a list and its item per level) plus a table, a
 * quote and a linked word's 6. 100 admits 47 lists in lists inside a quote, far past anything
 * written by hand, and stays far below where the recursive readers of a document (zod, ProseMirror,
 * y-prosemirror, JSON.stringify, the plain-text and highlight-card walks) run out of stack: the
 * report found 500 levels still accepted, and 1,000 overflowing.
 */
export const MAX_DOCUMENT_DEPTH = 100;

/**
 * Issue 30: the parts one collaboration message may make when decoded: the structs and delete ranges
 * of a Yjs update and the values inside their contents, or the values of an awareness update. Each
 * becomes an object on the server (an update is decoded twice: the depth check, then Yjs); one 5 MB
 * message of one-character inserts is about 460,000 structs, more than the 192 MB heap holds. The
 * editor sends an update per transaction: typing is a struct or two, pasting 20,000 words in 400
 * paragraphs a few thousand. 20,000 parts decode in tens of milliseconds and a few MB.
 */
export const MAX_COLLABORATION_MESSAGE_PARTS = 20_000;

/** The refusal of a document nested deeper than MAX_DOCUMENT_DEPTH, sent as `field`. */
export function documentTooDeep(field: string): AppError {
  return AppError.badInput(`This document is nested too deeply (at most ${MAX_DOCUMENT_DEPTH} levels).`, {
    field,
    limit: 'maxDocumentDepth',
    maximum: MAX_DOCUMENT_DEPTH,
  });
}

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_LIST = 0x5b; // [
const CLOSE_LIST = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether serialised JSON nests deeper than `maximum` levels (counted as MAX_DOCUMENT_DEPTH says).
 * Read from the text in one pass that stops at the first level too many: nothing is parsed, nothing
 * recurses and what it keeps is bounded by the limit, so a 5 MB string of brackets costs a few
 * milliseconds. Checked before JSON.parse, which would otherwise build the whole tree first. Text
 * that is not JSON gets some answer here and is refused by the parse that follows.
 */
export function jsonNestsTooDeeply(serialised: string, maximum: number = MAX_DOCUMENT_DEPTH): boolean {
  // The open containers, innermost last: whether each is a list, and whether it counted as a level.
  const lists: boolean[] = [];
  const counted: boolean[] = [];
  let depth = 0;
  for (let i = 0; i < serialised.length; i++) {
    const c = serialised.charCodeAt(i);
    if (c === QUOTE) i = closingQuote(serialised, i);
    else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      // A list is a level only directly inside a list or at the top: a node's content list is not.
      const list = c === OPEN_LIST;
      const counts = !list || lists.length === 0 || lists[lists.length - 1] === true;
      lists.push(list);
      counted.push(counts);
      if (counts && ++depth > maximum) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
      lists.pop();
      if (counted.pop()) depth--;
    }
  }
  return false;
}

/**
 * Where the string opened at `start` ends: the next quote not escaped (preceded by an even number of
 * backslashes). indexOf skips the text natively, which is most of a document.
 */
function closingQuote(serialised: string, start: number): number {
  for (let at = serialised.indexOf('"', start + 1); at !== -1; at = serialised.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (serialised.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return serialised.length;
}
