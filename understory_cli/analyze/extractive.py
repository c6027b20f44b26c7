"""The extractive path: the same tables as the volume agents, from the text alone.

Names and aliases come from statistics over the whole work (extractive.find_characters);
every point, alias and record is then gated by the chapter of its evidence, exactly like
the model's. Summaries and glances are extractive (analyze.summarize). Volumes are still
written one by one, each in its own transaction.
"""

from __future__ import annotations

import copy
import re
import statistics
import time
from collections import defaultdict
from itertools import groupby

from ..extractive.languages import script_of
from ..extractive.names import find_characters
from ..extractive.relations import (Relation, one_way, relation_label, shown_form, stated_relations, told_pronoun,
                                    told_relations, told_sentence)
from ..extractive.roles import narrated, narrator_first, stated_roles
from ..extractive.types import NameEntity
from ..extractive.describe import is_heading, subject_of, with_speech_mark
from ..llm.client import TokenUsage
from ..position import order_key
from ..progress import ProgressFn, reporter
from ..spoilers import reveal_at
from ..store import Store, books
from ..store import points as point_store
from ..store.books import StoryParagraph
from ..store.points import EXTRACTIVE, Alias, ChapterSummary, Glance, Point, Record, VolumeAnalysis
from .described import RECORD_CHARS, Scored, descriptions_of, names_it
from .mentions import count_mentions, given_away, matcher, points_after
from .result import AnalyzeResult, VolumeOutcome
from .summarize import chapter_summary, document_frequencies, glance, sentences, volume_summary
from .volumes import volumes_to_analyze

MAX_POINTS = 200  # the most salient entities become points; the long tail is noise
MIN_MENTIONS = 3
EDGE_SHARE = 10  # the last tenth of the admitted set their floor
TIED_FLOOR_SHARE = 0.5  # of that floor: enough for a name the text writes in two forms
SAMPLE_PARAGRAPHS = 200  # the paragraphs whose kana tell a Japanese book from a Chinese one when the cast is all Han
DESCRIPTION = "description"  # the note of a record that says what the point is (the entry's summary)
FIRST_MENTION, KEY_PASSAGE = "first mention", "key passage"  # the notes of the other records: quotations
RELATION = "relation: "  # a record's note that states a relation, followed by how the infobox shows it
RELATED = "related: "  # the same relation on the other's point: followed by "son: Edward Ferrars"
ROLE = "role: "  # a record's note that states what the point is in a word written with its name: "role: 太尉", "role: 城"
KEY_PASSAGES = 3  # quotations per volume and point


def analyze_extractive(store: Store, *, work: str | None = None, only: tuple[int, int] | None = None,
                    force: bool = False, report: ProgressFn | None = None) -> AnalyzeResult:
    """Every volume's analysis from the name finder's reading of the whole work. `report` hears its
    progress (progress.Progress, stage "analyze": the reading, then each volume written)."""
    target = books.resolve_work(store, work)
    todo, up_to_date = volumes_to_analyze(store, target.work_id, only=only, force=force)
    if not todo:
        return AnalyzeResult(up_to_date=up_to_date)
    # Names come from statistics over the whole work, so any change redoes every volume
    # (it takes seconds, and keeps point ids and merges consistent).
    todo, up_to_date = volumes_to_analyze(store, target.work_id, only=None, force=True)
    result = AnalyzeResult(up_to_date=up_to_date)
    started = time.perf_counter()
    tell = reporter("analyze", report)
    tell(0, len(todo), "finding names, aliases and key passages")
    reading = ExtractiveReading.of(store, target, first_id=point_store.next_point_id(store))
    for done, volume in enumerate(todo, 1):
        analysis = reading.volume(volume)
        known = point_store.load_points(store, target.work_id, before_volume=volume.volume_no)
        analysis.mentions = reading.mentions(known, analysis, volume.volume_no)
        analysis.given_away = reading.given_away(points_after(known, analysis), volume.volume_no)
        point_store.write_volume_analysis(store, target.work_id, analysis)
        result.analyzed.append(VolumeOutcome(volume.volume_no, len(analysis.new_points),
                                             sum(len(p.records) for p in analysis.new_points) + len(analysis.records),
                                             TokenUsage(), 0, time.perf_counter() - started))
        elapsed = time.perf_counter() - started
        tell(done, len(todo), f"volume {volume.volume_no} written", volume_no=volume.volume_no, elapsed=elapsed)
    return result


class ExtractiveReading:
    """The name finder's reading of the whole work, from which each volume's analysis is cut.

    Also what fills in for a weak model (analyze.fill): the same points, records and
    summaries, gated the same way.
    """

    def __init__(self, paragraphs: list[StoryParagraph], entities: list[NameEntity], first_id: int,
                 others: tuple[str, ...] = ()):
        self.entities = entities
        self.others = others  # the names of entities too rare to be points: Mrs. Barrymore is still not Barrymore
        # The finder titles each entity by a name met in its first chapter (never one tied to it
        # later), so a title tells a reader of that chapter nothing to come.
        self.ids = {e.name: i for i, e in enumerate(sorted(entities, key=lambda e: order_key(e.first_locator)),
                                                    start=first_id)}
        self.matchers = {e.name: matcher(e.names) for e in entities}
        self.revealed = alias_reveals(entities, paragraphs, self.matchers)
        self.volume_of = {p.chapter_no: p.volume_no for p in paragraphs}
        self.by_volume: dict[int, list[StoryParagraph]] = defaultdict(list)
        for p in paragraphs:
            self.by_volume[p.volume_no].append(p)
        self._volumes: dict[tuple[int, str], VolumeAnalysis] = {}
        self.roles = _stated_roles(entities, paragraphs)  # counted over the whole book

    @classmethod
    def of(cls, store: Store, work: books.WorkRow, *, first_id: int) -> "ExtractiveReading":
        paragraphs = books.story_paragraphs(store, work.work_id)
        bylines = set(books.authors(store, work.work_id))  # the author's name heads the stories: no character
        found = find_characters(paragraphs, work.language)
        entities = _admitted([e for e in found if e.mentions >= MIN_MENTIONS and " ".join(e.name.split()) not in bylines])
        kept = {e.name for e in entities}
        return cls(paragraphs, entities, first_id, tuple(n for e in found if e.name not in kept for n in e.names))

    def volume(self, volume: books.VolumeInfo) -> VolumeAnalysis:
        """The volume's analysis, a fresh copy each time (callers renumber and mark what they take):
        a model run fills the volumes after each one it reads again from the text (analyze.fill)."""
        key = (volume.volume_no, volume.source_sha256)
        if key not in self._volumes:
            self._volumes[key] = _volume(volume, self.by_volume[volume.volume_no], self.entities, self.ids,
                                         self.matchers, self.revealed, self.volume_of, self.roles)
        return copy.deepcopy(self._volumes[key])

    def volume_mentions(self, volume_no: int) -> dict[str, int]:
        """Entity name -> its mentions in the volume's chapters."""
        return {e.name: n for e in self.entities
                if (n := sum(c for ch, c in e.chapter_mentions.items() if self.volume_of.get(ch) == volume_no))}

    def uncounted(self, points: list[Point]) -> dict[int, dict]:
        """Point id -> the uses of its forms the finder's context gave to no one (NameEntity.uncounted), for the
        points the finder made (by their name: a model run renumbers them, analyze.fill)."""
        by_name = {e.name: e.uncounted for e in self.entities if e.uncounted}
        return {p.point_id: by_name[p.name] for p in points if p.source == EXTRACTIVE and p.name in by_name}

    def given_away(self, points: list[Point], volume_no: int) -> list:
        """The uses of the points' forms in the volume's paragraphs that their mentions leave out (GivenAway)."""
        return given_away(points, self.by_volume.get(volume_no, []), self.uncounted(points))

    def mentions(self, known: list[Point], analysis: VolumeAnalysis, volume_no: int) -> list:
        """Mentions of every point in the volume, counted only in chapters the finder saw the entity in, and
        only the uses its context counted for it (a title several people hold)."""
        chapters_of = {self.ids[e.name]: e.chapter_mentions for e in self.entities}
        points = points_after(known, analysis)
        return [m for m in count_mentions(points, self.by_volume[volume_no], self.uncounted(points), self.others)
                if m.chapter_no in chapters_of.get(m.point_id, ())]


def _volume(volume: books.VolumeInfo, paragraphs: list[StoryParagraph], entities: list[NameEntity],
            ids: dict[str, int], matchers: dict, revealed: dict[tuple[str, str], tuple[int, str]],
            volume_of: dict[int, int], stated: dict[str, list[tuple[StoryParagraph, str, str]]]) -> VolumeAnalysis:
    chapters = [list(g) for _, g in groupby(paragraphs, key=lambda p: p.chapter_no)]
    end = volume.last_chapter_no
    new_points: list[Point] = []
    records: list[tuple[int, Record]] = []
    aliases: list[tuple[int, Alias]] = []
    # A record or a glance names a point only through a name already tied to it there:
    # 天蓬 in chapter 7 must not stand for 猪悟能 before the text says they are one.
    gates = {e.name: {e.name: own.first_chapter_no if (own := e.alias(e.name)) else 0} | {
        a.name: revealed[(e.name, a.name)][0] for a in e.aliases if a.name != e.name} for e in entities}

    def usable(entity: NameEntity, chapter_no: int) -> list[str]:
        return [n for n, gate in gates[entity.name].items() if gate <= chapter_no]

    described = descriptions_of(entities, paragraphs, matchers, usable)
    chars: dict[str, set[str]] = {}  # each paragraph's characters, read once for every entity's key passages
    related = _relations(entities, paragraphs, usable, end)
    roles = _roles(entities, stated, usable, volume.volume_no, end)

    in_chapter: dict[int, list[int]] = defaultdict(list)  # a chapter's paragraphs: an entity reads only its own
    for k, p in enumerate(paragraphs):
        in_chapter[p.chapter_no].append(k)
    for entity in entities:
        canonical = entity.alias(entity.name)
        in_own = sorted(k for c in entity.chapter_mentions for k in in_chapter.get(c, ()))
        mentions = [p for p in map(paragraphs.__getitem__, in_own)  # a heading names a chapter; it says nothing of the entity
                    if p.kind != "heading" and not is_heading(p.text) and names_it(entity, p, matchers)]
        pid = ids[entity.name]
        created = volume_of[min(entity.chapter_mentions)]
        # an alias is recorded in the volume that reveals it, or with its point when the text shows the
        # form earlier than the finder counts the entity (Brannoc inside St. Brannoc's Eve)
        volume_aliases = [Alias(a.name, volume.volume_no, [revealed[(entity.name, a.name)][1]],
                                revealed[(entity.name, a.name)][0])
                          for a in entity.aliases if a.name != entity.name
                          and max(volume_of[revealed[(entity.name, a.name)][0]], created) == volume.volume_no]
        if not mentions and created != volume.volume_no:
            aliases.extend((pid, a) for a in volume_aliases)
            continue
        quotable = [p for p in mentions if matcher(usable(entity, p.chapter_no)).search(p.text)]
        found = _records(entity, quotable, volume.volume_no, end,
                         lambda p, e=entity: usable(e, p.chapter_no), chars) if quotable else []
        # what the entity is, as this volume says it: the entry's summary line (and a later, fuller one)
        for where in reversed(described.get(entity.name, [])):
            note = where.note() if isinstance(where, Scored) else DESCRIPTION  # (the learned scorer's: card_scorer.py)
            found.insert(0, Record(volume.volume_no, where[1], [where[0].locator], note,
                                   reveal_at([where[0].chapter_no], volume_end=end)))
        found.extend(related.get(entity.name, []))
        found.extend(roles.get(entity.name, []))
        if created == volume.volume_no:
            new_points.append(Point(pid, entity.name, entity.kind, None, volume.volume_no,
                                    canonical.first_chapter_no if canonical else end, "extractive",
                                    volume_aliases, found))
        else:
            records.extend((pid, r) for r in found)
            aliases.extend((pid, a) for a in volume_aliases)
    df = document_frequencies(chapters)
    summaries = [ChapterSummary(c[0].chapter_no, chapter_summary(c, df, len(chapters)) or c[0].text[:200])
                 for c in chapters]
    glances = []
    for chapter in chapters:
        text = glance(chapter)
        n = chapter[0].chapter_no
        named = sorted({ids[e.name] for e in entities
                        if matchers[e.name].search(text) and matcher(usable(e, n)).search(text)})
        glances.append(Glance(chapter[0].chapter_no, text, named))
    analysis = VolumeAnalysis(volume.volume_no, volume.source_sha256, "extractive", "extractive", new_points, aliases,
                              records, summaries, volume_summary([s.summary for s in summaries]), end, glances)
    return analysis


def _records(entity: NameEntity, mentions: list[StoryParagraph], volume_no: int, end: int, usable,
             chars: dict[str, set[str]]) -> list[Record]:
    """The volume's key passages about the entity, one quotation each, in reading order: its first
    mention, then its most central passages (most other names around, most mentions of it) of other
    chapters, up to KEY_PASSAGES; each quoted by a sentence with a name `usable` there. `chars`: the
    characters of the paragraphs met so far, by locator (filled here)."""
    first = mentions[0]
    by_first: dict[str, list[str]] = {}  # the other names by their first character: a paragraph is asked only
    for other in entity.cooccurrences:  # for those whose first character it holds
        by_first.setdefault(other[:1], []).append(other)

    def central(p: StoryParagraph) -> tuple[int, int]:
        if (held := chars.get(p.locator)) is None:
            held = chars[p.locator] = set(p.text)
        around = sum(o in p.text for c in by_first.keys() & held for o in by_first[c]) + len(by_first.get("", []))
        return (around, sum(p.text.count(n) for n in usable(p)))

    chosen, chapters = [first], {first.chapter_no}
    for p in sorted(mentions[1:], key=central, reverse=True):
        if len(chosen) >= KEY_PASSAGES:
            break
        if p.chapter_no not in chapters:
            chosen.append(p)
            chapters.add(p.chapter_no)
    out = []
    for p in sorted(chosen, key=mentions.index):
        text = _quote(p.text, usable(p))
        note = FIRST_MENTION if p is first else KEY_PASSAGE
        out.append(Record(volume_no, text[:RECORD_CHARS] + ("…" if len(text) > RECORD_CHARS else ""), [p.locator],
                          note, reveal_at([p.chapter_no], volume_end=end)))
    return out


def _quote(text: str, names: list[str]) -> str:
    """The paragraph's sentence about one of `names` (as its subject, else any naming it), with the
    sentence after it when that one is short: a passage a reader can place, not a clause."""
    said = [s for s in sentences(text) if not is_heading(s)]
    naming = [i for i, s in enumerate(said) if any(n in s for n in names)]
    if not naming:
        return text[:200]
    i = next((i for i in naming if subject_of(said[i], names)), naming[0])
    quote = with_speech_mark(text, said[i])
    if i + 1 < len(said) and len(quote) + len(said[i + 1]) <= RECORD_CHARS // 2:
        quote = f"{quote}{'' if any(ord(c) > 0x2e80 for c in quote[-1:]) else ' '}{said[i + 1]}"
    return quote


def _relations(entities: list[NameEntity], paragraphs: list[StoryParagraph], usable, end: int) -> dict[str, list[Record]]:
    """Entity name -> the relations these paragraphs state of it (relations.stated_relations), each a
    record quoting its sentence, noted RELATION + how the infobox shows it ("son of Mrs. Ferrars"),
    and on the other's entity noted RELATED + the relation and who holds it ("son: Edward Ferrars");
    both names must be tied to their entities there, and each is recorded once (its first statement); never one
    with a thing at either end (a family filed as a term, the Shtcherbatskys: "whose brother is Shtcherbatskys")."""
    owner = {n: e for e in entities for n in e.names}
    language = _cast_language(entities, paragraphs)
    texts = [p.text if p.kind != "heading" and not is_heading(p.text) else "" for p in paragraphs]
    out: dict[str, list[Record]] = defaultdict(list)
    seen: set[tuple[str, str]] = set()
    people = [(e.name, e.names) for e in entities if e.kind == "person"]
    stated = stated_relations(texts, list(owner), language)
    # a tie read through a pronoun or a speaker yields where the book states that tie with another's name
    named: dict[tuple[str, str], set[str]] = defaultdict(set)
    for r in stated:
        named[(owner[r.subject].name, r.relation)].add(_whose(owner, r.other))
    told = [r for r in told_relations(texts, people, language)
            if named.get((owner[r.subject].name, r.relation), {_whose(owner, r.other)}) == {_whose(owner, r.other)}]
    for r in [*stated, *told]:
        p = paragraphs[r.paragraph]
        subject, other = owner[r.subject], owner.get(r.other)  # no one's: a narrator the text never names
        names = usable(subject, p.chapter_no), usable(other, p.chapter_no) if other else [r.other]
        shown = shown_form(other.name, r.other) if other and other.name in names[1] else r.other
        label = relation_label(Relation(r.subject, r.relation, shown, r.paragraph), language)
        if subject is other or r.subject not in names[0] or r.other not in names[1] or (subject.name, label) in seen \
                or "term" in (subject.kind, other.kind if other else "") \
                or told_pronoun(shown, language):  # "aunt of I": the narrator's name not yet read there
            continue
        held = f"{r.relation}: {shown_form(subject.name, r.subject) if subject.name in names[0] else r.subject}"
        said = told_sentence(r, p.text, language) \
            or next((x for x in sentences(p.text) if r.subject in x and r.other in x and r.relation in x.lower()), None) \
            or next((x for x in sentences(p.text) if r.subject in x and r.relation in x.lower()), p.text[:RECORD_CHARS])
        gate = reveal_at([p.chapter_no], volume_end=end)
        out[subject.name].append(Record(p.volume_no, said[:RECORD_CHARS], [p.locator], f"{RELATION}{label}", gate))
        seen.add((subject.name, label))
        if other is not None and not one_way(r, language):
            out[other.name].append(Record(p.volume_no, said[:RECORD_CHARS], [p.locator], f"{RELATED}{held}", gate))
    return out


def _cast_language(entities: list[NameEntity], paragraphs: list[StoryParagraph]) -> str:
    """The script the cast is named in; a cast named in Han alone is a Japanese book's too (或る女's 葉子, 木部), where
    the text's own kana say so (a Chinese text has none)."""
    language = script_of("".join(e.name for e in entities[:20]))
    if language == "zh" and script_of("".join(p.text for p in paragraphs[:SAMPLE_PARAGRAPHS])) == "ja":
        return "ja"
    return language


def _whose(owner: dict[str, NameEntity], form: str) -> str:
    """The entity a relation's other end names, else the form itself (a narrator the text never names)."""
    return owner[form].name if form in owner else form


def _stated_roles(entities: list[NameEntity], paragraphs: list[StoryParagraph]) -> dict[str, list[tuple[StoryParagraph, str, str]]]:
    """Entity name -> the statements of its role over the whole book (roles.stated_roles: 太尉 of 高俅, 城 of 东京):
    (paragraph, role, the form of the name written there), in reading order."""
    language = _cast_language(entities, paragraphs)
    texts = [p.text if p.kind != "heading" and not is_heading(p.text) else "" for p in paragraphs]
    found = stated_roles(texts, ((e.name, e.kind, e.names) for e in entities), language)
    at = {p.locator: i for i, p in enumerate(paragraphs)}
    tied = ((e.name, [(a.name, at.get(a.linked_locator or "")) for a in e.aliases]) for e in entities if e.kind == "person")
    first = narrator_first(language)
    for name, said in narrated(language, tied).items():
        if first or name not in found:  # a role the text writes with the name wins, where the language says so
            found[name] = said
    return {name: [(paragraphs[r.paragraph], r.role, r.form) for r in said] for name, said in found.items()}


def _roles(entities: list[NameEntity], stated: dict[str, list[tuple[StoryParagraph, str, str]]], usable,
           volume_no: int, end: int) -> dict[str, list[Record]]:
    """Entity name -> the record of its role, quoting its first statement through a name already tied to it there,
    noted ROLE + the role, in the volume of that statement."""
    out: dict[str, list[Record]] = {}
    for entity in entities:
        first = next(((p, role, form) for p, role, form in stated.get(entity.name, [])
                      if form in usable(entity, p.chapter_no)), None)
        if first is None or first[0].volume_no != volume_no:
            continue
        p, role, form = first
        quote = next((x for x in sentences(p.text) if form in x), p.text)[:RECORD_CHARS]
        out[entity.name] = [Record(p.volume_no, quote, [p.locator], f"{ROLE}{role}", reveal_at([p.chapter_no], volume_end=end))]
    return out


def _admitted(entities: list[NameEntity]) -> list[NameEntity]:
    """The MAX_POINTS most salient, and every entity named as often as those at the edge of them (the
    median of the last tenth: one entity's count moves with whichever lands last): salience weighs
    chapters too, and a name used thousands of times in a few chapters must not be crowded out. An entity
    the text names in two forms or more (金角 / 金角大王: a name and its title, or a statement tying them)
    stands on better evidence than a lone word's count: half that floor admits it, so a long book's
    one-episode characters are not lost because the book has many names."""
    kept = entities[:MAX_POINTS]
    if len(entities) <= MAX_POINTS or not kept:
        return kept
    floor = statistics.median(e.mentions for e in kept[-max(len(kept) // EDGE_SHARE, 1):])
    return kept + [e for e in entities[MAX_POINTS:]
                   if e.mentions >= floor or len(e.aliases) >= 2 and e.mentions >= TIED_FLOOR_SHARE * floor]


def alias_reveals(entities: list[NameEntity], paragraphs: list[StoryParagraph],
                   matchers: dict) -> dict[tuple[str, str], tuple[int, str]]:
    """(entity, alias) -> (chapter, locator) where the text first puts the alias beside another of its names.

    The statistics that merged them may have used later chapters; the link is shown only
    once the text itself has set the two names side by side (or, if it never does, once
    both have appeared).
    """
    out: dict[tuple[str, str], tuple[int, str]] = {}
    chapter_of = {p.locator: p.chapter_no for p in paragraphs}
    # where each paragraph writes whose name, read longest first across all entities: the 行者 inside
    # 惠岸行者 is another's name, no mention of 孙悟空's 行者 beside his 大圣 (a name inside one of its own
    # entity's, 悟空 in 孙悟空, still counts)
    owner = {" ".join(n.split()): e.name for e in entities for n in e.names}
    every = matcher(list(owner))
    spans = [[(m.start(), m.end(), owner.get(" ".join(m.group().split()))) for m in every.finditer(p.text)]
             for p in paragraphs]
    for entity in entities:
        if len(entity.names) < 2:
            continue
        words = {n: matcher([n]) for n in entity.names}
        waiting = set(entity.names)
        for p, written in zip(paragraphs, spans):
            if not waiting or not matchers[entity.name].search(p.text):
                continue
            present = [n for n in entity.names if _written_as_own(words[n], p.text, written, entity.name)]
            if len(present) >= 2:
                for name in present:
                    if name in waiting:
                        out[(entity.name, name)] = (p.chapter_no, p.locator)
                        waiting.discard(name)
        latest = max(entity.aliases, key=lambda a: a.first_chapter_no)
        for name in waiting:
            out[(entity.name, name)] = (latest.first_chapter_no, latest.first_locator)
        for alias in entity.aliases:  # a statement that links the names ("Nick Chopper, the Tin Woodman")
            stated = chapter_of.get(alias.linked_locator) if alias.linked_locator else None
            if stated and alias.linked_locator and stated > out.get((entity.name, alias.name), (0, ""))[0]:
                out[(entity.name, alias.name)] = (stated, alias.linked_locator)
    return out


def _written_as_own(word, text: str, written: list[tuple[int, int, str | None]], entity: str) -> bool:
    """The paragraph writes the word somewhere not inside another entity's longer name."""
    return any(not any(s <= m.start() and m.end() <= e and (s, e) != m.span() and who != entity
                       for s, e, who in written) for m in word.finditer(text))

