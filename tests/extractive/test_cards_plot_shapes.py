"""Issue 43 §6, the card says who, and never with a plot sentence: the shapes that looked like a description to the
summary chooser and are not — a noun set against another ("was not a Head, … but a lovely Lady"), a relative clause of
what someone does or seems, an opinion of a kind, how well one does a thing ("a good walker"), a name that only begins
a longer name (起名叫耶和華以勒), a pair after a name (陶伯和夫妇), a thing counted after a copula (一句…的话), a speaker's or a
listener's relation (我表嫂的朋友, "one of my dearest friends"), a name told in speech (他唤做晁保正), a speaker's circumstance
(我是出军的人), a word of quality before a Japanese copula (平気でした), a word closing a 把 clause (its verb), a speaker's bare
我就是X, a negated 非是, 乃以 ("then, by"), a question (是谁) — and the shapes that say who and were not read (他表兄陶伯和, 这位青年樊家树,
「萩野と云って…ものがある」, 「延岡と云えば…山の中だ」, a name given by 叫 and what its bearer is, 改叫了沈三玄, 姑娘…道：“叫凤喜, 知道高俅原是…, 我是耶和華你祖亞伯拉罕的神,
沈国英旅长). And the X-Ray notes of a Traditional book are written in Traditional. Each sentence is the book's own, read
from its EPUB."""

from __future__ import annotations

import pytest
from lxml import etree
from test_cards_say_who import _sentence

from understory_cli.extractive.describe import description_score, summary_value
from understory_cli.export.knowledge import Note
from understory_cli.export.markup import Builder, note_words

from conftest import CORPORA

pytestmark = pytest.mark.corpus


@pytest.mark.parametrize("folder,phrase,names", [
    ("series/oz", "was not a Head, as she had seen him", ["Great Wizard"]),  # what he seemed, set against "but a Lady"
    ("series/oz", "who was a little overripe but still active", ["Jack Pumpkinhead"]),  # a degree of a quality
    ("series/oz", "who seemed a little cross", ["Billina"]),
    ("series/oz", "Billina is one of my dearest friends", ["Billina"]),  # the speaker's friend
    ("series/oz", "Button-Bright was a good walker", ["Button-Bright"]),  # how well he walks
    ("series/sense-and-sensibility", "who did not choose to dine with them", ["Mrs. Dashwood"]),  # what she does
    ("series/sense-and-sensibility", "is the kind of man I like", ["Mr. Palmer"]),  # an opinion
    ("chinese/genesis", "起名叫耶和華以勒", ["耶和華"]),  # a place whose name begins with his
    ("chinese/genesis", "那棵樹名叫亞倫巴古", ["亞倫"]),  # a tree
    ("chinese/modern", "这里的主人陶伯和夫妇", ["陶伯和"]),  # the couple is the host
    ("chinese/modern", "家树本是一句反问的话", ["家树"]),  # what he said, counted
    ("chinese/modern", "家树却是受了一层拘束", ["家树"]),  # 却是 before a verb
    ("chinese/modern", "那何小姐是我表嫂的朋友", ["何小姐"]),  # the speaker's cousin's friend: no one a reader knows
    ("chinese/modern", "我就是你小心眼儿里的一条混世虫", ["刘将军"]),
    ("chinese/modern", "那何小姐本是她的朋友", ["何小姐"]),  # whose friend: a pronoun names no one
    ("chinese/shuihu", "他唤做晁保正", ["晁保正"]),  # a name told in speech: what a speaker calls him
    ("chinese/xiyouji", "我今姓孙，法名悟空", ["悟空"]),
    ("chinese/shuihu", "我是出军的人", ["呼延灼"]),  # what the speaker is doing
    ("chinese/modern", "凤喜将手把老妈子一指", ["一指"]),  # after 把 the word closing the clause is its verb
    ("chinese/modern", "我就是沈国英", ["沈国英"]),  # a speaker naming themself, nothing of what they are
    ("chinese/shuihu", "非是高俅夸口", ["高俅"]),  # a negated copula
    ("chinese/xiyouji", "尔时菩萨乃以广大慈悲", ["菩萨"]),  # 乃以: "then, by", no copula
    ("chinese/modern", "不是何小姐是谁", ["何小姐"]),  # a question
    ("japanese/shokojo", "ベッキイは平気でした", ["ベッキイ"]),  # a word of quality: how she was
    ("japanese/kenji", "ゴーシュも口をまげて一生けん命です", ["ゴーシュ"]),
])
def test_a_sentence_that_says_no_noun_for_the_subject_is_no_summary(folder, phrase, names):
    sentence = _sentence(folder, phrase)
    assert description_score(sentence, names) < 2, sentence
    assert not summary_value(sentence, names).full, sentence


@pytest.mark.parametrize("folder,phrase,name", [
    ("chinese/modern", "他表兄陶伯和", "陶伯和"),  # a tie in apposition: his cousin
    ("chinese/modern", "这位青年樊家树", "樊家树"),  # a role in apposition
    ("japanese/botchan", "萩野と云って老人夫婦ぎりで暮らしている", "萩野"),  # introduced as one there is
    ("japanese/botchan", "延岡と云えば山の中", "延岡"),  # "speaking of 延岡, it is …"
    ("chinese/xiyouji", "唤做灵山大雷音寺", "灵山"),  # a place within the place named, not a longer name
    ("chinese/modern", "原来那人叫黄鹤声", "黄鹤声"),  # a name given by 叫, then 也是个弹三弦子的
    ("chinese/modern", "秃子便叫王二秃子", "王二秃子"),  # …，是赶大车的: a trade
    ("chinese/modern", "人家又改叫了沈三玄", "沈三玄"),  # what people call him, 叫…做 without 做
    ("chinese/modern", "微笑道：“叫凤喜", "凤喜"),  # 姑娘…道：“叫凤喜。: the girl answering with her name
    ("chinese/shuihu", "知道高俅原是帮闲浮浪的人", "高俅"),  # the subject of its own clause's copula
    ("chinese/genesis", "我是耶和華你祖亞伯拉罕的", "耶和華"),  # naming himself, then what he is to the listener's
])
def test_a_role_a_tie_or_an_introduction_says_who(folder, phrase, name):
    sentence = _sentence(folder, phrase)
    assert summary_value(sentence, [name]).full, sentence


def test_an_office_after_the_full_name_says_who():
    # 尤其是伯和夫妇和那沈国英旅长；那沈旅长自认识何丽娜以后，…: the office says what he is, the clause after the
    # semicolon has him for its subject
    sentence = _sentence("chinese/modern", "那沈国英旅长")
    assert summary_value(sentence, ["沈国英", "沈旅长"]).full, sentence


def test_the_notes_of_a_traditional_book_are_written_in_traditional():
    hant = (CORPORA / "chinese" / "genesis" / "genesis.txt").read_text(encoding="utf-8")[:2000]
    hans = (CORPORA / "chinese" / "genesis-hans" / "genesis-hans.txt").read_text(encoding="utf-8")[:2000]
    traditional, simplified = note_words("zh", "zh", hant), note_words("zh", "zh-Hans", hans)
    assert traditional["first"] == "初見於" and simplified["first"] == "初见于"
    assert traditional["appendix"] == "人物表（至本卷）" and traditional["last"] == "上次出現"
    note = Note("moses", "摩西", "person", "人物，初見於1.2。", aliases=["摩西"], first_seen=2)
    box = etree.Element("div")
    Builder(None, "zh", True, lambda no: "2.2 出埃及記", note_words=traditional).fill(box, note, "p")
    text = "".join(box.itertext())
    assert "初見於：2.2 出埃及記" in text and "初见于" not in text


def test_a_place_word_in_apposition_says_what_kind_of_thing_it_is():
    sentence = _sentence("chinese/modern", "天桥这地方")  # 天桥这地方，九流三教，什么样子的人都有…: a place
    assert description_score(sentence, ["天桥"]) == 2 and summary_value(sentence, ["天桥"]).usable, sentence
    where = _sentence("chinese/modern", "在天桥这地方")  # …虽然盘桓过许多日子: where he lingered, no kind
    assert description_score(where, ["天桥"]) < 2, where
