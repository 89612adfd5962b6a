# rulesjudge — two commands do everything on a fresh machine:
#   make run    set up, build the knowledge base from the bundled corpus, serve the web app
#   make test   set up with the test extras (and Debian's chromium), type-check, run the whole suite

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
# The same knowledge base the `rulesjudge` command uses by default (kb/store.py:
# $RULESJUDGE_KB, else the user data directory), so `make run` and plain commands share one.
KB     ?= $(or $(RULESJUDGE_KB),$(or $(XDG_DATA_HOME),$(HOME)/.local/share)/rulesjudge/kb)
HOST   ?= 127.0.0.1
PORT   ?= 5000
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: run test install install-test chromium kb serve bench bench-startup soak coverage-rules coverage-rulings typecheck clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(PIP) install -e .
	touch $@

$(VENV)/.installed-test: $(BIN)/python pyproject.toml
	$(PIP) install -e '.[test]'
	touch $@ $(VENV)/.installed

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test

# Browser tests drive Debian's chromium through Playwright; nothing is downloaded by Playwright.
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else echo "chromium missing and cannot be installed here: browser tests will be skipped"; fi

$(KB)/manifest.json: $(VENV)/.installed $(wildcard ingest/corpus/*.txt ingest/*.py kb/*.py kb/data/*)
	$(BIN)/rulesjudge ingest --kb $(KB)

kb: $(KB)/manifest.json

run: kb
	$(BIN)/rulesjudge stats --kb $(KB)
	$(BIN)/rulesjudge serve --kb $(KB) --host $(HOST) --port $(PORT)

test: install-test chromium
	$(BIN)/python -m mypy kb ingest judge
	$(BIN)/python -m pytest -q

typecheck: install-test
	$(BIN)/python -m mypy kb ingest judge

bench: install-test kb
	$(BIN)/python scripts/bench.py --kb $(KB)

# Whole-process start-up of `rulesjudge ask` (rules and board questions) and `rule`:
# wall and CPU medians; OLD=DIR compares with another checkout, run for run.
bench-startup: install-test kb
	$(BIN)/python scripts/bench_startup.py --kb $(KB) $(if $(OLD),--against $(OLD))

# Five minutes of 16 clients of mixed traffic (hostile requests included) against the server
# `make run` starts (waitress), then against gunicorn: p50/p95/p99 per route, req/s, memory.
# SOAK_ASK_CACHE=0 SOAK_PAGE_CACHE=0: with no answers of `ask` and no rendered pages kept.
SOAK_SECONDS ?= 300
SOAK_ASK_CACHE ?=
SOAK_PAGE_CACHE ?=
SOAK_ARGS = --kb $(KB) --duration $(SOAK_SECONDS) $(if $(SOAK_ASK_CACHE),--ask-cache $(SOAK_ASK_CACHE)) \
	$(if $(SOAK_PAGE_CACHE),--page-cache $(SOAK_PAGE_CACHE))
soak: install kb
	$(PIP) install -e '.[serve]'
	$(BIN)/python scripts/soak.py --server make-run $(SOAK_ARGS)
	$(BIN)/python scripts/soak.py --server gunicorn $(SOAK_ARGS)

coverage-rules: install-test
	$(BIN)/python scripts/coverage_rules.py $(if $(JSON),--json)

coverage-rulings: install-test
	$(BIN)/python scripts/coverage_rulings.py $(if $(JSON),--json)

clean:
	rm -rf var build *.egg-info .pytest_cache .mypy_cache test-artifacts
