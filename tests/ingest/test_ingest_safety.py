"""Hostile and broken input: nothing from a book runs, calls out or half-writes the store."""

from __future__ import annotations

import http.server
import threading
import zipfile

import pytest

from conftest import CORPORA, SAMPLE, table_contents
from support.epubkit import make_epub, story, xhtml
from understory_cli.errors import BadInputError
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.sanitize import clean_css
from understory_cli.store import open_store

pytestmark = pytest.mark.corpus


@pytest.fixture
def listener():
    """A local HTTP server that records every request it receives."""
    hits: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"NETWORK-SECRET")

        def log_message(self, *args):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", hits
    server.shutdown()


def all_text(volume) -> str:
    return "\n".join(b.text + b.html + b.html_styled for c in volume.chapters for b in c.blocks)


def test_w3c_external_entity_is_not_resolved():
    volume = parse_epub(CORPORA / "epub" / "w3c" / "pub-xml-external-id.epub")
    assert "Test passes unless" in all_text(volume)
    assert "The test fails" not in all_text(volume)


def test_external_entities_read_no_file_and_no_network(tmp_path, listener):
    url, hits = listener
    secret = tmp_path / "secret.txt"
    secret.write_text("FILE-SECRET")
    doc = f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html [
  <!ENTITY file SYSTEM "file://{secret}">
  <!ENTITY net SYSTEM "{url}/entity">
  <!ENTITY % dtd SYSTEM "{url}/dtd"> %dtd;
]>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head>
<body><h1>Chapter 1</h1><p>Before &file; middle &net; after, with enough words to be a story chapter.</p>
<p><img src="{url}/image.png" alt="remote"/></p></body></html>"""
    book = make_epub(tmp_path / "xxe.epub", {"ch1.xhtml": doc})
    volume = parse_epub(book)
    text = all_text(volume)
    assert "FILE-SECRET" not in text and "NETWORK-SECRET" not in text
    assert "Before" in text and "after" in text
    assert hits == []


def test_scripts_handlers_and_external_urls_never_survive(tmp_path):
    body = """<h1 onclick="steal()">Chapter 1</h1>
<p onmouseover="alert(1)" style="color: red; background: url(http://evil.example/x.png)">Hello
<a href="javascript:alert(1)">click</a> <a href="http://evil.example/">out</a>
<script>alert('inline')</script><img src="http://evil.example/track.gif" onerror="alert(2)" alt="t"/></p>
<iframe src="http://evil.example/"></iframe><p><b>bold</b> <i>it</i> <u>u</u> H<sub>2</sub>O x<sup>2</sup></p>"""
    css = "@import url(http://evil.example/a.css); p { color: blue; background: url('http://evil.example/b.png'); }" \
          " .x { behavior: url(x.htc); width: expression(alert(1)); } h1 { background: url(images/pic.png) }"
    book = make_epub(tmp_path / "evil.epub", {"ch1.xhtml": xhtml(body * 3, head='<link rel="stylesheet" href="../style.css"/>')},
                     extra={"OEBPS/style.css": css, "OEBPS/images/pic.png": b"\x89PNG\r\n\x1a\n"},
                     manifest_extra='<item id="css" href="style.css" media-type="text/css"/>'
                                    '<item id="pic" href="images/pic.png" media-type="image/png"/>')
    volume = parse_epub(book)
    markup = "\n".join(b.html + b.html_styled for c in volume.chapters for b in c.blocks)
    for bad in ("<script", "onclick", "onmouseover", "onerror", "javascript:", "evil.example", "<iframe", "alert("):
        assert bad not in markup, bad
    assert "<b>bold</b>" in markup and "<sub>2</sub>" in markup and "<sup>2</sup>" in markup
    stylesheet = next(a for a in volume.assets if a.media_type == "text/css").data.decode()
    for bad in ("@import", "evil.example", "expression(", "behavior"):
        assert bad not in stylesheet, bad
    assert 'url("OEBPS/images/pic.png")' in stylesheet
    assert "color: blue" in stylesheet


def test_clean_css_drops_unresolvable_urls():
    assert clean_css("p{background:url(missing.png)}", lambda ref: None) == "p{background:none}"


def test_hrefs_escaping_the_container_stay_inside(tmp_path):
    """'../../..' and '/x' resolve against the container root, never the file system."""
    for name in ("ocf-url_link-leaking-relative.epub", "ocf-url_link-path-absolute.epub"):
        volume = parse_epub(CORPORA / "epub" / "w3c" / name)
        srcs = [b.html for c in volume.chapters for b in c.blocks if "<img" in b.html]
        assert srcs and all(".." not in s and 'src="/' not in s for s in srcs)


def test_drm_encrypted_content_is_refused(tmp_path):
    encryption = """<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
        xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
      <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
        <enc:CipherData><enc:CipherReference URI="OEBPS/text/ch1.xhtml"/></enc:CipherData></enc:EncryptedData>
    </encryption>"""
    book = make_epub(tmp_path / "drm.epub", story(2), extra={"META-INF/encryption.xml": encryption})
    with pytest.raises(BadInputError, match=r"encrypted \(DRM\).*ch1.xhtml"):
        parse_epub(book)


def test_font_obfuscation_alone_is_fine():
    volume = parse_epub(CORPORA / "epub" / "idpf" / "wasteland-otf-obf.epub")
    assert volume.story_chapters


@pytest.mark.parametrize("content, reason", [
    (b"just some text, not a zip", "not a ZIP"),
    (b"", "empty file"),
])
def test_not_an_epub(tmp_path, content, reason):
    path = tmp_path / "book.epub"
    path.write_bytes(content)
    with pytest.raises(BadInputError, match=reason) as info:
        parse_epub(path)
    assert str(path) in str(info.value)


def test_bzip2_member_is_refused(tmp_path):
    book = make_epub(tmp_path / "bz.epub", story(1), compression=zipfile.ZIP_BZIP2)
    with pytest.raises(BadInputError, match="bzip2"):
        parse_epub(book)


def test_undecodable_text_is_refused(tmp_path):
    bad = xhtml("<h1>Chapter 1</h1><p>caf\xe9</p>").encode("latin-1")  # declared utf-8, is latin-1
    book = make_epub(tmp_path / "enc.epub", {"ch1.xhtml": bad})
    with pytest.raises(BadInputError, match=r"ch1.xhtml: text is not valid utf-8"):
        parse_epub(book)


def test_failed_batch_leaves_the_store_exactly_as_it_was(tmp_path):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    before = table_contents(store)
    broken = tmp_path / "broken.epub"
    broken.write_bytes(b"PK\x03\x04 truncated")
    with pytest.raises(BadInputError):
        ingest(store, [SAMPLE / "vol2", broken], work="the-lantern-keeper")
    assert table_contents(store) == before


def test_a_crash_mid_write_rolls_back(tmp_path, monkeypatch):
    from understory_cli.store import books

    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    before = table_contents(store)

    def explode(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(books, "renumber_chapters", explode)
    with pytest.raises(OSError):
        ingest(store, [SAMPLE / "vol2"], work="the-lantern-keeper")
    assert table_contents(store) == before


@pytest.mark.parametrize("name, expected", [
    ("xml-encoding-utf8-BOM-valid.opf", None),
    ("xml-encoding-utf8-declared-valid.opf", None),
    ("xml-encoding-utf8-no-declaration-valid.opf", None),
    ("xml-encoding-utf16-BOM-and-utf8-declaration-warning.opf", None),
    ("xml-encoding-utf16-BOM-no-declaration-warning.opf", None),
    ("xml-encoding-utf16-declared-warning.opf", None),
    ("xml-encoding-utf32-BOM-error.opf", None),
    ("xml-encoding-latin1-declaration-error.opf", None),
    ("xml-encoding-unknown-declared-error.opf", None),
])
def test_xml_decoding_layer(name, expected):
    from understory_cli.ingest.xml import local, parse_xml

    root = parse_xml((CORPORA / "epub" / "encoding" / name).read_bytes())
    assert local(root) == "package"
    titles = [t.text for t in root.iter() if local(t) == "title"]
    assert titles and titles[0].strip()
