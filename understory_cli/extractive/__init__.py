"""The no-model path: names, aliases and their mentions found from the text alone (DESIGN §8)."""

from .types import Alias, NameEntity
from .names import find_characters

__all__ = ["Alias", "NameEntity", "find_characters"]
