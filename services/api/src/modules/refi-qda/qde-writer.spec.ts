import JSZip from 'jszip';
import { readQdaFile } from './import-file.reader';
import { qdpxArchive } from './qdpx-archive';
import { codebookXml, projectFiles } from './qde-writer';
import { qualCoderCodings } from './qualcoder-rules';
import { buildExportData, schemaErrors } from './refi-qda-test.fixtures';

describe('projectFiles', () => {
  it('should write a project.qde that validates against the official Project.xsd when lines end with LF', async () => {
    const { files } = projectFiles(buildExportData(), 'LF');
    expect(await schemaErrors(files[0]?.text ?? '', 'Project.xsd')).toEqual([]);
  });

  it('should write a project.qde that validates against the official Project.xsd when lines end with CRLF', async () => {
    const { files } = projectFiles(buildExportData(), 'CRLF');
    expect(await schemaErrors(files[0]?.text ?? '', 'Project.xsd')).toEqual([]);
  });

  it('should fail validation when the document breaks the schema (the validator is real)', async () => {
    const { files } = projectFiles(buildExportData(), 'LF');
    const broken = (files[0]?.text ?? '').replace('isCodable="true"', 'isCodable="sometimes"');
    expect((await schemaErrors(broken, 'Project.xsd')).length).toBeGreaterThan(0);
  });

  it('should write sources in a lower-case sources/ folder, without BOM and without richTextPath', async () => {
    const data = buildExportData();
    const zip = await JSZip.loadAsync(await qdpxArchive(projectFiles(data, 'LF').files));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      ['project.qde', 'sources/', ...data.notes.map((n) => `sources/${n.id}.txt`)].sort(),
    );
    const qde = await (zip.file('project.qde') as JSZip.JSZipObject).async('uint8array');
    expect([...qde.subarray(0, 5)]).toEqual([...Buffer.from('<?xml')]);
    const text = Buffer.from(qde).toString('utf8');
    expect(text).not.toContain('richTextPath');
    expect(text).toContain(`plainTextPath="internal://${data.notes[0]?.id}.txt"`);
  });

  it('should nest tags under their group as a code that is not codable, with colours in RGB form', () => {
    const text = projectFiles(buildExportData(), 'LF').files[0]?.text ?? '';
    expect(text).toMatch(
      /<Code guid="[^"]+" name="Pain points" isCodable="false" color="#FF0000">\s*<Code guid="[^"]+" name="Price" isCodable="true" color="#E91E63">/,
    );
    // A colour Fieldnote cannot read is left out rather than written invalid.
    expect(text).toMatch(/<Code guid="[^"]+" name="Delight" isCodable="true"\/>/);
  });

  it('should write the insight as a note the highlighted selection refers to', () => {
    const data = buildExportData();
    const text = projectFiles(data, 'LF').files[0]?.text ?? '';
    expect(text).toContain(`<NoteRef targetGUID="${data.insights[0]?.id}"/>`);
    expect(text).toContain('<PlainTextContent>Two of three owners named price first.</PlainTextContent>');
  });
});

describe('codebookXml', () => {
  it('should write a QDC that validates against the official Codebook.xsd', async () => {
    expect(await schemaErrors(codebookXml(buildExportData()), 'Codebook.xsd')).toEqual([]);
  });
});

describe('QualCoder import of a Fieldnote export', () => {
  it.each(['LF', 'CRLF'] as const)(
    'should land every coding on the same words when lines end with %s',
    async (lineEnding) => {
      const data = buildExportData();
      const qdpx = await qdpxArchive(projectFiles(data, lineEnding).files);
      const { codings, addEnding } = await qualCoderCodings(qdpx);
      const tags = new Map(data.tags.map((t) => [t.id, t.title]));
      const notes = new Map(data.notes.map((n) => [n.id, n]));
      const expected = data.highlights.flatMap((h) => {
        const note = notes.get(h.noteId);
        const words = note?.content.slice(h.startOffset, h.endOffset) ?? '';
        // QualCoder keeps a space after each line break of a CRLF file (its two-character ending).
        const seen = addEnding[note?.title ?? ''] ? words.replace(/\n/g, '\n ') : words;
        return h.tagIds.map((tagId) => ({ code: tags.get(tagId), source: note?.title, seltext: seen }));
      });
      expect(addEnding['Dana interview']).toBe(lineEnding === 'CRLF');
      expect(codings.map(({ code, source, seltext }) => ({ code, source, seltext }))).toEqual(
        expect.arrayContaining(expected),
      );
      expect(codings).toHaveLength(expected.length);
    },
  );
});

describe('Fieldnote import of a Fieldnote export', () => {
  it.each(['LF', 'CRLF'] as const)(
    'should give back the same highlights when lines end with %s',
    async (lineEnding) => {
      const data = buildExportData();
      const plan = await readQdaFile('QDPX', await qdpxArchive(projectFiles(data, lineEnding).files));
      expect(plan.warnings).toEqual([]);
      // Tag boards travel as sets of codes and insights as memos, which Fieldnote does not import back:
      // the report names them.
      expect(plan.report).toEqual([
        expect.objectContaining({ kind: 'SET', name: 'Synthesis' }),
        expect.objectContaining({ kind: 'NOTE', name: '1 memo' }),
      ]);
      const original = data.highlights.map((h) => {
        const note = data.notes.find((n) => n.id === h.noteId);
        return `${note?.title}|${note?.content.slice(h.startOffset, h.endOffset)}|${h.tagIds.length}`;
      });
      const imported = plan.sources.flatMap((s) =>
        s.highlights.map((h) => `${s.name}|${h.text}|${h.codeKeys.length}`),
      );
      expect(imported.sort()).toEqual(original.sort());
      expect(
        plan.codes
          .filter((c) => c.codable)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['Delight', 'Price', 'Speed']);
      expect(plan.cases).toEqual([{ name: 'Dana', sourceKeys: [data.notes[0]?.id] }]);
    },
  );
});
