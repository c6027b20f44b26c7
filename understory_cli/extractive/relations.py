"""Relations the text states between two named beings: "Margaret, Mrs. Dashwood's daughter", "the
daughter of X", "X's wife, Y", 陈光蕊之子, 李天王的女儿, "Y是X的徒弟" (DESIGN §8: an entry's infobox rows).

Read between two names the text writes next to each other, so only what one sentence says is taken;
a relation word a pronoun carries ("her daughter") names no one and is left alone. What a language
says between the names is its folder's relations.py: said(between, after, first, second),
RELATION_WORD and label(relation, other).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from .languages import REGISTRY, part
from .scan import trie_regex


@dataclass(frozen=True)
class Relation:
    subject: str  # the form the relation is said of
    relation: str  # daughter, 儿子
    other: str  # the form it relates the subject to
    paragraph: int  # index of the paragraph that says it


def stated_relations(texts: Iterable[str], forms: Iterable[str], language: str) -> list[Relation]:
    """Every relation the texts state, in `language` (a registered code), between two of `forms` written
    next to each other (in a spaced script, names match whole words)."""
    reading = part(language, "relations")
    # a form that is a relation word itself (三太子 of 哪吒) would stand between the two names it relates
    forms = [f for f in forms if f and not reading.RELATION_WORD.fullmatch(f)]
    if not forms:
        return []
    pattern = trie_regex(forms, words=REGISTRY[language].spaced)
    texts = list(texts)  # read twice where the language has relations a form states of itself (`named`)
    out = []
    for i, text in enumerate(texts):
        found = list(pattern.finditer(text))
        for a, b in zip(found, found[1:]):
            between, after = text[a.end():b.start()], text[b.end():b.end() + 40]
            first, second = " ".join(a.group().split()), " ".join(b.group().split())
            if first == second:
                continue
            said: tuple[str, str, str] | None = reading.said(between, after, first, second)
            if said:
                out.append(Relation(said[0], said[1], said[2], i))
    # a relation a form states of itself, where the language has such (ja: クラチット夫人, the wife of ボブ・クラチット)
    if (named := getattr(reading, "named", None)) is not None:
        out += [Relation(*r) for r in named(texts, forms)]
    return out


def told_relations(texts: Sequence[str], people: Iterable[tuple[str, list[str]]], language: str) -> list[Relation]:
    """The relations the narration tells of a person through a possessive, in `language` (its relations module's
    `told`, when it has one: en/told.py): "my aunt, Mrs. Reed" of the first-person narrator (the person holding
    the narrator's pronoun, else the language's NARRATOR), "Scrooge … his nephew, Fred"; zh/relations.py's: the
    narration's 四叔 in a story told by 我, 叙述者的四叔. `people`: each person entity's (name, forms)."""
    reading = part(language, "relations")
    told = getattr(reading, "told", None)
    return [Relation(*said) for said in told(texts, list(people))] if told else []


def told_sentence(relation: Relation, text: str, language: str) -> str | None:
    """The sentence of the paragraph `text` that says the relation, where the language picks it (its `quoted`: the
    narrator's kin, the sentence with 我), else None."""
    quoted = getattr(part(language, "relations"), "quoted", None)
    return quoted(text, relation.subject, relation.other) if quoted else None


def told_pronoun(form: str, language: str) -> bool:
    """The form is the narrator's pronoun ("I"), which no row shows: the narrator is named, or is NARRATOR."""
    return form in getattr(part(language, "relations"), "FIRST_PERSON", ())


def relation_label(relation: Relation, language: str) -> str:
    """How an infobox shows it, in `language`: "daughter of Mrs. Dashwood", 陈光蕊之子."""
    return part(language, "relations").label(relation.relation, relation.other)


def one_way(relation: Relation, language: str) -> bool:
    """The relation is its subject's only, no row on the other's entry (a language's `one_way`: 「志保田の御那美さん」)."""
    reading = part(language, "relations")
    return bool(getattr(reading, "one_way", None) and reading.one_way(relation.relation))



# a title that says a woman, and one that says a man or a calling (an English form's first word)
_WOMAN_TITLE = re.compile(r"^(?:Mrs|Miss|Ms|Lady|Madame|Mme|Mademoiselle|Mlle|Dame)\b\.?\s")
_TITLE = re.compile(r"^(?:Mr|Mister|Sir|Lord|Monsieur|Dr|Doctor|Rev|Reverend|Archdeacon|Bishop|Dean|Canon|Father|Captain|"
                    r"Colonel|General|Major|Professor|Judge|Mrs|Miss|Ms|Lady|Madame|Mme|Mademoiselle|Mlle|Dame)\b\.?\s")


def shown_form(entity_name: str, written: str) -> str:
    """How a relation row names one end: its entry's name, or the form the text wrote where the two name a woman and
    another ("Mrs. Grantly, Eleanor's sister" tied to the entry Dr. Grantly, a wife filed under her husband: the row
    says "whose sister is Mrs. Grantly", not the archdeacon), the entry's name kept for any other form (Edward of
    Edward Ferrars)."""
    woman_written, woman_entry = bool(_WOMAN_TITLE.match(written)), bool(_WOMAN_TITLE.match(entity_name))
    if _TITLE.match(written) and _TITLE.match(entity_name) and woman_written != woman_entry:
        return written
    return entity_name
