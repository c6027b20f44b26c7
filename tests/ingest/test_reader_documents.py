"""Ingest records how KOReader names each EPUB file and where its spine items begin (issue 38,
item 5), also for a store ingested before it did (a re-ingest of the same file fills them in)."""

from __future__ import annotations

import hashlib

import pytest
from conftest import OZ_FILES, chapter_no_at, store_copy

from understory_cli.ingest import ingest
from understory_cli.store import devices

pytestmark = pytest.mark.corpus


def test_a_volume_is_found_by_either_koreader_id_and_placed_by_its_spine(oz_store, tmp_path):
    from understory_cli.ingest.koreader import partial_md5

    path = OZ_FILES[1]
    binary, by_name = partial_md5(path), hashlib.md5(path.name.encode()).hexdigest()
    found = devices.find_document(oz_store, binary)
    assert found is not None and found.method == "binary" and found.volume_no == 2
    assert devices.find_document(oz_store, by_name.upper()).method == "filename"  # hex in any case
    # the 12th spine item is the 7th chapter (after five front-matter files); its 9th <p>
    place = devices.place(oz_store, found.volume_id, 12, 9, 0.3)
    assert place.chapter == "2.7" and place.paragraph.startswith("2.7.")
    assert place.finished == chapter_no_at(oz_store, found.work_id, "2.6")
    # volume 2's title page: the last chapter of volume 1 is finished
    title_page = devices.place(oz_store, found.volume_id, 1, None, 0.0)
    assert title_page.chapter == "2.f1" and title_page.finished == chapter_no_at(oz_store, found.work_id, "2.1") - 1
    assert devices.place(oz_store, found.volume_id, None, None, 0.999).chapter.startswith("2.")  # by percentage

    store = store_copy(oz_store, tmp_path)
    store.all("DELETE FROM reader_documents")  # as a store ingested before m016 holds it
    store.all("DELETE FROM reader_fragments")
    ingest(store, [path], work="oz")  # unchanged: nothing else is written
    assert devices.find_document(store, binary) == found
    assert devices.place(store, found.volume_id, 12, 9, 0.3) == place
