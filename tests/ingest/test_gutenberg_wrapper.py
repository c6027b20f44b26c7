"""A Project Gutenberg book's header and licence are written into the story's own file; they are front and back
matter, never the story (left in, "Project Gutenberg" and "United States" were wiki entries of Peter Rabbit)."""

from __future__ import annotations

import pytest
from conftest import CORPORA

from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.sources import read_book

pytestmark = pytest.mark.corpus

PETER_RABBIT = CORPORA / "epub" / "gutenberg" / "pg_peter_rabbit.epub"
MOBY_DICK = CORPORA / "epub" / "gutenberg" / "pg_moby_dick.epub"


def _text(chapters) -> str:
    return "\n".join(b.text for c in chapters for b in c.blocks)


def test_the_licence_in_the_story_s_file_is_back_matter():
    volume = parse_epub(PETER_RABBIT)
    story = volume.story_chapters
    assert "project gutenberg" not in _text(story).lower()
    assert story[-1].blocks[-1].text == "THE END"
    back = [c for c in volume.chapters if c.role == "back"]
    assert back and back[0].blocks[0].text.startswith("*** END OF THE PROJECT GUTENBERG EBOOK")
    # nothing is dropped: KOReader counts every paragraph of the file, the licence's too
    placed = {pair for f in volume.fragments for pair in f.paragraphs}
    every_p = {(i, j) for i, c in enumerate(volume.chapters) for j, b in enumerate(c.blocks) if b.kind == "p"}
    assert placed == every_p


def test_a_chapter_before_the_licence_keeps_its_title():
    """Moby-Dick's Epilogue shares its file with the licence's first lines: it stays the Epilogue, whole."""
    last = parse_epub(MOBY_DICK).story_chapters[-1]
    assert last.title == "Epilogue" and last.blocks[-1].text.startswith("It so chanced")
    assert "PROJECT GUTENBERG" not in _text([last])


def test_a_plain_text_gutenberg_file_reads_between_its_markers(tmp_path):
    source = tmp_path / "tale.txt"
    story = "\n\n".join(f"CHAPTER {n}\n\nPeter ran into the garden of Mr. McGregor on day {n}." for n in (1, 2, 3))
    source.write_text("The Project Gutenberg eBook of A Tale\n\nThis ebook is for the use of anyone anywhere.\n\n"
                      "*** START OF THE PROJECT GUTENBERG EBOOK A TALE ***\n\n" + story +
                      "\n\n*** END OF THE PROJECT GUTENBERG EBOOK A TALE ***\n\nSTART: FULL LICENSE\n\n"
                      "THE FULL PROJECT GUTENBERG LICENSE\n\nProject Gutenberg is a registered trademark.\n",
                      encoding="utf-8")
    [volume] = read_book(source)
    text = _text(volume.chapters)
    assert "Mr. McGregor on day 3" in text and "gutenberg" not in text.lower()
    assert len(volume.story_chapters) == 3
