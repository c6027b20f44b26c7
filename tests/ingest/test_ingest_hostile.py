"""Hostile and odd EPUBs, case by case: series metadata, empty volumes, repeated spines,
lying encodings and empty documents."""

from __future__ import annotations

import pytest
from support.epubkit import make_epub, story, xhtml

from conftest import table_contents
from understory_cli.errors import EmptyBookError
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.series import volume_number
from understory_cli.store import open_store


def collection(kind: str | None, position: str = "11") -> str:
    typed = f'<meta property="collection-type" refines="#c1">{kind}</meta>' if kind else ""
    return (f'<meta property="belongs-to-collection" id="c1">The 100 Greatest Novels</meta>{typed}'
            f'<meta property="group-position" refines="#c1">{position}</meta>')


@pytest.mark.parametrize("kind", ["set", None, "reading-list"])
def test_a_reading_list_is_not_a_series(tmp_path, kind):
    volume = parse_epub(make_epub(tmp_path / "b.epub", story(3), metadata_extra=collection(kind)))
    assert volume.series is None and volume.series_index is None and volume_number(volume) is None


def test_a_collection_of_type_series_orders_volumes(tmp_path):
    volume = parse_epub(make_epub(tmp_path / "b.epub", story(3), metadata_extra=collection("series", "2")))
    assert volume.series == "The 100 Greatest Novels" and volume_number(volume) == 2.0


@pytest.mark.parametrize("index", ["1e20", "inf", "nan", "-1", "0"])
def test_absurd_series_indexes_are_ignored_and_the_book_ingests(tmp_path, index):
    meta = f'<meta name="calibre:series" content="S"/><meta name="calibre:series_index" content="{index}"/>'
    book = make_epub(tmp_path / "b.epub", story(3), metadata_extra=meta)
    result = ingest(open_store(tmp_path / "s.duckdb"), [book])
    assert result.volumes[0].volume_no == 1


def test_an_empty_volume_never_replaces_a_good_one_silently(tmp_path):
    store = open_store(tmp_path / "s.duckdb")
    good = make_epub(tmp_path / "vol.epub", story(3))
    ingest(store, [good], work="w")
    before = table_contents(store)
    blank = {f"ch{i}.xhtml": xhtml("<h1></h1><p> </p><img src='x.png' alt=''/>") for i in range(1, 4)}
    make_epub(tmp_path / "vol.epub", blank)  # the same file name, now without text
    with pytest.raises(EmptyBookError, match="vol.epub: no story text in its 3 chapters.*--allow-empty"):
        ingest(store, [tmp_path / "vol.epub"], work="w")
    assert table_contents(store) == before
    result = ingest(store, [tmp_path / "vol.epub"], work="w", allow_empty=True)
    assert result.volumes[0].status == "replaced"
    assert any("which had" in w and "characters of story text" in w for w in result.volumes[0].warnings)


def test_a_spine_repeating_one_file_reads_it_once(tmp_path):
    book = make_epub(tmp_path / "b.epub", story(2))
    import zipfile

    with zipfile.ZipFile(book) as zf:
        files = {n: zf.read(n) for n in zf.namelist()}
    files["OEBPS/content.opf"] = files["OEBPS/content.opf"].replace(
        b"</spine>", b'<itemref idref="d0"/>' * 5000 + b"</spine>")
    with zipfile.ZipFile(book, "w") as zf:
        for name, data in files.items():
            zf.writestr(name, data)
    volume = parse_epub(book)
    assert len(volume.story_chapters) == 2
    assert any("more than once" in w for w in volume.warnings)


def test_an_empty_chapter_is_a_warning_and_a_lying_encoding_is_read_as_what_it_is(tmp_path):
    docs = story(3)
    docs["ch2.xhtml"] = ""
    docs["ch3.xhtml"] = docs["ch3.xhtml"].replace('encoding="utf-8"', 'encoding="cp500"')
    volume = parse_epub(make_epub(tmp_path / "b.epub", docs))
    assert any("ch2.xhtml" in w and "empty" in w for w in volume.warnings)
    assert any("Gull Rock, chapter 3" in b.text for c in volume.chapters for b in c.blocks)


def test_deep_nesting_is_read_in_linear_time(tmp_path):
    depth = 120  # with the spans, under the XML parser's depth limit (256); every level used to rescan its subtree
    body = "<div>" * depth + "<span>" * 120 + "The lantern burned all night on Gull Rock." * 3 + "</span>" * 120 + \
           "</div>" * depth
    docs = {f"ch{i}.xhtml": xhtml(f"<h1>Chapter {i}</h1>" + body * 20) for i in range(1, 3)}
    volume = parse_epub(make_epub(tmp_path / "b.epub", docs))
    assert sum(len(c.blocks) for c in volume.chapters) >= 40
