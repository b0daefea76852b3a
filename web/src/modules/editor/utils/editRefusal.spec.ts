import { editRefusalOf } from './editRefusal';

describe(editRefusalOf.name, () => {
  it('should read the limit when the server refused an edit for nesting the document too deeply', () => {
    expect(editRefusalOf('This document is nested too deeply (at most 100 levels).')).toEqual({
      kind: 'tooDeep',
      maximumDepth: 100,
    });
  });

  it('should read the limit when the server refused a change too large to send at once', () => {
    expect(editRefusalOf('This change is too large to send at once (more than 20000 parts).')).toEqual({
      kind: 'tooLarge',
      maximumParts: 20000,
    });
  });

  it('should answer null when the connection closed for another reason', () => {
    expect(editRefusalOf('Server closed the connection')).toBeNull();
    expect(editRefusalOf('')).toBeNull();
  });
});
