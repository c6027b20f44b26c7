"""Name candidates in English (and other space-separated, cased scripts): capitalised n-grams, counted only
where capitals are not forced."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from ..aliases import FIRM_VOTES, kind_of
from .lexicon import (EN_ABBREVIATIONS, EN_ARTICLES_AFTER_PARTICLE, EN_CORPS, EN_CROWNS, EN_DAY_HEADS, EN_FAMILY_TITLES,
                      EN_FEASTS, EN_FOND_BEFORE, EN_GIVEN_TITLES_FEMALE, EN_GIVEN_TITLES_MALE, EN_JUNK, EN_KIN_ADDRESS,
                      EN_MARRIED_TITLES, EN_MONTHS,
                      EN_NAME_NOUNS, EN_NATIONALITIES, EN_ORG_HEADS, EN_PARTICLES, EN_PATH_PREPOSITIONS, EN_PLACE_HEADS,
                      EN_PLACE_NOUNS, EN_PLACE_PREPOSITIONS, EN_RANKS, EN_SAINT, EN_SPEECH_VERBS, EN_TITLES,
                      EN_TURNED_TO, EN_WATERS)
from ..types import Candidate, Paragraph, Votes
from .adherents import adherents
from .bare_ranks import bare_ranks
from .compound_parts import compound_parts
from .countries import countries_are_places
from .oaths import oath
from .patronymics import patronymics_are_people
from .persons import action_vote

WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", re.UNICODE)
SENTENCE_BREAK = re.compile(r"[.!?:;“\"‘(\[]")
POSSESSIVE = re.compile(r"['’]s?$")
MIN_MID = 2  # seen capitalised mid-sentence at least this often
MIN_COUNT = 3
MIN_TITLED = 2  # a title before a known name needs fewer mentions
CROWN_MIN = 10  # a crown alone, the name of one character: said this often …
CROWN_SPEECHES = 2  # … and speaking
OWNER_VOTE = 0.5  # a person vote for each possessive (X’s) or fond word before (poor X)
PATH_VOTE = 0.5  # a place vote for each "up the X" of a form nothing else types (as "to X" or "at X" votes)
PATH_MIN, PATH_SHARE = 2, 0.15  # … written so this often and in this share of its uses: one "over the Pequod" is a ship's


@dataclass
class _Run:
    words: list[str]
    text: str  # as written, abbreviation points included (Mr. Wizard, H. M. Woggle-Bug)
    initial: bool  # starts a sentence or a quotation, where any word is capitalised
    before: str  # the word before, lower-cased ('' at a sentence start)
    after: str  # the word after, lower-cased
    possessive: bool = False  # written X’s: the preposition before governs what X owns (in Willoughby’s favour)
    before2: str = ""  # the word before `before`, lower-cased, when only a space parts them (said | the Knave)
    mark: str = ""  # the character right after the run ("!" of "By George!")


ELIDED = re.compile(r"^[dl]['’](?=[^\W\d_])")  # d’Artagnan, l’Estrange: a particle elided before the name
ROMAN = re.compile(r"^(?:X{0,3})(?:IX|IV|V?I{0,3})$")


def _is_cap(word: str) -> bool:
    word = ELIDED.sub("", word)
    return word[:1].isupper() and not (len(word) > 1 and word.isupper())


def _regnal(word: str) -> bool:
    """XIII of Louis XIII: a regnal number keeps kings of one name apart (not "I", the pronoun)."""
    return len(word) > 1 and bool(ROMAN.match(word))


def _elided(word: str) -> str:
    """D’Artagnan as a sentence opens with it: the name the text writes d’Artagnan elsewhere."""
    return word[0].lower() + word[1:] if ELIDED.match(word[0].lower() + word[1:]) else word


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
            # a name opening with an elided particle opens the run, unless a title is before it (M. d’Artagnan)
            opens = ELIDED.match(tokens[j][0][:1].lower() + tokens[j][0][1:]) \
                and tokens[j - 1][0] not in EN_TITLES and tokens[j - 1][0] not in EN_PLACE_HEADS
            if (_is_cap(tokens[j][0]) or _regnal(tokens[j][0])) and not opens \
                    and (gap.isspace() or _after_abbreviation(tokens[j - 1][0], gap)):
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
        before2 = tokens[i - 2][0].lower() if before and i > 1 and text[tokens[i - 2][2]:tokens[i - 1][1]].isspace() else ""
        mark = text[tokens[j - 1][2]:tokens[j - 1][2] + 1]
        yield _Run(words, " ".join(written.split()), initial, before, after, possessive, before2, mark)
        i = j


def _after_abbreviation(previous: str, gap: str) -> bool:
    return gap.strip() == "." and (previous in EN_ABBREVIATIONS or (len(previous) == 1 and previous.isupper()))


def _connector_end(tokens: list[tuple[str, int, int]], text: str, j: int, first: bool = False) -> int:
    """Index of the capitalised word after 'of' / 'of the' at j, or after 'the' behind a one-word
    name (Glinda the Good: an epithet), or after a street's particles (Rue des Fossoyeurs), or 0."""
    # Rue des Fossoyeurs, Place de la Concorde; a title before a nobiliary particle, M. de Tréville, Madame de Winter
    street = (tokens[j - 1][0] in EN_PLACE_HEADS or tokens[j - 1][0] in EN_TITLES) and tokens[j][0] in EN_PARTICLES
    gap = text[tokens[j - 1][2]:tokens[j][1]]
    if not (tokens[j][0] == "of" or first and tokens[j][0] == "the" or street) \
            or not (gap.isspace() or street and _after_abbreviation(tokens[j - 1][0], gap)):
        return 0
    k = j + 1
    if k < len(tokens) and (tokens[k][0] == "the" and tokens[j][0] == "of"
                            or street and tokens[k][0] in EN_ARTICLES_AFTER_PARTICLE):
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
        seen = cap_mid[word] + (cap_mid[_elided(word)] if _elided(word) != word else 0)
        return lower[word.lower()] >= seen or word.replace("’", "'") in EN_JUNK

    mid: Counter[str] = Counter()
    initial: Counter[str] = Counter()
    votes: dict[str, Votes] = {}
    owned: Counter[str] = Counter()
    extended: Counter[tuple[str, str]] = Counter()  # Barton | cottage
    said_the: Counter[str] = Counter()
    pathed: Counter[str] = Counter()  # up the Amazon, over the Arno
    for run in runs:
        words = run.words
        if run.initial:  # drop the words only the sentence start capitalised (The, When, Oh), not a title (Sir John)
            while words and common(words[0]) and not (words[0] in EN_TITLES and len(words) > 1):
                words = words[1:]
        # "Sir" alone is an address, "Sir John" a name
        while words and (words[0].replace("’", "'") in EN_JUNK and not (words[0] in EN_TITLES and len(words) > 1)
                         or words[0] in ("of", "the")):
            words = words[1:]
        if not words or words[-1] in ("of", "the") or (len(words) == 1 and run.after in EN_NAME_NOUNS):
            continue  # "Christian name?": the kind of name, not one
        if _street_fragment(run.words, words) or oath(run):
            continue
        form = _written(run, words)
        # a run that kept its first word still owes its capital to the sentence start
        (initial if run.initial and words is run.words else mid)[form] += 1
        votes.setdefault(form, Votes()).add(_kind_votes(words, run))
        said_the[form] += _said_the(run)
        pathed[form] += run.before == "the" and run.before2 in EN_PATH_PREPOSITIONS and not run.possessive
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
    for form, n in initial.items():  # D’Artagnan opening a sentence: the d’Artagnan of the rest (one variant key)
        if form not in out and _elided(form) != form and _elided(form) in out:
            out[form] = Candidate(form, n, votes[form])
    _add_titled(out, mid, initial, votes)
    _full_names_are_people(out)
    patronymics_are_people(out)  # Alyona Ivanovna
    _plural_families(out, mid)
    bare_ranks(paragraphs, out)  # "the Marquis", "the Secretary": a title alone, no one's name
    _lone_ranks(out, runs, votes)
    _demonyms(out)
    for form in adherents(paragraphs, out):  # "a Catalan", "a Bonapartist agent": no name
        del out[form]
    compound_parts(paragraphs, out)  # "the Comte de …", "the Allées de Meilhan"
    _speakers_after_the(out, said_the)
    countries_are_places(out)
    _ways_are_places(out, pathed)
    for (form, noun), n in extended.items():  # Barton cottage: a form of the place Barton
        if n >= MIN_COUNT and form in out and kind_of(out[form]) == "place" and f"{form} {noun}" not in out:
            out[f"{form} {noun}"] = Candidate(f"{form} {noun}", n, Votes({"place": 1}))
    return out


def _ways_are_places(out: dict[str, Candidate], pathed: Counter[str]) -> None:
    """"up the Amazon", "along the Amazon", "over the Arno": a form nothing else types that the text writes after a
    preposition of a way or a surface and "the" (EN_PATH_PREPOSITIONS) in a share of its uses is somewhere. Only an
    untyped form of one word: a fairy tale's beings and things are written so too ("upon the Lion", "up the
    Scarecrow", "on the Golden Cap", "upon the Winged Monkeys"), its persons typed by their speech, its things by their
    many words."""
    for form, n in pathed.items():
        c = out.get(form)
        if c and " " not in form and n >= max(PATH_MIN, PATH_SHARE * c.count) and not any(v > 0 for v in c.kind_votes.values()):
            c.kind_votes["place"] += PATH_VOTE * n


def _full_names_are_people(out: dict[str, Candidate]) -> None:
    """Evelyn Howard, where Miss Howard is written too (or Hugo Baskerville, where Sir Charles Baskerville is): a
    full name whose surname a family title wears is a person's, and the prepositions before it (a letter from
    Evelyn Howard, to Evelyn Howard) say so of people as often as of places: their votes are the person's."""
    titled = {f.split()[1] for f in out if len(f.split()) == 2 and _title(f.split()[0]) in EN_FAMILY_TITLES}
    # Sir Charles Baskerville: a title, a given name and the surname; Hugo Baskerville is a man of that family
    titled |= {w[2] for f in out if len(w := f.split()) == 3 and _title(w[0]) in EN_TITLES and _title(w[1]) not in EN_TITLES
               and w[1][:1].isupper() and w[1] not in ("of", "the")}
    for form, c in out.items():
        words = form.split()
        if len(words) == 2 and words[1] in titled and _title(words[0]) not in EN_TITLES \
                and words[1] not in EN_PLACE_HEADS and c.kind_votes["place"]:
            c.kind_votes["person"] += c.kind_votes.pop("place")


def _lone_ranks(out: dict[str, Candidate], runs: list[_Run], votes: dict[str, Votes]) -> None:
    """"the Colonel" is the one colonel the book names, when it names one only (Colonel Brandon): a rank
    written alone after "the" becomes a form, which the merge attaches as a part of that name. With two
    named it stays out (no form, no role), as do forms of address (Sir, Miss). A crown is surer only by
    its realm: "the Queen" is the Queen of Hearts when no other queen is named, but "the Princess" of a tale
    is not the one Princess Ozma named later. A crown no one is named under at all is one character when the
    book says it often and makes it speak (the Duchess, the King of a tale)."""
    alone: Counter[str] = Counter()
    for run in runs:
        if len(run.words) == 1 and run.before == "the" and not run.initial and run.words[0] in EN_RANKS | EN_CROWNS:
            alone[run.words[0]] += 1
    for rank, n in alone.items():
        holders = [f.split() for f in out if f.split()[0] == rank and len(f.split()) > 1]
        if rank in EN_CROWNS:
            held = len(holders) == 1 and holders[0][1] == "of" or not holders and n >= CROWN_MIN \
                and votes[rank]["person"] >= CROWN_SPEECHES
        else:
            held = len([h for h in holders if h[1] not in ("of", "the")]) == 1
        if n >= MIN_COUNT and held and rank not in out:
            out[rank] = Candidate(rank, n, Votes({"person": 1}))


DEMONYM_ENDINGS = ("er", "ers", "ite", "ites", "ian", "ians", "ese", "man", "men")


def _demonyms(out: dict[str, Candidate]) -> None:
    """A Nantucketer, the Londoners: people from a place the book names, a group, not one person however
    often they speak, and never the place (the votes are firm: FIRM_VOTES)."""
    places = {f for f, c in out.items() if kind_of(c) == "place" and " " not in f}
    for form, c in out.items():
        if " " not in form and any(form.endswith(e) and form[:-len(e)] in places for e in DEMONYM_ENDINGS):
            c.kind_votes.clear()
            c.kind_votes["organisation"] += FIRM_VOTES


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


def untitled(form: str) -> str | None:
    """The name a title is written before (Dox of King Dox, Dashwood of Mrs. Dashwood); None when untitled.
    A saint's name is whole: St. Peter is no Peter of the story, and St. Clare may be a surname."""
    words = form.split()
    i = 0
    while i < len(words) - 1 and words[i].rstrip(".") in EN_TITLES and words[i].rstrip(".") not in EN_SAINT:
        i += 1
    return " ".join(words[i:]) if i else None


def _add_titled(out: dict[str, Candidate], mid: Counter[str], initial: Counter[str],
                votes: dict[str, Votes]) -> None:
    """A title makes a name of what follows it: a known name with a title is a form of it even when
    rare (Princess Dorothy, twice), and the name a title always precedes is a form too (Dox of King Dox)."""
    for form, n_mid in mid.items():
        core = untitled(form)
        if form not in out and core in out and n_mid + initial[form] >= MIN_TITLED:
            out[form] = Candidate(form, n_mid + initial[form], votes[form])
    for form in list(out):
        core = untitled(form)
        if core and core not in out and _is_cap(core) and core.split()[0] not in ("of", "the"):
            out[core] = Candidate(core, out[form].count, out[form].kind_votes.copy())


def _written(run: _Run, words: list[str]) -> str:
    """The run's text from its first kept word on (leading words dropped only at its start)."""
    skip = len(run.words) - len(words)
    text = run.text
    for w in run.words[:skip]:
        text = text[text.index(w) + len(w):].lstrip(" .")
    return text


def _street_fragment(written: list[str], kept: list[str]) -> bool:
    """Pinchin Lane opening a sentence, where "Pinchin" alone cannot show its capital is a name's: "Lane" is left, the
    head of several streets, no place of its own (not "The Palace", whose article is all the start took)."""
    dropped = written[:len(written) - len(kept)]
    return bool(dropped) and all(w in EN_PLACE_HEADS for w in kept) \
        and any(w.replace("’", "'") not in EN_JUNK for w in dropped)


def _junk_form(words: list[str], common: Callable[[str], bool]) -> bool:
    if words[0] in EN_CORPS and (len(words) == 1 or words[1] == "of") or _regnal(words[0]):
        return True  # the Musketeers, a Guardsman, Guards of M. de Tréville: a corps; IV of "Chapter IV"
    if all(w in EN_TITLES or w.replace("’", "'") in EN_JUNK for w in words if w not in ("of", "the")):
        return True
    if len(words) == 1:
        w = words[0]
        head, hyphen, tail = w.partition("-")  # Sunday-schools, Christmas-time: a common compound of a day
        return len(w) == 1 or common(w) or any(w in listed for listed in (EN_NATIONALITIES, EN_MONTHS, EN_FEASTS,
                                                                              EN_KIN_ADDRESS)) \
            or bool(hyphen) and tail.islower() and any(head in listed for listed in (EN_JUNK, EN_MONTHS, EN_FEASTS))
    return False


def _said_the(run: _Run) -> bool:
    """“I didn’t write it,” said the Knave: the verb before the article tells a speaker as "said Alice" does (not
    "was called the Powder of Life", nor the Rainbow’s Daughter, who speaks in "replied the Rainbow’s Daughter")."""
    return run.before in ("the", "a", "an") and run.before2 in EN_SPEECH_VERBS and run.before2 != "called" \
        and not run.possessive


def _speakers_after_the(out: dict[str, Candidate], said_the: Counter[str]) -> None:
    """"said the Knave" votes person, unless the book writes the form's plural too (said the Munchkin, and the
    Munchkins; said the Guardian of the Gates, and the Guardian of the Gate): one of a people speaks, and the
    form names the people (coreference._plural_groups)."""
    for form, n in said_the.items():
        plural = {f"{form}s", f"{form}es", f"{form[:-1]}ies" if form.endswith("y") else ""}
        singular = {form[:-1], form[:-2], f"{form[:-3]}y"} if form.endswith("s") else set()
        if n and form in out and not (plural | singular) & out.keys():
            out[form].kind_votes["person"] += n


def _kind_votes(words: list[str], run: _Run) -> Votes:
    votes = Votes()
    head = words[:words.index("of")] if "of" in words else words[:words.index("the")] if "the" in words else words
    if run.after in EN_SPEECH_VERBS or run.before in EN_SPEECH_VERBS:
        votes["person"] += 1
    elif not run.possessive:  # Rita knows, Tommy nodded: what only someone does
        votes.add(action_vote(run.after, run.before))
    if words[0] in EN_TITLES and len(words) > 1:
        votes["person"] += 1
    if head[-1] in EN_PLACE_HEADS or words[0] in EN_PLACE_HEADS or words[0] in EN_WATERS:
        votes["place"] += 1
    elif run.before in EN_PLACE_PREPOSITIONS and not run.possessive \
            and not (run.before in ("to", "at") and run.before2 in EN_TURNED_TO):
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
