"""What the browser gets: ask's events and its result as plain JSON, the answer as
sanitized HTML, every link gated the way the site gates (an entry card waits for the
entry's title, a citation for its chapter)."""

from __future__ import annotations

import base64
from typing import Any

from ..ask import AskEvent, AskResult
from ..static_site import paths
from .book import Book
from .markup import AnswerRenderer

ARG_CHARS = 60  # of a tool call's arguments, shown beside its name


def tool_event(event: AskEvent) -> dict[str, Any]:
    use = event.tool
    return {"name": use.name if use else event.message, "args": _args(use.arguments if use else {}),
            "seconds": use.seconds if use else 0.0, "ok": use.ok if use else True, "elapsed": round(event.elapsed, 3)}


def _args(arguments: dict[str, Any]) -> str:
    shown = ", ".join(f"{k}: {v}" for k, v in arguments.items() if v not in (None, "", [], {}))
    return shown if len(shown) <= ARG_CHARS else shown[:ARG_CHARS - 1] + "…"


def ref(path: str) -> str:
    """A site path as the encoded data-ref the site's script resolves once its gate opens."""
    return base64.b64encode(paths.href(path).encode()).decode()


def answer(result: AskResult, book: Book, renderer: AnswerRenderer) -> dict[str, Any]:
    return {
        "kind": result.kind,
        "html": renderer.render(result.text),
        "spoiler_choice": result.spoiler_choice,
        "citations": [{"locator": c.locator, "chapter_title": c.chapter_title, "text": c.text,
                       "reveal": (book.index.chapter_no(c.locator) or 0), "ref": ref(paths.cite(c.locator))}
                      for c in result.citations],
        "entries": [{"slug": e.slug, "title": e.title, "category": e.category, "summary": e.summary,
                     "reveal": book.entry_reveal.get(e.slug, 0), "ref": ref(paths.entry(e.slug))}
                    for e in result.entries],
        "settings": [{"setting": c.key, "before": c.before, "after": c.after} for c in result.settings_changes],
        "requests": [{"request_id": r.request_id, "title": r.title, "kind": r.kind} for r in result.requests],
        "notes": result.notes,
        "unverified": result.unverified_claims,
        "verified": [{"claim": c.claim, "locators": c.locators} for c in result.verified_claims],
        "tools": len(result.tools_used),
        "tokens": {"input": result.input_tokens, "cached": result.cached_tokens, "output": result.output_tokens},
        "cost": result.cost, "currency": result.currency, "model": result.model,
        "seconds": round(result.seconds, 3), "conversation_id": result.conversation_id,
        "supported": result.supported, "first_reply_s": result.first_reply_s, "interim_s": result.interim_s,
    }
