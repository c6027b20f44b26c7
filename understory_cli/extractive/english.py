"""Name candidates in English (and other space-separated, cased scripts): capitalised n-grams.

A capitalised word is evidence of a name only where capitals are not forced, so a run
that opens a sentence (or a quotation) counts only once the same form is seen elsewhere;
a word that is written in lower case at least as often as capitalised mid-sentence is a
common word, whatever its position.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from .lexicon import (EN_ABBREVIATIONS, EN_FAMILY_TITLES, EN_FAMILY_TITLES_FEMALE, EN_GIVEN_TITLES_FEMALE,
                      EN_GIVEN_TITLES_MALE, EN_JUNK, EN_LIST_AFTER, EN_MARRIED_TITLES, EN_ORG_HEADS, EN_PLACE_HEADS,
                      EN_PLACE_PREPOSITIONS, EN_SPEECH_VERBS, EN_TITLES)
from .model import Candidate, Paragraph
from .scan import trie_regex

WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", re.UNICODE)
SENTENCE_BREAK = re.compile(r"[.!?:;“\"‘(\[]")
POSSESSIVE = re.compile(r"['’]s?$")
MIN_MID = 2  # seen capitalised mid-sentence at least this often
MIN_COUNT = 3
MIN_TITLED = 2  # a title before a known name needs fewer mentions


@dataclass
class _Run:
    words: list[str]
    text: str  # as written, abbreviation points included (Mr. Wizard, H. M. Woggle-Bug)
    initial: bool  # starts a sentence or a quotation, where any word is capitalised
    before: str  # the word before, lower-cased ('' at a sentence start)
    after: str  # the word after, lower-cased


def _is_cap(word: str) -> bool:
    return word[:1].isupper() and not (len(word) > 1 and word.isupper())


def _strip_possessive(word: str) -> str:
    return POSSESSIVE.sub("", word) if len(word) > 2 and word[-2:] in ("’s", "'s") else word


def _runs(text: str) -> Iterable[_Run]:
    """Maximal runs of capitalised words, joined across spaces and 'of (the)' (Witch of the West)."""
    tokens = [(m.group(), m.start(), m.end()) for m in WORD.finditer(text)]
    i = 0
    while i < len(tokens):
        word, start, _ = tokens[i]
        if not _is_cap(word):
            i += 1
            continue
        gap = text[tokens[i - 1][2]:start] if i else ""
        initial = i == 0 or (bool(SENTENCE_BREAK.search(gap)) and not _after_abbreviation(tokens[i - 1][0], gap))
        words, j = [word], i + 1
        while j < len(tokens) and _strip_possessive(tokens[j - 1][0]) == tokens[j - 1][0]:  # King’s | Belt
            gap = text[tokens[j - 1][2]:tokens[j][1]]
            if _is_cap(tokens[j][0]) and (gap.isspace() or _after_abbreviation(tokens[j - 1][0], gap)):
                words.append(tokens[j][0])
                j += 1
                continue
            k = _connector_end(tokens, text, j, first=len(words) == 1)
            if k:
                words.extend(t[0] for t in tokens[j:k + 1])
                j = k + 1
                continue
            break
        words[-1] = _strip_possessive(words[-1])
        written = text[start:tokens[j - 1][2]]
        written = written[:len(written) - len(tokens[j - 1][0]) + len(words[-1])]
        # context words count only when nothing but a space separates them from the name
        before = tokens[i - 1][0].lower() if i and not initial and text[tokens[i - 1][2]:start].isspace() else ""
        after = tokens[j][0].lower() if j < len(tokens) and text[tokens[j - 1][2]:tokens[j][1]].isspace() else ""
        yield _Run(words, " ".join(written.split()), initial, before, after)
        i = j


def _after_abbreviation(previous: str, gap: str) -> bool:
    return gap.strip() == "." and (previous in EN_ABBREVIATIONS or (len(previous) == 1 and previous.isupper()))


def _connector_end(tokens: list[tuple[str, int, int]], text: str, j: int, first: bool = False) -> int:
    """Index of the capitalised word after 'of' / 'of the' at j, or after 'the' behind a one-word
    name (Glinda the Good: an epithet), or 0."""
    if not (tokens[j][0] == "of" or first and tokens[j][0] == "the") or not text[tokens[j - 1][2]:tokens[j][1]].isspace():
        return 0
    k = j + 1
    if k < len(tokens) and tokens[k][0] == "the" and tokens[j][0] == "of":
        k += 1
    if k < len(tokens) and _is_cap(tokens[k][0]) and all(text[tokens[n - 1][2]:tokens[n][1]].isspace() for n in range(j + 1, k + 1)):
        return k
    return 0


def find_candidates(paragraphs: Sequence[Paragraph]) -> dict[str, Candidate]:
    runs: list[_Run] = []
    lower: Counter[str] = Counter()
    cap_mid: Counter[str] = Counter()
    for p in paragraphs:
        if p.kind == "heading":  # title case capitalises everything
            continue
        for m in WORD.finditer(p.text):
            w = _strip_possessive(m.group())
            if w.islower():
                lower[w] += 1
        for run in _runs(p.text):
            runs.append(run)
            if not run.initial:
                for w in run.words:
                    cap_mid[w] += 1

    def common(word: str) -> bool:
        return lower[word.lower()] >= cap_mid[word] or word.replace("’", "'") in EN_JUNK

    mid: Counter[str] = Counter()
    initial: Counter[str] = Counter()
    votes: dict[str, Counter[str]] = {}
    for run in runs:
        words = run.words
        if run.initial:  # drop the words only the sentence start capitalised (The, When, Oh)
            while words and common(words[0]):
                words = words[1:]
        # "Sir" alone is an address, "Sir John" a name
        while words and (words[0].replace("’", "'") in EN_JUNK and not (words[0] in EN_TITLES and len(words) > 1)
                         or words[0] in ("of", "the")):
            words = words[1:]
        if not words or words[-1] in ("of", "the"):
            continue
        form = _written(run, words)
        # a run that kept its first word still owes its capital to the sentence start
        (initial if run.initial and words is run.words else mid)[form] += 1
        votes.setdefault(form, Counter()).update(_kind_votes(words, run))

    out: dict[str, Candidate] = {}
    for form, n_mid in mid.items():
        total = n_mid + initial[form]
        words = WORD.findall(form)
        if n_mid < MIN_MID or total < MIN_COUNT or _junk_form(words, common):
            continue
        out[form] = Candidate(form, total, votes[form])
    _add_titled(out, mid, initial, votes)
    _plural_families(out, mid)
    return out


def _plural_families(out: dict[str, Candidate], mid: Counter[str]) -> None:
    """The Miss Steeles, the Dashwoods: a family name in the plural names a family, not a person
    (a term). Plural when the singular is written too: with the same title (Miss Steele), or, for a
    bare name, after a title somewhere (Mrs. Dashwood), so Mrs. Jennings stays one woman."""
    titled = {f.split(maxsplit=1)[1] for f in mid if len(f.split()) == 2 and _title(f.split()[0]) in EN_TITLES}
    for form, c in out.items():
        words = form.split()
        last = words[-1]
        if not (last.endswith("s") and not last.endswith(("ss", "’s", "'s")) and last[:-1][:1].isupper()):
            continue
        singular = " ".join(words[:-1] + [last[:-1]])
        if len(words) > 1 and _title(words[0]) in EN_TITLES and singular in mid or len(words) == 1 and singular in titled:
            c.kind_votes.clear()
            c.kind_votes["term"] += 1


def _add_titled(out: dict[str, Candidate], mid: Counter[str], initial: Counter[str],
                votes: dict[str, Counter[str]]) -> None:
    """A title makes a name of what follows it: a known name with a title is a form of it even when
    rare (Princess Dorothy, twice), and the name a title always precedes is a form too (Dox of King Dox)."""
    rules = EnglishRules()
    for form, n_mid in mid.items():
        core = rules.core(form)
        if form not in out and core in out and n_mid + initial[form] >= MIN_TITLED:
            out[form] = Candidate(form, n_mid + initial[form], votes[form])
    for form in list(out):
        core = rules.core(form)
        if core and core not in out and _is_cap(core) and core.split()[0] not in ("of", "the"):
            out[core] = Candidate(core, out[form].count, out[form].kind_votes.copy())


def _written(run: _Run, words: list[str]) -> str:
    """The run's text from its first kept word on (leading words dropped only at its start)."""
    skip = len(run.words) - len(words)
    text = run.text
    for w in run.words[:skip]:
        text = text[text.index(w) + len(w):].lstrip(" .")
    return text


def _junk_form(words: list[str], common: Callable[[str], bool]) -> bool:
    if all(w in EN_TITLES or w.replace("’", "'") in EN_JUNK for w in words if w not in ("of", "the")):
        return True
    if len(words) == 1:
        w = words[0]
        return len(w) == 1 or common(w)
    return False


def _kind_votes(words: list[str], run: _Run) -> Counter[str]:
    votes: Counter[str] = Counter()
    head = words[:words.index("of")] if "of" in words else words[:words.index("the")] if "the" in words else words
    if run.after in EN_SPEECH_VERBS or run.before in EN_SPEECH_VERBS:
        votes["person"] += 1
    if words[0] in EN_TITLES and len(words) > 1:
        votes["person"] += 1
    if head[-1] in EN_PLACE_HEADS or words[0] in EN_PLACE_HEADS:
        votes["place"] += 1
    elif run.before in EN_PLACE_PREPOSITIONS:
        votes["place"] += 0.5 if run.before in ("to", "at", "from") else 1
    if head[-1] in EN_ORG_HEADS:
        votes["organisation"] += 1
    if len(words) == 1 and words[0].endswith("s") and not words[0].endswith("ss") and run.before == "the":
        votes["term"] += 0.5  # the Munchkins: a people or a kind, not one person
    return votes


def _title(word: str) -> str:
    return word.rstrip(".")


def _married(words: list[str]) -> bool:
    """Mrs. John Dashwood: a married woman under her husband's full name, not him."""
    return len(words) >= 3 and _title(words[0]) in EN_MARRIED_TITLES


def _genders(forms: set[str]) -> dict[str, str]:
    """Given names the titles sex: Mr. Edward, Sir John -> m; Miss Marianne -> f; Mrs. John X -> m."""
    out: dict[str, str] = {}
    for f in forms:
        words = f.split()
        if len(words) < 2:
            continue
        title = _title(words[0])
        if title in EN_GIVEN_TITLES_MALE or _married(words):
            out.setdefault(words[1], "m")
        elif title in EN_GIVEN_TITLES_FEMALE and len(words) >= 3 or title in EN_GIVEN_TITLES_FEMALE and words[1] in forms:
            out.setdefault(words[1], "f")
    return out


def _listed_before(text: str, start: int) -> bool:
    """"the Scarecrow, the Tin Woodman" after another comma-separated name: part of a list."""
    return bool(re.search(r"\w, (?:the )?$", text[max(0, start - 6):start]))


def _of_phrase(form: str, forms: set[str]) -> str:
    """"the Palace of Oz, the Great Wizard": the apposition speaks of the name in the of-phrase."""
    tail = form.rsplit(" of ", 1)[-1].removeprefix("the ")
    return tail if tail != form and tail in forms else form


class EnglishRules:
    """How English names relate: spelling variants, titles, and parts of a name's head."""

    part_ratio = math.inf  # Dorothy (1,266) is still the Dorothy of Dorothy Gale (8)

    def variant_key(self, form: str) -> str:
        return re.sub(r"[\s.'’-]", "", form).casefold()

    def core(self, form: str) -> str | None:
        words = form.split()
        i = 0
        while i < len(words) - 1 and words[i].rstrip(".") in EN_TITLES:
            i += 1
        return " ".join(words[i:]) if i else None

    def parts(self, form: str) -> list[str]:
        """Word-aligned pieces of the head (Witch, Wicked Witch) and the head's tail with its 'of'
        phrase (Witch of the West); never a piece of the 'of' phrase alone (Oz in Land of Oz)."""
        words = form.split()
        if "of" in words or "the" in words:
            i = min(words.index(w) for w in ("of", "the") if w in words)
            head, rest = words[:i], words[i:]
        else:
            head, rest = words, []
        out = [" ".join(head[:n]) for n in range(1, len(head))]
        out += [" ".join(head[n:]) for n in range(1, len(head))]
        if rest:
            out.append(" ".join(head))
            out += [" ".join(head[n:] + rest) for n in range(1, len(head))]
            tail = [w for w in rest if w not in ("of", "the")]
            if len(tail) > 1 and rest[0] == "of":  # Queen of the Mice / Queen of the Field Mice
                out.append(" ".join(head + rest[:len(rest) - len(tail)] + tail[-1:]))
        return out

    def abbreviations(self, form: str) -> list[str]:
        return []

    def qualified(self, part: str, form: str) -> bool:
        return form.startswith(part + " of ")

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def is_title(self, part: str) -> bool:
        return False  # titles alone never become candidates (lexicon.EN_TITLES)

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Appositions the text makes: "Nick Chopper, the Tin Woodman," (not a list: "A, the B and C"),
        and epithets: "Glinda the Sorceress"."""
        pattern = trie_regex(forms, words=True)
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i, p in enumerate(paragraphs):
            found = list(pattern.finditer(p.text))
            for m in found:  # "Glinda the Sorceress": the name and its epithet in one form
                name, _, epithet = m.group().partition(" the ")
                if epithet and name in forms and epithet in forms:
                    pairs[(name, epithet)].append(i)
            for a, b in zip(found, found[1:]):
                name = _of_phrase(a.group(), forms)
                if (p.text[a.end():b.start()] == ", the " and name != b.group()
                        and not EN_LIST_AFTER.match(p.text[b.end():]) and not _listed_before(p.text, a.start())):
                    pairs[(name, b.group())].append(i)
        return pairs

    def families(self, forms: set[str]) -> dict[str, set[str]]:
        return {}  # Sherlock and Mycroft Holmes are two people: English surnames never merge names

    def family_names(self, forms: set[str]) -> set[str]:
        """Surnames a family shares: written after a family title (Mr., Mrs., Miss) and borne by two
        or more (Mr. Palmer and Mrs. Palmer; Miss Steele and Lucy Steele, Lucy a name alone). Alone,
        such a surname names the family, and a title with it names one member, not every one."""
        bearers: dict[str, set[str]] = defaultdict(set)
        titled: set[str] = set()
        for f in forms:
            words = f.split()
            if len(words) < 2 or "of" in words or "the" in words:
                continue
            surname = words[-1]
            if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES:
                bearers[surname].add(_title(words[0]))
                titled.add(surname)
                continue
            core = (self.core(f) or f).split()
            if len(core) == 2 and core[0] in forms and not _married(words):
                bearers[surname].add(core[0])
        return {s for s in titled if len(bearers[s]) >= 2 and s[:1].isupper()}

    def given_names(self, forms: set[str]) -> dict[str, set[str]]:
        """Given names borne with different surnames (John Dashwood, John Middleton): name -> full names."""
        out: dict[str, set[str]] = defaultdict(set)
        for f in forms:
            words = (self.core(f) or f).split()
            if len(words) == 2 and words[0] in forms and "of" not in words and "the" not in words:
                out[words[0]].add(" ".join(words))
        return {g: fulls for g, fulls in out.items() if len(fulls) > 1}

    def family_claims(self, forms: set[str], family: set[str]) -> dict[str, dict[str, set[str]]]:
        """For each title + family name (Mr. Ferrars), the members it may stand for: given name ->
        their forms with the surname (Edward -> Edward Ferrars, Mr. Edward Ferrars). A member is left
        out when the title says another gender, and a Miss when she has a Miss of her own (Miss Lucy
        Steele: the younger sister; Miss Steele is the elder, by the usage of the language)."""
        gender = _genders(forms)
        out: dict[str, dict[str, set[str]]] = {}
        for f in forms:
            words = f.split()
            if len(words) != 2 or _title(words[0]) not in EN_FAMILY_TITLES or words[1] not in family:
                continue
            title, surname = _title(words[0]), words[1]
            female = title in EN_FAMILY_TITLES_FEMALE
            claims: dict[str, set[str]] = defaultdict(set)
            for g in forms:
                gw = g.split()
                if g == f or len(gw) < 2 or gw[-1] != surname or _married(gw):
                    continue
                given = gw[1] if _title(gw[0]) in EN_TITLES and len(gw) >= 3 else None if _title(gw[0]) in EN_TITLES \
                    else gw[0]
                if given is None or gender.get(given, "f" if female else "m") != ("f" if female else "m"):
                    continue
                if female and not title.startswith("Mrs") and (f"{title} {given}" in forms
                                                               or f"{title} {given} {surname}" in forms):
                    continue
                claims[given].add(g)
            out[f] = dict(claims)
        return out

    def familiar_surname(self, form: str) -> str | None:
        return None
