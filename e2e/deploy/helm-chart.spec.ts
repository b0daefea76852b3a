import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { hasPath, templateNames, valuesPaths } from './chart-templates';
import { CRD_FILE, ROOT_DIR } from './crd-validator';

const CHART_DIR = join(ROOT_DIR, 'charts/fieldnote');
const TEMPLATES_DIR = join(CHART_DIR, 'templates');
const read = (path: string) => readFileSync(path, 'utf8');
const templateFiles = readdirSync(TEMPLATES_DIR).sort();
const templates = Object.fromEntries(templateFiles.map((file) => [file, read(join(TEMPLATES_DIR, file))]));
const allTemplateText = Object.values(templates).join('\n');
const values = parse(read(join(CHART_DIR, 'values.yaml'))) as Record<string, unknown>;
const valuesSchema = JSON.parse(read(join(CHART_DIR, 'values.schema.json'))) as object;

/** A deep copy of values.yaml with one value replaced, e.g. withValue('api.replicas', -1). */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(values);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe('Helm chart charts/fieldnote', () => {
  describe('files', () => {
    it('should describe an application chart when Chart.yaml is read', () => {
      const chart = parse(read(join(CHART_DIR, 'Chart.yaml')));
      expect(chart).toMatchObject({ apiVersion: 'v2', name: 'fieldnote', type: 'application' });
      expect(chart.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(chart.appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    });

    it('should ship the very same Workspace CRD as crds/', () => {
      expect(read(join(CHART_DIR, 'crds/workspaces.fieldnote.dev.yaml'))).toBe(read(CRD_FILE));
      expect(readdirSync(join(CHART_DIR, 'crds'))).toEqual(['workspaces.fieldnote.dev.yaml']);
    });

    it('should have a README that lists every value', () => {
      const readme = read(join(CHART_DIR, 'README.md'));
      const leaves: string[] = [];
      const walk = (node: unknown, path: string[]) => {
        const isBranch = node !== null && typeof node === 'object' && !Array.isArray(node);
        if (isBranch && Object.keys(node).length > 0 && !path.at(-1)?.match(/resources|[sS]ecurityContext$/))
          for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
        else leaves.push(path.join('.'));
      };
      walk(values, []);
      expect(leaves.filter((leaf) => !readme.includes(`\`${leaf}\``))).toEqual([]);
    });
  });

  describe('values', () => {
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(valuesSchema);

    it('should validate values.yaml against values.schema.json', () => {
      validate(values);
      expect(validate.errors ?? []).toEqual([]);
    });

    it.each([
      ['an unknown region as default', 'defaultRegion', 'EU_B'],
      ['an unknown log level', 'logLevel', 'loud'],
      ['a short operator token', 'secrets.operatorToken', 'too-short'],
      ['a database URL that is not PostgreSQL', 'secrets.databaseUrl', 'mysql://db/fieldnote'],
      ['a region database for an unknown region', 'secrets.regionDatabaseUrls', { EU_B: 'postgres://db/x' }],
      ['no NATS', 'nats.url', ''],
      ['negative replicas', 'api.replicas', -1],
      ['a misspelt top-level key', 'replicaCount', 2],
      ['an unknown pull policy', 'image.pullPolicy', 'Sometimes'],
    ])('should refuse %s', (_name, path, value) => {
      expect(validate(withValue(path, value))).toBe(false);
    });
  });

  describe('templates', () => {
    it('should read only values that values.yaml defines', () => {
      const missing = valuesPaths(allTemplateText).filter((path) => !hasPath(values, path));
      expect(missing).toEqual([]);
      expect(valuesPaths(allTemplateText).length).toBeGreaterThan(40);
    });

    it('should include only templates that are defined', () => {
      const { defined, used } = templateNames(allTemplateText);
      expect(new Set(defined).size).toBe(defined.length);
      expect([...new Set(used)].filter((name) => !defined.includes(name))).toEqual([]);
    });
  });
});
