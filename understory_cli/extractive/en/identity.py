"""English shapes in which a book says who someone is wherever it first does, read by describe.py's patterns
(strength 3, a noun for the subject) and its `subject_at` (the name is what the sentence is about):

- a relation or a calling apposed before the name, whose it is or with its article opening the sentence: "The sister,
  Catherine, was a slender, worldly girl" (The Great Gatsby), "an old friend, his valet, Matvey," (Anna Karenina), "her
  old governess, Mrs. Vesey," (The Woman in White);
- an indefinite relation or calling that the name closes: "there came in a friend of Kitty’s, married the preceding
  winter, Countess Nordston." (Anna Karenina), "I am a student, Raskolnikov." (Crime and Punishment);
- a service the person belongs to, a body with a name of its own: "Captain William Dobbin, of His Majesty's Regiment
  of Foot," / "[Joseph Sedley …] He was in the East India Company's Civil Service" (Vanity Fair), "I was in the
  Twenty-eighth Infantry" (The Great Gatsby);
- a person's noun or a calling right before the name, no comma between: "The old man Prokofitch was the only one who
  did not like him" (Fathers and Children), the name its clause's subject (`CLOSE_APPOSED_END`).
"""

from __future__ import annotations

import re

from .callings import CALLINGS

# an apposition of what one was for a time: "Old Captain Peleg, many years her chief-mate, …" (a possessive a time
# phrase opens is no absolute phrase, "the City, her shoes tinkling"; en/describe.py's, moved here: it is at the line cap)
ONCE = (r"(?:(?:for\s+)?(?:many|some|several|two|three|four|five|six|ten|twenty|forty)\s+years\s+|once\s+|formerly\s+)"
        r"(?:his|her|their|its|the|a|an)\s+")

_CALLING = "|".join(re.escape(c) for c in sorted(CALLINGS, key=len, reverse=True))
# whose it is: "his valet", "Kitty’s cousin"
# (in lower case: a sentence opening "My sister, Mrs. Joe, …" is the narrator's tie, which the card weighs apart)
_WHOSE = r"(?:his|her|their|my|our|[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*[’']s)"
_KIND = r"(?:[a-z][\w-]*\s+){0,2}?"  # up to two words of its kind: "the old housekeeper" (whose: "my worthy Italian friend")


def _singular(relations: str) -> str:
    """The relations one person can be ("the children, Stiva," is whom a speaker addresses, not what he is)."""
    return "|".join(r for r in relations.split("|") if r not in ("children", "people", "family"))


def apposed_before(relations: str) -> str:
    """A relation (`relations`: describe.py's words) or a calling apposed before a name, whose it is said ("his valet, ",
    not "your sister, ": whom a speaker addresses); with its article only opening the sentence ("The sister, Catherine,
    was …": whose, the scene says; not opening a speech, “The inspector, Watson, is…”, said to Watson; inside a
    sentence, "…that the brother, Thaddeus Sholto, has already been arrested" is the plot's, and "…discovered by the
    housemaid, Eliza, fearful of …, consented" another clause's subject)."""
    relation = f"(?:{_singular(relations)}|{_CALLING})(?:-in-law)?"
    return (rf"(?:\b{_WHOSE}\s+(?:[\w-]+\s+){{0,2}}?{relation}|^(?![^\w“\"‘]*[“\"‘])\W*The\s+{_KIND}{relation}),\s+"
            r"(?:the\s+)?")


def closing_indefinite(relations: str) -> str:
    """An indefinite relation or calling that the name then closes: "a friend of Kitty’s, married the preceding winter, "
    (whose, and one phrase of what it is, at most; not "You are a strange child, Miss Jane": whom a speaker addresses).
    Ends where the name stands."""
    return (rf"(?<!\bare\s)(?<!\bwere\s)(?<![’']re\s)(?<!\bam\s)(?<![’']m\s)"  # (nor "I am a teacher, Jane.")
            rf"\b(?:a|an)\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:{relations}|{_CALLING})"
            r"(?:\s+of\s+(?:[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*[’']s|his|hers|mine|ours|theirs))?,"
            r"(?:\s+[a-z][^,.;:!?“”]{0,40},)?\s+")


# a named service, army or company: words with capitals (or a numbered regiment), then the body's noun
_BODY = (r"(?:Service|Army|Navy|Regiment|Guards|Company|Infantry|Cavalry|Artillery|Police|Force|Foot|Hussars|Dragoons|"
         r"Lancers|Fusiliers|Rifles|Marines|Bank|Office|Yard|Ministry|Embassy|Legation|Bar)")
_NAMED_BODY = (rf"(?:the\s+|(?:His|Her)\s+Majesty[’']s\s+)(?:[0-9A-Z][\w’'-]*\s+(?:of\s+)?){{0,5}}?{_BODY}"
               r"(?:\s+of\s+[A-Z][\w-]*)?(?![\w-])")


def affiliated(spaced: str) -> str:
    """The name, then the named body it serves in: "Dobbin, of His Majesty's Regiment of Foot", "Joseph Sedley was in
    the East India Company's Civil Service" (the second sentence's "He" read as the name by describe.paired)."""
    return (rf"(?<!\w){spaced},\s+(?:late\s+)?of\s+{_NAMED_BODY}"
            rf"|(?<!\w){spaced}\s+(?:was|is|had\s+been|has\s+been)\s+(?:(?:then|now|still|once)\s+)?"
            rf"(?:(?:an?\s+)?(?:officer|clerk|captain|lieutenant|major|colonel|servant|partner)\s+)?in\s+{_NAMED_BODY}")


# what follows a name that its service describes: "…no other than Captain William Dobbin, of His Majesty's Regiment…"
SERVES_AFTER = re.compile(rf"^,\s+(?:late\s+)?of\s+{_NAMED_BODY}")

# a given name just before the name matched: "The gentle tender-hearted Amelia Sedley was …" says nothing of Mr. Sedley
# (parsed.py reads a clause's names so too; a sentence's first word may be any word, "Then Sedley was …": not read)
LONGER_BEFORE = r"(?<=[\w,;:]\s)[A-Z][a-z]+\s+$"

# what an apposition's noun phrase cannot be when it says who: a state of something ("to Miss Sedley, the dismal condition
# of her brother") or someone's feature ("…at the feet of the astonished Miss Jemima, the young lady's countenance, which
# had before worn …": an absolute phrase)
NOT_APPOSED = (r"(?:(?:the|a|an|his|her|their)\s+)?(?:[a-z][\w-]*\s+){0,2}[a-z]+(?:ness|ity|tion|sion|ment|ance|ence)\s+of\b"
               r"|[^,.;:!?“”)]*[’']s\s+(?:[a-z]+\s+)?(?:countenance|face|eyes|voice|hands?|heart|head|cheeks?|lips|looks?|"
               r"manner|temper|mind|features|brow|hair)\b")


# What may stand between a name and its copula, set off by commas: where the subject is from ("Sir Walter Elliot, of
# Kellynch Hall, in Somersetshire, was a man who …", Persuasion) or a clause on it ("Fernand, whom you see here, is a
# good and brave Catalan, one of the best fishermen in Marseilles", The Count of Monte Cristo); one or two of them.
COPULA_ASIDE = (r"(?:,\s+(?:(?:of|from|in|at)\s+(?:the\s+)?[A-Z][^,;:.!?“”\"]{0,40}|(?:who|whom|which)\s+[^,;:.!?“”\"]{1,50}))"
                r"{1,2},")


# a person's noun of age, or a calling, written right before the name with no comma (a close apposition): "The old man
# Prokofitch was the only one who did not like him" (Fathers and Children), "the old servant Prokofitch", "the young
# doctor Lydgate"; the article, at most one word of age before the noun. Not a kin word ("his uncle Pavel
# Petrovitch": whose uncle is the relation's to say)
_AGED = r"(?:(?:old|young|little|elderly|aged|stout|tall|new|worthy|good|poor)\s+)?"
_PERSON = r"(?:man|woman|boy|girl|lad|lass|gentleman|lady|fellow|child|youth|widow|peasant|soldier|stranger)"


# no preposition governing it ("…over the pumpkin head of his man Jack" is a plot line of Mombi's; "as the widow Mrs.
# Newson", a cover story), nor a verb taking it as its object ("assured the doctor Farfrae would…", "told the man"): the
# man may be anyone there
_OPENS = "".join(rf"(?<!\b{w}\s)" for w in (
    "of", "to", "by", "at", "on", "in", "for", "with", "from", "into", "upon", "over", "under", "about", "like", "than",
    "after", "before", "as", "saw", "told", "met", "gave", "sent", "heard", "found", "asked", "called", "took", "left",
    "knew", "see", "tell", "meet", "give", "ask", "call", "take", "know", "find")) + r"(?<!ed\s)\b"
# a relative clause without its pronoun after the name ("The girl Henchard had wronged came back", "The man Smith shot
# was a thief"): the noun is someone else, the name the relative clause's subject
_RELATIVE_AFTER = r"(?!\s+(?:had|has|would|could|should|might|must|did)\s+[a-z]+\b)(?!\s+[a-z]+\s+(?:was|were|is|are)\b)"


def close_apposed(spaced: str) -> str:
    """The article, a person's noun or a calling, then the name, opening its clause: "The old man Prokofitch"."""
    return (rf"{_OPENS}[Tt]he\s+{_AGED}(?:{_PERSON}|{_CALLING})\s+{spaced}"
            rf"(?![\w’'-])(?!\s*,\s*(?:and|or)\b){_RELATIVE_AFTER}")


# a calling written right after the name, no comma between: "met Stannidge the landlord, a silent man", "Stannidge the
# landlord's neglect" (a byname of what one does); not an object the verb gives something to ("told Henchard the doctor
# would come", "gave Jim the cook's knife"): no verb of giving or telling before the name, no verb after the calling
GIVING = ("told|tell|tells|asked|ask|gave|give|gives|showed|show|sent|send|offered|handed|promised|brought|bought|paid|"
          "lent|taught|wished|let|made|call|called|named")
_GIVING = "".join(rf"(?<!\b(?i:{w})\s)" for w in GIVING.split("|"))  # (also opening the sentence: "Give Smith …")
_GIVEN = re.compile(rf"\b(?i:{GIVING})\s+$")


def given(before: str) -> bool:
    """The text before a name ends in a verb of giving or telling: the name is its object ("told Henchard the doctor
    would come"), the noun after it is another object, not the name's calling."""
    return _GIVEN.search(before) is not None


# (not a calling with ’s: "Jones the miller's son" is the miller's son, no miller)
_VERB_AFTER = (r"(?![’']s\b)(?!\s+(?:had|has|was|is|were|are|would|could|should|might|must|did|"
               r"will|shall|can|may|said|says|[a-z]+ed)\b)"
               # …and the calling is the whole noun, not a word of a longer one ("Buzzford the general dealer")
               r"(?!\s+(?!(?:and|or|but|who|whom|whose|which|that|of|at|in|on|to|for|with|from|by|as|when|while)\b)[a-z])")


def after_apposed(spaced: str) -> str:
    """The name, then the article and a calling: "Stannidge the landlord"."""
    return rf"{_GIVING}(?<![\w’'-]){spaced}\s+the\s+{_AGED}(?:{_CALLING})(?![\w-]){_VERB_AFTER}"


# …the calling after the name makes it what the sentence says who is, wherever it stands (describe.subject_at)
AFTER_APPOSED_START = re.compile(rf"^\s+the\s+{_AGED}(?:{_CALLING})(?![\w-]){_VERB_AFTER}")


# …the name after it the subject of its clause (describe.subject_at, where no preposition governs it): "Then the old
# servant Prokofitch came in."
CLOSE_APPOSED_END = re.compile(rf"{_OPENS}[Tt]he\s+{_AGED}(?:{_PERSON}|{_CALLING})\s+$")
RELATIVE_AFTER = re.compile(_RELATIVE_AFTER)


def close_span(sentence: str, at: int, form: str) -> list[tuple[int, int]]:
    """The close apposition and the name at `at` as the span a card may quote of a sentence about something else
    (describe.spans): "Dorothy walked ahead, and then the boy Button-Bright ran down the road" → "the boy Button-Bright"."""
    before = CLOSE_APPOSED_END.search(sentence[:at])
    # (not where a clause of its own says more: "…to hide the girl Ozma, who was the real heir to the throne …" whole)
    if before is None or not RELATIVE_AFTER.match(sentence, at + len(form)) or re.match(r",?\s+(?:who|whom|whose|which|that)\b|,\s+(?:the|a|an)\s", sentence[at + len(form):]):
        return []
    return [(before.start(), at + len(form))]
