"""What a Chinese card line may not be (issue 43 §6; describe.py's `weakened` and `fits` hooks, zh/describe.py imports
them): a question, which tells a reader nothing of who its subject is (「這個普加喬夫是個什麼人？」, 「直子是何时开始拥有
如此完美肉体的呢？」), and a pronoun's sentence whose 他/她 may stand for someone the sentence before named after the
subject (「領彼得·安德列伊奇上謝明·庫佐夫家去。他是個騙子」: the cheat is 謝明·庫佐夫) or who is of the other sex."""

from __future__ import annotations

import re

from .named_one import COUNTED
from .pronoun_kin import fits as sex_fits

_ASKS = re.compile(r"[？?][”」』\"'’）)]*\s*$")
# …with a word that asks (a question word or particle, in either script); a bare rising echo states what it checks
# (“令尊就是国华机器制造厂的总经理仲平先生？”: 锻炼, the listener's father named with his post)
# a guess's particle or adverb with a question mark (又是小崔吧？, 她大概也只知道他的名字叫孙少平？): asked, not stated, in a
# key passage a card may quote too (describe.description_score asks `guessed`; a question's place word, 天桥这地方，…
# 怎样…？, still says what kind of thing it is there)
_GUESS_WORDS = "吧|大概|也许|也許|莫非|莫不是"
_ASKING_WORD = re.compile("谁|誰|什么|什麼|甚么|甚麼|哪|何时|何時|何人|何物|何处|何處|如何|为何|為何|怎|几|幾|多少|吗|嗎|么|麼|呢|难道|難道|是否|是不是"
                          f"|{_GUESS_WORDS}")
# (the guess's question mark closing the sentence, or a quoted speech's: “钱秀兰是个寡妇吧？”他问。)
_GUESS = re.compile(rf"(?:{_GUESS_WORDS})[^。！？!?“”「」]*[？?](?:[”」』\"'’）)]|\s*$)")
# another person named after the subject: a transliterated full name, its parts joined by a dot
_ANOTHER = re.compile(r"[\u3400-\u9fff]{1,6}[·・][\u3400-\u9fff]{1,8}")
# …or someone the sentence brings in after the name (门外走来一个陌生人: named_one.COUNTED), and a third person's
# pronoun anywhere in it (那天来找她的，就是李秀英。她…: 她 is the one visited), each another antecedent
_BROUGHT_IN = re.compile(COUNTED)
_THIRD_PERSON = re.compile("[他她](?![们們])")


# "one of them": 「瑞全便是其中的一个」 says only that the subject belongs to what the sentence before told of (ja/describe.py's
# 「…もその一人であった」); its noun is a number, not what the subject is
_ONE_OF_THEM = re.compile(r"(?:是|为|為)(?:他们|他們|她们|她們|它们|它們)?(?:其中|当中|當中)(?:的一个|的一個|的一位|之一)")


def weakened(sentence: str, score: int) -> int:
    """The pattern's score, none where the sentence asks (a question mark and a word that asks), a quality's at most
    where it says the subject is "one of them"."""
    if _ASKS.search(sentence) and _ASKING_WORD.search(sentence):
        return 0
    return min(score, 1) if _ONE_OF_THEM.search(sentence) else score


def guessed(sentence: str) -> bool:
    """The sentence asks with a guess's word (吧, 大概…): no description, wherever it stands."""
    return bool(_GUESS.search(sentence))


def fits(sentence: str, name: str, pronoun: str) -> bool:
    """The pronoun opening the next sentence may stand for `name`, the subject of `sentence`: of its sex, no other
    full name nor anyone brought in written after it in the sentence, and no third person's pronoun in it."""
    if not sex_fits(pronoun.strip()[-1:], name):
        return False
    at = sentence.find(name)
    if _THIRD_PERSON.search(sentence.replace(name, "")):
        return False
    return at < 0 or not (_ANOTHER.search(sentence, at + len(name)) or _BROUGHT_IN.search(sentence, at + len(name)))
