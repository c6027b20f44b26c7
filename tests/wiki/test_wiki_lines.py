"""A small model adds a line, never takes anything away (issue 39 item 2).

A model that writes no valid page (gemma3-270m's usual day) is still asked, per most mentioned
entry, for one line on who the subject is from its first passages; a line its named passage
supports becomes the summary from that passage's chapter, marked as the model's; one the
passage does not support is refused and the text's summary stays.
"""

from __future__ import annotations

import json
import re

import pytest

from support.fake_writer import config, line_about
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.llm.scripted import ScriptedClient, reply
from understory_cli.position import BookIndex
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.compose import compose
from understory_cli.wiki.lines import supported
from understory_cli.wiki.said_of import Subject


@pytest.fixture
def analyzed(sample_store):
    analyze_extractive(sample_store)
    return sample_store


def small_model(line_from):
    """Words for every page and blueprint (nothing valid); for a line, `line_from(passages)`."""
    def answer(request):
        if (request.response_format or {}).get("json_schema", {}).get("name") != "line":
            return reply("<start_of_turn> the the lighthouse lighthouse")
        passages = re.findall(r"^\d+\. (.*)$", request.messages[-1]["content"], re.M)
        name = request.unit.removeprefix("line: ")
        return reply(json.dumps(line_from(passages, name), ensure_ascii=False))
    return answer


def test_a_line_its_passage_supports_becomes_the_summary_from_that_chapter(analyzed):
    before = {e.slug: e.data.summary for e in wiki_store.entries(analyzed, 1)}  # none yet: the run writes them
    quoted = small_model(lambda passages, name: line_about(name, passages))  # a model that copies a sentence about the subject
    result = compose(analyzed, config(), ScriptedClient(quoted, store=analyzed))
    assert not before and result.lines is not None and len(result.lines.kept) >= 5
    index = BookIndex.load(analyzed, 1)
    entries = {e.slug: e for e in wiki_store.entries(analyzed, 1)}
    for slug in result.lines.kept:
        data = entries[slug].data
        line = data.summary_steps[-1]
        assert line.by_model and line.cites and line.reveal_at >= index.chapter_no(line.cites[0])
        assert line.reveal_at >= entries[slug].title_reveal_at
        assert all(s.reveal_at < line.reveal_at and s.until is not None and s.until <= line.reveal_at
                   for s in data.summary_steps[:-1])  # the text's earlier steps end where the line opens


def test_a_line_the_passage_does_not_support_is_refused(analyzed):
    invented = small_model(lambda passages, name: {"line": "A dragon who rules the moon and sings opera nightly.",
                                             "passage": 1})
    result = compose(analyzed, config(), ScriptedClient(invented, store=analyzed))
    assert result.lines is not None and result.lines.asked > 0 and not result.lines.kept
    assert len(result.lines.refused) == result.lines.asked
    assert not any(s.by_model for e in wiki_store.entries(analyzed, 1) for s in e.data.summary_steps)


def test_support_is_counted_in_words_and_in_characters():
    assert supported("Wren is the keeper's apprentice at the lighthouse.", "Wren",
                     "Wren, the keeper's young apprentice, climbed the lighthouse stairs.") is None
    assert supported("Wren", "Wren", "Wren climbed.") == "says nothing beyond the name"
    monkey = Subject.of(["孙悟空", "石猴"])  # the passage names him by his alias
    assert supported("孙悟空是花果山的美猴王", monkey, "花果山上有一石猴，自称美猴王。") is None
    assert supported("孙悟空是天上的玉皇大帝", monkey, "花果山上有一石猴，自称美猴王。") is not None


# The sample book, 1.1.2 and 1.4.7: sentences about Saltmarsh and about Wren, naming Gull Rock and the Grey Pilot
HARBOUR = ("Saltmarsh was a town that smelled of tar and wet rope. Every window that faced the water faced the "
           "Lighthouse on Gull Rock. The light stood a mile out, white by day and gold by night.")
LANDING = ("A few days later the Grey Pilot rowed out to Gull Rock. Wren was on the landing stage scraping weed, and "
           "she saw that he moved stiffly, favouring one leg.")


def test_a_sentence_copied_about_someone_else_is_refused():
    copied = supported("Saltmarsh was a town that smelled of tar and wet rope.", "Gull Rock", HARBOUR)
    assert "about someone else" in (copied or "accepted")
    assert supported("Saltmarsh was a town that smelled of tar and wet rope.",
                     Subject.of(["Saltmarsh"], ["Gull Rock"]), HARBOUR) is None
    pilot = Subject.of(["Grey Pilot"], ["Wren", "Gull Rock"])
    assert "about someone else" in supported("The Grey Pilot was on the landing stage scraping weed.", pilot, LANDING)
    assert supported("The Grey Pilot rowed out to Gull Rock.", pilot, LANDING) is None
    # a sentence led by a pronoun goes on about the one before it; a phrase beside the name is said of it
    wren = Subject.of(["Wren"], ["Aunt Bet"])
    assert supported("Wren was twelve years old and small for her age.", wren,
                     "Wren Tully had watched it all her life. She was twelve years old, small for her age.") is None
    guild = Subject.of(["Tidewardens"], ["Corwen Shale"])
    assert supported("The Tidewardens: the guild that collected the harbour dues.", guild,
                     "He wore the badge of the Tidewardens, the guild that collected the harbour dues.") is None
