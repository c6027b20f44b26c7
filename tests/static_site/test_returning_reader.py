"""The returning reader in the site (issue 38): the story so far and where a name was last seen,
shipped in the names parts by gate so that nothing past the progress is ever in the browser.
The recap's own content is tested with `understory recap` (tests/cli/test_recap.py)."""

from __future__ import annotations

import re

import pytest
from conftest import chapter_no_at
from support.sitekit import extractive_site, extractive_wiki, names_parts, page, popup_after_selecting, url, wait_for  # noqa: F401 (page: the fixture)

from understory_cli.recap import recap_parts
from understory_cli.store import books
from understory_cli.store import points as point_store

pytestmark = pytest.mark.corpus
SCARECROW = "entries/scarecrow.html"
DAY_MS = 86400000


@pytest.fixture(scope="module")
def oz(oz_extractive, tmp_path_factory):
    store = extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz")
    out = extractive_site(store, tmp_path_factory, "oz", "oz")  # the same site the other Oz modules read
    work_id = books.find_work(store, "oz").work_id
    return {"out": out, "store": store, "work_id": work_id, "at": chapter_no_at(store, work_id, "2.22")}


def scarecrows_last_paragraph(store, work_id: int, at: int) -> str:
    """From the store: the latest chapter up to `at` where the analysis counted the Scarecrow,
    and there the last paragraph naming him."""
    point = next(p for p in point_store.load_points(store, work_id) if p.name == "Scarecrow")
    chapter = max(no for no in point_store.mentions(store, work_id)[point.point_id] if no <= at)
    return [p.locator for p in books.story_paragraphs(store, work_id, volume=2)
            if p.chapter_no == chapter and re.search(r"\bScarecrow\b", p.text)][-1]


def test_last_seen_and_recap_ship_only_in_their_chapters_parts(oz):
    parts = names_parts(oz["out"])
    for gate, part in parts.items():
        assert all(no <= gate for _, no, _ in part["last"]), gate  # a meeting never ships before its chapter
    gates = {(r.kind, r.locator or r.volume_no): r.reveal_at for r in recap_parts(oz["store"], oz["work_id"])}
    shipped = {(kind, loc or vol): gate for gate, part in parts.items() for kind, vol, loc, _ in part["recap"]}
    assert shipped == gates and gates[("volume", 1)] == chapter_no_at(oz["store"], oz["work_id"], "1.24")

    at = oz["at"]
    seen = [(no, para) for gate, part in parts.items() if gate <= at for href, no, para in part["last"] if href == SCARECROW]
    no, para = max(seen)
    expected = scarecrows_last_paragraph(oz["store"], oz["work_id"], at)
    assert f"{books.table_of_contents(oz['store'], oz['work_id'])[no - 1].locator}.{para}" == expected


@pytest.mark.browser
def test_the_card_sidebar_and_last_seen_show_at_2_22_and_nothing_later(oz, page):
    out, at = oz["out"], oz["at"]
    parts = recap_parts(oz["store"], oz["work_id"])
    told = {p.locator or p.volume_no: p.text for p in parts}
    later = [p.text for p in parts if p.reveal_at > at and p.kind == "chapter"]  # each quotes its own chapter
    expected = scarecrows_last_paragraph(oz["store"], oz["work_id"], at)

    page.goto(url(out, "index.html"))
    page.evaluate("""([n, away]) => {
        localStorage.setItem('understory:oz:progress', String(n));
        localStorage.setItem('understory:oz:visited', String(Date.now() - away));
    }""", [at, 10 * DAY_MS])  # back after ten days: the default is seven
    page.goto(url(out, SCARECROW))
    page.wait_for_selector("[data-recap-card]")
    card = page.inner_text("[data-recap-card]")
    assert card.startswith("You stopped at 2.22 on ") and told["2.22"][:60] in card
    assert wait_for(page, "document.querySelector('[data-last-seen-at]') && "
                          "document.querySelector('[data-last-seen-at]').getAttribute('data-last-seen-at')") == expected
    page.wait_for_selector(".last-seen-passage")
    assert "Last seen 2.22" in page.inner_text(".last-seen")
    link = page.get_attribute(".last-seen a", "href")
    assert link.endswith("reader/2.22.html#p-" + expected.replace(".", "-"))

    page.click("[data-sidebar-open]")
    page.click("[data-sidebar-tab=recap]")
    sidebar = page.inner_text("[data-recap]")
    assert told[1][:60] in sidebar and told["2.1"][:60] in sidebar and told["2.22"][:60] in sidebar
    # Gated everywhere: no later part on screen, in the page, or among the parts it loaded.
    source = page.content()
    assert not [t for t in later if t[:60] in source]
    shown = {el.get_attribute("data-recap-part") for el in page.locator("[data-recap-part]").all()}
    assert shown == {"1", *(f"2.{n}" for n in range(1, 23))}
    assert page.evaluate("Math.max(...Object.keys(window.UNDERSTORY_NAMES).map(Number))") == at

    page.click("[data-recap-dismiss]")
    page.reload()
    page.wait_for_selector(".last-seen")
    assert page.locator("[data-recap-card]").count() == 0  # dismissed, and a visit a moment ago calls for none

    # The selection popup says it too, inside the next chapter.
    page.goto(url(out, "reader/2.23.html"))
    popup = popup_after_selecting(page, ".book", "Scarecrow")
    assert "Last seen " + expected in popup and "in the chapter you last finished" in popup
