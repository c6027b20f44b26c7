"""Listening: a socket bound before the server starts (so the printed address is the real
one, port 0 included) and uvicorn serving the app on it, quietly."""

from __future__ import annotations

import socket

LOOPBACK = ("127.0.0.1", "localhost", "::1")
EVERY_ADDRESS = ("0.0.0.0", "::")


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def address(host: str, port: int) -> str:
    return f"http://{f'[{host}]' if ':' in host else host}:{port}"


def network_address(host: str) -> str:
    """The address other machines reach a server listening on `host` by: the machine's address
    on its default route when it listens on every address (0.0.0.0 is no address to type)."""
    if host not in EVERY_ADDRESS:
        return host
    family, probe = (socket.AF_INET6, "2001:db8::1") if host == "::" else (socket.AF_INET, "192.0.2.1")
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as sock:
            sock.connect((probe, 9))  # picks the route; a UDP connect sends nothing
            return str(sock.getsockname()[0])
    except OSError:  # no route at all: the machine's name is the best we know
        return socket.gethostname()


def run(app, sock: socket.socket) -> None:
    import uvicorn

    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=2)
    uvicorn.Server(config).run(sockets=[sock])
