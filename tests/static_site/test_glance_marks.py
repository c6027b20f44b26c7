"""Whose glance a chapter shows (issue 39 item 2): a small model's checked glance among the text's
is marked as the model's (✦), the text's beside it as from the text; a model that wrote them all
(the volume agents) marks none."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.static_site.reader_pages import _glance
from understory_cli.store.points import Glance


def site(*sources):
    glances = {n: Glance(n, f"glance {n}", [], source) for n, source in enumerate(sources, 1)}
    return SimpleNamespace(glances=glances, glance_entries={}, link=lambda slug, reveal: None)


def test_a_small_model_s_glance_is_marked_and_shown_once_the_chapter_before_is_read():
    mixed = site("model", "extractive")
    assert _glance(mixed, 1)["by_model"] and not _glance(mixed, 1)["from_text"]
    assert _glance(mixed, 2)["from_text"] and not _glance(mixed, 2)["by_model"]
    assert _glance(mixed, 2)["reveal"] == 1  # its own chapter's opening, shown no earlier than that chapter
    assert not _glance(site("model", "model"), 1)["by_model"]
