"""The story so far, written by the model once at analyze (issue 38): a short recap per chapter
end (its volume up to there) and per volume end, from the stored summaries.

Each chapter's recap is told from the one before it and the chapter's summary, so the cost is
one short call a chapter and a volume, linear in the book. Each is kept the moment it is
accepted (store/recaps.py) with the hash of the summaries it was told from: a run stopped
anywhere keeps what it wrote, and the next one asks only for those missing or whose summaries
changed. A recap is refused when it is empty, is not told from its inputs (SUPPORT of its words
must be theirs) or names someone first met after its gate (`recap.unmet_names`); it is asked
once more, then its refusal is kept (not asked again of the same model) and the condensed
summaries stand in (recap.py). Past the run's time budget, or once the server stopped
answering, nothing more is asked; a model that gave USELESS_AFTER refusals in a row and
nothing kept is not asked on. A setting or server fault stops the stage as elsewhere (§6).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from ..config import Config
from ..errors import ModelError
from ..llm.capabilities import narrow_only
from ..llm.types import ModelClient
from ..progress import ProgressFn, reporter
from ..prompts import Prompt, render
from ..recap import CHAPTER_SENTENCES, RecapUnit, condensed, names_known, recap_units, sentences, unmet_names
from ..retrieval.tokenize import tokenize
from ..store import Store, books, ledger
from ..store import points as point_store
from ..store import recaps as recap_store
from ..store.recaps import KEPT, REFUSED, RecapRow
from ..text import estimate_tokens

SENTENCES = 5  # asked for in a recap
RECAP_CHARS = 900  # kept of a reply, cut at a sentence's end
PREVIOUS_CHARS = 1200  # of the story before, carried into the next chapter's prompt
SUMMARY_CHARS = 1500  # of a chapter's or volume's summary
OUTPUT_TOKENS = 300
SUMMARY_TOKENS = 150  # of a summary not written yet, for --estimate
TRIES = 2
USELESS_AFTER = 3
SUPPORT = 0.5  # share of a recap's words (CJK: characters) its inputs must hold
_PROMPT_LINES = ("What happens in chapter", "The story of this volume", "The volume's summary", "Write a recap",
                 "story so far", "the recap of",
                 "Use only what is written", "(nothing yet: this is")
_LABEL = re.compile(r"^\s*(?:[#*_]+\s*)?(?:recap|summary|the story so far)[^:\n]{0,40}:\s*(?:[*_]+\s*)?", re.I)


@dataclass
class RecapsResult:
    due: int = 0  # recaps missing or told from summaries since changed
    kept: int = 0
    refused: list[str] = field(default_factory=list)  # "2.5: why"
    not_asked: int = 0  # left for the next run
    stopped: str | None = None  # why the rest was not asked

    @property
    def note(self) -> str:
        if not self.due:
            return f"not asked ({self.stopped})" if self.stopped else "every recap up to date"
        note = f"{self.kept} of {self.due} recaps by the model kept, {len(self.refused)} refused"
        return note + (f"; {self.not_asked} not asked ({self.stopped})" if self.not_asked else "")


def write_recaps(store: Store, client: ModelClient, config: Config, work: books.WorkRow, *,
                 seconds: float | None = None, redo: frozenset[int] = frozenset(),
                 progress: ProgressFn | None = None) -> RecapsResult:
    """Write the recaps due within `seconds` (None: no limit); `redo`'s volumes are asked again."""
    ends = time.monotonic() + seconds if seconds is not None else None
    units = recap_units(store, work.work_id)
    stored = recap_store.recaps(store, work.work_id)
    model = config.model_for("main").model
    due = {(u.volume_no, u.locator) for u in units if _due(u, stored.get((u.volume_no, u.locator)), model, redo)}
    result = RecapsResult(due=len(due))
    if not due:
        return result
    known = names_known(point_store.load_points(store, work.work_id))
    names = [(n, gate) for n, gate in known.items()]
    titles = {c.locator: c.title for v in books.volume_infos(store, work.work_id) for c in v.chapters}
    volumes = {v.volume_no: v.title for v in books.volume_infos(store, work.work_id)}
    language = config.language or {"zh": "Chinese", "ja": "Japanese"}.get((work.language or "en")[:2], "English")
    system = render("analyze/recap_system", work_title=work.title)
    tell = reporter("analyze", progress)
    run_id = ledger.start_run(store, work.work_id, "analyze", "recaps")
    previous: dict[int, str] = {}  # per volume: its story so far, as the next chapter's prompt carries it
    asked = 0
    try:
        for unit in units:
            key = (unit.volume_no, unit.locator)
            row = stored.get(key)
            text = row.text if row is not None and row.status == KEPT and key not in due else None
            if key in due:
                why_not = _why_not_asked(result, ends)
                if why_not:
                    result.stopped, result.not_asked = why_not, result.not_asked + 1
                else:
                    tell(asked, len(due), f"recap {unit.locator or f'volume {unit.volume_no}'}")
                    prompt = render("analyze/recap", volume_no=unit.volume_no, volume_title=volumes[unit.volume_no],
                                    locator=unit.locator, chapter_title=titles.get(unit.locator, ""),
                                    previous=previous.get(unit.volume_no, ""), summary=unit.summary[:SUMMARY_CHARS],
                                    sentences=SENTENCES, language=language)
                    told_from = f"{previous.get(unit.volume_no, '')}\n{unit.summary[:SUMMARY_CHARS]}"
                    text = _ask(store, client, work, unit, system, prompt, told_from, known, model, run_id, ends,
                                result)
                    asked += 1
            if unit.locator:  # the next chapter's prompt: this recap, or the story before it and its summary
                gist = condensed(unit.summary, names, unit.reveal_at, CHAPTER_SENTENCES)
                told = text or " ".join(filter(None, [previous.get(unit.volume_no, ""), gist]))
                previous[unit.volume_no] = _tail(told, PREVIOUS_CHARS)
    except BaseException as exc:
        ledger.finish_run(store, run_id, "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed",
                          f"{result.note}: {exc}"[:500])
        raise
    ledger.finish_run(store, run_id, "done", result.note[:900])
    tell(asked, len(due), "recaps written")
    return result


def _due(unit: RecapUnit, row: RecapRow | None, model: str, redo: frozenset[int]) -> bool:
    """Missing, told from other summaries, asked again, or refused by another model."""
    return (row is None or row.inputs_hash != unit.inputs_hash or unit.volume_no in redo
            or (row.status == REFUSED and row.model != model))


def _why_not_asked(result: RecapsResult, ends: float | None) -> str | None:
    if result.stopped:
        return result.stopped
    if ends is not None and time.monotonic() >= ends - 1:
        return "the time budget was spent"
    if len(result.refused) >= USELESS_AFTER and not result.kept:
        return f"the model's first {len(result.refused)} recaps were refused"
    return None


def _ask(store: Store, client: ModelClient, work: books.WorkRow, unit: RecapUnit, system: Prompt, prompt: Prompt,
         told_from: str, known: dict[str, int], model: str, run_id: int, ends: float | None,
         result: RecapsResult) -> str | None:
    """One recap, asked up to TRIES times: kept and returned, or its refusal kept (None)."""
    label = unit.locator or f"volume {unit.volume_no}"
    messages = [{"role": "system", "content": system.text}, {"role": "user", "content": prompt.text}]
    why = ""
    for _ in range(TRIES):
        left = ends - time.monotonic() if ends is not None else None
        if left is not None and left < 1:  # not a refusal: the next run asks again
            result.stopped, result.not_asked = "the time budget was spent", result.not_asked + 1
            return None
        try:
            reply = client.complete(messages, stage="analyze", unit=f"recap {label}", prompt_name=prompt.name,
                                    prompt_hash=prompt.hash, run_id=run_id, work_id=work.work_id,
                                    max_output_tokens=OUTPUT_TOKENS, timeout_s=left)
        except ModelError as failed:
            if failed.stops_stage:
                raise
            if failed.fault == "timeout":  # no answer in time: every recap would wait it out again
                result.stopped = f"the server stopped answering ({failed})"[:300]
                result.not_asked += 1
                return None
            why = str(failed)[:200]
            continue
        text = cleaned(reply.text or "")
        why = refusal(text, unit, told_from, known) or ""
        if not why:
            recap_store.write_recap(store, work.work_id, RecapRow(unit.volume_no, unit.locator, unit.inputs_hash,
                                                                  KEPT, text, model, None), run_id)
            result.kept += 1
            return text
    result.refused.append(f"{label}: {why}")
    recap_store.write_recap(store, work.work_id, RecapRow(unit.volume_no, unit.locator, unit.inputs_hash, REFUSED,
                                                          "", model, why[:300]), run_id)
    return None


def cleaned(reply: str) -> str:
    """The reply as a recap: no heading or label, one paragraph, cut at a sentence's end."""
    text = " ".join(_LABEL.sub("", reply.strip()).split()).strip("*_ ")
    if len(text) <= RECAP_CHARS:
        return text
    kept = ""
    for sentence in sentences(text):
        if len(kept) + len(sentence) + 1 > RECAP_CHARS:
            break
        kept = f"{kept} {sentence}".strip()
    return kept or text[:RECAP_CHARS]


def refusal(text: str, unit: RecapUnit, told_from: str, known: dict[str, int]) -> str | None:
    """Why the recap cannot stand (None: it can): `told_from` is the story before and the new
    summary, never the instructions (gemma3-270m retold those: "You write the recap of ...")."""
    if len(tokenize(text, (1,))) < 3:
        return "says nothing"
    if any(line in text for line in _PROMPT_LINES):  # a small model's echo of what it was asked
        return "echoes the prompt"
    later = unmet_names(text, known, unit.reveal_at, unit.sources)
    if later:
        return f"names {', '.join(later[:3])}, first met after its chapter"
    said = set(tokenize(text, (1,)))
    held = said & set(tokenize(told_from, (1,)))
    if len(held) < SUPPORT * len(said):
        return f"not told from the summaries ({len(held)} of its {len(said)} words are theirs)"
    return None


def _tail(text: str, limit: int) -> str:
    """The end of the story so far, whole sentences, within `limit` characters."""
    if len(text) <= limit:
        return text
    kept: list[str] = []
    for sentence in reversed(sentences(text)):
        if sum(len(s) + 1 for s in kept) + len(sentence) > limit:
            break
        kept.insert(0, sentence)
    return " ".join(kept) or text[-limit:]


def recap_tokens(store: Store, config: Config, work: books.WorkRow, todo: list[books.VolumeInfo],
                 redo: frozenset[int]) -> tuple[int, int, int]:
    """For --estimate: (calls, input tokens, output tokens) of the recaps a run would ask for:
    a chapter's and a volume's for every volume `todo` (their summaries will be new, of a
    typical length), and those missing elsewhere; each asked once, the story before it at its
    full length and the reply at its longest."""
    if not config.model_recaps or narrow_only(config, store):
        return 0, 0, 0
    stored = recap_store.recaps(store, work.work_id)
    model = config.model_for("main").model if config.models else ""
    frame = estimate_tokens(render("analyze/recap_system", work_title=work.title).text) + estimate_tokens(
        render("analyze/recap", volume_no=1, volume_title="", locator="1.1", chapter_title="", previous="",
               summary="", sentences=SENTENCES, language="English").text) + 20 + estimate_tokens("x" * PREVIOUS_CHARS)
    new = {v.volume_no for v in todo}
    summaries = [estimate_tokens(u.summary[:SUMMARY_CHARS]) for u in recap_units(store, work.work_id)
                 if u.volume_no not in new and _due(u, stored.get((u.volume_no, u.locator)), model, redo)]
    summaries += [SUMMARY_TOKENS] * sum(len(v.chapters) + 1 for v in todo if v.chapters)
    return len(summaries), sum(frame + n for n in summaries), len(summaries) * OUTPUT_TOKENS
