"""Reading JSON the way small models write it.

Local models put raw control characters inside strings, leave trailing commas, wrap the
object in prose or a Markdown code fence, or stop mid-object at the output limit. Strict
`json.loads` turns each of those into a lost reply; these readers keep what is there.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..text import storable

_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.S)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


def loads(raw: str) -> Any:
    """Parse `raw` leniently; ValueError (json.JSONDecodeError) when nothing usable is there."""
    text = raw.strip()
    if not text:
        return {}
    decoder = json.JSONDecoder(strict=False)  # strict=False: control characters inside strings
    candidates = [text]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(text)]
    if (found := first_object(text)) is not None:
        candidates.append(found)
    error: json.JSONDecodeError | None = None
    for candidate in candidates:
        for attempt in (candidate, _TRAILING_COMMA.sub(r"\1", candidate)):
            try:
                return _storable(decoder.decode(attempt))
            except json.JSONDecodeError as exc:
                error = error or exc
    assert error is not None
    raise error


def _storable(value: Any) -> Any:
    """A "\\ud800" escape decodes to a lone surrogate the store refuses (a model's answer lost
    to it): each is U+FFFD instead."""
    if isinstance(value, str):
        return storable(value)
    if isinstance(value, dict):
        return {storable(k): _storable(v) for k, v in value.items()}
    return [_storable(v) for v in value] if isinstance(value, list) else value


def first_object(text: str) -> str | None:
    """The first balanced {...} in `text` (strings and escapes respected), if any."""
    start = text.find("{")
    while start != -1:
        depth, in_string, escaped = 0, False, False
        for i in range(start, len(text)):
            ch = text[i]
            if in_string:
                if escaped:
                    escaped = False
                elif ch == "\\":
                    escaped = True
                elif ch == '"':
                    in_string = False
            elif ch == '"':
                in_string = True
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    return text[start:i + 1]
        start = text.find("{", start + 1)
    return None
