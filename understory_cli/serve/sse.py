"""Server-sent events: one `event:` name and one line of JSON per message."""

from __future__ import annotations

import json
from typing import Any


def event(name: str, data: Any) -> bytes:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False, separators=(',', ':'))}\n\n".encode()


def comment(text: str = "keep-alive") -> bytes:
    return f": {text}\n\n".encode()
