import { exportedColour } from './qda-colour.util';
import type { QdaExportData } from './qda-export.model';
import { derivedGuid } from './qda-guid.util';
import { type LineEnding, exportedText, qdaPositionTable } from './qda-positions.util';
import { attributes, xmlDateTime, xmlText } from './qda-xml.util';

/** What every Fieldnote export says it comes from. */
export const QDA_ORIGIN = 'Fieldnote';
const PROJECT_NS = 'urn:QDA-XML:project:1.0';
const CODEBOOK_NS = 'urn:QDA-XML:codebook:1.0';
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** A file of the archive: its path in the zip and its bytes as text (UTF-8, no BOM). */
export interface QdaFile {
  path: string;
  text: string;
}

/** The counts an export reports. */
export interface QdaExportCounts {
  sources: number;
  codes: number;
  codings: number;
}

/** A code of the codebook: a tag group (not codable) with its tags, or a tag on its own. */
interface CodeNode {
  guid: string;
  name: string;
  codable: boolean;
  color: string | null;
  description: string | null;
  children: CodeNode[];
}

/** The codebook tree: each group with the tags placed in it (a tag in several groups under its first), then the other tags. */
function codeTree(data: QdaExportData): CodeNode[] {
  const tags = new Map(data.tags.map((tag) => [tag.id, tag]));
  const placed = new Set<string>();
  const leaf = (id: string): CodeNode | null => {
    const tag = tags.get(id);
    if (!tag || placed.has(id)) return null;
    placed.add(id);
    return {
      guid: tag.id,
      name: tag.title,
      codable: true,
      color: tag.color,
      description: tag.description,
      children: [],
    };
  };
  const nodes: CodeNode[] = [];
  for (const group of data.groups) {
    const children = group.tagIds.map(leaf).filter((n): n is CodeNode => n !== null);
    if (children.length === 0) continue;
    nodes.push({
      guid: group.id,
      name: group.title,
      codable: false,
      color: group.color,
      description: null,
      children,
    });
  }
  for (const tag of data.tags) {
    const node = leaf(tag.id);
    if (node) nodes.push(node);
  }
  return nodes;
}

function codeXml(node: CodeNode, indent: string): string {
  const attrs = attributes({
    guid: node.guid,
    name: node.name,
    isCodable: node.codable,
    color: exportedColour(node.color),
  });
  const inner =
    (node.description ? `${indent}  <Description>${xmlText(node.description)}</Description>\n` : '') +
    node.children.map((child) => codeXml(child, `${indent}  `)).join('');
  return inner ? `${indent}<Code${attrs}>\n${inner}${indent}</Code>\n` : `${indent}<Code${attrs}/>\n`;
}

const countCodes = (nodes: CodeNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countCodes(node.children), 0);

/** Whether the project has a code to write (a codebook needs at least one). */
export function hasCodes(data: QdaExportData): boolean {
  return data.tags.length > 0;
}

/** The codebook alone, as a QDC file (Codebook.xsd): codes, and the tag boards as sets. */
export function codebookXml(data: QdaExportData): string {
  const codes = codeTree(data);
  const boards = data.boards.filter((board) => board.tagIds.length > 0);
  const sets = boards.length
    ? `  <Sets>\n${boards
        .map(
          (board) =>
            `    <Set${attributes({ guid: board.id, name: board.title })}>\n${board.tagIds
              .map((id) => `      <MemberCode${attributes({ guid: id })}/>\n`)
              .join('')}    </Set>\n`,
        )
        .join('')}  </Sets>\n`
    : '';
  return (
    XML_DECLARATION +
    `<CodeBook${attributes({ xmlns: CODEBOOK_NS, origin: QDA_ORIGIN })}>\n` +
    `  <Codes>\n${codes.map((node) => codeXml(node, '    ')).join('')}  </Codes>\n` +
    sets +
    '</CodeBook>\n'
  );
}

/**
 * The project as a QDPX's files: project.qde (Project.xsd 1.0) and each note's plain text in
 * sources/<guid>.txt, with its line breaks as `lineEnding` and its selections' positions counted
 * in that same file (code points; "\r\n" as two), so every tool lands on the same words.
 */
export function projectFiles(
  data: QdaExportData,
  lineEnding: LineEnding,
): { files: QdaFile[]; counts: QdaExportCounts } {
  const files: QdaFile[] = [];
  const date = xmlDateTime;
  const knownUsers = new Set(data.users.map((user) => user.id));
  const user = (id: string) => (knownUsers.has(id) ? id : null);
  let xml =
    XML_DECLARATION +
    `<Project${attributes({
      xmlns: PROJECT_NS,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${PROJECT_NS} http://schema.qdasoftware.org/versions/Project/v1.0/Project.xsd`,
      name: data.project.title,
      origin: QDA_ORIGIN,
      creatingUserGUID: user(data.project.createdBy),
      creationDateTime: date(data.project.createdAt),
      modifiedDateTime: date(data.project.updatedAt),
    })}>\n`;

  if (data.users.length)
    xml += `  <Users>\n${data.users.map((u) => `    <User${attributes({ guid: u.id, name: u.name })}/>\n`).join('')}  </Users>\n`;

  const codes = codeTree(data);
  if (codes.length)
    xml += `  <CodeBook>\n    <Codes>\n${codes.map((node) => codeXml(node, '      ')).join('')}    </Codes>\n  </CodeBook>\n`;

  const fields = new Map(data.personFields.map((field) => [field.id, field]));
  if (data.personFields.length)
    xml += `  <Variables>\n${data.personFields
      .map((f) => `    <Variable${attributes({ guid: f.id, name: f.label, typeOfVariable: f.type })}/>\n`)
      .join('')}  </Variables>\n`;

  const exportedNotes = new Set(data.notes.map((note) => note.id));
  if (data.people.length) {
    xml += '  <Cases>\n';
    for (const person of data.people) {
      let inner = '';
      if (person.email) inner += `      <Description>${xmlText(person.email)}</Description>\n`;
      for (const value of person.values) {
        const field = fields.get(value.fieldId);
        if (!field) continue;
        const element = `${field.type}Value`;
        const written =
          field.type === 'Boolean'
            ? String(Boolean(value.value))
            : field.type === 'Date'
              ? new Date(String(value.value)).toISOString().slice(0, 10)
              : String(value.value);
        inner += `      <VariableValue>\n        <VariableRef${attributes({ targetGUID: field.id })}/>\n        <${element}>${xmlText(written)}</${element}>\n      </VariableValue>\n`;
      }
      for (const noteId of person.noteIds)
        if (exportedNotes.has(noteId)) inner += `      <SourceRef${attributes({ targetGUID: noteId })}/>\n`;
      const attrs = attributes({ guid: person.id, name: person.name || person.email || 'Unnamed person' });
      xml += inner ? `    <Case${attrs}>\n${inner}    </Case>\n` : `    <Case${attrs}/>\n`;
    }
    xml += '  </Cases>\n';
  }

  const byNote = new Map<string, QdaExportData['highlights']>();
  for (const highlight of data.highlights) {
    const list = byNote.get(highlight.noteId) ?? [];
    list.push(highlight);
    byNote.set(highlight.noteId, list);
  }
  const insightsOf = new Map<string, string[]>();
  for (const insight of data.insights)
    for (const highlightId of insight.highlightIds)
      insightsOf.set(highlightId, [...(insightsOf.get(highlightId) ?? []), insight.id]);
  const exportedTags = new Set(data.tags.map((tag) => tag.id));

  let codings = 0;
  if (data.notes.length) {
    xml += '  <Sources>\n';
    for (const note of data.notes) {
      const path = `sources/${note.id}.txt`;
      files.push({ path, text: exportedText(note.content, lineEnding) });
      xml += `    <TextSource${attributes({
        guid: note.id,
        name: note.title,
        plainTextPath: `internal://${note.id}.txt`,
        creatingUser: user(note.createdBy),
        creationDateTime: date(note.createdAt),
        modifiedDateTime: date(note.updatedAt),
      })}>\n`;
      const positions = qdaPositionTable(note.content, lineEnding);
      const highlights = [...(byNote.get(note.id) ?? [])].sort((a, b) => a.startOffset - b.startOffset);
      for (const highlight of highlights) {
        if (highlight.startOffset < 0 || highlight.endOffset > note.content.length) continue;
        xml += `      <PlainTextSelection${attributes({
          guid: highlight.id,
          name: note.content.slice(highlight.startOffset, highlight.endOffset).slice(0, 60),
          startPosition: positions[highlight.startOffset],
          endPosition: positions[highlight.endOffset],
          creatingUser: user(highlight.createdBy),
          creationDateTime: date(highlight.createdAt),
        })}>\n`;
        for (const tagId of highlight.tagIds) {
          if (!exportedTags.has(tagId)) continue;
          codings++;
          xml += `        <Coding${attributes({
            guid: derivedGuid(highlight.id, tagId),
            creatingUser: user(highlight.createdBy),
            creationDateTime: date(highlight.createdAt),
          })}>\n          <CodeRef${attributes({ targetGUID: tagId })}/>\n        </Coding>\n`;
        }
        for (const insightId of insightsOf.get(highlight.id) ?? [])
          xml += `        <NoteRef${attributes({ targetGUID: insightId })}/>\n`;
        xml += '      </PlainTextSelection>\n';
      }
      xml += '    </TextSource>\n';
    }
    xml += '  </Sources>\n';
  }

  if (data.insights.length) {
    xml += '  <Notes>\n';
    for (const insight of data.insights) {
      xml += `    <Note${attributes({
        guid: insight.id,
        name: insight.title,
        creatingUser: user(insight.createdBy),
        creationDateTime: date(insight.createdAt),
        modifiedDateTime: date(insight.updatedAt),
      })}>\n      <PlainTextContent>${xmlText(insight.content)}</PlainTextContent>\n    </Note>\n`;
    }
    xml += '  </Notes>\n';
  }

  if (data.boards.length) {
    xml += '  <Sets>\n';
    for (const board of data.boards) {
      const members = board.tagIds.filter((id) => exportedTags.has(id));
      const attrs = attributes({ guid: board.id, name: board.title });
      xml += members.length
        ? `    <Set${attrs}>\n${members.map((id) => `      <MemberCode${attributes({ targetGUID: id })}/>\n`).join('')}    </Set>\n`
        : `    <Set${attrs}/>\n`;
    }
    xml += '  </Sets>\n';
  }
  xml += '</Project>\n';
  files.unshift({ path: 'project.qde', text: xml });
  return { files, counts: { sources: data.notes.length, codes: countCodes(codes), codings } };
}
