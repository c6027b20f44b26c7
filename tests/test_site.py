"""build-site: the files, their determinism, links that land, and nothing unsafe or ungated.

The browser behaviour (what a reader actually sees) is in test_site_browser.py.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import html as lxml_html

from conftest import SAMPLE
from understory_cli.analyze.offline import analyze_offline
from understory_cli.errors import UnderstoryError
from understory_cli.ingest import ingest
from understory_cli.static_site import build_site
from understory_cli.static_site.render import CSP
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.extractive import compose_extractive

OUR_SCRIPTS = {"assets/site.js", "data/book.js", "data/search.js"}
_wikis: dict[str, Path] = {}


def offline_wiki(store, tmp_path_factory, name: str, work: str | None = None):
    """A copy of a session store with the no-model analysis and wiki, made once per test
    run and shared with the browser tests (the Oz analysis takes a while)."""
    if name not in _wikis:
        store.con.execute("CHECKPOINT").fetchall()
        path = tmp_path_factory.mktemp(f"{name}-wiki") / f"{name}.duckdb"
        shutil.copy(store.path, path)
        copy = open_store(path)
        analyze_offline(copy, work=work)
        compose_extractive(copy, work=work)
        copy.close()
        _wikis[name] = path
    return open_store(_wikis[name], read_only=True)


def sample_wiki(tmp_path: Path):
    store = open_store(tmp_path / "sample.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_offline(store)
    compose_extractive(store)
    return store


@pytest.fixture(scope="module")
def oz_site(oz_store, tmp_path_factory):
    store = offline_wiki(oz_store, tmp_path_factory, "oz", "oz")
    out = tmp_path_factory.mktemp("oz-site") / "site"
    build_site(store, out, work="oz")
    return store, out


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def pages(folder: Path):
    for path in sorted(folder.rglob("*.html")):
        yield path, lxml_html.fromstring(path.read_bytes())


def test_sample_site_has_every_page_and_image(tmp_path):
    store = sample_wiki(tmp_path)
    work = books.resolve_work(store, None)
    result = build_site(store, tmp_path / "site")
    out = tmp_path / "site"
    assert result.index == out / "index.html" and result.index.is_file()
    for name in ("search.html", "settings.html", "reader/index.html", "assets/site.css", "assets/site.js",
                 "data/book.js", "data/search.js"):
        assert (out / name).is_file(), name
    for chapter in books.table_of_contents(store, work.work_id, include_matter=True):
        assert (out / "reader" / f"{chapter.locator}.html").is_file(), chapter.locator
    for entry in wiki_store.entries(store, work.work_id):
        assert (out / "entries" / f"{entry.slug}.html").is_file(), entry.slug
    for page in wiki_store.pages(store, work.work_id):
        if page.kind == "category":
            assert (out / "categories" / f"{page.slug}.html").is_file()
    # The book's two illustrations are written and the reader points at them.
    images = sorted((out / "assets" / "book").iterdir())
    assert len(images) == 2 and all(p.suffix == ".svg" for p in images)
    for path, tree in pages(out / "reader"):
        for src in tree.xpath("//img/@src"):
            assert (path.parent / src).resolve().is_file(), (path, src)
    assert (out / "reader" / "1.2.html").read_text().count('src="../assets/book/') == 1
    book = (out / "data" / "book.js").read_text()
    assert book.startswith("window.UNDERSTORY_BOOK={") and '"slug":"the-lantern-keeper"' in book


def test_build_is_deterministic_and_rewrites_only_what_changed(tmp_path):
    store = sample_wiki(tmp_path)
    first, second = tmp_path / "a", tmp_path / "b"
    build_site(store, first)
    build_site(store, second)
    assert files(first) == files(second)

    again = build_site(store, first)
    assert again.stats.written == 0 and again.stats.unchanged == again.stats.files

    # Drop one entry from the wiki: its page goes, the pages that listed it change.
    work_id = books.resolve_work(store, None).work_id
    entries = wiki_store.entries(store, work_id)
    dropped = entries[0].slug
    wiki_store.write_wiki(store, work_id, [], {e.slug for e in entries[1:]}, wiki_store.pages(store, work_id))
    after = build_site(store, first)
    assert after.stats.removed == 1 and not (first / "entries" / f"{dropped}.html").exists()
    assert 0 < after.stats.written < after.stats.files
    assert (first / ".understory-site").read_text().splitlines() == sorted(
        p for p in files(first) if p != ".understory-site")


def test_refuses_a_folder_that_is_not_a_site(tmp_path):
    store = sample_wiki(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.txt").write_text("mine")
    with pytest.raises(UnderstoryError, match="not empty"):
        build_site(store, tmp_path / "docs")
    assert [p.name for p in (tmp_path / "docs").iterdir()] == ["notes.txt"]


def test_every_citation_lands_on_a_paragraph_anchor(oz_site):
    _, out = oz_site
    anchors: dict[Path, set[str]] = {}
    checked = 0
    for path, tree in pages(out / "entries"):
        for href in tree.xpath("//a[contains(@class, 'cite')]/@href"):
            target, _, anchor = href.partition("#")
            page = (path.parent / target).resolve()
            if page not in anchors:
                anchors[page] = set(lxml_html.fromstring(page.read_bytes()).xpath("//@id"))
            assert anchor and anchor in anchors[page], (path.name, href)
            checked += 1
    assert checked > 200


def test_every_page_has_the_csp_and_only_our_scripts(oz_site):
    _, out = oz_site
    n = 0
    for path, tree in pages(out):
        assert tree.xpath("//meta[@http-equiv='Content-Security-Policy']/@content") == [CSP], path
        for script in tree.xpath("//script"):
            src = script.get("src")
            assert src and not (script.text or "").strip(), (path, "inline script")
            assert str((path.parent / src).resolve().relative_to(out.resolve())) in OUR_SCRIPTS, (path, src)
        assert not tree.xpath("//@*[starts-with(name(), 'on')]"), (path, "event handler")
        n += 1
    assert n > 200


def test_no_script_from_the_book_or_the_wiki_reaches_a_page(tmp_path):
    store = sample_wiki(tmp_path)
    work_id = books.resolve_work(store, None).work_id
    # A store written by an older or hostile tool: ingest's sanitizer is bypassed here.
    store.all("""UPDATE paragraphs SET html = '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)">'
                                          || '<a href="javascript:alert(3)">x</a></p>' WHERE locator = '1.1.2'""")
    entry = wiki_store.entries(store, work_id)[0]
    entry.title = '<img src=x onerror="alert(4)">'
    entry.data["body"][0]["spans"][0]["text"] = "<script>alert(5)</script>"
    wiki_store.write_wiki(store, work_id, [entry], {e.slug for e in wiki_store.entries(store, work_id)},
                          wiki_store.pages(store, work_id))
    out = tmp_path / "site"
    build_site(store, out)
    chapter = (out / "reader" / "1.1.html").read_text()
    assert "Hi" in chapter and "alert(" not in chapter and "javascript:" not in chapter
    page = (out / "entries" / f"{entry.slug}.html").read_text()
    assert "&lt;script&gt;alert(5)&lt;/script&gt;" in page and "<script>alert" not in page
    assert "&lt;img src=x onerror=" in page
    for _, tree in pages(out):
        assert all(s.get("src") for s in tree.xpath("//script"))
        assert not tree.xpath("//@*[starts-with(name(), 'on')]")


def test_without_script_no_gated_name_shows(oz_site):
    """With JavaScript off the stylesheet hides every [data-reveal]; so no link to an entry
    whose title is gated, and no gated title, may sit outside one."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    gated = {e.slug: e for e in wiki_store.entries(store, work_id) if e.title_reveal_at > 0}
    ozma_at = books.chapter_no_at(store, work_id, "2.20")
    ozma = next(e for e in gated.values() if e.title_reveal_at == ozma_at and e.title == "Ozma")
    wiki = [*(out / "entries").glob("*.html"), *(out / "categories").glob("*.html"), out / "index.html"]
    for path in wiki:
        tree = lxml_html.fromstring(path.read_bytes())
        for el in tree.xpath("//*[@data-reveal]"):
            el.drop_tree()
        for href in tree.xpath("//a/@href"):
            slug = Path(href).stem
            assert not (href.startswith(("../entries/", "entries/")) and slug in gated), (path.name, href)
        assert "Ozma" not in tree.text_content(), path.name
    page = lxml_html.fromstring((out / "entries" / "ozma.html").read_bytes())
    assert page.xpath("//h1//*[@data-reveal]/@data-reveal") == [str(ozma.title_reveal_at)]
    assert page.findtext(".//title") == "Entry · Oz"


def test_search_data_gates_aliases_by_their_own_chapter(oz_site):
    _, out = oz_site
    text = (out / "data" / "search.js").read_text()
    assert text.startswith("window.UNDERSTORY_SEARCH=")
    entries = {e["title"]: e for e in json.loads(text[len("window.UNDERSTORY_SEARCH="):-2])["entries"]}
    ozma = entries["Ozma"]
    assert all(reveal >= ozma["reveal"] for _, reveal in ozma["names"])
    assert re.fullmatch(r"entries/[\w-]+\.html", ozma["href"])


def test_cli_builds_and_prints_the_home_page(tmp_path):
    store = sample_wiki(tmp_path)
    store.close()
    out = tmp_path / "site"
    proc = subprocess.run([sys.executable, "-m", "understory_cli", "build-site", "--out", str(out),
                           "--db", str(tmp_path / "sample.duckdb")], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str((out / "index.html").resolve())
    help_text = subprocess.run([sys.executable, "-m", "understory_cli", "build-site", "--help"],
                               capture_output=True, text=True).stdout
    assert "Example: understory build-site" in " ".join(help_text.split())


def test_a_gated_infobox_row_hides_its_label_too(oz_site):
    """'also known as: [hidden]' would tell the reader a hidden name exists."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    rows = [(e.slug, r) for e in wiki_store.entries(store, work_id) for r in e.data["infobox"] if r["reveal_at"] > 0]
    assert rows
    for slug, row in rows[:200]:
        page = lxml_html.fromstring((out / "entries" / f"{slug}.html").read_bytes())
        cells = page.xpath(f"//aside[@class='infobox']//tr[th='{row['label']}']")
        assert cells and all(tr.get("data-reveal") for tr in cells if row["value"] in tr.text_content()), slug
