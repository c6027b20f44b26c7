"""A pronoun in the next sentence that can only be the name before it, saying what that one is (issue 43 §6):
"For a while I lost sight of Jordan Baker, and then in midsummer I found her again. At first I was flattered to go
places with her, because she was a golf champion, …" (The Great Gatsby); "…where I had first met Mr. Harker. He was a
solicitor …". describe.paired reads a pair whose first sentence opens with the name; here the name may stand
anywhere in the first, as long as it is the only person the two sentences name (by a name, or by a noun: "his brother"), and neither speaks of anyone of the
other sex (the narrator's I is no one else: a first-person book's "I" is neither he nor she).
"""

from __future__ import annotations

import re
from typing import Iterable

from .callings import CALLINGS
from .carried import _CAPITAL, _SEX, _TITLE_SEX

# "she was a golf champion", "he had been one of the …": the pronoun, its copula and a noun's determiner (not "as he
# was …" nor "if she were …": a clause of when or of a supposition; not "he was the first to …": describe's guards)
# nor a clause of time or doubt: "ever since she was a child", "I wondered whether she was a spy")
_SAYS = re.compile(r"(?<!\bas )(?<!\bif )(?<!\bwhen )(?<!\bthough )(?<!\bwhile )(?<!\bthat )(?<!\bsince )"
                   r"(?<!\bwhether )(?<!\buntil )(?<!\btill )(?<!\bbefore )(?<!\bafter )(?<!\bunless )(?<!\bonce )"
                   r"(?<!\blest )\b(he|she|He|She)\s+(?:was|is|had\s+been|has\s+been)\s+(?=(?:a|an|one\s+of)\b)")
# someone written with a common noun ("his brother", "the housekeeper"): another person the pronoun could be
_DETERMINERS = frozenset("the a an his her their my our your this that".split())
_PERSONS = CALLINGS | frozenset("""man woman men women girl boy lady gentleman child fellow widow stranger person friend
wife husband sister brother father mother son daughter cousin uncle aunt nephew niece companion lover""".split())


# what makes the name a modifier or a place: "his New Haven years", "came from Chicago"
_MODIFIED = re.compile(r"\b(?:his|her|their|its|my|our|the|a|an|in|at|to|from|into|near|across|through|towards?)\s+$")

_TITLED = re.compile(r"\b(?:Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Lord|Madame|Mme|Mlle|Captain|Colonel)\.?\s+[A-Z]")  # "Mr. Smith": a name its
# title's full stop hides from _CAPITAL (a sentence's opening word)
_ADDRESSED = re.compile(r"\b(?:[Yy]ou|[Yy]our|[Yy]ours)\b")
# a verb after the name, which is then a person doing something, not a word qualifying a noun ("Haven years")
_VERB = re.compile(r"\s+(?:[a-z]+ed|was|had|said|came|went|saw|sat|stood|told|took|made|gave|felt|knew|thought|"
                   r"began|and|who|did|could|would|should|might|must)\b")


def only_one(sentence: str, following: str, names: Iterable[str]) -> tuple[str, str] | None:
    """(The name, `following` from its pronoun on, read with the name for it) or None: `sentence` names one of `names`
    (not as an owner: "Daisy's house") and no other capitalised word after it, `following` none at all, the two speak
    of the pronoun's sex only."""
    if not (said := _SAYS.search(following)):
        return None
    pronoun = said.group(1).capitalize()
    found = [(m.end(), n) for n in names if n
             for m in re.finditer(rf"(?<![\w-]){re.escape(n)}(?![\w-])(?![’']s\b)", sentence)]
    if not found:
        return None
    end, name = max(found)
    if _MODIFIED.search(sentence[:end - len(name)]) or re.match(r"\s+[a-z]", sentence[end:]) and not _VERB.match(sentence[end:]):
        return None  # "his New Haven years", "from Chicago": a word that qualifies, or a place
    if _ADDRESSED.search(sentence) or re.search(r",\s*$", sentence[:end - len(name)]) and re.match(r"\s*[.!?]", sentence[end:]):
        return None  # a sentence to someone ("You know your sister's character, Rodya. She is …"): the name is whom it is said to
    between = following[:said.start()].replace(name, "")
    if _TITLE_SEX[pronoun].match(name) or _CAPITAL.search(sentence, end) or _CAPITAL.search(between) or _TITLED.search(between):
        return None  # a title of the other sex, or another name nearer the pronoun
    before = sentence[:end - len(name)]
    if _CAPITAL.search(before.replace(name, "")) or re.search(r"[A-Z][\w.]*\s+$", before):
        return None  # another name in the sentence, or a longer one ("Miss Morstan" of her father Morstan): the pronoun could be theirs
    if re.search(_SEX[pronoun][1], f"{sentence} {following[:said.end()]}"):
        return None
    if _someone(f"{before} {sentence[end:]} {between}"):
        return None  # "Holmes came home with his brother. He was a clerk": the brother may be he
    return name, f"{name} {following[said.end(1):].lstrip()}"


def _someone(text: str) -> bool:
    """A person written with a determiner and a common noun, an adjective between or not ("the old housekeeper")."""
    words = re.findall(r"[A-Za-z'-]+", text)
    return any(w.lower() in _DETERMINERS and _PERSONS & {x.lower() for x in words[i + 1:i + 3]}
               for i, w in enumerate(words))
