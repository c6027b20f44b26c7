"""Two shapes of apposition English uses to say who someone is (describe.py's patterns read them, stop 62): a noun a
relative clause says more of, "Schneider, the professor who treated me and taught me, …", whose clause may hold a
speaker's "me" (the plain apposition refuses a verb of speech there); and which one of a family the name is, its noun
before it, "the youngest, Aglaya, was twenty", "the eldest daughter, Alexandra,", where it opens a clause and the name is its subject (not "fond of
the younger, Alexey, who …", nor "he had three sons, the eldest, Dmitri, by his first wife": sentences about someone
else)."""

from __future__ import annotations

import re

# (a relative apposition's noun is no word of degree, time or manner: "Alice, a little while ago, who …")
_NOT_NOUN = "while|time|moment|day|bit|trifle|deal|way|one|thing|same|other|more|most|less|and|or|of"
_WHICH_CHILD = "eldest|youngest|elder|younger|second|third|fourth|middle"
_CHILD = "daughter|son|sister|brother|girl|boy|child|one"
_TITLES = r"(?:Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Madame|Monsieur)\.?"
# where "the youngest, NAME" opens a clause of its own (or an apposition to a list's noun: "had three sons, the eldest,
# Dmitri, by his first wife"), not what a verb or a preposition governs ("fond of the younger, Alexey, who …")
_OPENS = r"(?:^|[,;:—(]\s*|\b(?:while|whereas|and|but)\s+)[\s“\"'‘]*"
# which one of a family, just before the name: `subject_at` reads the name as its clause's subject
WHICH_CHILD_BEFORE = re.compile(rf"{_OPENS}[Tt]he\s+(?:{_WHICH_CHILD})(?:\s+(?:{_CHILD}))?,\s+$")


def relative_apposition(spaced: str) -> re.Pattern[str]:
    """"NAME, the NOUN who …": the apposition's noun, at most two words before it, then who/whom/whose. Not a plural:
    a list's next item ("Santa Claus, the wooden soldiers who had come with the Queen, and …") or what is said to a
    name spoken to ("'Margaret, the men who are out will starve'"). (A speech's sentence is marked by a quotation
    mark before it, en/describe.as_spoken: the name may open it, "Schneider, the professor who treated me, …")."""
    word = rf"(?!(?:{_NOT_NOUN})\b)[a-z][\w-]*"
    noun = rf"(?!(?:{_NOT_NOUN}|others|people|men|women|children)\b)[a-z][\w-]*(?<![^s]s)"
    return re.compile(rf"(?<!\w){spaced},\s+(?:the|a|an)\s+(?:{word}\s+){{0,2}}?{noun}\s+(?:who|whom|whose)\b")


def which_child(bare: str) -> re.Pattern[str]:
    """"the youngest, NAME," / "the eldest daughter, NAME was": which one of a family the name is; not a titled name,
    one spoken to ("“The youngest, Mrs Bennet, was always the silliest”")."""
    return re.compile(rf"{_OPENS}[Tt]he\s+(?:{_WHICH_CHILD})(?:\s+(?:{_CHILD}))?,\s+(?!{_TITLES}\b){bare}"
                      rf"(?=,?\s+(?:was|is|had|who)\b)")
