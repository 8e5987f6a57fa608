#!/usr/bin/env bash
# The Windows tier: the suite's Windows files (tests/windows/tier.txt) run by the python.org CPython for Windows
# under wine 8, after setup.sh. Each run starts from the registry setup saved (so the CLI tests' writes to
# HKCU\Environment are this run's own), and conftest's guard fails any test that leaves the Environment keys changed.
#   bash .ci/wine/test.sh [PYTEST ARGS...]     (default: the files in tests/windows/tier.txt)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/winenv.sh"
start=$SECONDS
bash "$HERE/setup.sh" | tail -1
wineserver -k 2>/dev/null || true   # the registry is in wineserver's memory until it ends
wineserver -w 2>/dev/null || true
cp "$REGISTRY_TEMPLATE"/*.reg "$WINEPREFIX/"
# wine 8 quirk: the desktop window (explorer.exe /desktop) is made by the first process that asks for it; a
# WM_SETTINGCHANGE broadcast from a child of pytest that is the first to ask hangs for good. Asked for here first.
winpy -c "import ctypes; ctypes.WinDLL('user32').GetDesktopWindow()"
cd "$REPO"
if [ $# = 0 ]; then
  mapfile -t files < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' tests/windows/tier.txt)
  set -- "${files[@]}"
fi
status=0
winpy -m pytest -q -p no:cacheprovider -m "not slow" -rs --timeout 300 "$@" || status=$?
wineserver -k 2>/dev/null || true
echo "Windows tier: $((SECONDS - start)) s wall (python.org CPython $PYVER for Windows under $(wine --version))"
exit "$status"
