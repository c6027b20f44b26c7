"""A written span as a page shows it: plain text, citation links and links to entries.

Model-written text carries its citations inline (`[2.23.56]`, `[1.1.2, 1.1.3]`) and
links to other entries as `[[slug|label]]` (the wiki stage keeps only known slugs). On a
page the markers become citation links to the reader, like a span's `cites`, and a link
becomes a link to the entry whose visible text is the label. A link says "this label is
that entry", so it opens no earlier than the evidence for that identity: the span's gate,
the target's title gate and any join (SiteData.identity_gate: the label as a later name of
the target, or the page's entry tied to the target). The label was written at the span's
gate, so it shows with the span; the target (its slug is in its address) only once the
link may open. Everything here is data: the templates escape it.
"""

from __future__ import annotations

import base64
import re

from ..text import LINK_PATTERN
from . import paths
from .collect import SiteData

_CITE = r"\[(\d+\.\d+\.\d+(?:\s*[,;]\s*\d+\.\d+\.\d+)*)\]"
MARKUP = re.compile(f"{LINK_PATTERN}|{_CITE}")


def ref(path: str) -> str:
    """A gated link's target, kept out of the page's readable text and out of `href`
    (so neither the status bar nor the page's text shows it) until the script opens it."""
    return base64.b64encode(paths.href(path).encode("ascii")).decode("ascii")


def span_view(text: str, cites: list[str], reveal: int, spoiler: bool, site: SiteData,
              source: str | None = None) -> dict:
    """{text, parts, cites, reveal, spoiler}: `parts` is the text split at its markup,
    `cites` the span's citations that its text does not already show inline. `source` is
    the slug of the entry whose page shows the span, for the gate of its links."""
    parts: list[dict] = []
    shown: set[str] = set()
    at = 0
    for m in MARKUP.finditer(text):
        if m.start() > at:
            parts.append({"kind": "text", "text": text[at:m.start()]})
        at = m.end()
        if m.group(3):  # citations
            locators = [c.strip() for c in re.split(r"[,;]", m.group(3))]
            if not all(site.cite_path(c) for c in locators):  # not a place in this book: leave it as written
                parts.append({"kind": "text", "text": m.group(0)})
                continue
            if parts and parts[-1]["kind"] == "text":  # "here [1.1.2]." reads "here¹."
                parts[-1]["text"] = parts[-1]["text"].rstrip()
            for loc in locators:
                parts.append({"kind": "cite", "loc": loc, "path": site.cite_path(loc)})
                shown.add(loc)
            continue
        slug, label = m.group(1).strip(), (m.group(2) or "").strip()
        target = site.link(slug, max(reveal, site.identity_gate(slug, label, source)))
        if target is None:  # no such entry in the built wiki: the label alone
            parts.append({"kind": "text", "text": label or slug})
            continue
        # No label of the writer's own (`[[slug]]`, or the slug repeated): the target's
        # title stands in, and like any title it waits for its gate, link and all.
        named = bool(label) and label != slug
        parts.append({"kind": "link", "text": label if named else target.title, "path": target.path,
                      "reveal": target.reveal, "spoiler": spoiler or target.spoiler, "title": not named})
    if at < len(text):
        parts.append({"kind": "text", "text": text[at:]})
    return {"text": text, "parts": parts, "cites": [c for c in cites if c not in shown and site.cite_path(c)],
            "reveal": reveal, "spoiler": spoiler}
