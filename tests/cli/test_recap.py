"""`understory recap` (issue 38): the story so far at a position, from the stored summaries, on Oz
with the no-model analysis. It covers every finished volume, then the chapters read of the
current one, and names nothing the reader meets after the position."""

from __future__ import annotations

import json

import pytest
from conftest import chapter_no_at, store_copy
from support.unmet import later_names, said
from typer.testing import CliRunner

from understory_cli.cli import app
from understory_cli.errors import NotFoundError
from understory_cli.recap import recap_parts, story_so_far
from understory_cli.store import books

pytestmark = pytest.mark.corpus


def test_recap_at_2_22_covers_volume_1_then_volume_2_and_names_nothing_met_later(oz_extractive, tmp_path):
    store = store_copy(oz_extractive, tmp_path)
    work_id = books.find_work(store, "oz").work_id
    at = chapter_no_at(store, work_id, "2.22")
    finished = [v.volume_no for v in books.volume_infos(store, work_id) if v.last_chapter_no <= at]
    unseen = later_names(store, work_id, at)
    assert finished == [1] and {"Ozma of Oz", "Tiktok", "Billina"} <= unseen  # the test can fail
    store.close()

    result = CliRunner().invoke(app, ["recap", "--at", "2.22", "--json", "--db", str(store.path)])
    assert result.exit_code == 0, result.output
    recap = json.loads(result.stdout)
    assert recap["at"] == "2.22"
    kinds = [(p["kind"], p["volume"], p["chapter"]) for p in recap["parts"]]
    # every finished volume, then each chapter read of volume 2, in order
    assert kinds == [("volume", 1, None)] + [("chapter", 2, f"2.{n}") for n in range(1, 23)]
    text = " ".join(p["text"] for p in recap["parts"])
    assert all(p["text"].strip() for p in recap["parts"]) and "Dorothy" in text and "Tip" in text
    named = sorted(n for n in unseen if said(n, text))
    assert not named, named

    printed = CliRunner().invoke(app, ["recap", "--at", "2.22", "--db", str(store.path)])
    assert printed.exit_code == 0 and "Volume 1: The Wonderful Wizard of Oz" in printed.stdout
    assert "2.22 The Transformation of Old Mombi" in printed.stdout
    missing = CliRunner().invoke(app, ["recap", "--at", "9.1", "--db", str(store.path)])
    assert isinstance(missing.exception, NotFoundError) and "no chapter 9.1" in str(missing.exception)


def test_a_volume_is_told_whole_once_finished_and_nothing_later_ever(oz_extractive):
    work_id = books.find_work(oz_extractive, "oz").work_id
    parts = recap_parts(oz_extractive, work_id)
    end_of_1 = chapter_no_at(oz_extractive, work_id, "1.24")
    assert [(p.kind, p.volume_no) for p in story_so_far(parts, end_of_1)] == [("volume", 1)]
    assert [(p.kind, p.locator) for p in story_so_far(parts, end_of_1 + 1)] == [("volume", None), ("chapter", "2.1")]
    assert story_so_far(parts, 0) == []
    for position in range(0, max(p.reveal_at for p in parts) + 1):
        assert all(p.reveal_at <= position for p in story_so_far(parts, position))
