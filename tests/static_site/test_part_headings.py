"""A novel in parts: the contents beside the text heads each part's chapters with the part's title page,
and a part's title shows no earlier than the title of the chapter it opens (a title can tell); on a phone the
contents is a drawer the whole height of the screen."""

from __future__ import annotations

import pytest
from support.sitekit import names_parts, page, set_progress, url, wait_for  # noqa: F401 (page: the fixture)

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store
from understory_cli.wiki.extractive import compose_extractive

PARTS = ("PART I. THE VILLAGE", "PART II. THE BETRAYAL AT YONVILLE")


@pytest.fixture(scope="module")
def parted(tmp_path_factory):
    folder = tmp_path_factory.mktemp("parts")
    chapter = ("Chapter {n}\n\n" + "\n\n".join(
        f"Emma Rouault walked with Charles Bovary to the mill, and the miller Lheureux waved at them ({i})."
        for i in range(6)))
    text = "\n\n".join([PARTS[0], chapter.format(n="One"), chapter.format(n="Two"),
                        PARTS[1], chapter.format(n="Three"), chapter.format(n="Four")])
    path = folder / "bovary.txt"
    path.write_text(f"MADAME BOVARY\n\n{text}\n", encoding="utf-8")
    store = open_store(folder / "parts.duckdb")
    ingest(store, [path])
    analyze_extractive(store)
    compose_extractive(store)
    build_site(store, folder / "site")
    work = books.resolve_work(store, None)
    return {"out": folder / "site", "slug": work.slug,
            "roles": [c.role for c in books.table_of_contents(store, work.work_id, include_matter=True)]}


def test_a_part_heading_opens_with_the_chapter_it_heads(parted):
    assert parted["roles"].count("part") == 2
    parts = names_parts(parted["out"])
    shipped = {k: [t for c in part["chapters"] for t in c.get("parts", [])] for k, part in parts.items()}
    assert shipped[0] == [PARTS[0]] and shipped[2] == [PARTS[1]]  # chapter 3's gate: chapter 2 finished


@pytest.mark.browser
def test_the_contents_beside_the_text_heads_each_part(parted, page):
    page.goto(url(parted["out"], "index.html"))
    set_progress(page, parted["slug"], 0)
    page.goto(url(parted["out"], "reader/1.1.html"))
    heads = page.locator(".toc-pane li.part")
    assert wait_for(page, "document.querySelectorAll('.toc-pane li.part').length", 2) == 2
    # each heading stands right above the first chapter of its part
    above = page.evaluate("""() => [...document.querySelectorAll('.toc-pane li.part')]
        .map(li => li.nextElementSibling.getAttribute('data-chapter'))""")
    assert above == ["1", "3"]
    assert wait_for(page, "document.querySelector('.toc-pane li.part .toc-title').textContent", PARTS[0]) == PARTS[0]
    assert heads.nth(1).inner_text() == "" and PARTS[1] not in page.content()  # Part II's title tells: hidden
    heads.first.locator("a").click()
    page.wait_for_url("**/reader/1.f*.html")
    assert PARTS[0] in page.inner_text("main")  # the part's own title page
    set_progress(page, parted["slug"], 2)
    page.goto(url(parted["out"], "reader/1.2.html"))
    assert wait_for(page, "document.querySelectorAll('.toc-pane li.part .toc-title')[1].textContent", PARTS[1]) == PARTS[1]


@pytest.mark.browser
def test_on_a_phone_the_contents_drawer_covers_the_whole_height(parted, page):
    """A short contents (four chapters) made the drawer as short as its list: the text showed below it."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url(parted["out"], "reader/1.2.html"))
    page.click("[data-toc-toggle]")
    page.wait_for_timeout(300)
    drawer = page.locator("[data-toc]").bounding_box()
    assert drawer["x"] >= 0 and drawer["height"] >= 843
