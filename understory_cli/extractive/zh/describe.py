"""Chinese sentences that say what a named thing is (describe.py reads a sentence with Han characters and
no kana here): 是/乃/名唤/唤做/姓…名/人氏/是也 statements (那猴乃是石卵化生; 姓宋，名江; 原来是…师父，叫做打虎将李忠),
a speaker's own "X道：“我乃…”", "X者，…也", a role in apposition (副牌军周谨), a tie and its name (她的儿子叫保罗), a
gloss in brackets (“拿破仑”（那只小白胖狗。）); never a bare 是 before a state or a mood (马老先生是一脑门子官司); the
strength scale is describe.py's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..scan import SharedPattern
from .lexicon import (ZH_ASKING, ZH_HONORIFIC_AFTER, ZH_KINSHIP, ZH_MODERN_CALLINGS, ZH_MODERN_OFFICES, ZH_OFFICES,
                      ZH_PLACE_SUFFIXES, ZH_SURNAMES)
from .identifying import (ADOPTED_KIN, ADOPTED_RENAMED, AGENT_ROLE, DESCRIBED_ONE, DESCRIBED_ONE_ENDS, FAMILY, KIN_ORDER,
                          IDENTIFIED, KIN_TIES, NOT_LIKENED, THIS_IS, THIS_IS_ENDS)
from .script import to_simplified
from .place_named import PLACE_CALLED, PLACE_CALLED_ENDS, apposed_pattern, guarded, place_apposed, young_or_old_of
from .guards import fits, guessed, weakened  # noqa: F401 (describe.py's hooks: a question, a guess, another's pronoun)
from .copula_next import NOUN_NEXT as _NOUN_NEXT, STATE_NEXT as _STATE_NEXT
from .clause_subject import PAIRED, PAIRED_ENDS, TAKEN_POST, clause_subject
from .named_one import LATER_CLAUSE, PERSON_END, names_one

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LONG_SUMMARY = 90  # characters past which a summary reads as a passage, not a line
# sentences of one speech past which it narrates (冷子兴's account of the family: 名唤X, 长名X, 生了…), where the
# introductions it gives say who as the narration's do; a shorter quotation is a line of dialogue, a speaker's view
ACCOUNT = 4

# 是 inside a conjunction or adverb is no copula (于是, 只是, 但是 …), nor negated (非是高俅夸口)
_NOT_COPULA = "于只但若可还或凡倒总真硬要不就便也却正非"
# 乃 as "then", before a verb of speech, a command or a motion (贾母乃启：“…”, 乃命…, 馬克乃迴眸向老翁語: the
# Traditional ones too, a sentence with none of _TRADITIONAL is read as written): no copula
_THEN = "言说道曰问答云以启禀奏叹笑命令语語告呼谓謂回迴起入往坐返取拜辞辭复復始至"
# …and before any verb with a person as its object (馬克乃許予去栓, 馬克乃雙挽餘手; 时迁便乃敲他房门, 二乃免他老母倚门之望,
# 那僧乃指着他大笑; 馬克乃遣客屛居, sent her guests away, not 乃遣云宫, a palace): a copula is followed by a noun, never by a verb and then 我/你/他
_NOT_THEN = f"乃(?![{_THEN}]|遣[人客使将兵仆婢媪侍]|[^是为為系係，,。：“”「」]{{1,2}}[我你您他她吾汝予余餘尔爾])"
_NAMING = ("名唤|名叫|叫做|叫作|唤做|唤作|唤为|名为|名字叫|法名|乳名|小名|学名|道号|表字|绰号|浑名|诨名|外号|人称|人都称|号为|号曰|称为"
           "|封为|封做|自号|号叫|别号|别字|字叫")  # (号叫云生, 别字幼惲: a courtesy name given)
_NICKNAMED = "人称|人都称|人都叫|绰号|浑名|诨名|混名|外号"  # what people call someone, before the nickname and the name
# a nickname or a title given, which says what someone is in the speech too: 绰号船火儿, 封为齐天大圣
_TITLED = "绰号|浑名|诨名|外号|人称|人都称|封为|封做|自号|道号"
_SPOKEN = re.compile("[“「][^”」]*$")  # an open quotation before the match: a character speaks
# an office held, written before its holder: 现做金枪班教师徐宁, 官拜殿帅府太尉 (what the holder is)
_OFFICE_HELD = "现做|现任|见做|见任|现充|官拜|官居|官封|充做|充当|身为"
# a title or a name given, right before the name (号作轰天雷凌振 names 轰天雷, and 称做个平天大圣 is no
# 大圣 of this entry's): 人号智多星, 单号花和尚, 贱号三藏, 自称齐天大圣, 号做虎力大仙, 人呼为没羽箭,
# 呼我为唐三藏, …红孩儿，号圣婴大王 (not 旗号, 号山, 号箭)
_GIVEN = ("(?:人号|单号|贱号|赐号|改号|号做|号作|自称|称做|称作|呼为|呼[我你他]为|(?<=[，,])号(?![山箭令炮旗]))"
          "(?:个|一个)?[“‘「]?")
_CJK_PERSON = "人|厮|汉|汉子|和尚|妇人|女子|道人|老儿|官人|先生|长老|婆子|后生|大汉"
# a role written right before the name, in apposition: 副牌军周谨, 一个大财主赵员外, 托塔天王李靖, 陆虞候陆谦
_CJK_ROLE = "|".join(sorted(ZH_OFFICES | ZH_MODERN_CALLINGS | set(ZH_HONORIFIC_AFTER) | {
    "青年", "少年", "学生", "女学生", "老头子", "老太太",  # 这位青年樊家树
    "财主", "军官", "牌军", "和尚", "道士", "道人", "秀才", "先生", "将军", "丞相", "宰相", "教师", "猎户", "客商",
    "大汉", "汉子", "妇人", "女子", "娘子", "老儿", "公子", "小姐", "书生", "医生", "商人", "皇后", "国王", "稍子", "船家"}, key=len, reverse=True)) + f"|{AGENT_ROLE}"
# …and the naming word with the nickname in quotes between it and the name: 唤作‘神机军师’朱武
_QUOTED_NICKNAME = r"[“‘「][\u3400-\u9fff]{1,6}[”’」]"
# the name named whole, not the head of a longer one (起名叫耶和华以勒, 那棵树名叫亚伦巴古: a place, a tree): what
# follows it is no Han character but a particle, a copula or a verb of speech — or a place within the place it
# names (唤做灵山大雷音寺: a temple of 灵山, ending in a place's word)
_WHOLE = (r"(?!(?![的之是也乃便就者为了道说笑等和与同这那他她又在])"
          rf"(?![\u3400-\u9fff]{{0,8}}[{''.join(sorted(ZH_PLACE_SUFFIXES))}](?![\u3400-\u9fff]))[\u3400-\u9fff])")
# a name with a word for the people with it is a group (主人陶伯和夫妇: the couple is the host)
_GROUP = r"(?!夫妇|夫妻|父子|父女|母子|母女|兄弟|兄妹|姊妹|姐妹|弟兄|一家|两口|等人|们)"
# a kinship or a tie in apposition before the name, whose it is before it: 凤喜的母亲沈大娘, 他拉的兒子亞伯蘭,
# 他叔叔樊端本
_CJK_KIN = ("父亲|母亲|儿子|女儿|妻子|丈夫|哥哥|姐姐|弟弟|妹妹|兄弟|姊妹|叔叔|婶婶|伯父|伯母|舅舅|舅母|姑母|姑妈|姨妈|侄儿|侄女"
            "|表兄|表哥|表弟|表姐|表妹|表嫂|表叔|表婶|堂兄|堂哥|堂弟|堂姐|堂妹|胞兄|胞弟|嫂子|嫂嫂|外甥女|侄子"
            "|外甥|孙子|孙女|太太|夫人|老婆|朋友|同学|徒弟|师父|师傅|主人|丫头|丫鬟|仆人|长子|次子|幼子|长女|次女|妾|使女")
_CJK_KIN = f"{_CJK_KIN}|{ADOPTED_KIN}|{KIN_TIES}"  # and a child taken in (為義子, 螟蛉之子), and the rest of the kin
# the naming words of an account's introductions (名迎春, 长名贾琏: after a comma) and a child born (生了, 方得了秦钟;
# not one of children listed, 生了亚伦和摩西: a genealogy's line about the pair)
_BARE_NAME = "(?:长|次|幼|三|四)?名"
_NAMED_ONE_BEFORE = "(?<=[\u3400-\u9fff])(?<![姓单双])(?:名|号)(?:[\u3400-\u9fff]{1,6}[·・])?"  # (名叶米里扬·普加乔夫者; not 姓孙名悟空行者)
_BORN = "(?:生了|生下|养了|得了)(?:一个|一位|个)?"
_BIRTH_ORDER = "(?:长子|次子|幼子|三子|长女|次女|幼女|三女|长孙|老[大二三四五六七])"  # (老三瑞全: the third son)
# whose someone is, closing the clause: 贾赦贾政之母也, 秦氏之弟 (之 and at most two characters before the kin word)
_WHOSE = (rf"[^，。！？；“”]{{1,12}}之[^，。！？；“”]{{0,2}}(?:{_CJK_KIN}|父|母|妻|夫|子|女|兄|弟|姊|妹|孙|侄)也?"
          r"(?=[，,。！？；．]|$)")
# a sentence saying who "this" one is (此即X，Y之Z也), of someone just met by a description, whose name the next sentence
# gives as its subject: IDENTITY tells describe.py to read the two as one
_IDENTITY = rf"此即[^，。．！？；“”]{{0,12}}[，,]?{_WHOSE}"
_THEN_OPENS = "当下|当时|此时|那|这"
IDENTITY = re.compile(rf"^[\W_]*{_IDENTITY}[．。]$")
_IDENTITY_ENDS = re.compile(rf"{_IDENTITY}[．。](?:{_THEN_OPENS})?$")
# (a kin asked or told, 可萊諦問他父親，溫培爾脫親王…: the comma opens the words said, no apposition; zh/pronoun_votes.py)
_ASKED = "".join(f"(?<!{verb})" for verb in ZH_ASKING)
_KIN_BEFORE = (rf"(?:(?:[的之]|{_ASKED}[他她其]|{FAMILY}){KIN_ORDER}(?:{_CJK_KIN})[，,]?"  # not 我/你: a speaker's 你丈夫
               rf"|[他她其]{KIN_ORDER}(?:{_CJK_KIN})(?![，,]))")  # is the listener's
# a gloss in brackets right after the name, what it is: “拿破仑”（那只小白胖狗。）, 香檳（酒名）; not a note (（注：…）),
# a naming (（这是马老先生的名字）) nor a remark (（他永远不安橡皮底儿）)
_GLOSS = (r"[”」’]?[（(](?:(?:那|这)一?[个只位条匹头座家所间]|[\u3400-\u9fff]{1,3}名(?=[）)]))"
          r"[^（）()，,。！？“”：:的]{0,12}(?:[。．]?[）)]|[。．]$)")  # (a sentence cut at the gloss's own 。)
# a trade's verb and object, closed by 的: one who does it (是个念书的, 是个唱大鼓书的, 是个使枪棒卖膏药的)
_TRADE = ("(?:卖|唱|说书|算命|算卦|念书|读书|教书|拉车|拉洋车|赶车|赶大车|弹|开铺子|开店|做买卖|做生意|种地|种田|打鱼|打猎"
          "|打更|当差|当兵|剃头|看门|跑堂|抬轿|要饭|讨饭|介绍|使枪棒|行医|看病|说相声)"
          "[^，,。！？；“”「」]{0,10}的(?=[，,。！？；”」]|$)")
_KIN_CALLED = "(?:名叫|叫做|叫作|名唤|唤做|唤作|叫)"
_KIN_ENDS = re.compile(f"{_KIN_BEFORE}$")
# "X …。他是…": a pronoun opening the next sentence, read as the subject before it (describe.py)
PRONOUN = re.compile(rf"^\s*(?:他|她)(?=(?:原来|原|本来|本)?是|乃|{LATER_CLAUSE})")  # not 他就是如此… (a later clause: named_one.py)
# the Traditional characters commonest in narration (們 這 說 為 會 來 對 個 國 時 過 後 還 樣 裡 麼 與 給 將 見 話 兒 …):
# a sentence with none is read as written, the rest through OpenCC's Simplified view (the patterns are Simplified)
_TRADITIONAL = re.compile("[們這說為會來對個國時過後還樣裡麼與給將見話兒長門開無問聽當從頭裏寫經處喚稱號爲親婦歲則]")


_KNOWN_AS = "[，,](?:乃知|方知|始知|才知|知)(?:其为|为|是)"


def view(text: str, always: bool = False) -> str:
    """The text as the patterns read it: a Traditional sentence (`always`: a name in one) in Simplified, of
    the same length."""
    return to_simplified(text) if always or _TRADITIONAL.search(text) else text


# someone met by a description before the name: 一个十七八岁的姑娘, 一位老者 (a count of one, what they look like, a noun
# for a person)
# (or in the older written language with no measure word and a short modifier: 一中年妇人)
_MET_AS = ("一(?:[个位名](?:[^，。！？“”]{0,16}的)?|[^，。！？“”的那这]{0,4})(?:小姑娘|姑娘|女子|少女|女孩子|女孩|妇人|少妇|老太太"
           "|老婆子|婆子|丫鬟|丫头|汉子|大汉|男子|少年|青年|后生|老者|老头子|老头儿|老翁|老妪|美人|丽人|和尚|道士|道人|书生|公子"
           "|小厮|孩子)")
# …and tied to the name: 那正是X, or named (一中年妇人在焉，名配唐色: a bare 名 only after such a description)
_MET_NAMED = "正是|就是|便是|原来是|原来就是|却是|名叫|名唤|名|叫做|唤做"
_MET_TIED = re.compile(rf"{_MET_AS}[^。！？“”]{{0,60}}?[，,；;](?:那|这|此人|她|他)?(?:{_MET_NAMED})$")
# a sentence that only gives the name, closing on it: 他们就给他起名叫以扫。 (what the person is was told in the sentence
# before: 先产的身体发红、浑身有毛、如同皮衣．)
_BARE_NAMING = re.compile(r"^[^，,。！？；“”]{0,8}(?:起名叫|起名|名叫|名唤|叫做|唤做|乳名|小名)(?P<name>[^，,。！？；、“”]{1,8})[。．！]?[”」]?$")


def bare_naming(sentence: str, names: list[str]) -> bool:
    """The sentence only names one of `names` (他们就给他起名叫以扫): it reads with the sentence before it."""
    m = _BARE_NAMING.match(view(sentence.strip()))
    return m is not None and any(view(n, True) == m.group("name") for n in names)


# the one spoken to, called first, before the speaker says what they are (李逵道：“嫂子，我是过路客人…”, 宋江叫道：“教头，
# 我是个犯罪的人…”): a short clause of no one's speech and no one's person (not 他说，我是…, 你错了，我是…), and a noun
# for a person closing what follows the copula (not 娘子，我是好意)
_CALLED_FIRST = "(?:[^“”「」，,。！？：:他她说道曰我你您]{1,6}[，,])"
_PERSON_HEAD = "(?:人|者|客|汉子|弟子|徒弟|儿子|女儿|儿女|学生|生|师|官|僧|道士|士)"
# the speaker of "X道：“…”" is X only when X is not the object of a verb before it (not 对X道, 见X道, 问X道)
_CJK_NOT_SPEAKER = "对向见问与和同叫唤骂谢拜请告着望把将被教令跟随"
# how a speaker calls themself: 我, 吾, 俺, 老孙, 洒家, 小人, 贫僧, 老汉, 小可 …
_CJK_I = "我|吾|俺|咱|老孙|老猪|洒家|小人|小可|小生|小子|贫僧|贫道|老僧|老汉|老身|奴家|妾身|在下|本官|孤|朕|寡人"


# the speaker's own copula before their name, what they are in between (one clause, or two: 我乃玉帝外甥，
# 敕封昭惠灵显王二郎是也), and the name closing it; nothing between says only who speaks (我就是沈国英，…),
# but after 乃, a self-introduction's formula, the name alone is what they are (a title: 吾乃二郎显圣真君)
_SELF_NAMED = (rf"(?:^|(?<=[“「『，,。！？；\s]))(?:{_CJK_I})"
               r"(?:(?:乃是|乃)(?!不|否|非)[^，。！？“”：；]{0,16}"
               r"|(?:本是|原是|便是|就是|即是|正是|是)(?!不|否|非|决|绝|断)[^，。！？“”：；]{1,16})"
               r"(?:[，,][^，。！？“”：；]{0,14})?")
_SELF_NAMED_END = r"是也|也|[，,。！？、”」；]|$"


# a name given by bare 叫 after someone introduced (那人叫…, 秃子便叫…, 进来的叫…), and the copula after it saying
# what they are (是羊屠夫, 是赶大车的, 也是个弹三弦子的), not a time or a circumstance (是昨天来的)
_CALLED = "(?<=[人子的者])(?:便|就|也)?叫(?:做|作)?"
_CALLED_IS = r"(?:也|倒|却|原|本)?是(?!不|否|非|来|去|在|从|打|把|被|为了|因为|[一二三四五六七八九十两几昨今前刚才])"

# ranks written after a full name (沈国英旅长, 太宗皇帝): a short list, each name's pattern compiles it
_OFFICE_AFTER = "|".join(sorted(ZH_MODERN_OFFICES | {"将军", "元帅", "皇帝", "太尉", "统制", "提辖", "教头"},
                                key=len, reverse=True))
_CALLED_HIM = "(?:改叫|改称|叫[他她])了?"
# the words before the name in those shapes, each of one width (look-behinds, _after)
_CALLED_BEFORE = ("[人子的者]叫", "[人子的者][便就也]叫", "[人子的者]叫[做作]", "[人子的者][便就也]叫[做作]")
_CALLED_HIM_BEFORE = ("(?:改叫|改称|叫[他她])", "(?:改叫|改称|叫[他她])了")
_ANSWERED = ("[“「]叫", "[“「][我俺]叫", "[“「](?:名叫|叫做|唤做|名唤)", "[“「][我俺](?:名叫|叫做|唤做|名唤)")
# …and no noun for the speaker before it: the guard of _ANSWERED
_NO_NOUN_SPEAKS = re.compile(rf"^(?!.*(?:^|[”。，,\s])(?:那|这|此)?(?:个|位)?(?:{_CJK_PERSON}|{_CJK_ROLE}|姑娘|小姑娘|女孩子|老者)"
                             r"[^。！？“”]{0,12}(?:道|说)[：:，,]?\s*[“「](?:我|俺)?(?:叫|名叫|叫做|唤做|名唤)$)", re.S)


def _after(n: str, *before: str) -> str:
    """The name written right after one of `before` (each of one width, so each a look-behind: the shared
    patterns match the name by back-reference, which no look-behind may hold)."""
    return "(?:" + "|".join(f"(?<={b})" for b in before) + ")" + n


_ADDRESSED = {"先生", "小姐", "夫人", "太太", "女士", "掌柜", "老板"}


def _addressed(name: str) -> bool:
    """陶先生陶太太: a surname with a form of address is one person, the role before it another."""
    return name[1:] in ZH_KINSHIP or name[1:] in _ADDRESSED


def _role_before(name: str) -> str:
    """A role in apposition just before `name`, not another surname's title (张都监 before 蒋门神) nor
    one noun of a list (诸佛、菩萨金刚、比丘僧尼)."""
    if _addressed(name):
        return "(?!)"
    return rf"{_not_after_another(name[:1])}(?:{_CJK_ROLE})"


_SINGLE_SURNAMES = "".join(sorted(c for c in ZH_SURNAMES if len(c) == 1))


def _not_after_another(first: str | None) -> str:
    """No 、 and no surname but the name's own (`first`) right before. None: any name's, the one the
    shared patterns (_shared) hold in their group `first` — the same test, written as "after no surname
    at all, or after the name's own first character"."""
    if first is None:
        return rf"(?:(?<![、{_SINGLE_SURNAMES}])|(?<=(?P=first)))"
    return rf"(?<![、{_SINGLE_SURNAMES.replace(first, '')}])"


@lru_cache(maxsize=8192)
def _role_ends(name: str) -> re.Pattern[str]:
    """_role_before closing the text before `name`."""
    return re.compile(f"{_role_before(name)}$")


def _cjk(text: str) -> bool:
    return bool(_CJK.search(text))


def _texts(n: str, role: str) -> tuple[tuple[int, str, re.Pattern[str] | None], ...]:
    """(strength, pattern text, guard) around `n`, the name's expression, and `role`, _role_before's."""
    return (
        (3, (
            rf"{n}[，,]?(?:乃是|{_NOT_THEN}|本是|原是|原来是|即是|正是(?!：)|也是(?=个|一个|一位|一员)|最是(?=个|一个)|是个|是一个|是一位)(?!不|否|非){_NOUN_NEXT}"
            # one who plies a trade: 李子荣是个念书的, 那老妇是个介绍佣工的 (not 是个多情的, 是个假的: how, not who)
            rf"|{n}[，,]?(?:原|本|也|原来|倒)?(?:是个|是一个|是一位){_TRADE}"
            # (not a likeness: 好像洁修就是辛佳, as if she were her)
            rf"|{NOT_LIKENED}{n}[，,]?(?:便是|就是)(?!不|否|非){_NOUN_NEXT}|{n}[，,]?却是(?=个|一个|一位|一员)"
            rf"|{n}是(?!不|否|非|[，,。]){_NOUN_NEXT}{_STATE_NEXT}"
            rf"|{n}(?:是也|的便是|便是也)"
            # the one seen, known for what they are: 餘昨見倭蘭，知為馬克女友 (the older written language's 知为)
            rf"|{n}{_KNOWN_AS}(?!不|否|非){_NOUN_NEXT}"
            rf"|(?:{_TITLED}){n}{_WHOLE}|{_GIVEN}{n}{_WHOLE}|(?:{_OFFICE_HELD})[^，。！？；“”]{{1,10}}{n}"
            # of a place or a people (宋江是郓城县人氏), never across a speech's mark (馬克曰：「此又一負心人也。」 is what
            # she says of someone else) nor a likeness (勿欽禮馬克如侯爵夫人也: not to honour her as one)
            rf"|{n}[，,]?(?:原|本)?(?:是|系)?(?![如若似像])[^，。！？“”「」『』：:]{{1,10}}人(?:氏|也)"
            rf"|{n}[，,]?(?:那|这|此)(?:{_CJK_PERSON})[^，。！？]{{0,2}}(?:是|乃|姓|生得|原是|本是)"
            rf"|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤)?[^，。]{{0,2}}[，,。].{{0,12}}{n}|{n}[，,]?姓.{{1,2}}[，,]?(?:双|单)?名"
            # the given name written after the surname: 姓刘名伯钦 (for 伯钦; 刘伯钦, never written whole, is `introduced`'s)
            rf"|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤|叫|为)?{n}"
            # a self-introduction: 如来笑道：“我是西方极乐世界释迦牟尼尊者…” (not 行者对如来道：“我是…”)
            rf"|(?<![{_CJK_NOT_SPEAKER}]){n}[^，。！？“”：:]{{0,3}}(?:道|曰|云|说)[：:，,]?\s*[“「]{_CALLED_FIRST}"
            rf"(?:{_CJK_I})(?:本是|原是|是个|是一个|是){_NOUN_NEXT}(?=[^，,。！？“”「」]{{0,24}}?{_PERSON_HEAD}(?:[，,。！？”」]|$))"
            rf"|(?<![{_CJK_NOT_SPEAKER}]){n}[^，。！？“”：:]{{0,3}}(?:道|曰|云|说)[：:，,]?\s*[“「]"
            # (not 我是出军的人, 我是过路的人: a speaker's circumstance, one who does something)
            rf"(?:{_CJK_I})(?:乃是|乃|本是|原是|即是|正是|(?:便是|就是|是){_NOUN_NEXT})(?!不|否|非|决|绝|断|真|实|老实|[，,。！？])"
            rf"(?![^，,。！？；“”个位]{{1,6}}的人)"
            # a definition: 猴王者，石猴也 (the name, 者, a comma, and the clause ending in 也)
            rf"|(?<![\u3400-\u9fff]){n}者[，,][^。！？“”]{{1,30}}也"
            # a self-introduction naming the speaker, what they are before the name that closes it:
            # 我乃托塔天王三太子哪吒是也, 吾乃二郎显圣真君，蒙玉帝调来… (not 我乃李天王二太子木叉: 李天王's son)
            rf"|{_SELF_NAMED}{n}(?={_SELF_NAMED_END})"
            # …or naming themself, then what they are to the listener's own: 我是耶和华你祖亚伯拉罕的神
            rf"|{_after(n, '[我吾俺][是乃]')}(?=(?:你|你们)[^，,。、；！？“”]{{0,10}}的)"
            # a role in apposition right before the name (副牌军周谨, 陆虞候陆谦), not another's title
            # with their own surname (张都监蒋门神); after 把/将 a verb must follow: a word closing the clause
            # there is the verb (将手把老妈子一指，…), no name
            rf"|(?:(?<![把将])|(?=[^，,。！？；“”]{{1,6}}?{n}(?![、，,。！？；]))){role}{n}(?!、){_GROUP}"
            # an office right after the full name: 那沈国英旅长, 刘德柱将军
            rf"|{n}(?:{_OFFICE_AFTER})"
            # a child by the order of birth, its own clause: 长子贾赦，次子贾政 (whose, the sentence before told)
            rf"|(?<![\u3400-\u9fff]){_BIRTH_ORDER}{n}(?=[，,；。．！]|$)"
            # an identity and a relation: 秦钟即秦氏之弟; 此即冷子兴所云之史氏太君，贾赦贾政之母也
            rf"|{n}[，,]?即(?:是)?{_WHOSE}|此即[^，。！？；“”]{{0,12}}{n}[，,]{_WHOSE}"
            # an identity told of someone met, then named as the next sentence's subject (describe.py joins the two):
            # 此即冷子兴所云之史氏太君，贾赦贾政之母也．当下贾母一一指与黛玉
            rf"|{_IDENTITY}[．。](?:{_THEN_OPENS})?{n}(?![的之])"
            # a tie in apposition: 凤喜的母亲沈大娘, 哈兰的儿子罗得 (not a land's people: 撒拉的使女埃及人夏甲 is 夏甲)
            rf"|{_KIN_BEFORE}{n}(?![的之人]){_GROUP}"
            # …or the tie and the name it is called by: 她的儿子叫保罗，女儿叫凯萨林 (the second tie, whose the first
            # said), 亚伯兰的妻子名叫撒莱, 秦氏之丫鬟名唤瑞珠者 (not 他哥哥叫宋江来: 叫 bids someone come)
            rf"|{_KIN_BEFORE}(?:[^，,。！？；“”]{{1,8}}[，,](?:{_CJK_KIN}))?{_KIN_CALLED}{n}(?=[，,。．；;！、者]|$)"
            # a gloss in brackets after the name: “拿破仑”（那只小白胖狗。）
            rf"|{n}{_GLOSS}"
            rf"|{PLACE_CALLED}{n}(?![\u3400-\u9fff])|{apposed_pattern(n)}"  # 小河叫东拉河, 韦尔吉，这个村子 (place_named.py)
            # a name given, then what its bearer is: 原来那人叫黄鹤声，也是个弹三弦子的; 秃子便叫王二秃子，是赶大车的
            rf"|{_after(n, *_CALLED_BEFORE)}[，,]{_CALLED_IS}|(?<=叫){n}[，,]{_CALLED_ONE}{_NOUN_NEXT}"
            # a first meeting by a description, the name tied to it later in the sentence: 一个很清秀的女子，两手抱着
            # 右膝盖，斜坐在上面，那正是凤喜无疑了 (not 那正是凤喜的母亲: someone of hers)
            rf"|{_MET_AS}[^。！？“”]{{0,60}}?[，,；;](?:那|这|此人|她|他)?(?:{_MET_NAMED}){n}(?![的之])"
            # one of a kind and the name they are called by, in speech too (a speaker telling who someone is):
            # 這就是門生治下一個鄉下農民，叫做王冕; 只有個做詩的朋友住在貴治，叫做牛布衣 (not a name's own word: 有个法名，叫做孙悟空)
            # (a short clause between, 他手下有一个徒弟，名唤孙行者; the name with the title they are called by; not the
            # speaker's own, 我有个朋友，名唤秦钟: what a speaker calls someone)
            rf"|(?<![我你您俺])(?:一(?:个|位|名)|有(?:个|位))(?![^，。！？“”：]*[我你您])[^，。！？“”：]{{1,14}}?(?<![名号字年])"
            rf"(?:[，,][^，。！？“”：]{{1,6}})?[，,]?(?:叫做|叫作|名叫|名唤|唤做|唤作|(?:人都|人|都)(?:叫|称)[他她]?){n}"
            rf"(?:(?=老爷|老爹|爷|先生|相公|哥)|{_WHOLE})"
            # who this one is: 这是卫生急救组的张巧玲
            rf"|{THIS_IS}{n}(?![的之])"
            rf"|{PAIRED}{n}(?![的之人])|(?<![·・]){n}(?:[·・][\u3400-\u9fff]{{1,8}})?{TAKEN_POST}"  # clause_subject.py
            # adopted and renamed: 情愿出繼与鮑文卿名下為義子，改名鮑廷璽
            rf"|{ADOPTED_RENAMED}{n}{_WHOLE}"),
         None),
        # someone introduced by a noun answering with their name: 姑娘低了头，微笑道：“叫凤喜。 (not 叫八戒来)
        (3, (rf"{_after(n, *_ANSWERED)}(?=[。；”」]|[，,]是)"), _NO_NOUN_SPEAKS),
        # a name given, in the narration: 起名叫摩西, 那人名唤宋江 (in someone's speech, 他唤做晁保正 or 我今姓孙，法名悟空,
        # it is what a speaker calls them, no noun for what they are)
        # (改叫了沈三玄, 都叫他沈三弦子: what people call someone, as 叫…做 does)
        # (and in an account the speech gives: …二小姐乃赦老爹之妾所出，名迎春; 也有二子，长名贾琏; 方得了秦钟, where the
        # speech's own quotation mark stands sentences before)
        (3, (rf"(?:{_NAMING})[^，。！？；]{{0,6}}{n}{_WHOLE}"
             rf"|(?<=[，,]){_BARE_NAME}{n}{_WHOLE}(?![的之])|(?:{_BORN}){n}{_WHOLE}(?![的之和与及、])"
             # the older written language's "the one named X" after a noun: 原来是窗友名金荣者, 古董行中贸易的号冷子兴者
             rf"|{_NAMED_ONE_BEFORE}{n}者(?=[，,。．；！]|$)"
             rf"|(?:叫|唤|称)[^，。！？；“”]{{1,4}}(?:做|作)[^，。！？；]{{0,6}}{n}{_WHOLE}"
             rf"|{_after(n, *_CALLED_HIM_BEFORE)}(?=[，,。！？；、”」]|$)"
             # someone brought in by what they do and a count of one, in the narration: 間壁開米店的一位卜老爹,
             # 一個刻圖書的郭鐵筆 (a speaker's 一位虔奉《太上感应篇》的老太爷 is a gibe, a title only)
             rf"|{DESCRIBED_ONE}{n}(?![的之])"), _SPOKEN),
        (2, (
            # 是…X, but not one of a roster of three or more (请的是西天佛老、菩萨、圣僧、罗汉)
            rf"(?<![{_NOT_COPULA}])(?:是|乃|系)(?![^，。！？：；“”]*、[^，。！？：；“”]*、)"
            rf"[^，。！？：；“”]{{0,12}}{n}(?![殿宫府庙寺门院])"
            rf"|{n}[^，。！？]{{0,2}}生得"
            # a later clause's copula and a noun for a person (named_one.py): 卡隆在同级中身躯最高大，年十四岁，是个…的小孩
            rf"|(?<![\u3400-\u9fff]){n}{LATER_CLAUSE}{_NOUN_NEXT}[^，。！？；“”]{{0,16}}?{PERSON_END}"
            rf"|{n}[，,]?(?:乃|是)[^，。！？]{{0,10}}(?:之地|所在|去处|地方)"
            # a place word in apposition, the topic of what follows: 天桥这地方，九流三教… (what kind of thing it is;
            # not after a preposition, 在天桥这地方，虽然盘桓过许多日子: where something was done)
            rf"|(?<![在到从于往去来向]){n}(?:这|那)(?:个|块|片)?(?:地方|所在|去处)[，,]"
            # where it dwells: 佛祖居于灵山大雷音宝刹之间; X住在…; X在…居住 (like "lived in"), not the last
            # of a list (晁盖、宋江、吴用居于山顶寨内) nor a question (灵吉住在何处)
            rf"|(?<![、留]){n}(?:现|常|久|向)?(?:居于|居在|住在|住于|居住在|在[^，。！？“”]{{1,12}}(?:居住|住持|修行))"
            rf"(?![^，。！？]*(?:何处|何方|那里|哪里|甚处))"), None),
    )


# The patterns are compiled once for every name: the name is written before the sentence on a line of its own and
# the patterns match it by back-reference ((?P=name)), so no name pays for compiling them (their character classes
# took ~0.05 s a name, a fifth of a long book's analyze); `found` is where the pattern text matched in the sentence.
_HEAD = r"\A(?P<name>(?P<first>[^\n])[^\n]*)\n(?s:.*?)"


@lru_cache(maxsize=2)
def _shared(addressed: bool) -> tuple[tuple[int, re.Pattern[str], re.Pattern[str] | None], ...]:
    role = "(?!)" if addressed else f"{_not_after_another(None)}(?:{_CJK_ROLE})"  # _role_before's, for any name
    return tuple((strength, re.compile(f"{_HEAD}(?P<found>{text})"), guard)
                 for strength, text, guard in _texts("(?P=name)", role))


@lru_cache(maxsize=8192)
def patterns(name: str) -> tuple[tuple[int, SharedPattern, re.Pattern[str] | None], ...]:
    """(strength, pattern, guard): a match counts unless `guard` matches the sentence before it."""
    return tuple((strength, SharedPattern(name, pattern), guarded(name, guard))
                 for strength, pattern, guard in _shared(_addressed(name)))


def own_patterns(name: str) -> tuple[tuple[int, re.Pattern[str], re.Pattern[str] | None], ...]:
    """The same patterns compiled for `name` alone, as they were before _shared: what the tests hold them to."""
    return tuple((strength, re.compile(text), guarded(name, guard))
                 for strength, text, guard in _texts(re.escape(name), _role_before(name)))


# An introduction by surname and given name, the name never written whole (how the old novels bring everyone in:
# 姓宋，名江; 姓柴名进; 复姓公孙，单讳一个胜字; 那知府覆姓慕容，双名彦达) — or a forebear's surname, the given name
# after it (河东名将呼延赞嫡派子孙，单名唤个灼字: a descendant bears the forebear's surname)
_GIVEN_WORD = "[双单]?(?:名|讳)(?:唤|叫|为|是)?(?:一个|个)?"
_GIVEN_END = r"(?:字|(?![\u3400-\u9fff]))"
_LINEAGE = "(?:的|之)?(?:嫡派|嫡亲|嫡)?(?:子孙|之后|后代|后裔|之孙|之子|孙子|后人)"


@lru_cache(maxsize=8192)
def _introductions(surname: str, given: str) -> re.Pattern[str]:
    s, g = re.escape(surname), re.escape(given)
    return re.compile(rf"(?:[复覆]?姓{s}[，,]?{_GIVEN_WORD}{g}{_GIVEN_END}"
                      rf"|{s}[\u3400-\u9fff]{{1,2}}{_LINEAGE}[，,；]?{_GIVEN_WORD}{g}{_GIVEN_END})")


def introduced(sentence: str, names: list[str]) -> str | None:
    """The one of `names` (a surname and a given name: 宋江, 呼延灼) the sentence introduces in parts without
    writing it whole (姓宋，名江; 呼延赞嫡派子孙，单名唤个灼字): who the sentence says the person is."""
    if "名" not in sentence and "讳" not in sentence:
        return None
    for name in names:
        for n in (2, 1):
            surname, given = name[:n], name[n:]
            if (surname in ZH_SURNAMES and 1 <= len(given) <= 2 and name not in sentence and given in sentence
                    and _introductions(surname, given).search(sentence)):
                return name
    return None


# How a sentence reads as an entry's summary (describe.py): the subject in the subject's place, not a name
# that is a modifier (玉帝外甥) or the object of another's speech (金星道：“名是齐天大圣…”).
OPENER = re.compile(r"^[\s“”「」『』\"'‘’（(]*(?:却说|话说|且说|单说|再说|只说|话表|且表|却表|单表|再表|原来|只见|当时|此时|那时|那个|"
               r"这个|那|这|此|其|却|又|今|有个|有一个){0,2}")
# 的/之 or a relation noun right after the name: the name qualifies someone else
_CJK_MODIFIER = re.compile(r"^(?:的|之|外甥|徒弟|弟子|太子|部下|手下|门下|驾下|麾下|女儿|儿子|娘子|老婆|浑家|妻|兄弟|哥哥|妹妹|姐姐|"
                           r"父亲|母亲|师父|侄|孙子|家|府|宫|殿|庄|寨|处|所)")
_NAMING_BEFORE = re.compile(rf"(?:{ADOPTED_RENAMED}|[，,]{_BARE_NAME}|{_BORN}|(?<![\u3400-\u9fff]){_BIRTH_ORDER}|此即[^，。！？；“”]{{0,12}}|{_NAMING}|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤|叫|为)?|{_GIVEN})$"
                            # a nickname word, the nickname, the name (人称为大刀关胜); an office and its holder
                            rf"|(?:{_CJK_KIN}){_KIN_CALLED}$|(?:{_NICKNAMED})[\u3400-\u9fff]{{1,4}}$|(?:{_OFFICE_HELD})[^，。！？；“”]{{1,10}}$|{_CALLED}$|{_CALLED_HIM}$"
                            rf"|(?:道|说)[：:，,]?\s*[“「](?:我|俺)?叫$"
                            # the nickname quoted after the naming word: 唤作‘神机军师’朱武 (but "people call him
                            # X", 人都唤他做黑宋江, is what he is called, no subject beside 原来宋江是个好汉)
                            rf"|(?:{_NAMING}){_QUOTED_NICKNAME}$")
# the name closing the sentence's first clause, taken up by the next (为头的神机军师朱武，那人原是定远人氏)
# or said what it is there (陕西大国长安城，乃历代帝王建都之地)
_CJK_RESUMED = re.compile(rf"^[，,](?:那|这|此|其)(?:{_CJK_PERSON})")
_CJK_COPULA = f"乃是|{_NOT_THEN}|本是|原是|原来是|便是|就是|即是"  # what opens "…, is a …"
_CJK_TOPIC_COPULA = re.compile(rf"^[，,](?:{_CJK_COPULA})")
_CJK_COPULA_AFTER = re.compile(rf"^(?:{_CJK_COPULA})")
# …a copula takes up the name only after a modifier of it (陕西大国, 为头的), not a verb (他来到长安城，乃是正午)
_CJK_TOPIC_MODIFIER = re.compile(rf"(?:^|的|[{''.join(sorted(ZH_PLACE_SUFFIXES))}])$")
# 这天上有三十三座天宫，乃…: a thing introduced by 有 and a count, then said what it is
_CJK_INTRODUCED = re.compile(r"有(?:[一二三四五六七八九十百千两几数]+)?[座位个员只条所间口尊名处种般]?$")
_CJK_INTRO_AFTER = re.compile(rf"^[，,]?(?:{_CJK_COPULA}|名唤|唤做|叫做)")


_CALLED_ONE = "(?:也|倒|却|原|本)?是(?:一个|个|一位|位)"
_CLAUSE_LINKS = "只有|但|但是|可是|然而|而|只是|不过|因为|所以|其实|原来"
_IS_ONE_WHO = re.compile(r"^(?:原来|本来|原|本|也)?是[^，,。！？；“”「」]{1,20}的[^，,。！？；“”「」的]{0,3}"
                         r"(?:者|生|家|员|师|士|官|客|汉|女|郎|匠|工|夫|妇|青年|少年|姑娘|孩子)(?=[，,。！？；”」]|$)")
# (not 的人, "one who …": how someone is, 何丽娜是个讲交际爱面子的人, a speaker's view)
_KNOWING = re.compile("(?:知道|想到|看出|晓得|明白|听说|发现|认出)[，,]?$")  # (not 觉得, 以为: a view)
_IDENTIFIED = re.compile(rf"(?:^|[，,]){IDENTIFIED}[^，,。！？；“”「」]{{0,16}}$")  # (identifying.THIS_IS's opening)
_THE_ONE_NAMED = re.compile(r"^的(?:[，,。．！？；”」]|$|(?:来|走|跑|进)(?:见|找|到|了|来))")  # …名叫尤莱的来见司令


def subject_at(sentence: str, at: int, name: str, start: int) -> bool:
    """`name`, written at `at`, is the sentence's subject: it opens the sentence (`start`: after OPENER), a
    naming word introduces it (名唤X, 姓刘名X), it speaks of itself (X道：“我乃…”), or a count or a role
    introduces it; never a name right before 的/之 or a relation noun."""
    after = sentence[at + len(name):]
    if at and sentence[at - 1] in "小老" and young_or_old_of(name):
        return False  # 小马先生 is not 马先生
    named = _NAMING_BEFORE.search(sentence[max(0, at - 16):at]) or (
        after.startswith("者") and re.search(f"{_NAMED_ONE_BEFORE}$", sentence[:at]))
    # 的 closing the clause after a naming word is "the one named X" (凤姐的一个心腹通房大丫头名唤平儿的．), no modifier
    if names_one(sentence[:at], after) or _IDENTIFIED.search(sentence[:at]) and re.match(r"^[。！．]?[”」]?$", after):
        return True  # 一个名叫卡罗·诺琵斯的高傲的少年绅士 (named_one.py); who an identity names: …的，就是我所最欢喜的卡隆。
    if _CJK_MODIFIER.match(after) and not (named and _THE_ONE_NAMED.match(after)):
        return False
    opens = at <= start + 1
    speaks = re.match(rf"^[^，。！？“”：:]{{0,3}}(?:道|曰|云|说)[：:，,]?\s*[“「]{_CALLED_FIRST}?(?:{_CJK_I})", after)
    # the speaker naming themself: 我乃托塔天王三太子哪吒是也 (哪吒 is who 我 is)
    self_named = _cjk(name) and re.search(f"{_SELF_NAMED}$", sentence[:at]) \
        and re.match(f"^(?:{_SELF_NAMED_END})", after)
    introduced = _cjk(name) and (
        _CJK_INTRODUCED.search(sentence[:at]) and _CJK_INTRO_AFTER.match(after)
        # a role in apposition (副牌军周谨); the topic of the clauses after it
        or _role_ends(name).search(sentence[:at]) and not after.startswith("、")
        or _KIN_ENDS.search(sentence[:at]) and not re.match("^[的之人]", after)
        or re.match(_GLOSS, after)  # glossed: “拿破仑”（那只小白胖狗。）
        or PLACE_CALLED_ENDS.search(sentence[:at]) or place_apposed(name, sentence[:at], after)  # 小河叫东拉河, 韦尔吉，这个村子
        # the one an identity sentence told of, opening the sentence after it (此即…之母也．当下贾母…)
        or _IDENTITY_ENDS.search(sentence[:at])
        # the one a first meeting described, tied by name later in the sentence (一个很清秀的女子，…，那正是凤喜无疑了)
        or _MET_TIED.search(sentence[:at]) and not re.match("^[的之]", after)
        # …or by what they do and a count of one: 間壁開米店的一位卜老爹
        or (DESCRIBED_ONE_ENDS.search(sentence[:at]) and not _SPOKEN.search(sentence[:at])
            or THIS_IS_ENDS.search(sentence[:at])) and not re.match("^[的之]", after)
        # the subject of its own clause's copula: 看了来书，知道高俅原是帮闲浮浪的人; known for what it is: 見倭蘭，知為…
        or _CJK_COPULA_AFTER.match(after) or re.match(_KNOWN_AS, after)
        or clause_subject(sentence[:at], name, after) or PAIRED_ENDS.search(sentence[:at])  # 因为杰拉尔德是个…猎手
        # …or of 是个 after a verb of knowing: 马先生真没想到李子荣是个念书的, 秀姑这就明白，那老妇是个介绍佣工的
        or re.match("^是(?:个|一个|一位)", after) and _KNOWING.search(sentence[:at])
        # named by 叫 and then one of a kind (邻居叫长富，是一个船户), or a clause's subject whose copula ends in a
        # person's noun (只有连殳是出外游学的学生: not 是以“欣赏”的态度…, 是一个先令)
        or sentence[:at].endswith("叫") and re.match(f"^[，,]{_CALLED_ONE}", after)
        or re.search(f"[，,](?:{_CLAUSE_LINKS})?$", sentence[:at]) and _IS_ONE_WHO.match(after)
        # a clause of its own after a semicolon, opening with the name: …；那沈旅长自认识何丽娜以后，…
        or re.search(r"[；;](?:那|这|此)?$", sentence[:at])
        # the first clause: no punctuation before, nor a heading's wide space (附录\u3000…)
        or not re.search("[，,。！？；：“”\u3000]", sentence[:at]) and (
            _CJK_RESUMED.match(after)
            or _CJK_TOPIC_COPULA.match(after) and _CJK_TOPIC_MODIFIER.search(sentence[start:at])))
    return bool(opens or named or speaks or self_named or introduced)
