"""A relative named through a pronoun: 朴斋太太坐在她常坐的太师椅里。她的大儿子克勤…, 她的哥哥，亚力山大 — the pronoun
opens its sentence and stands for the one person the sentence before named (and the same sentence before it), so the
kin named after it is that person's. Refused on doubt: two people named there, none, or a pronoun that cannot stand
for the one named (她 for 四叔, or for a man the pronouns after his name show: 伊牧师…，她是不反对有个丈夫。她的哥哥 is his
unnamed wife's brother), someone other than the sentence's opening subject, in speech (a speaker's 他 points anywhere)
or with the kin's name qualifying a noun (她的女儿克勤的书). zh/relations.py's `told` gives these with the narrator's kin."""

from __future__ import annotations

import re
from typing import Iterable

from ..scan import trie_regex
from collections import Counter, defaultdict

from .gender import (FEMALE_ADDRESS, MALE_ADDRESS, NEXT_PRONOUN, PRONOUN_DOMINANCE, PRONOUN_REACH, PRONOUNS_MIN,
                     SHE_SHARE_MIN, SPEECH)
from .script import to_simplified

# the ties a pronoun may carry to a named person (no household servant: 他的丫头 may be anyone's)
KIN = ("儿子|女儿|妻子|丈夫|父亲|母亲|哥哥|弟弟|姐姐|妹妹|兄弟|姊妹|太太|夫人|老婆|舅父|舅舅|叔叔|叔父|伯父|姑母|姨妈"
       "|侄子|侄儿|侄女|外甥|孙子|孙女|表哥|表弟|表姐|表妹|表兄|堂兄|堂弟|女婿|媳妇|儿媳|姐夫|妹夫|嫂子|公公|婆婆|岳父|岳母")
_RANK = "(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])"
_SENTENCE_END = "。！？；"
# the pronoun opening its sentence, its kin, and the name (after a comma or a dash, or 叫/叫做/名叫)
_KIN_NAMED = re.compile(rf"(?:^|(?<=[{_SENTENCE_END}]))\s*(?:可是|但是|而|那|这时)?(?P<pronoun>[他她])的?{_RANK}?"
                        rf"(?P<relation>{KIN})(?:[，,]|——|叫做|名叫|叫)?")
_FEMALE_ENDS = tuple(FEMALE_ADDRESS) + tuple("嫂婶妈娘婆姑")
_MALE_ENDS = tuple(MALE_ADDRESS) + tuple("叔伯爷公")


def fits(pronoun: str, form: str) -> bool:
    """她 for no man's title (…先生, 四叔), 他 for no woman's (…太太, 四婶)."""
    return not form.endswith(_MALE_ENDS if pronoun == "她" else _FEMALE_ENDS)


_OPENS = re.compile(r"^[\s“”「」]*(?:却说|话说|且说|原来|可是|但是|这时|那|这)?")


def _sexes(texts: list[str], names: re.Pattern[str], entity_of: dict[str, str]) -> dict[str, str] | None:
    """Each person's sex by the pronouns opening a clause after their names (gender.py's reading, by entity); None
    where the book writes 他 for everyone."""
    she = sum(t.count("她") for t in texts)
    if she < SHE_SHARE_MIN * max(sum(t.count("他") for t in texts), 1):
        return None
    after: dict[str, Counter[str]] = defaultdict(Counter)
    for text in texts:
        if "他" in text or "她" in text:
            for m in names.finditer(text):
                reach = text[m.end():m.end() + PRONOUN_REACH]
                end = SPEECH.search(reach)
                if pronoun := NEXT_PRONOUN.search(reach, 0, end.start() if end else len(reach)):
                    after[entity_of[m.group()]][pronoun.group()] += 1
    return {e: "f" if n["她"] >= PRONOUN_DOMINANCE * n["他"] else "m" for e, n in after.items()
            if n["她"] + n["他"] >= PRONOUNS_MIN and max(n["她"], n["他"]) >= PRONOUN_DOMINANCE * min(n["她"], n["他"])}


def _in_speech(text: str, at: int) -> bool:
    before = text[:at]
    return before.count("“") > before.count("”") or before.count("「") > before.count("」")


# a person the text does not name, whom the pronoun may as well mean
_PERSON_NOUN = re.compile(r"(?:个|位|名)[^，。！？]{0,4}?(?:人|老头儿?|老汉|老者|老太太?|妇人|女人|男人|孩子|姑娘|汉子|先生|客人|少年|青年)"
                          r"|(?:老头儿?|老汉|老者|妇人|汉子)")


def prepared(texts: list[str], people: Iterable[tuple[str, list[str]]]
             ) -> tuple[re.Pattern[str], dict[str, str], dict[str, str] | None] | None:
    """(the people's forms as one pattern, each form's entity, each entity's sex or None: the book writes 他 for
    everyone), or None where no one has a form of two characters."""
    entity_of = {form: name for name, forms in people for form in forms if len(form) >= 2}
    if not entity_of:
        return None
    names = trie_regex(sorted(entity_of), words=False)
    return names, entity_of, _sexes(texts, names, entity_of)


def pronoun_kin(texts: list[str], people: Iterable[tuple[str, list[str]]]) -> list[tuple[str, str, str, int]]:
    """(kin's form, relation, the named one's form, paragraph) for each relative named through a pronoun opening its
    sentence that stands for exactly one person named in the sentence before it, that sentence's subject."""
    return opening(texts, *ready) if (ready := prepared(texts, people)) else []


def opening(texts: list[str], names: re.Pattern[str], entity_of: dict[str, str],
            sex: dict[str, str] | None) -> list[tuple[str, str, str, int]]:
    """pronoun_kin's reading, the people `prepared`."""
    out = []
    for i, text in enumerate(texts):
        if "他" not in text and "她" not in text:
            continue
        for m in _KIN_NAMED.finditer(to_simplified(text)):  # (the same length: 他兒子 read as 他儿子)
            kin = names.match(text, m.end())
            if not kin or _in_speech(text, m.start()) or text[kin.end():kin.end() + 1] in ("的", "之"):
                continue
            # the sentence before and this one's opening: every person named there
            start = max(text.rfind(c, 0, max(m.start() - 1, 0)) for c in _SENTENCE_END) + 1
            window = text[start:m.start()]
            if "“" in window or "”" in window:
                continue  # (someone spoke there: whom a pronoun after it means is no longer plain)
            if _PERSON_NOUN.search(names.sub("＿", window)):
                continue  # (someone the text does not name is there too: 看见一个老头儿…他的儿子)
            named = [f.group() for f in names.finditer(window)]
            people_there = {entity_of[f] for f in named}
            if len(people_there) != 1 or entity_of[kin.group()] in people_there:
                continue
            anchor, pronoun = named[-1], m.group("pronoun")
            opens = _OPENS.match(window)
            if not (opens and names.match(window, opens.end())) or not fits(pronoun, anchor):
                continue  # (the one named opens the sentence before: its subject)
            if sex is not None and sex.get(entity_of[anchor]) != ("f" if pronoun == "她" else "m"):
                continue  # a book that tells the sexes apart: the one named is of the pronoun's, by its own pronouns
            out.append((kin.group(), text[m.start("relation"):m.end("relation")], anchor, i))  # (as written)
    return out
