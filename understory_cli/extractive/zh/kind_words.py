"""Words for a kind of person or body that pass the usage scores in translated and modern fiction but name no one:
a foreign nobiliary particle (德 of 德·夏尔特, de), a people (吉普赛人, 延津人: a land's or a people's word with 人),
the common nouns of a state and its bodies (共和国, 县政府, 游击队, 保皇派), a count's words (一件事, 两腿) and a
relative's household (二爸家). Read on the
Simplified view."""

from __future__ import annotations

import re
from collections import Counter
from typing import Mapping, Sequence

from ..types import Candidate, Paragraph
from .lexicon import ZH_KINSHIP
from .usage import NAME_DOTS, ZH_TRANSLITERATION

# The particles a translation writes before a noble's or a Dutchman's name, dot-joined (德·夏尔特, 冯·X, 范·X): de, von,
# van. Alone such a character is no one's name, though it scores as one (德 of 德行 and 道德 too).
ZH_NAME_PARTICLES = frozenset("德冯范凡封特")  # 特 of 特·鮑賽昂, an older translation's de
PARTICLE_DOTTED_MIN = 2  # dot-joined uses that show the book writes it as a particle

# A people's word closes with 人 after a land the book holds as a place (延津人 of 延津县) or a people's transliterated
# name it also writes with another word after it (吉普赛人: 吉普赛血, 吉普赛型); not a title ending in 人 (王夫人, 张真人)
ZH_PERSON_NOUNS_IN_REN = frozenset("夫人 真人 上人 道人 大人 主人 美人 女人 男人 恩人 仙人 圣人 丈人 贵人 家人 门人 好人 老人 "
                                   "客人 佳人 哲人 诗人 官人 工人 军人 商人 文人 野人 舍人".split())
STEM_ELSEWHERE_MIN = 2

# The common nouns of a state and its bodies that fiction writes as often as a name (a republic, a county's government,
# the guerrillas, the royalists): a kind, never an entry of a book's people and places (法兰西共和国 is the name)
ZH_BODY_NOUNS = re.compile(r"(?:[县省市区镇乡]|国民|中央|地方)?政府|共和国|王国|帝国|游击队|保皇派|保皇党")


def particles(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> list[str]:
    """德 where the book writes 德·夏尔特: a one-character candidate of the particles, dot-joined before a name."""
    found = [w for w in out if w in ZH_NAME_PARTICLES]
    if not found:
        return []
    text = "\n".join(p.text for p in paragraphs)
    # (opening a name: not 凡 of 伊凡·庫茲米奇, Ivan's last sound)
    opening = f"(?<![{''.join(sorted(ZH_TRANSLITERATION))}])"
    dotted = Counter(m.group(1) for m in re.finditer(f"{opening}([{''.join(sorted(found))}])[{NAME_DOTS}]", text))
    return [w for w in found if dotted[w] >= PARTICLE_DOTTED_MIN]


def peoples(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> list[str]:
    """吉普赛人 where 吉普赛 is written with other words after it (吉普赛血), 延津人 where 延津 is a place candidate."""
    stems = {w: w[:-1] for w in out if len(w) >= 3 and w.endswith("人") and w[-2:] not in ZH_PERSON_NOUNS_IN_REN}
    if not stems:
        return []
    text = "\n".join(p.text for p in paragraphs)

    def land(stem: str) -> bool:
        c = out.get(stem)
        if c is not None and max(c.kind_votes, key=c.kind_votes.__getitem__) == "place":
            return True
        # a sound written down (吉普赛: not 孙吉 of 孙吉人, a man; not 猫脸 of 猫脸人, what a man is called by)
        sounded = sum(ch in ZH_TRANSLITERATION for ch in stem) * 3 >= len(stem) * 2
        return sounded and len(re.findall(f"{re.escape(stem)}(?!人)", text)) >= STEM_ELSEWHERE_MIN

    return [w for w, s in stems.items() if land(s)]


def body_nouns(out: dict[str, Candidate]) -> list[str]:
    """共和国, 县政府, 游击队: the common noun of a state or a body, whole."""
    return [w for w in out if ZH_BODY_NOUNS.fullmatch(w)]


# A count and its measure opening a word (一件事, 一团团) or a pair of a body's parts (两腿): what is counted, no one's name
# (not 一丈青 or 一清, a nickname and a Taoist's name: 丈 and 清 are no measure here)
ZH_COUNTED = re.compile(r"[一两几](?:件|团|句|桩|场|阵|番|个|只|张|块|双)[\u3400-\u9fff]{0,3}|两[腿手眼脚耳肩臂腮颊]")


# A relative's household (二爸家, 姨妈家, 舅舅家: "second uncle's place"): a kin word, alone or after a birth order, and
# 家 — whoever the speaker's relative is, no name (a surname's household, 沈家, is a family's: candidates._collective)
ZH_KIN_CHARS = "爸妈叔伯婶姨舅姑哥姐嫂爷奶"
ZH_KIN_HOUSEHOLD = re.compile(rf"(?:[大二三四五六七八九小老]?[{ZH_KIN_CHARS}]{{1,2}}|{'|'.join(sorted(ZH_KINSHIP))})家")


def kin_households(out: dict[str, Candidate]) -> list[str]:
    """二爸家, 舅舅家: a relative's household."""
    return [w for w in out if ZH_KIN_HOUSEHOLD.fullmatch(w)]


def counted(out: dict[str, Candidate]) -> list[str]:
    """一件事, 两腿: a count opening the word."""
    return [w for w in out if ZH_COUNTED.fullmatch(w)]


def kind_words(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> list[str]:
    """Every word above the candidates hold."""
    return sorted(set(particles(paragraphs, out)) | set(peoples(paragraphs, out)) | set(body_nouns(out)) | set(counted(out))
                  | set(kin_households(out)))


def carried_by(kinds: list[str], declared: Mapping[tuple[str, str], object], out: dict[str, Candidate]) -> list[str]:
    """A word a naming statement gave only as another name of one of `kinds` (这就叫做游击队的纪律: 纪律 "called" the
    guerrillas'): once the kind word goes, nothing names it."""
    dropped = set(kinds)
    partners: dict[str, set[str]] = {}
    for a, b in declared:
        partners.setdefault(a, set()).add(b)
        partners.setdefault(b, set()).add(a)
    # (not a longer name holding the word, 德·夏尔特 of 德: the name itself shows its own tie)
    return [f for f, with_ in partners.items() if f in out and f not in dropped and with_ and with_ <= dropped
            and not any(k in f or f in k for k in with_)]
