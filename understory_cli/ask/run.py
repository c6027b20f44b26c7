"""The ask stage: one question, answered by an agent over gated tools, or extracts with no model."""

from __future__ import annotations

import copy

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..agents import AgentError, AgentResult, run_agent
from ..config import Config
from ..llm.client import ModelClient, ModelError, TokenUsage
from ..prompts import render
from ..position import Horizon
from ..retrieval.searcher import searcher
from ..retrieval.snippets import clip
from ..store import Store, ledger
from . import citations
from .consent import Consent, SpoilerCancelled, SpoilerRequest
from .conversation import context_messages, open_conversation, save_turn
from .budget import DROPPABLE, PASSAGE_STEPS, AskTiming, FirstPrompt, drop_tools
from .draft import partial_answer
from .extracts import extracts
from .library import Library
from .result import AskResult, Citation, Claim, EntryCard
from .session import AskEvent, AskSession
from .submit import AnswerCheck
from .tools import build_tools

EVIDENCE_PASSAGES = 6  # best passages within the horizon, given with the question (a model that never
# calls a tool still answers from evidence and can cite it)
MAX_TOC_CHAPTERS = 400  # beyond this, the first message lists volumes and only the current volume's chapters
MAX_INDEX_ENTRIES = 400
COMPACT_INDEX_ENTRIES = 60  # when the first prompt is trimmed for a slow server
QUOTE_TOKENS = 100  # per cited paragraph shown with the answer

log = logging.getLogger(__name__)


def ask(store: Store, question: str, *, config: Config, client: ModelClient | None, horizon: Horizon,
        work: str | None = None,
        on_spoiler: Callable[[SpoilerRequest], str | None] | None = None, conversation_id: int | None = None,
        continue_last: bool = False, progress: Callable[[AskEvent], None] | None = None,
        embedder: Any = None, deadline_s: float | None = None, limit_s: float | None = None,
        begun: float | None = None) -> AskResult:
    """Answer `question` about the work within the reader's `horizon` (resolved at the edge:
    reading.reader_horizon for the CLI, the request's progress for serve).

    `client` None (or provider extractive) returns extracts. `on_spoiler` is asked when the
    agent wants chapters beyond the position: a reader's cancel ends the run with nothing
    shown; None (or no `on_spoiler`: no reader to choose) gives the extracts within the
    position, saying a fuller answer needs later chapters. `embedder` is the query
    embedder for the work's vectors (built on first use when not given). With a model, the
    labelled extracts are told (progress `extracts`) at `deadline_s` if it has not answered,
    and its run is given up at `limit_s` (budget.py's defaults); the answer is told as it
    is written (progress `draft`). Any failure of the model but a wrong key, model or
    address ends in the extracts, marked. Both times count from `begun` (time.monotonic()
    when the reader asked: the CLI's start; default now), not from when the model is first asked.
    """
    now = time.monotonic()
    begun = now if begun is None else min(begun, now)
    started = time.perf_counter() - (now - begun)  # the result's times count from the question too
    session = open_session(store, question, config=config, work=work, horizon=horizon,
                           on_spoiler=on_spoiler, progress=progress, embedder=embedder)
    session.started = started
    library, horizon, target = session.library, session.horizon, session.library.work
    conversation = open_conversation(store, target.work_id, question, conversation_id=conversation_id,
                                     continue_last=continue_last)
    where = f"reading up to {horizon.position_locator}" if horizon.position_locator else "no position"
    acknowledgement = f"{target.title}: {where}, spoilers {horizon.mode}"

    if client is None or config.extractive:
        session.tell("start", acknowledgement + " (no model: extracts)")
        result = extracts(store, library, horizon, question, session.searcher)
        result.first_reply_s = session.elapsed()
        return _finish(store, conversation, question, horizon, result, started)

    session.tell("start", acknowledgement)
    timing = AskTiming.for_client(client, config.timeout_s, deadline_s, limit_s)
    system = render("ask/system", work_title=target.title, allowed=horizon.describe(), language=config.language)
    check = AnswerCheck(session, instructions=system.text)
    first = _first_prompt(session, system.text, context_messages(conversation, horizon), question,
                          build_tools(session), check.tool().spec(), timing.prompt_budget())
    tools = first.tools
    messages = [{"role": "user", "content": first.context}, *first.history, {"role": "user", "content": first.question}]
    spent = {"usage": TokenUsage()}

    def on_round(rounds: int, tool_calls: int, usage: TokenUsage) -> None:
        spent["usage"] = usage
        session.tell("round", f"round {rounds}: {tool_calls} tool calls, {usage.total:,} tokens")

    drafted: dict[str, str | None] = {"text": None}

    def on_stream(text: str, calls: list[tuple[str, str]]) -> None:
        found = partial_answer(text, calls)
        if found is not None and found != drafted["text"]:
            drafted["text"] = found
            session.tell("draft", found)

    run_id = ledger.start_run(store, target.work_id, "ask")
    model = _model_name(config)
    interim = Interim(store, session, question, timing, begun)
    ends_at = begun + timing.model_s()  # moved on by the reader's time in the spoiler dialog
    interim.start()
    try:
        outcome: AgentResult | None = run_agent(
            client, system.text, messages, tools, check.tool(), config.budget("ask"), stage="ask",
            unit=f"conversation {conversation.conversation_id}", prompt_name=system.name, prompt_hash=system.hash,
            run_id=run_id, work_id=target.work_id, on_round=on_round,
            deadline=lambda: ends_at + session.consent.waited_s, on_stream=on_stream)
    except AgentError as failed:  # no usable answer in time: the passages, said plainly
        interim.stop()
        ledger.finish_run(store, run_id, "failed", str(failed)[:500])
        result = _fallback_extracts(store, session, question, _why(failed, timing), failed.usage, interim)
        return _finish(store, conversation, question, horizon, result, started)
    except ModelError as failed:
        interim.stop()
        ledger.finish_run(store, run_id, "failed", str(failed)[:500])
        if failed.fault == "setting":  # a wrong key, model or address: the user must fix it, not read extracts
            raise
        # The server stopped answering, failed past the retries, answered past its deadline, or
        # refused this request itself (too long for its context, a schema it cannot take): the passages instead.
        result = _fallback_extracts(store, session, question, _why(failed, timing), spent["usage"], interim)
        return _finish(store, conversation, question, horizon, result, started)
    except SpoilerCancelled as cancelled:
        interim.stop()
        where = cancelled.request.position or "your position"
        if not cancelled.by_reader:  # no reader to choose: the model must not turn "less" into "nothing"
            ledger.finish_run(store, run_id, "done", "later chapters asked for, no reader to choose: extracts")
            result = _fallback_extracts(store, session, question, "", spent["usage"], interim,
                                        label=f"a fuller answer would need chapters after {where}, and no reader "
                                              f"was there to agree to see them", note=_unanswered(where))
            return _finish(store, conversation, question, horizon, result, started)
        ledger.finish_run(store, run_id, "done", "cancelled by the reader")
        text = (f"Cancelled. A good answer needs chapters after {where} "
                f"and you chose not to see them, so nothing beyond your position was shown.")
        result = _base(session, "cancelled", text, spent["usage"], config, model)
        return _finish(store, conversation, question, horizon, result, started)
    except Exception as failed:  # anything else a client or a reply raised: the passages, never nothing
        interim.stop()
        log.exception("ask: the model's run failed")
        ledger.finish_run(store, run_id, "failed", f"{type(failed).__name__}: {failed}"[:500])
        result = _fallback_extracts(store, session, question, f"{type(failed).__name__}: {failed}",
                                    spent["usage"], interim)
        return _finish(store, conversation, question, horizon, result, started)
    except BaseException as exc:  # an interrupt: the run's record says so, and it goes on up
        interim.stop()
        ledger.finish_run(store, run_id, "failed", str(exc)[:500])
        raise
    interim.stop()
    ledger.finish_run(store, run_id, "done")
    checked = check.result
    assert checked is not None and outcome is not None
    result = _base(session, "answer", checked.answer, outcome.usage, config, model)
    result.verified_claims = [Claim(c.claim, [loc.strip().strip("[]") for loc in c.locators]) for c in checked.verified]
    result.unverified_claims = checked.unverified
    result.notes = checked.notes + first.notes
    cited = citations.cited(checked.answer) + [loc for c in result.verified_claims for loc in c.locators]
    result.citations = [_quote(library, loc) for loc in dict.fromkeys(cited) if loc in library.index]
    result.supported = bool(result.citations) or citations.says_unknown(checked.answer)
    result.interim_s = interim.shown_at
    result.first_reply_s = interim.shown_at if interim.shown_at is not None else session.elapsed()
    return _finish(store, conversation, question, horizon, result, started)


def _why(failed: AgentError | ModelError, timing: AskTiming) -> str:
    """The reader's reason: a call cut at its share of the time is the model's whole time running out."""
    if "no answer within" in str(failed):
        return f"the model gave no answer within {timing.limit_s:.0f} s"
    return str(failed)


class Interim:
    """The labelled extracts, told to the reader at the deadline if the model has not answered
    by then (progress event `extracts`); the run goes on, and its answer replaces them. They are
    gathered at once, beside the model's first call, so that the deadline is when they are told
    (gathered at the deadline, they came 1-3 s late on a loaded machine). The deadline counts
    from `begun`, when the question was asked, not from when the first prompt was ready."""

    def __init__(self, store: Store, session: AskSession, question: str, timing: AskTiming, begun: float):
        self.store, self.session, self.question, self.timing = store, session, question, timing
        self._due = begun + timing.extracts_s()
        self.result: AskResult | None = None
        self.shown_at: float | None = None
        self._found: tuple[str, AskResult] | None = None  # (why, the extracts) once gathered
        self._lock = threading.Lock()
        self._over = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ask-extracts", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """The run is over: nothing is shown after this returns."""
        with self._lock:
            self._over.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()  # gone before the caller closes the store it holds

    def gathered(self, why: str) -> AskResult | None:
        """The extracts gathered, told for another reason (the run's fallback: no second search)."""
        if self._found is None:
            return None
        told, found = self._found
        result = copy.deepcopy(found)
        result.text = result.text.replace(told, why, 1)
        return result

    def _run(self) -> None:
        try:  # its own connection: the run goes on with the caller's
            why = (f"the model has not answered within {self.timing.deadline_s:.0f} s; it is still working, "
                   f"and its answer replaces these if it comes within {self.timing.limit_s:.0f} s")
            found = _extracts_for(self.store.cursor(), self.session, self.question, why)
        except Exception:  # noqa: BLE001 - the run goes on; the final fallback tries again
            log.exception("interim extracts failed")
            return
        self._found = (why, found)
        if self._over.wait(max(0.0, self._due - time.monotonic())):
            return  # answered before the deadline
        with self._lock:
            if self._over.is_set():
                return
            self.result, self.shown_at = found, self.session.elapsed()
            self.session.tell("extracts", "no answer yet: the passages that best match, until it comes",
                              data=self.result)


@dataclass
class _Shown:
    """How much the first prompt holds: passages, index entries, and a compact contents."""
    passages: int
    index: int
    compact: bool


def _first_prompt(session: AskSession, system: str, history: list[dict[str, Any]], question: str, tools: list,
                  submit_spec: dict[str, Any], budget: int | None) -> "FirstPromptFit":
    """The first call's pieces, trimmed (when the server's speed is known) so its reply fits the deadline."""
    library, horizon = session.library, session.horizon
    before = set(session.seen)
    hits = _evidence(question, tools, session)
    shown = _Shown(PASSAGE_STEPS[0], MAX_INDEX_ENTRIES, False)

    def build(kept_tools: list) -> FirstPrompt:
        context = render("ask/context", **_context(library, horizon, max_index=shown.index,
                                                    compact=shown.compact)).text
        return FirstPrompt(system, context, history, _with_passages(question, hits[:shown.passages]), kept_tools,
                           submit_spec)

    first, notes = build(tools), []
    # trimmed step by step: fewer passages, a shorter contents and index, the tools needed least
    steps: list[tuple[str, str | int]] = [("passages", 4), ("compact", ""), *(("tool", name) for name in DROPPABLE),
                                          ("passages", 2)]
    for what, value in steps:
        if budget is None or first.tokens() <= budget:
            break
        if what == "tool":
            first = build(drop_tools(first.tools, [str(value)]))
            notes.append(str(value))
            continue
        if what == "compact":
            shown.compact, shown.index = True, COMPACT_INDEX_ENTRIES
        else:
            shown.passages = int(value)
        first = build(first.tools)
    session.seen = before  # only the passages given count as read
    for hit in hits[:shown.passages]:
        session.saw_range(hit["locator"], hit.get("to") or hit["locator"])
    said = []
    if budget is not None and (shown.passages < PASSAGE_STEPS[0] or shown.compact or notes):
        said = [f"The first prompt was trimmed to about {budget:,} tokens for this server's speed "
                f"({first.tokens():,} sent: {shown.passages} passages"
                + (", a shorter contents and index" if shown.compact else "")
                + (f", without {', '.join(notes)}" if notes else "") + ")."]
    return FirstPromptFit(first.system, first.context, first.history, first.question, first.tools,
                          first.submit_spec, said)


@dataclass
class FirstPromptFit(FirstPrompt):
    notes: list[str] = field(default_factory=list)


def _evidence(question: str, tools, session: AskSession) -> list[dict[str, Any]]:
    """The best passages within the reader's horizon, to give with the question."""
    search = next((t for t in tools if t.name == "search_original_text"), None)
    if search is None:
        return []
    chosen = len(session.tools_used)
    try:
        found = search.function(search.args(query=question, limit=EVIDENCE_PASSAGES))
    except Exception:  # no index or no vectors: the agent can still search by itself
        return []
    finally:
        del session.tools_used[chosen:]  # given with the question, not a tool the agent chose
    return list(found.get("results", []))


def _with_passages(question: str, hits: list[dict[str, Any]]) -> str:
    """The question, preceded by the given passages (marked as read)."""
    lines = [f"[{hit['locator']}] ({hit['chapter']}) {hit['text']}" for hit in hits]
    if not lines:
        return question
    return ("Passages that best match the question, within what the reader may see (cite them like "
            "[1.2.3]; search for more if they do not answer it):\n" + "\n".join(lines) + f"\n\nQuestion: {question}")


def _extracts_for(store: Store, session: AskSession, question: str, why: str) -> AskResult:
    return extracts(store, session.library, session.horizon, question, session.searcher, why=why)


def _unanswered(where: str) -> str:
    return (f"A fuller answer would need chapters after {where}. The model asked to use them, and no reader was "
            f"there to choose (no terminal, or the reader had left), so nothing beyond {where} was used: ask where "
            f"you can choose, or say it beforehand (`--on-spoiler full` or `minimize`).")


def _fallback_extracts(store: Store, session: AskSession, question: str, why: str, usage: TokenUsage,
                       interim: "Interim | None" = None, *, label: str = "the model gave no usable answer",
                       note: str | None = None) -> AskResult:
    """The labelled extracts (those gathered beside the first call when there are), told
    `label`, with `note` (default: why the model's answer was not usable)."""
    result = (interim.gathered(label) if interim is not None else None) or \
        _extracts_for(store, session, question, label)
    result.notes.append(note or f"The model's answer was not usable: {why[:300]}")
    result.input_tokens, result.cached_tokens, result.output_tokens = usage.input, usage.cached, usage.output
    if interim is not None and interim.shown_at is not None:
        result.interim_s = result.first_reply_s = interim.shown_at
    else:
        result.first_reply_s = session.elapsed()
    return result


def open_session(store: Store, question: str, *, horizon: Horizon, config: Config | None = None,
                 work: str | None = None,
                 on_spoiler: Callable[[SpoilerRequest], str | None] | None = None,
                 progress: Callable[[AskEvent], None] | None = None, embedder: Any = None) -> AskSession:
    """The reader's horizon and everything the tools work over (`build_tools(session)`).
    `config` (default: the defaults, offline) says which embeddings model can be had here."""
    find = searcher(store, config or Config(), work, embedder=embedder)
    return AskSession(store, Library(store, find.work), horizon, Consent(question, horizon, on_spoiler), question,
                      find, progress)


def _base(session: AskSession, kind: str, text: str, usage: TokenUsage, config: Config, model: str | None) -> AskResult:
    lib, horizon = session.library, session.horizon
    price = config.price_for(model) if model else None
    cards = []
    for slug in session.entries_read:
        entry = lib.entry_by_slug.get(slug)
        view = lib.entry_view(entry, horizon) if entry is not None else None
        if view is not None:
            cards.append(EntryCard(slug, view["title"], view["category"], view.get("summary", {}).get("text", "")))
    return AskResult(kind, text, lib.work.title, horizon.position_locator, horizon.mode,
                     spoiler_choice=session.consent.choice, tools_used=list(session.tools_used), entries=cards,
                     settings_changes=list(session.settings_changes), requests=list(session.requests),
                     input_tokens=usage.input, cached_tokens=usage.cached, output_tokens=usage.output,
                     cost=price.cost(usage.input, usage.cached, usage.output) if price else None,
                     currency=config.currency, model=model)


def _finish(store: Store, conversation, question: str, horizon: Horizon, result: AskResult, started: float) -> AskResult:
    result.conversation_id = conversation.conversation_id
    result.seconds = time.perf_counter() - started
    save_turn(store, conversation, question, result.text, horizon,
              {"kind": result.kind, "citations": [c.locator for c in result.citations],
               "spoiler_choice": result.spoiler_choice})
    return result


def _quote(library: Library, locator: str) -> Citation:
    paragraph = library.paragraph(locator)
    if paragraph is not None:
        chapter = library.chapter_by_no[paragraph.chapter_no]
        return Citation(locator, chapter.title, clip(paragraph.text, QUOTE_TOKENS))
    whole = library.chapter_by_locator.get(locator)
    return Citation(locator, whole.title if whole else "", whole.title if whole else "")


def _model_name(config: Config) -> str | None:
    if config.extractive:
        return None
    return config.model_for("main").model




def _context(library: Library, horizon: Horizon, *, max_index: int = MAX_INDEX_ENTRIES,
             compact: bool = False) -> dict[str, Any]:
    visible = library.visible_chapters(horizon)
    current = library.chapter_by_no.get(horizon.position) if horizon.position else None
    lines = []
    show_all = len(visible) <= MAX_TOC_CHAPTERS and not compact
    for volume in library.volumes:
        title = library.visible_volume_title(volume, horizon)
        if title is None:
            lines.append(f"Volume {volume.volume_no}: (not read yet)")
            continue
        shown = [c for c in volume.chapters if horizon.shows(c.chapter_no)]
        hidden = len(volume.chapters) - len(shown)
        tail = f" | ... {hidden} more chapter{'s' if hidden > 1 else ''} not read yet" if hidden else ""
        if show_all or (current and current.volume_no == volume.volume_no):
            lines.append(f"Volume {volume.volume_no} — {title}: " + " | ".join(f"{c.locator} {c.title}" for c in shown)
                         + tail)
        else:
            lines.append(f"Volume {volume.volume_no} — {title}: chapters {shown[0].locator}-{shown[-1].locator}{tail}")
    entries = library.visible_entries(horizon)
    if entries:
        index = ", ".join(f"{e.slug}: {e.title}" for e in entries[:max_index])
        if len(entries) > max_index:
            index += f", ... and {len(entries) - max_index} more (use search_wiki)"
    else:
        index = ("(no wiki yet: use search_knowledge_points, get_content_summaries and search_original_text)"
                 if not library.entries else "(no entry the reader may see yet)")
    if current:
        position = f"finished chapter {current.locator} \"{current.title}\""
    else:
        position = "unknown"
    return {"work_title": library.work.title, "volumes": len(library.volumes), "chapters": len(library.chapters),
            "position": position, "mode": horizon.mode, "allowed": horizon.describe(),
            "toc": "\n".join(lines), "wiki_index": index}
