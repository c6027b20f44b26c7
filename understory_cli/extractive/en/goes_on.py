"""The same sentence goes on of a name through its pronoun and says what it is (en/describe.py's patterns and
`subject_at` read it, strength 3): "…was held by Hugo of that name, nor can it be gainsaid that he was a most wild,
profane, and godless man", and (stop 64) after a semicolon, "Martha was blunt and plain-spoken to a fault; otherwise
she was a brisk, well-meaning, but very ignorant girl", "…the Honourable Mrs Jamieson gave; and she was sister-in-law to
the late Earl of Glenmire" (a relation with no article). No capital between (no other name), nor a person's noun (a
woman, a maid): the pronoun may be theirs."""

from __future__ import annotations

# the same sentence goes on of the name through its pronoun, no other name (no capital) between: "…was held by Hugo
# of that name, nor can it be gainsaid that he was a most wild, profane, and godless man" (English's nearest antecedent;
# not in a clause of when or why, "Barton …, and as she was a very cheerful agreeable woman": someone else's)
ITS_PRONOUN = (r"(?:(?!\b(?:man|woman|girl|boy|lady|gentleman|child|fellow|widow|stranger|mistress|maid)\b)"
               r"[^.;:!?“”()A-Z]){0,60}?(?:,\s+(?:and|but|nor|for|yet)\b[^.;:!?“”()A-Z]{0,40}?\b"
               r"(?<!as )(?<!if )(?<!when )(?<!since )(?<!while )(?<!though )(?<!because )(?<!unless )"
                # …or after a semicolon: "Martha was blunt and plain-spoken to a fault; otherwise she was a brisk girl"
               r"|;\s+(?:(?:otherwise|indeed|besides|still|yet|and|but|in\s+fact|in\s+short),?\s+)?)"
               r"(?:he|she)\s+(?:was|is|had\s+been)\s+")


def its_noun(relations: str) -> str:
    """What the pronoun's copula says it is: an article's noun, or a relation with none ("sister-in-law to …")."""
    return rf"(?:(?:a|an|one\s+of)\b|(?:{relations})(?:-in-law)?\s+(?:to|of)\b)"
