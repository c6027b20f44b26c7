"""Names the text gives plainly, found in the raw text whatever else the book holds: a name is a candidate
by what the sentences around it say, not by how it stands out against the rest of the book (贾瑞, 73 uses,
was one in 红楼梦's chapters 1–12 and none in 1–21: jieba cuts it 贾|瑞, and the joiner's bar rises as 贾
grows more frequent with the book).

    原来这一个名唤贾蔷 / 名唤平儿的 / 学名薛蟠，表字文起 / 乳名唤作英莲 / ，名元春，   a name introduced
    贾瑞笑道 / 贾瑞听了 / 这贾瑞便                        a surname and a given name the narration lets speak or hear
    周瑞家的道 / 周瑞家的听了                             X家的: a married servant woman, called by her husband's name
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable, Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import (ZH_FUNCTION_LEADS, ZH_HONORIFIC_AFTER, ZH_KINSHIP, ZH_MARRIED, ZH_OFFICES, ZH_PLACE_SUFFIXES,
                      ZH_PRONOUN_EDGES, ZH_SURNAME_TITLES, ZH_SURNAMES)
from .segment import Tagger
from .statements import CALLINGS, placelike
from .usage import transliterated

INTRODUCED_MIN = 4  # uses of an introduced name in all (the introduction among them)
SUBJECT_MIN = 5  # clauses a surnamed name opens before a verb of speech, hearing or a sequel (贾瑞笑道, 贾瑞听了)
PREDICATES_MIN = 2  # distinct such verbs: 高声道 is one manner of speaking, a person also hears and goes on
DICTIONARY_MAX = 100  # the dictionary's uses of a word for it to be a name the dictionary does not know (高声 942)
# a word the dictionary tags so is no given name: 石|上, 林|中 (locatives), pronouns, particles, numbers, adverbs
GLUE_TAGS = ("p", "u", "c", "r", "d", "m", "q", "f", "y", "e", "o", "k")
NOT_GIVEN = ZH_KINSHIP | ZH_OFFICES | ZH_SURNAME_TITLES | ZH_MARRIED | CALLINGS | frozenset(ZH_HONORIFIC_AFTER)
# a surname and one of these is someone's title or kin (高老, 国丈, 王婆), never a given name of one character
HONORIFIC_CHARS = frozenset("老公婆爷娘姐哥兄叔伯嫂翁丈氏")
NOT_GIVEN_CHARS = ZH_PRONOUN_EDGES | ZH_FUNCTION_LEADS | frozenset("的之了着过和与是在这那个几一二两三四五六七八九十众诸")

_HAN = "\u4e00-\u9fff"
_BOUNDARY = "，。．、；！？：”」,.;!?:"
# the naming word, then the name up to a pause or 的 (名唤平儿的); 名 alone only after a pause (，名元春，)
INTRODUCTION = re.compile(rf"(?:(?:名唤|名叫|学名|乳名|小名)(?:唤作|唤做|叫做|叫作|唤|叫)?|(?<=[，,])名)"
                          rf"([{_HAN}]{{2,3}}?)(?=[{_BOUNDARY}的]|$)")  # (not 者: 名唤孙行者 is no 孙行)
PLACE_BEFORE = re.compile(rf"(?:地方|[井地处{''.join(sorted(ZH_PLACE_SUFFIXES))}])[起又也就便乃]?$")
PLACE_BEFORE_REACH = 8  # characters PLACE_BEFORE can span: three, and a line break its $ may stand before
# a kinship word in apposition before a surnamed name: 长子贾赦，次子贾政 / 之子贾琏
_KIN = "长子|次子|三子|幼子|独子|长女|次女|之子|之女|之妻|之妾|之母|之父|之孙|之兄|之弟|之妹|之侄"
# what a person does at the head of a clause: speaks, hears, goes on (道 and 说 before a pause or a quote)
_PREDICATE = ("(?:笑道|说道|问道|道[：:，,“]|说[：:，,“]|问[：:，,“]|听了|听说|听见|忙|便|又|也|因|遂|只得|答应|点头|冷笑|叹"
              "|乃|命|见)")
_OPENING = rf"(?:^|(?<=[{_BOUNDARY}“「\s]))(?:原来|只见|却说|且说|那|这)?"
_SURNAMES = "".join(sorted(s for s in ZH_SURNAMES if len(s) == 1))
SUBJECT = re.compile(rf"{_OPENING}([{_SURNAMES}][{_HAN}]{{1,2}}?)({_PREDICATE})")
# 周瑞家的: a surname and a given name, then 家的
WIFE = re.compile(rf"{_OPENING}([{_SURNAMES}][{_HAN}]{{1,2}}?家的)({_PREDICATE})")
KIN_APPOSED = re.compile(rf"(?:{_KIN})([{_SURNAMES}][{_HAN}]{{1,2}}?)(?=[{_BOUNDARY}之等]|$)")
# a given name alone at the head of clauses (子兴道, 子兴笑道), of a full name found here (冷子兴)
GIVEN = re.compile(rf"{_OPENING}([{_HAN}]{{2}})({_PREDICATE})")


def plain_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], tagger: Tagger,
                uses_in_dictionary: Callable[[str], float]) -> None:
    """Adds the names the text introduces, the surnamed names that act at the head of clauses and the wives
    called X家的 to `out`, with person votes as many as their uses (called after the filters that judge a word
    by its usage: the sentence around these names says enough)."""
    text = "\n".join(p.text for p in paragraphs)
    found: set[str] = set()
    # a well or a town is named so too (那井起名叫示巴, 那地方名叫疏割): a place named just before is no person's
    # (PLACE_BEFORE ends where the introduction starts: only the few characters before it are read, not the book so far)
    for name in {m.group(1) for m in INTRODUCTION.finditer(text)
                 if not PLACE_BEFORE.search(text, max(0, m.start() - PLACE_BEFORE_REACH), m.start())}:
        if _unknown_name(name, tagger, uses_in_dictionary) and text.count(name) >= INTRODUCED_MIN:
            found.add(name)
    for name in {m.group(1) for m in KIN_APPOSED.finditer(text)}:
        if _given(name, tagger, uses_in_dictionary) and text.count(name) >= INTRODUCED_MIN:
            found.add(name)
    found |= _acting(text, SUBJECT, lambda w: _given(w, tagger, uses_in_dictionary))
    found |= _acting(text, WIFE, lambda w: _given(w[:-2], tagger, uses_in_dictionary))
    fulls = {w[1:] for w in found if len(w) == 3 and w[0] in ZH_SURNAMES}  # (not 約書亞's 書亞: no surname)
    found |= _acting(text, GIVEN, lambda w: w in fulls and _unknown_name(w, tagger, uses_in_dictionary))
    for name in sorted(found - set(out)):
        n = text.count(name)
        out[name] = Candidate(name, n, Votes({"person": float(n)}))


def _acting(text: str, pattern: re.Pattern[str], shaped: Callable[[str], bool]) -> set[str]:
    """The forms the pattern finds opening clauses before SUBJECT_MIN verbs, of two kinds at the least."""
    verbs: dict[str, Counter[str]] = defaultdict(Counter)
    for m in pattern.finditer(text):
        verbs[m.group(1)][m.group(2)[:2]] += 1
    return {w for w, seen in verbs.items() if sum(seen.values()) >= SUBJECT_MIN and len(seen) >= PREDICATES_MIN
            and shaped(w)}


def _given(name: str, tagger: Tagger, uses_in_dictionary: Callable[[str], float]) -> bool:
    """A surname, then a given name: not an office, kin or calling (高太尉, 宋太公: other steps' forms), and no
    word the dictionary knows well (高声, 齐声, 方才)."""
    rest = name[1:]
    if rest in NOT_GIVEN or rest in HONORIFIC_CHARS:
        return False
    first = tagger(name)[0][0]  # 高声|喝: a common word opens it, no surname
    return (len(first) == 1 or first == name or uses_in_dictionary(first) < DICTIONARY_MAX) and _unknown_name(
        name, tagger, uses_in_dictionary)


def _unknown_name(name: str, tagger: Tagger, uses_in_dictionary: Callable[[str], float]) -> bool:
    """A person's name: no place (名唤翠云山), no common word of the dictionary, no function word inside (名叫什么),
    no kin term or title alone."""
    if name in NOT_GIVEN or set(name) & NOT_GIVEN_CHARS or placelike(name) or transliterated(name):
        return False
    tokens = tagger(name)
    misfiled = name[-1] == "儿" and tokens[0][1] == "q"  # 平儿, a maid's 儿-name the dictionary files a classifier
    if len(tokens) == 1 and uses_in_dictionary(name) >= DICTIONARY_MAX and not misfiled:
        return False  # 富贵, 高声
    return not any(tag.startswith(GLUE_TAGS) for w, tag in tokens if w != name)


FAMILIAR_AFTER = ("姐儿", "姐")  # 凤姐, 凤姐儿: a girl or young wife called by her given name's last character
ORDINALS = frozenset("大二三四五六七八九十小老")


def familiar_forms(out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """凤姐 of 王熙凤: a character and 姐 is the familiar name of the one full name (a surname and two characters)
    among the candidates whose given name ends with that character; the forms show the tie (an empty list)."""
    ties: dict[tuple[str, str], list[int]] = {}
    for form in out:
        if not any(form.endswith(t) and len(form) == len(t) + 1 for t in FAMILIAR_AFTER) or form[0] in ORDINALS:
            continue
        fulls = [g for g in out if len(g) == 3 and g[0] in ZH_SURNAMES and g[-1] == form[0] and g[1] != form[0]
                 and _full_name(g)]
        if len(fulls) == 1:
            ties[(fulls[0], form)] = []
    return ties


def _full_name(name: str) -> bool:
    """No title closes it: 王夫人 is no full name."""
    return name[1:] not in NOT_GIVEN and not set(name) & NOT_GIVEN_CHARS
