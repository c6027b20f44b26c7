"""A beast's proper name, as Japanese writes one: a katakana name the text says is a dog, a monkey or a cow. The
name is a character of the story, the kind the finder gives people and named beasts alike (en/beings.py: Toto, Jim
the cab-horse); `beast_of` says which beast, for whatever writes what the subject is.

The shapes, each of a beast's word (a kanji word or its kana spelling: 犬, 雌牛, さる) and a katakana name:
- in apposition: 「犬のカピ」, 「雌牛のルセット」, 「さるのジョリクール」;
- named by a naming statement: 「カピという名の犬」, 「ジョリクールという猿」, 「カピと呼ばれた犬」, 「この犬の名をカピと言う」,
  「犬の名はカピだ」;
- said with a copula to be one: 「カピはりこうな犬であった」.
Not a beast's word inside a longer one (狂犬病, 競馬: the kanji around it make another word) nor a verb's kana
(なさるの: a kana beast word after kana other than a particle is a verb's ending)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache
from typing import Iterable, Sequence

from .shapes import KANJI, KATAKANA, KATAKANA_WORD

# written in kanji: the plain beasts, and the compounds a story names its own by (a cow, a bitch, a puppy)
_KANJI_BEASTS = ("雌牛", "牝牛", "雄牛", "牡牛", "子牛", "仔牛", "小牛", "雌犬", "牝犬", "雄犬", "子犬", "仔犬", "小犬", "猟犬",
                 "番犬", "老犬", "飼い犬", "飼犬", "むく犬", "子猫", "仔猫", "小猫", "黒猫", "白猫", "雌鶏", "雄鶏", "牝馬", "雌馬",
                 "子馬", "仔馬", "小馬", "老馬", "驢馬", "山羊", "子羊", "小羊", "仔羊", "小鳥", "鸚鵡", "鵞鳥", "家鴨", "栗鼠",
                 "子豚", "小熊", "子熊", "仔熊", "犬", "猫", "猿", "鼠", "熊", "狐", "狸", "兎", "羊", "馬", "牛", "鳥", "蛙",
                 "豚", "狼", "鶏", "鹿", "象", "虎", "獅子", "鷲", "鴉", "烏", "梟", "亀", "蛇", "鶴", "雀", "燕")
# …and in kana, as a children's translation writes them (「例のさる」, 「めんどり」)
_KANA_BEASTS = ("いぬ", "ねこ", "さる", "ねずみ", "くま", "きつね", "たぬき", "うさぎ", "ひつじ", "やぎ", "うま", "うし", "めうし",
                "ぶた", "おおかみ", "めんどり", "おんどり", "にわとり", "ろば", "りす", "かえる", "からす", "ふくろう", "あひる",
                "がちょう", "おうむ", "ロバ", "オウム")
_KANJI_BEAST = "|".join(sorted(_KANJI_BEASTS, key=len, reverse=True))
_KANA_BEAST = "|".join(sorted(_KANA_BEASTS, key=len, reverse=True))
# a beast's word standing alone: no kanji before a kanji word (狂犬), no kana before a kana one but a particle's
# (なさる, a verb; 老人はさるの…), and no kanji after either (犬小屋, 馬車, 牛乳: another word)
BEAST = (rf"(?:(?<![{KANJI}])(?:{_KANJI_BEAST})|(?:(?<![\u3041-\u309f{KATAKANA}])|(?<=[はがをにでともへやの]))(?:{_KANA_BEAST}))"
         rf"(?![{KANJI}])")
_NAME = rf"(?<![{KATAKANA}・])(?P<name>[{KATAKANA}]{{2,}})(?![{KATAKANA}・])"
_COPULA = r"(?:である|であった|だった|でした|です|だ(?=[。、！」]))"
_CALLED = r"(?:と(?:いう|言う|云う|いった|呼ばれ(?:た|る|ている)|よばれ(?:た|る|ている)|名づけられた|名付けられた)(?:名の)?)"
_SHAPES = (
    re.compile(rf"(?P<beast>{BEAST})の{_NAME}"),  # 犬のカピ, 雌牛のルセット
    re.compile(rf"{_NAME}{_CALLED}(?P<beast>{BEAST})"),  # カピという名の犬, カピと呼ばれた犬
    re.compile(rf"(?P<beast>{BEAST})の名(?:前)?(?:を|は)、?{_NAME}(?:と|だ|です|で|である)"),  # この犬の名をカピと言う
    re.compile(rf"{_NAME}(?:は|も)[^。、「」『』！？\n]{{0,12}}?(?P<beast>{BEAST}){_COPULA}"),  # カピは…犬であった
)


def beast_uses(form: str, whole: str) -> int:
    """The uses of a katakana name the text says is a beast (犬のカピ, カピという名の犬): each a character's cue."""
    return sum(said_beasts(whole).get(form, Counter()).values()) if KATAKANA_WORD.fullmatch(form) else 0


def beast_of(form: str, whole: str) -> str | None:
    """The beast the text says `form` is, the word written most often for it (犬, 雌牛, さる), or None."""
    said = said_beasts(whole).get(form)
    return said.most_common(1)[0][0] if said else None


def stated(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, int]]:
    """(form, its beast, the first paragraph saying so) for each of `forms` the text says is a beast: what a named
    beast's card says it is where no sentence describes it, 「人物（犬）」 (ja/relations.py's `named` hook)."""
    said = said_beasts("\n".join(texts))
    wanted = {f for f in forms if f in said}
    out: list[tuple[str, str, int]] = []
    for i, text in enumerate(texts):
        for shape in _SHAPES:
            for m in shape.finditer(text) if wanted else ():
                if (name := m.group("name")) in wanted:
                    wanted.discard(name)
                    out.append((name, said[name].most_common(1)[0][0], i))
    return out


@lru_cache(maxsize=4)
def said_beasts(whole: str) -> dict[str, Counter[str]]:
    """Each katakana name the text says is a beast, with the beasts' words written for it: one pass per shape."""
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for shape in _SHAPES:
        for m in shape.finditer(whole):
            out[m.group("name")][m.group("beast")] += 1
    return dict(out)
