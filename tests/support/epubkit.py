"""Build small EPUBs for the cases the corpora do not cover (DRM, XXE, scripts, split files)."""

from __future__ import annotations

import zipfile
from pathlib import Path

CONTAINER = """<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>"""


def xhtml(body: str, title: str = "t", head: str = "") -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>{title}</title>{head}</head><body>{body}</body></html>"""


def make_epub(path: Path, docs: dict[str, str], *, toc: list[tuple[str, str]] | str | None = None,
              title: str = "Test Book", extra: dict[str, bytes | str] | None = None,
              manifest_extra: str = "", metadata_extra: str = "", compression=zipfile.ZIP_DEFLATED) -> Path:
    """An EPUB 3 whose spine is `docs` (name -> XHTML) in order, with a nav of `toc`.

    `toc` is a list of (label, href), or the nav's <li> markup itself for nested tables of contents.
    """
    toc = toc if toc is not None else [(name, f"text/{name}") for name in docs]
    nav_items = toc if isinstance(toc, str) else "".join(f'<li><a href="{href}">{label}</a></li>' for label, href in toc)
    nav = xhtml(f'<nav epub:type="toc"><ol>{nav_items}</ol></nav>', "Contents")
    items = "".join(f'<item id="d{i}" href="text/{name}" media-type="application/xhtml+xml"/>' for i, name in enumerate(docs))
    spine = "".join(f'<itemref idref="d{i}"/>' for i in range(len(docs)))
    opf = f"""<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:test:{path.stem}</dc:identifier><dc:title>{title}</dc:title>
    <dc:language>en</dc:language>{metadata_extra}
  </metadata>
  <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>{items}{manifest_extra}</manifest>
  <spine>{spine}</spine>
</package>"""
    files: dict[str, bytes | str] = {"META-INF/container.xml": CONTAINER, "OEBPS/content.opf": opf, "OEBPS/nav.xhtml": nav}
    files.update({f"OEBPS/text/{name}": body for name, body in docs.items()})
    files.update(extra or {})
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        for name, data in files.items():
            zf.writestr(name, data, compress_type=compression)
    return path


def story(n: int, words: str = "The lantern burned all night on Gull Rock") -> dict[str, str]:
    """`n` plain chapters, enough text each to be a story chapter."""
    return {f"ch{i}.xhtml": xhtml(f"<h1>Chapter {i}</h1>" + f"<p>{words}, chapter {i}.</p>" * 5, f"Chapter {i}")
            for i in range(1, n + 1)}
