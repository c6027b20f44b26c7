"""A replacing ingest that loses text (issue 29): a chapter the new file empties is refused by
name and the store is unchanged; a smaller loss is a warning, and `--strict` refuses it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest
from conftest import ROOT, SAMPLE, table_contents

from understory_cli.errors import TextLossError
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store


GULL_ROCK = "OEBPS/text/chapter-02.xhtml"  # chapter 1.2 "Chapter 2: Gull Rock", 3,581 characters
BODY = re.compile(r"(<body[^>]*>)(.*)(</body>)", re.S)
PICTURE = ('<div class="illustration"><img src="../images/lighthouse.svg" alt="The Lighthouse on Gull Rock"/></div>')


def mutated_volume(tmp_path, mutate) -> str:
    """A copy of the sample's first volume whose Gull Rock chapter went through `mutate`
    (the same folder name and title: it replaces volume 1)."""
    folder = tmp_path / "changed" / "vol1"
    shutil.copytree(SAMPLE / "vol1", folder)
    doc = folder / GULL_ROCK
    doc.write_text(mutate(doc.read_text(encoding="utf-8")), encoding="utf-8")
    return str(folder)


MUTATIONS = {
    "empty-body": lambda t: BODY.sub(r"\1\3", t),
    "only-images": lambda t: BODY.sub(lambda m: m.group(1) + PICTURE + m.group(3), t),
    "deep-nesting": lambda t: BODY.sub(lambda m: m.group(1) + "<div>" * 5000 + m.group(2) + "</div>" * 5000
                                       + m.group(3), t),
    "deep-nesting-appended": lambda t: t.replace("</body>", "<div>" * 5000 + "deep" + "</div>" * 5000 + "</body>"),
}


@pytest.mark.parametrize("case", ["empty-body", "only-images"])
def test_a_chapter_emptied_by_the_new_file_is_refused_by_name_and_the_store_is_unchanged(tmp_path, case):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    before = table_contents(store)
    changed = mutated_volume(tmp_path, MUTATIONS[case])
    with pytest.raises(TextLossError) as refused:
        ingest(store, [changed])
    said = str(refused.value)
    assert 'chapter 1.2 "Chapter 2: Gull Rock" 3,581 → 0 characters' in said
    assert "the volume's story text 20,548 → 16,967 characters (-17.4%)" in said, said
    assert "nothing was changed" in said and "--allow-loss" in said
    assert table_contents(store) == before
    # allowed: replaced, and the warning stays with the volume's report
    result = ingest(store, [changed], allow_loss=True)
    assert result.volumes[0].status == "replaced"
    assert any('chapter 1.2 "Chapter 2: Gull Rock" 3,581 → 0' in w for w in result.volumes[0].warnings)
    work = books.resolve_work(store, None)
    assert [c.characters for c in books.chapter_texts(store, books.volumes(store, work.work_id)[0].volume_id)][1] == 0


@pytest.mark.parametrize("case", ["deep-nesting", "deep-nesting-appended"])
def test_a_chapter_nested_past_the_parsers_limit_keeps_its_text(tmp_path, case):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    result = ingest(store, [mutated_volume(tmp_path, MUTATIONS[case])])
    report = result.volumes[0]
    assert report.status == "replaced"
    assert any(w.startswith(f"{GULL_ROCK}: ") and "elements past that depth were unwrapped (their text is kept)" in w
               for w in report.warnings), report.warnings
    assert not any("loses text" in w for w in report.warnings)
    volume_id = books.volumes(store, books.resolve_work(store, None).work_id)[0].volume_id
    gull_rock = books.chapter_texts(store, volume_id)[1]
    assert gull_rock.title == "Chapter 2: Gull Rock" and gull_rock.characters >= 3581


def test_a_smaller_loss_is_a_warning_and_strict_refuses_it(tmp_path):
    def half(text: str) -> str:  # the chapter's last six paragraphs go
        paragraphs = re.findall(r"<p>.*?</p>", text, re.S)
        for p in paragraphs[-6:]:
            text = text.replace(p, "", 1)
        return text

    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    changed = mutated_volume(tmp_path, half)
    before = table_contents(store)
    with pytest.raises(TextLossError, match=r'chapter 1\.2 "Chapter 2: Gull Rock" 3,581 → 1,\d{3} characters'):
        ingest(store, [changed], strict=True)
    assert table_contents(store) == before
    result = ingest(store, [changed])
    warning = next(w for w in result.volumes[0].warnings if "loses text" in w)
    assert warning.startswith("replacing volume 1 (vol1) loses text: chapter 1.2")


def test_a_new_edition_that_keeps_its_text_says_nothing(tmp_path):
    """Words changed, a chapter renamed and a paragraph added: no loss to speak of."""
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    changed = mutated_volume(tmp_path, lambda t: t.replace("Gull Rock", "Gull Skerry").replace(
        "</body>", "<p>A new closing paragraph for the second edition.</p></body>"))
    result = ingest(store, [changed])
    assert result.volumes[0].status == "replaced"
    assert not any("loses text" in w for w in result.volumes[0].warnings)


def test_the_cli_refusal_is_one_line_and_exit_2(tmp_path):
    db = tmp_path / "s.duckdb"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1"])
    store.close()
    changed = mutated_volume(tmp_path, MUTATIONS["empty-body"])
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "understory_cli", "ingest", changed, "--db", str(db)],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert proc.returncode == 2, proc.stderr
    assert 'chapter 1.2 "Chapter 2: Gull Rock" 3,581 → 0 characters' in proc.stderr
    assert "Traceback" not in proc.stderr
