# Two commands matter: `make run` and `make test` (see README). Both create .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: run test check-catalog test-slow test-slow-parallel test-slow-qt test-windows test-windows-full pytest-parallel pytest-qt lint typecheck typecheck-linux typecheck-win32 contracts pytest bench bundle installer translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(VENV)/.installed

$(VENV)/.installed-build: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test,build]"
	touch $@ $(VENV)/.installed-test $(VENV)/.installed

run: $(VENV)/.installed
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		$(BIN)/python -m wizard; \
	else \
		echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): showing 'tfgpu-wizard probe' instead."; \
		$(BIN)/tfgpu-wizard probe; \
	fi

test: $(VENV)/.installed-test lint typecheck contracts pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check wizard tests bench installers tools

# Both platforms at once (mypy uses one core each), each with its own cache: one cache shared by the two platforms
# is invalidated by each run in turn (every `make test` then checked both cold, ~45 s each instead of ~1 s warm).
typecheck: $(VENV)/.installed-test
	@$(MAKE) --no-print-directory -j2 --output-sync=target typecheck-linux typecheck-win32

typecheck-linux: $(VENV)/.installed-test
	$(BIN)/mypy

typecheck-win32: $(VENV)/.installed-test
	$(BIN)/mypy --platform win32 --cache-dir .mypy_cache/win32

contracts: $(VENV)/.installed-test
	$(BIN)/lint-imports

# PYTHONDONTWRITEBYTECODE emptied (container images often set it): the suite starts hundreds of real Python children
# (`python -m wizard ...`, stand-ins) that would each compile every module they import from source again.
# Two runs at once: the tests that need no Qt spread over $(PYTEST_WORKERS) processes (pytest-xdist; most of their
# time is spent waiting on the children and servers they start), and the tests marked `qt` (tests/conftest.py marks
# them; in a parallel worker Qt aborted the worker and hung the run) in one process beside them. Both always run to
# their end; the target fails when either failed. Each prints its own summary: together they are `-m "not slow"`.
PYTEST_WORKERS ?= 4
PYTEST := PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider
pytest: $(VENV)/.installed-test
	@$(MAKE) --no-print-directory -j2 --output-sync=target pytest-parallel pytest-qt

pytest-parallel: $(VENV)/.installed-test
	$(PYTEST) -m "not slow and not qt" -n $(PYTEST_WORKERS)

pytest-qt: $(VENV)/.installed-test
	$(PYTEST) -m "not slow and qt" -p no:xdist

# The slow real-part checks (real TensorFlow installs, frozen bundle, installer): CI runs them after `make test`.
# Most of their time is spent waiting on children (pip and uv installing TensorFlow, PyInstaller, makensis, wine),
# so they run as `make pytest` does: the ones that need no Qt over $(SLOW_WORKERS) processes (tests/slow_schedule.py:
# a file's tests stay in one worker where the file makes a fixture once for them, a real TensorFlow environment or a
# wine prefix, the others go to any free worker; the frozen bundle, which several files use, is made once for the
# run under a lock, tests/run_once.py), and the slow Qt tests in one process beside them. Together: `-m slow`.
SLOW_WORKERS ?= 3
test-slow: $(VENV)/.installed-build
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-slow-parallel test-slow-qt

test-slow-parallel: $(VENV)/.installed-build
	$(PYTEST) -m "slow and not qt" -n $(SLOW_WORKERS) -p tests.slow_schedule --durations=20

test-slow-qt: $(VENV)/.installed-build
	$(PYTEST) -m "slow and qt" -p no:xdist

# The Windows tier: the test files whose code takes another path on Windows (tests/windows/tier-quick.txt, kept by
# tests/windows/test_quick_tier.py) run by the python.org CPython for Windows under wine 8 (.ci/wine/; the Python,
# its win_amd64 wheels and the prefix are cached in .wine-tier/, or in the user's cache folder when CI=true), then
# the shipping checks: the frozen Windows app and its installer (zlib: LZMA only for `make installer` and the
# release) installed, upgraded and uninstalled in a fresh prefix (.ci/wine/shipping.sh; the frozen bundle is cached
# by its sources). CI runs it after test-slow. test-windows-full runs every file (tests/windows/tier.txt) and the
# shipping checks on the LZMA installer: run it before a release.
test-windows: $(VENV)/.installed-build
	WINE_TIER=quick bash .ci/wine/test.sh
	bash .ci/wine/shipping.sh

test-windows-full: $(VENV)/.installed-build
	WINE_TIER=full bash .ci/wine/test.sh
	TFGPU_INSTALLER_COMPRESSOR=lzma bash .ci/wine/shipping.sh

# Every resolution the catalog records, against the package index as it is today (about 1,600: 20 minutes cold).
# The slow tier checks each record's corners only (--edges); this whole check runs weekly
# (.github/workflows/catalog-watch.yml) and before a release (release.yml).
check-catalog: $(VENV)/.installed
	$(BIN)/python tools/check_catalog_resolution.py

bench: $(VENV)/.installed-build
	$(BIN)/python -m bench

# The frozen app: dist/tfgpu-wizard/ with tfgpu-wizard-gui (windowed), tfgpu-wizard (console) and _internal/.
bundle: $(VENV)/.installed-build
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

# The release's two assets, built on Linux: dist/tfgpu-wizard-linux.tar.gz, the wizard's Linux build for the WSL2
# route (installers/build_linux_cli.py, cached in build/linux-cli/ by its sources), and dist/tfgpu-wizard-setup.exe,
# the Windows installer, which does not carry that build: the app fetches it on the WSL2 route from RELEASE_URL
# (default: this version's GitHub release of GITHUB_REPOSITORY or of the `origin` remote), verified against the
# SHA-256 pinned into the app here (installers/pin_linux_build.py). The Windows bundle is frozen by the Windows
# Python under wine (.ci/wine/freeze.sh, cached by its sources and the pin), NSIS's makensis wraps it (LZMA), and the
# installer and every program and library in the bundle are checked to be x86-64 PE files; dist/SHA256SUMS lists
# both assets. (On Windows: `python installers/pin_linux_build.py`, `pyinstaller build.spec` with
# TFGPU_LINUX_BUILD_PIN set, then `python installers/build_installer.py`, as the release workflow does.)
RELEASE_URL ?=
installer: $(VENV)/.installed-build
	linux=$$($(BIN)/python installers/build_linux_cli.py | tail -n 1) && mkdir -p dist build/pin && \
		cp "$$linux" dist/tfgpu-wizard-linux.tar.gz && \
		$(BIN)/python installers/pin_linux_build.py --archive dist/tfgpu-wizard-linux.tar.gz \
		--release-url "$(RELEASE_URL)" --out build/pin/linux-build.json && \
		bundle=$$(TFGPU_LINUX_BUILD_PIN=$(CURDIR)/build/pin/linux-build.json bash .ci/wine/freeze.sh) && \
		$(BIN)/python installers/build_installer.py --bundle "$$bundle" \
		--icon "$$bundle/../../tfgpu-wizard.ico" --keep-in "$$bundle/../.." && \
		(cd dist && sha256sum tfgpu-wizard-setup.exe tfgpu-wizard-linux.tar.gz > SHA256SUMS && cat SHA256SUMS)

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
