"""Reading order, chapters, locators and volumes."""

from __future__ import annotations

import shutil

import pytest

from conftest import CORPORA, SAMPLE, table_contents
from support.epubkit import make_epub, story, xhtml
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.series import cjk_number, slugify, volume_number
from understory_cli.ingest.types import Volume
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus


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
    ("Some Title", "saga-2.epub", None, 2),
    ("Some Title", "don_quixote_ch1-10.txt", None, None),  # a range of chapters, no volume
    ("Some Title", "novel_1~12.txt", None, None),
    ("Some Title", "novel_ch12.epub", None, None),
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


# -- story units: a story's sections, a part's title page --------------------------------

LINE = "The keeper climbed the stair and trimmed the wick while the sea came in"


def _page(heading: str, paragraphs: int = 0, words: str = LINE, tag: str = "h1") -> str:
    return xhtml(f"<{tag}>{heading}</{tag}>" + f"<p>{words}.</p>" * paragraphs, heading)


def _stored_toc(tmp_path, book):
    store = open_store(tmp_path / "units.duckdb")
    ingest(store, [book])
    work = books.resolve_work(store, None)
    return store, [(c.locator, c.title) for c in books.table_of_contents(store, work.work_id, include_matter=True)]


def test_a_storys_numbered_sections_in_separate_files_are_one_chapter(tmp_path):
    """A collection: 'The Lighthouse' is a title page with sections I, II, III in files of their
    own, nested under it in the nav; it is one chapter, its section headings kept inside it."""
    docs = {
        "lighthouse.xhtml": xhtml("<h1>The Lighthouse</h1><blockquote><p>They that go down to the sea.</p></blockquote>"),
        "lighthouse-1.xhtml": _page("I", 6, tag="h2"),
        "lighthouse-2.xhtml": _page("II", 6, tag="h2"),
        # a section whose number is a plain centred line, not a heading
        "lighthouse-3.xhtml": xhtml('<p class="center">III</p>' + f"<p>{LINE}, at last.</p>" * 6),
        "storm.xhtml": _page("The Storm", 12),
    }
    nav = ('<li><a href="text/lighthouse.xhtml">The Lighthouse</a><ol>'
           + "".join(f'<li><a href="text/lighthouse-{i}.xhtml">{n}</a></li>' for i, n in ((1, "I"), (2, "II"), (3, "III")))
           + '</ol></li><li><a href="text/storm.xhtml">The Storm</a></li>')
    book = make_epub(tmp_path / "tales.epub", docs, toc=nav, title="Tales of Gull Rock")
    volume = parse_epub(book)
    assert [c.title for c in volume.story_chapters] == ["The Lighthouse", "The Storm"]
    story = volume.story_chapters[0]
    assert [(b.kind, b.text) for b in story.blocks if b.kind == "heading"] == [
        ("heading", "The Lighthouse"), ("heading", "I"), ("heading", "II"), ("heading", "III")]
    assert story.blocks[-1].text == f"{LINE}, at last." and len(story.blocks) == 2 + 3 * 7

    store, toc = _stored_toc(tmp_path, book)
    assert toc == [("1.1", "The Lighthouse"), ("1.2", "The Storm")]
    kinds = store.all("SELECT locator, kind, text FROM paragraphs WHERE locator IN ('1.1.3', '1.1.17', '1.2.1') "
                      "ORDER BY locator")
    assert kinds == [("1.1.17", "heading", "III"), ("1.1.3", "heading", "I"), ("1.2.1", "heading", "The Storm")]


def test_a_storys_sections_as_anchors_of_one_file_are_one_chapter(tmp_path):
    """The same when the sections are fragments of one file and the TOC nests them (like
    Standard Ebooks' collections): the title entry and section I point at the same place."""
    body = "<h2>The Wreck</h2>" + "".join(
        f'<section id="s{i}"><h3>{n}</h3>' + f"<p>{LINE}, part {i}.</p>" * 5 + "</section>"
        for i, n in ((1, "I"), (2, "II"), (3, "III")))
    docs = {"wreck.xhtml": xhtml(body), "storm.xhtml": _page("The Storm", 12)}
    nav = ('<li><a href="text/wreck.xhtml#s1">The Wreck</a><ol>'
           + "".join(f'<li><a href="text/wreck.xhtml#s{i}">{n}</a></li>' for i, n in ((1, "I"), (2, "II"), (3, "III")))
           + '</ol></li><li><a href="text/storm.xhtml">The Storm</a></li>')
    volume = parse_epub(make_epub(tmp_path / "wreck.epub", docs, toc=nav, title="Tales"))
    assert [c.title for c in volume.story_chapters] == ["The Wreck", "The Storm"]
    assert [b.text for b in volume.story_chapters[0].blocks if b.kind == "heading"] == ["The Wreck", "I", "II", "III"]


def test_a_chinese_storys_numbered_sections_are_one_chapter(tmp_path):
    docs = {"fox.xhtml": xhtml("<h1>狐狸</h1>"), **{f"fox{n}.xhtml": _page(numeral, 8, "灯塔看守人每夜点灯，海风不停", "h2")
                                                 for n, numeral in ((1, "一"), (2, "二"), (3, "三"))},
            "crane.xhtml": _page("仙鹤", 20, "灯塔看守人每夜点灯，海风不停")}
    nav = ('<li><a href="text/fox.xhtml">狐狸</a><ol>'
           + "".join(f'<li><a href="text/fox{n}.xhtml">{numeral}</a></li>' for n, numeral in ((1, "一"), (2, "二"), (3, "三")))
           + '</ol></li><li><a href="text/crane.xhtml">仙鹤</a></li>')
    volume = parse_epub(make_epub(tmp_path / "zh.epub", docs, toc=nav, title="故事集"))
    assert [c.title for c in volume.story_chapters] == ["狐狸", "仙鹤"]


def test_a_storys_parts_are_sections_but_a_novels_parts_are_not(tmp_path):
    """'Part One' with text of its own, a leaf under a story's title, is a section of that story;
    'Part One' as a title page over chapters is a part of a novel (front matter)."""
    docs = {"wreck.xhtml": _page("The Wreck"), "p1.xhtml": _page("Part One", 8, tag="h2"),
            "p2.xhtml": _page("Part Two", 8, tag="h2"), "storm.xhtml": _page("The Storm", 12)}
    nav = ('<li><a href="text/wreck.xhtml">The Wreck</a><ol><li><a href="text/p1.xhtml">Part One</a></li>'
           '<li><a href="text/p2.xhtml">Part Two</a></li></ol></li><li><a href="text/storm.xhtml">The Storm</a></li>')
    volume = parse_epub(make_epub(tmp_path / "parts.epub", docs, toc=nav, title="Tales"))
    assert [c.title for c in volume.story_chapters] == ["The Wreck", "The Storm"]


def test_a_flat_toc_of_story_titles_and_bare_section_numbers(tmp_path):
    """No nesting: 'The Lighthouse', 'I', 'II', 'III', 'The Storm', 'I', 'II' is two stories."""
    docs, toc = {}, []
    for story_no, (title, sections) in enumerate((("The Lighthouse", 3), ("The Storm", 2), ("Gulls", 0))):
        docs[f"s{story_no}.xhtml"] = _page(title, 0 if sections else 10)
        toc.append((title, f"text/s{story_no}.xhtml"))
        for n, numeral in enumerate(["I", "II", "III"][:sections], 1):
            docs[f"s{story_no}-{n}.xhtml"] = _page(numeral, 6, tag="h2")
            toc.append((numeral, f"text/s{story_no}-{n}.xhtml"))
    for listed in (toc, [entry for entry in toc if entry[0] not in ("I", "II", "III")]):  # sections in the TOC or not
        volume = parse_epub(make_epub(tmp_path / "flat.epub", docs, toc=listed, title="Tales"))
        assert [c.title for c in volume.story_chapters] == ["The Lighthouse", "The Storm", "Gulls"]
        assert [b.text for b in volume.story_chapters[1].blocks if b.kind == "heading"] == ["The Storm", "I", "II"]


def test_a_story_whose_opening_holds_section_one(tmp_path):
    """'The Reef' opens with its title and section I's text; 'II' and 'III' follow: one story."""
    docs = {"reef.xhtml": xhtml("<h1>The Reef</h1><h2>I</h2>" + f"<p>{LINE}.</p>" * 6),
            "reef2.xhtml": _page("II", 6, tag="h2"), "reef3.xhtml": _page("III", 6, tag="h2"),
            "storm.xhtml": _page("The Storm", 12)}
    toc = [("The Reef", "text/reef.xhtml"), ("II", "text/reef2.xhtml"), ("III", "text/reef3.xhtml"),
           ("The Storm", "text/storm.xhtml")]
    volume = parse_epub(make_epub(tmp_path / "reef.epub", docs, toc=toc, title="Tales"))
    assert [c.title for c in volume.story_chapters] == ["The Reef", "The Storm"]
    assert [b.text for b in volume.story_chapters[0].blocks if b.kind == "heading"] == ["The Reef", "I", "II", "III"]


def test_a_novels_part_title_pages_are_front_matter_of_the_part(tmp_path):
    """A novel in two parts, nested: the part pages (a heading, an epigraph) are not chapters;
    the chapters are numbered 1..4 straight through, and the part pages keep their text."""
    docs = {
        "part1.xhtml": _page("Part One").replace(
            "</h1>", "</h1><blockquote>" + "<p>Whither, O splendid ship, thy white sails crowding.</p>" * 12
            + "</blockquote>"),
        "ch1.xhtml": _page("Chapter 1", 10), "ch2.xhtml": _page("Chapter 2", 10),
        "part2.xhtml": _page("The Return", 0),
        "ch3.xhtml": _page("Chapter 3", 10), "ch4.xhtml": _page("Chapter 4", 10),
    }
    nav = "".join(f'<li><a href="text/{part}.xhtml">{label}</a><ol>'
                  + "".join(f'<li><a href="text/ch{n}.xhtml">Chapter {n}</a></li>' for n in chapters) + "</ol></li>"
                  for part, label, chapters in (("part1", "Part One", (1, 2)), ("part2", "The Return", (3, 4))))
    book = make_epub(tmp_path / "novel.epub", docs, toc=nav, title="The Keeper")
    volume = parse_epub(book)
    assert [c.title for c in volume.story_chapters] == [f"Chapter {n}" for n in range(1, 5)]
    store, toc = _stored_toc(tmp_path, book)
    assert toc == [("1.f1", "Part One"), ("1.1", "Chapter 1"), ("1.2", "Chapter 2"),
                   ("1.f2", "The Return"), ("1.3", "Chapter 3"), ("1.4", "Chapter 4")]
    assert store.scalar("SELECT text FROM paragraphs WHERE locator = '1.f1.2'").startswith("Whither, O splendid ship")


def test_a_part_heading_over_story_text_stays_a_chapter(tmp_path):
    """'Part One' followed by a page of story text (not an epigraph) is where the story starts."""
    docs = {"part1.xhtml": _page("Part One", 10), **story(2)}
    toc = [("Part One", "text/part1.xhtml"), ("Chapter 1", "text/ch1.xhtml"), ("Chapter 2", "text/ch2.xhtml")]
    volume = parse_epub(make_epub(tmp_path / "p.epub", docs, toc=toc, title="The Keeper"))
    assert [c.title for c in volume.story_chapters] == ["Part One", "Chapter 1", "Chapter 2"]


def test_a_title_page_over_a_single_chapter_is_a_part_unless_it_heads_that_chapter(tmp_path):
    """'The Old World' in a file of its own over one chapter is a part's title page; a chapter
    heading over its subtitle entry in the same file (Gutenberg's Moby-Dick) is one chapter."""
    docs = {"old.xhtml": _page("The Old World"), "ch1.xhtml": _page("Chapter 1", 10),
            "new.xhtml": _page("The New World"), "ch2.xhtml": _page("Chapter 2", 10),
            "ch3.xhtml": xhtml('<h2 id="h">CHAPTER 3. The Storm.</h2><h3 id="s">In which the lamp goes out.</h3>'
                               + f"<p>{LINE}.</p>" * 10)}
    nav = "".join(f'<li><a href="text/{part}.xhtml">{label}</a><ol><li><a href="text/ch{n}.xhtml">Chapter {n}</a></li></ol></li>'
                  for part, label, n in (("old", "The Old World", 1), ("new", "The New World", 2)))
    nav += ('<li><a href="text/ch3.xhtml#h">CHAPTER 3. The Storm.</a><ol>'
            '<li><a href="text/ch3.xhtml#s">In which the lamp goes out.</a></li></ol></li>')
    volume = parse_epub(make_epub(tmp_path / "worlds.epub", docs, toc=nav, title="The Keeper"))
    assert [c.title for c in volume.story_chapters] == ["Chapter 1", "Chapter 2", "CHAPTER 3. The Storm."]
    assert [(c.title, c.role) for c in volume.chapters[:1]] == [("The Old World", "part")]
    assert len(volume.story_chapters[-1].blocks) == 12


@pytest.mark.parametrize("labels", [("PART I", "PART II"), ("Book One", "Book Two"), ("第一部", "第二部")])
def test_a_part_title_page_without_nesting_is_a_part_page(tmp_path, labels):
    """A flat TOC: a page that is only a part heading is not a chapter, wherever it stands."""
    chapters = story(4)
    docs = {"part1.xhtml": _page(labels[0]), "ch1.xhtml": chapters["ch1.xhtml"], "ch2.xhtml": chapters["ch2.xhtml"],
            "part2.xhtml": _page(labels[1]), "ch3.xhtml": chapters["ch3.xhtml"], "ch4.xhtml": chapters["ch4.xhtml"]}
    toc = [(labels[0], "text/part1.xhtml"), ("Chapter 1", "text/ch1.xhtml"), ("Chapter 2", "text/ch2.xhtml"),
           (labels[1], "text/part2.xhtml"), ("Chapter 3", "text/ch3.xhtml"), ("Chapter 4", "text/ch4.xhtml")]
    volume = parse_epub(make_epub(tmp_path / "flatparts.epub", docs, toc=toc, title="The Keeper"))
    assert [c.title for c in volume.story_chapters] == [f"Chapter {n}" for n in range(1, 5)]
    assert [(c.title, c.role) for c in volume.chapters if c.title in labels] == [(t, "part") for t in labels]


def test_a_novels_chapters_are_never_one_story(tmp_path):
    """Numbered chapters under a title entry stay chapters when there are more, or more text,
    than a story's sections; a flat run of I..XX stays twenty chapters."""
    numerals = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX".split()
    docs = {"title.xhtml": _page("The Long Voyage", 0)}
    docs.update({f"c{i}.xhtml": _page(n, 12, tag="h2") for i, n in enumerate(numerals)})
    nested = ('<li><a href="text/title.xhtml">The Long Voyage</a><ol>'
              + "".join(f'<li><a href="text/c{i}.xhtml">{n}</a></li>' for i, n in enumerate(numerals)) + "</ol></li>")
    for toc in (nested, [("The Long Voyage", "text/title.xhtml")] + [(n, f"text/c{i}.xhtml") for i, n in enumerate(numerals)]):
        volume = parse_epub(make_epub(tmp_path / "voyage.epub", docs, toc=toc, title="Sea Stories"))
        assert [c.title for c in volume.story_chapters] == numerals
    long_sections = {"title.xhtml": _page("The Long Voyage", 0),
                     **{f"c{i}.xhtml": _page(n, 250, tag="h2") for i, n in enumerate(numerals[:8])}}
    nested = ('<li><a href="text/title.xhtml">The Long Voyage</a><ol>'
              + "".join(f'<li><a href="text/c{i}.xhtml">{n}</a></li>' for i, n in enumerate(numerals[:8])) + "</ol></li>")
    volume = parse_epub(make_epub(tmp_path / "long.epub", long_sections, toc=nested, title="Sea Stories"))
    assert [c.title for c in volume.story_chapters] == numerals[:8]
    # one short story alone in its volume keeps its sections as chapters (progress needs them)
    alone = {"title.xhtml": _page("The Short Voyage"), **{f"c{i}.xhtml": _page(n, 8, tag="h2") for i, n in enumerate(numerals[:3])}}
    nested = ('<li><a href="text/title.xhtml">The Short Voyage</a><ol>'
              + "".join(f'<li><a href="text/c{i}.xhtml">{n}</a></li>' for i, n in enumerate(numerals[:3])) + "</ol></li>")
    volume = parse_epub(make_epub(tmp_path / "alone.epub", alone, toc=nested, title="Sea Stories"))
    assert [c.title for c in volume.story_chapters] == numerals[:3]


def test_childrens_literature_story_units():
    """The IDPF anthology: 'A Four-Leaved Clover' (a headnote, then four numbered tales as
    nested TOC entries) is one chapter; the section's title page is front matter."""
    volume = parse_epub(CORPORA / "epub" / "idpf" / "childrens-literature.epub")
    titles = [c.title for c in volume.story_chapters]
    assert titles[:3] == ["INTRODUCTORY", "190 A FOUR-LEAVED CLOVER", "191 THE LORD HELPETH MAN AND BEAST"]
    assert len(titles) == 16 and titles[-1].startswith("204 ")
    clover = volume.story_chapters[1]
    assert [b.text for b in clover.blocks if b.kind == "heading"][-4:] == [
        "1. The Rabbi and The Diadem", "2. Friendship", "3. True Charity", "4. An Eastern Garden"]
    section = next(c for c in volume.chapters if c.title.startswith("SECTION IV"))
    assert section.role == "front"  # the one section of the book its TOC heads: no part of several


def test_moby_dick_chapter_headings_join_their_text():
    """Gutenberg's Moby-Dick lists a few chapters as a heading entry over a subtitle entry:
    one chapter each, so the story is CHAPTER 1..135 and the Epilogue, in order."""
    volume = parse_epub(CORPORA / "epub" / "gutenberg" / "pg_moby_dick.epub")
    titles = [c.title for c in volume.story_chapters]
    assert [int(t.split()[1].rstrip(".")) for t in titles[:-1]] == list(range(1, 136))
    assert titles[-1] == "Epilogue" and "ESCAPED ALONE" in volume.story_chapters[-1].blocks[1].text


def test_one_book_whose_opf_names_a_series_keeps_its_own_title(tmp_path):
    """The series names a work of several volumes (Oz); one book is called by its title, not by
    its detective's cycle."""
    series = ('<meta name="calibre:series" content="Poirot"/><meta name="calibre:series_index" content="1"/>')
    styles = make_epub(tmp_path / "styles.epub", story(3), title="The Mysterious Affair at Styles", metadata_extra=series)
    store = open_store(tmp_path / "one.duckdb")
    assert ingest(store, [styles]).work_title == "The Mysterious Affair at Styles"
    links = make_epub(tmp_path / "links.epub", story(3, "Poirot walked"), title="The Murder on the Links",
                      metadata_extra=series.replace('content="1"', 'content="2"'))
    assert ingest(open_store(tmp_path / "two.duckdb"), [styles, links]).work_title == "Poirot"
    joined = ingest(store, [links])  # the next book of the series, later: the same work
    assert joined.work_slug == "poirot" and [v.volume_no for v in joined.volumes] == [2] and len(books.works(store)) == 1


def test_the_one_toc_entry_over_the_whole_book_is_its_title_page_not_a_part():
    """Hefty Water's single TOC root over every chapter is the book's title page: no part heading in the contents."""
    volume = parse_epub(CORPORA / "epub" / "idpf" / "hefty-water.epub")
    assert [(c.role, c.title) for c in volume.chapters if c.role != "story"] == [("front", "Hefty Water")]
