"""Issue 43 §6, the card says who for world-famous people a novel never introduces (Les Misérables' ナポレオン,
草枕's ミレー and オフェリヤ, Moby-Dick's Jonah): a cross-book list (extractive/famous.py) gives the generated line
their role, in the book's language and script, cited to nothing, only where the text states no role and no
description, and never to a namesake the finder knows by another name too."""

from __future__ import annotations

from understory_cli.extractive.famous import famous_role, figures
from understory_cli.store.points import Alias, Point, Record
from understory_cli.wiki.extractive import Chapters, _entry
from understory_cli.wiki.planning import PlannedEntry

TRADITIONAL = ("拿破崙既敗於滑鐵盧，乃流於聖赫勒拿島，英人守之甚嚴，終身不得歸國。亞猛曰：「余至巴黎，見馬克格尼爾於戲園之中，"
               "時方與伯爵對語，余心竊慕之，終夜不能寐也。」余歸語其父，父亦無言。")
# Les Misérables, part 1, book 1, chapter 1 (豊島与志雄's translation): the emperor is named, never introduced
MISERABLES = ("その時にミリエル氏は、パリーに催されるフランスおよびイタリーの司教会議にナポレオンから召集された。"
              "この会議はノートル・ダーム寺院において、枢機官フェーシュ氏の議長のもとに、一八一一年六月十五日に初めて開かれた。")
# Moby-Dick, chapter 3
MOBY_DICK = ("Within are shabby shelves, ranged round with old decanters, bottles, flasks; and in those jaws of swift "
             "destruction, like another cursed Jonah (by which name indeed they called him), bustles a little withered "
             "old man, who, for their money, dearly sells the sailors deliriums and death.")


def test_the_list_s_forms_resolve_in_each_language_and_script():
    assert famous_role("person", ["ナポレオン"], "ja") == famous_role("person", ["奈破崙"], "ja") == "フランスの皇帝"
    assert famous_role("person", ["拿破仑"], "zh") == "法国皇帝"
    assert famous_role("person", ["拿破崙"], "zh-Hant", TRADITIONAL) == "法國皇帝"  # the book's own script
    assert famous_role("person", ["耶穌", "基督"], "zh", TRADITIONAL) == "基督教的創始者"
    assert famous_role("person", ["イエス・キリスト", "キリスト"], "ja") == "キリスト教の開祖"
    assert famous_role("person", ["シェークスピア"], "ja") == famous_role("person", ["シェイクスピア"], "ja") == "イギリスの劇作家"
    assert famous_role("person", ["莎士比亞"], "zh") == "英国剧作家"
    assert famous_role("person", ["ドンキホーテ"], "ja") == famous_role("person", ["ドン・キホーテ"], "ja")  # with or without ・
    # a form two painters share says what is true of both (草枕's ミレー is Millais; Japanese writes Millet so too)
    assert famous_role("person", ["ミレー"], "ja") == "十九世紀の西洋の画家"
    assert famous_role("person", ["Jonah"], "en") == "prophet of the Bible"


def test_never_a_namesake_two_people_a_place_nor_a_given_name():
    assert famous_role("person", ["William", "Father William"], "en") is None  # Alice's two Williams in one entry
    assert famous_role("person", ["Napoleon", "Napoleon III"], "en") is None  # another name: another man
    assert famous_role("person", ["Moses Primrose", "Moses"], "en") is None
    assert famous_role("place", ["Washington"], "en") is None and famous_role("place", ["华盛顿"], "zh") is None
    # an English surname alone is a translated novel's own man (二马's 华盛顿, a young man Mary meets): only the full name
    assert famous_role("person", ["华盛顿"], "zh") is None and famous_role("person", ["ターナー"], "ja") is None
    assert famous_role("person", ["乔治·华盛顿"], "zh") == "美国第一任总统"
    assert all(famous_role("person", [name], "en") is None for name in ("John", "Joseph", "William", "Homer", "Adam"))
    assert famous_role("person", ["ジョン"], "ja") is None and famous_role("person", ["約瑟"], "zh") is None
    assert famous_role("person", ["老子"], "zh") is None and famous_role("person", ["孔明"], "zh") is None
    # every line of the list has a role in each language
    assert all(len(f.roles) == 3 and all(f.roles.values()) for f in figures()) and len(figures()) > 150


def _card(name: str, language: str, text: str, *records: Record, aliases: tuple[str, ...] = ()):
    met = Record(1, text, ["1.11.3"], "first mention", 11)
    point = Point(1, name, "person", None, 1, 11, "extractive", [Alias(a, 1, ["1.11.3"], 11) for a in aliases],
                  [met, *records])
    item = PlannedEntry("x", name, 11, "person", "core", [point], [], "")
    return _entry(item, {11: 2, 12: 1}, Chapters({11: "1.11", 12: "1.12"}, {}), language)


def test_the_card_of_a_figure_the_text_never_introduces_says_who_from_its_first_chapter():
    card = _card("ナポレオン", "ja", MISERABLES)
    assert card.summary.text == "1.11で初めて登場する人物（フランスの皇帝）。"
    assert (card.summary.reveal_at, card.summary.cites, card.summary.generated) == (11, [], True)
    assert _card("Jonah", "en", MOBY_DICK).summary.text == "A person, a prophet of the Bible, first met in 1.11."
    assert _card("拿破崙", "zh-Hant", TRADITIONAL).summary.text == "人物，法國皇帝，初見於1.11。"
    buddha = _card("Buddha", "en", "He sat like a Buddha.").summary.text
    assert buddha == "A person, the founder of Buddhism, first met in 1.11."  # "the", not "a the"


def test_the_text_s_own_words_win_and_a_namesake_it_describes_is_untouched():
    boar = Record(1, "Napoleon was a large, rather fierce-looking boar, not much of a talker, but with a reputation "
                  "for getting his own way.", ["1.12.4"], "description", 12)
    card = _card("Napoleon", "en", "Napoleon and Snowball stood up.", boar)
    assert card.summary.text == boar.text
    assert not any("emperor" in step.text for step in card.summary_steps)  # not even before the description
    # a role the text writes with the name (皇帝ナポレオン) is the line's, not the list's
    emperor = Record(1, "皇帝ナポレオンはエルバ島を出た。", ["1.12.2"], "role: 皇帝", 12)
    assert _card("ナポレオン", "ja", MISERABLES, emperor).summary.text == "1.11で初めて登場する人物（皇帝）。"
    # and the undescribed one of the same name says who
    assert _card("Napoleon", "en", "Napoleon and Snowball stood up.").summary.text == \
        "A person, a French emperor, first met in 1.11."
