import * as Y from 'yjs';
import { DOCUMENT_FIELD, xmlTextString } from './document-text.util';

function paragraph(line: string): Y.XmlElement {
  const block = new Y.XmlElement('paragraph');
  if (line.length > 0) block.insert(0, [new Y.XmlText(line)]);
  return block;
}

function blockText(block: Y.XmlElement): string {
  return block
    .toArray()
    .map((child) => (child instanceof Y.XmlText ? xmlTextString(child) : ''))
    .join('');
}

/** Edits one paragraph's text into `line`, touching only the characters between the common ends. */
function editParagraph(block: Y.XmlElement, line: string): void {
  let text = block.get(0);
  if (!(text instanceof Y.XmlText)) {
    text = new Y.XmlText();
    block.insert(0, [text]);
  }
  const type = text as Y.XmlText;
  const old = xmlTextString(type);
  let prefix = 0;
  while (prefix < old.length && prefix < line.length && old[prefix] === line[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < line.length - prefix &&
    old[old.length - 1 - suffix] === line[line.length - 1 - suffix]
  )
    suffix++;
  if (old.length - prefix - suffix > 0) type.delete(prefix, old.length - prefix - suffix);
  if (line.length - prefix - suffix > 0) type.insert(prefix, line.slice(prefix, line.length - suffix));
}

/**
 * Makes the document read `content` (one paragraph per line), as an API caller's updateNote asks,
 * with the smallest edit: lines and characters both ends have in common stay the same Yjs items,
 * so highlights on them keep their anchors and open editors only see the lines that changed. A
 * document with more than plain paragraphs (lists, tables, formatting across paragraphs) is
 * replaced whole.
 */
export function replacePlainText(doc: Y.Doc, content: string): void {
  const fragment = doc.getXmlFragment(DOCUMENT_FIELD);
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const blocks = fragment.toArray();
  const plain = blocks.every(
    (b) =>
      b instanceof Y.XmlElement &&
      b.nodeName === 'paragraph' &&
      b.length <= 1 &&
      b.toArray().every((c) => c instanceof Y.XmlText),
  );
  if (!plain) {
    fragment.delete(0, fragment.length);
    fragment.insert(0, lines.map(paragraph));
    return;
  }
  const paragraphs = blocks as Y.XmlElement[];
  const old = paragraphs.map(blockText);
  // Walk the line diff from the end, so indexes of earlier paragraphs stay valid while editing.
  const script = lineDiff(old, lines);
  let at = old.length;
  for (let i = script.length - 1; i >= 0; i--) {
    const step = script[i] as DiffStep;
    if (step.kind === 'keep') {
      at -= 1;
    } else if (step.kind === 'change') {
      at -= 1;
      editParagraph(paragraphs[at] as Y.XmlElement, step.line);
    } else if (step.kind === 'delete') {
      at -= 1;
      fragment.delete(at, 1);
    } else {
      fragment.insert(at, [paragraph(step.line)]);
    }
  }
}

type DiffStep =
  { kind: 'keep' } | { kind: 'delete' } | { kind: 'insert'; line: string } | { kind: 'change'; line: string };

/** Above this many changed lines on both sides the diff gives up matching and replaces them. */
const MAX_DIFF_CELLS = 4_000_000;

/**
 * The edit script from `old` to `next` lines: kept lines by longest common subsequence (after the
 * common ends), and a deleted line followed by an inserted one merged into a change of that line,
 * so its unchanged characters keep their identity too.
 */
function lineDiff(old: string[], next: string[]): DiffStep[] {
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && old[prefix] === next[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < next.length - prefix &&
    old[old.length - 1 - suffix] === next[next.length - 1 - suffix]
  )
    suffix++;
  const a = old.slice(prefix, old.length - suffix);
  const b = next.slice(prefix, next.length - suffix);
  const middle: DiffStep[] = [];
  if (a.length * b.length <= MAX_DIFF_CELLS) {
    // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
    const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--)
        (lcs[i] as Uint32Array)[j] =
          a[i] === b[j]
            ? ((lcs[i + 1] as Uint32Array)[j + 1] as number) + 1
            : Math.max((lcs[i + 1] as Uint32Array)[j] as number, (lcs[i] as Uint32Array)[j + 1] as number);
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        middle.push({ kind: 'keep' });
        i++;
        j++;
      } else if (
        j >= b.length ||
        (i < a.length &&
          ((lcs[i + 1] as Uint32Array)[j] as number) >= ((lcs[i] as Uint32Array)[j + 1] as number))
      ) {
        middle.push({ kind: 'delete' });
        i++;
      } else {
        middle.push({ kind: 'insert', line: b[j] as string });
        j++;
      }
    }
  } else {
    for (let i = 0; i < a.length; i++) middle.push({ kind: 'delete' });
    for (const line of b) middle.push({ kind: 'insert', line });
  }
  // A run of deletions followed by a run of insertions: pair them up as changed lines.
  const merged: DiffStep[] = [];
  for (let k = 0; k < middle.length;) {
    let deletes = 0;
    while (middle[k + deletes]?.kind === 'delete') deletes++;
    let inserts = 0;
    while (middle[k + deletes + inserts]?.kind === 'insert') inserts++;
    if (deletes === 0 && inserts === 0) {
      merged.push(middle[k] as DiffStep);
      k++;
      continue;
    }
    const paired = Math.min(deletes, inserts);
    for (let p = 0; p < paired; p++) {
      const insert = middle[k + deletes + p] as { kind: 'insert'; line: string };
      merged.push({ kind: 'change', line: insert.line });
    }
    for (let p = paired; p < deletes; p++) merged.push({ kind: 'delete' });
    for (let p = paired; p < inserts; p++) merged.push(middle[k + deletes + p] as DiffStep);
    k += deletes + inserts;
  }
  const keep: DiffStep = { kind: 'keep' };
  return [...Array<DiffStep>(prefix).fill(keep), ...merged, ...Array<DiffStep>(suffix).fill(keep)];
}
