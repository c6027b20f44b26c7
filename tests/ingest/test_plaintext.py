"""Books as readers have them: a novel in one .txt file, in whatever encoding it was saved, reads
into the same chapters and paragraphs as the same book's EPUBs."""

from __future__ import annotations

import pytest
from conftest import CORPORA, XIYOUJI_FILES, table_contents

from understory_cli.errors import BadInputError, EmptyBookError, UndecodableTextError
from understory_cli.ingest import ingest
from understory_cli.ingest.encoding import decode_text
from understory_cli.ingest.epub import parse_epub
from understory_cli.ingest.headings import read_heading
from understory_cli.ingest.sources import read_book
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus

XIYOUJI_TXT = CORPORA / "chinese" / "xiyouji.txt"


@pytest.fixture(scope="module")
def epub_chapters():
    return [c for path in XIYOUJI_FILES for c in parse_epub(path).story_chapters]


def test_xiyouji_txt_reads_as_the_epubs_read(epub_chapters):
    """Every one of the 100 回: the same title and the same paragraphs, heading included (回 100's
    heading is fused onto its first sentence in the .txt and still comes apart as in the EPUB)."""
    [volume] = read_book(XIYOUJI_TXT)
    chapters = volume.story_chapters
    assert len(chapters) == len(epub_chapters) == 100
    assert [c.title for c in chapters] == [c.title for c in epub_chapters]
    for mine, theirs in zip(chapters, epub_chapters):
        assert [(b.kind, b.text) for b in mine.blocks] == [(b.kind, b.text) for b in theirs.blocks], mine.title
    assert volume.language == "zh" and not volume.warnings


def test_xiyouji_in_gb18030_ingests_to_the_same_chapters(tmp_path, epub_chapters):
    source = tmp_path / "西游记.txt"
    source.write_bytes(XIYOUJI_TXT.read_text(encoding="utf-8").encode("gb18030"))
    store = open_store(tmp_path / "s.duckdb")
    result = ingest(store, [source])
    work = books.find_work(store, result.work_slug)
    toc = books.table_of_contents(store, work.work_id)
    assert [c.title for c in toc] == [c.title for c in epub_chapters]
    assert [c.locator for c in toc[:2]] == ["1.1", "1.2"] and toc[-1].locator == "1.100"
    stored = books.story_paragraphs(store, work.work_id)
    for chapter_no in (1, 58, 100):
        text = [p.text for p in stored if p.chapter_no == chapter_no]
        assert text == [b.text for b in epub_chapters[chapter_no - 1].blocks]


@pytest.mark.parametrize("source, encoding, expect", [
    (XIYOUJI_TXT, "utf-8-sig", "UTF-8"),
    (XIYOUJI_TXT, "utf-16", "UTF-16"),
    (XIYOUJI_TXT, "utf-16-le", "UTF-16"),  # no byte order mark
    (CORPORA / "chinese" / "genesis" / "genesis.txt", "big5", "Big5"),
    (CORPORA / "japanese" / "botchan" / "botchan.txt", "shift_jis", "Shift_JIS"),
])
def test_the_encoding_is_found(source, encoding, expect):
    for length in (400, 40_000):  # a short file is the hard case for a detector
        text = source.read_text(encoding="utf-8")[:length]
        data = text.encode(encoding, errors="ignore")
        decoded, name = decode_text("book.txt", data)
        assert name == expect
        assert decoded == data.decode(encoding).lstrip("\ufeff")


def test_headings_chapters_volumes_and_prose():
    chapter = read_heading("第一千二百零三章　归来")
    assert (chapter.kind, chapter.number, chapter.title) == ("chapter", 1203, "第一千二百零三章 归来")
    assert read_heading("第十二回 你好").number == 12 and read_heading("第3話　始まり").number == 3
    assert read_heading("第二卷 风起").kind == "volume" and read_heading("Chapter XII. The Rescue").number == 12
    assert read_heading("序章").kind == "chapter" and read_heading("番外 雪夜").kind == "chapter"
    assert read_heading("第二段").number == 2 and read_heading("第三段　伦敦").number == 3
    assert read_heading("目录").kind == "front" and read_heading("后记").kind == "back"
    fused = read_heading("第一百回　径回东土　五圣成真且不言他四众脱身，随金刚驾风而起。")
    assert (fused.line, fused.rest) == ("第一百回　径回东土　五圣成真", "且不言他四众脱身，随金刚驾风而起。")
    for prose in ("第二日辰牌时分，只见军师吴学究自来", "第三章说的是他的往事。", "第一段路很难走", "Chapter and verse", "一个人走了"):
        assert read_heading(prose) is None, prose


def test_a_part_line_divides_the_novel_and_is_no_paragraph(tmp_path):
    """`Part II` between two chapters is a divider page (as an EPUB's part page is): it was the last
    paragraph of the chapter before, and the chapters after it read on as one book."""
    body = "\n\n".join(f"Chapter {n}\n\nEmma walked to the town and came back at {n}." for n in ("One", "Two"))
    path = tmp_path / "bovary.txt"
    path.write_text(f"MADAME BOVARY\n\nPart I\n\n{body}\n\nPART II. YONVILLE\n\n{body}\n", encoding="utf-8")
    [volume] = read_book(path)
    assert [(c.role, c.title) for c in volume.chapters] == [
        ("part", "Part I"), ("story", "Chapter One"), ("story", "Chapter Two"),
        ("part", "PART II. YONVILLE"), ("story", "Chapter One"), ("story", "Chapter Two")]
    assert all("Part" not in b.text.upper() for c in volume.story_chapters for b in c.blocks)
    assert read_heading("Part Ten").number == 10 and read_heading("part iv — The Return").number == 4
    assert read_heading("PART III.").number == 3
    for prose in ("Part did not go", "Part I thought so.", "Part of it", "Part Lisbon", "Part one-third of the wheat",
                  "Part 3.5 of the plan"):
        assert read_heading(prose) is None, prose


def test_parts_with_their_own_text_are_its_chapters(tmp_path):
    """A novel in parts and no chapter lines (Notes from Underground: PART I, then numbered sections):
    each part is a chapter of the story, never a divider page with the text lost."""
    path = tmp_path / "underground.txt"
    parts = [f"PART {n}\n\nI\n\n" + "\n\n".join(f"I am a sick man, said the clerk, line {i}." for i in range(8))
             for n in ("I", "II")]
    path.write_text("NOTES\n\n" + "\n\n".join(parts) + "\n", encoding="utf-8")
    [volume] = read_book(path)
    assert [(c.role, c.title) for c in volume.chapters] == [("story", "PART I"), ("story", "PART II")]
    assert all(len(c.blocks) == 10 for c in volume.chapters)


NOVEL = """《雪国行》
作者：林某

内容简介：一个关于雪的故事。

第一卷　初雪
第一章　起程
林舟推开门，雪落了一地。
“走吧。”他说。
第二章　山路
山路很长。
第二卷　深冬
第三章　归来
他回来了。
"""


def test_a_novel_with_volume_lines_and_a_changed_volume(tmp_path):
    """第N卷 starts a volume; the lines above the first heading give title and author; re-ingesting
    the file with one volume edited replaces that volume only."""
    path = tmp_path / "xuequo.txt"
    path.write_text(NOVEL, encoding="gb18030")
    volumes = read_book(path)
    assert [(v.title, v.series, v.series_index) for v in volumes] == [
        ("雪国行 第一卷 初雪", "雪国行", 1.0), ("雪国行 第二卷 深冬", "雪国行", 2.0)]
    assert volumes[0].authors == ["林某"]
    assert [(c.role, c.title) for c in volumes[0].chapters] == [
        ("front", "雪国行"), ("story", "第一章 起程"), ("story", "第二章 山路")]
    assert [b.text for b in volumes[0].chapters[1].blocks] == ["第一章　起程", "林舟推开门，雪落了一地。", "“走吧。”他说。"]
    store = open_store(tmp_path / "s.duckdb")
    assert ingest(store, [path]).work_title == "雪国行"
    path.write_text(NOVEL.replace("他回来了。", "他回来了，带着雪。"), encoding="gb18030")
    again = ingest(store, [path])
    assert [v.status for v in again.volumes] == ["unchanged", "replaced"]
    assert again.volumes[1].warnings == ['chapter 2.1 "第三章 归来" changed: what was made from it is stale']


def test_a_title_line_that_names_its_author(tmp_path):
    """《红楼梦》曹雪芹 on the first line is the title and its author, not a title 红楼梦》曹雪芹."""
    path = tmp_path / "hlm.txt"
    path.write_text("《石头记》曹雪芹\n\n第一回　甄士隐梦幻识通灵\n此开卷第一回也。\n", encoding="utf-8")
    volume = read_book(path)[0]
    assert (volume.title, volume.authors) == ("石头记", ["曹雪芹"])
    path.write_text("《石头记》\n\n第一回　甄士隐梦幻识通灵\n此开卷第一回也。\n", encoding="utf-8")
    assert (read_book(path)[0].title, read_book(path)[0].authors) == ("石头记", [])


def test_a_file_without_headings_is_cut_with_a_warning(tmp_path):
    path = tmp_path / "notes.txt"
    lines = [f"第{n}段。" + "雪" * 995 for n in range(50)]
    path.write_text("\n".join(lines), encoding="utf-8")
    [volume] = read_book(path)
    sizes = [sum(len(b.text) for b in c.blocks) for c in volume.chapters]
    assert len(sizes) == 3 and all(s <= 21_000 for s in sizes) and sum(sizes) == sum(map(len, lines))
    assert "no chapter headings" in volume.warnings[0]


@pytest.mark.parametrize("content, error, reason", [
    (b"", EmptyBookError, "empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8, UndecodableTextError, "binary"),
    ("第一章 起\n".encode("utf-8") + b"\xff\xfe\xfd" * 3 + "正文。".encode("utf-16-le"), UndecodableTextError, ""),
], ids=["empty", "binary", "undecodable"])
def test_bad_text_files_are_refused_naming_file_and_reason(tmp_path, content, error, reason):
    path = tmp_path / "broken.txt"
    path.write_bytes(content)
    store = open_store(tmp_path / "s.duckdb")
    before = table_contents(store)
    with pytest.raises(error) as caught:
        ingest(store, [path])
    assert str(path) in str(caught.value) and reason in caught.value.reason
    assert isinstance(caught.value, BadInputError) and table_contents(store) == before


PROSE = "The hay-trusser walked into the town at dusk, and the fair was still loud behind him. " * 8


def _numbered(tmp_path, name: str, blocks: list[str]):
    path = tmp_path / f"{name}.txt"
    path.write_text("THE MAYOR\n\nby Someone\n\n" + "\n\n".join(blocks) + "\n", encoding="utf-8")
    [volume] = read_book(path)
    return volume


@pytest.mark.parametrize("numbers", [["1.", "2.", "3.", "4."], ["I", "II", "III", "IV"], ["I.", "II.", "III.", "IV."]])
def test_chapters_headed_by_their_number_alone_are_chapters(tmp_path, numbers):
    """A novel whose chapters are headed `1.`, `2.` … (as some Gutenberg texts have them) had no heading read: its
    text was cut every 20,000 characters, so "first met in 1.7" named no chapter of the book."""
    volume = _numbered(tmp_path, "mayor", [f"{n}\n\n{PROSE}\n\n{PROSE}" for n in numbers])
    assert [c.title for c in volume.story_chapters] == numbers and not volume.warnings


def test_a_numbered_list_is_no_run_of_chapters(tmp_path):
    """Numbers alone head chapters only in a run with a chapter's text under each, starting early in the book:
    a list inside chapter 1 is not chapter 2, a list or a stanza run elsewhere cuts nothing, and a book whose
    numbers start again at 1 (its parts unmarked) keeps every chapter."""
    listed = ["She kept a list:", "2.", "Never lie.", "3.", "Never steal."]
    volume = _numbered(tmp_path, "list", ["1.", PROSE, *listed, PROSE] + [f"{n}.\n\n{PROSE}" for n in range(2, 6)])
    assert [c.title for c in volume.story_chapters] == ["1.", "2.", "3.", "4.", "5."]
    assert "Never steal." in " ".join(b.text for b in volume.story_chapters[0].blocks)
    stanzas = ["She sang:", "1", "The river runs", "2", "The river sleeps", "3", "The river ends"]
    roman = _numbered(tmp_path, "stanzas", ["I", PROSE, *stanzas] + [f"{n}\n\n{PROSE}" for n in ("II", "III", "IV")])
    assert [c.title for c in roman.story_chapters] == ["I", "II", "III", "IV"]
    late = _numbered(tmp_path, "late", [PROSE] * 20 + ["1", "Bread", "2", "Milk", "3", "Candles"] + [PROSE] * 20)
    early = _numbered(tmp_path, "early", ["She sang the old song:", "I", "The river runs", "II", "It sleeps", "III",
                                          "It ends"] + [PROSE] * 40)
    assert late.warnings and early.warnings  # cut by size, as before: no run
    restart = _numbered(tmp_path, "restart", [f"{n}\n\n{PROSE}" for n in (1, 2, 3, 1, 2, 3)])
    assert [c.title for c in restart.story_chapters] == ["1", "2", "3", "1", "2", "3"]
    # a book in parts whose chapter numbers start again, and a contents list before the chapters
    parted = _numbered(tmp_path, "parted", ["PART ONE", *[f"{n}\n\n{PROSE}" for n in (1, 2, 3)],
                                            "PART TWO", *[f"{n}\n\n{PROSE}" for n in (1, 2)]])
    assert [(c.role, c.title) for c in parted.chapters] == [("part", "PART ONE"), ("story", "1"), ("story", "2"),
                                                            ("story", "3"), ("part", "PART TWO"), ("story", "1"),
                                                            ("story", "2")]
    listed = _numbered(tmp_path, "contents", ["CONTENTS", "1", "2", "3", *[f"{n}\n\n{PROSE}" for n in (1, 2, 3)]])
    assert [(c.role, c.title) for c in listed.chapters] == [("front", "CONTENTS"), ("story", "1"), ("story", "2"),
                                                            ("story", "3")]


def test_a_volume_word_before_the_first_chapter_heading_keeps_the_chapter(tmp_path):
    """`上卷 第一章　小城` on the first line opens the volume and the chapter: its text was read as front matter
    (and left out of every analysis) with the line as the book's title. A second volume's `下卷 第一章` opens
    the second volume."""
    first = "維裡埃算得弗朗什－孔泰最漂亮的小城之一。"
    path = tmp_path / "hongyuhei.txt"
    path.write_text(f"上卷 第一章　小城\n{first}\n第二章　市長\n市長走來了。\n下卷　第一章　鄉居\n他們到了鄉下。\n",
                    encoding="utf-8")
    first_volume, second_volume = read_book(path)
    assert (first_volume.title, first_volume.series) == ("hongyuhei 上卷", "hongyuhei")
    assert [(c.role, c.title) for c in first_volume.chapters] == [("story", "第一章 小城"), ("story", "第二章 市長")]
    assert [b.text for b in first_volume.chapters[0].blocks] == ["第一章　小城", first]
    assert [(c.role, c.title) for c in second_volume.chapters] == [("story", "第一章 鄉居")]
    assert read_heading("第一部 第三章 归来").volume.number == 1 and read_heading("卷三").kind == "volume"
    for prose in ("卷上的事情说完了", "上卷书已经读完了。"):
        assert read_heading(prose) is None, prose
