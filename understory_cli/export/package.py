"""The source EPUB's package: read its files (with the ingest's safe container), find the
OPF, spine, nav and NCX, add the export's items to them, and write the copy.

Every file the export does not change is written back byte for byte, in the source's
order; `mimetype` stays first and stored, as the OCF format requires.
"""

from __future__ import annotations

import posixpath
import zipfile
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from ..errors import BadInputError
from ..ingest.container import Container, resolve_href

OPF_NS = "http://www.idpf.org/2007/opf"
DC_NS = "http://purl.org/dc/elements/1.1/"
NCX_NS = "http://www.daisy.org/z3986/2005/ncx/"
XHTML_TYPES = {"application/xhtml+xml", "text/html"}
# Parsing keeps everything the book wrote (comments, processing instructions, entity
# references) and resolves nothing: no DTD, no entity, no network.
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, remove_comments=False,
                         remove_pis=False, strip_cdata=False, huge_tree=False)


@dataclass
class SpineItem:
    idref: str
    path: str
    media_type: str
    properties: set[str]


class Package:
    def __init__(self, path: Path):
        self.path = path
        self.c = Container(path)
        self.changed: dict[str, bytes] = {}
        self.added: dict[str, bytes] = {}
        container = self.parse("META-INF/container.xml")
        rootfiles = [r for r in container.iter("{*}rootfile") if r.get("full-path")]
        if not rootfiles:
            raise BadInputError(path, "META-INF/container.xml names no package document")
        packages = [r for r in rootfiles if (r.get("media-type") or "").endswith("oebps-package+xml")] or rootfiles
        self.opf_path = self.c.find(packages[0].get("full-path").strip()) or packages[0].get("full-path").strip()
        self.opf = self.parse(self.opf_path)
        root = self.opf.getroot()
        self.epub3 = (root.get("version") or "2.0").strip().startswith("3")
        self.manifest_el = root.find(f"{{{OPF_NS}}}manifest")
        self.spine_el = root.find(f"{{{OPF_NS}}}spine")
        self.metadata_el = root.find(f"{{{OPF_NS}}}metadata")
        if self.manifest_el is None or self.spine_el is None:
            raise BadInputError(path, f"{self.opf_path} has no manifest or no spine")
        self.items = {}
        for item in self.manifest_el.iter(f"{{{OPF_NS}}}item"):
            resolved = resolve_href(self.opf_path, item.get("href") or "")
            if item.get("id") and resolved:
                self.items[item.get("id")] = item, self.c.find(resolved[0]) or resolved[0]

    def parse(self, name: str) -> etree._ElementTree:
        """A file as the copy has it so far (two steps may change the same NCX)."""
        try:
            data = self.changed[name] if name in self.changed else self.c.read(name, document=True)
            return etree.fromstring(data, PARSER).getroottree()
        except KeyError:
            raise BadInputError(self.path, f"{name} is missing") from None
        except etree.XMLSyntaxError as exc:
            raise BadInputError(self.path, f"{name} is not well-formed XML ({exc.msg})") from exc

    def spine(self) -> list[SpineItem]:
        out, seen = [], set()
        for ref in self.spine_el.iter(f"{{{OPF_NS}}}itemref"):
            found = self.items.get(ref.get("idref") or "")
            if found is None or found[1] in seen:  # read once, as the ingest does
                continue
            item, path = found
            seen.add(path)
            out.append(SpineItem(ref.get("idref"), path, (item.get("media-type") or "").strip().lower(),
                                 set((item.get("properties") or "").split())))
        return out

    def nav_path(self) -> str | None:
        return next((path for item, path in self.items.values() if "nav" in (item.get("properties") or "").split()),
                    None)

    def ncx_path(self) -> str | None:
        toc = self.items.get(self.spine_el.get("toc") or "")
        if toc is None:
            toc = next((v for v in self.items.values() if v[0].get("media-type") == "application/x-dtbncx+xml"), None)
        return toc[1] if toc else None

    def free_path(self, folder: str, name: str) -> str:
        path = posixpath.join(folder, name) if folder else name
        stem, dot, ext = name.rpartition(".")
        n = 1
        while self.c.exists(path) or path in self.added:
            n += 1
            path = posixpath.join(folder, f"{stem}-{n}{dot}{ext}") if folder else f"{stem}-{n}{dot}{ext}"
        return path

    def href_from(self, base: str, target: str) -> str:
        """A relative reference from the file `base` to the container path `target`."""
        from urllib.parse import quote

        return quote(posixpath.relpath(target, posixpath.dirname(base) or "."))

    def exists_from(self, base: str, href: str) -> bool:
        resolved = resolve_href(base, href)
        return resolved is not None and self.c.exists(resolved[0])

    def add_item(self, item_id: str, path: str, media_type: str, data: bytes, *, spine: bool = False) -> None:
        self.added[path] = data
        etree.SubElement(self.manifest_el, f"{{{OPF_NS}}}item", id=item_id,
                         href=self.href_from(self.opf_path, path), **{"media-type": media_type})
        _indent_like_siblings(self.manifest_el, len(self.manifest_el) - 1)
        if spine:
            etree.SubElement(self.spine_el, f"{{{OPF_NS}}}itemref", idref=item_id)
            _indent_like_siblings(self.spine_el, len(self.spine_el) - 1)

    def stamp(self, modified: str, generator: str) -> None:
        """A new modification date (EPUB 3 dcterms:modified; EPUB 2 a dated modification)
        and a note of what made the copy; every other line of metadata stays as it was."""
        md = self.metadata_el
        if md is None:
            return
        before = len(md)
        if self.epub3:
            stamp = next((m for m in md.iter(f"{{{OPF_NS}}}meta") if m.get("property") == "dcterms:modified"
                          and not m.get("refines")), None)
            if stamp is None:
                stamp = etree.SubElement(md, f"{{{OPF_NS}}}meta", property="dcterms:modified")
            stamp.text = modified
        else:
            date = etree.SubElement(md, f"{{{DC_NS}}}date")
            date.set(f"{{{OPF_NS}}}event", "modification")
            date.text = modified[:10]
        etree.SubElement(md, f"{{{OPF_NS}}}meta", name="generator", content=generator)
        _indent_like_siblings(md, before)
        self.changed[self.opf_path] = serialize(self.opf)

    def write(self, out: Path) -> None:
        """The copy: every source file in its order (changed ones replaced), then the new ones."""
        tmp = out.with_name(out.name + ".part")
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
            names = self.c.names()
            if "mimetype" in names:
                z.writestr(zipfile.ZipInfo("mimetype"), self.c.read("mimetype"), compress_type=zipfile.ZIP_STORED)
            for name in names:
                if name != "mimetype":
                    z.writestr(_info(name), self.changed.get(name) or self.c.read(name))
            for name, data in self.added.items():
                z.writestr(_info(name), data)
        tmp.replace(out)

    def close(self) -> None:
        self.c.close()


def _indent_like_siblings(parent, first_new: int) -> None:
    """Elements appended from `first_new` on take the layout of those before them."""
    if first_new < 1 or first_new >= len(parent):
        return
    inner = parent[first_new - 2].tail if first_new >= 2 else parent.text
    closing = parent[first_new - 1].tail
    parent[first_new - 1].tail = inner
    for el in parent[first_new:]:
        el.tail = inner
    parent[-1].tail = closing


def _info(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def serialize(tree: etree._ElementTree) -> bytes:
    """A parsed document back to bytes, in its own encoding, with its declaration and doctype."""
    encoding = tree.docinfo.encoding or "utf-8"
    if encoding.lower().replace("-", "") in ("utf16", "utf32"):
        encoding = "utf-8"  # the declaration is rewritten to match
    return etree.tostring(tree, encoding=encoding, xml_declaration=True)
