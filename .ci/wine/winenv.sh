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
# wine 8 quirk: no QT_* variable reaches a Windows process (wine keeps them for a Unix Qt). They travel as
# TFGPU_WINE_QT_*, and a .pth of the Windows Python (setup.sh, link_checkout) sets them back at its start. The
# defaults: Qt's offscreen platform (its `windows` platform aborts under wine 8: a WinRT class is missing) and the
# fonts setup.sh copied into the prefix (Qt's offscreen platform on Windows reads only QT_QPA_FONTDIR).
qt_env() {
  local name
  for name in $(compgen -e); do
    case $name in QT_QPA_FONTDIR) ;; QT_*) printf 'TFGPU_WINE_%s=%s\n' "$name" "${!name}" ;; esac
  done
  printf 'TFGPU_WINE_QT_QPA_FONTDIR=C:\\windows\\Fonts\n'
  [ -n "${QT_QPA_PLATFORM:-}" ] || printf 'TFGPU_WINE_QT_QPA_PLATFORM=offscreen\n'
}
winpy() {
  local qt
  mapfile -t qt < <(qt_env)
  env -u PIP_FIND_LINKS -u PIP_CONSTRAINT -u PYTHONPATH "${qt[@]}" wine "$WINPY_EXE" "$@" 2> >(cat >&2) </dev/null | cat
  return "${PIPESTATUS[0]}"
}
# Any other Windows program (a frozen tfgpu-wizard.exe) with the same streams and QT_* variables: started by the
# Windows Python above, whose environment the program inherits.
winrun() {
  winpy -c "import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:]))" "$@"
}
# A Unix path as the Windows program sees it (Z:\...).
winpath() { winepath -w "$1" 2>/dev/null; }
