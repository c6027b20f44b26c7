"""The same sentence goes on of a name through its pronoun and says what it is (en/describe.py's patterns and
`subject_at` read it, strength 3): "…was held by Hugo of that name, nor can it be gainsaid that he was a most wild,
profane, and godless man". No capital between (no other name), nor a person's noun (a woman, a maid): the pronoun may
be theirs. Not after a semicolon (taken out, stop 64: the pronoun there is as often another person's)."""

from __future__ import annotations

# the same sentence goes on of the name through its pronoun, no other name (no capital) between: "…was held by Hugo
# of that name, nor can it be gainsaid that he was a most wild, profane, and godless man" (English's nearest antecedent;
# not in a clause of when or why, "Barton …, and as she was a very cheerful agreeable woman": someone else's)
ITS_PRONOUN = (r"(?:(?!\b(?:man|woman|girl|boy|lady|gentleman|child|fellow|widow|stranger|mistress|maid)\b)"
               r"[^.;:!?“”()A-Z]){0,60}?,\s+(?:and|but|nor|for|yet)\b[^.;:!?“”()A-Z]{0,40}?\b"
               r"(?<!as )(?<!if )(?<!when )(?<!since )(?<!while )(?<!though )(?<!because )(?<!unless )"
               r"(?:he|she)\s+(?:was|is|had\s+been)\s+")
# (stop 64's branch after a semicolon, "Martha was blunt …; otherwise she was a brisk … girl", is taken out: the
# pronoun after a semicolon is as often another person's, "Mary loved her father dearly; he was a stern old soldier")

# what the pronoun's copula says it is: an article's noun (not a bare relation, "and he was nephew to the Earl": the
# pronoun may be the last person named, "Mary met the squire's son, and he was …")
ITS_NOUN = r"(?:a|an|one\s+of)\b"
