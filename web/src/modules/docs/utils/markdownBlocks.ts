/** A block of the README as the docs page draws it. */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string; id: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'quote'; text: string };

/** A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

/**
 * The blocks of a Markdown document, for the subset the README uses: ATX headings, paragraphs,
 * bulleted and numbered lists (continuation lines joined to their item), fenced code, pipe tables
 * and quotes. Not a full CommonMark parser: what it does not know reads as a paragraph.
 */
export function markdownBlocks(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  // A heading whose anchor is taken gets -1, -2… as on GitHub: every anchor is unique.
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = headingId(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen}`;
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '' || /^<!--.*-->$/.test(line.trim())) {
      i += 1;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] as string).startsWith('```')) body.push(lines[i++] as string);
      i += 1;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = (heading[2] ?? '').trim();
      blocks.push({ kind: 'heading', level: (heading[1] ?? '#').length, text, id: uniqueId(text) });
      i += 1;
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] as string).trimStart().startsWith('|')) {
        const cells = (lines[i] as string)
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((c) => c.trim().replace(/\\\|/g, '|'));
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i += 1;
      }
      blocks.push({ kind: 'table', rows });
      continue;
    }
    if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] as string).startsWith('>'))
        body.push((lines[i++] as string).replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: body.join(' ') });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] ?? '');
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        const next = LIST_ITEM.exec(current);
        if (next) items.push(next[3] ?? '');
        else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0)
          items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      (lines[i] as string).trim() !== '' &&
      !/^(#{1,6}\s|```|\||>)/.test((lines[i] as string).trimStart()) &&
      !LIST_ITEM.exec(lines[i] as string)
    )
      body.push((lines[i++] as string).trim());
    blocks.push({ kind: 'paragraph', text: body.join(' ') });
  }
  return blocks;
}
