# One image for the whole fleet. Each Deployment picks what runs by its command and environment:
#   control-plane, api, worker   node services/all-in-one/dist/main.js   with FIELDNOTE_COMPONENTS
#   operator                     node operator/dist/main.js
#   migrations (Helm hook Job)   node services/all-in-one/dist/migrate.js
# Build: docker build -t fieldnote:dev .

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, the TypeScript services and operator, the two web apps -----------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true

# Manifests first, so the dependency layer stays cached while only sources change.
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.node.json ./
COPY services/core/package.json services/core/
COPY services/db/package.json services/db/
COPY services/api/package.json services/api/
COPY services/worker/package.json services/worker/
COPY services/control-plane/package.json services/control-plane/
COPY services/all-in-one/package.json services/all-in-one/
COPY operator/package.json operator/
COPY web/package.json web/
COPY admin-console/package.json admin-console/

# --ignore-scripts: the only install scripts in the tree are the embedded PostgreSQL binaries (the
# fleet uses a real PostgreSQL) and two build tools that allowScripts denies anyway; the root
# `prepare` script (the build) runs explicitly below, once the sources are in.
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .
RUN npm run build

# The local AI model's llama.cpp binary: the prebuilt CPU build node-llama-cpp ships as an optional
# package per platform (README "AI providers"), kept aside for the runtime image, which installs no
# optional packages. The GPU builds are left out.
RUN mkdir -p /llama-cpu \
  && cp -r "node_modules/@node-llama-cpp/$(node -p 'process.platform + "-" + process.arch')" /llama-cpu/

# --- deps: production dependencies of the server and the operator only ----------------------------
# No dev tools, no web-app libraries (the apps are already bundled), no optional packages (the
# embedded PostgreSQL binaries are loaded only when DATABASE_URL is unset, which the fleet never is).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CI=true
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/services/core/package.json services/core/
COPY --from=build /app/services/db/package.json services/db/
COPY --from=build /app/services/api/package.json services/api/
COPY --from=build /app/services/worker/package.json services/worker/
COPY --from=build /app/services/control-plane/package.json services/control-plane/
COPY --from=build /app/services/all-in-one/package.json services/all-in-one/
COPY --from=build /app/operator/package.json operator/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/admin-console/package.json admin-console/
# The insight PDF's CJK fallback faces use Regular and Bold only: the other weights the
# @embedpdf/fonts-* packages ship (67 of their 101 MiB) are left out of the image.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
      --workspace services/all-in-one --workspace operator \
  && find node_modules/@embedpdf -name '*.otf' ! -name '*-Regular.otf' ! -name '*-Bold.otf' -delete \
  && npm cache clean --force

# --- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/fieldnote \
    SEED_DEMO=false

COPY --from=deps /app ./
COPY --from=build /app/services/core/dist services/core/dist
COPY --from=build /app/services/db/dist services/db/dist
COPY --from=build /app/services/api/dist services/api/dist
COPY --from=build /app/services/worker/dist services/worker/dist
COPY --from=build /app/services/control-plane/dist services/control-plane/dist
COPY --from=build /app/services/all-in-one/dist services/all-in-one/dist
# The demo seed's recording and transcript (SEED_DEMO=true), read beside dist/.
COPY --from=build /app/services/all-in-one/assets services/all-in-one/assets
COPY --from=build /app/operator/dist operator/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/admin-console/dist admin-console/dist
COPY --from=build /llama-cpu/ node_modules/@node-llama-cpp/

# The node image's unprivileged user, by number so Kubernetes can verify runAsNonRoot; the files
# stay root-owned, read-only to it.
USER 1000:1000
EXPOSE 3000 8080

ENTRYPOINT ["node"]
CMD ["services/all-in-one/dist/main.js"]
