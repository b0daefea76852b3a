import JSZip from 'jszip';
import { UnreadableQdaFile, readQdaFile } from './import-file.reader';
import { projectFiles } from './qde-writer';
import { buildExportData, fixture, wordDocument } from './refi-qda-test.fixtures';

const zipOf = async (files: Record<string, string | Buffer>) => {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(files)) zip.file(name, body);
  return zip.generateAsync({ type: 'nodebuffer' });
};

const TEXT = 'Line one about price\r\nLine two about speed\r\nLine three';
const cp = (text: string, words: string) => [...text.slice(0, text.indexOf(words))].length;

describe('readQdaFile', () => {
  it('should import the codes of a real ATLAS.ti 23 export with their nesting', async () => {
    const sut = await readQdaFile('QDPX', fixture('exports/atlas-ti-23-target.qdpx'));
    expect(sut.origin).toContain('ATLAS.ti');
    expect(sut.codes.map((c) => [c.name, c.groupKey !== null])).toEqual([
      ['Commits', false],
      ['2022-05-10T02:05:59Z 19e4dce', true],
      ['2022-02-11T10:39:25Z cdbfd92', true],
    ]);
    expect(sut.sources).toEqual([]);
  });

  it('should land the codings of a real NVivo 12.6 export on whole comments: positions in UTF-16 units, CRLF as two', async () => {
    // 152 nested codes in Hungarian and English, two sources of CRLF plain text after a BOM with 892
    // emoji, 303 selections; its letters are masked (fixtures/README.md), their lengths kept.
    const sut = await readQdaFile('QDPX', fixture('exports/nvivo-12-6-masked.qdpx'));
    expect(sut.origin).toBe('NVivo for Windows 12.6');
    expect(sut.codes).toHaveLength(152);
    expect(sut.codes.find((c) => c.name === 'Attituderoots')?.codable).toBe(false);
    expect(sut.codes.find((c) => c.name === 'HBM 2. Perceived Severity – Észlelt súlyosság')).toBeDefined();
    expect(sut.warnings).toEqual([]);
    expect(sut.report).toEqual([]);
    const source = sut.sources.find((s) => s.name === 'videos_10_selected')!;
    expect(source).toMatchObject({ counting: 'TWO', unit: 'UTF16' });
    expect(source.highlights).toHaveLength(303);
    expect(source.highlights.every((h) => h.codeKeys.length === 1)).toBe(true);
    // The coders selected whole comments: counted in characters, most would start or end mid-word.
    const lines = new Set(source.text.split('\n'));
    const whole = source.highlights.filter((h) => lines.has(h.text)).length;
    expect(whole).toBeGreaterThanOrEqual(270);
    expect(source.highlights.every((h) => source.text.slice(h.startOffset, h.endOffset) === h.text)).toBe(
      true,
    );
  });

  it('should import a real MAXQDA 24 export: 307 nested codes with colours, ten plain-text sources under sources/', async () => {
    // MAXQDA 24 (Release 24.7.0) for Mac: LF line ends, no BOM, upper-case GUIDs without braces, two
    // document sets; the coder had not coded yet. Its letters are masked (fixtures/README.md).
    const sut = await readQdaFile('QDPX', fixture('exports/maxqda-24-masked.qdpx'));
    expect(sut.origin).toBe('MAXQDA 24 (Release 24.7.0)');
    expect(sut.warnings).toEqual([]);
    expect(sut.codes).toHaveLength(307);
    // 18 top-level categories with colours, the codes nested under them take their category's colour.
    expect(sut.codes.filter((c) => c.groupKey === null)).toHaveLength(18);
    expect(sut.codes[0]).toMatchObject({
      key: 'c9e3d7e0-4dbf-46e2-96ef-14574ecd3b90',
      name: 'Additional Themes and Ideas',
      color: '#ef8256',
      hasChildren: true,
    });
    expect(sut.codes.find((c) => c.name === 'THEME - Affinity Spaces (Gee)')).toMatchObject({
      groupKey: 'c9e3d7e0-4dbf-46e2-96ef-14574ecd3b90',
      color: '#ef8256',
    });
    // Every source read from lowercase sources/ through its internal:// path, whole.
    expect(sut.sources).toHaveLength(10);
    expect(sut.sources.map((s) => s.name)).toContain('ICLS 2025 1034-1042');
    expect(sut.sources.find((s) => s.name === 'ICLS 2024 3-10')?.text).toHaveLength(33881);
    expect(sut.sources.every((s) => s.highlights.length === 0)).toBe(true);
    // Its two document sets have no place in a project: named in the report, their documents imported.
    expect(sut.report).toEqual([
      {
        kind: 'SET',
        name: 'ICLS 2024',
        reason: 'Sets are not imported; its 5 documents are, without the set.',
      },
      {
        kind: 'SET',
        name: 'ICLS 2025',
        reason: 'Sets are not imported; its 5 documents are, without the set.',
      },
    ]);
  });

  it('should import a real Taguette codebook and warn that its empty <Sets/> breaks the schema', async () => {
    const sut = await readQdaFile('QDC', fixture('exports/taguette-codebook.qdc'));
    expect(sut.codes.map((c) => c.name)).toEqual(['interesting', 'people', 'interesting\\places']);
    expect(sut.warnings).toEqual([expect.stringContaining('<Sets> is empty')]);
  });

  it('should read an NVivo-shaped export: braced GUIDs, Sources/ folder, rich text beside plain text, a BOM before <?xml', async () => {
    const qde = `\uFEFF<?xml version="1.0" encoding="utf-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="NVivo" origin="NVivo 14">
  <CodeBook><Codes>
    <Code guid="{3C51EFBB-071F-43A7-9F32-228B89668E8D}" name="Themes" isCodable="false" color="#F00">
      <Code guid="{4D62F0CC-182F-44B8-A043-339C90779E9E}" name="Price" isCodable="true" color="#00ff00"/>
    </Code>
  </Codes></CodeBook>
  <Sources>
    <TextSource guid="{56A79789-D535-4FB8-BEDD-A915504C54BA}" name="Interview" richTextPath="internal://56A79789.docx" plainTextPath="internal://56A79789.txt">
      <PlainTextSelection guid="{FD960901-8191-4DB1-A3DD-A91626D56C4B}" startPosition="${cp(TEXT, 'price')}" endPosition="${cp(TEXT, 'price') + 5}">
        <Coding guid="{AA960901-8191-4DB1-A3DD-A91626D56C4B}"><CodeRef targetGUID="4d62f0cc-182f-44b8-a043-339c90779e9e"/></Coding>
        <Coding guid="{BB960901-8191-4DB1-A3DD-A91626D56C4B}"><CodeRef targetGUID="{3C51EFBB-071F-43A7-9F32-228B89668E8D}"/></Coding>
      </PlainTextSelection>
      <PlainTextSelection guid="{CC960901-8191-4DB1-A3DD-A91626D56C4B}" startPosition="${cp(TEXT, 'speed')}" endPosition="${cp(TEXT, 'speed') + 5}"/>
    </TextSource>
  </Sources>
</Project>`;
    const sut = await readQdaFile(
      'QDPX',
      await zipOf({
        'project.qde': qde,
        'Sources/56A79789.txt': TEXT,
        'Sources/56A79789.docx': Buffer.from('PK…'),
      }),
    );
    expect(sut.codes.map((c) => [c.name, c.codable, c.color])).toEqual([
      ['Themes', false, '#ff0000'],
      ['Price', true, '#00ff00'],
    ]);
    const [source] = sut.sources;
    expect(source?.counting).toBe('TWO');
    expect(source?.highlights.map((h) => [h.text, h.codeKeys.length])).toEqual([
      ['price', 1],
      ['speed', 0],
    ]);
    expect(sut.report).toEqual([
      expect.objectContaining({ kind: 'CODING', reason: expect.stringContaining('not codable') }),
    ]);
  });

  it('should read a MAXQDA-shaped export whose CRLF text counts line breaks as one character', async () => {
    const normal = TEXT.replace(/\r\n/g, '\n');
    const at = (w: string) => normal.indexOf(w);
    const qde = `<?xml version="1.0" encoding="utf-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="M" origin="MAXQDA 2022 (Release 22.4.0)">
  <CodeBook><Codes><Code guid="11111111-2222-4333-8444-555555555555" name="Topic" isCodable="true" color="#abc"/></Codes></CodeBook>
  <Sources>
    <TextSource guid="11111111-2222-4333-8444-666666666666" name="Doc" plainTextPath="relative://Doc.txt">
      <PlainTextSelection guid="11111111-2222-4333-8444-777777777777" startPosition="${at('three')}" endPosition="${at('three') + 5}">
        <Coding guid="11111111-2222-4333-8444-888888888888"><CodeRef targetGUID="11111111-2222-4333-8444-555555555555"/></Coding>
      </PlainTextSelection>
      <PlainTextSelection guid="11111111-2222-4333-8444-999999999999" startPosition="${at('two')}" endPosition="${at('two') + 3}"/>
    </TextSource>
    <TextSource guid="11111111-2222-4333-8444-aaaaaaaaaaaa" name="Far away" plainTextPath="absolute://C:/Users/x/Elsewhere.txt"/>
    <TextSource guid="11111111-2222-4333-8444-bbbbbbbbbbbb" name="Only rich" richTextPath="internal://R.docx"/>
    <PictureSource guid="11111111-2222-4333-8444-cccccccccccc" name="Photo" path="internal://p.png"/>
  </Sources>
</Project>`;
    const sut = await readQdaFile('QDPX', await zipOf({ 'project.qde': qde, 'sources/Doc.txt': TEXT }));
    expect(sut.codes[0]?.color).toBe('#aabbcc');
    expect(sut.sources[0]?.counting).toBe('ONE');
    expect(sut.sources[0]?.highlights.map((h) => h.text)).toEqual(['three', 'two']);
    expect(sut.report.map((r) => [r.name, r.reason.slice(0, 30)])).toEqual([
      ['Far away', 'Its text is in a file outside '],
      ['Only rich', 'Only its rich text (R.docx) is'],
      ['Photo', 'Picture sources are not import'],
    ]);
  });

  it('should refuse a file that is not XML with the parser reason', async () => {
    await expect(readQdaFile('QDC', Buffer.from('<CodeBook><Codes>'))).rejects.toBeInstanceOf(
      UnreadableQdaFile,
    );
    await expect(readQdaFile('QDPX', Buffer.from('not a zip'))).rejects.toThrow(/zip/);
  });

  it('should not expand entities a document declares (no XXE, no billion laughs)', async () => {
    const qdc =
      '<?xml version="1.0"?><!DOCTYPE CodeBook [<!ENTITY boom "EXPANDED">]><CodeBook><Codes><Code guid="11111111-2222-4333-8444-555555555555" name="&boom;" isCodable="true"/></Codes></CodeBook>';
    await expect(readQdaFile('QDC', Buffer.from(qdc))).rejects.toBeInstanceOf(UnreadableQdaFile);
  });
});

describe('readQdaFile with Word (.docx) sources', () => {
  const PARAGRAPHS = [
    'Interview with Ana 😀',
    'Ana: The price\tdoubled in March.',
    'Ana: Support answered\nwithin a day.',
    '',
    'Ana: Onboarding was slow.',
  ];
  const TABLE = ['Role: owner', 'Seats: 12'];
  /** Code-point positions of words in the plain text a tool made of the document. */
  const positionsIn = (plain: string, words: string) => {
    const start = [...plain.slice(0, plain.indexOf(words))].length;
    return { start, end: start + [...words].length };
  };
  const project = (
    origin: string,
    sourceAttributes: string,
    plain: string,
    words: string[],
  ) => `<?xml version="1.0" encoding="utf-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="Word sources" origin="${origin}">
  <CodeBook><Codes><Code guid="11111111-2222-4333-8444-555555555555" name="Finding" isCodable="true"/></Codes></CodeBook>
  <Sources>
    <TextSource guid="11111111-2222-4333-8444-666666666666" name="Ana" ${sourceAttributes}>
${words
  .map((w, i) => {
    const { start, end } = positionsIn(plain, w);
    return `      <PlainTextSelection guid="11111111-2222-4333-8444-${String(i).padStart(12, '7')}" startPosition="${start}" endPosition="${end}">
        <Coding guid="11111111-2222-4333-8444-${String(i).padStart(12, '8')}"><CodeRef targetGUID="11111111-2222-4333-8444-555555555555"/></Coding>
      </PlainTextSelection>`;
  })
  .join('\n')}
    </TextSource>
  </Sources>
</Project>`;
  const WORDS = ['price', 'doubled', 'answered', 'within a day', 'Onboarding was slow', 'Seats: 12'];

  it('should read the plain text of a source that has only its rich text, with paragraphs, tabs, line breaks and table cells, and land each selection on its words (NVivo-shaped, one line break a paragraph)', async () => {
    const plain = [...PARAGRAPHS, ...TABLE].join('\n');
    const sut = await readQdaFile(
      'QDPX',
      await zipOf({
        'project.qde': project(
          'NVivo 14',
          'richTextPath="internal://{56A79789-D535-4FB8-BEDD-A915504C54BA}.docx"',
          plain,
          WORDS,
        ),
        'Sources/{56A79789-D535-4FB8-BEDD-A915504C54BA}.docx': await wordDocument(PARAGRAPHS, TABLE),
      }),
    );
    expect(sut.report).toEqual([]);
    const [source] = sut.sources;
    expect(source?.text).toBe(plain);
    expect(source?.highlights.map((h) => [h.text, h.codeKeys.length])).toEqual(WORDS.map((w) => [w, 1]));
    // Offsets are of the text Fieldnote keeps (UTF-16, so the emoji counts two there).
    for (const h of source?.highlights ?? []) expect(plain.slice(h.startOffset, h.endOffset)).toBe(h.text);
  });

  it('should find that a QualCoder export counted two line breaks between paragraphs', async () => {
    const plain = [...PARAGRAPHS, ...TABLE].join('\n\n');
    const sut = await readQdaFile(
      'QDPX',
      await zipOf({
        'project.qde': project('QualCoder 3.6', 'richTextPath="internal://ana.docx"', plain, WORDS),
        'sources/ana.docx': await wordDocument(PARAGRAPHS, TABLE),
      }),
    );
    expect(sut.sources[0]?.text).toBe(plain);
    expect(sut.sources[0]?.highlights.map((h) => h.text)).toEqual(WORDS);
  });

  it('should find two line breaks a paragraph from the positions themselves when the tool does not say', async () => {
    const plain = [...PARAGRAPHS, ...TABLE].join('\n\n');
    const sut = await readQdaFile(
      'QDPX',
      await zipOf({
        'project.qde': project('Some QDA tool', 'plainTextPath="internal://ana.docx"', plain, WORDS),
        'sources/ana.docx': await wordDocument(PARAGRAPHS, TABLE),
      }),
    );
    expect(sut.sources[0]?.highlights.map((h) => h.text)).toEqual(WORDS);
  });

  it('should report a source whose Word file cannot be read and import the rest', async () => {
    const qde = project('NVivo 14', 'richTextPath="internal://broken.docx"', 'x', []).replace(
      '</Sources>',
      '<TextSource guid="11111111-2222-4333-8444-dddddddddddd" name="Plain" plainTextPath="internal://plain.txt"/></Sources>',
    );
    const sut = await readQdaFile(
      'QDPX',
      await zipOf({
        'project.qde': qde,
        'sources/broken.docx': Buffer.from('PK not really a Word file'),
        'sources/plain.txt': 'Plain words',
      }),
    );
    expect(sut.sources.map((s) => [s.name, s.text])).toEqual([['Plain', 'Plain words']]);
    expect(sut.report).toEqual([
      { kind: 'SOURCE', name: 'Ana', reason: 'Its text file (broken.docx) is not a readable Word document.' },
    ]);
  });

  it('should give back the same highlights when a Fieldnote export has its sources as Word documents instead of plain text', async () => {
    const data = buildExportData();
    const { files } = projectFiles(data, 'LF');
    const archive: Record<string, string | Buffer> = {};
    for (const file of files) {
      const note = data.notes.find((n) => file.path === `sources/${n.id}.txt`);
      if (note) archive[`sources/${note.id}.docx`] = await wordDocument(note.content.split('\n'));
      else
        archive[file.path] = file.text.replace(
          /plainTextPath="internal:\/\/([^"]+)\.txt"/g,
          'richTextPath="internal://$1.docx"',
        );
    }
    const sut = await readQdaFile('QDPX', await zipOf(archive));
    expect(sut.sources.map((s) => s.text).sort()).toEqual(data.notes.map((n) => n.content).sort());
    const original = data.highlights.map((h) => {
      const note = data.notes.find((n) => n.id === h.noteId);
      return `${note?.title}|${h.startOffset}|${h.endOffset}|${h.tagIds.length}`;
    });
    const imported = sut.sources.flatMap((s) =>
      s.highlights.map((h) => `${s.name}|${h.startOffset}|${h.endOffset}|${h.codeKeys.length}`),
    );
    expect(imported.sort()).toEqual(original.sort());
  });
});
