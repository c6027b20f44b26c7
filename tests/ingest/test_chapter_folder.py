"""A writer's draft: a folder of Markdown (or text) chapters, one volume, a chapter per file in
natural file-name order; editing one chapter and ingesting again changes that chapter only."""

from __future__ import annotations

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.ingest.sources import read_book
from understory_cli.store import anchors, books, open_store

CHAPTERS = {
    "1-arrival.md": "# Arrival\n\nMara Quill came to *Saltmarsh* in the rain.\n\nThe harbour master, Edwin Locke, "
                    "met her at the quay.\n",
    "2-the-lamp.md": "# The Lamp\n\nMara Quill climbed the lighthouse stair.\n\n- oil\n- wick\n- glass\n",
    "10-the-storm.md": "# The Storm\n\nEdwin Locke rang the bell as the storm broke over Saltmarsh.\n",
    "3-letters.txt": "Letters\n\nMara Quill wrote to her sister every night.\n",
    "notes.png": "not a chapter",
}


def write_draft(folder):
    folder.mkdir()
    for name, text in CHAPTERS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_a_folder_of_chapters_reads_in_natural_order(tmp_path):
    [volume] = read_book(write_draft(tmp_path / "draft"))
    assert [(c.title, c.href) for c in volume.chapters] == [
        ("Arrival", "1-arrival.md"), ("The Lamp", "2-the-lamp.md"), ("Letters", "3-letters.txt"),
        ("The Storm", "10-the-storm.md")]
    arrival, lamp = volume.chapters[0], volume.chapters[1]
    assert [b.kind for b in arrival.blocks] == ["heading", "p", "p"]
    assert arrival.blocks[1].html == "<p>Mara Quill came to <em>Saltmarsh</em> in the rain.</p>"
    assert lamp.blocks[-1].kind == "list" and lamp.blocks[-1].text.split() == ["oil", "wick", "glass"]


def test_editing_one_chapter_reingests_only_it(tmp_path):
    """What was made from the chapters left alone stays; the edited chapter's is named stale."""
    draft = write_draft(tmp_path / "draft")
    store = open_store(tmp_path / "s.duckdb")
    first = ingest(store, [draft])
    work = books.find_work(store, first.work_slug)
    analyze_extractive(store, work=first.work_slug)
    before = {a.locator: a.text_sha256 for a in anchors.chapter_anchors(store, work.work_id)}
    summaries = store.all("SELECT chapter_no FROM chapter_summaries WHERE work_id = ? ORDER BY 1", [work.work_id])

    (draft / "2-the-lamp.md").write_text(CHAPTERS["2-the-lamp.md"] + "\nThe lamp would not light.\n", encoding="utf-8")
    again = ingest(store, [draft])

    assert [v.status for v in again.volumes] == ["replaced"]
    assert again.volumes[0].warnings == ['chapter 1.2 "The Lamp" changed: what was made from it is stale']
    after = {a.locator: a.text_sha256 for a in anchors.chapter_anchors(store, work.work_id)}
    assert [loc for loc in before if before[loc] != after[loc]] == ["1.2"]
    kept = store.all("SELECT chapter_no FROM chapter_summaries WHERE work_id = ? ORDER BY 1", [work.work_id])
    assert summaries == [(1,), (2,), (3,), (4,)] and kept == [(1,), (3,), (4,)]
    stale = anchors.stale_units(store, work.work_id)["analyze"]
    assert stale and all("1.2" in unit for unit in stale)
    assert ingest(store, [draft]).volumes[0].status == "unchanged"
