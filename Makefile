# petite: `make demo` serves the demo, `make test` runs every test. Both set up what
# they need first (virtualenv, packages, Chromium, redis-server and nginx for the
# scale-out tests, the petite-vue oracle) and are quick
# when that is already done.
#
# `make test` tests what users install: it builds the wheel, installs it (not editable)
# into its own virtualenv (.testenv/venv) with the test extras, and runs the whole suite
# from a temporary directory outside the tree, so `import petite` is the installed wheel.
# `make test TESTS=tests/live PYTEST_ARGS=-x` runs a part of it.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
ORACLE := .cache/oracle/node_modules/petite-vue/package.json
PETITE_VUE_VERSION := 0.4.1
HOST ?= 127.0.0.1
PORT ?= 8000
TESTS ?= tests
# the slowest tests are listed at the end of a run (where CI time goes)
PYTEST_ARGS ?= --durations=30

# the installed-wheel test environment
TESTENV := .testenv
TPY := $(TESTENV)/venv/bin/python
TVENV_CFG := $(TESTENV)/venv/pyvenv.cfg
DIST := $(TESTENV)/dist
WHEEL_INSTALLED := $(TESTENV)/venv/.wheel-installed
PACKAGE_FILES := pyproject.toml README.md LICENSE \
	$(shell find petite reactivity directives static \( -type f ! -name "*.pyc" \) -o \( -type d ! -name __pycache__ \) 2>/dev/null)

.PHONY: demo test setup chromium services oracle bench clean

demo: $(INSTALLED)
	$(PY) -m demos --host $(HOST) --port $(PORT)

test: $(WHEEL_INSTALLED) chromium services oracle
	@run=$$(mktemp -d) && cd "$$run" && \
	PETITE_TEST_INSTALLED=1 "$(CURDIR)/$(TPY)" -m pytest -q -c "$(CURDIR)/pyproject.toml" \
		--rootdir "$(CURDIR)" --import-mode=importlib $(PYTEST_ARGS) $(addprefix $(CURDIR)/,$(TESTS)); \
	status=$$?; rm -rf "$$run"; exit $$status

setup: $(INSTALLED) $(WHEEL_INSTALLED) chromium services oracle

bench: $(INSTALLED)
	$(PY) -m pip install -q -e '.[bench]'
	for b in benchmarks/*.py; do $(PY) $$b || exit 1; done

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "petite needs Python 3.11 or newer (found: $$($(PYTHON) --version))"; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(INSTALLED): pyproject.toml | $(PY)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[live,test]'
	touch $(INSTALLED)

# The test virtualenv is recreated when pyproject.toml changes (its dependencies may have);
# the wheel is rebuilt and reinstalled when any file that ships in it changes.
$(TVENV_CFG): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "petite needs Python 3.11 or newer (found: $$($(PYTHON) --version))"; exit 1; }
	rm -rf $(TESTENV)/venv
	$(PYTHON) -m venv $(TESTENV)/venv
	$(TPY) -m pip install -q --upgrade pip

$(WHEEL_INSTALLED): $(PACKAGE_FILES) $(TVENV_CFG)
	rm -rf build $(DIST)
	$(TPY) -m pip wheel -q --no-deps --wheel-dir $(DIST) .
	$(TPY) -m pip install -q --force-reinstall --no-deps $(DIST)/petite-*.whl
	$(TPY) -m pip install -q "$$(ls $(DIST)/petite-*.whl)[live,test]"
	touch $(WHEEL_INSTALLED)

# The conformance suite records petite-vue in the Chromium installed here, and Chromium's
# DOM changes between versions (HTMLElement.autocorrect is missing before about 155):
# an older Debian chromium is upgraded (the newest the package lists offer).
CHROMIUM_MIN := 155
chromium:
	@major=$$(chromium --version 2>/dev/null | grep -o '[0-9][0-9]*' | head -1); \
	if [ -n "$$PETITE_CHROMIUM" ] || [ "$${major:-0}" -ge $(CHROMIUM_MIN) ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing Debian's chromium (>= $(CHROMIUM_MIN); found: $${major:-none}) for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	elif [ -n "$$major" ]; then \
		echo "warning: Chromium $$major is older than $(CHROMIUM_MIN): some conformance cases may differ"; \
	else \
		echo "Chromium not found: install it (apt-get install chromium) or set PETITE_CHROMIUM to a Chromium binary"; exit 1; \
	fi

# The scale-out tests (tests/live/test_scale_out.py, test_store_redis.py) start their own
# redis-server, nginx and haproxy on free ports: Debian's packages, installed once, never started
# as services here.
SBIN_PATH := $(PATH):/usr/local/sbin:/usr/sbin:/sbin
services:
	@if PATH="$(SBIN_PATH)" command -v redis-server >/dev/null 2>&1 && PATH="$(SBIN_PATH)" command -v nginx >/dev/null 2>&1 \
		&& PATH="$(SBIN_PATH)" command -v haproxy >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing Debian's redis-server, nginx and haproxy for the scale-out tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server nginx haproxy >/dev/null; \
	else \
		echo "redis-server, nginx or haproxy not found: install them (apt-get install redis-server nginx haproxy)"; exit 1; \
	fi

oracle: $(ORACLE)

$(ORACLE):
	@command -v npm >/dev/null 2>&1 || { echo "npm not found: install Node.js and npm (apt-get install nodejs npm) to fetch the petite-vue oracle"; exit 1; }
	mkdir -p .cache/oracle
	cd .cache/oracle && { [ -f package.json ] || echo '{"private": true}' > package.json; } && \
		npm install --silent --no-audit --no-fund petite-vue@$(PETITE_VUE_VERSION)

clean:
	rm -rf $(VENV) $(TESTENV) build .cache
