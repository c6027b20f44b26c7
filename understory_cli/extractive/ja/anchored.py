"""A Japanese card that says who someone is only through a kin word whose holder it does not name — a pronoun's
(「彼の妻の…」, 「自分の兄の野々宮」) or no one's, the excerpt cut before it (「…母の親佐…」 of 「葉子の母の親佐が…」): judged
no one a reader can place (issue 43, R10-8 / R14-3), so a card gives way to the relation the text states with a name
(葉子の母; wiki/extractive.py asks describe.anchored_on_pronoun, which asks this part of a language that has one)."""

from __future__ import annotations

import re

_KIN = (r"(?:父|母|兄|弟|姉|妹|娘|息子|妻|夫|良人|叔父|叔母|伯父|伯母|祖父|祖母|甥|姪|孫|細君|女房|義兄|義弟|義姉|義妹"
        r"|父親|母親|兄さん|姉さん|お父さん|お母さん)")
# what stands before the kin word when it names no holder: the excerpt's start, a clause's, or a pronoun's の
# (a pronoun is no holder: ja/ranked.py reads these too)
NO_HOLDER_WORDS = ("彼", "彼女", "かの女", "自分", "その人", "あの人", "この人")
_NO_HOLDER = re.compile(rf"(?:^|[…、。「」『』\s　]|(?:{'|'.join(NO_HOLDER_WORDS)})の)$")


def pronoun_anchored(sentence: str, names: list[str]) -> bool:
    """The sentence ties one of `names` to a kin word written right before it (母の親佐, 妻の…) whose holder is a
    pronoun or not written."""
    for name in names:
        if not name or name not in sentence:
            continue
        for m in re.finditer(rf"{_KIN}の?(?={re.escape(name)})", sentence):
            if _NO_HOLDER.search(sentence[:m.start()]):
                return True
    return False
