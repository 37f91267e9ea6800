# NaviHub's image: the server with the built web app (README, "Running in containers").
#
#   docker build -t navihub .
#
# BASE_IMAGE is any Debian bookworm image with Node.js 20.19+ and npm on its PATH. Operators use
# the official node:20-bookworm-slim; scripts/container-check.mjs builds a local stand-in for it on
# machines that reach no image registry.
ARG BASE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, dev ones included, then `npm run build` -------------------------
FROM ${BASE_IMAGE} AS build
WORKDIR /src
ENV CI=true NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
# The manifests first, so the dependency layer is rebuilt only when they change. The root
# postinstall (scripts/lock-platforms.mjs) runs during `npm ci`, so it comes along.
COPY package.json package-lock.json ./
COPY scripts/lock-platforms.mjs scripts/
COPY packages/contract/package.json packages/contract/
COPY packages/coding-files/package.json packages/coding-files/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build \
  && mkdir -p /out \
  && cp -r --parents packages/contract/dist packages/coding-files/dist apps/server/dist apps/server/drizzle \
    apps/web/dist /out/

# ---- deps: the production dependencies of the server workspace only ---------------------------
FROM ${BASE_IMAGE} AS deps
WORKDIR /app
ENV CI=true NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
COPY scripts/lock-platforms.mjs scripts/
COPY packages/contract/package.json packages/contract/
COPY packages/coding-files/package.json packages/coding-files/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# No production dependency has an install script; the root postinstall only completes the lock.
RUN npm ci --omit=dev --workspace @navihub/server \
  && rm -rf scripts \
  && npm cache clean --force

# ---- run: built output and production dependencies, as an unprivileged user -------------------
FROM ${BASE_IMAGE} AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/navihub
RUN groupadd --gid 10001 navihub \
  && useradd --uid 10001 --gid navihub --no-create-home --home-dir /app --shell /usr/sbin/nologin navihub \
  && mkdir -p /app /var/lib/navihub && chown navihub:navihub /var/lib/navihub
WORKDIR /app
EXPOSE 3000
# Slim images have no curl: node asks /readyz (database migrated, Redis answering) itself.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/readyz`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself (it closes the server and the database, exit 0).
CMD ["node", "apps/server/dist/main.js"]
USER navihub
# The settings above come first so that they stay cached; the code (owned by root, read-only to
# navihub) comes last. node_modules holds links to the workspaces (@navihub/contract →
# packages/contract …); the build adds their dist folders (server, contract, coding-files, web app)
# and the SQL migrations.
COPY --from=deps /app/ ./
COPY --from=build /out/ ./
