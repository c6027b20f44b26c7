"""Where each page lives in the built folder, and how pages link to each other.

Every link is relative (the site must open from file:// anywhere), so each page is
rendered with `root`, the way back to the top of the folder from where it sits.
"""

from __future__ import annotations

import re
from urllib.parse import quote

from ..position import chapter_of

HOME = "index.html"
SEARCH = "search.html"
SETTINGS = "settings.html"
CHAT = "chat.html"
CONTENTS = "reader/index.html"
GRAPH = "graph.html"


def depth_root(path: str) -> str:
    """'entries/x.html' -> '../'; 'index.html' -> ''."""
    return "../" * path.count("/")


def file_name(slug: str) -> str:
    """A slug as a file name: a model-written slug must not climb out of its folder."""
    return re.sub(r"[^\w-]+", "-", slug) or "-"


def entry(slug: str) -> str:
    return f"entries/{file_name(slug)}.html"


def topic(slug: str) -> str:
    return f"topics/{file_name(slug)}.html"


def category(slug: str) -> str:
    return f"categories/{file_name(slug)}.html"


def chapter(locator: str) -> str:
    return f"reader/{locator}.html"


def anchor(locator: str) -> str:
    """Paragraph 2.23.56 -> 'p-2-23-56' (dots would need escaping in CSS selectors)."""
    return "p-" + locator.replace(".", "-")



def cite(locator: str) -> str:
    """The reader link for a cited paragraph (or a whole chapter)."""
    target = chapter(chapter_of(locator))
    return target if locator.count(".") < 2 else f"{target}#{anchor(locator)}"


def href(path: str) -> str:
    """A file path as a link: slugs may be CJK or hold characters a URL must escape."""
    return quote(path, safe="/#.-_~")
