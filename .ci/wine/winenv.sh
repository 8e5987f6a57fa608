# Sourced by the Windows tier's scripts: where the Windows Python lives, and `winpy`, which runs it under wine.
#   WINE_WORK  prefix, Python and download cache (default: .wine-tier/ in the checkout, git-ignored; CI may keep it)
#   PYVER      3.11: the release workflow's Python. 3.12+ query WMI in `platform` and call CopyFile2 in
#              shutil.copy2, and wine 8 aborts on both.
REPO=${REPO:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
WINE_WORK=${WINE_WORK:-$REPO/.wine-tier}
PYVER=${PYVER:-3.11}
PYNODOT=${PYVER/./}
export WINEPREFIX=${WINEPREFIX:-$WINE_WORK/prefix-py$PYNODOT}
export WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
WINPY_DIR=$WINEPREFIX/drive_c/py$PYNODOT     # C:\pyNNN: the python.org CPython layout
WINPY_EXE="C:\\py$PYNODOT\\python.exe"
# The prefix's registry as setup left it: each run starts from it (a fresh HKCU\Environment per run).
REGISTRY_TEMPLATE=$WINE_WORK/registry-py$PYNODOT

# wine 8 quirk: Python's standard streams must be pipes (a Unix file or /dev/null as stdout or stderr gives
# "init_sys_streams: can't initialize sys standard streams ... [WinError 6]"), so both go through `cat`.
# QT_* variables never reach a Windows process (wine keeps them for Unix Qt): tests set them inside Python.
winpy() {
  env -u PIP_FIND_LINKS -u PIP_CONSTRAINT -u PYTHONPATH wine "$WINPY_EXE" "$@" 2> >(cat >&2) </dev/null | cat
  return "${PIPESTATUS[0]}"
}
# A Unix path as the Windows program sees it (Z:\...).
winpath() { winepath -w "$1" 2>/dev/null; }
