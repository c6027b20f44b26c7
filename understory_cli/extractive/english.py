"""Name candidates in English (and other space-separated, cased scripts): capitalised n-grams.

A capitalised word is evidence of a name only where capitals are not forced, so a run
that opens a sentence (or a quotation) counts only once the same form is seen elsewhere;
a word that is written in lower case at least as often as capitalised mid-sentence is a
common word, whatever its position.

EnglishRules says how the forms relate (aliases.merge). Families stay apart: a title with a
surname names one member, and each tie needs the text's usage (EnglishRules.corefer): the one
man of a family named in full is its Mr. (Mr. Dashwood), a bare family name is its man
(Willoughby), a given name is the bearer the narration writes without a title (John, not Sir
John), and a form of address is whoever answers to it in dialogue ("Miss Dashwood," … replied
Elinor), never two the narration names side by side. Naming statements ("Elizabeth, or Lizzy as
she was called") tie a diminutive once said. A group is one entity with its regular plural (Munchkin /
Munchkins), unless a person is in either, or the singular is a surname (the Palmers are a family).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from .lexicon import (EN_ABBREVIATIONS, EN_DAY_HEADS, EN_FAMILY_TITLES, EN_FAMILY_TITLES_FEMALE, EN_FAMILY_TITLES_MALE,
                      EN_FEMALE_TITLES, EN_FOND_BEFORE, EN_GIVEN_TITLES_FEMALE, EN_GIVEN_TITLES_MALE, EN_JUNK, EN_KNIGHT_TITLES,
                      EN_LIST_AFTER, EN_MALE_PRONOUNS, EN_MALE_TITLES, EN_MARRIED_TITLES, EN_NATIONALITIES, EN_ORG_HEADS,
                      EN_PLACE_HEADS, EN_PLACE_NOUNS, EN_PLACE_PREPOSITIONS, EN_RANKS, EN_SPEECH_VERBS, EN_TITLES)
from .aliases import entity_kind, kind_of
from .model import Candidate, Paragraph
from .scan import trie_regex

WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", re.UNICODE)
SENTENCE_BREAK = re.compile(r"[.!?:;“\"‘(\[]")
POSSESSIVE = re.compile(r"['’]s?$")
MIN_MID = 2  # seen capitalised mid-sentence at least this often
MIN_COUNT = 3
MIN_TITLED = 2  # a title before a known name needs fewer mentions
OWNER_VOTE = 0.5  # a person vote for each possessive (X’s) or fond word before (poor X)


@dataclass
class _Run:
    words: list[str]
    text: str  # as written, abbreviation points included (Mr. Wizard, H. M. Woggle-Bug)
    initial: bool  # starts a sentence or a quotation, where any word is capitalised
    before: str  # the word before, lower-cased ('' at a sentence start)
    after: str  # the word after, lower-cased
    possessive: bool = False  # written X’s: the preposition before governs what X owns (in Willoughby’s favour)


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
        # King’s | Belt: a possessive ends the run, unless a place's or a day's head follows (Bartlett’s
        # Buildings, St. Brannoc’s Eve)
        while j < len(tokens) and (_strip_possessive(tokens[j - 1][0]) == tokens[j - 1][0]
                                   or (tokens[j][0] in EN_PLACE_HEADS or tokens[j][0] in EN_DAY_HEADS)
                                   and text[tokens[j - 1][2]:tokens[j][1]] == " "):
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
        possessive = _strip_possessive(words[-1]) != words[-1]
        words[-1] = _strip_possessive(words[-1])
        written = text[start:tokens[j - 1][2]]
        written = written[:len(written) - len(tokens[j - 1][0]) + len(words[-1])]
        # context words count only when nothing but a space separates them from the name
        before = tokens[i - 1][0].lower() if i and not initial and text[tokens[i - 1][2]:start].isspace() else ""
        after = tokens[j][0].lower() if j < len(tokens) and text[tokens[j - 1][2]:tokens[j][1]].isspace() else ""
        yield _Run(words, " ".join(written.split()), initial, before, after, possessive)
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
    owned: Counter[str] = Counter()
    extended: Counter[tuple[str, str]] = Counter()  # Barton | cottage
    for run in runs:
        words = run.words
        if run.initial:  # drop the words only the sentence start capitalised (The, When, Oh), not a title (Sir John)
            while words and common(words[0]) and not (words[0] in EN_TITLES and len(words) > 1):
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
        owned[form] += run.possessive + (run.before in EN_FOND_BEFORE)  # Fanny’s; poor Fanny, my little Eliza
        if run.after in EN_PLACE_NOUNS and not run.possessive:
            extended[(form, run.after)] += 1

    for form, n in owned.items():
        # Fanny’s hair, Willoughby’s letter: owners are people, and so are those called poor or dear,
        # where the context already shows the form speaking or somewhere (alone, a possessive or a
        # fond word proves little: the Gump’s head, a little Munchkin)
        if n and any(v > 0 for v in votes[form].values()):
            votes[form]["person"] += OWNER_VOTE * n
    out: dict[str, Candidate] = {}
    for form, n_mid in mid.items():
        total = n_mid + initial[form]
        words = WORD.findall(form)
        if n_mid < MIN_MID or total < MIN_COUNT or _junk_form(words, common):
            continue
        out[form] = Candidate(form, total, votes[form])
    _add_titled(out, mid, initial, votes)
    _plural_families(out, mid)
    _lone_ranks(out, runs)
    for (form, noun), n in extended.items():  # Barton cottage: a form of the place Barton
        if n >= MIN_COUNT and form in out and kind_of(out[form]) == "place" and f"{form} {noun}" not in out:
            out[f"{form} {noun}"] = Candidate(f"{form} {noun}", n, Counter({"place": 1}))
    return out


def _lone_ranks(out: dict[str, Candidate], runs: list[_Run]) -> None:
    """"the Colonel" is the one colonel the book names, when it names one only (Colonel Brandon): a rank
    written alone after "the" becomes a form, which the merge attaches as a part of that name. With two
    colonels named it stays out (no form, no role), as do forms of address (Sir, Miss)."""
    alone: Counter[str] = Counter()
    for run in runs:
        if len(run.words) == 1 and run.before == "the" and not run.initial and run.words[0] in EN_RANKS:
            alone[run.words[0]] += 1
    for rank, n in alone.items():
        named = [f for f in out if f.split()[0] == rank and len(f.split()) > 1 and f.split()[1] not in ("of", "the")]
        if n >= MIN_COUNT and len(named) == 1 and rank not in out:
            out[rank] = Candidate(rank, n, Counter({"person": 1}))


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
        return len(w) == 1 or common(w) or w in EN_NATIONALITIES
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
    elif run.before in EN_PLACE_PREPOSITIONS and not run.possessive:
        votes["place"] += 0.5 if run.before in ("to", "at", "from", "towards", "toward", "near") else 1
    if head[-1] in EN_ORG_HEADS:
        votes["organisation"] += 1
    if len(words) == 1 and words[0].endswith("s") and not words[0].endswith("ss") and run.before == "the":
        votes["term"] += 0.5  # the Munchkins: a people or a kind, not one person
    return votes


def _place_noun(form: str) -> bool:
    words = form.split()
    return len(words) > 1 and words[-1] in EN_PLACE_NOUNS


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
    knights: frozenset[str] = frozenset()  # Sir John, when another man bears John (given_names): John is not his

    def variant_key(self, form: str) -> str:
        return re.sub(r"[\s.'’-]", "", form).casefold()

    def core(self, form: str) -> str | None:
        if form in self.knights:
            return None
        words = form.split()
        i = 0
        while i < len(words) - 1 and words[i].rstrip(".") in EN_TITLES:
            i += 1
        return " ".join(words[i:]) if i else None

    def parts(self, form: str) -> list[str]:
        """Word-aligned pieces of the head (Witch, Wicked Witch) and the head's tail with its 'of'
        phrase (Witch of the West); never a piece of the 'of' phrase alone (Oz in Land of Oz)."""
        words = form.split()
        if _place_noun(form):  # Barton cottage is Barton's (EnglishRules.corefer), not a container of it
            return []
        if form in self.knights:  # Sir John: the narration never calls him John alone
            return words[:1]
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
        """Naming statements: "Elizabeth, or Lizzy as she was called", "Margaret, known as Peggy",
        "Robert, whom everybody called Bob", "Lizzy (for so they called Elizabeth)": the text says
        once that two names are one person's."""
        if not forms:
            return {}
        pattern = trie_regex(forms, words=True)
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i, p in enumerate(paragraphs):
            found = list(pattern.finditer(p.text))
            for a, b in zip(found, found[1:]):
                between = p.text[a.end():b.start()]
                after = p.text[b.end():b.end() + 40]
                first, second = _spaced(a.group()), _spaced(b.group())
                if first == second:
                    continue
                if NAMING_BETWEEN.fullmatch(between) or between in (", or ", " or ") and NAMING_AFTER.match(after):
                    pairs[(first, second)].append(i)
                elif CALL_ME_BETWEEN.fullmatch(between) and SELF_NAMED.search(p.text[max(0, a.start() - 20):a.start()]):
                    pairs[(first, second)].append(i)  # “I'm Tamsin Hale, though folk call me Old Tamsin”
                elif NAMED_BEFORE.fullmatch(between):  # Lizzy (for so they called Elizabeth)
                    pairs[(second, first)].append(i)
            for asked, named in _name_answers(paragraphs, i, found, pattern):
                pairs[(asked, named)].append(i)
        return pairs

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
        """Given names borne with different surnames (John Dashwood, John Middleton): name -> full names.
        A knight named by his given name (Sir John) is another man than a Mr. of that given name (Mr.
        John Dashwood, whose wife is Mrs. John Dashwood), before the text writes the knight's surname: a
        knight is never Mr. Such a knight is remembered (`knights`): the narration names him with his
        title every time, so John alone is no part of Sir John, whatever the discourse around it."""
        out: dict[str, set[str]] = defaultdict(set)
        misters: set[str] = set()
        for f in forms:
            words = (self.core(f) or f).split()
            if len(words) == 2 and words[0] in forms and "of" not in words and "the" not in words:
                out[words[0]].add(" ".join(words))
            if len(f.split()) == 3 and _title(f.split()[0]) in EN_FAMILY_TITLES_MALE | EN_MARRIED_TITLES:
                misters.add(f.split()[1])  # Mr. John Dashwood, or his wife, Mrs. John Dashwood
        for f in forms:
            words = f.split()
            if len(words) == 2 and _title(words[0]) in EN_KNIGHT_TITLES and words[1] in misters and words[1] in forms:
                out[words[1]].add(f)
        shared = {g: fulls for g, fulls in out.items() if len(fulls) > 1}
        self.knights = frozenset(f for fulls in shared.values() for f in fulls if _title(f.split()[0]) in EN_KNIGHT_TITLES)
        return shared

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
                # a woman's title claims only given names the text shows are women's (Miss Marianne): in
                # the first chapters Edward Ferrars, of no known sex yet, is not Mrs. Ferrars
                if given is None or gender.get(given, None if female else "m") != ("f" if female else "m"):
                    continue
                if female and not title.startswith("Mrs") and (f"{title} {given}" in forms
                                                               or f"{title} {given} {surname}" in forms):
                    continue
                if title in EN_MARRIED_TITLES and any(f"{t} {given}" in forms or f"{t} {given} {surname}" in forms
                                                      for t in ("Miss", "Miss.")):
                    continue  # Miss Elizabeth Bennet is a daughter, not Mrs. Bennet
                claims[given].add(g)
            out[f] = dict(claims)
        return out

    def familiar_surname(self, form: str) -> str | None:
        return None

    def honorific(self, form: str) -> bool:
        """Forms that never title an entry: a rank alone (Colonel) and a place with its common noun
        (Barton cottage)."""
        return form in EN_RANKS or _place_noun(form)

    def corefer(self, uf, candidates: dict[str, Candidate], stream: list[list[str]], paragraphs: Sequence[Paragraph],
                compatible, family: set[str]) -> None:
        """What usage shows once the forms are clustered: the head of a family (Mr. Dashwood), a bare
        surname's bearer (Willoughby), and whom a form of address names (Miss Dashwood: Elinor answers)."""
        forms = set(candidates)
        found = _mentions(paragraphs, forms)
        pronouns = _pronoun_counts(paragraphs, found)
        uses = Counter(f for fs in stream for f in fs)
        for f in sorted(forms):
            if _place_noun(f) and f.rsplit(" ", 1)[0] in forms and compatible(f, f.rsplit(" ", 1)[0]):
                uf.union(f.rsplit(" ", 1)[0], f)
        _untitled_given_names(self, uf, forms, uses, compatible)
        if family:
            _family_heads(self, uf, forms, family, {f: c.count for f, c in candidates.items()}, compatible)
            bare = _bare_uses(paragraphs, found, family)
            _bare_surnames(uf, forms, family, uses, bare, _root_sexes(uf, forms, uses, pronouns), compatible)
        _addressed_forms(uf, paragraphs, found, _root_sexes(uf, forms, uses, pronouns), compatible)
        _plural_groups(uf, candidates, compatible, family)


# --- co-reference read in usage, once the forms are clustered (EnglishRules.corefer) -------------------

QUOTED = re.compile(r"“[^”]*(?:”|$)|\"[^\"]*(?:\"|$)")
PRONOUN = re.compile(r"\b(?:[Hh]e|himself|[Ss]he|herself)\b")  # him, his, her: as often said of another
CLAUSE_END = re.compile(r"[.!?;“”\"]")
_VERBS = "|".join(sorted(EN_SPEECH_VERBS))
SPEAKER_BEFORE = re.compile(rf"\b(?:{_VERBS})\s+$")  # said Elinor
SPEAKER_AFTER = re.compile(rf"^\s+(?:{_VERBS})\b")  # Elinor said
VOCATIVE_BEFORE = re.compile(r"(?:^[“\"]|[,;!?—]\s*|\b[Dd]ear\s+|\b[Mm]y\s+)$")  # “Miss Dashwood, / , Anne? / my dear Fanny
VOCATIVE_AFTER = re.compile(r"^(?:\s*[,!?;—]|\.[”\"]?\s*$)")
# "Margaret, known as Peggy", "Robert, whom everybody called Bob", "Ann, called Nancy by her sister"
NAMING_BETWEEN = re.compile(r",?\s+(?:(?:who\s+was\s+)?(?:better\s+)?known\s+as|nicknamed|(?:who\s+was\s+)?"
                            r"called\s+by\s+(?:her|his|their|all|everyone|everybody)(?:\s+\w+)?|whom\s+(?:they|we|"
                            r"everyone|everybody|all|her\s+\w+|his\s+\w+)\s+called|(?:she|he)\s+was\s+called)\s+")
NAMING_AFTER = re.compile(r",?\s+as\s+(?:she|he)\s+(?:was|is)\s+(?:called|named|known)\b")  # Elizabeth, or Lizzy as she was called
# a speaker naming themself twice: “I'm Tamsin Hale, though most folk call me Old Tamsin, and some call me the Keeper”
CALL_ME_BETWEEN = re.compile(r"(?:\s+\w+)?,?\s+(?:and|but|though|or)\s+(?:\w+\s+){0,3}?call(?:s|ed)?\s+me\s+(?:the\s+)?")
SELF_NAMED = re.compile(r"(?:I’m|I'm|I\s+am|[Mm]y\s+name\s+is|call(?:s|ed)?\s+me)\s+(?:the\s+)?$")
NAMED_BEFORE = re.compile(r"\s+\((?:for\s+)?so\s+(?:they|we|she|he|everyone|everybody)\s+called\s+")
GENDER_SHARE = 2 / 3  # of a form's gendered pronouns, to give it a sex
MIN_GENDERED = 3
MIN_ADDRESSED = 3  # answers from one entity to a form of address, before the form is that entity's
ADDRESSED_SHARE = 0.7  # of the answers to a form of address
TOGETHER_SHARE = 0.15  # of a form's sentences naming the one who answers it too: above, they are two
BARE_SHARE = 0.7  # of a family's forms of one sex, held by the entity a bare surname joins


# “Who was Nick Chopper?” asked Tip. / “That is the name of my friend the Tin Woodman,” …
WHO_ASKED = re.compile(r"\b[Ww]ho\s+(?:is|was|were|are)\s+(?:this\s+|that\s+)?$")
NAME_OF = re.compile(r"\b(?:[Tt]hat|[Ii]t|[Tt]his|[Ss]uch)\s+(?:is|was)\s+the\s+name\s+of\s+(?:(?:my|his|her|our|your|their|"
                     r"a|an|old|dear|good|friend|brother|sister|comrade)\s+)*(?:the\s+)?$")


def _name_answers(paragraphs: Sequence[Paragraph], i: int, found: list[re.Match], pattern: re.Pattern[str]):
    """(asked, named): a paragraph answering the question of the one before it, “Who was X?”, with
    “That is the name of … Y”: the answer ties the two names (once is enough, like a naming statement)."""
    if i == 0:
        return
    for b in found:
        if not NAME_OF.search(paragraphs[i].text[max(0, b.start() - 80):b.start()]):
            continue
        before = paragraphs[i - 1].text
        for a in pattern.finditer(before):
            if WHO_ASKED.search(before[max(0, a.start() - 24):a.start()]) and before[a.end():a.end() + 1] == "?" \
                    and _spaced(a.group()) != _spaced(b.group()):
                yield _spaced(a.group()), _spaced(b.group())


def _mentions(paragraphs: Sequence[Paragraph], forms: set[str]) -> list[list[re.Match]]:
    pattern = trie_regex(forms, words=True)
    return [list(pattern.finditer(p.text)) for p in paragraphs]


def _spaced(form: str) -> str:
    return " ".join(form.split())


def _title_sex(form: str) -> str | None:
    """Mr. Willoughby, Sir John -> m; Mrs. Jennings, Miss Grey -> f; Colonel Brandon -> None."""
    words = form.split()
    if len(words) < 2:
        return None
    title = _title(words[0])
    return "m" if title in EN_MALE_TITLES else "f" if title in EN_FEMALE_TITLES and not _married(words) else None


def _pronoun_counts(paragraphs: Sequence[Paragraph], found: list[list[re.Match]]) -> dict[str, Counter[str]]:
    """For each form, the first he/she (or himself/herself) after each mention in its clause, when no
    other name comes between ("Colonel Brandon … he"): a reader's first guess at who the pronoun is.
    Noisy in a novel told around one person (Willoughby … she): an entity's titles outweigh it, and a
    bare family name is never sexed by it."""
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for p, matches in zip(paragraphs, found):
        for m, nxt in zip(matches, matches[1:] + [None]):
            end = nxt.start() if nxt else len(p.text)
            stop = CLAUSE_END.search(p.text, m.end(), end)
            pronoun = PRONOUN.search(p.text, m.end(), stop.start() if stop else end)
            if pronoun:
                out[_spaced(m.group())]["m" if pronoun.group().lower() in EN_MALE_PRONOUNS else "f"] += 1
    return out


def _sex(counts: Counter[str]) -> str | None:
    gendered = counts["m"] + counts["f"]
    if gendered < MIN_GENDERED:
        return None
    return "m" if counts["m"] >= GENDER_SHARE * gendered else "f" if counts["f"] >= GENDER_SHARE * gendered else None


def _speakers_and_addressed(paragraphs: Sequence[Paragraph], found: list[list[re.Match]]
                            ) -> tuple[list[set[str]], list[list[str]]]:
    """Per paragraph: the forms named as speaking (said Elinor, Lucy cried) in the narration, and the
    forms spoken to inside the quotation (“Miss Dashwood,” / “How can you say so, Anne?”)."""
    speakers, addressed = [], []
    for p, matches in zip(paragraphs, found):
        quotes = [(q.start(), q.end()) for q in QUOTED.finditer(p.text)]
        said, spoken_to = set(), []
        for m in matches:
            quote = next(((a, b) for a, b in quotes if a <= m.start() < b), None)
            if quote is None:
                if SPEAKER_BEFORE.search(p.text, 0, m.start()) or SPEAKER_AFTER.match(p.text[m.end():m.end() + 20]):
                    said.add(_spaced(m.group()))
            elif (VOCATIVE_BEFORE.search(p.text[quote[0]:m.start()])
                  and VOCATIVE_AFTER.match(p.text[m.end():quote[1]])):
                spoken_to.append(_spaced(m.group()))
        speakers.append(said)
        addressed.append(spoken_to)
    return speakers, addressed


def _root_sexes(uf, forms: set[str], uses: Counter[str], pronouns: dict[str, Counter[str]]) -> dict[str, str | None]:
    """Each entity's sex: its titles (Mr., Miss) weighed by use, and the pronouns after its forms."""
    evidence: dict[str, Counter[str]] = defaultdict(Counter)
    for f in forms:
        root = uf.find(f)
        sex = _title_sex(f)
        if sex:
            evidence[root][sex] += uses[f]
        evidence[root].update(pronouns.get(f, Counter()))
    return {root: _sex(c) for root, c in evidence.items()}


def _untitled_given_names(rules: "EnglishRules", uf, forms: set[str], uses: Counter[str], compatible) -> None:
    """John, borne by John Dashwood and Sir John Middleton: a man the narration names with his title every
    time (Sir John, never John Middleton alone) is not the one it calls John. The given name joins the
    one bearer whose full name is written without a title, when only one is."""
    for given, fulls in sorted(rules.given_names(forms).items()):
        if given not in forms or any(uf.find(given) == uf.find(f) for f in fulls):
            continue
        plain = [f for f in fulls if uses[f] >= MIN_COUNT and _title(f.split()[0]) not in EN_TITLES]
        if len(plain) == 1 and compatible(given, plain[0]):
            uf.union(plain[0], given)


def _family_heads(rules: "EnglishRules", uf, forms: set[str], family: set[str], counts: dict[str, int], compatible) -> None:
    """Mr. Dashwood is the one man of the family the text names in full often enough (John Dashwood,
    Mr. John Dashwood against Mr. Dashwood's uses), when the discourse left him unattached: "Mr." with a
    surname names the head of the house, and the family has no other man to name."""
    from .aliases import FAMILY_SUPPORT
    men = {g for g, sex in _genders(forms).items() if sex == "m"}  # Mr. John Dashwood, Mrs. John Dashwood: John
    for titled, members in sorted(rules.family_claims(forms, family).items()):
        if _title(titled.split()[0]) not in EN_MALE_TITLES or not counts[titled]:
            continue
        if uf.find(titled) in {uf.find(f) for fs in members.values() for f in fs}:
            continue
        kept = {g: fs for g, fs in members.items() if sum(counts[f] for f in fs) >= FAMILY_SUPPORT * counts[titled]}
        if len(kept) != 1 or not set(kept) <= men:  # one member only, whom the text shows to be a man
            continue
        head = next(iter(kept.values()))
        if len({uf.find(f) for f in head}) == 1 and all(compatible(f, titled) for f in head):
            uf.union(min(head), titled)


def _bare_uses(paragraphs: Sequence[Paragraph], found: list[list[re.Match]], family: set[str]) -> Counter[str]:
    """Uses of each family name written alone: not the tail of a name the candidates missed (Mr. Henry
    Dashwood, written twice, is found as Dashwood)."""
    out: Counter[str] = Counter()
    for p, matches in zip(paragraphs, found):
        for m in matches:
            form = _spaced(m.group())
            if form in family:
                before = p.text[max(0, m.start() - 20):m.start()]
                if not re.search(r"(?:\b[A-Z][\w’'-]*\.?|\b[A-Z]\.)\s+$", before):
                    out[form] += 1
    return out


def _bare_surnames(uf, forms: set[str], family: set[str], uses: Counter[str], bare: Counter[str],
                   sexes: dict[str, str | None], compatible) -> None:
    """A family name written alone (Willoughby, Brandon) names a man, by the usage of the language (a
    woman is Miss or Mrs. Willoughby, or her given name): the man of the family, when one entity holds
    most uses of its men's forms (Mr. Willoughby; Colonel Brandon, a man by his pronouns). Miss Darcy is
    never Darcy, and a wife never her husband. (Pronouns after the bare name itself are no guide: in a
    novel told around a heroine, "Willoughby … she" is mostly her.)"""
    sex = "m"
    for surname in sorted(family):
        if surname not in forms or bare[surname] < MIN_COUNT:
            continue
        weight: Counter[str] = Counter()
        for f in forms:
            words = f.split()
            if f != surname and len(words) >= 2 and words[-1] == surname and not _married(words) \
                    and "of" not in words and sexes.get(uf.find(f)) == sex:
                weight[uf.find(f)] += uses[f]
        if not weight or uf.find(surname) in weight:
            continue
        root, n = weight.most_common(1)[0]
        if n >= BARE_SHARE * sum(weight.values()) and compatible(surname, root):
            uf.union(min(f for f in forms if uf.find(f) == root and f.split()[-1] == surname), surname)


SENTENCE_END = re.compile(r"(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSt)[.!?][”\"’]?\s+(?=[“\"‘]?[A-Z])")


def _named_together(uf, paragraphs: Sequence[Paragraph], found: list[list[re.Match]], root: str, other: str) -> float:
    """Share of the sentences naming `root`'s entity that also name `other`'s."""
    named = together = 0
    for p, matches in zip(paragraphs, found):
        if not any(uf.find(_spaced(m.group())) == root for m in matches):
            continue
        ends = [m.end() for m in SENTENCE_END.finditer(p.text)] + [len(p.text)]
        by_sentence: dict[int, set[str]] = defaultdict(set)
        for m in matches:
            by_sentence[next(k for k, end in enumerate(ends) if m.start() < end)].add(uf.find(_spaced(m.group())))
        for roots in by_sentence.values():
            if root in roots:
                named += 1
                together += other in roots
    return together / named if named else 0.0


def _addressed_forms(uf, paragraphs: Sequence[Paragraph], found: list[list[re.Match]],
                     sexes: dict[str, str | None], compatible) -> None:
    """Co-reference in dialogue: a form of address (“Miss Dashwood,” cried Willoughby) names whoever
    answers, the speaker named in the paragraph before or after it, other than the one who speaks it.
    A form whose answers come from one entity, at least three times, in three chapters and nearly
    always, is that entity's; never two who answer each other in the same exchange, nor a man and a
    woman, nor two the narration often names in one sentence (Miss Bennet, the eldest, and
    Elizabeth, who answers to "Miss Bennet" where her elder sister is absent)."""
    speakers, addressed = _speakers_and_addressed(paragraphs, found)

    def speaker(i: int) -> str | None:
        roots = {uf.find(f) for f in speakers[i]}
        return roots.pop() if len(roots) == 1 else None

    votes: dict[str, Counter[str]] = defaultdict(Counter)
    chapters: dict[tuple[str, str], set[int]] = defaultdict(set)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)  # the paragraphs of the answers
    talks: Counter[frozenset[str]] = Counter()
    for i, p in enumerate(paragraphs):
        here = speaker(i)
        if i + 1 < len(paragraphs) and paragraphs[i + 1].chapter_no == p.chapter_no:
            there = speaker(i + 1)
            if here and there and here != there:
                talks[frozenset((here, there))] += 1
        for form in addressed[i]:
            answers = {r for j in (i - 1, i + 1) if 0 <= j < len(paragraphs)
                       and paragraphs[j].chapter_no == p.chapter_no and (r := speaker(j)) and r != here}
            if len(answers) == 1:
                answer = answers.pop()
                votes[uf.find(form)][answer] += 1
                chapters[(uf.find(form), answer)].add(p.chapter_no)
                where[(uf.find(form), answer)].append(i)
    joins = []
    for root, tally in votes.items():
        total = sum(tally.values())
        other, n = max(((r, n) for r, n in tally.items() if r != root), key=lambda rn: rn[1], default=(None, 0))
        if not n:
            continue
        together = _named_together(uf, paragraphs, found, root, other)
        same_sex = None in (sexes.get(root), sexes.get(other)) or sexes.get(root) == sexes.get(other)
        if n >= MIN_ADDRESSED and n >= ADDRESSED_SHARE * total and not talks[frozenset((root, other))] and same_sex \
                and len(chapters[(root, other)]) >= MIN_ADDRESSED and together <= TOGETHER_SHARE:
            joins.append((root, other))
    for root, other in joins:
        if compatible(root, other):  # tied from the first answer, where the text first shows it (entities.link_dates)
            uf.union(other, root, where[(root, other)][0])


def _singulars(form: str) -> list[str]:
    """The singulars a regular English plural may stand for, its last word made singular: Munchkins ->
    Munchkin, Witches -> Witch (or Witche), Fairies -> Fairy, Guardian of the Gates -> Guardian of the
    Gate."""
    words = form.split()
    last = words[-1]
    if len(last) < 3 or not last.endswith("s") or last.endswith("ss") or not _is_cap(last):
        return []
    out = [last[:-3] + "y"] if last.endswith("ies") else []
    out += [last[:-2]] if last.endswith("es") else []
    out.append(last[:-1])
    return [" ".join(words[:-1] + [w]) for w in out if len(w) > 1]


def _surnames(forms: set[str], candidates: dict[str, Candidate], family: set[str]) -> set[str]:
    """Words worn as a person's surname, after a title or a given name (Mrs. Palmer, John Dashwood,
    Sir John Middleton: a given name is a person's name alone, or a person's two-word name is given name
    and surname), and the families' names."""
    out = set(family)
    for g in forms:
        gw = g.split()
        if len(gw) >= 2 and "of" not in gw and "the" not in gw \
                and (_title(gw[-2]) in EN_TITLES or gw[-2] in candidates and kind_of(candidates[gw[-2]]) == "person"
                     or len(gw) == 2 and kind_of(candidates[g]) == "person"):
            out.add(gw[-1])
    return out


def _surname(form: str, surnames: set[str]) -> bool:
    """A form naming a person by a surname (Miss Steele, Palmer): its plural is the family (the Miss
    Steeles, the Palmers), not the person."""
    words = form.split()
    return _title(words[0]) in EN_TITLES or words[-1] in surnames


def _plural_groups(uf, candidates: dict[str, Candidate], compatible, family: set[str]) -> None:
    """A group and its members under one name: a form and its regular plural (Munchkin / Munchkins,
    Guardian of the Gate / Guardian of the Gates) are one entity, the plural no statement's alias
    (each form is the entity's from its first mention). Never a person's: not when either form, or the
    entity either is in, is a person (Witch, inside the Wicked Witch of the West; the Nomes and the
    Nome King), nor when the singular is worn as a surname, after a title or a given name (Palmer,
    Mrs. Palmer: the Palmers are the family)."""
    forms = set(candidates)
    members: dict[str, list[str]] = defaultdict(list)
    for form in candidates:
        members[uf.find(form)].append(form)
    kinds = {root: entity_kind(forms, candidates) for root, forms in members.items()}
    surnames = _surnames(forms, candidates, family)
    for plural in sorted(forms):
        singular = next((s for s in _singulars(plural) if s in forms), None)
        if singular is None or uf.find(singular) == uf.find(plural) or not compatible(singular, plural):
            continue
        if "person" in (kind_of(candidates[singular]), kind_of(candidates[plural]),
                        kinds.get(uf.find(singular)), kinds.get(uf.find(plural))):
            continue
        if _surname(singular, surnames) or _surname(plural, surnames):
            continue
        uf.union(singular, plural)
