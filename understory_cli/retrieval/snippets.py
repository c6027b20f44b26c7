"""Short windows of long passages, for prompts and tool results that stay in a conversation."""

from __future__ import annotations

import re

from ..text import estimate_tokens


def snippet(text: str, query: str, tokens: int) -> str:
    """About `tokens` of `text` around the first place it names a query term (else its start):
    a hit deep in a long paragraph is shown where it is, not cut off before it."""
    lowered, terms = text.lower(), [t for t in re.findall(r"\w+", query.lower()) if len(t) > 1]
    found = [i for t in terms if (i := lowered.find(t)) >= 0]
    if not found:  # an unspaced query: its character pairs (孙悟空在花果山 -> 孙悟, 悟空...)
        found = [i for t in terms for k in range(len(t) - 1) if (i := lowered.find(t[k:k + 2])) >= 0]
    start = min(found, default=0)
    if estimate_tokens(text[:start]) + tokens > estimate_tokens(text):  # near the end: show the end
        start = len(text) - len(clip(text[::-1], tokens).removesuffix("…"))
    else:  # a little context before the match
        start = max(0, start - len(clip(text[start::-1], tokens // 5).removesuffix("…")) + 1)
    return ("…" if start > 0 else "") + clip(text[start:], tokens)


def clip(text: str, tokens: int) -> str:
    """The start of `text`, about `tokens` long (search results stay in the conversation)."""
    if estimate_tokens(text) <= tokens:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if estimate_tokens(text[:mid]) <= tokens else (lo, mid - 1)
    return text[:lo] + "…"
