import { MAX_LENGTH, MAX_TAGS_PER_HIGHLIGHT } from '@fieldnote/core';
import { importedColour } from './qda-colour.util';
import { guidKey, isQdaGuid } from './qda-guid.util';
import { docxParagraphs } from './qda-docx-text';
import { importedRichText, importedText } from './qda-positions.util';
import { type QdaElement, child, childrenNamed, decodeText } from './qde-reader';

/** Something the import left out, and why (the report a member reads). */
export interface ImportReportItem {
  kind: 'CODE' | 'SOURCE' | 'SELECTION' | 'CODING' | 'CASE' | 'NOTE' | 'SET' | 'FILE';
  name: string;
  reason: string;
}

/** A code of the file as Fieldnote takes it. */
export interface PlannedCode {
  key: string;
  name: string;
  color: string | null;
  description: string | null;
  codable: boolean;
  /** The top-level code this one sits under (its group), or null at the top. */
  groupKey: string | null;
  hasChildren: boolean;
}

export interface PlannedHighlight {
  startOffset: number;
  endOffset: number;
  text: string;
  codeKeys: string[];
  createdAt: Date | null;
}

export interface PlannedSource {
  key: string;
  name: string;
  text: string;
  createdAt: Date | null;
  counting: string;
  /** What its positions counted: characters, or UTF-16 code units (NVivo). */
  unit: string;
  highlights: PlannedHighlight[];
}

export interface PlannedCase {
  name: string;
  sourceKeys: string[];
}

/** What an import writes: codes, sources with their highlights, cases; and what it leaves out. */
export interface ImportPlan {
  kind: 'PROJECT' | 'CODEBOOK';
  origin: string | null;
  codes: PlannedCode[];
  sources: PlannedSource[];
  cases: PlannedCase[];
  report: ImportReportItem[];
  /** Where the file breaks the schema but was read anyway. */
  warnings: string[];
}

/** The archive's files by lower-case path (folders as tools name them: Sources/ or sources/). */
export type ArchiveFiles = Map<string, Uint8Array>;

const MAX_WARNINGS = 50;
const MAX_REPORT = 2000;

class PlanBuilder {
  readonly plan: ImportPlan;
  private warned = 0;

  constructor(kind: ImportPlan['kind'], origin: string | null) {
    this.plan = { kind, origin, codes: [], sources: [], cases: [], report: [], warnings: [] };
  }

  warn(message: string): void {
    if (this.warned++ < MAX_WARNINGS) this.plan.warnings.push(message);
  }

  skip(kind: ImportReportItem['kind'], name: string, reason: string): void {
    if (this.plan.report.length < MAX_REPORT)
      this.plan.report.push({ kind, name: name.slice(0, 200), reason });
  }
}

const dateOf = (raw: string | undefined): Date | null => {
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Reads the codes of a CodeBook element (Project's or a QDC's) into the plan, nested ones flattened into their top-level group. */
function readCodes(builder: PlanBuilder, codes: QdaElement | undefined): Set<string> {
  const known = new Set<string>();
  const visit = (element: QdaElement, groupKey: string | null, path: string) => {
    const name = (element.attributes.name ?? '').trim();
    const key = guidKey(element.attributes.guid);
    const label = name || '(unnamed code)';
    if (!key) {
      builder.skip('CODE', label, 'The code has no GUID, so no coding can refer to it.');
      return;
    }
    if (!isQdaGuid(element.attributes.guid))
      builder.warn(`Code "${label}": "${element.attributes.guid}" is not a GUID.`);
    if (known.has(key)) {
      builder.skip('CODE', label, 'Another code of the file has the same GUID.');
      return;
    }
    if (!name) {
      builder.skip('CODE', `${path}(unnamed)`, 'The code has no name.');
      return;
    }
    const rawCodable = element.attributes.isCodable;
    if (rawCodable === undefined)
      builder.warn(`Code "${name}" does not say whether it is codable; taken as codable.`);
    const codable =
      rawCodable === undefined ? true : rawCodable.trim() === 'true' || rawCodable.trim() === '1';
    const rawColour = element.attributes.color;
    const color = importedColour(rawColour);
    if (rawColour && !color)
      builder.warn(`Code "${name}": "${rawColour}" is not a colour; the default is used.`);
    const nested = childrenNamed(element, 'Code');
    known.add(key);
    builder.plan.codes.push({
      key,
      name: name.slice(0, MAX_LENGTH.tagTitle),
      color,
      description: child(element, 'Description')?.text.trim().slice(0, 1000) || null,
      codable,
      groupKey,
      hasChildren: nested.length > 0,
    });
    for (const sub of nested) visit(sub, groupKey ?? key, `${path}${name} / `);
  };
  for (const code of codes ? childrenNamed(codes, 'Code') : []) visit(code, null, '');
  return known;
}

/** The plan of a QDC codebook: its codes only. */
export function planCodebook(root: QdaElement): ImportPlan {
  const builder = new PlanBuilder('CODEBOOK', root.attributes.origin ?? null);
  if (root.name !== 'CodeBook') throw new Error('A QDC file holds a <CodeBook> element; this one does not.');
  const codes = child(root, 'Codes');
  if (!codes) builder.warn('The codebook has no <Codes> element.');
  readCodes(builder, codes);
  readSets(builder, root);
  return builder.plan;
}

/**
 * Sets (MAXQDA's document sets, NVivo's and Fieldnote's own groupings of codes) have no place of
 * their own in a project: their members are imported, each set is named in the report.
 */
function readSets(builder: PlanBuilder, root: QdaElement): void {
  const sets = child(root, 'Sets');
  if (!sets) return;
  const all = childrenNamed(sets, 'Set');
  if (all.length === 0)
    builder.warn('<Sets> is empty; the schema wants at least one <Set> in it (read anyway).');
  for (const set of all) {
    const count = (element: string, one: string) => {
      const n = childrenNamed(set, element).length;
      return n ? [`${n} ${one}${n === 1 ? '' : 's'}`] : [];
    };
    const members = [...count('MemberCode', 'code'), ...count('MemberSource', 'document')];
    builder.skip(
      'SET',
      (set.attributes.name ?? '').trim() || '(unnamed set)',
      members.length
        ? `Sets are not imported; its ${members.join(' and ')} are, without the set.`
        : 'Sets are not imported, and this one is empty.',
    );
  }
}

/** Finds a source's file in the archive from its path attribute, whatever the scheme and folder case. */
function findSourceFile(
  files: ArchiveFiles,
  rawPath: string,
): { bytes: Uint8Array; path: string } | { reason: string } {
  const path = rawPath.trim().replace(/\\/g, '/');
  const scheme = /^(internal|relative|absolute):\/\/?/i.exec(path);
  const rest = scheme ? path.slice(scheme[0].length) : path;
  const base = rest.split('/').filter(Boolean).pop() ?? '';
  const candidates = [`sources/${rest.replace(/^\/+/, '')}`, rest.replace(/^\/+/, ''), `sources/${base}`].map(
    (c) => c.toLowerCase(),
  );
  for (const candidate of candidates) {
    const bytes = files.get(candidate);
    if (bytes) return { bytes, path: candidate };
  }
  // A file by its name anywhere in the archive (tools differ on folders).
  for (const [name, bytes] of files)
    if (base && name.endsWith(`/${base.toLowerCase()}`)) return { bytes, path: name };
  const kind = scheme?.[1]?.toLowerCase();
  return {
    reason:
      kind === 'absolute' || kind === 'relative'
        ? `Its text is in a file outside the archive (${rawPath.slice(0, 120)}); export the project again with its sources inside.`
        : `Its text file (${rawPath.slice(0, 120)}) is not in the archive.`,
  };
}

/** A source's text as its file holds it: plain text, or the paragraphs of a Word document. */
type SourceText = { raw: string } | { paragraphs: string[] } | { reason: string };

const isDocx = (path: string) => /\.docx$/i.test(path.trim());
const fileName = (path: string) => path.split(/[\\/]/).pop()?.slice(0, 80) ?? '';

/** Reads a Word (.docx) source file's paragraphs, or why it cannot be read. */
async function docxText(bytes: Uint8Array, path: string): Promise<SourceText> {
  try {
    return { paragraphs: await docxParagraphs(bytes) };
  } catch {
    return { reason: `Its text file (${fileName(path)}) is not a readable Word document.` };
  }
}

/**
 * Reads the text of a TextSource: inline, from its plain-text file, or, when it has none, from its
 * rich text when that is a Word document (.docx; some tools export only that); or why it cannot be read.
 */
async function sourceText(files: ArchiveFiles, source: QdaElement): Promise<SourceText> {
  const inline = child(source, 'PlainTextContent');
  if (inline) return { raw: inline.text };
  const plainPath = source.attributes.plainTextPath ?? source.attributes.path;
  if (plainPath) {
    const found = findSourceFile(files, plainPath);
    if ('reason' in found) return found;
    return isDocx(found.path) ? docxText(found.bytes, plainPath) : { raw: decodeText(found.bytes) };
  }
  const rich = source.attributes.richTextPath;
  if (rich && isDocx(rich)) {
    const found = findSourceFile(files, rich);
    if ('reason' in found && found.reason.includes('outside the archive')) return found;
    if ('reason' in found)
      return {
        reason: `Only its rich text (${fileName(rich)}) is named, and that file is not in the archive; export the project again with its sources inside.`,
      };
    return docxText(found.bytes, rich);
  }
  if (rich)
    return {
      reason: `Only its rich text (${fileName(rich)}) is in the file; Fieldnote reads rich text from Word (.docx) files only, and otherwise imports the plain text a REFI-QDA source should also carry (plainTextPath). Export it again with plain text.`,
    };
  return { reason: 'It has neither plain text nor a path to a text file.' };
}

/** Reads the text sources with their selections and codings. */
async function readSources(
  builder: PlanBuilder,
  root: QdaElement,
  files: ArchiveFiles,
  codeKeys: Set<string>,
): Promise<void> {
  const codable = new Map(builder.plan.codes.map((code) => [code.key, code.codable]));
  const sources = child(root, 'Sources');
  const seen = new Set<string>();
  for (const element of sources?.children ?? []) {
    const name = (element.attributes.name ?? '').trim() || 'Untitled source';
    if (element.name !== 'TextSource') {
      builder.skip(
        'SOURCE',
        name,
        `${element.name.replace(/Source$/, '')} sources are not imported; Fieldnote imports text sources.`,
      );
      continue;
    }
    const key = guidKey(element.attributes.guid) ?? `source-${seen.size}`;
    if (seen.has(key)) {
      builder.skip('SOURCE', name, 'Another source of the file has the same GUID.');
      continue;
    }
    seen.add(key);
    const read = await sourceText(files, element);
    if ('reason' in read) {
      builder.skip('SOURCE', name, read.reason);
      continue;
    }
    const selections = childrenNamed(element, 'PlainTextSelection');
    const positions = selections.map(
      (s) => [Number(s.attributes.startPosition), Number(s.attributes.endPosition)] as [number, number],
    );
    const text =
      'paragraphs' in read
        ? importedRichText(read.paragraphs, positions, builder.plan.origin)
        : importedText(read.raw, positions, builder.plan.origin);
    const highlights: PlannedHighlight[] = [];
    selections.forEach((selection, index) => {
      const [start, end] = positions[index] as [number, number];
      const label = `${name}: ${start}–${end}`;
      const startOffset = text.offsetOf(start);
      const endOffset = text.offsetOf(end);
      if (startOffset === null || endOffset === null || endOffset <= startOffset) {
        builder.skip(
          'SELECTION',
          label,
          'Its start and end positions are not a range inside the source text.',
        );
        return;
      }
      const quoted = text.text.slice(startOffset, endOffset);
      if (quoted.trim() === '') {
        builder.skip('SELECTION', label, 'It selects only blank space.');
        return;
      }
      if (quoted.length > MAX_LENGTH.highlightText) {
        builder.skip(
          'SELECTION',
          label,
          `It is longer than a highlight can be (${MAX_LENGTH.highlightText} characters).`,
        );
        return;
      }
      const keys: string[] = [];
      for (const coding of childrenNamed(selection, 'Coding')) {
        const target = guidKey(child(coding, 'CodeRef')?.attributes.targetGUID);
        if (!target || !codeKeys.has(target)) {
          builder.skip('CODING', label, 'It refers to a code the codebook does not have.');
          continue;
        }
        if (!codable.get(target)) {
          builder.skip('CODING', label, 'It refers to a code marked as not codable.');
          continue;
        }
        if (!keys.includes(target)) keys.push(target);
      }
      if (keys.length > MAX_TAGS_PER_HIGHLIGHT) {
        builder.skip(
          'CODING',
          label,
          `A highlight carries at most ${MAX_TAGS_PER_HIGHLIGHT} tags; the first ones are kept.`,
        );
        keys.length = MAX_TAGS_PER_HIGHLIGHT;
      }
      highlights.push({
        startOffset,
        endOffset,
        text: quoted,
        codeKeys: keys,
        createdAt: dateOf(selection.attributes.creationDateTime ?? selection.attributes.modifiedDateTime),
      });
    });
    if (childrenNamed(element, 'Coding').length > 0)
      builder.skip(
        'CODING',
        name,
        'Codings of a whole source are not imported; code a selection of it instead.',
      );
    builder.plan.sources.push({
      key,
      name: name.slice(0, MAX_LENGTH.noteTitle),
      text: text.text,
      createdAt: dateOf(element.attributes.creationDateTime ?? element.attributes.modifiedDateTime),
      counting: text.counting,
      unit: text.unit,
      highlights,
    });
  }
}

/** Cases become people when they refer to sources that were imported (the people the notes are about). */
function readCases(builder: PlanBuilder, root: QdaElement): void {
  const imported = new Set(builder.plan.sources.map((s) => s.key));
  const selectionSource = new Map<string, string>();
  for (const source of child(root, 'Sources')?.children ?? []) {
    const key = guidKey(source.attributes.guid);
    if (!key) continue;
    for (const selection of childrenNamed(source, 'PlainTextSelection')) {
      const selectionKey = guidKey(selection.attributes.guid);
      if (selectionKey) selectionSource.set(selectionKey, key);
    }
  }
  for (const element of childrenNamed(
    child(root, 'Cases') ?? { name: '', attributes: {}, children: [], text: '' },
    'Case',
  )) {
    const name = (element.attributes.name ?? '').trim();
    const refs = new Set<string>();
    for (const ref of childrenNamed(element, 'SourceRef')) {
      const key = guidKey(ref.attributes.targetGUID);
      if (key && imported.has(key)) refs.add(key);
    }
    for (const ref of childrenNamed(element, 'SelectionRef')) {
      const source = selectionSource.get(guidKey(ref.attributes.targetGUID) ?? '');
      if (source && imported.has(source)) refs.add(source);
    }
    if (!name) {
      builder.skip('CASE', '(unnamed case)', 'A case without a name cannot become a person.');
      continue;
    }
    if (refs.size === 0) {
      builder.skip(
        'CASE',
        name,
        'It refers to no imported source, so there is no note to link the person to.',
      );
      continue;
    }
    builder.plan.cases.push({ name: name.slice(0, MAX_LENGTH.personName), sourceKeys: [...refs] });
  }
}

/** The plan of a QDPX's project.qde: codes, text sources (plain text or .docx) with selections and codings, cases. */
export async function planProject(root: QdaElement, files: ArchiveFiles): Promise<ImportPlan> {
  if (root.name !== 'Project') throw new Error('A project.qde holds a <Project> element; this one does not.');
  const builder = new PlanBuilder('PROJECT', root.attributes.origin ?? null);
  if (!root.attributes.name) builder.warn('The project has no name attribute (the schema requires one).');
  const codeKeys = readCodes(builder, child(child(root, 'CodeBook') ?? root, 'Codes'));
  await readSources(builder, root, files, codeKeys);
  readCases(builder, root);
  readSets(builder, root);
  const notes = childrenNamed(child(root, 'Notes') ?? root, 'Note');
  if (notes.length)
    builder.skip(
      'NOTE',
      `${notes.length} memo${notes.length === 1 ? '' : 's'}`,
      'Memos (notes of the project) are not imported.',
    );
  return builder.plan;
}
