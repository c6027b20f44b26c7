"""Titles and epithets written before names (托塔天王李靖, 豹子头林冲), and titles split off epithets."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from .lexicon import (ZH_DETERMINER_PREFIXES, ZH_LONE_ROLES, ZH_HONORIFIC_AFTER, ZH_KINSHIP, ZH_OFFICES, ZH_PERSON_TAGS,
                       ZH_PLACE_SUFFIXES, ZH_SURNAMES)
from ..scan import every_start
from ..types import Candidate, Paragraph, Votes
from .filters import GLUE_TAGS
from .segment import HAN, Tagger
from .statements import personal_name, placelike
from .ties import _same_person
from .usage import ZH_NUMBERED

TITLE_MIN_NAMES = 3


TITLE_NAME_MIN = 2  # a title written before one personal name this often


def _titles_before_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], offices: set[str],
                         tagger: Tagger) -> dict[tuple[str, str], list[int]]:
    """托塔天王李靖, 东海龙王敖广: a title written right before a personal name too rare to pass alone. The
    title is a candidate ending in a title written after names (托塔天王), or an office held in several
    places with its place (东海 + 龙王); the name, what the tagger cuts as a person's name after it, opening
    with a surname. The two are one being's when the title is written before that name at least twice,
    before no other name, and the name after no other title (西海龙王敖闰 but also 北海龙王敖闰 and 西海龙王敖顺:
    the text is not sure, nor is the rule). One of the two is new; two known forms are left to the ties."""
    honoured = [w for w in out if len(w) >= 3 and w.endswith(ZH_HONORIFIC_AFTER) and not placelike(w)]
    alternatives = [re.escape(w) for w in sorted(honoured, key=len, reverse=True)]
    if offices:
        office = "|".join(map(re.escape, sorted(offices, key=len, reverse=True)))
        alternatives.append(f"[\u4e00-\u9fff][{''.join(sorted(ZH_PLACE_SUFFIXES))}](?:{office})")
    if not alternatives:
        return {}
    pattern = re.compile(f"(?:{'|'.join(alternatives)})(?=[{''.join(sorted(set(''.join(ZH_SURNAMES))))}])")
    seen: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        for m in pattern.finditer(p.text):
            tokens = tagger(p.text[m.end():m.end() + 6])
            name, tag = tokens[0] if tokens else ("", "")
            if 2 <= len(name) <= 3 and tag in ZH_PERSON_TAGS and personal_name(name):
                seen[(m.group(), name)].append(i)
    names_of: Counter[str] = Counter(t for t, _ in seen)
    titles_of: Counter[str] = Counter(n for _, n in seen)
    pairs: dict[tuple[str, str], list[int]] = {}
    for (title, name), where in seen.items():
        if (len(where) < TITLE_NAME_MIN or names_of[title] > 1 or titles_of[name] > 1
                or (title in out and name in out) or name in ZH_KINSHIP or name in ZH_OFFICES):
            continue
        for form in (title, name):
            if form not in out:
                n = sum(q.text.count(form) for q in paragraphs)
                out[form] = Candidate(form, n, Votes({"person": float(n)}))
        pairs[(title, name)] = where
    return pairs


EPITHET_MIN = 2  # the epithet is also written without the name
EPITHET_USES = 3  # an epithet is written before its name this often
EPITHET_LENGTHS = (2, 3, 4)  # 浪子, 豹子头, 神行太保
EPITHET_NAME_MIN = 10  # uses of a name an epithet is looked for before
EPITHET_PART = 0.5  # ...and most, before a title (太上|老君, not 浪子|燕青): the title's first half
EPITHET_SHARE = 0.3  # of the epithet's uses, written right before the name: 只见林冲 is no epithet
EPITHET_LEFT_MAX = 0.6  # no one character stands before most of its uses: 子头 is part of 豹子头
EPITHET_GLUE = frozenset("的了着是在与和同对把被将叫请见问道说又也便就都却只这那来去")
# 七十个小|妖, 李天王并|哪吒; 心念|马克: a thought of him; 怪不得|人家, 巴不得, 少不得: 得 closes a verb, no nickname
EPITHET_END_GLUE = frozenset("个大小并念思想忆得")


def _add_epithets(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], tagger: Tagger, titles: set[str],
                  declared: dict[tuple[str, str], list[int]]) -> None:
    """豹子头林冲, 及时雨宋江: a nickname written right before a person's name, however the dictionary
    cuts it (豹子|头). Its left edge is where the characters before it vary; it is one when a fair share
    of its uses are before that name, or before the names a statement has tied to it (呼保义宋江 and
    呼保义宋公明: 姓宋，名江，表字公明). The two are then tied by their adjacency (ChineseRules.ties)."""
    people = [w for w, c in out.items() if 2 <= len(w) <= 3 and c.count >= EPITHET_NAME_MIN
              and (not placelike(w) or personal_name(w))  # 宋江
              and c.kind_votes["person"] > 0 and w not in titles and w not in ZH_HONORIFIC_AFTER
              and w not in ZH_KINSHIP and w not in ZH_OFFICES]  # 荡魔|天尊: a title, worn by several
    if not people:
        return
    text = "\n".join(p.text for p in paragraphs)
    before: dict[str, Counter[str]] = defaultdict(Counter)  # name -> the characters before it
    for m in every_start(people).finditer(text):
        start = m.start()
        before[m.group(1)][text[max(0, start - max(EPITHET_LENGTHS) - 1):start]] += 1
    group = _same_person(set(people), {pair: [] for pair in declared})
    members: dict[str, list[str]] = defaultdict(list)
    for name in before:
        members[group(name)].append(name)
    found_for: dict[str, list[str]] = defaultdict(list)  # epithet -> the names it is found before
    part_of: dict[str, str] = {}  # 太上 of 太上老君: two characters mostly written before one title
    for names in members.values():
        heads = sum((before[n] for n in names), Counter())
        found: dict[str, int] = {}  # epithet -> uses before the names
        for k in EPITHET_LENGTHS:
            uses: Counter[str] = Counter()
            for head, n in heads.items():
                if len(head) >= k and HAN.match(head[-k:]):
                    uses[head[-k:]] += n
            for epithet, n in uses.items():
                if (n < EPITHET_USES or not _epithet_like(epithet, out, people, tagger)
                        or any(epithet[i:] + name in out for i in range(len(epithet)) for name in names)):  # 拿孙|悟空
                    continue
                # where the epithet is written at all (山东及时雨 but also 是及时雨): 子头 is always 豹子头
                lefts = Counter(text[m.start() - 1] if m.start() and HAN.match(text[m.start() - 1]) else m.start()
                                for m in re.finditer(epithet, text))
                if max(lefts.values()) <= EPITHET_LEFT_MAX * sum(lefts.values()) and n >= EPITHET_SHARE * sum(lefts.values()):
                    found[epithet] = n
                    if (len(epithet) == 2 and len(names) == 1 and not personal_name(names[0])
                            and n >= EPITHET_PART * sum(lefts.values())):
                        part_of[epithet] = names[0]
        # 太岁 is written elsewhere too, but before this name it is the end of 立地太岁
        found = {e: n for e, n in found.items() if not any(f != e and f.endswith(e) and 2 * m >= n for f, m in found.items())}
        if found and not any(_worn_by_several(n, list(found), out) for n in names):
            for epithet in found:
                found_for[epithet].append(names[0])
    for epithet, names in found_for.items():
        if len(names) != 1:  # 大刀关胜, 大刀闻达: a byword, no one's nickname
            continue
        form = epithet + part_of[epithet] if epithet in part_of else epithet  # the name is 太上老君
        if form not in out:
            total = text.count(form)
            out[form] = Candidate(form, total, Votes({"person": float(total)}))


def _worn_by_several(name: str, epithets: list[str], out: dict[str, Candidate]) -> bool:
    """元始天尊 beside 荡魔天尊: the name is written after another head than its epithets, one neither an
    office (副先锋卢俊义) nor a kinship term (兄弟宋清) nor a place: a title several beings wear."""
    for form in out:
        head = form[:-len(name)]
        if (len(head) >= 2 and form.endswith(name) and not placelike(head)
                and not any(head.endswith(e) or e.endswith(head) for e in epithets)
                and not any(head.endswith(w) for w in ZH_OFFICES | ZH_KINSHIP)):
            return True
    return False


def _epithet_like(epithet: str, out: dict[str, Candidate], people: list[str], tagger: Tagger) -> bool:
    """No function word at either end and no verb at the end (伸过, 救取; but 浪|里|白|跳 opens with a noun), no number or size word ending
    it (八大, 七十个小), no pronoun, place, office or kinship term, no other name (宋江便唤)."""
    tokens = tagger(epithet)
    return (epithet[0] not in EPITHET_GLUE and epithet[-1] not in EPITHET_GLUE and epithet[-1] not in EPITHET_END_GLUE
            and (not tokens[-1][1].startswith(GLUE_TAGS) or len(epithet) >= 4 and tokens[0][1].startswith("n"))  # 浪里白跳
            and not ZH_NUMBERED.fullmatch(epithet)
            and epithet[0] not in ZH_DETERMINER_PREFIXES and not placelike(epithet)
            and epithet not in ZH_OFFICES and epithet not in ZH_KINSHIP and epithet not in ZH_HONORIFIC_AFTER
            and epithet not in ZH_LONE_ROLES  # 友人|亞斐: a friend, said of him, no name of his
            and not any(epithet.endswith(o) for o in ZH_OFFICES | ZH_KINSHIP)
            and not any(p in epithet for p in people)
            and not (epithet in out and out[epithet].kind_votes["person"] <= 0))


def _shared_endings(vocabulary: set[str]) -> set[str]:
    """Words that end several others (菩萨 of 观音菩萨, 文殊菩萨, 普贤菩萨; 行者 of 孙行者): titles, see
    ChineseRules. A head of one character counts only when it is a surname: 黑宋江, 寻宋江, 宣宋江 (the
    dictionary's glue) do not make 宋江 a title."""
    endings: Counter[str] = Counter()
    for word in vocabulary:
        endings.update(word[n:] for n in range(1, len(word) - 1) if n >= 2 or word[:n] in ZH_SURNAMES)
    return {t for t, n in endings.items() if n >= TITLE_MIN_NAMES}


def _split_epithets(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], titles: set[str]) -> None:
    """九纹龙史进, 豹子头林冲: an epithet of three characters or more written before a personal name is
    a form of its own, not one name glued to another; the glued form goes, and the epithet stays when
    the text also writes it alone (the adjacency then ties the two, ChineseRules.ties). A title at the
    end (齐天大圣, 太上老君, 观世音菩萨) makes one name, not two."""
    people = {w for w, c in out.items() if 2 <= len(w) <= 3 and c.kind_votes["person"] > 0
              and w not in titles and w not in ZH_HONORIFIC_AFTER and w not in ZH_KINSHIP}
    text = "\n".join(p.text for p in paragraphs)
    for word in list(out):
        for n in (3, 2):
            head, name = word[:-n], word[-n:]
            if len(head) >= 3 and name in people and word not in people - {name} and not placelike(word):
                alone = text.count(head) - text.count(word)
                del out[word]
                if head not in out and alone >= EPITHET_MIN and head[0] not in ZH_DETERMINER_PREFIXES:
                    votes = Votes({k: v * alone / max(out[name].count, 1) for k, v in out[name].kind_votes.items()})
                    out[head] = Candidate(head, text.count(head), votes)
                break
