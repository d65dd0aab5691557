# syntax=docker/dockerfile:1
# Multi-stage image of the gateway (and, with another command, the fixture emulator): Node 24 LTS, non-root.

# The base: any Debian-like image with Node 20.19+ on the PATH and a `node` user (uid 1000). Where no registry can
# be reached, build one locally (debootstrap + the machine's Node) and pass it with --build-arg BASE_IMAGE=….
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    SPA_DIR=/app/client/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contracts ./contracts
COPY gateway/src ./gateway/src
COPY fixtures/src ./fixtures/src
COPY fixtures/data ./fixtures/data
COPY --from=build /app/client/dist ./client/dist
USER node
# 8080: the public listener; 9080: the internal one (metrics, readiness, push ingest), never published.
EXPOSE 8080 9080
HEALTHCHECK --interval=15s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
