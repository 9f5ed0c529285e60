#!/usr/bin/env python3
"""Writes a PNG test suite into a folder: png_suite.py DIR

Made here with zlib and struct, independently of navsim's writer, so the PNG reader is compared with libpng on
files neither of them made. Deterministic (seeded).

good-*.png: every colour type with every bit depth the specification allows, plain and Adam7-interlaced, each row
with a different one of the five filters, the data split over several IDAT chunks, ancillary chunks (tEXt, a
private one) between them; with PLTE + tRNS (palette alpha) and tRNS colour keys; odd sizes so partial bytes and
empty Adam7 passes occur. The test decodes each with navsim and with libpng and compares every pixel.
twin-*.png: each Adam7 file's pixels again, not interlaced (libpng's simplified API misreads 16-bit Adam7 files
when asked for 8-bit sRGB output, so those are compared with libpng's reading of their twin).

edge-*.png: palette indexes past the palette's end (read as opaque black).
bad-*.png: hostile or damaged files, listed in bad.txt as "NAME<TAB>words the error must contain"."""
import os, random, struct, sys, zlib

rng = random.Random(13)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp, first_filter):
    """Filters each row (bytes) with filter (first_filter + index) % 5; returns the filtered stream."""
    out, prior = bytearray(), bytes(len(rows[0])) if rows else b""
    for j, row in enumerate(rows):
        f = (first_filter + j) % 5
        line = bytearray()
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prior[i]
            c = prior[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            line.append((x - pred) & 0xFF)
        out += bytes([f]) + line
        prior = row
    return bytes(out)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    if depth == 8:
        return bytes(samples)
    line, bits, n = bytearray(), 0, 0
    for v in samples:
        bits, n = (bits << depth) | v, n + depth
        if n == 8:
            line.append(bits)
            bits, n = 0, 0
    if n:
        line.append(bits << (8 - n))
    return bytes(line)


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def image_data(width, height, colour, depth, interlace, pixels, first_filter):
    ch = CHANNELS[colour]
    bpp = max(1, ch * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = b""
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not len(xs) or not len(ys):
            continue
        rows = [pack_row([s for x in xs for s in pixels[y][x]], depth) for y in ys]
        raw += filter_rows(rows, bpp, first_filter)
    return raw


def random_pixels(width, height, colour, depth, palette=None):
    top = (len(palette) - 1) if palette else (1 << depth) - 1
    return [[tuple(rng.randint(0, top) for _ in range(CHANNELS[colour])) for _ in range(width)] for _ in range(height)]


def png(width, height, colour, depth, interlace=False, palette=None, trns=None, first_filter=0, idat_parts=3,
        pixels=None, extra=b""):
    if pixels is None:
        pixels = random_pixels(width, height, colour, depth, palette)
    z = zlib.compress(image_data(width, height, colour, depth, interlace, pixels, first_filter), 9)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, int(interlace)))
    out += chunk(b"tEXt", b"Comment\x00navsim PNG suite")
    if palette:
        out += chunk(b"PLTE", b"".join(bytes(p) for p in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    out += extra
    cut = [len(z) * k // idat_parts for k in range(idat_parts + 1)]
    for k in range(idat_parts):
        out += chunk(b"IDAT", z[cut[k]:cut[k + 1]])
    return out + chunk(b"naVs", b"private ancillary chunk") + chunk(b"IEND", b"")


def good():
    files = {}
    depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
    sizes = [(1, 1), (3, 2), (13, 9), (37, 21)]
    for colour, ds in depths.items():
        for depth in ds:
            for interlace in (False, True):
                for k, (w, h) in enumerate(sizes):
                    name = "good-c%d-d%d-%s-%dx%d" % (colour, depth, "adam7" if interlace else "plain", w, h)
                    palette = trns = None
                    if colour == 3:
                        n = min(1 << depth, 5 + 40 * k)
                        palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(n)]
                        if k % 2:
                            trns = bytes(rng.randrange(256) for _ in range(max(1, n // 2)))
                    px = random_pixels(w, h, colour, depth, palette)
                    files[name] = png(w, h, colour, depth, interlace, palette, trns, first_filter=k, idat_parts=1 + k, pixels=px)
                    if interlace:
                        files[name.replace("good-", "twin-")] = png(w, h, colour, depth, False, palette, trns, pixels=px)
    # Colour keys: a grey or RGB value that is present in the image turns transparent.
    for colour, depth in [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16)]:
        ch, top = CHANNELS[colour], (1 << depth) - 1
        px = [[tuple(rng.randint(0, min(top, 3)) for _ in range(ch)) for _ in range(11)] for _ in range(7)]
        keyed = px[3][4]
        trns = b"".join(struct.pack(">H", v) for v in keyed)
        for interlace in (False, True):
            files["good-key-c%d-d%d-%s" % (colour, depth, "adam7" if interlace else "plain")] = \
                png(11, 7, colour, depth, interlace, trns=trns, pixels=px, first_filter=2)
        files["twin-key-c%d-d%d-adam7" % (colour, depth)] = png(11, 7, colour, depth, False, trns=trns, pixels=px)
    # A tile-like 256×256 RGB with long runs (real tiles compress), every filter.
    px = [[((x // 16) * 13 % 256, (y // 8) * 7 % 256, (x * y) % 256) for x in range(256)] for y in range(256)]
    files["good-tile-rgb-256"] = png(256, 256, 2, 8, pixels=px, first_filter=4, idat_parts=5)
    # tRNS on a colour type with alpha is meaningless: ignored, as libpng does.
    files["good-rgba-with-trns"] = png(5, 4, 6, 8, trns=b"\x00\x01\x00\x02\x00\x03")
    return files


def edge():
    """Files the specification leaves to the reader: pixel (x, y) holds palette index (x + 16 y) mod 2^depth over a
    palette of 3 entries (1 2 3, 4 5 6, 7 8 9) whose first two have tRNS alphas 10 and 20, so most indexes point
    past the palette's end."""
    files = {}
    palette = [(1, 2, 3), (4, 5, 6), (7, 8, 9)]
    for depth in (2, 8):
        px = [[((x + 16 * y) % (1 << depth),) for x in range(16)] for y in range(16)]
        for interlace in (False, True):
            files["edge-palette-overflow-d%d-%s" % (depth, "adam7" if interlace else "plain")] = \
                png(16, 16, 3, depth, interlace, palette, trns=bytes([10, 20]), pixels=px, first_filter=1)
    return files


def replace_ihdr(data, **fields):
    w, h, d, c, cm, fm, im = struct.unpack(">IIBBBBB", data[16:29])
    v = dict(w=w, h=h, d=d, c=c, cm=cm, fm=fm, im=im)
    v.update(fields)
    body = struct.pack(">IIBBBBB", v["w"], v["h"], v["d"], v["c"], v["cm"], v["fm"], v["im"])
    return data[:8] + chunk(b"IHDR", body) + data[33:]


def bad():
    base = png(8, 8, 2, 8, idat_parts=1)
    z = zlib.compress(b"\x00" + bytes(24), 9)  # one row of 8 RGB pixels: too little for 8 rows
    short = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 2, 0, 0, 0)) + chunk(b"IDAT", z) + chunk(b"IEND", b"")
    long_ = png(8, 9, 2, 8, pixels=[[(1, 2, 3)] * 8] * 9)  # nine rows' data under an 8-row header
    long_ = replace_ihdr(long_, h=8)
    bad_filter = bytearray(zlib.decompress(zlib.compress(image_data(4, 4, 2, 8, False, [[(1, 2, 3)] * 4] * 4, 0))))
    bad_filter[0] = 7
    flt = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(bytes(bad_filter))) + chunk(b"IEND", b"")
    crc = bytearray(base)
    crc[90] ^= 0x55  # a byte inside IDAT's data (signature 8, IHDR 25, tEXt 38 bytes, IDAT's header 8)
    huge = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4000, 4000, 16, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b"")
    split = base[:33] + chunk(b"IDAT", b"") + chunk(b"tEXt", b"a\x00b") + base[33:]
    ihdr_end = 33
    return {
        # Line endings translated in transit (CR LF to LF): the first four bytes still say PNG.
        "bad-signature": (b"\x89PNG\n\n\x1a\n" + base[8:], "signature"),
        "bad-crc": (bytes(crc), "CRC"),
        "bad-truncated": (base[:60], "ends"),
        "bad-no-iend": (base[:-12], "without an IEND"),
        "bad-first-chunk": (base[:8] + chunk(b"tEXt", b"a\x00b") + base[8:], "not IHDR"),
        "bad-depth": (replace_ihdr(base, d=4), "bit depth 4"),
        "bad-colour-type": (replace_ihdr(base, c=5), "colour type 5"),
        "bad-interlace": (replace_ihdr(base, im=2), "interlace method 2"),
        "bad-zero-width": (replace_ihdr(base, w=0), "no pixels"),
        "bad-too-large": (replace_ihdr(base, w=100000), "larger than"),
        "bad-short-stream": (short, "ends before"),
        "bad-long-stream": (long_, "more than"),
        "bad-filter-type": (flt, "filter type 7"),
        "bad-zlib": (base[:ihdr_end] + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff\xff") + chunk(b"IEND", b""), "not valid zlib"),
        "bad-critical-chunk": (base[:ihdr_end] + chunk(b"NAVS", b"x") + base[ihdr_end:], "unknown critical chunk NAVS"),
        "bad-split-idat": (split, "not consecutive"),
        "bad-no-plte": (png(4, 4, 3, 8, palette=[(1, 2, 3)] * 4).replace(chunk(b"PLTE", bytes([1, 2, 3] * 4)), b""),
                        "without PLTE"),
        "bad-bomb": (huge, "cannot inflate"),
        "bad-trns-length": (png(4, 4, 2, 8, trns=b"\x00\x01"), "tRNS of 2 bytes"),
        "bad-plte-in-grey": (png(4, 4, 0, 8, extra=chunk(b"PLTE", b"\x01\x02\x03")), "PLTE in a greyscale"),
    }


folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
for name, data in list(good().items()) + list(edge().items()):
    with open(os.path.join(folder, name + ".png"), "wb") as f:
        f.write(data)
with open(os.path.join(folder, "bad.txt"), "w") as listing:
    for name, (data, reason) in bad().items():
        with open(os.path.join(folder, name + ".png"), "wb") as f:
            f.write(data)
        listing.write("%s\t%s\n" % (name, reason))
