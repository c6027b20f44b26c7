"""Issue 43 §6, the card says who: the shapes in which the shared books say what someone is that the summary
chooser did not read — a pronoun sentence right after the name (「…。彼女は…少女でした」), a role or a tie in
apposition (学者のアラムハラド, 父のクルウ大尉, 凤喜的母亲沈大娘, 他叔叔樊端本), a Traditional sentence read as its
Simplified twin (哈蘭的兒子羅得) — and the shapes that look like one and are not (a speaker's 他, 是…的 of a
circumstance, a copula past another topic). Each paragraph is the book's own, read from its EPUB."""

from __future__ import annotations

import html
import re
import zipfile
from functools import lru_cache

import pytest

from understory_cli.analyze.summarize import sentences
from understory_cli.extractive.describe import description_score, descriptions, summary_value
from understory_cli.static_site.messages import book_catalogue

from conftest import CORPORA

pytestmark = pytest.mark.corpus


@lru_cache(maxsize=None)
def _paragraphs(folder: str) -> tuple[str, ...]:
    """Every <p> of the folder's EPUBs as plain text (ruby readings dropped)."""
    out = []
    for path in sorted((CORPORA / folder).glob("*.epub")):
        with zipfile.ZipFile(path) as book:
            for name in book.namelist():
                if name.endswith((".xhtml", ".html")):
                    page = book.read(name).decode("utf-8")
                    page = re.sub(r"<rt>.*?</rt>|<rp>.*?</rp>", "", page, flags=re.S)
                    out += [html.unescape(re.sub(r"<[^>]+>", "", p)).strip()
                            for p in re.findall(r"<p\b[^>]*>(.*?)</p>", page, flags=re.S)]
    return tuple(out)


def _sentence(folder: str, phrase: str) -> str:
    """The book's sentence holding `phrase`."""
    return next(s for p in _paragraphs(folder) if phrase in p for s in sentences(p) if phrase in s)


def _pair(folder: str, phrase: str) -> list[str]:
    """The book's sentence holding `phrase` and the one before it."""
    for p in _paragraphs(folder):
        said = sentences(p)
        for i, s in enumerate(said):
            if phrase in s and i:
                return said[i - 1:i + 1]
    raise AssertionError(f"{phrase} not in {folder}")


def test_a_pronoun_sentence_after_the_name_says_who_it_is():
    pair = _pair("japanese/shokojo", "慎しやかな少女でした")  # 「セエラの…のは真実でした。彼女は…少女でした。」
    found = descriptions(pair, ["セエラ"])
    assert [(i, strength) for i, strength, _ in found] == [(0, 3)]
    assert summary_value(found[0][2], ["セエラ"]).full


def test_a_pronoun_in_someone_s_speech_is_not_the_speaker():
    # 家树道：“是，那是我舅舅。他是一个总领事…”: the consul is the uncle
    pair = _pair("chinese/modern", "他是一个总领事")
    assert descriptions(pair, ["家树"]) == []


@pytest.mark.parametrize("folder,phrase,name", [
    ("japanese/kenji", "学者のアラムハラドはある年", "アラムハラド"),
    ("japanese/kenji", "農夫ファゼーロ", "ファゼーロ"),
    ("japanese/kenji", "山猫博士のボーガント・デストゥパーゴ", "デストゥパーゴ"),
    ("japanese/shokojo", "父のクルウ大尉と一緒に", "クルウ大尉"),
    ("japanese/shokojo", "背の低い婦人で", "アメリア嬢"),
    ("chinese/modern", "凤喜的母亲沈大娘", "沈大娘"),
    ("chinese/modern", "他叔叔樊端本", "樊端本"),
])
def test_a_role_or_a_tie_in_apposition_says_who(folder, phrase, name):
    sentence = _sentence(folder, phrase)
    assert summary_value(sentence, [name]).full, sentence


@pytest.mark.parametrize("folder,phrase,name", [
    ("japanese/kenji", "こんどは別の人でした", "ゴーシュ"),  # the copula is of こんど, the second topic
    ("japanese/shokojo", "長い骨ばかりの手で", "印度の紳士"),  # with his hands, not a hand
    ("japanese/botchan", "議論の相手の山嵐", "山嵐"),  # an opponent in one argument is no role
    ("chinese/modern", "我是来探病的", "何丽娜"),  # 是…的: why she came, not what she is
    ("chinese/modern", "秀姑是两岁到北京来的", "秀姑"),
    ("chinese/modern", "凤喜却是垂头不作声", "凤喜"),
    ("chinese/modern", "陶先生陶太太去跳舞", "陶太太"),  # Mr. Tao is no role of Mrs. Tao's
    ("chinese/shuihu", "你丈夫花知寨", "花知寨"),  # whose husband: whoever the speaker asks
])
def test_a_copula_that_names_no_noun_for_the_subject_is_no_description(folder, phrase, name):
    sentence = _sentence(folder, phrase)
    assert not summary_value(sentence, [name]).full, sentence


def test_a_traditional_sentence_says_who_as_its_simplified_twin_does():
    hant = _sentence("chinese/genesis", "哈蘭的兒子羅得")
    hans = _sentence("chinese/genesis-hans", "哈兰的儿子罗得")
    assert description_score(hant, ["羅得"]) == description_score(hans, ["罗得"]) == 3
    assert summary_value(hant, ["羅得"]) == summary_value(hans, ["罗得"])


def test_a_traditional_book_s_interface_is_written_in_traditional():
    hant = (CORPORA / "chinese" / "genesis" / "genesis.txt").read_text(encoding="utf-8")[:2000]
    hans = (CORPORA / "chinese" / "genesis-hans" / "genesis-hans.txt").read_text(encoding="utf-8")[:2000]
    traditional, simplified = book_catalogue("zh", "zh-Hant", hant), book_catalogue("zh", "zh-Hans", hans)
    assert traditional("settings") == "設置" and simplified("settings") == "设置"
    assert traditional("graph") == "人物關係"
    # whatever the metadata code says, the text tells the script; an English interface stays English
    assert book_catalogue("zh", "zh", hant)("settings") == "設置"
    assert book_catalogue("en", "zh-Hant", hant)("settings") == "Settings"
