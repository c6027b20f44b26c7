"""Uses of a family's name that belong to another member than the entry's person (issue 43 §4: one person, one entry;
two people, two entries): counted for no one (Discovery.counted), so the entry's mentions are its person's.

- a surname after a title of the other sex, or of a wife where the entry's titles are a daughter's (and the
  reverse), the titled form too rare to be a candidate of its own: "M. de Saint-Méran", "the Marquise de
  Saint-Méran" inside "Mademoiselle de Saint-Méran"'s entry, "Mrs. Honeychurch" (the mother) inside Miss
  Honeychurch's;
- a surname the text marks as the elder generation's ("old Dantès", "the elder Dantès", "father Dantès",
  "M. d'Artagnan the elder") in the entry of the family's one named bearer, where the text writes two generations
  of the name ("the elder X", "X the younger", "the Dantès, father and son"): the son's entry, not the father's.
  Not where another entry bears the surname with a given name (George Emerson): the entry of the bare titled form
  may then be the elder himself ("old Mr. Emerson" is Mr. Emerson);
- a surname alone in an entry titled only as a wife or a daughter, where the text writes a man's given name before
  it ("George Wilson"): the man's, by the usage of the language (a woman is Mrs. or Miss Wilson; sexes.bare_between),
  "answered Wilson" no use of Mrs. Wilson's entry;
- a bare surname in a family phrase ("the Muishkin family", "her Muishkin descent", "the stock of Muishkin") in a
  titled entry: the family's, no one member's (stop 62: the prince's entry took his ancestors' uses).
- a bare surname a kin word sexes otherwise than the entry's titles ("her aunt Norris" in Mr. Norris's entry); a
  daughter's title (Miss and a surname, not Miss Betty) after "the youngest", "the second" in an entry tied to a given
  name ("the youngest Miss Bertram" is Julia, not Maria; "for a second Miss Hale" is no sister); a given name inside a title before another surname than the entry's ("Miss
  Maria Ward", the mother's maiden name, in Maria Bertram's entry) — stop 64.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable, Sequence

from ..scan import trie_regex
from ..types import Paragraph
from .lexicon import EN_MARRIED_TITLES, EN_TITLES
from .persons import GIVEN_MALE

Counted = Callable[[list[list[str]], Callable[[str], str]], list[list[str]]]

_MALE = frozenset("Mr Mister Monsieur M Sir Lord Herr Signor Señor Don Marquis Marquess Comte Count Vicomte Viscount "
                  "Baron Duc Duke Earl Prince King Emperor Tsar Czar".split())
_FEMALE = frozenset("Princess Queen Empress Tsarina Czarina".split())  # a wife or a daughter: either, a woman
_WIFE = EN_MARRIED_TITLES | frozenset("Marquise Marchioness Comtesse Countess Vicomtesse Viscountess Baronne Baroness "
                                      "Duchesse Duchess".split())
_DAUGHTER = frozenset("Miss Mademoiselle Mlle Fräulein Señorita Signorina".split())
_PARTICLE = r"(?:(?:de|du|des|von|van|de\s+la)\s+)?"
_TITLE_BEFORE = re.compile(rf"\b({'|'.join(sorted(_MALE | _WIFE | _DAUGHTER | _FEMALE, key=len, reverse=True))})\.?\s+{_PARTICLE}$")
# a family phrase: "the Muishkin family", "her Muishkin descent", "the princely stock of Muishkin" (the family's)
_FAMILY_AFTER = re.compile(r"[\s-]+(?:family|families|descent|stock|clan)\b")
_FAMILY_BEFORE = re.compile(r"\b(?:stock|family)\s+of\s+(?:the\s+)?$")  # (not "line of" or "blood of": his own)
_ELDER_BEFORE = re.compile(r"(?:\b[Oo]ld|\b[Tt]he\s+elder|(?<![\w.])father)\s+$")  # (not "Father Joseph": a priest)
_WOMAN = re.compile(rf"^(?:{'|'.join(sorted(_WIFE | _DAUGHTER))})\b")  # the elder Miss Brooke is a sister
_HIS = r"(?:(?:Mr|Mister|M|Monsieur|Sir)\.?\s+)?"  # (not "the younger Miss Brooke": sisters, no generations)
_ELDER_AFTER = re.compile(r"\s+the\s+elder\b")
# a kin word sexes the bare surname after it ("her aunt Norris": a woman, no use of Mr. Norris's entry)
_KIN_BEFORE = re.compile(r"\b(?:(aunt|mother|grandmother|grandmamma|sister|wife|niece|daughter)|(uncle|brother|"
                         r"grandfather|grandpapa|husband|nephew|son))\s+$", re.IGNORECASE)
# a younger sister written by her eldest's title ("the youngest Miss Bertram" is Julia, not Miss Bertram)
_YOUNGER_BEFORE = re.compile(r"\b(?:[Tt]he|[Hh]er|[Hh]is|[Tt]heir)\s+(?:youngest|younger|second|third|fourth)\s+$")
_GIVEN_TITLED = re.compile(r"\b(?:Miss|Mr|Mister|Master)\.?\s+$")  # Miss Maria Ward: a given name inside a title
_SURNAME_AFTER = re.compile(r"\s+([A-Z][a-z’'-]+)\b")
_FULL = re.compile(r"(?<![\w.])([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?([A-Z][\w’'-]+)")  # George B. Wilson
SHARE = 1 / 3  # the elder's uses, at most this share of the entry's: the entry is the other generation's


def _class(title: str) -> str | None:
    """m, wife or daughter: what a title says of its holder (None: a rank or a Lady, either)."""
    title = title.rstrip(".")
    return "m" if title in _MALE else "wife" if title in _WIFE else "daughter" if title in _DAUGHTER \
        else "f" if title in _FEMALE else None


def _apart(use: str, held: set[str]) -> bool:
    """A use's title no title of the entry can be the same person's: another sex, or a wife beside a daughter (a
    princess may be either: "f")."""
    return bool(held) and all(use != h and (use == "m" or h == "m" or {use, h} == {"wife", "daughter"}) for h in held)


def _surname(form: str) -> str | None:
    """The family name a form ends in (Dantès, d’Artagnan), None for a place's "of" form or a title alone."""
    words = form.split()
    last = words[-1]
    bare = re.sub(r"^[dD][’']", "", last)
    return last if bare[:1].isupper() and last.rstrip(".") not in EN_TITLES and "of" not in words else None


_NAME = r"((?:[dD][’'])?[A-Z][\w’'-]+)"
_GENERATIONS = re.compile(rf"\b[Tt]he\s+(?:elder|younger)\s+{_HIS}{_PARTICLE}{_NAME}|{_NAME}\s+the\s+(?:elder|younger)\b"
                          rf"|{_NAME}s?,\s+father\s+and\s+son\b|(?<![\w.])father\s+{_NAME}")


def two_generations(text: str) -> set[str]:
    """The names the text writes for two generations: "the elder X", "X the younger", "the X, father and son"."""
    return {name for m in _GENERATIONS.finditer(text) for name in m.groups() if name and name not in EN_TITLES}


def other_members(paragraphs: Sequence[Paragraph], forms: set[str]) -> Counted:
    """Discovery.counted: the stream less each use of a family's name that is another member's (the module's doc)."""
    pattern = trie_regex(forms, words=True) if forms else None
    text = "\n".join(p.text for p in paragraphs)
    generations = two_generations(text)
    men = {m.group(2) for m in _FULL.finditer(text) if m.group(1) in GIVEN_MALE} & forms  # surnames a man bears

    def counted(stream: list[list[str]], root: Callable[[str], str]) -> list[list[str]]:
        if pattern is None:
            return stream
        groups: dict[str, set[str]] = defaultdict(set)
        for f in forms:
            groups[root(f)].add(f)
        held = {r: {c for f in fs if len(f.split()) >= 2 and (c := _class(f.split()[0]))} for r, fs in groups.items()}
        # an entry of a surname the text writes for two generations, where no other entry bears it with a given name
        bearers: dict[str, set[str]] = defaultdict(set)  # surname -> the entries holding it
        given: dict[str, set[str]] = defaultdict(set)  # surname -> the entries holding it after a given name
        for r, fs in groups.items():
            for f in fs:
                if (s := _surname(f)) in generations:
                    bearers[s].add(r)
                    if len(f.split()) >= 2 and f.split()[0].rstrip(".") not in EN_TITLES:
                        given[s].add(r)
        sole: dict[str, set[str]] = defaultdict(set)
        for s, rs in bearers.items():
            for r in rs:
                if not given[s] - {r}:
                    sole[r].add(s)
        dropped: dict[int, list[tuple[int, str]]] = {}  # paragraph -> (use, why: "title" or "elder")
        # the surnames an entry's titled forms bear (Miss Bertram: Bertram), and its Miss forms tied to a given name
        surnames = {r: {f.split()[-1] for f in fs if len(f.split()) == 2 and _class(f.split()[0])} for r, fs in groups.items()}
        # a surname: the last word of another form (Lady Bertram, Maria Bertram), never a full name's first (Betty Barker)
        family = ({f.split()[-1] for f in forms if len(f.split()) > 1 and f.split()[0].rstrip(".") != "Miss"}
                  - {f.split()[0] for f in forms if len(f.split()) > 1})
        eldest = {f for fs in groups.values() if any(" " not in g for g in fs)
                  for f in fs if len(f.split()) == 2 and _class(f.split()[0]) == "daughter"
                  and f.split()[1] in family}  # Miss + a surname (not Miss Betty: Betty Barker)
        eldest_roots = {root(f) for f in eldest}
        womens = {r for r, classes in held.items() if classes and "m" not in classes}
        # the forms a rule may take a use of: a bare name in a titled entry, any form of an elder's namesake
        watched = {f for f in forms if " " not in f and held.get(root(f)) or root(f) in sole} | eldest
        for i, found in enumerate(stream):
            if not any(f in watched for f in found):
                continue
            p = paragraphs[i].text
            matches = list(pattern.finditer(p))
            if [" ".join(m.group().split()) for m in matches] != found:
                continue  # the scan read the paragraph otherwise: leave it as found
            for k, (m, f) in enumerate(zip(matches, found)):
                r = root(f)
                before = p[max(0, m.start() - 40):m.start()]
                title = _TITLE_BEFORE.search(before) if " " not in f else None
                if title and (c := _class(title.group(1))) and _apart(c, held.get(r, set())):
                    dropped.setdefault(i, []).append((k, "title"))  # Mrs. Honeychurch in Miss Honeychurch's entry
                elif " " not in f and held.get(r) and (_FAMILY_AFTER.match(p, m.end()) or _FAMILY_BEFORE.search(before)):
                    dropped.setdefault(i, []).append((k, "title"))  # the Muishkin family in Prince Muishkin's entry
                elif " " not in f and (kin := _KIN_BEFORE.search(before)) \
                        and _apart("f" if kin.group(1) else "m", held.get(r, set())):
                    dropped.setdefault(i, []).append((k, "title"))  # her aunt Norris in Mr. Norris's entry
                elif _YOUNGER_BEFORE.search(before) and _class(f.split()[0]) == "daughter" and f in eldest:
                    dropped.setdefault(i, []).append((k, "title"))  # the youngest Miss Bertram: Julia
                elif " " not in f and _GIVEN_TITLED.search(before) and surnames.get(r) \
                        and ((after := _SURNAME_AFTER.match(p, m.end())) and after.group(1) not in surnames[r]
                             or not after and r in eldest_roots):
                    # Miss Maria Ward, the aunt, in Maria Bertram's; and "Miss Maria" alone in the entry of the eldest,
                    # whom the usage calls Miss Bertram, never Miss Maria
                    dropped.setdefault(i, []).append((k, "title"))
                elif f in men and r in womens and not title:
                    dropped.setdefault(i, []).append((k, "title"))  # "answered Wilson" in Mrs. Wilson's entry
                elif _surname(f) in sole.get(r, ()) and not _WOMAN.match(f) \
                        and (_ELDER_BEFORE.search(before) or _ELDER_AFTER.match(p, m.end())):
                    dropped.setdefault(i, []).append((k, "elder"))  # old Dantès in his son's entry
        if not dropped:
            return stream
        uses = Counter(root(f) for found in stream for f in found)
        elder = Counter(root(stream[i][k]) for i, ks in dropped.items() for k, why in ks if why == "elder")
        mostly = {r for r, n in elder.items() if n > SHARE * uses[r]}  # then the entry is the elder's own
        out = list(stream)
        for i, ks in dropped.items():
            gone = {k for k, why in ks if why == "title" or root(stream[i][k]) not in mostly}
            out[i] = [f for k, f in enumerate(stream[i]) if k not in gone]
        return out

    return counted
