"""A family by its titles (families.titled_members, stop 60): a surname written with a man's title and a woman's
(班纳特先生, 班纳特太太) is several people — each titled member an entry of their own, the surname alone no one's."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive.names import find_characters
from understory_cli.extractive import families
from understory_cli.extractive.zh.gender import SUFFIX_SEXES

LINES = ["班纳特先生坐在书房里看书，班纳特太太走了进来。",
         "班纳特太太说：“你听说了没有，内瑟菲尔德庄园租出去了。”班纳特先生没有回答。",
         "班纳特先生放下书，笑着对太太说道：“那又怎么样？”",
         "班纳特一家住在朗博恩。班纳特太太最爱说话，班纳特先生最爱看书。",
         "班纳特太太一心想把女儿们嫁出去。班纳特先生只是笑她。",
         "邻居们都说班纳特是个古怪的人家。"]


def _people():
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text) for chapter in (1, 2, 3) for i, text in enumerate(LINES)]
    return {e.name: e for e in find_characters(paragraphs, "zh-CN") if e.kind == "person"}


def test_a_man_and_a_woman_titled_with_one_surname_are_two_entries_and_the_surname_alone_no_one():
    people = _people()
    husband = next(e for e in people.values() if "班纳特先生" in e.names)
    wife = next(e for e in people.values() if "班纳特太太" in e.names)
    assert husband is not wife
    assert "班纳特" not in husband.names and "班纳特" not in wife.names


def test_titled_members_need_both_sexes_and_the_surname_written_alone():
    forms = {"班纳特", "班纳特先生", "班纳特太太", "宾利", "宾利先生", "宾利小姐", "柯林斯先生", "卢卡斯太太"}
    assert set(families.titled_members(forms, SUFFIX_SEXES)) == {"班纳特", "宾利"}
    assert families.titled_sexes({"班纳特太太", "马老先生", "宾利"}, SUFFIX_SEXES) == {"班纳特太太": "f", "马老先生": "m"}
    # two women of one surname (a mother and a daughter) and no man: no sexes apart to make a family of
    assert families.titled_members({"周", "周太太", "周小姐", "罗杰斯", "罗杰斯小姐", "罗杰斯太太"}, SUFFIX_SEXES) == {}


def test_the_bare_surname_is_the_member_its_pronouns_or_its_usage_name():
    members = {"彬格莱": {"彬格莱先生": "m", "彬格莱小姐": "f"},
               "达西": {"达西先生": "m", "老达西先生": "m", "达西小姐": "f"},
               "班纳特": {"班纳特先生": "m", "班纳特太太": "f", "班纳特小姐": "f"}}
    uses = {"彬格莱先生": 75, "彬格莱小姐": 61, "达西先生": 106, "老达西先生": 3, "达西小姐": 5,
            "班纳特先生": 30, "班纳特太太": 50, "班纳特小姐": 24}
    old = lambda f: f.startswith("老")  # noqa: E731
    # 彬格莱 "he": the one man (his sister is 彬格莱小姐); 达西, no pronoun: the member named nearly always, not old
    # Mr Darcy; 班纳特: three members, none dominant, no pronoun — no one's
    assert families.bare_members(members, {"彬格莱": "m"}, uses, old) == {"彬格莱": "彬格莱先生", "达西": "达西先生"}
    assert families.bare_members(members, {"班纳特": "f"}, uses, old) == {"达西": "达西先生"}  # two women: no one


DARCYS = ["达西先生走进舞厅，达西立刻引起全场的注意。",
          "达西说：“我不跳舞。”达西先生站在一边，达西小姐没有来。",
          "伊丽莎白看着达西，达西先生却不看她。",
          "达西先生对伊丽莎白说：“请跳一支舞吧。”达西又笑了。",
          "达西先生站起身来。大家都说达西先生很骄傲。",
          "彬格莱请达西先生去打猎，达西先生答应了。",
          "那天晚上，达西先生给妹妹写信。"]


def test_a_family_name_mostly_one_members_is_his_and_keeps_its_alias():
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text) for chapter in (1, 2, 3) for i, text in enumerate(DARCYS)]
    found = find_characters(paragraphs, "zh-CN")
    darcy = next(e for e in found if "达西先生" in e.names)
    assert "达西" in darcy.names  # a name a reader looks for, not a fragment of 达西先生 (entities._fragment)
    assert all("达西小姐" not in e.names for e in found if e is darcy)


def test_a_given_name_with_a_daughters_title_is_no_family_member():
    from understory_cli.extractive.types import Candidate, Votes
    from understory_cli.extractive.zh.candidates import add_family_titled

    text = "伊丽莎·班纳特来了。伊丽莎小姐笑了。伊丽莎小姐走了。伊丽莎小姐说话。班纳特先生、班纳特先生、班纳特先生。"
    out = {f: Candidate(f, 3, Votes({"person": 3.0})) for f in ("伊丽莎·班纳特", "伊丽莎", "班纳特")}
    add_family_titled([P("1.1.1", 1, 1, "text", text)], out)
    assert "班纳特先生" in out and "伊丽莎小姐" not in out  # 伊丽莎 is a given name (伊丽莎·班纳特): Miss Eliza is she


def test_one_man_called_by_his_rank_and_by_mr_and_by_his_full_names_stays_one_entry():
    """Guards from stop 60's review (two English rules taken out again): an officer the text also calls Mr. is one
    man (Captain Hastings, Mr. Hastings), and a surname written after two given names is not a family of separate
    people where one full name is the bare surname's own bearer ("Toussaint Maheu" is Maheu)."""
    from support.written_book import entity_with, told_over

    hastings = ["Captain Hastings came down to breakfast late. Captain Hastings was tired of the war.",
                "“Good morning, Mr. Hastings,” said Mary, and Hastings smiled at her.",
                "“You are right, Mr. Hastings,” said John. Mr. Hastings nodded and lit his pipe."]
    found = find_characters(told_over(hastings, 5, []), "en")
    assert [e for e in found if any("Hastings" in n for n in e.names)] == [entity_with(found, "Mr. Hastings")]
    maheu = ["Maheu went down the pit with his daughter Catherine.", "“Get on,” said Maheu, and Catherine followed.",
             "Maheu was a good hewer; Maheu never complained."]
    found = find_characters(told_over(maheu, 5, ["“I am Toussaint Maheu,” said Maheu.",
                                                 "His grandfather, Guillaume Maheu, had found the coal."]), "en")
    assert "Toussaint Maheu" not in {e.name for e in found if e is not entity_with(found, "Maheu")}


def test_a_family_member_named_by_the_bare_surname_is_read_for_the_forms_sexes_read():
    """ChineseRules.bare_members: what `sexes` read from the pronouns serves family_names and declared for the same
    forms only; asked about other forms (no `sexes` for them), every titled surname stays the family's."""
    from understory_cli.extractive.zh.rules import ChineseRules
    lines = ["彬格莱先生来了。"] * 10 + ["彬格莱小姐也来了。", "大家都说彬格莱是个好人。"]  # he is named nearly always
    paragraphs = [P(f"1.1.{i + 1}", 1, 1, "text", t) for i, t in enumerate(lines)]
    forms = {"彬格莱", "彬格莱先生", "彬格莱小姐"}
    rules = ChineseRules(set(forms))
    assert rules.bare_members(forms) == {} and rules.family_names(forms) == {"彬格莱"}
    rules.sexes(paragraphs, forms)
    assert rules.bare_members(forms) == {"彬格莱": "彬格莱先生"} and rules.family_names(forms) == set()
    assert ("彬格莱先生", "彬格莱") in rules.declared(paragraphs, forms)
    assert rules.family_names(forms | {"宾利"}) == {"彬格莱"}  # other forms: not what `sexes` read
