"""English sentences that say what a named thing is (describe.py reads a sentence in any script with no Han
characters or kana here): appositions ("Glinda, the Good Witch"), copulas ("Toto was a little black dog"),
introductions ("a man named Pratt", "There was … a Golden Cap") and relative clauses ("Uncle Henry, who was
a farmer"); the strength scale is describe.py's.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from .ages import AGED
from .antecedent import only_one
from .callings import governed_apposition, kin_apposition
from .goes_on import ITS_NOUN, ITS_PRONOUN
from .identity import (AFTER_APPOSED_START, given, CLOSE_APPOSED_END, COPULA_ASIDE, RELATIVE_AFTER, LONGER_BEFORE, NOT_APPOSED, SERVES_AFTER, affiliated, after_apposed, apposed_before,
                       close_apposed, close_span, closing_indefinite, ONCE as _ONCE)
from .carried import carried  # noqa: F401 (describe._carried reads it as this language's)
from .lexicon import EN_TITLES
from .named import NAMED_AFTER, NAMING_BEFORE, by_name
from .narrator import PRONOUN
from .parsed import cut as parsed_spans, forget as forget_parses, is_cut as parse_cut, read as parse, strength as parsed  # noqa: F401 (describe.py)
from .renaming import VACUOUS, renaming  # noqa: F401 (describe._score reads it as this language's)
from .speech import TAG_GAP, introducing, introduction, weakened  # noqa: F401 (describe.py reads `weakened`)
from .which_one import WHICH_CHILD_BEFORE, relative_apposition, which_child

LONG_SUMMARY = 220  # characters past which a summary reads as a passage, not a line

_RELATION = ("wife|husband|sister|brother|father|mother|son|daughter|friend|cousin|uncle|aunt|servant|master|"
             "mistress|nephew|niece|child|children|companion|maid|guardian|heir|lover|sweetheart|partner|neighbour|"
             "neighbor|grandfather|grandmother|steward|captain|king|queen|lord|lady")
# roles a copula names without an article ("was king of the Nomes"); not master or head, said of situations
_RESIDENCE = (r"\b(?:residence|home|seat|abode|dwelling|dwelling-place|birthplace)\s+(?:was|is|had\s+been|lay|lies)\s+"
              r"(?:at|in)\s+")
_DOING = (r"\s+(?:was|is|were|are|had\s+been|has\s+been)\s+(?:(?:still|now|then|just|already|almost|again|"
          r"[a-z]+ly)\s+)*[a-z]+ing\b")
_ROLE = ("king|queen|ruler|president|captain|leader|prince|princess|emperor|empress|governor|commander|guardian|"
         "keeper|professor|judge|mayor|owner|heir|sovereign|steward|priest|minister|secretary|treasurer|tutor|"
         "teacher|chaplain|rector|vicar|duke|duchess|earl|countess|baron|colonel|admiral|magistrate|sheriff|warden|"
         "headmaster|principal")
# "was the least discomposed of the three", "has been the longest known to him": a superlative of a
# quality, no noun for what the subject is (but "was the eldest son of …" is one)
_SUPERLATIVE = (r"the\s+(?:(?:least|most|best|worst|[a-z]+est)\s+)?(?:[a-z]+(?:ed|est)|known|seen)\s+(?:to|of|by|in|at|than|among|for)\b"
                # … nor the speaker's or the listener's (the narrator's is read by a pattern of its own, `_FIRST_PERSON`)
                r"|(?:one\s+of\s+)?(?:my|your|our)\b"
                # … nor how well one does a thing ("was a good walker and did not tire easily")
                r"|(?:a|an)\s+(?:good|poor|bad|fine|great|fast|slow|quick|tireless)\s+(?:walk|talk|runn|eat|sleep|swimm|climb"
                r"|danc|sing|travell|read|writ|work|learn)ers?\b"
                # … nor an opinion of a kind ("is the kind of man I like") or a degree ("was a little overripe but
                # still active": "a little" of a quality, set against another by "but"; "seemed a little cross")
                r"|(?:the|a|an)\s+(?:kind|sort|type)\s+of\b|a\s+(?:little|bit|trifle)\s+[a-z-]+\s+but\b|(?<=seemed )a\s+(?:little|bit|trifle)\b"
                # … nor a degree with no noun ("was not a bit hurt", "was a good deal frightened")
                r"|a\s+(?:bit|trifle)\b(?!\s+of\b)|a\s+(?:good|great)\s+deal\b"
                # … nor who did a thing first ("The Hatter was the first to break the silence")
                r"|the\s+(?:first|last|next|only|one)\s+(?:one\s+)?(?:to|who|that)\b"
                # … nor a noun that says only that one is someone: "Dr. Watson is the very man", "he's the man."
                rf"|{VACUOUS}")
_SAYING = "said|says|cried|replied|asked|answered|exclaimed|shouted|whispered"  # a dialogue tag's verb
# "Billina is one of my dearest friends" in speech: to whom, a reader of the speech cannot tell; in a first-person
# narrator's narration ("John Cavendish was my oldest friend") the narrator is one the reader knows: a relation
_FIRST_PERSON = r"(?:one\s+of\s+)?(?:my|our)\s+[\w-]+"
# the copula's match stands inside a quotation: a curly quote left open before it, or an odd count of straight ones
_IN_SPEECH = r"“[^”]*$|^[^\"]*\"(?:[^\"]*\"[^\"]*\")*[^\"]*$"


def as_spoken(sentence: str) -> str:
    """A sentence inside a quotation its marks do not show (the middle of a long speech), marked as spoken."""
    return sentence if sentence.lstrip()[:1] in "“\"" else "“" + sentence


_NOT_QUALITY = ("to|in|at|on|not|now|then|there|here|first|also|still|just|already|soon|about|all|almost|gone|come|"
                "done|seen|by|with|from|for|out|up|down|off|back|over|into|going|being")
# a sentence that opens with a subordinate clause: its first comma ends the clause, not a name
# … and a title just before the name makes it part of another's ("Mrs. John Dashwood was …" is not John's)
_TITLED = (r"\b(?:Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Lord|Colonel|Captain|Aunt|Uncle|Master|Madam|Madame|Professor|Saint|St)"
           r"\.?\s+$")
# … or with a phrase a preposition opens ("With finger pointed at the Pequod, the stranger stood …": the noun after
# the comma is the main clause's subject)
_SUBORDINATE = re.compile(r"(?i:^\W*(?:as|when|while|if|though|although|because|since|after|before|until|once|whenever|"
                          r"unless|where|with|without|at|in|on|from|upon|into|through|across|along|among|toward|towards|"
                          rf"beneath|behind|beyond|near|during|under|over|against)\b[^,;]*$)|{_TITLED}")
_TITLE_BEFORE = re.compile(_TITLED)
# what someone thought or saw in the subject is their view, not what the text says it is: "“I thought Oz was a
# great Head,” said Dorothy", "[Elinor] saw in Lucy, the active, contriving manager, …" (her imagining)
_VIEWED = (r"\b(?:thought|think|thinks|believed|believe|believes|supposed|suppose|supposes|fancied|fancy|fancies|"
           rf"imagined|imagine|imagines|dreamed|dreamt|guessed|expected|feared|took\s+it|told|heard)(?:\s+|{TAG_GAP})(?:that\s+)?"
           # … of the subject or a noun it is called by: "whether you believe my country is called Oz"
           r"(?:(?:the|a|an|my|your|his|her|our|their|this|that)\s+)?(?:[\w-]+\s+)?$"
           r"|\b(?:saw|see|sees|seen|seeing|found|find|finds|beheld|imagined|fancied)\s+in\s+(?:the\s+)?$")
# …nor what a denial frames: "It must not … be taken as proved that Dr. Proudie was a man of great mental powers"
_DENIED = (r"\b(?:not(?!\s+(?:only|long)\b)|never|nobody|no\s+one)\b"
           r"(?:(?!\b(?:but|before|after|when|while|until|till|since|because)\b)[^.,;:!?“”—]){0,60}\b(?:proved|shown|true|certain|said|supposed|thought)\s+that\s+$")
_HELD = re.compile(f"{_TITLED}|{_VIEWED}|{LONGER_BEFORE}|{_DENIED}")  # (nor the tail of a longer name: identity.py)
_APPOSITION_GUARD = re.compile(f"{_SUBORDINATE.pattern}|{_VIEWED}")
# a relation in apposition before the name: "my old cousin, Mrs. Smith", "Sir John's mother, Mrs. Jennings"
# (not "your sister, Miss Dashwood": whom a speaker addresses)
_EN_APPOSED = apposed_before(_RELATION)  # (or a calling, or "The sister, Catherine, was": identity.py)
# "was not an ill-disposed young man" says what he is; "was not a Head, … but a lovely Lady" says what he
# seemed (the noun after "but" is what the sentence sets against it)
_NOT_A = r"not\s+(?=an?\b)(?![^.;!?“”]*\bbut\s+(?:a|an|the)\b)(?![^.;:!?“”,]*,\s*but\b)"  # (nor "not a … chum, but Oblonsky")
_EN_APPOSITION_END = r"\s*(?:[,;.!?”]|$)"  # …and the name closing the apposition
# (a name after its noun closing a quotation is whom it is said to: “He was a soldier, Tom.”)
_EN_APPOSED_CLOSE = r"\s*(?:[,;]|[.!?](?![”\"’])|$)"
# what follows an indefinite introduction's name and says what it is: a participle or a relative clause, or a
# with-phrase of what it has ("a White Rabbit with pink eyes"; not "with a …": whom it is with)
_INTRO_TAIL = (r"(?:,\s+(?:[a-z]+ed|[a-z]{2,}ing|who|which|that|whose)\b"
               r"|\s+with\s+(?!(?:a|an|the|him|her|them|me|us|you|it|his|their|my|our|your)\b)[a-z][\w-]*\b)")
# a character sketch: the name's faculties, then a sentence of its qualities through a pronoun (`paired`):
# "Marianne’s abilities were, in many respects, quite equal to Elinor’s. She was sensible and clever; …"
# (lasting ones: not "heart", "mind" or "spirits", which say how one is at the moment)
_FACULTY = "abilities|temper|disposition|understanding|character|manners|talents|nature|principles|sense|judge?ment"


# what a name of capitalised words is written as when the text meets it as a common noun: "a large caterpillar",
# "a Cheshire cat" (a proper adjective keeps its capital), "a mock turtle"
_NOT_COMPOUND = r"(?![\w-])"  # the whole word: not "caterpillars", "mouse-trap"
_CAPITALISED = re.compile(r"^[A-Z][a-z]+(?:-[a-z]+)?(?:\s+[A-Z][a-z]+(?:-[a-z]+)?){0,2}$")


@lru_cache(maxsize=8192)
def lowered(name: str) -> tuple[str, ...]:
    """The name's lower-case forms, for a name of capitalised words with no title (Caterpillar, Mock Turtle,
    Cheshire Cat): only an introduction or a stated kind reads them (`patterns`)."""
    if name == PRONOUN or not _CAPITALISED.match(name) or any(w in EN_TITLES for w in name.split()):
        return ()
    words = name.split()
    forms = [" ".join(w.lower() for w in words), " ".join([*words[:-1], words[-1].lower()])]
    return tuple(dict.fromkeys(f for f in forms if f != name))


# "sitting on a three-legged stool …, nursing a baby", "sitting between them, fast asleep": how one is found at a
# first meeting, a posture and what one is doing in it (not "was sitting down": a movement of the plot)
_POSTURE = r"(?:sitting|lying|standing|seated|perched|leaning|crouching|squatting|reclining|lounging)"
_POSTURE_TAIL = rf"\s+(?:was|were)\s+{_POSTURE}\s+(?!down\b|up\b)[^.;:!?“”]*?,\s+(?:[a-z]{{2,}}ing\b|fast\s+asleep\b|with\s+(?:its|his|her)\b)"
# what a speaker says of themself in the sentence a dialogue tag names them in: "Once, said the Mock Turtle at last,
# with a deep sigh, I was a real Turtle.", "“I am a Munchkin,” said Boq" (a kind, with "a": not "I am Boq")
_SELF_SAID = r"\bI\s*(?:am|was|’m|'m)\s+(?:only\s+|just\s+|but\s+)?(?:a|an)\s+"
_TAG = rf"(?:{_SAYING}|sighed|sobbed|added|began|went\s+on|continued)\s+(?:the\s+)?"
_TAGGED_BEFORE = rf"[^.!?“”]*?[,;—]\s*[“\"‘']?{_SELF_SAID}"  # the tag, then the speech
_TAGGED_AFTER = rf"{_SELF_SAID}[^.!?“”]*?[,!?]?[”\"’']?\s*{_TAG}$"  # the speech, then the tag
_DWELLS = r"\b(?:lives|lived|dwells|dwelt)\s+(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}"
_NAMES_LIST = (r"\b(?:whose|their)\s+names\s+(?:were|are)\b[\s—–:-]*(?:…\s*)?"
               r"(?:[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)*,?\s+(?:and\s+)?){0,8}")
# a clause's opening before the noun met there: the sentence's start, a colon or semicolon, "and" after a comma
_CLAUSE_OPENS = r"(?:^[\s“”\"'‘’(…]*|[:;—]\s*|,\s+(?:and|but|where|when|while)\s+)"
# what a speaker states a thing to be ("It's a Cheshire cat, said the Duchess"): not what one thinks, wishes or
# asks (a question mark to the sentence's end)
_STATED_KIND = (r"\b(?i:it|that|this)(?:’s|'s|\s+is|\s+was)\s+(?:only\s+|just\s+)?(?:a|an)\s+"  # (not "a present from Sir Thomas")
                r"(?:(?!(?:from|of|to|by|for|with|in|at|on|about|like)\b)[a-z][\w-]*\s+){0,2}")
_STATED_END = r"(?=\s*[,;.!”’\"]|\s+(?:and|but|that|who|which)\b)(?![^.!?]*\?)"
_OPINION = re.compile(r"\b(?:think|thinks|thought|suppose|supposed|wish|wished|hope|hoped|perhaps|maybe|if|whether|"
                      r"believe|believed|fancy|fancied|guess|guessed|fear|feared|dreamed|dreamt|must|might|may)\b[^,;:]*$"
                      r"|\b(?:not|never)\s*$")


@lru_cache(maxsize=8192)
def patterns(name: str) -> tuple[tuple[int, re.Pattern[str], re.Pattern[str] | None], ...]:
    """(strength, pattern, guard): a match counts unless `guard` matches the sentence before it. The narrator's "I"
    (narrator.py) is a name no pattern reads: each speaker says it ("When I was a child", "I was a little alarmed")."""
    if name == PRONOUN:
        return ()
    # the name is the whole noun phrase: not "the Land of Oz", not "Dorothy's Aunt Em", not "my dear Elinor"
    bare = r"\s+".join(re.escape(w) for w in name.split())
    # … nor the head of a compound ("a little girl named Oz-ma")
    # (not "the eldest Levaque, a big girl of nineteen": a child of the family, not the bearer of the bare surname)
    spaced = r"(?<!\bof )(?<!’s )(?<!'s )(?<!dear )(?<!eldest )(?<!youngest )(?<!elder )(?<!younger )" + bare + r"(?!-\w)"
    noun = (r"(?:(?:a|an|the|his|her|their|its|one|one\s+of|by\s+far|the\s+only)\b"
            # a role written without an article: "was head professor at the College", "is king of the Nomes"
            rf"|(?:(?:head|chief|high|royal|lord)\s+)?(?:{_ROLE})\s+(?:of|at|over|in|to)\b)")
    # "Glinda, the Good Witch of the South," but not a list ("Dorothy, the Lion and Toto") nor an
    # absolute phrase ("the City, her shoes tinkling"): a possessive only before a relation
    # ("Right Whale, that rolls his black weedy bulk": that opens a relative clause, no noun phrase)
    # (nor a degree: "said Alice, a good deal frightened at the sudden change")
    apposition = (rf"(?!a\s+(?:bit|trifle|(?:good|great)\s+deal)\b)(?:(?:a|an|the|this|one\s+of)\s+|{_ONCE}|(?:his|her|their|its|my|our)\s+(?:[\w-]+\s+){0,2}?"
                  rf"(?:{_RELATION})\b)(?![^,.;:!?“”)]*\band\s+(?:(?:the|a|an)\s+)?[A-Z])"
                  # nor a clause with its verb: "said the Cat, a dog's not mad", "Father William, the young man said"
                  # … or a speech's ("said Alice, a great girl like you, …" where the book prints no speech marks)
                  rf"(?![^,.;:!?“”)]*(?:[’']s\s+not\b|\b(?:is|was|are|were|be|may|might|must|shall|will|would|can|"
                  rf"could|should|you|me|{_SAYING})\b))"
                  # nor an absolute phrase, a noun and what it is doing: "said Tiktok, the words coming slowly"
                  r"(?![^,.;:!?“”)]*\b[a-z]+s\s+[a-z]+ing\b)"
                  # nor a state or someone's feature: "to Miss Sedley, the dismal condition of her brother" (identity.py)
                  rf"(?!{NOT_APPOSED})"
                  # a noun phrase, not a clause: "Oz, the four travelers met in the Throne Room and talked …"
                  rf"(?:[^\s,.;:!?“”)]+\s*){{0,8}}")
    # the name met in lower case, or its noun set apart by a proper adjective ("a Cheshire cat")
    low = "|".join(r"\s+".join(re.escape(w) for w in form.split()) for form in lowered(name))
    common = rf"(?<!-)\b(?:{low}){_NOT_COMPOUND}" if low else None
    met = rf"(?:{spaced}|{common})" if common else spaced
    # "a caterpillar" is "those of a large caterpillar" (a pronoun's "of"), not "the flank of a … Right Whale"
    not_owned = r"(?:(?<!\bof )|(?<=\bthose of )|(?<=\bthat of )|(?<=\bone of ))"
    first_meeting = [
        # introduced in lower case: "met those of a large caterpillar, that was sitting on the top …"
        (3, re.compile(rf"{not_owned}\b(?:a|an)\s+(?:[a-z][\w-]*\s+){{0,2}}{common}{_INTRO_TAIL}"), _HELD),
        # a kind the speaker states: "It's a Cheshire cat, said the Duchess", "it was only a mouse that had …"
        (3, re.compile(rf"{_STATED_KIND}{met}{_STATED_END}"), _OPINION),
    ] if common else [(3, re.compile(rf"{_STATED_KIND}{spaced}{_STATED_END}"), _OPINION)]
    return (
        *first_meeting,
        # a speaker's own kind: "Once, said the Mock Turtle at last, with a deep sigh, I was a real Turtle."
        (3, re.compile(rf"\b{_TAG}{spaced}(?![\w-]){_TAGGED_BEFORE}|{_TAGGED_AFTER[:-1]}{spaced}(?![\w-])"), _OPINION),
        # apposition: "Saltmarsh, a town of tar and rope," (not "As they rowed past the Teeth, the water …")
        # … nor one of a list: "bowing to the King, the Queen, the royal children, and everybody else", "a
        # Nantucketer, a Vineyarder, a Cape man."
        # (but an apposition to the apposition's noun is one: "Tashtego, an unmixed Indian from Gay Head, the most
        # westerly promontory of Martha’s Vineyard, where …")
        (3, re.compile(rf"(?<!\w){spaced},\s+{apposition}"
                       # (or a parenthesis closing it: "(it was Bill, the Lizard)"; or an excerpt's cut: "…Bessie, the nurse…")
                       r"(?:,(?!\s+and\b|\s+(?:the|a|an)\s[^,.;:!?“”]*(?:[.;]|,\s+(?:and|the|a|an)\b))|[;.)?!…]|$)"),
         _APPOSITION_GUARD),
        # an apposition whose noun a relative clause says more of, what it has done to the speaker too: "Schneider,
        # the professor who treated me and taught me, …" (the clause's "me" is no speech's verb)
        (3, relative_apposition(spaced), _APPOSITION_GUARD),
        (3, which_child(bare), _APPOSITION_GUARD),  # which one of a family: "the youngest, Aglaya, was twenty"
        (3, governed_apposition(bare), _APPOSITION_GUARD),  # "the chidings of Bessie, the nurse," (callings.py)
        (3, kin_apposition(bare), _APPOSITION_GUARD),  # "Miss Morton, only daughter of the late Lord Morton"
        (3, re.compile(
            # copula: "Toto was a little black dog"; "Uncle Henry, who was a farmer"
            # ("The Wizard of Oz has always been a humbug": a time between; never "has never been"; "Toby proved to be
            # an ugly, long-haired, lop-eared creature": what one is found to be)
            rf"(?<!\w){spaced}(?:,\s+(?:who|which)(?:\s+\w+ly)?|{COPULA_ASIDE})?\s+(?:was|is|ha[sd]\s+(?:(?:always|once|long)\s+)?been|became|seemed|"
            rf"remained|prove[sd]\s+to\s+be|turn(?:s|ed)\s+out\s+to\s+be)\s+(?:{_NOT_A})?(?!{_SUPERLATIVE}){noun}"
            rf"|(?<!\w){spaced}(?!\w){ITS_PRONOUN}(?!{_SUPERLATIVE}){ITS_NOUN}"
            # introduction: "she saw a Scarecrow, placed high on a pole", "a Gump, which was adorned …"
            # (not what "of" governs: "the barnacled flank of a large running Right Whale, that rolls …")
            # … or met with what it has or is doing: "a White Rabbit with pink eyes ran close by her", "came upon a
            # Gryphon, lying fast asleep in the sun" (the noun phrase carries more than the bare name)
            rf"|(?<!\bof )\b(?:a|an)\s+(?:[a-z][\w-]*\s+){{0,2}}{spaced}{_INTRO_TAIL}"
            # introduction: "a man named Pratt", "was called Wren", "called him the Grey Pilot"
            rf"|\b(?:a|an|the|one)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:named|called)\s+(?:the\s+)?{spaced}(?!\w)"
            # (an epithet, "was called the Grey Pilot", or a noun's name, "The girl was called Wren"; not "came to be
            # called Pip": a name alone only names, but the narrator's own "Call me Ishmael." names him to the reader)
            rf"|(?:\b(?:[Tt]he|[Aa]n?)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:was|is)\s+(?:called|named)\s+|\b(?:was|were|is|are|be|been)"
            rf"\s+(?:called|named|known\s+as)\s+the\s+){spaced}(?!\w)"
            rf"|\b[Cc]all(?:ed|s)?\s+(?:him|her|me|it|them|herself|himself)\s+(?:the\s+)?{spaced}(?!\w)"
            rf"|\b(?:whose\s+name\s+(?:was|is)|by\s+the\s+name\s+of)\s+{spaced}(?!\w)"
            rf"|{by_name(spaced)}"  # "the little negro Pippin by nick-name"
            # one of the names a list gives the noun before it: "four little Rabbits, and their names were— Flopsy,
            # Mopsy, Cotton-tail, and Peter."
            rf"|{_NAMES_LIST}{spaced}(?!\w)"
            # an epithet, a common noun after the name opening the sentence: "Jim the horse had seen these spires"
            # (not "gave Jim the apple": a verb before it)
            rf"|^[\s“”\"'‘’(]*{spaced}\s+the\s+[a-z][\w-]*\s+(?:had|has|was|is|came|went|said|stood|[a-z]+ed)\b"
            # a place as someone's home: "their residence was at Norland Park", "his present home was at Allenham"
            rf"|{_RESIDENCE}(?:the\s+)?{spaced}(?!\w)"
            rf"|{_EN_APPOSED}{bare}(?={_EN_APPOSED_CLOSE})|{closing_indefinite(_RELATION)}{bare}(?={_EN_APPOSED_CLOSE})"
            rf"|{affiliated(spaced)}|{close_apposed(spaced)}|{after_apposed(spaced)}"  # "Dobbin, of His Majesty's Regiment", "The old man Prokofitch"
            # "I am the Guardian of the Gates", "he is the Great Wizard"
            rf"|\b(?:I\s+am|I’m|I'm|he\s+is|she\s+is|he\s+was|she\s+was|this\s+is|that\s+is)\s+(?:the|a|an)\s+"
            rf"(?:[\w-]+\s+){{0,2}}?{spaced}(?!\w)|{introduction(_RELATION, spaced)}"), _HELD),
        # the narrator's own ("was my oldest friend"), unless spoken (a speaker's "my" is no one a reader knows)
        (3, re.compile(rf"(?<!\w){spaced}(?:,\s+(?:who|which)(?:\s+\w+ly)?)?\s+(?:was|is|had\s+been|has\s+been|"
                       rf"became|remained)\s+{_FIRST_PERSON}"), re.compile(f"{_TITLED}|{_IN_SPEECH}")),
        (2, re.compile(
            # a relative clause of where it is or what it holds: "Kansas, where …", "the Nome King, who ruled …"
            # (not what it does or seems: "Mrs. Dashwood, who did not choose to dine", "Jack Pumpkinhead, who was
            # a little overripe" is a quality; "who was a farmer" is 3)
            rf"(?<!\w){spaced},\s+(?:(?:who|which)\s+(?:lived|lives|dwelt|dwells|ruled|rules|owned|owns|belonged|belongs)\b"
            rf"|(?:whose|where)\b(?!{_DOING}))"
            # "There was, in her cupboard, a Golden Cap"
            rf"|\b(?i:there)\s+(?:was|were|lived|stood|came)\b[^.;!?“”]{{0,60}}\b(?:a|an)\s+"
            rf"(?:(?!(?:than|that|and|of|to|for|as|but|when|with)\b)[\w-]+\s+){{0,3}}{spaced}(?!\w)"
            # … not one of a list ("there were a Duck and a Dodo, a Lory and an Eaglet")
            rf"(?!,?\s+(?:and\s+)?(?:a|an)\s)"
            # "That's Corwen Shale"
            rf"|\b(?i:that’s|that's|that\s+is|this\s+is|it’s|it's|it\s+was)\s+{bare}(?!\w)"
            # "the country of the Quadlings"
            rf"|\b(?:country|land|city|town|village|hamlet|parish|county|valley|estate|kingdom|capital|home|house|seat|castle|"
            rf"palace|river|island|forest|people|ruler|king|queen|lord|lady|master|mistress)\s+of\s+(?:the\s+)?"
            rf"{bare}(?!\w)"
            # an age: "Lady Middleton was not more than six or seven and twenty"
            rf"|(?<!\w){spaced}{AGED}"  # (ages.py)
            # a sketch (`paired`): the name's faculties, then its qualities
            rf"|^\W*{spaced}[’']s\s+(?:{_FACULTY})\s+(?:was|were|had\s+been)\b[^.!?“”]*[.!?]\s+{spaced}\s+(?:was|is)\s+"
            rf"(?:(?:very|most|rather|naturally|extremely|uncommonly|remarkably)\s+)?(?!(?:{_NOT_QUALITY})\b)(?!\w+(?:ing|ed)\b)[a-z]+"
            # found at a first meeting: "the Duchess was sitting on a three-legged stool in the middle, nursing a baby"
            rf"|{_CLAUSE_OPENS}(?:a|an|the)\s+(?:[a-z][\w-]*\s+){{0,2}}{spaced}{_POSTURE_TAIL}"
            # … or where it lives, the noun after the verb: "in That direction lives a Hatter"
            rf"|{_DWELLS}{spaced}(?!\w)"
            # "Dorothy lived in the midst of …"
            rf"|(?<!\w){spaced}\s+(?:lived|lives|dwelt|dwells|stood|stands|lay|lies|ruled|rules)\s+(?:in|on|at|near|"
            rf"beside|over|upon|among)\b"), _TITLE_BEFORE),
        # a quality: "Mrs. Palmer was several years younger", "the Lion was very angry" (not "was going")
        (1, re.compile(rf"(?<!\w){spaced}(?:’s\s+[a-z]+|'s\s+[a-z]+)?\s+(?:was|were|is|are|had\s+been)\s+"
                       rf"(?!\w+ing\b|\w+ed\b|(?:{_NOT_QUALITY})\b)\w+"), _HELD),  # (nor what someone thought it)
    )


# (not "It": "Tip had brought a sofa. It was an old-fashioned piece of furniture")
_PRONOUN = re.compile(r"^(?:He|She|They)\s+(?=(?:was|is|were|are|had\s+been|has\s+been|became|seemed)\b)")


def paired(sentence: str, following: str, names: Iterable[str]) -> tuple[str, str] | None:
    """A sentence opening with the name followed by one opening "He was …" / "She was …" describes it as a
    pair ("Wren Tully had been watching it all her life. She was twelve years old …"): the pronoun is read
    as the name, the only reading English gives it there. (The name, the text to read) or None."""
    if not (after := _PRONOUN.match(following)):
        return only_one(sentence, following, names)  # "…Jordan Baker… because she was a golf champion" (antecedent.py)
    opener = next((n for n in names if n and re.match(rf"^\W*(?:The\s+)?{re.escape(n)}(?!\w)", sentence)), None)
    if not opener:
        return only_one(sentence, following, names)
    read = opener + " " + following[after.end():]
    # a sketch keeps its first sentence: the name's faculties make the second's qualities a character's
    faculties = re.match(rf"^\W*{re.escape(opener)}[’']s\s+(?:{_FACULTY})\s", sentence)
    return (opener, f"{sentence} {read}" if faculties else read)


# How a sentence reads as an entry's summary (describe.py): the subject in the subject's place, not a name
# that is a modifier (Dorothy's dog)
OPENER = re.compile(r"^[\s“”\"'‘’(…]*(?:(?:The|A|An|And|But|Now|So|Then|This|That|Here|There)\s+)?")
_NAMING_BEFORE = re.compile(r"(?:named|called|known\s+as|name\s+(?:was|is)|name\s+of|^\W*Call\s+me)\s+(?:the\s+)?$")
_EN_APPOSED_END = re.compile(f"{_EN_APPOSED}$|{closing_indefinite(_RELATION)}$")
_EN_INTRODUCING = re.compile(f"{introducing(_RELATION)}$")  # "this is my friend Dr. Watson"
_EN_APPOSED_CLOSED = re.compile(f"^{_EN_APPOSED_CLOSE}")
_EN_CLAUSE = re.compile(rf"^,\s+(?:who|which|whose)\s+(?:was|is|had\s+been|has\s+been|became|seemed)\b|^,\s+{_ONCE}"
                        # an apposition, a noun phrase with no verb of its own (not "Marianne, the horse is yours")
                        r"|^,\s+(?:a|an|the|this|one\s+of)\s+(?:(?!(?:is|was|are|were|has|had|will|would)\b)"
                        r"[^,.;:!?“”)\s]+\s*){1,12}[,;.)?!]")
# "…, for Edward Ferrars was the eldest son of …": a clause of its own opening with the name
_EN_CLAUSE_START = re.compile(r"[,;:—]\s*(?:(?:and|but|for|so|yet|while|though|although|because|since)\s+)?$")
_EN_COPULA = re.compile(rf"^(?:{COPULA_ASIDE})?\s+(?:was|is|had\s+been|has\s+been|became)\s+(?:{_NOT_A})?(?:a|an|the|one\s+of)\b")
_EN_GOVERNED = re.compile(r"(?i:\b(?:of|to|with|by|from|in|on|at|about|than|into|upon|like|for|toward|towards|"
                          r"against|without|among|behind|beside|besides|under|over|after|before|past|near)"
                          r"(?:\s+(?:the|a|an|his|her|their|its|my|our|your|this|that|poor|dear|little|old))*\s+|"
                          r"[’']s\s+(?:\w+\s+)?)$")
# "nothing doubting but that the Pequod was the identical ship", "in those days, when the Atlantic was an unknown
# sea": a copula in a clause of what someone thought or of when, inside a sentence about something else
_EN_SUBORDINATED = re.compile(r"\b(?:that|when|whenever|if|whether|unless|until|till)\s+(?:the\s+)?$")
# "a Scarecrow, placed high on a pole", "a Gump, which was adorned …": an indefinite noun met with what it is
_EN_INTRODUCED = re.compile(r"\b(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}$")
_EN_ITS_PRONOUN = re.compile(f"^{ITS_PRONOUN}{ITS_NOUN}")
_EN_RESIDENCE = re.compile(rf"{_RESIDENCE}(?:the\s+)?$")
_EN_INTRO_AFTER = re.compile(f"^{_INTRO_TAIL}")
_EN_STATED = re.compile(f"{_STATED_KIND}$")
_EN_NAMES_LIST = re.compile(f"{_NAMES_LIST}$")
_EN_TAG = re.compile(rf"\b{_TAG}$")
_EN_TAGGED_BEFORE = re.compile(f"^{_TAGGED_BEFORE}")
_EN_TAGGED_AFTER = re.compile(_TAGGED_AFTER)
# "our own island of Nantucket", "the town of Salem": what a place is, a noun of places before it
_PLACE_NOUN = r"(?:island|isle|town|city|village|hamlet|port|county|parish|kingdom|province|state|river|valley|sea|ocean)"
_EN_PLACE_OF = re.compile(rf"\b{_PLACE_NOUN}\s+of\s+(?:the\s+)?$")
_EN_PLACE_PHRASE = re.compile(rf"\b(?:the|our|its|their|his|her|this|that|a|an)\s+(?:[a-z][\w-]*\s+){{0,2}}{_PLACE_NOUN}\s+of\s+(?:the\s+)?$")
_EN_DWELLS = re.compile(f"{_DWELLS}$")
_EN_FOUND = re.compile(rf"{_CLAUSE_OPENS}(?:a|an|the)\s+(?:[a-z][\w-]*\s+){{0,2}}$")
_EN_FOUND_AFTER = re.compile(f"^{_POSTURE_TAIL}")




def subject_at(sentence: str, at: int, name: str, start: int) -> bool:
    """`name`, written at `at`, is the sentence's subject: it opens the sentence (`start`: after OPENER), a
    naming word introduces it (named X), or it is the subject of a clause of its own; never part of
    another word (Oz in Oz-ma) nor its owner (Dorothy's)."""
    after = sentence[at + len(name):]
    if re.match(r"^(?:[’']s\b|-\w|\w)", after):
        return False
    if at <= start or _NAMING_BEFORE.search(sentence[max(0, at - 16):at]):
        return True
    # "along with Captain Peleg was": a title is part of the name, and what governs it governs the name
    governed = bool(_EN_GOVERNED.search(_TITLE_BEFORE.sub("", sentence[:at])))
    # "the girl Ozma, who was the real heir", "came to Glinda, the Good Witch": the subject of its own clause,
    # wherever it stands
    return bool(_EN_CLAUSE.match(after) or SERVES_AFTER.match(after)  # "Captain Dobbin, of His Majesty's Regiment"
                or _EN_CLAUSE_START.search(sentence[:at]) and _EN_COPULA.match(after)
                # "for even little Button-Bright was a good walker": the noun right before a copula is its
                # subject, unless a preposition or a possessive governs it
                or _EN_COPULA.match(after) and not governed and not _EN_SUBORDINATED.search(sentence[:at])
                # "she saw a Scarecrow, placed high on a pole": introduced
                or _EN_INTRODUCED.search(sentence[:at]) and _EN_INTRO_AFTER.match(after)
                # "It's a Cheshire cat": the kind a speaker states; "the Duchess was sitting …, nursing a baby"
                or _EN_STATED.search(sentence[:at]) is not None or _EN_DWELLS.search(sentence[:at]) is not None
                or _EN_TAG.search(sentence[:at]) and (_EN_TAGGED_BEFORE.match(after) or _EN_TAGGED_AFTER.search(sentence[:at]))
                or _EN_PLACE_OF.search(sentence[:at]) is not None or _EN_NAMES_LIST.search(sentence[:at]) is not None
                or _EN_FOUND.search(sentence[:at]) and _EN_FOUND_AFTER.match(after)
                # "…held by Hugo of that name, nor can it be gainsaid that he was a most wild … man": his pronoun's
                or _EN_ITS_PRONOUN.match(after) is not None
                # "their residence was at Norland Park": the place is the topic
                or _EN_RESIDENCE.search(sentence[:at])
                # "my old cousin, Mrs. Smith,": a relation in apposition
                or _EN_APPOSED_END.search(sentence[:at]) and _EN_APPOSED_CLOSED.match(after)
                or CLOSE_APPOSED_END.search(sentence[:at]) is not None and RELATIVE_AFTER.match(after) is not None
                and not governed  # the old man Prokofitch
                or WHICH_CHILD_BEFORE.search(sentence[:at]) is not None  # "the youngest, Aglaya, was twenty"
                or AFTER_APPOSED_START.match(after) is not None and not given(sentence[:at])
                or _EN_INTRODUCING.search(sentence[:at]) is not None
                # "the little negro Pippin by nick-name"
                or NAMING_BEFORE.search(sentence[:at]) is not None and NAMED_AFTER.match(after) is not None)


def aside(sentence: str, names: Iterable[str]) -> bool:
    """A passage naming its subject only as what a preposition governs, with an apposition ("… with her last
    gift—a night-cap for Stubb, the merriest of the crew, and a spare Bible …"): what it is, said in passing in
    the plot; a line about the subject, not a full description (a plain copula to come beats it). But a calling
    apposed ("the chidings of Bessie, the nurse,") says who: `excerpt` quotes it ("…Bessie, the nurse…")."""
    if len(sentence) <= LONG_SUMMARY or any(_called(n).search(sentence) for n in names if n):
        return False  # (a calling apposed, "the chidings of Bessie, the nurse,", says who: callings.py)
    opener = OPENER.match(sentence)
    start = opener.end() if opener else 0
    passing = False
    for name in (n for n in names if n):
        at = sentence.find(name)
        while at >= 0:
            if subject_at(sentence, at, name, start):
                if not (_EN_CLAUSE.match(sentence[at + len(name):])
                        and _EN_GOVERNED.search(_TITLE_BEFORE.sub("", sentence[:at]))):
                    return False  # the subject somewhere else in the passage
                passing = True
            at = sentence.find(name, at + 1)
    return passing


_CLAUSE_BREAK = re.compile(r"[;:—]")


@lru_cache(maxsize=4096)
def _called(name: str) -> re.Pattern[str]:
    """A calling apposed to the name where a preposition governs it (`aside`)."""
    return governed_apposition(r"\s+".join(re.escape(w) for w in name.split()))


# where an apposition ends: the clause's end, or a comma before a word that opens another phrase (not "from Kansas,
# a place in the big, outside World": an adjective after the comma, the noun phrase goes on)
# (not one of a list: "chatting with Capitan Basilio, the curate, and the alferez" are three men)
_APPOSITION_CLOSED = re.compile(r"[;.)?!]|,\s*$|,\s+(?:and|or)\s+(?!(?:the|a|an|his|her|their|its|my|our)\b|[A-Z])"
                                r"|,\s+(?:but|a|an|the|his|her|their|its|who|which|whose|that|"
                                r"with|in|at|on|of|for|to|from|by|as|he|she|they|it|I|we|you)\b|,\s*[—“”\"]")
_NAMED_PHRASE = re.compile(r"\b(?:a|an|the|one)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:named|called)\s+(?:the\s+)?$")
_ARTICLE_BEFORE = re.compile(r"\b(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}$")


def spans(sentence: str, forms: Iterable[str]) -> list[tuple[int, int]]:
    """Where in a sentence about something else the subject is said to be what it is (describe.excerpt tries
    them in order, keeping the first that still describes it): the name and its apposition ("…a word with
    Starbuck, the chief mate." → "Starbuck, the chief mate."), the noun phrase met and the rest of its clause
    ("…met those of a large caterpillar, that was sitting …"), the clause between colons or semicolons
    ("…: the Duchess was sitting on a three-legged stool …, nursing a baby;"). None for a sentence opening with
    its subject."""
    opener = OPENER.match(sentence)
    start = opener.end() if opener else 0
    out: list[tuple[int, int]] = []
    for form in sorted({f for f in forms if f}, key=len, reverse=True):
        at = sentence.find(form)
        if at >= 0 and at <= start:
            return []  # the sentence is about its subject: quoted whole
        while at >= 0:
            after = sentence[at + len(form):]
            # the apposition of a name a preposition governs ("a word with Starbuck, the chief mate"), not the
            # noun after a copula ("Third among the harpooneers was Daggoo, a gigantic, coal-black …")
            governed = _EN_GOVERNED.search(_TITLE_BEFORE.sub("", sentence[:at]))
            out.extend(close_span(sentence, at, form))  # "…the boy Button-Bright…" (identity.py)
            if (calling := AFTER_APPOSED_START.match(after)) and not given(sentence[:at]):
                out.insert(0, (at, at + len(form) + calling.end()))  # "…Stannidge the landlord…"
            if governed and (apposed := _EN_CLAUSE.match(after)) and _APPOSITION_CLOSED.match(after[apposed.end() - 1:]):
                out.append((at, at + len(form) + apposed.end()))
            breaks = [m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, at)]
            opens = breaks[-1] if breaks else 0
            closing = _CLAUSE_BREAK.search(sentence, at + len(form))
            ends = closing.end() if closing else len(sentence)
            if stated := _EN_STATED.search(sentence, opens, at):
                out.append((stated.start(), ends))  # "…it was only a mouse that had slipped in like herself."
            # far into a sentence about something else, the noun phrase that names it on: "…his indoor servants at
            # Baskerville Hall consisted of a married couple named Barrymore, the husband acting as butler …"
            if at > LONG_SUMMARY // 2 and (named := _NAMED_PHRASE.search(sentence, opens, at)):
                out.append((named.start(), ends))
            # a noun met in lower case from its article on ("…a large caterpillar, that was sitting …")
            if form[:1].islower() and (article := _ARTICLE_BEFORE.search(sentence, opens, at)):
                out.append((article.start(), ends))
            if _EN_ITS_PRONOUN.match(after):  # "(…) this Manor … was held by Hugo …, nor … that he was a … man"
                out.append((max(opens, sentence.rfind(")", 0, at) + 1), ends))
            out.append((opens, ends))
            if place := _EN_PLACE_PHRASE.search(sentence, opens, at):
                out.insert(0, (place.start(), at + len(form)))  # "…our own island of Nantucket…"
            # a parenthesis holding it: "the poor little juror (it was Bill, the Lizard) could not …"
            if (left := sentence.rfind("(", 0, at)) > sentence.rfind(")", 0, at) and (right := sentence.find(")", at)) > 0:
                out.insert(0, (left, right + 1))
            at = sentence.find(form, at + 1)
    return out


# A list of names standing alone ("Flopsy,\nMopsy,\nCotton-tail,\nand Peter."), given by the sentence before it
# ("…four little Rabbits, and their names were—"): describe.named reads the two as one
NAMED_BACK = 1
_GIVES_NAMES = re.compile(r"\b(?:whose|their)\s+names\s+(?:were|are)\s*[—–:-]*\s*$")


def naming(sentence: str, names: list[str]) -> str | None:
    """The one of `names` a sentence of nothing but names holds; None for any other sentence."""
    words = [w for w in re.split(r"[\s,.!—–:;]+", sentence) if w]
    if len(words) < 2 or not all(w == "and" or w[:1].isupper() for w in words):
        return None
    return next((n for n in names if n and re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", sentence)), None)


def pointed(sentence: str) -> bool:
    """The sentence ends by announcing names ("…and their names were—"): the list after it gives them."""
    return bool(_GIVES_NAMES.search(sentence))
