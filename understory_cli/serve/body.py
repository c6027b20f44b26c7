"""Request bodies read within bounds (issue 40): too large is refused from Content-Length
before a byte is read, and counted while the body streams (a body that does not say its
length is never held past the limit); text the store cannot keep (DuckDB refuses lone
surrogates, and a NUL ends a string in C code) is refused by name rather than failing later."""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.requests import Request

MAX_BODY = 64 * 1024
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class BodyRefused(Exception):
    """A request refused for its body: the status and a plain message for the reader."""

    def __init__(self, status: int, message: str):
        self.status = status
        super().__init__(message)


async def read_json(request: Request) -> Any:
    """The body's JSON (None when it is not JSON), or BodyRefused."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise BodyRefused(413, f"A request is at most {MAX_BODY // 1024} KB.")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BodyRefused(413, f"A request is at most {MAX_BODY // 1024} KB.")
    try:
        data = json.loads(body or b"null")
    except ValueError:
        return None
    if (where := _unstorable(data)) is not None:
        field, found = where
        what = "a NUL character" if found == "\x00" else "half of a UTF-16 surrogate pair, with no other half"
        raise BodyRefused(400, f"The {field} holds {what}, which cannot be stored: remove it and send again.")
    return data


def _unstorable(value: Any, field: str = "request") -> tuple[str, str] | None:
    """The first string (key or value) the store cannot keep: where it is and the character."""
    if isinstance(value, str):
        found = UNSTORABLE.search(value)
        return (field, found.group()) if found else None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(key, str) and (found := UNSTORABLE.search(key)):  # named by where it is, never by itself
            return field, found.group()
        if (bad := _unstorable(item, str(key) if field == "request" else f"{field}.{key}")) is not None:
            return bad
    return None
