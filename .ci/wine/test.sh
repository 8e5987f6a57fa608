#!/usr/bin/env bash
# The Windows tier: the suite's Windows files (tests/windows/tier.txt) run by the python.org CPython for Windows
# under wine 8, after setup.sh. Each run starts from the registry setup saved (so the CLI tests' writes to
# HKCU\Environment are this run's own), and conftest's guard fails any test that leaves the Environment keys changed.
#   bash .ci/wine/test.sh [PYTEST ARGS...]     (default: the files of the tier WINE_TIER names)
#   WINE_TIER=quick (default) tests/windows/tier-quick.txt, the files whose code takes another path on Windows;
#             full: tests/windows/tier.txt, every file of `pytest -m "not slow"` (make test-windows-full)
#   WINE_SHARDS=N   N Windows Pythons at once on disjoint shares of the files (default 2 for the whole tier, 1 for
#                   the files given; with N > 1 the arguments that start with '-' go to every share, whole: give
#                   an option its value in the same argument, as in --timeout=60)
# Each share runs in a prefix of its own: a hard-linked copy of the setup's (made anew each run, only its registry
# and its Temp folder its own), so each has its own wineserver, registry, profile and temp folders, and the guard's
# before/after snapshots of HKCU\Environment see only their own run's changes. Their outputs are shown whole, one
# after the other, and the run fails when any share fails.
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
cd "$REPO"
if [ $# = 0 ]; then
  case ${WINE_TIER:-quick} in
    quick) tier=tests/windows/tier-quick.txt ;;
    full) tier=tests/windows/tier.txt ;;
    *) echo "WINE_TIER is quick or full, not ${WINE_TIER}"; exit 2 ;;
  esac
  mapfile -t files < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$tier")
  set -- "${files[@]}"
  shards=${WINE_SHARDS:-2}
else
  shards=${WINE_SHARDS:-1}
fi
options=() tests=()
for arg in "$@"; do
  case $arg in -*) options+=("$arg") ;; *) tests+=("$arg") ;; esac
done
[ "$shards" -le "${#tests[@]}" ] || shards=${#tests[@]}   # no share without files (pytest would run them all)
[ "$shards" -ge 1 ] || shards=1
SETUP_PREFIX=$WINEPREFIX

# The prefix of share $1: the setup's own for the first, a hard-linked copy for the others. The registry files are
# real copies (wineserver saves them through a new file and a rename, and they are replaced below, so a link would
# change the setup's), and the Temp folder starts empty (the setup prefix's holds earlier runs' pytest folders).
share_prefix() {
  local prefix=$SETUP_PREFIX
  if [ "$1" -gt 1 ]; then
    prefix=$WINE_WORK/prefix-py$PYNODOT-share$1
    WINEPREFIX=$prefix wineserver -k 2>/dev/null || true
    WINEPREFIX=$prefix wineserver -w 2>/dev/null || true
    rm -rf "$prefix"
    python3 - "$SETUP_PREFIX" "$prefix" <<'PY'
import os, sys
setup, share = sys.argv[1:]
os.mkdir(share)
for folder, dirs, files in os.walk(setup):
    here = os.path.join(share, os.path.relpath(folder, setup))
    for name in dirs + files:
        source, target = os.path.join(folder, name), os.path.join(here, name)
        if os.path.islink(source):
            os.symlink(os.readlink(source), target)
        elif os.path.isdir(source):
            os.mkdir(target)
        elif not (folder == setup and name.endswith(".reg")):
            os.link(source, target)
    dirs[:] = [name for name in dirs if not os.path.islink(os.path.join(folder, name))
               and not (name == "Temp" and os.path.basename(os.path.dirname(folder)) == "users")]
PY
  fi
  WINEPREFIX=$prefix wineserver -k 2>/dev/null || true   # the registry is in wineserver's memory until it ends
  WINEPREFIX=$prefix wineserver -w 2>/dev/null || true
  rm -f "$prefix"/*.reg
  cp "$REGISTRY_TEMPLATE"/*.reg "$prefix/"
  printf '%s\n' "$prefix"
}

# wine 8 quirk: the desktop process (explorer.exe /desktop) is started by whichever process first needs it and
# inherits that process's handles; tests/cli/support.py gives CLI children files, not pipes, for that reason.
run_share() {
  local prefix=$1
  shift
  local rc=0
  WINEPREFIX=$prefix winpy -m pytest -q -p no:cacheprovider -m "not slow" -rsf --timeout 300 "$@" || rc=$?
  WINEPREFIX=$prefix wineserver -k 2>/dev/null || true
  return "$rc"
}

# The tests that failed in a share's log (its -rf summary: "FAILED <id> - <why>"), one id a line. Only a run that
# ended in test failures (pytest's exit 1) counts: an interrupted or broken run is never rerun.
failed_ids() {
  sed -n 's/^FAILED \([^ ]*\).*/\1/p' "$1" | tr -d '\r'
}

# Wine 8 under load now and then fails one process start or socket of the ~3,000 tests (a stand-in program that
# exits 1 with no output, an installer run whose output matches nothing), a different test each run, none of them
# reproducible alone (tried in loops, under load). So the tests that failed are run once more, in a fresh
# prefix of their own: a test that fails again fails the tier; one that passes then is named in a line of its own
# ("failed once under wine, passed when run again"), so a flake that keeps coming back stays visible. Up to
# $WINE_RERUN_LIMIT (5) tests: more failures than that are a real breakage and fail at once.
rerun_failures() {
  local logs=("$@") ids=() log
  for log in "${logs[@]}"; do
    # A test's setup or teardown error also ends pytest with exit 1 but has no FAILED line: never rerun then.
    if tail -1 "$log" | grep -qE '[0-9]+ errors?\b'; then return 1; fi
    mapfile -t -O "${#ids[@]}" ids < <(failed_ids "$log")
  done
  if [ "${#ids[@]}" = 0 ] || [ "${#ids[@]}" -gt "${WINE_RERUN_LIMIT:-5}" ]; then
    return 1
  fi
  echo "=== Windows tier: the ${#ids[@]} failed test(s) run once more, in a fresh prefix ==="
  local prefix rc=0
  prefix=$(share_prefix 1)
  run_share "$prefix" "${options[@]}" "${ids[@]}" || rc=$?
  if [ "$rc" = 0 ]; then
    printf 'Windows tier: failed once under wine, passed when run again: %s\n' "${ids[@]}"
  fi
  return "$rc"
}

status=0
logs=()
if [ "$shards" = 1 ]; then
  prefix=$(share_prefix 1)
  run_share "$prefix" "$@" >"$WINE_WORK/share1.log" 2>&1 || status=$?
  cat "$WINE_WORK/share1.log"
  logs=("$WINE_WORK/share1.log")
else
  # Files dealt out in turn in the tier's order (which groups them by subject), so each share gets some of every
  # kind: the GUI files, the slow CLI files and the quick unit files.
  pids=()
  for ((share = 1; share <= shards; share++)); do
    mine=("${options[@]}")
    for ((i = share - 1; i < ${#tests[@]}; i += shards)); do mine+=("${tests[i]}"); done
    prefix=$(share_prefix "$share")
    run_share "$prefix" "${mine[@]}" >"$WINE_WORK/share$share.log" 2>&1 &
    pids+=($!)
  done
  for ((share = 1; share <= shards; share++)); do
    rc=0
    wait "${pids[share - 1]}" || rc=$?
    echo "=== Windows tier, share $share of $shards (exit $rc) ==="
    cat "$WINE_WORK/share$share.log"
    logs+=("$WINE_WORK/share$share.log")
    if [ "$rc" != 0 ] && { [ "$status" = 0 ] || [ "$status" = 1 ]; }; then status=$rc; fi
  done
  for ((share = 1; share <= shards; share++)); do
    echo "Windows tier, share $share: $(tail -1 "$WINE_WORK/share$share.log" | sed 's/^[=+]* *//; s/ *[=+]*$//')"
  done
fi
if [ "$status" = 1 ] && rerun_failures "${logs[@]}"; then
  status=0
fi
echo "Windows tier: $((SECONDS - start)) s wall, $shards at once (python.org CPython $PYVER for Windows under $(wine --version))"
exit "$status"
