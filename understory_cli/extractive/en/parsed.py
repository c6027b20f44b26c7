"""What spaCy's dependency parse says a sentence describes (issue 43 §2): the reader behind the regex shapes.

The regex patterns (describe.py) read a description where its words stand in a known order; the parse reads the
sentence's grammar, so it also sees "Mr. Hubble the wheelwright" (an apposition with no comma), "I remember Mrs.
Hubble as a little … person" (what someone is remembered or known as), "Hulks are prison-ships" (a copula with a
common noun for subject) and "The commissary, M. Lucien Bex, …" (the name apposed to the noun). Each says with a
noun for a person, place or thing (not a state or an act: "Joe was silent" is no description) what its subject is.

Parsing is slow next to the statistics, so only a bounded set of sentences is parsed (`read`, by analyze/described:
the sentences of a name the patterns found no noun for); what each says is kept by its text, so the patterns'
readers (describe._score, summary_value, excerpt) consult it without parsing again (`strength`, `cut`).
"""

from __future__ import annotations

import re
from typing import Iterable, NamedTuple

from .tagger import english
from .told import RELATIONS

LONGEST = 400  # characters: a longer sentence is a passage, not parsed for a summary line
# (nouns for a state, an act or a quality, not for what someone or something is: "a matter of …", "a surprise")
_NOT_WHAT = frozenset("time way matter fact pity shame surprise relief pleasure comfort question mystery one thing "
                      "part sort kind lot deal bit end beginning rest case use need habit hope fear doubt truth "
                      "reason cause sign mistake little mile miles yard yards foot feet inch hour hours minute minutes day days week weeks "
                      "month months year years".split())  # (and measures: "is about half a mile the other side")
_STATE_ENDINGS = ("ness", "ity", "tion", "sion", "ment", "ance", "ence", "ing", "ism")
_POINTING = frozenset({"this", "that", "these", "those"})
# a title or a given name inside the clause before a name: it is the tail of a longer one ("Mrs. Heathcliff is my
# daughter-in-law" says nothing of Mr. Heathcliff; "daughter: Catherine Linton was …" nothing of Edgar Linton), which
# is read as itself where it is one of `names` (Nigel Fell of "…ask of Nigel Fell, the specialist")
_LONGER_BEFORE = re.compile(r"\b(?:Mr|Mrs|Miss|Ms|Mme|Mlle|Dr|Sir|Lady|Lord|Madam|Madame|Master|Mistress|Aunt|Uncle)"
                            r"\.?\s+$|(?<=[\w,;:]\s)[A-Z][a-z]+\s+$")
_QUOTES = re.compile("[“”\"]")
_COPULAS = frozenset({"be", "become", "was", "is", "were", "are", "been", "became", "becomes", "'s", "’s"})
_KIN = frozenset(RELATIONS.split("|"))  # a relation a pronoun anchors says nothing by itself (`_kind_before`)
_AS_VERBS = frozenset("remember remembered know knew known see saw seen regard regarded describe described think "
                      "thought take took taken hear heard picture pictured recall recalled".split())


class Described(NamedTuple):
    subject: tuple[int, int]  # the described head word's characters (the name must cover them)
    cut: tuple[int, int]  # the words that say it: the subject through its noun phrase


# (kept for one reading of one book: `forget` empties them, so a card never depends on what ran before in the process)
_READ: dict[str, tuple[Described, ...]] = {}  # sentence → what its parse describes (only parsed sentences)
_CUTS: set[str] = set()  # the parse's cuts of them ("…Mr. Hubble the wheelwright…"), which the patterns may misread


def forget() -> None:
    """Drop every reading: a book's analysis or composition starts from its own sentences only."""
    _READ.clear()
    _CUTS.clear()


def read(sentences: Iterable[str]) -> int:
    """Parse those of `sentences` not read yet (in one batch) and keep what each describes; how many were parsed."""
    todo = list(dict.fromkeys(s.replace("\u00a0", " ") for s in sentences))  # (as describe._score reads them)
    todo = [s for s in todo if s not in _READ and len(s) <= LONGEST]
    if not todo:
        return 0
    nlp = english()
    with nlp.select_pipes(enable=["tok2vec", "tagger", "parser"]):
        # ("--" is a dash the tokenizer glues to its words, "town,--as": read as one, the characters in place)
        for sentence, doc in zip(todo, nlp.pipe((s.replace("--", " —") for s in todo), batch_size=64)):
            _READ[sentence] = tuple(_described(doc))
            for found in _READ[sentence]:  # the cut (describe.excerpt) reads as its sentence did
                piece = _cut_text(sentence, found)
                _CUTS.add(piece)
                if piece not in _READ:
                    shift = found.cut[0] - (1 if piece.startswith("…") else 0)
                    _READ[piece] = (Described((found.subject[0] - shift, found.subject[1] - shift),
                                              (found.cut[0] - shift, found.cut[1] - shift)),)
    return len(todo)


def _cut_text(sentence: str, found: Described) -> str:
    """The cut as describe.excerpt writes it (marked cut with "…")."""
    start, end = found.cut
    piece = sentence[start:end].strip().rstrip(",;:—")
    return f"{'…' if start > 0 else ''}{piece}{'…' if piece[-1] not in '.!?”' and end < len(sentence.rstrip()) else ''}"


def is_cut(text: str) -> bool:
    """The text is the parse's cut of a sentence it read (what it says is the parse's reading, whatever the
    patterns make of the cut)."""
    return text.replace("\u00a0", " ") in _CUTS


def _entry(sentence: str) -> tuple[int, tuple[Described, ...]] | None:
    """What the parse said of the sentence, and how far its text is shifted here (a speech mark `as_spoken` added)."""
    sentence = sentence.replace("\u00a0", " ")
    if (found := _READ.get(sentence)) is not None:
        return 0, found
    if sentence[:1] in "“\"" and (found := _READ.get(sentence[1:])) is not None:
        return 1, found
    return None


def strength(sentence: str, names: Iterable[str]) -> int:
    """3 when the parse read the sentence and says with a noun what one of `names`, written there, is; else 0."""
    return 3 if _covering(sentence, names) else 0


def cut(sentence: str, names: Iterable[str]) -> list[tuple[int, int]]:
    """Where the parse says the sentence describes one of `names` (describe.excerpt's spans: the name through its
    noun phrase, "…Mr. Hubble the wheelwright…"), the shortest first."""
    return sorted((c for c in _covering(sentence, names)), key=lambda span: span[1] - span[0])


def _covering(sentence: str, names: Iterable[str]) -> list[tuple[int, int]]:
    if not (entry := _entry(sentence)):
        return []
    shift, found = entry
    out: list[tuple[int, int]] = []
    for name in (n for n in names if n):
        at = sentence.find(name)
        while at >= 0:
            if not _LONGER_BEFORE.search(sentence, 0, at):  # (the name written whole, not Mrs. Heathcliff's tail)
                out += [(d.cut[0] + shift, d.cut[1] + shift) for d in found
                        if at <= d.subject[0] + shift and d.subject[1] + shift <= at + len(name)]
            at = sentence.find(name, at + 1)
    return out


def _described(doc) -> list[Described]:
    """The subjects the parse says a noun for: (subject head, description noun) as characters."""
    out: list[Described] = []
    if doc.text.rstrip().endswith("?"):
        return out  # a question says nothing
    for token in doc:
        for subject, noun in _pairs(token):
            # (what someone is known as is the knower's sentence: "I remember Mrs. Hubble as …" from its "I")
            start = min(_span(subject)[0], noun.left_edge.idx, *[c.idx for c in _knower(noun)])
            end = max(subject.idx + len(subject.text), _phrase_end(noun))
            # (a quotation mark between them: the name and the noun are in different voices, 'the one gasp, "Tar!"')
            if _is_what(noun) and _nominal(subject) and not _QUOTES.search(doc.text, start, end):
                out.append(Described((subject.idx, subject.idx + len(subject.text)), (start, end)))
    return out


def _pairs(token):
    """(subject, noun) pairs the token heads: an apposition either way, a copula's subject and predicate noun, a
    relative clause "X, who was a …", and "remember X as a …"."""
    for child in token.children:
        if child.dep_ == "appos":
            if any(d.lower_ in _POINTING for d in (*child.children, *token.children)) or _a_child_of(token):
                continue  # "He calls the knaves Jacks, this boy!", "in that line, Mum": pointed at, no more said
            if child.tag_ in ("NN", "NNS") and token.tag_ in ("NNP", "NNPS") and token.dep_ != "appos" \
                    and not _speakers(child) and _apposed(token, child):
                yield token, child  # "Mr. Hubble the wheelwright" (not a name called out: "I have brought you, Mum, a bottle")
            # (not many for one: "You remember the children, Stiva, …" is whom the speaker addresses)
            elif (token.tag_ == "NN" or token.tag_ == "NNS" and child.tag_ == "NNPS") and child.tag_ in ("NNP", "NNPS") \
                    and not _called_out(child) \
                    and _determined(token) and not _speakers(token) and not _listed(child) and not _listed(token) \
                    and not _pronouns_kin(token):
                yield child, token  # "The commissary, M. Lucien Bex", "Her sister, Denise"
        elif child.dep_ == "relcl" and (attr := _predicate(child)) is not None \
                and any(c.dep_ == "nsubj" and c.lower_ in ("who", "which", "that") for c in child.children):
            yield token, attr
    if token.tag_ in ("NNP", "NNPS") and token.dep_ != "compound" and (kind := _kind_before(token)) is not None:
        yield token, kind  # "his dog Toto", "the river Thames"
    if token.lower_ in _COPULAS and (attr := _predicate(token)) is not None:
        subjects = [c for c in token.children if c.dep_ == "nsubj"]
        # (two: one is someone spoken to, "My dear M. Poirot, those are … footprints"; a list shares a plural noun)
        if len(subjects) == 1 and not _listed(subjects[0]) and not _a_child_of(subjects[0]):
            yield subjects[0], attr
    if token.lower_ in _AS_VERBS:
        noun = next((g for c in token.children if c.dep_ == "prep" and c.lower_ == "as"
                     for g in c.children if g.dep_ == "pobj"), None)
        seen = [c for c in token.children if c.dep_ == "dobj"]
        seen += [g for c in token.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
        if noun is not None:
            for subject in seen:
                yield subject, noun


_BIRTH_ORDER = frozenset("eldest youngest elder younger".split())


def _a_child_of(name) -> bool:
    """"the eldest Levaque, a big girl of nineteen": a child of the family the surname names, not its bearer."""
    return any(c.dep_ == "amod" and c.lower_ in _BIRTH_ORDER for c in name.children)


def _kind_before(name):
    """The common noun compounded before a name a determiner opens ("his dog Toto", "the river Thames"), else None."""
    nouns = [c for c in name.children if c.dep_ == "compound" and c.tag_ in ("NN", "NNS") and c.i < name.i]
    opens = [c for c in name.children if c.dep_ in ("det", "poss") and c.i < name.i]
    if len(nouns) != 1 or not opens or opens[0].lower_ not in ("the", "his", "her", "their") or _speakers(name):
        return None
    return None if _pronouns_kin(nouns[0]) else nouns[0]


def _apposed(name, noun) -> bool:
    """The noun after a name is its apposition: "the" with no comma ("Mr. Hubble the wheelwright": not "called
    Billina a girl", "thought Lady Middleton a mother"), a comma before any other ("Léonie, the maid", "Bex, a
    commissary"), never "any service"."""
    dets = {c.lower_ for c in noun.children if c.dep_ in ("det", "poss")}
    if dets & {"any", "some", "no", "what", "every", "each", "all"}:
        return False
    after = noun.doc[noun.right_edge.i + 1] if noun.right_edge.i + 1 < len(noun.doc) else None
    if after is not None and (after.tag_ == "MD" or after.tag_.startswith("VB")):
        return False  # "I'm afraid, Mrs. Heathcliff, the door must bear …": the noun is the next verb's subject
    return dets == {"the"} or any(t.text == "," for t in name.doc[name.i + 1:noun.left_edge.i])


def _pronouns_kin(noun) -> bool:
    """A relation a third person's pronoun anchors ("her sister Celia", "Her sister, Denise"): whose sister, only the
    pronoun's antecedent says; no description by itself (told.py reads the relation where the antecedent is sure)."""
    return noun.lower_ in _KIN and any(c.dep_ == "poss" and c.lower_ in ("his", "her", "their") for c in noun.children)


def _listed(token) -> bool:
    """One of a list ("The shaggy man, Button-Bright, and Dorothy", "the Sawhorse and the Woggle-Bug were …")."""
    return token.dep_ == "conj" or any(c.dep_ == "conj" for c in token.children)


def _determined(noun) -> bool:
    """The noun before an apposed name is a definite one ("the commissary", "her sister", "my friend"), or an
    indefinite subject ("a younger maid, Léonie, was horrified"): a bare noun before a name is mostly a phrase's end
    and someone spoken to ("I know you by name, M. Poirot"), as an object is ("Give me a drink, Bob, and …")."""
    dets = {c.lower_ for c in noun.children if c.dep_ in ("det", "poss")}
    if dets & {"a", "an"}:
        return noun.dep_ in ("nsubj", "nsubjpass")
    return bool(dets - {"what", "some", "any", "no", "every", "each", "all"})


def _speakers(noun) -> bool:
    """A speaker's own noun for someone ("your girl, Georgiana", "Mark my words, Albert"): my, your, our inside a
    quotation tell the speaker's relation, not the narration's."""
    own = any(c.dep_ == "poss" and c.lower_ in ("my", "your", "our", "thy") for c in noun.children)
    before = noun.doc.text[:noun.idx]
    return own and (before.count("“") > before.count("”") or before.count('"') % 2 == 1 or "‘" in before)


def _called_out(name) -> bool:
    """The name closes its clause after a comma: someone spoken to ("I ain't in the line, Mum"), no apposition."""
    after = name.nbor(1) if name.i + 1 < len(name.doc) else None
    return after is None or after.is_punct and after.text not in ",(" or after.is_quote


def _knower(noun) -> list:
    """The subject of the verb a known-as noun hangs on ("I" of "I remember … as a …"), else nothing."""
    if noun.dep_ != "pobj" or noun.head.lower_ != "as" or noun.head.head.lower_ not in _AS_VERBS:
        return []
    return [c.left_edge for c in noun.head.head.children if c.dep_ == "nsubj"]


def _predicate(verb):
    """The predicate noun of a plain copula ("was a fair man"), None where it is denied, wished or subordinate."""
    if verb.lower_ not in _COPULAS:
        return None
    if any(c.dep_ == "neg" or c.dep_ == "mark" or c.tag_ == "MD" for c in verb.children):
        return None  # "was not a …", "if he was a …", "would be a …"
    attr = next((c for c in verb.children if c.dep_ == "attr"), None)
    if attr is None or any(c.dep_ == "det" and c.lower_ == "what" for c in attr.children):
        return None  # "What an awful place Piccadilly Circus is": an exclamation
    if any(c.dep_ == "poss" and c.lower_ == "its" for c in attr.children):
        return None  # "the Woggle-Bug is its president": what it is to a thing the sentence does not name
    if attr.i + 1 < len(attr.doc) and attr.doc[attr.i + 1].tag_.startswith("JJ"):
        return None  # "was a little overripe": the noun is a measure of the adjective after it
    if attr.tag_ == "NN" and any(c.dep_ == "conj" and c.tag_.startswith("JJ") for c in verb.children):
        return None  # "was a little overripe but still active": a "noun" coordinated with an adjective is one too
    if attr.tag_ == "NN" and not any(c.dep_ in ("det", "poss", "nummod") for c in attr.children):
        return None  # a singular noun with no article is an adjective the tagger misread ("was headstrong and selfish")
    return attr


def _is_what(noun) -> bool:
    """A common noun for a person, place or thing: not a state, an act or a quality ("silence", "a surprise")."""
    word = noun.lower_
    return noun.tag_ in ("NN", "NNS") and word.isalpha() and word not in _NOT_WHAT \
        and not word.endswith(_STATE_ENDINGS) and not any(c.dep_ == "neg" for c in noun.children)


def _nominal(subject) -> bool:
    """The subject is a name or a noun (no pronoun: who "he" is, the pairing of sentences says)."""
    return subject.tag_ in ("NNP", "NNPS", "NN", "NNS")


def _span(head) -> tuple[int, int]:
    """The characters of the head and the words before it in its phrase ("Mr. Hubble", "his dog Toto")."""
    parts = [head] + [c for c in head.children if c.dep_ in ("compound", "flat", "det", "poss") and c.i < head.i]
    start = min(t.idx for t in parts)
    return start, head.idx + len(head.text)


def _phrase_end(noun) -> int:
    """Where the description's noun phrase ends: the noun and what follows it inside its phrase, up to a clause."""
    end = noun.idx + len(noun.text)
    for child in noun.children:
        if child.i > noun.i and child.dep_ in ("prep", "amod", "compound", "nummod", "poss", "relcl", "acl"):
            last = child.right_edge
            end = max(end, last.idx + len(last.text))
    return end
