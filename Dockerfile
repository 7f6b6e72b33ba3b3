# syntax=docker/dockerfile:1
#
# The site as a container image: Next's standalone server (server.js with only the node_modules
# it needs), run as an unprivileged user. The build stage runs `npm run build`, the same script
# the tests and benchmarks run: seed (if no dataset) + typegen + `next build` + postbuild, whose
# last step (scripts/standalone.ts) makes .next/standalone complete. compose.yaml runs two of
# these behind nginx with Postgres, Redis and an SMTP catcher.
#
#   docker build -t codehome-site --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -v codehome-data:/var/lib/codehome -e ADMIN_TOKEN=… codehome-site
#
# Run-time settings (DATABASE_URL, REDIS_URL, SMTP_URL, secrets…) are environment variables of
# the container (web/env.ts lists them); NEXT_PUBLIC_* values are fixed at build time, so they are
# build arguments.

# The exact Node of package-lock.json's `node` package (the one npm scripts run under).
ARG NODE_VERSION=24.21.0

# Dependencies, in a layer of their own that only package.json and the lockfile invalidate.
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
COPY package.json package-lock.json ./
# Exactly what the lockfile names (it holds every platform's optional binaries).
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Inlined into the pages and scripts by `next build` (web/public-env.ts).
ARG NEXT_PUBLIC_SITE_URL=http://localhost:8080
ARG NEXT_PUBLIC_SANITY_PROJECT_ID=
ARG NEXT_PUBLIC_SANITY_DATASET=
ARG NEXT_PUBLIC_SANITY_API_VERSION=
ARG NEXT_PUBLIC_SUPABASE_URL=
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY=
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID=
ARG NEXT_PUBLIC_CHAT_ID=
# The build id (for example the commit); without one each build makes a fresh one.
ARG DEPLOYMENT_VERSION=
# What the security headers and the CDN policy are built from (next.config.ts headers(), fixed
# at build time: web/http/build-headers.ts); the server warns when its environment differs.
ARG PREVIEW_HOSTS=
ARG SANITY_API_HOST=
ARG CDN_STALE_WHILE_REVALIDATE=
ENV NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
    NEXT_PUBLIC_SANITY_PROJECT_ID=${NEXT_PUBLIC_SANITY_PROJECT_ID} \
    NEXT_PUBLIC_SANITY_DATASET=${NEXT_PUBLIC_SANITY_DATASET} \
    NEXT_PUBLIC_SANITY_API_VERSION=${NEXT_PUBLIC_SANITY_API_VERSION} \
    NEXT_PUBLIC_SUPABASE_URL=${NEXT_PUBLIC_SUPABASE_URL} \
    NEXT_PUBLIC_SUPABASE_ANON_KEY=${NEXT_PUBLIC_SUPABASE_ANON_KEY} \
    NEXT_PUBLIC_GA_MEASUREMENT_ID=${NEXT_PUBLIC_GA_MEASUREMENT_ID} \
    NEXT_PUBLIC_CHAT_ID=${NEXT_PUBLIC_CHAT_ID} \
    DEPLOYMENT_VERSION=${DEPLOYMENT_VERSION} \
    PREVIEW_HOSTS=${PREVIEW_HOSTS} \
    SANITY_API_HOST=${SANITY_API_HOST} \
    CDN_STALE_WHILE_REVALIDATE=${CDN_STALE_WHILE_REVALIDATE}
RUN npm run build

# What runs: .next/standalone only (server.js, the traced node_modules, .next/static, public/,
# the migrations, the cache handler, the local dataset), owned by the user that runs it, since
# Next's file cache and PGlite (when no DATABASE_URL is set) write under /app.
FROM node:${NODE_VERSION}-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# PGlite's data (the embedded default's leads, when no DATABASE_URL is set) lives in a volume:
# it outlives the container. /app itself is the user's too (Next writes its cache under it).
ENV PGLITE_DATA_DIR=/var/lib/codehome/pglite
RUN groupadd --system --gid 1001 codehome \
 && useradd --system --uid 1001 --gid codehome --home-dir /app --shell /usr/sbin/nologin codehome \
 && mkdir -p /var/lib/codehome \
 && chown codehome:codehome /app /var/lib/codehome
COPY --from=build --chown=codehome:codehome /app/.next/standalone ./
VOLUME ["/var/lib/codehome"]
USER codehome
EXPOSE 3000
# Healthy while the server answers and its leads database does (app/api/health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
