"""The Chinese name finder's entry point (the approach: __init__.py)."""

from __future__ import annotations

from typing import Sequence

from ..types import Discovery, Paragraph
from . import addressed, gestures, scenes, tagged
from .introductions import familiar_forms
from .candidates import add_family_titled, find_candidates
from .familiar import familiar_people
from .generation_named import generation_named, generation_ties
from .foreign import pronouns_of, ranked_men
from .kind_words import carried_by, kind_words
from .cut_sounds import cut_sounds
from .rules import ChineseRules
from .segment import JIEBA_TOTAL, chinese_segmenter


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    """The book's candidates, the rules that relate them (with the naming statements found among them), and
    the common two-character words a name written without word boundaries must not straddle."""
    segmenter = chinese_segmenter()
    candidates, vocabulary, two_character_words, declared = find_candidates(paragraphs, segmenter)
    for form in gestures.done_once(candidates, paragraphs):  # 一指: 指了一指, a verb done once
        del candidates[form]
    declared = {pair: where for pair, where in declared.items() if pair[0] in candidates and pair[1] in candidates}
    declared.update(familiar_forms(candidates))  # 凤姐 of 王熙凤
    # “表少爷！…” answered by 家树 again and again; 表兄陶伯和 written before one name
    added, tied, others = addressed.answered(paragraphs, candidates)
    candidates.update(added)
    declared.update(tied)
    held = {form: (who, others[form]) for who, form in tied}  # each use counts for its bearer by context
    added, tied = addressed.apposed(paragraphs, candidates)
    candidates.update(added)
    declared.update(tied)
    held.update({form: (who, set()) for who, form in tied})
    # LAC's reading where it is consistent: 屠维岳 a person, 曾沧海 no place, 牙齿 no name
    tagged.apply(paragraphs, candidates, lambda w: segmenter.reference_share(w) * JIEBA_TOTAL,
                 {f for pair in declared for f in pair})
    pronouns = pronouns_of(paragraphs)
    for form in [f for f in candidates if f[0] in pronouns]:  # 余思, 余侍者: I thought, my servant
        del candidates[form]
    kinds = kind_words(paragraphs, candidates)  # 德 of 德·夏尔特, 吉普赛人, 共和国: after LAC, which may add them
    for form in kinds + carried_by(kinds, declared, candidates):
        del candidates[form]
    cut, whole = cut_sounds(paragraphs, candidates)  # 特洛 of 布瓦贝尔特洛: the whole name in its place
    for form in cut:
        del candidates[form]
    candidates.update(whole)
    add_family_titled(paragraphs, candidates)  # 班纳特先生, 班纳特太太: once the names are settled (after LAC)
    # 老赵, 小杜: a familiar form used as a person (after LAC, whose reading of 老 + a surname is no person's)
    familiar, shared, ties = familiar_people(paragraphs, candidates, lambda w: segmenter.reference_share(w) * JIEBA_TOTAL)
    for pair, where in ties.items():
        declared.setdefault(pair, where)
    marked = generation_named(paragraphs, candidates)  # 老索莱尔, 小索莱尔: the father and the son, two people
    elders, generation_tied = generation_ties(paragraphs, candidates, marked)  # 索老爹 the father, 于连(·索莱尔) the son
    marked |= elders
    for pair, where in generation_tied.items():
        declared.setdefault(pair, where)
    declared = {pair: where for pair, where in declared.items() if pair[0] in candidates and pair[1] in candidates}
    held = {form: h for form, h in held.items() if form in candidates and h[0] in candidates}
    ranked = ranked_men("\n".join(p.text for p in paragraphs)) & set(candidates)  # 一公爵…公爵: one man's name
    return Discovery(candidates, ChineseRules(vocabulary, declared, familiar, shared, ranked, marked), two_character_words,
                     scenes.counter(paragraphs, candidates, held))
