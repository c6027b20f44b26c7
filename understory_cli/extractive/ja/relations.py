"""Relations Japanese states between two names written next to each other (relations.py reads them): a tie
in apposition whose holder is the sentence's topic or subject — 「セエラは今、父のクルウ大尉と一緒に」 (セエラの父),
「ミンチン先生が心配して、妹のアメリア嬢を見にやると」 (ミンチン先生の妹) — or written before it with の
(「ミンチン先生の妹のアメリア嬢」), or solid before a translated name (「クリストフの祖父ジャン・ミシェル」); and, past names side by side (`named`), one a name states of itself, 「クラチット
夫人」 (titled_kin.py), a kin phrase's by a dialogue's turns (kin_turns.py) or by the sentence before's topic,
「スクルージは…。甥のフレッドが…」 (topic_kin.py), by the one name a pronoun's sex fits, 「ムシュー・X…。彼の妻の
マダーム・X」, or a demonstrative's or 自分's one name (pronoun_kin.py), by a copula with the holder named, 「よし子は
野々宮の妹である」 (copula_kin.py), by the speaker a quotation's tag names, 「私の娘のマーサが…」と、ボブは云った
(speaker_kin.py: a pronoun's or a speaker's reading kept only where the book gives that kin no other holder), and a
wife's standing name (standing.py). A role
(女中のマリエット) is no one's: describe.py reads it as what she is.
A name with an honorific written after another's name and の, 「志保田の御那美さん」, is of that house or place: the
phrase itself is the relation, the subject's only (`one_way`). So is a beast's word a named beast is said to be,
「この犬の名をカピと言う」 (beasts.py): no one holds it (`KIND`, the other), the card's line says it, 人物（犬）."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from .lexicon import JA_HONORIFIC_PREFIXES, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI
from . import beasts, copula_kin, kin_turns, pronoun_kin, speaker_kin, standing, titled_kin, topic_kin

RELATIONS = ("お父さん|お母さん|お父様|お母様|伯父|叔父|伯母|叔母|祖父|祖母|息子|父|母|兄|弟|姉|妹|夫|妻|娘|甥|姪|孫")
RELATION_WORD = re.compile(rf"(?:{RELATIONS})")
# after the topic or subject, within its clause: 「は今、父の」, 「が心配して、妹の」 (not past another topic or
# sentence); or the holder's own の: 「の妹の」
_HELD = re.compile(rf"(?:(?:は|が)(?:[^。！？「」はがをに]{{0,12}}、)?|の)({RELATIONS})の")
# …or the kin word written solid before a translated name, 「クリストフの祖父ジャン・ミシェル」 (not 子 or 娘: 「パリの娘ジャンヌ」
# is a girl of a place as often)
_HELD_SOLID = re.compile(rf"の((?!娘)(?:{RELATIONS}))")


KIND = ""  # the "other" of a relation that says what its subject is (犬 of カピ), held by no one

_OF = re.compile(f"の({'|'.join(JA_HONORIFIC_PREFIXES)}|お)?")
_HONORED = re.compile("|".join(sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI, key=len, reverse=True)))


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names states, or None: the second is the first's; 「志保田の
    御那美さん」: the second, honoured, is of the first (the relation is the name as written: 御那美さん)."""
    if (m := _HELD.fullmatch(between)) or re.match("[\u30a1-\u30fa]", second) and (m := _HELD_SOLID.fullmatch(between)):
        return second, m.group(1), first
    if (of := _OF.fullmatch(between)) and (honour := _HONORED.match(after)):
        return second, f"{of.group(1) or ''}{second}{honour.group()}", first
    return None


def one_way(relation: str) -> bool:
    """A relation only its subject's entry states (志保田の御那美さん: the house holds no row "御那美さん")."""
    return not RELATION_WORD.fullmatch(relation)


def named(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, str, int]]:
    """Relations read past two names side by side (relations.py's hook): a name's own, クラチット夫人 (titled_kin.py),
    a kin phrase's by the dialogue's turns, フレッド of 「スクルージの甥は云った」 (kin_turns.py), or by the topic of the
    sentence before, 「スクルージは…。甥のフレッドが…」 (topic_kin.py), or by a pronoun one name before fits, 「彼の妻の
    X」 (pronoun_kin.py), a wife's standing name, バルブレンのおっかあ of
    バルブレン (standing.py), and the beast a name is said to be, カピ's 犬 (beasts.py: of no one, `KIND`)."""
    forms = list(forms)
    beings = [(form, beast, KIND, i) for form, beast, i in beasts.stated(texts, forms)]
    stated = copula_kin.told(texts, forms, RELATIONS)
    # a pronoun's or a speaker's holder only where the book reads no other for that kin (one named wins over them)
    anchored = pronoun_kin.agreed(pronoun_kin.held(texts, forms, RELATIONS) + speaker_kin.told(texts, forms, RELATIONS),
                                  stated)
    return titled_kin.named(texts, forms) + kin_turns.named(texts, forms) + standing.wives(texts, forms) \
        + topic_kin.told(texts, forms, RELATIONS) + stated + anchored + beings


def label(relation: str, other: str) -> str:
    """How an infobox shows it: セエラの父; what a beast is, held by no one, as written: 犬."""
    return f"{other}の{relation}" if other != KIND else relation
