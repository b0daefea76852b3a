import { CARET_COLORS, caretColor } from './caretColor';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('caretColor', () => {
  it('should give white name labels at least 4.5:1 contrast on every caret colour', () => {
    const ratios = CARET_COLORS.map((color) => ({
      color,
      enough: 1.05 / (luminance(color) + 0.05) >= 4.5,
    }));
    expect(ratios.filter((r) => !r.enough)).toEqual([]);
  });

  it('should give one member the same colour every time, from the palette', () => {
    const id = '5f0c6a52-8d3e-4a59-9d55-0b9a3c1e7f42';
    expect(caretColor(id)).toBe(caretColor(id));
    expect(CARET_COLORS).toContain(caretColor(id));
  });
});
