"""An age the text states after a name, as what the person is (en/describe.py's patterns read it, strength 2): "Lady
Middleton was not more than six or seven and twenty;", "was about forty.", "was twelve years old", and the plain ways a
narration says the same ("Julia Bertram was only twelve,", "Fanny Price was at this time just ten years old,", "Miss
Brown must have been forty;"): an adverb of time or a word of degree between the copula and the number."""

from __future__ import annotations

_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_NUMBER = (rf"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
           rf"seventeen|eighteen|nineteen|(?:{_TENS})(?:-[a-z]+)?|[1-9]\d?)")
AGE = (r"(?:(?:not\s+)?(?:more\s+than|above|over|under|about|nearly|almost|upwards\s+of)\s+)?"
       # (an age under five only with "years": "was already two, and his brother three" may count anything)
       r"(?!(?:two|three|four|[1-4])(?!\s+years?\b)(?!\w))"
       rf"{_NUMBER}(?:\s+or\s+{_NUMBER})?(?:\s+and\s+(?:{_TENS}))?(?:\s+years?(?:\s+old|\s+of\s+age)?)?"
       r"(?=\s*[;,.:!?—]|\s+(?:and|but)\b)")
# the copula ("must have been": the narrator's guess at it), a time ("at this time", "then") and a degree ("only",
# "just", "barely") before the number
_COPULA = r"(?:was|is|had\s+been|must\s+have\s+been)"
_WHEN = r"(?:(?:then|now|at\s+(?:this|that|the)\s+time)\s+)?"
_DEGREE = r"(?:(?:only|just|but|barely|scarcely|hardly|not\s+yet|already|little\s+more\s+than)\s+)?"
AGED = rf"(?:,\s+(?:who|which))?\s+{_COPULA}\s+{_WHEN}{_DEGREE}{AGE}"  # after the name
