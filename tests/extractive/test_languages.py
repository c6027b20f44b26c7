"""A language is one folder and one registry line (issue 36): a toy fourth language (tests/support/toy_language/)
registered at run time is read by every hook — the code's family, the name finder's discover(), the
descriptions and relations, the site's messages (English for every word it lacks) and the reading setting."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from understory_cli.extractive import languages
from understory_cli.extractive.describe import description_score, subject_of, summary_value
from understory_cli.extractive.languages import REGISTRY, Language, family, language_family, register, words
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.relations import relation_label, stated_relations
from understory_cli.reading import ReadingSettings
from understory_cli.static_site.messages import Catalogue, interface_language
from support.toy_language import names as toy_names

TOY = Language("qt", "support.toy_language", script="[\u2c00-\u2c5f]", spaced=True)  # Glagolitic function words
TEXT = "Dorothy ⰵⱄⱅ ⰴⱑⰲⰰ."


class P:
    def __init__(self, text: str, chapter_no: int = 1):
        self.text, self.chapter_no, self.volume_no, self.kind = text, chapter_no, 1, "p"
        self.locator = f"1.{chapter_no}.1"


@pytest.fixture
def toy():
    register(TOY)
    yield TOY
    del REGISTRY[TOY.code]


def test_before_it_is_registered_the_toy_is_read_as_english():
    assert "qt" not in REGISTRY
    assert family("qt-Glag") is None and language_family("qt", []) == "en"
    assert description_score(TEXT, ["Dorothy"]) == 0  # English has no "ⰵⱄⱅ"
    with pytest.raises(ValidationError, match="Input should be 'auto', 'en', 'zh' or 'ja'"):
        ReadingSettings(interface_language="qt")


def test_the_family_of_a_code_is_the_registered_language(toy):
    assert family("qt-Glag") == family("QT_x") == "qt" and language_family("qt", []) == "qt"
    assert family("zh-Hant") == family("zh_TW") == "zh" and family("ja-JP") == "ja" and family("en-GB") == "en"
    assert family("fr") is None and family(None) is None and language_family("fr", []) == "en"


def test_the_name_finder_looks_up_the_toys_discover(toy):
    toy_names.CALLS.clear()
    text = [P("Then Dorothy said hello to Toto, and Toto barked at Dorothy.", c) for c in range(1, 7)]
    found = find_characters(text, "qt")
    assert toy_names.CALLS == [6]
    assert "Dorothy" in {e.name for e in found}


def test_descriptions_and_relations_are_the_toys(toy):
    assert languages.script_of(TEXT) == "qt" and languages.script_of("Dorothy was a girl.") == "en"
    assert description_score(TEXT, ["Dorothy"]) == 3
    assert subject_of(TEXT, ["Dorothy"]) == "Dorothy" and summary_value(TEXT, ["Dorothy"]).full
    found = stated_relations(["Tip ⱄⱏⰹⱀ Mombi, ⰻ Ozma."], ["Tip", "Mombi", "Ozma"], "qt")
    assert [(r.subject, r.relation, r.other) for r in found] == [("Tip", "ⱄⱏⰹⱀ", "Mombi")]
    assert relation_label(found[0], "qt") == "ⱄⱏⰹⱀ Mombi"


def test_the_site_speaks_the_toy_and_english_where_it_has_no_word(toy):
    assert interface_language("auto", None, "qt-Glag") == "qt" and interface_language("qt", None, "zh") == "qt"
    t = Catalogue("qt")
    assert t("search") == "Ⱂⱁⰻⱄⰽ"
    assert t("settings") == Catalogue("en")("settings") == "Settings"  # missing: English
    assert t.messages().keys() == Catalogue("en").messages().keys()
    assert words("qt", "NOTES") == words("en", "NOTES")  # no export words of its own: English's
    assert ReadingSettings(interface_language="qt").interface_language == "qt"


def test_every_built_in_language_has_every_word():
    for table in ("MESSAGES", "NOTES", "KINDS"):
        english = words("en", table)
        for code in REGISTRY:
            own = getattr(languages.part(code, "messages"), table)
            assert own.keys() == english.keys(), (code, table)


def test_a_language_without_roles_states_none(toy):
    from understory_cli.extractive.roles import stated_roles
    assert stated_roles(["Tip ⰵⱄⱅ ⰴⱑⰲⰰ.", "Captain Tip came."], [("Tip", "person", ["Tip"])], "qt") == {}
