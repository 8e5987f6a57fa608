#!/usr/bin/env bash
# The frozen Windows app: PyInstaller's Windows wheel, under the Windows Python setup.sh made, freezes a spec
# (default build.spec) into a onedir bundle of real .exe programs. PyInstaller under wine takes minutes on two
# cores, so each bundle is cached in $WINE_WORK/frozen/<key>/, the key being a hash of the spec, of the sources it
# freezes (FREEZE_SOURCES, git's files under them, edits included) and of the build requirements; an unchanged
# key reuses the bundle. Prints the bundle's folder on the last line.
#   bash .ci/wine/freeze.sh [SPEC [NAME]]     (NAME: the COLLECT name, default tfgpu-wizard)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/winenv.sh"
SPEC=$(realpath "${1:-$REPO/build.spec}")
NAME=${2:-tfgpu-wizard}
# What build.spec freezes: the app, its resources, the spec's helpers and entry scripts (not the NSIS script: the
# installers kept beside a bundle are keyed by it themselves, installers/build_installer.py). Of pyproject.toml
# only the [project] table counts (version, dependencies): a linter's setting there rebuilds nothing.
FREEZE_SOURCES=${FREEZE_SOURCES:-wizard resources installers/spec_support.py installers/make_icon.py
  installers/launch_cli.py installers/launch_gui.py}
CACHE=$WINE_WORK/cache
WHEELS=$CACHE/wheels-cp$PYNODOT
step() { printf '%s  %-34s %s\n' "$(date +%T)" "$1" "$2" >&2; }
timed() { local name=$1 start=$SECONDS; shift; "$@"; step "$name" "done in $((SECONDS - start)) s"; }

# The build requirements: PyInstaller (pyproject's build extra) and Qt (the runtime's PySide6-Essentials), with
# PyInstaller's Windows-only dependencies named, since `pip download` evaluates markers for this Linux host.
write_build_requirements() {
  python3 - "$REPO/pyproject.toml" >"$CACHE/build-requirements-cp$PYNODOT.txt" <<'PY'
import re, sys, tomllib
pyproject = tomllib.load(open(sys.argv[1], "rb"))
project = pyproject["project"]
def name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0].lower()
qt = [r for r in project["dependencies"] if name(r) == "pyside6-essentials"]
print("\n".join([*project["optional-dependencies"]["build"], *qt, "pefile!=2024.8.26", "pywin32-ctypes"]))
PY
  sha256sum <"$CACHE/build-requirements-cp$PYNODOT.txt" | cut -c1-16
}

install_build_requirements() {
  local stamp=$WINPY_DIR/.tfgpu-build-$1
  [ -f "$stamp" ] && return 0
  python3 -m pip download --quiet --disable-pip-version-check --platform win_amd64 --python-version "$PYVER" \
    --implementation cp --only-binary=:all: -d "$WHEELS" -r "$CACHE/build-requirements-cp$PYNODOT.txt"
  winpy -m pip install --quiet --no-warn-script-location --no-warn-conflicts --disable-pip-version-check --no-index \
    --find-links "$(winpath "$WHEELS")" -r "$(winpath "$CACHE/build-requirements-cp$PYNODOT.txt")"
  rm -f "$WINPY_DIR"/.tfgpu-build-*
  touch "$stamp"
}

# What the bundle is made of: the spec, every file git knows (or would add) under FREEZE_SOURCES, pyproject's
# [project] table, setup.sh's and the build requirements and the Windows Python's version.
bundle_key() {
  {
    sha256sum "$SPEC" | cut -c1-64
    cd "$REPO"
    # shellcheck disable=SC2086  # FREEZE_SOURCES is a list of paths
    git ls-files -z --cached --others --exclude-standard -- $FREEZE_SOURCES | sort -z \
      | xargs -0 -r sha256sum 2>/dev/null || true
    python3 -c 'import json, sys, tomllib; print(json.dumps(tomllib.load(open(sys.argv[1], "rb"))["project"]))' \
      "$REPO/pyproject.toml"
    cat "$CACHE/requirements-cp$PYNODOT.txt"   # what else setup.sh installed: PyInstaller follows what it finds
    if [ -n "${TFGPU_LINUX_BUILD_PIN:-}" ]; then cat "$TFGPU_LINUX_BUILD_PIN"; fi   # the release's Linux build
    echo "$1 $PYVER"
  } | sha256sum | cut -c1-16
}

freeze() {
  local out=$1 log=$1.log
  rm -rf "$out" "$out.tmp"
  mkdir -p "$out.tmp"
  # cwd is the checkout (Z:\...), as for `make bundle`; the spec finds everything from SPECPATH.
  # TFGPU_LINUX_BUILD_PIN (installers/pin_linux_build.py's file, which the spec adds as resources/linux-build.json)
  # as the Windows Python sees it.
  if ! (cd "$REPO" && { [ -z "${TFGPU_LINUX_BUILD_PIN:-}" ] || TFGPU_LINUX_BUILD_PIN=$(winpath "$TFGPU_LINUX_BUILD_PIN"); } \
      && export TFGPU_LINUX_BUILD_PIN && winpy -m PyInstaller --noconfirm --log-level WARN --distpath "$(winpath "$out.tmp/dist")" \
      --workpath "$(winpath "$out.tmp/work")" "$(winpath "$SPEC")") >"$log" 2>&1; then
    cat "$log" >&2
    step "PyInstaller $NAME" "FAILED (log above: $log)"
    return 1
  fi
  # The icon build.spec rendered is the installer's too; PyInstaller's work folder is not needed after.
  find "$out.tmp/work" -name '*.ico' -exec cp {} "$out.tmp/" \;
  rm -rf "$out.tmp/work"
  mv "$out.tmp" "$out"
}

total=$SECONDS
[ -n "${FREEZE_SKIP_SETUP:-}" ] || bash "$HERE/setup.sh" >&2
mkdir -p "$CACHE" "$WHEELS"
requirements=$(write_build_requirements)
timed "PyInstaller and Qt for Windows" install_build_requirements "$requirements"
key=$(bundle_key "$requirements")
target=$WINE_WORK/frozen/$NAME-$key
if [ -d "$target/dist/$NAME" ]; then
  step "bundle $NAME ($key)" "cached"
else
  timed "PyInstaller $NAME ($key) under wine" freeze "$target"
  # Older bundles of the same name are of sources that have changed since: only the newest two stay.
  find "$WINE_WORK/frozen" -maxdepth 1 -name "$NAME-*" ! -name "*.log" -type d -printf '%T@ %p\n' | sort -rn \
    | tail -n +3 | cut -d' ' -f2- | while read -r old; do rm -rf "$old" "$old.log"; done
fi
step "freeze" "done in $((SECONDS - total)) s"
echo "$target/dist/$NAME"
