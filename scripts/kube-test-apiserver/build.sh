#!/usr/bin/env bash
# Builds, once, the Kubernetes API servers the operator's real-apiserver tests run against, from Debian's
# source packages fetched through apt only (never from anywhere else), and caches the binaries outside
# the clone (like .ci/run's Node 24):
#   kube-apiserver  Kubernetes 1.20 (bookworm's `kubernetes` source, built with bookworm's Go 1.19):
#                   core, networking, coordination, RBAC and CRDs (no CEL: CRD validation rules came in 1.25)
#   crd-apiserver   Kubernetes 1.36's CRD server (sid's k8s.io/apiextensions-apiserver and the Go
#                   libraries it needs, built with sid's Go) behind main.go next to this script: CEL rules
#   etcd            sid's etcd-server binary (3.5), which both servers use
# apt runs with a private sources list and private lists/archives directories, so the machine's apt
# state is untouched. Prints the directory holding bin/ on its last line of stdout.
# Environment: FIELDNOTE_KUBE_TEST_DIR (default ~/.cache/fieldnote/kube-test-apiserver).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="${FIELDNOTE_KUBE_TEST_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fieldnote/kube-test-apiserver}"
KUBE_120_VERSION="1.20.5+really1.20.2-1.1+deb12u1"
# Bumped when how kube-apiserver is built changes (part of the cache key).
KUBE_120_BUILD=2
# The key changes when what is built changes (a version here, the Go main, how the CRD server is
# built): a new key builds again into a fresh directory.
KEY="$( (echo "$KUBE_120_VERSION $KUBE_120_BUILD"; cat "$HERE/crd-apiserver/main.go" "$HERE/build-crd-apiserver.sh") | sha256sum | cut -c1-12)"
OUT="$ROOT/$KEY"
BIN="$OUT/bin"
WORK="$ROOT/work"
APT="$ROOT/apt"
mkdir -p "$BIN" "$WORK" "$APT"/{etc,lists/partial,archives/partial}
log() { echo "kube-test-apiserver: $*" >&2; }

built() { [ -x "$BIN/kube-apiserver" ] && [ -x "$BIN/crd-apiserver" ] && [ -x "$BIN/etcd" ]; }
if built; then
  echo "$OUT"
  exit 0
fi
# --dir: print the directory the binaries are (or would be) in, build nothing (the tests' start
# helper asks this way, and fails when the binary it needs is missing).
if [ "${1:-}" = "--dir" ]; then
  echo "$OUT"
  exit 0
fi

cat >"$APT/etc/sources.list.new" <<SOURCES
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main
SOURCES
# A changed list makes the lists stale.
if ! cmp -s "$APT/etc/sources.list.new" "$APT/etc/sources.list"; then
  rm -rf "$APT/lists/"*
  mkdir -p "$APT/lists/partial"
fi
mv "$APT/etc/sources.list.new" "$APT/etc/sources.list"
APT_OPTS=(-o "Dir::Etc::SourceList=$APT/etc/sources.list" -o Dir::Etc::SourceParts=/nonexistent
  -o "Dir::State::Lists=$APT/lists" -o "Dir::Cache::Archives=$APT/archives" -o Dir::Cache::pkgcache=
  -o Dir::Cache::srcpkgcache= -o APT::Architecture=amd64 -o APT::Sandbox::User=root -o Acquire::PDiffs=false -q)
apt_() { apt-get "${APT_OPTS[@]}" "$@"; }

# Lists older than a day are fetched again; a failure here is fatal (CI must not skip silently).
if [ -z "$(find "$APT/lists" -maxdepth 1 -name '*_InRelease' -mmin -1440 2>/dev/null | head -1)" ]; then
  log "apt-get update (private lists)"
  rm -rf "$APT/lists/"*
  mkdir -p "$APT/lists/partial"
  apt_ update >&2
fi

# Downloads the newest version of each named binary package (from any suite in the list, or
# pkg/suite) and extracts it under $1.
download_and_extract() {
  local dest="$1"
  shift
  mkdir -p "$WORK/debs" "$dest"
  (cd "$WORK/debs" && apt_ download "$@" >&2)
  local p
  for p in "$@"; do
    local name="${p%%/*}"
    name="${name%%=*}"
    local deb
    deb="$(ls -t "$WORK/debs/${name}_"*.deb | head -1)"
    dpkg-deb -x "$deb" "$dest"
  done
}

export GOFLAGS="${GOFLAGS:--p=2}" CGO_ENABLED=0 GOTOOLCHAIN=local GOPROXY=off GOSUMDB=off
export GOCACHE="$ROOT/go-build-cache"

# --- etcd ---------------------------------------------------------------------------------------
if [ ! -x "$BIN/etcd" ]; then
  log "etcd-server from sid"
  rm -rf "$WORK/etcd"
  download_and_extract "$WORK/etcd" etcd-server/sid
  cp "$WORK/etcd/usr/bin/etcd" "$BIN/etcd"
fi

# --- kube-apiserver 1.20 ------------------------------------------------------------------------
if [ ! -x "$BIN/kube-apiserver" ]; then
  if [ ! -x "$WORK/go119/usr/lib/go-1.19/bin/go" ]; then
    log "Go 1.19 from bookworm"
    rm -rf "$WORK/go119"
    download_and_extract "$WORK/go119" golang-1.19-go/bookworm golang-1.19-src/bookworm
  fi
  if [ ! -d "$WORK/kubernetes-1.20/cmd/kube-apiserver" ]; then
    log "kubernetes $KUBE_120_VERSION source from bookworm"
    rm -rf "$WORK/kubernetes-1.20" "$WORK/src-120"
    mkdir -p "$WORK/src-120"
    (cd "$WORK/src-120" && apt_ source --download-only "kubernetes=$KUBE_120_VERSION" >&2 &&
      dpkg-source --no-check -x ./*.dsc "$WORK/kubernetes-1.20" >&2)
  fi
  log "building kube-apiserver 1.20 (several CPU-minutes)"
  start=$(date +%s)
  # Kubernetes 1.20's own build (hack/lib/init.sh) uses GOPATH mode with its vendor directory;
  # `providerless` leaves out the in-tree cloud providers (AWS, Azure, GCE, ... SDKs: most of the build).
  mkdir -p "$WORK/gopath-120/src/k8s.io"
  ln -sfn "$WORK/kubernetes-1.20" "$WORK/gopath-120/src/k8s.io/kubernetes"
  export GOROOT="$WORK/go119/usr/lib/go-1.19" GOPATH="$WORK/gopath-120" GO111MODULE=off
  # The vendored github.com/modern-go/reflect2 1.0.1 walks maps through Go runtime internals that
  # changed in Go 1.18: a kube-apiserver built with Go 1.19 dies (SIGSEGV in mapiternext) on its first
  # custom resource create. Its 1.0.2 (the fix, same API) from bookworm's package replaces it.
  if ! grep -q 'reflect2 1.0.2 from Debian' "$WORK/kubernetes-1.20/vendor/github.com/modern-go/reflect2/DEBIAN-REPLACED" 2>/dev/null; then
    log "replacing the vendored reflect2 1.0.1 with bookworm's 1.0.2"
    rm -rf "$WORK/reflect2"
    download_and_extract "$WORK/reflect2" golang-github-modern-go-reflect2-dev/bookworm
    rm -rf "$WORK/kubernetes-1.20/vendor/github.com/modern-go/reflect2"
    cp -r "$WORK/reflect2/usr/share/gocode/src/github.com/modern-go/reflect2" \
      "$WORK/kubernetes-1.20/vendor/github.com/modern-go/reflect2"
    echo 'reflect2 1.0.2 from Debian (golang-github-modern-go-reflect2-dev)' \
      >"$WORK/kubernetes-1.20/vendor/github.com/modern-go/reflect2/DEBIAN-REPLACED"
  fi
  # The one generated file a 1.20 release tree does not carry (its `make` generates it first):
  # pkg/generated/openapi, from every package tagged +k8s:openapi-gen, as Makefile.generated_files
  # finds them (staging seen as vendor/, code-generator and sample-apiserver left out).
  if [ ! -f "$WORK/kubernetes-1.20/pkg/generated/openapi/zz_generated.openapi.go" ]; then
    log "generating pkg/generated/openapi with openapi-gen"
    (cd "$GOPATH/src/k8s.io/kubernetes" &&
      "$GOROOT/bin/go" build -o "$WORK/openapi-gen" ./vendor/k8s.io/kube-openapi/cmd/openapi-gen &&
      dirs="$(find -H . \( -path ./_output -o -path './.*' -o -path ./vendor -o -path ./debian \) -prune -o \
        -type f -name '*.go' -print | xargs grep -l '^// *+k8s:' | xargs grep -l '+k8s:openapi-gen=' |
        sed 's|/[^/]*$||; s|^\./||; s|^staging/src/|vendor/|' |
        grep -Ev '^vendor/k8s.io/(code-generator|sample-apiserver)(/|$)' | LC_ALL=C sort -u |
        sed 's|^|k8s.io/kubernetes/|' | paste -sd,)" &&
      "$WORK/openapi-gen" -i "$dirs" -p k8s.io/kubernetes/pkg/generated/openapi -O zz_generated.openapi \
        -h vendor/k8s.io/code-generator/hack/boilerplate.go.txt -r "$WORK/openapi-violations.report" >&2)
  fi
  (cd "$WORK/gopath-120/src/k8s.io/kubernetes" &&
    GOROOT="$WORK/go119/usr/lib/go-1.19" GOPATH="$WORK/gopath-120" GO111MODULE=off \
      "$WORK/go119/usr/lib/go-1.19/bin/go" build -tags=providerless -trimpath -ldflags=-s -o "$BIN/kube-apiserver.tmp" ./cmd/kube-apiserver)
  mv "$BIN/kube-apiserver.tmp" "$BIN/kube-apiserver"
  log "kube-apiserver built in $(($(date +%s) - start)) s"
fi

# --- crd-apiserver 1.36 -------------------------------------------------------------------------
if [ ! -x "$BIN/crd-apiserver" ]; then
  . "$HERE/build-crd-apiserver.sh"
fi

echo "$OUT"
