"""analyze for a server that can only do narrow tasks (issue 39 item 2, DESIGN §6a): the text's
reading first, then a small model's glance at each chapter on top of it.

`models check` decides (llm.capabilities.narrow_only): a model under a billion parameters, or a
server that made no tool call, cannot write a volume analysis (gemma3-270m spent a whole budget
and stored nothing). Its analyze is the extractive one, written at once, then, chapter by
chapter in reading order and while the time budget lasts, one question the model can answer.

It cannot write the glance: asked for a sentence, gemma3-270m's never passed the check (0 of 4
in every run). It *chooses*, by number (a bare integer grammar: wrapped in an object gemma spent
its tokens on whitespace), which of the chapter's opening sentences best says who the chapter is
about, or "0. none", as wiki.lines does with the book's descriptions. The choices are the
sentences of the chapter's opening (opening_of) the text's glance does not show already,
each standing alone (narration, a name before any pronoun) and naming someone or somewhere the book
knows by that chapter and the text's glance does not name: the chapter's own opening, nothing later
(spoilers, §3); a chapter with none is not asked. The glance kept is the text's glance and that
sentence after it, the book's own words, marked as the model's (✦): never less than the text's.
A "none", a number out of range or no answer keeps the text's glance.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any

from ..config import Config
from ..errors import ModelError
from ..llm.types import ModelClient
from ..progress import ProgressFn, reporter
from ..retrieval.support import supported
from ..store import Store, books, ledger
from ..store import points as point_store
from .result import AnalyzeResult, GlancesResult
from .summarize import glance, sentences

PASSAGES = 3  # the chapter's opening paragraphs its sentences are chosen from: nothing of its end
OPENING_CHARS = {"cjk": 500, "spaced": 1200}  # or more short ones, as long as three of the sample book's
CHOICES = 4  # sentences offered: a prompt of ~200 tokens (a loaded laptop's small model read 4-20 a second)
OUTPUT_TOKENS = 8  # a number: gemma3-270m gives "1" in 3 tokens
LONGEST = {"cjk": 90, "spaced": 240}  # characters of a sentence worth offering: a glance, not a paragraph
SHORTEST = {"cjk": 6, "spaced": 30}  # "Wren kept the light." says little more than a name
USELESS_AFTER = 4  # glances refused or unusable in a row, none kept: the rest are not asked for
SYSTEM = "You choose which sentence of a book's chapter best says who the chapter is about."
# a sentence led by one of these goes on about someone named before it: alone, it says nothing of whom
LEADS_BACK = re.compile(r"(?:(?:he|she|it|its|they|them|their|his|her|this|that|these|those|there|then|but|and|so)\b"
                        r"|['‘(—–-]|[他她它这那但而便就又也却]|彼|それ|その|これ|この|あの|しかし|そして)", re.IGNORECASE)
PRONOUN = re.compile(r"\b(?:he|she|it|they|him|her|them|his|its|their)\b|[他她它]|彼", re.IGNORECASE)
SPEECH = re.compile(r'"[^"]*"|“[^”]*”|「[^」]*」|『[^』]*』')
QUOTED = "\u2063"  # where a quotation stood (an invisible separator no book writes)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@dataclass
class Opening:
    """What one chapter's glance is asked from: its glance from the text, and the opening's other sentences
    that name someone."""

    chapter_no: int
    title: str
    shown: str  # the text's glance: the chapter's first lines (analyze.summarize.glance)
    choices: list[str]  # the sentences of its opening beyond them that say whom, those led by a person first
    opening: str  # its opening paragraphs (opening_of): all a choice may come from

    def with_choice(self, chosen: str) -> str:
        """The glance kept: the text's, then the sentence the model chose."""
        return f"{self.shown}{'' if _CJK.search(chosen[:1]) else ' '}{chosen}".strip()


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
            chosen = _ask(client, work, opening, seconds)
        except ModelError as failed:
            if failed.stops_stage:  # a setting to fix or a server failing: what stands is the text's
                raise
            if failed.fault == "timeout":  # no answer in time: the next chapter would wait again
                found.unanswered += 1
                found.stopped, found.unasked = f"the server stopped answering ({failed})"[:200], len(due) - done - 1
                break
            found.refused.append(f"chapter {opening.chapter_no}: {failed}"[:200])  # an answer of no use
            continue
        if chosen is None:  # "none of these": the text's glance stands, and nothing was claimed
            found.declined += 1
            continue
        why_not = supported(chosen, [], opening.opening)  # the check every narrow task shares: the opening's own words
        if why_not:
            found.refused.append(f"chapter {opening.chapter_no}: {why_not}")
            continue
        text = opening.with_choice(chosen)
        point_store.write_model_glance(store, work.work_id, opening.chapter_no, text,
                                       named_points(store, work.work_id, opening.chapter_no, text))
        found.kept.append(opening.chapter_no)
    tell(len(due), len(due), "glances asked", kept=len(found.kept), refused=len(found.refused))
    return found


def openings(store: Store, work: books.WorkRow, only: tuple[int, int] | None, *,
             every: bool = False) -> list[Opening]:
    """The chapters whose glance is not the model's yet (`every`: all of them) and whose opening has a
    sentence to offer: a chapter's glance may use that chapter's own opening text and nothing else
    (spoilers, §3)."""
    have = {} if every else point_store.glances(store, work.work_id)
    points = point_store.load_points(store, work.work_id)
    names, people = _names(points), {p.point_id for p in points if p.kind == "person"}
    out: list[Opening] = []
    for volume in books.volume_infos(store, work.work_id):
        if only is not None and not only[0] <= volume.volume_no <= only[1]:
            continue
        by_chapter: dict[int, list[books.StoryParagraph]] = {}
        for p in books.story_paragraphs(store, work.work_id, volume=volume.volume_no):
            if p.kind != "image" and p.text.strip():
                by_chapter.setdefault(p.chapter_no, []).append(p)
        for chapter in volume.chapters:
            had = have.get(chapter.chapter_no)
            if had is not None and had.source == point_store.MODEL:
                continue
            paragraphs = by_chapter.get(chapter.chapter_no, [])
            body = opening_of([p.text.strip() for p in paragraphs if p.kind != "heading"])
            shown = glance(paragraphs)
            usable = {n: pid for n, gate, pid in names if gate <= chapter.chapter_no}
            known = _named(shown, usable)  # a choice adds someone or somewhere the text's glance does not name
            told = [s for text in body for s in narration(text) if s not in shown]
            if not points:  # an --estimate before the text's reading: every chapter priced with its first sentences
                choices = told[:CHOICES]
            else:  # someone first (a small model answers "1" most): "Wren's arms ached…" before "By dusk… Gull Rock"
                choices = sorted((s for s in told if _says_whom(s, usable) and _named(s, usable) - known),
                                 key=lambda s: _first(s, usable) not in people)[:CHOICES]
            if choices:
                out.append(Opening(chapter.chapter_no, chapter.title, shown, choices, "\n".join(body)))
    return out


def opening_of(texts: list[str]) -> list[str]:
    """The chapter's opening: its first PASSAGES paragraphs, and more while they are short (Oz's are a
    line or two: three say little), up to OPENING_CHARS."""
    limit = OPENING_CHARS["cjk" if texts and _CJK.search(texts[0]) else "spaced"]
    out: list[str] = []
    for text in texts:
        if len(out) >= PASSAGES and sum(map(len, out)) + len(text) > limit:
            break
        out.append(text)
    return out


def _names(points: list[point_store.Point]) -> list[tuple[str, int, int]]:
    """Every name and alias the book has, with the chapter it may be shown from and its point."""
    return [(name, gate, p.point_id) for p in points
            for name, gate in [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)] if len(name) > 1]


def _spots(sentence: str, names: dict[str, int]) -> dict[int, int]:
    """Where each name stands in the sentence (English: as a whole word): position -> its point."""
    if _CJK.search(sentence):
        return {sentence.find(name): pid for name, pid in names.items() if name in sentence}
    return {m.start(): pid for name, pid in names.items()
            for m in [re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence)] if m}


def _first(sentence: str, names: dict[str, int]) -> int:
    """The point the sentence names first."""
    spots = _spots(sentence, names)
    return spots[min(spots)]


def _named(text: str, names: dict[str, int]) -> set[int]:
    return set(_spots(text, names).values())


def narration(paragraph: str) -> list[str]:
    """The paragraph's sentences that quote no one: a line of speech, alone, is no one's introduction, nor
    is what a quotation leaves of its sentence ("刘福道：", "said Tamsin, who…"); a quotation going on
    into the next paragraph is left open: cut there."""
    def mark(quote: re.Match) -> str:  # a quotation that ends its sentence ends it still: what follows is narration
        return QUOTED + ("." if re.search(r"[.!?。！？…]\W?$", quote.group()) else "")

    told = re.split(r"[\"“「『]", SPEECH.sub(mark, paragraph), maxsplit=1)[0]
    return [s for s in sentences(told) if QUOTED not in s and not s.endswith((":", "："))]  # ":" leads to speech


def _says_whom(sentence: str, names: dict[str, int]) -> bool:
    """Whether the sentence, alone, says whom: of a glance's length, not led back to someone named
    before it, and naming someone or somewhere before any pronoun ("At first she was only a smudge…
    and Wren saw" is about a "she" named before it)."""
    script = "cjk" if _CJK.search(sentence) else "spaced"
    if not SHORTEST[script] <= len(sentence) <= LONGEST[script] or LEADS_BACK.match(sentence):
        return False
    if script == "spaced" and not sentence[0].isupper():  # a clause: "and then…"
        return False
    spots, pronoun = _spots(sentence, names), PRONOUN.search(sentence)
    return bool(spots) and (pronoun is None or min(spots) < pronoun.start())


def glance_prompt(work: books.WorkRow, opening: Opening) -> list[dict[str, Any]]:
    numbered = "\n".join(f"{i}. {s}" for i, s in enumerate(opening.choices, 1))
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": (
        f"Book: {work.title}\nChapter: {opening.title}\nIt begins: {opening.shown}\n\n"
        f"Which sentence of its opening best says who the chapter is about?\n{numbered}\n"
        f"0. none of these\n\nAnswer with the number.")}]


def glance_schema(choices: int) -> dict[str, Any]:
    # The number alone: in an object, gemma3-270m wrote 24 tokens of whitespace (which a JSON grammar
    # allows) before its first key, and its token budget ran out before the number came (wiki.lines).
    return {"type": "integer", "enum": list(range(choices + 1))}


def _ask(client: ModelClient, work: books.WorkRow, opening: Opening, timeout_s: float | None) -> str | None:
    """The sentence the model chose, None for none of them."""
    reply = client.complete(glance_prompt(work, opening), stage="analyze", unit=f"glance: chapter {opening.chapter_no}",
                            response_format={"type": "json_schema", "json_schema": {
                                "name": "glance", "schema": glance_schema(len(opening.choices)), "strict": True}},
                            max_output_tokens=OUTPUT_TOKENS, timeout_s=timeout_s)
    number = re.search(r"\d+", reply.text or "")  # also where a server without grammars said more
    chosen = int(number.group()) if number else None
    if chosen is None or not 0 <= chosen <= len(opening.choices):
        raise ModelError(f"no usable choice at chapter {opening.chapter_no}", model="", base_url="", fault="reply")
    return opening.choices[chosen - 1] if chosen else None


def named_points(store: Store, work_id: int, chapter_no: int, text: str) -> list[int]:
    """The points the glance names by a name already theirs at its chapter (their entries are linked)."""
    folded = text.casefold()
    return sorted(p.point_id for p in point_store.load_points(store, work_id)
                  if any(name.casefold() in folded for name, gate in
                         [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)]
                         if gate <= chapter_no and len(name) > 1))
