"""Issue 43, a main character with many uses and no entry (或る女's 木部, 76 uses): a surname SudachiPy reads as a common
word in running text ("a wooden part"), which no source of names took. The text names him with a full name it opens
(「男の名は木部孤※といった」) and his uses act like a person's: he is a candidate, a person. A plain word the dictionary also
has as a surname (下宿, "lodgings") is none, and a role noun is never taken (kin and roles are no name)."""

from __future__ import annotations

from collections import Counter

from understory_cli.extractive.ja.candidates import Reading, find_candidates
from understory_cli.extractive.ja import surname_words
from support.written_book import Passage as P

# written as 或る女 writes him: every use after the naming is the bare surname
LINES = ["品川を過ぎた時、葉子は自分を見すえる目を感じた。それはやせた男だった。男の名は木部孤※といった。",
         "葉子はやせた木部にこれ見よがしな態度を見せた。木部は葉子を見つめた。",
         "木部の顔は青ざめていた。木部は黙っていた。葉子は木部を見た。",
         "木部は新聞を読んでいた。葉子は木部の姿を思い出した。木部が笑った。",
         "葉子は下宿に帰った。下宿の二階は暗かった。下宿から出た。葉子は言った。",
         "葉子は木部に手紙を書いた。木部の返事は来なかった。下宿に戻った。"]


def test_a_surname_read_as_a_common_word_that_the_text_names_is_a_person():
    """On main 木部 had no entry: the analyser tags it 普通名詞 at nearly every use."""
    found, _ = find_candidates(Reading([P(t) for t in LINES * 2]))
    assert "木部" in found and found["木部"].count >= 20
    votes = found["木部"].kind_votes
    assert votes["person"] > max(votes.get("place", 0), votes.get("term", 0))
    assert "下宿" not in found and "葉子" in found


def test_homographs_are_surnames_of_the_dictionary_no_role_and_no_other_source_s():
    common = Counter({"木部": 9, "下宿": 9, "大将": 9, "会議": 9, "木綿": 2})
    assert surname_words.homographs(common, Counter(), ()) == {"木部", "下宿"}  # 大将, 会議: no surname; 木綿 seldom
    assert surname_words.homographs(common, Counter({"木部": 3}), ()) == {"下宿"}  # tagged a name: the dictionary's
    assert surname_words.homographs(common, Counter(), ({"下宿"},)) == {"木部"}  # another source's
    assert surname_words.homographs(common, Counter(), (Counter({"下宿": 2}),)) == {"木部", "下宿"}  # found too seldom


def test_a_naming_sentence_opens_the_full_name_with_the_surname():
    texts = ["男の名は木部孤※といった。", "青年は名を古藤義一といった。", "下宿は広かった。"]
    assert surname_words.named(texts, {"木部", "古藤", "下宿"}) == {"木部", "古藤"}
    assert surname_words.named(["名は木部といった。"], {"木部"}) == set()  # the surname alone: no full name
