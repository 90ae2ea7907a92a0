"""Make every icon file from the two drawings in resources/icons (the icon at any size, and its 16 pixel
redrawing on the pixel grid):

    python tools/make_icons.py          # write the files below
    python tools/make_icons.py --check  # render again into a scratch folder, exit 1 if a committed file differs

- `referee_app/icons/referee-app-<N>.png` (16 to 512 pixels): package data, read at run time by the window, the
  projector and the phones' pages; the Linux package installs the same files into the icon theme.
- `referee_app/icons/apple-touch-icon.png` (180 pixels, on the sea's colour to the corners: a phone's home
  screen draws its own rounded corners and would fill transparent ones with black).
- `resources/icons/referee-app.ico` (Windows: the executables and the installer) and `referee-app.icns`
  (macOS: the .app), each holding every size it uses.

Needs `rsvg-convert` (Debian: librsvg2-bin) to draw and Pillow to pack the .ico and .icns; neither is part of
the program (Pillow comes with reportlab, which the bundle packs without it: build.spec).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "resources" / "icons"
DRAWING = SOURCES / "referee-app.svg"
SMALL_DRAWING = SOURCES / "referee-app-16.svg"
PACKAGE = ROOT / "referee_app" / "icons"
SEA = "#1d5f99"  # the drawing's background

PNG_SIZES = (16, 24, 32, 48, 64, 128, 192, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
TOUCH_SIZE = 180
TOLERANCE = 1.0  # mean difference per channel (0-255) a different rasteriser version may make


def render(size: int, folder: Path) -> Path:
    """The drawing at `size` pixels (the grid-drawn one at 16) as a PNG in `folder`."""
    out = folder / f"render-{size}.png"
    drawing = SMALL_DRAWING if size == 16 else DRAWING
    subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(out), str(drawing)], check=True)
    return out


def make(package: Path, resources: Path, scratch: Path) -> list[Path]:
    """Write every icon file into `package` and `resources`; the files written."""
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES) | {TOUCH_SIZE})
    images = {size: Image.open(render(size, scratch)).convert("RGBA") for size in sizes}
    written = []
    for size in PNG_SIZES:
        written.append(package / f"referee-app-{size}.png")
        images[size].save(written[-1], optimize=True)
    touch = Image.new("RGBA", (TOUCH_SIZE, TOUCH_SIZE), SEA)
    touch.alpha_composite(images[TOUCH_SIZE])
    written.append(package / "apple-touch-icon.png")
    touch.convert("RGB").save(written[-1], optimize=True)
    largest = max(ICO_SIZES)
    written.append(resources / "referee-app.ico")
    images[largest].save(written[-1], format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                         append_images=[images[s] for s in ICO_SIZES if s != largest])
    largest = max(ICNS_SIZES)
    written.append(resources / "referee-app.icns")
    images[largest].save(written[-1], format="ICNS",
                         append_images=[images[s] for s in ICNS_SIZES if s != largest])
    return written


def _frames(path: Path) -> dict[int, Image.Image]:
    """Every size a PNG, .ico or .icns holds, as RGBA images."""
    image = Image.open(path)
    if path.suffix == ".png":
        return {image.width: image.convert("RGBA")}
    out = {}
    for width, height, *scale in sorted(image.info["sizes"]):
        image.size = (width * (scale[0] if scale else 1), height * (scale[0] if scale else 1))
        image.load()
        out[image.width] = image.convert("RGBA")
    return out


def differences(committed: Path, fresh: Path) -> list[str]:
    """What differs between a committed icon file and a fresh one: missing sizes or pixels beyond TOLERANCE."""
    if not committed.exists():
        return [f"{committed.relative_to(ROOT)} is missing"]
    old, new = _frames(committed), _frames(fresh)
    if sorted(old) != sorted(new):
        return [f"{committed.relative_to(ROOT)} holds sizes {sorted(old)}, expected {sorted(new)}"]
    out = []
    for size, image in new.items():
        mean = max(ImageStat.Stat(ImageChops.difference(old[size], image)).mean)
        if mean > TOLERANCE:
            out.append(f"{committed.relative_to(ROOT)} at {size} px differs from the drawing (mean {mean:.1f})")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the committed files with a fresh rendering")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        if not args.check:
            for path in make(PACKAGE, SOURCES, scratch):
                print(path.relative_to(ROOT))
            return 0
        (scratch / "package").mkdir()
        (scratch / "resources").mkdir()
        fresh = make(scratch / "package", scratch / "resources", scratch)
        problems = [problem for path in fresh
                    for problem in differences((PACKAGE if path.parent.name == "package" else SOURCES) / path.name,
                                               path)]
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print("run `python tools/make_icons.py` and commit the icons", file=sys.stderr)
        return 1
    print(f"icons: {len(fresh)} files match resources/icons/*.svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
