"""Which sentence of the book says what each entity is: the paragraph and the sentence that become its
description record (the wiki's summary), found in the first chapters that name it (extractive analysis, §8)."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import partial
from typing import NamedTuple

from ..extractive.card_scorer import SCORED, chosen
from ..extractive.card_features import others_pattern
from ..extractive.describe import common_forms, descriptions, spoken, summary_value, tells_by_noun, told_by_noun
from ..extractive.types import NameEntity
from ..store.books import StoryParagraph
from .parsed_sentences import ParseBudget
from .summarize import sentences

RECORD_CHARS = 320  # the most of a sentence a record quotes
DESCRIBE_WINDOW = 6  # chapters naming an entity whose sentences compete for its summary (the wiki shows a
# generated line until the chosen one's chapter: summary_steps)


def names_it(entity: NameEntity, p: StoryParagraph, matchers: dict) -> bool:
    """The paragraph writes one of the entity's names for it: not only uses of a title that its context gave to
    no one or someone else (大姑娘 said to 凤喜 is no passage about 秀姑)."""
    if not entity.uncounted:
        return bool(matchers[entity.name].search(p.text))
    skipped = sum(by_place.get(p.locator, 0) for by_place in entity.uncounted.values())
    return len(matchers[entity.name].findall(p.text)) > skipped


def descriptions_of(entities: list[NameEntity], paragraphs: list[StoryParagraph], matchers: dict,
                  usable) -> dict[str, list[tuple[StoryParagraph, str]]]:
    """Each entity's sentences in these paragraphs saying most plainly what it is
    (describe.description_score), through a name already tied to it there: the paragraph and the
    sentence. describe.summary_value ranks them (a noun for the subject in the subject's place, in the
    narration, first), the earlier sentence a tie. Only DESCRIBE_WINDOW chapters naming the entity, from
    the first that describes it about as its subject (a noun, a relation or a place: more than a quality),
    compete for the first (an entry's summary waits for its sentence's chapter, so a later, better one
    would hide it from readers of the first chapters); a mere quality ("replied the Woodman, who was
    greatly pleased") holds no window open. When the chosen one is no full description, the first full
    one of the volume's later chapters follows it (the summary's next step). Where the rules find no full one,
    the learned scorer's excerpt of the window (card_scorer.chosen) follows, noted SCORED (a person's only: a family,
    a title or a thing has no sentence the scorer learned to read): the wiki takes it
    only where no rule's line says what the entity is (a `Scored` pair: its record is noted SCORED)."""
    out: dict[str, list[tuple[StoryParagraph, str]]] = {}
    others = others_pattern(n for e in entities for n in e.names)
    split: dict[int, tuple[list[str], list[bool]]] = {}  # a paragraph's sentences and which are spoken, read once
    by_chapter: dict[int, list[int]] = defaultdict(list)
    for k, p in enumerate(paragraphs):
        by_chapter[p.chapter_no].append(k)
    narrations: dict[int, list[tuple[StoryParagraph, str]]] = {}  # _told_by_noun's, read at its first call
    budget = ParseBudget(entities)
    for entity in entities:
        best, fuller, done = _chosen(entity, paragraphs, by_chapter, matchers, usable, split)
        # no noun for it in the patterns' reading: the parse reads a bounded few of its sentences (parsed_sentences.py)
        # (nor where the patterns find a noun for it later in the volume: the parse backs them, it does not compete)
        if not _full(best, entity, usable) and fuller is None \
                and budget.read(entity, paragraphs, by_chapter, partial(names_it, entity, matchers=matchers), usable, split):
            best, fuller, done = _chosen(entity, paragraphs, by_chapter, matchers, usable, split)
        if not done and (told := _told_by_noun(entity, paragraphs, usable, narrations)):
            best, fuller = ((True, 0), *told), None  # 「若い男（久一）はこの老人の甥と見える」: the stranger the scene named
        scored = chosen(_window(entity, paragraphs, by_chapter, matchers, usable, split), others) \
            if getattr(entity, "kind", "person") == "person" and not _full(best, entity, usable) and fuller is None and not done else None
        found = ([(best[1], best[2])] if best is not None else []) + ([fuller] if fuller else []) \
            + ([Scored(scored[0], scored[1])] if scored else [])
        if found:
            out[entity.name] = found
    return out


class Scored(NamedTuple):
    """The learned scorer's excerpt (card_scorer.chosen), told apart from a rule's pair by its type."""

    paragraph: StoryParagraph
    text: str

    def note(self) -> str:
        return SCORED


def _window(entity: NameEntity, paragraphs: list[StoryParagraph], by_chapter: dict[int, list[int]], matchers: dict,
            usable, split: dict[int, tuple[list[str], list[bool]]]):
    """card_scorer's reading of the entity's first DESCRIBE_WINDOW chapters: each paragraph naming it, the names
    usable there (a card quotes only a name already tied to it), its sentences, which are spoken, and whether it
    is the entity's first chapter."""
    chapters = sorted(entity.chapter_mentions)[:DESCRIBE_WINDOW]
    for c in chapters:
        for k in by_chapter.get(c, ()):
            p = paragraphs[k]
            if p.kind == "heading" or not names_it(entity, p, matchers):
                continue
            if id(p) not in split:
                said = sentences(p.text)
                split[id(p)] = (said, spoken(p.text, said))
            yield p, usable(entity, c), *split[id(p)], c == chapters[0]


def _full(best, entity: NameEntity, usable) -> bool:
    """The chosen description says with a noun what the entity is (in speech too: the parse replaces no true one)."""
    return best is not None and summary_value(best[2], usable(entity, best[1].chapter_no)).full


def _chosen(entity: NameEntity, paragraphs: list[StoryParagraph], by_chapter: dict[int, list[int]], matchers: dict,
            usable, split: dict[int, tuple[list[str], list[bool]]]):
    """The entity's best description in its window (value, paragraph, text), a fuller later one, and whether the best
    is a full description in the narration (`descriptions_of`)."""
    chapters = entity.chapter_mentions
    best: tuple[tuple[bool, int], StoryParagraph, str] | None = None
    fuller: tuple[StoryParagraph, str] | None = None
    seen: list[int] = []  # chapters naming the entity, from the first describing it
    done = False
    met = _met_in_lower_case(entity, paragraphs, by_chapter, matchers)
    # (only its chapters' paragraphs, in reading order: not every paragraph of the volume for every entity)
    for k in sorted(met.union(*(by_chapter[c] for c in chapters if c in by_chapter))):
        p = paragraphs[k]
        if k not in met and (p.kind == "heading" or not names_it(entity, p, matchers)):
            continue
        # (the window's chapters are the first DESCRIBE_WINDOW seen: a chapter's later paragraphs stay in it)
        past = len(seen) >= DESCRIBE_WINDOW and p.chapter_no not in seen[:DESCRIBE_WINDOW]
        names = [entity.name] if k in met else usable(entity, p.chapter_no)
        if id(p) not in split:
            said = sentences(p.text)
            split[id(p)] = (said, spoken(p.text, said))
        said, talk = split[id(p)]
        for i, strength, text in descriptions(said, names, talk, partial(_narration_before, paragraphs, k),
                                              partial(_opening_after, paragraphs, k)):
            if strength < 2:  # a quality ("was very angry") says nothing of what it is: no summary line
                continue
            value = summary_value(text, names, spoken_text=talk[i])
            if past:  # the window is over: only a full description in the narration is worth a step
                if value.full and not talk[i]:
                    fuller = (p, text[:RECORD_CHARS])
                    break
            # (one about its subject first: the card shows no other, "…yet Nantucket was her great original"
            # must not hide "…our own island of Nantucket…")
            elif best is None or (value.usable, value.value) > best[0]:
                best = ((value.usable, value.value), p, text[:RECORD_CHARS])
                done = value.full and not talk[i]
            if value.usable and not seen:
                seen.append(p.chapter_no)
        if done or fuller:  # a noun for its subject, in the narration: nothing beats it
            break
        if seen and p.chapter_no not in seen:
            seen.append(p.chapter_no)
    return best, fuller, done


MET_BEFORE = 5  # the previous chapter's last paragraphs, where a name of common nouns may be met in lower case


def _met_in_lower_case(entity: NameEntity, paragraphs: list[StoryParagraph], by_chapter: dict[int, list[int]],
                       matchers: dict) -> set[int]:
    """The paragraphs before the one that first names the entity (its chapter's, and the last MET_BEFORE of the
    chapter before) that write its name in lower case: where the text may meet it as a common noun first ("her
    eyes met those of a large caterpillar, that was sitting …", a chapter before "the Caterpillar")."""
    forms = [f for n in entity.names for f in common_forms(n)]
    if not forms or not entity.chapter_mentions:
        return set()
    first_chapter = min(entity.chapter_mentions)
    opening = by_chapter.get(first_chapter - 1, [])[-MET_BEFORE:] + by_chapter.get(first_chapter, [])
    lower = re.compile(r"\b(?:" + "|".join(r"\s+".join(map(re.escape, f.split())) for f in forms) + r")\b")
    out: set[int] = set()
    for k in opening:
        p = paragraphs[k]
        if p.chapter_no == first_chapter and names_it(entity, p, matchers):
            break
        if p.kind != "heading" and lower.search(p.text):
            out.add(k)
    return out


def _told_by_noun(entity: NameEntity, paragraphs: list[StoryParagraph], usable,
                  narrations: dict[int, list[tuple[StoryParagraph, str]]]) -> tuple[StoryParagraph, str] | None:
    """The paragraph and line of describe.told_by_noun in the chapter the entity is first met in (`narrations`: each
    chapter's narration, read once; none where the book's language reads no such scene)."""
    if not entity.chapter_mentions:
        return None
    chapter = min(entity.chapter_mentions)
    if not narrations:  # first call: the language decides, then every chapter's narration is read once
        if not paragraphs or not tells_by_noun("".join(p.text for p in paragraphs[:50])):
            narrations[-1] = []
            return None
        for p in paragraphs:
            if p.kind != "heading":
                said = sentences(p.text)
                # (a quotation's tag is narration too: 「…」と云いながら、余は隣りの若い男に硯を渡した)
                narrations.setdefault(p.chapter_no, []).extend(
                    (p, s if not talk else _tag(s)) for s, talk in zip(said, spoken(p.text, said)) if not talk or _tag(s))
    narration = narrations.get(chapter, [])
    told = told_by_noun([s for _, s in narration], usable(entity, chapter)) if narration else None
    return (narration[told[0]][0], told[1][:RECORD_CHARS]) if told else None


def _tag(sentence: str) -> str:
    """What follows the last closing quotation mark of a sentence that opens with speech (its tag), or ""."""
    end = max(sentence.rfind(mark) for mark in "”」』\"")
    return sentence[end + 1:].strip() if end >= 0 and len(sentence) - end > 4 else ""


NARRATION_BEFORE = 3  # paragraphs before one naming someone that may tell of them (describe.named)


def _narration_before(paragraphs: list[StoryParagraph], k: int) -> list[str]:
    """The narration's sentences of the paragraphs just before paragraph `k` in its chapter, in reading order."""
    out: list[str] = []
    for p in paragraphs[max(k - NARRATION_BEFORE, 0):k]:
        if p.chapter_no == paragraphs[k].chapter_no and p.kind != "heading":
            said = sentences(p.text)
            out += [s for s, talk in zip(said, spoken(p.text, said)) if not talk]
    return out


def _opening_after(paragraphs: list[StoryParagraph], k: int) -> str | None:
    """The first sentence of the paragraph after paragraph `k`, when it is in the same chapter."""
    if k + 1 < len(paragraphs) and paragraphs[k + 1].chapter_no == paragraphs[k].chapter_no \
            and paragraphs[k + 1].kind != "heading" and (said := sentences(paragraphs[k + 1].text)):
        return said[0]
    return None
