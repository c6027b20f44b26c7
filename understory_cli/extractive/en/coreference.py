"""Co-reference read in usage once the forms are clustered (EnglishRules.corefer): the head of a family,
a bare surname's bearer, whom a form of address names, groups and their plurals."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Protocol, Sequence

from ..aliases import FAMILY_SUPPORT, entity_kind, kind_of
from .lexicon import EN_FEMALE_TITLES, EN_MALE_PRONOUNS, EN_MALE_TITLES, EN_SPEECH_VERBS, EN_TITLES
from ..types import Candidate, Paragraph
from ..scan import trie_regex
from .candidates import MIN_COUNT, _genders, _is_cap, _married, _title, untitled


class FamilyRules(Protocol):
    """What co-reference asks of the English rules (rules.EnglishRules), which use its patterns."""

    def given_names(self, forms: set[str]) -> dict[str, set[str]]: ...

    def family_claims(self, forms: set[str], family: set[str]) -> dict[str, dict[str, set[str]]]: ...

    sexed: dict[str, str]  # full names without a title, sexed by their pronouns


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
# "Nick Chopper, the Emperor of the Winkies, who was also known throughout the Land of Oz as the Tin Woodman":
# the naming may carry a place or a time between (other names among them), within the sentence
KNOWN_AS = re.compile(r",?\s+who\s+(?:was|is)\s+(?:also\s+)?(?:better\s+|widely\s+)?known\s+(?:[^.;!?“”\"]{0,50}?\s+)?"
                      r"as\s+(?:the\s+)?")
NAMING_AFTER = re.compile(r",?\s+as\s+(?:she|he)\s+(?:was|is)\s+(?:called|named|known)\b")  # Elizabeth, or Lizzy as she was called
# "Miss Jenkyns—Deborah, as she liked Miss Matty to call her": a dash between two names, and the clause after says how
# she is called
_DASHED = re.compile(r"(?<![\w.])((?:[A-Z][\w’'.]*\s+)?[A-Z][\w’']+)\s*(?:-|--|—|——)\s*([A-Z][\w’']+)$")
CALLED_AFTER = re.compile(r",?\s+as\s+(?:she|he)\s+(?:liked|wished|chose|preferred|wanted)\s+(?:[\w.’']+\s+){0,3}?to\s+call\s+"
                          r"(her|him)\b|,?\s+as\s+(?:her|his|their)\s+\w+\s+called\s+(her|him)\b")
# the sex a title before the dash says: it must agree with "call her/him" (Mr. Holbrook—Matty, as he liked Miss Pole to
# call her: a man and a woman, no naming)
_DASH_SEX = {"Miss": "her", "Mrs": "her", "Madam": "her", "Lady": "her", "Mr": "him", "Mister": "him", "Sir": "him",
             "Lord": "him", "Master": "him", "Captain": "him", "Colonel": "him", "Dr": "him"}
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


_SAID = "|".join(sorted(EN_SPEECH_VERBS))
# “My name is Bill,” said the yellow hen: the speaker names themself; “I shall call you ‘Billina’” names the one who
# answers in the next paragraph (returned the yellow hen)
MY_NAME = re.compile(r"\b(?:[Mm]y\s+name\s+is|I\s+am\s+called|[Tt]hey\s+call\s+me)\s+[‘'“\"]?([A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)?)")
CALL_YOU = re.compile(r"\b(?:call|name)\s+you\s+[‘'“\"]?([A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)?)")
SAID_BY = re.compile(rf"^[’'”\"]?[,!?.]?[’'”\"]?\s*(?:{_SAID})\s+(?:the\s+)?([\w’'-]+(?:\s+[\w’'-]+)?)", re.IGNORECASE)


def _speaker_after(text: str, end: int, forms: dict[str, str]) -> str | None:
    """The form named as the speaker right after a quotation's words (said the yellow hen -> Yellow Hen)."""
    m = SAID_BY.match(text[end:end + 60].lstrip("”\"’',.!? "))
    if not m:
        return None
    words = m.group(1).split()
    return next((forms[w] for w in (" ".join(words).casefold(), words[0].casefold()) if w in forms), None)


def _self_names(paragraphs: Sequence[Paragraph], i: int, forms: dict[str, str]):
    """(name, speaker) pairs a speaker's own words state: “My name is Bill,” said the yellow hen; “I shall call
    you ‘Billina,’” said to the one who answers next (“Oh, I don't mind,” returned the yellow hen)."""
    text = paragraphs[i].text
    for m in MY_NAME.finditer(text):
        name, quote_end = forms.get(m.group(1).casefold()), text.find("”", m.end())
        speaker = _speaker_after(text, quote_end, forms) if quote_end >= 0 and name else None
        if name and speaker and speaker != name:
            yield name, speaker
    for m in CALL_YOU.finditer(text):
        name = forms.get(m.group(1).casefold())
        if name and i + 1 < len(paragraphs) and paragraphs[i + 1].chapter_no == paragraphs[i].chapter_no:
            after = paragraphs[i + 1].text
            close = after.find("”")
            answer = _speaker_after(after, close, forms) if after.startswith("“") and close >= 0 else None
            if answer and answer != name:
                yield name, answer


def _mentions(paragraphs: Sequence[Paragraph], forms: set[str]) -> list[list[re.Match]]:
    pattern = trie_regex(forms, words=True)
    return [list(pattern.finditer(p.text)) for p in paragraphs]


def _spaced(form: str) -> str:
    return " ".join(form.split())


def title_sex(form: str) -> str | None:
    """Mr. Willoughby, Sir John -> m; Mrs. Jennings, Miss Grey -> f; Colonel Brandon -> None."""
    words = form.split()
    if len(words) < 2:
        return None
    title = _title(words[0])
    return "m" if title in EN_MALE_TITLES else "f" if title in EN_FEMALE_TITLES and not _married(words) else None


# a possessive naming someone of the form's ("Admiral Croft’s wife", "his father’s old friend"): a pronoun after it is theirs
_KIN_AFTER = re.compile(r"[’']s\s+(?:[a-z]+\s+)?(?:wife|husband|daughter|son|sister|brother|mother|father|niece|nephew|"
                        r"aunt|uncle|widow|cousin|friend|servant|maid|man|woman|girl|boy|child|children)\b")


def _pronoun_counts(paragraphs: Sequence[Paragraph], found: list[list[re.Match]],
                    unpossessed: frozenset[str] = frozenset()) -> dict[str, Counter[str]]:
    """For each form, the first he/she (or himself/herself) after each mention in its clause, when no
    other name comes between ("Colonel Brandon … he"): a reader's first guess at who the pronoun is.
    Noisy in a novel told around one person (Willoughby … she): an entity's titles outweigh it, and a
    bare family name is never sexed by it. The forms `unpossessed` are not counted after their possessive
    with someone of theirs ("Admiral Croft’s wife said that she …": hers, not his; "Captain Morstan’s arrival he …"
    counts)."""
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for p, matches in zip(paragraphs, found):
        for m, nxt in zip(matches, matches[1:] + [None]):
            if unpossessed and _KIN_AFTER.match(p.text, m.end()) and _spaced(m.group()) in unpossessed:
                continue
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
        sex = title_sex(f)
        if sex:
            evidence[root][sex] += uses[f]
        evidence[root].update(pronouns.get(f, Counter()))
    return {root: _sex(c) for root, c in evidence.items()}


def _untitled_given_names(rules: FamilyRules, uf, forms: set[str], uses: Counter[str], compatible) -> None:
    """John, borne by John Dashwood and Sir John Middleton: a man the narration names with his title every
    time (Sir John, never John Middleton alone) is not the one it calls John. The given name joins the
    one bearer whose full name is written without a title, when only one is."""
    for given, fulls in sorted(rules.given_names(forms).items()):
        if given not in forms or any(uf.find(given) == uf.find(f) for f in fulls):
            continue
        plain = [f for f in fulls if uses[f] >= MIN_COUNT and _title(f.split()[0]) not in EN_TITLES]
        if len(plain) == 1 and compatible(given, plain[0]):
            uf.union(plain[0], given)


def _family_heads(rules: FamilyRules, uf, forms: set[str], family: set[str], counts: dict[str, int], compatible) -> None:
    """Mr. Dashwood is the one man of the family the text names in full often enough (John Dashwood,
    Mr. John Dashwood against Mr. Dashwood's uses), when the discourse left him unattached: "Mr." with a
    surname names the head of the house, and the family has no other man to name."""
    men = {g for g, sex in _genders(forms).items() if sex == "m"}  # Mr. John Dashwood, Mrs. John Dashwood: John
    # Hercule Poirot, never titled with his given name, is a man by the he after his full name (EnglishRules.sexes)
    men |= {f.split()[0] for f, sex in rules.sexed.items() if sex == "m"}
    for titled, members in sorted(rules.family_claims(forms, family).items()):
        if _title(titled.split()[0]) not in EN_MALE_TITLES or not counts[titled]:
            continue
        if uf.find(titled) in {uf.find(f) for fs in members.values() for f in fs}:
            continue
        # against every spelling of the title the merge has joined (Mr., M. and Monsieur Renauld: EnglishRules.variant_key)
        uses = sum(counts[f] for f in forms if uf.find(f) == uf.find(titled) and untitled(f) == untitled(titled))
        kept = {g: fs for g, fs in members.items() if sum(counts[f] for f in fs) >= FAMILY_SUPPORT * uses}
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
        if not n or other is None:
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
        # the Guardian of the Gate / of the Gates: one title however its of-phrase's tail is said, a person's too
        if " of " not in plural and "person" in (kind_of(candidates[singular]), kind_of(candidates[plural]),
                                                 kinds.get(uf.find(singular)), kinds.get(uf.find(plural))):
            continue
        if _surname(singular, surnames) or _surname(plural, surnames):
            continue
        uf.union(singular, plural)


def dashed_namings(text: str, forms: set[str]) -> list[tuple[str, str]]:
    """(name, the name she is called) where a dash joins two forms and the clause after says how she is called: "Miss
    Jenkyns-Deborah, as she liked Miss Matty to call her" (the trie reads "Jenkyns-Deborah" as one word)."""
    out = []
    for m in CALLED_AFTER.finditer(text):
        said = _DASH_SEX.get(named.group(1).split()[0].rstrip("."), m.group(1) or m.group(2)) if (
            named := _DASHED.search(text, max(0, m.start() - 60), m.start())) else None
        if named and said == (m.group(1) or m.group(2)) and named.group(1) in forms \
                and named.group(2) in forms and named.group(1) != named.group(2):
            out.append((named.group(1), named.group(2)))
    return out
