"""A kana candidate that is a word of the language, not a name (issue 43's junk: イヤ, マア, イイエ — an older print's
interjections in katakana; チャン of チャンと, おくん of おくんなせえ — kana pieces of an adverb or a verb; ルーブリ,
カペーカ — a currency unit). The class is the dictionary's and the text's, not a list:

- `worded`: read in its place (katakana as hiragana, with the few characters after it), the dictionary makes the form
  an interjection, an adverb, a conjunction, a verb or an auxiliary, or part of a longer word (いや, まあ, ちゃんと,
  お|くん|なせえ) — at most of its uses, where no particle or honorific follows it as it follows a name (ジャンは: the
  adverb じゃん to the dictionary, a man by its particle);
- `counted`: a numeral written before it at a third of its uses or more (二ルーブリ半, 五十カペーカ): a unit.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from .analyser import _tokenizer

KANA = re.compile(r"[\u3041-\u3093\u30a1-\u30fa\u30fc]{2,6}")
KATAKANA = re.compile(r"[\u30a1-\u30fa]")
# what follows a name and no interjection: a case or topic particle, an honorific
_NAME_AFTER = re.compile(r"(?:は|が|の|を|に|へ|も|さん|さま|様|君|くん|ちゃん|氏|殿)")
_SAID_LAST = re.compile(r"[。！？!?…―]*」")
_NOT_NAME = {"感動詞", "副詞", "接続詞", "動詞", "助動詞", "形容詞"}
_NUMERAL = re.compile(r"[一二三四五六七八九十百千万億半何幾数0-9０-９]")
WORDED_SHARE = 0.6  # of the uses, a word of the language in place
COUNTED_SHARE = 1 / 3  # of the uses, after a numeral
MIN_USES = 3
CAP = 120  # uses read per form (the dictionary is slow next to the statistics)


def hiragana(text: str) -> str:
    """Katakana as hiragana (イヤ → いや); ー and the rest kept."""
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


_HIRAGANA_AFTER = re.compile(r"[\u3041-\u3093]{0,4}")


@lru_cache(maxsize=8192)
def _read(text: str) -> tuple[tuple[int, int, str, bool], ...]:
    """(start, end, part of speech, unknown to the dictionary) of each word of a short text."""
    return tuple((m.begin(), m.end(), m.part_of_speech()[0], m.is_oov()) for m in _tokenizer().tokenize(text))


def _word_in_place(form: str, after: str) -> bool:
    """The form, read with the hiragana after it, is a word of the language and no noun of its own length: an
    interjection or an adverb (いや, まあ), a longer word (ちゃん|と → ちゃんと), a verb's piece (お|くん|なせえ)."""
    span = len(form)
    read = _read(hiragana(form) + _HIRAGANA_AFTER.match(after).group())  # type: ignore[union-attr]
    if not read or read[0][3]:
        return False
    start, end, pos, _ = read[0]
    if end > span:  # いやはや, ちゃんと: a longer word
        return True
    if _NAME_AFTER.match(after):
        return False
    if end == span:  # いや, まあ: one word of the language, no noun — not a foreign name's long vowel (ジョー: じょー,
        # an adverb to the dictionary), nor one ending what is said, as a name called is (「…だよ、ジョー。」)
        return pos in _NOT_NAME and "ー" not in form and not _SAID_LAST.match(after)
    # a hiragana form of several words, one a verb (お|くん); katakana so cut is a foreign name's sound
    return not KATAKANA.search(form) and any(p in ("動詞", "助動詞") for b, _e, p, oov in read if b < span)


def worded(form: str, whole: str) -> bool:
    """Most uses of the kana form are a word of the language in place (see the module's note)."""
    uses = [m.end() for m in _alone(form).finditer(whole)][:CAP]
    if len(uses) < MIN_USES:
        return False
    return sum(_word_in_place(form, whole[end:end + 6]) for end in uses) >= WORDED_SHARE * len(uses)


def _alone(form: str) -> re.Pattern[str]:
    """The form's uses, none inside a longer katakana word (ジョー of ジョージ)."""
    return re.compile(rf"(?<![\u30a1-\u30fa\u30fc・]){re.escape(form)}(?![\u30a1-\u30fa\u30fc・])")


def counted(form: str, whole: str) -> bool:
    """A numeral before the form at a third of its uses or more: a unit of count (二ルーブリ, 五十カペーカ)."""
    uses = list(_alone(form).finditer(whole))
    before = sum(1 for m in uses if m.start() and _NUMERAL.fullmatch(whole[m.start() - 1]))
    return len(uses) >= MIN_USES and before >= COUNTED_SHARE * len(uses)


def words(forms: Iterable[str], whole: str, naming: set[str]) -> list[str]:
    """The kana candidates that are words of the language or units, not names; `naming`: forms a statement names."""
    return [f for f in forms if f not in naming and KANA.fullmatch(f) and (counted(f, whole) or worded(f, whole))]
