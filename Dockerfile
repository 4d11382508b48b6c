# syntax=docker/dockerfile:1
# Vantage: one image for every process (dashboard, API, hub, embedded identity provider).
# Build:  docker build -t vantage .
# Run:    docker run -p 8080:8080 -v vantage-data:/data vantage
# See docs/deploy.md. scripts/check-deploy.mjs checks its stages statically in CI.

ARG NODE_VERSION=24

# ---- build: install everything, compile contracts, server and dashboard -------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The benchmarks' workspace: npm ci wants every workspace the lockfile lists; nothing of it ships.
COPY bench/package.json bench/
# The lockfile pins every version and lists every platform's optional packages
# (scripts/complete-lockfile.mjs), so the image installs exactly what it pins.
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
# The web build checks its size budget (apps/web build script, issue 14).
COPY scripts/check-bundle-budget.mjs scripts/
# The build context has no .git: the commit GET /api/version answers comes from here
# (docker build --build-arg VANTAGE_COMMIT=$(git rev-parse HEAD) .), else "unknown".
ARG VANTAGE_COMMIT=
RUN npm run build
# Runtime dependencies only; the folders the runtime stage copies exist either way.
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p apps/server/node_modules packages/contracts/node_modules

# ---- runtime: Node LTS slim, non-root, PGlite data on a volume ----------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# NODE_OPTIONS: on embedded defaults (PGlite on /data) a 16 MB young generation, as npm start
# gives it (scripts/server-node-args.mjs); with DATABASE_URL, NODE_OPTIONS= keeps V8's sizing.
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache \
    NODE_OPTIONS=--max-semi-space-size=16
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/contracts/node_modules packages/contracts/node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Ready = the database answers (and Redis, when REDIS_URL is set): see /readyz.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server drains within SHUTDOWN_TIMEOUT_SECONDS (default 10; keep Docker's
# stop timeout above it, e.g. `stop_grace_period: 15s`).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
