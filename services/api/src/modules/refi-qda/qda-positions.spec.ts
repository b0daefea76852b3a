import { importedColour, exportedColour } from './qda-colour.util';
import { derivedGuid, guidKey, isQdaGuid } from './qda-guid.util';
import { exportedText, importedText, qdaPositionTable } from './qda-positions.util';

/** Code points of `text` between two positions: how QDA tools (and Python) slice a source. */
const slice = (text: string, start: number, end: number) => [...text].slice(start, end).join('');

describe('qdaPositionTable', () => {
  const note = 'First line 😀 here\nSecond line with word\n\nFourth';

  it('should land on the same words in the exported file when lines end with LF', () => {
    const sut = qdaPositionTable(note, 'LF');
    const start = note.indexOf('here');
    const end = note.indexOf('with') + 4;
    const file = exportedText(note, 'LF');
    expect(slice(file, sut[start] as number, sut[end] as number)).toBe(note.slice(start, end));
  });

  it('should count an astral character once when it precedes the selection', () => {
    const sut = qdaPositionTable(note, 'LF');
    // The emoji is two UTF-16 units and one character.
    expect(sut[note.indexOf('here')]).toBe(note.indexOf('here') - 1);
  });

  it('should count each line break as two characters when lines end with CRLF', () => {
    const sut = qdaPositionTable(note, 'CRLF');
    const start = note.indexOf('Fourth');
    const file = exportedText(note, 'CRLF');
    expect(file).toContain('\r\n\r\n');
    expect(slice(file, sut[start] as number, sut[note.length] as number)).toBe('Fourth');
    expect(sut[start]).toBe(note.indexOf('Fourth') - 1 + 3);
  });
});

describe('importedText', () => {
  it('should detect positions counted in UTF-16 code units (NVivo) from where the selections land', () => {
    const raw = 'Intro 😀😀😀 line\r\nGreat app 😀 really\r\nSlow sync 😀😀 today\r\nend';
    const units = (word: string) => raw.indexOf(word);
    const selections: [number, number][] = ['Great', 'really', 'Slow', 'today'].map((w) => [
      units(w),
      units(w) + w.length,
    ]);
    const sut = importedText(raw, selections, 'MAXQDA 2022');
    expect(sut).toMatchObject({ counting: 'TWO', unit: 'UTF16' });
    const words = selections.map(([s, e]) => sut.text.slice(sut.offsetOf(s)!, sut.offsetOf(e)!));
    expect(words).toEqual(['Great', 'really', 'Slow', 'today']);
  });

  it('should keep counting characters where the text has no emoji, and prefer UTF-16 units for NVivo on a tie', () => {
    expect(importedText('plain words here', [[0, 5]], 'NVivo 14').unit).toBe('CODE_POINT');
    // One emoji after the only selection: both ways land on the same words, so the tool decides.
    expect(importedText('plain words 😀', [[0, 5]], 'NVivo 14').unit).toBe('UTF16');
    expect(importedText('plain words 😀', [[0, 5]], 'QualCoder 3.8').unit).toBe('CODE_POINT');
  });

  const lines = 'Alpha beta\r\ngamma delta\r\nepsilon zeta';

  it('should detect CRLF counted as two characters from where the selections land', () => {
    const raw = [...lines];
    const at = (word: string) => [...lines.slice(0, lines.indexOf(word))].length;
    const sut = importedText(
      lines,
      [
        [at('gamma'), at('gamma') + 5],
        [at('epsilon'), at('epsilon') + 7],
      ],
      'MAXQDA 2022',
    );
    expect(raw.length).toBe(lines.length);
    expect(sut.counting).toBe('TWO');
    expect(sut.text).toBe('Alpha beta\ngamma delta\nepsilon zeta');
    const start = sut.offsetOf(at('epsilon')) as number;
    expect(sut.text.slice(start, start + 7)).toBe('epsilon');
  });

  it('should detect CRLF counted as one character from where the selections land', () => {
    const normal = lines.replace(/\r\n/g, '\n');
    const at = (word: string) => normal.indexOf(word);
    const sut = importedText(
      lines,
      [
        [at('gamma'), at('gamma') + 5],
        [at('epsilon'), at('epsilon') + 7],
      ],
      'NVivo 14',
    );
    expect(sut.counting).toBe('ONE');
    const start = sut.offsetOf(at('epsilon')) as number;
    expect(sut.text.slice(start, start + 7)).toBe('epsilon');
  });

  it('should count CRLF as one for ATLAS.ti when the positions cannot tell', () => {
    const sut = importedText('a\r\nb', [], 'ATLAS.ti 23');
    expect(sut.counting).toBe('ONE');
  });

  it('should refuse a position past the end of the text', () => {
    const sut = importedText('short', [], null);
    expect(sut.offsetOf(6)).toBeNull();
    expect(sut.offsetOf(5)).toBe(5);
  });

  it('should map code point positions to UTF-16 offsets when the text has astral characters', () => {
    const sut = importedText('😀 smile', [[2, 7]], null);
    expect(sut.text.slice(sut.offsetOf(2) as number, sut.offsetOf(7) as number)).toBe('smile');
  });
});

describe('guidKey', () => {
  it('should match braced and upper-case GUIDs to the plain form', () => {
    expect(guidKey('{088B08AC-D5CD-4ADB-8B71-B4F3459C177F}')).toBe('088b08ac-d5cd-4adb-8b71-b4f3459c177f');
    expect(isQdaGuid('{088B08AC-D5CD-4ADB-8B71-B4F3459C177F}')).toBe(true);
    expect(isQdaGuid('A')).toBe(false);
    expect(guidKey('  ')).toBeNull();
  });

  it('should derive the same GUID from the same names', () => {
    expect(derivedGuid('a', 'b')).toBe(derivedGuid('a', 'b'));
    expect(derivedGuid('a', 'b')).not.toBe(derivedGuid('a', 'c'));
    expect(isQdaGuid(derivedGuid('x'))).toBe(true);
  });
});

describe('importedColour', () => {
  it('should read 3- and 6-digit colours of either case, with or without #', () => {
    expect(importedColour('#ABC')).toBe('#aabbcc');
    expect(importedColour('#A1B2C3')).toBe('#a1b2c3');
    expect(importedColour('a1b2c3')).toBe('#a1b2c3');
    expect(importedColour('red')).toBeNull();
    expect(exportedColour('#a1b2c3')).toBe('#A1B2C3');
  });
});
