"""Who is a woman and who a man, where modern prose says so: since the 1920s 她 is written for a woman and 他
for a man, so the pronoun that opens a clause after a name tells the bearer's sex. A form of address with a
surname says it too (关女士, 关大叔): where father and daughter share the surname, it is one of them."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..scan import FoundOnce
from ..types import Paragraph
from .lexicon import ZH_MARRIED

SHE_SHARE_MIN = 0.05  # 她 against 他 in the whole text: below, the book does not tell the sexes apart (西游记)
PRONOUN_REACH = 40  # characters after a name, up to a speech, where its pronoun is looked for
PRONOUNS_MIN = 3  # pronouns after a name for it to have a sex...
PRONOUN_DOMINANCE = 2.0  # ...and one written this many times as often as the other
NEXT_PRONOUN = re.compile("(?<=[，。；])[她他](?!们)")  # the next clause's subject: an object's 他 is another
SPEECH = re.compile("[：“”]")  # a speaker's 他 is someone else

FEMALE_ADDRESS = frozenset("大姑娘 二姑娘 小姐 女士 姑娘 大姐 太太 大娘 大嫂 嫂子 奶奶 夫人 娘子 姐姐 妹妹 婶婶 姑姑 密斯 密司 密昔斯".split())
MALE_ADDRESS = frozenset("老头子 大少爷 二少爷 二爷 先生 少爷 大叔 大爷 老爷 大哥 二哥 三哥 官人 大官人 相公 公子 叔叔 伯伯 密斯脱 密司脱".split())


# a title after a surname -> its bearer's sex (families.titled_sexes): the forms of address above, a married woman's
# titles (王夫人, 林娘子, 温都寡妇) and an elder's (马老先生, 老太太), in both scripts
SUFFIX_SEXES = {**{t: "f" for t in FEMALE_ADDRESS | {"娘子", "寡妇", "寡婦", "少奶奶", "老太太", "小姐姐"}},
                **{t: "m" for t in MALE_ADDRESS | {"老先生", "老太爷", "老太爺", "老爷子", "老爺子", "老爷", "老爺",
                                                   "少爺", "大少爺", "二少爺", "二爺", "大爺", "老頭子"}}}


def married_names(forms: set[str]) -> set[str]:
    """The names of two characters or more the forms write with a wife's title after them (瑞丰 of 瑞丰太太, 温都 of
    温都太太): hers by marriage, her husband's own; which of them the bare name is, the pronouns say (rules.sexes)."""
    return {f[:-len(t)] for f in forms for t in ZH_MARRIED if f.endswith(t) and len(f) - len(t) >= 2
            and f[:-len(t)] in forms}


def address_sex(title: str) -> str | None:
    """"f" for 小姐, 女士, 密斯 (Miss); "m" for 先生, 大叔, 密斯脱 (Mister); None for an office (提辖, 太尉)."""
    return "f" if title in FEMALE_ADDRESS else "m" if title in MALE_ADDRESS else None


def sexes(paragraphs: Sequence[Paragraph], pattern: FoundOnce, forms: set[str]) -> dict[str, str]:
    """"f" or "m" for the forms the pronouns after them tell; nothing in a book that writes 他 for everyone."""
    she = he = 0
    after: dict[str, Counter[str]] = defaultdict(Counter)
    for p in paragraphs:
        text = p.text
        she += text.count("她")
        he += text.count("他")
        for m in pattern.finditer(text):
            if m.group() not in forms:
                continue
            reach = text[m.end():m.end() + PRONOUN_REACH]
            end = SPEECH.search(reach)
            pronoun = NEXT_PRONOUN.search(reach, 0, end.start() if end else len(reach))
            if pronoun:
                after[m.group()][pronoun.group()] += 1
    if she < SHE_SHARE_MIN * max(he, 1):
        return {}
    out = {}
    for form, n in after.items():
        if n["她"] + n["他"] >= PRONOUNS_MIN:
            if n["她"] >= PRONOUN_DOMINANCE * n["他"]:
                out[form] = "f"
            elif n["他"] >= PRONOUN_DOMINANCE * n["她"]:
                out[form] = "m"
    return out
