"""Japanese sentences that say what a named person is (describe.py reads a sentence with kana here): the
strength scale is describe.py's.

3, a noun for it:
- a copula ending in a noun for a person: 「校長は薄髯のある、色の黒い、目の大きな狸のような男である」,
  「おれは江戸っ子だ」, 「勘太郎は無論弱虫である」 (another noun, 例外である, is strength 2; a word of quality,
  平気でした, 1: quality_only);
- an introduction: 「英語の教師に古賀とか云う大変顔色の悪るい男が居た」, 「数学の教師に堀田というのが居た」,
  「この清と云う下女」, 「港屋とか云う宿屋へ」 (not 「広田という家」: a house by name), 「萩野と云って老人夫婦ぎりで
  暮らしているものがある」, and the topic of 「延岡と云えば…山の中だ」;
- a naming statement: 「吉川君というのは画学の教師で例の野だいこの事だ」, 「「二十面相」というのは、…ふしぎな盗賊のあだ名です」;
- one pointed at and introduced by name, the surname before it or not, and what follows: 「この男は佐々木与次郎といって、
  専門学校を卒業して…」 (the given name its subject, `_POINTED_SURNAME`); a relation whose other end is named, then the
  name: 「野々宮君の妹で、よし子という女である」;
- a roster's role: 「校長は狸、教頭は赤シャツ…」 says 狸 is the principal;
- a role, a kin or a tie in apposition (not one a pronoun holds, 「彼の妻のX」, 「自分の兄のX」: whose, it says not):
  「実業界の大立者、羽柴壮太郎氏」, 「学者のアラムハラド」, 「父のクルウ大尉」 (its topic named before), 「老人の甥の久一」 (a kin
  word says whose: not 「兄の寿平次だ」, ja/apposed.py), 「馬子の源兵衛」, 「本陣の当主吉左衛門」, a son or
  a daughter by rank and the full name after the one read: 「子息のピータア・クラチットが」, 「二番目娘のベリンダ・クラチット」;
- a relative clause of being before the name: 「婦人小間物商のつまらない奉公人であったマーサは」, 「老嬢であるバティスティーヌ嬢」
  (not before の: 「本書の作者の曾祖伯父であるプトレマイスの司教ユーゴー」 is of the bishop);
- who one is, said outright (spoken): 「はい、那古井の源兵衛で御座んす」, its name the subject (identified);
- through a pronoun, the sentence before having the name as its subject: 「…。彼女は…婦人でした」 (PRONOUN);
- one told of by a noun pointed back at and named after it: 「あの寂しそうな小娘は、…。」…「名前はベッキイでした。」
  (naming, pointed: describe.named joins the two);
2, a relation or a role before the name: 「…の教師のX」, 「XのY」 of kin (赤シャツの弟);
1, a quality: 「Xは…」 ending in an adjective (らしい, 小さい, …な男); an action (「校長が呼びに来た」) is none.
The nouns include what a translated novel's people and beasts are (少年, 孤児, 親方, 犬: 「カピという名の犬」,
「犬のカピ」); a question (「…と云うのは何者かい」) and "such a one" (「そんな風な奴だった」) are at most a quality
(`weakened`), and a naming alone (「アローという名の男だ。」, 「私はXという者です。」) is a quality's strength: a role the
text writes with the name wins over it, and a self-introduction says who only with the sentence after it. A sentence
longer than a line is quoted by its clause that says who (`spans`: 「…医師のリヴジー先生…」), and a speaker's own name
read with the next sentence saying what they are (`introduces_self`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable
from ..scan import Found, SharedPattern
from .analyser import tokens
from .ranked import rank_kin_or_naming, subject_after, subject_before, title_or_house
from .apposed import ANCHORED_ROLE, APPOSED, KIN_WORD, ROLE_WORD as _ROLE_WORD, TIE_OF_ONE as _TIE_OF_ONE
from .lexicon import JA_FIRST_PERSON, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI
from .weakened import weakened  # noqa: F401 (describe.py reads `weakened`)

# (and a word for a person of an age written after a name the way a title is: 左門老人は, 小林少年は)
_HONORIFIC = "(?:" + "|".join(sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI + ("先輩", "老人", "少年", "少女", "青年"),
                                     key=len, reverse=True)) + ")?"
_NOUN_END = r"[\u4e00-\u9fff々\u30a1-\u30fcー]"
_BEING_END = r"[\u4e00-\u9fff々]*[者家士虫坊子人師生手員長主僧]"  # 弱虫, 江戸っ子, 文学士: what a person is  # a copula after kanji or katakana follows a noun (男である, 江戸っ子だ)
# (a children's book tells with の: 「…美術収集家だったのです」)
_COPULA = (r"(?:なりけり|なりき|なり|である|であった|であります|でした|です|だったのです|だったのでした|だった|だ|でございます|なのよ|なのです|なんです)"
           r"(?:そうだ|そうです|ろう)?(?=[。！？」]|$)")
_KIND_OF_ONE = (r"(?:少年|青年|老婆|婆|爺|孤児|児|嬢|王|姫|妃|妻|夫人|孫|甥|姪|叔父|叔母|伯父|伯母|祖父|祖母|従弟|従兄|従妹|従姉"
                r"|いとこ|親方|旦那|家来|召使|乳母|執事|水夫|農夫|漁夫|車夫|船頭|犬|猫|猿|鼠|小鳥|熊|狐|兎|山羊|羊"
                # …and a light novel's (幼馴染, 後輩, クラスメイト, メイド)
                rf"|{_TIE_OF_ONE})")
# 子 ends things too (調子, 様子, 椅子: 「美禰子は、なお冷やかな調子で、」 is a tone, no person)
_THING_KO = r"(?<![調様拍帽菓椅障扇格梯硝団冊利粒電原因種分骨面])"
_PERSON_NOUN = (rf"(?:男|女|人|者|人形|奴|方|教師|先生|主任|校長|教頭|婆さん|爺さん|娘|{_THING_KO}子|下女|女中|主人|亭主|女房|生徒|坊主"
                r"|芸者|医者|学士|士|執事|下男|手代|丁稚|番頭|家令|芸妓|兄|弟|姉|妹|母|父|息子|夫婦|老人|小僧|書生|紳士|美人|仲よし|仲良し|友達|友だち|係り?"
                # offices and callings (a translated novel's bishop, priest, soldier, innkeeper)
                r"|司教|司祭|牧師|神父|僧正|和尚|巡査|兵士|兵隊|軍人|役人|商人|職人|百姓|漁師|猟師|囚人|懲役人"
                # what a translated novel's people and beasts are (a boy, a foundling, a showman's dog and monkey)
                rf"|{_KIND_OF_ONE}"
                # a loanword for one who plies an art or holds a creed (ヴァイオリニスト, ジャーナリスト, エゴイスト; not
                # キリスト, リスト: a list)
                r"|[\u30a1-\u30fa\u30fc]{2,}(?:ニスト|リスト|イスト|チスト))")
_PLACE_NOUN = r"(?:宿屋|旅館|宿|店|寺|町|村|家|屋敷|学校|温泉場|温泉宿|温泉|港|都|川|山|島|料理屋|茶屋|質屋|蕎麦屋|団子屋|国|所)"
# what a place is introduced as (not 家 alone: 「広田という家にいる」 is a household, what its head is it says not;
# 作家, 画家 are callings)
_PLACE_INTRODUCED = _PLACE_NOUN.replace("|家|", "|(?<=[\u4e00-\u9fff々])家|")
# what a place is said to be with a copula (not 所, 行く所だ, nor 家: おれの家だ)
_PLACE_BEING = r"(?:宿屋|旅館|宿|店|寺|町|村|屋敷|学校|温泉場|温泉宿|温泉|川|山|島|国|港|都|城下|田舎)"
_KIN = r"(?:お嬢さん|嬢さん|弟|兄|妹|姉|母|父|息子|娘|女房|細君|奥さん|友達|親類|甥|姪|叔父|叔母|家|お袋|おっかさん)"


_FORENAME = r"(?:[\u30a1-\u30fcー]+・)?"  # 「山猫博士のボーガント・デストゥパーゴ」: the forename before the name
# the rest of the full name after the one read, and a title: 「子息のピータア・クラチットが」 of ピータア, 「老嬢である
# バティスティーヌ嬢」 (a translated novel writes the forename first; a name written family name first, 「妹のペンネンネンネン
# ネン・マミミ」, would give the family name alone the sister's role: none of the books has it as an entry)
# …or a word for a kind of person written solid after it (「祖父ジャン・ミシェル老人の赤ら顔」: shapes.person_tail)
_SURNAME = r"(?:・[\u30a1-\u30fcー]+)?(?:嬢|夫人|婦人|女史|氏|君|殿|卿|大尉|老人|少年|少女|青年)?"
_TITLE = _SURNAME[len(r"(?:・[\u30a1-\u30fcー]+)?"):]  # …the title alone (ジョー of ジョー・ミラー（註、…の著者）: another man)
# a relative clause of being before the name: 「婦人小間物商のつまらない奉公人であったマーサは」, 「今日の御馳走の寄附者である
# スクルージさんよ」 (not before の: 「…曾祖伯父であるプトレマイスの司教」 is of the bishop)
_BEING_BEFORE = r"(?:であった|である)"
# …joined by の, or written right before a katakana name (「テーモ氏の農夫ファゼーロ」)
_ROLE_ENDS = re.compile(f"{_ROLE_WORD}の{_FORENAME}$")
_BEING_ENDS = re.compile(f"(?:{_PERSON_NOUN}|{_BEING_END}){_BEING_BEFORE}{_FORENAME}$")  # 「…奉公人であった|マーサは」
_ROLE_RIGHT_BEFORE = re.compile(f"{_ROLE_WORD}$")
_ANCHORED_ROLE_ENDS = re.compile(f"{ANCHORED_ROLE}$")  # 「本陣の当主|吉左衛門と」
# a copula's noun continued by で (「アメリア嬢は肥っちょの背の低い婦人で、姉をひどく怖がっていました」), not 一人で (alone)
# or given as a reason (「ジャネットは長女でしたので、弟や妹が…」)
_CONTINUED = (r"(?<![一二三四五六七八九十何幾数独]人)(?:で、|にて、|であって|であり、|でしたが、|だったが、|ですが、"
              r"|(?:でした|だった|です|な)(?:ので|から)、)")
# 「…。彼女は…婦人でした」: a pronoun opening the next sentence, read as the subject before it (describe.py)
PRONOUN = re.compile(r"^\s*(?:彼女|彼)(?=は|も)")
_HIS = r"(?:氏|君|殿|卿|閣下|大尉|伯爵|男爵|子爵|公爵|侯爵|旦那|爺さん|親方)"  # titles a man's name takes
_HERS = r"(?:嬢|夫人|婦人|女史|奥さん|奥様|婆さん|お上さん)"  # …and a woman's


def fits(sentence: str, name: str, pronoun: str) -> bool:
    """The pronoun may stand for `name` as the sentence writes it: not 彼女 for 「ミリエル氏」, nor 彼 for 「…嬢」, nor
    彼 for the narrator's 私 (「私は…見たことがなかった。彼は…」: another man)."""
    if name in JA_FIRST_PERSON:
        return False
    title = _HERS if pronoun.strip().startswith("彼女") else _HIS
    other = _HIS if title == _HERS else _HERS
    return not re.search(rf"{re.escape(name)}{other}", sentence)


# 「名前はベッキイでした」, 「彼の名はラム・ダスというのだそうでした」: a sentence that only gives the name of one the
# sentences before told of (describe.named)
_NAME_IS = r"(?:(?:その|この|あの|彼の|彼女の|その子の|娘の|男の)?(?:名前|名)は)"
_GIVEN = r"(?:でした|です|だった|だ|である|であった|という|といい|といっ|と云う|と云い|と云っ|と言う|と言い|と言っ)"
# the one told of, pointed back at as the topic: 「あの寂しそうな小娘は、…追い使われているのでした」
_POINTED_AT = rf"^[\s　――]*(?:あの|その|この)[^。！？「」、はが]{{0,16}}?{_PERSON_NOUN}(?:は|が)"
_POINTED = re.compile(_POINTED_AT)
_NAMING = re.compile(rf"^[\s　]*{_NAME_IS}([^。！？「」]+)")
NAMED_BACK = 12  # sentences before a naming looked through for the one it names
# an utterance that only says who one is, by a home, a house or a role: 「はい、那古井の源兵衛で御座んす」 (草枕: who the
# man passing is), 「わたくしは…の…でございます」 (one's own): nothing but yes, a speaker's
# own pronoun, the "of" phrase, the name and a copula; it opens a quotation or the sentence
_IDENTIFIED_BEFORE = re.compile(r"(?:^|「)[\s　]*(?:(?:はい|ええ|へえ|へい|はあ|ああ|いえ)[、。]?)?"
                                r"(?:(?:わたし|わたくし|あたし|あっし|わし|私|拙者|手前)は)?"
                                rf"(?!{KIN_WORD}の)[\u4e00-\u9fff々\u30a1-\u30fcー]{{1,6}}の$")  # not 「兄の寿平次だ」: whose?
_IDENTIFIED_AFTER = (r"(?:で御座んす|でござんす|で御座います|でございます|で御座ります|でござります|でがす|です|だよ|だ)"
                     r"[よね]?[。！」]*\s*$")

# a noun phrase telling of someone not yet named, what a reader meets a stranger as (若い男, 小娘): not 男 or 女 alone
_DESCRIBING = (r"(?:(?:若い|年若な|年寄りの|年取った|年とった|背の高い|背の低い|小柄な|大柄な|色の白い|色の黒い)(?:男|女)"
               r"|青年|少年|少女|小娘|婦人|紳士|老婆)")
_DESCRIBING_WORD = re.compile(_DESCRIBING)
# what a naming alone ends in, a noun for anyone and the copula closing the sentence (「アローという名の男だ。」,
# 「私はジャン・ヴァルジャンという者です。」): it gives the name, not what its bearer is (a beast's word says a kind:
# 「カピという名の犬だ」)
_NAMED_ONLY = rf"(?:名の)?(?:男|女|人|者|もの|方|奴|やつ){_COPULA}"
# a translator's note after a name: 「ベンボー提督屋（註二）」という宿屋
_NOTE = r"(?:（註[^）]{1,6}）)?"
# a gloss after a name ending in a noun for a person (被告の弁護人, …の著者): a pronoun's tie (彼の同僚弁護士) says not whose
_GLOSS = (rf"（(?:註、)?(?!(?:彼|彼女|かの女|自分)の)[^（）。]{{0,30}}?(?:{_PERSON_NOUN}|{_BEING_END})。?）")
LONG_SUMMARY = 90  # characters past which a summary reads as a passage, not a line


def _texts(n: str, katakana_next: str, start: str) -> tuple[tuple[int, str], ...]:
    """(strength, pattern text) for the name written `n` (escaped, or a back-reference) and its honorific;
    `katakana_next`, what lets a role stand right before the name (a katakana name's); `start`, what matches
    at the sentence's start."""
    return (
        (3, (
            # (not past another topic: 「ゴーシュはどきっとしましたが…こんどは別の人でした」 is of こんど)
            rf"(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}(?:は|も)[^。！？「」は]{{0,70}}?(?:{_PERSON_NOUN}|{_BEING_END}){_COPULA}"
            rf"|(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}(?:は|も)[^。！？「」は]{{0,40}}?{_PERSON_NOUN}{_CONTINUED}"
            rf"|{APPOSED}(?:の{_FORENAME}|{katakana_next}){n}{_SURNAME}(?![\u4e00-\u9fff\u30a1-\u30fcー・])"
            rf"|{ANCHORED_ROLE}{n}{_SURNAME}(?![\u4e00-\u9fff\u30a1-\u30fcー・])"
            rf"|(?<![^。！？「」、\n])[^。！？「」、\n]{{0,40}}?(?:{_PERSON_NOUN}|{_BEING_END}){_BEING_BEFORE}{_FORENAME}{n}{_SURNAME}"
            rf"(?![\u4e00-\u9fff\u30a1-\u30fcー・の])"
            # one named by a bare noun as the topic, and what the sentence says the one is (before the naming alone, so
            # a clause is cut after it): 「陣場と云う男は…関西電車の電力課長であると云うから」
            rf"|{n}{_TOLD_AS}"
            rf"|(?:(?<=[「『]){n}{_NOTE}[」』]|{n})(?:という|と云う|とか云う|とかいう|って)(?!{_NAMED_ONLY})(?:のが|[^。！？「」]{{0,24}}?(?:{_PERSON_NOUN}|{_PLACE_INTRODUCED})"
            rf"(?:が|で|は|に|を|へ|だ|である|の))"
            # a speaker's own name, then what the speaker is (introduces_self): 「私はXという者です。私は懲役人です。」
            rf"|{n}(?:という|と云う|と言う|と申す|って)(?:者|もの){_COPULA}[。！]?{_SELF}(?:は|も)[^。！？「」は]{{0,30}}?"
            rf"(?:{_PERSON_NOUN}|{_BEING_END}){_COPULA}"
            # (the noun ending the predicate: not 子 of 「…の、幸子たちが行きつけの美容院の女主人なのである」)
            rf"|{n}(?:というのは|と云うのは|ってのは)[^。！？「」]{{1,50}}?(?:の事|のこと|{_PERSON_NOUN})(?=(?:なの)?(?:で|だ)|…?$)"
            rf"|{n}(?:というのは|と云うのは|ってのは)[^。！？「」]{{1,40}}?(?:の事|のこと|{_PERSON_NOUN})"  # (else the first noun)
            # the nickname of one told by a noun: 「「二十面相」というのは、…ふしぎな盗賊のあだ名です」
            rf"|(?:(?<=[「『]){n}[」』]|{n})(?:というのは|と云うのは|ってのは)[^。！？「」]{{1,40}}?{_NOUN_END}の"
            rf"(?:あだ名|あだな|渾名|綽名|異名|呼び名){_COPULA}"
            # a calling in apposition before the name, set off by 、: 「これは、実業界の大立者、羽柴壮太郎氏の邸宅です」
            rf"|(?<=の){_APPOSED_CALLING}、{n}{_SURNAME}(?![\u4e00-\u9fff\u30a1-\u30fcー・])"
            # one pointed at and introduced by name, and what follows: 「この男は佐々木与次郎といって、専門学校を卒業して…」
            # (the surname may stand before the name read)
            rf"|(?:{start}|[、「])(?:この|その|あの){_PERSON_NOUN}は(?:[\u4e00-\u9fff々]{{1,3}})?{n}"
            rf"(?:といって|と云って|と言って)、[^。！？「」]{{4,}}"
            # a relation whose other end is named, then the name: 「野々宮君の妹で、よし子という女である」
            rf"|(?<=[\u4e00-\u9fff々\u30a1-\u30fcー]){_HONORIFIC}の(?:{_KIN}|{_KIND_OF_ONE})で、{n}(?:という|と云う|とかいう)"
            rf"(?:{_PERSON_NOUN}){_COPULA}"
            # one introduced as there being such a one: 「この裏町に萩野と云って老人夫婦ぎりで暮らしているものがある」
            rf"|{n}(?:と云って|といって|と言って)[^。！？「」]{{0,30}}?(?:もの|者|人|家|の)が(?:ある|あった|あり|いる|いた|居る|居た|い)"
            # the topic "speaking of X": 「延岡と云えば山の中も山の中も大変な山の中だ」
            rf"|{n}(?:と云えば|といえば|と言えば)[^。！？「」]{{1,40}}?{_NOUN_END}{_COPULA}"
            rf"|(?:{start}|[、「])[\u4e00-\u9fff]{{1,4}}(?:の[\u4e00-\u9fff]{{1,4}})?は{n}(?=、[^、。]{{1,8}}は[^、。]{{1,8}}、)"
            # one told of and then named (describe.named: 「あの寂しそうな小娘は、…のでした。…名前はベッキイでした」)
            rf"|{start}{_POINTED_AT[1:]}[^「」]*?[。！？]…?{_NAME_IS}{n}{_GIVEN}"
            # a place said to be one: 「延岡は山の中の町だ」
            rf"|(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}(?:は|も)[^。！？「」は]{{0,40}}?{_PLACE_BEING}{_COPULA}"
            # a place told as what another is: 「今宵の宿は那古井の温泉場だ」 (the lodging is a hot spring of 那古井)
            rf"|は{n}の{_PLACE_NOUN}{_COPULA}"
            # one told of by a describing noun, the name glossed after it (told_by_noun): 「若い男（久一）はこの老人の甥と見える」
            rf"|{_DESCRIBING}（{n}）(?:(?:は|も)[^。！？「」は]{{0,40}}?{_PERSON_NOUN}(?:{_COPULA}|と見え(?:る|た))|{_COPULA})"
            # a gloss in brackets right after the name saying what one is, not whose through a pronoun:
            # 「ストライヴァー氏（被告の弁護人）」, a translator's 「ジョー・ミラー（註、「…滑稽集」の著者。）」
            rf"|{n}{_TITLE}{_GLOSS}"
            # who one is, said outright: 「はい、那古井の源兵衛で御座んす」 (identified)
            rf"|(?:{start}|{_IDENTIFIED_BEFORE.pattern[len('(?:^|'):-1]}{n}{_IDENTIFIED_AFTER}"
            + rank_kin_or_naming(n, _PERSON_NOUN, _BEING_END, _COPULA))),  # a rank before the name, a classical naming (ja/ranked.py)
        (2, (
            # a copula after another noun: 「但し狸と赤シャツは例外である」 places him, says not what he is
            # (nor past another topic: 「ゴーシュは…こんどは別の人でした」)
            rf"(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}(?:は|も)[^。！？「」は]{{1,70}}?{_NOUN_END}{_COPULA}"
            rf"|(?:教師|先生|主任|校長|教頭|主人|亭主|女房|下女|生徒|芸者|医者)(?:の|で)[^。！？「」、]{{0,6}}{n}"
            rf"|{n}の{_KIN}" + title_or_house(n))),
        # a quality: the predicate is an adjective (「赤シャツは声が気に食わない」 no: a verb's negation counts too)
        (1, (rf"(?<![\u4e00-\u9fff\u30a1-\u30fa\u30fc]){n}(?:は|も)[^。！？「」]{{1,40}}?"
             rf"(?:しい|らしい|さい|きい|かい|るい|い奴|な男|な女|な人|ようだ|ような男)(?=[。！？」]|$)"
             # a naming alone: 「アローという名の男だ」, 「私はXという者です」 (a name, and only that it is someone's)
             rf"|{n}(?:という|と云う|とか云う|とかいう|って){_NAMED_ONLY}")),
    )


# The patterns are compiled once for every name, as Chinese's are (zh/describe._shared): the name is written before
# the sentence on a line of its own and matched by back-reference, so no name pays for compiling their character
# classes again (a third of a Japanese book's analyze); a sentence's start is the line's. A sentence holding a line
# break reads through the name's own patterns, where only the sentence's first line starts it.
_HEAD = r"\A(?P<name>[^\n]*)\n(?s:.*?)"


@lru_cache(maxsize=2)
def _shared(katakana: bool) -> tuple[tuple[int, re.Pattern[str]], ...]:
    return tuple((strength, re.compile(f"{_HEAD}(?P<found>{text})"))
                 for strength, text in _texts(f"(?P=name){_HONORIFIC}", "" if katakana else "(?!)", r"(?<=\n)"))


def _katakana(name: str) -> bool:
    return bool(re.match("[\u30a1-\u30fa]", name))  # a role may stand right before a katakana name


@lru_cache(maxsize=8192)
def own_patterns(name: str) -> tuple[tuple[int, re.Pattern[str]], ...]:
    """The patterns compiled for `name` alone: what the shared ones must find, and how a sentence with a line break
    is read."""
    return tuple((strength, re.compile(text))
                 for strength, text in _texts(re.escape(name) + _HONORIFIC, "" if _katakana(name) else "(?!)", "^"))


class _NamePattern(SharedPattern):
    """A shared pattern that reads a sentence with a line break through the name's own (the shared one's head is
    a line of its own)."""
    __slots__ = ("_name", "_k")

    def __init__(self, name: str, pattern: re.Pattern[str], k: int):
        super().__init__(name, pattern)
        self._name, self._k = name, k

    def search(self, sentence: str) -> Found | re.Match[str] | None:
        if "\n" in sentence:
            return own_patterns(self._name)[self._k][1].search(sentence)
        return super().search(sentence)


@lru_cache(maxsize=8192)
def patterns(name: str) -> tuple[tuple[int, _NamePattern, None], ...]:
    """(strength, pattern, guard): none has a guard."""
    return tuple((strength, _NamePattern(name, pattern, k), None)
                 for k, (strength, pattern) in enumerate(_shared(_katakana(name))))


_BACK_AT = re.compile("(?:その|あの|この)(?:[\u30a1-\u30fcー]+・)?$")
_BARE = re.compile("(?:という|と云う|とか云う|とかいう|って)(?:男|女|人|者|もの|奴|の)")


def spans(sentence: str, forms: Iterable[str]) -> list[tuple[int, int]]:
    """Where a long sentence about something else says who its subject is (describe.excerpt tries them in order,
    keeping the first that still describes it as fully): the clause the name's own pattern reads, from a role
    before it to its copula or introduced noun (「…大地主のトゥリローニーさん…」, 「…医師のリヴジー先生…」,
    「…シルヴァーは財産家です。」). None for a sentence a reader takes as a line (LONG_SUMMARY or shorter)."""
    if len(sentence) <= LONG_SUMMARY or "\n" in sentence:
        return []
    out: list[tuple[int, int]] = []
    for form in sorted({f for f in forms if f}, key=len, reverse=True):
        for _, pattern in own_patterns(form)[:2]:  # (a noun for it, a relation: not a quality)
            for found in pattern.finditer(sentence):
                start, end = found.start(), found.end()
                if re.match("[\u30a1-\u30fcー・]", sentence[start - 1:start]) \
                        or _BACK_AT.search(sentence, 0, start) and _BARE.search(sentence, start, end):
                    continue  # a part of a longer name; 「そのジャン・ヴァルジャンという男は…」: one met before, no introduction
                start -= sentence[start - 1:start] in "「『" and start > 0  # the quotation mark of a name set whole
                start -= _calling_before(sentence, start)  # 「…監視人のフランツという男を…」: the calling is who he is
                end += bool(re.match("[。！？]", sentence[end:end + 1]))
                # the noun without the particle the sentence goes on with where that still reads (…宿屋を…)
                ends = [end - 1, end] if re.search(f"{_NOUN_END}[がではにをへの]$", sentence[start:end]) else [end]
                out += [(start, e) for e in ends if form in sentence[start:e] and (start, e) not in out]
    return out


def _calling_before(sentence: str, start: int) -> int:
    """The length of a calling written with の right before a clause's name (ja/roles.calling_before), else 0."""
    from .roles import calling_before  # (roles.py reads the gazetteer: only when a long sentence is cut)
    return calling_before(sentence, start)


# a naming with a bare noun for anyone, the sentence going on with a particle: 「浜田と云う男が彼方此方へ…」 names one and
# says only that he is someone (what `aside` weighs)
_BARE_NOUN = r"(?:という|と云う|とか云う|とかいう|って)(?:男|女|人|者|奴|やつ|もの)"
# …as the topic, the sentence saying with a noun what the one is, told or reported (…課長であると云う, …であったそうだ;
# no other noun's topic on the way, やはり's は is none, nor a clause: 「…は来なかったが、浜田が医者だ」 is 浜田's)
_TOLD_AS = (rf"{_BARE_NOUN}は(?:[^。！？「」は、]|(?<![\u4e00-\u9fff々\u30a1-\u30fcー])は){{0,70}}?(?:{_PERSON_NOUN}|{_BEING_END})(?:である|であった|だった|だ|です|でした)"
            r"(?=[。！？」、…]|と|そう|$)")


def aside(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says what one of `names` is only by a bare noun it is introduced with (「浜田と云う男が…」,
    「神山東洋という人が…」): a line about the subject, not a full description, so a calling the text states anywhere
    in the book (ja/roles.py: 「浜田と云う、慶応義塾の学生」) is the card's over it, and a fuller sentence still
    competes. Not where a noun with の stands before the name (「監視人のフランツという男」, 「一馬の親父の歌川多門という
    人は」: who he is), nor where the sentence says more of it without the naming (「…という男は…の学生である」)."""
    for name in (n for n in names if n):
        # (a case particle after the noun: not 女の児, a girl, nor 女である, a copula, nor 男は, the topic the sentence
        # goes on to tell of: 「この寒月という男はやはり主人の旧門下生であったそうだが」)
        # (…or の, 「瀬越と云う人の評判」, not 女の児; or は where the sentence says not what the one is: `_TOLD_AS`)
        for m in re.finditer(rf"{re.escape(name)}{_HONORIFIC}?({_BARE_NOUN})(?=[がをにとへ]|の(?![児子])|は)", sentence):
            if sentence[m.end():m.end() + 1] == "は" and re.match(_TOLD_AS, sentence[m.start(1):]):
                return False
            # (not 例の, その, nor a word of time, いつぞやの: one met before, no who)
            if re.search("(?<!例)(?<=[\u4e00-\u9fff々\u30a1-\u30fcー])の$", sentence[:m.start()]):
                return False  # 「一馬の親父の歌川多門という人は」, 「監視人のフランツという男」: who, before the name
            rest = sentence[:m.start(1)] + sentence[m.end(1):]
            if own_patterns(name)[0][1].search(rest):
                return False
            return True
    return False


OPENER = re.compile("")  # the subject stands anywhere: a particle marks it, not its place
_TOPIC = re.compile(rf"^{_HONORIFIC}(?:は|が|も|という|と云う|とか云う|とかいう|って|というのは|と云うのは|と云って|といって"
                    r"|と言って|と云えば|といえば|と言えば)")


# what the apposition names, a calling of two kanji or more after の (実業界の大立者, 町の医者; not の家, a house)
_APPOSED_CALLING = r"[\u4e00-\u9fff々]{1,3}[者家長主師士]"
_APPOSED_BEFORE = re.compile(rf"の{_APPOSED_CALLING}、$")
# the surname before a given name one pointed at is introduced by: 「この男は佐々木与次郎といって、…」
_POINTED_SURNAME = re.compile(rf"(?:この|その|あの){_PERSON_NOUN}は[\u4e00-\u9fff々]{{1,3}}$")
_INTRODUCING = re.compile(rf"^{_HONORIFIC}(?:といって|と云って|と言って)、")


def subject_at(sentence: str, at: int, name: str, start: int) -> bool:
    """`name`, written at `at`, is the sentence's subject: marked as its topic or subject (Xは, Xが, Xも),
    introduced (Xという…, Xとか云う…), or a roster's nickname (校長は狸、); never a name before の (赤シャツの弟)."""
    after = sentence[at + len(name):]
    before = sentence[:at]
    if before.endswith(("「", "『")):  # 「ベンボー提督屋（註二）」という宿屋: the name set whole in quotation marks
        after = re.sub(rf"^{_NOTE}[」』]", "", after)
    inside_word = before[-1:] and re.match(r"[\u4e00-\u9fff\u30a1-\u30fc]", before[-1]) \
        and re.match(r"[\u4e00-\u9fff]", name[0]) and not before.endswith("例") \
        and not _ANCHORED_ROLE_ENDS.search(before) \
        and not subject_before(before) \
        and not (_POINTED_SURNAME.search(before) and _INTRODUCING.match(after))  # この男は佐々木|与次郎といって
    return bool(not inside_word and (_TOPIC.match(after) or subject_before(before) or subject_after(after) or re.search(r"は$", before) and re.match(r"^[、。]", after)
                                     or re.search(rf"{_NAME_IS}$", before)  # 「名前はベッキイでした」: its name
                                     or _ROLE_ENDS.search(before) or _APPOSED_BEFORE.search(before) or _ANCHORED_ROLE_ENDS.search(before)
                                     or _BEING_ENDS.search(before) and not re.match(f"{_HONORIFIC}の", after)
                                     or identified(sentence, at, name) or _PLACE_TOLD.match(sentence, at + len(name))
                                     or re.search(f"{_DESCRIBING}（$", before) and after.startswith("）")
                                     or re.match(f"{_HONORIFIC}{_TITLE}{_GLOSS}", after)
                                     or re.match("[\u30a1-\u30fa]", name) and _ROLE_RIGHT_BEFORE.search(before)))


# 「今宵の宿は那古井の温泉場だ」: the place the copula's predicate says another is, the sentence's own
_PLACE_TOLD = re.compile(rf"の{_PLACE_NOUN}{_COPULA}")


def identified(sentence: str, at: int, name: str) -> bool:
    """The sentence, spoken, only says who `name` at `at` is: 「はい、那古井の源兵衛で御座んす」 names the one asked
    about (「あれは那古井の男かい」), its subject though no particle marks it."""
    return bool(_IDENTIFIED_BEFORE.search(sentence[:at])
                and re.match(f"{_HONORIFIC}{_IDENTIFIED_AFTER}", sentence[at + len(name):]))


# a speaker naming themselves (「私はジャン・ヴァルジャンという者です。」), then saying what they are (「私は懲役人です。」)
_SELF = r"(?:私|わたし|わたくし|僕|ぼく|おれ|俺|己|あたし|あっし|わし|拙者|手前)"
_SELF_NAMED = re.compile(rf"^[「『\s　]*{_SELF}は([^。！？「」]+?)(?:という|と云う|と言う|と申す|って)(?:者|もの)"
                         r"(?:です|でございます|で御座います|であります|だ)[。！]?[」』]?\s*$")
_SELF_SAYS = re.compile(rf"^[「\s　]*{_SELF}(?:は|も)[^。！？「」は]{{0,30}}?(?:{_PERSON_NOUN}|{_BEING_END}){_COPULA}[。！]?[」』]?\s*$")


def introduces_self(sentence: str, following: str, names: list[str]) -> bool:
    """The sentence is a speaker giving their own name and the next says what they are, one description:
    「私はジャン・ヴァルジャンという者です。私は懲役人です。」 (the first alone names him, and says nothing of him)."""
    given = _SELF_NAMED.match(sentence)
    return bool(given and _SELF_SAYS.match(following)
                and any(re.fullmatch(rf"{re.escape(n)}{_HONORIFIC}", given.group(1)) for n in names if n))


def about(sentence: str, names: list[str]) -> str | None:
    """The name a sentence is about without being its subject: 「Xの…のは…」, what X did made the topic
    (「セエラの『偉がらなかった』のは真実でした」), so a 「彼女は…」 after it is X."""
    for name in names:
        if re.match(rf"^[\s　]*{re.escape(name)}{_HONORIFIC}の[^。！？]*のは", sentence):
            return name
    return None


def naming(sentence: str, names: list[str]) -> str | None:
    """The one of `names` a sentence only names, the name its sentence is about: 「名前はベッキイでした」,
    「彼の名はラム・ダスというのだそうでした」; None for any other sentence."""
    given = _NAMING.match(sentence)
    return next((name for name in names if given and given.group(1).startswith(name)
                 and re.match(rf"{_HONORIFIC}{_GIVEN}", given.group(1)[len(name):])), None)


def pointed(sentence: str) -> bool:
    """The sentence tells of someone by a noun pointed back at as its topic (「あの寂しそうな小娘は、…」), the one a
    naming after it names."""
    return bool(_POINTED.match(sentence))


_COPULA_AT_END = re.compile(rf"{_NOUN_END}{_COPULA}")


def quality_only(sentence: str) -> bool:
    """The copula closing the sentence follows a word of quality the dictionary tags as one (形状詞, or a noun
    used so: 平気, 一生けん命, 無事): 「ベッキイは平気でした」 says how she was, not what she is."""
    found = None
    for found in _COPULA_AT_END.finditer(sentence):
        pass
    if found is None:
        return False
    words = [t for t in tokens(sentence[:found.start() + 1]) if t.surface.strip()]
    return bool(words) and (words[-1].pos[0] == "形状詞" or words[-1].pos[2:3] == ("形状詞可能",))


TOLD_BACK = 3  # narration sentences before a name's first use as a subject in which the noun it was told of stands
TOLD_MIN = 2  # uses of that noun in the narration before the name's: the stranger the scene told of
# what the noun is said to be, or introduced as: 「若い男はこの老人の甥と見える」, 「俗一人、二十四五の若い男である」
_TOLD_TIE = r"(?:は|も)[^。！？「」は]{0,40}?(?:" + _PERSON_NOUN + r")(?:" + _COPULA + r"|と見え(?:る|た))"


# a naming before the noun: the sentence tells whose the noun is (「甘糟と呼れたるは、…紳士なり」: 甘糟, no stranger)
_NAMES_ANOTHER = re.compile(r"と(?:呼ば?れ|[云言い]は?れ|[云言い][ふう])")


def told_by_noun(narration: list[str], names: list[str]) -> tuple[int, str] | None:
    """A stranger a chapter tells of by a noun (若い男) before naming: where the narration first makes one of `names`
    a subject (「久一君は、…」) right after sentences that tell of the noun (「余は隣りの若い男に硯を渡した」), the noun
    told of at least TOLD_MIN times before and the name never before in the narration, the chapter's sentence that
    says what the noun is — a tie (「若い男はこの老人の甥と見える」) over its introduction (「二十四五の若い男である」) —
    is the name's, shown with the name glossed: (index, 「若い男（久一）はこの老人の甥と見える。」); else None."""
    first = next(((i, name) for i, s in enumerate(narration) for name in names
                  if any(subject_at(s, at, name, 0) for at in _all_at(s, name))), None)
    if first is None:
        return None
    at, name = first
    if any(n in s for s in narration[:at] for n in names):
        return None
    nouns = [m.group() for s in narration[max(at - TOLD_BACK, 0):at] for m in _DESCRIBING_WORD.finditer(s)]
    if len(set(nouns)) != 1:
        return None  # none, or two strangers: which is named is not told
    noun = nouns[0]
    if sum(s.count(noun) for s in narration[:at]) < TOLD_MIN:
        return None
    tie = re.compile(rf"(?<![\u4e00-\u9fff々]){re.escape(noun)}{_TOLD_TIE}")
    intro = re.compile(rf"{re.escape(noun)}{_COPULA}")
    for pattern in (tie, intro):
        for i, s in enumerate(narration):
            if ((m := pattern.search(s)) and not any(n in s for n in names)
                    and not _NAMES_ANOTHER.search(s, 0, m.start())):
                end = m.start() + len(noun)
                return i, f"{s[:end]}（{name}）{s[end:]}"
    return None


def _all_at(sentence: str, name: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(name), sentence)]
