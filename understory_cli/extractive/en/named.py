"""A name given after the noun it names, with how it is given: "the little negro Pippin by nick-name, Pip by
abbreviation", "a sailor, Jones by name" (describe.py's patterns and `subject_at` read these as "a man named X")."""

from __future__ import annotations

import re

# what follows the name: how the text gives it
_HOW = r"\s+by\s+(?:nick-?\s?name|name|abbreviation)\b"
# the noun phrase before it, with one other form given the same way ("… Pippin by nick-name, Pip by …"), or an
# apposition's comma ("a sailor, Jones by name")
_BEFORE = r"(?:\b(?:a|an|the)\s+(?:[a-z][\w-]*\s+){1,3}(?:[A-Z][\w-]*\s+by\s+[\w-]+,\s+)?|\b(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*,\s+)"


def by_name(name: str) -> str:
    """The whole shape for `name` (its pattern)."""
    return rf"{_BEFORE}{name}{_HOW}"


# (`subject_at`: the name stands between them)
NAMING_BEFORE, NAMED_AFTER = re.compile(_BEFORE + "$"), re.compile("^" + _HOW)
