"""A new edition of a volume never shifts the analysis: everything derived from a chapter
follows that chapter's text (issue 40). Each edition below changes volume 1 of the sample
book, analyzed and composed without a model; then every summary, glance, record, alias and
wiki part must sit on the chapter whose text it was made from, or be gone and named stale."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import SAMPLE
from lxml import html as lxml_html

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.errors import TextLossError
from understory_cli.ingest import ingest
from understory_cli.reading import save_position, saved_position
from understory_cli.static_site import build_site
from understory_cli.static_site.unlock import page_at
from understory_cli.status import work_status
from understory_cli.config import Config
from understory_cli.store import anchors, open_store
from understory_cli.wiki.extractive import compose_extractive

TEXT = "OEBPS/text"
NEW_CHAPTER = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Interlude</title></head><body>
<h2>Interlude: The Harbour at Night</h2>
<p>Nobody walked the quay that night; the boats knocked together in the dark water.</p>
<p>Far out, the Lighthouse turned its beam over the Teeth and back again, patient as ever.</p>
</body></html>"""


def add_chapter(folder: Path) -> None:
    """A chapter between 1.1 and 1.2, in the spine, the nav and the NCX."""
    (folder / TEXT / "interlude.xhtml").write_text(NEW_CHAPTER, encoding="utf-8")
    _edit(folder / "OEBPS/content.opf", [
        ('<item id="ch02"', '<item id="inter" href="text/interlude.xhtml" media-type="application/xhtml+xml"/>\n'
                            '    <item id="ch02"'),
        ('<itemref idref="ch02"/>', '<itemref idref="inter"/><itemref idref="ch02"/>')])
    _edit(folder / "OEBPS/nav.xhtml", [('<li><a href="text/chapter-02.xhtml">',
                                        '<li><a href="text/interlude.xhtml">Interlude</a></li>'
                                        '<li><a href="text/chapter-02.xhtml">')])
    _drop_ncx(folder)


def remove_chapter(folder: Path, name: str = "chapter-03") -> None:
    """The chapter's file, its spine item and its contents line gone."""
    (folder / TEXT / f"{name}.xhtml").unlink()
    number = name[-2:]
    _edit(folder / "OEBPS/content.opf", [(f'<itemref idref="ch{number}"/>', ""),
                                         (re.compile(rf'<item id="ch{number}"[^>]*/>'), "")])
    _edit(folder / "OEBPS/nav.xhtml", [(re.compile(rf'<li><a href="text/{name}\.xhtml">[^<]*</a></li>'), "")])
    _drop_ncx(folder)


def swap_chapters(folder: Path) -> None:
    """Chapters 4 and 5 trade places in the spine and the contents."""
    _edit(folder / "OEBPS/content.opf", [('<itemref idref="ch04"/>\n    <itemref idref="ch05"/>',
                                          '<itemref idref="ch05"/>\n    <itemref idref="ch04"/>')])
    nav = folder / "OEBPS/nav.xhtml"
    lines = nav.read_text(encoding="utf-8").splitlines()
    i = next(n for n, line in enumerate(lines) if "chapter-04.xhtml" in line)
    lines[i], lines[i + 1] = lines[i + 1], lines[i]
    nav.write_text("\n".join(lines), encoding="utf-8")
    _drop_ncx(folder)


def _edit(path: Path, changes) -> None:
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        changed = old.sub(new, text) if isinstance(old, re.Pattern) else text.replace(old, new)
        assert changed != text, f"{path.name}: {old} not found"
        text = changed
    path.write_text(text, encoding="utf-8")


def _drop_ncx(folder: Path) -> None:  # the EPUB 3 nav is the table of contents; an NCX left stale would disagree
    _edit(folder / "OEBPS/content.opf", [('<spine toc="ncx">', "<spine>"),
                                         ('<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>', "")])
    (folder / "OEBPS/toc.ncx").unlink()


def chapter_texts(store) -> dict[int, str]:
    """chapter_no -> a hash of its text, as the store holds it now."""
    return {a.chapter_no: a.text_sha256 for a in anchors.chapter_anchors(store, 1)}


def paragraph_texts(store) -> dict[str, str]:
    return dict(store.all("SELECT locator, text FROM paragraphs"))


def made_from(store) -> dict:
    """Each unit with the text it was made from: summaries and glances by their chapter's text,
    records and aliases by the paragraphs they cite, entries by the paragraphs their parts cite."""
    text, para = chapter_texts(store), paragraph_texts(store)
    return {
        "summaries": {s: text[c] for c, s in store.all("SELECT chapter_no, summary FROM chapter_summaries")},
        "glances": {g: text[c] for c, g in store.all("SELECT chapter_no, text FROM glances")},
        "records": {r: [para[e] for e in ev] for r, ev in store.all("SELECT text, evidence FROM point_records")},
        "cites": {(slug, json.dumps(part, sort_keys=True, default=str)): [para[c] for c in part.get("cites", [])]
                  for slug, part in _entry_parts(store)},
    }


def _entry_parts(store):
    for slug, data in store.all("SELECT slug, data FROM wiki_entries"):
        for section in json.loads(data).get("body", []):
            for span in section["spans"]:
                if span.get("cites"):
                    yield slug, {"text": span["text"], "cites": span["cites"]}


def assert_nothing_on_another_chapter(store, before: dict) -> None:
    after = made_from(store)
    for kind in ("summaries", "glances", "records"):
        for unit, source in after[kind].items():
            if unit in before[kind]:
                assert source == before[kind][unit], f"{kind}: {unit!r} now sits on other text"
    by_text = {(slug, part["text"]): texts for (slug, key), texts in before["cites"].items()
               for part in [json.loads(key)]}
    for (slug, key), texts in after["cites"].items():
        part = json.loads(key)
        if (slug, part["text"]) in by_text:
            assert texts == by_text[(slug, part["text"])], f"{slug}: {part['text']!r} cites other text"
    # every gate is no earlier than the evidence it stands on
    chapter_of = dict(store.all("SELECT p.locator, c.chapter_no FROM paragraphs p JOIN chapters c USING (chapter_id)"))
    for reveal, evidence in store.all("SELECT reveal_at, evidence FROM point_records"):
        assert all(reveal >= chapter_of[e] for e in evidence if e in chapter_of)


@pytest.fixture
def analyzed(tmp_path):
    vol1, vol2 = tmp_path / "vol1", tmp_path / "vol2"
    shutil.copytree(SAMPLE / "vol1", vol1)
    shutil.copytree(SAMPLE / "vol2", vol2)
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [vol1, vol2])
    analyze_extractive(store)
    compose_extractive(store)
    save_position(store, 1, "1.5", source="test")
    return store, vol1, vol2


EDITIONS = {"added": add_chapter, "removed": remove_chapter, "swapped": swap_chapters}


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_new_edition_moves_each_unit_with_its_chapter(analyzed, edition, tmp_path):
    store, vol1, vol2 = analyzed
    before = made_from(store)
    vol2_records = store.all("SELECT text, evidence FROM point_records WHERE volume_no = 2 ORDER BY ALL")
    EDITIONS[edition](vol1)
    result = ingest(store, [vol1, vol2], allow_loss=edition == "removed")
    report = result.volumes[0]
    assert report.status == "replaced"
    said = "\n".join(report.warnings)
    expected = {"added": 'chapter 1.2 "Interlude: The Harbour at Night" is new',
                "removed": 'chapter 1.3 "Chapter 3: The Storm of St. Brannoc\'s Eve" is not in the new copy',
                "swapped": 'chapter 1.4 "Chapter 4: The Grey Pilot" is now 1.5'}[edition]
    assert expected in said, said
    assert_nothing_on_another_chapter(store, before)
    # volume 2 did not change: its records stand, their locators unchanged, their gates moved
    assert store.all("SELECT text, evidence FROM point_records WHERE volume_no = 2 ORDER BY ALL") == vol2_records

    # the saved position follows its chapter (1.5 of the old copy)
    position = {"added": "1.6", "removed": "1.4", "swapped": "1.4"}[edition]
    assert saved_position(store, 1) == position

    # the built site: every chapter page's glance is one made from that chapter's text
    site = tmp_path / "site"
    build_site(store, site)
    text_now = chapter_texts(store)
    glance_of = before["glances"]
    seen = 0
    for no, loc in store.all("SELECT chapter_no, locator FROM chapters WHERE is_body"):
        page = lxml_html.fromstring(page_at(site, f"reader/{loc}.html", 10_000))
        for aside in page.xpath('//aside[@class="glance"]'):
            shown = " ".join(aside.text_content().split())
            sources = [h for g, h in glance_of.items() if " ".join(g.split()) in shown]
            assert sources and all(h == text_now[no] for h in sources), f"{loc}: {shown!r}"
            seen += 1
    assert seen >= 10  # the glances of both volumes' other chapters are shown


def test_status_names_the_stale_units_and_analyze_and_compose_redo_them(analyzed):
    store, vol1, vol2 = analyzed
    remove_chapter(vol1)
    ingest(store, [vol1, vol2], allow_loss=True)
    left = "\n".join(work_status(store, Config())[0].left)
    assert "analyze:" in left and "stale after a volume was replaced" in left and "chapter 1.3" in left, left
    vol1_analysis = store.all("SELECT volume_no, source_sha256 FROM analyzed_volumes ORDER BY 1")
    analyze_extractive(store)
    assert store.all("SELECT volume_no, source_sha256 FROM analyzed_volumes ORDER BY 1") != vol1_analysis
    assert anchors.stale_units(store, 1).get("analyze") is None
    compose_extractive(store)
    assert anchors.stale_units(store, 1) == {}
    assert "stale" not in "\n".join(work_status(store, Config())[0].left)


def test_replacing_the_last_volume_leaves_the_first_untouched(analyzed):
    store, vol1, vol2 = analyzed
    first = {t: store.all(f"SELECT * FROM {t} WHERE volume_no = 1 ORDER BY ALL")
             for t in ("chapter_summaries", "point_records", "point_aliases")}
    add_chapter_to = vol2 / TEXT / "chapter-03.xhtml"
    add_chapter_to.write_text(add_chapter_to.read_text(encoding="utf-8").replace(
        "</body>", "<p>A closing line the second edition adds.</p></body>"), encoding="utf-8")
    ingest(store, [vol1, vol2])
    assert {t: store.all(f"SELECT * FROM {t} WHERE volume_no = 1 ORDER BY ALL") for t in first} == first
    stale = anchors.stale_units(store, 1)
    assert any("chapter 2.3" in u for u in stale["analyze"]), stale


def test_a_missing_chapter_file_is_refused_like_an_emptied_chapter(analyzed):
    store, vol1, vol2 = analyzed
    remove_chapter(vol1, "chapter-02")
    with pytest.raises(TextLossError) as refused:
        ingest(store, [vol1, vol2])
    assert 'chapter 1.2 "Chapter 2: Gull Rock" 3,581 → 0 characters' in str(refused.value)
    assert "--allow-loss" in str(refused.value)


def test_a_chapter_file_renamed_in_the_new_copy_loses_nothing(analyzed):
    store, vol1, vol2 = analyzed
    (vol1 / TEXT / "chapter-02.xhtml").rename(vol1 / TEXT / "gull-rock.xhtml")
    for name in ("content.opf", "nav.xhtml", "toc.ncx"):
        _edit(vol1 / "OEBPS" / name, [("chapter-02.xhtml", "gull-rock.xhtml")])
    result = ingest(store, [vol1, vol2])
    assert not any("loses text" in w for w in result.volumes[0].warnings)
    assert anchors.stale_units(store, 1) == {}


@pytest.mark.browser
@pytest.mark.browser
def test_the_browsers_saved_progress_follows_its_chapter_into_the_rebuilt_site(analyzed, browser, tmp_path):
    store, vol1, vol2 = analyzed
    site = tmp_path / "site"
    build_site(store, site)
    number = dict(store.all("SELECT locator, chapter_no FROM chapters WHERE is_body"))
    page = browser.new_context().new_page()
    page.goto((site / "reader" / "1.3.html").as_uri())
    page.evaluate(f"window.Understory.setProgress({number['1.3']})")  # chapter 3 finished
    add_chapter(vol1)  # 1.3 becomes 1.4: the same number now names the chapter before it
    ingest(store, [vol1, vol2])
    build_site(store, site)
    page.reload()
    moved = dict(store.all("SELECT locator, chapter_no FROM chapters WHERE is_body"))["1.4"]
    assert page.evaluate("window.Understory.progress()") == moved == number["1.3"] + 1
