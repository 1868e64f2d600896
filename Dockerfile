# syntax=docker/dockerfile:1
# The toolbox in one image: the web app (Rust → wasm modules, then Vite) and the server that serves
# it and proxies /api, run as a non-root user from a slim Debian image.
#
#   docker build -t toolbox .
#   docker run --rm -p 8080:8080 toolbox            # http://localhost:8080/
#   docker run --rm -p 8080:8080 -p 9100:9100 -e TOOLBOX_METRICS_ADDR=0.0.0.0:9100 toolbox
#
# Configuration is the server's TOOLBOX_* environment (README "Server configuration"). The server
# keeps no state but its in-memory cache, so any number of containers can run behind a load
# balancer (set TOOLBOX_TRUST_FORWARDED_FOR=true there, so the rate limit sees client addresses).

ARG RUST_TAG=1.95
ARG NODE_TAG=20

# ------------------------------------------------------------------ Node, copied into the builders
FROM node:${NODE_TAG}-bookworm-slim AS node

# ------------------------------------------------------------------ the web app (web/dist)
FROM rust:${RUST_TAG}-bookworm AS site
# The image's toolchain (its RUST_VERSION, e.g. 1.95.0), not rust-toolchain.toml's "stable",
# which rustup would download again.
ENV RUSTUP_TOOLCHAIN=${RUST_VERSION} CARGO_TERM_COLOR=never
COPY --from=node /usr/local/bin/node /usr/local/bin/node
COPY --from=node /usr/local/lib/node_modules /usr/local/lib/node_modules
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && rustup target add wasm32-unknown-unknown
WORKDIR /src
# The wasm-bindgen CLI must equal the wasm-bindgen crate locked in Cargo.lock (see the Makefile).
COPY Cargo.lock ./
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock) \
 && cargo install --locked wasm-bindgen-cli --version "$version"
# Node packages first, so a source change does not reinstall them (`npm install`, not `npm ci`:
# see the Makefile's note on rollup's optional binaries).
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target,id=toolbox-site-target \
    scripts/build-wasm.sh && npm run build

# ------------------------------------------------------------------ the server binary
FROM rust:${RUST_TAG}-bookworm AS server
ENV RUSTUP_TOOLCHAIN=${RUST_VERSION} CARGO_TERM_COLOR=never
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target,id=toolbox-server-target \
    cargo build --locked --release -p toolbox-server \
 && cp target/release/toolbox-server /usr/local/bin/toolbox-server

# ------------------------------------------------------------------ what runs
FROM debian:bookworm-slim
# curl for the health check only; TLS to the upstreams uses the roots built into the binary.
RUN apt-get update \
 && apt-get install -y --no-install-recommends curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin toolbox
COPY --from=server /usr/local/bin/toolbox-server /usr/local/bin/toolbox-server
COPY --from=site /src/web/dist /app/dist
ENV TOOLBOX_ADDR=0.0.0.0:8080 \
    TOOLBOX_DIST=/app/dist \
    TOOLBOX_LOG_FORMAT=json
USER 10001:10001
EXPOSE 8080
# The server stops gracefully on SIGTERM (in-flight requests finish).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/usr/local/bin/toolbox-server"]
