# syntax=docker/dockerfile:1
# Two images from one build (docs/deployment.md):
#   the gateway (the default, last stage): its compiled JavaScript bundle (esbuild: the gateway and the packages it
#     imports, nothing else), the built SPA and the brand data; no node_modules, no tsx, no sources, no emulator;
#   the emulator (`--target emulator`): the offline stand-in of every upstream, with its own runtime dependencies.

# The base: any Debian-like image with Node 20.19+ on the PATH and a `node` user (uid 1000). The default is pinned
# by digest (node 24.18.0, bookworm-slim), so a rebuild gets the same base; where no registry can be reached,
# build one locally (debootstrap + the machine's Node: scripts/container/base.ts) and pass --build-arg BASE_IMAGE=….
ARG BASE_IMAGE=docker.io/library/node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The SPA's source maps (hidden: no script names them) are for error tracking, and the gateway never serves them
# (spa-plugin.ts): they stay in this stage (`--target build`), out of the image.
RUN npm run build && npm run build:gateway && find client/dist -name '*.map' -delete

# The emulator runs its TypeScript through tsx (a runtime dependency) and needs only the production
# dependencies (sharp, libheif-js, oidc-provider, exifr…).
FROM ${BASE_IMAGE} AS emulator
ENV NODE_ENV=production \
    EMULATOR_HOST=0.0.0.0 \
    EMULATOR_PORT=8090
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contracts ./contracts
COPY fixtures/src ./fixtures/src
COPY fixtures/data ./fixtures/data
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.EMULATOR_PORT||8090)+'/oidc/.well-known/openid-configuration').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "fixtures/src/main.ts"]

# The gateway's root: the base without the package managers the gateway never runs (npm, npx, corepack, yarn:
# 19 MB and most of the base's security notices), flattened into one layer by the next stage (a file deleted in a
# later layer would still be shipped). Its ENV goes with the flattening: the gateway stage sets PATH itself.
FROM ${BASE_IMAGE} AS runtime
USER root
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* /usr/local/include/node /root/.npm /tmp/*

FROM scratch AS gateway
COPY --from=runtime / /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    PORT=8080 \
    SPA_DIR=/app/client/dist
WORKDIR /app
COPY --from=build /app/dist/gateway ./gateway
# The brands and feature flags the gateway reads (BRANDS_FILE, FEATURE_FLAGS_FILE).
COPY fixtures/data/brands.json fixtures/data/feature-flags.json ./fixtures/data/
COPY --from=build /app/client/dist ./client/dist
USER node
# 8080: the public listener; 9080: the internal one (metrics, readiness, push ingest), never published.
EXPOSE 8080 9080
HEALTHCHECK --interval=15s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/main.mjs"]
