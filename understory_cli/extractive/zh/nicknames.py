"""Names a Chinese sentence gives beside a personal name: nicknames (姓林，名冲，绰号豹子头; 一个唤做短命二郎
阮小五), courtesy names (姓宋，名江，表字公明) and a sibling's rank said as a name (五郎 of 阮小五). Each pair
is dated at the paragraph that says it, like the naming statements (statements.py). A given name written
alone (丽娜 of 何丽娜) is a form of its own."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Sequence

from .lexicon import ZH_KINSHIP, ZH_OFFICES, ZH_SURNAMES
from ..types import Candidate, Paragraph, Votes
from .statements import personal_name, placelike, surname_of


# 姓宋，名江，: the surname and the given name, the sentence that states them going on after the comma
_SURNAME_AND_NAME = "姓([\u4e00-\u9fff]{1,2})[，,]?(?:单|双)?名(?:唤)?([\u4e00-\u9fff]{1,2})[，,]"
ZH_COURTESY = re.compile(_SURNAME_AND_NAME + "(?:[^，。]{0,4}[，,])?(?:表字|字)([\u4e00-\u9fff]{2})")


# 姓林，名冲，绰号豹子头; 姓柴名进，此间称为柴大官人，江湖上都唤做‘小旋风’; 姓雷，名横，身长七尺五寸，
# …；为他膂力过人，…，满县人都称他做插翅虎: what people call him, each clause of the sentence that names
# him opening with a cue (no full stop, quotation or other 姓 between)
ZH_NAMED = re.compile(_SURNAME_AND_NAME + "([^。！？姓“”]{0,90})")
ZH_NICKNAME_CUE = re.compile("(?:^|(?<=[，,；;]))[^，,；;]{0,6}?(?:绰号|诨名|混名|异名|人称|(?:称|唤|叫)(?:他|她)?(?:做|作|为))"
                             "[‘“「]?([\u4e00-\u9fff]{2,4}?)(?=[’”」]|的便是|[，。；、！？：]|$)")
# 都叫他做‘九纹龙’史进: the nickname quoted, right before the name it is given with
ZH_QUOTED_NICKNAME = re.compile("(?:称|唤|叫)(?:他|她)?(?:做|作)[‘“「]([\u4e00-\u9fff]{2,4})[’”」]([\u4e00-\u9fff]{2,3})")
# 一个唤做短命二郎阮小五，一个唤做活阎罗阮小七: a nickname and a name the finder knows, closing the clause
ZH_CALLED_BEFORE_NAME = re.compile("(?:唤做|唤作|叫做|叫作|称做|称作|人称|绰号)")
NICKNAMED_MIN = 2  # the nickname is written this often


def nicknames(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """姓林，名冲，绰号豹子头: the name and its nickname are one person's, said once; the nickname becomes
    a form however the dictionary cuts it, when written twice or more."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    add = _StatedForms(paragraphs, out)
    for i, p in enumerate(paragraphs):
        stated = [(m.group(1) + m.group(2), c.group(1)) for m in ZH_NAMED.finditer(p.text)
                  for c in ZH_NICKNAME_CUE.finditer(m.group(3))] if "姓" in p.text else []
        stated += [(name, m.group(1)) for m in ZH_QUOTED_NICKNAME.finditer(p.text)
                   if (name := next((m.group(2)[:n] for n in (3, 2) if m.group(2)[:n] in out), None))]
        stated += _called_before_name(p.text, out)
        stated += _called_it(p.text, out)
        for name, nickname in stated:
            if name not in out or placelike(nickname) or nickname == name:
                continue
            if nickname in out or add(nickname):
                pairs[(name, nickname)].append(i)
    return pairs


def _called_before_name(text: str, out: dict[str, Candidate]) -> list[tuple[str, str]]:
    """唤做短命二郎阮小五，: (阮小五, 短命二郎): after a naming word, a nickname of two to four characters
    and a personal name the finder knows ending the clause (the shortest nickname that leaves one)."""
    found = []
    for m in ZH_CALLED_BEFORE_NAME.finditer(text):
        for k in (2, 3, 4):
            at = m.end() + k
            name = next((text[at:at + n] for n in (3, 2) if text[at:at + n] in out and personal_name(text[at:at + n])
                         and re.match("[，。；、！？”]|$", text[at + n:at + n + 1])), None)
            if name:
                found.append((name, text[m.end():at]))
                break
    return found


# 花媼稱之曰茶花女, 人稱茶花女: what people call the one just told of (之 points back), quoted or not
ZH_CALLED_IT = re.compile("(?:(?:称|呼|谓|名)之(?:曰|为|作|做)|人称|号称|自号)[‘“「]?([\u4e00-\u9fff]{2,4}?)(?=[’”」]|[，。；！？]|$)")
CALLED_BACK = 80  # characters back to the person 之 points at, within the paragraph


def _called_it(text: str, out: dict[str, Candidate]) -> list[tuple[str, str]]:
    """然馬克每至巴遜取花，花媼稱之曰茶花女: (馬克, 茶花女): the nickname belongs to the nearest person named before
    the naming, in the same paragraph."""
    if not ZH_CALLED_IT.search(text):
        return []
    people = [w for w, c in out.items() if len(w) >= 2 and c.kind_votes["person"] > max(c.kind_votes["place"], 0.0)]
    if not people:
        return []
    name = re.compile("|".join(map(re.escape, sorted(people, key=len, reverse=True))))
    found = []
    for m in ZH_CALLED_IT.finditer(text):
        before = list(name.finditer(text, max(0, m.start() - CALLED_BACK), m.start()))
        if before and not (m.group(1) in out and personal_name(m.group(1))):  # 人称宋江: a name, no nickname
            found.append((before[-1].group(), m.group(1)))
    return found


class _StatedForms:
    """Adds a form a statement gives someone (a nickname, 宋公明) to the candidates when the text writes
    it NICKNAMED_MIN times or more, however the dictionary cuts it; the book's text joined once, when
    first needed."""

    def __init__(self, paragraphs: Sequence[Paragraph], out: dict[str, Candidate]):
        self.paragraphs, self.out = paragraphs, out
        self.text: str | None = None

    def __call__(self, form: str) -> bool:
        if self.text is None:
            self.text = "\n".join(p.text for p in self.paragraphs)
        n = self.text.count(form)
        if n >= NICKNAMED_MIN:
            self.out[form] = Candidate(form, n, Votes({"person": float(n)}))
        return n >= NICKNAMED_MIN


# 五郎 of 阮小五, 七郎 of 阮小七: a sibling's rank with 郎 said to the one whose given name is that rank
ZH_BIRTH_ORDER = re.compile("[大二三四五六七八九十]郎")
BIRTH_ORDER_MIN = 3  # uses of the bare 五郎 for it to be a form


def birth_order_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """五郎 is 阮小五's where he is the one person of that rank (小五, or the rank alone after a surname:
    武二) named in the chapters that write it, dated at its first use after he is named. The 郎 written
    after a surname (阮五郎) is ZH_SURNAME_TITLES' and discourse's."""
    people = [w for w in out if personal_name(w)]
    # 短命二郎, 二郎真君: the rank inside a longer name is no address
    longer = [w for w in out if len(w) > 2 and ZH_BIRTH_ORDER.search(w)]
    inside = re.compile("|".join(map(re.escape, sorted(longer, key=len, reverse=True)))) if longer else None
    uses: dict[str, list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        covered = [m.span() for m in inside.finditer(p.text)] if inside else []
        for m in ZH_BIRTH_ORDER.finditer(p.text):
            if not (m.start() and p.text[m.start() - 1] in ZH_SURNAMES) \
                    and not any(a <= m.start() < b for a, b in covered):
                uses[m.group()].append(i)
    pairs: dict[tuple[str, str], list[int]] = {}
    for form, where in uses.items():
        if len(where) < BIRTH_ORDER_MIN or form in out:
            continue
        rank = form[0]
        chapters = {paragraphs[i].chapter_no for i in where}
        named = {w: min(i for i, p in enumerate(paragraphs) if w in p.text) for w in people
                 if w[len(surname_of(w) or ""):] in (rank, "小" + rank)
                 and any(w in p.text for p in paragraphs if p.chapter_no in chapters)}
        if len(named) != 1:
            continue
        (bearer, since), = named.items()
        dated = [i for i in where if i >= since]
        if dated:
            out[form] = Candidate(form, len(where), Votes({"person": float(len(where))}))
            pairs[(bearer, form)] = dated
    return pairs


ZH_NAME_COURTESY = re.compile("[，,](?:表字|字)([\u4e00-\u9fff]{2})")  # 智多星吴用，表字学究


def courtesy_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """姓宋，名江，表字公明 and 吴用，表字学究: the name and the courtesy name (宋江, 宋公明, 公明) are one
    person's; the surname with the courtesy name so stated becomes a form, like a nickname, when
    written twice or more."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    add = _StatedForms(paragraphs, out)
    for i, p in enumerate(paragraphs):
        if "字" not in p.text:
            continue
        named = [(m.group(1) + m.group(2), m.group(1), m.group(3)) for m in ZH_COURTESY.finditer(p.text)]
        for m in ZH_NAME_COURTESY.finditer(p.text):
            name = next((p.text[m.start() - n:m.start()] for n in (3, 2) if p.text[m.start() - n:m.start()] in out), None)
            surname = name and surname_of(name)
            if name and surname and personal_name(name):
                named.append((name, surname, m.group(1)))
        for name, surname, courtesy in named:
            if name in out:
                for form in (surname + courtesy, courtesy):
                    # 宋公明 joins as a form; the bare 学究 is also a word, so only one the finder took
                    if form == surname + courtesy and form not in out and form != name and not placelike(form):
                        add(form)
                    if form in out and form != name:
                        pairs[(name, form)].append(i)
    return pairs


GIVEN_ALONE_MIN = 3  # uses of 丽娜 outside 何丽娜 for it to be a form
GIVEN_NAME_COMMON = 50  # the dictionary's count: a word so common is no given name written alone (和尚 of 沙和尚)
KIN_ENDINGS = frozenset("娘郎哥姐嫂叔公婆爷")  # 二娘 of 孙二娘, 三郎: a birth order several people are called by


def given_names_alone(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], common: Callable[[str], float]) -> None:
    """丽娜 of 何丽娜, 三玄 of 沈三玄, 公明 of 宋公明: the two characters after a one-character surname, written
    alone a few times, are the bearer's given name, where only one full name ends with them and the dictionary
    hardly knows them as a word."""
    full: dict[str, list[str]] = defaultdict(list)
    for w, c in out.items():
        surname = surname_of(w)
        if surname and len(surname) == 1 and len(w) == 3 and personal_name(w) and c.kind_votes["person"] > 0:
            full[w[1:]].append(w)
    text = "\n".join(p.text for p in paragraphs)
    for given, names in full.items():
        if (len(names) != 1 or given in out or given[-1] in KIN_ENDINGS or common(given) >= GIVEN_NAME_COMMON
                or given in ZH_OFFICES or given in ZH_KINSHIP):  # 国王差人: 王 + an office, no given name
            continue
        alone = text.count(given) - sum(text.count(o) for o in out if given in o and o != given)
        if alone >= GIVEN_ALONE_MIN:
            out[given] = Candidate(given, alone, Votes({"person": float(alone)}))
