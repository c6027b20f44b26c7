"""A pronoun's kin inside its sentence, resolved by sex and kept by the whole book's vote (issue 43: the card says
who). 周伯仁…。他掉过头吩咐他的女儿玉英道: 他 is the one man named in the sentence before and this one up to the pronoun,
so 玉英 is 周伯仁's daughter — where the book tells the sexes apart (她 for women), each person named there has a sex
by their own pronouns (pronoun_kin._sexes), and nobody else there may be of the pronoun's sex or of no known sex.
A speaker's 我的X Y is the speaker's kin where the narration names the speaker right before the words (周伯仁对志新说：
“我的女儿玉英…”). Every such reading, and pronoun_kin's own, is kept only where the book agrees: no other anchor is ever read for the
same relative and tie, through a pronoun or a name (陈氏's daughter is never written X的女儿玉贞 with X another)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable

from .lexicon import ZH_ASKING
from .pronoun_kin import _OPENS, _PERSON_NOUN, _RANK, _SENTENCE_END, KIN, fits, _in_speech, opening, prepared
from .script import to_simplified

def pronoun_ties(texts: list[str], people: Iterable[tuple[str, list[str]]]) -> list[tuple[str, str, str, int]]:
    """(kin's form, relation, anchor's form, paragraph): pronoun_kin's readings, a pronoun's kin inside its sentence (in
    a book that tells the sexes apart) and a speaker's 我的X, those the whole book agrees on."""
    if (ready := prepared(texts, people)) is None:
        return []
    names, entity_of, sex = ready
    found = opening(texts, names, entity_of, sex) + (inside(texts, names, entity_of, sex) if sex is not None else [])
    return agreed(texts, names, entity_of, found + spoken(texts, names, entity_of))


# the pronoun and its kin anywhere in the sentence, the kin's name right after (他的女儿玉英, 她的母亲陈氏; not 其他, "other")
_KIN_INSIDE = re.compile(rf"(?<![其吉])(?P<pronoun>[他她])(?!们)的?{_RANK}?(?P<relation>{KIN})(?:[，,]|——)?")
# a verb of asking or telling right before the pronoun: its kin is spoken to, and a comma after it opens the words said
_ASKED = re.compile(f"(?:{'|'.join(ZH_ASKING)})$")
_COMMA_AFTER = re.compile(r"[，,]$")
# a tie written between two names, whose the second is: 周伯仁的女儿玉英, 陈氏之女玉贞
_NAMED_TIE = re.compile(rf"(?:的|之)?{_RANK}?(?P<relation>{KIN})")


def inside(texts: list[str], names: re.Pattern[str], entity_of: dict[str, str],
           sex: dict[str, str]) -> list[tuple[str, str, str, int]]:
    """(kin's form, relation, anchor's form, paragraph) for a pronoun's kin inside a narration sentence, the pronoun
    standing for the one person of its sex named in the sentence before and this one up to it."""
    out = []
    for i, text in enumerate(texts):
        if "他" not in text and "她" not in text:
            continue
        for m in _KIN_INSIDE.finditer(to_simplified(text)):
            kin = names.match(text, m.end())
            if not kin or _in_speech(text, m.start()) or text[kin.end():kin.end() + 1] in ("的", "之") \
                    or _COMMA_AFTER.search(m.group()) and _ASKED.search(to_simplified(text[max(0, m.start() - 3):m.start()])) \
                    and text[kin.end():kin.end() + 1] not in "，,":  # (问她母亲，李太太，在家吗: closed, an apposition)
                continue  # (可萊諦問他父親，溫培爾脫親王…: the kin is asked, what follows the comma is the question)
            before = max(text.rfind(c, 0, m.start()) for c in _SENTENCE_END)
            start = max(text.rfind(c, 0, max(before, 0)) for c in _SENTENCE_END) + 1 if before >= 0 else 0
            window = text[start:m.start()]
            if "“" in window or "”" in window or "「" in window or _PERSON_NOUN.search(names.sub("＿", window)):
                continue  # (a speaker there, or someone the text does not name)
            pronoun = m.group("pronoun")
            wanted = "f" if pronoun == "她" else "m"
            there = {entity_of[f.group()]: f.group() for f in names.finditer(window)}
            there.pop(entity_of[kin.group()], None)
            # everyone there of the pronoun's sex or of none the book tells (a title of the other sex rules one out)
            fitting = [e for e, form in there.items() if sex.get(e) == wanted
                       or sex.get(e) is None and fits(pronoun, form)]
            # …and that one is a subject: the name opening the sentence before or this one (他在公园里从杜竹斋的议论想开去，
            # …碰到他的表哥X: 他 is someone named earlier, not 杜竹斋)
            openers = {entity_of[o.group()] for at in {start, before + 1} if at <= m.start()
                       if (o := names.match(text, at + _OPENS.match(text[at:m.start()]).end()))  # type: ignore[union-attr]
                       and not _owns(text, o.end())}
            if len(fitting) == 1 and sex.get(fitting[0]) == wanted and fitting[0] in openers:
                out.append((kin.group(), text[m.start("relation"):m.end("relation")], there[fitting[0]], i))
    return out


# a speaker named right before their words (周伯仁说：“…, 周伯仁笑道：“…) and, inside them, 我的/我 + kin + a name: the speaker's kin
_SPEAKS = re.compile(r"(?:(?<!听)说|道|问|答|喊|叫|嚷|骂|笑|吩咐)[^，。！？“”：:]{0,3}[：:，,]?\s*“(?P<words>[^“”]*)")
_NESTED = re.compile(r"[‘『][^‘’『』]*[’』]")
_MY_KIN = re.compile(rf"(?<![你您他她])我的?{_RANK}?(?P<relation>{KIN})(?:[，,]|——)?")


def spoken(texts: list[str], names: re.Pattern[str], entity_of: dict[str, str]) -> list[tuple[str, str, str, int]]:
    """(kin's form, relation, speaker's form, paragraph) for a speaker's 我的X Y inside words the narration gives to the
    speaker named right before them (周伯仁吩咐道：“我的女儿玉英…”): never where someone else may be speaking (a name or 你/他
    between the speaker and the verb)."""
    out = []
    for i, text in enumerate(texts):
        if "我" not in text or "“" not in text:
            continue
        seen = to_simplified(text)
        for said in _SPEAKS.finditer(seen):
            speaker = _speaker_before(text, said.start(), names)
            if speaker is None:
                continue
            words = _NESTED.sub(lambda q: "＿" * len(q.group()), seen[:said.end("words")])  # (‘…’: another's words)
            for m in _MY_KIN.finditer(words, said.start("words"), said.end("words")):
                kin = names.match(text, m.end())
                if kin and entity_of[kin.group()] != entity_of[speaker] and text[kin.end():kin.end() + 1] not in ("的", "之"):
                    out.append((kin.group(), text[m.start("relation"):m.end("relation")], speaker, i))
    return out


_TO = re.compile(r"(?:对|向|跟|朝|和|同)$")
_OWNER_AFTER = ("的", "之", "家", "房里", "屋里", "手下")


def _owns(text: str, end: int) -> bool:
    """The name ending at `end` owns the noun after it (周伯仁的女儿, 周伯仁家的老妈子): the clause's subject is that noun."""
    return text.startswith(_OWNER_AFTER, end)


def _speaker_before(text: str, at: int, names: re.Pattern[str]) -> str | None:
    """The name that closes the clause right before the verb of speech at `at` (周伯仁|说, 周伯仁掉过头吩咐|道), else None."""
    start = max(text.rfind(c, 0, at) for c in "，。！？；：”“") + 1
    clause = text[start:at]
    found = list(names.finditer(clause))
    if not found or found[0].start() != 0 and not re.fullmatch(r"[\s那这]*", clause[:found[0].start()]) \
            or _owns(clause, found[0].end()):
        return None  # (the clause opens with a name: its subject; not its owner's: 周伯仁的女儿笑道 is the daughter's)
    if len(found) > 1 and not (len(found) == 2 and _TO.search(clause, found[0].end(), found[1].start())):
        return None  # (周伯仁对志新说: the listener after 对 is no speaker; any other second name is doubt)
    return found[0].group()


def agreed(texts: list[str], names: re.Pattern[str], entity_of: dict[str, str],
           found: list[tuple[str, str, str, int]]) -> list[tuple[str, str, str, int]]:
    """The readings no other anchor contradicts for the same relative and tie anywhere in the book: through another
    pronoun's reading, or written with a name (X的女儿玉英, X之女玉英)."""
    def tie(form: str, relation: str) -> tuple[str, str]:
        return entity_of[form], to_simplified(relation)

    anchors: dict[tuple[str, str], set[str]] = defaultdict(set)
    for kin, relation, anchor, _ in found:
        anchors[tie(kin, relation)].add(entity_of.get(anchor, anchor))
    if not anchors:
        return found
    for text in texts:  # (the names as written, the tie between them read in the Simplified view: the same length)
        found_here = list(names.finditer(text))
        seen = to_simplified(text) if found_here else ""
        for a, b in zip(found_here, found_here[1:]):
            if (m := _NAMED_TIE.fullmatch(seen, a.end(), b.start())) is None:
                continue
            key = (entity_of.get(b.group()), m.group("relation"))
            if key in anchors and (who := entity_of.get(a.group())):
                anchors[key].add(who)
    return [r for r in found if len(anchors[tie(r[0], r[1])]) == 1]
