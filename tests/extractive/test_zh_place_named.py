"""A Chinese place's noun and the name it is called by, or the name and a demonstrative's place noun in apposition, say
what kind of place the name is (extractive/zh/place_named.py; stop 63: 平凡的世界's 东拉河 and 紅與黑's 韋爾吉 had cards
saying nothing, the texts' 「小河叫东拉河」 and 「住進韋爾吉，這個村子因…而出了名」 unread)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import description_score, summary_value


@pytest.mark.parametrize("sentence,name", [
    ("小河叫东拉河，就是在这分水岭下发源的。", "东拉河"),
    ("这村子叫双水村。", "双水村"),
    ("春天的晴好日子一到，就舉家住進韋爾吉，這個村子因加布裡埃爾的悲慘遭遇而出了名。", "韋爾吉"),  # Traditional
    ("他们渡过东拉河，这条河并不深。", "东拉河"),
])
def test_a_place_s_noun_with_the_name_says_what_it_is(sentence, name):
    assert description_score(sentence, [name]) == 3
    assert summary_value(sentence, [name]).full


@pytest.mark.parametrize("sentence,name", [
    ("他回到韋爾吉，這個村子裡的人都認識他。", "韋爾吉"),  # where the people are, not what it is
    ("象银子一般清亮的东拉河，到这里水量已经大点了。", "东拉河"),
    ("他叫小王，这个村子的人都认识他。", "小王"),  # a person: the village's people, no apposition
    # the review: a name passed or left (the noun is where one arrives), a river no village, the head of a longer word
    ("他们蹚过东拉河，这个村子就在眼前了。", "东拉河"),
    ("小河边的东拉河，这个村子的人都去洗衣。", "东拉河"),
    ("孙少平走出双水村，这个城市他还从没来过。", "双水村"),
    ("他找到田福堂，这个村长正在开会。", "田福堂"),
    ("李逵跟着宋江，这山东汉子一路不说话。", "宋江"),
])
def test_a_place_noun_of_where_or_whose_is_no_apposition(sentence, name):
    assert description_score(sentence, [name]) < 3
