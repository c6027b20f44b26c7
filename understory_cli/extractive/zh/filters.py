"""Words that pass the usage scores but are no names: common nouns, place phrases, glued predicates,
fragments of names, offices held in several places."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable, Sequence

from .lexicon import (ZH_BUILDING_PARTS, ZH_NAME_TAGS, ZH_ORG_TAGS, ZH_PERSON_TAGS, ZH_PLACE_SUFFIXES,
                       ZH_PLACE_TAGS, ZH_POSITION_PREFIXES)
from ..types import Candidate, Paragraph
from .segment import FUNCTION_TAGS, HAN, MIN_COUNT, NEW_WORD, Tagger, Token, ZH_PREDICATE_AFTER
from .statements import placelike
from .usage import OBJECT_BEFORE, SPEAKS_SOME, _Usage, _subject_score

ENTITY_TAGS = ZH_PERSON_TAGS | ZH_PLACE_TAGS | ZH_ORG_TAGS
NOUN_TAGS = ZH_NAME_TAGS | {"n", "ng", "nrfg", "t", "j", NEW_WORD, "x"}  # t: 如来 is one; j (an abbreviation): 武大; x: untagged scripts
GLUE_TAGS = ("v", "p", "u", "d", "c", "r", "y", "e", "o")  # numbers and measures do make names: 齐天, 三太子
OFFICE_PLACES = 3  # 东海龙王, 西海龙王, 泾河龙王: a title held in several places is an office, not a person
OBJECT_MIN = 0.04  # a name is also acted upon (见菩萨, 与八戒); adverbs and verbs never are
SUBJECT_MIN = 0.3  # speaking + half the clause openings + being acted upon, per use
ENDS_MAX = 0.7  # predicates end clauses; names mostly do not
ADDRESS_MAX = 0.28  # share of uses right after an opening quote...
SPEAKS_MIN = 0.1  # ...tolerated only in a word that also speaks (悟空 yes, 陛下 no)
THING_KEYNESS = 30.0  # ...and a thing common in general text (行李 22, 扇子 18) is no name of the book (锡杖 115)
SAID_ONLY = 0.9  # share of uses inside quotations of a word that never speaks: 寡人, a self-reference
AFTER_ANCHOR_MAX = 0.3
STRADDLE_MIN = 3


def _common_nouns(out: dict[str, Candidate], usages: dict[str, _Usage], keyness: Callable[[str, _Usage], float]
                  ) -> list[str]:
    """Candidates that never speak and that nothing else marks as a name: things of everyday language
    (行李, 扇子: far from rare in general text) and words only ever said, never narrated (寡人: a self-
    reference). A stem of a longer candidate stays (卷帘 of 卷帘大将, 观音 of 观音菩萨): the longer name
    speaks for it."""
    out_forms = list(out)
    found = []
    for word in out_forms:
        u = usages.get(word)
        if u is None or u.count < MIN_COUNT or u.rate(u.speaks) >= SPEAKS_SOME or placelike(word):
            continue
        said_only = u.rate(u.quoted) >= SAID_ONLY
        tag = u.tags.most_common(1)[0][0]
        if not said_only and (tag in ENTITY_TAGS or keyness(word, u) >= THING_KEYNESS):
            continue
        if not any(word != other and word in other for other in out_forms):
            found.append(word)
    return found


def _place_phrase(word: str) -> bool:
    """A place suffix after a position, an extent or a lone character for a gate: 前门, 满城, 山门."""
    return len(word) == 2 and placelike(word) and (word[0] in ZH_POSITION_PREFIXES or word[1] in ZH_BUILDING_PARTS)


def _led_by_glue(word: str, vocabulary: set[str], tagger: Tagger) -> bool:
    """A verb, adverb or position glued before a word of the book: 上西天, 上灵霄殿, 正中间, 开东阁."""
    if len(word) < 3 or word[1:] not in vocabulary:
        return False
    tag = _tag(word[0], tagger)
    return tag == "f" or tag.startswith(GLUE_TAGS)


def _without_glued(vocabulary: set[str], tagger: Tagger) -> set[str]:
    """The joiner glues a verb or particle to a name it often follows (了|花荣, 与|花荣): such words are
    not the book's words. Left in, five of them would make 花荣 a title the words share (菩萨 of 观音菩萨)."""
    tags: dict[str, str] = {}

    def glue(ch: str) -> bool:
        if ch not in tags:
            tags[ch] = _tag(ch, tagger)
        return tags[ch] == "f" or tags[ch].startswith(GLUE_TAGS)

    return {w for w in vocabulary if not (len(w) >= 3 and w[1:] in vocabulary and glue(w[0]))}


def _buried(out: dict[str, Candidate], streams: list[list[Token]], usages: dict[str, _Usage], tagger: Tagger) -> set[str]:
    """Candidates written more often inside longer ordinary words than alone: 伏虎 of 降龙伏虎. The
    text's matching has no word boundaries, so each of those would count as a mention. A name glued to
    what it does (宝玉道, 问宝玉, 宝玉心中: the joiner's fragments) is the name used, not buried."""
    inside: Counter[str] = Counter()
    fragments: dict[str, bool] = {}
    for tokens in streams:
        for word, _ in tokens:
            if len(word) > 2 and word not in out:
                if word not in fragments:
                    fragments[word] = _fragment(word, out, tagger)
                if fragments[word]:
                    continue
                inside.update({word[i:j] for i in range(len(word) - 1) for j in range(i + 2, len(word) + 1)
                               if j - i < len(word) and word[i:j] in out})
    return {w for w, n in inside.items() if w in usages and n > usages[w].count
            and not any(w != o and w in o for o in out)}


def _two_character_words(streams: list[list[Token]], names: dict[str, Candidate]) -> set[str]:
    """Common two-character words of the book (德行, 圣人), to keep name matches off their halves."""
    counts = Counter(w for tokens in streams for w, _ in tokens if len(w) == 2 and HAN.match(w))
    return {w for w, n in counts.items() if n >= STRADDLE_MIN and w not in names}


def _offices(paragraphs: Sequence[Paragraph], words: dict[str, Candidate]) -> set[str]:
    """Words written after several different place names, twice each or more (四海龙王, 泾河龙王)."""
    if not words:
        return set()
    # a lookahead finds every start, so 龙王 is seen inside 北海龙王 too
    pattern = re.compile("(?=(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + "))")
    places: dict[str, Counter[str]] = defaultdict(Counter)
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            before = p.text[max(0, m.start() - 2):m.start()]
            if len(before) == 2 and before[-1] in ZH_PLACE_SUFFIXES:
                places[m.group(1)][before] += 1
    return {w for w, c in places.items() if sum(n >= 2 for n in c.values()) >= OFFICE_PLACES}


# What follows a name as its predicate, whatever the dictionary tags it: speech (宝玉道) and mind (宝玉心中)
def _fragment(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """A name glued to a function word by the dictionary or the joiner (沙僧见, 保唐僧, 等老孙), or to a
    verb of speech or 心 (X道, X心中: the joiner glues what follows a frequent name)."""
    for name, rest in ((word[1:], word[0]), (word[:-1], word[-1]), (word[2:], word[:2])):
        if name in accepted and len(name) >= 2 and all(t.startswith(FUNCTION_TAGS) for _, t in tagger(rest)):
            return True  # 拉住X: a verb of two characters too (拉|住)
    if word[0] in OBJECT_BEFORE and word[1:] in accepted and len(word) >= 3:  # 问X, 叫X: 问 alone is tagged a noun
        return True
    return any(word.endswith(rest) and word[:-len(rest)] in accepted and len(word) - len(rest) >= 2
               for rest in ZH_PREDICATE_AFTER)


def _tag(word: str, tagger: Tagger) -> str:
    tokens = tagger(word)
    return tokens[0][1] if len(tokens) == 1 else ""


def _accepted(word: str, u: _Usage, anchors: set[str]) -> bool:
    tag = u.tags.most_common(1)[0][0]
    if tag not in NOUN_TAGS:  # verbs, adverbs, pronouns... even when they open clauses
        return False
    if word not in anchors and u.rate(sum(n for w, n in u.before.items() if w in anchors)) >= AFTER_ANCHOR_MAX:
        return False
    if word[-1] in ZH_PLACE_SUFFIXES and (len(word) >= 3 or tag in ZH_NAME_TAGS or tag == NEW_WORD):
        return True
    if u.rate(u.addressed) >= ADDRESS_MAX and u.rate(u.speaks) < SPEAKS_MIN:  # 陛下, 贫僧: address, not a name
        return False
    if u.object_of < max(1.0, OBJECT_MIN * u.count):
        return False
    subject = _subject_score(u)
    # a person, place or organisation tag lowers the bar; nz (jieba's "other proper noun": 乾坤, 祥光,
    # 金箍) is given to too many common words of the old language to count as evidence
    return u.rate(u.ends) <= ENDS_MAX and (subject >= SUBJECT_MIN or tag in ENTITY_TAGS and subject >= SUBJECT_MIN / 2)


def _composed(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """An accepted name plus words that are not function words (猪 + 八戒 yes, 天 + 大圣 no)."""
    for n in range(1, len(word) - 1):
        head, tail = word[:n], word[n:]
        if tail in accepted and _content(head, tagger) or head in accepted and len(head) >= 2 and _content(tail, tagger):
            return True
    return False


def _content(text: str, tagger: Tagger) -> bool:
    """No verb, preposition, particle or pronoun: 齐天 (+ 大圣) yes, 大闹 (+ 天宫) no."""
    return all(not tag.startswith(GLUE_TAGS) for _, tag in tagger(text))
