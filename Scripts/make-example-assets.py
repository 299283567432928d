#!/usr/bin/env python3
"""Draws the built-in example's images (Sources/CurtainAssets/Example) from signed distance
fields: the Chirp bird logo, the bottom wordmark, and light/dark stand-in app screenshots.

Only python3, numpy and zlib: edges are anti-aliased by the distance to each shape (coverage =
0.5 - distance in pixels), and the PNG files are written by hand. Run from anywhere:

    python3 Scripts/make-example-assets.py
"""
import os
import struct
import zlib

import numpy as np

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "CurtainAssets",
                   "Example")


# ---------------------------------------------------------------- PNG writing

def write_png(path, pixels):
    """Writes an HxWx3 (RGB) or HxWx4 (RGBA) uint8 array as a PNG, choosing each row's filter
    (None, Sub or Up) by the smallest sum of absolute residuals, then deflating at level 9."""
    height, width, channels = pixels.shape
    color_type = {3: 2, 4: 6}[channels]
    data = pixels.astype(np.int16)
    sub = data.copy()
    sub[:, 1:] -= data[:, :-1]
    up = data.copy()
    up[1:] -= data[:-1]
    rows = []
    for y in range(height):
        candidates = [(0, data[y]), (1, sub[y]), (2, up[y])]
        costs = [np.abs(((c + 128) % 256) - 128).sum() for _, c in candidates]
        kind, row = candidates[int(np.argmin(costs))]
        rows.append(bytes([kind]) + (row % 256).astype(np.uint8).tobytes())
    raw = b"".join(rows)

    def chunk(tag, body):
        return (struct.pack(">I", len(body)) + tag + body
                + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    os.replace(tmp, path)


# ---------------------------------------------------------------- distance fields

def grid(width, height):
    """Pixel-centre coordinates (x, y), in pixels."""
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float64)
    return xs + 0.5, ys + 0.5


def circle(x, y, cx, cy, r):
    return np.hypot(x - cx, y - cy) - r


def ellipse(x, y, cx, cy, rx, ry, angle=0.0):
    """Approximate distance to a rotated ellipse (exact on the axes; fine for edges)."""
    c, s = np.cos(angle), np.sin(angle)
    dx, dy = x - cx, y - cy
    u, v = dx * c + dy * s, -dx * s + dy * c
    k0 = np.hypot(u / rx, v / ry)
    k1 = np.hypot(u / (rx * rx), v / (ry * ry))
    return k0 * (k0 - 1.0) / np.maximum(k1, 1e-9)


def segment(x, y, ax, ay, bx, by, r):
    """Distance to a capsule: the segment a-b thickened by r."""
    px, py = x - ax, y - ay
    dx, dy = bx - ax, by - ay
    h = np.clip((px * dx + py * dy) / (dx * dx + dy * dy), 0.0, 1.0)
    return np.hypot(px - dx * h, py - dy * h) - r


def arc(x, y, cx, cy, radius, r, start, end):
    """Distance to a ring of radius `radius` and half-width r, kept between the angles start and
    end (radians, y down, clockwise), with round caps."""
    angle = np.arctan2(y - cy, x - cx)
    span = (end - start) % (2 * np.pi)
    inside = ((angle - start) % (2 * np.pi)) <= span
    ring = np.abs(np.hypot(x - cx, y - cy) - radius) - r
    caps = np.minimum(
        np.hypot(x - (cx + radius * np.cos(start)), y - (cy + radius * np.sin(start))),
        np.hypot(x - (cx + radius * np.cos(end)), y - (cy + radius * np.sin(end)))) - r
    return np.where(inside, ring, caps)


def box(x, y, x0, y0, x1, y1, radius=0.0):
    """Distance to a rounded rectangle with corners (x0, y0) and (x1, y1)."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
    qx, qy = np.abs(x - cx) - hx, np.abs(y - cy) - hy
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    return outside + np.minimum(np.maximum(qx, qy), 0) - radius


def polygon(x, y, points):
    """Exact distance to a simple polygon (negative inside)."""
    points = np.asarray(points, dtype=np.float64)
    d = np.full(x.shape, np.inf)
    sign = np.ones(x.shape)
    n = len(points)
    for i in range(n):
        ax, ay = points[i - 1]
        bx, by = points[i]
        ex, ey = ax - bx, ay - by
        wx, wy = x - bx, y - by
        h = np.clip((wx * ex + wy * ey) / (ex * ex + ey * ey), 0.0, 1.0)
        d = np.minimum(d, np.hypot(wx - ex * h, wy - ey * h))
        c1 = y >= by
        c2 = y < ay
        c3 = ex * wy > ey * wx
        flip = (c1 & c2 & c3) | (~c1 & ~c2 & ~c3)
        sign = np.where(flip, -sign, sign)
    return sign * d


def smooth_union(a, b, k):
    h = np.clip(0.5 + 0.5 * (b - a) / k, 0.0, 1.0)
    return b * (1 - h) + a * h - k * h * (1 - h)


def coverage(distance):
    """Anti-aliased coverage, 0...1, of a shape whose distance is in pixels."""
    return np.clip(0.5 - distance, 0.0, 1.0)


def white_on_clear(distance):
    """White RGBA pixels with alpha from the distance field."""
    alpha = (coverage(distance) * 255).round().astype(np.uint8)
    pixels = np.full(distance.shape + (4,), 255, dtype=np.uint8)
    pixels[..., 3] = alpha
    return pixels


def paint(canvas, distance, color):
    """Blends `color` (r, g, b) over an HxWx3 float canvas where the shape covers it."""
    a = coverage(distance)[..., None]
    canvas[:] = canvas * (1 - a) + np.asarray(color, dtype=np.float64) * a


def hex_color(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


# ---------------------------------------------------------------- the bird logo

def bird(size):
    """The Chirp bird facing right, wing raised: deliberately not symmetric, since the reveal
    uses it as a mask and a person should see which way it faces."""
    x, y = grid(size, size)
    s = size
    body = ellipse(x, y, 0.50 * s, 0.58 * s, 0.27 * s, 0.17 * s, angle=-0.45)
    head = circle(x, y, 0.70 * s, 0.38 * s, 0.125 * s)
    shape = smooth_union(body, head, 0.07 * s)
    beak = polygon(x, y, [(0.79 * s, 0.32 * s), (0.95 * s, 0.355 * s), (0.80 * s, 0.41 * s)])
    shape = smooth_union(shape, beak - 0.008 * s, 0.025 * s)
    wing = polygon(x, y, [(0.36 * s, 0.58 * s), (0.16 * s, 0.16 * s), (0.40 * s, 0.26 * s),
                          (0.60 * s, 0.50 * s)])
    shape = smooth_union(shape, wing - 0.02 * s, 0.05 * s)
    tail = polygon(x, y, [(0.34 * s, 0.70 * s), (0.06 * s, 0.80 * s), (0.12 * s, 0.86 * s),
                          (0.40 * s, 0.77 * s)])
    shape = smooth_union(shape, tail - 0.015 * s, 0.05 * s)
    eye = circle(x, y, 0.735 * s, 0.355 * s, 0.028 * s)
    return np.maximum(shape, -eye)


# ---------------------------------------------------------------- the wordmark

def wordmark(width, height):
    """"chirp" in round geometric strokes, white, 3:1."""
    x, y = grid(width, height)
    u = height / 100.0  # design units: the mark is 300 x 100
    w = 7.5 * u  # stroke half-width
    top, base, desc = 30 * u, 72 * u, 92 * u  # x-height top, baseline, descender
    mid = (top + base) / 2
    r = (base - top) / 2
    ring = r - w  # centre line of the round letters' strokes
    arch = 18 * u  # centre line of the h and r arches
    dx = 10 * u  # centres the word
    shapes = [
        arc(x, y, dx + 40 * u, mid, ring, w, np.radians(40), np.radians(320)),  # c
        segment(x, y, dx + 78 * u, 8 * u, dx + 78 * u, base - w, w),  # h stem
        arc(x, y, dx + 96 * u, mid + 2 * u, arch, w, np.radians(180), np.radians(360)),  # h arch
        segment(x, y, dx + 114 * u, mid + 2 * u, dx + 114 * u, base - w, w),  # h leg
        segment(x, y, dx + 140 * u, top + w, dx + 140 * u, base - w, w),  # i
        circle(x, y, dx + 140 * u, 12 * u, w * 1.1),  # i dot
        segment(x, y, dx + 166 * u, top + w, dx + 166 * u, base - w, w),  # r stem
        arc(x, y, dx + 184 * u, mid + 2 * u, arch, w, np.radians(180), np.radians(300)),  # r
        segment(x, y, dx + 216 * u, top + w, dx + 216 * u, desc - w, w),  # p stem
        np.abs(np.hypot(x - (dx + 240 * u), y - mid) - ring) - w,  # p bowl
    ]
    return np.minimum.reduce(shapes)


# ---------------------------------------------------------------- the stand-in app

def app_screenshot(dark):
    """A plausible feed app's first screen at 1179x2556 (iPhone 15, 3x): navigation bar with the
    bird, cards with avatar circles and grey text bars, a compose button and a tab bar."""
    width, height, scale = 1179, 2556, 3
    x, y = grid(width, height)
    if dark:
        bg, card, line, text, faint, accent, bar = (
            "#000000", "#16181C", "#2F3336", "#71767B", "#3A3F44", "#1D9BF0", "#000000")
    else:
        bg, card, line, text, faint, accent, bar = (
            "#F7F9F9", "#FFFFFF", "#E1E8ED", "#AAB8C2", "#D5DDE3", "#1D9BF0", "#FFFFFF")
    canvas = np.empty((height, width, 3))
    canvas[:] = hex_color(bg)
    p = float(scale)  # points to pixels

    nav_bottom = 103 * p  # status bar (59 pt) + navigation bar (44 pt)
    paint(canvas, box(x, y, 0, 0, width, nav_bottom), hex_color(bar))
    paint(canvas, box(x, y, 0, nav_bottom - p / 3, width, nav_bottom), hex_color(line))
    # status bar: time and battery
    paint(canvas, box(x, y, 32 * p, 20 * p, 74 * p, 34 * p, 7 * p), hex_color(text))
    paint(canvas, box(x, y, 338 * p, 21 * p, 364 * p, 33 * p, 4 * p), hex_color(text))
    # profile picture left, bird centre, settings right
    paint(canvas, circle(x, y, 32 * p, 81 * p, 16 * p), hex_color(faint))
    logo_size = 30 * p
    logo = bird(int(logo_size))
    lx, ly = int(width / 2 - logo_size / 2), int(81 * p - logo_size / 2)
    a = coverage(logo)[..., None]
    region = canvas[ly:ly + int(logo_size), lx:lx + int(logo_size)]
    region[:] = region * (1 - a) + np.asarray(hex_color(accent), dtype=np.float64) * a
    paint(canvas, circle(x, y, 361 * p, 81 * p, 11 * p), hex_color(faint))

    tab_top = height - 83 * p
    top = nav_bottom
    lengths = [(0.92, 0.74, 0.5), (0.88, 0.6, 0.0), (0.95, 0.82, 0.66), (0.7, 0.0, 0.0),
               (0.9, 0.77, 0.4), (0.84, 0.52, 0.0)]
    for index, (l1, l2, l3) in enumerate(lengths):
        lines = [l for l in (l1, l2, l3) if l > 0]
        has_media = index in (1, 4)
        card_height = (64 + 22 * len(lines) + (150 if has_media else 0)) * p
        bottom = top + card_height
        if top >= tab_top:
            break
        paint(canvas, box(x, y, 0, top, width, bottom), hex_color(card))
        paint(canvas, box(x, y, 0, bottom - p / 3, width, bottom), hex_color(line))
        paint(canvas, circle(x, y, 36 * p, top + 36 * p, 20 * p),
              hex_color(accent) if index % 3 == 0 else hex_color(faint))
        paint(canvas, box(x, y, 68 * p, top + 18 * p, 190 * p, top + 30 * p, 6 * p),
              hex_color(text))
        paint(canvas, box(x, y, 198 * p, top + 18 * p, 260 * p, top + 30 * p, 6 * p),
              hex_color(faint))
        row = top + 42 * p
        for length in lines:
            paint(canvas, box(x, y, 68 * p, row, 68 * p + length * 300 * p, row + 11 * p,
                              5.5 * p), hex_color(faint))
            row += 22 * p
        if has_media:
            paint(canvas, box(x, y, 68 * p, row + 4 * p, 377 * p, row + 140 * p, 16 * p),
                  hex_color(line))
            row += 150 * p
        for action in range(4):
            ax = 68 * p + action * 80 * p
            paint(canvas, circle(x, y, ax + 8 * p, row + 12 * p, 7 * p), hex_color(faint))
        top = bottom

    # compose button
    paint(canvas, circle(x, y, width - 44 * p, tab_top - 44 * p, 28 * p), hex_color(accent))
    paint(canvas, segment(x, y, width - 52 * p, tab_top - 44 * p, width - 36 * p,
                          tab_top - 44 * p, 2 * p), (255, 255, 255))
    paint(canvas, segment(x, y, width - 44 * p, tab_top - 52 * p, width - 44 * p,
                          tab_top - 36 * p, 2 * p), (255, 255, 255))
    # tab bar with five icons and the home indicator
    paint(canvas, box(x, y, 0, tab_top, width, height), hex_color(bar))
    paint(canvas, box(x, y, 0, tab_top, width, tab_top + p / 3), hex_color(line))
    for tab in range(5):
        cx = width * (tab + 0.5) / 5
        color = hex_color(accent) if tab == 0 else hex_color(text)
        paint(canvas, box(x, y, cx - 12 * p, tab_top + 12 * p, cx + 12 * p, tab_top + 36 * p,
                          6 * p), color)
    paint(canvas, box(x, y, width / 2 - 67 * p, height - 13 * p, width / 2 + 67 * p,
                      height - 8 * p, 2.5 * p), hex_color("#FFFFFF" if dark else "#000000"))
    return canvas.round().clip(0, 255).astype(np.uint8)


def main():
    os.makedirs(OUT, exist_ok=True)
    logo = bird(1024)
    alpha = coverage(logo)
    turned = alpha[::-1, ::-1]
    overlap = np.minimum(alpha, turned).sum() / np.maximum(alpha, turned).sum()
    # The reveal grows this shape over the app: it must not look the same upside down.
    assert overlap < 0.8, f"the logo is nearly centrally symmetric (overlap {overlap:.2f})"
    print(f"logo overlap with itself turned 180 degrees: {overlap:.2f}")
    write_png(os.path.join(OUT, "logo.png"), white_on_clear(logo))
    write_png(os.path.join(OUT, "branding.png"), white_on_clear(wordmark(360, 120)))
    write_png(os.path.join(OUT, "app-light.png"), app_screenshot(dark=False))
    write_png(os.path.join(OUT, "app-dark.png"), app_screenshot(dark=True))
    for name in ("logo.png", "branding.png", "app-light.png", "app-dark.png"):
        print(f"{name}: {os.path.getsize(os.path.join(OUT, name))} bytes")


if __name__ == "__main__":
    main()
