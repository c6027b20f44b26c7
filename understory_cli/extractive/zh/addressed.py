"""Whom a Chinese form of address names (“表少爷！…”, “大姑娘，…”): the one who answers it. A form of address alone
is no one's entry (ChineseRules.address), but when the same person answers it again and again, in several chapters,
it is that person's alias, from the first answer on — as Japanese's addressed.py ties 「お嬢様、…」 to セエラ.

Who is addressed: the one the narration before the quotation speaks to (向X道, 对X说, 问X), else the first person
the narration after it names (”家树道：“…): the one who answers, never the speaker of the address itself
(刘福便问道：“表少爷！…”刘福又道). Never one person's by this: a plain kinship term (哥哥, 大哥, 太公, 干娘, 叔叔: each
speaker's own relative, however often one man answers it — 八戒's 哥哥 is 行者, 李逵's is 宋江), nor a title the book
gives two surnames (吴先生, 公孙先生: 先生 is theirs and anyone's). A form marked by birth order (大姑娘: the eldest
daughter), by a relative's side (表少爷: the master's cousin) or a title one surname holds (刘将军's 将军) names the
addressee's standing, not the speaker's kin.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..aliases import kind_of
from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_KIN_SIDES, ZH_KINSHIP, ZH_MODERN_ADDRESS, is_address
from .statements import surname_of
from .ties import _surname_titled

OPEN, CLOSE = "“「『", "”」』"
VOCATIVE = re.compile(rf"[{OPEN}]([\u4e00-\u9fff]{{2,5}})[，！,!]")
SPOKEN_TO = re.compile(r"(?:向|对|對|问|問|朝|望着|望著)$")  # 向家树道: the name after is addressed
ANSWERS_MIN = 3  # answers by one person, at the least (as in Japanese)…
CHAPTERS_MIN = 2  # … in this many chapters: again and again, not one scene's
ANSWER_SHARE = 0.7  # of the answers whose answerer is named, that person's
_SIDED = "|".join(sorted(ZH_KINSHIP | ZH_MODERN_ADDRESS, key=len, reverse=True))
SIDED_KIN = re.compile(f"[{''.join(sorted(ZH_KIN_SIDES))}](?:{_SIDED})")  # 表兄, 表嫂, 堂兄, 表少爷
APPOSED_MIN = 2  # 表兄陶伯和 written this often


def _people(candidates: dict[str, Candidate]) -> list[str]:
    """The book's people of two characters or more, longest first (a regex alternation matches the fullest)."""
    return sorted((f for f, c in candidates.items() if kind_of(c) == "person" and len(f) >= 2), key=len, reverse=True)


def _one_person(people: list[str]) -> dict[str, str]:
    """Each personal form -> the form its votes count for: 关秀姑 and 秀姑 answer as one (the given name)."""
    out = {f: f for f in people}
    for f in people:
        surname = surname_of(f)
        if surname and f[len(surname):] in out:
            out[f] = f[len(surname):]
    return out


def _holders(candidates: dict[str, Candidate]) -> dict[str, set[str]]:
    """Title -> the surnames the book's forms give it (刘将军; 吴先生, 公孙先生): a title two surnames hold is
    several people's, whoever answers it."""
    out: dict[str, set[str]] = defaultdict(set)
    for form in candidates:
        if surname := _surname_titled(form):
            out[form[len(surname):].removeprefix("家") if form.startswith(surname) else form[:-len(surname)]].add(surname)
    return out


def ties(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]
         ) -> tuple[dict[str, Candidate], dict[tuple[str, str], list[int]]]:
    """(the forms of address to add as candidates, the ties of each to the person who answers it, dated at
    the paragraphs where that person answers)."""
    added, said, _ = answered(paragraphs, candidates)
    return added, said


def answered(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]
             ) -> tuple[dict[str, Candidate], dict[tuple[str, str], list[int]], dict[str, set[str]]]:
    """ties(), and for each form tied, the others who answered it too (凤喜, said 大姑娘 to in 回2): whom a use of
    the form may be said to besides its bearer (scenes.py)."""
    people = _people(candidates)
    if not people:
        return {}, {}, {}
    person = re.compile("|".join(map(re.escape, people)))
    same = _one_person(people)
    held = _holders(candidates)
    texts = [p.text for p in paragraphs]
    answers: dict[str, Counter[str]] = defaultdict(Counter)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, text in enumerate(texts):
        for m in VOCATIVE.finditer(text):
            word = m.group(1)
            if word in candidates or word in ZH_KINSHIP or not is_address(word) or len(held.get(word, ())) > 1:
                continue
            who = _addressee(text, texts[i + 1] if i + 1 < len(texts) else "", m, person)
            if who is not None:
                answers[word][same[who]] += 1
                where[(same[who], word)].append(i)
    added: dict[str, Candidate] = {}
    said: dict[tuple[str, str], list[int]] = {}
    others: dict[str, set[str]] = {}
    whole = "\n".join(texts)
    for word, tally in answers.items():
        who, n = tally.most_common(1)[0]
        chapters = {paragraphs[i].chapter_no for i in where[(who, word)]}
        if n >= ANSWERS_MIN and n >= ANSWER_SHARE * sum(tally.values()) and len(chapters) >= CHAPTERS_MIN:
            uses = whole.count(word)
            added[word] = Candidate(word, uses, Votes({"person": float(uses)}))
            said[(who, word)] = where[(who, word)]
            others[word] = set(tally) - {who}
    return added, said, others


def _addressee(text: str, following: str, m: re.Match, person: re.Pattern) -> str | None:
    """The one the quotation opening with m is said to: spoken to in the narration before it, or the first person
    named in the narration after it (up to the next quotation, or in the next paragraph's opening) when that is
    not the speaker."""
    start = max(text.rfind(c, 0, m.start()) for c in CLOSE) + 1
    before = text[start:m.start()]
    named = list(person.finditer(before))
    spoken_to = [n.group() for n in named if SPOKEN_TO.search(before, 0, n.start())]
    if spoken_to:
        return spoken_to[-1]
    speaker = named[-1].group() if named else None
    closes = [k for k in (text.find(c, m.end()) for c in CLOSE) if k >= 0]
    if not closes:
        return None
    end = min(closes) + 1
    nxt = min([k for k in (text.find(c, end) for c in OPEN) if k >= 0], default=len(text))
    after = text[end:nxt]
    if not after.strip():  # the quotation closes the paragraph: the next one answers
        after = following[:min([k for k in (following.find(c) for c in OPEN) if k >= 0], default=len(following))]
    answer = person.search(after)
    if answer is None or speaker is not None and (answer.group() in speaker or speaker in answer.group()):
        return None
    return answer.group()


def apposed(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]
            ) -> tuple[dict[str, Candidate], dict[tuple[str, str], list[int]]]:
    """他表兄陶伯和: a kinship term with a relative's side (表, 堂, 舅…) written before one person's name, twice or more,
    and before no one else's, is what the story calls that person (家树's 表兄, written alone a dozen times more).
    A plain kinship term (哥哥宋江, 兄弟武松) is anyone's brother, and is said to any man besides: left alone."""
    people = _people(candidates)
    if not people:
        return {}, {}
    same = _one_person(people)
    glued = re.compile(f"({SIDED_KIN.pattern})({'|'.join(map(re.escape, people))})")
    where: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for i, p in enumerate(paragraphs):
        for m in glued.finditer(p.text):
            where[m.group(1)][same[m.group(2)]].append(i)
    added: dict[str, Candidate] = {}
    said: dict[tuple[str, str], list[int]] = {}
    whole = "\n".join(p.text for p in paragraphs)
    for term, named in where.items():
        if len(named) != 1 or term in candidates:
            continue
        who, at = next(iter(named.items()))
        if len(at) < APPOSED_MIN:
            continue
        uses = whole.count(term)
        added[term] = Candidate(term, uses, Votes({"person": float(uses)}))
        said[(who, term)] = at
    return added, said
