#!/usr/bin/env python3
"""A loopback HTTP server for the HTTP client's own tests (Python standard library only).

    python3 net_server.py

Listens on 127.0.0.1, port 0 (an ephemeral port), HTTP/1.1 with keep-alive, and prints "PORT <n>" once listening.
  /bytes/N          200, N bytes (byte i is i % 251), with Content-Length
  /chunked/N        200, N bytes in 64 KB chunks, chunked (no Content-Length)
  /drip/N/MS        200, Content-Length N, then one byte every MS milliseconds
  /stall/N          200, Content-Length N, half the body, then nothing for 30 s
  /quiet/S          nothing for S seconds, then 200 "late"
  /loop/K           302 to /loop/K+1, for ever
  /hops/K           302 to /hops/K-1 while K > 0; /hops/0 is 200 "arrived"
  /ftp              302 to ftp://127.0.0.1/x (a scheme the client must not follow)
  /echo             200, the request's method, path and headers as "name: value" lines (lower-case names)
  /headers          200 with a header folded over three lines (obs-fold), one sent twice and one padded with tabs
  /status/C         C with the body "status C"
  /etag             200 with ETag "v1", or 304 when If-None-Match is "v1"
  /range/N          N bytes; honours "Range: bytes=S-" with 206 and Content-Range, 416 past the end
Control: /_connections (how many TCP connections were accepted so far).
"""
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
STATE = {"connections": 0}


def payload(n, start=0):
    return bytes((i % 251) for i in range(start, n))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        with LOCK:
            STATE["connections"] += 1

    def send_body(self, code, body, extra=None):
        self.send_response(code)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def redirect(self, to):
        self.send_response(302)
        self.send_header("Location", to)
        self.send_header("Content-Length", "9")
        self.end_headers()
        self.wfile.write(b"redirect\n")

    def do_HEAD(self):
        self.do_GET()

    def do_GET(self):
        parts = self.path.strip("/").split("/")
        kind, args = parts[0], parts[1:]
        if kind == "_connections":
            with LOCK:
                n = STATE["connections"]
            return self.send_body(200, str(n).encode())
        if kind == "bytes":
            return self.send_body(200, payload(int(args[0])))
        if kind == "chunked":
            n = int(args[0])
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            sent = 0
            while sent < n:
                k = min(65536, n - sent)
                self.wfile.write(b"%x\r\n" % k + payload(sent + k, sent) + b"\r\n")
                sent += k
            self.wfile.write(b"0\r\n\r\n")
            return
        if kind == "drip":
            n, ms = int(args[0]), int(args[1])
            self.send_response(200)
            self.send_header("Content-Length", str(n))
            self.end_headers()
            for i in range(n):
                self.wfile.write(bytes([i % 251]))
                self.wfile.flush()
                time.sleep(ms / 1000)
            return
        if kind == "stall":
            n = int(args[0])
            self.send_response(200)
            self.send_header("Content-Length", str(n))
            self.end_headers()
            self.wfile.write(payload(n // 2))
            self.wfile.flush()
            time.sleep(30)
            return
        if kind == "quiet":
            time.sleep(float(args[0]))
            return self.send_body(200, b"late")
        if kind == "loop":
            return self.redirect("/loop/%d" % (int(args[0]) + 1))
        if kind == "hops":
            k = int(args[0])
            if k > 0:
                return self.redirect("/hops/%d" % (k - 1))
            return self.send_body(200, b"arrived")
        if kind == "ftp":
            return self.redirect("ftp://127.0.0.1/x")
        if kind == "echo":
            lines = ["%s %s" % (self.command, self.path)]
            lines += ["%s: %s" % (k.lower(), v) for k, v in self.headers.items()]
            return self.send_body(200, ("\n".join(lines) + "\n").encode())
        if kind == "headers":
            # send_header writes the value as it is, so the folds and tabs reach the wire unchanged.
            self.send_response(200)
            self.send_header("X-Folded", "first\r\n  second\r\n\tthird")
            self.send_header("X-Twice", "a")
            self.send_header("X-Twice", "b")
            self.send_header("X-Tabs", "\t padded \t")
            self.send_header("Content-Length", "7")
            self.end_headers()
            self.wfile.write(b"headers")
            return
        if kind == "status":
            code = int(args[0])
            return self.send_body(code, ("status %d" % code).encode())
        if kind == "etag":
            if self.headers.get("If-None-Match") == '"v1"':
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.end_headers()
                return
            return self.send_body(200, b"version 1", {"ETag": '"v1"', "Cache-Control": "max-age=60"})
        if kind == "range":
            n = int(args[0])
            r = self.headers.get("Range")
            if r is None:
                return self.send_body(200, payload(n))
            start = int(r[len("bytes="):].rstrip("-"))
            if start >= n:
                self.send_response(416)
                self.send_header("Content-Range", "bytes */%d" % n)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            return self.send_body(206, payload(n, start), {"Content-Range": "bytes %d-%d/%d" % (start, n - 1, n)})
        self.send_body(404, b"no such path")


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print("PORT %d" % server.server_address[1], flush=True)
server.serve_forever()
