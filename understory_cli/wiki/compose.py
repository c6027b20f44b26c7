"""compose-wiki: `compose` writes the wiki, with the model when there is one.

With no client (or no model configured) the entries are assembled from the records
(wiki.extractive). With a model, the architect plans and parallel workers write the pages.

The architect's blueprint (wiki.architect) becomes the plan; each worker writes one
entry or topic (wiki.worker), stored as soon as it is accepted, so an interrupted run
keeps every finished page and a re-run only writes pages whose inputs changed. Pages a
reader asked for in `ask` are part of the plan and marked written once they are.

A weak model gives less, never nothing: an architect that never hands in a valid
blueprint is replaced by the extractive plan of the extractive path, and a page whose writer
never submits a valid entry is assembled from its records (source `extractive`, shown in
the site as "from the text"), and the entries of the no-model plan an architect left out
are added, written from their records (top_up), so a model run has at least as many. A
server that gives no answer in time or refuses a request as made is treated the same way,
never worse than no model: the architect's place goes to the extractive plan, the failed
page, and every later one once the server gave no answer in time (it is not asked again
this run) or the model gave nothing valid for the first USELESS_AFTER pages, are assembled
from their records (a page gets PAGE_LIMIT_S with a measured server), stored with no inputs
hash so the next run retries them with the model. A setting to fix (a refused key, an
unknown model) or a server failing past the retries stops the run instead: the pages
written are kept, no other is sent or filled. `strict` (--strict-model) keeps the old
failure: those pages are reported and left for the next run.
"""

from __future__ import annotations

import queue
import threading
import time
from dataclasses import replace
from concurrent.futures import ThreadPoolExecutor, as_completed

from ..agents import AgentError
from ..config import Config
from ..errors import ModelError, UnderstoryError
from ..llm.capabilities import narrow_only
from ..llm.client import ModelClient
from ..position import BookIndex
from ..progress import ProgressFn, reporter
from ..prompts import render
from ..store import Store, books, ledger
from ..store import points as point_store
from ..store import requests as request_store
from ..store import wiki as wiki_store
from ..store.wiki import EntryName, EntryRow, PageRow
from .architect import plan_blueprint
from .extractive import ComposeResult, compose_extractive, extractive_page, load_plan_inputs
from .planning import _kind_pages as kind_pages
from .planning import (Plan, PlannedEntry, PlannedTopic, blueprint_plan, extractive_plan, unique_slug, with_related,
                       with_requests)
from .tools import lookup_tools
from .lines import LinesResult, describe_entries
from .narrow import narrow_tasks, retried_next_run, text_wiki
from .worker import write_entry


def compose(store: Store, config: Config, client: ModelClient | None = None, *, work: str | None = None,
            force: bool = False, strict: bool = False, progress: ProgressFn | None = None) -> ComposeResult:
    """Write the wiki: with `client` when a model is configured, else from the records alone.
    Reports `compose` progress, one page at a time, on either path."""
    if client is None or config.extractive:
        return compose_extractive(store, work=work, force=force,
                                  size=(config.wiki.min_entries, config.wiki.max_entries), progress=progress)
    return _with_model(store, client, config, work=work, force=force, strict=strict, progress=progress)


def _with_model(store: Store, client: ModelClient, config: Config, *, work: str | None, force: bool,
                strict: bool, progress: ProgressFn | None) -> ComposeResult:
    tell = reporter("compose", progress)
    target, points, mentions, locator_of = load_plan_inputs(store, work)
    work_id = target.work_id
    index = BookIndex.load(store, work_id)
    requests = request_store.pending_requests(store, work_id)
    if not strict and not wiki_store.entries(store, work_id):
        # the no-model wiki at once, before the architect is asked (issue 39): a run stopped anywhere,
        # or a model that gives nothing, leaves at least it
        text_wiki(store, work, config)
    run_id = ledger.start_run(store, work_id, "compose", "model")
    budget = config.time_budget()
    started = time.monotonic()
    ends = started + budget if budget else None  # then the pages left keep their no-model text
    narrow = None if strict else narrow_only(config, store)
    if narrow:  # a server that showed it cannot drive the agents: the narrow tasks alone
        return _narrow(store, client, config, target, run_id, ends, narrow)
    # the lines' own share of the budget: a model slow at pages still says who the top entries are
    pages_end = started + budget * (1 - LINES_SHARE) if budget else None
    done, failed, fallen_back, planned_extractive, server_failed, down = 0, [], 0, None, 0, None
    out_of_time = 0
    topped: list[PlannedEntry] = []
    try:
        try:
            design = plan_blueprint(store, client, config, work=target, points=points, mentions=mentions,
                                    requests=requests, run_id=run_id, book=index, force=force, ends=pages_end)
            plan = blueprint_plan(target, design.blueprint, points, mentions, locator_of, index, about=design.about)
            topped = top_up(plan, extractive_plan(target, points, mentions, locator_of, config.wiki.min_entries,
                                                config.wiki.max_entries))
        except (AgentError, ModelError) as problem:  # the no-model plan instead; the writers still try the model
            if isinstance(problem, ModelError) and (strict or problem.stops_stage):
                raise
            planned_extractive = str(problem)
            down = str(problem)[:300] if isinstance(problem, ModelError) and problem.fault == "timeout" else None
            plan = with_requests(extractive_plan(target, points, mentions, locator_of, config.wiki.min_entries,
                                               config.wiki.max_entries), requests, points)
        entry_hashes = {e.slug: e.inputs_hash for e in wiki_store.entries(store, work_id)}
        topic_hashes = {p.slug: p.data.get("inputs_hash") for p in wiki_store.pages(store, work_id) if p.kind == "topic"}
        from_text = {e.slug for e in topped}
        for entry in topped:  # never fewer entries than no model: these are written from their records
            if force or entry_hashes.get(entry.slug) != entry.inputs_hash:
                _store(store, work_id, extractive_page(entry, plan))
        todo = [e for e in plan.entries if e.slug not in from_text and (force or entry_hashes.get(e.slug) != e.inputs_hash)] + \
               [t for t in plan.topics if force or topic_hashes.get(t.slug) != t.inputs_hash]
        writer = _Writer(store, client, config, plan, run_id, index, strict=strict, ends=pages_end)
        tell(0, len(todo), "planned")
        writer.down = down  # a server that failed the architect is not asked for every page
        pool = ThreadPoolExecutor(max_workers=config.concurrency)
        futures = {pool.submit(writer.write, item): item for item in todo}
        stored: set = set()
        try:
            for future in as_completed(futures):
                try:
                    written = future.result()
                except (AgentError, _OutOfTime) as exc:
                    written = extractive_page(futures[future], plan)
                    if isinstance(exc, _OutOfTime) or writer.out_of_time():  # the next run asks the model again
                        written, out_of_time = retried_next_run(written), out_of_time + 1
                    else:  # the model could not write it: the page from its records instead
                        fallen_back += 1
                except (ModelError, _NotSent) as exc:
                    if writer.stopped is not None:  # not filled: raised once the others are in
                        continue
                    if strict:
                        failed.append(f"{futures[future].slug}: {exc}")
                        continue
                    written = retried_next_run(extractive_page(futures[future], plan))
                    fallen_back, server_failed = fallen_back + 1, server_failed + 1
                except Exception as exc:  # the server's trouble: the others go on, a re-run retries it
                    failed.append(f"{futures[future].slug}: {exc}")
                    continue
                _store(store, work_id, written)  # at once: kept whatever happens later
                stored.add(future)
                done += 1
                tell(done, len(todo), written.slug,
                     seconds_left=None if pages_end is None else pages_end - time.monotonic())  # the bar shows it
        except BaseException:
            # Interrupted: start nothing new, but keep what the running writers finish (it is paid for).
            pool.shutdown(wait=True, cancel_futures=True)
            for future in futures:
                if future not in stored and not future.cancelled() and future.exception() is None:
                    try:
                        _store(store, work_id, future.result())
                    except Exception:  # best effort: the interruption is what gets reported
                        break
            raise
        finally:
            pool.shutdown(wait=True)
            writer.close()
        if writer.stopped is not None:
            raise writer.stopped
        if failed:
            raise UnderstoryError(f"compose-wiki: {len(failed)} of {len(todo)} pages could not be written; "
                                  f"run it again to retry them ({'; '.join(failed[:3])})")
        wiki_store.write_pages(store, work_id, {e.slug for e in plan.entries}, plan.pages,
                               keep_topics={t.slug for t in plan.topics})
        for request_id, slug in plan.requested():
            request_store.mark_request_written(store, work_id, request_id, slug)
        lines = _lines(store, client, target, writer, strict, ends)
    except BaseException as exc:
        ledger.finish_run(store, run_id, "failed", f"{done} pages written: {exc}"[:500])
        raise
    note = f"{done} pages written" + (f", {fallen_back} of them from the text (the model's were not valid)"
                                       if fallen_back else "")
    if server_failed:
        why = "the model was of no use" if writer.useless and writer.down == writer.useless else "the server failed"
        note += f"; {server_failed} from the text because {why} ({writer.down or 'HTTP error'})"
    if planned_extractive:
        note += f"; planned without the architect ({planned_extractive})"
    if topped:
        note += f"; {len(topped)} entries the architect left out written from the text (as many as with no model)"
    if out_of_time:
        note += f"; {out_of_time} kept from the text: the time budget of {budget:.0f} s was spent"
    if lines is not None:
        note += f"; {len(lines.kept)} of {lines.asked} lines by the model kept, {len(lines.refused)} refused"
    ledger.finish_run(store, run_id, "done", note[:900])
    return ComposeResult(len(plan.entries) + len(plan.topics), done, len(plan.pages) + len(plan.topics),
                         from_text=fallen_back, planned_extractive=planned_extractive is not None,
                         out_of_time=out_of_time, lines=lines)


def _narrow(store: Store, client: ModelClient, config: Config, target: books.WorkRow, run_id: int,
            ends: float | None, why: str) -> ComposeResult:
    try:
        found = narrow_tasks(store, client, config, target, ends=ends)
    except BaseException as exc:
        ledger.finish_run(store, run_id, "failed", f"narrow tasks ({why}): {exc}"[:500])
        raise
    ledger.finish_run(store, run_id, "done", f"narrow tasks only ({why}): {found.note()}"[:900])
    entries = wiki_store.entries(store, target.work_id)
    return ComposeResult(len(entries), len(found.lines.kept), len(wiki_store.pages(store, target.work_id)),
                         lines=found.lines, kinds=found.kinds, aliases=found.aliases, narrow=why)


def _lines(store: Store, client: ModelClient, work: books.WorkRow, writer: "_Writer",
           strict: bool, ends: float | None) -> LinesResult | None:
    """A model that could not write the most mentioned pages may still say in a line who their
    subjects are (wiki.lines): asked in the budget's last LINES_SHARE, unless its server stopped answering."""
    server_down = writer.down is not None and writer.useless is None  # no answer in time: not asked again
    if strict or writer.stopped is not None or server_down or (ends is not None and time.monotonic() >= ends - 1):
        return None
    return describe_entries(store, client, work, ends=ends)


class _NotSent(Exception):
    """A page not sent to a server that already stopped answering in this run."""


class _OutOfTime(Exception):
    """A page not sent: the run's time budget is spent (config.time_budget)."""


def top_up(plan: Plan, extractive: Plan) -> list[PlannedEntry]:
    """The entries of the no-model plan whose main point no planned entry covers, added to
    `plan` with their category pages (an architect may plan fewer entries than no model
    would: the wiki of a model run has at least the extractive run's). Returns those added."""
    covered = {p.point_id for e in plan.entries for p in e.points}
    used = {e.slug for e in plan.entries} | {t.slug for t in plan.topics} | {p.slug for p in plan.pages}
    added = [replace(e, slug=unique_slug(e.title, used), related=[], shared={})
             for e in extractive.entries if e.point.point_id not in covered]
    if not added:
        return []
    plan.entries.extend(added)
    with_related(plan.entries, plan.mentions)
    pages = {(p.kind, p.slug): p for p in plan.pages}
    home = pages.get(("home", "index"))
    for page in kind_pages(plan.work, added):
        if page.kind != "category":  # the architect's home and navboxes stay as planned
            continue
        found = pages.get((page.kind, page.slug))
        if found is None:
            plan.pages.append(page)
            if home is not None and page.slug not in home.data.get("categories", []):
                home.data.setdefault("categories", []).append(page.slug)
        else:
            found.data.setdefault("entries", []).extend(page.data["entries"])
            found.reveal_at = min(found.reveal_at, page.reveal_at)
    return added


def _store(store: Store, work_id: int, written: EntryRow | PageRow) -> None:
    if isinstance(written, EntryRow):
        wiki_store.write_entry(store, work_id, written)
    else:
        wiki_store.write_page(store, work_id, written)


LINES_SHARE = 0.25  # of the time budget, kept for the lines after the architect and the pages
PAGE_LIMIT_S = 300.0  # with a measured (slow) server: a page not written by then is assembled from its records
USELESS_AFTER = 2  # pages in a row the model gave nothing valid for, none yet written: the rest not sent


class _PageClock:
    """The writer's client for one page, given PAGE_LIMIT_S in all when the server's speed is
    measured (a weak model on a loaded machine took minutes a round): past it, the page's
    agent ends as one that gave nothing valid, and the page is assembled from its records."""

    def __init__(self, client: ModelClient, seconds: float):
        self._client, self._until = client, time.monotonic() + seconds
        self.seconds = seconds

    def __getattr__(self, name):
        return getattr(self._client, name)

    def complete(self, *args, **kwargs):
        left = self._until - time.monotonic()
        if left < 1:
            raise AgentError(f"compose-wiki: the page was not written within {self.seconds:.0f} s")
        kwargs["timeout_s"] = min(left, kwargs.get("timeout_s") or left)
        return self._client.complete(*args, **kwargs)


class _Writer:
    """Writes one planned entry or topic. Each writer thread reads through a connection of
    its own (DuckDB: one per thread), made here on the main thread and closed at the end."""

    def __init__(self, store: Store, client: ModelClient, config: Config, plan: Plan, run_id: int, index: BookIndex,
                 *, strict: bool = False, ends: float | None = None):
        self.client, self.config, self.plan, self.run_id = client, config, plan, run_id
        self.strict, self.ends = strict, ends
        self.down: str | None = None  # the server's failure, once it stopped answering
        self.stopped: ModelError | None = None  # a setting to fix or a server failing: no page is sent again
        self.lock = threading.Lock()
        self.written = self.useless_in_row = 0
        self.useless: str | None = None  # why the rest is not sent, once the model proved of no use
        work_id = plan.work.work_id
        self.slugs = {e.slug: e.title_reveal_at for e in plan.entries}
        self.titles = {e.slug: e.title for e in plan.entries}
        # The same for every writer, so it opens the prompt and the provider's cache serves it:
        # the story's arc (to place each subject in it) and the entries it may link to.
        self.shared = render("wiki/shared", volumes=sorted(point_store.volume_summaries(store, work_id).items()),
                             links=[f"{e.slug} | {e.title} | {e.category}" for e in plan.entries]).text
        self.paragraphs = {p.locator: p for p in books.story_paragraphs(store, work_id)}
        self.index = index
        self.points = {p.point_id: p for e in plan.entries for p in e.points} | \
                      {p.point_id: p for t in plan.topics for p in t.points}
        # Opened last, so nothing above can leave them open.
        self.readers: queue.SimpleQueue[Store] = queue.SimpleQueue()
        self.opened = [store.cursor() for _ in range(config.concurrency)]
        for reader in self.opened:
            self.readers.put(reader)

    def out_of_time(self) -> bool:
        return self.ends is not None and time.monotonic() >= self.ends - 1

    def close(self) -> None:
        for reader in self.opened:
            reader.close()

    def write(self, item: PlannedEntry | PlannedTopic) -> EntryRow | PageRow:
        if self.stopped is not None:
            raise _NotSent(str(self.stopped))
        if self.out_of_time():
            raise _OutOfTime()
        if self.down and not self.strict:  # each page would wait out the deadline again
            raise _NotSent(self.down)
        reader = self.readers.get()
        try:
            page = self._write(item, reader)
        except ModelError as exc:
            with self.lock:
                if exc.stops_stage:
                    self.stopped = self.stopped or exc
                elif exc.fault == "timeout":  # no answer in time: every page would wait it out again
                    self.down = self.down or str(exc)[:300]
            raise
        except AgentError:
            with self.lock:
                self.useless_in_row += 1
                if self.useless_in_row >= USELESS_AFTER and not self.written and not self.strict:
                    # a model that wrote nothing valid for the first pages is not asked for the rest
                    self.useless = f"the model gave nothing valid for {self.useless_in_row} pages in a row"
                    self.down = self.down or self.useless
            raise
        finally:
            self.readers.put(reader)
        with self.lock:
            self.written, self.useless_in_row = self.written + 1, 0
        return page

    def _write(self, item: PlannedEntry | PlannedTopic, reader: Store) -> EntryRow | PageRow:
        limits = [PAGE_LIMIT_S] if getattr(self.client, "speed", None) else []
        if self.ends is not None:  # a page is not begun past the budget, nor written on past it
            limits.append(self.ends - time.monotonic())
        client = _PageClock(self.client, min(limits)) if limits else self.client
        data = write_entry(client, item, work_title=self.plan.work.title, slugs=self.slugs, shared=self.shared,
                           paragraphs=self.paragraphs, index=self.index,
                           tools=lookup_tools(reader, self.plan.work.slug, self.points, self.plan.work.work_id),
                           budget=self.config.budget("quality"), run_id=self.run_id,
                           work_id=self.plan.work.work_id, language=self.config.language)
        if isinstance(item, PlannedTopic):
            linked = {e["slug"]: e for e in item.entries}
            page = data.model_dump(mode="json", exclude_unset=True, include={"summary", "body"})
            return PageRow("topic", item.slug, item.title, item.reveal_at, {
                **page, "inputs_hash": item.inputs_hash,
                "entries": list(linked.values()) + [{**r.model_dump(mode="json", exclude_unset=True),
                                                     "title": self.titles[r.slug]}
                                                    for r in data.related if r.slug not in linked]})
        data.track.appearances = dict(sorted(item.track(self.plan.mentions).items()))
        data.names = [EntryName(name=n, reveal_at=gate) for n, gate in item.names()]
        return EntryRow(item.slug, item.title, item.title_reveal_at, item.category, item.tier,
                        [p.point_id for p in item.points], "model", item.inputs_hash, data)
