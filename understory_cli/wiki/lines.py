"""A small model's narrow task: one line saying who or what an entry's subject is (issue 39 item 2).

Each of the most mentioned entries the model did not write is asked once, in a grammar-
constrained reply. A model of 1B parameters or more (or of a size not told) writes the line
from the entry's first passages and names the passage that says it. A smaller one cannot
write a line (gemma3-270m, asked, wrote "15 words, one hundred and fifteen words"; shown an
example, it copied sentences about someone else): it chooses, by number, which of the
phrases the text sets beside the subject's name says who or what it is (`said_of.
descriptions`: "Saltmarsh was a town that smelled of tar and wet rope"), or none, and the line
is the name and that phrase. Either line is kept only when its passage says most of its words
*of the subject* (`supported`), else it is refused and counted. A kept line becomes the
entry's summary from the chapter of its passage (earlier summary steps stay before it),
marked as the model's (`Span.by_model`).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

from ..errors import ModelError
from ..llm.types import ModelClient
from ..position import BookIndex, order_key
from ..retrieval.support import GRAMS, SUPPORT, said_words
from ..retrieval.support import supported as held  # the check glances share
from ..retrieval.tokenize import tokenize
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.points import Point
from ..store.wiki import EntryRow, Span
from .said_of import Description, Subject, descriptions, said_of

LINES = 20  # the most mentioned entries asked for a line
PASSAGES = 5  # shown with each question: the subject's first cited paragraphs
PASSAGE_CHARS = 400
LINE_CHARS = 120  # the grammar's bound: a slow small model (1 reply token/s on a busy laptop) writes no more
USELESS_AFTER = 3  # lines in a row refused or unusable, none kept: the rest are not asked for
CHOICES = 4  # phrases a small model chooses among: the text's first descriptions of the subject
CHOICE_TOKENS = 8  # a number: gemma3-270m gives "1" in 3 tokens


@dataclass
class LinesResult:
    asked: int = 0
    kept: list[str] = field(default_factory=list)  # slugs whose summary is now the model's line
    refused: list[str] = field(default_factory=list)  # "slug: why", the lines the passages did not support
    declined: int = 0  # a small model's "none of these" (no claim made, none refused)
    earlier: int = 0  # entries whose line an earlier run kept (a killed or timed-out compose): not asked again
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
                     ends: float | None = None, choose: bool = False) -> LinesResult:
    """Ask the model for a line on each of the `limit` most mentioned entries it did not write,
    the most mentioned first, until `ends` (time.monotonic()); `choose`: a model too small to write
    one chooses among the text's own descriptions instead."""
    result = LinesResult()
    all_points = point_store.load_points(store, work.work_id)
    points = {p.point_id: p for p in all_points}
    paragraphs = books.story_paragraphs(store, work.work_id)
    text = {p.locator: p.text for p in paragraphs}
    index = BookIndex.load(store, work.work_id)
    for entry in ranked_entries(store, work.work_id, limit):
        if any(s.by_model for s in entry.data.summary_steps):  # kept through the rebuild (narrow.text_wiki)
            result.earlier += 1
            continue
        if len(result.refused) >= USELESS_AFTER and not result.kept:  # a model of no use even here: not asked on
            break
        seconds = left(ends)
        if seconds is not None and seconds < 1:
            break
        subject = subject_of(entry, all_points, work.language)
        if choose:
            found = _choose(client, work, entry, subject, paragraphs, seconds, result)
        else:
            found = _write(client, work, entry, first_passages(entry, points, text), text, seconds, result)
        if found is None:
            continue
        line, cited = found
        why = supported(line, subject, text[cited])
        if why:
            result.refused.append(f"{entry.slug}: {why}")
            continue
        span = Span(text=line, cites=[cited], by_model=True,
                    reveal_at=max(entry.title_reveal_at, index.chapter_no(cited) or 0))
        wiki_store.write_entry(store, work.work_id, with_line(entry, span))
        result.kept.append(entry.slug)
        result.spans[entry.slug] = span
    return result


def subject_of(entry: EntryRow, points: list[Point], language: str | None) -> Subject:
    """The entry's subject by its names and aliases, beside every other name the book has."""
    own = [n for p in points if p.point_id in entry.point_ids for n in [p.name, *(a.alias for a in p.aliases)]]
    others = [n for p in points if p.point_id not in entry.point_ids for n in [p.name, *(a.alias for a in p.aliases)]]
    return Subject.of([entry.title, *own], others, language)


def _write(client: ModelClient, work: books.WorkRow, entry: EntryRow, evidence: list[str], text: dict[str, str],
           seconds: float | None, result: LinesResult) -> tuple[str, str] | None:
    """A line the model writes from the entry's first passages, and the passage it names."""
    if not evidence:
        return None
    result.asked += 1
    try:
        line, chosen = _ask(client, work, entry.title, [text[loc][:PASSAGE_CHARS] for loc in evidence], seconds)
    except ModelError as failed:
        if failed.stops_stage:
            raise
        result.refused.append(f"{entry.slug}: {failed}"[:200])
        return None
    return line, evidence[chosen]


def text_descriptions(subject: Subject, paragraphs: list[books.StoryParagraph]) -> list[tuple[str, Description]]:
    """The first CHOICES phrases the book sets beside the subject's name, in story order, with their passage."""
    found: list[tuple[str, Description]] = []
    for paragraph in paragraphs:
        if any(name in paragraph.text for name in subject.names):
            found += [(paragraph.locator, d) for d in descriptions(subject, paragraph.text)
                      if all(d.phrase.casefold() != seen.phrase.casefold() for _, seen in found)]
        if len(found) >= CHOICES:
            break
    return found[:CHOICES]


def _choose(client: ModelClient, work: books.WorkRow, entry: EntryRow, subject: Subject,
            paragraphs: list[books.StoryParagraph], seconds: float | None, result: LinesResult) -> tuple[str, str] | None:
    """The line of the text's description the model chooses (a number: a reply of a few tokens), None for none."""
    choices = text_descriptions(subject, paragraphs)
    if not choices:
        return None
    lines = [d.line(entry.title, subject.language) for _, d in choices]
    numbered = "\n".join(f"{i}. {line}" for i, line in enumerate(lines, 1))
    prompt = (f"Book: {work.title}\nWho or what is {entry.title}? The book says:\n{numbered}\n"
              f"0. none of these says who or what {entry.title} is\n\n"
              f"Answer with the number of the sentence that best says who or what {entry.title} is.")
    # The number alone: in an object, gemma3-270m wrote 24 tokens of spaces and newlines (which a JSON
    # grammar allows) before its first key, and its token budget ran out before the number came.
    schema = {"type": "integer", "enum": list(range(len(lines) + 1))}
    messages = [{"role": "system", "content": "You choose which sentence says who or what a book's subject is."},
                {"role": "user", "content": prompt}]
    result.asked += 1
    try:
        reply = client.complete(messages, stage="compose", unit=f"line: {entry.title}",
                                response_format={"type": "json_schema", "json_schema": {
                                    "name": "choice", "schema": schema, "strict": True}},
                                max_output_tokens=CHOICE_TOKENS, timeout_s=seconds)
    except ModelError as failed:
        if failed.stops_stage:
            raise
        result.refused.append(f"{entry.slug}: {failed}"[:200])
        return None
    number = re.search(r"\d+", reply.text or "")  # also where a server without grammars said more
    chosen = int(number.group()) if number else None
    if chosen is None or not 0 <= chosen <= len(lines):
        result.refused.append(f"{entry.slug}: no usable choice")
        return None
    if chosen == 0:
        result.declined += 1
        return None
    return lines[chosen - 1], choices[chosen - 1][0]


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


def supported(line: str, subject: Subject | str, passage: str) -> str | None:
    """Why the passage does not support the line (None: it does): the passage must hold most of its
    words beyond the subject's names (retrieval.support, the check glances share), and say them of
    the subject (`said_of`): a sentence about someone else naming the subject in passing is not."""
    subject = subject if isinstance(subject, Subject) else Subject.of([subject])
    why = held(line, subject.names, passage)
    if why is not None:
        return why
    said = said_words(line, subject.names)
    told = said_of(subject, said, passage, lambda text: tokenize(text, GRAMS))
    if len(told) < SUPPORT * len(said):
        return f"the passage says {len(told)} of its {len(said)} words of {subject.names[0]}: it is about someone else"
    return None


def with_line(entry: EntryRow, line: Span) -> EntryRow:
    """The line as the summary from its chapter on: earlier steps end there, later ones give way."""
    data = entry.data
    earlier = [s.model_copy(update={"until": line.reveal_at if s.until is None else min(s.until, line.reveal_at)})
               for s in data.summary_steps if s.reveal_at < line.reveal_at]
    data.summary_steps = [*earlier, line]
    data.summary = line if not earlier else data.summary
    return entry
