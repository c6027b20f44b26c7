"""A woman called by お and one kanji (野菊の墓's お増, the maid; お浜): the analyser reads the prefix お and a common
noun (増, increase), so no dictionary tag finds her. The kanji is written after お at nearly all its uses — a
word of its own it is not — and the form is a candidate; its uses must then speak for a person (she speaks, acts,
is called), as a polite common noun's never do (お茶, お皿, お互: nothing a person does).

A kanji the dictionary also has as a person's name (杉 a surname, 菊 a given name) may be written alone more often —
宮本武蔵's お杉 beside its 千年杉 (63 of 82), 吸血鬼's お菊 beside the flower (14 of 24) — and the form is still a
candidate from half its uses on. The dictionary has a name's reading for nearly every one-kanji noun (茶, 金, 花),
so that half is the rule more than the exception: what keeps お茶 out is that its uses must speak for a person.

A woman called by お and one or two hiragana (夜明け前's おまん, the hero's mother: a pronoun to the analyser, お前's
dialect form; おふき) is one when the text writes her after a word for a kin or a role and の (妻のおまん, 姑のおまん,
乳母のおふき) APPOSED_MIN times: no pronoun or polite noun is written so. Her uses must then speak for a person too.
"""

from __future__ import annotations

import re
from collections import Counter

from typing import Sequence

from ..types import Votes

from .analyser import Token, entries
from .lexicon import is_person_word
from .shapes import KANJI

PREFIXES = ("お", "御")
PREFIXED_MIN = 3  # uses of the form
PREFIXED_SHARE = 0.8  # of the kanji's uses as a word of its own, after お
NAME_KANJI_SHARE = 0.5  # … where the dictionary has the kanji as a person's name (杉, 菊)
APPOSED_MIN = 2  # uses of a hiragana お-name after a kin's or a role's word and の
KANA_NAME = re.compile("お[\u3041-\u3093]{1,2}")
# お-words that are pronouns, never a name, however often written after 親の / 兄の (男のおれ, 親のおまえ)
O_PRONOUNS = frozenset("おれ おら おいら おのれ おまえ おめえ おまい おぬし おれら".split())
PERSON_MIN = 4.0  # the person votes its uses give (two cues: she speaks, acts): a polite noun's give about none


def after_prefix(before: Token | None, t: Token) -> str | None:
    """お増 of the words お and 増: the prefix and a one-kanji common noun written solid, or None."""
    if before is None or before.surface not in PREFIXES or before.pos[0] != "接頭辞" or before.end != t.start:
        return None
    if t.pos[0] == "名詞" and t.pos[1] == "普通名詞" and re.fullmatch(f"[{KANJI}]", t.surface):
        return before.surface + t.surface
    return None


def prefixed(after: Counter[str], singles: Counter[str]) -> Counter[str]:
    """The forms お + kanji (`after`, from the reading's one pass) whose kanji is written nearly only so: its
    uses as a one-character word (`singles`, those after お among them) are mostly these."""
    return Counter({f: n for f, n in after.items()
                    if n >= PREFIXED_MIN and n >= (NAME_KANJI_SHARE if _a_name(f[1:]) else PREFIXED_SHARE) * singles[f[1:]]})


def _a_name(kanji: str) -> bool:
    return any(pos[1:3] == ("固有名詞", "人名") for pos in entries(kanji))


def speaks_for_a_person(votes: Votes) -> bool:
    """The form's uses make it a person: a polite noun (お茶) is drunk, never speaks or acts."""
    return votes["person"] >= PERSON_MIN and votes["person"] > votes["place"]


def kana_named(tokens: Sequence[Sequence[Token]]) -> Counter[str]:
    """おまん, おふき: お and one or two hiragana, one word or the prefix and a word, written after a word for a kin or
    a role and の (妻のおまん) APPOSED_MIN times; counted at each use the words keep whole."""
    uses: Counter[str] = Counter()
    apposed: Counter[str] = Counter()
    for toks in tokens:
        for k, t in enumerate(toks):
            if t.surface in PREFIXES and k + 1 < len(toks) and toks[k + 1].start == t.end \
                    and toks[k + 1].pos[0] == "名詞":
                form = t.surface + toks[k + 1].surface
            elif t.pos[0] in ("名詞", "代名詞"):
                form = t.surface
            else:
                continue
            if not KANA_NAME.fullmatch(form) or form in O_PRONOUNS:
                continue
            uses[form] += 1
            if k >= 2 and toks[k - 1].surface == "の" and is_person_word(toks[k - 2].surface):
                apposed[form] += 1
    return Counter({f: uses[f] for f, n in apposed.items() if n >= APPOSED_MIN and uses[f] >= PREFIXED_MIN})
