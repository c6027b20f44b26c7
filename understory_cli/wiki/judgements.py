"""A small model's other narrow tasks (issue 39 item 2): a kind per entry, a yes/no per doubtful alias.

Each question is one grammar-constrained reply (`json_schema`) that must quote the words of the
passage that show its answer; the answer is kept only when those words are in that passage,
in a sentence that names the subject (`quoted`), and, for a "yes", when the passage names both.
Anything else is refused, counted, and the text's reading stays. Kept answers change the
no-model wiki (wiki.narrow rebuilds it): a kind moves an entry to its category, a "no" keeps the
alias off the entry's names. A "yes" keeps the tie the text made, now checked. A kind changes
only where the text found none ("term": nothing speaks, lives or acts under the name): a 270M
model that calls everything a person must not overturn the finder's cues.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import ModelError
from ..llm.types import ModelClient
from ..retrieval.tokenize import tokenize
from ..store import Store, books
from ..store import points as point_store
from ..store.points import Alias, Point
from .lines import LINES, PASSAGE_CHARS, USELESS_AFTER, first_passages, left, ranked_entries, reply_object

KIND_OF = {"person": "person", "place": "place", "group": "organisation", "thing": "term"}  # asked -> stored
ALIASES = 10  # doubtful aliases asked per run, of the most mentioned entries
WORDS_CHARS = 100  # the quoted words: short, every reply token counts with a slow model
SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s*")


@dataclass
class Judged:
    asked: int = 0
    kept: list[str] = field(default_factory=list)  # "slug: answer", supported by the words quoted
    refused: list[str] = field(default_factory=list)  # "slug: why"
    kinds: dict[int, str] = field(default_factory=dict)  # point id -> a kind the model changed, checked
    split: set[tuple[int, str]] = field(default_factory=set)  # (point id, alias) the model said are not one

    def changed(self) -> bool:
        return bool(self.kinds or self.split)


def judge_kinds(store: Store, client: ModelClient, work: books.WorkRow, *, ends: float | None,
                limit: int = LINES) -> Judged:
    """Ask person, place, group or thing of each of the most mentioned entries' subjects."""
    found = Judged()
    points = {p.point_id: p for p in point_store.load_points(store, work.work_id)}
    text = {p.locator: p.text for p in books.story_paragraphs(store, work.work_id)}
    for entry in ranked_entries(store, work.work_id, limit):
        point = points.get(entry.point_ids[0])
        evidence = first_passages(entry, points, text)
        if point is None or not evidence:
            continue
        passages = [text[loc][:PASSAGE_CHARS] for loc in evidence]
        numbered = "\n".join(f"{i}. {p}" for i, p in enumerate(passages, 1))
        prompt = (f"Book: {work.title}\nSubject: {point.name}\n\nPassages:\n{numbered}\n\n"
                  f"Is {point.name} a person, a place, a group or a thing? Give the number of the passage "
                  f"that shows it and the words of that passage that say so, copied exactly.")
        schema = {"type": "object", "additionalProperties": False, "required": ["kind", "passage", "words"],
                  "properties": {"kind": {"type": "string", "enum": list(KIND_OF)},
                                 "passage": {"type": "integer", "minimum": 1, "maximum": len(passages)},
                                 "words": {"type": "string", "maxLength": WORDS_CHARS}}}
        data = _ask(client, found, entry.slug, f"kind: {point.name}", prompt, schema, ends)
        if data is None:
            if _stop(found, ends):
                break
            continue
        kind, chosen = KIND_OF.get(str(data.get("kind"))), data.get("passage")
        if kind is None or not isinstance(chosen, int) or not 1 <= chosen <= len(passages):
            found.refused.append(f"{entry.slug}: no kind or passage")
        elif why := quoted(str(data.get("words", "")), text[evidence[chosen - 1]], _names(point), beyond=True):
            found.refused.append(f"{entry.slug}: {why}")
        elif kind != point.kind and point.kind != "term":  # the text's cues chose it: a small model's word is not enough
            found.refused.append(f"{entry.slug}: {kind}, where the text found a {point.kind}")
        else:
            found.kept.append(f"{entry.slug}: {kind}")
            if kind != point.kind:
                found.kinds[point.point_id] = kind
        if _stop(found, ends):
            break
    return found


def judge_aliases(store: Store, client: ModelClient, work: books.WorkRow, *, ends: float | None,
                  limit: int = ALIASES) -> Judged:
    """Ask, on the passage that ties it, whether each doubtful alias of the most mentioned entries
    names the same one: "no" keeps it off the entry, a supported "yes" keeps the tie."""
    found = Judged()
    points = {p.point_id: p for p in point_store.load_points(store, work.work_id)}
    text = {p.locator: p.text for p in books.story_paragraphs(store, work.work_id)}
    due = [(entry.slug, points[entry.point_ids[0]], alias) for entry in ranked_entries(store, work.work_id, LINES)
           if entry.point_ids[0] in points for alias in doubtful(points[entry.point_ids[0]])]
    for slug, point, alias in due:
        if found.asked >= limit:
            break
        tie = next((loc for loc in alias.evidence if loc in text), None)
        if tie is None:
            continue
        prompt = (f"Book: {work.title}\nPassage: {text[tie]}\n\nIn this passage, are \"{point.name}\" and "
                  f"\"{alias.alias}\" two names of the same one? Answer same (true or false) and give the words "
                  f"of the passage that show it, copied exactly.")
        schema = {"type": "object", "additionalProperties": False, "required": ["same", "words"],
                  "properties": {"same": {"type": "boolean"}, "words": {"type": "string", "maxLength": WORDS_CHARS}}}
        data = _ask(client, found, slug, f"alias: {point.name} / {alias.alias}", prompt, schema, ends)
        if data is None:
            if _stop(found, ends):
                break
            continue
        same = data.get("same")
        why = quoted(str(data.get("words", "")), text[tie], [point.name, alias.alias])
        if same is True and not why:
            missing = [n for n in (point.name, alias.alias) if n.casefold() not in text[tie].casefold()]
            why = f"the passage does not name {missing[0]}" if missing else None
        if not isinstance(same, bool) or why:
            found.refused.append(f"{slug}: {alias.alias}: {why or 'no answer'}")
        else:
            found.kept.append(f"{slug}: {alias.alias} {'is' if same else 'is not'} {point.name}")
            if not same:
                found.split.add((point.point_id, alias.alias))
        if _stop(found, ends):
            break
    return found


def doubtful(point: Point) -> list[Alias]:
    """The aliases tied to a point by something other than their form: sharing no word (CJK: no
    character) with its name, so not a spelling, a title or a part of it ("Nick Chopper" / "the
    Tin Woodman", Tip / Ozma), where a wrong tie joins two people."""
    own = set(tokenize(point.name, (1,)))
    return [a for a in point.aliases if len(a.alias) > 1 and not own & set(tokenize(a.alias, (1,)))]


def quoted(words: str, passage: str, names: list[str], *, beyond: bool = False) -> str | None:
    """Why `words` do not show a claim about one of `names` in `passage` (None: they do): they must be
    the passage's own words, at least two (`beyond`: two besides the names), in a sentence of it
    that names the subject."""
    said, where = _plain(words), _plain(passage)
    own = {t for n in names for t in tokenize(n, (1,))} if beyond else set()
    if len(set(tokenize(words, (1,))) - own) < 2:
        return "quotes no words" + (" beyond the name" if beyond else "")
    at = where.find(said)
    if at < 0:
        return "the words quoted are not in the passage"
    sentences = [s for s in SENTENCE_END.split(where) if s]
    start = 0
    for sentence in sentences:
        start = where.find(sentence, start)
        if start + len(sentence) > at and start <= at + len(said):  # a sentence the quote overlaps
            if any(_plain(n) in sentence for n in names):
                return None
        start += len(sentence)
    return "the words quoted do not name the subject"


def _plain(text: str) -> str:
    return " ".join(text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"').split()).casefold()


def _names(point: Point) -> list[str]:
    return [point.name, *(a.alias for a in point.aliases)]


def _ask(client: ModelClient, found: Judged, slug: str, unit: str, prompt: str, schema: dict,
         ends: float | None) -> dict[str, Any] | None:
    """One constrained reply as an object, or None (counted as refused) when the model gave none."""
    found.asked += 1
    messages = [{"role": "system", "content": "You answer questions about a book's passages, quoting them."},
                {"role": "user", "content": prompt}]
    try:
        reply = client.complete(messages, stage="compose", unit=unit, max_output_tokens=80, timeout_s=left(ends),
                                response_format={"type": "json_schema", "json_schema": {
                                    "name": "judgement", "schema": schema, "strict": True}})
    except ModelError as failed:
        if failed.stops_stage:
            raise
        found.refused.append(f"{slug}: {failed}"[:200])
        return None
    data = reply_object(reply.text or "")
    if not isinstance(data, dict):
        found.refused.append(f"{slug}: no usable reply")
        return None
    return data


def _stop(found: Judged, ends: float | None) -> bool:
    """The budget spent, or a model of no use here: refused again and again with nothing kept."""
    seconds = left(ends)
    return (seconds is not None and seconds < 1) or (len(found.refused) >= USELESS_AFTER and not found.kept)
