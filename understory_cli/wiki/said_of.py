"""What a passage says of a subject (issue 39): the sentences about it and the phrases set beside its name.

A small model's line is kept only when its passage says it *of the subject*: a sentence copied
from the passage about someone else ("Saltmarsh was a town…" as Gull Rock's line) names the
subject nowhere or only in passing, and is refused. Shapes of the language, not of a book:

- a sentence is about the subject when, of the book's names and the subject pronouns, the
  subject's name comes first; a sentence led by a pronoun goes on about the one before it
  ("Wren Tully had been watching… She was twelve years old");
- a description is a phrase the text sets beside the name: a copula ("Toto was a little black
  dog", "悟空是…", "…は…である") or an apposition ("the Tidewardens, the guild that collected the
  harbour dues", "Uncle Henry, who was a farmer", "Tamsin Hale, Keeper of the Light").

The descriptions are what a 270M model chooses among (wiki.lines): it cannot write a line, but
it can say which of the text's own phrases tells who someone is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

SENTENCE = re.compile(r"(?<=[.!?。！？])[\"'”’」』]?\s*")
PRONOUNS = {"en": r"\b(?:he|she|they|i|we|you)\b", "zh": "[他她它我你]", "ja": "(?:彼|私|僕|俺|わたし|あたし)"}
COPULA_EN = r"(?:was|is|were|are)"
PHRASE_WORDS = 16  # a description longer than this is a passage, not a phrase
PHRASE_CHARS = 24  # CJK
# what a described thing's phrase begins with after a copula ("was a town", "was twelve years old"), where
# "was taken", "was due home" or "was there" say what happened or where, not who or what
DETERMINERS = ("a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
               "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|"
               "his|her|their|its|my|our|your|no|some")
CLAUSE_WORDS = {"and", "or", "but", "who", "which", "that", "where", "when", "while", "as", "though", "although",
                "because", "so", "then", "for", "nor", "yet", "said", "he", "she", "they", "it", "i", "we", "you"}
NOT_AN_END = {"off", "away", "out", "up", "down", "back", "ahead", "behind", "ago", "again", "too", "more"}
# words that begin no description: a verb's tense or aspect, a place, a manner (was taken, was there, is not)
NOT_A_START = {"there", "here", "not", "never", "still", "also", "so", "too", "to", "in", "on", "at", "by", "with",
               "from", "gone", "being", "about", "now", "then", "only", "just", "all", "as", "but", "and", "or",
               "that", "this", "it", "he", "she", "they", "you", "i", "we", "his", "her", "their", "my", "your",
               "said", "cried", "asked", "come", "go", "let", "who", "what", "where", "when", "how", "why", "if"}


@dataclass(frozen=True)
class Subject:
    """One entry's subject as the text names it, beside every other name the book has."""
    names: tuple[str, ...]  # its name and aliases, longest first
    others: tuple[str, ...]  # every other entity's names
    language: str = "en"  # en | zh | ja

    @classmethod
    def of(cls, names: Iterable[str], others: Iterable[str] = (), language: str | None = None) -> "Subject":
        lang = (language or _script("".join(names)))[:2]
        own = sorted({n for n in names if n.strip()}, key=len, reverse=True)
        rest = sorted({o for o in others if o.strip() and o not in own}, key=len, reverse=True)
        return cls(tuple(own), tuple(rest), lang if lang in ("zh", "ja") else "en")

    def find(self, name: str, text: str) -> list[tuple[int, int]]:
        """Where `name` stands in `text` as a name (English: whole words, as written)."""
        if _script(name) != "en":  # no spaces between CJK words: where it is written
            return [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
        return [(m.start(), m.end()) for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]


@dataclass(frozen=True)
class Description:
    phrase: str  # the text's own words, as written
    copula: str  # "was", "是", "は…である"; "" for an apposition
    sentence: str

    def line(self, name: str, language: str) -> str:
        """The line in the book's language: the subject's name and the text's phrase, no word added but the copula."""
        if language == "zh":
            return f"{name}{self.copula or '：'}{self.phrase}。"
        if language == "ja":
            return f"{name}は{self.phrase}{self.copula}。" if self.copula else f"{name}：{self.phrase}。"
        return f"{name} {self.copula} {self.phrase}." if self.copula else f"{name}: {self.phrase}."


def _script(text: str) -> str:
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    return "zh" if re.search(r"[\u3400-\u9fff]", text) else "en"


def sentences(passage: str) -> list[str]:
    return [s.strip() for s in SENTENCE.split(passage) if s and s.strip()]


def about(subject: Subject, passage: str) -> list[str]:
    """The passage's sentences about the subject: its name first of all names and subject pronouns,
    or led by a pronoun right after such a sentence."""
    out, last = [], False
    for sentence in sentences(passage):
        first = _first_named(subject, sentence)
        last = first == "self" or (first == "pronoun" and last)
        if last:
            out.append(sentence)
    return out


def _first_named(subject: Subject, sentence: str) -> str | None:
    """Which comes first in the sentence: the subject ("self"), another name ("other"), a pronoun, or none."""
    own = [span for n in subject.names for span in subject.find(n, sentence)]
    spots = [(a, "self") for a, _ in own]
    spots += [(a, "other") for o in subject.others for a, b in subject.find(o, sentence)
              if not any(x <= a < y or x < b <= y for x, y in own)]  # "Hale" inside "Tamsin Hale" is hers
    flags = re.IGNORECASE if subject.language == "en" else 0
    spots += [(m.start(), "pronoun") for m in re.finditer(PRONOUNS[subject.language], sentence, flags)]
    return min(spots)[1] if spots else None


def descriptions(subject: Subject, passage: str) -> list[Description]:
    """The phrases the passage sets beside the subject's name: what the text itself says it is."""
    found: list[Description] = []
    told: set[str] | None = None  # the sentences about the subject, found only where a pronoun leads one
    for sentence in sentences(passage):
        for name in subject.names:
            for start, end in subject.find(name, sentence):
                # "one of the Winkies, who was a goldsmith": the copula is said of the one, not of the name
                owner = not re.search(r"\bof (?:the )?$", sentence[:start])
                found += _beside(subject.language, sentence, sentence[end:], copula=owner)
        lead = re.match(rf"(?:he|she|they)\s+(?={COPULA_EN}\b)", sentence, re.IGNORECASE)
        if lead and subject.language == "en":  # "She was twelve years old": it goes on about the one before
            told = told if told is not None else set(about(subject, passage))
            if sentence in told:
                found += _beside("en", sentence, " " + sentence[lead.end():])
    unique: dict[str, Description] = {}
    for d in found:
        unique.setdefault(d.phrase.casefold(), d)
    return list(unique.values())


def _beside(language: str, sentence: str, after: str, copula: bool = True) -> list[Description]:
    if language == "zh":
        m = re.match(r"(是|乃)([^，。；！？、“”「」]{2,%d})(?=[，。；！？]|$)" % PHRASE_CHARS, after)
        return [Description(m.group(2), m.group(1), sentence)] if m else []
    if language == "ja":
        m = re.match(r"(?:は|とは)([^、。「」！？]{2,%d}?)(である|です|だ)(?=[。、」]|$)" % PHRASE_CHARS, after)
        return [Description(m.group(1), m.group(2), sentence)] if m else []
    out = []
    said = re.match(rf"(,\s*who)?\s+({COPULA_EN})\s+((?:{DETERMINERS})\b.+)", after, re.IGNORECASE)
    if said and copula:  # a relative clause ends at its comma: "Dorothy, who was an orphan, first came to her"
        phrase = _phrase(said.group(3).split(",")[0] if said.group(1) else said.group(3))
        if phrase:
            out.append(Description(phrase, said.group(2), sentence))
    apposition = re.match(r"(?:\s[A-Z][\w'-]+)*,\s+((?:a|an|the|one of)\s.+"
                          r"|[A-Z][\w'-]*(?:\s(?:of|the|on|in|at|[A-Z][\w'-]*))+(?=[,.;:]|$))", after)
    if apposition:
        phrase = _phrase(apposition.group(1))
        head = re.split(r"\b(?:that|who|which|whose|where)\b", phrase or "", maxsplit=1)[0]
        if phrase and not re.search(r"\w(?:ed|ing)\b", head):  # "past the Teeth, the water closed over…" is a clause
            out.append(Description(phrase, "", sentence))
    return out


def _phrase(text: str) -> str | None:
    """The description's words up to where the clause ends: a stop, or a comma once it has said something."""
    text = re.split(r"[.;:!?\"“”()—]", text, maxsplit=1)[0]
    parts = text.split(",")
    kept = 0
    while kept < len(parts) and (kept == 0 or len(",".join(parts[:kept]).split()) < 4 and _goes_on(parts[kept])):
        kept += 1
    phrase = ",".join(parts[:kept]).strip()
    words = phrase.split()
    if not words or len(words) > PHRASE_WORDS:
        return None
    first, last = words[0].lower().strip("'’"), words[-1].lower().strip("'’")
    if first in NOT_A_START or re.search(r"(?:ing|ed|ly)$", first):
        return None
    if last in NOT_AN_END or last.endswith("ly"):  # "a little uneasily", "a long distance off": how or where
        return None
    return phrase


def _goes_on(part: str) -> bool:
    """Whether the words after a comma still describe ("twelve years old, small for her age"), not
    begin another clause or name ("a farmer, and Aunt Em, who…")."""
    words = part.split()
    return (bool(words) and words[0][0].islower() and words[0] not in CLAUSE_WORDS
            and not words[0].endswith(("n't", "n’t")))


def said_of(subject: Subject, line_words: set[str], passage: str, tokenize: Callable[[str], list[str]]) -> set[str]:
    """The line's words the passage says of the subject: in its sentences about it, or in a phrase set beside its name."""
    told = " ".join(about(subject, passage) + [d.phrase for d in descriptions(subject, passage)])
    return line_words & set(tokenize(told))
