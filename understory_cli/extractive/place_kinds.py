"""What kind of thing a name is, by the kind word the text writes right after it across its uses (DESIGN §8):
「テルソン銀行」 written again and again makes テルソン a bank, an organisation, whatever the finder's votes said;
「益中公司」 a company; 「ボーヴェーの町」 makes ボーヴェー a town, a place.

Counted over all the entry's uses, once the finder has built its entries: a kind word after the name in
MIN_TIMES uses and in a share of them (SHARE), never once, and of a term only: a person stays a person (佐藤 of
「佐藤病院」, the hospital he owns; a person's 「Xの町」 is the town he lives in). Only an organisation's closed class of
words (a bank, a court, a company, a school, a hospital) makes an organisation, and only a place's kind
(ja/roles.said, zh/roles.said: 町, 村, 城) makes a place. roles.py then states the kind word
as the entry's role (the languages' `said` read it after an organisation's name too). English: en/venues.py reads
a bank's or a company's word after a name (Tellson's Bank), before the entries are built.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from .languages import has_part, part
from .place_known import rekinded_known as known_places
from .scan import trie_regex
from .types import NameEntity, Paragraph

MIN_TIMES = 2
SHARE = 0.25
# an organisation's kind words, written right after its name (the Simplified view for Chinese), and what may not
# follow them: a banker (銀行家, 银行家), a clerk (会社員, 公司职员), a head (学校長, 校长) is a person of it
ORGANISATIONS = {
    "ja": ("銀行", "裁判所", "法院", "会社", "商会", "商館", "学校", "大学", "病院", "新聞社", "銀行所"),
    "zh": ("银行", "钱庄", "公司", "商会", "学校", "学堂", "大学", "医院", "法院", "报馆", "书局"),
}
NOT_AFTER = {"ja": "家員長者側内中", "zh": "家员长里内中"}
KINDS_FROM = frozenset({"term"})  # not a person: 佐藤 of 佐藤病院 is still 佐藤
# a place's kind word that is a particle as often: 地 after an adverb (慢慢地, 悄悄地) makes no place of it
NOT_PLACES = ("地",)


def rekinded(entities: list[NameEntity], paragraphs: Sequence[Paragraph], language: str) -> None:
    """Give an organisation's kind, or a term a place's, where the text's kind words after the name say so (the
    module's rule), in place."""
    known_places(entities, paragraphs, language)  # a city the lists know, written as a place (巴黎: place_known.py)
    heads = ORGANISATIONS.get(language)
    if not heads:
        return
    owner = {f: e for e in entities if e.kind in KINDS_FROM for f in e.names if len(f) >= 2}
    if not owner:
        return
    reading = part(language, "roles") if has_part(language, "roles") else None
    pattern = trie_regex(owner, words=False)
    organised: Counter[str] = Counter()
    placed: Counter[str] = Counter()
    org = re.compile(rf"(?:{'|'.join(heads)})(?![{NOT_AFTER[language]}])")
    for p in paragraphs:
        text = p.text
        for m in pattern.finditer(text):
            entity = owner[m.group()]
            after = text[m.end():m.end() + 8]
            if org.match(after):
                organised[entity.name] += 1
            elif reading is not None and entity.kind == "term" and text[m.end():m.end() + 1] in reading.OPENS \
                    and reading.said("", after, m.group(), "place", frozenset()) not in (None, *NOT_PLACES):
                placed[entity.name] += 1
    for e in entities:
        if e.kind in KINDS_FROM and organised[e.name] >= max(MIN_TIMES, SHARE * e.mentions):
            e.kind = "organisation"
        elif e.kind == "term" and placed[e.name] >= max(MIN_TIMES, SHARE * e.mentions):
            e.kind = "place"
