#!/usr/bin/env python3
"""Writes small PNG or JPEG seeds into a directory: image_seeds.py png|jpeg DIR.

PNG: written here with zlib, one file per colour type and bit depth (grey 1/2/4/8/16, RGB 8/16, palette with and
without transparency, grey+alpha, RGBA 8/16), one Adam7-interlaced, one with gamma: every path of navsim's
PNG reader into RGBA. JPEG: made by the system TurboJPEG (libturbojpeg, the decoder's own library) through
ctypes: baseline 4:4:4, 4:2:2, 4:2:0 and greyscale, and progressive. All are 3 to 17 pixels a side, so each
execution is quick; the mutator grows them."""
import ctypes, ctypes.util, os, struct, sys, zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def sample(x, y, c, depth):
    return ((x * 37 + y * 59 + c * 83) * 7) % (1 << depth)


def png(width, height, colour, depth, interlace=False, palette=None, trns=None, gamma=None):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]

    def rows(xs, ys):
        raw = b""
        for y in ys:
            bits, nbits, line = 0, 0, bytearray()
            for x in xs:
                for c in range(channels):
                    v = sample(x, y, c, depth) % (len(palette) if palette else 1 << depth)
                    if depth == 16:
                        line += struct.pack(">H", v)
                    else:
                        bits = (bits << depth) | v
                        nbits += depth
                        if nbits == 8:
                            line.append(bits)
                            bits, nbits = 0, 0
            if nbits:
                line.append(bits << (8 - nbits))
            raw += b"\x00" + bytes(line)  # filter type 0
        return raw

    if interlace:
        raw = b""
        for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):
                raw += rows(xs, ys)
    else:
        raw = rows(range(width), range(height))
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, int(interlace)))
    if gamma:
        out += chunk(b"gAMA", struct.pack(">I", gamma))
    if palette:
        out += chunk(b"PLTE", b"".join(bytes(p) for p in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    return out + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def png_seeds():
    pal = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (250, 250, 250)]
    return {
        "grey1": png(9, 5, 0, 1), "grey2": png(7, 3, 0, 2), "grey4": png(5, 5, 0, 4), "grey8": png(4, 4, 0, 8),
        "grey16": png(3, 3, 0, 16), "rgb8": png(6, 4, 2, 8), "rgb16": png(3, 3, 2, 16),
        "palette": png(8, 3, 3, 2, palette=pal), "palette-trns": png(5, 5, 3, 8, palette=pal, trns=b"\x00\x80"),
        "grey-alpha": png(4, 4, 4, 8), "rgba8": png(4, 3, 6, 8), "rgba16": png(3, 3, 6, 16),
        "rgb-trns": png(4, 4, 2, 8, trns=struct.pack(">HHH", 1, 2, 3)),
        "interlaced": png(17, 11, 6, 8, interlace=True), "gamma": png(4, 4, 2, 8, gamma=45455),
    }


def jpeg_seeds():
    name = ctypes.util.find_library("turbojpeg") or "libturbojpeg.so.0"
    tj = ctypes.CDLL(name)
    tj.tjInitCompress.restype = ctypes.c_void_p
    tj.tjCompress2.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                               ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte)), ctypes.POINTER(ctypes.c_ulong),
                               ctypes.c_int, ctypes.c_int, ctypes.c_int]
    tj.tjFree.argtypes = [ctypes.c_void_p]
    tj.tjDestroy.argtypes = [ctypes.c_void_p]
    TJPF_RGB, TJPF_GRAY = 0, 6
    TJSAMP_444, TJSAMP_422, TJSAMP_420, TJSAMP_GRAY = 0, 1, 2, 3
    TJFLAG_PROGRESSIVE = 16384
    handle = tj.tjInitCompress()
    out = {}
    for label, w, h, fmt, subsamp, flags in [("444", 8, 8, TJPF_RGB, TJSAMP_444, 0), ("422", 16, 8, TJPF_RGB, TJSAMP_422, 0),
                                             ("420", 17, 13, TJPF_RGB, TJSAMP_420, 0), ("grey", 9, 9, TJPF_GRAY, TJSAMP_GRAY, 0),
                                             ("progressive", 16, 16, TJPF_RGB, TJSAMP_420, TJFLAG_PROGRESSIVE)]:
        channels = 1 if fmt == TJPF_GRAY else 3
        pixels = bytes(sample(x, y, c, 8) for y in range(h) for x in range(w) for c in range(channels))
        buf, size = ctypes.POINTER(ctypes.c_ubyte)(), ctypes.c_ulong(0)
        if tj.tjCompress2(handle, pixels, w, 0, h, fmt, ctypes.byref(buf), ctypes.byref(size), subsamp, 75, flags) != 0:
            continue  # an older TurboJPEG without progressive output: the other seeds still serve
        out[label] = ctypes.string_at(buf, size.value)
        tj.tjFree(buf)
    tj.tjDestroy(handle)
    return out


kind, folder = sys.argv[1], sys.argv[2]
for name, data in (png_seeds() if kind == "png" else jpeg_seeds()).items():
    with open(os.path.join(folder, name + "." + ("png" if kind == "png" else "jpg")), "wb") as f:
        f.write(data)
