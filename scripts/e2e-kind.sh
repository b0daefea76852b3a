#!/usr/bin/env bash
# End-to-end test of the fleet on a throwaway kind cluster, for machines with Docker, kind, helm and
# kubectl (CI has none of them; the chart and CRD tests in e2e/deploy run everywhere):
#
#   1. create a kind cluster, build the image from the Dockerfile and load it into the cluster;
#   2. start PostgreSQL, NATS and Qdrant (scripts/e2e-kind/dependencies.yaml);
#   3. helm install charts/fieldnote (the migration hook Job runs first);
#   4. apply crds/examples/workspace.yaml and wait for its Ready condition;
#   5. check the CRD's CEL rule (region is immutable), then /ping and /team-environment on the
#      workspace's host through a port-forward to the api Service, and that the worker serves no
#      GraphQL;
#   6. delete the Workspace and wait until the operator has removed its finalizer.
#
# Usage: scripts/e2e-kind.sh
# Environment: KIND_CLUSTER (fieldnote-e2e), E2E_NAMESPACE (fieldnote), E2E_IMAGE (fieldnote:e2e),
# KEEP_CLUSTER=true to leave the cluster running afterwards (otherwise it is deleted).
set -euo pipefail
cd "$(dirname "$0")/.."

CLUSTER="${KIND_CLUSTER:-fieldnote-e2e}"
NAMESPACE="${E2E_NAMESPACE:-fieldnote}"
IMAGE="${E2E_IMAGE:-fieldnote:e2e}"
KEEP_CLUSTER="${KEEP_CLUSTER:-false}"
RELEASE=fieldnote
BASE_DOMAIN=fieldnote.test
WORKSPACE=acme-research # metadata.name and spec.subdomain in crds/examples/workspace.yaml
API_PORT=18080
WORKER_PORT=18081

step() { printf '\n==> %s\n' "$*"; }
fail() {
  printf 'e2e-kind: FAILED: %s\n' "$*" >&2
  exit 1
}

need() {
  command -v "$1" >/dev/null 2>&1 || {
    printf 'e2e-kind: %s is required but was not found on PATH. Install it: %s\n' "$1" "$2" >&2
    exit 2
  }
}
need docker 'https://docs.docker.com/engine/install/'
need kind 'https://kind.sigs.k8s.io/docs/user/quick-start/#installation'
need helm 'https://helm.sh/docs/intro/install/'
need kubectl 'https://kubernetes.io/docs/tasks/tools/'
need curl 'your package manager (apt-get install curl)'
docker info >/dev/null 2>&1 || {
  echo 'e2e-kind: docker is installed but its engine does not answer (is the daemon running?)' >&2
  exit 2
}

kube() { kubectl --context "kind-${CLUSTER}" --namespace "${NAMESPACE}" "$@"; }

PORT_FORWARDS=()
finish() {
  local status=$?
  for pid in "${PORT_FORWARDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ "$status" -ne 0 ] && kind get clusters 2>/dev/null | grep -qx "$CLUSTER"; then
    step "Diagnostics (exit status $status)"
    kube get workspaces,pods,jobs,ingresses,events --sort-by=.metadata.creationTimestamp || true
    kube describe workspace "$WORKSPACE" || true
    kube logs deployment/"${RELEASE}"-operator --tail=100 || true
    kube logs job/"${RELEASE}"-migrations --tail=50 || true
  fi
  if [ "$KEEP_CLUSTER" = true ]; then
    echo "Cluster kept: kubectl --context kind-${CLUSTER} --namespace ${NAMESPACE} get all"
  else
    kind delete cluster --name "$CLUSTER" >/dev/null 2>&1 || true
  fi
  exit "$status"
}
trap finish EXIT

# Starts `kubectl port-forward` to a Service in the background and waits until it answers /ping.
port_forward() {
  local service=$1 port=$2
  kube port-forward "service/${service}" "${port}:80" >/dev/null 2>&1 &
  PORT_FORWARDS+=("$!")
  for _ in $(seq 1 30); do
    curl -fsS -o /dev/null "http://127.0.0.1:${port}/ping" 2>/dev/null && return 0
    sleep 1
  done
  fail "port-forward to ${service} never answered /ping"
}

step "Creating kind cluster ${CLUSTER}"
if kind get clusters 2>/dev/null | grep -qx "$CLUSTER"; then
  echo "reusing the existing cluster"
else
  kind create cluster --name "$CLUSTER" --wait 180s
fi
kubectl --context "kind-${CLUSTER}" create namespace "$NAMESPACE" --dry-run=client -o yaml |
  kubectl --context "kind-${CLUSTER}" apply -f -

step "Building ${IMAGE} and loading it into the cluster"
docker build --tag "$IMAGE" .
kind load docker-image "$IMAGE" --name "$CLUSTER"

step "Starting PostgreSQL, NATS and Qdrant"
kube apply -f scripts/e2e-kind/dependencies.yaml
for dependency in postgres nats qdrant; do
  kube rollout status "deployment/${dependency}" --timeout=300s
done

step "Installing the chart"
OPERATOR_TOKEN="$(head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 40)"
helm upgrade --install "$RELEASE" charts/fieldnote \
  --kube-context "kind-${CLUSTER}" --namespace "$NAMESPACE" \
  --wait --timeout 10m \
  --set image.repository="${IMAGE%:*}" \
  --set image.tag="${IMAGE##*:}" \
  --set image.pullPolicy=Never \
  --set baseDomain="$BASE_DOMAIN" \
  --set publicUrl="http://${BASE_DOMAIN}" \
  --set cookie.secure=false \
  --set secrets.databaseUrl=postgres://fieldnote:fieldnote@postgres:5432/fieldnote \
  --set secrets.operatorToken="$OPERATOR_TOKEN" \
  --set nats.url=nats://nats:4222 \
  --set qdrant.url=http://qdrant:6333 \
  --set api.replicas=1 \
  --set operator.replicas=2
kube get pods

step "Applying crds/examples/workspace.yaml and waiting for Ready"
kube apply -f crds/examples/workspace.yaml
kube wait "workspace/${WORKSPACE}" --for=condition=Ready --timeout=300s
kube get workspace "$WORKSPACE"

step "Checking that the API server refuses a region change (CEL rule)"
if kube patch workspace "$WORKSPACE" --type merge --patch '{"spec":{"region":"US_A"}}' 2>/tmp/e2e-kind-patch.err; then
  fail 'the API server accepted a change of spec.region'
fi
grep -q 'region is immutable' /tmp/e2e-kind-patch.err || fail "unexpected refusal: $(cat /tmp/e2e-kind-patch.err)"

step "Calling the workspace through the api Service"
port_forward "${RELEASE}-api" "$API_PORT"
HOST_HEADER="Host: ${WORKSPACE}.${BASE_DOMAIN}"
curl -fsS -H "$HOST_HEADER" "http://127.0.0.1:${API_PORT}/ping" | grep -q '"status":"ok"' ||
  fail '/ping did not answer {"status":"ok"}'
curl -fsS -H "$HOST_HEADER" "http://127.0.0.1:${API_PORT}/team-environment/${WORKSPACE}" | grep -q 'Acme Research' ||
  fail "the workspace's tenant route is missing (/team-environment/${WORKSPACE})"
if kube get ingress "workspace-${WORKSPACE}" >/dev/null 2>&1; then
  echo "the operator's Ingress for ${WORKSPACE}.${BASE_DOMAIN} exists"
fi

step "Checking that the worker serves no GraphQL"
port_forward "${RELEASE}-worker" "$WORKER_PORT"
status="$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"query":"{ __typename }"}' "http://127.0.0.1:${WORKER_PORT}/api/graphql")"
[ "$status" = 404 ] || fail "the worker answered /api/graphql with ${status}, expected 404"

step "Deleting the workspace and waiting for the finalizer to clear"
kube delete workspace "$WORKSPACE" --wait=false
kube wait "workspace/${WORKSPACE}" --for=delete --timeout=180s

step "e2e-kind passed"
