"""Issue 43: a first-person narrator is never an entry of its own. A Japanese translation told by わたし gives the
narrator's name only in the others' speech (「レミ、…」) or in a self-introduction; the pronoun is that name's alias,
and a narrator the text never names is dropped. The passage is written for the test (no shared book has the shape)."""

from __future__ import annotations

from support.written_book import P, written_book

from understory_cli.extractive.names import find_characters



CHAPTERS = [
    """わたしは小さな村の家で育った。わたしには母と思う人がいた。
「レミ、もう夕方だよ。」とおっかあが言った。わたしは牛を連れて家へ帰った。
わたしはおっかあが好きだった。おじは畑で働いていた。
「レミや、こっちへおいで。」とおっかあはやさしく言った。""",
    """ある日、わたしはヴィタリス親方に会った。ヴィタリスは年をとった旅芸人であった。
ヴィタリス親方は犬を三匹連れていた。カピという犬がいちばん賢かった。
「レミ、おまえはわたしと一緒に来るのだ。」とヴィタリスは言った。
わたしは泣いた。カピはわたしの手をなめた。ヴィタリスは笑った。""",
    """わたしたちは町から町へ歩いた。ヴィタリス親方はいつも先に立って歩いた。
「レミ！　早く来なさい。」と親方は叫んだ。わたしは走った。
カピはわたしのそばを歩いた。ヴィタリスはパリへ行こうと言った。
わたしはパリを見たいと思った。カピは吠えた。""",
    """パリでわたしはマチアという少年に会った。マチアはヴァイオリンを弾いた。
「レミ、きみは歌がうまいね。」とマチアが言った。わたしは笑った。
マチアとわたしは友だちになった。マチアは歌った。カピはマチアにもなれた。
「マチア、一緒に行こう。」とわたしは言った。マチアはうなずいた。""",
]


def _book(chapters: list[str], repeat: int = 3) -> list[P]:
    return written_book(chapters, repeat)


def _holding(entities, form: str):
    return next((e for e in entities if form in {a.name for a in e.aliases}), None)


def test_the_narrator_is_the_name_the_others_call_them_by():
    entities = find_characters(_book(CHAPTERS), "ja")
    remi = _holding(entities, "レミ")
    assert remi is not None and remi.name == "レミ" and remi is _holding(entities, "わたし")
    assert "わたし" not in {e.name for e in entities}
    # the pronoun joins the name from the first address, not before (a reader has not been told yet)
    assert remi.alias("わたし").linked_locator == next(p.locator for p in _book(CHAPTERS) if "「レミ、" in p.text)
    assert _holding(entities, "マチア") is not remi and _holding(entities, "ヴィタリス") is not remi  # named in narration


def test_a_narrator_introducing_themself_is_that_name():
    told = [CHAPTERS[0].replace("わたしは小さな村の家で育った。", "わたしはレミという子どもで、小さな村の家で育った。")
            .replace("「レミ、", "「ねえ、").replace("「レミや、", "「ほら、")] + \
        [c.replace("「レミ、", "「さあ、").replace("「レミ！", "「さあ！") for c in CHAPTERS[1:]]
    entities = find_characters(_book(told), "ja")
    assert _holding(entities, "わたし") is _holding(entities, "レミ") is not None


def test_a_narrator_the_text_never_names_is_no_entry():
    unnamed = [c.replace("「レミ、", "「ねえ、").replace("「レミや、", "「ほら、").replace("「レミ！", "「さあ！")
               for c in CHAPTERS]
    entities = find_characters(_book(unnamed), "ja")
    assert _holding(entities, "わたし") is None
    assert _holding(entities, "マチア") is not None and _holding(entities, "ヴィタリス") is not None
