"""People a modern Chinese book calls by a familiar form: 老 or 小 and a surname (老马, 老赵, 小杜), written as a
word of its own and used as a person (老赵的步骤, 对老李说, “老刘，吹号！”). Such a form becomes a candidate of its own;
whose it is, the aliases decide (ChineseRules.familiar_person: the one bearer of the surname, or its own entry when
the book names several)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable, Sequence

from ..scan import FoundOnce, trie_regex
from ..types import Candidate, Paragraph, Votes
from .gender import sexes
from .introductions import NOT_GIVEN_CHARS
from .lexicon import ZH_KINSHIP, ZH_SURNAME_TITLES, ZH_SURNAMES
from .rules import one_given
from .statements import personal_name

FAMILIAR_MIN = 5  # uses as a person for the form to be one (老李 of 二马: 6)
FAMILIAR_COMMON = 500  # the dictionary's count: a word so common is a word first (老家 687, 老实 924; 老马 271, 小马 391)
COUNTED = 0.1  # share of uses after a measure word: a common noun (两个小童, 一个小童: a boy servant)
_MEASURES = "个位些众群只条"
NAME_INSIDE = 0.4  # share of uses after one surname character: the form is the tail of a name (江老海, 大老刘婆子)
HEAD_OF_WORD = 0.3  # share of uses before one character that makes no title of it: a longer word's head (老龙王)
FAMILIAR_PREFIXES = "老小"

# what follows a person who acts or speaks (老赵本来, 小杜用脚, 老马连一动), or closes the clause (老李！)
_ACTS = ("说道笑问答想看叫听喊哭走来去坐站望点摇也又就都便却还正才是在已把被和跟对向给将要会能不没早倒只"
         "用拿接拉伸回进起打写吃喝带送请让替等你我他她呢吗啊呀")
_CLOSES = "，。！？、”：；…—"
# 老赵的神色, 小杜的太太: a person's part, kin or words after 的
_OWNED = "儿子女太父母妈爸哥姐弟妹朋友脸手眼头心话意声样神主步老家事"
# before a clause-closing use: a vocative or short subject (“老刘，) or an object of address (对老李说, 找小杜)
_ADDRESSED = "“，。！？：；对跟和与同叫给找问看见向把被让替请告"


def _person_use(text: str, start: int, end: int) -> bool:
    """The form at text[start:end] is used as a person: a verb or adverb after it, 的 and a person's part or
    kin, or a closed clause after a vocative or a word of address."""
    after = text[end:end + 1]
    before = text[start - 1:start] if start else "“"
    if after and after in _ACTS:
        return True
    if after == "的":
        return bool(owned := text[end + 1:end + 2]) and owned in _OWNED
    if after in ("！", "？"):  # “老李！”: a call
        return True
    return after in _CLOSES and bool(after) and before in _ADDRESSED


def _head_of_word(after: Counter[str], total: int) -> bool:
    """老龙 of 老龙王 (20 of its 59 uses): one character follows it often, neither a verb, a particle nor a title's
    first (老马先生, old Mr Ma, is the man)."""
    firsts: Counter[str] = Counter()
    for two, n in after.items():
        if two[:1] and two[:1] not in _ACTS and two[:1] not in _CLOSES and two[:1] != "的" \
                and two not in ZH_SURNAME_TITLES and two not in ZH_KINSHIP:
            firsts[two[:1]] += n
    return bool(firsts) and firsts.most_common(1)[0][1] >= HEAD_OF_WORD * total


def familiar_people(paragraphs: Sequence[Paragraph], out: dict[str, Candidate],
                    common: Callable[[str], float]) -> tuple[set[str], set[str], dict[tuple[str, str], list[int]]]:
    """老赵, 小杜: 老 or 小 before one surname character, the dictionary hardly knowing the two as a word, written
    as a person FAMILIAR_MIN times or more (not 小胡子, 小胡同: the third character makes another word), is a
    person's candidate. Returns the forms so found (old or new), those whose surname several named people bear
    (a father and his sons: the form is its own entry, glued to none) and the ties of the others to the one bearer
    of their surname the book names (老李 of 李子荣: the tie needs no statement, an empty list)."""
    surnames = "".join(sorted(s for s in ZH_SURNAMES if len(s) == 1))
    pattern = re.compile(f"[{FAMILIAR_PREFIXES}][{surnames}]")
    uses: Counter[str] = Counter()
    total: Counter[str] = Counter()
    before: dict[str, Counter[str]] = {}
    counted: Counter[str] = Counter()
    after: dict[str, Counter[str]] = {}
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            form = m.group()
            total[form] += 1
            before.setdefault(form, Counter())[p.text[m.start() - 1:m.start()]] += 1
            counted[form] += bool(m.start()) and p.text[m.start() - 1] in _MEASURES
            after.setdefault(form, Counter())[p.text[m.end():m.end() + 2]] += 1
            if _person_use(p.text, m.start(), m.end()):
                uses[form] += 1
    found = set()
    for form, n in uses.items():
        if n < FAMILIAR_MIN or common(form) >= FAMILIAR_COMMON:
            continue
        lead, k = before[form].most_common(1)[0]
        if lead in ZH_SURNAMES and k >= NAME_INSIDE * total[form]:  # 江老海: a name ends with it
            continue
        if counted[form] >= max(2, COUNTED * total[form]) or _head_of_word(after[form], total[form]):
            continue
        found.add(form)
        if form not in out:
            out[form] = Candidate(form, n, Votes({"person": float(n)}))
        elif max(votes := out[form].kind_votes, key=votes.__getitem__) != "person":
            # its person's uses say what it is, whatever the usage voted (老曾, 老胡 as things: 一句顶一万句)
            out[form] = Candidate(form, out[form].count, Votes({**votes, "person": max(votes.values()) + n}))
    # …and a calling before one (县长老史, 掌柜老蒋): the man so called
    for word in [w for w in out if len(w) >= 4 and w[-2:] in found]:
        if max(votes := out[word].kind_votes, key=votes.__getitem__) != "person":
            out[word] = Candidate(word, out[word].count, Votes({**votes, "person": max(votes.values()) + out[word].count}))
    shared: set[str] = set()
    ties: dict[tuple[str, str], list[int]] = {}
    # (老马 and 小马 both: an old and a young bearer of the surname, whoever the one full name is)
    both = {f[1] for f in found if any(p + f[1] in found for p in FAMILIAR_PREFIXES if p != f[0])}
    single = {form: named[0] for form in sorted(found)
              if form[1] not in both and len(named := bearers(form[1], out, common)) == 1}
    apart = _apart(paragraphs, single)
    for form in sorted(found):
        named = bearers(form[1], out, common)
        if form in single and form not in apart:
            ties[(named[0], form)] = met_both(paragraphs, named[0], form)
        elif named:
            shared.add(form)
    return found, shared, ties


def met_both(paragraphs: Sequence[Paragraph], a: str, b: str) -> list[int]:
    """The paragraph by which the reader has met both forms: a tie the finder infers is dated there
    (entities.link_dates), so the page never shows 老赵 as 赵伯韬's before the book has written both."""
    seen: set[str] = set()
    for i, p in enumerate(paragraphs):
        seen |= {f for f in (a, b) if f in p.text}
        if len(seen) == 2:
            return [i]
    return []


# a kin word written against a name: 他爹老牛, 小女秦曼卿 — someone's father, someone's daughter
_KIN = "|".join(sorted(ZH_KINSHIP | set("爹娘爸妈父母儿女哥姐弟妹"), key=len, reverse=True))
# …and against the full name, a kin word of its own (小女秦曼卿), not a character of another word (弟子孙悟空, 徒弟)
_KIN_WORD = "|".join(sorted(ZH_KINSHIP | {"小女", "小儿", "爹", "娘", "爸", "妈"}, key=len, reverse=True))


def _apart(paragraphs: Sequence[Paragraph], single: dict[str, str]) -> set[str]:
    """The familiar forms that are not the one bearer of their surname: a sentence naming both sets them apart by a kin
    word against either (牛国兴缠着他爹老牛; 老秦道：“小女秦曼卿…”), or their pronouns give them two sexes."""
    if not single:
        return set()
    out = set()
    for form, bearer in single.items():
        kin = re.compile(rf"(?:{_KIN}){form}|{form}的?(?:{_KIN})|(?:{_KIN_WORD}){bearer}|{bearer}的?(?:{_KIN_WORD})")
        if any(bearer in sentence and kin.search(sentence)
               for p in paragraphs if form in p.text and bearer in p.text for sentence in _SENTENCE.split(p.text)):
            out.add(form)
    told = sexes(paragraphs, FoundOnce(trie_regex(set(single) | set(single.values()), words=False)),
                 set(single) | set(single.values()))
    return out | {form for form, bearer in single.items() if {told.get(form), told.get(bearer)} == {"f", "m"}}


_SENTENCE = re.compile("[。！？；\n]")


GIVEN_COMMON = 50  # the dictionary's count of a given name of two characters (则仁, 子荣; 先生, 行者 are words)


def bearers(surname: str, out: dict[str, Candidate], common: Callable[[str], float]) -> list[str]:
    """The full names of the book's people of one surname (马威, 马则仁; not 马先生, 孙行者: a title or a calling
    after the surname), that the finder took as people."""
    return sorted(w for w, c in out.items() if w[:1] == surname and 2 <= len(w) <= 3 and personal_name(w)
                  and c.kind_votes["person"] > max(c.kind_votes["place"], 0.0)
                  and (one_given(w[1:]) or len(w) == 3 and common(w[1:]) <= GIVEN_COMMON
                       and not set(w[1:]) & NOT_GIVEN_CHARS))
