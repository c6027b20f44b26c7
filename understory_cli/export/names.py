"""Finding known names in running text: longest first, whole words where the script has them.

Latin-script names match only as whole words (case kept: "Tip" is a name, "tip" is not);
Chinese and Japanese have no spaces between words, so a name matches wherever its
characters stand, and a longer known name is tried before any shorter one inside it
(孙悟空 before 悟空). One-character names are never matched: in CJK text they are
ordinary characters far more often than names.
"""

from __future__ import annotations

import re
from functools import lru_cache

MIN_NAME = 2
_LATIN = r"A-Za-z0-9\u00C0-\u024F"


class NameFinder:
    """Matches for one set of names (name -> entry slug)."""

    def __init__(self, names: dict[str, str]):
        self.names = {n: s for n, s in names.items() if len(n.strip()) >= MIN_NAME}
        self.pattern = _pattern(tuple(sorted(self.names, key=lambda n: (-len(n), n))))

    def find(self, text: str):
        """(start, end, slug) of every match, left to right, not overlapping."""
        if self.pattern is None or not text:
            return
        for m in self.pattern.finditer(text):
            yield m.start(), m.end(), self.names[m.group(0)]


@lru_cache(maxsize=256)
def _pattern(names: tuple[str, ...]) -> re.Pattern | None:
    if not names:
        return None
    parts = []
    for name in names:
        part = re.escape(name)
        if re.match(f"[{_LATIN}]", name):
            part = f"(?<![{_LATIN}])" + part
        if re.search(f"[{_LATIN}]$", name):
            part += f"(?![{_LATIN}])"
        parts.append(part)
    return re.compile("|".join(parts))
