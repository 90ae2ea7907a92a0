#!/usr/bin/env bash
# Package the one-folder bundle (tools/build_bundle.sh) as a Debian package:
#   bash tools/build_deb.sh    # dist/referee-app -> dist/referee-app_<version>_<arch>.deb
# Installs the bundle in /opt/referee-app, `referee-app` on PATH (/usr/bin), the menu entry and AppStream
# metainfo (resources/linux), and the icon in the hicolor theme (the package's PNG sizes and the drawing).
# Its dependencies are the window's system libraries (resources/linux/control; the list .ci/run and the README
# install). Debian's triggers refresh the menu and the icon cache; the package has no scripts of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -x dist/referee-app/referee-app ] || { echo "no bundle in dist/referee-app: run tools/build_bundle.sh" >&2; exit 1; }
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
id=$(sed -n 's/^DESKTOP_ID = "\(.*\)".*/\1/p' referee_app/icons/__init__.py)  # the desktop entry's name
arch=$(dpkg --print-architecture)
root=$(mktemp -d)
chmod 755 "$root"
trap 'rm -rf "$root"' EXIT

mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" "$root/DEBIAN"
cp -a dist/referee-app "$root/opt/referee-app"
ln -s /opt/referee-app/referee-app "$root/usr/bin/referee-app"
install -m 644 "resources/linux/$id.desktop" "$root/usr/share/applications/"
install -m 644 "resources/linux/$id.metainfo.xml" "$root/usr/share/metainfo/"
for png in referee_app/icons/referee-app-*.png; do
  size=${png##*-}; size=${size%.png}
  install -D -m 644 "$png" "$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
install -D -m 644 resources/icons/referee-app.svg "$root/usr/share/icons/hicolor/scalable/apps/$id.svg"
kib=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$kib/" resources/linux/control > "$root/DEBIAN/control"

deb=dist/referee-app_${version}_${arch}.deb
# gzip: a fraction of xz's time on the CI machine's two cores, for a package a third larger
dpkg-deb --root-owner-group -Zgzip --build "$root" "$deb" >/dev/null
echo "package: $deb, $(du -h "$deb" | cut -f1)"
