"""understory: a novel as a searchable, spoiler-aware knowledge base."""

__version__ = "0.1.0"
