"""The weak statements that two Chinese forms name one being: a copula between them, a self-introduction,
two names written together, a surname with a title standing for the name just written; and the runs of
names (rosters, nicknames before a name) that say which pairs go together."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable, Container, Sequence

from .lexicon import (ZH_HONORIFIC_AFTER, ZH_HOUSEHOLD_ADDRESS, ZH_KINSHIP, ZH_SURNAMES, ZH_SURNAME_TITLES,
                      ZH_TITLES_BEFORE)
from ..scan import FoundOnce
from ..types import Paragraph
from .gender import address_sex, sexes
from .statements import personal_name, surname_of

ZH_COPULA = re.compile(r"[，,]?(?:乃是|乃|本是|原是|就是|便是|即是|是|号|叫做|唤做|唤作|名唤|称为|又名)"
                       r"|[，,](?:汝|你)(?:本|原)?(?:乃是|乃|是)")  # 沙悟净，汝本是卷帘大将: said to the bearer
ZH_SELF_INTRO = re.compile(r"(?:我|俺|吾|老孙|老猪)(?:本|原|就|便|正|也)?(?:乃是|乃|是)")
ZH_CLAUSE_END = re.compile(r"[，。！？；：”、]")
ZH_CLOSING = re.compile(r"(?:是也|也|哩)?(?:[，。！？；：”、]|$)")


def _closes(text: str, end: int) -> bool:
    """The name ends its clause (是也 and 也 may follow): not the owner of what comes next (X的徒弟)."""
    return bool(ZH_CLOSING.match(text, end))


def _clause_length(text: str) -> int:
    m = ZH_CLAUSE_END.search(text)
    return m.start() if m else len(text)


def _surname_titled(form: str, titles: Container[str] = ZH_SURNAME_TITLES) -> str | None:
    """The surname of 鲁提辖, 公孙先生, 宋三郎: a surname and a title or birth order (ZH_SURNAME_TITLES)."""
    if titles is ZH_SURNAME_TITLES:  # 密斯何: the title before the surname
        before = next((form[len(t):] for t in ZH_TITLES_BEFORE if form.startswith(t)), None)
        if before in ZH_SURNAMES:
            return before
    return next((form[:n] for n in (2, 1) if form[:n] in ZH_SURNAMES and (
        form[n:] in titles or titles is ZH_SURNAME_TITLES and form[n:n + 1] == "家" and form[n + 1:] in ZH_HOUSEHOLD_ADDRESS)),
        None)


GENERATIONS = "小老"  # 小马先生 (the son), 老马先生 / 马老先生 (the father): young and old Mr Ma, two people


def generation_titled(form: str) -> str | None:
    """The surname of 小马先生, 老马先生, 马老先生: a surname and a title (先生, 太太...) with 小 or 老 before
    the surname or 老 before the title, young or old Mr X. Each is one person of that surname, never the bare
    马先生 by its shape: which of them 马先生 is, discourse says (_surname_title_ties)."""
    if len(form) >= 4 and form[0] in GENERATIONS and _surname_titled(form[1:]):
        return _surname_titled(form[1:])
    surname = surname_of(form)
    if surname and form[len(surname):len(surname) + 1] == "老" and form[len(surname) + 1:] in ZH_SURNAME_TITLES:
        return surname
    return None


DISCOURSE_TITLES = frozenset(ZH_HONORIFIC_AFTER) | {"行者"}  # tied by discourse, but joining families by shape too
TITLE_DOMINANCE = 0.7  # of the uses that follow a name of that surname, those following the winner
TITLE_RESOLVED = 0.35  # of all the uses, those that follow a name of that surname
TITLE_VOTES = 4  # resolved uses, at the least
LONE_BEARER_VOTES = 2  # ...or where every use follows the one person of that surname the book names
SEXED_TITLE_VOTES = 3  # ...or where the title's sex chose among the bearers (关姑娘: the daughter, not the father)
TITLE_KNOWN_MIN = 2  # a weak statement (adjacency, copula) said this often groups two names as one voter


def _bearer(form: str, forms: set[str]) -> bool:
    """A personal name a surname with a title can stand for: 宋江, not 宋太公 (a relative), 晁天王 (a title
    itself), 卢某 (a self-reference: 卢俊义's votes are not to be split) or 宋江阵 (another name inside; not its own
    surname, a form where a book calls someone by a two-character surname alone: 欧阳 of 欧阳天风)."""
    surname = surname_of(form)
    rest = form[len(surname):] if surname else ""
    return (personal_name(form) and _surname_titled(form) is None and rest not in ZH_KINSHIP
            and rest not in ZH_HONORIFIC_AFTER and rest != "某"
            and not any(o != form and o != surname and o in form for o in forms))


def _same_person(names: set[str], known: dict[tuple[str, str], list[int]]) -> Callable[[str], str]:
    """Names the text has already tied (宋江 / 宋公明: 姓宋，名江，表字公明; 吴用 / 吴学究), as one voter."""
    parent = {n: n for n in names}

    def find(n: str) -> str:
        while parent[n] != n:
            n = parent[n]
        return n

    for (a, b), where in known.items():
        if a in parent and b in parent and (len(where) >= TITLE_KNOWN_MIN or not where):
            parent[find(b)] = find(a)
    return lambda n: find(n) if n in parent else n


def _surname_title_ties(paragraphs: Sequence[Paragraph], forms: set[str], pattern: FoundOnce,
                        known: dict[tuple[str, str], list[int]]) -> dict[tuple[str, str], list[int]]:
    """鲁提辖 is 鲁达 where the text has named 鲁达: each use of a surname with a title votes for the last
    name of that surname written before it in the chapter (高太尉 is said for pages after 高俅 is named).
    The title is tied to a name only when nearly all its resolved uses vote for it (杨提辖: 杨志, not 杨雄);
    a title of two bearers (张教头, 王教头 aside) or of nobody named stays unattached."""
    # 晁天王, 武行者 too: a title written after names, or a calling, with a surname
    titled = {f: s for f in forms if (s := _surname_titled(f) or _surname_titled(f, DISCOURSE_TITLES))
              and not any(f[:k] in forms for k in range(len(s) + 1, len(f)))}
    if not titled:
        return {}
    names = {f for f in forms if f not in titled and _bearer(f, forms)}
    # 马老先生 is a bearer of 马 too: the bare 马先生 after him is his, not the last 马 named before (马威);
    # 小马先生, young Mr Ma, is the last 马 named by his own name (马威), never the elder
    elders = {f: s for f in forms if (s := generation_titled(f)) and f[0] != "小"}
    young = {f: s for f in forms if (s := generation_titled(f)) and f[0] == "小"}
    given = _given_names(forms - set(titled))
    fulls = {name: (surname, name) for surname, name in given.values()}  # 樊家树, a full name no bearer above
    group = _same_person(names | set(fulls), known)  # 宋公明 (公明 written alone) is still 宋江
    sex = sexes(paragraphs, pattern, names | set(given) | set(fulls))
    # 关女士 is the last woman of that surname named (关秀姑), 关大叔 the last man (关寿峰); where the book does
    # not tell, or the title is an office, the last bearer of the surname
    wanted: dict[str, str | None] = {f: None for f in young}
    wanted |= {f: address_sex(f[len(s):].removeprefix("家") if f.startswith(s) else f[:-len(s)]) if sex else None
              for f, s in titled.items()}
    sexed: dict[tuple[str, str | None], set[str]] = defaultdict(set)
    for form, x in sex.items():
        family, bearer = given.get(form) or fulls.get(form) or (surname_of(form) or "", form)
        sexed[(family, x)].add(group(bearer))
    only = {key: next(iter(bearers)) for key, bearers in sexed.items() if len(bearers) == 1}
    bearers: dict[str, set[str]] = defaultdict(set)  # surname -> the people the book names with it
    for form in names | set(fulls):
        if surname := surname_of(form):
            bearers[surname].add(group(form))
    for form, surname in elders.items():  # 马老先生 is another 马 than 马威
        bearers[surname].add(form)
    votes: dict[str, Counter[str | None]] = defaultdict(Counter)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    last: dict[tuple[str, str | None], str] = {}
    plain: dict[tuple[str, str | None], str] = {}  # the same, of the bearers named by name (not 马老先生)
    chapter = None
    for i, p in enumerate(paragraphs):
        if p.chapter_no != chapter:
            chapter, last, plain = p.chapter_no, {}, {}
        for m in pattern.finditer(p.text):
            form = m.group()
            if form in young:
                voted = plain.get((young[form], None))
                votes[form][voted] += 1
                if voted:
                    where[(voted, form)].append(i)
            elif form in titled:
                # 关家姑娘 where no 关 was named in the chapter: the book's one woman of that surname
                voted = last.get((titled[form], wanted[form])) or only.get((titled[form], wanted[form]))
                votes[form][voted] += 1
                if voted:
                    where[(voted, form)].append(i)
            elif form in names and (surname := surname_of(form)):
                _named(last, surname, group(form), sex.get(form))
                _named(plain, surname, group(form), sex.get(form))
            elif form in elders:
                _named(last, elders[form], group(form), sex.get(form))
            elif form in given or form in fulls:  # 家树 names 樊家树 as much as his full name does
                surname, name = given.get(form) or fulls[form]
                _named(last, surname, group(name), sex.get(form) or sex.get(name))
                _named(plain, surname, group(name), sex.get(form) or sex.get(name))
    out: dict[tuple[str, str], list[int]] = {}
    for form, tally in votes.items():
        resolved = sum(n for name, n in tally.items() if name)
        least = TITLE_VOTES if wanted[form] is None else SEXED_TITLE_VOTES
        # 李伙计, said three times, each after 李子荣, the book's one man of that surname: his
        lone = len(bearers.get(titled.get(form) or young.get(form, ""), ())) == 1 and resolved == sum(tally.values())
        if (resolved >= least or lone and resolved >= LONE_BEARER_VOTES) \
                and resolved >= TITLE_RESOLVED * sum(tally.values()):
            name, n = max(((name, n) for name, n in tally.items() if name), key=lambda kv: kv[1])
            if n >= TITLE_DOMINANCE * resolved:
                out[(name, form)] = where[(name, form)]
    return out


def _named(last: dict[tuple[str, str | None], str], surname: str, name: str, sex: str | None) -> None:
    """The last bearer of the surname, of any sex, and of each sex this one may be."""
    for slot in (None, "f", "m"):
        if slot is None or sex in (None, slot):
            last[(surname, slot)] = name


def _given_names(forms: set[str]) -> dict[str, tuple[str, str]]:
    """Given name -> (surname, full name), for the given names written alone (家树 of 樊家树) that only one
    full name ends with (a full name holding a given name is no bearer of its own, _bearer)."""
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for f in forms:
        surname = surname_of(f)
        rest = f[len(surname):] if surname else ""
        # 关寿峰 too: a place suffix (峰) closing a given name the text writes alone is no place
        if surname and len(rest) >= 2 and rest in forms and (personal_name(f) or len(rest) == 2) and rest not in ZH_KINSHIP \
                and rest not in ZH_HONORIFIC_AFTER:
            out[rest].append((surname, f))
    return {g: bearers[0] for g, bearers in out.items() if len(bearers) == 1}


def _named_in_runs(found: list[re.Match]) -> dict[int, str]:
    """In a run of three forms or more with one personal name, the pairs before the name and the name:
    山东及时雨呼保义宋公明 ties 及时雨 and 呼保义 to 宋公明, not 及时雨 to 呼保义."""
    out: dict[int, str] = {}
    k = 0
    while k < len(found) - 1:
        end = k
        while end < len(found) - 1 and found[end].end() == found[end + 1].start():
            end += 1
        run = found[k:end + 1]
        names = [j for j, m in enumerate(run) if personal_name(m.group())]
        if len(run) >= 3 and len(names) == 1:
            out.update({k + j: run[names[0]].group() for j in range(names[0] - 1)})
        k = end + 1
    return out


def _bywords(pairs: dict[tuple[str, str], list[int]], adjacent: set[tuple[str, str]],
             declared: dict[tuple[str, str], list[int]]) -> list[tuple[str, str]]:
    """Adjacency ties of a word written before two people's names, twice each or more (大刀关胜, 大刀闻达):
    a byword, not the nickname of either. Names a statement ties (宋江, 宋公明) are one person."""
    before: dict[str, dict[str, int]] = defaultdict(dict)
    for (x, y) in adjacent:
        if (personal_name(y) and not personal_name(x)
                and not _surname_titled(y) and not _surname_titled(y, ZH_HONORIFIC_AFTER)):  # 及时雨宋押司: his title
            before[x][y] = len(pairs[(x, y)])
    names = {y for ys in before.values() for y in ys}
    group = _same_person(names, {pair: [] for pair in declared})
    out = []
    for x, ys in before.items():
        if len({group(y) for y, n in ys.items() if n >= 2}) >= 2:
            out += [(x, y) for y in ys]
    return out


def _peoples_words(together: set[tuple[str, str]], declared: dict[tuple[str, str], list[int]]) -> list[tuple[str, str]]:
    """Adjacency ties of a people's word (亞蘭人, 赫人: a land's or a nation's name and 人) written right before
    two people's names (亞蘭人拉班, 亞蘭人彼土利), however few times each: it says where they come from, the
    name of neither. (_bywords asks two uses before each name: a people's word is a group's, never one man's.)"""
    before: dict[str, set[str]] = defaultdict(set)
    for x, y in together:
        if len(x) >= 2 and x.endswith("人") and not y.endswith("人"):
            before[x].add(y)
    group = _same_person({y for ys in before.values() for y in ys}, {pair: [] for pair in declared})
    return [(x, y) for x, ys in before.items() if len({group(y) for y in ys}) >= 2 for y in ys]


def _in_rosters(found: list[re.Match]) -> set[int]:
    """Indices k of the pairs (found[k], found[k+1]) inside a run of three forms or more written without
    a break, two of them personal names: a roster (大刀关胜豹子头林冲霹雳火秦明) says nothing of which two go
    together; 及时雨呼保义宋公明 is one man's two nicknames and his name."""
    glued = [a.end() == b.start() for a, b in zip(found, found[1:])]
    out: set[int] = set()
    k = 0
    while k < len(glued):
        if not glued[k]:
            k += 1
            continue
        end = k
        while end < len(glued) and glued[end]:
            end += 1
        if end - k >= 2 and sum(personal_name(m.group()) for m in found[k:end + 1]) >= 2:
            out.update(range(k, end))
        k = end
    return out
