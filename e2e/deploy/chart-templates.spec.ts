import { blockProblems, defineBody, hasPath, scanTemplate, valuesPaths } from './chart-templates';

/** All the problems the template checks find in `source`. */
function problemsOf(source: string): string[] {
  const { actions, problems } = scanTemplate(source);
  return [...problems, ...blockProblems(actions)];
}

describe(scanTemplate.name, () => {
  it('should find no problem when every block is closed', () => {
    const source = [
      '{{- if .Values.a }}',
      'a: {{ printf "%s}}" .Values.b | quote }}',
      '{{- range $k, $v := .Values.c }}{{ $k }}{{- end }}',
      '{{- else if .Values.d }}',
      '{{/* a comment with }} inside */}}',
      '{{- else }}',
      '{{- with .Values.e }}{{ . }}{{ end }}',
      '{{- end }}',
    ].join('\n');
    expect(problemsOf(source)).toEqual([]);
  });

  it.each([
    ['an action never closed', 'a: {{ .Values.a', '"{{" is never closed'],
    ['a stray closing delimiter', 'a: .Values.a }}', '"}}" without "{{"'],
    ['an action inside an action', 'a: {{ .Values.a {{ .Values.b }}', '"{{" inside an action'],
    ['an if without end', '{{- if .Values.a }}\na: 1', '"if .Values.a" is never ended'],
    ['a define without end', '{{- define "x" -}}\na: 1', '"define "x"" is never ended'],
    ['an end too many', '{{- if .Values.a }}{{ end }}\n{{- end }}', 'end without a block'],
    ['an else outside a block', 'a: 1\n{{- else }}', 'else outside a block'],
  ])('should report %s', (_name, source, problem) => {
    expect(problemsOf(source).join('; ')).toContain(problem);
  });
});

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

describe(defineBody.name, () => {
  const source =
    '{{- define "a.b" -}}\n{{- if .x }}one{{- end }}\ntwo\n{{- end }}\n{{- define "c" }}three{{ end }}';

  it('should return the body up to its own end when blocks nest inside', () => {
    expect(defineBody(source, 'a.b')).toBe('\n{{- if .x }}one{{- end }}\ntwo\n');
    expect(defineBody(source, 'c')).toBe('three');
  });

  it('should throw when the template is not defined', () => {
    expect(() => defineBody(source, 'a')).toThrow('no define "a"');
  });
});
