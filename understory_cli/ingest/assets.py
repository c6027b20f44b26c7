"""A book's images, allowed by what their bytes are, never by what the manifest claims.

Raster images (JPEG, PNG, GIF, WebP, AVIF, BMP) are kept as they are. An SVG is an XML
document that can run script and fetch URLs when opened on its own, so it is rebuilt
from an allow-list: SVG shapes, text, gradients and filters with their presentation
attributes; no script, no foreignObject, no event handlers, no animation (which can set
an href), no reference outside the file but `#id` and inline raster `data:` images.
Anything else (HTML, script, fonts declared as images) is dropped with a warning.
"""

from __future__ import annotations

import re

from lxml import etree

from .types import Asset
from .sanitize import css_value_tokens_safe
from .xml import XMLDecodeError, XMLMarkupError, parse_xml

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

_SVG_ELEMENTS = {
    "svg", "g", "defs", "title", "desc", "symbol", "use", "path", "rect", "circle", "ellipse", "line",
    "polyline", "polygon", "text", "tspan", "textpath", "image", "lineargradient", "radialgradient", "stop",
    "clippath", "mask", "pattern", "marker", "filter", "feblend", "fecolormatrix", "fecomponenttransfer",
    "fecomposite", "feconvolvematrix", "fediffuselighting", "fedisplacementmap", "fedistantlight",
    "fedropshadow", "feflood", "fefunca", "fefuncb", "fefuncg", "fefuncr", "fegaussianblur", "femerge",
    "femergenode", "femorphology", "feoffset", "fepointlight", "fespecularlighting", "fespotlight", "fetile",
    "feturbulence", "style",
}
_HREF_ELEMENTS = {"use", "image", "textpath", "lineargradient", "radialgradient", "pattern", "filter"}
_SAFE_DATA = re.compile(r"^data:image/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$", re.I)
_FRAGMENT = re.compile(r"^#[\w.:-]+$")
_URL_REF = re.compile(r"url\(\s*['\"]?([^'\")]*)['\"]?\s*\)", re.I)
_SAFE_ATTR = re.compile(r"^[a-z][a-z0-9:_-]*$", re.I)


def sniff_image(data: bytes) -> str | None:
    """The image type the bytes are, or None."""
    head = data[:32]
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    if head[4:8] == b"ftyp" and head[8:12] in (b"avif", b"avis"):
        return "image/avif"
    if head[:2] == b"BM" and len(data) > 26:
        return "image/bmp"
    if _looks_like_svg(data):
        return "image/svg+xml"
    return None


def _looks_like_svg(data: bytes) -> bool:
    start = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    return start.startswith(b"<") and b"<svg" in data[:4096].lower()


def book_asset(name: str, data: bytes) -> tuple[Asset | None, str | None]:
    """(the asset to keep, or None; a warning, or None)."""
    kind = sniff_image(data)
    if kind is None:
        return None, f"{name} is not an image (by its content); dropped"
    if kind != "image/svg+xml":
        return Asset(name, kind, data), None
    clean = clean_svg(data)
    if clean is None:
        return None, f"{name} is not a readable SVG image; dropped"
    return Asset(name, kind, clean), None


def clean_svg(data: bytes) -> bytes | None:
    """The SVG rebuilt from the allow-list, or None when it is not an SVG document."""
    try:
        root = parse_xml(data)
    except (XMLDecodeError, XMLMarkupError):
        return None
    if _local(root) != "svg":
        return None
    _clean(root)
    etree.cleanup_namespaces(root)
    return etree.tostring(root, encoding="utf-8", xml_declaration=True)


def _local(el) -> str:
    return el.tag.rsplit("}", 1)[-1].lower() if isinstance(el.tag, str) else ""


def _clean(el) -> None:
    for child in list(el):
        name = _local(child)
        namespace = child.tag[1:].split("}", 1)[0] if isinstance(child.tag, str) and child.tag.startswith("{") else ""
        if name in ("a", "switch") and namespace in ("", SVG_NS):
            child.tag = f"{{{SVG_NS}}}g"  # a link or a switch keeps its drawing, not its target
            name = "g"
        if name not in _SVG_ELEMENTS or namespace not in ("", SVG_NS):
            el.remove(child)  # script, foreignObject, a, animate, set, iframe, anything unknown
            continue
        if name == "style":
            from .sanitize import clean_css

            css = clean_css(child.text or "")
            if _URL_REF.search(css) or "@" in css:
                css = ""
            child.text = css
            for key in list(child.attrib):
                if key != "type":
                    del child.attrib[key]
            continue
        _clean_attributes(child, name)
        _clean(child)
    if el.getparent() is None:
        _clean_attributes(el, "svg")


def _clean_attributes(el, name: str) -> None:
    for key in list(el.attrib):
        value = el.attrib[key]
        local = key.rsplit("}", 1)[-1].lower()
        namespace = key[1:].split("}", 1)[0] if key.startswith("{") else ""
        keep = True
        if namespace not in ("", XLINK_NS) or not _SAFE_ATTR.match(local):
            keep = False  # xml:base, foreign namespaces
        elif local.startswith("on") or local in ("base", "formaction", "action", "src", "srcset"):
            keep = False
        elif local == "href":
            keep = name in _HREF_ELEMENTS and (bool(_FRAGMENT.match(value.strip()))
                                               or (name == "image" and bool(_SAFE_DATA.match(value.strip()))))
        elif local == "style":
            keep = _style_safe(value)
        elif "url(" in value.lower().replace(" ", "") or "javascript:" in value.lower() or "&" in value:
            refs = _URL_REF.findall(value)
            keep = bool(refs) and all(_FRAGMENT.match(r.strip()) for r in refs) and "javascript:" not in value.lower()
        if not keep:
            del el.attrib[key]


def _style_safe(value: str) -> bool:
    import tinycss2

    for decl in tinycss2.parse_blocks_contents(value, skip_comments=True, skip_whitespace=True):
        if decl.type != "declaration":
            return False
        if not css_value_tokens_safe(decl.value, allow_url=True):
            return False
        for token in decl.value:
            ref = token.value if token.type == "url" else None
            if token.type == "function" and token.lower_name == "url":
                ref = "".join(t.value for t in token.arguments if t.type == "string")
            if ref is not None and not _FRAGMENT.match(ref.strip()):
                return False
    return True
