# nginx for the compose system's load balancer, from Debian's package (see redis.Dockerfile for the base). Its
# configuration is mounted by docker-compose.yml (gateway/deploy/load-balancer.conf).
ARG BASE_IMAGE=docker.io/library/node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
FROM ${BASE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 8080 9080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
