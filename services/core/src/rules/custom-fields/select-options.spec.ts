import {
  cleanOptionLabel,
  colorForLabel,
  maxSelectableFor,
  mergeSelectOptions,
  normalizeHexColor,
  parseSelectOptions,
  splitOptionImport,
} from './select-options';

describe('select options (spec 000 §5)', () => {
  it('should trim labels when parsing', () => {
    expect(parseSelectOptions([{ label: '  Enterprise  ' }]).map((o) => o.label)).toEqual(['Enterprise']);
  });

  it('should cut labels longer than 50 characters to 50 when parsing', () => {
    const [option] = parseSelectOptions([{ label: 'x'.repeat(51) }, { label: 'y'.repeat(50) }]);
    expect(option?.label).toBe('x'.repeat(50));
    expect(cleanOptionLabel(`${'a'.repeat(49)}  b`)).toBe('a'.repeat(49));
  });

  it('should drop empty labels when parsing', () => {
    expect(parseSelectOptions([{ label: '   ' }, { label: '' }, { label: 'A' }]).map((o) => o.label)).toEqual(
      ['A'],
    );
  });

  it('should keep at most 750 options per parse when more are given', () => {
    const drafts = Array.from({ length: 751 }, (_, i) => ({ label: `Option ${i}` }));
    const parsed = parseSelectOptions(drafts);
    expect(parsed).toHaveLength(750);
    expect(parsed.at(-1)?.label).toBe('Option 749');
  });

  it('should de-duplicate labels ignoring case when parsing, keeping the first', () => {
    const parsed = parseSelectOptions([{ label: 'Mobile' }, { label: 'MOBILE' }, { label: ' mobile ' }]);
    expect(parsed.map((o) => o.label)).toEqual(['Mobile']);
  });

  it('should derive the same colour from the same label whatever its case', () => {
    expect(colorForLabel('Mobile')).toBe(colorForLabel('mOBILE'));
    expect(colorForLabel('Mobile')).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(colorForLabel));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('should give a parsed option the colour derived from its label when none is given', () => {
    expect(parseSelectOptions([{ label: 'Web' }])[0]?.color).toBe(colorForLabel('Web'));
  });

  it('should accept 3- or 6-digit hex colours with or without a hash', () => {
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
    expect(normalizeHexColor('abc')).toBe('#aabbcc');
    expect(normalizeHexColor('#A1B2C3')).toBe('#a1b2c3');
    expect(normalizeHexColor('a1b2c3')).toBe('#a1b2c3');
    expect(normalizeHexColor('#abcd')).toBeNull();
    expect(normalizeHexColor('red')).toBeNull();
    expect(normalizeHexColor('#ggg')).toBeNull();
  });

  it('should fall back to the derived colour when a parsed colour is not hex', () => {
    expect(parseSelectOptions([{ label: 'Web', color: 'blue' }])[0]?.color).toBe(colorForLabel('Web'));
    expect(parseSelectOptions([{ label: 'Web', color: 'f00' }])[0]?.color).toBe('#ff0000');
  });

  it('should keep existing options and add only new labels when merging', () => {
    const existing = parseSelectOptions([{ label: 'Web', color: '#111111' }]);
    const incoming = parseSelectOptions([{ label: 'WEB', color: '#222222' }, { label: 'iOS' }]);
    const merged = mergeSelectOptions(existing, incoming);
    expect(merged.map((o) => o.label)).toEqual(['Web', 'iOS']);
    expect(merged[0]).toEqual(existing[0]);
  });

  it('should give max selectable 1 for exactly one option and 100 otherwise', () => {
    expect(maxSelectableFor(1)).toBe(1);
    expect(maxSelectableFor(0)).toBe(100);
    expect(maxSelectableFor(2)).toBe(100);
    expect(maxSelectableFor(750)).toBe(100);
  });

  it('should split an option import on semicolons', () => {
    const parsed = parseSelectOptions(splitOptionImport('Web; iOS;;Android ;web'));
    expect(parsed.map((o) => o.label)).toEqual(['Web', 'iOS', 'Android']);
  });
});
