"""A person's calling said with a copula, anywhere in the book: 「浜田は慶応義塾の学生で、」, 「金田君は実業家である」, 「新蔵は家の小作人で、」,
「王仁は天下の流行作家であるし、」 (a list or a reason going on) — the subject (the sentence's topic, Xは or Xも, opening its clause) is
what the noun before the copula names (roles.py reads it through ja/roles.py's `stated` hook: the generated line says
it, 人物（慶応義塾の学生）, from the chapter that states it). The noun is a kind of person by a general test, not a list of the
words seen: Sudachi reads it as nouns (no pronoun, no manner, no adjective's stem: 利口者) and it ends in a closed class
of words for one who does or is something (者, 員, 師, 手, 家, 官, 長, 生 of a learner…; roles.calling). One noun before it
with の is kept, where it says which (慶応義塾の学生), not a demonstrative's (「その大将で」: a scene's role) nor a pronoun's. Not a
question, a negation or a likeness (the copula must close the clause or go on with で、: 「学生ではない」, 「学生ですか」, 「学生のようだ」 are
none), not a clause with a comma between the topic and the noun (「三四郎はまた、野々宮君の先生で」: the topic is not the noun's), not
a trait (悪者, 卑怯者: what one is like, not what one does), not kin (relations.py reads those with their holder), and not
a seeming (「あたかも老人である」). A calling the subject became is one too, a clause of when or how before it or not
(「木部は二十五という若い齢で、ある大新聞社の従軍記者になって」: `_BECAME`; not になりたい, になったら, nor 「証人となって」),
one it is as (「内田は熱心なキリスト教の伝道者として、」), and one it serves as, said before the name
(「キリスト教婦人同盟の会長をしている五十川女史」).
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from .analyser import tokens
from .lexicon import name_alternation

_SENTENCE = re.compile(r"[^。！？]+[。！？]?")
_HONORIFIC = r"(?:さん|さま|様|君|くん|氏|殿|夫人|嬢)?"
_COPULA = r"(?:である|であった|であります|でした|です|だった|だ|でございます)(?=[。！」』]|$)|で、|であって|であり、|として、" \
    r"|(?:である|だ)(?:し|から)(?=[、，]|$)"  # a reason or a list goes on: 「王仁は天下の流行作家であるし、」
# …or became it, a clause of when or how before it or not: 「木部は二十五という若い齢で、ある大新聞社の従軍記者になって」
# (not a wish, an if: になりたい, になったら; nor 「証人となって署名し」, a part in one scene; a た closes the clause:
# 「医者になった兄を頼りに」 is the brother's calling)
_BECAME = r"(?:[^。「」『』！？]{0,30}?、)?(?P<b>[^。、，「」『』！？（）はが]{2,24}?)になっ(?:て(?![もは])|た(?=[。、」』]|$))"
_OPENING = r"(?:^|(?<=[、「『\s　]))"
# what the noun ends in: a word for one who does or is something (者, 師, 員 …); 生 only of a learner or a teacher
# (学生, 書生, 門下生, 先生: not 一生, 人生, 誕生), 家 not of a house (実家, 農家: where, with で、, as often)
_PERSON_END = re.compile(r"(?:[者員師手家官長士将卿匠工婦夫僧医商兵嬢奴]|(?:学|書|先|塾|門|下|業|究|宿|級|年)生|人)$")
NOT_ROLES = frozenset("""相手 上手 下手 右手 左手 両手 片手 素手 若手 友人 他人 本人 当人 個人 主人 大人 恋人 家人 知人 隣人 人人
    夫婦 工夫 丈夫 大丈夫 自身 持主 読者 筆者 作者 両者 後者 前者 全員 人員 定員 満員 実家 生家 隣家 農家 人家 民家 商家 旧家
    本家 分家 良家 名家 一家 国家 成長 延長 特長 身長 悪者 卑怯者 臆病者 馬鹿者 愚か者 怠け者 正直者 人気者 乱暴者 変わり者
    変人 悪人 善人 凡人 狂人 病人 怪人 罪人 令嬢 愛嬢 同士 仲間 二人 一人 三人 主 人 美人 不美人 佳人 麗人 年生
    婦人 夫人 老人 成人 人物""".split())  # (婦人, 老人: a sex's or an age's word, what describe.py weighs, no calling)
# a part in one scene, not what one is (「同行者の三谷」, 「被害者の斎藤」): one who takes part in an event, a closed
# class every book shares (not a trial's 証人 nor a 容疑者: a standing the part keeps)
SCENE_ROLES = frozenset("""同行者 同伴者 同乗者 随行者 付添人 被害者 加害者 目撃者 訪問者 来訪者 来客 傍観者 見物人 依頼者 依頼人
    相談者 当事者 案内者 案内人 発見者 通行人 乗客 参加者 出席者 観客 聴衆 犠牲者 候補者 応募者 挑戦者 勝利者 勝者
    敗者 主催者 立会人 保証人 発言者 話者 質問者 相手方 落伍者 生存者 負傷者 死傷者 遭難者""".split())
_SEEMING = re.compile("あたかも|まるで|さながら|ような|ように|みたい|らしい|ごとき|如き")


def told(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, int]]:
    """(the form, the calling the copula says it is, paragraph) for each 「Xは…の学生で、」 of one of `forms`."""
    if not (names := name_alternation(forms)):
        return []
    # (the predicate opens no clause of another topic: 「珠緒さんは美人だが千草さんは…不美人で、」 is 千草's)
    said = re.compile(rf"{_OPENING}(?P<x>{names}){_HONORIFIC}(?:は|も)、?(?P<p>(?:(?!だが|けれど)[^。、，「」『』！？（）はが]){{2,24}}?)"
                      rf"(?:{_COPULA})")
    became = re.compile(rf"{_OPENING}(?P<x>{names}){_HONORIFIC}(?:は|も)、?{_BECAME}")
    # 「キリスト教婦人同盟の会長をしている五十川女史」: the calling one serves as, said before the name
    serving = re.compile(rf"(?:^|(?<=[、「『\s　]))(?P<s>[^。、，「」『』！？（）はがを]{{2,24}}?)を(?:している|していた|勤めている|勤める|務める)"
                         rf"(?P<x>{names})(?!の)")  # (not 「…副会長をしていた葉子の母」: the mother)
    out = []
    for i, text in enumerate(texts):
        for sentence in _SENTENCE.findall(text):
            for m in (*said.finditer(sentence), *became.finditer(sentence), *serving.finditer(sentence)):
                role = calling_said(m.groupdict().get("p") or m.groupdict().get("b") or m.group("s"))
                # (「ジョウは医者で、薬をもらった」: at the doctor's, a place, where で、 goes on)
                if role and m.group().endswith("で、") and role.endswith("医者"):
                    continue
                if role and not m.group("x").endswith(role):
                    out.append((m.group("x"), role, i))
    return out


def calling_said(predicate: str) -> str | None:
    """The calling a copula's noun phrase names, with one noun before it by の where it says which (慶応義塾の学生), or
    None where its last noun is no kind of person (a trait, kin, a place, a count) or the phrase is a seeming."""
    if _SEEMING.search(predicate):
        return None
    parts = list(tokens(predicate))
    if not parts or parts[-1].pos[0] not in ("名詞", "接尾辞"):
        return None
    k = len(parts)
    while k > 0 and parts[k - 1].pos[0] in ("名詞", "接尾辞", "接頭辞") and parts[k - 1].pos[1] != "数詞":
        k -= 1
    head = parts[k:]
    noun = "".join(t.surface for t in head)
    if len(noun) < 2 or noun in NOT_ROLES or noun in SCENE_ROLES or not _PERSON_END.search(noun) or not re.fullmatch(r"[\u4e00-\u9fff々]+", noun) \
            or any(t.pos[2] == "副詞可能" or t.pos[1] in ("固有名詞", "数詞") for t in head) or _kin(noun):
        return None
    # one noun before it by の, where it says which (慶応義塾の学生, 舞踊の教師): not a pronoun's, a demonstrative's
    if k >= 2 and parts[k - 1].surface == "の":
        j = k - 1
        while j > 0 and parts[j - 1].pos[0] in ("名詞", "接頭辞", "接尾辞") and parts[j - 1].pos[1] != "代名詞" \
                and parts[j - 1].pos[2] != "副詞可能":  # (唯一の, 今日の: how or when, not which)
            j -= 1
        which = "".join(t.surface for t in parts[j:k - 1])
        if len(which) >= 2 and (j == 0 or parts[j - 1].pos[0] != "連体詞") and j < k - 1:
            return f"{which}の{noun}"
    if k >= 1 and parts[k - 1].pos[0] == "連体詞":  # 「その大将」: a scene's role
        return None
    return noun


def _kin(noun: str) -> bool:
    """A kin word (義兄, 継母, 息子): relations.py reads it with its holder; not 夫 (農夫, 水夫: callings)."""
    return noun.endswith(("父", "母", "兄", "弟", "姉", "妹", "娘", "息子", "妻", "甥", "姪", "孫", "祖", "嫁", "婿"))
