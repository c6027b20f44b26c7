"""build-site on the Oz series: every citation lands, every page has the CSP and only our scripts,
and nothing gated (a name, an alias, an infobox label, a graph node, an entry's address) shows early.

The sample book's builds are in test_site.py, what a reader sees in Chromium in test_site_browser.py.
"""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from conftest import chapter_no_at
from lxml import html as lxml_html
from support.sitekit import extractive_site, extractive_wiki, names_parts, opened, pages, search_index

from understory_cli.static_site.render import CSP
from understory_cli.static_site.resources import SCRIPTS
from understory_cli.store import books
from understory_cli.store import site as site_store
from understory_cli.store import wiki as wiki_store


OUR_SCRIPTS = {*(f"assets/{name}" for name in SCRIPTS), "data/messages.js", "data/book.js"}


@pytest.fixture(scope="module")
def oz_site(oz_extractive, tmp_path_factory):
    store = extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz")
    out = extractive_site(store, tmp_path_factory, "oz", "oz")
    return store, out


@pytest.mark.corpus
def test_every_citation_lands_on_a_paragraph_anchor(oz_site):
    _, out = oz_site
    anchors: dict[Path, set[str]] = {}
    checked = 0
    for path, tree in pages(out / "entries"):
        for href in tree.xpath("//a[contains(@class, 'cite')]/@href"):
            target, _, anchor = href.partition("#")
            page = (path.parent / target).resolve()
            if page not in anchors:
                anchors[page] = set(lxml_html.fromstring(opened(page)).xpath("//@id"))
            assert anchor and anchor in anchors[page], (path.name, href)
            checked += 1
    assert checked > 200


@pytest.mark.corpus
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


@pytest.mark.corpus
def test_without_script_no_gated_name_shows(oz_site):
    """With JavaScript off the stylesheet hides every [data-reveal]; so no link to an entry
    whose title is gated, and no gated title, may sit outside one."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    gated = {e.slug: e for e in wiki_store.entries(store, work_id) if e.title_reveal_at > 0}
    ozma_at = chapter_no_at(store, work_id, "2.20")
    ozma = next(e for e in gated.values() if e.title_reveal_at == ozma_at and e.title == "Ozma")
    wiki = [*(out / "entries").glob("*.html"), *(out / "categories").glob("*.html"), out / "index.html"]
    for path in wiki:
        tree = lxml_html.fromstring(opened(path))
        for el in tree.xpath("//*[@data-reveal]"):
            el.drop_tree()
        for href in tree.xpath("//a/@href"):
            slug = Path(href).stem
            assert not (href.startswith(("../entries/", "entries/")) and slug in gated), (path.name, href)
        assert "Ozma" not in tree.text_content(), path.name
    page = lxml_html.fromstring(opened(out / "entries" / "ozma.html"))
    assert page.xpath("//h1//*[@data-reveal]/@data-reveal") == [str(ozma.title_reveal_at)]
    assert page.findtext(".//title") == "Later in the story · Oz"


@pytest.mark.corpus
def test_search_data_gates_aliases_by_their_own_chapter(oz_site):
    _, out = oz_site
    entries = {e["title"]: e for e in search_index(out)["entries"]}
    ozma = entries["Ozma"]
    assert all(reveal >= ozma["reveal"] for _, reveal, _late in ozma["names"])
    assert re.fullmatch(r"entries/[\w-]+\.html", ozma["href"])
    # Each name is shipped in the part of its own gate: the parts up to a chapter name nothing later.
    for gate, part in names_parts(out).items():
        assert all(e["reveal"] == gate or (gate == max(names_parts(out)) and e["reveal"] >= gate) for e in part["entries"])
        assert all(name[2] == gate for name in part["names"]) and all(c["n"] == gate + 1 for c in part["chapters"])
    before = search_index(out, ozma["reveal"] - 1)
    assert not any(e["title"] == "Ozma" or any(n[0] == "Ozma" for n in e["names"]) for e in before["entries"])
    book = json.loads((out / "data" / "book.js").read_text()[len("window.UNDERSTORY_BOOK="):-2])
    assert book["chapters"] and not any("title" in c for c in book["chapters"])  # chapter titles come in parts


@pytest.mark.corpus
def test_a_gated_infobox_row_hides_its_label_too(oz_site):
    """'also known as: [hidden]' would tell the reader a hidden name exists."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    rows = [(e.slug, r) for e in wiki_store.entries(store, work_id) for r in e.data.infobox if r.reveal_at > 0]
    assert rows
    for slug, row in rows[:200]:
        page = lxml_html.fromstring(opened(out / "entries" / f"{slug}.html"))
        cells = page.xpath(f"//aside[@class='infobox']//tr[th='{row.label}']")
        assert cells and all(tr.get("data-reveal") for tr in cells if row.value in tr.text_content()), slug


@pytest.mark.corpus
def test_the_summary_is_not_repeated_in_the_body(oz_site):
    """The extractive summary is the entry's first record: the body leaves that span out."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    for e in wiki_store.entries(store, work_id)[:40]:
        page = lxml_html.fromstring(opened(out / "entries" / f"{e.slug}.html"))
        summary = page.xpath("//p[contains(@class, 'summary')]")[0].text_content()
        body = " ".join(s.text_content() for s in page.xpath("//section[contains(@class, 'body')]"))
        assert e.data.summary.text[:60] in summary and e.data.summary.text[:60] not in body, e.slug


@pytest.mark.corpus
def test_graph_gates_nodes_by_title_and_edges_by_both_ends(oz_site):
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    titles = {e.title: e.title_reveal_at for e in wiki_store.entries(store, work_id)}
    page = lxml_html.fromstring(opened(out / "graph.html"))
    nodes = page.xpath("//svg[@data-graph]//g[@data-node]")
    assert len(nodes) >= 12
    reveal = {}
    for node in nodes:
        name = node.get("data-node")
        reveal[name] = int(node.get("data-reveal") or 0)
        assert reveal[name] >= titles[name], name
        target = node.xpath(".//a/@href") or [base64.b64decode(node.xpath(".//a/@data-ref")[0]).decode()]
        assert target[0].startswith("entries/")
        assert not (node.get("data-reveal") and node.xpath(".//a/@href")), name  # a gated node's address waits
    assert reveal["Ozma"] >= chapter_no_at(store, work_id, "2.20")
    # A character is drawn only from the chapter where their mentions so far rank among the
    # graph's 30, never because of how much they matter later.
    counts = {e.title: {int(c): n for c, n in e.data.track.appearances.items()}
              for e in wiki_store.entries(store, work_id) if e.category == "person"}

    def so_far(title, chapter):
        return sum(n for c, n in counts[title].items() if c <= chapter)

    for name, at in reveal.items():
        assert sum(so_far(t, at) > so_far(name, at) for t in counts) < 30, name
    assert any(reveal[n] > titles[n] for n in reveal)  # someone waits to rank, not just to be named
    edges = page.xpath("//svg[@data-graph]//*[local-name()='path']")
    assert edges
    tracks = {e.title: {int(n) for n in e.data.track.appearances} for e in wiki_store.entries(store, work_id)}
    for edge in edges:
        a, b = edge.findtext("title").split(" – ")
        assert int(edge.get("data-reveal")) >= max(reveal[a], reveal[b])
        # A pair is joined only once it shares two chapters: an edge drawn from the first
        # would tell the reader the two meet again.
        assert int(edge.get("data-reveal")) >= sorted(tracks[a] & tracks[b])[1], (a, b)
    # Positions are by order of first appearance: the first node met sits at the top.
    first = min(nodes, key=lambda n: (int(n.get("data-reveal") or 0)))
    assert first.xpath(".//*[local-name()='circle']/@cx")[0] == "400.0"
    home = lxml_html.fromstring(opened(out / "index.html"))
    assert 3 <= len(home.xpath("//svg[@data-graph]//g[@data-node]")) <= 12


@pytest.mark.corpus
def test_strict_mode_marks_names_learned_after_the_title(oz_site):
    """A second name learned later is how an identity twist shows (Tip is Ozma): strict
    mode hides such names whatever the progress, so they are marked as spoilers."""
    _, out = oz_site
    page = lxml_html.fromstring(opened(out / "entries" / "tin-woodman.html"))
    name = page.xpath("//aside[@class='infobox']//span[@data-reveal][.='Nick Chopper']")[0]
    assert name.get("data-spoiler") is not None
    woodman = next(e for e in search_index(out)["entries"] if e["title"] == "Tin Woodman")
    assert ["Nick Chopper", 55, 1] in woodman["names"] or any(n[0] == "Nick Chopper" and n[2] == 1 for n in woodman["names"])


@pytest.mark.corpus
def test_no_page_holds_the_address_of_a_gated_entry(oz_site):
    """A slug is made from a name: a gated entry's address (href, status bar) waits for its title."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    gated = {e.slug for e in wiki_store.entries(store, work_id) if e.title_reveal_at > 0}
    assert len(gated) > 20
    address = re.compile(r"entries/([^\"'#/]+)\.html")
    checked = 0
    for path in [*(out / "entries").glob("*.html"), *(out / "categories").glob("*.html"), out / "index.html",
                 out / "graph.html", *sorted((out / "reader").glob("1.*.html"))]:
        text = opened(path)
        own = path.stem if path.parent.name == "entries" else None
        found = {s for s in address.findall(text) if s in gated and s != own}
        assert not found, (path.name, sorted(found)[:5])
        checked += 1
    assert checked > 100


@pytest.mark.corpus
def test_appearances_come_with_their_chapters_names_part(oz_site):
    """Where an entry appears and how often is a fact of that chapter: each appearance is in
    the names part of its chapter (never before the entry's own title), and in no page, so
    an entry's track and list, and the reader's bar, hold only the chapters reached."""
    store, out = oz_site
    work_id = books.find_work(store, "oz").work_id
    parts = names_parts(out)
    shown = {e["href"]: gate for gate, part in parts.items() for e in part["entries"]}
    seen = {(href, no): (gate, n) for gate, part in parts.items() for href, no, n in part["seen"]}
    entries = wiki_store.entries(store, work_id)
    expected = {(f"entries/{e.slug}.html", int(no)): n for e in entries
                for no, n in e.data.track.appearances.items()}
    assert len(seen) > 500 and {k: n for k, (_, n) in seen.items()} == expected
    assert all(gate == max(no, shown[href]) for (href, no), (gate, _) in seen.items())
    dorothy = opened(out / "entries" / "dorothy.html")
    assert "<rect x=" not in dorothy.split('data-track-bars', 1)[1].split("</svg>")[0]


@pytest.mark.corpus
def test_next_at_the_end_of_a_volume_opens_the_next_volume_not_its_colophon(oz_site):
    store, out = oz_site
    last = max((c for c in site_store.chapters(store, books.find_work(store, "oz").work_id)
                if c.volume_no == 1 and c.chapter_no is not None), key=lambda c: c.chapter_no)
    page = lxml_html.fromstring(opened(out / "reader" / f"{last.locator}.html"))
    assert {a.get("href") for a in page.xpath("//a[@rel='next']")} == {"../reader/2.f1.html"}
    back = lxml_html.fromstring(opened(out / "reader" / "1.b1.html"))  # the colophon itself still leads on
    assert {a.get("href") for a in back.xpath("//a[@rel='next']")} == {"../reader/1.b2.html"}
