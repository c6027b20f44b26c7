"""Names whole and one (issue 43, stop 63; 紅與黑): a run of sounds goes on through 摩 and 隆 (德·拉 of 德·拉摩尔, 莫吉 of
莫吉隆 were cut names: zh/cut_sounds.WESTERN_SOUNDS), and a transliterated name of any length with a person's title
after it (瓦勒诺先生, 阿佩尔先生) is a person's name, not a term (zh/usage.foreign_titled)."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.cut_sounds import cut_sounds
from understory_cli.extractive.zh.usage import foreign_titled


def _out(*words: str) -> dict[str, Candidate]:
    return {w: Candidate(w, 5, Votes({"person": 5.0})) for w in words}


LINES = ["侯爵德·拉摩尔先生来信了。", "于连想着德·拉摩尔先生的话。", "德·拉摩尔侯爵是法国贵族。",
         "她说德·拉摩尔先生很有钱。", "专区区长德·莫吉隆先生进来了。", "德·莫吉隆说：“好。”", "市长请德·莫吉隆吃饭。"]


def test_a_dotted_name_runs_on_through_mo():
    dropped, added = cut_sounds(told_over(LINES, repeat=1), _out("德·拉"))
    assert dropped == ["德·拉"] and list(added) == ["德·拉摩尔"] and added["德·拉摩尔"].count == 4


def test_a_name_runs_on_through_long():
    dropped, added = cut_sounds(told_over(LINES, repeat=1), _out("德·莫吉"))
    assert dropped == ["德·莫吉"] and list(added) == ["德·莫吉隆"]


def test_a_transliterated_name_with_a_title_is_a_person():
    assert foreign_titled("瓦勒诺先生") and foreign_titled("阿佩尔先生") and foreign_titled("德·穆瓦罗先生")
    assert not foreign_titled("瓦勒诺") and not foreign_titled("先生") and not foreign_titled("老先生")
    assert not foreign_titled("神甫先生")  # 神, 甫: no name's sounds


def test_the_durative_particle_glued_before_a_name_is_no_name():
    from understory_cli.extractive.zh.candidates import _function_edged
    assert _function_edged("著于连") and _function_edged("着于连")  # 握著|于连的手, 想着|于连
    assert not _function_edged("于连")


def _c(form: str, n: int, kind: str = "person") -> Candidate:
    return Candidate(form, n, Votes({kind: float(n)}))


def test_one_famous_figures_two_names_are_one_entry():
    # 紅與黑: 拿破崙 and 波拿巴, both Napoleon by the cross-book list (famous.txt), were two entries
    from understory_cli.extractive.aliases import UnionFind
    from understory_cli.extractive.names import _famous_tied
    candidates = {f: _c(f, n) for f, n in (("拿破仑", 14), ("波拿巴", 5), ("于连", 400))}
    uf = UnionFind(list(candidates))
    _famous_tied(uf, candidates, "zh")
    assert uf.find("拿破仑") == uf.find("波拿巴") == "拿破仑" and uf.find("于连") == "于连"


def test_a_famous_name_a_place_is_left_apart():
    # Columbus the city (votes a place) beside Christopher Columbus the man: not tied
    from understory_cli.extractive.aliases import UnionFind
    from understory_cli.extractive.names import _famous_tied
    candidates = {"Columbus": _c("Columbus", 20, "place"), "Christopher Columbus": _c("Christopher Columbus", 3)}
    uf = UnionFind(list(candidates))
    _famous_tied(uf, candidates, "en")
    assert uf.find("Columbus") != uf.find("Christopher Columbus")


def test_a_relatives_household_is_no_name():
    # 平凡的世界's 二爸家 (the uncle's place) was a place in the top 30; a surname's household (金家) is left
    from understory_cli.extractive.zh.kind_words import kind_words
    out = _out("二爸家", "舅舅家", "金家", "孙少平")
    assert kind_words(told_over(["他到二爸家去吃饭。"], repeat=1), out) == ["二爸家", "舅舅家"]


def test_a_name_mostly_gone_to_is_a_town():
    # 紅與黑's 維裡埃 (LAC reads it PER): 在维里埃, 到维里埃去, 离维里埃 — a town; 于连 speaks and is seldom gone to
    from understory_cli.extractive.zh.tagged import _gone_to
    text = "他在维里埃住了十年。于连说：“走吧。”于连到维里埃去。维里埃的市长很富。于连说：“好。”离维里埃不远。于连笑了。"
    assert _gone_to("维里埃", text) and not _gone_to("于连", text)


def test_a_place_mostly_gone_to_keeps_its_votes_when_lac_reads_it_a_person():
    # 紅與黑's 韋爾吉, a village (read, as the finder reads Traditional, in its Simplified view): 住进韦尔吉, 来到韦尔吉 —
    # LAC's sample read PER once chapter 1 was read, and it became a person; a name that speaks and is seldom gone to
    # still takes LAC's person
    from collections import Counter

    from understory_cli.extractive.zh.tagged import Readings, _lac_kind
    text = "就举家住进韦尔吉，这个村子很美。来到韦尔吉的第三天。朋友们来韦尔吉吃饭。于连说：“好。”她从韦尔吉回来了。"
    per = Readings(exact=Counter({"PER": 6}))
    assert _lac_kind("韦尔吉", Candidate("韦尔吉", 4, Votes({"place": 4.0})), per, text) is None
    assert _lac_kind("于连", Candidate("于连", 1, Votes({"place": 1.0})), per, text) == "person"


def test_a_full_name_after_its_office_ties_the_surname_and_office():
    # 平凡的世界: 公社副主任徐治功 … 徐主任 (主任 a modern calling): one man, two entries on main
    from understory_cli.extractive.zh.candidates import _full_names_before_titles
    lines = ["总指挥是公社副主任徐治功，他站在台上。", "公社副主任徐治功说：“开会。”", "徐主任笑了。", "徐治功走了。",
             "徐治功又来了。", "徐主任说：“好。”"]
    out = _out("徐治功", "徐主任")
    assert list(_full_names_before_titles(told_over(lines, repeat=1), out)) == [("徐治功", "徐主任")]
    # a second man the book writes with the title once is a rival: no tie (the review's 将军张飞 / 将军张辽)
    rivals = ["将军张飞大喝一声。", "曹操命将军张辽出战。", "将军张飞又来了。", "张将军说：“杀！”", "张辽笑了。",
              "张飞骂道：“贼！”", "张飞走了。", "张飞又骂。"]
    assert _full_names_before_titles(told_over(rivals, repeat=1), _out("张飞", "张辽", "张将军")) == {}


def test_a_dotted_name_goes_on_through_a_sound_no_list_holds():
    # 欧也妮·葛朗台's 德·格拉珊 and 德·奥布里翁 (珊, 翁: sounds no list holds) were 德·格拉 and 德·奥布里, and each piece
    # held a whole family; a name followed by its title every time (德·格拉珊太太) does not swallow the title
    lines = ["德·格拉珊太太有一个儿子。", "德·格拉珊先生来了。", "他对德·格拉珊说：“好。”", "德·格拉珊一家来吃饭。",
             "德·奥布里翁侯爵很穷。", "德·奥布里翁小姐笑了。", "她是德·奥布里翁的女儿。", "葛朗台太太说：“好。”"]
    text = "".join(lines)
    dropped, added = cut_sounds(told_over(lines, repeat=1), _out("德·格拉", "德·奥布里", "葛朗台太太"))
    assert set(dropped) == {"德·格拉", "德·奥布里"}
    assert set(added) == {"德·格拉珊", "德·奥布里翁"}
    from understory_cli.extractive.zh.cut_sounds import _goes_on
    assert _goes_on(text, "德·格拉珊") == "德·格拉珊"
