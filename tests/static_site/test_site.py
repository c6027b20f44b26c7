"""build-site: the files, their determinism, links that land, and nothing unsafe or ungated.

The Oz series' site is checked in test_site_oz.py; the browser behaviour (what a reader actually
sees) is in test_site_browser.py.
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import chapter_no_at
from lxml import html as lxml_html
from support.sitekit import files, names_parts, opened, pages, sample_wiki

from understory_cli.errors import UnderstoryError
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store
from understory_cli.store.wiki import EntryName, Span


def test_sample_site_has_every_page_and_image(tmp_path):
    store = sample_wiki(tmp_path)
    work = books.resolve_work(store, None)
    seen = []
    result = build_site(store, tmp_path / "site", progress=seen.append)
    out = tmp_path / "site"
    assert result.index == out / "index.html" and result.index.is_file()
    assert {event.stage for event in seen} == {"build-site"}
    counted = [(e.done, e.total) for e in seen if e.label == "writing pages"]
    assert counted[-1][0] == counted[-1][1]  # the count ends at its total (stylesheets once pushed it past)
    for name in ("search.html", "settings.html", "reader/index.html", "assets/site.css", "assets/core.js",
                 "data/book.js", "data/names/0.js"):
        assert (out / name).is_file(), name
    for chapter in books.table_of_contents(store, work.work_id, include_matter=True):
        assert (out / "reader" / f"{chapter.locator}.html").is_file(), chapter.locator
    for entry in wiki_store.entries(store, work.work_id):
        assert (out / "entries" / f"{entry.slug}.html").is_file(), entry.slug
    for page in wiki_store.pages(store, work.work_id):
        if page.kind == "category":
            assert (out / "categories" / f"{page.slug}.html").is_file()
    # The book's two illustrations are written and the reader points at them.
    images = sorted((out / "assets" / "book").glob("*.svg"))
    assert len(images) == 2
    for path, tree in pages(out / "reader"):
        for src in tree.xpath("//img/@src"):
            assert (path.parent / src).resolve().is_file(), (path, src)
    assert opened(out / "reader" / "1.2.html").count('src="../assets/book/') == 1
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
    parts = list((first / "data" / "unlock" / "entries" / dropped).glob("*.js"))
    before = set(files(first))
    after = build_site(store, first)
    # Its page goes, with the parts that held what the page showed later, and a category's part that listed it alone
    # (the sample's first entry, the Anchor inn, is the one place a chapter's category part holds).
    removed = before - set(files(first))
    assert {f"entries/{dropped}.html", *(str(p.relative_to(first)) for p in parts)} <= removed
    assert all(f.startswith("data/unlock/categories/") for f in removed - {f"entries/{dropped}.html"}
               - {str(p.relative_to(first)) for p in parts})
    assert after.stats.removed == len(removed) and not (first / "entries" / f"{dropped}.html").exists()
    assert not (first / "data" / "unlock" / "entries" / dropped).exists()
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


def test_no_script_from_the_book_or_the_wiki_reaches_a_page(tmp_path):
    store = sample_wiki(tmp_path)
    work_id = books.resolve_work(store, None).work_id
    # A store written by an older or hostile tool: ingest's sanitizer is bypassed here.
    store.all("""UPDATE paragraphs SET html = '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)">'
                                          || '<a href="javascript:alert(3)">x</a></p>',
                                   html_styled = '<p class="x" style="position:fixed;background:url(http://e.vil)">'
                                          || 'Hi<script>alert(6)</script></p>' WHERE locator = '1.1.2'""")
    store.all("""UPDATE assets SET data = encode('.top { display: none } body { position: fixed } '
                                                || 'p { background-image: url(http://e.vil/x.png); font-style: italic }')
                 WHERE media_type = 'text/css'""")
    entry = wiki_store.entries(store, work_id)[0]
    entry.title = '<img src=x onerror="alert(4)">'
    entry.data.body[0].spans[0].text = "<script>alert(5)</script>"
    wiki_store.write_wiki(store, work_id, [entry], {e.slug for e in wiki_store.entries(store, work_id)},
                          wiki_store.pages(store, work_id))
    out = tmp_path / "site"
    build_site(store, out)
    chapter = opened(out / "reader" / "1.1.html")
    assert "Hi" in chapter and "alert(" not in chapter and "javascript:" not in chapter
    assert "position" not in chapter and "style=" not in chapter and "e.vil" not in chapter
    css = next((out / "assets" / "book").glob("*.css")).read_text()
    # The book's CSS reaches only the book's text: `.top` (the site's header) is not restyled.
    assert css.splitlines() == ['html[data-style="advanced"] .book .bk-top{display:none}',
                                'html[data-style="advanced"] .book p{font-style:italic}']
    page = opened(out / "entries" / f"{entry.slug}.html")
    assert "&lt;script&gt;alert(5)&lt;/script&gt;" in page and "<script>alert" not in page
    assert "&lt;img src=x onerror=" in page
    for _, tree in pages(out):
        assert all(s.get("src") for s in tree.xpath("//script"))
        assert not tree.xpath("//@*[starts-with(name(), 'on')]")


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


def test_book_css_is_scoped_and_inline_styles_become_classes():
    from understory_cli.static_site.bookstyle import VolumeStyle, anchored, scope_css

    style = VolumeStyle()
    html = style.fragment('<p class="letter card" style="text-indent: 2em; position: absolute; color: red">'
                          '<span style="font-style:italic">x</span></p>')
    assert html.startswith('<p class="bk-letter bk-card bs-') and "style=" not in html and "position" not in html
    css = style.css([("@import url(x.css); html body .card, #x p, a[epub|type] { margin: 0 !important; "
                      "position: fixed; line-height: 3; font-size: 30px } @font-face { src: url(f.otf) } "
                      "@media (min-width: 40em) { h2 + p { text-indent: 0 } } :root { color: red }")])
    assert css.splitlines()[0] == 'html[data-style="advanced"] .book .bk-card{margin:0}'
    assert '@media (min-width: 40em){html[data-style="advanced"] .book h2 + p{text-indent:0}}' in css
    assert "font-face" not in css and "fixed" not in css and "important" not in css and "red" not in css
    assert all(line.startswith(('html[data-style="advanced"] .book', "@media")) for line in css.splitlines())
    assert anchored('<p class="bk-x">a</p>', "p-1-1-2", "p") == '<p id="p-1-1-2" class="para para-p bk-x">a</p>'
    assert anchored("text", "p-1", "p") == '<div class="para para-p" id="p-1">text</div>'
    assert scope_css("body { margin: 0 5% }") == 'html[data-style="advanced"] .book{margin:0 5%}'


def test_reader_keeps_the_books_classes_and_links_its_scoped_css(tmp_path):
    store = sample_wiki(tmp_path)
    out = tmp_path / "site"
    build_site(store, out)
    page = lxml_html.fromstring(opened(out / "reader" / "1.6.html"))
    letter = page.xpath("//*[@id='p-1-6-10']")[0]
    assert letter.tag == "p" and "bk-letter" in letter.get("class").split()
    sheets = page.xpath("//link[@rel='stylesheet']/@href")
    assert sheets[0] == "../assets/site.css" and sheets[1].startswith("../assets/book/")
    css = (out / "reader" / sheets[1]).resolve().read_text()
    assert 'html[data-style="advanced"] .book .bk-letter{font-style:italic' in css


def test_stored_reading_settings_become_the_sites_defaults(tmp_path):
    from understory_cli.reading import update_reading_settings

    store = sample_wiki(tmp_path)
    out = tmp_path / "site"
    build_site(store, out)

    def defaults():
        text = (out / "data" / "book.js").read_text()
        return json.loads(text[len("window.UNDERSTORY_BOOK="):-2])["defaults"]

    assert defaults() == {"font_size": 18, "line_height": 1.7, "theme": "light", "style_level": "basic",
                          "immersive_images": False, "highlight_names": False, "spoiler_mode": "auto",
                          "recap_after_days": 7, "reading_pace_words": 250, "reading_pace_chars": 500, "interface_language": "auto"}
    work_id = books.resolve_work(store, None).work_id
    update_reading_settings(store, work_id, {"theme": "sepia", "font_size": 22, "style_level": "advanced"}, source="test")
    again = build_site(store, out)
    assert defaults()["theme"] == "sepia" and defaults()["font_size"] == 22 and defaults()["style_level"] == "advanced"
    assert again.stats.written == 1  # data/book.js only


def test_topic_pages_are_rendered_gated_and_listed(tmp_path):
    store = sample_wiki(tmp_path)
    work_id = books.resolve_work(store, None).work_id
    entries = wiki_store.entries(store, work_id)
    pages_ = wiki_store.pages(store, work_id)
    topic = wiki_store.PageRow("topic", "the-light", "The light on Gull Rock", 2, {
        "summary": {"text": "Why the light matters.", "cites": ["1.2.3"], "reveal_at": 2, "spoiler": False},
        "body": [{"heading": {"text": "Keepers", "reveal_at": 0},
                  "spans": [{"text": "Early span.", "cites": ["1.1.2"], "reveal_at": 1, "spoiler": False},
                            {"text": "Late <b>span</b>.", "cites": ["2.3.4"], "reveal_at": 9, "spoiler": True}]}],
        "entries": [{"slug": entries[0].slug, "title": entries[0].title, "reveal_at": 0}]})
    home = next(p for p in pages_ if p.kind == "home")
    home.data["featured_topics"] = [{"slug": "the-light", "title": "The light on Gull Rock", "reveal_at": 2}]
    wiki_store.write_wiki(store, work_id, [], {e.slug for e in entries}, pages_ + [topic])
    out = tmp_path / "site"
    build_site(store, out)
    page = lxml_html.fromstring(opened(out / "topics" / "the-light.html"))
    assert page.findtext(".//title") == "Topic · The Lantern Keeper"
    assert page.xpath("//h1//*[@data-reveal]/@data-reveal") == ["2"]
    late = page.xpath("//*[@data-spoiler][contains(., 'Late')]")
    assert late and late[0].get("data-reveal") == "9" and "<b>" not in opened(out / "topics" / "the-light.html")
    early = page.xpath("//*[@data-reveal][contains(., 'Early span')]")[0]
    assert early.get("data-reveal") == "2"  # never before the topic itself
    index = lxml_html.fromstring(opened(out / "index.html"))
    card = index.xpath("//a[@class='card'][.//span='The light on Gull Rock']")[0]
    assert card.xpath("ancestor::*[@data-reveal]/@data-reveal") == ["2"]
    assert base64.b64decode(card.get("data-ref")).decode() == "topics/the-light.html" and card.get("href") is None
    assert [t for t in names_parts(out)[2]["topics"] if t["href"] == "topics/the-light.html"]


def without_gated(tree):
    """The page as a reader without the script sees it: every gated element gone."""
    for el in tree.xpath("//*[@data-reveal]"):
        el.drop_tree()
    return tree


def architect_wiki(tmp_path: Path):
    """The sample wiki with pages as the architect writes them: a category and a navbox
    whose titles name someone met later than their members, a home `about` span, and
    written spans that cite inline and link to an entry whose title is gated later."""
    store = sample_wiki(tmp_path)
    work_id = books.resolve_work(store, None).work_id
    entries = {e.slug: e for e in wiki_store.entries(store, work_id)}
    pages_ = wiki_store.pages(store, work_id)
    wren = entries["wren"]
    wren.category = "the-watch"
    wren.data.body[0].spans.append(Span(text="Wren watches [[grey-pilot|the stranger]] arrive [1.1.3, 1.1.5]; "
                                             "then [[harbour-board]] comes.",
                                        cites=["1.1.3", "1.1.5"], reveal_at=1, spoiler=False))
    # The book joins the Grey Pilot and Captain Orrin Vale at 2.5 (the hood comes off); a span of the
    # pilot's page, itself shown from his title's gate, links "a drowned captain" to Vale's entry.
    pilot = entries["grey-pilot"]
    pilot.data.names = [EntryName(name="Captain Orrin Vale", reveal_at=chapter_no_at(store, work_id, "2.5"))]
    pilot.data.body[0].spans.append(Span(text="He speaks of [[captain-orrin-vale|a drowned captain]] [1.1.5].",
                                         cites=["1.1.5"], reveal_at=4, spoiler=False))
    home = next(p for p in pages_ if p.kind == "home")
    home.data["about"] = {"text": "A keeper and <b>[[corwen-shale|her rival]]</b> [1.1.2].", "cites": ["1.1.2"],
                          "reveal_at": 1, "spoiler": False}
    pages_ += [
        wiki_store.PageRow("category", "the-watch", "Shale's Watch", 5, {
            "entries": [{"slug": s, "title": entries[s].title, "reveal_at": entries[s].title_reveal_at}
                        for s in ("wren", "old-tamsin", "grey-pilot")],
            "description": {"text": "Those who keep [[grey-pilot|the pilot]] company [1.1.2].", "reveal_at": 5}}),
        wiki_store.PageRow("navbox", "crew", "Shale's Crew", 5, {"rows": [
            {"label": "Vale's friends", "label_reveal_at": 6,
             "entries": [{"slug": "wren", "title": "Wren", "reveal_at": 1},
                         {"slug": "grey-pilot", "title": "Grey Pilot", "reveal_at": 4}]}]})]
    wiki_store.write_wiki(store, work_id, [wren, pilot], set(entries), pages_)
    return store


def test_architect_pages_gate_titles_and_render_spans(tmp_path):
    store = architect_wiki(tmp_path)
    out = tmp_path / "site"
    build_site(store, out)
    category = lxml_html.fromstring(opened(out / "categories" / "the-watch.html"))
    assert category.findtext(".//title") == "Category · The Lantern Keeper"
    assert category.xpath("//h1//*[@data-reveal]/@data-reveal") == ["5"]
    # The description is a gated span; its citation a link to the paragraph, its entry link gated.
    description = category.xpath("//p[@class='description']//*[@data-reveal]")[0]
    assert description.get("data-reveal") == "5" and "the pilot" in description.text_content()
    assert description.xpath(".//a[@class='cite']/@href") == ["../reader/1.1.html#p-1-1-2"]
    assert "[" not in description.text_content()
    home = lxml_html.fromstring(opened(out / "index.html"))
    about = home.xpath("//p[@class='about']//*[@data-reveal]")[0]
    assert about.get("data-reveal") == "1" and about.xpath(".//a[@class='cite']/@href") == ["reader/1.1.html#p-1-1-2"]
    assert "[" not in about.text_content() and "her rival" in about.text_content()
    assert "<b>" not in opened(out / "index.html")
    # Counts beside categories are the script's: the page itself counts nothing.
    counts = home.xpath("//ul[@class='categories']//span[@class='count']")
    assert counts and all(not c.text_content() and c.get("data-count-gates") for c in counts)
    wren = lxml_html.fromstring(opened(out / "entries" / "wren.html"))
    span = wren.xpath("//section[contains(@class, 'body')]//*[@data-reveal][contains(., 'the stranger')]")[0]
    assert "[" not in span.text_content()
    assert span.xpath(".//a[@class='cite']/text()") == ["1.1.3", "1.1.5"]
    link = span.xpath(".//a[@class='xref']")[0]
    assert link.text_content() == "the stranger" and link.get("href") is None and link.get("data-ref-reveal") == "4"
    # A link says "this label is that entry": it opens no earlier than the evidence for that identity.
    # Vale's title is known from chapter 1, the span from the pilot's title (4), but the pilot's page
    # ties the two only from the join at 2.5: before it, the label shows and the link stays shut.
    joined = chapter_no_at(store, books.resolve_work(store, None).work_id, "2.5")
    pilot = lxml_html.fromstring(opened(out / "entries" / "grey-pilot.html"))
    captain = pilot.xpath("//a[@class='xref'][. = 'a drowned captain']")[0]
    assert captain.xpath("ancestor::*[@data-reveal][1]/@data-reveal") == ["4"]  # the label, with its span
    assert captain.get("href") is None and captain.get("data-ref-reveal") == str(joined) and joined > 4
    assert base64.b64decode(captain.get("data-ref")).decode() == "entries/captain-orrin-vale.html"
    assert base64.b64decode(link.get("data-ref")).decode() == "entries/grey-pilot.html"
    # A link with no label of its own shows the target's title: hidden, like the title.
    board = next(e for e in wiki_store.entries(store, books.resolve_work(store, None).work_id) if e.slug == "harbour-board")
    titled = span.xpath(".//a[@class='xref'][. = 'Harbour Board']")[0]
    assert board.title_reveal_at > 1 and titled.get("href") is None
    assert titled.xpath("ancestor::*[@data-reveal][1]/@data-reveal") == [str(board.title_reveal_at)]
    # The navbox that lists Wren is shown, its title and row label gated like titles.
    crew = wren.xpath("//nav[@class='navbox'][.//*[contains(., \"Shale's Crew\")]]")[0]
    assert crew.xpath("./h2//*[@data-reveal]/@data-reveal") == ["5"] and "Shale" not in crew.get("aria-label")
    assert crew.xpath(".//th//*[@data-reveal]/@data-reveal") == ["6"]
    assert wren.xpath("//p[@class='meta']//*[@data-reveal]/@data-reveal") == ["5"]  # its category's title
    # Nowhere without the script: the gated titles, the raw markup, a gated entry's address.
    for rel in ("index.html", "categories/the-watch.html", "entries/wren.html", "entries/old-tamsin.html"):
        text = opened(out / rel)
        assert "grey-pilot" not in text and "[[" not in text, rel
        shown = without_gated(lxml_html.fromstring(text.encode())).text_content()
        assert "Shale's" not in shown and "Vale's" not in shown, rel


def test_an_entry_joining_two_identities_is_found_by_the_second_only_after_the_join(tmp_path):
    """Grey Pilot + Vale (joined at 2.5.8): search and the popup learn 'Vale' only from 2.5."""
    from support.fake_writer import Joiner, Writer, config
    from understory_cli.llm.scripted import ScriptedClient
    from understory_cli.static_site.collect import collect
    from understory_cli.static_site.data_files import search_data
    from understory_cli.wiki.compose import compose

    store = sample_wiki(tmp_path)
    compose(store, config(), ScriptedClient(Writer(architect=Joiner(joined_at="2.5.8")), store=store))
    work_id = books.resolve_work(store, None).work_id
    joined = chapter_no_at(store, work_id, "2.5")
    [pilot] = [e for e in search_data(collect(store, None))["entries"] if e["title"] == "Grey Pilot"]
    names = {name: reveal for name, reveal, _ in pilot["names"]}
    assert "Vale" in names and all(reveal >= joined for name, reveal in names.items() if "Vale" in name)


def test_the_interface_language_is_the_setting_then_the_configured_language_then_the_books():
    from understory_cli.static_site.messages import interface_language

    assert interface_language("ja", "zh", "en") == "ja"  # `understory settings set interface_language ja`
    assert interface_language("auto", "zh-CN", "en") == "zh"  # config `language: zh-CN`
    assert interface_language("auto", None, "ja-JP") == "ja" and interface_language(None, None, "zh-Hant") == "zh"
    assert interface_language("auto", "fr", "de") == "en"  # no catalogue for either: English
