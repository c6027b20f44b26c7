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

from ..ingest.sanitize import _SAFE_CSS_PROPERTIES

SCOPE = 'html[data-style="advanced"] .book'
_THEME_OWNED = {"color", "background-color", "line-height", "border-color"}
_PROPERTIES = frozenset(_SAFE_CSS_PROPERTIES) - _THEME_OWNED
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
_AT_BLOCK = re.compile(r"@(media|supports)\b", re.I)


def declarations(text: str) -> str:
    """`a: b; c: d` filtered by the allow-list, normalized to `a:b;c:d`."""
    kept = []
    for part in text.split(";"):
        prop, colon, value = part.partition(":")
        prop, value = prop.strip().lower(), value.replace("!important", "").strip()
        if not colon or prop not in _PROPERTIES or not value or _BAD_VALUE.search(value):
            continue
        if prop == "font-size" and _ABSOLUTE_FONT.search(value):
            continue  # an absolute size would defeat the reader's text size
        kept.append(f"{prop}:{value}")
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
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out = []
    for prelude, body in _blocks(css):
        if prelude.startswith("@"):
            at = _AT_BLOCK.match(prelude)
            if at and not _SELECTOR_BAD.search(prelude[at.end():].replace("@", "")):
                inner = scope_css(body)
                if inner:
                    out.append(f"{prelude}{{{inner}}}")
            continue
        selectors = [s for s in (_scope_selector(x) for x in prelude.split(",")) if s]
        decls = declarations(body)
        if selectors and decls:
            out.append(f"{','.join(selectors)}{{{decls}}}")
    return "\n".join(out)


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


def _blocks(css: str):
    """Top-level (prelude, body) pairs; statements without a block (@charset) are skipped."""
    i, n = 0, len(css)
    while i < n:
        open_at = css.find("{", i)
        semi = css.find(";", i)
        if open_at < 0:
            return
        if 0 <= semi < open_at and css[i:semi].strip().startswith("@"):
            i = semi + 1  # @charset / @namespace
            continue
        depth, j = 1, open_at + 1
        while j < n and depth:
            if css[j] == "{":
                depth += 1
            elif css[j] == "}":
                depth -= 1
            j += 1
        yield css[i:open_at].strip(), css[open_at + 1:j - 1]
        i = j


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
