"""Which uses of a form of address count for the one person it is tied to (addressed.py): a title several people
hold is assigned by context or left unassigned (issue 43, point 4).

大姑娘 (the eldest daughter) is answered by 秀姑 again and again, so it is her alias; but it is said to 凤喜 on a first
visit and in her family's mouth, and of any girl (一个大姑娘, 大姑娘们). A use counts for the bearer only where the
context points to her:
- said of a kind (一个大姑娘, 这么大姑娘, 十七八岁大姑娘, 大姑娘们): no one's;
- said at the start of a quotation whose addressee the narration names (addressed._addressee): that one's;
- said after a surname of the book's people (沈大姑娘, 关家那个大姑娘): the bearer's if it is hers;
- else, where others have answered the form too, the scene: the bearer named within a few sentences of it, nearer
  than anyone else who has answered it (凤喜 in 回2); where no one else has (将军: 刘将军), the bearer's.
Elsewhere the use is left unassigned: it is written in the text, but counts for no one.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from ..scan import trie_regex
from ..types import Candidate, Paragraph
from .addressed import VOCATIVE, _addressee, _one_person, _people
from .statements import surname_of

SCENE = 150  # characters either side of a use: the sentences around it, in a book of long paragraphs
KIND_BEFORE = frozenset("个位些岁么样种")  # 一个大姑娘, 这么大姑娘, 十七八岁大姑娘: a kind of person, no one
KIND_AFTER = frozenset("们")  # 大姑娘们
POINTED = frozenset("那个 这个 那位 这位".split())


def _family_before(surnames: set[str]) -> re.Pattern | None:
    """A surname of the book's people just before, alone or with its household and a demonstrative (沈大姑娘,
    关家那个大姑娘); only the book's own surnames, since many are words too (多谢大姑娘)."""
    if not surnames:
        return None
    return re.compile(f"({'|'.join(sorted(surnames, key=len, reverse=True))})家?(?:[那这][个位])?$")


def counter(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate], held: dict[str, tuple[str, set[str]]]
            ) -> Callable[[list[list[str]], Callable[[str], str]], list[list[str]]] | None:
    """For the forms in `held` (form -> (its bearer, the others who answered it)), a function that takes the forms
    found in each paragraph and the merged forms' roots, and drops the uses whose context does not point to the
    bearer, where the form is still the bearer's."""
    people = [f for f in _people(candidates) if f not in held]  # 将军 is no one of its own beside 刘将军
    if not held or not people:
        return None
    same = _one_person(people)
    person = re.compile("|".join(map(re.escape, people)))
    families = _family_before({s for f in people if (s := surname_of(f))})

    def counted(stream: list[list[str]], root: Callable[[str], str]) -> list[list[str]]:
        out = stream
        for form, (bearer, others) in held.items():
            if bearer not in same or root(form) != root(bearer):
                continue
            containing = trie_regex([f for f in candidates if form in f], words=False)
            surname = next((s for f in people if same[f] == same[bearer] and (s := surname_of(f))), None)
            for i, found in enumerate(out):
                if form not in found:
                    continue
                text = paragraphs[i].text
                following = paragraphs[i + 1].text if i + 1 < len(paragraphs) else ""
                keep = [_for_bearer(text, m.start(), following, form, same[bearer], others, same, person, surname,
                                    families) for m in containing.finditer(text) if m.group() == form]
                if not keep:
                    continue
                k = -1
                kept = []
                for f in found:
                    if f == form:
                        k += 1
                        if not keep[min(k, len(keep) - 1)]:
                            continue
                    kept.append(f)
                if out is stream:
                    out = list(stream)
                out[i] = kept
        return out

    return counted


def _for_bearer(text: str, at: int, following: str, form: str, bearer: str, others: set[str], same: dict[str, str],
                person: re.Pattern, surname: str | None = None, families: re.Pattern | None = None) -> bool:
    """Whether the use of `form` at `at` names `bearer` (a given name: 秀姑 for 关秀姑 too), whose surname the
    book writes with it is `surname`."""
    end = at + len(form)
    family = families.search(text, max(at - 5, 0), at) if families else None  # 关家那个大姑娘, 沈大姑娘
    if family is not None:
        return family.group(1) == surname
    pointed = text[max(at - 2, 0):at] in POINTED  # 那个大姑娘: someone in particular, the scene says who
    if at and not pointed and (text[at - 1] in KIND_BEFORE or text[max(at - 2, 0):at] == "人家") \
            or text[end:end + 1] in KIND_AFTER:
        return False
    vocative = VOCATIVE.match(text, at - 1) if at else None
    if vocative and vocative.group(1) == form:
        who = _addressee(text, following, vocative, person)
        if who is not None:
            return same[who] == bearer
    if not others:  # no one else answers it (将军, 表兄): every use that is not a kind's is the bearer's
        return True
    nearest: dict[str, int] = {}
    for m in person.finditer(text, max(at - SCENE, 0), min(end + SCENE, len(text))):
        who = same[m.group()]
        distance = at - m.end() if m.end() <= at else m.start() - end
        if distance >= 0 and distance < nearest.get(who, SCENE + 1):
            nearest[who] = distance
    if bearer not in nearest:
        return False
    return all(nearest[bearer] <= nearest[o] for o in others if o in nearest)
