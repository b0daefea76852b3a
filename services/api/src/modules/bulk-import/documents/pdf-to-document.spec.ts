import { type PdfTextItem, pdfPagesToDocument } from './pdf-to-document';

/** A line of text runs at baseline `y` and font size `size`, ended by a line break. */
const line = (str: string, y: number, size = 11): PdfTextItem[] => [{ str, y, fontSize: size, hasEOL: true }];

describe(pdfPagesToDocument.name, () => {
  it('should join lines set close together into one paragraph and start another after a wide gap', () => {
    const sut = pdfPagesToDocument([
      [...line('First line of a', 700), ...line('paragraph.', 686), ...line('Next paragraph.', 650)],
    ]);
    expect(sut).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'First line of a paragraph.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Next paragraph.' }] },
      ],
    });
  });

  it('should make markedly larger text a heading, level 1 or 2 by how much larger', () => {
    const sut = pdfPagesToDocument([
      [
        ...line('Title', 760, 22),
        ...line('Section', 720, 14),
        ...line('Body text that is most of the page.', 690),
        ...line('More body text here.', 660),
      ],
    ]);
    expect(
      (sut.content as { type: string; attrs?: { level: number } }[]).map((n) => n.attrs?.level ?? n.type),
    ).toEqual([1, 2, 'paragraph', 'paragraph']);
  });

  it('should join a word hyphenated at a line end and keep runs of one line together', () => {
    const sut = pdfPagesToDocument([
      [
        { str: 'Inter', y: 700, fontSize: 11, hasEOL: false },
        { str: 'views are hyphen-', y: 700, fontSize: 11, hasEOL: true },
        ...line('ated here.', 686),
      ],
    ]);
    expect(sut.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Interviews are hyphenated here.' }] },
    ]);
  });

  it('should start a new paragraph on each page and have no content for pages without text', () => {
    const sut = pdfPagesToDocument([[...line('Page one.', 700)], [], [...line('Page three.', 700)]]);
    expect((sut.content as unknown[]).length).toBe(2);
    expect(pdfPagesToDocument([[]]).content).toEqual([]);
  });
});
