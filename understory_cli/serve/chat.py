"""The companion's questions: each runs `ask` on a worker thread and streams what happens.

The browser's progress and spoiler mode travel with every question, and nothing else
sets the horizon (not the CLI's saved position). One question at a time per
conversation; the spoiler consent pauses the run until the reader answers in the page
(or goes away: no choice, and the extracts). A new conversation is created before the run, so its id is
known from the first event and it can be locked like any other. Past `max_waiting`
questions in flight (running or queued for a worker) a new one is refused as Busy
(503 with Retry-After) rather than queued for minutes.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import threading
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable

from ..ask import CHOICES, AskEvent, SpoilerRequest, ask
from ..config import Config
from ..errors import UnderstoryError
from ..llm.client import ModelClient
from ..position import MODES, is_locator
from ..store import Store
from ..store import conversations as conversation_store
from . import history, payloads, sse
from .book import Book
from .markup import AnswerRenderer
from .pool import StorePool

log = logging.getLogger(__name__)

MAX_QUESTION = 4000
MAX_PASSAGE = 2000
CONSENT_WAIT_S = 900.0  # a dialog left open this long: no choice (the extracts)
ATTACH_WAIT_S = 30.0  # a question whose reader never reads its stream: no dialog can be answered
KEEP_ALIVE_S = 15.0


class BadQuestion(UnderstoryError):
    """A question the server will not start (shown to the reader as it is)."""


class Busy(BadQuestion):
    """Too many questions in flight: the reader is told to ask again shortly."""

    retry_after_s = 5


@dataclass
class Question:
    text: str
    progress: int | None  # chapter_no of the last chapter finished (the browser's)
    mode: str
    conversation_id: int | None = None
    passage: str | None = None
    passage_locator: str | None = None

    @classmethod
    def parse(cls, data: Any, book: Book) -> "Question":
        if not isinstance(data, dict):
            raise BadQuestion("send a JSON object")
        text = str(data.get("question") or "").strip()
        if not text:
            raise BadQuestion("ask a question")
        if len(text) > MAX_QUESTION:
            raise BadQuestion(f"a question is at most {MAX_QUESTION} characters")
        mode = str(data.get("spoilers") or "auto")
        if mode not in MODES:
            raise BadQuestion(f"spoilers must be one of {', '.join(MODES)}")
        progress = data.get("progress")
        if progress is not None and (not isinstance(progress, int) or isinstance(progress, bool) or progress < 0):
            raise BadQuestion("progress is a chapter number")
        if mode != "off" and not book.index.position(progress):
            raise BadQuestion("Say how far you have read first (Read up to …): nothing past it is ever used.")
        conversation = data.get("conversation_id")
        if conversation is not None and (not isinstance(conversation, int) or isinstance(conversation, bool)):
            raise BadQuestion("conversation_id is a number")
        passage = data.get("passage") or {}
        quote = str(passage.get("text") or "").strip()[:MAX_PASSAGE] if isinstance(passage, dict) else ""
        given = str(passage.get("locator") or "") if isinstance(passage, dict) else ""
        locator = given if is_locator(given) and given in book.index else None
        return cls(text, progress, mode, conversation, quote or None, locator if quote else None)

    def for_agent(self) -> str:
        """The question as the agent reads it: a selected passage comes with its locator."""
        if not self.passage:
            return self.text
        where = f" [{self.passage_locator}]" if self.passage_locator else ""
        quoted = "\n".join(f"> {line}" for line in self.passage.splitlines() if line.strip())
        return f"{self.text}\n\nThe reader selected this passage{where} in the text:\n{quoted}"


@dataclass
class Job:
    """One question in flight: the bridge from the worker thread to the response stream."""

    ask_id: str
    conversation_id: int
    loop: asyncio.AbstractEventLoop
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    choice: str | None = None
    answered: threading.Event = field(default_factory=threading.Event)
    attached: threading.Event = field(default_factory=threading.Event)  # a reader is reading the stream
    waiting: bool = False

    def put(self, name: str | None, data: Any = None) -> None:
        self.loop.call_soon_threadsafe(self.queue.put_nowait, (name, data))

    def choose(self, choice: str) -> bool:
        if not self.waiting or self.answered.is_set():
            return False
        self.choice = choice
        self.answered.set()
        return True

    def leave(self) -> None:
        """The reader stopped reading the stream: a dialog now or later has no one to answer it."""
        self.answered.set()

    def consent(self, request: SpoilerRequest) -> str | None:
        """ask's on_spoiler: show the dialog and wait for the reader's choice; None when no reader
        chose (never attached, left, or the dialog left open): ask ends with the extracts."""
        self.waiting = True
        self.put("consent", {"ask_id": self.ask_id, "reason": request.reason, "position": request.position})
        if not self.attached.wait(ATTACH_WAIT_S) or not self.answered.wait(CONSENT_WAIT_S):
            self.answered.set()  # too late to choose now
        self.waiting = False
        return self.choice


class Companion:
    def __init__(self, book: Book, pool: StorePool, config: Config,
                 make_client: Callable[[Config, Store], ModelClient | None], *, max_waiting: int = 32,
                 deadline_s: float | None = None, limit_s: float | None = None):
        self.book = book
        self.pool = pool
        self.config = config
        self.make_client = make_client
        self.renderer = AnswerRenderer(book.index.chapter_no_of)
        self.jobs: dict[str, Job] = {}
        self._busy: set[int] = set()
        self._lock = threading.Lock()
        self.max_waiting = max_waiting
        self.deadline_s, self.limit_s = deadline_s, limit_s  # ask's (budget.py's defaults when None)
        self.in_flight = 0  # questions started and not yet finished (running or queued)

    def use_book(self, book: Book) -> None:
        """The store changed (a stage finished): questions from now on see its new state."""
        self.book = book
        self.renderer = AnswerRenderer(book.index.chapter_no_of)

    @property
    def has_model(self) -> bool:
        return not self.config.extractive

    async def start(self, question: Question) -> Job:
        """Claim a slot and the conversation (a new one when none is given), or raise
        BadQuestion (Busy when `max_waiting` questions are already in flight)."""
        with self._lock:
            if self.in_flight >= self.max_waiting:
                raise Busy(f"The companion is busy with {self.in_flight} questions; ask again in a moment.")
            self.in_flight += 1
        try:
            return await self._claim(question)
        except BaseException:
            self._release()
            raise

    def _release(self) -> None:
        with self._lock:
            self.in_flight -= 1

    async def _claim(self, question: Question) -> Job:
        if question.conversation_id is None:
            made = await self.pool.run(conversation_store.start_conversation, self.book.work_id, question.text)
            conversation_id = made.conversation_id
        else:
            found = await self.pool.run(conversation_store.load_conversation, question.conversation_id)
            if found is None or found.work_id != self.book.work_id:
                raise BadQuestion("no such conversation")
            conversation_id = found.conversation_id
        with self._lock:
            if conversation_id in self._busy:
                raise BadQuestion("This conversation is still answering a question: one at a time.")
            self._busy.add(conversation_id)
        job = Job(secrets.token_urlsafe(12), conversation_id, asyncio.get_running_loop())
        self.jobs[job.ask_id] = job
        # Queued now, not when the stream starts: the run frees its slot and conversation
        # when it ends, even if the reader is gone before the first byte.
        self.pool.submit(self._run, job, question)
        return job

    def choose(self, ask_id: str, choice: str) -> bool:
        job = self.jobs.get(ask_id)
        return job is not None and choice in CHOICES and job.choose(choice)

    async def stream(self, job: Job, question: Question) -> AsyncIterator[bytes]:
        where = f"reading up to {self.book.index.position(question.progress)}" if question.mode != "off" else "spoilers off"
        job.attached.set()
        try:
            yield sse.event("ack", {"ask_id": job.ask_id, "conversation_id": job.conversation_id,
                                    "message": f"Asking… ({where}, spoilers {question.mode})",
                                    "model": self.has_model})
            while True:
                try:
                    name, data = await asyncio.wait_for(job.queue.get(), KEEP_ALIVE_S)
                except asyncio.TimeoutError:
                    yield sse.comment()
                    continue
                if name is None:
                    break
                yield sse.event(name, data)
        finally:  # the reader left: a pending or later consent has no one to answer, the run ends on its own
            job.leave()
            self.jobs.pop(job.ask_id, None)

    def _run(self, store: Store, job: Job, question: Question) -> None:
        drafted = {"text": ""}

        def progress(event: AskEvent) -> None:
            if event.kind in ("tool_start", "tool"):
                job.put(event.kind, payloads.tool_event(event))
            elif event.kind == "draft":  # the answer as it is written: what it adds, or all of it anew
                before, drafted["text"] = drafted["text"], event.message
                job.put("draft", {"append": event.message[len(before):]} if event.message.startswith(before)
                        else {"text": event.message})
            elif event.kind == "extracts":  # the deadline passed: the passages until the answer comes
                job.put("extracts", payloads.answer(event.data, self.book, self.renderer))
            else:
                job.put(event.kind, {"message": event.message, "elapsed": round(event.elapsed, 3)})

        try:
            client = self.make_client(self.config, store) if self.has_model else None
            result = ask(store, question.for_agent(), config=self.config, client=client, work=self.book.slug,
                         horizon=history.horizon(self.book, question.progress, question.mode),
                         on_spoiler=job.consent, conversation_id=job.conversation_id,
                         progress=progress, embedder=self.book.searcher.embedder(store),
                         deadline_s=self.deadline_s, limit_s=self.limit_s)
            job.put("answer", payloads.answer(result, self.book, self.renderer))
        except UnderstoryError as exc:
            job.put("error", {"message": str(exc)})
        except Exception as exc:  # noqa: BLE001 - the page must hear that the run failed
            log.exception("ask failed")
            job.put("error", {"message": f"the companion failed: {type(exc).__name__}"})
        finally:
            with self._lock:
                self._busy.discard(job.conversation_id)
                self.in_flight -= 1
            self.jobs.pop(job.ask_id, None)
            job.put("done", {})
            job.put(None)
