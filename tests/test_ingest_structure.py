"""Reading order, chapters, locators and volumes."""

from __future__ import annotations

import shutil

import pytest

from conftest import CORPORA, SAMPLE, table_contents
from epubkit import make_epub, story, xhtml
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.series import cjk_number, slugify, volume_number
from understory_cli.ingest.model import Volume
from understory_cli.store import books, open_store


def test_fragment_anchors_split_one_file_into_chapters(tmp_path):
    body = "".join(f'<section id="c{i}"><h2>Chapter {i}</h2>' + f"<p>Text of chapter {i}.</p>" * 4 + "</section>"
                   for i in range(1, 4))
    book = make_epub(tmp_path / "split.epub", {"all.xhtml": xhtml(body)},
                     toc=[(f"Chapter {i}", f"text/all.xhtml#c{i}") for i in range(1, 4)])
    chapters = parse_epub(book).story_chapters
    assert [c.title for c in chapters] == ["Chapter 1", "Chapter 2", "Chapter 3"]
    assert [c.href for c in chapters] == [f"OEBPS/text/all.xhtml#c{i}" for i in range(1, 4)]
    assert all(c.blocks[1].text == f"Text of chapter {i}." for i, c in enumerate(chapters, 1))


def test_nested_toc_and_untitled_spine_items(tmp_path):
    docs = story(3)
    docs["interlude.xhtml"] = xhtml("<h3>A Quiet Interlude</h3>" + "<p>Rain on the roof, for a while.</p>" * 5)
    docs["bare.xhtml"] = xhtml("<p>No heading here at all, only story text.</p>" * 5, "Test Book")
    docs["named.xhtml"] = xhtml("<p>Only a document title names this one.</p>" * 5, "The Storm")
    nested = '<li><a href="text/ch1.xhtml">Part One</a><ol><li><a href="text/ch2.xhtml">Two</a></li>' \
             '<li><a href="text/ch3.xhtml">Three</a></li></ol></li>'
    book = make_epub(tmp_path / "nested.epub", docs, toc=nested)
    chapters = parse_epub(book).chapters
    assert [(c.title, c.toc_level) for c in chapters] == [
        ("Part One", 1), ("Two", 2), ("Three", 2), ("A Quiet Interlude", None), ("Section 5", None),
        ("The Storm", None)]


def test_image_only_and_hidden_toc_labels():
    img = parse_epub(CORPORA / "epub" / "w3c" / "nav-non-text_img.epub")
    assert all(c.title for c in img.chapters)
    hidden = parse_epub(CORPORA / "epub" / "w3c" / "nav-spine_in-spine-hidden-toc-html.epub")
    assert len(hidden.story_chapters) >= 2


def test_spine_order_wins_over_file_names():
    volume = parse_epub(CORPORA / "epub" / "w3c" / "pkg-spine-order.epub")
    claims = [next(b.text for b in c.blocks if "must appear" in b.text) for c in volume.chapters[1:]]
    assert claims == [f"This page must appear {n}." for n in ("second", "third", "last")]
    assert [c.href.rsplit("/", 1)[1][0] for c in volume.chapters] == ["d", "c", "b", "a"]


def test_non_linear_items_are_kept_but_not_story():
    volume = parse_epub(CORPORA / "epub" / "w3c" / "pkg-spine-nonlinear-activation.epub")
    assert len(volume.chapters) == 2 and len(volume.story_chapters) == 1


def test_matter_before_a_numbered_first_chapter_is_not_story():
    """Moby Dick's etymology and extracts come before CHAPTER 1: 1.1 is 'Loomings'."""
    volume = parse_epub(CORPORA / "epub" / "gutenberg" / "pg_moby_dick.epub")
    first = volume.story_chapters[0]
    assert first.title.startswith("CHAPTER 1.") and any(c.title.startswith("EXTRACTS") for c in volume.chapters)


def test_a_prologue_before_chapter_one_stays_story(tmp_path):
    titles = ["Prologue", "Chapter 1", "Chapter 2", "Chapter 3"]
    docs = {f"c{i}.xhtml": xhtml(f"<h1>{t}</h1>" + "<p>The lantern burned all night on Gull Rock.</p>" * 5, t)
            for i, t in enumerate(titles)}
    path = make_epub(tmp_path / "p.epub", docs, toc=[(t, f"c{i}.xhtml") for i, t in enumerate(titles)])
    assert [c.title for c in parse_epub(path).story_chapters] == titles


def test_first_of_several_packages_is_read():
    volume = parse_epub(CORPORA / "epub" / "w3c" / "ocf-package_multiple.epub")
    assert len(volume.chapters) == 1


def test_sample_book_structure(sample_store):
    work = books.resolve_work(sample_store, None)
    assert work.slug == "the-lantern-keeper" and work.title == "The Lantern Keeper"
    toc = books.table_of_contents(sample_store, work.work_id, include_matter=True)
    assert [c.locator for c in toc if c.role != "story"] == ["1.f1", "2.f1", "2.b1"]
    assert [c.locator for c in toc if c.role == "story"] == [f"{v}.{n}" for v in (1, 2) for n in range(1, 7)]
    twist = sample_store.all("SELECT locator FROM paragraphs WHERE text LIKE 'The Grey Pilot lowered his hood%'")
    assert twist == [("2.5.8",)]  # heading + the 7th <p>


@pytest.mark.parametrize("title, name, index, expected", [
    ("西游记 第三卷", "x.epub", None, 3),
    ("魔法禁书目录 第十二卷", "x.epub", None, 12),
    ("The Saga, Vol. 4", "x.epub", None, 4),
    ("Book II", "x.epub", None, 2),
    ("Some Title", "03_some-title.epub", None, 3),
    ("Some Title", "series-vol07.epub", None, 7),
    ("Some Title", "x.epub", 6.0, 6),
    ("Some Title", "x.epub", None, None),
])
def test_volume_numbers(title, name, index, expected):
    volume = Volume(source_name=name, sha256="", title=title, chapters=[], series_index=index)
    assert volume_number(volume) == expected


def test_cjk_numbers_and_slugs():
    assert [cjk_number(t) for t in ("３", "十", "十二", "二十", "一百零三", "xiv")] == [3, 10, 12, 20, 103, 14]
    assert slugify("The Land of Oz!") == "the-land-of-oz" and slugify("西游记") == "西游记"


def test_reingest_unchanged_changes_nothing(oz_store):
    before = table_contents(oz_store)
    from conftest import OZ_FILES

    result = ingest(oz_store, OZ_FILES, work="oz")
    assert {v.status for v in result.volumes} == {"unchanged"}
    assert table_contents(oz_store) == before


def test_changed_volume_is_replaced_and_others_keep_their_locators(tmp_path):
    store = open_store(tmp_path / "s.duckdb")
    vol1, vol2 = tmp_path / "vol1", tmp_path / "vol2"
    shutil.copytree(SAMPLE / "vol1", vol1)
    shutil.copytree(SAMPLE / "vol2", vol2)
    ingest(store, [vol1, vol2])
    locators = lambda v: store.all(  # noqa: E731
        "SELECT p.locator, md5(p.text) FROM paragraphs p JOIN chapters c USING (chapter_id) "
        "JOIN volumes v USING (volume_id) WHERE v.volume_no = ? ORDER BY p.locator", [v])
    vol1_before, vol2_before = locators(1), locators(2)

    chapter = vol2 / "OEBPS" / "text" / "chapter-01.xhtml"
    chapter.write_text(chapter.read_text().replace("</h2>", "</h2><p>A new first paragraph.</p>", 1))
    result = ingest(store, [vol1, vol2])
    assert [v.status for v in result.volumes] == ["unchanged", "replaced"]
    assert locators(1) == vol1_before
    assert locators(2) != vol2_before
    assert store.scalar("SELECT count(*) FROM volumes") == 2
    assert store.scalar("SELECT text FROM paragraphs WHERE locator = '2.1.2'") == "A new first paragraph."
    # no orphans left behind by the replaced volume
    assert store.scalar("SELECT count(*) FROM paragraphs WHERE chapter_id NOT IN (SELECT chapter_id FROM chapters)") == 0
    assert store.scalar("SELECT count(*) FROM lexical_postings WHERE chunk_id NOT IN (SELECT chunk_id FROM chunks)") == 0


def test_a_later_volume_is_appended_to_its_work(tmp_path):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    result = ingest(store, [SAMPLE / "vol2"], work="lantern")
    assert [(v.volume_no, v.status) for v in result.volumes] == [(2, "added")]
    work = books.find_work(store, "lantern")
    toc = books.table_of_contents(store, work.work_id)
    assert [c.chapter_no for c in toc] == list(range(1, 13))
    assert store.scalar("SELECT count(DISTINCT chapter_no) FROM chunks") == 12


def test_unnumbered_books_are_ordered_as_given(tmp_path):
    a = make_epub(tmp_path / "zeta.epub", story(2), title="Zeta")
    b = make_epub(tmp_path / "alpha.epub", story(2), title="Alpha")
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [a, b], work="pair")
    assert [v.title for v in books.volumes(store, books.find_work(store, "pair").work_id)] == ["Zeta", "Alpha"]
