"""The copy is a book of its own to a reading system: its own identifier and a marked title.

Readers key saved positions, caches and library entries by the package's unique
identifier (Foliate hung opening the original once a position saved in the copy's
appendix was kept under the shared identifier). The copy's identifier is derived from
the source's, so exporting again gives the same one and positions saved in an earlier
copy still apply; the NCX's dtb:uid, which must equal it, follows. The title gets a mark
("… (X-Ray)") so the two are told apart on a shelf. Every other line of metadata stays.
"""

from __future__ import annotations

import uuid

from lxml import etree

from .package import DC_NS, NCX_NS, OPF_NS, Package, serialize

# A fixed namespace: the same source identifier always gives the same copy identifier.
_COPY_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://understory.invalid/export-epub/x-ray-copy")
DEFAULT_TITLE_MARK = " (X-Ray)"


def copy_identifier(source_identifier: str) -> str:
    return f"urn:uuid:{uuid.uuid5(_COPY_NAMESPACE, source_identifier.strip())}"


def make_own_book(package: Package, title_mark: str) -> None:
    """Gives the package a new unique identifier (derived from its own) and marks its title."""
    md = package.metadata_el
    if md is None:
        return
    uid = package.opf.getroot().get("unique-identifier")
    identifiers = list(md.iter(f"{{{DC_NS}}}identifier"))
    chosen = next((i for i in identifiers if uid and i.get("id") == uid), identifiers[0] if identifiers else None)
    old = "".join(chosen.itertext()).strip() if chosen is not None else ""
    new = copy_identifier(old or package.path.name)
    if chosen is None:
        chosen = etree.SubElement(md, f"{{{DC_NS}}}identifier", id=uid or "understory-xray-uid")
        if not uid:
            package.opf.getroot().set("unique-identifier", chosen.get("id"))
    chosen.text = new
    if chosen.get(f"{{{OPF_NS}}}scheme") is not None:  # EPUB 2: it said what the old one was
        chosen.set(f"{{{OPF_NS}}}scheme", "UUID")
    if chosen.get("id"):  # a refinement of the old identifier (an ISBN's type) no longer holds
        for meta in list(md.iter(f"{{{OPF_NS}}}meta")):
            if meta.get("refines") == f"#{chosen.get('id')}" and meta.get("property") == "identifier-type":
                md.remove(meta)
    if title_mark:
        title = _main_title(md)
        if title is not None:
            title.text = (title.text or "").rstrip() + title_mark
    package.changed[package.opf_path] = serialize(package.opf)
    _follow_in_ncx(package, new, title_mark)


def _main_title(md):
    titles = list(md.iter(f"{{{DC_NS}}}title"))
    types = {m.get("refines"): (m.text or "").strip() for m in md.iter(f"{{{OPF_NS}}}meta")
             if m.get("property") == "title-type"}
    main = next((t for t in titles if t.get("id") and types.get(f"#{t.get('id')}") == "main"), None)
    return main if main is not None else (titles[0] if titles else None)


def _follow_in_ncx(package: Package, uid: str, title_mark: str) -> None:
    """The NCX's dtb:uid must be the package's identifier; its title is the book's."""
    ncx_path = package.ncx_path()
    if ncx_path is None:
        return
    tree = package.parse(ncx_path)
    root = tree.getroot()
    for meta in root.iter(f"{{{NCX_NS}}}meta"):
        if meta.get("name") == "dtb:uid":
            meta.set("content", uid)
    text = root.find(f"{{{NCX_NS}}}docTitle/{{{NCX_NS}}}text")
    if title_mark and text is not None and (text.text or "").strip():
        text.text = text.text.rstrip() + title_mark
    package.changed[ncx_path] = serialize(tree)
