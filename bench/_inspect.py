"""Talking to a reader's web engine, for bench/xray_readers.py: a minimal WebSocket
client (the standard library has none) and the two inspector protocols it speaks —
Chromium's DevTools (calibre's viewer, QtWebEngine) and WebKit's remote inspector
(Foliate, WebKitGTK), both asked only to evaluate scripts."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
from urllib.parse import urlparse


class WebSocket:
    def __init__(self, url: str, timeout: float = 30):
        u = urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port or 80), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path or '/'} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                          .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError(f"{url}: closed during the handshake")
            head += chunk
        status = head.split(b"\r\n")[0].decode()
        if " 101 " not in status:
            raise ConnectionError(f"{url}: {status}")

    def send(self, text: str) -> None:
        data = text.encode()
        mask = os.urandom(4)
        n = len(data)
        header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n)
                                  if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _exact(self, n: int) -> bytes:
        out = b""
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            if not chunk:
                raise ConnectionError("the inspector closed the connection")
            out += chunk
        return out

    def recv(self) -> str:
        parts = []
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exact(8))[0]
            payload = self._exact(n)
            if b0 & 0x0F == 0x9:  # ping
                continue
            parts.append(payload)
            if b0 & 0x80:
                return b"".join(parts).decode()

    def close(self) -> None:
        self.sock.close()


class DevTools:
    """Chromium's DevTools protocol on one page: scripts run in any of its frames."""

    def __init__(self, ws_url: str):
        self.ws = WebSocket(ws_url)
        self.n = 0
        self.contexts: list[dict] = []
        self.call("Runtime.enable")

    def call(self, method: str, **params):
        self.n += 1
        self.ws.send(json.dumps({"id": self.n, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("method") == "Runtime.executionContextCreated":
                self.contexts.append(msg["params"]["context"])
            elif msg.get("method") == "Runtime.executionContextDestroyed":
                gone = msg["params"]["executionContextId"]
                self.contexts = [c for c in self.contexts if c["id"] != gone]
            if msg.get("id") == self.n:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg["result"]

    def evaluate(self, expression: str, context_id: int | None = None):
        params: dict = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        if context_id is not None:
            params["contextId"] = context_id
        result = self.call("Runtime.evaluate", **params)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")


class WebKitInspector:
    """WebKit's remote inspector on one web page: messages go through its Target domain."""

    def __init__(self, ws_url: str):
        self.ws = WebSocket(ws_url)
        self.n = 0
        self.target = None
        while self.target is None:
            msg = json.loads(self.ws.recv())
            if msg.get("method") == "Target.targetCreated":
                self.target = msg["params"]["targetInfo"]["targetId"]

    def call(self, method: str, **params):
        self.n += 1
        inner = json.dumps({"id": self.n, "method": method, "params": params})
        self.ws.send(json.dumps({"id": self.n, "method": "Target.sendMessageToTarget",
                                 "params": {"targetId": self.target, "message": inner}}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("method") == "Target.dispatchMessageFromTarget":
                reply = json.loads(msg["params"]["message"])
                if reply.get("id") == self.n:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply["result"]

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if result.get("wasThrown"):
            raise RuntimeError(f"{expression[:80]}: {result['result']}")
        return result["result"].get("value")
