"""Pack the project's icon PNGs into ``packaging/oh7.ico`` (Windows) and ``oh7.icns`` (macOS).

Both formats are plain containers of PNG images, so this needs only the standard library
(no Pillow). Run it after the icon art changes and commit the two files::

    .venv/bin/python packaging/make_icons.py          # write them
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if they are stale
"""

from __future__ import annotations

import argparse
import struct
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import appmeta  # packaging/ is not a package; the spec imports it the same way

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

ICO_SIZES = (16, 32, 48, 64, 128, 256)
"""Sizes Windows picks from (256 is the largest an .ico holds)."""

ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic11", 32),  # 16 pt @2x
    ("ic12", 64),  # 32 pt @2x
    ("ic13", 256),  # 128 pt @2x
    ("ic14", 512),  # 256 pt @2x
)
"""macOS icon element types holding PNG data, with their pixel sizes."""


class IconError(ValueError):
    """Raised when an icon PNG is missing or is not a square PNG of the expected size."""


def png_size(data: bytes) -> tuple[int, int]:
    """Return ``(width, height)`` read from a PNG's IHDR chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise IconError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def load_png(size: int) -> bytes:
    """Return the bytes of the project's icon PNG of ``size`` pixels, checking its dimensions."""
    path = appmeta.icon_png(size)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise IconError(f"missing icon image {path}: {error.strerror}") from None
    try:
        found = png_size(data)
    except IconError:
        raise IconError(f"{path} is not a PNG file") from None
    if found != (size, size):
        raise IconError(f"{path} is {found[0]}x{found[1]} pixels, expected {size}x{size}")
    return data


def build_ico(images: dict[int, bytes]) -> bytes:
    """Return an .ico file holding each PNG of ``images`` (size -> PNG bytes), smallest first."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def build_icns(images: dict[int, bytes]) -> bytes:
    """Return an .icns file with one PNG element per entry of :data:`ICNS_TYPES`."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = images[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """Return the PNG images of an .ico file by size (the inverse of :func:`build_ico`)."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise IconError("not an .ico file")
    found: dict[int, bytes] = {}
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        found[side or 256] = data[offset : offset + length]
    return found


def read_icns(data: bytes) -> dict[str, bytes]:
    """Return the elements of an .icns file by type (the inverse of :func:`build_icns`)."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise IconError("not an .icns file")
    found: dict[str, bytes] = {}
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[pos + 4 : pos + 8])
        found[kind] = data[pos + 8 : pos + length]
        pos += length
    return found


def wanted() -> dict[Path, Callable[[dict[int, bytes]], bytes]]:
    """Return each icon container file with the function that builds it."""
    return {appmeta.ICO_PATH: build_ico_from_all, appmeta.ICNS_PATH: build_icns}


def build_ico_from_all(images: dict[int, bytes]) -> bytes:
    """Return the .ico built from the sizes of ``images`` that Windows uses."""
    return build_ico({size: images[size] for size in ICO_SIZES})


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` verify) ``packaging/oh7.ico`` and ``packaging/oh7.icns``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the files are up to date")
    args = parser.parse_args(argv)
    try:
        images = {size: load_png(size) for size in appmeta.ICON_SIZES}
    except IconError as error:
        print(f"make_icons: {error}", file=sys.stderr)
        return 1
    stale = []
    for path, build in wanted().items():
        content = build(images)
        if path.exists() and path.read_bytes() == content:
            continue
        if args.check:
            stale.append(path.name)
        else:
            path.write_bytes(content)
            print(f"wrote {path} ({len(content)} bytes)")
    if stale:
        print(f"make_icons: out of date: {', '.join(stale)} (run packaging/make_icons.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
