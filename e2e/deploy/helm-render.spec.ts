import { join } from 'node:path';
import type {
  V1ClusterRole,
  V1ClusterRoleBinding,
  V1ConfigMap,
  V1Deployment,
  V1Ingress,
  V1Job,
  V1Role,
  V1RoleBinding,
  V1Secret,
  V1Service,
} from '../../operator/src/testing/kubernetes-types';
import { loadConfig } from '../../services/core/src';
import { ROOT_DIR } from './crd-validator';
import {
  HelmChartRenderer,
  type RenderedManifest,
  ValuesSchemaError,
} from './go-template/helm-chart-renderer';
import { manifestProblems } from './kubernetes-manifests';
import { REQUIRED, VALUE_SETS } from './chart-value-sets';

const chart = new HelmChartRenderer(join(ROOT_DIR, 'charts/fieldnote'));

const renders = Object.fromEntries(
  Object.entries(VALUE_SETS).map(([name, overrides]) => [name, chart.render(overrides).manifests]),
);
// One schema-check process for every manifest of every value set.
const allManifests = Object.entries(renders).flatMap(([set, manifests]) =>
  manifests.map((m) => ({ set, ...m })),
);
const problems = manifestProblems(allManifests.map((m) => m.manifest));

function find<T>(manifests: RenderedManifest[], kind: string, name: string): T {
  const found = manifests.find((m) => m.manifest.kind === kind && m.manifest.metadata?.name === name);
  if (!found)
    throw new Error(
      `no ${kind} ${name} in ${manifests.map((m) => `${m.manifest.kind}/${m.manifest.metadata?.name}`)}`,
    );
  return found.manifest as unknown as T;
}

const kinds = (manifests: RenderedManifest[]) =>
  manifests.map((m) => `${m.manifest.kind}/${m.manifest.metadata?.name}`).sort();
const defaults = renders.defaults;
const container = (workload: V1Deployment | V1Job) => workload.spec!.template.spec!.containers[0];
const envNames = (workload: V1Deployment | V1Job) => (container(workload).env ?? []).map((e) => e.name);

interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
}

const grants = (rules: PolicyRule[], group: string, resource: string, verb: string) =>
  rules.some((r) => r.apiGroups.includes(group) && r.resources.includes(resource) && r.verbs.includes(verb));

describe('Helm chart charts/fieldnote, rendered', () => {
  describe('every manifest of every value set', () => {
    it.each(
      allManifests.map((m, i) => [m.set, `${m.manifest.kind}/${m.manifest.metadata?.name}`, i] as const),
    )('should be valid for Kubernetes (%s: %s)', (_set, _name, index) => {
      expect(problems[index]).toEqual([]);
    });

    it('should give each object of a kind its own name', () => {
      for (const manifests of Object.values(renders))
        expect(new Set(kinds(manifests)).size).toBe(manifests.length);
    });
  });

  it('should render the whole fleet with the default values', () => {
    expect(kinds(defaults)).toEqual([
      'ClusterRole/fieldnote-fieldnote-operator',
      'ClusterRoleBinding/fieldnote-fieldnote-operator',
      'ConfigMap/fieldnote',
      'Deployment/fieldnote-api',
      'Deployment/fieldnote-control-plane',
      'Deployment/fieldnote-operator',
      'Deployment/fieldnote-worker',
      'Ingress/fieldnote',
      'Job/fieldnote-migrations',
      'Role/fieldnote-operator-leader-election',
      'RoleBinding/fieldnote-operator-leader-election',
      'Secret/fieldnote',
      'Secret/fieldnote-migrations',
      'Service/fieldnote-api',
      'Service/fieldnote-control-plane',
      'Service/fieldnote-operator',
      'Service/fieldnote-worker',
      'ServiceAccount/fieldnote-operator',
    ]);
  });

  it('should drop the Ingress, and tell how to reach the api instead, when ingress is disabled', () => {
    const rendered = chart.render({ ...REQUIRED, ingress: { enabled: false } });

    expect(rendered.manifests.filter((m) => m.manifest.kind === 'Ingress')).toEqual([]);
    expect(rendered.notes).toContain('port-forward svc/fieldnote-api 3000:80');
    expect(defaults.filter((m) => m.manifest.kind === 'Ingress')).toHaveLength(1);
  });

  it('should drop the operator and its RBAC when the operator is disabled', () => {
    const names = kinds(renders['operator and migrations disabled']);
    expect(names.filter((n) => /operator|migrations/.test(n))).toEqual([]);
  });

  it.each([
    [
      'a value outside the schema',
      { ...REQUIRED, defaultRegion: 'EU_B' },
      /defaultRegion|must be equal to one of/,
    ],
    ['a misspelt top-level key', { ...REQUIRED, replicaCount: 2 }, /additional properties/],
    ['negative replicas', { ...REQUIRED, api: { replicas: -1 } }, /must be >= 0/],
  ])('should refuse %s before rendering', (_name, overrides, message) => {
    expect(() => chart.render(overrides)).toThrow(ValuesSchemaError);
    expect(() => chart.render(overrides)).toThrow(message);
  });

  it("should refuse to render without a database URL or operator token, with the chart's message", () => {
    expect(() => chart.render({ secrets: { operatorToken: 'o'.repeat(32) } })).toThrow(
      'secrets.databaseUrl is required when secrets.existingSecret is empty',
    );
    expect(() => chart.render({ secrets: { databaseUrl: REQUIRED.secrets.databaseUrl } })).toThrow(
      'secrets.operatorToken is required when secrets.existingSecret is empty',
    );
  });

  it.each([
    ['control-plane', 'fieldnote-control-plane'],
    ['api', 'fieldnote-api'],
    ['worker', 'fieldnote-worker'],
  ])(
    'should run the %s component from main.js with FIELDNOTE_COMPONENTS, /ping probes and a Service',
    (component, name) => {
      const deployment = find<V1Deployment>(defaults, 'Deployment', name);
      const service = find<V1Service>(defaults, 'Service', name);
      const main = container(deployment);

      expect(main.command).toEqual(['node', 'services/all-in-one/dist/main.js']);
      expect(main.env).toContainEqual({ name: 'FIELDNOTE_COMPONENTS', value: component });
      expect(
        [main.startupProbe, main.readinessProbe, main.livenessProbe].map((p) => p?.httpGet?.path),
      ).toEqual(['/ping', '/ping', '/ping']);
      expect(service.spec?.selector).toEqual(deployment.spec?.selector.matchLabels);
      expect(deployment.spec?.template.metadata?.labels).toMatchObject(
        deployment.spec?.selector.matchLabels ?? {},
      );
      expect(envNames(deployment).includes('OPERATOR_TOKEN')).toBe(component === 'control-plane');
    },
  );

  it.each(['control-plane', 'api', 'worker'])(
    'should restart the %s pod when its event loop is wedged within 40 s, on a probe that reads no database',
    (component) => {
      const probe = container(
        find<V1Deployment>(defaults, 'Deployment', `fieldnote-${component}`),
      ).livenessProbe!;
      // /ping answers from the event loop without the database (liveness.e2e-spec.ts shows both).
      expect(probe.httpGet).toEqual({ path: '/ping', port: 'http' });
      // Spec 000 §7 gives /ping 5 seconds; a wedged pod fails failureThreshold probes in a row.
      expect(probe.timeoutSeconds).toBe(5);
      const secondsToRestart = probe.periodSeconds! * probe.failureThreshold! + probe.timeoutSeconds!;
      expect(secondsToRestart).toBeLessThanOrEqual(40);
      expect(probe.failureThreshold).toBeGreaterThanOrEqual(3);
    },
  );

  it('should start the operator with its entry point, its settings and its probes', () => {
    const operator = find<V1Deployment>(defaults, 'Deployment', 'fieldnote-operator');
    const main = container(operator);
    const configMap = find<V1ConfigMap>(defaults, 'ConfigMap', 'fieldnote');
    const given = [...envNames(operator), ...Object.keys(configMap.data ?? {})];

    expect(main.command).toEqual(['node', 'operator/dist/main.js']);
    expect(main.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
    expect(main.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'metrics' });
    expect(main.env).toContainEqual({
      name: 'POD_NAME',
      valueFrom: { fieldRef: { fieldPath: 'metadata.name' } },
    });
    const settings = ['OPERATOR_NAMESPACE', 'LEASE_NAMESPACE', 'LEASE_NAME', 'METRICS_PORT', 'DATABASE_URL'];
    const more = [
      'REGION_EU_A_DATABASE_URL',
      'QDRANT_API_KEY',
      'BASE_DOMAIN',
      'INGRESS_SERVICE_NAME',
      'INGRESS_SERVICE_PORT',
    ];
    expect([...settings, ...more, 'RESYNC_SECONDS', 'LOG_LEVEL'].filter((n) => !given.includes(n))).toEqual(
      [],
    );
    expect(operator.spec?.template.spec?.serviceAccountName).toBe('fieldnote-operator');
  });

  it('should give the operator the TLS secret, class and regional Qdrant of a production install', () => {
    const production = renders['production with TLS, regions, Qdrant and monitoring'];
    const operator = container(find<V1Deployment>(production, 'Deployment', 'fieldnote-operator'));
    const configMap = find<V1ConfigMap>(production, 'ConfigMap', 'fieldnote');

    expect(operator.env).toContainEqual({ name: 'INGRESS_TLS_SECRET', value: 'fieldnote-tls' });
    expect(operator.env).toContainEqual({ name: 'INGRESS_CLASS_NAME', value: 'nginx' });
    expect(operator.image).toBe('registry.example.com/fieldnote:0.2.0');
    expect(configMap.data).toMatchObject({
      QDRANT_URL: 'http://qdrant:6333',
      REGION_EU_A_QDRANT_URL: 'http://qdrant.eu:6333',
    });
    expect(
      find<V1ConfigMap>(production, 'ServiceMonitor', 'fieldnote-operator').metadata?.labels?.release,
    ).toBe('prometheus');
  });

  it('should wire the S3-compatible store and its credentials into every web component when configured', () => {
    const manifests = renders['uploads on a self-hosted S3-compatible store'];
    const data = find<V1ConfigMap>(manifests, 'ConfigMap', 'fieldnote').data ?? {};
    const secret = find<V1Secret>(manifests, 'Secret', 'fieldnote').data ?? {};
    const config = loadConfig({ ...data, S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' });

    expect(data).toMatchObject({
      STORAGE_DRIVER: 's3',
      MAX_UPLOAD_BYTES: '10000000000',
      S3_ENDPOINT: 'http://minio.storage:9000',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'research-files',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'fieldnote/',
    });
    expect(config.MAX_UPLOAD_BYTES).toBe(1e10);
    expect(Buffer.from(secret.S3_ACCESS_KEY_ID ?? '', 'base64').toString()).toBe('minio-user');
    expect(Buffer.from(secret.S3_SECRET_ACCESS_KEY ?? '', 'base64').toString()).toBe('minio-secret');
    for (const component of ['api', 'worker', 'control-plane']) {
      const deployment = find<V1Deployment>(manifests, 'Deployment', `fieldnote-${component}`);
      expect(envNames(deployment)).toEqual(
        expect.arrayContaining(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
      );
    }
  });

  it('should send mail through the SMTP server with its password from the Secret when configured', () => {
    const manifests = renders['mail through an SMTP server'];
    const data = find<V1ConfigMap>(manifests, 'ConfigMap', 'fieldnote').data ?? {};
    const secret = find<V1Secret>(manifests, 'Secret', 'fieldnote').data ?? {};
    const config = loadConfig(data);

    expect(data).toMatchObject({
      MAIL_FROM: 'Research <research@example.com>',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'fieldnote',
    });
    expect(config.SMTP_PORT).toBe(465);
    expect(Buffer.from(secret.SMTP_PASSWORD ?? '', 'base64').toString()).toBe('smtp-secret');
    for (const component of ['api', 'worker', 'control-plane']) {
      const deployment = find<V1Deployment>(manifests, 'Deployment', `fieldnote-${component}`);
      expect(envNames(deployment)).toEqual(expect.arrayContaining(['SMTP_PASSWORD']));
    }
    // Without a host the fleet only logs its mails.
    expect(find<V1ConfigMap>(defaults, 'ConfigMap', 'fieldnote').data?.SMTP_HOST).toBeUndefined();
  });

  it('should keep uploads in the default bucket on AWS with the pod credentials when nothing is set', () => {
    const data = find<V1ConfigMap>(defaults, 'ConfigMap', 'fieldnote').data ?? {};
    expect(data).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'fieldnote-files',
      MAX_UPLOAD_BYTES: '2147483648',
    });
    expect(data.S3_ENDPOINT).toBeUndefined();
    expect(find<V1Secret>(defaults, 'Secret', 'fieldnote').data?.S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it('should set only settings the services read in the shared configuration', () => {
    const data = find<V1ConfigMap>(defaults, 'ConfigMap', 'fieldnote').data ?? {};
    const config = loadConfig(data);

    expect(Object.keys(data).filter((key) => !(key in config))).toEqual([]);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['NATS_URL', 'BASE_DOMAIN', 'PUBLIC_URL', 'COOKIE_DOMAIN']),
    );
  });

  it('should migrate in a pre-install and pre-upgrade hook Job with the same settings as the ConfigMap', () => {
    const job = find<V1Job>(defaults, 'Job', 'fieldnote-migrations');
    const secret = find<V1Secret>(defaults, 'Secret', 'fieldnote-migrations');
    const configMap = find<V1ConfigMap>(defaults, 'ConfigMap', 'fieldnote');
    const env = Object.fromEntries(
      (container(job).env ?? []).filter((e) => e.value !== undefined).map((e) => [e.name, e.value]),
    );

    expect(container(job).command).toEqual(['node', 'services/all-in-one/dist/migrate.js']);
    expect(job.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(secret.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Buffer.from(secret.data?.DATABASE_URL ?? '', 'base64').toString()).toBe(
      REQUIRED.secrets.databaseUrl,
    );
    expect(env).toEqual(configMap.data);
  });

  it('should route the root domain and every workspace host to the api, and /control and /admin to the control plane', () => {
    const ingress = find<V1Ingress>(defaults, 'Ingress', 'fieldnote');
    const routes = (ingress.spec?.rules ?? []).flatMap((rule) =>
      (rule.http?.paths ?? []).map((p) => `${rule.host}${p.path} -> ${p.backend.service?.name}`),
    );

    expect(routes).toEqual([
      'fieldnote.example.com/control -> fieldnote-control-plane',
      'fieldnote.example.com/admin -> fieldnote-control-plane',
      'fieldnote.example.com/ -> fieldnote-api',
      '*.fieldnote.example.com/ -> fieldnote-api',
    ]);
  });

  describe('operator permissions', () => {
    const clusterRole = find<V1ClusterRole>(defaults, 'ClusterRole', 'fieldnote-fieldnote-operator');
    const leaseRole = find<V1Role>(defaults, 'Role', 'fieldnote-operator-leader-election');
    const rules = clusterRole.rules as PolicyRule[];

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
      expect(
        verbs.filter(
          (verb) => !grants(leaseRole.rules as PolicyRule[], 'coordination.k8s.io', 'leases', verb),
        ),
      ).toEqual([]);
    });

    it('should never grant the operator secrets or wildcards', () => {
      const all = [...rules, ...(leaseRole.rules as PolicyRule[])];
      expect(all.filter((rule) => rule.resources.includes('secrets'))).toEqual([]);
      expect(all.filter((rule) => [rule.apiGroups, rule.resources, rule.verbs].flat().includes('*'))).toEqual(
        [],
      );
    });

    it("should bind the rules to the operator's ServiceAccount cluster-wide, or in the one watched namespace", () => {
      const scoped = renders['an existing Secret, one watched namespace, no ingress'];
      const binding = find<V1ClusterRoleBinding>(
        defaults,
        'ClusterRoleBinding',
        'fieldnote-fieldnote-operator',
      );
      const role = find<V1Role>(scoped, 'Role', 'fn-operator');
      const roleBinding = find<V1RoleBinding>(scoped, 'RoleBinding', 'fn-operator');

      expect(binding.subjects).toEqual([
        { kind: 'ServiceAccount', name: 'fieldnote-operator', namespace: 'fieldnote' },
      ]);
      expect(binding.roleRef).toMatchObject({ kind: 'ClusterRole', name: clusterRole.metadata?.name });
      expect(role.metadata?.namespace).toBe('tenants');
      expect(role.rules).toEqual(rules);
      expect(roleBinding.subjects).toEqual([
        { kind: 'ServiceAccount', name: 'fn-operator', namespace: 'fieldnote' },
      ]);
      expect(kinds(scoped).filter((n) => n.startsWith('ClusterRole'))).toEqual([]);
    });
  });
});
