#!/usr/bin/env bash
# The Windows tier: the suite's Windows files (tests/windows/tier.txt) run by the python.org CPython for Windows
# under wine 8, after setup.sh. Each run starts from the registry setup saved (so the CLI tests' writes to
# HKCU\Environment are this run's own), and conftest's guard fails any test that leaves the Environment keys changed.
#   bash .ci/wine/test.sh [PYTEST ARGS...]     (default: the files in tests/windows/tier.txt)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/winenv.sh"
start=$SECONDS
mkdir -p "$WINE_WORK"
if ! bash "$HERE/setup.sh" >"$WINE_WORK/setup.log" 2>&1; then
  cat "$WINE_WORK/setup.log"
  echo "Windows tier: the setup failed (above)"
  exit 1
fi
tail -1 "$WINE_WORK/setup.log"
wineserver -k 2>/dev/null || true   # the registry is in wineserver's memory until it ends
wineserver -w 2>/dev/null || true
cp "$REGISTRY_TEMPLATE"/*.reg "$WINEPREFIX/"
# wine 8 quirk: the desktop process (explorer.exe /desktop) is started by whichever process first needs it and
# inherits that process's handles; tests/cli/support.py gives CLI children files, not pipes, for that reason.
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
