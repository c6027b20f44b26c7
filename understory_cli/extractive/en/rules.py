"""How English forms relate (EnglishRules, read by aliases.merge): titles, parts, families, naming statements."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from typing import Mapping, Sequence

from .patronymics import three_part_names, three_part_ties
from .petnames import pet_name_ties
from .titled_given import unmarried_full_names
from .family_plurals import family_plurals as _family_plurals
from .sexes import OFFICES, RANKS, bare_between, late_surnames, office_sex, ranked_sex, same_title, titled_elsewhere
from .lexicon import (EN_FAMILY_TITLES, EN_FAMILY_TITLES_FEMALE, EN_FAMILY_TITLES_MALE, EN_FEMALE_TITLES,
                       EN_GIVEN_TITLES_MALE, EN_KNIGHT_TITLES, EN_LIST_AFTER, EN_MALE_TITLES, EN_MARRIED_TITLES,
                       EN_PLACE_QUALIFIERS, EN_RANKS, EN_TITLES)
from ..types import Candidate, Paragraph
from ..scan import trie_regex
from .kin_titles import kin_apart, kin_ties, lone_address
from .titled_surname import _met, titled_surname_ties
from .couples import coupled_heads, men_named
from .persons import GIVEN_FEMALE, GIVEN_MALE
from .elders import elder_form
from .wife_names import wife_full_names
from .known_titles import known_title
from .full_titles import full_name_title
from .narrator import PRONOUN
from .beings import titles_called
from .candidates import _genders, _listed_before, _married, _of_phrase, _place_noun, _title, untitled
from .coreference import (CALL_ME_BETWEEN, KNOWN_AS, NAMED_BEFORE, NAMING_AFTER, NAMING_BETWEEN,
                          SELF_NAMED, _addressed_forms, dashed_namings, _bare_surnames, _bare_uses, _family_heads, _mentions, _name_answers,
                          _plural_groups, _pronoun_counts, _root_sexes, _self_names, _sex, _spaced, _untitled_given_names)


class EnglishRules:
    """How English names relate: spelling variants, titles, and parts of a name's head."""

    part_ratio = math.inf  # Dorothy (1,266) is still the Dorothy of Dorothy Gale (8)
    sexed: dict[str, str] = {}  # full names without a title, sexed by their pronouns (sexes)
    kinds_named_from: frozenset[str] = frozenset()  # Greenland Whale: a kind named after a place (names.py)
    narrator: tuple[str, int] | None = None  # the narrator's name and the paragraph naming it ("I" is its alias)
    first_person = False  # the narration says I (narrator.first_person), whether or not it names the narrator
    knights: frozenset[str] = frozenset()  # Sir John, when another man bears John (given_names): John is not his
    kin_apart: frozenset[str] = frozenset()  # Aunt Jane, when Jane Finn bears Jane (given_names): Jane is not hers
    younger: dict[str, str] = {}  # a surname with an elder's forms -> its younger bearer's full name (elders.py)
    elders: frozenset[str] = frozenset()  # those elder's forms (old Dantès): no other "Old X" is one (elders.py)
    coupled: frozenset[str] = frozenset()  # "Mr and Mrs Musgrove", again and again: Mr is Mrs's husband (couples.py)
    men: frozenset[str] = frozenset()  # surnames written after a man's given name (Richard Newson: couples.py)
    namesakes: frozenset[str] = frozenset()  # Capitan Basilio beside "the student Basilio": Basilio is not his
    peoples: frozenset[str] = frozenset()  # the Indians, three Brahmins: a people in the plural (family_plurals.py)

    def variant_key(self, form: str) -> str:
        """Spelling variants (Tik-tok, Tiktok), a middle initial (Julius P. Hersheimmer, Julius Hersheimmer), and one
        family title in English or French, written out or short (Mr., M. and Monsieur Renauld are one man; Mrs. and
        Madame Renauld one wife)."""
        if (named := self._elder(form)) is not None:
            return f"elder {named}".casefold()  # old Dantès, the elder Dantès, father Dantès: one man (elders.py)
        first, _, rest = form.partition(" ")
        if rest and _title(first) in _SAME_TITLE:
            form = f"{_SAME_TITLE[_title(first)]} {rest}"
        return re.sub(r"[\s.'’-]", "", _MIDDLE_INITIAL.sub("", form)).casefold()

    def _elder(self, form: str) -> str | None:
        """The surname an elder's form the book gives two generations of names (elders.py), else None."""
        return elder_form(form) if form in self.elders else None

    def core(self, form: str) -> str | None:
        return None if form in self.knights or form in self.namesakes or form in self.kin_apart or self._elder(form) \
            else untitled(form)

    def parts(self, form: str) -> list[str]:
        """Word-aligned pieces of the head (Witch, Wicked Witch) and the head's tail with its 'of'
        phrase (Witch of the West); never a piece of the 'of' phrase alone (Oz in Land of Oz)."""
        words = form.split()
        if _place_noun(form):  # Barton cottage is Barton's (EnglishRules.corefer), not a container of it
            return []
        if form in self.knights or form in self.namesakes:  # Sir John: the narration never calls him John alone
            return [" ".join(words[:2])] if len(words) == 3 else words[:1]  # Sir Peter Arley is Sir Peter's
        if form in self.kin_apart or self._elder(form):  # Aunt Jane beside Jane Finn (kin_titles.py); old Dantès (elders.py)
            return []
        if "of" in words or "the" in words:
            i = min(words.index(w) for w in ("of", "the") if w in words)
            head, rest = words[:i], words[i:]
        else:
            head, rest = words, []
        # the Greenland Whale is no fuller name of Greenland
        out = [" ".join(head[:n]) for n in range(1, len(head))] if form not in self.kinds_named_from else []
        if head[0] not in EN_PLACE_QUALIFIERS:  # New England is not England, nor North Carolina Carolina
            out += [" ".join(head[n:]) for n in range(1, len(head))]
        if len(head) == 3 and not rest and _title(head[0]) in RANKS | OFFICES:  # Dr. Stanhope of Dr. Vesey Stanhope
            out.append(f"{head[0]} {head[2]}")
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
        folded = {f.casefold(): f for f in sorted(forms, key=lambda f: -len(f))}
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
            for k, a in enumerate(found):  # a naming with other names inside it (KNOWN_AS)
                for b in found[k + 1:k + 5]:
                    first, second = _spaced(a.group()), _spaced(b.group())
                    if first != second and KNOWN_AS.fullmatch(p.text, a.end(), b.start()):
                        pairs[(first, second)].append(i)
            for pair in dashed_namings(p.text, forms):  # Miss Jenkyns-Deborah, as she liked Miss Matty to call her
                pairs[pair].append(i)
            for asked, named in _name_answers(paragraphs, i, found, pattern):
                pairs[(asked, named)].append(i)
            for name, speaker in _self_names(paragraphs, i, folded):
                pairs[(speaker, name)].append(i)
        for title, name, i in titles_called(paragraphs, forms):
            pairs[(name, title)].append(i)
        if self.narrator is not None and self.narrator[0] in forms and PRONOUN in forms:
            pairs[(self.narrator[0], PRONOUN)].append(self.narrator[1])  # "Call me Ishmael."
        for pair, where in kin_ties(paragraphs, forms).items():  # Aunt Reed: the Reeds' one Mrs. (kin_titles.py)
            pairs[pair] += where
        for pair, where in three_part_names(paragraphs, forms).items():  # Afanasy Ivanovitch Totski, once (names62)
            pairs[pair] += where
        return pairs

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def is_title(self, part: str) -> bool:
        return False  # titles alone never become candidates (lexicon.EN_TITLES)

    def member_title(self, part: str) -> bool:
        return False  # Mr., Mrs. are written before the surname, never after it (types.Rules)

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
                elif _named_after(p.text, a, b):  # the poor little Lizard, Bill, was …: Bill, the Lizard
                    pairs[(b.group(), a.group())].append(i)
        for pair, where in _written_full_names(paragraphs, forms).items():
            pairs[pair] += where
        for pair, where in pet_name_ties(paragraphs, forms).items():  # Thomas Beresford (bow, Tommy!)
            pairs[pair] += where
        for pair, where in unmarried_full_names(paragraphs, forms).items():  # Mademoiselle Marthe Daubreuil
            pairs[pair] += where
        for pair, where in three_part_ties(paragraphs, forms).items():  # Rodya beside Rodion Romanovitch Raskolnikov
            pairs[pair] += where
        for pair, where in titled_surname_ties(paragraphs, forms).items():  # Miss Baker: the one Baker woman
            pairs[pair] += where
        for pair, where in wife_full_names(paragraphs, forms).items():  # Mrs. Wilson: "said Myrtle Wilson"
            pairs[pair] += where
        for surname, full in self.younger.items():  # Dantès: Edmond Dantès's, not old Dantès's (elders.py)
            if surname in forms and full in forms:
                pairs[(full, surname)] += _met(paragraphs, full, surname)
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
                bearers[surname].add(_bearer(_title(words[0])))
                titled.add(surname)
                continue
            core = (self.core(f) or f).split()
            if len(core) == 2 and core[0] in forms and not _married(words):
                bearers[surname].add(core[0])
            elif len(words) == 2 and f in self.sexed:  # Alfred Inglethorp, a man by his pronouns, beside Mrs. Inglethorp
                bearers[surname].add("Mr" if self.sexed[f] == "m" else words[0])
        for s in titled & self.men:  # Mrs. Newson and "Richard Newson": her husband, whom the text may never title
            bearers[s].add("Mr")
        return {s for s in titled if len(bearers[s]) >= 2 and s[:1].isupper()}

    def sexes(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[str, str]:
        """The forms whose sex the text says: by a title (Mr., Monsieur, Sir: m; Mrs., Miss, Lady: f), or, for a full
        name without one (Alfred Inglethorp), by the he or she after it. Mr. and Mrs. Inglethorp, or Alfred
        Inglethorp and Mrs. Inglethorp, are never one entity, whatever shorter form they share (Inglethorp)."""
        out: dict[str, str] = {}
        full, ranked, offices = set(), set(), set()
        for f in forms:
            words = f.split()
            title = _title(words[0]) if len(words) >= 2 else ""
            if title in EN_MALE_TITLES or title in EN_FEMALE_TITLES:
                out[f] = "m" if title in EN_MALE_TITLES else "f"
            elif len(words) == 2 and title not in EN_TITLES and all(w[:1].isupper() for w in words):
                full.add(f)
            elif len(words) >= 2 and title in RANKS:
                ranked.add(f)  # Captain Morstan: the sex of a he or she after him (sexes.py)
            elif len(words) >= 2 and title in OFFICES and words[-1][:1].isupper():
                offices.add(f)  # Dr. Proudie: the sex of a he or she after him, as a rank's (sexes.py)
        if full or ranked or offices:
            counted = _pronoun_counts(paragraphs, _mentions(paragraphs, forms), frozenset(ranked | offices))
            for f, counts in counted.items():
                if f in full and (said := _sex(counts)):
                    out[f] = said
            for f in ranked:
                if said := ranked_sex(counted.get(f)):
                    out[f] = said
            for f in offices:
                if said := office_sex(counted.get(f)):
                    out[f] = said
            out.update(same_title(ranked | offices, out))  # Dr. Stanhope: Dr. Vesey Stanhope's sex (sexes.py)
        for f, said in titled_elsewhere(paragraphs, full - set(out)).items():
            out[f] = said  # "Mr. Mordecai Smith": the full name is a man's
        self.sexed = {f: sex for f, sex in out.items() if f in full}
        self.men = men_named(paragraphs)  # read by family_names, which sees no text
        self.coupled = coupled_heads(paragraphs)  # read by family_claims, which sees no text
        for bare in late_surnames(paragraphs, forms):  # "the late Odintsov": a dead man, never Madame Odintsov
            out.setdefault(bare, "m")
        out.update(bare_between(forms, out, self.family_names(forms)))  # Morstan: the captain's (sexes.py)
        return out

    def family_plurals(self, forms: set[str]) -> set[str]:
        """The forms naming a family or a people in the plural (the Miss Browns, the Epanchins, the Indians): a group
        (family_plurals.py)."""
        return _family_plurals(forms) | (self.peoples & forms)

    def bearers(self, forms: set[str]) -> dict[str, tuple[str, str]]:
        """(given name, surname) of each full name of a family's member, with or without a title (John Cavendish,
        Mr. Lawrence Cavendish): two given names of one family are two people (aliases.UnionFind), whatever
        title or form of address the text gives both (Mr. Cavendish, answered by each brother). Not a wife
        named by her husband (Mrs. John Dashwood is Fanny Dashwood)."""
        family = self.family_names(forms)
        out = {}
        for f in forms:
            words = f.split()
            core = (untitled(f) or f).split()
            if len(core) == 2 and core[1] in family and not _married(words) and _title(core[0]) not in EN_TITLES \
                    and core[0][:1].isupper() and not self._elder(f):
                out[f] = (core[0], core[1])
        return out

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
        # a knight's full name whose given name a Mr. bears alone ("Mr Peter" beside "Sir Peter Arley", Cranford: Peter
        # Jenkyns, the rector's son; a knight is never Mr.): the given name alone is not the knight's either
        misters_given = {w[1] for f in forms if len(w := f.split()) == 2 and w[1] in GIVEN_MALE
                         and _title(w[0]) in EN_GIVEN_TITLES_MALE - EN_KNIGHT_TITLES}
        self.knights = frozenset(f for fulls in shared.values() for f in fulls
                                 if _title(f.split()[0]) in EN_KNIGHT_TITLES) \
            | frozenset(f for f in forms if 2 <= len(w := f.split()) <= 3 and _title(w[0]) in EN_KNIGHT_TITLES
                        and w[1] in misters_given)  # Sir Peter too: the knight's, not the Mr.'s
        self.kin_apart = kin_apart(forms)
        return shared

    def family_claims(self, forms: set[str], family: set[str]) -> dict[str, dict[str, set[str]]]:
        """For each title + family name (Mr. Ferrars), the members it may stand for: given name ->
        their forms with the surname (Edward -> Edward Ferrars, Mr. Edward Ferrars). A member is left
        out when the title says another gender, and a Miss when she has a Miss of her own and a sister (Miss
        Lucy Steele: the younger sister; Miss Steele is the elder, by the usage of the language)."""
        gender = _genders(forms)
        out: dict[str, dict[str, set[str]]] = {}
        for f in forms:
            words = f.split()
            if len(words) != 2 or _title(words[0]) not in EN_FAMILY_TITLES or words[1] not in family:
                continue
            title, surname = _title(words[0]), words[1]
            female = title in EN_FAMILY_TITLES_FEMALE
            claims: dict[str, set[str]] = defaultdict(set)
            younger: set[str] = set()
            for g in forms:
                gw = g.split()
                if g == f or len(gw) < 2 or gw[-1] != surname or _married(gw) or self._elder(g):
                    continue  # (old Dantès: the elder, named by no given name: elders.py)
                given = gw[1] if _title(gw[0]) in EN_TITLES and len(gw) >= 3 else None if _title(gw[0]) in EN_TITLES \
                    else gw[0]
                # a woman's title claims only given names the text shows are women's (Miss Marianne): in
                # the first chapters Edward Ferrars, of no known sex yet, is not Mrs. Ferrars; and a man's title no
                # given name English gives women only (persons.GIVEN_FEMALE: Mr. Henchard is no Susan Henchard)
                listed = "f" if given in GIVEN_FEMALE else "m" if given in GIVEN_MALE else None
                if given is None or gender.get(given, listed or (None if female else "m")) != ("f" if female else "m"):
                    continue
                if female and not title.startswith("Mrs") and f"{title} {given} {surname}" in forms:
                    continue
                if female and not title.startswith("Mrs") and f"{title} {given}" in forms:
                    younger.add(given)
                if title != "Master" and not female and (f"Master {given}" in forms
                                                         or f"Master {given} {surname}" in forms):
                    continue  # Master John is a boy, the son: Mr. Reed is his father ("Mr. Reed had been dead nine years")
                if title in EN_MARRIED_TITLES | EN_TITLED_WIVES and any(
                        f"{t} {given}" in forms or f"{t} {given} {surname}" in forms for t in ("Miss", "Miss.")):
                    continue  # Miss Elizabeth Bennet is a daughter, not Mrs. Bennet; Miss Anne, not Lady Elliot
                if not female and any(f"{t} {given} {surname}" in forms for t in EN_KNIGHT_TITLES):
                    continue  # Sir Walter Elliot, a baronet, is never Mr. Elliot (his heir is; Sir John may be another's)
                if not female and surname in self.coupled and any(
                        f"{t}{dot} {given} {surname}" in forms for t in EN_MARRIED_TITLES for dot in ("", ".")):
                    continue  # Mr Musgrove, of "Mr and Mrs Musgrove", is no Charles with a wife of his own (couples.py)
                claims[given].add(g)
            # Miss Jane alone (the servants' address) is a younger sister only beside another, or where the narration
            # names her (a third-person book's Miss Anne is not Miss Elliot, her elder sister): else she is Miss Eyre
            out[f] = {g: fs for g, fs in claims.items() if g not in younger or len(claims) == 1 and self.first_person}
        return out

    def familiar_surname(self, form: str) -> str | None:
        """The narrator's "I" titles nothing: it is the alias of the name the narration gives (narrator.py)."""
        return form if form == PRONOUN and self.narrator is not None else None

    def known_title(self, name: str, forms: list[str], mentions: Counter[str], met: Mapping[str, int] | None = None) -> str:
        """Mr. Brown, not the rarer bare Brown met before it (known_titles.py); Jordan Baker, not Miss Baker, where
        met no later (full_titles.py; `met`: form -> first chapter)."""
        return full_name_title(known_title(name, forms, mentions), forms, mentions, met)

    def honorific(self, form: str) -> bool:
        """Forms that never title an entry: a rank alone (Colonel), a place with its common noun (Barton cottage)
        and a lone form of address (Missis: kin_titles.py)."""
        return form in EN_RANKS or _place_noun(form) or lone_address(form)

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


EN_TITLED_WIVES = frozenset(["Lady"])  # Lady Elliot, a knight's or a lord's wife: married, as Mrs. is
_SAME_TITLE = {**dict.fromkeys(("Mr", "Mister", "M", "Monsieur"), "Mr"), **dict.fromkeys(("Mrs", "Madame", "Mme"), "Mrs"),
               **dict.fromkeys(("Miss", "Mademoiselle", "Mlle"), "Miss")}
_MIDDLE_INITIAL = re.compile(r"(?<=[a-z]) [A-Z]\.(?= [A-Z][a-z])")  # Julius P. Hersheimmer (not Mr. H. M. Woggle-Bug)
THE_BEFORE = re.compile(r"\b[Tt]he\s+(?:[a-z]+\s+){0,3}$")  # the poor little …
NAME_CLOSED = re.compile(r"^(?:,\s+[a-z]|\))")  # Bill, was …; not a question (“the Land of Oz, Tiktok?”) nor a list


def _named_after(text: str, a: re.Match, b: re.Match) -> bool:
    """"the poor little Lizard, Bill, was in the middle": a common title with its article, then the bare name
    in commas, the apposition "Bill, the Lizard" turned round (not a list: "the Lion, Dorothy, and Toto")."""
    return (text[a.end():b.start()] == ", " and a.group() != b.group() and bool(THE_BEFORE.search(text, 0, a.start()))
            and bool(NAME_CLOSED.match(text[b.end():])) and not EN_LIST_AFTER.match(text[b.end():])
            and not _listed_before(text, a.start()))


def _bearer(title: str) -> str:
    """The member a family title names: Mr. and Monsieur Poirot are one man (a detective called both), Mrs. and
    Madame one wife, Miss and Mademoiselle one daughter; a wife and a daughter are two."""
    if title in EN_FAMILY_TITLES_MALE:
        return "Mr"
    return "Mrs" if title in EN_MARRIED_TITLES else title if title == "Lady" else "Miss"


# a given name, a middle initial or none, and a capitalised word: "Julius P. Hersheimmer", "Julius Hersheimmer"
_FULL = re.compile(r"(?<![\w.])([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?([A-Z][a-z’'-]+)\b")
_WORD_BEFORE = re.compile(r"([A-Z][a-z]*)\.?\s+$")  # the word just before a full name, without its stop


def _written_full_names(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """A given name (Julius) and the one titled form of a surname (Mr. Hersheimmer) are one man when the text
    writes them together as a full name ("“Julius P. Hersheimmer!”", "asked for Julius Hersheimmer"), too seldom
    to be a candidate of its own (a middle initial splits its count): only when that given name is written
    before no other surname, that surname after no other given name (John and Henry Dashwood are a family), and
    the surname carries one title only (Mr. and Mrs. Palmer: a family, for the discourse to sort)."""
    single = {f for f in forms if " " not in f and f[:1].isupper() and _title(f) not in EN_TITLES}
    titled: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        words = f.split()
        if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES:
            titled[words[1]].add(f)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    titles_before: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))  # Mr. Michael H.
    for i, p in enumerate(paragraphs):
        for m in _FULL.finditer(p.text):
            given, surname = m.groups()
            before = _WORD_BEFORE.search(p.text, max(0, m.start() - 12), m.start())  # (“Mr., --Mr.: the word alone)
            if given in single and surname in titled:
                if before and before.group(1) in EN_TITLES:
                    titles_before[(given, surname)][before.group(1)].append(i)
                else:
                    where[(given, surname)].append(i)
    givens: dict[str, set[str]] = defaultdict(set)
    surnames: dict[str, set[str]] = defaultdict(set)
    for given, surname in where:
        givens[surname].add(given)
        surnames[given].add(surname)
    out = {(given, next(iter(titled[surname]))): at for (given, surname), at in where.items()
           if len(givens[surname]) == 1 and len(surnames[given]) == 1 and len(titled[surname]) == 1
           and f"{given} {surname}" not in forms}
    out.update(_titled_spouse(where, titles_before, givens, surnames, titled, forms))
    return out


def _titled_spouse(where: dict[tuple[str, str], list[int]], titles_before: dict[tuple[str, str], dict[str, list[int]]],
                   givens: dict[str, set[str]], surnames: dict[str, set[str]], titled: dict[str, set[str]],
                   forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """Michael Henchard beside Mr. and Mrs. Henchard: where the surname carries titles of both sexes, a given name of
    a known sex (persons.py, a cross-book list) is the one titled form of its own sex, when the text once writes that
    title before the full name ("Mr. Michael Henchard": a child introduced as "their son, Tom Garth" is no Mr. Garth),
    the surname is written after one given name of that sex only, none of unknown sex, and carries one title of that
    sex only (two sons, two Misses: the discourse sorts)."""
    out: dict[tuple[str, str], list[int]] = {}
    for (given, surname), at in where.items():
        sex = "m" if given in GIVEN_MALE else "f" if given in GIVEN_FEMALE else None
        if sex is None or len(surnames[given]) != 1 or f"{given} {surname}" in forms or len(titled[surname]) < 2:
            continue
        same = {g for g in givens[surname] if g in (GIVEN_MALE if sex == "m" else GIVEN_FEMALE)}
        unsexed = {g for g in givens[surname] if g not in GIVEN_MALE and g not in GIVEN_FEMALE}
        own = {t for t in titled[surname] if (_title(t.split()[0]) in EN_FAMILY_TITLES_MALE) == (sex == "m")}
        title = next(iter(own)) if len(own) == 1 else ""
        written = titles_before.get((given, surname), {}).get(_title(title.split()[0]) if title else "", [])
        if same == {given} and not unsexed and written:
            out[(given, title)] = sorted(at + written)
    return out
