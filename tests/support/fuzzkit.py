"""A fuzz corpus of broken and hostile EPUBs, made from the real ones in ../shared/corpora.

`fuzz_cases(seed)` is deterministic for a seed: truncations, bit flips in stored and
deflated members, in local headers and in the central directory; corrupted package,
navigation, NCX and content documents (encodings that lie, control characters, empty
files, entity bombs, deep nesting, broken metadata); zip bombs with honest and lying
headers, per file and per book; huge spines and manifests. Each case is (name, bytes);
`write_cases` puts them in a folder for the command line or a benchmark.

    python tests/support/fuzzkit.py OUT_DIR [SEED]   # write the cases as OUT_DIR/<name>.epub
    python tests/support/fuzzrun.py FOLDER [SEED]    # ingest every case in one process: JSON lines
"""

from __future__ import annotations

import io
import random
import re
import struct
import sys
import zipfile
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPORA = ROOT.parent / "shared" / "corpora"

# Small and medium seeds: EPUB 2 (NCX) and 3 (nav), English, Chinese, Japanese.
# Each with how many document corruptions to draw. The long books are cut to their first
# spine items (every file stays in the archive): a case that survives costs a full ingest.
SEEDS = {
    "epub/readium/Tiny-2-NCX.epub": 30,
    "epub/readium/Tiny-3-Footnote.epub": 30,
    "epub/epubcheck/epub2-minimal.epub": 24,
    "epub/idpf/wasteland.epub": 20,
    "epub/idpf/trees.epub": 20,
    "epub/idpf/kusamakura-japanese-vertical-writing.epub": 16,
    "chinese/xiyouji/xiyouji-vol01.epub": 16,
    "series/oz/01_l-frank-baum_the-wonderful-wizard-of-oz.epub": 16,
}
SLIM = {"epub/idpf/kusamakura-japanese-vertical-writing.epub", "chinese/xiyouji/xiyouji-vol01.epub",
        "series/oz/01_l-frank-baum_the-wonderful-wizard-of-oz.epub"}
_BIG = 99
MB = 1024 * 1024


@dataclass
class Member:
    name: str
    data: bytes
    compress: int


def read_members(data: bytes) -> list[Member]:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return [Member(i.filename, zf.read(i), i.compress_type) for i in zf.infolist() if not i.is_dir()]


def build(members: list[Member]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for m in members:
            zf.writestr(zipfile.ZipInfo(m.name), m.data, compress_type=m.compress)
    return buf.getvalue()


# -- raw archive surgery ------------------------------------------------------------

def _data_spans(data: bytes) -> list[tuple[str, int, int, int, int]]:
    """(name, compress_type, local header offset, data start, compressed size) per member."""
    out = []
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            off = info.header_offset
            name_len, extra_len = struct.unpack("<HH", data[off + 26:off + 30])
            out.append((info.filename, info.compress_type, off, off + 30 + name_len + extra_len, info.compress_size))
    return out


def _central_directory(data: bytes) -> tuple[int, int]:
    end = data.rfind(b"PK\x05\x06")
    size, offset = struct.unpack("<II", data[end + 12:end + 20])
    return offset, offset + size


def flip_bits(data: bytes, lo: int, hi: int, rng: random.Random, n: int = 1) -> bytes:
    out = bytearray(data)
    for _ in range(n):
        if hi <= lo:
            break
        at = rng.randrange(lo, hi)
        out[at] ^= 1 << rng.randrange(8)
    return bytes(out)


def lie_about_sizes(data: bytes, names: set[str], size: int = 1024) -> bytes:
    """Every named member claims to inflate to `size` bytes, in its local header and in
    the central directory."""
    out = bytearray(data)
    for name, _, off, _, _ in _data_spans(data):
        if name in names:
            out[off + 22:off + 26] = struct.pack("<I", size)
    cd, cd_end = _central_directory(data)
    i = cd
    while i < cd_end and out[i:i + 4] == b"PK\x01\x02":
        name_len, extra_len, comment_len = struct.unpack("<HHH", out[i + 28:i + 34])
        name = bytes(out[i + 46:i + 46 + name_len]).decode("utf-8", "replace")
        if name in names:
            out[i + 24:i + 28] = struct.pack("<I", size)
        i += 46 + name_len + extra_len + comment_len
    return bytes(out)


# -- bombs: compressed once per process ----------------------------------------------

def raw_zip(entries: list[tuple[str, int, bytes, int, int]]) -> bytes:
    """A ZIP written byte by byte: (name, method, stored or raw-deflated payload, CRC,
    uncompressed size as claimed) per member, so a header can say anything."""
    body, central = io.BytesIO(), io.BytesIO()
    for name, method, payload, crc, size in entries:
        encoded = name.encode()
        offset = body.tell()
        body.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0x800, method, 0, 0x21, crc, len(payload), size,
                               len(encoded), 0) + encoded + payload)
        central.write(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0x800, method, 0, 0x21, crc, len(payload),
                                  size, len(encoded), 0, 0, 0, 0, 0, offset) + encoded)
    cd = central.getvalue()
    start = body.tell()
    body.write(cd + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), len(cd), start, 0))
    return body.getvalue()


def _entry(m: Member) -> tuple[str, int, bytes, int, int]:
    if m.compress == zipfile.ZIP_STORED:
        return m.name, 0, m.data, zlib.crc32(m.data), len(m.data)
    comp = zlib.compressobj(6, zlib.DEFLATED, -15)
    return m.name, 8, comp.compress(m.data) + comp.flush(), zlib.crc32(m.data), len(m.data)


def bomb_zip(base: list[Member], extra: dict[str, tuple[bytes, int, int]], opf_items: str = "", *,
             lie: int | None = None) -> bytes:
    """The seed plus members given as (raw deflate, real size, CRC); with `lie`, those
    members' headers claim `lie` bytes."""
    entries = []
    for m in base:
        data = m.data
        if m.name.lower().endswith(".opf") and opf_items:
            data = data.replace(b"</manifest>", opf_items.encode() + b"</manifest>", 1)
        entries.append(_entry(Member(m.name, data, m.compress)))
    for name, (payload, size, crc) in extra.items():
        entries.append((name, 8, payload, crc, size if lie is None else lie))
    return raw_zip(entries)


@lru_cache(maxsize=None)
def _zero_crc(size: int) -> int:
    crc, block = 0, bytes(MB)
    for _ in range(size // MB):
        crc = zlib.crc32(block, crc)
    return zlib.crc32(bytes(size % MB), crc)


@lru_cache(maxsize=None)
def zeros_bomb(size_mb: int) -> tuple[bytes, int, int]:
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = bytes(MB)
    payload = b"".join([comp.compress(block) for _ in range(size_mb)] + [comp.flush()])
    return payload, size_mb * MB, _zero_crc(size_mb * MB)


@lru_cache(maxsize=None)
def paragraph_bomb(size_mb: int) -> tuple[bytes, int, int]:
    """An XHTML chapter of `size_mb` MB of one-letter paragraphs, deflated."""
    data = (b'<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>p'
            b'</title></head><body>' + b"<p>x</p>" * (size_mb * MB // 8) + b"</body></html>")
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    return comp.compress(data) + comp.flush(), len(data), zlib.crc32(data)


@lru_cache(maxsize=None)
def markup_bomb(size_mb: int) -> tuple[bytes, int, int]:
    """An XHTML chapter of `size_mb` MB of paragraphs, deflated."""
    head = (b'<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>b'
            b'</title></head><body>')
    unit = b"<p>All work and no play makes Jack a dull boy.</p>\n" * 20000
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    parts, size, crc = [comp.compress(head)], len(head), zlib.crc32(head)
    while size + len(unit) < size_mb * MB:
        parts.append(comp.compress(unit))
        size += len(unit)
        crc = zlib.crc32(unit, crc)
    parts.append(comp.flush())
    return b"".join(parts), size, crc


# -- document corruptions ------------------------------------------------------------

def _doc_mutations(data: bytes, rng: random.Random) -> list[tuple[str, bytes]]:
    text = data
    cut = rng.randrange(1, max(2, len(text)))
    lo = rng.randrange(0, max(1, len(text)))
    hi = min(len(text), lo + rng.randrange(1, 200))
    noise = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    decl = re.compile(rb"^(\s*<\?xml[^>]*?)(\?>)")
    with_decl = lambda enc: (decl.sub(rb'<?xml version="1.0" encoding="' + enc + rb'"?>', text, count=1)
                             if decl.search(text) else b'<?xml version="1.0" encoding="' + enc + b'"?>' + text)
    depth = 5000
    return [
        ("truncated", text[:cut]),
        ("range-deleted", text[:lo] + text[hi:]),
        ("noise", text[:lo] + noise + text[lo:]),
        ("empty", b""),
        ("whitespace", b"  \n"),
        ("cp500", with_decl(b"cp500")),
        ("rot13", with_decl(b"rot13")),
        ("utf16-declared", with_decl(b"utf-16")),
        ("unknown-encoding", with_decl(b"x-no-such-thing")),
        ("utf16-bom-lie", b"\xff\xfe" + text),
        ("latin1-bytes", text.replace(b"e", b"\xe9", 50)),
        ("control-chars", text[:lo] + b"\x00\x01\x08\x0b\x1f" + text[lo:]),
        ("billion-laughs", re.sub(rb"<\?xml[^>]*\?>", b"", text, count=1).replace(
            b"<", b'<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
                  b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">'
                  b'<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><', 1).replace(b"</body>", b"<p>&e;</p></body>")),
        ("xxe", b'<?xml version="1.0"?><!DOCTYPE html [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                + re.sub(rb"<\?xml[^>]*\?>", b"", text, count=1).replace(b"</body>", b"<p>&x;</p></body>")),
        ("deep-nesting", text.replace(b"</body>", b"<div>" * depth + b"deep" + b"</div>" * depth + b"</body>")),
        ("unclosed", re.sub(rb"</(p|div|li|navPoint|item|itemref)>", b"", text)),
        ("binary", bytes(rng.randrange(256) for _ in range(2048))),
    ]


_OPF_EDITS = [
    ("series-1e20", rb"</metadata>", b'<meta name="calibre:series" content="S"/><meta name="calibre:series_index" content="1e20"/></metadata>'),
    ("series-inf", rb"</metadata>", b'<meta name="calibre:series" content="S"/><meta name="calibre:series_index" content="inf"/></metadata>'),
    ("series-nan", rb"</metadata>", b'<meta name="calibre:series" content="S"/><meta name="calibre:series_index" content="nan"/></metadata>'),
    ("series-negative", rb"</metadata>", b'<meta name="calibre:series" content="S"/><meta name="calibre:series_index" content="-3"/></metadata>'),
    ("title-huge-volume", rb"<dc:title[^>]*>", b"\\g<0>Vol. 99999999999999999999 "),
    ("reading-list", rb"</metadata>", b'<meta property="belongs-to-collection" id="c1">100 Greatest Novels</meta>'
                                      b'<meta property="collection-type" refines="#c1">set</meta>'
                                      b'<meta property="group-position" refines="#c1">11</meta></metadata>'),
    ("no-spine", rb"<spine[\s\S]*?</spine>", b""),
    ("no-manifest", rb"<manifest[\s\S]*?</manifest>", b"<manifest/>"),
    ("no-metadata", rb"<metadata[\s\S]*?</metadata>", b""),
    ("spine-unknown-idrefs", rb'idref="', b'idref="zz'),
    ("hrefs-escape", rb'href="', b'href="../../../../etc/'),
    ("fallback-cycle", rb"</manifest>", b'<item id="f1" href="x1.png" media-type="image/x" fallback="f2"/>'
                                        b'<item id="f2" href="x2.png" media-type="image/x" fallback="f1"/></manifest>'),
    ("spine-fallback-cycle", rb"<spine([^>]*)>", b'<spine\\1><itemref idref="f1"/>'),
    ("script-items", rb"</manifest>", b'<item id="js" href="x.js" media-type="image/javascript"/>'
                                      b'<item id="hx" href="x.html" media-type="image/x-html"/></manifest>'),
]


def _opf_mutations(data: bytes) -> list[tuple[str, bytes]]:
    out = []
    for name, pattern, repl in _OPF_EDITS:
        mutated = re.sub(pattern, repl, data, count=1)
        if name == "spine-fallback-cycle":
            mutated = re.sub(_OPF_EDITS[11][1], _OPF_EDITS[11][2], mutated, count=1)
        if mutated != data:
            out.append((name, mutated))
    return out


def _kind(name: str, members: list[Member]) -> str | None:
    low = name.lower()
    if low.endswith(".opf"):
        return "opf"
    if low.endswith(".ncx"):
        return "ncx"
    if re.search(r"nav|toc", low) and re.search(r"\.x?html?$", low):
        return "nav"
    if re.search(r"\.x?html?$", low):
        return "xhtml"
    if low == "meta-inf/container.xml":
        return "container"
    return None


# -- the corpus ----------------------------------------------------------------------

def fuzz_cases(seed: int = 14, *, bombs: bool = True, huge: bool = True) -> list[tuple[str, bytes]]:
    """The deterministic fuzz corpus for `seed`: a few hundred (name, EPUB bytes)."""
    rng = random.Random(seed)
    cases: list[tuple[str, bytes]] = []
    for rel, per_seed in SEEDS.items():
        original = (CORPORA / rel).read_bytes()
        if rel in SLIM:
            original = slim(original)
        stem = Path(rel).stem[:24]
        members = read_members(original)
        spans = _data_spans(original)
        cd, cd_end = _central_directory(original)
        local = [(name, start, start + size) for name, _, _, start, size in spans]
        stored = [s for s in local if any(m.name == s[0] and m.compress == zipfile.ZIP_STORED for m in members) and s[2] > s[1]]
        deflated = [s for s in local if s not in stored and s[2] > s[1]]
        made: list[tuple[str, bytes]] = []
        for i in range(4):
            made.append((f"truncated-{i}", original[:rng.randrange(1, len(original))]))
        for i in range(3):
            _, lo, hi = rng.choice(stored)
            made.append((f"flip-stored-{i}", flip_bits(original, lo, hi, rng)))
        for i in range(5):
            _, lo, hi = rng.choice(deflated)
            made.append((f"flip-deflated-{i}", flip_bits(original, lo, hi, rng, n=rng.choice([1, 1, 3]))))
        for i in range(3):
            made.append((f"flip-central-{i}", flip_bits(original, cd, cd_end, rng, n=rng.choice([1, 2]))))
        for i in range(2):
            _, _, off, start, _ = rng.choice(spans)
            made.append((f"flip-local-header-{i}", flip_bits(original, off, start, rng)))
        # documents: every kind at least once, then random picks
        by_kind: dict[str, list[Member]] = {}
        for m in members:
            kind = _kind(m.name, members)
            if kind:
                by_kind.setdefault(kind, []).append(m)
        doc_cases = []
        for kind, docs in sorted(by_kind.items()):
            for label, data in _doc_mutations(rng.choice(docs).data, rng):
                doc_cases.append((kind, label, rng.choice(docs).name if kind == "xhtml" else docs[0].name, data))
        rng.shuffle(doc_cases)
        for kind, label, target, data in doc_cases[:per_seed]:
            mutated = [Member(m.name, data if m.name == target else m.data, m.compress) for m in members]
            made.append((f"{kind}-{label}", build(mutated)))
        opf = next((m for m in members if m.name.lower().endswith(".opf")), None)
        if opf is not None:
            for label, data in _opf_mutations(opf.data)[:None if per_seed >= _BIG else 6]:
                mutated = [Member(m.name, data if m is opf else m.data, m.compress) for m in members]
                made.append((f"opf-{label}", build(mutated)))
        made.append(("no-text", _no_text(members)))
        cases.extend((f"{stem}-{name}", data) for name, data in made)
    if bombs:
        cases.extend(bomb_cases())
    if huge:
        cases.extend(huge_cases())
    return cases


def slim(data: bytes, keep: int = 4) -> bytes:
    """The book with its spine cut to the first `keep` items (the files all stay)."""
    members = read_members(data)
    out = []
    for m in members:
        body = m.data
        if m.name.lower().endswith(".opf"):
            refs = list(re.finditer(rb"<itemref\b[^>]*>", body))
            if len(refs) > keep:
                body = body[:refs[keep].start()] + body[refs[-1].end():]
        out.append(Member(m.name, body, m.compress))
    return build(out)


def _no_text(members: list[Member]) -> bytes:
    """Every content document emptied of text: a book of blank pages."""
    out = []
    for m in members:
        data = m.data
        if _kind(m.name, members) == "xhtml":
            data = re.sub(rb"<body[\s\S]*</body>", b"<body><p> </p></body>", data)
        out.append(Member(m.name, data, m.compress))
    return build(out)


def _seed(rel: str = "epub/readium/Tiny-3-Footnote.epub") -> list[Member]:
    return read_members((CORPORA / rel).read_bytes())


def _opf_name(members: list[Member]) -> str:
    return next(m.name for m in members if m.name.lower().endswith(".opf"))


def bomb_cases() -> list[tuple[str, bytes]]:
    """Zip bombs: one huge image, one huge chapter, many big images; honest and lying headers."""
    base = _seed()
    opf_dir = _opf_name(base).rpartition("/")[0]
    prefix = opf_dir + "/" if opf_dir else ""
    cases = []
    big, hundred, chapter = zeros_bomb(300), zeros_bomb(100), markup_bomb(200)
    item = '<item id="bomb" href="bomb.png" media-type="image/png"/>'
    names = {f"{prefix}b{i}.png": hundred for i in range(7)}
    items = "".join(f'<item id="b{i}" href="b{i}.png" media-type="image/png"/>' for i in range(7))
    text_name = next(m.name for m in base if _kind(m.name, base) == "xhtml" and not re.search("nav|toc", m.name, re.I))
    rest = [m for m in base if m.name != text_name]
    for lie, label in ((None, "honest"), (1024, "lying")):
        cases.append((f"bomb-member-{label}", bomb_zip(base, {prefix + "bomb.png": big}, item, lie=lie)))
        cases.append((f"bomb-book-{label}", bomb_zip(base, names, items, lie=lie)))
        cases.append((f"bomb-chapter-{label}", bomb_zip(rest, {text_name: chapter}, lie=lie)))
    # under every size limit, but a million paragraphs: stopped by the paragraph limit
    cases.append(("bomb-paragraphs", bomb_zip(rest, {text_name: paragraph_bomb(15)})))
    # not in the manifest at all: still never inflated past the limits
    cases.append(("bomb-unlisted-lying", bomb_zip(base, {prefix + "zz.png": big}, lie=1024)))
    return cases


def huge_cases() -> list[tuple[str, bytes]]:
    """Cheap files that list a lot: long spines (repeated and distinct), big manifests."""
    base = _seed()
    opf = next(m for m in base if m.name.lower().endswith(".opf"))
    prefix = opf.name.rpartition("/")[0]
    prefix = prefix + "/" if prefix else ""
    first_ref = re.search(rb'<itemref[^>]*idref="([^"]+)"', opf.data).group(1)
    cases = []

    def with_opf(data: bytes, extra: list[Member] = ()) -> bytes:
        return build([Member(m.name, data if m is opf else m.data, m.compress) for m in base] + list(extra))

    repeat = b"".join(b'<itemref idref="' + first_ref + b'"/>' for _ in range(15000))
    cases.append(("huge-spine-repeated", with_opf(re.sub(rb"</spine>", repeat + b"</spine>", opf.data, count=1))))
    over = b"".join(b'<itemref idref="' + first_ref + b'"/>' for _ in range(25000))
    cases.append(("huge-spine-over-limit", with_opf(re.sub(rb"</spine>", over + b"</spine>", opf.data, count=1))))
    n = 3000
    chapters = [Member(f"{prefix}gen/c{i}.xhtml",
                       f'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>c{i}</title></head><body>'
                       f"<h1>Chapter {i}</h1><p>Words of chapter {i} go here, a line or two of them.</p></body></html>".encode(),
                       zipfile.ZIP_DEFLATED) for i in range(n)]
    items = "".join(f'<item id="g{i}" href="gen/c{i}.xhtml" media-type="application/xhtml+xml"/>' for i in range(n))
    refs = "".join(f'<itemref idref="g{i}"/>' for i in range(n))
    data = opf.data.replace(b"</manifest>", items.encode() + b"</manifest>", 1)
    data = re.sub(rb"</spine>", refs.encode() + b"</spine>", data, count=1)
    cases.append(("huge-spine-distinct", with_opf(data, chapters)))
    gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
    for label, count in (("huge-manifest", 20000), ("huge-manifest-over-limit", 60000)):
        items = "".join(f'<item id="i{i}" href="img/i{i}.gif" media-type="image/gif"/>' for i in range(count))
        images = [Member(f"{prefix}img/i{i}.gif", gif, zipfile.ZIP_STORED) for i in range(min(count, 20000))]
        cases.append((label, with_opf(opf.data.replace(b"</manifest>", items.encode() + b"</manifest>", 1), images)))
    return cases


def write_cases(out: Path, seed: int = 14) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, data in fuzz_cases(seed):
        path = out / f"{name}.epub"
        path.write_bytes(data)
        paths.append(path)
    return paths


if __name__ == "__main__":
    written = write_cases(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 14)
    print(f"{len(written)} cases in {sys.argv[1]}")
