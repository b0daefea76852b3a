import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { loadConfig } from '../../services/core/src';
import {
  blockProblems,
  defineBody,
  hasPath,
  scanTemplate,
  templateNames,
  valuesPaths,
} from './chart-templates';
import { CRD_FILE, ROOT_DIR } from './crd-validator';

const CHART_DIR = join(ROOT_DIR, 'charts/fieldnote');
const TEMPLATES_DIR = join(CHART_DIR, 'templates');
const read = (path: string) => readFileSync(path, 'utf8');
const templateFiles = readdirSync(TEMPLATES_DIR).sort();
const templates = Object.fromEntries(templateFiles.map((file) => [file, read(join(TEMPLATES_DIR, file))]));
const allTemplateText = Object.values(templates).join('\n');
const helpers = templates['_helpers.tpl'];
const values = parse(read(join(CHART_DIR, 'values.yaml'))) as Record<string, unknown>;
const valuesSchema = JSON.parse(read(join(CHART_DIR, 'values.schema.json'))) as object;

interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
}

/** True when one of the rules grants `verb` on `group`/`resource`. */
function grants(rules: PolicyRule[], group: string, resource: string, verb: string): boolean {
  return rules.some(
    (rule) =>
      rule.apiGroups.includes(group) && rule.resources.includes(resource) && rule.verbs.includes(verb),
  );
}

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
    it.each(templateFiles)('should balance the delimiters and blocks of %s', (file) => {
      const { actions, problems } = scanTemplate(templates[file]);
      expect([...problems, ...blockProblems(actions)]).toEqual([]);
    });

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

    it.each([
      ['control-plane.yaml', 'control-plane', 'controlPlane'],
      ['api.yaml', 'api', 'api'],
      ['worker.yaml', 'worker', 'worker'],
    ])('should run %s as one FIELDNOTE_COMPONENTS component with its own values', (file, component, key) => {
      expect(templates[file]).toContain(
        `include "fieldnote.component.deployment" (dict "root" . "component" "${component}" "values" .Values.${key})`,
      );
    });

    it('should start the web components with main.js, FIELDNOTE_COMPONENTS and /ping probes', () => {
      const deployment = defineBody(helpers, 'fieldnote.component.deployment');
      expect(deployment).toContain('command: ["node", "services/all-in-one/dist/main.js"]');
      expect(deployment).toMatch(/- name: FIELDNOTE_COMPONENTS\s+value: \{\{ \.component \| quote \}\}/);
      expect(deployment.match(/path: \/ping/g)).toHaveLength(3);
      expect(deployment).toContain('kind: Service');
      expect(deployment).toContain('kind: PodDisruptionBudget');
    });

    it('should start the operator with its entry point, its settings and its probes', () => {
      const operator = templates['operator.yaml'];
      expect(operator).toContain('command: ["node", "operator/dist/main.js"]');
      expect(operator).toMatch(/path: \/healthz\s+port: metrics/);
      expect(operator).toMatch(/path: \/readyz\s+port: metrics/);
      expect(operator).toMatch(/- name: POD_NAME\s+valueFrom:\s+fieldRef:\s+fieldPath: metadata\.name/);
      const given = [
        operator,
        defineBody(helpers, 'fieldnote.configData'),
        defineBody(helpers, 'fieldnote.secretEnv'),
      ].join('\n');
      const settings = [
        'OPERATOR_NAMESPACE',
        'LEASE_NAMESPACE',
        'LEASE_NAME',
        'POD_NAME',
        'METRICS_PORT',
        'DATABASE_URL',
        'REGION_{{ $region }}_DATABASE_URL',
        'QDRANT_URL',
        'REGION_{{ $region }}_QDRANT_URL',
        'QDRANT_API_KEY',
        'BASE_DOMAIN',
        'INGRESS_CLASS_NAME',
        'INGRESS_SERVICE_NAME',
        'INGRESS_SERVICE_PORT',
        'INGRESS_TLS_SECRET',
        'RESYNC_SECONDS',
        'LOG_LEVEL',
      ];
      expect(settings.filter((name) => !given.includes(name))).toEqual([]);
    });

    it('should set only settings the services read in the shared configuration', () => {
      const keys = [...defineBody(helpers, 'fieldnote.configData').matchAll(/^([A-Z0-9_]+):/gm)].map(
        (m) => m[1],
      );
      const samples: Record<string, string> = {
        PORT: '3000',
        DB_POOL_SIZE: '10',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        MIGRATE_ON_START: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        DEFAULT_REGION: 'US_B',
        PUBLIC_URL: 'https://fieldnote.example.com',
        QDRANT_URL: 'http://qdrant:6333',
        NATS_URL: 'nats://nats:4222',
      };
      const config = loadConfig(Object.fromEntries(keys.map((key) => [key, samples[key] ?? 'x'])));
      expect(keys.filter((key) => !(key in config))).toEqual([]);
      expect(keys).toEqual(
        expect.arrayContaining(['NATS_URL', 'BASE_DOMAIN', 'PUBLIC_URL', 'COOKIE_DOMAIN']),
      );
    });

    it('should migrate in a pre-install and pre-upgrade hook Job', () => {
      const job = templates['migrations-job.yaml'];
      expect(job).toContain('kind: Job');
      expect(job).toContain('command: ["node", "services/all-in-one/dist/migrate.js"]');
      expect(job.match(/helm\.sh\/hook: pre-install,pre-upgrade/g)).toHaveLength(2);
    });

    it('should route the root domain and every workspace host to the api, and /control and /admin to the control plane', () => {
      const ingress = templates['ingress.yaml'];
      expect(ingress).toContain('- host: {{ .Values.baseDomain | quote }}');
      expect(ingress).toContain('- host: {{ printf "*.%s" .Values.baseDomain | quote }}');
      expect(ingress.match(/name: \{\{ \$fullname \}\}-control-plane/g)).toHaveLength(2);
      expect(ingress.match(/name: \{\{ \$fullname \}\}-api/g)).toHaveLength(2);
    });
  });

  describe('operator permissions', () => {
    const rules = parse(defineBody(helpers, 'fieldnote.operator.rules')) as PolicyRule[];
    const leaseRules = parse(defineBody(helpers, 'fieldnote.operator.leaseRules')) as PolicyRule[];

    it.each([
      ['fieldnote.dev', 'workspaces', ['get', 'list', 'watch', 'update', 'patch']],
      ['fieldnote.dev', 'workspaces/status', ['get', 'update', 'patch']],
      ['fieldnote.dev', 'workspaces/finalizers', ['update']],
      ['networking.k8s.io', 'ingresses', ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete']],
      ['', 'events', ['create', 'patch']],
    ])('should grant on %p %p the verbs the operator uses', (group, resource, verbs) => {
      expect(verbs.filter((verb) => !grants(rules, group, resource, verb))).toEqual([]);
    });

    it('should grant the lease verbs for leader election', () => {
      const verbs = ['get', 'create', 'update'];
      expect(verbs.filter((verb) => !grants(leaseRules, 'coordination.k8s.io', 'leases', verb))).toEqual([]);
    });

    it('should never grant the operator secrets or wildcards', () => {
      const all = [...rules, ...leaseRules];
      expect(all.filter((rule) => rule.resources.includes('secrets'))).toEqual([]);
      expect(all.filter((rule) => [rule.apiGroups, rule.resources, rule.verbs].flat().includes('*'))).toEqual(
        [],
      );
    });

    it('should bind the rules in a ClusterRole, or a Role in the watched namespace, and the lease rules in a Role', () => {
      const rbac = templates['operator-rbac.yaml'];
      expect(rbac.match(/include "fieldnote\.operator\.rules"/g)).toHaveLength(2);
      expect(rbac).toMatch(/kind: ClusterRole\n[\s\S]*include "fieldnote\.operator\.rules"/);
      expect(rbac).toMatch(/kind: Role\n[\s\S]*include "fieldnote\.operator\.leaseRules"/);
      expect(
        rbac.match(
          /kind: ServiceAccount\n\s+name: \{\{ include "fieldnote\.operator\.serviceAccountName" \. \}\}/g,
        ),
      ).toHaveLength(3);
    });
  });
});
