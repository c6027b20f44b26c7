"""The toy's relations: "X ⱄⱏⰹⱀ Y" says X is Y's son."""

from __future__ import annotations

import re

RELATION_WORD = re.compile("ⱄⱏⰹⱀ")


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    return (first, "ⱄⱏⰹⱀ", second) if between == " ⱄⱏⰹⱀ " else None


def label(relation: str, other: str) -> str:
    return f"{relation} {other}"
