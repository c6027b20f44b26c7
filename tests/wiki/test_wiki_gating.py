"""Model-written entries are gated by what they cite, never by what the writer claims."""

from __future__ import annotations

import pytest

from understory_cli.agents import ToolError
from understory_cli.position import BookIndex
from understory_cli.store.wiki import Related
from understory_cli.wiki.gating import EntryArgs, gate_entry

CHAPTERS = {"2.1.3": 25, "2.20.5": 44, "2.23.56": 47, "2.23.57": 47}
INDEX = BookIndex(CHAPTERS)
SLUGS = {"tip": 25, "glinda": 10, "mombi": 25}


def entry(**overrides) -> EntryArgs:
    base = {"title": "Tip", "summary": {"text": "A boy raised by [[mombi|Mombi]] [2.1.3]."},
            "body": [{"heading": "The reveal", "spans": [
                {"text": "Tip is the enchanted Princess Ozma [2.23.56].", "spoiler_from": "2.1.3"},
                {"text": "He lives with Mombi."}]}]}
    base.update(overrides)
    return EntryArgs.model_validate(base)


def test_a_span_citing_2_23_is_gated_at_2_23_even_if_tagged_safe_earlier():
    data = gate_entry(entry(), index=INDEX, slugs=SLUGS, fallback=30, title_gate=25)
    reveal = data.body[0].spans[0]
    assert reveal.reveal_at == 47 and reveal.cites == ["2.23.56"]
    assert data.summary.reveal_at == 25
    assert data.body[0].spans[1].reveal_at == 30  # uncited: the latest evidence of its records
    assert data.body[0].heading.reveal_at == 47  # a heading may sum up its section: with its last span


def test_a_later_tag_moves_the_gate_later():
    args = entry(summary={"text": "A boy [2.1.3].", "spoiler_from": "2.20.5"})
    assert gate_entry(args, index=INDEX, slugs=SLUGS, fallback=30, title_gate=25).summary.reveal_at == 44


def test_unknown_citations_go_back_to_the_writer():
    args = entry(summary={"text": "A boy [2.99.1] and [9.9.9]."})
    with pytest.raises(ToolError, match=r"2\.99\.1, 9\.9\.9"):
        gate_entry(args, index=INDEX, slugs=SLUGS, fallback=30, title_gate=25)


def test_a_second_try_drops_unknown_citations_and_gates_what_cited_them_late():
    args = entry(summary={"text": "A boy [2.1.3, 9.9.9] raised by a witch [9.9.8]."},
                 moments=[{"locator": "9.9.9", "note": "gone"}, {"locator": "2.1.3", "note": "Tip"}])
    data = gate_entry(args, index=INDEX, slugs=SLUGS, fallback=30, title_gate=25, lenient=True)
    summary = data.summary
    assert summary.text == "A boy [2.1.3] raised by a witch." and summary.cites == ["2.1.3"]
    assert summary.reveal_at == 30  # its evidence is unknown: as late as the entry's latest record, not 25
    assert [m.locator for m in data.track.moments] == ["2.1.3"]
    assert data.body[0].spans[0].reveal_at == 47  # valid parts keep their own gates


def test_links_resolve_or_become_text_and_html_never_survives():
    args = entry(summary={"text": "Friend of [[glinda|Glinda]] and [[nobody|Nobody]] <script>x()</script>"
                                  "<b onclick='y()'>bold</b> [2.1.3]"},
                 related=["glinda", "nobody"])
    data = gate_entry(args, index=INDEX, slugs=SLUGS, fallback=30, title_gate=25)
    text = data.summary.text
    assert "[[glinda|Glinda]]" in text and "Nobody" in text and "[[nobody" not in text
    assert "<" not in text and "onclick" not in text
    assert data.related == [Related(slug="glinda", reveal_at=25)]


def test_short_fields_keep_a_link_label_only():
    args = entry(infobox=[{"label": "raised by", "value": "[[mombi|the witch Mombi]]", "cites": ["2.1.3"]}],
                 moments=[{"locator": "2.1.3", "note": "Leaves [[mombi]] <i>for good</i>"}])
    data = gate_entry(args, index=INDEX, slugs=SLUGS, fallback=30, title_gate=25)
    assert data.infobox[0].value == "the witch Mombi"
    assert data.track.moments[0].note == "Leaves mombi for good"
    slugs = {**SLUGS, "ozma": 47}  # a bare [[slug]] names its target: not before the target's title
    late = gate_entry(entry(moments=[{"locator": "2.1.3", "note": "Meets [[ozma]]"}]), index=INDEX,
                      slugs=slugs, fallback=30, title_gate=25)
    assert late.track.moments[0].reveal_at == 47
