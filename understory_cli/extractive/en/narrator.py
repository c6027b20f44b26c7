"""The first-person narrator (issue 43 §3): "I" is never an entry of its own. In a book whose narration speaks
in the first person, it is the alias of the name the text gives the narrator: in that narration ("Call me
Ishmael.", "My name was Pip"), as ja/narrator.py ties わたし to 坊っちゃん, or else in the others' speech, the one
name they address at a quotation's start or after its comma ("Jane, I don't like cavillers", "…, Watson.") and
hardly write outside speech (the narration says I), as ja/narrator.py ties わたし to レミ. Where the text gives
neither, "I" is no one's. A third-person book's "I" is its speakers', inside their speech: no narrator there.
Inside the narrator's book, too, the "I" of another's speech is that speaker's: it counts for the narrator only
where the narration gives the speech to "I" ("said I", "I replied") — `own_speech`.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable, Sequence

from ..types import Candidate, Paragraph, Votes
from .candidates import untitled
from .lexicon import EN_SPEECH_VERBS, EN_TITLES
from .quotes import marked_paragraphs

PRONOUN = "I"
FIRST_PERSON = re.compile(r"\b(?:I|me|my|myself)\b")
# the narration (paragraphs with no speech marks) says I, me or my at least this often per word: Moby-Dick 12 per
# thousand words, Oz 0.4 and Sense and Sensibility 1.2 (their letters and thoughts)
NARRATED_RATE = 5 / 1000
_SPEECH = re.compile("[“\"‘]")
# the narrator names themself: "Call me Ishmael.", "my name is Pip", "I was called Jane", "they called me Scout"
_SELF_NAMING = re.compile(r"(?:\b[Cc]all\s+me|\b[Mm]y\s+name\s+(?:is|was)|\bI\s+(?:am|was)\s+(?:called|named)|"
                          r"\b(?:called|named)\s+me)\s+(?=[A-Z])")
# … in the narration, not in speech whose marks the book leaves out ("My name is Alice, so please your Majesty,
# said Alice"): a dialogue tag in the sentence makes it speech
_TAG = re.compile(r"\b(?:said|says|replied|cried|asked|answered|exclaimed|shouted|whispered|returned|added)\b")
_SENTENCE = re.compile(r"[^.!?]*[.!?]?")


def _speech_depth(before: str) -> bool:
    """The text before a place leaves a quotation open there."""
    return before.count("“") > before.count("”") or before.count('"') % 2 == 1


_QUOTE = re.compile(r"“[^“”]*”?|\"[^\"]*\"?")  # a quotation; one left open runs to its paragraph's end
# the name addressed: at the quotation's start or after a comma in it, and ending its clause ("Jane, …", "…, Jane.")
_VOCATIVE_BEFORE = re.compile(r",\s$")
_VOCATIVE_AFTER = re.compile(r"[,.!?;]|\s*$")
ADDRESSED_MIN = 3  # the narrator addressed by name this often
QUOTED_SHARE = 0.7  # … a name written inside speech at least this share of its uses (the narration says I)
AHEAD = 2.0  # … and addressed at least this many times as often as any other such name


def _address(form: str) -> bool:
    """A form of address, no one's name: a title alone or with a title's word after it (Sir, Miss, Aunt, Lady)."""
    return all(w.rstrip(".") in EN_TITLES for w in form.split())


def _key(form: str) -> str:
    """The one word a name is written by in speech and narration alike: the name after its title (Holmes of Mr.
    Holmes, Jane of Miss Jane), else its first word (Jane of Jane Eyre)."""
    core = untitled(form)
    return core.split()[-1] if core else form.split()[0]


def named_by_others(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[str, int] | None:
    """(the narrator's name, the paragraph of its first address), or None: the one person the others address most
    by name, whose name is nearly always written inside quotations, well ahead of any other such name. A name is
    counted by its key word (_key), so that "Mr. Holmes", said only in speech, is still Holmes of the narration."""
    forms = {f: _key(f) for f, c in candidates.items()
             if f != PRONOUN and c.kind_votes["person"] > 0 and not _address(f)}
    if not forms:
        return None
    keyed = forms | {k: k for k in forms.values()}
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(f) for f in sorted(keyed, key=len, reverse=True)) + r")(?!\w)")
    quoted: Counter[str] = Counter()
    outside: Counter[str] = Counter()
    addressed: Counter[str] = Counter()  # by key
    by_form: Counter[str] = Counter()  # the candidate forms addressed
    first: dict[str, int] = {}
    for i, p in enumerate(paragraphs):
        if p.kind == "heading":
            continue
        spans = [(q.start() + 1, q.end()) for q in _QUOTE.finditer(p.text)]
        for m in pattern.finditer(p.text):
            key = keyed[m.group()]
            inside = next((a for a, b in spans if a <= m.start() < b), None)
            if inside is None:
                outside[key] += 1
                continue
            quoted[key] += 1
            if (m.start() == inside or _VOCATIVE_BEFORE.search(p.text, inside, m.start())) \
                    and _VOCATIVE_AFTER.match(p.text, m.end()):
                addressed[key] += 1
                if m.group() in candidates:
                    by_form[m.group()] += 1
                first.setdefault(key, i)
    ranked = sorted(((n, k) for k, n in addressed.items()
                     if n >= ADDRESSED_MIN and quoted[k] >= QUOTED_SHARE * (quoted[k] + outside[k])), reverse=True)
    if not ranked or (len(ranked) > 1 and ranked[0][0] < AHEAD * ranked[1][0]):
        return None  # none, or two names of speech alike: no telling which is the narrator's
    if ranked[0][0] < max(addressed.values()):
        return None  # the narrator, in every scene, is the one spoken to most: not a stranger called thrice
    key = ranked[0][1]
    names = [f for f in by_form if forms.get(f) == key]
    if not names:
        return None
    return max(names, key=lambda f: (by_form[f], len(f))), first[key]


def first_person(texts: Sequence[str]) -> bool:
    """The narration speaks in the first person: its paragraphs with no speech marks say I, me or my at least
    NARRATED_RATE times a word (`texts`: the story's paragraphs, headings blank)."""
    words = said = 0
    for text in texts:
        if text and not _SPEECH.search(text):
            words += len(text.split())
            said += len(FIRST_PERSON.findall(text))
    return bool(words) and said >= NARRATED_RATE * words


def narrator(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[str, int] | None:
    """(the narrator's name, the paragraph naming it) when the narration is in the first person and names its
    narrator with one of `candidates` (the longest form written there) or the others address them by one
    (named_by_others), else None. Speech in single marks is read as in double ones (quotes.py): "'My name is
    Hareton Earnshaw,' growled the other" is a speaker's, no narrator's naming."""
    paragraphs = marked_paragraphs(paragraphs)
    if not first_person([p.text if p.kind != "heading" else "" for p in paragraphs]):
        return None
    for i, p in enumerate(paragraphs):
        if p.kind == "heading":
            continue
        for m in _SELF_NAMING.finditer(p.text):
            sentence = next((s.group() for s in _SENTENCE.finditer(p.text) if s.end() >= m.end()), p.text)
            if _speech_depth(p.text[:m.start()]) or _TAG.search(sentence):
                continue
            rest = p.text[m.end():]
            name = max((f for f in candidates if f != PRONOUN and re.match(rf"{re.escape(f)}(?!\w)", rest)),
                       key=len, default=None)
            if name is not None:
                return name, i
    return named_by_others(paragraphs, candidates)


def add_pronoun(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[str, int] | None:
    """Make "I" a person candidate when the narration names its narrator: (the name, the naming paragraph)."""
    found = narrator(paragraphs, candidates)
    if found is not None:
        votes = Votes()
        votes["person"] = 1.0
        candidates[PRONOUN] = Candidate(PRONOUN, sum(len(re.findall(r"\bI\b", p.text)) for p in paragraphs), votes)
    return found


# the narration gives a paragraph's speech to the narrator: "said I", "I replied", "I asked him"
_SAID = "|".join(sorted(EN_SPEECH_VERBS))
_OWN_TAG = re.compile(rf"\b(?:{_SAID})\s+I\b|\bI\s+(?:{_SAID})\b")
_I = re.compile(r"\bI\b")


def own_speech(paragraphs: Sequence[Paragraph]) -> Callable[[list[list[str]], Callable[[str], str]], list[list[str]]]:
    """Discovery.counted for a named narrator: the forms found in each paragraph less the "I" said inside another's
    speech (a quotation in a paragraph whose narration gives no speech to "I") and a heading's numeral. Without it
    the narrator's entry holds every speaker's "I": a third of its uses in a first-person novel full of dialogue."""
    marked = marked_paragraphs(paragraphs)

    def counted(stream: list[list[str]], root: Callable[[str], str]) -> list[list[str]]:
        out = stream
        for i, found in enumerate(stream):
            if PRONOUN not in found:
                continue
            text = marked[i].text
            spans = [(q.start() + 1, q.end()) for q in _QUOTE.finditer(text)]
            if marked[i].kind == "heading":
                keep = [False] * found.count(PRONOUN)  # CHAPTER I: a numeral
            elif not spans or _OWN_TAG.search(_QUOTE.sub(" ", text)):
                continue
            else:
                keep = [not any(a <= m.start() < b for a, b in spans) for m in _I.finditer(text)]
                if len(keep) != found.count(PRONOUN):
                    continue  # the scan read the paragraph otherwise: leave it as found
            uses = iter(keep)
            if out is stream:
                out = list(stream)
            out[i] = [f for f in found if f != PRONOUN or next(uses)]
        return out

    return counted
