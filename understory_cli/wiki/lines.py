"""A small model's narrow task: one line saying who or what an entry's subject is (issue 39 item 2).

A 270M model cannot write a wiki page, but shown a handful of passages it can sometimes say
in a line who someone is. Each of the most mentioned entries the model did not write is
asked once, in a grammar-constrained reply naming the passage that supports the line; the
line is kept only when that passage holds most of its words (`supported`), else it is
refused and counted. A kept line becomes the entry's summary from the chapter of its passage
(earlier summary steps stay before it), marked as the model's (`Span.by_model`).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from ..errors import ModelError
from ..llm.types import ModelClient
from ..position import BookIndex, order_key
from ..retrieval.support import supported  # the check, shared with analyze.glances
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.wiki import EntryRow, Span

LINES = 20  # the most mentioned entries asked for a line
PASSAGES = 5  # shown with each question: the subject's first cited paragraphs
PASSAGE_CHARS = 400
LINE_CHARS = 120  # the grammar's bound: a slow small model (1 reply token/s on a busy laptop) writes no more
USELESS_AFTER = 3  # lines in a row refused or unusable, none kept: the rest are not asked for


@dataclass
class LinesResult:
    asked: int = 0
    kept: list[str] = field(default_factory=list)  # slugs whose summary is now the model's line
    refused: list[str] = field(default_factory=list)  # "slug: why", the lines the passages did not support
    spans: dict[str, Span] = field(default_factory=dict)  # slug -> the kept line (put back on a rebuilt page)


def left(ends: float | None) -> float | None:
    """Seconds left before `ends` (time.monotonic()), None for no budget; under a second is none left."""
    return None if ends is None else ends - time.monotonic()


def ranked_entries(store: Store, work_id: int, limit: int) -> list[EntryRow]:
    """The `limit` most mentioned entries the model did not write: the ones a reader looks up first."""
    mentions = point_store.mentions(store, work_id)
    entries = sorted((e for e in wiki_store.entries(store, work_id) if e.source != "model"),
                     key=lambda e: -sum(sum(mentions.get(pid, {}).values()) for pid in e.point_ids))
    return entries[:limit]


def first_passages(entry: EntryRow, points: dict, text: dict[str, str]) -> list[str]:
    """The locators of the entry's first PASSAGES cited paragraphs, in story order."""
    return sorted({loc for pid in entry.point_ids if pid in points for r in points[pid].records
                   for loc in r.evidence if loc in text}, key=order_key)[:PASSAGES]


def describe_entries(store: Store, client: ModelClient, work: books.WorkRow, *, limit: int = LINES,
                     ends: float | None = None) -> LinesResult:
    """Ask the model for a line on each of the `limit` most mentioned entries it did not write,
    the most mentioned first, until `ends` (time.monotonic())."""
    result = LinesResult()
    points = {p.point_id: p for p in point_store.load_points(store, work.work_id)}
    text = {p.locator: p.text for p in books.story_paragraphs(store, work.work_id)}
    index = BookIndex.load(store, work.work_id)
    for entry in ranked_entries(store, work.work_id, limit):
        if len(result.refused) >= USELESS_AFTER and not result.kept:  # a model of no use even here: not asked on
            break
        seconds = left(ends)
        if seconds is not None and seconds < 1:
            break
        evidence = first_passages(entry, points, text)
        if not evidence:
            continue
        result.asked += 1
        try:
            line, chosen = _ask(client, work, entry.title, [text[loc][:PASSAGE_CHARS] for loc in evidence], seconds)
        except ModelError as failed:
            if failed.stops_stage:
                raise
            result.refused.append(f"{entry.slug}: {failed}"[:200])
            continue
        why = supported(line, entry.title, text[evidence[chosen]])
        if why:
            result.refused.append(f"{entry.slug}: {why}")
            continue
        span = Span(text=line, cites=[evidence[chosen]], by_model=True,
                    reveal_at=max(entry.title_reveal_at, index.chapter_no(evidence[chosen]) or 0))
        wiki_store.write_entry(store, work.work_id, with_line(entry, span))
        result.kept.append(entry.slug)
        result.spans[entry.slug] = span
    return result


def _ask(client: ModelClient, work: books.WorkRow, name: str, passages: list[str],
         timeout_s: float | None) -> tuple[str, int]:
    numbered = "\n".join(f"{i}. {p}" for i, p in enumerate(passages, 1))
    language = {"zh": "Chinese", "ja": "Japanese"}.get((work.language or "en")[:2], "English")
    prompt = (f"Book: {work.title}\nSubject: {name}\n\nPassages:\n{numbered}\n\n"
              f"In one short sentence in {language} (at most 15 words), say who or what {name} is, using only "
              f"these passages. "
              f"Give the number of the passage that says it.")
    schema = {"type": "object", "additionalProperties": False, "required": ["line", "passage"], "properties": {
        "line": {"type": "string", "maxLength": LINE_CHARS},
        "passage": {"type": "integer", "minimum": 1, "maximum": len(passages)}}}
    messages = [{"role": "system", "content": "You say who or what the subject of a book's passages is, in one line."},
                {"role": "user", "content": prompt}]
    reply = client.complete(messages, stage="compose", unit=f"line: {name}",
                            response_format={"type": "json_schema", "json_schema": {
                                "name": "line", "schema": schema, "strict": True}},
                            max_output_tokens=90, timeout_s=timeout_s)
    data: Any = reply_object(reply.text or "")
    line = str(data.get("line", "")).strip() if isinstance(data, dict) else ""
    chosen = data.get("passage") if isinstance(data, dict) else None
    if not line or not isinstance(chosen, int) or not 1 <= chosen <= len(passages):
        raise ModelError(f"no usable line for {name}", model="", base_url="", fault="reply")
    return line[:LINE_CHARS], chosen - 1


def reply_object(text: str) -> Any:
    """The reply's object, also where a server without grammars wrapped it in words or fences."""
    try:
        return json.loads(text[text.index("{"):text.rindex("}") + 1])
    except ValueError:
        return None


def with_line(entry: EntryRow, line: Span) -> EntryRow:
    """The line as the summary from its chapter on: earlier steps end there, later ones give way."""
    data = entry.data
    earlier = [s.model_copy(update={"until": line.reveal_at if s.until is None else min(s.until, line.reveal_at)})
               for s in data.summary_steps if s.reveal_at < line.reveal_at]
    data.summary_steps = [*earlier, line]
    data.summary = line if not earlier else data.summary
    return entry
