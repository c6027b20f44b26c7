"""A toy fourth language for tests/extractive/test_languages.py: one folder, registered by one line at run time.

Its names are capitalised Latin words (found as English finds them); its sentences carry Glagolitic
function words: "Dorothy ⰵⱄⱅ ⰴⱑⰲⰰ" (Dorothy is a girl), "Tip ⱄⱏⰹⱀ Mombi" (Tip, Mombi's son). It has
no lexicon and only one interface word: everything else falls back to English.
"""
