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
LATER_CLAUSE = (r"(?![的之、和与與跟同])(?:[^，。！？：；“”「」我你您他她把被对對向给給和与與跟见見看找遇问問叫请請打骂罵]{1,14}[，,]){1,2}"
                r"(?:又|也|还|還|原|本|原来|原來|倒)?是(?:个|個|一个|一個|一位)")
# 的, up to a dozen characters of what they are, and the noun closing the clause
_WHAT = re.compile(rf"^的[^，,。！？；：“”「」]{{0,12}}?{PERSON_END}")


def names_one(before: str, after: str) -> bool:
    """`before` ends with a count and a naming word and `after` says what kind of person the one named is
    (的 … a noun for a person closing the clause): the name is who the sentence introduces."""
    return bool(_NAMING.search(before)) and bool(_WHAT.match(after))
