"""Issue 43 §4 (stop 61): a wife's title after a name (冠晓荷太太, Mrs. Guan Xiaohe) is another person than the name alone
where the pronouns after it make that name a man (冠晓荷, "he"): her husband, two entries (zh/gender.married_names,
ChineseRules.sexes). Where the pronouns do not say, nothing changes."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.gender import married_names

LINES = ["冠晓荷回到家里，他把帽子挂在墙上。冠晓荷说：“我饿了。”",
         "冠晓荷太太坐在炕上，她正在吃瓜子。冠晓荷太太说：“饭还没好。”",
         "冠晓荷看了看太太，他没有说话。冠晓荷太太笑了，她说：“你回来了？”",
         "冠晓荷太太站起来，她给丈夫倒了一碗茶。冠晓荷道：“谢谢。”",
         "冠晓荷喝了茶，他又出门去了。祁瑞宣在院子里，他看见冠晓荷走了。",
         "韵梅在厨房里，她听见冠晓荷太太的笑声。瑞宣说：“老二又出去了。”"]


def _people(lines):
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text) for chapter in (1, 2, 3, 4, 5) for i, text in enumerate(lines)]
    return find_characters(paragraphs, "zh-CN")


def _holding(entities, form):
    return next((e for e in entities if form in e.names), None)


def test_a_wifes_title_after_a_mans_name_is_his_wife():
    entities = _people(LINES)
    assert _holding(entities, "冠晓荷") is not None and _holding(entities, "冠晓荷太太") is not None
    assert _holding(entities, "冠晓荷") is not _holding(entities, "冠晓荷太太")


def test_the_married_names_are_those_written_alone_too():
    assert married_names({"瑞丰", "瑞丰太太", "钱太太", "冠晓荷", "温都", "温都夫人"}) == {"瑞丰", "温都"}
