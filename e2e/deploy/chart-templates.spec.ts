import { hasPath, valuesPaths } from './chart-templates';

describe(valuesPaths.name, () => {
  it('should list the values read directly and through $ and $root', () => {
    const source = '{{ .Values.a.b }} {{ $.Values.c }} {{ $root.Values.d.e_f }} {{ .Values.a.b }}';
    expect(valuesPaths(source)).toEqual(['a.b', 'c', 'd.e_f']);
  });
});

describe(hasPath.name, () => {
  const values = { a: { b: '', c: {} }, d: [1], e: 'x' };

  it('should find a key whatever its value when present', () => {
    expect(['a', 'a.b', 'a.c', 'd', 'e'].every((path) => hasPath(values, path))).toBe(true);
  });

  it('should not find a key when it or a parent is missing or not a map', () => {
    expect(['a.x', 'x', 'e.f', 'd.0', 'a.b.c'].some((path) => hasPath(values, path))).toBe(false);
  });
});
