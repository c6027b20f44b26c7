"""The ask agent's tools, as closures over an AskSession; every one goes through the horizon.

Nothing a tool returns lies beyond what the reader allowed: passages, paragraphs,
wiki entries (titles, rows, spans, links), knowledge points (names, aliases, records),
summaries and chapter titles are all filtered by `session.horizon`, which only the
reader's consent (confirm_serious_spoiler -> full) can widen.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Literal

from pydantic import BaseModel, Field

from ..agents import Tool, ToolError
from ..errors import UnderstoryError
from ..reading import ReadingSettings, reading_settings, update_reading_settings
from ..retrieval.snippets import clip, snippet
from ..store import requests as request_store
from ..position import paragraph_of
from .library import match_score
from ..reading import POSITION_KEY, save_position
from .session import AskSession, ToolUse

MAX_CHAPTER_CHARS = 9000  # per get_full_chapter call; the rest is paged
PASSAGE_TOKENS = 240  # per search hit: a window around the match (search results stay in the conversation)
SUMMARY_TOKENS = 80  # an entry's summary in search_wiki results
LATER_MATCHES = "later_chapters_match"  # see search_original_text


class QueryArgs(BaseModel):
    query: str = Field(min_length=1)
    limit: int = Field(8, ge=1, le=20)


class EntryArgs(BaseModel):
    slug: str = Field(min_length=1, description="the entry's slug, from the wiki index or search_wiki")


class PointsArgs(BaseModel):
    query: str = Field("", description="a name, alias or words from what is recorded about it")
    ids: list[int] = Field(default_factory=list, description="point ids to fetch in full")
    limit: int = Field(8, ge=1, le=20)


class SummariesArgs(BaseModel):
    scope: Literal["chapters", "volumes"] = "chapters"
    start: str = Field("", description="first chapter (e.g. 2.1) or volume (e.g. 2); empty: the first")
    end: str = Field("", description="last chapter or volume, inclusive; empty: as far as allowed")


class ChapterListArgs(BaseModel):
    volume: int | None = Field(None, description="only this volume")


class TextSearchArgs(BaseModel):
    query: str = Field(min_length=1)
    mode: Literal["auto", "lexical", "semantic", "hybrid"] = Field(
        "auto", description="lexical (exact words, names), semantic (meaning), hybrid (both); auto picks the best available")
    limit: int = Field(8, ge=1, le=20)


class ChapterArgs(BaseModel):
    chapter: str = Field(description="chapter locator, e.g. 2.22")
    from_paragraph: int = Field(1, ge=1, description="start at this paragraph number (for long chapters)")


class NoArgs(BaseModel):
    pass


class SettingsArgs(BaseModel):
    changes: dict[str, Any] = Field(min_length=1, description=(
        "setting -> new value, e.g. {\"font_size\": 22}; keys: " + ", ".join(ReadingSettings.model_fields)
        + f", and {POSITION_KEY} (the last chapter the reader finished, e.g. \"2.22\")"))


class SpoilerArgs(BaseModel):
    reason: str = Field(min_length=1, description=(
        "shown to the reader: what a full answer would need (e.g. 'how this turns out is only told in later "
        "chapters'), WITHOUT revealing any of it or naming anyone or anything the reader has not met"))


class RequestArgs(BaseModel):
    title: str = Field(min_length=1)
    kind: Literal["topic", "entry"] = Field(description="topic: a page about a theme across entries; entry: one subject")
    point_ids: list[int] = Field(default_factory=list, description="knowledge points the page is about")
    brief: str = Field(min_length=1, description="what the reader wants the page to cover")


def build_tools(session: AskSession) -> list[Tool]:
    lib, horizon = session.library, session.horizon

    def beyond() -> str:
        return f"beyond the reader's position ({horizon.position_locator or 'nothing read yet'})"

    # -- wiki ------------------------------------------------------------------------
    def search_wiki(args: QueryArgs) -> dict:
        if not lib.entries and not lib.pages:
            return {"results": [], "note": "this book has no wiki yet: use search_knowledge_points, "
                                           "get_content_summaries and search_original_text"}
        scored = []
        for entry in lib.visible_entries(horizon):
            view = lib.entry_view(entry, horizon)
            if view is None:  # (a visible entry always has a view)
                continue
            names = " ".join([view["title"], *(r["value"] for r in view["infobox"] if "also known" in r["label"])])
            text = " ".join([names, view.get("summary", {}).get("text", "")])
            score = 2 * match_score(args.query, names) + match_score(args.query, text)
            if score > 0:
                scored.append((score, {"slug": view["slug"], "title": view["title"], "category": view["category"],
                                       "summary": clip(view.get("summary", {}).get("text", ""), SUMMARY_TOKENS)}))
        for page in lib.pages:
            view = lib.page_view(page, horizon)
            if view is not None:
                score = 2 * match_score(args.query, view["title"]) + match_score(args.query, " ".join(view["content"]))
                if score > 0:
                    scored.append((score, {"slug": view["slug"], "title": view["title"], "category": "topic page"}))
        scored.sort(key=lambda t: -t[0])
        return {"results": [r for _, r in scored[:args.limit]]}

    def get_wiki_entry(args: EntryArgs) -> dict:
        entry = lib.entry_by_slug.get(args.slug)
        view = lib.entry_view(entry, horizon) if entry is not None else None
        if view is None:
            page = next((p for p in lib.pages if p.slug == args.slug), None)
            view = lib.page_view(page, horizon) if page is not None else None
        if view is None:  # one message for missing and hidden: a hidden title must not be confirmed
            raise ToolError(f"no wiki entry '{args.slug}'; find slugs with search_wiki")
        if args.slug not in session.entries_read:
            session.entries_read.append(args.slug)
        return view

    # -- knowledge points ------------------------------------------------------------------
    def search_knowledge_points(args: PointsArgs) -> dict:
        if not lib.points:
            return {"results": [], "note": "this book has not been analyzed: use search_original_text"}
        found = []
        wanted = set(args.ids)
        for point in lib.visible_points(horizon):
            view = lib.point_view(point, horizon)
            if view is None:  # (a visible point always has a view)
                continue
            if point.point_id in wanted:
                found.append((10.0, view))
            elif args.query:
                names = " ".join([view["name"], *view["aliases"]])
                score = 2 * match_score(args.query, names) + 0.5 * max(
                    (match_score(args.query, r["text"]) for r in view["records"]), default=0.0)
                if score > 0:
                    found.append((score, view))
        found.sort(key=lambda t: -t[0])
        return {"results": [v for _, v in found[:max(args.limit, len(wanted))]]}

    # -- summaries and chapters ------------------------------------------------------------
    def get_content_summaries(args: SummariesArgs) -> dict:
        if args.scope == "volumes":
            lo = int(args.start) if args.start.strip().isdigit() else 1
            hi = int(args.end) if args.end.strip().isdigit() else 10**6
            out = []
            for volume in lib.volumes:
                if lo <= volume.volume_no <= hi and horizon.shows(volume.last_chapter_no) \
                        and volume.volume_no in lib.volume_summaries:
                    out.append({"volume": volume.volume_no, "title": volume.title,
                                "summary": lib.volume_summaries[volume.volume_no]})
            note = None if out else "no finished volume in that range has a summary the reader may see"
            return {"summaries": out, **({"note": note} if note else {})}
        lo = _chapter_no(lib, args.start) if args.start else 1
        hi = _chapter_no(lib, args.end) if args.end else 10**9
        out = [{"chapter": c.locator, "title": c.title, "summary": lib.chapter_summaries[c.chapter_no]}
               for c in lib.visible_chapters(horizon)
               if lo <= c.chapter_no <= hi and c.chapter_no in lib.chapter_summaries]
        if len(out) > 40:
            out = out[:40]
            return {"summaries": out, "note": "first 40 chapters of the range; ask for a narrower range"}
        return {"summaries": out} if out else {"summaries": [], "note": "no summaries the reader may see in that range"}

    def get_chapter_lists(args: ChapterListArgs) -> dict:
        volumes = []
        for volume in lib.volumes:
            if args.volume is not None and volume.volume_no != args.volume:
                continue
            title = lib.visible_volume_title(volume, horizon)
            if title is None:
                volumes.append({"volume": volume.volume_no, "note": beyond()})
                continue
            shown = [{"chapter": c.locator, "title": c.title} for c in volume.chapters if horizon.shows(c.chapter_no)]
            hidden = len(volume.chapters) - len(shown)
            volumes.append({"volume": volume.volume_no, "title": title, "chapters": shown,
                            **({"later_chapters_hidden": hidden} if hidden else {})})
        return {"volumes": volumes}

    def search_chapter_titles(args: QueryArgs) -> dict:
        scored = [(match_score(args.query, c.title), c) for c in lib.visible_chapters(horizon)]
        hits = sorted([t for t in scored if t[0] > 0], key=lambda t: -t[0])[:args.limit]
        return {"results": [{"chapter": c.locator, "title": c.title} for _, c in sorted(hits, key=lambda t: t[1].chapter_no)]}

    # -- the text ----------------------------------------------------------------------------
    def search_original_text(args: TextSearchArgs) -> dict:
        try:
            mode = session.searcher.mode(session.store, args.mode)
        except UnderstoryError as exc:
            raise ToolError(f"no {args.mode} search for this book here ({exc}); use mode lexical") from None
        until = horizon.limit
        if horizon.limited and not until:
            return {"mode": mode, "results": [], "note": "the reader has not finished any chapter yet"}
        _, hits = session.searcher.search(session.store, args.query, limit=args.limit, until=until, mode=mode)
        results = []
        for hit in hits:
            session.saw_range(hit.locator, hit.end_locator)
            results.append({"rank": hit.rank, "locator": hit.locator, "to": hit.end_locator,
                            "chapter": hit.chapter_title, "text": snippet(hit.text, args.query, PASSAGE_TOKENS)})
        out: dict[str, Any] = {"mode": mode, "order": "story order; rank 1 is the best match", "results": results}
        # The one thing this tool says about text beyond the horizon: a bare flag that some
        # later chapter is among the best lexical matches for the query, so asking the reader
        # (confirm_serious_spoiler) could help. It carries no text, locator, title or count.
        # Even that much hints that the query's words matter later, so it is given only in
        # auto mode (strict promises no hints), only while the horizon is still limited (not
        # after a full answer was allowed, nor with spoilers off), and only before the reader
        # has made a choice (asking again gets the same answer).
        if horizon.limited and horizon.mode == "auto" and session.consent.choice is None:
            _, later = session.searcher.search(session.store, args.query, limit=3, mode="lexical")
            if any((lib.index.chapter_no(h.locator) or 0) > (horizon.limit or 0) for h in later):
                out[LATER_MATCHES] = True
        return out

    def get_full_chapter(args: ChapterArgs) -> dict:
        chapter = lib.chapter_by_locator.get(args.chapter.strip())
        if chapter is None:
            raise ToolError(f"no story chapter '{args.chapter}'; chapters are written like 2.22 (see get_chapter_lists)")
        if not horizon.shows(chapter.chapter_no):
            raise ToolError(f"that chapter is {beyond()}")
        paragraphs = [p for p in lib.chapter_paragraphs(chapter)
                      if (paragraph_of(p.locator) or 0) >= args.from_paragraph]
        lines: list[str] = []
        size, more = 0, None
        for p in paragraphs:
            if size + len(p.text) > MAX_CHAPTER_CHARS and lines:
                more = paragraph_of(p.locator)
                break
            lines.append(f"[{p.locator}] {p.text}")
            session.seen.add(p.locator)
            size += len(p.text)
        out: dict[str, Any] = {"chapter": chapter.locator, "title": chapter.title, "paragraphs": "\n".join(lines)}
        if more:
            out["continues"] = f"call again with from_paragraph={more} for the rest"
        return out

    # -- reading settings --------------------------------------------------------------------
    def get_reading_settings(args: NoArgs) -> dict:
        current = reading_settings(session.store, session.work_id).model_dump()
        fields = {name: f.description for name, f in ReadingSettings.model_fields.items() if f.description}
        return {"settings": current, "about": fields,
                "position": horizon.position_locator, "spoiler_mode_for_this_question": horizon.mode,
                "allowed": horizon.describe()}

    def update_settings(args: SettingsArgs) -> dict:
        changes = dict(args.changes)
        done = []
        if POSITION_KEY in changes:
            locator = str(changes.pop(POSITION_KEY))
            try:
                canonical, _ = session.library.index.resolve(locator)
            except UnderstoryError as exc:
                raise ToolError(str(exc)) from None
            done += save_position(session.store, session.work_id, canonical, source="ask")
            session.position_change = canonical
        if changes:
            try:
                done += update_reading_settings(session.store, session.work_id, changes, source="ask")
            except UnderstoryError as exc:
                raise ToolError(f"{exc}; nothing was changed" + (" except the position" if done else "")) from None
        session.settings_changes += done
        out: dict[str, Any] = {"changed": [{"setting": c.key, "before": c.before, "after": c.after} for c in done]}
        if not done:
            out["note"] = "nothing changed: the settings already had these values"
        if session.position_change:
            out["position_note"] = "the new position applies from the reader's next question"
        out["undo"] = "the reader can undo this with `understory settings undo`"
        return out

    # -- spoilers and the wiki ---------------------------------------------------------------
    def confirm_serious_spoiler(args: SpoilerArgs) -> str:
        return session.consent.confirm(args.reason)

    def request_wiki_page(args: RequestArgs) -> dict:
        visible = {p.point_id for p in lib.visible_points(horizon)}
        unknown = [i for i in args.point_ids if i not in visible]
        if unknown:  # the same answer for missing and hidden points
            raise ToolError(f"unknown point id(s) {', '.join(map(str, unknown))}; find ids with search_knowledge_points")
        request = request_store.add_request(session.store, session.work_id, args.kind, args.title.strip(),
                                            args.point_ids, args.brief.strip())
        session.requests = [r for r in session.requests if r.request_id != request.request_id] + [request]
        return {"stored": {"request_id": request.request_id, "title": request.title, "kind": request.kind},
                "note": "the next `understory compose-wiki` writes it (gated like every page)"}

    specs: list[tuple[str, str, type[BaseModel], Callable]] = [
        ("search_wiki", "Search the wiki's entries and topic pages by name, alias or words; returns slugs.",
         QueryArgs, search_wiki),
        ("get_wiki_entry", "One wiki entry (or topic page) by slug: summary, infobox, cited body, related entries.",
         EntryArgs, get_wiki_entry),
        ("search_knowledge_points", "Knowledge points (characters, places, things...) by name or words, or by id: "
         "aliases and cited records per volume.", PointsArgs, search_knowledge_points),
        ("get_content_summaries", "Summaries of chapters (a range) or of finished volumes.", SummariesArgs,
         get_content_summaries),
        ("get_chapter_lists", "The chapters of each volume with their locators and titles.", ChapterListArgs,
         get_chapter_lists),
        ("search_chapter_titles", "Find chapters by words in their titles.", QueryArgs, search_chapter_titles),
        ("search_original_text", "Search the book's text; passages with locators, in story order with their rank. "
         f"`{LATER_MATCHES}: true` means chapters beyond the reader's position also match (nothing more is "
         "known about them): if a good answer needs them, ask with confirm_serious_spoiler; never tell the reader "
         "that later chapters match.", TextSearchArgs, search_original_text),
        ("get_full_chapter", "Read a chapter's paragraphs with their locators (paged for long chapters).",
         ChapterArgs, get_full_chapter),
        ("get_reading_settings", "The reader's reading settings (site font, theme...), position and spoiler mode.",
         NoArgs, get_reading_settings),
        ("update_reading_settings", "Change reading settings when the reader asks (e.g. a bigger font); "
         "returns before -> after.", SettingsArgs, update_settings),
        ("confirm_serious_spoiler", "Ask the reader before using chapters beyond their position, when a good "
         "answer needs them. Returns their choice: full answer, minimize spoilers, or the run ends.",
         SpoilerArgs, confirm_serious_spoiler),
        ("request_wiki_page", "Store the reader's request for a new wiki page (topic or entry) for the next "
         "compose-wiki.", RequestArgs, request_wiki_page),
    ]
    return [Tool(name, doc, args, _timed(session, name, fn)) for name, doc, args, fn in specs]


def _chapter_no(lib, locator: str) -> int:
    chapter = lib.chapter_by_locator.get(locator.strip())
    if chapter is None:
        raise ToolError(f"no story chapter '{locator}'; write chapters like 2.22")
    return chapter.chapter_no


def _timed(session: AskSession, name: str, fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def run(args: BaseModel) -> Any:
        session.tell("tool_start", name, ToolUse(name, args.model_dump(), 0.0, True))
        start = time.perf_counter()
        ok = False
        try:
            result = fn(args)
            ok = True
            return result
        finally:
            use = ToolUse(name, args.model_dump(), round(time.perf_counter() - start, 3), ok)
            session.tools_used.append(use)
            session.tell("tool", name, use)

    return run
