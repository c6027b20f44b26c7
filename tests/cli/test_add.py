"""`understory add`: each book filed into the work it belongs to, or started as a new one, with the
reason said per file; a book that could join two works is a question for --work."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from conftest import CORPORA, OZ_FILES, SAMPLE, XIYOUJI_FILES, table_contents
from understory_cli.cli import app
from understory_cli.errors import UsageError
from understory_cli.ingest import ingest
from understory_cli.ingest.library import add_books
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus

BOTCHAN = CORPORA / "japanese" / "botchan" / "botchan.epub"


def test_add_files_three_books_into_three_works_and_a_later_volume_joins(tmp_path):
    db = tmp_path / "library.duckdb"
    held_back = OZ_FILES[1]  # The Marvelous Land of Oz, added later (Oz 4 and 5 left out: time)
    first = [OZ_FILES[0], OZ_FILES[2]] + XIYOUJI_FILES[:2] + [BOTCHAN]
    result = CliRunner().invoke(app, ["add", *map(str, first), "--db", str(db)])
    assert result.exit_code == 0, result.output
    said = {line.split(":")[0]: line for line in result.output.splitlines() if ": new work " in line or ": joins " in line}
    assert said[OZ_FILES[0].name].startswith(f"{OZ_FILES[0].name}: new work oz (")  # keyed by its series
    assert "joins oz (" in said[OZ_FILES[2].name] and "its series 'Oz' is this work's" in said[OZ_FILES[2].name]
    assert ": new work 西游记 " in said[XIYOUJI_FILES[0].name] and ": joins 西游记 " in said[XIYOUJI_FILES[1].name]
    assert ": new work 坊っちゃん " in said[BOTCHAN.name]

    store = open_store(db)
    assert sorted(w.slug for w in books.works(store)) == ["oz", "坊っちゃん", "西游记"]
    later = add_books(store, [held_back])
    [filing] = later.filings
    assert (filing.work_slug, filing.new_work) == ("oz", False) and "series 'Oz'" in filing.reason
    oz = books.find_work(store, "oz")
    assert [(v.volume_no, v.title) for v in books.volumes(store, oz.work_id)] == [
        (1, "The Wonderful Wizard of Oz"), (2, "The Marvelous Land of Oz"), (3, "Ozma of Oz")]
    again = add_books(store, [BOTCHAN])
    assert again.filings[0].reason == "this very file is already one of its volumes"
    assert [v.status for v in again.works[0].volumes] == ["unchanged"] and len(books.works(store)) == 3


def test_a_book_that_could_join_two_works_asks_for_work(tmp_path):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    ingest(store, [SAMPLE / "vol1"], work="lantern-copy", new_work=True)
    before = table_contents(store)
    with pytest.raises(UsageError) as asked:
        add_books(store, [SAMPLE / "vol2"])
    assert "could join 2 works" in str(asked.value) and "--work lantern" in str(asked.value)
    assert table_contents(store) == before
    chosen = add_books(store, [SAMPLE / "vol2"], work="lantern-copy")
    assert chosen.filings[0].work_slug == "lantern-copy" and chosen.works[0].volumes[-1].status == "added"


def test_the_same_author_alone_starts_a_new_work(tmp_path):
    """Two books by one author with nothing else in common are two works; a slug already taken by a
    work the book did not join is not reused."""
    one, two = tmp_path / "雪国.txt", tmp_path / "古都.txt"
    one.write_text("雪国\n作者：川端康成\n\n第一章\n国境の長いトンネルを抜けると雪国であった。\n", encoding="utf-8")
    two.write_text("古都\n作者：川端康成\n\n第一章\n千重子は春の花を見た。\n", encoding="utf-8")
    store = open_store(tmp_path / "s.duckdb")
    result = add_books(store, [one, two])
    assert [(f.work_slug, f.new_work) for f in result.filings] == [("雪国", True), ("古都", True)]
    assert "same author as 雪国" in result.filings[1].reason


def test_volumes_titled_with_their_numbers_make_one_work_named_without_them(tmp_path):
    """Web-novel volumes as .txt files, no series metadata: the title less its volume number is the work."""
    files = []
    for n, numeral in ((2, "二"), (1, "一")):
        files.append(tmp_path / f"fanren-{n:02}.txt")
        files[-1].write_text(f"凡人修仙传 第{numeral}卷\n作者：忘语\n\n第一章 山村\n韩立第{numeral}次出山。\n", encoding="gb18030")
    store = open_store(tmp_path / "s.duckdb")
    result = add_books(store, files)
    assert [(f.work_slug, f.new_work) for f in result.filings] == [("凡人修仙传", True), ("凡人修仙传", False)]
    assert "is this work's with a volume number" in result.filings[1].reason
    [work] = books.works(store)
    assert work.title == "凡人修仙传"
    assert [v.title for v in books.volumes(store, work.work_id)] == ["凡人修仙传 第一卷", "凡人修仙传 第二卷"]
