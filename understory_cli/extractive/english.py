"""The English rules' former home, kept for tests/test_wiki_card.py until it imports from extractive.en."""

from .en.rules import EnglishRules

__all__ = ["EnglishRules"]
