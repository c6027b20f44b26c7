"""Relations the text tells through a possessive, not between two names (relations.py reads those): the
first-person narrator's own ("my aunt, Mrs. Reed", "Mrs. Reed, my aunt", "my cousin John Reed", "my uncle Reed"),
a speaker's, inside a quotation whose paragraph names its one speaker by its only dialogue tag ("My second
daughter, Augusta, …" returned Mr. Brocklehurst), and a pronoun's in the narration whose antecedent is beyond
doubt ("Scrooge … his nephew, Fred": the sentence's only person named before it of the pronoun's sex). A wrong
relation is worse than none, so a speech no tag attributes, a sentence with two candidates, an unsexed one or a
person named by a common noun between ("a woman and her son") says nothing."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from ..scan import trie_regex
from ..types import Paragraph
from .persons import GIVEN_FEMALE, GIVEN_MALE
from .coreference import QUOTED, _mentions, _pronoun_counts, _sex, title_sex
from .lexicon import EN_SPEECH_VERBS
from .narrator import PRONOUN, first_person
from .quotes import doubled, single_quoted
from .turns import Turns

RELATIONS = ("daughter|son|wife|husband|sister|brother|mother|father|aunt|uncle|cousin|niece|nephew|"
             "grandfather|grandmother|grandson|granddaughter|friend|guardian|ward|heir|companion|comrade|spouse")
# a household's or a calling's tie a possessive tells ("her maid Abbot", "his secretary, M. Stonor"): a relation here,
# not a kin noun (en/parsed.py reads RELATIONS alone: "his servant Joseph" still says what Joseph is)
HOUSEHOLD = ("maid|lady's-maid|servant|housekeeper|nurse|governess|valet|butler|footman|coachman|cook|secretary|"
             "landlady|landlord|fiancée|fiancé|widow|partner|clerk")
FIRST_PERSON = frozenset({PRONOUN})  # the narrator's own form, shown by the narrator's name (relations.told_pronoun)
NARRATOR = "the narrator"  # whom the relation is told of when the narration names no narrator (narrator.py)
# a possessive's relation word with at most two words before it ("my dear old friend", not "my mother and sister")
_ADJECTIVES = r"(?:(?!(?:and|or|but|with|to|of)\b)[a-z]+\s+){0,2}?"
_OWN = rf"\b(?P<whose>[Mm]y|[Hh]is|[Hh]er)\s+{_ADJECTIVES}(?P<relation>(?i:{RELATIONS}|{HOUSEHOLD})(?:-in-law)?)(?![\w'’-])"
_BEFORE = re.compile(rf"{_OWN},?\s+$")  # "my aunt, " / "his nephew " / "my Uncle " just before the name
# just after the name: ", my aunt" closing the apposition, or "was my oldest friend"
_AFTER = re.compile(rf"(?:,|\s+(?:was|is))\s+{_OWN}(?=\s*[,.;:!?—)]|\s*$)")
# "… is an intimate friend of mine": the speaker's (the narrator's in the narration)
_OF_MINE = re.compile(rf"\s+(?:was|is)\s+(?:a|an|the)\s+{_ADJECTIVES}(?P<relation>(?i:{RELATIONS}|{HOUSEHOLD}))\s+of\s+mine\b")
_CLOSED = re.compile(r"\s*(?:[,.;:!?—)]|$)")  # the name closes an apposition a comma opened
# a kin title written as the name's ("my Uncle Reed"): the title is the relation
_KIN_TITLED = re.compile(r"(?P<relation>Aunt|Uncle|Cousin)\s")
_VOCATIVE = re.compile(r",\s+(?:he|she|they|it|I|you|we)\b")  # a name spoken to, the sentence going on after it
_MY_JUST_BEFORE = re.compile(r"\b[Mm]y\s+$")
# a sentence's end, not an abbreviation's full stop (Mrs. Reed, H. M. Woggle-Bug)
_SENTENCE_END = re.compile(r"(?:(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSt)(?<!\b[A-Z])\.|[!?;:])(?:\s|$)")
_TAG = re.compile(rf"\b(?:{'|'.join(sorted(EN_SPEECH_VERBS))})\b")  # a dialogue tag's verb
_HE, _SHE = re.compile(r"\b(?:[Hh]e|him|himself)\b"), re.compile(r"\b(?:[Ss]he|her|herself)\b")
# a person the sentence names by a common noun between the antecedent and the pronoun: the pronoun may be theirs
BACK = 3  # sentences before a narration's pronoun its antecedent may be named in (`_antecedent`)
_PRONOUN_POSSESSIVE = re.compile(r"\b(?:[Hh]is|[Hh]er)\s")
_PERSON_NOUN = re.compile(r"\b(?:man|woman|men|women|girl|boy|lady|ladies|gentleman|gentlemen|child|children|fellow|missus|mistress|master|"
                          r"widow|stranger|servant|maid|friend|person|people|king|queen|prince|princess)\b")


def _narration(text: str) -> str:
    """The paragraph with its quotations blanked, so offsets stay the paragraph's."""
    return QUOTED.sub(lambda m: " " * len(m.group()), text)


def _sexes(texts: Sequence[str], people: Sequence[tuple[str, list[str]]]) -> dict[str, str | None]:
    """Entity name -> its sex: its titles' (Mr., Mrs., Miss), else the he or she after its names; None when they
    disagree or say too little."""
    forms = {f for _, fs in people for f in fs if f != PRONOUN}
    read: list[Paragraph] = [_Text(t) for t in texts]
    counts = _pronoun_counts(read, _mentions(read, forms)) if forms else {}
    out: dict[str, str | None] = {}
    for name, fs in people:
        titled = {s for f in fs if (s := title_sex(f))}
        summed = sum((counts.get(f, Counter()) for f in fs), Counter())
        out[name] = titled.pop() if len(titled) == 1 else None if titled else _sex(summed)
    return out


@dataclass
class _Text:
    """A paragraph as coreference's readers take it (they read only its text)."""

    text: str
    locator: str = ""
    chapter_no: int = 0
    volume_no: int = 0
    kind: str = "text"


def told(texts: Sequence[str], people: Sequence[tuple[str, list[str]]]) -> list[tuple[str, str, str, int]]:
    """(subject form, relation, other form, paragraph) for each relation the narration tells of a person through
    a possessive. `people`: each person entity's (name, forms); the narrator is the one holding "I" (narrator.py),
    and is NARRATOR when the narration is in the first person but never names them."""
    owner = {f: name for name, fs in people for f in fs if f != PRONOUN}
    if not owner:
        return []
    if single_quoted(texts):  # 'Mrs. Heathcliff is my daughter-in-law,' said Heathcliff: his speech, not the narration
        texts = [doubled(t) for t in texts]
    narrator = next((PRONOUN for _, fs in people if PRONOUN in fs), None)
    if narrator is None and first_person(texts):
        narrator = NARRATOR
    sexes: dict[str, str | None] | None = None  # read once a pronoun's relation asks (a whole book's pronouns)
    pattern = trie_regex(list(owner), words=True)
    out: list[tuple[str, str, str, int]] = []
    resolved: list[tuple[str, str, str, int]] = []  # a pronoun's, kept where the book agrees (`agreed`)
    turns = Turns()  # a two-person dialogue's untagged lines (turns.py)
    whose = {**owner, **{PRONOUN: name for name, fs in people if PRONOUN in fs}}  # "said I" is the narrator's entity
    for i, text in enumerate(texts):
        if not text:
            continue
        narration = _narration(text)
        found = list(pattern.finditer(narration))
        tagged = _speaker(narration, found, narrator)
        turn = turns.read(text, narration, None if tagged is None else whose.get(tagged, tagged))
        speaker = tagged if tagged is not None else _form_of(turn, people)
        if speaker is not None:  # “… my second daughter, Augusta, …”
            out += [(form, relation, speaker, i) for form, relation in _said_in_speech(text, narration, pattern)]
        for m in found:
            form, before, said = _possessive(narration, m)
            if said is None and (k := _KIN_TITLED.match(form)) and _MY_JUST_BEFORE.search(before):
                if narrator is not None:  # "my Uncle Reed"
                    out.append((form, k.group("relation").lower(), narrator, i))
                continue
            if said is None:
                if narrator is not None and (mine := _OF_MINE.match(narration, m.end())):  # "X was an old friend of mine"
                    out.append((form, mine.group("relation").lower(), narrator, i))
                continue
            relation = said.group("relation").lower()
            if said.group("whose").lower() == "my":
                if narrator is not None:
                    out.append((form, relation, narrator, i))
                continue
            sexes = _sexes(texts, people) if sexes is None else sexes
            if (other := _antecedent(narration, _whose_at(m, said), found, owner, owner[form], sexes,
                                     _sex_of(said), BACK)) is not None:
                resolved.append((form, relation, other, i))
        # a speaker's "his" or "her" is a third person's as the narration's is ("Finally there are Madame Renauld
        # and her son, M. Jack Renauld"): the antecedent in the same quoted sentence, never the narration's
        if (speech := _speech(text)) is not None and _PRONOUN_POSSESSIVE.search(speech):
            heard = list(pattern.finditer(speech))
            for m in heard:
                form, _, said = _possessive(speech, m)
                if said is None or said.group("whose").lower() == "my":
                    continue  # a speaker's "my": _said_in_speech
                sexes = _sexes(texts, people) if sexes is None else sexes
                if (other := _antecedent(speech, _whose_at(m, said), heard, owner, owner[form], sexes,
                                         _sex_of(said))) is not None:
                    resolved.append((form, said.group("relation").lower(), other, i))
    kept = out + agreed(resolved, owner)
    if any(relation_sex(r[1]) for r in kept):
        sexes = _sexes(texts, people) if sexes is None else sexes
    return [r for r in kept if sex_agrees(r[0], r[1], owner.get(r[0]), sexes or {})]


# the sex a relation word says its holder is: "aunt" is a woman's, "uncle" a man's (a cousin, a friend: either)
_WOMAN_RELATIONS = frozenset("daughter wife sister mother aunt niece grandmother granddaughter mistress maid lady's-maid "
                             "governess landlady fiancée widow".split())
_MAN_RELATIONS = frozenset("son husband brother father uncle nephew grandfather grandson master valet butler footman "
                           "coachman landlord fiancé".split())


def relation_sex(relation: str) -> str | None:
    """"f" for a woman's relation word (aunt, sister-in-law), "m" for a man's (uncle), None for either's (cousin)."""
    word = relation.lower().removesuffix("-in-law")
    return "f" if word in _WOMAN_RELATIONS else "m" if word in _MAN_RELATIONS else None


def sex_agrees(form: str, relation: str, entity: str | None, sexes: dict[str, str | None]) -> bool:
    """The relation's holder may be of the sex its word says: not "aunt" of a form filed under a man (the "Norris" of
    "her aunt Norris" in Mr. Norris's entry: the row would read "whose aunt is Mr. Norris"), by the form's own title,
    the entry's name's title, or the entry's sex (its titles, else its pronouns)."""
    said = relation_sex(relation)
    if said is None:
        return True
    titled = {s for s in (title_sex(form), title_sex(entity) if entity else None) if s}
    # a given name's sex from the name lists over the pronoun count ("his sister Katerina": the count may misread her)
    named = given_sex(form) or (given_sex(entity) if entity else None)
    known = titled or ({named} if named else {s for s in (sexes.get(entity or ""),) if s})
    return not known or known == {said}


def given_sex(form: str) -> str | None:
    """"f" or "m" when the form's first word is a given name of one sex only in the name lists (persons.py)."""
    first = form.split()[0] if form.split() else ""
    female, male = first in GIVEN_FEMALE, first in GIVEN_MALE
    return "f" if female and not male else "m" if male and not female else None


def agreed(resolved: list[tuple[str, str, str, int]], owner: dict[str, str]) -> list[tuple[str, str, str, int]]:
    """The relations a pronoun's antecedent gave, kept where the whole book agrees: no other antecedent ever wins
    for the same person's same relation ("her maid Abbot" of Mrs. Reed here and of Bessie there: neither is sure)."""
    anchors: dict[tuple[str, str], set[str]] = {}
    for form, relation, other, _ in resolved:
        anchors.setdefault((owner[form], relation), set()).add(owner.get(other, other))
    return [r for r in resolved if len(anchors[(owner[r[0]], r[1])]) == 1]


def _possessive(view: str, m: re.Match) -> tuple[str, str, re.Match | None]:
    """The form written at `m`, the text before it, and the possessive's relation apposed to it there, or None."""
    form = " ".join(m.group().split())
    before, after = view[max(0, m.start() - 60):m.start()], view[m.end():m.end() + 60]
    said = _BEFORE.search(before)
    if said is not None and "," in said.group() and not _CLOSED.match(after):
        said = None  # "a gift from her sister, Elinor was conscious …": the name opens the next clause
    return form, before, said or _AFTER.match(after)


def _whose_at(m: re.Match, said: re.Match) -> int:
    """Where the possessive stands: before the name ("his nephew, Fred") or the name's own place ("Fred, his nephew")."""
    return max(0, m.start() - 60) + said.start("whose") if said.re is _BEFORE else m.start()


def _sex_of(said: re.Match) -> str:
    return "m" if said.group("whose").lower() == "his" else "f"


def _speech(text: str) -> str | None:
    """The paragraph's quotations alone, offsets kept: the narration blanked and each quotation opening a sentence
    of its own (a quoted sentence's antecedent is in the quotation); None with no quotation."""
    quoted = list(QUOTED.finditer(text))
    if not quoted:
        return None
    view = [" "] * len(text)
    for q in quoted:
        view[q.start():q.end()] = text[q.start():q.end()]
        view[q.start()] = " "
        if q.start() > 0:
            view[q.start() - 1] = "."
    return "".join(view)


def _form_of(entity: str | None, people: Sequence[tuple[str, list[str]]]) -> str | None:
    """A form of the entity, for a speaker the alternation gives (its name is one of its forms), or the narrator."""
    if entity is None or entity in (PRONOUN, NARRATOR):
        return entity
    fs = next((fs for name, fs in people if name == entity), [])
    return PRONOUN if PRONOUN in fs else entity if entity in fs else fs[0] if fs else None  # "said I": the narrator


def _speaker(narration: str, found: list[re.Match], narrator: str | None) -> str | None:
    """The form of the one speaker the paragraph's narration names by its only dialogue tag ("returned Mr.
    Brocklehurst", "Mrs. Jennings said", "said I": the narrator), else None (two tags may be two speakers)."""
    tags = list(_TAG.finditer(narration))
    if len(tags) != 1:
        return None
    tag = tags[0]
    for m in found:
        if not narration[tag.end():m.start()].strip() or not narration[m.end():tag.start()].strip():
            return " ".join(m.group().split())
    if narrator is not None and (re.match(r"\s+I\b", narration[tag.end():]) or re.search(r"\bI\s+$", narration[:tag.start()])):
        return narrator
    return None


def _said_in_speech(text: str, narration: str, pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """(form, relation) for each name a quotation gives a relation to its speaker by "my" ("my cousin Lucy",
    "my uncle, Sir Robert", "Lucy, my cousin"): the possessive and the name both inside the quotation."""
    out = []
    for m in pattern.finditer(text):
        if narration[m.start():m.end()].strip():
            continue  # in the narration: told() reads it
        before, after = text[max(0, m.start() - 60):m.start()], text[m.end():m.end() + 60]
        said = _BEFORE.search(before)
        if said is not None and "," in said.group() and not _CLOSED.match(after):
            said = None
        start = max(0, m.start() - 60) + said.start() if said is not None else m.end()
        said = said or _AFTER.match(after)
        if said is None and (mine := _OF_MINE.match(text, m.end())) and not narration[m.start():mine.end()].strip():
            out.append((" ".join(m.group().split()), mine.group("relation").lower()))  # “X is a friend of mine”
            continue
        if said is None and (k := _KIN_TITLED.match(m.group())) and _MY_JUST_BEFORE.search(before):
            out.append((" ".join(m.group().split()), k.group("relation").lower()))  # “my Uncle Reed”
            continue
        if said is None or said.group("whose").lower() != "my" or _VOCATIVE.match(after):
            continue  # (“My father, Pip, he were given to drink”: Pip is spoken to, the pronoun goes on)
        end = start + len(said.group()) if said.re is _BEFORE else m.end() + said.end()
        if not narration[min(start, m.start()):end].strip():  # the whole phrase inside the quotation
            out.append((" ".join(m.group().split()), said.group("relation").lower()))
    return out


def _antecedent(narration: str, at: int, found: list[re.Match], owner: dict[str, str], subject: str,
                sexes: dict[str, str | None], sex: str, back: int = 0) -> str | None:
    """The form of the one person the pronoun at `at` can stand for: named before it in its sentence (or, `back`,
    in the nearest of that many sentences before it in the paragraph, where those between name no one: "Miss
    Brooke had … beauty …. She was … clever, but … her sister Celia had more common-sense"), of its sex, no other
    person named there whose sex could be the pronoun's, no person a common noun names between."""
    starts = [0] + [e.end() for e in _SENTENCE_END.finditer(narration, 0, at)]
    before: list[re.Match] = []
    for k in range(len(starts) - 1, max(len(starts) - 2 - back, -1), -1):  # the pronoun's sentence, then earlier ones
        start, end = starts[k], at if k == len(starts) - 1 else starts[k + 1]
        if before := [m for m in found if start <= m.start() and m.end() <= end]:
            break
    if not before:
        return None
    entities = {owner[" ".join(m.group().split())] for m in before} - {subject}
    fitting = [e for e in entities if sexes.get(e) == sex]
    if len(fitting) != 1 or any(sexes.get(e) is None for e in entities):
        return None
    last = max((m for m in before if owner[" ".join(m.group().split())] == fitting[0]), key=lambda m: m.start())
    if (_HE if sex == "m" else _SHE).search(narration, start, before[0].start()):
        return None  # "He heard the Scarecrow fall, … his friend Jack": the pronouns are someone's named before
    if _PERSON_NOUN.search(narration, last.end(), at):
        return None
    return " ".join(last.group().split())
