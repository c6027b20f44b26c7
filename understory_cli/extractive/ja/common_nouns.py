"""Common nouns a story uses of one someone or somewhere, which are no one's name (issue 43: 名探偵, 係長, ホテル):
the judges' junk, however often the text writes them for one character or one building.

Two shapes, each read from the dictionary and the text, never a book's word list:
- a word worn beside a person's name: one the dictionary knows as a common noun or shaped like a calling
  (`roles.calling`), written solid before a name the dictionary tags 人名 (名探偵明智小五郎, an epithet) or after one
  (中村係長, an office) WORN_MIN times — what the text calls that person, not what it names them; a title the lexicon
  already has (裁判長, 女史) is left to the rules that tie it to its one holder, and a word written with a personal
  honorific as often as beside the name is that person's given name (水島寒月, 寒月君: "winter moon" to the dictionary);
- a place that is one common noun the dictionary knows (ホテル, 表門), or a thing of common nouns (窓ガラス, 伝書バト):
  what the uses make a place or a thing, named by no statement and never written with an honorific.

A nickname the dictionary knows as a common noun (坊っちゃん's 狸, うらなり, マドンナ; 宮沢賢治's ゴーシュ) is written
beside no one's name and is a person's, so both shapes leave it.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from .analyser import Token, common_nouns, one_common_noun
from .lexicon import JA_ADDRESS, JA_TITLES
from .roles import calling

WORN_MIN = 2
# what follows someone's name, never an office's or an epithet's (係長さん is rare, 名探偵君 unheard of)
PERSONAL = ("さん", "くん", "ちゃん", "さま", "君", "様", "氏", "殿")


def _wearable(form: str) -> bool:
    return (one_common_noun(form) or calling(form)) and form not in JA_TITLES and form not in JA_ADDRESS


def worn(texts: Sequence[str], tokens: Sequence[list[Token]], forms: Iterable[str]) -> set[str]:
    """The forms written solid beside a person's name WORN_MIN times: an epithet before it, an office after it."""
    wearable = {f for f in forms if _wearable(f)}
    found: Counter[str] = Counter()
    for i, text in enumerate(texts):
        here = [f for f in wearable if f in text]
        if not here:  # (a paragraph's words are made when read: only where a form is written)
            continue
        starts = {t.start: t for t in tokens[i]}
        ends = {t.end: t for t in tokens[i]}
        for t in tokens[i]:
            if t.proper != "人名":
                continue
            # (the word beside the name read as a word, not as the name's own part: 小林緑's 緑 is her given name)
            after, before = starts.get(t.end), ends.get(t.start)
            found.update(f for f in here if text.startswith(f, t.end) and not (after and after.proper == "人名")
                         or text.endswith(f, 0, t.start) and not (before and before.proper == "人名"))
    return {f for f, n in found.items() if n >= WORN_MIN and _honoured(texts, f) < n}


def _honoured(texts: Sequence[str], form: str) -> int:
    """How often the form is written with a personal honorific after it (寒月君): a name's, not a calling's."""
    return sum(text.count(form + h) for text in texts if form in text for h in PERSONAL)


def common_place(form: str, votes: Counter[str] | dict[str, float], named: bool) -> bool:
    """A common noun the uses make a place (ホテルに着く, 表門から), or common nouns they make a thing (窓ガラス,
    伝書バト): a building, a spot or an object, no one's name, unless a statement names it or it is written with an
    honorific (`named`). What acts or speaks (赤シャツ, ゴーシュ) is someone's, whatever the words."""
    person, place, thing = (votes.get(k, 0) for k in ("person", "place", "term"))
    if named or person >= max(place, thing):
        return False
    if form in JA_TITLES or form in JA_ADDRESS:  # 大尉, 裁判長: a title the rules tie to its one holder
        return False
    # a compound somewhere is gone to may be a place the story names so (銀河ステーション): only a thing nothing reaches
    return one_common_noun(form) or not place and common_nouns(form)
