import { AppError } from '@fieldnote/core';
import { IdRemap } from './id-remap';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe(IdRemap.name, () => {
  it('should give every id of the file a new one and remap ids inside rich text', () => {
    const sut = new IdRemap();
    const note = sut.assign('notes', A);
    const highlight = sut.assign('highlights', B);
    expect(note).not.toBe(A);
    expect(sut.tables.notes).toEqual({ [A]: note });
    const json = {
      type: 'doc',
      content: [{ type: 'highlightCard', attrs: { highlightId: B, other: 'B' } }, A],
    };
    expect(sut.remapJson(json)).toEqual({
      type: 'doc',
      content: [{ type: 'highlightCard', attrs: { highlightId: highlight, other: 'B' } }, note],
    });
  });

  it('should refuse a reference to an id the file does not hold', () => {
    const sut = new IdRemap();
    expect(() => sut.of('tags', A, 'Highlights.json')).toThrow(AppError);
    expect(() => sut.of('tags', A, 'Highlights.json')).toThrow(
      /Highlights.json is not as a project export writes it/,
    );
  });

  it('should refuse an id that appears twice in one kind', () => {
    const sut = new IdRemap();
    sut.assign('notes', A);
    expect(() => sut.assign('notes', A)).toThrow(/appears twice/);
  });

  it('should keep a matched record as the id it is given', () => {
    const sut = new IdRemap();
    expect(sut.assign('tags', A, B)).toBe(B);
    expect(sut.any(A)).toBe(B);
  });
});
