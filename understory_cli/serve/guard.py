"""What stands between the network and the companion (DESIGN §10b).

- `Host` must be one of the server's own names, or the address the connection came in on
  (a DNS-rebinding page reaches us under its own name, and is refused);
- every request carries the random token: in the URL the server printed (as Jupyter
  does), then in an HttpOnly, SameSite=Strict cookie set from it (the URL is then
  cleaned by a redirect), or in an `X-Understory-Token` header for scripts;
- a request that changes anything (POST) must come from our own origin;
- except KOReader's progress sync (kosync.py), which an e-reader calls by the machine's
  address with a key of its own (the MD5 of the token) in `x-auth-key`, checked there;
- every response, a refusal too, carries a strict CSP, no-referrer, nosniff and
  X-Frame-Options DENY (never framed, never read as another type).
"""

from __future__ import annotations

import hmac
import secrets
import socket
from http.cookies import SimpleCookie
from typing import Callable, Iterable
from urllib.parse import parse_qsl, urlencode

from starlette.types import ASGIApp, Message, Receive, Scope, Send

COOKIE = "understory_token"
HEADER = b"x-understory-token"
QUERY = "token"
# The site's own policy plus what the companion needs: fetch to ourselves.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
SAFE_METHODS = {"GET", "HEAD"}
SECURITY_HEADERS = [(b"content-security-policy", CSP.encode()), (b"referrer-policy", b"no-referrer"),
                    (b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY")]


def new_token() -> str:
    return secrets.token_urlsafe(24)


def own_hosts(host: str, port: int) -> set[str]:
    """The Host values that name this server: its address with the port (and the loopback
    names when bound to loopback). A browser always sends the port of a non-default one."""
    names = {host}
    if host in ("127.0.0.1", "localhost", "::1", "0.0.0.0", "::"):
        names |= {"127.0.0.1", "localhost", "[::1]"}
    if host in ("0.0.0.0", "::"):  # every address: reached by the machine's name
        names.add(socket.gethostname())
    if ":" in host and not host.startswith("["):
        names |= _bracketed(host)
    return {f"{name}:{port}" for name in names}


class Guard:
    """ASGI middleware applying the rules above to every HTTP request."""

    def __init__(self, app: ASGIApp, *, token: str, hosts: Iterable[str],
                 own_auth: Callable[[str, str], bool] | None = None):
        self.app = app
        self.token = token
        self.hosts = {h.lower() for h in hosts}
        self.own_auth = own_auth  # (method, path) of a route that checks a key of its own (kosync.py)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = SECURITY_HEADERS + [(b"cache-control", b"no-store")]
                names = {k.lower() for k, _ in message.get("headers", [])}
                message["headers"] = list(message.get("headers", [])) + [(k, v) for k, v in extra if k not in names]
            await send(message)

        if self.own_auth is not None and self.own_auth(scope["method"], scope.get("path", "")):
            # An e-reader reaches us by any address of the machine and sends no cookie or Origin;
            # every such route refuses a request without the sync key, which a page cannot know.
            await self.app(scope, receive, send_with_headers)
            return
        headers = _headers(scope)
        host = headers.get("host", "").lower()
        if host not in self.hosts and host not in _reached_at(scope):
            await _refuse(send, 421, "This server answers only to its own address (Host header refused).")
            return
        method = scope["method"]
        if method not in SAFE_METHODS:
            origin = headers.get("origin", "")
            if origin != f"http://{host}":
                await _refuse(send, 403, "Cross-origin request refused (Origin header missing or foreign).")
                return
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True))
        given = query.get(QUERY)
        if given is not None and method in SAFE_METHODS:
            if not self._good(given):
                await _refuse(send, 403, "Wrong token: open the address `understory serve` printed.")
                return
            # The token moves into a cookie and out of the address bar (and history).
            rest = urlencode([(k, v) for k, v in parse_qsl(scope.get("query_string", b"").decode("latin-1"),
                                                            keep_blank_values=True) if k != QUERY])
            location = scope.get("path", "/") + (f"?{rest}" if rest else "")
            cookie = f"{COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict"
            await _respond(send, 303, b"", [(b"location", location.encode("latin-1")),
                                            (b"set-cookie", cookie.encode("latin-1"))])
            return
        if not (self._good(_cookie(headers.get("cookie", ""))) or self._good(headers.get(HEADER.decode(), ""))):
            await _refuse(send, 403, "This page needs the token: open the address `understory serve` printed.")
            return
        await self.app(scope, receive, send_with_headers)

    def _good(self, value: str | None) -> bool:
        return value is not None and value != "" and hmac.compare_digest(value.encode(), self.token.encode())


def _reached_at(scope: Scope) -> set[str]:
    """The Host a browser sends when it typed the address this connection came in on: on a
    server listening on every address, a phone or e-reader uses the machine's network address
    (with no port on port 80). A rebinding page always sends a name of its own, never our address."""
    server = scope.get("server")
    if not server or server[1] is None:
        return set()
    ip = str(server[0]).removeprefix("::ffff:")  # an IPv4 client of a dual-stack socket
    names = _bracketed(ip) if ":" in ip else {ip}
    return {f"{name}:{server[1]}" for name in names} | (names if server[1] == 80 else set())


def _bracketed(ip: str) -> set[str]:
    """An IPv6 address as a Host header writes it: in brackets, and a link-local one's zone id (fe80::1%eth0) as
    RFC 6874 escapes it (%25eth0), as written, or left out (most browsers drop it)."""
    address, _, zone = ip.partition("%")
    return {f"[{address}]"} | ({f"[{address}%25{zone}]", f"[{ip}]"} if zone else set())


def _headers(scope: Scope) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in scope.get("headers", []):
        name = key.decode("latin-1").lower()
        out[name] = (out[name] + "; " + value.decode("latin-1")) if name == "cookie" and name in out \
            else value.decode("latin-1")
    return out


def _cookie(header: str) -> str | None:
    jar = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed cookie header is no token
        return None
    morsel = jar.get(COOKIE)
    return morsel.value if morsel else None


async def _refuse(send: Send, status: int, text: str) -> None:
    await _respond(send, status, (text + "\n").encode(), [(b"content-type", b"text/plain; charset=utf-8")])


async def _respond(send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    await send({"type": "http.response.start", "status": status,
                "headers": headers + [(b"content-length", str(len(body)).encode()), *SECURITY_HEADERS,
                                      (b"cache-control", b"no-store")]})
    await send({"type": "http.response.body", "body": body})

