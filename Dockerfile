# syntax=docker/dockerfile:1
# The shop's production image: Next's standalone server (only the node modules the server uses),
# its static files, and the bundled maintenance commands (dist/: db:migrate, db:seed, job, worker).
# One image runs every role (docs/deploy.md):
#   node server.js                    the web app (default)
#   node dist/db.cjs migrate          the one-shot migration job, before a new version serves
#   node dist/worker.cjs              the worker: mail, club billing, cleanup on their intervals
#   node dist/job.cjs <name>          one job once (club-billing, mail, cleanup)
# scripts/image-check.sh runs these same steps as plain commands where no container engine is.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The brand served on a bare localhost is fixed at build time.
ARG DEFAULT_BRAND=pf
ENV DEFAULT_BRAND=${DEFAULT_BRAND}
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# A sans font for the PNG share images (server/media/fonts.ts).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 \
  SQLITE_FILE=/data/shop.sqlite
# Application files belong to root and are read-only for the app; only /data (SQLite, when no
# DATABASE_URL) and Next's cache are writable by the unprivileged user.
COPY --from=build /src/.next/standalone ./
COPY --from=build /src/.next/static ./.next/static
COPY --from=build /src/public ./public
COPY --from=build /src/dist ./dist
RUN mkdir -p /data .next/cache && chown node:node /data .next/cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Next stops accepting on SIGTERM, lets requests in flight finish, then the app closes its pool.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
