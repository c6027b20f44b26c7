"""Answers as rich text: Markdown rendered with markdown-it-py, citations made chips, all
sanitized by an allow-list (nh3).

The model's Markdown may hold anything: raw HTML is never parsed (it comes out as text),
and the sanitizer keeps only the tags below, no inline style (the CSP forbids it) and no
URL at all. A citation `[2.23.56]` becomes a chip with no href, only the encoded
`data-ref` the site's script turns into a link once the reader's progress passes the
cited chapter (`data-ref-reveal`), like every gated link in the site (DESIGN §10).
"""

from __future__ import annotations

import base64
import html
from typing import Mapping

import nh3
from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from ..ask.citations import GROUP, SPLIT
from ..static_site import paths

TAGS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "code", "pre", "blockquote",
        "table", "thead", "tbody", "tr", "th", "td", "br", "hr", "a", "del", "s", "span"}
ATTRIBUTES = {"a": {"class", "data-cite", "data-ref", "data-ref-reveal", "title"}, "ol": {"start"},
              "span": {"class"}}


def chip(locator: str, chapter_no: int) -> str:
    """A citation chip: the paragraph (or chapter) it opens, gated by the cited chapter."""
    target = base64.b64encode(paths.href(paths.cite(locator)).encode()).decode()
    return (f'<a class="cite" data-cite="{html.escape(locator)}" data-ref="{target}" '
            f'data-ref-reveal="{int(chapter_no)}" title="Open {html.escape(locator)} in the reader">'
            f'{html.escape(locator)}</a>')


class AnswerRenderer:
    """Markdown to safe HTML for one work: `chapter_of` maps every paragraph and chapter
    locator to its chapter_no (a locator the book lacks stays plain text)."""

    def __init__(self, chapter_of: Mapping[str, int]):
        self.chapter_of = chapter_of
        self.md = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
        self.md.core.ruler.push("citation_chips", self._chips)
        self.md.validateLink = lambda url: False  # type: ignore[method-assign]  # markdown-it's documented hook: no link or image the model writes survives

    def render(self, text: str) -> str:
        raw = self.md.render(text or "")
        return nh3.clean(raw, tags=TAGS, attributes=ATTRIBUTES, url_schemes=set(), link_rel=None,
                         strip_comments=True)

    def _chips(self, state: StateCore) -> None:
        for block in state.tokens:
            if block.type != "inline" or not block.children:
                continue
            out: list[Token] = []
            for child in block.children:
                if child.type == "text" and GROUP.search(child.content):
                    out.extend(self._split(child.content))
                else:
                    out.append(child)
            block.children = out

    def _split(self, text: str) -> list[Token]:
        tokens: list[Token] = []
        at = 0
        for match in GROUP.finditer(text):
            known = [loc for loc in SPLIT.split(match.group(1).strip()) if loc in self.chapter_of]
            if not known:
                continue
            tokens.append(_text(text[at:match.start()]))
            piece = Token("html_inline", "", 0)
            piece.content = '<span class="cites">' + "".join(chip(loc, self.chapter_of[loc]) for loc in known) + "</span>"
            tokens.append(piece)
            at = match.end()
        tokens.append(_text(text[at:]))
        return [t for t in tokens if t.type != "text" or t.content]


def _text(content: str) -> Token:
    token = Token("text", "", 0)
    token.content = content
    return token


def plain(text: str) -> str:
    """Escape for HTML (notes, quotes)."""
    return html.escape(text or "")

