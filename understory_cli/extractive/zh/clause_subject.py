"""Chinese identifying clauses whose subject is not the sentence's first word (issue 43 §6, read wherever the book
states them): a name opening a later clause of its sentence and said one of a kind there by a counted copula
(郝思嘉也無可奈何地對她吐吐舌頭，蘇倫是個…妹妹; 因為傑拉爾德是個真正出色的獵手), a name written after the given part
a dot joins to it (“華西里莎·葉戈洛夫娜是一位十分勇敢的太太”), a post someone is chosen or raised to (結果艾希禮·威爾克斯
被選做隊長了), and the second of a pair a tie names (塔爾頓家的孿生兄弟斯圖爾特和布倫特). describe.py's `subject_at` asks
`clause_subject`, its patterns hold TAKEN_POST and PAIRED. Simplified, as the patterns read.
"""

from __future__ import annotations

import re

from .identifying import KIN_ORDER

# words that open a clause of their own before its subject: a cause, a contrast, a result (not 说/看见/知道: the
# name after them is an object, what someone says or sees)
_CLAUSE_LINKS = "因为|因|由于|但是|但|可是|而且|而|不过|然而|其实|原来|结果|于是|后来|只有|所以"
_CLAUSE_OPEN = re.compile(rf"(?:^[\s“「『]*|[，,；;：:]\s*)(?:{_CLAUSE_LINKS})?(?:那|这)?$")
# the counted copula: one of a kind (是个, 是一位), never a bare 是 (a state, a circumstance)
# …and a noun for a person closing its clause (蘇倫是個…妹妹, 傑拉爾德是個…獵手; not 马威是一个先令, a price, nor "one
# who …的人", a speaker's view of a manner: 何丽娜是个讲交际爱面子的人, 啼笑姻缘)
_PERSON_ENDS = "人者手家员师士官客汉女郎匠工夫妇子生长妹姐哥弟儿娘太爷婆母父友头鬼徒犯贼匪兵将商农仆佣婢"
# (and 条 of a fellow only, 安塞尔莫是条好汉, 高冷是條好漢: 是条恶狗 is a likeness)
_COUNTED_COPULA = re.compile(r"^(?:原来|本来|原|本|也|倒|却|其实|确实|就)?是(?:个|一个|一位|位|一名|一?条(?=好汉|汉子))"
                             rf"[^，,。！？；“”「」]{{0,24}}?[{_PERSON_ENDS}](?<!的人)(?=[，,。！？；”」]|$)")
# a post one is chosen, named or raised to, closing its clause: 被選做隊長了, 当选为会长, 升任知县
TAKEN_POST = (r"(?:被|给|又|也|就|便)?(?:选做|选作|选为|推为|推举为|推选为|任命为|委任为|提升为|提拔为|升为|升任|当选为|当选)"
              r"[^，,。！？；“”「」我你他她的]{1,8}(?:了)?(?=[，,。！？；”」]|$)")
# a given name the dot joins before the entry's own form where that form is a patronymic, one person's own (華西里莎·
# 葉戈洛夫娜, 伊凡·庫茲米奇); not before a surname (艾希禮·威爾克斯 is no sentence about every Wilkes), or a surname the
# dot joins after the entry's form
_JOINED_BEFORE = re.compile(r"[\u3400-\u9fff]{1,6}[·・]$")
_PATRONYMIC = re.compile("(?:维奇|夫娜|芙娜|伊奇|依奇|米奇|维娜)$")
_JOINED_AFTER = r"(?:[·・][\u3400-\u9fff]{1,8}?)?"
_SAID_ONE = re.compile(rf"^{_JOINED_AFTER}(?:{_COUNTED_COPULA.pattern[1:]}|{TAKEN_POST})")


def clause_subject(before: str, name: str, after: str) -> bool:
    """The name between `before` and `after` is the subject of its own clause, said one of a kind by a counted
    copula or chosen for a post: it opens the sentence or a clause after a comma or a clause link (past a given
    name a dot joins before a patronymic)."""
    if _PATRONYMIC.search(name):
        before = _JOINED_BEFORE.sub("", before, count=1)
    return bool(_SAID_ONE.match(after) and _CLAUSE_OPEN.search(before))


# one of the children or siblings a tie names by their count, in a list, the tie before the first (上官家的七个女儿——来弟、
# 招弟、…、念弟; 的两个兄弟觉群、觉世; 塔爾頓家的孿生兄弟斯圖爾特和布倫特): the tie, a count of two or more (or twins), and the
# names before this one (no particle in them); a tie one person holds takes no list (他的父亲宋江和李逵: no father of 李逵)
_COUNT = "(?:[两二三四五六七八九十几]|十[一二三四五六七八九])个"
_PLURAL_KIN = "兄弟|姐妹|姊妹|兄妹|姐弟|弟兄|女儿|儿子|孩子|子女|儿女|闺女"
# (a list item is a name: four characters, or parts a dot joins; not 在上海和…, 常在城里跟…: a phrase and its preposition)
_ITEM = "[^\\W\\d_的之了着和与跟及、，,。·・]"
_LISTED = rf"(?:(?![在从到往向对给替为同把被]){_ITEM}{{1,4}}(?:[·・]{_ITEM}{{1,6}})*(?:和|及|、))"
PAIRED = (rf"(?:[的之]|家)(?:{_COUNT}|(?:孪生|双胞胎)){KIN_ORDER}(?:{_PLURAL_KIN})(?:——|—|：|:)?"
          rf"{_LISTED}{{0,9}}")
PAIRED_ENDS = re.compile(f"{PAIRED}$")
