"""Allow-list sanitizing of book HTML and CSS: nothing from the book can run or call out."""

from __future__ import annotations

import html as html_module

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

SAFE_CSS_PROPERTIES = {
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


def plain_description(element) -> str | None:
    """dc:description as plain text: publishers put HTML in it, escaped or not; tags go,
    entities are read, whitespace is squashed, and a blurb stays a blurb (1,200 characters)."""
    raw = "".join(element.itertext())
    text = " ".join(html_module.unescape(nh3.clean(raw, tags=set())).split())
    return text[:1200] or None


def clean_html(html: str, *, styled: bool) -> str:
    return nh3.clean(
        html,
        tags=_BASIC_TAGS,
        attributes=_STYLED_ATTRS if styled else _BASIC_ATTRS,
        url_schemes=_NO_SCHEMES,
        strip_comments=True,
        link_rel=None,
        filter_style_properties=SAFE_CSS_PROPERTIES if styled else None,
    )


# -- CSS: a real tokenizer (tinycss2), never regular expressions --------------------
# Functions a value may use; anything else (image-set, image, cross-fade, element,
# expression, paint, src, ...) takes its whole declaration with it. url() is handled apart.
SAFE_CSS_FUNCTIONS = frozenset({
    "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix",
    "calc", "min", "max", "clamp", "attr", "counter", "counters", "var", "format", "local",
    "linear-gradient", "radial-gradient", "repeating-linear-gradient", "repeating-radial-gradient",
    "conic-gradient", "cubic-bezier", "steps", "symbols", "rotate", "scale", "scalex", "scaley",
    "translate", "translatex", "translatey", "matrix", "skew", "skewx", "skewy",
})
_CSS_BANNED_PROPERTIES = {"behavior", "-moz-binding", "-ms-behavior"}
_CSS_KEPT_AT_RULES = {"media", "supports", "page"}  # @import, @font-face, @namespace ... go


def css_value_tokens_safe(tokens, *, allow_url: bool = False) -> bool:
    """True when a component value list holds nothing that can fetch, run or escape:
    only allow-listed functions, no url (unless `allow_url`), no blocks, no at-keywords,
    no bad strings or URLs. Escapes are already decoded by the tokenizer (`\\75 rl(` is url)."""
    for token in tokens:
        kind = token.type
        if kind in ("url", "bad-url", "bad-string", "at-keyword", "{} block", "error"):
            if kind == "url" and allow_url:
                continue
            return False
        if kind == "function":
            if token.lower_name == "url":
                if not allow_url:
                    return False
            elif token.lower_name not in SAFE_CSS_FUNCTIONS:
                return False
            if not css_value_tokens_safe(token.arguments, allow_url=False):
                return False
        elif kind in ("() block", "[] block") and not css_value_tokens_safe(token.content, allow_url=allow_url):
            return False
    return True


def _url_of(token) -> str | None:
    if token.type == "url":
        return token.value
    if token.type == "function" and token.lower_name == "url":
        strings = [t for t in token.arguments if t.type not in ("whitespace", "comment")]
        if len(strings) == 1 and strings[0].type == "string":
            return strings[0].value
    return None


def clean_css(css: str, resolve_url=None) -> str:
    """Make a book stylesheet safe on its own: no imports, no scripts, no external URLs,
    no fixed overlays, nothing but @media/@supports/@page for at-rules.

    `resolve_url(ref)` returns the container path of a relative reference (kept as
    url("path")), or None: the reference becomes `none`. Declarations using any function
    outside SAFE_CSS_FUNCTIONS are dropped whole.
    """
    import tinycss2

    rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
    return _serialize_rules(rules, resolve_url or (lambda ref: None)).replace("</", "<\\/")


def _serialize_rules(rules, resolve_url) -> str:
    import tinycss2

    out = []
    for rule in rules:
        if rule.type == "qualified-rule":
            prelude = tinycss2.serialize(rule.prelude).strip()
            body = clean_declarations(rule.content, resolve_url)
            if prelude and body:
                out.append(f"{prelude}{{{body}}}")
        elif rule.type == "at-rule" and rule.lower_at_keyword in _CSS_KEPT_AT_RULES and rule.content is not None:
            if not css_value_tokens_safe(rule.prelude):
                continue
            prelude = tinycss2.serialize(rule.prelude).strip()
            if rule.lower_at_keyword == "page":
                inner = clean_declarations(rule.content, resolve_url)
            else:
                inner = _serialize_rules(tinycss2.parse_rule_list(rule.content, skip_comments=True,
                                                                  skip_whitespace=True), resolve_url)
            if inner:
                out.append(f"@{rule.lower_at_keyword} {prelude}{{{inner}}}")
    return "\n".join(out)


def clean_declarations(content, resolve_url=None) -> str:
    """A declaration list (text or tokens) made safe, as `name: value;name: value`."""
    import tinycss2

    resolve_url = resolve_url or (lambda ref: None)
    items = tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True)
    kept = []
    for decl in items:
        if decl.type != "declaration":
            continue  # nested rules, at-rules and errors
        name = decl.lower_name
        if name in _CSS_BANNED_PROPERTIES or name.startswith("--"):
            continue
        if not css_value_tokens_safe(decl.value, allow_url=True):
            continue
        words = {t.lower_value for t in decl.value if t.type == "ident"}
        if name == "position" and words & {"fixed", "sticky"}:
            continue  # an overlay over the page around the book
        value = []
        for token in decl.value:
            ref = _url_of(token)
            if ref is None and (token.type == "url" or getattr(token, "lower_name", None) == "url"):
                value.append("none")
            elif ref is not None:
                target = resolve_url(ref.strip())
                value.append(f'url("{_css_string(target)}")' if target else "none")
            else:
                value.append(tinycss2.serialize([token]))
        text = "".join(value).rstrip()
        if not text.strip():
            continue
        kept.append(f"{decl.name}:{text}" + (" !important" if decl.important else ""))
    return ";".join(kept)


def _css_string(text: str) -> str:
    return "".join(c if c.isalnum() or c in "/._-~" else f"\\{ord(c):x} " for c in text)
