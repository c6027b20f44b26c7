"""A person brought in by the name, then what they are (issue 43 §6, books nobody tuned on): 还有一个名叫卡罗·诺琵斯的高傲
的少年绅士, 一个叫做王五的车夫, 有个叫阿顺的姑娘 — the name is the subject the sentence introduces, though 的 follows it
(describe.py's `subject_at` asks `names_one`). What follows 的 must close its clause with a noun for a kind of person
(a calling's head, role_nouns.HEADS, or a word for a man, a woman, a child): 一个叫长安的地方 is a place, 名叫X的
那天 a day. Read on the Simplified view, as the patterns are.
"""

from __future__ import annotations

import re

from .role_nouns import HEADS

# the naming word right before the name, after a count or an existential (一个名叫, 有个叫, 一位叫做)
# (and a foreign name's first part before its dot: 名叫卡罗·|诺琵斯, the entry named by the family name)
_NAMING = re.compile(r"(?:一个|一位|一名|个|位|名|有)(?:名叫|名唤|叫做|叫作|唤做|唤作|叫)(?:[\u4e00-\u9fff]{1,6}[·・])?$")
# words for a person that no calling's head closes (a man, a woman, a child, an age)
_PEOPLE = ("男人|女人|男子|女子|孩子|小孩|孩儿|姑娘|少年|青年|老人|老头|老汉|老妇|妇人|汉子|后生|少女|女孩|男孩|小伙子|小子"
           "|家伙|朋友|同学|人")
_HEAD = "[" + "".join(sorted(HEADS)) + "]"
# a noun for a kind of person closing its clause
PERSON_END = rf"(?:{_PEOPLE}|{_HEAD})(?=[，,。！？；”」]|$)"
# the name opening its clause, a clause or two of how it is (no other person in them, no verb that meets someone, no
# preposition: 王五看见李四，是个… is 李四's), then 是个 and a noun for a kind of person: 卡隆在同级中身躯最高大，年十四岁，
# 是个大头宽肩笑起来很可爱的小孩 (zh/describe.py's patterns read it after the name, a relation's strength)
# (either script: describe.py asks it of a Traditional book's own text too, its PRONOUN's lookahead)
# (and no one else brought in between: 周德福有个女儿，是个十六岁的姑娘, 孙福贵出了门，迎面来了一个人，是个…, 王五娶了一个
# 媳妇，是个…, 身旁站着一个人，是个… — a count or an existential, a marriage, a hire, a birth, a pupil
# taken, a kin word; nor 原来是, what someone turned out to be: 宝玉回头一瞧，原来是个十来岁的男孩 is who he saw)
COUNTED = "[个個](?!子)|[一两兩几幾这這那][位名]|一人"  # (一个, 个, 一位, 一人: someone counted, a new one)
BRINGS_IN = (rf"{COUNTED}|有(?:个|個|一|两|兩|几|幾)|娶|嫁|雇|收了|生了|生下|养了|養了"
             "|站着|站著|坐着|坐著|原[来來]|儿子|兒子|女儿|女兒|哥哥|弟弟|姐姐|妹妹|父亲|父親|母亲|母親|老婆|妻子|丈夫|媳妇|媳婦"
             "|徒弟|伙计|夥計")
LATER_CLAUSE = (rf"(?![的之、和与與跟同])(?:(?:(?!{BRINGS_IN})"
                r"[^，。！？：；“”「」我你您他她把被对對向给給和与與跟见見看找遇问問叫请請打骂罵]){1,14}[，,]){1,2}"
                r"(?:又|也|还|還|原|本|倒)?是(?:个|個|一个|一個|一位)")
# 的, up to a dozen characters of what they are, and the noun closing the clause (not a beast's: 名叫阿黄的畜生)
_WHAT = re.compile(rf"^的(?![^，,。！？；：“”「」]{{0,12}}?(?:畜生|畜牲|牲口|牲畜)(?=[，,。！？；”」]|$))"
                   rf"[^，,。！？；：“”「」]{{0,12}}?{PERSON_END}")
# a disguise before the count (假扮成一个名叫张三的商人, 化名为…, 冒充…): who someone pretends to be, not the one named
_DISGUISE = re.compile("(?:假扮|扮成|扮作|扮做|装扮|冒充|假冒|化名|假装|装作|冒名)[^，,。！？；：“”「」]{0,4}$")


def names_one(before: str, after: str) -> bool:
    """`before` ends with a count and a naming word and `after` says what kind of person the one named is
    (的 … a noun for a person closing the clause): the name is who the sentence introduces."""
    naming = _NAMING.search(before)
    return naming is not None and bool(_WHAT.match(after)) and not _DISGUISE.search(before, 0, naming.start())
