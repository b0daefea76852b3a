{{/* Chart name, overridable. */}}
{{- define "fieldnote.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Release-qualified name; components append their own suffix. */}}
{{- define "fieldnote.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 40 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 40 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "fieldnote.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels on every object. Call with (dict "root" $ "component" "api"). */}}
{{- define "fieldnote.labels" -}}
helm.sh/chart: {{ include "fieldnote.chart" .root }}
{{ include "fieldnote.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: fieldnote
{{- end }}

{{/* Labels a Service or Deployment selects on. Call with (dict "root" $ "component" "api"). */}}
{{- define "fieldnote.selectorLabels" -}}
app.kubernetes.io/name: {{ include "fieldnote.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "fieldnote.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}

{{/* The Secret with DATABASE_URL, REGION_<R>_DATABASE_URL, OPERATOR_TOKEN and QDRANT_API_KEY. */}}
{{- define "fieldnote.secretName" -}}
{{- default (include "fieldnote.fullname" .) .Values.secrets.existingSecret }}
{{- end }}

{{- define "fieldnote.operator.serviceAccountName" -}}
{{- if .Values.operator.serviceAccount.create }}
{{- default (printf "%s-operator" (include "fieldnote.fullname" .)) .Values.operator.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.operator.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "fieldnote.publicUrl" -}}
{{- default (printf "https://%s" .Values.baseDomain) .Values.publicUrl }}
{{- end }}

{{/* The regions Fieldnote knows (spec 001 §9). */}}
{{- define "fieldnote.regions" -}}
US_A,US_B,EU_A,AU_A
{{- end }}

{{/*
Settings every Fieldnote process reads, as a YAML map of strings: the ConfigMap's data, and the
migration Job's env (the Job runs before the ConfigMap exists).
*/}}
{{- define "fieldnote.configData" -}}
NODE_ENV: "production"
HOST: "0.0.0.0"
PORT: "3000"
DATA_DIR: "/tmp/fieldnote"
BASE_DOMAIN: {{ .Values.baseDomain | quote }}
PUBLIC_URL: {{ include "fieldnote.publicUrl" . | quote }}
COOKIE_DOMAIN: {{ default (printf ".%s" .Values.baseDomain) .Values.cookie.domain | quote }}
COOKIE_SECURE: {{ .Values.cookie.secure | toString | quote }}
TRUST_PROXY: {{ .Values.trustProxy | toString | quote }}
DEFAULT_REGION: {{ .Values.defaultRegion | quote }}
SERVED_REGIONS: {{ join "," .Values.servedRegions | quote }}
SEED_DEMO: "false"
# The migration Job migrates once per release; pods start without waiting on it.
MIGRATE_ON_START: "false"
LOG_LEVEL: {{ .Values.logLevel | quote }}
DB_POOL_SIZE: {{ .Values.dbPoolSize | toString | quote }}
NATS_URL: {{ .Values.nats.url | quote }}
{{- if .Values.qdrant.url }}
QDRANT_URL: {{ .Values.qdrant.url | quote }}
{{- end }}
{{- range $region, $url := .Values.qdrant.regionUrls }}
REGION_{{ $region }}_QDRANT_URL: {{ $url | quote }}
{{- end }}
STORAGE_DRIVER: "s3"
MAX_UPLOAD_BYTES: {{ .Values.storage.maxUploadBytes | int64 | toString | quote }}
S3_BUCKET: {{ required "storage.s3.bucket is required: uploaded files live in an S3-compatible bucket" .Values.storage.s3.bucket | quote }}
S3_REGION: {{ .Values.storage.s3.region | quote }}
S3_FORCE_PATH_STYLE: {{ .Values.storage.s3.forcePathStyle | toString | quote }}
{{- if .Values.storage.s3.endpoint }}
S3_ENDPOINT: {{ .Values.storage.s3.endpoint | quote }}
{{- end }}
{{- if .Values.storage.s3.keyPrefix }}
S3_KEY_PREFIX: {{ .Values.storage.s3.keyPrefix | quote }}
{{- end }}
MAIL_FROM: {{ .Values.mail.from | quote }}
{{- if .Values.mail.smtp.host }}
SMTP_HOST: {{ .Values.mail.smtp.host | quote }}
SMTP_PORT: {{ .Values.mail.smtp.port | toString | quote }}
SMTP_SECURE: {{ .Values.mail.smtp.secure | toString | quote }}
{{- if .Values.mail.smtp.user }}
SMTP_USER: {{ .Values.mail.smtp.user | quote }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Environment entries read from the Secret. Call with (dict "root" $ "secret" <name> "operatorToken"
<bool>): only the control plane gets the operator token.
*/}}
{{- define "fieldnote.secretEnv" -}}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: DATABASE_URL
{{- range $region := splitList "," (include "fieldnote.regions" .root) }}
- name: REGION_{{ $region }}_DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $.secret }}
      key: REGION_{{ $region }}_DATABASE_URL
      optional: true
{{- end }}
- name: QDRANT_API_KEY
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: QDRANT_API_KEY
      optional: true
- name: S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: S3_ACCESS_KEY_ID
      optional: true
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: S3_SECRET_ACCESS_KEY
      optional: true
- name: SMTP_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: SMTP_PASSWORD
      optional: true
{{- if .operatorToken }}
- name: OPERATOR_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: OPERATOR_TOKEN
{{- end }}
{{- end }}

{{/*
One Fieldnote web component (control-plane, api or worker): a Deployment running main.js with
FIELDNOTE_COMPONENTS. Call with (dict "root" $ "component" "api" "values" $.Values.api).
*/}}
{{- define "fieldnote.component.deployment" -}}
{{- $root := .root }}
{{- $values := .values }}
{{- $labels := dict "root" $root "component" .component }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "fieldnote.fullname" $root }}-{{ .component }}
  labels:
    {{- include "fieldnote.labels" $labels | nindent 4 }}
spec:
  replicas: {{ $values.replicas }}
  selector:
    matchLabels:
      {{- include "fieldnote.selectorLabels" $labels | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "fieldnote.selectorLabels" $labels | nindent 8 }}
      annotations:
        checksum/config: {{ include "fieldnote.configData" $root | sha256sum }}
        {{- if not $root.Values.secrets.existingSecret }}
        checksum/secret: {{ include "fieldnote.secretData" $root | sha256sum }}
        {{- end }}
        {{- with $values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      # The web components never call the Kubernetes API; Fieldnote reads no service-link variables.
      automountServiceAccountToken: false
      enableServiceLinks: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      containers:
        - name: {{ .component }}
          image: {{ include "fieldnote.image" $root | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          command: ["node", "services/all-in-one/dist/main.js"]
          env:
            - name: FIELDNOTE_COMPONENTS
              value: {{ .component | quote }}
            - name: NODE_OPTIONS
              value: {{ printf "--max-old-space-size=%v" $values.maxHeapMb | quote }}
            {{- include "fieldnote.secretEnv" (dict "root" $root "secret" (include "fieldnote.secretName" $root) "operatorToken" (eq .component "control-plane")) | nindent 12 }}
            {{- with $root.Values.extraEnv }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          envFrom:
            - configMapRef:
                name: {{ include "fieldnote.fullname" $root }}
          ports:
            - name: http
              containerPort: 3000
              protocol: TCP
          # Start-up migrates pending schemas (usually none: the migration Job ran first).
          startupProbe:
            httpGet:
              path: /ping
              port: http
            periodSeconds: 5
            failureThreshold: 60
          readinessProbe:
            httpGet:
              path: /ping
              port: http
            periodSeconds: 10
            timeoutSeconds: 5
          # Liveness is the event loop's: /ping is answered by the same loop as every request and
          # reads no database, so a wedged process (a tight loop, a long block) fails three probes
          # in a row and is restarted within about 35 s (the WebSocket clients pinned to it stay
          # stuck until then, readiness does not move them), while a database outage restarts no pod.
          livenessProbe:
            httpGet:
              path: /ping
              port: http
            periodSeconds: 10
            timeoutSeconds: 5
            failureThreshold: 3
          resources:
            {{- toYaml $values.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.securityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir: {}
      {{- with $root.Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $root.Values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $root.Values.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "fieldnote.fullname" $root }}-{{ .component }}
  labels:
    {{- include "fieldnote.labels" $labels | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "fieldnote.selectorLabels" $labels | nindent 4 }}
  ports:
    - name: http
      port: {{ $values.service.port }}
      targetPort: http
      protocol: TCP
{{- if $values.podDisruptionBudget.enabled }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "fieldnote.fullname" $root }}-{{ .component }}
  labels:
    {{- include "fieldnote.labels" $labels | nindent 4 }}
spec:
  minAvailable: {{ $values.podDisruptionBudget.minAvailable }}
  selector:
    matchLabels:
      {{- include "fieldnote.selectorLabels" $labels | nindent 6 }}
{{- end }}
{{- end }}

{{/* The chart's own Secret's data (when no existingSecret is named), base64-encoded. */}}
{{- define "fieldnote.secretData" -}}
{{ include "fieldnote.databaseSecretData" . }}
OPERATOR_TOKEN: {{ required "secrets.operatorToken is required when secrets.existingSecret is empty" .Values.secrets.operatorToken | b64enc | quote }}
{{- if .Values.secrets.qdrantApiKey }}
QDRANT_API_KEY: {{ .Values.secrets.qdrantApiKey | b64enc | quote }}
{{- end }}
{{- if .Values.secrets.s3AccessKeyId }}
S3_ACCESS_KEY_ID: {{ .Values.secrets.s3AccessKeyId | b64enc | quote }}
{{- end }}
{{- if .Values.secrets.s3SecretAccessKey }}
S3_SECRET_ACCESS_KEY: {{ .Values.secrets.s3SecretAccessKey | b64enc | quote }}
{{- end }}
{{- if .Values.secrets.smtpPassword }}
SMTP_PASSWORD: {{ .Values.secrets.smtpPassword | b64enc | quote }}
{{- end }}
{{- end }}

{{/* The database URLs alone: what the migration Job needs. */}}
{{- define "fieldnote.databaseSecretData" -}}
DATABASE_URL: {{ required "secrets.databaseUrl is required when secrets.existingSecret is empty" .Values.secrets.databaseUrl | b64enc | quote }}
{{- range $region, $url := .Values.secrets.regionDatabaseUrls }}
REGION_{{ $region }}_DATABASE_URL: {{ $url | b64enc | quote }}
{{- end }}
{{- end }}

{{/* The operator's permissions on the resources it reconciles and creates, in the watched namespaces. */}}
{{- define "fieldnote.operator.rules" -}}
- apiGroups: ["fieldnote.dev"]
  resources: ["workspaces"]
  verbs: ["get", "list", "watch", "update", "patch"]
- apiGroups: ["fieldnote.dev"]
  resources: ["workspaces/status"]
  verbs: ["get", "update", "patch"]
- apiGroups: ["fieldnote.dev"]
  resources: ["workspaces/finalizers"]
  verbs: ["update"]
- apiGroups: ["networking.k8s.io"]
  resources: ["ingresses"]
  verbs: ["get", "list", "watch", "create", "update", "patch", "delete"]
- apiGroups: [""]
  resources: ["events"]
  verbs: ["create", "patch"]
- apiGroups: ["events.k8s.io"]
  resources: ["events"]
  verbs: ["create", "patch"]
{{- end }}

{{/* Leader election: the Lease lives in the release namespace. */}}
{{- define "fieldnote.operator.leaseRules" -}}
- apiGroups: ["coordination.k8s.io"]
  resources: ["leases"]
  verbs: ["get", "create", "update"]
{{- end }}
