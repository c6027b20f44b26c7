"""A form's sex where its own title does not say it (rules.sexes): a man and a woman are never one entity (aliases.py).

- a rank (Captain Morstan, General Jinjur): the sex of the he or she after the form, one enough (a rank is named
  seldom); so Captain Morstan ("… he had gone out") is never his daughter, Miss Morstan;
- an office or a learned title (Dr. Grantly, Professor Higgins, Judge Thatcher), sexless by its title and often the
  head of a house the text also writes with Mrs.: the sex of the he or she after it, as a rank's, but two she's at
  least for a woman (a doctor is named in sick rooms: "Dr. Lydgate came in, and she rose" is one stray she); so Dr.
  Proudie ("… he had been") is never his wife, Mrs. Proudie, whatever bare Proudie they share (stop 63: three of
  Barchester Towers' seven wrong merges were a Dr. X and his Mrs. X); and a short form of one title and surname
  ("Dr. Stanhope") has the sex the fuller forms of that title and surname say ("Dr. Vesey Stanhope … he"): a father
  and a son both Dr. Stanhope share a sex whichever the short form is (`same_title`);
- a surname written alone after "the late" or "the deceased" ("the late Odintsov"): a dead man's, never his widow's
  (Madame Odintsov), not a given name ("the late Deborah", the review: a sister) (`late_surnames`);
- a full name the text also writes after a title of one sex ("Mr. Mordecai Smith", "Miss Mary Morstan"): that sex;
  so Mordecai Smith is never his wife, Mrs. Smith (not "Mrs. John Dashwood": a wife named by her husband's name).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_RANKS
from .persons import GIVEN

# the lexicon's ranks and offices and their short forms (not Doctor, Professor, Judge, Sheriff, Mayor or Governor,
# whose forms the pronouns already sex: full names)
RANKS = EN_RANKS - {"Doctor", "Professor", "Judge", "Sheriff", "Mayor", "Governor"} | {"Capt", "Col", "Lt", "Sgt", "Gen", "Rev"}
# sexless titles of offices and learning (not in RANKS, whose "the Colonel" is its one bearer): sexed as a rank is
OFFICES = frozenset("Doctor Dr Professor Prof Judge Sheriff Mayor Governor Archdeacon Dean Canon Chaplain".split())
RANK_SHARE = 2 / 3  # of the pronouns after a ranked form, to give it their sex
OFFICE_SHE = 2  # she's after an office's form at least, to make it a woman's (one he is enough, as after a rank)
_LATE = re.compile(r"\b[Tt]he\s+(?:late|deceased)\s+([A-Z][\w’'-]+)(?![\w’'-])")
_MALE = "Mr|Mister|Sir|Lord|Monsieur|M|Herr|Signor|Señor|Don|Master"
_FEMALE = "Miss|Ms|Lady|Mademoiselle|Mlle|Fräulein|Señorita|Signorina"  # (not Mrs.: Mrs. John Dashwood is John's wife)


def ranked_sex(counts: Counter[str] | None) -> str | None:
    """The sex of a form a rank heads, by the he or she after it: one is enough, where none says otherwise (a rank
    is named seldom, and a general may be a woman: Oz's General Jinjur is Jinjur); None where none is written."""
    if not counts or not (counts["m"] or counts["f"]):
        return None
    return "m" if counts["m"] >= RANK_SHARE * (counts["m"] + counts["f"]) else \
        "f" if counts["f"] >= RANK_SHARE * (counts["m"] + counts["f"]) else None


def office_sex(counts: Counter[str] | None) -> str | None:
    """The sex of a form an office heads (Dr. Proudie), as a rank's; a woman's by OFFICE_SHE she's at least (a doctor
    is named in sick rooms: "Dr. Lydgate came in, and she rose" is the patient's she)."""
    said = ranked_sex(counts)
    return None if said == "f" and counts is not None and counts["f"] < OFFICE_SHE else said


def late_surnames(paragraphs: Sequence[Paragraph], forms: set[str]) -> frozenset[str]:
    """Bare surnames (forms of one word, no given name the lists know) written after "the late" or "the deceased"."""
    bare = {f for f in forms if " " not in f and f[:1].isupper() and f not in GIVEN}
    return frozenset(m.group(1) for p in paragraphs for m in _LATE.finditer(p.text) if m.group(1) in bare)


def titled_elsewhere(paragraphs: Sequence[Paragraph], full: set[str]) -> dict[str, str]:
    """Full names without a title (Mordecai Smith) the text also writes after titles of one sex only ("Mr. Mordecai
    Smith"): form -> that sex."""
    if not full:
        return {}
    names = "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in sorted(full, key=len, reverse=True))
    pattern = re.compile(rf"\b(?:({_MALE})|({_FEMALE}))\.?\s+({names})(?!\w)")
    seen: dict[str, set[str]] = {}
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            seen.setdefault(" ".join(m.group(3).split()), set()).add("m" if m.group(1) else "f")
    return {f: next(iter(sexes)) for f, sexes in seen.items() if len(sexes) == 1}


def bare_between(forms: set[str], sexed: dict[str, str], family: set[str]) -> dict[str, str]:
    """A surname written alone that both a man's form and a woman's end in (Captain Morstan, Miss Morstan), where the
    family rules do not weigh it (`family`: coreference._bare_surnames): a man's, by the usage of the language (a
    woman is Miss or Mrs. Morstan), so it joins him, not whichever form the clustering meets first."""
    said: dict[str, set[str]] = {}  # surname -> the sexes of its two-word forms
    for f, sex in sexed.items():
        if f in forms and len(words := f.split()) == 2:
            said.setdefault(words[1], set()).add(sex)
    return {bare: "m" for bare, sexes in said.items()
            if sexes == {"m", "f"} and bare in forms and bare not in sexed and bare not in family and bare[:1].isupper()}


def same_title(ranked: set[str], sexed: dict[str, str]) -> dict[str, str]:
    """A ranked or office form of two words no pronoun sexed (Dr. Stanhope) -> the one sex of the sexed fuller forms of
    the same title and surname (Dr. Vesey Stanhope), any of whose bearers the short form can be."""
    said: dict[tuple[str, str], set[str]] = {}
    for f, sex in sexed.items():
        if f in ranked and len(words := f.split()) >= 3:
            said.setdefault((words[0].rstrip("."), words[-1]), set()).add(sex)
    out = {}
    for f in ranked - set(sexed):
        words = f.split()
        if len(words) == 2 and len(sexes := said.get((words[0].rstrip("."), words[1]), set())) == 1:
            out[f] = next(iter(sexes))
    return out
