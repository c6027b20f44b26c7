"""The toy's descriptions: "X ⰵⱄⱅ …" (X is …) says what X is; the subject opens the sentence."""

from __future__ import annotations

import re

LONG_SUMMARY = 100
OPENER = re.compile("")


def patterns(name: str) -> tuple[tuple[int, re.Pattern[str], re.Pattern[str] | None], ...]:
    return ((3, re.compile(rf"{re.escape(name)} ⰵⱄⱅ "), None),)


def subject_at(sentence: str, at: int, name: str, start: int) -> bool:
    return at == start
