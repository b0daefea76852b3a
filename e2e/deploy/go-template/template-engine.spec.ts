import { helmFunctions, sprintf } from './helm-functions';
import { TemplateExecutor, formatNumber, templateSet } from './template-executor';
import { parseTemplate } from './template-parser';

/** Renders `source` (with any defines in `helpers`) as Helm would, with `data` as dot. */
function render(source: string, data: unknown = {}, helpers = ''): string {
  const files = [parseTemplate(helpers, '_helpers.tpl'), parseTemplate(source, 'test.yaml')];
  const executor: TemplateExecutor = new TemplateExecutor(
    templateSet(
      files,
      helmFunctions((name, value) => executor.include(name, value)),
    ),
  );
  return executor.render(files[1].nodes, data);
}

describe('Go template engine (the constructs the chart uses)', () => {
  it.each([
    ['text and fields', 'a: {{ .A.B }}', { A: { B: 'x' } }, 'a: x'],
    ['a missing field as empty', 'a: {{ .A.Nope }}', { A: {} }, 'a: '],
    ['left and right trim markers', 'a:\n  {{- " x" }}  \n{{- " y" -}}\n  z', {}, 'a: x yz'],
    ['a comment', 'a{{/* gone */}}b{{- /* also gone */ -}} c', {}, 'abc'],
    ['if / else if / else', '{{ if .A }}a{{ else if .B }}b{{ else }}c{{ end }}', { B: 1 }, 'b'],
    [
      'empty values as false',
      '{{ if .L }}x{{ else }}{{ if .M }}y{{ else }}none{{ end }}{{ end }}',
      { L: [], M: {} },
      'none',
    ],
    [
      'with rebinding dot',
      '{{ with .A }}{{ .B }}{{ end }}{{ with .Z }}no{{ else }}else{{ end }}',
      { A: { B: 2 } },
      '2else',
    ],
    [
      'range over a list with index',
      '{{ range $i, $v := .L }}{{ $i }}={{ $v }};{{ end }}',
      { L: ['a', 'b'] },
      '0=a;1=b;',
    ],
    [
      'range over a map in key order',
      '{{ range $k, $v := .M }}{{ $k }}={{ $v }};{{ end }}',
      { M: { b: 2, a: 1 } },
      'a=1;b=2;',
    ],
    ['range with else', '{{ range .L }}x{{ else }}empty{{ end }}', { L: [] }, 'empty'],
    ['$ inside range', '{{ range .L }}{{ $.P }}{{ . }}{{ end }}', { L: [1, 2], P: '-' }, '-1-2'],
    [
      'variables declared and assigned',
      '{{ $a := "x" }}{{ if true }}{{ $a = "y" }}{{ end }}{{ $a }}',
      {},
      'y',
    ],
    ['pipelines feeding the last argument', '{{ "abc" | printf "%s-%s" "z" | quote }}', {}, '"z-abc"'],
    ['parenthesised calls and field access', '{{ (dict "a" (dict "b" "c")).a.b }}', {}, 'c'],
    [
      'numbers as Go prints float64',
      '{{ .N }} {{ .Big }} {{ .F }}',
      { N: 3000, Big: 1000000, F: 0.5 },
      '3000 1e+06 0.5',
    ],
  ])('should render %s', (_name, source, data, expected) => {
    expect(render(source, data)).toBe(expected);
  });

  it('should include a define with its own dot and indent it', () => {
    const helpers = '{{- define "labels" -}}\napp: {{ .name }}\ntier: {{ .tier }}\n{{- end }}';
    const source = 'labels:\n  {{- include "labels" (dict "name" "web" "tier" "api") | nindent 2 }}';

    expect(render(source, {}, helpers)).toBe('labels:\n  app: web\n  tier: api');
  });

  it('should render maps with toYaml sorted by key and read them back with fromYaml', () => {
    expect(render('{{ toYaml .M }}', { M: { b: [1], a: { c: 'x' } } })).toBe('a:\n  c: x\nb:\n  - 1');
    expect(render('{{ (fromYaml "a: 1\\nb: two").b }}')).toBe('two');
  });

  it.each([
    ['default for an empty value', '{{ default "d" .E }}|{{ default "d" .S }}', { E: '', S: 's' }, 'd|s'],
    ['required when given', '{{ required "need it" .S }}', { S: 'x' }, 'x'],
    ['int64 of a large YAML number', '{{ .N | int64 | toString }}', { N: 2147483648 }, '2147483648'],
    ['trunc and trimSuffix', '{{ "abcdef-" | trunc 7 | trimSuffix "-" }}', {}, 'abcdef'],
    [
      'contains, hasPrefix, replace',
      '{{ contains "b" "abc" }} {{ hasPrefix "http://" "https://x" }} {{ replace "+" "_" "a+b" }}',
      {},
      'true false a_b',
    ],
    ['join and splitList', '{{ join "," (splitList "/" "a/b/c") }}', {}, 'a,b,c'],
    [
      'and, or, not, eq, ternary',
      '{{ and 1 "" }}|{{ or "" "y" }}|{{ not "" }}|{{ eq "a" "b" "a" }}|{{ ternary "t" "f" false }}',
      {},
      '|y|true|true|f',
    ],
    [
      'toString and quote of numbers and booleans',
      '{{ .N | toString | quote }} {{ .B | quote }}',
      { N: 8080, B: false },
      '"8080" "false"',
    ],
    ['b64enc and sha256sum', '{{ b64enc "hi" }} {{ sha256sum "" | trunc 8 }}', {}, 'aGk= e3b0c442'],
  ])('should apply %s as sprig does', (_name, source, data, expected) => {
    expect(render(source, data)).toBe(expected);
  });

  it('should fail the render with the message of required when the value is empty', () => {
    expect(() => render('{{ required "secrets.databaseUrl is required" .S }}', { S: '' })).toThrow(
      'secrets.databaseUrl is required',
    );
  });

  it.each([
    ['an unclosed action', '{{ .A', /unclosed action/],
    ['a block never ended', '{{ if .A }}x', /never ended/],
    ['an end too many', '{{ end }}', /unexpected end/],
    ['an unknown function', '{{ nope 1 }}', /function "nope" not defined/],
    ['an undefined variable', '{{ $x }}', /undefined variable: \$x/],
    ['an include of an unknown template', '{{ include "missing" . }}', /no template "missing"/],
  ])('should refuse %s', (_name, source, error) => {
    expect(() => render(source)).toThrow(error);
  });

  it('should format as Go does for %s, %v, %d, %q and %%', () => {
    expect(sprintf('%s-%v-%d-%q-%%-%s', 'a', 1.5, 7, 'q', true)).toBe('a-1.5-7-"q"-%-true');
    expect(formatNumber(0.00001)).toBe('1e-05');
  });
});
