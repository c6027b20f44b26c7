"""Name candidates in English (and other space-separated, cased scripts): capitalised n-grams.

A capitalised word is evidence of a name only where capitals are not forced, so a run
that opens a sentence (or a quotation) counts only once the same form is seen elsewhere;
a word that is written in lower case at least as often as capitalised mid-sentence is a
common word, whatever its position.

EnglishRules says how the forms relate (aliases.merge). Families stay apart: a title with a
surname names one member, and each tie needs the text's usage (EnglishRules.corefer): the one
man of a family named in full is its Mr. (Mr. Dashwood), a bare family name is its man
(Willoughby), a given name is the bearer the narration writes without a title (John, not Sir
John), and a form of address is whoever answers to it in dialogue ("Miss Dashwood," … replied
Elinor), never two the narration names side by side. A family title is one whether English or French, written out or
short (Mr., M. and Monsieur Renauld), and Mrs. before a man's given name is his wife (Mrs. Joe). spaCy's named entities
settle only what these rules leave open (entity_rules.py). Naming statements ("Elizabeth, or Lizzy as
she was called") tie a diminutive once said. A group is one entity with its regular plural (Munchkin /
Munchkins), unless a person is in either, or the singular is a surname (the Palmers are a family).
"""
