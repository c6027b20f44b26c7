"""Every real EPUB in the corpora: readable ones ingest, broken ones fail cleanly or warn."""

from __future__ import annotations

import re
import zipfile

import pytest
from lxml import html as lxml_html

from conftest import CORPORA, SAMPLE, XIYOUJI_FILES, table_contents
from understory_cli.errors import BadInputError, EmptyBookError
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus

READABLE = sorted(p for p in (CORPORA / "epub").rglob("*.epub") if p.parent.name != "malformed")
MALFORMED = sorted((CORPORA / "epub" / "malformed").glob("*.epub"))
# Broken beyond reading: each must be refused with its reason.
MUST_FAIL = {
    "epubcheck_ocf-container-file-missing-fatal.epub": "container",
    "epubcheck_ocf-container-not-ocf-error.epub": "container",
    "epubcheck_ocf-metainf-container-file-missing-fatal.epub": "container",
    "epubcheck_ocf-opf-missing-fatal.epub": "not in the archive",
    "epubcheck_ocf-zip-unreadable-empty-fatal.epub": "empty file",
    "epubcheck_ocf-zip-unreadable-image-with-epub-extension-fatal.epub": "not a ZIP",
    "epubcheck_ocf-zip-unreadable-no-end-header-fatal.epub": "not a ZIP",
    "epubcheck_opf-spine-missing-error.epub": "no spine",
    "readium_TIny-3-Bad.epub": "no readable content",
}
# Readable with a visible problem: ingested, with a warning that names it.
MUST_WARN = {
    "epubcheck_content-xhtml-lang-xml-lang-mismatch-error.epub": "xml:lang",
    "epubcheck_nav-toc-missing-error.epub": "no table of contents",
    "epubcheck_ncx-missing-resource-error.epub": "missing",
    "epubcheck_ocf-filename-duplicate-zip-entry-error.epub": "duplicate ZIP entry",
    "epubcheck_ocf-mimetype-file-missing-error.epub": "mimetype",
    "epubcheck_opf-manifest-item-resource-missing-error.epub": "not in the archive",
    "epubcheck_opf-spine-toc-attribute-missing-error.epub": "toc attribute",
}
UNREADABLE_EXPECTED = {"ocf-zip-comp.epub"}  # bzip2 member: EPUB forbids it
# No story text at all: pictures (a manga, SVG pages) or front matter only. Refused unless
# --allow-empty, so that such a file never stands in for a volume silently.
NO_STORY_TEXT = {"haruko-html-jpeg.epub", "sous-le-vent.epub", "svg-in-spine.epub", "pkg-spine-order-svg.epub",
                 "zh-lightnovel-template_no-fonts.epub"}


def independent_text_chars(path) -> int:
    """Characters of body text in the archive's XHTML files, counted without our parser."""
    total = 0
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if re.search(r"\.x?html?$", name, re.I) and not re.search(r"nav|toc", name, re.I):
                try:
                    doc = lxml_html.document_fromstring(zf.read(name))
                except Exception:
                    continue
                for el in doc.xpath("//rt|//rp|//script|//style|//head"):
                    el.drop_tree()
                total += len(re.sub(r"\s+", "", doc.text_content()))
    return total


@pytest.mark.parametrize("path", READABLE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_readable_epub_ingests_with_its_text(path, tmp_path):
    if path.name in UNREADABLE_EXPECTED:
        with pytest.raises(BadInputError, match="bzip2"):
            parse_epub(path)
        return
    store = open_store(tmp_path / "one.duckdb")
    if path.name in NO_STORY_TEXT:
        with pytest.raises(EmptyBookError, match="no story text.*--allow-empty"):
            ingest(store, [path])
        assert store.all("SELECT * FROM volumes") == []
    result = ingest(store, [path], allow_empty=path.name in NO_STORY_TEXT)
    if path.name in NO_STORY_TEXT:
        assert any("no story text" in w for w in result.volumes[0].warnings)
    if path.name == "zh-lightnovel-template_no-fonts.epub":  # colour plates, cast, contents: no story
        assert result.volumes[0].story_chapters == 0 and result.volumes[0].warnings
    else:
        assert result.volumes[0].story_chapters >= 1
    ours = sum(len(re.sub(r"\s+", "", t)) for (t,) in store.all("SELECT text FROM paragraphs"))
    theirs = independent_text_chars(path)
    if theirs:
        assert ours > 0, "the book has text but none was ingested"
    if theirs > 20000:
        assert ours >= 0.9 * theirs, f"only {ours} of {theirs} characters kept"


@pytest.fixture
def seeded_store(tmp_path):
    store = open_store(tmp_path / "seed.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    return store


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.name)
def test_malformed_epub_fails_cleanly_or_warns(path, seeded_store):
    before = table_contents(seeded_store)
    expected_failure = MUST_FAIL.get(path.name)
    if expected_failure:
        with pytest.raises(BadInputError) as info:
            ingest(seeded_store, [path], work="broken")
        assert info.value.path == str(path)
        assert expected_failure.lower() in info.value.reason.lower()
        assert table_contents(seeded_store) == before, "a failed ingest changed the store"
        return
    result = ingest(seeded_store, [path], work="broken")
    warnings = [w for v in result.volumes for w in v.warnings]
    if path.name in MUST_WARN:
        assert any(MUST_WARN[path.name].lower() in w.lower() for w in warnings), warnings
    if path.name in READ_DESPITE_THE_FLAW:  # the flaw is in the packaging: the story is all there
        assert [v.story_chapters for v in result.volumes] == [READ_DESPITE_THE_FLAW[path.name]]
        work_id = books.find_work(seeded_store, "broken").work_id
        story = [p.text for p in books.story_paragraphs(seeded_store, work_id)]
        assert len(story) >= 2 * READ_DESPITE_THE_FLAW[path.name] and all(t.strip() for t in story), story


# Files epubcheck flags whose story is read whole (story chapters expected).
READ_DESPITE_THE_FLAW = {
    "epubcheck_ocf-directory-empty-warning.epub": 1,  # an empty folder entry: harmless
    "epubcheck_ocf-filename-duplicate-after-full-case-folding-error.epub": 2,
    "epubcheck_ocf-filename-not-utf8-error.epub": 1,
    "epubcheck_ocf-filepath-not-utf8-error.epub": 1,
    "epubcheck_ocf-metainf-container-multiple-opf-error.epub": 1,  # the first package is read
    "epubcheck_ocf-mimetype-missing-error.epub": 1,
    "epubcheck_ocf-zip-mimetype-entry-extra-field-error.epub": 1,
    "epubcheck_opf-legacy-oebps12-error.epub": 1,
}


def test_every_malformed_file_is_classified():
    assert {p.name for p in MALFORMED} <= set(MUST_FAIL) | set(MUST_WARN) | set(READ_DESPITE_THE_FLAW)


def test_oz_is_one_work_of_five_volumes_in_order(oz_store):
    work = books.find_work(oz_store, "oz")
    vols = books.volumes(oz_store, work.work_id)
    assert [v.volume_no for v in vols] == [1, 2, 3, 4, 5]
    assert [v.title for v in vols] == [
        "The Wonderful Wizard of Oz", "The Marvelous Land of Oz", "Ozma of Oz",
        "Dorothy and the Wizard in Oz", "The Road to Oz"]
    story_counts = [len(books.table_of_contents(oz_store, work.work_id, volume=n)) for n in range(1, 6)]
    assert story_counts == [24, 24, 21, 20, 24]


def test_oz_twist_has_its_locator(oz_store):
    """The spoiler case's paragraph is found in 2.23 ('Princess Ozma of Oz')."""
    rows = oz_store.all("""SELECT p.locator, c.title FROM paragraphs p JOIN chapters c USING (chapter_id)
                           WHERE p.text LIKE '%I’m no Princess Ozma%'""")
    assert len(rows) == 1
    locator, title = rows[0]
    assert locator.startswith("2.23.") and title == "Princess Ozma of Oz"
    # the book's own paragraph 56 among <p> is ours 56 + the chapter heading block(s)
    assert int(locator.split(".")[2]) in (56, 57)


def test_oz_front_and_back_matter_is_not_story(oz_store):
    rows = oz_store.all("SELECT locator, title, role FROM chapters WHERE NOT is_body ORDER BY chapter_id")
    titles = {t for _, t, _ in rows}
    assert {"Titlepage", "Imprint", "Colophon", "Uncopyright"} <= titles
    assert all(re.fullmatch(r"\d+\.[fb]\d+", loc) for loc, _, _ in rows)
    assert oz_store.scalar("SELECT count(*) FROM chapters WHERE is_body AND chapter_no IS NULL") == 0


def test_xiyouji_is_ten_volumes_of_one_hundred_hui(xiyouji_store):
    work = books.find_work(xiyouji_store, "西游记")
    assert work is not None and work.title == "西游记"
    vols = books.volumes(xiyouji_store, work.work_id)
    assert [v.volume_no for v in vols] == list(range(1, 11))
    assert [v.source_name for v in vols] == [p.name for p in XIYOUJI_FILES]
    chapters = books.table_of_contents(xiyouji_store, work.work_id)
    assert len(chapters) == 100
    headings = [line.split("\u3000")[0] for line in (CORPORA / "chinese" / "xiyouji.txt").read_text().splitlines()
                if re.match(r"^第[一二三四五六七八九十百]+回", line)]
    assert len(headings) == 100
    for chapter, heading in zip(chapters, headings):
        assert chapter.title.startswith(heading + "\u3000") or chapter.title.startswith(heading)
    assert chapters[0].locator == "1.1" and chapters[-1].locator == "10.10"
    assert [c.chapter_no for c in chapters] == list(range(1, 101))


def test_novels_keep_their_chapters():
    """Story units must not touch a novel: 50 chapters I..L in Sense and Sensibility, ten 回
    in each 水浒传 volume."""
    sense = parse_epub(CORPORA / "series" / "sense-and-sensibility" / "sense-and-sensibility.epub")
    assert [c.title for c in sense.story_chapters][:3] == ["I", "II", "III"] and len(sense.story_chapters) == 50
    for path in sorted((CORPORA / "chinese" / "shuihu").glob("*.epub")):
        assert len(parse_epub(path).story_chapters) == 10, path.name


def test_xiyouji_first_chapter_text(xiyouji_store):
    first = xiyouji_store.all("""SELECT p.text FROM paragraphs p JOIN chapters c USING (chapter_id)
                                 WHERE c.locator = '1.1' ORDER BY p.para_no LIMIT 3""")
    assert first[0][0].startswith("第一回")
    assert first[1][0] == "诗曰："


def test_japanese_ruby_is_kept_in_html_and_dropped_from_text(tmp_path):
    store = open_store(tmp_path / "ja.duckdb")
    ingest(store, [CORPORA / "epub" / "idpf" / "kusamakura-japanese-vertical-writing.epub"])
    rows = store.all("SELECT text, html FROM paragraphs WHERE html LIKE '%<ruby>%'")
    assert sum(html.count("<ruby>") for _, html in rows) > 4000
    for text, html in rows[:200]:
        doc = lxml_html.fragment_fromstring(html, create_parent="div")
        readings = "".join(rt.text_content() for rt in doc.iter("rt"))
        for rt in doc.xpath("//rt|//rp"):
            rt.drop_tree()
        assert re.sub(r"\s+", "", text) == re.sub(r"\s+", "", doc.text_content())
        assert readings


def test_images_are_stored_as_assets(tmp_path):
    store = open_store(tmp_path / "alice.duckdb")
    ingest(store, [CORPORA / "epub" / "readium" / "alice2.epub"])
    n_images = store.scalar("SELECT count(*) FROM assets WHERE media_type LIKE 'image/%'")
    assert n_images >= 40
    srcs = [r[0] for r in store.all("SELECT html FROM paragraphs WHERE kind = 'image'")]
    assert srcs
    stored = {r[0] for r in store.all("SELECT href FROM assets")}
    for html in srcs:
        for src in re.findall(r'src="([^"]+)"', html):
            assert src in stored


def test_light_novel_template_front_matter_is_not_story(tmp_path):
    store = open_store(tmp_path / "zh.duckdb")
    ingest(store, [CORPORA / "epub" / "readest" / "zh-lightnovel-template_no-fonts.epub"], allow_empty=True)
    roles = dict(store.all("SELECT title, bool_and(is_body) FROM chapters GROUP BY title"))
    for title in ("彩页", "彩页（css）", "目录", "人物介绍", "世界观介绍", "CONTENTS"):
        assert roles[title] is False, title
