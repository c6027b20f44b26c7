"""How each word is used in the book (speaks, opens clauses, is owned, counted, listed...), and the
kinds its uses vote for."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Callable

from .lexicon import (ZH_CLASSIFIER_BEFORE, ZH_DEMONSTRATIVE_BEFORE, ZH_KINSHIP, ZH_ORG_SUFFIXES, ZH_ORG_TAGS, ZH_PERSON_TAGS,
                       ZH_PLACE_AFTER, ZH_PLACE_BEFORE, ZH_PLACE_SUFFIXES, ZH_PLACE_TAGS, ZH_PLURAL_AFTER,
                       ZH_PERSON_TITLES_AFTER, ZH_POSSESSIVE_BEFORE, ZH_SPEECH, ZH_SURNAMES, ordered_title,
                       person_title, village)
from ..types import Votes
from .lexicon import ZH_TRANSLITERATION  # noqa: F401 (re-exported: the sound characters, lexicon.py)
from .segment import HAN, Token, _is_katakana, _is_word
from .statements import personal_name

ZH_KIN_BEFORE = ZH_KINSHIP | frozenset("妻子 长子 次子 幼子 孙子 外甥 侄儿 弟弟 哥哥 兄长 妻 妾 使女 仆人".split())
# a relative of someone's, written after X的 (西缅的儿子, 雅各的妻子): X is a person, whose relative it is (not 兄弟,
# 梁山泊的兄弟: a band's brothers)
ZH_KIN_OF = frozenset("儿子 女儿 妻子 丈夫 父亲 母亲 长子 次子 幼子 孙子 哥哥 弟弟 姐姐 妹妹 老婆 浑家".split())
OBJECT_BEFORE = frozenset("与和同对叫请见把被将拿问跟随教令唤着替给向、")  # 、: listed with others
OPEN_QUOTES = frozenset("“‘「『")
CLOSE_QUOTES = frozenset("”’」』")
SPEAKS_SOME = 0.05  # a word that never speaks is a thing or a place before it is a person
TERM_PRIOR = 0.2
LISTED_GROUP = 0.35
NUMBERED_GROUP = 0.25
# a number, alone or with the word that makes a set of it: 四, 八大, 四值, 五方, 三千
ZH_NUMBERED = re.compile(r"[一二三四五六七八九十百千万两]+[大值方位路员]?")


@dataclass
class _Usage:
    count: int = 0
    tags: Counter[str] = field(default_factory=Counter)
    speaks: int = 0  # followed by a verb of speech: 行者道
    opens: int = 0  # opens a clause (after punctuation): the subject position
    object_of: int = 0  # after 与/和/对/叫/见/把...
    owned: int = 0  # after 我/你/他/的: 我师父
    counted: int = 0  # after a classifier: 一个妖精
    pointed: int = 0  # after 那/这
    plural: int = 0  # before 们
    ends: int = 0  # followed by punctuation: predicates and objects end clauses
    listed: int = 0  # next to an enumeration comma
    numbered: int = 0  # after a number (四值功曹, 四大天师): ranks of beings counted in sets
    addressed: int = 0  # right after an opening quote: 陛下, 哥哥, 贫僧 are address and self-reference
    quoted: int = 0  # inside a quotation: 寡人, 贫僧 are only ever said, never narrated
    place_context: int = 0  # 到X去, 在X里
    kin_of: int = 0  # X的儿子: someone whose relative the text names
    says_later: int = 0  # opens a clause that goes on to speak or think: 爱姑愤愤地说, 阔亭捏了拳头想
    adverb_after: int = 0  # opens a clause and an adverb follows: 子君却, 四铭又 (the subject's place)
    surnamed: int = 0  # after a surname written apart: 卜|薇园 (a given name)
    titled: int = 0  # before a person's title: 薇园|先生
    before: Counter[str] = field(default_factory=Counter)  # preceding words, to spot predicates
    left: Counter[str] = field(default_factory=Counter)  # neighbouring characters: a word has varied
    right: Counter[str] = field(default_factory=Counter)  # neighbours; a fragment (沙僧笑|道) has one

    def rate(self, n: float) -> float:
        return n / self.count if self.count else 0.0


ZH_CALLING_VERBS = frozenset("叫唤喚称稱")  # both scripts


def _usages(streams: list[list[Token]]) -> dict[str, _Usage]:
    usages: dict[str, _Usage] = defaultdict(_Usage)
    # what is asked of each neighbour is asked of a few tens of thousands of distinct words, millions of times
    is_word: dict[str, bool] = _Memo(_is_word)
    spelled: dict[str, bool] = _Memo(lambda w: bool(HAN.match(w) or _is_katakana(w)))
    numbered: dict[str, bool] = _Memo(lambda w: bool(ZH_NUMBERED.fullmatch(w)))
    human: dict[str, bool] = _Memo(lambda w: w.startswith(ZH_HUMAN_VERBS))
    for tokens in streams:
        depth = 0  # quotations open and close within a paragraph
        for i, (word, tag) in enumerate(tokens):
            depth = depth + 1 if word in OPEN_QUOTES else max(depth - 1, 0) if word in CLOSE_QUOTES else depth
            if not is_word[word]:
                continue
            u = usages[word]
            prev = tokens[i - 1][0] if i else "。"
            nxt = tokens[i + 1][0] if i + 1 < len(tokens) else "。"
            u.count += 1
            u.tags[tag] += 1
            u.before[prev] += 1
            u.left[prev[-1]] += 1
            u.right[nxt[0]] += 1
            opens = not spelled[prev]
            u.opens += opens
            if opens:
                u.adverb_after += i + 1 < len(tokens) and tokens[i + 1][1] == "d"
                u.says_later += _says_later(tokens, i, spelled, human)
            u.speaks += nxt.startswith(ZH_SPEECH)
            u.ends += not spelled[nxt]
            u.object_of += prev[-1] in OBJECT_BEFORE
            u.listed += prev == "、" or nxt == "、"
            u.numbered += numbered[prev] or i > 1 and numbered[tokens[i - 2][0] + prev]
            u.addressed += prev in OPEN_QUOTES
            u.quoted += depth > 0
            # 叫她祥林嫂, 都唤他X: what someone is called, not whose (我师父)
            u.owned += prev[-1] in ZH_POSSESSIVE_BEFORE and not (i > 1 and tokens[i - 2][0][-1] in ZH_CALLING_VERBS)
            u.kin_of += nxt == "的" and i + 2 < len(tokens) and tokens[i + 2][0] in ZH_KIN_OF
            u.counted += prev[-1] in ZH_CLASSIFIER_BEFORE
            u.pointed += prev[-1] in ZH_DEMONSTRATIVE_BEFORE
            u.plural += nxt.startswith(ZH_PLURAL_AFTER)
            u.place_context += prev[-1] in ZH_PLACE_BEFORE or nxt.startswith(ZH_PLACE_AFTER)
            u.surnamed += prev in ZH_SURNAMES
            u.titled += nxt in ZH_PERSON_TITLES_AFTER
    return usages


# What only people do, written within the clause a word opens (说, 笑, 想, 觉得): the verbs of speech and of the mind
ZH_HUMAN_VERBS = ("说", "道", "问", "答", "笑", "哭", "叫", "喊", "嚷", "想", "觉得", "知道", "看见", "听见", "以为", "点头",
                  "摇头", "叹")
CLAUSE_REACH = 5  # words after the subject, up to the clause's end, where its verb is looked for


def _says_later(tokens: list[Token], i: int, spelled: dict[str, bool], human: dict[str, bool]) -> bool:
    for word, _ in tokens[i + 1:i + 1 + CLAUSE_REACH]:
        if not spelled[word]:
            return False
        if human[word]:
            return True
    return False


class _Memo(dict):
    """A function's answers, each asked once: memo[word]."""

    def __init__(self, function: Callable[[str], bool]):
        super().__init__()
        self.function = function

    def __missing__(self, word: str) -> bool:
        self[word] = answer = self.function(word)
        return answer


def _generic(u: _Usage) -> float:
    """How often the word is owned, counted or pointed at: a role or a kind of being."""
    return u.rate(u.owned + u.counted + 0.5 * u.pointed)


def _subject_score(u: _Usage) -> float:
    """How much the word is used as a participant: speaking, opening clauses, acted upon."""
    return u.rate(u.speaks) + 0.5 * u.rate(u.opens) + u.rate(u.object_of)


NAME_DOTS = "·•・‧"  # 修雷·诺赞: one name in parts


def dotted_parts(name: str) -> list[str]:
    """修雷·诺赞: 修雷, 诺赞."""
    return [x for x in re.split(f"[{NAME_DOTS}]", name) if x]


def transliterated(word: str) -> bool:
    return len(word) >= 3 and all(c in ZH_TRANSLITERATION for c in word)


def sounds_closed(word: str) -> bool:
    """阿道尔夫, 高诺瓦叶: four sounds or more, every one a transliteration character but the last, a name-final sound the
    list lacks (夫 of -olf and -ov, 叶, 台): a transliterated name's shape for its kind as a whole one's (the list keeps
    such characters out for the words they make elsewhere: 丈夫, 树叶, 舞台)."""
    return (len(word) >= 4 and all(c in ZH_TRANSLITERATION for c in word[:-1]) and word[-1] not in ZH_PLACE_SUFFIXES
            and not word.endswith(ZH_ORG_SUFFIXES) and word[-1] not in _KIND_HEADS)


# the word a foreign name heads as a kind, no sound of it: a people, a tongue, a creed (阿拉伯人, 英格兰人, 伊斯兰教;
# a place's, 伏尔加河 and 莫斯科城, and a body's are ZH_PLACE_SUFFIXES and ZH_ORG_SUFFIXES)
_KIND_HEADS = frozenset("人语文族式号")


def foreign_titled(word: str) -> bool:
    """瓦勒诺先生, 德·莫瓦罗先生: a transliterated name (of any length, or dotted) with a person's title after it is a
    person's name (lexicon.person_title reads a Chinese name of one or two characters; 先生 after a sound is a man)."""
    title = next((t for t in ZH_PERSON_TITLES_AFTER if word.endswith(t)), None)
    name = word[:-len(title)] if title else ""
    sounds = [c for c in name if c not in NAME_DOTS]
    return len(sounds) >= 2 and all(c in ZH_TRANSLITERATION for c in sounds) and name[0] not in NAME_DOTS


def _kind_votes(word: str, u: _Usage) -> Votes:
    votes = Votes()
    tag = u.tags.most_common(1)[0][0]
    speaks = u.rate(u.speaks)
    # a personal name's shape (宋江, 石秀: a surname and one or two characters; 克莉丝: transliteration
    # characters) speaks for a person even when the narration rarely writes 石秀道 (石秀便道, 石秀听了)
    # (高老夫子: a name and a person's title; 薇园: a name ending in a place's character, used as a person's)
    placed = word[-1] in ZH_PLACE_SUFFIXES or village(word)
    named_so = placed and _named_like_a_place(u, speaks)
    # (吕家坪 has a surname's shape too: a village's head says otherwise, unless it acts as people do)
    foreign = transliterated(word) or sounds_closed(word)
    personal = (personal_name(word) and not village(word) or foreign or person_title(word) is not None
                or foreign_titled(word) or named_so)
    # 往伯特利去, 到伯特利, 上伯特利去: a transliterated name the text goes to more often than it lets act (open a
    # clause, speak) is a place, whatever its shape or the dictionary's tag guess (a native name with a title,
    # 到穆太公庄上, is a person's house gone to)
    gone_to = foreign and u.place_context > u.opens + u.speaks
    personal = personal and not gone_to
    # 兄弟便雅悯, 儿子以撒, 妻子撒拉: a kinship word just before names a relative, a person however rarely he speaks;
    # 西缅的儿子: so does one just after X的 (whose relative it is)
    kin = u.rate(sum(n for w, n in u.before.items() if w in ZH_KIN_BEFORE) + u.kin_of)
    votes["person"] += (2 * speaks + (tag in ZH_PERSON_TAGS and not gone_to or personal) * 0.5
                        + (speaks >= SPEAKS_SOME or personal or _acting(u)) * 0.5 * _subject_score(u) + 2 * kin)
    place = placed and not named_so
    votes["place"] += (tag in ZH_PLACE_TAGS) * 0.3 + place * 0.5 + u.rate(u.place_context)
    votes["organisation"] += (tag in ZH_ORG_TAGS) * 0.5 + word.endswith(ZH_ORG_SUFFIXES) * 0.5
    votes["term"] += (tag == "nz") * 0.3 + TERM_PRIOR
    # 五方揭谛、四值功曹、六丁六甲: ranks of beings, listed together; heroes are listed too (石秀、杨雄)
    if u.rate(u.listed) >= LISTED_GROUP and not personal:
        votes["organisation"] += 3 * u.rate(u.listed)
    # 八大金刚, 四值功曹, 四大天师: a set of beings counted by number, not one person
    # (七大人 is one gentleman, his birth order before his title)
    numbered = 1.0 if ZH_NUMBERED.match(word) and not _single_name_after(word) and not ordered_title(word) else u.rate(u.numbered)
    if numbered >= NUMBERED_GROUP:
        votes["organisation"] += 3 * numbered + 2 * u.rate(u.speaks)
    return Votes({k: v * u.count for k, v in votes.items()})  # as many votes as uses, like English


ACTING_OPENS = 0.5  # opens most of its clauses (爱姑 0.81, 子君 0.50; 锡杖 0.35, 北京 0.50 but never acts)...
ACTING_SAYS = 0.1  # ...and goes on to speak or think in one in ten of them (阔亭 0.38, 沛君 0.14)...
ACTING_ADVERBS = 0.2  # ...or has an adverb after it in one in five (子君却, 四铭又: 0.8, 0.5; 北京 0)


def _acting(u: _Usage) -> bool:
    """A subject that acts like a person where the narration seldom writes X说 (子君, 沛君, 阔亭: 彷徨's people speak
    after an adverb or a gesture, 阔亭捏了拳头说): opening most clauses, then speaking or thinking, or taking an adverb
    as subjects do. Things open few clauses (金箍棒 0.13); an adverb (慢慢地说) is no candidate to begin with."""
    return u.rate(u.opens) >= ACTING_OPENS and (u.says_later >= ACTING_SAYS * u.opens
                                                or u.adverb_after >= ACTING_ADVERBS * u.opens)


def _named_like_a_place(u: _Usage, speaks: float) -> bool:
    """A person whose name ends in a place's character (卜薇园's 薇园, 园 a garden): a subject acting as people do, and
    speaking, written after a surname or before a person's title (薇园先生). A place may open clauses (大观园里…) but
    neither speaks nor takes a surname or 先生."""
    return _acting(u) and (speaks >= SPEAKS_SOME or u.surnamed > 0 or u.titled > 0)


def _single_name_after(word: str) -> bool:
    """八戒, 三藏, 二郎, 三太子: one numeral opening a name, not a numbered set (八大金刚, 十八罗汉)."""
    m = ZH_NUMBERED.match(word)
    return m is not None and m.end() == 1 and len(word) > 1
