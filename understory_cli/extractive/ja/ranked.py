"""Who a Japanese name is by what older and formal prose writes with it (ja/describe.py's patterns, kept here: that
module is at the line cap). The shapes, each read in any book of the register, not in one title:

- a rank, a peerage or an office written solid before the name, the surname between or not: 「海軍少尉男爵川島武男」,
  「陸軍中将子爵片岡毅とて」, 「貴族院議員子爵加藤俊明氏」 (`RANK`: an army's and a navy's ranks, the five peerages, a few
  offices; strength 3), and the rank written after the name as its title, 「片岡中将は」 (strength 2: the sentence is a
  line about him, the rank what it says of who he is);
- a classical introduction: 「千々岩安彦とて、…腕ききの聞こえある男なり」, 「千鶴子というはこの娘なり」, 「田崎某といえる
  正直一図の男」, 「田崎と呼ばれたる男なり」 (とて, といえる, というは, と呼ばれたる: the classical という), closing
  in one clause (no 、 nor は after the naming's own 、; a topic's というは over clauses) with a noun for a person and describe.py's copula (or なり, にて
  before 、); not a quotation, 「武男、武男とて呼ぶは母なり」, nor a concession, 「武男とて人の子である」;
- a kin relation to a named person said with 当たる: 「こは武男が従兄に当たる千々岩安彦とて」 (the anchor a word before
  が or の: a pronoun's, 彼の or 自分の, is none);
- a kin word solid before the name, whose written before it with の: 「お豊の父山木も」, 「将軍の長女浪子と」;
- a kin of a named person set off by 、 before the naming: 「浪子が伯母加藤子爵夫人の長女、千鶴子というはこの娘なり」;
- the house or shop one is of, by its name in 屋: 「上の伏見屋の仙十郎」, 「問屋の九太夫」 (strength 2).

None holds for a wife (「子爵片岡夫人」, 「川島の未亡人」, 「片岡中将の夫人」: lexicon.JA_MARRIED), for a name followed by
more kanji (「川島武男」 is not the house 川島's), for an object (「…の母浪子を責む」, 「中将浪子を呼びて」), nor for a
pronoun's kin (「かの女の従兄に当たる…」, 「その人の父…」: anchored.NO_HOLDER_WORDS).

Each pattern text is written for the name `n` as ja/describe.py writes it (escaped or a back-reference, its
honorific after it); `person` and `being` are describe.py's nouns for a person.
"""

from __future__ import annotations

import re

from .anchored import NO_HOLDER_WORDS
from .apposed import KIN_WORD
from .lexicon import JA_MARRIED, JA_TITLES

_KANJI = r"[\u4e00-\u9fff々]"
_WORD_CHAR = r"[\u4e00-\u9fff々\u30a1-\u30fcー]"
# a rank, a peerage or an office, written solid before a name: lexicon.JA_TITLES's ranks, peerages and offices a name
# follows, with the army's and navy's ranks it has not (not a rank of an idiom: 「お山の大将」, a rank after の)
_RANK_WORDS = ("大将", "中将", "少将", "軍医総監", "軍医監", "軍医", "議員", "代議士", "大臣", "検事", "領事", "公使", "大使") + tuple(
    t for t in JA_TITLES if re.fullmatch(r".*(?:爵|尉|佐)|博士|判事|知事", t))
RANK = (r"(?:(?:陸軍|海軍|貴族院|衆議院)?(?:" + "|".join(sorted(set(_RANK_WORDS), key=len, reverse=True)) + "))")
# the classical という and its kin
CLASSICAL_NAMING = r"(?:とて|といえる|と言える|と云える|というは|と云うは|と言うは|と呼ばれたる|と呼べる|と名のる)"
_KIN_OF = rf"(?:{KIN_WORD}|従兄弟|従姉妹|いとこ|親類|親戚)"
# the name ends where a word does, and is no wife's (「片岡夫人」, 「川島の未亡人」, 「片岡中将の夫人」) nor an object (…を)
_NOT_WIFE = rf"(?!の?(?:{'|'.join(JA_MARRIED)}|未亡人|後家))"
_AFTER = rf"(?![\u4e00-\u9fff々\u30a1-\u30fcー・を]){_NOT_WIFE}"
# the holder of a kin word: a word written before it, not a pronoun (anchored.NO_HOLDER_WORDS) nor a demonstrative's
_NO_PRONOUN = "".join(f"(?<!{w}{{p}})" for w in NO_HOLDER_WORDS)
_HELD_BY = rf"(?<={_WORD_CHAR}の)" + _NO_PRONOUN.format(p="の") + r"(?<![そあこ]の)"
_KIN_HELD = rf"{_HELD_BY}{KIN_WORD}"
# (the name not a kin word's second half: 姉妹, 兄弟, 夫婦, 父母, 夫人 are one word)
_KIN_SOLID = rf"{_KIN_HELD}(?=[\u4e00-\u9fff々\u30a1-\u30fa])(?![妹弟婦母父子人孫姉兄夫妻娘])"
# a kin relation said with 当たる to a named anchor, up to the name (its surname between or not): 「武男が従兄に当たる|千々岩」
_RELATED = (rf"(?<={_WORD_CHAR})" + _NO_PRONOUN.format(p="") + r"(?<![そあこ]の人)"
            rf"[がの]{_KIN_OF}に(?:当たる|当る|あたる)")
# a rank before the name, not an idiom's (「お山の大将」)
_RANKED = rf"(?<!の){RANK}+"
# a naming that is a quotation (「武男、武男とて呼ぶは」) or a concession (「武男とて人の子である」) introduces no one
# the given name after a surname only where the naming follows (「子爵片岡|毅とて」, 「…に当たる千々岩|安彦とて」): else the
# surname is not the one named (「…男爵川島武男」 is not the house 川島's)
_GIVEN_NAMED = rf"(?:{_KANJI}{{1,3}}?(?={CLASSICAL_NAMING}))?"
_NO_QUOTE = r"(?!、?(?:呼|言|云|申|いう|いい|叫|思|[^。！？「」、]*?人の子))"


def rank_kin_or_naming(n: str, person: str, being: str, copula: str) -> str:
    """The strength-3 alternatives for the name `n`, joined with | (one leading |); `copula` is describe.py's."""
    return (
        # 「海軍少尉男爵川島武男」, 「陸軍中将子爵片岡毅とて」: the rank, the surname between or not, the name, and the clause's
        # words after it (a card cut to it reads as Japanese)
        rf"|{_RANKED}(?:{_KANJI}{{1,3}}?)?{n}{_GIVEN_NAMED}{_AFTER}[^。！？「」、]{{0,12}}"
        # 「千々岩安彦とて、…男なり」, 「千鶴子というはこの娘なり」: one clause from the naming to the noun and its copula
        rf"|{n}{_KANJI}{{0,2}}?{CLASSICAL_NAMING}{_NO_QUOTE}、?[^。！？「」、は]{{0,50}}?(?:{person}|{being})"
        rf"(?:{copula}|(?:なり|にて|である)(?=、))"
        # …and a topic's (というは) comment may run over clauses to its noun: 「山木兵造というはいずこの人なりけるにや、
        # 出所定かならねど、今は世に知られたる紳商とやらの一人なり」
        rf"|{n}{_KANJI}{{0,2}}?(?:というは|と云うは|と言うは){_NO_QUOTE}[^。！？「」]{{0,50}}?(?:{person}|{being}){copula}"
        # 「武男が従兄に当たる千々岩安彦」
        rf"|{_RELATED}(?:{_KANJI}{{1,3}}?)?{n}{_GIVEN_NAMED}{_AFTER}"
        # 「お豊の父山木も」, 「将軍の長女浪子と」: a kin word solid before the name, whose written before it
        rf"|{_KIN_SOLID}{n}{_AFTER}"
        # 「…加藤子爵夫人の長女、千鶴子というは」 (a topic: 「…の母、浪子という嫁を」 names another)
        rf"|(?<={_WORD_CHAR})の{KIN_WORD}、{n}(?:とて|というは|と云うは|と言うは)"
    )


# a house or a shop by its name in 屋 (「上の伏見屋の仙十郎」, 「問屋の九太夫」, 「桝田屋の儀助」), not a room, a building, a
# shed or a town whose name ends so (部屋, 小屋, 母屋, 楽屋, 牢屋, 長屋, 陣屋, 茶屋 (天下茶屋 is a district), 名古屋, 蘆屋)
_HOUSE = r"[\u4e00-\u9fff々\u30a1-\u30fcー](?<![部小納岩蘆芦母楽牢茶陣長平社家廃東])(?<!名古)屋"


def title_or_house(n: str) -> str:
    """The strength-2 alternatives: the rank after the name as its title, 「片岡中将は」 (not a wife's, 「片岡子爵夫人」,
    「片岡中将の夫人」), and the house one is of, 「上の伏見屋の仙十郎」 (a house says where one belongs, not what one is)."""
    return (rf"|(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}{RANK}(?![\u4e00-\u9fff々]){_NOT_WIFE}"
            rf"|{_HOUSE}の{n}{_AFTER}")


# what stands before a name the sentence is about, with the name written solid after it (describe.subject_at): a rank
# and the surname, 「海軍少尉男爵川島|武男」; a kin word, 「お豊の父|山木も」; a relation said with 当たる, 「武男が従兄に当たる|千々岩」
_SUBJECT_BEFORE = re.compile(rf"(?:{_RANKED}{_KANJI}{{0,3}}|{_KIN_HELD}|{_RELATED}{_KANJI}{{0,3}})$")
# …and after it: a classical naming as a topic or set off by 、, the given name between or not (「千々岩|安彦とて、」,
# 「千鶴子|というは」; not every とて: 「武男とて人の子である」)
_SUBJECT_AFTER = re.compile(rf"^{_KANJI}{{0,2}}?(?:とて、|というは|と云うは|と言うは|といえる|と呼ばれたる)")


def subject_before(before: str) -> bool:
    """The text before a name makes it the sentence's subject: a rank, a relation with 当たる."""
    return bool(_SUBJECT_BEFORE.search(before))


def subject_after(after: str) -> bool:
    """The text after a name makes it the sentence's subject: a classical naming (とて、, というは)."""
    return bool(_SUBJECT_AFTER.match(after))
