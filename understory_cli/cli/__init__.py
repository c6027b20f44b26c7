"""The command line (DESIGN §2): thin commands by job over the stages."""

# Each module registers its commands on the app, in the order `understory --help` lists them.
from . import book, add, stages, companion, recap, settings, corrections  # noqa: F401, I001
from .app import app, main

__all__ = ["app", "main"]
