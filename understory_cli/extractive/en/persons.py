"""What English says only of persons, a cross-book list (no book's names): given names, and the verbs a bare name
does only as someone ("Rita knows nothing about me", "Tommy nodded"). A name with neither cue nor any other stays
a thing; one of these makes it someone, as a speech verb does (en/candidates._kind_votes).

Given names that are also common words (Rose, Grace, Frank, Will) or places (Florence, Victoria, Virginia,
Adelaide, Georgia) are left out: their capital says nothing of a person."""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import EN_PLACE_HEADS, EN_SAINT, EN_TITLES

GIVEN_FEMALE = frozenset("""
Abigail Ada Adela Adele Agatha Agnes Alice Alicia Amelia Amy Anna Anne Annie Arabella Barbara Beatrice Bertha Bessie
Betsy Betty Blanche Caroline Catherine Cecilia Cecily Celia Charlotte Clara Clarissa Constance Cora Cynthia Deborah
Diana Dinah Dolly Dorothea Dorothy Edith Eleanor Elinor Eliza Elizabeth Ella Ellen Elsie Emily Emma Esther Ethel
Eugenia Eva Evelyn Fanny Flora Flossie Frances Georgiana Georgina Gertrude Gladys Gwendolen Hannah Harriet Helen
Helena Henrietta Hester Hilda Isabel Isabella Jane Janet Jennie Jenny Jessie Joan Josephine Judith Julia Juliet
Kate Katharine Katherine Kitty Laura Leah Letitia Lilian Lillian Lizzie Lizzy Louisa Louise Lucy Lydia Mabel
Madeline Maggie Margaret Margery Marguerite Maria Marian Marianne Marie Marion Marjorie Martha Mary Matilda Maud
Maude Meg Millicent Milly Minnie Miriam Molly Nancy Nell Nellie Nora Olive Olivia Pamela Paula Peggy Penelope Phoebe
Phyllis Polly Priscilla Prudence Rachel Rebecca Rita Rosa Rosalind Rosamond Ruth Sadie Sally Sarah Sophia Sophie
Susan Susanna Sylvia Theresa Ursula Vera Winifred
""".split())
GIVEN_MALE = frozenset("""
Aaron Abraham Adam Albert Alexander Alfred Algernon Amos Andrew Anthony Archibald Arthur Augustus Basil Benjamin
Bernard Bertram Boris Cecil Charles Charley Charlie Christopher Clarence Claude Cyril Daniel David Donald Douglas
Edgar Edmund Edward Edwin Ernest Eustace Felix Francis Frederick Geoffrey George Gerald Gilbert Godfrey Gregory
Harold Harry Henry Herbert Horace Hubert Hugh Hugo Humphrey Isaac Jacob James Jasper Jeremy Jim Jimmy Joe John
Johnny Jonathan Joseph Julius Laurence Lawrence Leonard Lewis Louis Matthew Michael Nathaniel Ned Nicholas Oliver
Oscar Patrick Paul Percy Peter Philip Ralph Raymond Reginald Richard Robert Roger Rupert Samuel Simon Stephen
Theodore Thomas Timothy Tom Tommy Victor Walter William Willie
""".split())
GIVEN = GIVEN_FEMALE | GIVEN_MALE

# what a bare name (no article before) does only as someone: a look, a thought, a feeling
ACTION_VERBS = frozenset("""
nodded smiled frowned grinned shrugged blushed flushed winced hesitated chuckled groaned gasped sneered scowled
wept kissed knows knew thinks felt feels wants wished hoped loves loved hates hated believed believes remembered
remembers forgot forgets wondered stared glanced listened noticed understood decided married
""".split())

FULL_NAME_VOTE = 1.0  # Helen Burns: a given name and a surname are a person's, whatever the prepositions say
GIVEN_VOTE = 1.0  # Rita: one cue, as a speech verb is


def given_name_votes(candidates: dict[str, Candidate]) -> None:
    """A person vote for each form that is a given name alone (Rita), or a given name and a surname (Helen Burns:
    the place votes its prepositions gave, "to Helen Burns", are the person's, as _full_names_are_people does for
    a surname a family title wears). Not a place's name (Mary Street) nor a titled or of-form."""
    for form, c in candidates.items():
        words = form.split()
        if words[0] not in GIVEN or words[0] in EN_TITLES or "of" in words or "the" in words:
            continue
        if len(words) == 1:
            c.kind_votes["person"] += GIVEN_VOTE
        elif len(words) in (2, 3) and all(w[:1].isupper() and w.isalpha() or _initial(w) for w in words[1:]) \
                and words[-1] not in EN_PLACE_HEADS:
            c.kind_votes["person"] += FULL_NAME_VOTE + c.kind_votes.pop("place", 0.0)


# a person's title, and a given name or none, before a name: "Sir James Peel Edgerton", "Mr. Julius P. Hersheimmer";
# or a given name and a middle initial or none: "Peter B. Rysdale, the oil king"
_TITLED = (r"\b(?:(?:" + "|".join(sorted(EN_TITLES - EN_SAINT)) + r")\.?\s+(?:[A-Z][a-z]+\s+)?|(?:"
           + "|".join(sorted(GIVEN)) + r")\s+(?:[A-Z]\.\s+)?)$")


def titled_votes(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """A person vote for each use after a title or a given name of a form nothing else gives a kind: Peel Edgerton,
    written bare ("give up Peel Edgerton") and in full as "Sir James Peel Edgerton", Rysdale as "Peter B. Rysdale"
    (each too seldom to be a form of its own)."""
    untyped = [f for f, c in candidates.items() if not any(v > 0 for v in c.kind_votes.values()) and f[:1].isupper()]
    if not untyped:
        return
    pattern = re.compile(r"\b(" + "|".join(re.escape(f) for f in sorted(untyped, key=len, reverse=True)) + r")\b")
    titled = re.compile(_TITLED)
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            if titled.search(p.text, max(0, m.start() - 40), m.start()):
                candidates[m.group(1)].kind_votes["person"] += 1


def _initial(word: str) -> bool:
    """A middle initial: the P. of Julius P. Hersheimmer."""
    return len(word) == 2 and word[0].isupper() and word[1] == "."


def action_vote(after: str, before: str) -> Votes:
    """A person vote when the word after a bare name is a verb only someone does (Rita knows, Tommy nodded)."""
    return Votes({"person": 1.0}) if after in ACTION_VERBS and before not in ("the", "a", "an") else Votes()
