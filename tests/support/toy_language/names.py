"""The toy's finder: English's, counted, so a test sees the registry chose this folder."""

from __future__ import annotations

from typing import Sequence

from understory_cli.extractive.en.names import discover as english
from understory_cli.extractive.types import Discovery, Paragraph

CALLS: list[int] = []  # how many paragraphs each call read


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    CALLS.append(len(paragraphs))
    return english(paragraphs)
