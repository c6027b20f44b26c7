"""The answer as the model writes it: the `answer` of a submit_answer still being streamed.

The answer travels inside JSON (a native call's arguments, or a JSON action's text), so
what the reader sees while it is written is that one string value decoded so far. Nothing
here is checked: the draft is shown as the model's words in progress and replaced by the
checked answer (citations, claims) when the call is complete.
"""

from __future__ import annotations

import json
import re

SUBMIT = "submit_answer"
_ANSWER = re.compile(r'"answer"\s*:\s*"')
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def partial_answer(text: str, calls: list[tuple[str, str]]) -> str | None:
    """The answer written so far, or None while nothing of one has come (a search call, prose)."""
    for name, arguments in calls:
        if name == SUBMIT:
            return partial_string(arguments)
    if SUBMIT in text:  # a JSON action: {"tool": "submit_answer", "arguments": {"answer": "..."}}
        return partial_string(text)
    return None


def partial_string(raw: str) -> str | None:
    """The value of the first "answer" key, decoded up to where the raw JSON stops."""
    found = _ANSWER.search(raw)
    if found is None:
        return None
    out: list[str] = []
    i = found.end()
    while i < len(raw):
        ch = raw[i]
        if ch == '"':
            break
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        if i + 1 >= len(raw):  # an escape cut in half: wait for the rest
            break
        code = raw[i + 1]
        if code == "u":
            digits = raw[i + 2:i + 6]
            if len(digits) < 4:
                break
            try:
                out.append(json.loads(f'"\\u{digits}"'))
            except ValueError:  # half of a surrogate pair, or not hex: left out
                pass
            i += 6
            continue
        out.append(_ESCAPES.get(code, code))
        i += 2
    return "".join(out)
