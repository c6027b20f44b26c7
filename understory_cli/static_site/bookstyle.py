"""The book's own style (the reader's "advanced" level), confined to the book's text.

The site's CSP allows no inline style, and a book's stylesheet must not restyle the
site around it. So at build time:

- the book's class names become `bk-<name>` (a book class called `card` or `open` must
  not pick up the site's rules);
- each distinct inline `style="…"` becomes a class `bs-<hash>` whose rule goes to the
  volume's stylesheet;
- every rule of the book's CSS is scoped under `html[data-style="advanced"] .book`, its
  declarations filtered by an allow-list (no positioning, no URLs, no colours, which
  belong to the reader's theme, no line height, which belongs to the reader's setting),
  `!important` dropped, and at-rules other than @media / @supports left out.

The basic and off levels are the same markup with none of those rules applied (off also
flattens emphasis), so switching levels needs no reload.
"""

from __future__ import annotations

import hashlib
import html
import re

import tinycss2
from tinycss2.ast import Node

from ..ingest.sanitize import SAFE_CSS_PROPERTIES, css_value_tokens_safe

SCOPE = 'html[data-style="advanced"] .book'
_THEME_OWNED = {"color", "background-color", "line-height", "border-color"}
_PROPERTIES = frozenset(SAFE_CSS_PROPERTIES) - _THEME_OWNED
_BAD_VALUE = re.compile(r"url\(|expression|javascript:|[\\<>{}@]|/\*", re.I)
_ABSOLUTE_FONT = re.compile(r"\d\s*(px|pt|pc|cm|mm|in)\b", re.I)
_TAG = re.compile(r"<([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*?)?(/?)>")
_ATTR = re.compile(r'\s(class|style)="([^"]*)"')
_CLASS_NAME = re.compile(r"^-?[_a-zA-Z][\w-]*$")
_SELECTOR_CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")
# `#id` never matches (ingest drops ids); `ns|type` needs an @namespace we do not keep.
_SELECTOR_BAD = re.compile(r"[{}<>@\\;#|]|:root|::?-?(?:webkit|moz)", re.I)
_FIRST_TAG = re.compile(r"^\s*<([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*?)?(/?)>")
_LEADING_ROOT = re.compile(r"^\s*(?:html|body)\b\s*", re.I)


def declarations(text) -> str:
    """A declaration list (text or tokens) filtered by the allow-list, as `a:b;c:d`.

    Read with a CSS tokenizer: strings, escapes and comments cannot hide a `;`, a `}`
    or a `url(` from it."""
    items = tinycss2.parse_blocks_contents(text, skip_comments=True, skip_whitespace=True)
    kept = []
    for decl in items:
        if decl.type != "declaration" or decl.lower_name not in _PROPERTIES:
            continue
        if not css_value_tokens_safe(decl.value):
            continue
        value = " ".join(tinycss2.serialize(decl.value).split())
        if not value or _BAD_VALUE.search(value):
            continue
        if decl.lower_name == "font-size" and _ABSOLUTE_FONT.search(value):
            continue  # an absolute size would defeat the reader's text size
        kept.append(f"{decl.lower_name}:{value}")
    return ";".join(kept)


class VolumeStyle:
    """Collects the inline styles of one volume's paragraphs into classes."""

    def __init__(self) -> None:
        self.inline: dict[str, str] = {}  # class -> declarations

    def fragment(self, fragment: str) -> str:
        """Rewrite class and style attributes of sanitized book HTML."""
        return _TAG.sub(self._tag, fragment)

    def _tag(self, match: re.Match) -> str:
        name, attrs, close = match.group(1), match.group(2) or "", match.group(3)
        classes: list[str] = []
        rest = attrs
        for attr in _ATTR.finditer(attrs):
            value = html.unescape(attr.group(2))
            if attr.group(1) == "class":
                classes += ["bk-" + c for c in value.split() if _CLASS_NAME.match(c)]
            else:
                decls = declarations(value)
                if decls:
                    key = "bs-" + hashlib.sha256(decls.encode()).hexdigest()[:10]
                    self.inline[key] = decls
                    classes.append(key)
        if attrs:
            rest = _ATTR.sub("", attrs)
        if classes:
            rest = f' class="{" ".join(dict.fromkeys(classes))}"' + rest
        return f"<{name}{rest}{close}>"

    def css(self, book_css: list[str]) -> str:
        parts = [scope_css(c) for c in book_css]
        parts += [f"{SCOPE} .{key}{{{decls}}}" for key, decls in sorted(self.inline.items())]
        return "\n".join(p for p in parts if p) + ("\n" if any(parts) else "")


def scope_css(css: str) -> str:
    """Every rule of a (sanitized) book stylesheet, confined to the book's text."""
    return _scope_rules(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True))


def _scope_rules(rules) -> str:
    out = []
    for rule in rules:
        if rule.type == "at-rule":
            if rule.lower_at_keyword not in ("media", "supports") or rule.content is None:
                continue
            prelude = " ".join(tinycss2.serialize(rule.prelude).split())
            if not css_value_tokens_safe(rule.prelude) or _SELECTOR_BAD.search(prelude):
                continue
            inner = _scope_rules(tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True))
            if inner:
                out.append(f"@{rule.lower_at_keyword} {prelude}{{{inner}}}")
            continue
        if rule.type != "qualified-rule":
            continue
        selectors = [s for s in (_scope_selector(x) for x in _split_commas(rule.prelude)) if s]
        decls = declarations(rule.content)
        if selectors and decls:
            out.append(f"{','.join(selectors)}{{{decls}}}")
    return "\n".join(out)


def _split_commas(tokens: list[Node]) -> list[str]:
    """A selector list split at its top-level commas (a comma in a string or :is() stays)."""
    parts: list[list[Node]] = []
    current: list[Node] = []
    for token in tokens:
        if token.type == "literal" and token.value == ",":
            parts.append(current)
            current = []
        else:
            current.append(token)
    parts.append(current)
    return [tinycss2.serialize(p) for p in parts]


def _scope_selector(selector: str) -> str | None:
    selector = " ".join(selector.split())
    if not selector or _SELECTOR_BAD.search(selector):
        return None
    while _LEADING_ROOT.match(selector):
        selector = _LEADING_ROOT.sub("", selector, count=1)
    selector = _SELECTOR_CLASS.sub(lambda m: ".bk-" + m.group(1), selector)
    if selector.startswith((">", "+", "~")):
        selector = selector[1:].strip()
    return f"{SCOPE} {selector}".strip() if selector else SCOPE


def anchored(fragment: str, anchor: str, kind: str) -> str:
    """The paragraph's anchor and classes on its own first element rather than on a
    wrapper, so the book's sibling selectors (`h2 + p`, `p:first-child`) mean what the
    book meant."""
    classes = f"para para-{kind}"
    match = _FIRST_TAG.match(fragment)
    if not match or match.group(1).lower() in ("img", "br", "hr"):
        return f'<div class="{classes}" id="{anchor}">{fragment}</div>'
    attrs = match.group(2) or ""
    if ' class="' in attrs:
        attrs = attrs.replace(' class="', f' class="{classes} ', 1)
    else:
        attrs = f' class="{classes}"' + attrs
    return f'<{match.group(1)} id="{anchor}"{attrs}{match.group(3)}>' + fragment[match.end():]
