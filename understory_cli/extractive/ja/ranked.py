"""Who a Japanese name is by what older and formal prose writes with it (ja/describe.py's patterns, kept here: that
module is at the line cap). The shapes, each read in any book of the register, not in one title:

- a rank, a peerage or an office written solid before the name, the surname between or not: 「海軍少尉男爵川島武男」,
  「陸軍中将子爵片岡毅とて」, 「貴族院議員子爵加藤俊明氏」 (`RANK`: an army's and a navy's ranks, the five peerages, a few
  offices; strength 3), and the rank written after the name as its title, 「片岡中将は」 (strength 2: the sentence is a
  line about him, the rank what it says of who he is);
- a classical introduction: 「千々岩安彦とて、…腕ききの聞こえある男なり」, 「千鶴子というはこの娘なり」, 「田崎某といえる
  正直一図の男」, 「田崎と呼ばれたる男なり」 (とて, といえる, というは, と呼ばれたる: the classical という), closing
  with a noun for a person and a copula, classical (なり, なりき, なりけり, にて) or modern;
- a kin relation to a named person said with 当たる: 「こは武男が従兄に当たる千々岩安彦とて」 (the anchor a word before
  が or の: a pronoun's, 彼の or 自分の, is none);
- a kin word solid before the name, whose written before it with の: 「お豊の父山木も」, 「将軍の長女浪子と」;
- a kin of a named person set off by 、 before the naming: 「浪子が伯母加藤子爵夫人の長女、千鶴子というはこの娘なり」;
- the house or shop one is of, by its name in 屋: 「上の伏見屋の仙十郎」, 「問屋の九太夫」 (strength 2).

Each pattern text is written for the name `n` as ja/describe.py writes it (escaped or a back-reference, its
honorific after it); `person` and `being` are describe.py's nouns for a person.
"""

from __future__ import annotations

import re

from .apposed import KIN_WORD

# a rank, a peerage or an office, written solid before a name (not a rank of a word of its own: 大将 of お山の大将 stands
# before の, not before a name)
RANK = (r"(?:(?:陸軍|海軍)?(?:大将|中将|少将|大佐|中佐|少佐|大尉|中尉|少尉|軍医総監|軍医監|軍医)"
        r"|[公侯伯子男]爵|(?:貴族院|衆議院)?議員|代議士|博士|知事|大臣|判事|検事|領事|公使|大使)")
# the classical copulas, and the modern ones the patterns also close with
CLASSICAL_COPULA = r"(?:なりけり|なりき|なりし|なり|にて|である|であった|であります|でした|です|だった|だ)"
# the classical という and its kin
CLASSICAL_NAMING = r"(?:とて|といえる|と言える|と云える|というは|と云うは|と言うは|と呼ばれたる|と呼べる|と名のる)"
_KIN_OF = rf"(?:{KIN_WORD}|従兄弟|従姉妹|いとこ|親類|親戚)"
_AFTER = r"(?![\u4e00-\u9fff々\u30a1-\u30fcー・])"  # the name ends where a word does


_KIN_HELD = rf"(?<=[\u4e00-\u9fff々\u30a1-\u30fcー]の)(?<!彼の)(?<!彼女の)(?<!自分の)(?<![そあこ]の){KIN_WORD}"
# (the name not a kin word's second half: 姉妹, 兄弟, 夫婦, 父母, 夫人 are one word)
_KIN_SOLID = rf"{_KIN_HELD}(?=[\u4e00-\u9fff々\u30a1-\u30fa])(?![妹弟婦母父子人孫姉兄夫妻娘])"


def strong(n: str, person: str, being: str) -> str:
    """The strength-3 alternatives for the name `n`, joined with | (one leading |)."""
    return (
        # 「海軍少尉男爵川島武男」, 「陸軍中将子爵片岡毅とて」: the rank, then the surname and the name, or the surname and its given
        # name (three kanji at most after it: 「加藤俊明氏」), and the clause's words after it (a card cut to it reads as Japanese)
        rf"|{RANK}+(?:[\u4e00-\u9fff々]{{1,3}}?)?{n}[\u4e00-\u9fff々]{{0,3}}?{_AFTER}[^。！？「」、]{{0,12}}"
        # 「千々岩安彦とて、…男なり」, 「千鶴子というはこの娘なり」
        rf"|{n}[\u4e00-\u9fff々]{{0,2}}?{CLASSICAL_NAMING}[^。！？「」]{{0,50}}?(?:{person}|{being}){CLASSICAL_COPULA}"
        r"(?=[。！？」、]|$)"
        # 「武男が従兄に当たる千々岩安彦」
        rf"|(?<=[\u4e00-\u9fff々\u30a1-\u30fcー])(?<!彼)(?<!彼女)(?<!自分)[がの]{_KIN_OF}に(?:当たる|当る|あたる)(?:[\u4e00-\u9fff々]{{1,3}}?)?{n}"
        # 「お豊の父山木も」, 「将軍の長女浪子と」: a kin word solid before the name, whose written before it (not a pronoun's, nor
        # a demonstrative's: 「その娘お豊」 says not whose)
        rf"|{_KIN_SOLID}{n}{_AFTER}"
        # 「…加藤子爵夫人の長女、千鶴子というは」
        rf"|(?<=[\u4e00-\u9fff々\u30a1-\u30fcー])の{KIN_WORD}、{n}(?:{CLASSICAL_NAMING}|という|と云う|と言う)"
    )


# a house or a shop by its name in 屋 (「上の伏見屋の仙十郎」, 「問屋の九太夫」, 「桝田屋の儀助」), not a room, a shed or a town
# whose name ends so (部屋の, 小屋の, 名古屋の, 蘆屋の)
_HOUSE = r"[\u4e00-\u9fff々\u30a1-\u30fcー](?<![部小納岩蘆芦])(?<!名古)屋"


def titled(n: str) -> str:
    """The strength-2 alternatives: the rank after the name as its title, 「片岡中将は」 (not a wife's, 「片岡子爵夫人」),
    and the house one is of, 「上の伏見屋の仙十郎」 (a house says where one belongs, not what one is)."""
    return (rf"|(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}{RANK}(?![\u4e00-\u9fff々])"
            rf"|{_HOUSE}の{n}(?![\u4e00-\u9fff々\u30a1-\u30fcー・])")


# what stands before a name the sentence is about, with the name written solid after it (describe.subject_at): a rank
# and the surname, 「海軍少尉男爵川島|武男」; a kin word, 「お豊の父|山木も」; a relation said with 当たる, 「武男が従兄に当たる|千々岩」
_SUBJECT_BEFORE = re.compile(rf"(?:{RANK}+[\u4e00-\u9fff々]{{0,3}}|{_KIN_HELD}"
                             rf"|(?<=[\u4e00-\u9fff々\u30a1-\u30fcー])(?<!彼)(?<!彼女)(?<!自分)[がの]{_KIN_OF}に(?:当たる|当る|あたる)[\u4e00-\u9fff々]{{0,3}})$")
# …and after it: a classical naming, the given name between or not (「千々岩|安彦とて」)
_SUBJECT_AFTER = re.compile(rf"^[\u4e00-\u9fff々]{{0,2}}?{CLASSICAL_NAMING}")


def subject_before(before: str) -> bool:
    """The text before a name makes it the sentence's subject: a rank, a relation with 当たる."""
    return bool(_SUBJECT_BEFORE.search(before))


def subject_after(after: str) -> bool:
    """The text after a name makes it the sentence's subject: a classical naming (とて, というは)."""
    return bool(_SUBJECT_AFTER.match(after))
