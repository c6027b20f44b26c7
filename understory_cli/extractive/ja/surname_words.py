"""A surname the analyser reads as a common word in running text (或る女's 木部, "a wooden part" to it: 76 uses, two of
them tagged a name): no source of names took it, and the main character's first husband had no entry (issue 43).

A word the tokenizer reads as a common noun (two or three kanji) that the dictionary also has as a surname (姓) is a
candidate (`homographs`) kept only where the text treats it as someone's: a naming sentence gives a full name it opens
(「男の名は木部孤※といった」, 「名を長畑千冬といい」: `named`), or its uses act like a person's — speak, act, have a face —
often (`ACTING_CUES`) and more than twice as often as they go somewhere (`acts`). A plain word the dictionary also
has as a surname (下宿, 広間, 家内, 幾度: measured on eleven Japanese books) does neither.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Collection, Sequence

from .analyser import Token, entries
from .lexicon import is_person_word

HOMOGRAPH_MIN = 5  # uses read as a common noun
TAGGED_MIN = 3  # uses tagged a name (candidates.MIN_COUNT): from there on, a dictionary name already
ACTING_CUES = 8.0  # a person's cues (uses.py: a speaker's 2, a face's 1) over its uses: four speeches or acts
_WORD = re.compile(r"[\u4e00-\u9fff々]{2,3}")
# 「男の名は木部孤※といった」, 「名を古藤といった」: the full name a naming sentence gives (※ and 〓: a character the
# edition could not print)
_NAMING = re.compile(r"名(?:前)?[はを]、?([\u4e00-\u9fff々※〓]{3,8})(?:と(?:いい|いう|いっ|言|云|申)|だ|です|である)")


def common_use(token: Token) -> str:
    """The token's form where it is a two- or three-kanji common noun (a homograph candidate's use), else ""."""
    return token.surface if token.pos[1] == "普通名詞" and _WORD.fullmatch(token.surface) else ""


def homographs(common: Counter[str], dictionary: Counter[str], sources: Sequence[Collection[str] | Counter[str]],
               floor: int = TAGGED_MIN) -> set[str]:
    """The common nouns written HOMOGRAPH_MIN times that the dictionary also has as a surname; not a word for a kind
    of person (家内, 主人: kin and roles are no one's name), nor one another source makes a candidate (小川, tagged a
    name at `floor` uses or more: `dictionary`, the tagged uses' counts; an honorific's, a statement's: `sources`, a
    Counter's form only from `floor` finds on: 木部が笑った twice makes no speaker's name)."""
    return {w for w, n in common.items() if w and n >= HOMOGRAPH_MIN and dictionary[w] < floor and _surname(w)
            and not is_person_word(w)
            and not any(s[w] >= floor if isinstance(s, Counter) else w in s for s in sources)}


def _surname(word: str) -> bool:
    return any(pos[3:4] == ("姓",) for pos in entries(word))


def named(texts: Sequence[str], forms: set[str]) -> set[str]:
    """The forms a naming sentence's full name opens (木部 of 「名は木部孤※といった」)."""
    out: set[str] = set()
    for text in texts:
        if "名" not in text:
            continue
        for m in _NAMING.finditer(text):
            out |= {f for f in forms if m.group(1).startswith(f) and len(m.group(1)) > len(f)}
    return out


def acts(votes: dict[str, float] | Counter[str]) -> bool:
    """The uses act like a person's, often, and go somewhere seldom."""
    person, place = votes.get("person", 0.0), votes.get("place", 0.0)
    return person >= ACTING_CUES and person >= 2 * place
