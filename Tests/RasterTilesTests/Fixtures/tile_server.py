#!/usr/bin/env python3
"""A tile server for navsim's raster tile tests (Python standard library only).

    python3 tile_server.py ROOT

Serves ROOT (a Z/X/Y.png folder the test writes) over HTTP/1.1 on 127.0.0.1, port 0 (an ephemeral port), and prints
"PORT <n>" once listening. Tiles carry an ETag (the file's size and mtime) and answer If-None-Match with 304;
Cache-Control max-age is set by /_config?maxage=N (default none).

The first path segment picks a behaviour for the rest of the path (a Z/X/Y tile path under ROOT):
  /tiles/…      the tile (404 when missing)
  /slow/…       the tile after 1.5 s
  /e404/…       404            /e500/…   500 every time
  /flaky/…      500 the first two times a path is asked, then the tile
  /drop/…       headers with the full Content-Length, half the body, then the connection is closed
  /broken/…     200 image/png whose body is a cut PNG signature and junk
  /wrongtype/…  200 text/html with an HTML page (a captive portal)
  /redirect/…   302 to /tiles/…
  /huge/…       200 with a 64 MB body (streamed zeros)
Control: /_log (JSON lines: path, user-agent, if-none-match), /_reset, /_config?maxage=N, /_peak (the most /slow
replies held at once since the last reset).
"""
import json
import os
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.abspath(sys.argv[1])
LOCK = threading.Lock()
LOG = []
COUNTS = {}
CONFIG = {"maxage": None}
SLOW = {"now": 0, "peak": 0}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_body(self, code, body, ctype="application/octet-stream", extra=None):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        path = url.path
        if path == "/_log":
            with LOCK:
                body = "".join(json.dumps(e) + "\n" for e in LOG).encode()
            return self.send_body(200, body, "application/json")
        if path == "/_reset":
            with LOCK:
                LOG.clear()
                COUNTS.clear()
                SLOW.update(now=0, peak=0)
            return self.send_body(200, b"ok")
        if path == "/_peak":
            with LOCK:
                body = str(SLOW["peak"]).encode()
            return self.send_body(200, body, "text/plain")
        if path == "/_config":
            q = urllib.parse.parse_qs(url.query)
            with LOCK:
                CONFIG["maxage"] = q.get("maxage", [None])[0]
            return self.send_body(200, b"ok")
        with LOCK:
            LOG.append({"path": path, "userAgent": self.headers.get("User-Agent"),
                        "ifNoneMatch": self.headers.get("If-None-Match")})
            COUNTS[path] = COUNTS.get(path, 0) + 1
            count = COUNTS[path]
        parts = path.strip("/").split("/", 1)
        if len(parts) != 2:
            return self.send_body(404, b"not found", "text/plain")
        mode, rest = parts
        file = os.path.join(ROOT, rest)
        if mode == "e404":
            return self.send_body(404, b"not found", "text/plain")
        if mode == "e500" or (mode == "flaky" and count <= 2):
            return self.send_body(500, b"internal error", "text/plain")
        if mode == "redirect":
            self.send_response(302)
            self.send_header("Location", "/tiles/" + rest)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "wrongtype":
            return self.send_body(200, b"<html><body>Please log in to the Wi-Fi</body></html>", "text/html")
        if mode == "broken":
            return self.send_body(200, b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\x0dIHDR" + b"junk" * 10, "image/png")
        if mode == "huge":
            size = 64 << 20
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            chunk = b"\x00" * 65536
            try:
                for _ in range(size // len(chunk)):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if not os.path.isfile(file):
            return self.send_body(404, b"not found", "text/plain")
        with open(file, "rb") as f:
            body = f.read()
        st = os.stat(file)
        etag = '"%x-%x"' % (st.st_size, int(st.st_mtime_ns))
        extra = {"ETag": etag}
        if CONFIG["maxage"] is not None:
            extra["Cache-Control"] = "max-age=" + CONFIG["maxage"]
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            for k, v in extra.items():
                self.send_header(k, v)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "slow":
            with LOCK:
                SLOW["now"] += 1
                SLOW["peak"] = max(SLOW["peak"], SLOW["now"])
            time.sleep(1.5)
            with LOCK:
                SLOW["now"] -= 1
        if mode == "drop":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.send_body(200, body, "image/png", extra)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print("PORT %d" % server.server_address[1], flush=True)
server.serve_forever()
