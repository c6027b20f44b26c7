"""Relations in Japanese are read as Chinese reads them (之/的 and kinship kanji between two names): no
reading of its own yet (XのY is describe.py's, a strength-2 relation there)."""

from ..zh.relations import RELATION_WORD, label, said

__all__ = ["RELATION_WORD", "label", "said"]
