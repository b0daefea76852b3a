/** The chart's value sets the deploy tests render, and the real-apiserver suite applies. */

/** What `helm install` needs at least: the database and the operator token. */
export const REQUIRED = {
  secrets: {
    databaseUrl: 'postgres://fieldnote:secret@postgres:5432/fieldnote',
    operatorToken: 'o'.repeat(32),
  },
};

/** Realistic value sets, each rendered and every manifest validated. */
export const VALUE_SETS: Record<string, Record<string, unknown>> = {
  defaults: REQUIRED,
  'production with TLS, regions, Qdrant and monitoring': {
    ...REQUIRED,
    image: { repository: 'registry.example.com/fieldnote', tag: '0.2.0' },
    baseDomain: 'research.example.com',
    qdrant: { url: 'http://qdrant:6333', regionUrls: { EU_A: 'http://qdrant.eu:6333' } },
    secrets: {
      ...REQUIRED.secrets,
      regionDatabaseUrls: { EU_A: 'postgres://fieldnote:secret@postgres.eu:5432/fieldnote' },
      qdrantApiKey: 'qdrant-key',
    },
    ingress: {
      className: 'nginx',
      annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' },
      tls: { enabled: true, secretName: 'fieldnote-tls' },
    },
    api: { replicas: 3, podDisruptionBudget: { enabled: true, minAvailable: 2 } },
    serviceMonitor: { enabled: true, labels: { release: 'prometheus' } },
    nodeSelector: { 'kubernetes.io/arch': 'amd64' },
    tolerations: [{ key: 'dedicated', operator: 'Equal', value: 'fieldnote', effect: 'NoSchedule' }],
  },
  'an existing Secret, one watched namespace, no ingress': {
    secrets: { existingSecret: 'fieldnote-secrets' },
    operator: { watchNamespace: 'tenants', serviceAccount: { annotations: { 'iam.example.com/role': 'x' } } },
    ingress: { enabled: false },
    fullnameOverride: 'fn',
  },
  'uploads on a self-hosted S3-compatible store': {
    ...REQUIRED,
    storage: {
      maxUploadBytes: 10000000000,
      s3: {
        endpoint: 'http://minio.storage:9000',
        region: 'eu-central-1',
        bucket: 'research-files',
        forcePathStyle: true,
        keyPrefix: 'fieldnote/',
      },
    },
    secrets: { ...REQUIRED.secrets, s3AccessKeyId: 'minio-user', s3SecretAccessKey: 'minio-secret' },
  },
  'mail through an SMTP server': {
    ...REQUIRED,
    mail: {
      from: 'Research <research@example.com>',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, user: 'fieldnote' },
    },
    secrets: { ...REQUIRED.secrets, smtpPassword: 'smtp-secret' },
  },
  'operator and migrations disabled': {
    ...REQUIRED,
    operator: { enabled: false },
    migrations: { enabled: false },
  },
};
