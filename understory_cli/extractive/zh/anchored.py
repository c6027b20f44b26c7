"""A sentence that says who someone is only through a tie to a pronoun (她的母亲陈氏, 他的女儿玉英): judged no one a reader
can place (issue 43), so a card gives way to a relation the text states with a name (wiki/extractive.py asks
describe.anchored_on_pronoun, which asks this part of a language that has one)."""

from __future__ import annotations

import re

from .describe import _CJK_KIN, KIN_ORDER, patterns

# a tie in apposition whose only anchor is a pronoun (她的母亲陈氏, 他的女儿玉英): no one a reader can place (issue 43)
# (and a listener's, 你的仆人X: whoever is spoken to, whom a card cannot name where the narration does not)
_TO_LISTENER = re.compile(r"(?:对|向|跟|和|同)[^，。！？“”、：]{1,8}(?:说|道|问|曰)")
_PRONOUN_TIE = f"[他她其你您](?!们)的?{KIN_ORDER}(?:{_CJK_KIN})[，,]?"


def pronoun_anchored(sentence: str, names: list[str]) -> bool:
    """The sentence (Simplified, as the patterns read it) says with a noun who one of `names` is only through a tie to
    a pronoun (她的母亲陈氏…): with that tie blanked no pattern of strength 3 reads it any more."""
    for name in names:
        if not name or name not in sentence:
            continue
        tie = re.compile(f"{_PRONOUN_TIE}(?={re.escape(name)})")
        if not (own := tie.search(sentence)) or own.group()[0] in "你您" and _TO_LISTENER.search(sentence[:own.start()]):
            continue  # (a listener the narration names: 神又对亚伯拉罕说、你的妻子撒莱 is his wife)
        blanked = tie.sub(lambda m: "＿" * len(m.group()), sentence)
        if not any(strength == 3 and (found := pattern.search(blanked)) and not (guard and guard.search(blanked[:found.start()]))
                   for strength, pattern, guard in patterns(name)):
            return True
    return False
