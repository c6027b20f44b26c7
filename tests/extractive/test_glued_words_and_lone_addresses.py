"""Issue 43 §3 on books nobody tuned on (the held-out judges' junk): a name with an everyday word glued after it
(義大利全國), a neighbour alone (邻人); in Japanese a form of address in an older print's
characters (奧さん, お孃), a kin word alone (嫂さん) and a ・-name with an adverb glued before it (一方パーヴェル・…).
Lines shaped like the books' own, shortened; the names beside them stay."""

from __future__ import annotations

from support.written_book import Passage as P, told_over

from understory_cli.extractive.ja.candidates import Reading
from understory_cli.extractive.ja.candidates import find_candidates as ja_candidates
from understory_cli.extractive.ja.lexicon import is_address
from understory_cli.extractive.zh.candidates import find_candidates as zh_candidates
from understory_cli.extractive.zh.lexicon import kin_address
from understory_cli.extractive.zh.segment import chinese_segmenter

SCHOOL = ["卡隆说道：“我们走吧。”", "卡隆笑了起来，代洛西也笑了。", "代洛西说：“好的。”", "代洛西回头看了卡隆一眼。",
          "卡隆问代洛西道：“你去吗？”", "他们在那里购买笔记簿、书袋等。", "幸而教科书、笔记簿有市公所发给。",
          "他把书册和笔记簿交给母亲。", "可萊諦在笔记簿上写字。", "他们把书籍、笔记簿都丢了。", "她翻开了笔记簿看着。",
          "学生的笔记簿掉落了。", "义大利是我们的祖国。", "义大利的孩子都爱义大利。", "我们爱义大利。", "义大利万岁！",
          "义大利全国的人都来了。", "义大利全国欢呼。", "他穿了军服，胸间挂着勋章。", "他把胸间的赏牌取下来。",
          "胸间用花边装饰。"]


def test_a_glued_word_is_no_chinese_candidate_and_a_common_noun_in_lists_stays_one():
    """義大利全國 (義大利 written alone far more often) is no candidate, the boy stays. A word beside things in lists
    (笔记簿) is not dropped for that alone: people are listed beside words for people too (李金吾 beside 太真驸马)."""
    found = zh_candidates(told_over(SCHOOL, repeat=4), chinese_segmenter())[0]
    assert "义大利全国" not in found
    assert "代洛西" in found


def test_a_neighbour_and_an_in_law_alone_are_addresses_a_daughter_by_birth_order_may_be_a_name():
    """呼兰河传's 邻人, 四世同堂's 亲家 (金三爷 calling 钱默吟 so): no one's name alone. 三小姐 may be the only name a
    speaking heroine has (the review: the rule lost her), so a birth order and a household title stay candidates."""
    assert kin_address("邻人") and kin_address("亲家")
    assert not kin_address("冯歪嘴子") and not kin_address("大少") and not kin_address("三小姐")


def test_an_older_prints_address_and_a_kin_word_alone_are_addresses():
    """奧さん and お孃 are 奥さん and お嬢 in an older print's characters; 嫂さん a kin word with さん: on main none was."""
    assert is_address("奧さん") and is_address("お孃") and is_address("嫂さん") and is_address("お孃さん")
    assert not is_address("お直") and not is_address("奧村") and not is_address("パーヴェル・パーヴロヴィチ")


def test_an_adverb_glued_before_a_dotted_name_is_no_candidate():
    """一方パーヴェル・パーヴロヴィチ and 先刻パーヴェル・パーヴロヴィチ: the name written so a few times among many; on main
    both were candidates (and entries of their own)."""
    lines = ["パーヴェル・パーヴロヴィチは笑った。", "「そうですか」とパーヴェル・パーヴロヴィチが言った。",
             "パーヴェル・パーヴロヴィチはうなずいた。", "ヴェリチャーニノフはパーヴェル・パーヴロヴィチを見た。",
             "一方パーヴェル・パーヴロヴィチは黙っていた。", "先刻パーヴェル・パーヴロヴィチが言ったことを思い出した。",
             "ヴェリチャーニノフは言った。"]
    found, _ = ja_candidates(Reading([P(t) for t in lines * 3]))
    assert "パーヴェル・パーヴロヴィチ" in found
    assert not {"一方パーヴェル・パーヴロヴィチ", "先刻パーヴェル・パーヴロヴィチ"} & set(found)


def test_a_name_with_an_everyday_word_glued():
    """On the book's own words: 义大利全国 (8 uses) beside 义大利 alone (24) and 全国 an everyday word of general text.
    代洛西 and 笔记簿 are not glued."""
    from understory_cli.extractive.types import Candidate
    from understory_cli.extractive.zh.glued import glued_words
    from understory_cli.extractive.zh.segment import JIEBA_TOTAL, tagged
    from understory_cli.extractive.zh.usage import _usages

    segmenter = chinese_segmenter()
    streams = tagged(SCHOOL * 4, segmenter.tag, {})
    usages = _usages(streams)
    out = {w: Candidate(w, usages[w].count) for w in ("笔记簿", "代洛西", "义大利")}
    out["义大利全国"] = Candidate("义大利全国", 8)
    usages["义大利全国"] = usages["义大利"].__class__(count=8)
    reference = lambda w: segmenter.reference_share(w) * JIEBA_TOTAL  # noqa: E731
    assert glued_words(out, usages, reference, segmenter.tag) == ["义大利全国"]


def test_a_rank_or_a_servants_word_after_toiu_introduces_a_person():
    """ゴルベンコという大佐, ペラゲーヤという小間使: a person introduced by rank or by service (on main 永遠の夫's two were a
    term and a place); an inn so introduced is still no one (枡屋という宿屋)."""
    from understory_cli.extractive.ja.shapes import introduced
    for text, name in (("この男がゴルベンコという大佐と話した。", "ゴルベンコ"), ("ペラゲーヤという小間使の娘が来た。", "ペラゲーヤ"),
                       ("枡屋という宿屋に着いた。", "枡屋")):
        start = text.index(name)
        assert introduced(text, start, start + len(name)) == (name != "枡屋")
    # 僕 is also "I": a place or a play so introduced stays no one (the review: 東京という僕の故郷)
    assert not introduced("東京という僕の故郷だ。", 0, 2)
