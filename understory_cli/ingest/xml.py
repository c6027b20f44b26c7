"""Safe XML decoding and parsing: no DTDs, no entities, no network, ever."""

from __future__ import annotations

import codecs
import html
import re

from lxml import etree, html as lxml_html

_DECL = re.compile(rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._\-]+)["']""")
_DECL_TEXT = re.compile(r"^\s*<\?xml[^>]*\?>")
_BOMS = [
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
]


class XMLDecodeError(ValueError):
    """Bytes that do not decode as the text they claim to be."""


class XMLMarkupError(ValueError):
    """Text no parser makes a document of (with the parser's own words)."""

    def __init__(self, msg: str):
        self.msg = msg
        super().__init__(msg)


# Not XML 1.0 characters: a stray control byte (a flipped bit) would make lxml refuse the
# whole string; they carry no text, so they go before parsing.
_NOT_XML_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_NOT_TEXT_CODECS = {"idna", "punycode", "unicode_escape", "raw_unicode_escape", "utf_7", "undefined"}


def decode_xml(data: bytes) -> str:
    """Bytes of an XML document to text, by BOM, then declaration, then UTF-8.

    An unknown declared encoding falls back to UTF-8; bytes that do not decode raise.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _decode(data[len(bom):], encoding)
    if data[:4] in (b"\x00\x00\x00<", b"<\x00\x00\x00"):  # UTF-32 without a BOM
        return _decode(data, "utf-32-be" if data[0] == 0 else "utf-32-le")
    if data[:4] in (b"<\x00?\x00", b"\x00<\x00?"):  # UTF-16 without a BOM
        return _decode(data, "utf-16-le" if data[0] == 0x3C else "utf-16-be")
    match = _DECL.match(data[:200])
    encoding = "utf-8"
    if match:
        declared = match.group(1).decode("ascii").lower()
        encoding = declared if _usable_codec(declared) else "utf-8"
        if encoding.replace("_", "-") in ("utf-16", "utf-32"):
            encoding = "utf-8"  # declared wide but has no BOM and looked narrow: read as UTF-8
    return _decode(data, encoding)


def _usable_codec(name: str) -> bool:
    """A text codec that reads the ASCII declaration it was named in as ASCII (a file that
    says encoding="cp500" in ASCII is not EBCDIC)."""
    try:
        info = codecs.lookup(name)
    except LookupError:
        return False
    if not getattr(info, "_is_text_encoding", True) or info.name.replace("-", "_") in _NOT_TEXT_CODECS:
        return False
    try:
        return b'<?xml version="1.0" encoding="x"?>'.decode(info.name) == '<?xml version="1.0" encoding="x"?>'
    except (UnicodeError, LookupError, ValueError):
        return False


def _decode(data: bytes, encoding: str) -> str:
    try:
        text = data.decode(encoding)
    except UnicodeError as exc:
        where = f" (byte {exc.start})" if isinstance(exc, UnicodeDecodeError) else ""
        raise XMLDecodeError(f"text is not valid {encoding}{where}") from exc
    except (LookupError, ValueError) as exc:
        raise XMLDecodeError(f"cannot decode text as {encoding} ({exc})") from exc
    return _NOT_XML_CHARS.sub("", text)


_PARSER = etree.XMLParser(
    resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False,
    remove_comments=True, remove_pis=True, huge_tree=False,
)
_HTML_PARSER = lxml_html.HTMLParser(no_network=True, remove_comments=True, remove_pis=True)


def parse_xml(data: bytes) -> etree._Element:
    """Parse strict XML; raises XMLMarkupError or XMLDecodeError."""
    text = _DECL_TEXT.sub("", decode_xml(data), count=1)
    if not text.strip():
        raise XMLMarkupError("the document is empty")
    try:
        return etree.fromstring(text, _PARSER)
    except etree.XMLSyntaxError as exc:
        raise XMLMarkupError(exc.msg or str(exc)) from exc
    except (etree.LxmlError, ValueError, RecursionError) as exc:
        raise XMLMarkupError(str(exc) or type(exc).__name__) from exc


def parse_xhtml(data: bytes) -> tuple[etree._Element, str | None]:
    """Parse a content document; broken XML is recovered as HTML with a warning.

    Both parsers stop at 256 nested elements (libxml2's limit without huge_tree, which we
    keep off), and the HTML one then drops the rest of the document without a word: a
    document the XML parser refuses is flattened first (the elements past FLATTEN_DEPTH
    lose their tags, never their text). Text the HTML recovery still loses is counted in
    the warning.
    An empty document is an empty body, with a warning. Raises XMLDecodeError or
    XMLMarkupError when neither parser can read it.
    """
    text = _DECL_TEXT.sub("", decode_xml(data), count=1)
    if not text.strip():
        return etree.fromstring("<html><body/></html>"), "the document is empty"
    try:
        return etree.fromstring(text, _PARSER), None
    except (etree.LxmlError, ValueError) as exc:
        msg = getattr(exc, "msg", None) or str(exc)
    notes = []
    flat, unwrapped = flatten_deep(text, FLATTEN_DEPTH)
    if unwrapped:
        text = flat
        note = (f"nested more than {FLATTEN_DEPTH} elements deep: {unwrapped:,} elements past that depth "
                "were unwrapped (their text is kept)")
        try:
            return etree.fromstring(text, _PARSER), note
        except (etree.LxmlError, ValueError) as exc:
            msg = getattr(exc, "msg", None) or str(exc)
        notes.append(note)
    try:
        root = lxml_html.document_fromstring(text, parser=_HTML_PARSER)
    except (etree.LxmlError, ValueError, RecursionError) as exc:
        raise XMLMarkupError(f"{msg}; not readable as HTML either ({exc})") from exc
    notes.insert(0, f"not well-formed XML ({msg}); read as HTML")
    had, kept = _characters(text), len("".join("".join(root.itertext()).split()))
    if had - kept > max(20, had // 50):  # more than a little (entities and spacing differ)
        notes.append(f"about {had - kept:,} characters of its text could not be read and are dropped")
    return root, "; ".join(notes)


FLATTEN_DEPTH = 200  # below libxml2's 256, and shallow enough for recursive walks
_TAG = re.compile(r"""<(/?)([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
_IMPLIED_CLOSE = {"p", "li", "dt", "dd", "tr", "td", "th", "option"}  # a second one closes the first (HTML)


def flatten_deep(text: str, limit: int) -> tuple[str, int]:
    """Markup with every element nested deeper than `limit` unwrapped: its start and end
    tags go, its content stays in place. Returns the text and how many were unwrapped
    (0: the text is returned as it was)."""
    if text.count("<") <= limit:
        return text, 0
    out: list[str] = []
    stack: list[tuple[str, bool]] = []  # open elements: (name, kept)
    depth = at = unwrapped = 0
    for match in _TAG.finditer(text):
        closing, name, rest = match.group(1), match.group(2).lower(), match.group(3)
        keep = True
        if closing:
            for i in range(len(stack) - 1, -1, -1):  # sloppy markup: close down to the matching element
                if stack[i][0] == name:
                    keep = stack[i][1]
                    depth -= sum(kept for _, kept in stack[i:])
                    del stack[i:]
                    break
        elif not (rest.rstrip().endswith("/") or name in _VOID):
            if name in _IMPLIED_CLOSE and stack and stack[-1][0] == name:
                depth -= stack.pop()[1]
            keep = depth < limit
            stack.append((name, keep))
            depth += keep
            unwrapped += not keep
        if not keep:
            out.append(text[at:match.start()])
            at = match.end()
    if not unwrapped:
        return text, 0
    out.append(text[at:])
    return "".join(out), unwrapped


def _characters(markup: str) -> int:
    """Characters of text in markup (without white space), for what a parser dropped."""
    body = re.sub(r"<!--.*?-->|<script\b.*?</script\s*>|<style\b.*?</style\s*>", " ", markup, flags=re.S | re.I)
    return len("".join(html.unescape(re.sub(r"<[^>]*>", " ", body)).split()))


def local(el) -> str:
    """Tag name without namespace ('' for comments and entities)."""
    tag = el.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1].lower()


def attr(el, name: str) -> str | None:
    """An attribute by local name, whatever its namespace (epub:type, xml:lang, ...)."""
    value = el.get(name)
    if value is not None:
        return value
    for key, val in el.attrib.items():
        if key.rsplit("}", 1)[-1] == name or key.rsplit(":", 1)[-1] == name:
            return val
    return None


def children(el, name: str) -> list:
    return [c for c in el if local(c) == name]


def descendants(el, name: str) -> list:
    return [d for d in el.iter() if local(d) == name]


def first(el, name: str):
    for d in el.iter():
        if local(d) == name:
            return d
    return None


def squash(text: str | None) -> str:
    """Collapse white space to single spaces (the way a browser shows it)."""
    return " ".join((text or "").split())
