"""The site's scripts are components (site_assets/, loaded in the order static_site.resources
lists): each mounted where its elements are, each redrawn by the gates' event, and the values
they share with Python (the reading settings' ranges, which chapter titles only number their
chapter) coming from Python in the site's data."""

from __future__ import annotations

import json

import pytest
from support.sitekit import page, sample_wiki, set_progress, url, wait_for  # noqa: F401 (page: the fixture)

from understory_cli.reading import ReadingSettings
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store
from understory_cli.text import numbering_only

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The sample book, one chapter where an entry appears retitled to a bare numeral."""
    folder = tmp_path_factory.mktemp("components")
    store = sample_wiki(folder)
    work = books.resolve_work(store, None)
    entry = next(e for e in wiki_store.entries(store, work.work_id)
                 if len(e.data.track.appearances) >= 2 and any(s.kind == "appearances" for s in e.data.body))
    bare, titled = sorted(entry.data.track.appearances)[-1], sorted(entry.data.track.appearances)[0]
    store.all("UPDATE chapters SET title = 'XIII' WHERE work_id = ? AND chapter_no = ?", [work.work_id, bare])
    build_site(store, folder / "site")
    chapters = {c.chapter_no: c for c in books.table_of_contents(store, work.work_id) if c.chapter_no}
    return {"out": folder / "site", "slug": work.slug, "entry": entry.slug, "bare": bare, "titled": titled,
            "chapters": chapters, "last": max(chapters)}


def mounted(page, out, rel: str) -> set[str]:
    page.goto(url(out, rel))
    return set(wait_for(page, "window.Understory.mounted.length ? window.Understory.mounted : null"))


def test_each_component_is_mounted_where_its_elements_are(site, page):
    out, first = site["out"], site["chapters"][1].locator
    everywhere = {"gates", "pickers", "settings", "popup", "chat", "citations", "sidebar", "sidebar search"}
    chapter = mounted(page, out, f"reader/{first}.html")
    assert everywhere | {"reader", "contents", "bar", "name marks"} <= chapter
    assert not chapter & {"search", "entry", "graph", "read marks"}
    home = mounted(page, out, "index.html")
    assert everywhere | {"folds", "continue"} <= home and not home & {"reader", "contents", "bar", "search"}
    assert "search" in mounted(page, out, "search.html")
    assert "read marks" in mounted(page, out, "reader/index.html")
    assert "graph" in mounted(page, out, "graph.html")
    entry = mounted(page, out, f"entries/{site['entry']}.html")
    assert {"entry", "appearances"} <= entry and not entry & {"reader", "contents", "bar"}


def test_the_components_redraw_on_the_gates_event(site, page):
    out, slug = site["out"], site["slug"]
    mounted(page, out, f"reader/{site['chapters'][1].locator}.html")
    ticked = "document.querySelectorAll('.toc li.done').length"
    page.evaluate("window.gatesSeen = 0; document.addEventListener('understory:gates', () => window.gatesSeen++)")
    page.select_option("header [data-progress-picker]", "2")
    assert page.evaluate("window.gatesSeen") >= 1 and page.evaluate(ticked) == 2
    # Progress stored behind the page's back is drawn only when the event comes.
    page.evaluate(f"localStorage.setItem('understory:{slug}:progress', '3')")
    assert page.evaluate(ticked) == 2
    page.evaluate("document.dispatchEvent(new CustomEvent('understory:gates'))")
    assert page.evaluate(ticked) == 3
    assert page.evaluate("document.querySelector('svg[data-scale=book] [data-scale-read]').getAttribute('width')") == "3"


def test_the_settings_ranges_come_from_the_reading_settings(site, page):
    out = site["out"]
    schema = ReadingSettings.model_json_schema()["properties"]
    page.goto(url(out, "settings.html"))
    for name in ("font_size", "line_height"):
        control = page.locator(f"[data-settings-form] input[name={name}]")
        assert float(control.get_attribute("min")) == schema[name]["minimum"]
        assert float(control.get_attribute("max")) == schema[name]["maximum"]
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({font_size: 99, line_height: 0.5}))")
    page.reload()
    style = "getComputedStyle(document.documentElement).getPropertyValue('{}').trim()"
    assert page.evaluate(style.format("--text-size")) == f"{schema['font_size']['maximum']}px"
    assert float(page.evaluate(style.format("--text-line"))) == schema["line_height"]["minimum"]
    book = json.loads((out / "data" / "book.js").read_text()[len("window.UNDERSTORY_BOOK="):-2])
    assert book["fields"]["theme"]["choices"] == schema["theme"]["enum"] and "interface_language" not in book["fields"]


def test_a_title_that_only_numbers_its_chapter_is_not_listed_beside_it(site, page):
    out, slug, bare, titled = site["out"], site["slug"], site["bare"], site["titled"]
    assert numbering_only("XIII") and not numbering_only(site["chapters"][titled].title)
    page.goto(url(out, "index.html"))
    set_progress(page, slug, site["last"])
    page.goto(url(out, f"entries/{site['entry']}.html"))
    listed = "[...document.querySelectorAll('ol[data-appearances] a')].map(a => [a.textContent, a.className])"
    rows = {text.split(" ", 1)[0]: (text, cls) for text, cls in wait_for(page, f"{listed}.length ? {listed} : null")}
    assert rows[site["chapters"][bare].locator] == (site["chapters"][bare].locator, "untitled")
    assert rows[site["chapters"][titled].locator][0] == f"{site['chapters'][titled].locator} {site['chapters'][titled].title}"
