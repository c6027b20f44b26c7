"""A place or a person renamed in apposition: the old name and the new one, said together, name one bearer.

    到了迦南地的路斯、就是伯特利。      A、就是B, each a name, B closing its clause
    他就给那地方起名、叫伯特利…但那地方起先名叫路斯。   the name just given, then what it was called before
    沈三玄原名沈尚德, X改名叫Y           a name, then its other name (又名, 一名: statements.designations)
    老杆——高老夫子——沉吟了                 a name, then its other name set off by dashes (not 庄木三和他的女儿——爱姑——:
                                       a kin word before the dash names no one; relations.py reads it)
    （玛力是温都姑娘的名字。） / 马则仁（这是马老先生的名字）   the narrator's aside naming someone: the aside's
                                       bounds are the names' bounds, however rare or unknown the words
    伊牧师…她的儿子叫保罗，女儿叫凯萨林 / 丞相殷开山…有丞相所生一女，名唤温娇   a daughter named: she is the
                                       family's Miss (伊姑娘, 殷小姐), the family of the last name written before

Not a renaming: 「X就是Y的父亲」 (Y does not close its clause: a relation), 「转过西门，就是乌龙岭」 (a place passed,
then the next on the way), 「你箭中的玉兔，就是老孙」 (a self-reference is no name); nor 「一名A、一名B」 (two bearers
listed: statements.designations does not chain them)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_DETERMINER_PREFIXES, ZH_KINSHIP, ZH_NAME_TAGS, ZH_OFFICES
from .statements import ZH_SELF, _known_ending_at, _known_starting_at
from .segment import MIN_COUNT
from .usage import _kind_votes, _Usage

CLAUSE_CLOSE = "，。；！？．,;!?"  # both scripts; 、 lists, 的 owns: B closing on either is no renaming
ZH_APPOSITION = re.compile("[、，,](?:就是|即是)")
# 转过西门，就是乌龙岭; 穿过松阴，就是摩云洞口: a place passed, then the next one on the way (便是 mostly says so too)
PASSING = frozenset("过過出转轉穿离離绕繞越")
_BEFORE = "(?:起先|原先|先前|从前|從前|本来|本來|原来|原來|起初|当初|當初)"
# the name given a moment ago, then its earlier name: 起名、叫伯特利 … 起先名叫路斯
ZH_NAME_GIVEN = re.compile("起名[、，,]?(?:叫做|叫作|叫|为|為)")
ZH_EARLIER_NAME = re.compile(_BEFORE + "(?:名叫|叫做|叫作|名为|名為|叫)")
# a name written just before its other name: 沈三玄原名沈尚德, 雅各改名叫以色列
ZH_OTHER_NAME = re.compile("(?:原名|本名|旧名|舊名|改名(?:叫做|叫|为|為)?|" + _BEFORE + "名叫)")
RENAMED_MIN = 2  # each form written at least this often
_HAN = "\u4e00-\u9fff"
_NAME = f"[{_HAN}]{{2,6}}?"
# an aside in brackets says one name is another's: （X是Y的名字。） or X（这是Y的名字）, X opening its clause
ZH_ASIDE_NAMED = re.compile(f"[（(]({_NAME})是({_NAME})的名字[。.]?[）)]")
ZH_DASHES = "——"  # 老杆——高老夫子——: the name between the dashes is the one before them, named otherwise
ZH_NAME_THEN_ASIDE = re.compile(f"(?:^|(?<=[{CLAUSE_CLOSE}：:”」]))({_NAME})[（(]这是({_NAME})的名字[。.]?[）)]")


def renamings(paragraphs: Sequence[Paragraph], known: Callable[[str], bool]) -> dict[tuple[str, str], list[int]]:
    """(one name, the other) of each renaming statement, with the paragraphs saying it, in reading order."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)

    def add(a: str | None, b: str | None, i: int) -> None:
        if a and b and a != b and _name(a) and _name(b) and i not in pairs[(a, b)]:
            pairs[(a, b)].append(i)

    for i, p in enumerate(paragraphs):
        text = p.text
        for m in ZH_APPOSITION.finditer(text):
            clause = text[max(text.rfind(c, 0, m.start()) for c in CLAUSE_CLOSE + "、") + 1:m.start()]
            if not PASSING & set(clause):
                add(_known_ending_at(text, m.start(), known), _closing(text, m.end(), known), i)
        given = [(m.end(), _closing(text, m.end(), known)) for m in ZH_NAME_GIVEN.finditer(text)]
        for m in ZH_EARLIER_NAME.finditer(text):  # the last name given before it in the paragraph
            last = next((x for at, x in reversed(given) if at <= m.start()), None)
            add(last, _closing(text, m.end(), known), i)
        for m in ZH_OTHER_NAME.finditer(text):
            add(_known_ending_at(text, m.start(), known), _closing(text, m.end(), known), i)
        for at in (m.start() for m in re.finditer(ZH_DASHES, text)):
            inner = _known_starting_at(text, at + len(ZH_DASHES), known)
            if inner and text.startswith(ZH_DASHES, at + len(ZH_DASHES) + len(inner)):
                add(_known_ending_at(text, at, known), inner, i)
        for m in (*ZH_ASIDE_NAMED.finditer(text), *ZH_NAME_THEN_ASIDE.finditer(text)):
            add(m.group(2), m.group(1), i)  # the one named before (温都姑娘, 马老先生), then the name
    return pairs


# a daughter named, the family's name written before it in the paragraph: 女儿叫凯萨林, 一女，名唤温娇
ZH_DAUGHTER_NAMED = re.compile("(?:女儿|一女|之女|独女|爱女)[，,]?(?:名唤|唤做|唤作|叫做|名叫|乳名|小名|叫|名)")
MISS = ("姑娘", "小姐")


def daughters_named(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(the family's Miss, her name): 伊姑娘 is 凯萨林 where the paragraph names 伊牧师 and then says his (her) 女儿叫凯萨林;
    only where the book names one daughter of that family so, and one family's Miss opens the name written last."""
    misses = {f: f[:-len(t)] for f in forms for t in MISS if f.endswith(t) and len(f) > len(t)}
    families = {f for f in forms if any(f.startswith(of) for of in misses.values())}
    found: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for i, p in enumerate(paragraphs):
        for m in ZH_DAUGHTER_NAMED.finditer(p.text):
            name = _closing(p.text, m.end(), forms.__contains__)
            family = _last_written(p.text[:m.start()], families)
            miss = [f for f, of in misses.items() if family and family.startswith(of) and f != name]
            if name and name not in families and len(miss) == 1:
                found[miss[0]][name].append(i)
    return {(miss, name): where for miss, names in found.items() if len(names) == 1 for name, where in names.items()}


def _last_written(text: str, forms: set[str]) -> str | None:
    """The one of `forms` written last in `text`."""
    for end in range(len(text), 1, -1):
        if found := _known_ending_at(text, end, forms.__contains__):
            return found
    return None


def _closing(text: str, start: int, known: Callable[[str], bool]) -> str | None:
    """The known form starting at `start` that closes its clause."""
    word = _known_starting_at(text, start, known)
    end = start + len(word) if word else -1
    return word if word and (end == len(text) or text[end] in CLAUSE_CLOSE) else None


def _name(form: str) -> bool:
    """A self-reference, a demonstrative phrase, a kinship word or an office is no one's other name."""
    return (form not in ZH_SELF and form[0] not in ZH_DETERMINER_PREFIXES and form not in ZH_KINSHIP
            and form not in ZH_OFFICES)


def add_renamed(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], usages: dict[str, _Usage]
                ) -> dict[tuple[str, str], list[int]]:
    """The renamings whose two forms are names: a candidate, or a word of the book the dictionary tags as a
    name (伯特利 nr, 路斯 nrt) however rarely it is written. Each form becomes a candidate; a form too rare
    for its own usage to vote takes its kind from the other."""
    def known(w: str) -> bool:
        return w in out or w in usages and usages[w].tags.most_common(1)[0][0] in ZH_NAME_TAGS

    text = "\n".join(p.text for p in paragraphs)
    # (an aside's names may be words the segmenter never made: one of the two must be, to vote for the other)
    kept = {pair: where for pair, where in renamings(paragraphs, known).items()
            if all(text.count(f) >= RENAMED_MIN for f in pair) and any(f in out or f in usages for f in pair)}
    for a, b in kept:  # a form the book writes often enough votes by its own usage, a rarer one by its partner's
        for form in (a, b):
            if form not in out and form in usages and usages[form].count >= MIN_COUNT:
                out[form] = Candidate(form, text.count(form), _kind_votes(form, usages[form]))
        # the one the book made a word of first: an aside's other name may be no word (温都姑娘), it takes the kind
        for form, other in sorted(((a, b), (b, a)), key=lambda fo: fo[0] not in out and fo[0] not in usages):
            if form not in out:
                n = text.count(form)
                votes = Votes({k: v * n / max(out[other].count, 1) for k, v in out[other].kind_votes.items()}) \
                    if other in out else _kind_votes(form, usages[form])
                out[form] = Candidate(form, n, votes)
    return kept
