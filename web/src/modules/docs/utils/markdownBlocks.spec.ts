import { headingId, markdownBlocks } from './markdownBlocks';

describe('markdownBlocks', () => {
  it('should read headings, paragraphs, lists, code, tables and quotes', () => {
    const source = [
      '# Fieldnote',
      '',
      'A research',
      'repository.',
      '',
      '- one',
      '  more of one',
      '- two',
      '',
      '```sh',
      'npm start',
      '```',
      '| Path | Goes to |',
      '| --- | --- |',
      '| `/start` | `/home` |',
      '> A note.',
    ].join('\n');
    expect(markdownBlocks(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Fieldnote', id: 'fieldnote' },
      { kind: 'paragraph', text: 'A research repository.' },
      { kind: 'list', ordered: false, items: ['one more of one', 'two'] },
      { kind: 'code', text: 'npm start' },
      {
        kind: 'table',
        rows: [
          ['Path', 'Goes to'],
          ['`/start`', '`/home`'],
        ],
      },
      { kind: 'quote', text: 'A note.' },
    ]);
  });

  it('should make anchors as GitHub does', () => {
    expect(headingId('Single sign-on (OIDC)')).toBe('single-sign-on-oidc');
  });
});
