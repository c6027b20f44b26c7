"""A bare common noun is no one's name (issue 43: 書生, 師匠, 車掌, 検事長, お得意, 貴婦人, ボイ — a student lodger,
a teacher, a guard, a prosecutor, a customer, a lady, a waiter): the judges' junk however often the text writes it
for one character. The class is the dictionary's, not a list: a form SudachiPy reads as one common noun, with no
proper-noun entry for it (not 遠山, a surname too, nor ジャーク, カートン, 寒月), is dropped unless the text itself
treats it as a name — a common noun a story names someone by (東風, 狸, マドンナ) shows it somewhere:

- a personal honorific no role takes (寒月君, カートン氏, トッパー君; not さん or 様: 車掌さん, お得意さま, 御師匠さん
  are how a role is addressed);
- a full name around it (メルキオル・クラフト; not a surname before it, which an office shares: 中村係長);
- a statement that makes it a name (a roster's nickname, 「校長は狸、」; a reading; found.naming), or a naming sentence:
  「アーサと呼ばれ」, 「…という名の」, 「名はX」, 「マドンナと云うのは…渾名だ」;
- a beast it is said to be (雌牛のルセット: a named beast, beasts.py), or a beast's word itself (黒猫, 狸: a nickname);
- a calling the text ties to one name (盲人のピュー: his alias, statements.held's "office").

A compound of common nouns said of a person (女主人, 女地主, 郡視学: a prefix or a place before a role) is no name
either, where the text never calls it with any honorific (`compound`) — with a calling last (測量技師, 技師 a calling
of roles.py), with none but a personal one: 測量技師さん is how a role is addressed.

A title the lexicon has (大尉, 裁判長) is left to the rules that tie it to its one holder (rules.parts, titles.py).

A common noun for no kind of person (not a calling, a kin or an address word) that the text makes the subject of speech
again and again, and that the others ADDRESS in speech (「にんじん、…」, 「…、にんじん」 a few times), is a nickname
(`nickname`: にんじん, the hero's only name, 「にんじんは答える」 27 times, 573 uses): a vegetable says nothing; a
role's word (書生, 師匠) is said of anyone and stays a role however often it speaks; and 世間, 人々, 新聞, 手紙 "say"
things often but no one calls them by their word, as people call a person.
"""

from __future__ import annotations

import re
from typing import Collection, Iterable

from .analyser import common_nouns, name_reading, one_common_noun, tokens
from .beasts import _KANA_BEASTS, _KANJI_BEASTS, beast_uses
from .lexicon import JA_ADDRESS, JA_TITLES, is_address, is_person_word
from .roles import calling

NICKNAME_SUBJECTS = 10  # clauses with the word as the subject of speech (candidates.Reading.subjects)
NICKNAME_CALLED = 3  # uses of the word as a vocative in speech (「X、…」, 「…、X」)
# what follows a name and never a bare role (書生君, 車掌氏 are not said; さん and 様 are: 車掌さん, お得意さま)
_PERSONAL = r"(?:氏|君|くん|ちゃん|嬢)"
# a sentence that gives the word as a name: 「アーサと呼ばれ」, 「…という名」, 「名はアーサ」, 「Xと云うのは…の渾名だ」
_NICKNAME = r"(?:渾名|あだ名|あだな|綽名|異名|呼び名|名前)"
# a beast's word that acts as someone is a nickname or a beast's name (黒猫 of a light novel, 坊っちゃん's 狸), no job
_BEAST_END = re.compile("(?:" + "|".join(sorted(_KANJI_BEASTS + _KANA_BEASTS, key=len, reverse=True)) + ")$")
_KANJI = re.compile(r"[\u4e00-\u9fff々]{2,5}")
_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]+")
_ANY_HONORIFIC = r"(?:さん|さま|様|君|くん|氏|殿|ちゃん|先生)"
_WORD = re.compile(r"[\u4e00-\u9fff々\u3041-\u3093\u30a1-\u30fa\u30fc]+")  # (not an initial, Ｇ: no word)


def _naming(form: str) -> re.Pattern[str]:
    x = re.escape(form)
    return re.compile(rf"{x}(?:と呼|とよば|とよん|(?:という|と云う|と言う|って)(?:名前|名)(?![\u4e00-\u9fff々]))|(?:名前|名)は{x}(?:と|で|だ)"
                      rf"|{x}(?:というのは|と云うのは|と言うのは|ってのは)[^。！？「」]{{0,40}}?{_NICKNAME}")


def named_so(form: str, whole: str) -> bool:
    """The text treats the common noun `form` as someone's name (see the module's list)."""
    x = re.escape(form)
    if re.search(rf"(?<![御お]){x}{_PERSONAL}", whole) or re.search(rf"・{x}|{x}・", whole):
        return True
    if _KATAKANA.fullmatch(form) and re.search(rf"{x}(?:さん|さま)", whole):
        return True  # a loanword called so is a name (レモンさん); a kanji job is too (車掌さん); not 様, also "-like" (マント様の)
    return bool(_naming(form).search(whole) or beast_uses(form, whole))


def compound(form: str, whole: str) -> bool:
    """A kanji word the dictionary reads as common nouns only, after a prefix or not (女|主人, 女|地主, 郡|視学), that
    the text never calls with any honorific (a surname the dictionary splits is called so somewhere)."""
    words = tokens(form)
    nouns = form[len(words[0].surface):] if words and words[0].pos[0] == "接頭辞" else form
    # (a compound ending in a calling is addressed with さん or 様 as a role is, 測量技師さん: only a personal one names)
    honorific = _PERSONAL if words and calling(words[-1].surface) else _ANY_HONORIFIC
    return len(words) >= 2 and bool(_KANJI.fullmatch(form)) and bool(nouns) and common_nouns(nouns) \
        and not re.search(re.escape(form) + honorific, whole)


def unnamed(forms: Iterable[str], whole: str, naming: Collection[str], persons: Collection[str] = ()) -> list[str]:
    """The forms that are one common noun of the dictionary, or a compound of them said of a person (`persons`: the
    forms whose uses speak for a person more than a place), and that nothing in the text makes a name. `naming`:
    the forms a statement names (a roster's nickname) or ties to their one holder (盲人のピュー: the calling is his
    alias, statements.held)."""
    return [f for f in forms if f not in naming and f not in JA_TITLES and f not in JA_ADDRESS and _WORD.fullmatch(f)
            and not _BEAST_END.search(f) and (one_common_noun(f) or f in persons and compound(f, whole))
            and not name_reading(f) and not named_so(f, whole)]


def called(form: str, whole: str) -> int:
    """The uses of the form as a vocative in speech: opening a quote before 、！？ (「にんじん、…」) or closing a clause
    after 、 (「…、にんじん」, 「…、にんじん、…」)."""
    word = re.escape(form)
    return len(re.findall(rf"「{word}[、！？!?]|、{word}(?=[、！？!?」])", whole))


def nickname(form: str, subjects: int, whole: str) -> bool:
    """A common noun for no kind of person, the subject of speech NICKNAME_SUBJECTS times (にんじんは答える) and
    addressed NICKNAME_CALLED times (「にんじん、…」): a name."""
    return subjects >= NICKNAME_SUBJECTS and bool(_WORD.fullmatch(form)) and form[:1] not in "おご御" \
        and not calling(form) and not is_person_word(form) and not is_address(form) \
        and called(form, whole) >= NICKNAME_CALLED
