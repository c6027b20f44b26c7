"""Who a role written alone is (issue 43, stop 63): "the archdeacon", 市長先生, 住職 — a story calls a main character
by his office dozens of times and seldom or never writes it beside his name; a reader ties the role to the one
holder on stage.

Role-to-holder linking, one method for the three languages (each gives only its closed class of role words, how a
lone use is written and how a sentence states one: `Language`, in holder_words.py):
- a TIE names the holder, strongest evidence first: the role written as one reference with a person's name
  (市長德·萊納先生, 謝朗神甫, "the archdeacon, Dr. Grantly", "Archdeacon Grantly", 住職の松雲, 松雲住職), or a
  sentence stating it of him or of the pronoun for the person named last before it (「一八一五年使他當上了維裡埃的
  市長」, "Dr. Proudie was the new bishop", 「松雲は…の住職だ」); never a possessor (維裡埃的市長: the mayor of a
  place, "the bishop's son");
- each lone use after a tie is one vote for the holder the last tie named, in that chapter or a later one that
  names him (the name first, the role later: two mayors, the old bishop and the new, each after his own tie);
- per chapter, one holder wins a role where his votes are SHARE of the chapter's and MARGIN times the runner-up's
  (several people tied in a chapter: no holder); over the book, each holder's most voted role (at least MIN_VOTES:
  a tie and lone uses after it; one stray pair of words is no tie) is stated at his first tie's paragraph (the
  card's gate: never shown before the tie is made).
Co-occurrence alone ties nothing: measured on 紅與黑's 市長 and Barchester Towers' "the bishop", the holder is named
near the role no more than the hero he talks to.

roles.py takes these as stated roles (`Role.stated`: a rival of none written beside the name), so the generated
line says 「人物，市長」 / "the archdeacon" where the text writes no role with the name itself often enough.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from .holder_words import LANGUAGES, Language, sex_of
from .scan import trie_regex

_SPACE = re.compile(r"\s")
MIN_VOTES = 3  # a holder's votes over the book: a tie and the role's lone uses after it
SHARE = 0.5  # of a chapter's votes for the role
MARGIN = 2.0  # times the runner-up's votes
AGAINST = 0.25  # lone uses written in one sentence with the holder's own name (two people: 於連看著主教), at most this
# share of his votes


def held_roles(texts: list[str], people: dict[str, str], language: str) -> list[tuple[str, str, int]]:
    """(form, role, paragraph): each person's role the book's ties and lone uses give him (module docstring).
    `texts`: the paragraphs in reading order, a chapter's heading "" (a chapter is the run between them);
    `people`: a person's form -> the person's name."""
    family = language.split("-")[0]
    if family not in LANGUAGES or not people:
        return []
    reading = LANGUAGES[family]()
    forms = {f: n for f, n in people.items() if f and not reading.own(f)}
    if not forms:
        return []
    pattern = trie_regex(forms, words=family == "en")
    # (a form's space matches any: Mr.\u00a0Joker is Mr. Joker)
    found = [[(m.start(), m.end(), _SPACE.sub(" ", m.group())) for m in pattern.finditer(t)] if t else [] for t in texts]
    chapters, chapter = [], 0
    for text in texts:
        chapter += not text.strip()
        chapters.append(chapter)
    on_stage: dict[int, set[str]] = defaultdict(set)
    for i, spans in enumerate(found):
        on_stage[chapters[i]].update(forms[f] for _, _, f in spans)
    owned = _possessed(texts, found, reading, forms)
    last: dict[str, tuple[str, int]] = {}  # role -> the holder its last tie names, and that tie's chapter
    votes: list[tuple[int, int, str, str, str]] = []  # (chapter, paragraph, role, name, the form of a tie or "")
    against: Counter[tuple[str, str]] = Counter()  # (name, role): lone uses in a sentence naming him apart
    for i, text in enumerate(texts):
        if not text:
            continue
        for _, role, form, apart in _events(texts, found, i, reading, forms):
            c = chapters[i]
            if form and _male_only(reading, role) and sex_of(reading, forms[form]) == "f":
                continue  # a man's rank tied to a woman's entry (General Shaw, his widow Aunt Shaw's surname)
            if form and (forms[form], role) not in owned:
                votes.append((c, i, role, forms[form], form))
                last[role] = forms[form], c
            elif not form and role in last and (last[role][1] == c or last[role][0] in on_stage[c]):
                if last[role][0] in apart:
                    against[last[role][0], role] += 1
                else:
                    votes.append((c, i, role, last[role][0], ""))
    return _decided(votes, against)


def _events(texts: list[str], found: list[list[tuple[int, int, str]]], i: int, reading: Language,
            forms: dict[str, str]) -> list[tuple[int, str, str, set[str]]]:
    """A paragraph's ties and lone uses in reading order: (position, role, the holder's form of a tie or "", the
    people a lone use's sentence names apart from it)."""
    text, spans = texts[i], found[i]
    out: list[tuple[int, str, str, set[str]]] = []
    for start, end, f in spans:
        if (role := reading.worn(f, text, start)) is not None:
            out.append((start, role, f, set()))
    for start, end, role, possessed in reading.uses(text):
        beside = [f for f in spans if not possessed and reading.beside(text, f, start, end)]
        if beside:
            out.append((start, role, beside[0][2], set()))
            continue
        said = None if possessed else reading.stated(text, spans, start)
        if said is not None and said in reading.pronouns:
            at = text.rfind(said, 0, start)
            # a pronoun opening its clause only ("He was the new doctor"; not "Slope wished he was the bishop")
            opens = not text[:at].strip() or text[:at].rstrip()[-1] in reading.cut + ",，、"
            said = _antecedent(found, texts, i, at, reading.pronouns[said], reading) if opens else None
        lo = max(text.rfind(c, 0, start) for c in reading.cut) + 1
        hi = min((k for c in reading.cut if (k := text.find(c, end)) >= 0), default=len(text))
        out.append((start, role, said or "", {forms[f] for s, e, f in spans if lo <= s and e <= hi}))
    return sorted(out, key=lambda event: event[0])


def _male_only(reading: Language, role: str) -> bool:
    return role in reading.male_roles or role.lower() in reading.male_roles or _simplified(role) in reading.male_roles


def _simplified(role: str) -> str:
    from .zh.describe import view
    return view(role, True)


def _antecedent(found: list[list[tuple[int, int, str]]], texts: list[str], i: int, at: int, sex: str,
                reading: Language) -> str | None:
    """The one person of the pronoun's sex named before position `at` of paragraph i and in the paragraph before it
    (in the chapter): never a pronoun in speech (the speaker's), never where two such people are named, nor where a
    person named by a noun stands between (`Language.someone`)."""
    opens, closes = reading.quotes
    if sum(text_count(texts[i][:at], opens)) > sum(text_count(texts[i][:at], closes)):
        return None
    here = [(s, f) for s, _, f in found[i] if s < at]
    if reading.someone.search(texts[i], here[-1][0] if here else 0, at):
        return None  # 这年轻人…他, "a stranger … He": the pronoun is the unnamed person's (the review)
    named = [f for _, f in here]
    if i > 0 and texts[i - 1]:
        named = [f for _, _, f in found[i - 1]] + named
    fits = [f for f in named if sex_of(reading, f) in (None, sex)]
    return fits[-1] if fits and len({sex_of(reading, f) or f for f in fits}) == 1 else None


def text_count(text: str, marks: str) -> list[int]:
    return [text.count(m) for m in marks]


def _possessed(texts: list[str], found: list[list[tuple[int, int, str]]], reading: Language,
               forms: dict[str, str]) -> set[tuple[str, str]]:
    """(name, role) pairs the book writes as a possessor and its role anywhere (維裡埃的市長: the mayor of a place;
    維裡埃市長 then says the same)."""
    out: set[tuple[str, str]] = set()
    for text, spans in zip(texts, found):
        for start, _, role, _ in reading.uses(text) if spans else []:
            out.update((forms[f], role) for s, e, f in spans if reading.possessor(text, (s, e, f), start))
    return out


def _decided(votes: list[tuple[int, int, str, str, str]], against: Counter[tuple[str, str]]) -> list[tuple[str, str, int]]:
    """Each chapter's one clear holder of each role, then each holder's most voted role at its first tie."""
    by: dict[tuple[int, str], Counter[str]] = defaultdict(Counter)
    for chapter, _, role, name, _ in votes:
        by[chapter, role][name] += 1
    won: Counter[tuple[str, str]] = Counter()
    chapters_won: dict[tuple[str, str], set[int]] = defaultdict(set)
    for (chapter, role), counts in by.items():
        ranked = counts.most_common(2)
        name, n = ranked[0]
        second = ranked[1][1] if len(ranked) > 1 else 0
        if n >= SHARE * sum(counts.values()) and n >= MARGIN * second:
            won[name, role] += n
            chapters_won[name, role].add(chapter)
    best: dict[str, tuple[int, str]] = {}
    for (name, role), n in won.items():
        if n >= MIN_VOTES and against[name, role] <= AGAINST * n and (name not in best or n > best[name][0]):
            best[name] = (n, role)
    out = []
    for name, (_, role) in best.items():
        # gated at the first tie in a chapter he won (a wish in chapter 1, "he wished he was the bishop", is no gate)
        tie = next(((i, form) for chapter, i, r, who, form in votes
                    if r == role and who == name and form and chapter in chapters_won[name, role]), None)
        if tie is not None:
            out.append((tie[1], role, tie[0]))
    return sorted(out, key=lambda t: t[2])
