"""An X-Ray-grade wiki from the knowledge table alone, with no model.

Entries for the most salient points: infobox (kind, first appearance, names, volumes),
a body of their cited records per volume, related entries by co-occurrence, and the
narrative track of mentions per chapter. Every span, row, link and title carries the
reveal_at of its evidence, so a reader is never shown more than they have read.
Works on any analysis (extractive or model), so it is also what a model-written wiki
falls back to.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Callable

from ..corrections import corrected
from ..extractive.card_scorer import SCORED
from ..extractive.describe import anchored_on_pronoun, by_parse_only, description_score, is_heading, quoted_share, summary_value
from ..extractive.describe import says_kind_of_place
from ..extractive.famous import famous_role
from ..extractive.gazetteer import Place, country_name, placed
from ..extractive.languages import DEFAULT, family, in_script, phrasing, words
from ..progress import ProgressFn, reporter
from ..store import Store, books
from ..store import wiki as wiki_store
from ..store import requests as request_store
from ..store.points import Point
from ..store.wiki import EntryData, EntryName, EntryRow, GatedText, InfoRow, Moment, PageRow, Related, Section, Span, Track
from .judgements import Judged
from .lines import LinesResult
from .planning import (MAX_ENTRIES, MIN_ENTRIES, Plan, PlannedEntry, PlannedTopic, extractive_plan, reread_descriptions,
                       with_requests)
from ..position import chapter_of, order_key, volume_of
from ..text import numbering_only


@dataclass
class ComposeResult:
    entries: int
    written: int  # entries (and topics) whose inputs changed since the last run
    pages: int
    from_text: int = 0  # with a model: pages assembled from their records because its own were not valid
    planned_extractive: bool = False  # with a model: the extractive plan stood in for the architect's
    out_of_time: int = 0  # with a model: pages kept from the text because the time budget was spent
    lines: LinesResult | None = None  # with a model: its one-line descriptions of pages it did not write
    kinds: Judged | None = None  # with a narrow-only server (wiki.narrow): its checked kinds
    aliases: Judged | None = None  # and its yes/no on doubtful aliases
    narrow: str | None = None  # why the server was given only the narrow tasks


def extractive_page(item: PlannedEntry | PlannedTopic, plan: Plan) -> EntryRow | PageRow:
    """One planned entry or topic written without a model (also a model wiki's fallback)."""
    if isinstance(item, PlannedTopic):
        return _topic(item)
    return _entry_row(item, plan)


def _entry_row(item: PlannedEntry, plan: Plan) -> EntryRow:
    return EntryRow(item.slug, item.title, item.title_reveal_at, item.category, item.tier,
                    [p.point_id for p in item.points], "extractive", item.inputs_hash,
                    _entry(item, item.track(plan.mentions), Chapters(plan.locator_of, plan.chapter_titles),
                           plan.work.language, _cast(plan), _places(plan).get(item.slug), plan.script_sample()))


def _places(plan: Plan) -> dict[str, tuple[Place, int]]:
    """slug -> (what the cross-book gazetteer knows the place is, the chapter from which the line may say it):
    a country from its own first chapter, a city once a name of its country (which the gazetteer asks the
    book to name but a Japanese katakana one's) may be shown (London: a city in the United Kingdom, from
    England's first chapter)."""
    names = {e.slug: e.names() for e in plan.entries if e.point.kind == "place"}
    people = frozenset(n for e in plan.entries if e.point.kind == "person" for n, _ in e.names())  # (松本さん)
    found = placed({slug: tuple(dict.fromkeys(n for n, _ in held)) for slug, held in names.items()},
                   family(plan.work.language) or DEFAULT, people, home=True)
    named: dict[str, int] = {}
    for slug, place in found.items():
        if place.kind == "country":
            named[place.country] = min(named.get(place.country, 1 << 30), *(gate for _, gate in names[slug]))
    return {slug: (place, 0 if place.kind == "country" else named.get(place.country, 0))
            for slug, place in found.items()}


def _cast(plan: Plan) -> set[str]:
    """The slugs of the entries above the last tier: the book's cast, whom a generated line names as company
    (the last tier's tail holds the words the finder kept on thin evidence: 松树, 回京)."""
    return {e.slug for e in plan.entries if e.tier != "local"}


def load_plan_inputs(store: Store, work: str | None):
    target = books.resolve_work(store, work)
    table = corrected(store, target.work_id)  # the reader's corrections applied (DESIGN §4a)
    points, mentions = table.points, table.mentions
    locator_of = {c.chapter_no: c.locator for v in books.volume_infos(store, target.work_id) for c in v.chapters}
    return target, points, mentions, locator_of


def plan_wiki(store: Store, work: str | None = None, size: tuple[int, int] = (MIN_ENTRIES, MAX_ENTRIES),
              adjust: Callable[[list[Point]], list[Point]] | None = None) -> Plan:
    """Which points get entries (by salience, `size` = min and max entries), their slugs,
    tiers, related entries and pages, plus the pages readers asked for. `adjust` changes the
    points first (a small model's checked kinds and refused aliases, wiki.narrow)."""
    target, points, mentions, locator_of = load_plan_inputs(store, work)
    points = adjust(points) if adjust else points
    # every point up to the largest size: the name finder has already held each to its evidence, and a share of a
    # small book's thirty left a main character with no entry (Miss Stapleton, the Hound's 21st)
    plan = extractive_plan(target, points, mentions, locator_of, *size, share=1.0)
    plan.chapter_titles = chapter_titles(store, target.work_id)
    reread_descriptions(plan, lambda locators: books.paragraph_texts(store, target.work_id, locators))
    return with_requests(plan, request_store.pending_requests(store, target.work_id), points)


def compose_extractive(store: Store, *, work: str | None = None, force: bool = False,
                       size: tuple[int, int] = (MIN_ENTRIES, MAX_ENTRIES),
                       progress: ProgressFn | None = None) -> ComposeResult:
    """The wiki from the records alone, stored in one transaction; `compose` progress per entry."""
    tell = reporter("compose", progress)
    plan = plan_wiki(store, work, size)
    work_id = plan.work.work_id
    existing = {e.slug: e.inputs_hash for e in wiki_store.entries(store, work_id)}
    todo = [item for item in plan.entries if force or existing.get(item.slug) != item.inputs_hash]
    tell(0, len(todo), "planned")
    written: list[EntryRow] = []
    for item in todo:
        written.append(_entry_row(item, plan))
        tell(len(written), len(todo), item.slug)
    topics = [_topic(t) for t in plan.topics]
    wiki_store.write_wiki(store, work_id, written, {e.slug for e in plan.entries}, plan.pages + topics)
    for request_id, slug in plan.requested():
        request_store.mark_request_written(store, work_id, request_id, slug)
    return ComposeResult(len(plan.entries) + len(topics), len(written) + len(topics), len(plan.pages) + len(topics))


def _topic(topic: PlannedTopic) -> PageRow:
    """A requested topic without a model: its points' cited records, one section per point."""
    body = [{"heading": {"text": p.name, "reveal_at": max(p.reveal_at, topic.reveal_at)},
             "spans": [_record_span(r).model_dump(mode="json", exclude_unset=True) for r in p.records]}
            for p in topic.points if p.records]
    # The brief was written (by the architect or in conversation) with more of the book in view
    # than the title: it waits for the latest evidence of what the page covers.
    brief_gate = max([topic.reveal_at, *(r.reveal_at for p in topic.points for r in p.records)])
    return PageRow("topic", topic.slug, topic.title, topic.reveal_at, {
        "summary": {"text": topic.brief, "cites": [], "reveal_at": brief_gate, "spoiler": False},
        "body": body, "entries": topic.entries, "inputs_hash": topic.inputs_hash})


def _record_span(r, floor: int = 0) -> Span:
    return Span(text=r.text, cites=r.evidence, reveal_at=max(r.reveal_at, floor), spoiler=r.tagged_reveal_at is not None)


def _summary_records(point, skipped=None) -> list:
    """The records that say what the point is, fit for a summary line (describe.summary_value: about
    its subject), in reading order, each better than the one before; never one opening with a heading.
    When the text anywhere says with a noun what the subject is (a full description), only such
    sentences are summaries: until the first is reached the generated line stands, not a passing
    quality ("Lucy is monstrous pretty") that a reader would take for what she is. `skipped`: records not read."""
    names = [point.name, *(a.alias for a in point.aliases)]
    records = sorted((r for r in point.records if r.note != SCORED and not (skipped and skipped(r))), key=lambda r: (r.reveal_at, r.volume_no))
    valued = [(r, summary_value(r.text, names)) for r in records
              if (r.note == "description" or _described_outside_speech(r.text, names)) and not is_heading(r.text)]
    usable = [(r, v) for r, v in valued if v.usable]
    if any(v.full for _, v in usable):
        usable = [(r, v) for r, v in usable if v.full]
    out, best = [], 0
    for r, value in usable:
        if value.value > best:
            out.append(r)
            best = value.value
    return out


def _full(record, point) -> bool:
    """The record says with a noun what the point is, the point its subject (describe.summary_value's `full`)."""
    return summary_value(record.text, [point.name, *(a.alias for a in point.aliases)]).full


def _parse_only(point, parse: bool = True, pronoun: bool = False):  # (a stated role outweighs what only the parse reads)
    names = [point.name, *(a.alias for a in point.aliases)]  # (`pronoun`: 她的母亲陈氏, a tie to a pronoun, is skipped)
    return lambda r: parse and by_parse_only(r.text, names) or pronoun and anchored_on_pronoun(r.text, names)


def _described_outside_speech(text: str, names: list[str]) -> bool:
    """A passage describing its subject, where a quality said in a character's speech is that speaker's opinion
    ("“Lucy is monstrous pretty”", in Sir John's mouth), no summary: spoken, it must place or name the subject."""
    return description_score(text, names) >= (2 if quoted_share(text) else 1)


def _summary_steps(described: list, generated: list[Span]) -> list[Span]:
    """The summary as the reader advances: the generated lines until the first description is reached,
    then each better description in turn, each shown until the next one's chapter (`until`)."""
    steps = [_described(r) for r in described]
    opens = steps[0].reveal_at if steps else None
    steps[:0] = [line for line in generated if opens is None or line.reveal_at < opens]
    for step, after in zip(steps, steps[1:]):
        step.until = after.reveal_at
    return steps


def _described(r) -> Span:  # a record that says what the subject is, as its summary line
    return Span(text=r.text, cites=r.evidence, reveal_at=r.reveal_at)


class Chapters:
    """What an entry says of the book's chapters: locators and titles by chapter number."""

    def __init__(self, locator_of: dict[int, str], title_of: dict[int, str]):
        self.locator_of, self.title_of = locator_of, title_of
        self._by_locator = {loc: no for no, loc in locator_of.items()}

    def volume_of(self, chapter_no: int) -> int:
        return volume_of(self.locator_of[chapter_no]) if chapter_no in self.locator_of else 0

    def of_locator(self, locator: str) -> int | None:
        """The chapter of a paragraph or chapter locator (2.22.56 or 2.22)."""
        return self._by_locator.get(chapter_of(locator))


def _reading_order(evidence: list[str]) -> tuple[int, ...]:
    return order_key(evidence[0]) if evidence else ()


def chapter_titles(store: Store, work_id: int) -> dict[int, str]:
    """Each chapter's title for the key passages and appearances, none where it only numbers the chapter."""
    return {c.chapter_no: "" if numbering_only(c.title or "") else c.title or ""
            for v in books.volume_infos(store, work_id) for c in v.chapters}


# analyze.extractive.RELATION, RELATED and ROLE: the wiki reads the store's records, not that module
RELATION, RELATED, ROLE = "relation: ", "related: ", "role: "


def _role_row(r, floor: int) -> InfoRow | None:
    """What the text says the subject is in a word it writes with the name (太尉 of 高俅, 城 of 东京), from a record
    noted ROLE, for the generated line; None for any other record."""
    if not (r.note or "").startswith(ROLE):
        return None
    return InfoRow(label="role", value=r.note[len(ROLE):], cites=r.evidence, reveal_at=max(r.reveal_at, floor))


def _relation_row(r, floor: int) -> InfoRow | None:
    """The infobox row of a record stating a relation: "relation: son of Mrs. Ferrars" on the son's
    entry, "son: Edward Ferrars" on the mother's; None for any other record."""
    note = r.note or ""
    if note.startswith(RELATION):
        label, value = "relation", note[len(RELATION):]
    elif note.startswith(RELATED) and ": " in note[len(RELATED):]:
        label, value = note[len(RELATED):].split(": ", 1)
    else:
        return None
    return InfoRow(label=label, value=value, cites=r.evidence, reveal_at=max(r.reveal_at, floor))


WITH_WINDOW = 3  # chapters after its first appearance within which an entry's companions name it in its line


def _generated_summary(kind: str, first: str, first_chapter: int, related: list[dict], language: str | None,
                       shared: dict[str, list[int]] | None = None, relation: InfoRow | None = None,
                       sample: str = "", cast: set[str] | None = None, role: InfoRow | None = None,
                       place: tuple[Place, int] | None = None) -> Span:
    """A plain line from what is known, when the text says nothing of what the subject is: its kind, the role
    the text writes with its name (`role`: 太尉, a kind of place 城; cited and gated by its first statement),
    a relation the text states (`relation`, an infobox row: "son of Mrs. Ferrars", cited and gated by
    its statement), its first appearance and the entries met with it soon after (each shown no
    earlier than its link), ranked by the chapters they share up to then (`shared`: slug -> chapters
    both appear in; never by the whole book's), marked as generated. `sample`, the book's own text (the
    entry's quotations), tells the script its words are written in (Traditional or Simplified). The `cast`'s
    entries go before the others (a stable sort: the shared chapters rank each side). `place`: what the cross-book
    gazetteer knows the subject is and the chapter it may be said from (no role: a role the text states wins)."""
    lang = family(language) or DEFAULT
    kinds = words(lang, "KINDS")
    word = kinds.get(kind, kinds["term"])
    horizon = first_chapter + WITH_WINDOW
    company = [r for r in related if r["reveal_at"] <= horizon]
    if shared is not None:
        def so_far(r: dict) -> tuple[int, int]:
            chapters = shared.get(r["slug"], [])
            return -sum(1 for c in chapters if c <= horizon), chapters[0] if chapters else horizon
        company = sorted(company, key=so_far)
    if cast is not None:
        company = sorted(company, key=lambda r: r["slug"] not in cast)
    company = company[:2]
    names = [r["title"] for r in company]  # plain: the often-with section links them
    # the relation row as the line says it; `held`: the other holds the relation to the subject
    of = phrasing(lang, "relation_words")(relation.label, relation.value, relation.label != "relation") \
        if relation else ""
    relation = relation if of else None  # a relation the language's line leaves unsaid is no gate nor citation of it
    role = role if role is not None and role.value not in of else None  # 宝玉之乳母 says 乳母 already
    if role is not None:
        of = phrasing(lang, "role_words")(kind, role.value, of)
    elif place is not None:
        where = place[0]
        of = phrasing(lang, "place_words")(where.kind, where.country, country_name(where.country, lang), of)
    text = phrasing(lang, "generated_line")(word, of, first, names)
    # the book's names are kept as written, and so is the role (a Traditional book's own word)
    text = in_script(lang, language, sample)(text, [first, *names, *([role.value] if role else [])])
    stated = [row for row in (role, relation) if row is not None]
    gates = [first_chapter, *(r["reveal_at"] for r in company), *(row.reveal_at for row in stated),
             *([place[1]] if place is not None else [])]
    return Span(text=text, cites=[c for row in stated for c in row.cites], generated=True, reveal_at=max(gates))


def _generated_lines(kind: str, first: str, first_chapter: int, item: PlannedEntry, language: str | None,
                     relation: InfoRow | None, sample: str = "", cast: set[str] | None = None,
                     role: InfoRow | None = None, place: tuple[Place, int] | None = None) -> list[Span]:
    """The generated summary as the reader advances: the plain line, then the same line with the role and the
    first relation the text states of the subject, each once it is read (a line shown no later than the one
    before it replaces that one). What the gazetteer knows of a place (`place`, with the chapter it may be said
    from) fills the lines of a subject the text gives no role at all (水浒传's 东京城 is no city of Japan before
    its 城 is read)."""
    place = place if role is None and kind == "place" else None
    stated: list[tuple[int, object]] = sorted([*((row.reveal_at, row) for row in (role, relation) if row is not None),
                                               *([(place[1], place)] if place else [])], key=lambda step: step[0])
    lines: list[Span] = []
    for n in range(len(stated) + 1):
        known = [said for _, said in stated[:n]]
        line = _generated_summary(kind, first, first_chapter, item.related, language, item.shared,
                                  relation if any(row is relation for row in known) else None, sample, cast,
                                  role if any(row is role for row in known) else None,
                                  place if any(row is place for row in known) else None)
        while lines and line.reveal_at <= lines[-1].reveal_at:
            lines.pop()
        lines.append(line)
    return lines


def _title_steps(title: str, title_gate: int, names: list[tuple[str, int]]) -> list[GatedText]:
    """The title as the reader advances, in story order: before the title itself may be shown (an
    architect's title waits for every point it covers), the entry is shown by the name the reader met
    first, so it is always found and shown by a name read so far; the last step is the stored title."""
    earlier = [(name, gate) for name, gate in names if gate < title_gate and name != title]
    steps = []
    if earlier:
        first_gate = min(gate for _, gate in earlier)
        steps.append(GatedText(text=next(name for name, gate in earlier if gate == first_gate), reveal_at=first_gate))
    steps.append(GatedText(text=title, reveal_at=title_gate))
    return steps


def _volume_ranges(volumes: list[int]) -> str:
    """1, 2, 3, 5 -> "volumes 1–3, 5"; 2 -> "volume 2"."""
    runs: list[list[int]] = []
    for v in volumes:
        if runs and v == runs[-1][-1] + 1:
            runs[-1].append(v)
        else:
            runs.append([v])
    text = ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)
    return f"volume{'s' if len(volumes) > 1 else ''} {text}"


def _appears_in(track: dict[int, int], chapters: Chapters) -> list[InfoRow]:
    """One "appears in" row at a time: each new volume replaces the row with one naming the volumes so
    far ("volumes 1–2"), shown from the entry's first chapter in that volume until the next one's."""
    first_in: dict[int, int] = {}
    for chapter in sorted(track):
        first_in.setdefault(chapters.volume_of(chapter), chapter)
    rows, seen = [], []
    for volume, chapter in sorted(first_in.items(), key=lambda kv: kv[1]):
        seen.append(volume)
        rows.append(InfoRow(label="appears in", value=_volume_ranges(sorted(seen)), reveal_at=chapter))
    for row, after in zip(rows, rows[1:]):
        row.until = after.reveal_at  # hidden from the chapter its successor shows
    return rows


def _once(spans: list[Span]) -> list[Span]:
    """Each quotation once: two records (a first mention and a naming, say) may quote one paragraph.
    The copy kept opens at the later gate of the two, never earlier than either."""
    kept: dict[tuple[str, tuple[str, ...]], Span] = {}
    for span in spans:
        key = (span.text, tuple(span.cites))
        if key in kept:
            kept[key].reveal_at = max(kept[key].reveal_at, span.reveal_at)
        else:
            kept[key] = span
    return list(kept.values())


def _quote_span(r, floor: int, chapters: Chapters) -> Span:
    """A key passage: the record's quotation, where it is and the title of its chapter."""
    locator = r.evidence[0] if r.evidence else ""
    chapter = chapters.of_locator(locator) if locator else None
    span = _record_span(r, floor)
    span.locator, span.chapter_title = locator, chapters.title_of.get(chapter, "") if chapter is not None else ""
    return span


# analyze.extractive.FIRST_MENTION: the record quoting the paragraph where the reader first meets the subject
FIRST_MENTION = "first mention"


def _first_met(records: list[tuple]) -> tuple | None:
    """(record, floor) of the passage where the reader first meets the subject: the first mention shown
    soonest (a joined point's waits for the join), the earlier in the book a tie; None without one."""
    firsts = [(r, floor) for r, floor in records if r.note == FIRST_MENTION]
    return min(firsts, key=lambda t: (max(t[0].reveal_at, t[1]), _reading_order(t[0].evidence)), default=None)


def _entry(item: PlannedEntry, track: dict[int, int], chapters: Chapters, language: str | None = None,
           cast: set[str] | None = None, place: tuple[Place, int] | None = None, sample: str = "") -> EntryData:
    """An entry from its points' records, as a reader's X-Ray card: a summary line, key passages
    quoted with their place and chapter title, the entries it is often with, and its appearances.
    The other points' names are its aliases, and what comes from them waits for the join
    (item.names, item.join_gate)."""
    point, join = item.point, item.join_gate
    records = sorted(((r, 0 if p is point else join) for p in item.points for r in p.records),
                     key=lambda t: (t[0].volume_no, t[0].reveal_at, _reading_order(t[0].evidence)))
    first_chapter = min(track) if track else point.reveal_at
    first = chapters.locator_of.get(first_chapter, "") if track else ""
    stated: dict[str, InfoRow] = {}  # each relation once, from its first statement (volumes state it again)
    for r, floor in records:
        if (row := _relation_row(r, floor)) is not None:
            key = f"{row.label}: {row.value}"
            if key not in stated or row.reveal_at < stated[key].reveal_at:
                stated[key] = row
    relations = sorted(stated.values(), key=lambda row: row.reveal_at)
    role = min((row for r, floor in records if (row := _role_row(r, floor)) is not None),
               key=lambda row: row.reveal_at, default=None)
    told = role is not None or place is not None and point.kind == "place"  # …or what the gazetteer knows it is
    lang = family(language) or DEFAULT  # the first relation the line says (a master's line says no servant)
    said = next((row for row in relations
                 if phrasing(lang, "relation_words")(row.label, row.value, row.label != "relation")), None)
    descriptions = _summary_records(point, _parse_only(point, told, said is not None))  # (a named relation: no 她的母亲X)
    if told and descriptions and not _full(descriptions[-1], point):
        descriptions = []  # the word the text writes for what the subject is (盲人のピュー) over a line that only qualifies
    elif role is None and place is not None and point.kind == "place":  # …and what the gazetteer knows over a line
        descriptions = [r for r in descriptions if says_kind_of_place(r.text, [n for n, _ in item.names()])]  # of no kind
    sample = sample or "".join(r.text for r, _ in records[:20])  # the book's script, else the entry's own
    opens = max(first_chapter, point.reveal_at)
    if role is None and not descriptions:  # a world-famous figure the text never introduces (extractive/famous.py)
        known = famous_role(point.kind, [n for n, _ in item.names()], language, sample)
        role = InfoRow(label="role", value=known, cites=[], reveal_at=opens) if known else None
    if not told and role is None and said is None and not any(_full(r, point) for r in descriptions):  # no rule's line
        descriptions = [r for r in point.records if r.note == SCORED][:1] or descriptions  # (extractive/card_scorer.py)
    generated = _generated_lines(point.kind, first, opens, item, language, said, sample, cast, role, place)
    # the first description, else the fullest generated line (the role or relation it states): each gated by its
    # own chapter; the steps show the reader the plainer lines before them
    summary = _described(descriptions[0]) if descriptions else generated[-1]
    steps = _summary_steps(descriptions, [line.model_copy() for line in generated])
    infobox = [InfoRow(label="kind", value=point.kind, reveal_at=point.reveal_at),
               InfoRow(label="first appearance", value=first, reveal_at=point.reveal_at)]
    names = item.names()
    infobox += [InfoRow(label="also known as", value=n, reveal_at=gate) for n, gate in names[1:]]
    infobox += _appears_in(track, chapters)
    infobox += relations
    quoted = all(p.source == "extractive" for p in item.points)
    body = []
    if quoted:  # the extractive reading's records are quotations of the text: the card's key passages
        met = _first_met(records)  # leads, even where it is the summary line too
        kept = [met] if met else []
        kept += [(r, floor) for r, floor in records  # the summary's steps are not quoted again
                 if (met is None or r is not met[0]) and not any(r is d for d in descriptions)
                 and _relation_row(r, floor) is None and _role_row(r, floor) is None]
        spans = _once([_quote_span(r, floor, chapters) for r, floor in kept])
        if spans:
            body.append(Section(kind="quotes", heading=GatedText(text="Key passages", reveal_at=min(s.reveal_at for s in spans)),
                                spans=spans))
    else:  # a model's records are statements: its own prose, volume by volume
        volumes: dict[int, list[Span]] = defaultdict(list)
        for r, floor in records:
            volumes[r.volume_no].append(_record_span(r, floor))
        body += [Section(heading=GatedText(text=f"Volume {v}", reveal_at=min(s.reveal_at for s in spans)), spans=spans)
                 for v, spans in sorted(volumes.items())]
    related = [Related.model_validate(r) for r in item.related]
    if related:
        body.append(Section(kind="often_with", heading=GatedText(text="Often with", reveal_at=min(r.reveal_at for r in related)),
                            # a link, not a claim: gated by both titles and the chapter it ranks among the most shared,
                            # shown until it leaves them for good (planning.gated_companions)
                            spans=[_companion(r) for r in related]))
    if track:
        body.append(Section(kind="appearances", heading=GatedText(text="Appearances", reveal_at=first_chapter),
                            spans=[_appearance(c, n, chapters) for c, n in sorted(track.items())]))
    moments = [Moment(locator=e, note=r.text[:160], reveal_at=max(r.reveal_at, floor))
               for r, floor in records for e in r.evidence[:1]]
    return EntryData(
        summary=summary,
        summary_steps=steps,
        infobox=infobox,
        body=body,
        related=related,
        names=[EntryName(name=n, reveal_at=gate) for n, gate in names],
        title_steps=_title_steps(item.title, item.title_reveal_at, names),
        track=Track(appearances=dict(sorted(track.items())), moments=moments),
        title_is_spoiler=False,
    )


def _companion(r: Related) -> Span:
    span = Span(text=f"[[{r.slug}|{r.title}]]", reveal_at=r.reveal_at, slug=r.slug, cites=[])
    if "until" in r.model_fields_set:
        span.until = r.until
    return span


def _appearance(chapter_no: int, mentions: int, chapters: Chapters) -> Span:
    """One chapter the subject appears in: a place in the book, not a claim (the site links the chapter)."""
    locator, title = chapters.locator_of.get(chapter_no, ""), chapters.title_of.get(chapter_no, "")
    return Span(text=" ".join(x for x in (locator, title) if x), cites=[], reveal_at=chapter_no, locator=locator,
                chapter_title=title, mentions=mentions)
