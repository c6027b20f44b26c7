"""The numbers the learned card chooser (card_scorer.py) reads off one sentence for one entity: language-general
features of where the entity's name stands against a noun for a person (a kin word, a title, a role, an office:
the project's own cross-book lexicons), whether they are joined (apposition, a copula), whether another entity's
name stands nearer that noun (the noun is someone else's), speech, the name as the clause's subject, the
sentence's rank among the entity's (not its length: long sentences won by holding more words by chance). No
feature names a book: the weights are learned across books (bench/train_cards.py). A sentence where the name only
stands (an item of a list, inside speech, written into another's name) is no candidate."""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Iterable

from .holder_words import _EN_ROLES, _ZH_ROLES
from .languages import script_of

FEATURES = ("noun_after", "noun_before", "apposition", "copula", "other_nearer", "possessed", "spoken", "subject",
            "rank", "nouns", "article", "first_chapter", "adjacent", "word_before", "introduced", "place")

# people's nouns the languages' modules already hold (kin, titles, roles, offices), and the plainest words for a
# person of any book (a man, 少年, 青年): what the text may call its subject
_EN_PEOPLE = ("man woman girl boy gentleman lady fellow youth child servant maid housemaid footman butler cook nurse "
              "wife husband sister brother father mother son daughter friend cousin uncle aunt nephew niece widow "
              "widower master mistress companion guardian heir lover neighbour neighbor grandfather grandmother "
              "landlord landlady merchant clerk officer soldier sailor student teacher tutor governess secretary "
              "lawyer physician surgeon banker peasant farmer innkeeper gardener coachman porter steward agent "
              "valet page host hostess orphan stranger visitor guest partner relative relation suitor bride "
              "spinster bachelor infant baby daughter-in-law son-in-law stepmother stepfather ward").split()
_ZH_PEOPLE = ("人 男人 女人 少年 青年 姑娘 小姐 太太 夫人 先生 老爷 少爷 丫头 丫鬟 老妈子 仆人 佣人 女仆 用人 父亲 母亲 儿子 女儿 "
              "哥哥 姐姐 弟弟 妹妹 丈夫 妻子 妻 夫 朋友 同学 老师 学生 医生 商人 伙计 掌柜 老板 东家 主人 寡妇 表兄 表妹 表姐 表弟 堂兄 "
              "叔叔 伯伯 舅舅 姨妈 姑妈 婶婶 舅母 祖父 祖母 爷爷 奶奶 外婆 孙子 孙女 侄子 侄女 外甥 女婿 媳妇 儿媳 老婆 汉子 妇人 "
              "女子 老头 老太太 孩子 公子 书生 秀才 官 大人 军官 士兵 和尚 道士 尼姑 婢 仆 妾 姨太太 情人 爱人 未婚妻 未婚夫").split()
_JA_PEOPLE = ("父 母 兄 弟 姉 妹 娘 息子 妻 夫 細君 女房 叔父 叔母 伯父 伯母 祖父 祖母 甥 姪 孫 嫁 婿 従弟 従兄 従妹 従姉 "
              "少年 青年 少女 老人 老婆 女 男 子供 主人 亭主 旦那 奥さん 夫人 令嬢 嬢 下女 女中 書生 学生 生徒 先生 教師 医者 "
              "友達 友人 親友 許嫁 恋人 妾 芸者 商人 番頭 小僧 車夫 僧 和尚 神父 牧師 博士 教授 士官 軍人 兵士 未亡人 姪 後家 "
              "親類 母親 父親 兄貴 姉貴 乳母 家来 召使 執事 王 姫 妃 伯爵 子爵 男爵 公爵 侯爵").split()
_EN_APPOSED = re.compile(r"^\s*,\s+(?:(?:a|an|the|his|her|their|my|our|its)\s+)?(?:[a-z][\w-]*\s+){0,2}$")
_EN_COPULA = re.compile(r"\b(?:is|was|were|are|became|had\s+been|has\s+been)\s+(?:(?:a|an|the|his|her|their|one\s+of)\b)")
_EN_ARTICLE = re.compile(r"\b(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}$")
_CJK_COPULA = re.compile("是|乃|為|为|系|である|であった|でした|です|だった|だ|という|と云う|といふ")
_CJK_APPOSED = re.compile("^[的之のな]?$|^[，、,]$|^(?:という|と云う|といふ|なる|叫|名叫|叫做)$")
_CJK_ARTICLE = re.compile("[一這这那][個个位名]|[個个位]$|ある|一人の")
_SUBJECT_AFTER = re.compile(r"^(?:は|が|も|说|道|笑|便|就|又|也|却|卻|在|正|是|乃|，|,)")
_EN_SUBJECT = re.compile(r"^[\s“”\"'‘’(…—-]*(?:(?:and|but|then|now|so|when|while|as)\s+)?$", re.I)
_SPEECH = re.compile("[“「\"]")
# a name after an article and no person's noun ("the eldest Levaque", "a Bertram"): a member of the family, or one of
# a kind, not the bearer named (the rules read no card there either); "the housemaid Rosanna" stays
_EN_DETERMINED = re.compile(r"\b(?:the|a|an)\s+(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*)?\s*$")
# a word for what the subject is, whatever the lexicons hold: "the widow Mrs. Newson", "landowners Manilov"; 剃头匠孙七,
# 拉洋车的小崔, 下男の作造 (a word ending in a person's character, before the name)
_EN_WORD_BEFORE = re.compile(r"\b(?:the|a|an|his|her|their|our|my|old|young|little)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*\s+$")
_CJK_WORD_BEFORE = re.compile("[人者手家员員师師士官客汉漢女郎匠工夫妇婦子生长長妹姐哥弟儿兒娘太爷爺婆母父友头頭徒兵将將商农農仆僕佣傭婢男][的のな]?$")
# the name introduced as one of a kind, whatever the noun: "Rosanna, a …", "X was a …"; 是个, 是一位, 乃, ，一个, という
_EN_INTRODUCED = re.compile(r"^(?:\s*,\s+(?:a|an|the|his|her|their)\b|\s+(?:is|was|became)\s+(?:a|an|the|his|her|their|one)\b)")
_CJK_INTRODUCED = re.compile("^(?:[，,]?(?:是|乃|為|为|系)(?:一)?[个個位名]?|[，,]一[个個位名]|という|と云う|といふ|とて|は[^、。]{0,12}(?:である|であった|だった|です))")
# the name as an item of a list: another item and a comma before it, or "and"/"or" closing a list of several
_EN_LIST = re.compile(r"(?:,\s+(?:and|or)\s+|,\s+[^,]{1,40},\s+)(?:the\s+|a\s+|an\s+)?$")
_EN_LIST_AFTER = re.compile(r"^,?\s+(?:and|or)\s+(?:the\s+)?[A-Z]|^,\s+[^,]{1,40},\s+(?:and|or)\s")
NEAR = {"en": 6, "zh": 8, "ja": 8}  # tokens (words; characters where words do not stand apart) a noun is read in


@lru_cache(maxsize=None)
def _nouns(script: str) -> re.Pattern[str]:
    """The people's nouns of a script, as one pattern (whole words where words stand apart)."""
    if script == "en":
        words = set(_EN_PEOPLE) | set(_EN_ROLES)
        return re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")s?\b", re.I)
    words = set(_ZH_PEOPLE) | set(_ZH_ROLES) if script == "zh" else set(_JA_PEOPLE)
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))


def _simplified(text: str) -> str:
    from .zh.script import to_simplified

    return to_simplified(text)


_JOINERS = "·・‧•=＝"  # what joins a transliterated name's parts: 瑪麗亞 inside 瑪麗亞·費奧多羅夫娜 is another's name


def _name_at(sentence: str, names: Iterable[str]) -> tuple[int, int] | None:
    """Where the sentence first writes one of the names whole (the longest at a place; never a part of a longer
    transliterated name, joined to it by a middle dot)."""
    best: tuple[int, int] | None = None
    for name in sorted((n for n in names if n), key=len, reverse=True):
        for m in re.finditer(re.escape(name), sentence):
            before, after = sentence[m.start() - 1:m.start()], sentence[m.end():m.end() + 1]
            if (before and before in _JOINERS) or (after and after in _JOINERS):
                continue
            if best is None or m.start() < best[0]:
                best = (m.start(), m.end())
            break
    return best


def _gap(text: str, script: str) -> int:
    """The tokens between two places: words where words stand apart, else characters."""
    return len(re.findall(r"[\w'’-]+", text)) if script == "en" else len(text.strip())


def others_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """One pattern of every entity's names (Chinese in Simplified, as `features` reads it), longest first."""
    forms = {(_simplified(n) if script_of(n) == "zh" else n) for n in names if n and len(n) > 1}
    return re.compile("|".join(sorted(map(re.escape, forms), key=len, reverse=True))) if forms else None


def features(sentence: str, names: list[str], others: re.Pattern[str] | None, *, spoken: bool, rank: int,
             first_chapter: bool) -> list[float] | None:
    """FEATURES for the sentence read for one of `names` (None: it writes none of them). `others`: every
    entity's names (`others_pattern`): another's standing nearer a noun takes it from this one."""
    script = script_of(sentence)
    script = script if script in NEAR else "en"
    text = _simplified(sentence) if script == "zh" else sentence
    names = [(_simplified(n) if script == "zh" else n) for n in names]
    at = _name_at(text, names)
    if at is None:
        return None
    start, end = at
    if spoken or _open_quote(text[:start]):  # inside speech: a speaker's opinion or a call (“Sir John, your
        return None  # bailiff is a stupid old man”), no description by the text
    if (_EN_LIST.search(text[max(start - 60, 0):start]) or _EN_LIST_AFTER.match(text[end:])) if script == "en" \
            else (text[start - 1:start] == "、" or text[end:end + 1] == "、"
                  or (text[start - 1:start] in "，," and text[end:end + 1] in "，,")):  # 母亲，周三奶奶，还有…
        return None  # an item of a list ("the Lion, the Tin Woodman, and Santa Claus"): a comma there is no apposition
    if script != "en" and others and any(m.start() == end or m.end() == start for m in others.finditer(text)):
        return None  # written into another's name (川島 of 川島武男): the nouns around it are that person's
    if script == "en" and (det := _EN_DETERMINED.search(text[:start])) \
            and not _nouns(script).fullmatch(det.group(1) or ""):  # "the eldest Levaque": one of a family, no name of hers
        return None
    near = NEAR[script]
    covered = [(m.start(), m.end()) for n in names if n for m in re.finditer(re.escape(n), text)]
    other_at = [m.start() for m in (others.finditer(text) if others else ())
                if not any(a < m.end() and m.start() < b for a, b in covered)]
    after = before = apposition = copula = other_nearer = possessed = article = 0.0
    count = 0
    for m in _nouns(script).finditer(text):
        if any(a <= m.start() < b for a, b in covered):
            continue
        if m.start() >= end:
            between = text[end:m.start()]
        elif m.end() <= start:
            between = text[m.end():start]
        else:
            continue
        gap = _gap(between, script)
        if gap > near:
            continue
        if any(min(abs(o - m.start()), abs(o - m.end())) < min(abs(start - m.end()), abs(end - m.start())) for o in other_at):
            other_nearer = 1.0  # the noun is nearer another's name: someone else's
            continue
        count += 1  # (only nouns near the name and no one else's: a long sentence's many nouns are no evidence)
        closeness = 1.0 - gap / (near + 1)
        if m.start() >= end:
            apposed = bool(_EN_APPOSED.match(between) if script == "en" else _CJK_APPOSED.match(between))
            linked = (_EN_COPULA if script == "en" else _CJK_COPULA).search(between)
            if re.match(r"^(?:['’]s\s|的|の|之)", between) or not (apposed or linked):
                # "Tom's wife", 宮の母, 巴黎格朗台先生儿子: the name's someone; "Mrs. Crawford doted on the girl":
                # a noun after the name joined by neither a comma nor a copula is another in its clause
                possessed = 1.0
                continue
            after = max(after, closeness)
            apposition = max(apposition, float(apposed))  # "Rosanna, the housemaid", お宮という娘
            copula = max(copula, float(bool(linked)))  # "Rosanna was a housemaid", 春梅是丫头
            if script == "en" and _EN_ARTICLE.search(text[end:m.start()]) or script != "en" and _CJK_ARTICLE.search(between):
                article = 1.0
        else:
            if script != "en" and re.search("[，,。；;！？!?]", between):
                continue  # 我跟着祖父，大黄狗在后边: a clause ends between the noun and the name
            if "," in between and any(o < m.start() and not re.search(r"[,;:.!?]", text[o:m.start()]) for o in other_at):
                other_nearer = 1.0  # "The Admiral delighted in the boy, Mrs. Crawford doted…": the noun is in
                continue  # another's clause, the comma ends it
            before = max(before, closeness)
            if script == "en" and re.fullmatch(r"\s*(?:,\s*)?", between) or script != "en" and _CJK_APPOSED.match(between):
                apposition = 1.0  # "the housemaid Rosanna", 丫头春梅, 娘のお宮
            if script == "en" and _EN_ARTICLE.search(text[:m.start()]) or script != "en" and _CJK_ARTICLE.search(text[max(m.start() - 3, 0):m.start()]):
                article = 1.0
    head = text[:start]
    if script == "en":
        word_before = float(bool(_EN_WORD_BEFORE.search(head)))
        introduced = float(bool(_EN_INTRODUCED.match(text[end:])))
    else:
        word_before = float(bool(_CJK_WORD_BEFORE.search(head)))
        introduced = float(bool(_CJK_INTRODUCED.match(text[end:])))
    adjacent = float(after > 0.8 or before > 0.8)
    place = float(bool(_places(script).search(text[max(start - 40, 0):end + 40].replace(text[start:end], " "))))
    subject = 1.0 if (_EN_SUBJECT.match(head) if script == "en" else _SUBJECT_AFTER.match(text[end:end + 1])) else 0.0
    return [after, before, apposition, copula, other_nearer, possessed, float(spoken or bool(_SPEECH.search(text[:start]))),
            subject, math.log1p(rank), min(count, 4) / 4, article, float(first_chapter),
            adjacent, word_before, introduced, place]


def _open_quote(head: str) -> bool:
    """A quotation opened before this place and not closed: the place is inside speech."""
    straight = head.count('"') % 2 == 1
    return straight or head.count("“") > head.count("”") or head.count("「") > head.count("」")


def _places(script: str) -> re.Pattern[str]:
    from .describe import _PLACE_KINDS

    return _PLACE_KINDS[script]
