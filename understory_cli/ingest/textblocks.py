"""Paragraph blocks from plain text or Markdown, the same Block an EPUB's paragraphs become.

Plain text: a web novel puts one paragraph on a line (often indented with ideographic spaces);
a Project Gutenberg file wraps lines at about 70 characters and leaves a blank line between
paragraphs. `paragraphs` tells which a file is. Markdown is rendered by markdown-it-py with raw
HTML off and read by the EPUB reader's block walker, so emphasis, lists and headings come out as
they do from a book, through the same sanitizer. Aozora Bunko's ruby (`親譲《おやゆず》り`) becomes
<ruby> and leaves the plain text, as ruby readings do in an EPUB; Gutenberg's `_italics_` become <i>
and leave their underscores out of the text (`_Lusitania_` is the ship Lusitania).
"""

from __future__ import annotations

import html
import re
from statistics import median

from lxml import html as lxml_html
from markdown_it import MarkdownIt

from .types import Block
from .xhtml import extract_blocks

WRAP_WIDTH = 100  # a file whose lines are at most about this long is hard-wrapped
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_KANA = re.compile(r"[\u3041-\u309f\u30a1-\u30fa]")
_RUBY_MARKED = re.compile(r"｜([^｜《》\n]+)《([\u3041-\u309f\u30a0-\u30ffー]+)》")
_RUBY = re.compile(r"([\u3400-\u9fff\uf900-\ufaff々〆ヶ]+)《([\u3041-\u309f\u30a0-\u30ffー]+)》")
_AOZORA_NOTE = re.compile(r"［＃[^］]*］")
# Project Gutenberg's plain text marks italics `_Lusitania_`: read as the word, kept as <i> in the page; never
# inside a word (snake_case) nor a run of underscores (a blank to fill: 红楼梦's `____`)
_ITALIC = re.compile(r"(?<![\w_])_([^_\s](?:[^_\n]*[^_\s])?)_(?![\w_])")
_markdown = MarkdownIt("commonmark", {"html": False})


WHOLE_LINES = 0.9  # share of lines closing a sentence in a text with a paragraph on each line (长明灯 0.99)
SENTENCE_CLOSES = frozenset("。！？”」』…；：．.!?\"'’)）")


def is_wrapped(lines: list[str]) -> bool:
    """Hard-wrapped prose: short lines, most of them running on into the next, or, in a chapter of short
    dialogue where fewer do (Christie's ch. III: 0.47), half of them ending near one width: a line per
    paragraph has lines of every length (at most 0.43 near the longest on the corpora), wrapped text 0.52–0.84.
    Never lines that close their sentences (a story of short dialogue, a paragraph on each line and no blank line
    between: 鲁迅's 弟兄 and 长明灯, 0.97 and 0.99), where wrapping stops mid-sentence (Jane Eyre 0.25, Christie 0.45):
    read as wrapped, such a story is one paragraph."""
    filled = [len(line.strip()) for line in lines if line.strip()]
    if len(filled) < 10:
        return False
    if sum(1 for line in lines if line.strip() and line.strip()[-1] in SENTENCE_CLOSES) >= WHOLE_LINES * len(filled):
        return False
    runs_on = sum(1 for a, b in zip(lines, lines[1:]) if a.strip() and b.strip()) / len(filled)
    width = sorted(filled)[int(len(filled) * 0.9)]
    near_width = sum(1 for n in filled if n >= 0.85 * width) / len(filled)
    return width <= WRAP_WIDTH and median(filled) > 30 and (runs_on > 0.5 or (runs_on > 0.3 and near_width >= 0.5))


def paragraphs(lines: list[str], wrapped: bool) -> list[str]:
    """The paragraphs of a run of lines: each line, or each blank-line-separated run joined."""
    if not wrapped:
        return [line.strip(" \t\u3000\ufeff") for line in lines if line.strip(" \t\u3000\ufeff")]
    out: list[str] = []
    run: list[str] = []
    for line in lines + [""]:
        if line.strip():
            run.append(line.strip())
        elif run:
            out.append(_join(run))
            run = []
    return out


def _join(run: list[str]) -> str:
    text = run[0]
    for line in run[1:]:  # CJK lines join without a space, Latin ones with one
        text += line if _CJK.match(line[:1]) and _CJK.match(text[-1:]) else " " + line
    return text


def text_block(text: str, kind: str = "p", *, japanese: bool = False) -> Block:
    """One paragraph (or heading) of plain text."""
    text = _AOZORA_NOTE.sub("", text)
    marked = _ITALIC.sub(r"<i>\1</i>", html.escape(text, quote=False))
    text = _ITALIC.sub(r"\1", text)
    if japanese and "《" in text:
        marked = _RUBY.sub(r"<ruby>\1<rt>\2</rt></ruby>", _RUBY_MARKED.sub(r"<ruby>\1<rt>\2</rt></ruby>", marked))
        text = _RUBY.sub(r"\1", _RUBY_MARKED.sub(r"\1", text))
    tag = "h2" if kind == "heading" else "p"
    markup = f"<{tag}>{marked}</{tag}>"
    return Block(kind, text, markup, markup)


def is_japanese(text: str) -> bool:
    return len(_KANA.findall(text[:20_000])) > 50


def markdown_blocks(source: str, *, limit: int | None = None) -> list[Block]:
    """Markdown as blocks; images are dropped (a draft's pictures are not stored)."""
    rendered = _markdown.render(source)
    if not rendered.strip():
        return []
    body = lxml_html.fragment_fromstring(rendered, create_parent="body")
    return extract_blocks(body, lambda src: None, limit=limit)
