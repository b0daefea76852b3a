# Sourced by build.sh: builds crd-apiserver (main.go in crd-apiserver/) from sid's Kubernetes 1.36 CRD
# server and the Go libraries it needs (Debian's golang-*-dev packages carry their sources under
# /usr/share/gocode), in GOPATH mode with sid's Go 1.26. Needs APT_OPTS, WORK, BIN, HERE from build.sh.
if [ ! -x "$WORK/go126/usr/lib/go-1.26/bin/go" ]; then
  log "Go 1.26 from sid"
  rm -rf "$WORK/go126"
  download_and_extract "$WORK/go126" golang-1.26-go/sid golang-1.26-src/sid
fi
if [ ! -d "$WORK/gocode-136/usr/share/gocode/src/k8s.io/apiextensions-apiserver" ]; then
  log "k8s.io/apiextensions-apiserver and its Go libraries from sid"
  # Every golang-*-dev package the CRD server's library package needs, transitively.
  mapfile -t libs < <(apt-cache "${APT_OPTS[@]}" -o APT::Default-Release=sid depends --recurse --no-recommends \
    --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances golang-k8s-apiextensions-apiserver-dev |
    grep -E '^golang-.*-dev$' | sort -u)
  [ "${#libs[@]}" -gt 50 ] || { log "found only ${#libs[@]} Go library packages"; exit 1; }
  rm -rf "$WORK/gocode-136"
  download_and_extract "$WORK/gocode-136" "${libs[@]/%//sid}"
fi
log "building crd-apiserver (Kubernetes 1.36 CRD server)"
start=$(date +%s)
mkdir -p "$WORK/gocode-136/usr/share/gocode/src/fieldnote.dev"
rm -rf "$WORK/gocode-136/usr/share/gocode/src/fieldnote.dev/crd-apiserver"
cp -r "$HERE/crd-apiserver" "$WORK/gocode-136/usr/share/gocode/src/fieldnote.dev/crd-apiserver"
(cd "$WORK/gocode-136/usr/share/gocode/src/fieldnote.dev/crd-apiserver" &&
  GOROOT="$WORK/go126/usr/lib/go-1.26" GOPATH="$WORK/gocode-136/usr/share/gocode" GO111MODULE=off \
    "$WORK/go126/usr/lib/go-1.26/bin/go" build -trimpath -ldflags=-s -o "$BIN/crd-apiserver.tmp" .)
mv "$BIN/crd-apiserver.tmp" "$BIN/crd-apiserver"
log "crd-apiserver built in $(($(date +%s) - start)) s"
