#!/usr/bin/env python3
"""A Geofabrik-style download server for navsim's Regions tests (Python standard library only).

    python3 region_server.py ROOT

Serves ROOT over HTTP/1.1 on 127.0.0.1, port 0 (an ephemeral port), and prints "PORT <n>" on stdout once
listening. GET and HEAD honour Range (206 with Content-Range, 416 when the range starts past the end).

Control endpoints (used by the tests, never by navsim):
  /_log                        the request log as JSON lines: {"method", "path", "range"} per request
  /_reset                      clears the log and every fault
  /_fault?path=P&kind=K&...    adds a fault for requests to path P:
     kind=throttle&rate=N      body at N bytes/s
     kind=drop&after=N&times=T close the connection after N body bytes, T times
     kind=status&code=C&times=T  answer GETs with C (e.g. 500), T times
     kind=md5                  a wrong checksum (for a .md5 path)
     kind=truncate&keep=N      the file cut to its first N bytes (a truncated diff)
     kind=slowhead&delay=S     HEAD answers after S seconds
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
FAULTS = {}  # path -> list of fault dicts


def take_fault(path, kinds):
    with LOCK:
        for f in FAULTS.get(path, []):
            if f["kind"] in kinds:
                if "times" in f:
                    if f["times"] <= 0:
                        continue
                    f["times"] -= 1
                return dict(f)
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_HEAD(self):
        self.serve(head=True)

    def do_GET(self):
        self.serve(head=False)

    def reply(self, code, body=b"", ctype="text/plain"):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def control(self, path, query):
        if path == "/_log":
            with LOCK:
                body = "".join(json.dumps(e) + "\n" for e in LOG).encode()
            return self.reply(200, body)
        if path == "/_reset":
            with LOCK:
                LOG.clear()
                FAULTS.clear()
            return self.reply(200, b"ok\n")
        if path == "/_fault":
            q = {k: v[0] for k, v in urllib.parse.parse_qs(query).items()}
            f = {"kind": q["kind"]}
            for k in ("rate", "after", "times", "code", "keep"):
                if k in q:
                    f[k] = int(q[k])
            if "delay" in q:
                f["delay"] = float(q["delay"])
            with LOCK:
                FAULTS.setdefault(q["path"], []).append(f)
            return self.reply(200, b"ok\n")
        return self.reply(404, b"unknown control\n")

    def serve(self, head):
        url = urllib.parse.urlsplit(self.path)
        path = urllib.parse.unquote(url.path)
        if path.startswith("/_"):
            return self.control(path, url.query)
        rng = self.headers.get("Range")
        with LOCK:
            LOG.append({"method": self.command, "path": path, "range": rng})
        if head:
            f = take_fault(path, ("slowhead",))
            if f:
                time.sleep(f["delay"])
        f = None if head else take_fault(path, ("status",))
        if f:
            return self.reply(f["code"], b"injected failure\n")
        full = os.path.normpath(os.path.join(ROOT, path.lstrip("/")))
        if not full.startswith(ROOT) or not os.path.isfile(full):
            return self.reply(404, b"not found\n")
        with open(full, "rb") as fh:
            data = fh.read()
        if take_fault(path, ("md5",)):
            data = b"00000000000000000000000000000000  " + os.path.basename(full)[:-4].encode() + b"\n"
        t = take_fault(path, ("truncate",))
        if t:
            data = data[: t["keep"]]
        size = len(data)
        start, end = 0, size - 1
        code = 200
        if rng and rng.startswith("bytes="):
            a, _, b = rng[6:].partition("-")
            start = int(a) if a else 0
            end = int(b) if b else size - 1
            if start >= size:
                self.send_response(416)
                self.send_header("Content-Range", "bytes */%d" % size)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            end = min(end, size - 1)
            code = 206
        body = data[start : end + 1]
        self.send_response(code)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Accept-Ranges", "bytes")
        if code == 206:
            self.send_header("Content-Range", "bytes %d-%d/%d" % (start, end, size))
        self.end_headers()
        if head:
            return
        throttle = take_fault(path, ("throttle",))
        drop = take_fault(path, ("drop",))
        chunk = 16384
        sent = 0
        try:
            while sent < len(body):
                n = chunk
                if drop:
                    n = min(n, drop["after"] - sent)
                    if n <= 0:
                        self.wfile.flush()
                        self.close_connection = True
                        self.connection.shutdown(2)
                        return
                self.wfile.write(body[sent : sent + n])
                sent += n
                if throttle:
                    time.sleep(n / throttle["rate"])
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
