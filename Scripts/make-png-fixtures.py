#!/usr/bin/env python3
"""Writes the PNG test fixtures (every PNG kind real files use) with zlib only, so no image
library is needed. Each is a 4x3 image of known colours. Run from the repository root."""
import struct, zlib, pathlib

OUT = pathlib.Path("Tests/CurtainRenderTests/Fixtures")

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

def png(name, width, height, bit_depth, colour_type, rows, extra=b"", interlace=0):
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, interlace)
    raw = b"".join(b"\x00" + row for row in rows)
    body = chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw))
    data = b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b"")
    (OUT / name).write_bytes(data)
    return data

W, H = 4, 3
# Straight RGBA reference: red, green, blue, half-transparent white; repeated per row.
RGBA = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 128)]

def rows_of(pixel_bytes):
    return [b"".join(pixel_bytes(x, y) for x in range(W)) for y in range(H)]

rgba = png("rgba8.png", W, H, 8, 6, rows_of(lambda x, y: bytes(RGBA[x])))
png("rgb8.png", W, H, 8, 2, rows_of(lambda x, y: bytes(RGBA[x][:3])))
png("rgba16.png", W, H, 16, 6, rows_of(lambda x, y: b"".join(struct.pack(">H", c * 257) for c in RGBA[x])))
png("grey8.png", W, H, 8, 0, rows_of(lambda x, y: bytes([x * 85])))
png("greyalpha8.png", W, H, 8, 4, rows_of(lambda x, y: bytes([x * 85, 255 if x < 3 else 128])))
png("grey16.png", W, H, 16, 0, rows_of(lambda x, y: struct.pack(">H", x * 85 * 257)))
# Palette with tRNS: index 3 is half transparent.
palette = chunk(b"PLTE", b"".join(bytes(c[:3]) for c in RGBA))
trns = chunk(b"tRNS", bytes([255, 255, 255, 128]))
png("palette-trns.png", W, H, 8, 3, rows_of(lambda x, y: bytes([x])), palette + trns)
# Palette, 2 bits per pixel, no transparency.
png("palette2bit.png", W, H, 2, 3, [bytes([0b00011011])] * H, palette)
# RGB with a tRNS colour key: pure blue is transparent.
png("rgb-trns.png", W, H, 8, 2, rows_of(lambda x, y: bytes(RGBA[x][:3])), chunk(b"tRNS", struct.pack(">HHH", 0, 0, 255)))

# Adam7-interlaced RGBA: the same pixels as rgba8.png.
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
raw = b""
for x0, y0, dx, dy in PASSES:
    xs = list(range(x0, W, dx))
    for y in range(y0, H, dy):
        if xs:
            raw += b"\x00" + b"".join(bytes(RGBA[x]) for x in xs)
header = struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 1)
(OUT / "interlaced.png").write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

# Bad files.
(OUT / "truncated.png").write_bytes(rgba[: len(rgba) // 2])
(OUT / "not-an-image.png").write_bytes(b"hello, this is text\n")
huge = struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0)
(OUT / "huge.png").write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", huge)
    + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b""))
