#!/usr/bin/env bash
# The Windows tier's shipping checks: the frozen Windows app (freeze.sh: PyInstaller's Windows wheel under the
# Windows Python, cached by its sources) run in a fresh prefix without Python, then NSIS's installer around it (with
# the pin of the wizard's Linux build for the WSL2 route, installers/build_linux_cli.py, cached by its sources) installed
# silently, upgraded, read back and uninstalled (tests/shipping/test_windows_installer.py, run by the
# checkout's Linux Python driving wine). What wine cannot check is printed as a GAP line, not failed; the same
# list is in installers/README.md (tests/shipping/test_build_support.py keeps the two alike).
#   bash .ci/wine/shipping.sh [PYTEST ARGS...]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/winenv.sh"
PYTHON=${PYTHON:-$REPO/.venv/bin/python}
start=$SECONDS
# The Linux build is the release's other asset (cached): the app carries only its pin, here for a "release" on
# 127.0.0.1 (a fixed address, so that the cached bundle stays valid from run to run). Cached beside the tier's other
# caches (WINE_WORK: in the user's cache folder when CI=true, so a fresh clone reuses it).
linux_cli=$("$PYTHON" "$REPO/installers/build_linux_cli.py" --cache "$WINE_WORK/linux-cli" | tail -n 1)
pin=$WINE_WORK/pin/linux-build.json
"$PYTHON" "$REPO/installers/pin_linux_build.py" --archive "$linux_cli" --release-url "http://127.0.0.1:47211/release" \
  --out "$pin" >/dev/null
bundle=$(TFGPU_LINUX_BUILD_PIN=$pin bash "$HERE/freeze.sh")
froze=$((SECONDS - start))
status=0
# The installer checked is compressed with zlib (seconds) unless TFGPU_INSTALLER_COMPRESSOR=lzma (make
# test-windows-full: the release's own compressor, minutes on two cores). --timeout: LZMA on two loaded cores.
TFGPU_INSTALLER_COMPRESSOR=${TFGPU_INSTALLER_COMPRESSOR:-zlib} TFGPU_WINDOWS_BUNDLE=$bundle TFGPU_LINUX_CLI_ARCHIVE=$linux_cli WINEPREFIX_TIER=$WINEPREFIX "$PYTHON" -m pytest -q -p no:cacheprovider -m slow -rs \
  --timeout 3600 --durations 0 tests/shipping/test_windows_installer.py "$@" || status=$?
gap() { printf 'GAP  %-28s %s\n' "$1" "$2"; }
gap 'UAC prompt' "wine runs every program as administrator: the elevated child's consent prompt never shows"
gap 'folder DACLs' 'wine keeps no access lists: who may write the install folder is not checked'
gap 'Restart Manager names' 'RmGetList is a stub in wine: which program holds a file in use is not named'
gap 'real cmd.exe and PowerShell' "wine's cmd lacks batch features and PowerShell is a stub: by-hand commands not run"
gap 'a native Qt window' "Qt's windows platform aborts under wine 8: the GUI ran on the offscreen platform only"
echo "Windows shipping: $((SECONDS - start)) s wall (bundle ready after ${froze} s; $(du -sh "$bundle" | cut -f1) bundle)"
exit "$status"
