"""Safe XML decoding and parsing: no DTDs, no entities, no network, ever."""

from __future__ import annotations

import codecs
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
    try:
        root = lxml_html.document_fromstring(text, parser=_HTML_PARSER)
    except (etree.LxmlError, ValueError, RecursionError) as exc:
        raise XMLMarkupError(f"{msg}; not readable as HTML either ({exc})") from exc
    return root, f"not well-formed XML ({msg}); read as HTML"


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
