"""One volume's analysis in progress: the agent's tools, their checks, and the pending writes.

Nothing reaches the store until the volume is submitted: the tools build a
VolumeAnalysis in memory, and the stage writes it in one transaction.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Annotated, Callable

from pydantic import BaseModel, Field, WithJsonSchema

from ..agents import Tool, ToolError
from ..position import chapter_of
from ..spoilers import reveal_at
from ..store.books import StoryParagraph, VolumeInfo
from ..store.points import Alias, ChapterSummary, Glance, Point, Record, VolumeAnalysis

MAX_READ = 60  # paragraphs per read_paragraphs call
MAX_HISTORY = 12  # points per get_knowledge_points call
# A template's slot a weak model copied into its answer ("<name>", "<text>": gemma3-270m does).
PLACEHOLDER = re.compile(r"<[^<>\n]{0,24}>")
WORD = re.compile(r"[^\W\d_]")  # a letter: a locator alone ("1.1.1") says nothing


def prose(text: str, titles: tuple[str, ...] = ()) -> str:
    """`text` without copied placeholders, or "" when what is left says nothing: no word,
    or only a title back."""
    cleaned = " ".join(PLACEHOLDER.sub(" ", text).split())
    enough = WORD.search(cleaned) is not None
    echoed = cleaned.strip(" .").casefold() in {t.strip(" .").casefold() for t in titles}
    return cleaned if enough and not echoed else ""


# -- tool arguments -------------------------------------------------------------

# An optional string that the schema shows as a plain string: `anyOf [string, null]` costs
# tokens on every call, and null is still accepted.
OptionalText = Annotated[str | None, WithJsonSchema({"type": "string"})]

class AliasArg(BaseModel):
    alias: str = Field(min_length=1)
    evidence: list[str] = Field(default_factory=list, description="locators that show this name refers to the point")


class RecordArg(BaseModel):
    text: str = Field(description="what this volume adds about the point, 1-4 sentences")
    evidence: list[str] = Field(description="paragraph locators, e.g. 2.23.56")
    note: OptionalText = None
    spoiler_from: OptionalText = Field(None, description="locator where the reader learns this, if it is a twist")


class NewPointArg(BaseModel):
    name: str = Field(min_length=1)
    kind: str = Field(min_length=1, description="this book's own category: character, place, faction, power...")
    description: str = ""
    aliases: list[AliasArg] = Field(default_factory=list)
    record: RecordArg


class CreateArgs(BaseModel):
    points: list[NewPointArg] = Field(min_length=1)


class AppendRecordArg(RecordArg):
    point_id: int
    new_aliases: list[AliasArg] = Field(default_factory=list)


class AppendArgs(BaseModel):
    records: list[AppendRecordArg] = Field(min_length=1)


class AliasFor(AliasArg):
    point_id: int


class AliasesArgs(BaseModel):
    aliases: list[AliasFor] = Field(min_length=1)


class GetArgs(BaseModel):
    ids: list[int] = Field(default_factory=list)
    query: str = Field("", description="part of a name or alias")


class SearchArgs(BaseModel):
    query: str = Field(min_length=1)
    limit: int = Field(8, ge=1, le=20)


class ReadArgs(BaseModel):
    start: str = Field(description="first paragraph locator, e.g. 2.3.10")
    end: str = Field(description="last paragraph locator (inclusive)")


class ChapterArg(BaseModel):
    chapter: str = Field(description="chapter locator, e.g. 2.3")
    summary: str = Field(min_length=1)
    glance: str = Field(min_length=1, description="spoiler-free introduction from the chapter's opening only")
    related_point_ids: list[int] = Field(default_factory=list)
    is_story: bool = Field(True, description="false if really front or back matter")


class SubmitArgs(BaseModel):
    volume_summary: str = Field("", description="the volume's summary (for a part: notes so far)")
    chapters: list[ChapterArg] = Field(default_factory=list)


def submit_schema(model: type[BaseModel], due: list[str]) -> dict:
    """The schema with what is due spelled out: the chapter locators as an enum, so a
    grammar-constrained model cannot name others. (Point ids stay free: new points get
    theirs during the run, and unknown ids are left out, not fatal.)"""
    schema = Tool("", "", model).spec()["function"]["parameters"]
    chapter = schema["$defs"]["ChapterArg"]["properties"]
    if due:  # a part holding only the start of a long chapter has none due
        chapter["chapter"] = {"type": "string", "enum": due}  # the enum says what a locator is
    schema["properties"]["chapters"]["maxItems"] = len(due)
    return schema


# The agent's tools: each is a VolumeSession method of the same name.
TOOLS: list[tuple[str, str, type[BaseModel]]] = [
    ("get_knowledge_points", "Full history (records per volume, aliases) of points by id or name.", GetArgs),
    ("create_knowledge_points", "Create new points, each with this volume's first record and evidence.", CreateArgs),
    ("append_knowledge_points", "Add this volume's record to existing points (and new aliases).", AppendArgs),
    ("add_point_aliases", "Add names for existing points, with the evidence linking them.", AliasesArgs),
    ("search_original_text", "Search the text up to the end of this volume; returns passages with locators.",
     SearchArgs),
    ("read_paragraphs", "Read a range of paragraphs by locator (this volume or earlier).", ReadArgs),
]


def tool_specs() -> list[dict]:
    """The tools as the API sees them (for estimates, before any session exists)."""
    return [Tool(name, doc, args).spec() for name, doc, args in TOOLS]


# -- the session ----------------------------------------------------------------

@dataclass
class VolumeSession:
    work_id: int
    volume: VolumeInfo
    known: list[Point]  # points from earlier volumes, with history
    paragraphs: dict[str, StoryParagraph]  # every story paragraph up to this volume, by locator
    chapter_nos: dict[str, int]  # chapter and paragraph locators up to this volume -> chapter_no
    next_id: int
    search: Callable[[str, int], list[tuple[str, str]]]  # (query, limit) -> [(locator, text)]
    new_points: list[Point] = field(default_factory=list)
    aliases: list[tuple[int, Alias]] = field(default_factory=list)
    records: list[tuple[int, Record]] = field(default_factory=list)
    summaries: dict[int, ChapterSummary] = field(default_factory=dict)
    glances: dict[int, Glance] = field(default_factory=dict)
    due: list[str] = field(default_factory=list)  # chapter locators the current part must summarise
    volume_summary: str = ""  # the latest one handed in, kept even when its submission was rejected
    titles: tuple[str, ...] = ()  # the work's and the volume's: a summary that only repeats one says nothing
    _text: str = field(default="", repr=False)  # the story so far, lower-cased: names are checked against it

    # -- helpers -----------------------------------------------------------------
    def _points(self) -> dict[int, Point]:
        return {p.point_id: p for p in [*self.known, *self.new_points]}

    def _chapters(self, evidence: list[str]) -> list[int]:
        bad = [loc for loc in evidence if loc.strip().strip("[]") not in self.chapter_nos]
        if bad:
            raise ToolError(f"unknown locator(s) {', '.join(bad)}: cite paragraphs of volume "
                            f"{self.volume.volume_no} or earlier, as shown in the text (e.g. "
                            f"{self.volume.chapters[0].locator}.3)")
        return [self.chapter_nos[loc.strip().strip("[]")] for loc in evidence]

    def _record(self, arg: RecordArg) -> Record:
        text = prose(arg.text, self.titles)
        if not text:
            raise ToolError("a record needs text that says what this volume shows of the point")
        chapters = self._chapters(arg.evidence)
        tagged = self._chapters([arg.spoiler_from])[0] if arg.spoiler_from else None
        return Record(self.volume.volume_no, text, [e.strip().strip("[]") for e in arg.evidence],
                      arg.note, reveal_at(chapters, volume_end=self.volume.last_chapter_no, tagged=tagged), tagged)

    def _alias(self, point_id: int, arg: AliasArg) -> Alias:
        name = arg.alias.strip()
        for other in self._points().values():
            names = {other.name, *(a.alias for a in other.aliases)}
            names |= {a.alias for pid, a in self.aliases if pid == other.point_id}
            if other.point_id != point_id and name in names:
                raise ToolError(f"'{name}' is already a name of point {other.point_id} ({other.name}); "
                                f"one name cannot belong to two points")
        chapters = self._chapters(arg.evidence)
        return Alias(name, self.volume.volume_no, [e.strip().strip("[]") for e in arg.evidence],
                     reveal_at(chapters, volume_end=self.volume.last_chapter_no))

    def _check_new_record(self, point_id: int, record: Record) -> None:
        existing = [r for pid, r in self.records if pid == point_id] + [
            r for p in self.new_points if p.point_id == point_id for r in p.records]
        if any(r.text == record.text for r in existing):
            raise ToolError(f"point {point_id} already has this record in this volume")

    def _name_reveal(self, name: str, aliases: list[str], record: Record) -> int:
        """The earliest cited paragraph that actually shows one of the point's names."""
        names = [name, *aliases]
        shown = [self.chapter_nos[loc] for loc in record.evidence
                 if loc in self.paragraphs and any(n in self.paragraphs[loc].text for n in names)]
        return min(shown) if shown else record.reveal_at

    # -- tools -------------------------------------------------------------------
    def get_knowledge_points(self, args: GetArgs) -> str:
        points = self._points()
        chosen = [points[i] for i in args.ids if i in points]
        missing = [i for i in args.ids if i not in points]
        if args.query:
            q = args.query.lower()
            chosen += [p for p in points.values() if p not in chosen and
                       (q in p.name.lower() or any(q in a.alias.lower() for a in p.aliases))]
        if not chosen and not missing:
            return "no point matches"
        out = [self._history(p) for p in chosen[:MAX_HISTORY]]
        if len(chosen) > MAX_HISTORY:
            out.append(f"({len(chosen) - MAX_HISTORY} more match: ask by id)")
        return "\n\n".join(out) + (f"\nunknown ids: {missing}" if missing else "")

    def _history(self, p: Point) -> str:
        """One point as lines, not JSON (no repeated keys): header, aliases, then a record per line
        as `v<volume>: text [evidence]`."""
        aliases = [a.alias for a in p.aliases] + [a.alias for pid, a in self.aliases if pid == p.point_id]
        lines = [f"#{p.point_id} {p.name} ({p.kind})" + (f": {p.description}" if p.description else "")]
        if aliases:
            lines.append("aliases: " + ", ".join(aliases))
        lines += [f"v{r.volume_no}: {r.text} [{', '.join(r.evidence)}]"
                  for r in p.records + [r for pid, r in self.records if pid == p.point_id]]
        return "\n".join(lines)

    def _named_in_text(self, names: list[str]) -> bool:
        """Whether the story so far writes one of `names` (whole words where words are spaced):
        a weak model's copied slots ("key", "t1") name nobody."""
        if not self._text:
            self._text = "\n".join(p.text for p in self.paragraphs.values()).lower()
        for name in (n.strip().lower() for n in names):
            if name and (re.search(rf"(?<!\w){re.escape(name)}(?!\w)", self._text) if name.isascii()
                         else name in self._text):
                return True
        return False

    def create_knowledge_points(self, args: CreateArgs) -> str:
        """Each valid point is created, the others are named back with why (a weak model's good
        points are not lost with its bad ones); nothing valid at all is an error."""
        created, existing_names = {}, {n.lower(): p.point_id for p in self._points().values()
                                      for n in [p.name, *(a.alias for a in p.aliases)]}
        refused: list[str] = []
        for arg in args.points:
            name = arg.name.strip()
            try:
                if name.lower() in existing_names:
                    raise ToolError(f"'{name}' already exists as point {existing_names[name.lower()]}: "
                                    f"append a record to it instead")
                if not self._named_in_text([name, *(a.alias for a in arg.aliases)]):
                    raise ToolError(f"'{name}' does not occur in the text: name points as the book does")
                record = self._record(arg.record)
                point = Point(self.next_id, name, arg.kind.strip(), arg.description.strip() or None,
                              self.volume.volume_no, 0, "model", [], [record])
                point.aliases = [self._alias(point.point_id, a) for a in arg.aliases]
            except ToolError as exc:
                refused.append(str(exc))
                continue
            point.reveal_at = self._name_reveal(point.name, [], point.records[0])
            self.new_points.append(point)
            self.next_id += 1
            existing_names[name.lower()] = point.point_id
            created[point.name] = point.point_id
        if not created:
            raise ToolError("; ".join(refused))
        return json.dumps({"created": created, **({"not created": refused} if refused else {})}, ensure_ascii=False)

    def append_knowledge_points(self, args: AppendArgs) -> str:
        points = self._points()
        unknown = [r.point_id for r in args.records if r.point_id not in points]
        if unknown:
            raise ToolError(f"unknown point id(s) {unknown}; create them first or check the index")
        staged = []
        for arg in args.records:
            record = self._record(arg)
            self._check_new_record(arg.point_id, record)
            staged.append((arg.point_id, record, [self._alias(arg.point_id, a) for a in arg.new_aliases]))
        for pid, record, aliases in staged:
            new = next((p for p in self.new_points if p.point_id == pid), None)
            if new is not None:
                new.records.append(record)
                new.aliases.extend(aliases)
            else:
                self.records.append((pid, record))
                self.aliases.extend((pid, a) for a in aliases)
        return f"appended {len(staged)} record(s)"

    def add_point_aliases(self, args: AliasesArgs) -> str:
        points = self._points()
        unknown = [a.point_id for a in args.aliases if a.point_id not in points]
        if unknown:
            raise ToolError(f"unknown point id(s) {unknown}")
        staged = [(a.point_id, self._alias(a.point_id, a)) for a in args.aliases]
        for pid, alias in staged:
            new = next((p for p in self.new_points if p.point_id == pid), None)
            (new.aliases.append(alias) if new is not None else self.aliases.append((pid, alias)))
        return f"added {len(staged)} alias(es)"

    def search_original_text(self, args: SearchArgs) -> str:
        hits = self.search(args.query, args.limit)
        return "\n".join(f"[{loc}] {text}" for loc, text in hits) or "no passage matches"

    def read_paragraphs(self, args: ReadArgs) -> str:
        locators = list(self.paragraphs)
        try:
            lo, hi = locators.index(args.start), locators.index(args.end)
        except ValueError:
            raise ToolError(f"unknown locator {args.start if args.start not in self.paragraphs else args.end}") from None
        if hi < lo or hi - lo >= MAX_READ:
            raise ToolError(f"give a forward range of at most {MAX_READ} paragraphs")
        return "\n".join(f"[{loc}] {self.paragraphs[loc].text}" for loc in locators[lo:hi + 1])

    def missing(self) -> list[str]:
        """Due chapters with no accepted summary yet."""
        done = {c.locator for c in self.volume.chapters if c.chapter_no in self.summaries}
        return [c for c in self.due if c not in done]

    def _keep_chapters(self, chapters: list[ChapterArg]) -> tuple[list[str], list[str]]:
        """Keep each valid chapter (what a weak model did well is not thrown away with the rest)."""
        number = {c.locator: c.chapter_no for c in self.volume.chapters if c.locator in self.due}
        points = self._points()
        kept: list[str] = []
        foreign: list[str] = []
        empty: list[str] = []
        unknown: set[int] = set()
        for c in chapters:
            locator = c.chapter.strip().strip("[]")
            if locator not in number:
                foreign.append(c.chapter)
                continue
            summary, glance = prose(c.summary, self.titles), prose(c.glance, self.titles)
            if not summary or not glance:
                empty.append(locator)
                continue
            ids = [i for i in dict.fromkeys(c.related_point_ids) if i in points]
            unknown |= {i for i in c.related_point_ids if i not in points}
            no = number[locator]
            self.summaries[no] = ChapterSummary(no, summary, c.is_story)
            self.glances[no] = Glance(no, glance, sorted(ids))
            kept.append(locator)
        problems = []
        if foreign:
            scope = "part" if len(self.due) < len(self.volume.chapters) else "volume"
            problems.append(f"chapter(s) {', '.join(foreign)} are not in this {scope}")
        if empty:
            problems.append(f"chapter(s) {', '.join(empty)} not kept: write the summary and the glance in sentences")
        if unknown:
            problems.append(f"unknown point id(s) {sorted(unknown)} left out")
        return kept, problems

    def check_submit(self, args: SubmitArgs) -> None:
        """Keep every valid chapter (the agent may hand chapters in as it goes: a weak model's
        short replies add up); accept once no chapter and no volume summary is missing."""
        self.volume_summary = prose(args.volume_summary, self.titles) or self.volume_summary
        kept, problems = self._keep_chapters(args.chapters)
        missing = self.missing()
        if missing or not self.volume_summary:
            due = [f"chapter(s) {', '.join(missing)}"] if missing else []
            due += [] if self.volume_summary else ["the volume summary"]
            raise ToolError("; ".join([f"kept {', '.join(kept)}" if kept else "nothing kept", *problems,
                                       f"missing {' and '.join(due)}: hand them in with this tool"]))

    def tools(self) -> list[Tool]:
        return [Tool(name, doc, args, getattr(self, name),
                     narrow=self.with_evidence(args) if args in (CreateArgs, AppendArgs, AliasesArgs)
                     else self.within_reach() if args is ReadArgs else None)
                for name, doc, args in TOOLS]

    def _reachable(self) -> list[str]:
        """The paragraphs of the chapters being read, in order."""
        chapters = set(self.due)
        return [loc for loc in self.paragraphs if chapter_of(loc) in chapters]

    def within_reach(self) -> Callable[[], dict]:
        """For JSON actions: a read starts and ends at paragraphs of the chapters being read
        (a small model under a grammar wrote the tool's own name as the locator, round after round)."""
        def schema() -> dict:
            spec = Tool("", "", ReadArgs).spec()["function"]["parameters"]
            if locators := self._reachable():
                for end in ("start", "end"):
                    spec["properties"][end] = {**spec["properties"][end], "enum": locators}
            return spec
        return schema

    def with_evidence(self, args: type[BaseModel]):
        """For JSON actions: evidence can only be a paragraph of the chapters being read."""
        def schema() -> dict:
            spec = Tool("", "", args).spec()["function"]["parameters"]
            locators = self._reachable()
            for definition in spec.get("$defs", {}).values():
                evidence = definition.get("properties", {}).get("evidence")
                if evidence and locators:
                    evidence["items"] = {"type": "string", "enum": locators}
            return spec
        return schema

    def narrowed(self, args: type[BaseModel]):
        """For JSON actions: the chapters still missing, so each reply can only add one that is due."""
        return lambda: submit_schema(args, self.missing() or self.due)

    def has_work(self) -> bool:
        """Whether anything valid came back at all."""
        return bool(self.summaries or self.new_points or self.records or self.aliases or self.volume_summary)

    def result(self, *, source_sha256: str, provider: str, mode: str, volume_summary: str,
               run_id: int | None) -> VolumeAnalysis:
        return VolumeAnalysis(
            volume_no=self.volume.volume_no, source_sha256=source_sha256, provider=provider, mode=mode,
            new_points=self.new_points, aliases=self.aliases, records=self.records,
            chapter_summaries=sorted(self.summaries.values(), key=lambda s: s.chapter_no),
            volume_summary=volume_summary, volume_reveal_at=self.volume.last_chapter_no,
            glances=sorted(self.glances.values(), key=lambda g: g.chapter_no), run_id=run_id)
