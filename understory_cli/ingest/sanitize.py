"""Allow-list sanitizing of book HTML and CSS: nothing from the book can run or call out."""

from __future__ import annotations

import re

import nh3

_BASIC_TAGS = {
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "s", "sub", "sup",
    "small", "br", "hr", "blockquote", "ruby", "rb", "rt", "rp", "ul", "ol", "li", "dl", "dt", "dd",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "pre", "code", "img",
    "figure", "figcaption", "aside", "span", "div",
}
_BASIC_ATTRS = {
    "img": {"src", "alt", "title"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan"},
    "ol": {"start"},
}
_STYLED_ATTRS = {tag: {"class", "lang", "dir", "style"} | _BASIC_ATTRS.get(tag, set()) for tag in _BASIC_TAGS}

# Only relative references (book assets) survive; nh3 drops any URL whose scheme is not listed.
_NO_SCHEMES: set[str] = set()

_SAFE_CSS_PROPERTIES = {
    "color", "background-color", "font-family", "font-size", "font-style", "font-weight",
    "font-variant", "text-align", "text-indent", "text-decoration", "text-transform",
    "line-height", "letter-spacing", "word-spacing", "white-space", "vertical-align",
    "margin", "margin-top", "margin-bottom", "margin-left", "margin-right",
    "padding", "padding-top", "padding-bottom", "padding-left", "padding-right",
    "border", "border-top", "border-bottom", "border-left", "border-right", "border-color",
    "border-style", "border-width", "width", "max-width", "height", "max-height", "float",
    "clear", "display", "list-style-type", "writing-mode", "text-orientation",
    "text-combine-upright", "-epub-writing-mode", "-webkit-writing-mode", "font-feature-settings",
    "hyphens", "-epub-hyphens", "page-break-before", "page-break-after", "break-before", "break-after",
}


def clean_html(html: str, *, styled: bool) -> str:
    return nh3.clean(
        html,
        tags=_BASIC_TAGS,
        attributes=_STYLED_ATTRS if styled else _BASIC_ATTRS,
        url_schemes=_NO_SCHEMES,
        strip_comments=True,
        link_rel=None,
        filter_style_properties=_SAFE_CSS_PROPERTIES if styled else None,
    )


_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_CSS_IMPORT = re.compile(r"@import[^;]*;?", re.I)
_CSS_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.I | re.S)
_CSS_DANGEROUS = re.compile(r"expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:", re.I)
_CSS_DECLARATION = re.compile(r"[^;{}]*(?:expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:)[^;{}]*;?", re.I)


def clean_css(css: str, resolve_url) -> str:
    """Make a book stylesheet safe: no imports, no scripts, no external URLs.

    `resolve_url(ref)` returns the container path of a relative reference, or None to drop it.
    """
    css = _CSS_COMMENT.sub("", css)
    css = _CSS_IMPORT.sub("", css)
    css = _CSS_DECLARATION.sub("", css)

    def _url(match: re.Match) -> str:
        target = resolve_url(match.group(2).strip())
        return f'url("{target}")' if target else "none"

    css = _CSS_URL.sub(_url, css)
    if _CSS_DANGEROUS.search(css):  # anything the patterns above could not take apart
        css = _CSS_DANGEROUS.sub("", css)
    return css.replace("</", "<\\/")
