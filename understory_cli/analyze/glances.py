"""analyze for a server that can only do narrow tasks (issue 39 item 2, DESIGN §6a): the text's
reading first, then a small model's glance at each chapter on top of it.

`models check` decides (llm.capabilities.narrow_only): a model under a billion parameters, or a
server that made no tool call, cannot write a volume analysis (gemma3-270m spent a whole budget
and stored nothing). Its analyze is the extractive one, written at once, then, chapter by
chapter in reading order and while the time budget lasts, one grammar-constrained question: in a
sentence, whom and where the chapter opens with, from the chapter's own opening passages only
(so it tells nothing the chapter's text does not, and nothing past its opening). The glance is
kept only when the passage it names supports it (retrieval.support, the check of wiki.lines);
it then replaces that chapter's glance from the text, marked as the model's. Everything refused
keeps the text's glance, and is counted.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..config import Config
from ..errors import ModelError
from ..llm import lenient
from ..llm.types import ModelClient
from ..progress import ProgressFn, reporter
from ..retrieval.support import supported
from ..store import Store, books, ledger
from ..store import points as point_store
from .result import AnalyzeResult, GlancesResult

PASSAGES = 3  # the chapter's opening paragraphs shown: who and where it starts, nothing of its end
PASSAGE_CHARS = 300  # a prompt of ~250 tokens: a loaded laptop's small model read 21 a second
GLANCE_CHARS = 120  # the grammar's bound: at 0.7 reply tokens a second every word is a second and more
OUTPUT_TOKENS = 60
USELESS_AFTER = 4  # glances refused or unusable in a row, none kept: the rest are not asked for
SYSTEM = "You tell a reader, in one sentence, whom and where a book's chapter opens with."


@dataclass
class Opening:
    """What one chapter's glance is asked from: its opening paragraphs."""

    chapter_no: int
    title: str
    passages: list[str]


def narrow_analyze(store: Store, client: ModelClient, config: Config, why: str, *, work: str | None = None,
                   only: tuple[int, int] | None = None, force: bool = False,
                   progress: ProgressFn | None = None) -> AnalyzeResult:
    """The no-model analysis (written first, kept wherever the model fails), then the glances."""
    from .extractive import analyze_extractive  # the name finder: only when used

    result = analyze_extractive(store, work=work, only=only, force=force, report=progress)
    target = books.resolve_work(store, work)
    budget = config.time_budget()
    ends = time.monotonic() + budget if budget else None
    run_id = ledger.start_run(store, target.work_id, "analyze", "narrow")
    try:
        result.glances = ask_glances(store, client, target, why, only=only, ends=ends, progress=progress)
    except BaseException as exc:
        ledger.finish_run(store, run_id, "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed",
                          str(exc)[:500])
        raise
    ledger.finish_run(store, run_id, "done", result.glances.note())
    result.seconds_left = None if ends is None else ends - time.monotonic()
    return result


def ask_glances(store: Store, client: ModelClient, work: books.WorkRow, why: str, *,
                only: tuple[int, int] | None = None, ends: float | None = None,
                progress: ProgressFn | None = None) -> GlancesResult:
    """A glance asked for each chapter whose glance is not yet the model's, in reading order, until `ends`."""
    found = GlancesResult(why)
    tell = reporter("analyze", progress)
    due = openings(store, work, only)
    for done, opening in enumerate(due):
        seconds = None if ends is None else ends - time.monotonic()
        stop = ("the time budget was spent" if seconds is not None and seconds < 1 else
                "the model's glances were refused" if len(found.refused) >= USELESS_AFTER and not found.kept else None)
        if stop:
            found.stopped, found.unasked = stop, len(due) - done
            break
        tell(done, len(due), f"glance at chapter {opening.chapter_no}", seconds_left=seconds,
             kept=len(found.kept), refused=len(found.refused))
        found.asked += 1
        try:
            text, chosen = _ask(client, work, opening, seconds)
        except ModelError as failed:
            if failed.stops_stage:  # a setting to fix or a server failing: what stands is the text's
                raise
            if failed.fault == "timeout":  # no answer in time: the next chapter would wait again
                found.unanswered += 1
                found.stopped, found.unasked = f"the server stopped answering ({failed})"[:200], len(due) - done - 1
                break
            found.refused.append(f"chapter {opening.chapter_no}: {failed}"[:200])  # an answer of no use
            continue
        why_not = supported(text, [], opening.passages[chosen])
        if why_not:
            found.refused.append(f"chapter {opening.chapter_no}: {why_not}")
            continue
        point_store.write_model_glance(store, work.work_id, opening.chapter_no, text,
                                       named_points(store, work.work_id, opening.chapter_no, text))
        found.kept.append(opening.chapter_no)
    tell(len(due), len(due), "glances asked", kept=len(found.kept), refused=len(found.refused))
    return found


def openings(store: Store, work: books.WorkRow, only: tuple[int, int] | None, *,
             every: bool = False) -> list[Opening]:
    """The chapters whose glance is not the model's yet (`every`: all of them), each with its first
    PASSAGES paragraphs: a chapter's glance may use that chapter's own opening text and nothing
    else (spoilers, §3)."""
    have = {} if every else point_store.glances(store, work.work_id)
    out: list[Opening] = []
    for volume in books.volume_infos(store, work.work_id):
        if only is not None and not only[0] <= volume.volume_no <= only[1]:
            continue
        by_chapter: dict[int, list[str]] = {}
        for p in books.story_paragraphs(store, work.work_id, volume=volume.volume_no):
            if p.kind not in ("heading", "image") and p.text.strip():
                by_chapter.setdefault(p.chapter_no, []).append(p.text.strip()[:PASSAGE_CHARS])
        for chapter in volume.chapters:
            glance = have.get(chapter.chapter_no)
            if by_chapter.get(chapter.chapter_no) and (glance is None or glance.source != point_store.MODEL):
                out.append(Opening(chapter.chapter_no, chapter.title, by_chapter[chapter.chapter_no][:PASSAGES]))
    return out


def glance_prompt(work: books.WorkRow, opening: Opening) -> list[dict[str, Any]]:
    numbered = "\n".join(f"{i}. {p}" for i, p in enumerate(opening.passages, 1))
    language = {"zh": "Chinese", "ja": "Japanese"}.get((work.language or "en")[:2], "English")
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": (
        f"Book: {work.title}\nChapter: {opening.title}\n\nThe chapter's opening passages:\n{numbered}\n\n"
        f"In one short sentence in {language} (at most 20 words), using only these passages and their own words, "
        f"say whom and where the chapter opens with. Tell nothing of what happens after. "
        f"Give the number of the passage that says it.")}]


def glance_schema(passages: int) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "required": ["glance", "passage"], "properties": {
        "glance": {"type": "string", "maxLength": GLANCE_CHARS},
        "passage": {"type": "integer", "minimum": 1, "maximum": passages}}}


def _ask(client: ModelClient, work: books.WorkRow, opening: Opening, timeout_s: float | None) -> tuple[str, int]:
    reply = client.complete(glance_prompt(work, opening), stage="analyze", unit=f"glance: chapter {opening.chapter_no}",
                            response_format={"type": "json_schema", "json_schema": {
                                "name": "glance", "schema": glance_schema(len(opening.passages)), "strict": True}},
                            max_output_tokens=OUTPUT_TOKENS, timeout_s=timeout_s)
    data = _object(reply.text or "")
    text = str(data.get("glance", "")).strip() if isinstance(data, dict) else ""
    chosen = data.get("passage") if isinstance(data, dict) else None
    if not text or not isinstance(chosen, int) or not 1 <= chosen <= len(opening.passages):
        raise ModelError(f"no usable glance at chapter {opening.chapter_no}", model="", base_url="", fault="reply")
    return text[:GLANCE_CHARS], chosen - 1


def _object(text: str) -> Any:
    """The reply's object, also where a server without grammars wrapped it in words or fences."""
    try:
        return lenient.loads(text)
    except ValueError:
        return None


def named_points(store: Store, work_id: int, chapter_no: int, text: str) -> list[int]:
    """The points the glance names by a name already theirs at its chapter (their entries are linked)."""
    folded = text.casefold()
    return sorted(p.point_id for p in point_store.load_points(store, work_id)
                  if any(name.casefold() in folded for name, gate in
                         [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)]
                         if gate <= chapter_no and len(name) > 1))
