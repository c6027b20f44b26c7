"""serve/guard.py's Host check for an IPv6 link-local address with a zone id (fe80::1%eth0): a device typing the
address the connection came in on is answered, in each way a Host header can write the zone; another name is not."""

from __future__ import annotations

import asyncio

from understory_cli.serve.guard import Guard, own_hosts

TOKEN = "t" * 32


def _status(guard: Guard, host: str, server: tuple[str, int]) -> int:
    scope = {"type": "http", "method": "GET", "path": "/", "query_string": b"", "server": server,
             "headers": [(b"host", host.encode()), (b"x-understory-token", TOKEN.encode())]}
    sent: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b""}

    async def send(message):
        sent.append(message)

    asyncio.run(guard(scope, receive, send))
    return sent[0]["status"]


async def _ok(scope, receive, send):
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b""})


def test_a_link_local_address_with_a_zone_id_is_the_servers_own():
    guard = Guard(_ok, token=TOKEN, hosts=own_hosts("::", 8765))
    server = ("fe80::1%eth0", 8765)
    for host in ("[fe80::1]:8765", "[fe80::1%25eth0]:8765", "[fe80::1%eth0]:8765"):
        assert _status(guard, host, server) == 200, host
    assert _status(guard, "[fe80::2]:8765", server) == 421
    assert _status(guard, "evil.example:8765", server) == 421


def test_listening_on_a_zoned_address_names_it_every_way():
    hosts = own_hosts("fe80::1%eth0", 8765)
    assert {"[fe80::1]:8765", "[fe80::1%25eth0]:8765"} <= hosts
