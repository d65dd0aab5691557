# Redis for the compose system, from Debian's package: on any Debian-like base (the gateway's, by default; where no
# registry can be reached, the one scripts/container/base.ts makes), so it builds where no image can be pulled.
ARG BASE_IMAGE=docker.io/library/node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
FROM ${BASE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
USER redis
EXPOSE 6379
# No persistence (a restart signs everyone out, as with-redis in Kubernetes); reachable on the compose network only.
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--save", "", "--appendonly", "no"]
