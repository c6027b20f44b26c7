"""The Japanese name finder's entry point (the approach: __init__.py)."""

from __future__ import annotations

from typing import Sequence

from ..types import Discovery, Paragraph
from . import addressed, classical, foreign, forenames, full_names, given_forms, narrator as narrators, noted, verb_uses, wives
from .households import household
from .candidates import PLACE_PERSON, STRADDLING, TITLED, Reading, find_candidates
from .rules import JapaneseRules, called_forms, given_names, kana_readings, suffixed


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    """The book's candidates and the rules that merge them (with the book's naming statements)."""
    reading = Reading(paragraphs)
    candidates, narrator = find_candidates(reading)
    for form in classical.unnamed(list(candidates), "\n".join(reading.texts)):  # 言はん, 翁さん姨: an older print's
        del candidates[form]
    added, answered = addressed.ties(reading.texts, candidates)  # 「お嬢様、…」 answered by セエラ again and again
    candidates.update(added)
    reading.statements.extend(answered)
    affixed, called = given_forms.ties(reading.texts, candidates)  # 民さん, お民, 「民や、」: 民子's
    candidates.update(affixed)
    reading.statements.extend(called)
    pieces, shared = foreign.ties(reading.texts, candidates)  # ミリエル and ビヤンヴニュ of one long ・-name
    reading.statements.extend(pieces)
    reading.statements.extend(forenames.ties(paragraphs, reading.texts, reading.tokens, candidates))  # ジム・ホーキンズ; ビル of ビリー
    reading.statements.extend(noted.ties(reading.texts, candidates))  # （註、ボブはロバートの愛称）; AすなわちB
    forenames.honoured(reading.texts, candidates)  # 「監督官のダンスさん」: a name, whatever "dance" is
    if tie := narrators.statement(reading.texts, candidates, narrator, reading.statements):
        reading.statements.append(tie)  # 「レミ、…」: the name the others call the narrator by
    named = narrator is not None and any(
        st.a in candidates and st.a != narrator and (st.how == "called" or st.b == narrator) for st in reading.statements)
    if narrator is not None and not named:  # a narrator the text never names is no one's entry: a pronoun
        del candidates[narrator]
        narrator = None
    rules = JapaneseRules(reading.statements, narrator, narrator_named=named, full_names=reading.full_names)
    rules.called = called_forms(candidates)  # 茂ちゃん of 茂: an alias, no title
    rules.singles = {f for f in candidates if len(f) == 1}
    rules.named = classical.named(candidates, "\n".join(reading.texts))  # 宮 of お宮: her name, though a prince's 宮 is a form of address
    rules.said.extend(classical.ties(reading.texts, candidates, rules.named))  # お宮, 宮さん: 宮's
    rules.readings = kana_readings(candidates, reading.statements, rules)
    rules.worn = {name for f in candidates if TITLED.fullmatch(f) and "・" not in (name := suffixed(f) or f)}
    whole = "\n".join(reading.texts)  # クラフト of クラフト家: a family's, no part of メルキオル・クラフト alone
    rules.worn |= {f for f, c in candidates.items() if c.kind_votes["organisation"] and household(f, whole)}
    rules.wives = {f for f in candidates if wives.titled_woman(f, whole)}  # 陣場夫人, no 陣場 cut short
    rules.said.extend(full_names.ties(reading.texts, candidates, reading.full_names, rules.worn))  # 小川三四郎, written once
    rules.said.extend(full_names.aged(reading.texts, candidates))  # 小林少年: 小林's
    rules.given = given_names(candidates)
    rules.shared = shared
    rules.formal = {st.b for st in pieces if st.b}
    rules.epithets = {e for f in candidates if (m := PLACE_PERSON.fullmatch(f)) and (joined := m.group(1) + m.group(2)) in candidates
                      for e in (f, joined)}
    # 進 of 進んで: a one-kanji name's verb uses are none of its mentions
    return Discovery(candidates, rules, STRADDLING, counted=verb_uses.uncounting(paragraphs, list(candidates)))
