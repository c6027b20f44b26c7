"""Sentences that say what a named thing is: appositions ("Glinda, the Good Witch"), copulas ("Toto
was a little black dog"), introductions ("a man named Pratt", "There was … a Golden Cap"), relative
clauses ("Uncle Henry, who was a farmer") and, in Chinese, 是/乃/名唤/唤做/姓…名/人氏/是也 statements
(那猴乃是石卵化生; 姓宋，名江; 原来是…师父，叫做打虎将李忠). Used for an entry's one-line summary
(DESIGN §8).

Each pattern has a strength: 3 says what the thing is (a noun: "was a farmer", "乃是…", "named X", a
speaker's own "X道：“我乃…”", "X者，…也"), 2 places or relates it (a relative clause, "the country of the
Quadlings", "lived in …", "是…X", "X居于…"), 1 only qualifies it ("was very angry"). `description_score` is the strongest that matches.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, NamedTuple

from .ja import describe as japanese_describe
from .lexicon import ZH_HONORIFIC_AFTER, ZH_OFFICES, ZH_PLACE_SUFFIXES, ZH_SURNAMES

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3041-\u309f\u30a1-\u30fa]")  # a Japanese sentence: japanese_describe reads it
_HEADING = re.compile(r"^\s*(?:chapter|part|book|volume)\s+[\w.:-]+|^\s*第[\d一二三四五六七八九十百千零〇]+[回章节卷部]"
                      r"|^\s*[IVXLC]+\.?\s*$|^\s*\d+\.?\s*$", re.I)

# 是 inside a conjunction or adverb is no copula (于是, 只是, 但是 …)
_NOT_COPULA = "于只但若可还或凡倒总真硬要不就便也却正"
_NAMING = ("名唤|名叫|叫做|叫作|唤做|唤作|唤为|名为|名字叫|法名|道号|表字|绰号|浑名|诨名|外号|人称|人都称|号为|号曰|称为"
           "|封为|封做|自号")
_NICKNAMED = "人称|人都称|人都叫|绰号|浑名|诨名|混名|外号"  # what people call someone, before the nickname and the name
# an office held, written before its holder: 现做金枪班教师徐宁, 官拜殿帅府太尉 (what the holder is)
_OFFICE_HELD = "现做|现任|见做|见任|现充|官拜|官居|官封|充做|充当|身为"
# a title or a name given, right before the name (号作轰天雷凌振 names 轰天雷, and 称做个平天大圣 is no
# 大圣 of this entry's): 人号智多星, 单号花和尚, 贱号三藏, 自称齐天大圣, 号做虎力大仙, 人呼为没羽箭,
# 呼我为唐三藏, …红孩儿，号圣婴大王 (not 旗号, 号山, 号箭)
_GIVEN = ("(?:人号|单号|贱号|赐号|改号|号做|号作|自称|称做|称作|呼为|呼[我你他]为|(?<=[，,])号(?![山箭令炮旗]))"
          "(?:个|一个)?[“‘「]?")
_RELATION = ("wife|husband|sister|brother|father|mother|son|daughter|friend|cousin|uncle|aunt|servant|master|"
             "mistress|nephew|niece|child|children|companion|maid|guardian|heir|lover|sweetheart|partner|neighbour|"
             "neighbor|grandfather|grandmother|steward|captain|king|queen|lord|lady")
# roles a copula names without an article ("was king of the Nomes"); not master or head, said of situations
_RESIDENCE = (r"\b(?:residence|home|seat|abode|dwelling|dwelling-place|birthplace)\s+(?:was|is|had\s+been|lay|lies)\s+"
              r"(?:at|in)\s+")
_DOING = (r"\s+(?:was|is|were|are|had\s+been|has\s+been)\s+(?:(?:still|now|then|just|already|almost|again|"
          r"[a-z]+ly)\s+)*[a-z]+ing\b")
_ROLE = ("king|queen|ruler|president|captain|leader|prince|princess|emperor|empress|governor|commander|guardian|"
         "keeper|professor|judge|mayor|owner|heir|sovereign|steward|priest|minister|secretary|treasurer|tutor|"
         "teacher|chaplain|rector|vicar|duke|duchess|earl|countess|baron|colonel|admiral|magistrate|sheriff|warden|"
         "headmaster|principal")
# "was the least discomposed of the three", "has been the longest known to him": a superlative of a
# quality, no noun for what the subject is (but "was the eldest son of …" is one)
_SUPERLATIVE = r"the\s+(?:(?:least|most|best|worst|[a-z]+est)\s+)?(?:[a-z]+(?:ed|est)|known|seen)\s+(?:to|of|by|in|at|than|among|for)\b"
_NOT_QUALITY = ("to|in|at|on|not|now|then|there|here|first|also|still|just|already|soon|about|all|almost|gone|come|"
                "done|seen|by|with|from|for|out|up|down|off|back|over|into|going|being")
# a sentence that opens with a subordinate clause: its first comma ends the clause, not a name
# … and a title just before the name makes it part of another's ("Mrs. John Dashwood was …" is not John's)
_TITLED = (r"\b(?:Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Lord|Colonel|Captain|Aunt|Uncle|Master|Madam|Madame|Professor|Saint|St)"
           r"\.?\s+$")
_SUBORDINATE = re.compile(r"(?i:^\W*(?:as|when|while|if|though|although|because|since|after|before|until|once|whenever|"
                          rf"unless|where)\b[^,;]*$)|{_TITLED}")
_TITLE_BEFORE = re.compile(_TITLED)
# a relation in apposition before the name: "my old cousin, Mrs. Smith", "Sir John's mother, Mrs. Jennings"
# (not "your sister, Miss Dashwood": whom a speaker addresses)
_EN_APPOSED = (r"\b(?:his|her|their|my|our|[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*[’']s)\s+(?:[\w-]+\s+){0,2}?"
               rf"(?:{_RELATION})(?:-in-law)?,\s+(?:the\s+)?")
_EN_APPOSITION_END = r"\s*(?:[,;.!?”]|$)"  # …and the name closing the apposition
_CJK_PERSON = "人|厮|汉|汉子|和尚|妇人|女子|道人|老儿|官人|先生|长老|婆子|后生|大汉"
# a role written right before the name, in apposition: 副牌军周谨, 一个大财主赵员外, 托塔天王李靖, 陆虞候陆谦
_CJK_ROLE = "|".join(sorted(ZH_OFFICES | set(ZH_HONORIFIC_AFTER) | {
    "财主", "军官", "牌军", "和尚", "道士", "道人", "秀才", "先生", "将军", "丞相", "宰相", "教师", "猎户", "客商",
    "大汉", "汉子", "妇人", "女子", "娘子", "老儿", "公子", "小姐", "书生", "医生", "商人", "皇后", "国王", "稍子", "船家"}, key=len, reverse=True))
# …and the naming word with the nickname in quotes between it and the name: 唤作‘神机军师’朱武
_QUOTED_NICKNAME = r"[“‘「][\u3400-\u9fff]{1,6}[”’」]"
# the speaker of "X道：“…”" is X only when X is not the object of a verb before it (not 对X道, 见X道, 问X道)
_CJK_NOT_SPEAKER = "对向见问与和同叫唤骂谢拜请告着望把将被教令跟随"
# how a speaker calls themself: 我, 吾, 俺, 老孙, 洒家, 小人, 贫僧, 老汉, 小可 …
_CJK_I = "我|吾|俺|咱|老孙|老猪|洒家|小人|小可|小生|小子|贫僧|贫道|老僧|老汉|老身|奴家|妾身|在下|本官|孤|朕|寡人"


# the speaker's own copula before their name, what they are in between (one clause, or two: 我乃玉帝外甥，
# 敕封昭惠灵显王二郎是也), and the name closing it
_SELF_NAMED = (rf"(?:^|(?<=[“「『，,。！？；\s]))(?:{_CJK_I})(?:乃是|乃|本是|原是|便是|就是|即是|正是|是)(?!不|否|非|决|绝|断)"
               r"[^，。！？“”：；]{0,16}(?:[，,][^，。！？“”：；]{0,14})?")
_SELF_NAMED_END = r"是也|也|[，,。！？、”」；]|$"


def _role_before(name: str) -> str:
    """A role in apposition just before `name`, not another surname's title (张都监 before 蒋门神) nor
    one noun of a list (诸佛、菩萨金刚、比丘僧尼)."""
    others = "".join(sorted(c for c in ZH_SURNAMES if len(c) == 1 and c != name[:1]))
    return rf"(?<![、{others}])(?:{_CJK_ROLE})"


@lru_cache(maxsize=8192)
def _role_ends(name: str) -> re.Pattern[str]:
    """_role_before closing the text before `name`."""
    return re.compile(f"{_role_before(name)}$")


def _cjk(text: str) -> bool:
    return bool(_CJK.search(text))


@lru_cache(maxsize=8192)
def _patterns(name: str) -> tuple[tuple[int, re.Pattern[str], re.Pattern[str] | None], ...]:
    """(strength, pattern, guard): a match counts unless `guard` matches the sentence before it."""
    n = re.escape(name)
    if _cjk(name):
        return (
            (3, re.compile(
                rf"{n}[，,]?(?:乃是|乃(?![言说道曰问答云])|本是|原是|原来是|便是|就是|即是|正是(?!：)|也是(?=个|一个|一位|一员)|却是|是个|是一个|是一位)(?!不|否|非)"
                rf"|{n}是(?!不|否|非|[，,。])"
                rf"|{n}(?:是也|的便是|便是也)"
                rf"|(?:{_NAMING})[^，。！？；]{{0,6}}{n}|{_GIVEN}{n}|(?:{_OFFICE_HELD})[^，。！？；“”]{{1,10}}{n}|(?:叫|唤|称)[^，。！？；“”]{{1,4}}(?:做|作)[^，。！？；]{{0,6}}{n}"
                rf"|{n}[，,]?(?:原|本)?(?:是|系)?[^，。！？“”]{{1,10}}人(?:氏|也)"
                rf"|{n}[，,]?(?:那|这|此)(?:{_CJK_PERSON})[^，。！？]{{0,2}}(?:是|乃|姓|生得|原是|本是)"
                rf"|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤)?[^，。]{{0,2}}[，,。].{{0,12}}{n}|{n}[，,]?姓.{{1,2}}[，,]?(?:双|单)?名"
                # the given name written after the surname: 姓刘名伯钦 (for 伯钦; 姓宋，名江 names no 宋江)
                rf"|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤|叫|为)?{n}"
                # a self-introduction: 如来笑道：“我是西方极乐世界释迦牟尼尊者…” (not 行者对如来道：“我是…”)
                rf"|(?<![{_CJK_NOT_SPEAKER}]){n}[^，。！？“”：:]{{0,3}}(?:道|曰|云|说)[：:，,]?\s*[“「]"
                rf"(?:{_CJK_I})(?:乃是|乃|本是|原是|便是|就是|即是|正是|是)(?!不|否|非|决|绝|断|真|实|老实|[，,。！？])"
                # a definition: 猴王者，石猴也 (the name, 者, a comma, and the clause ending in 也)
                rf"|(?<![\u3400-\u9fff]){n}者[，,][^。！？“”]{{1,30}}也"
                # a self-introduction naming the speaker, what they are before the name that closes it:
                # 我乃托塔天王三太子哪吒是也, 吾乃二郎显圣真君，蒙玉帝调来… (not 我乃李天王二太子木叉: 李天王's son)
                rf"|{_SELF_NAMED}{n}(?={_SELF_NAMED_END})"
                # a role in apposition right before the name (副牌军周谨, 陆虞候陆谦), not another's title
                # with their own surname (张都监蒋门神)
                rf"|{_role_before(name)}{n}(?!、)"), None),
            (2, re.compile(
                # 是…X, but not one of a roster of three or more (请的是西天佛老、菩萨、圣僧、罗汉)
                rf"(?<![{_NOT_COPULA}])(?:是|乃|系)(?![^，。！？：；“”]*、[^，。！？：；“”]*、)"
                rf"[^，。！？：；“”]{{0,12}}{n}(?![殿宫府庙寺门院])"
                rf"|{n}[^，。！？]{{0,2}}生得"
                rf"|{n}[，,]?(?:乃|是)[^，。！？]{{0,10}}(?:之地|所在|去处|地方)"
                # where it dwells: 佛祖居于灵山大雷音宝刹之间; X住在…; X在…居住 (like "lived in"), not the last
                # of a list (晁盖、宋江、吴用居于山顶寨内) nor a question (灵吉住在何处)
                rf"|(?<![、留]){n}(?:现|常|久|向)?(?:居于|居在|住在|住于|居住在|在[^，。！？“”]{{1,12}}(?:居住|住持|修行))"
                rf"(?![^，。！？]*(?:何处|何方|那里|哪里|甚处))"), None),
        )
    # the name is the whole noun phrase: not "the Land of Oz", not "Dorothy's Aunt Em", not "my dear Elinor"
    bare = r"\s+".join(re.escape(w) for w in name.split())
    spaced = r"(?<!\bof )(?<!’s )(?<!'s )(?<!dear )" + bare
    noun = (r"(?:(?:a|an|the|his|her|their|its|one|one\s+of|by\s+far|the\s+only)\b"
            # a role written without an article: "was head professor at the College", "is king of the Nomes"
            rf"|(?:(?:head|chief|high|royal|lord)\s+)?(?:{_ROLE})\s+(?:of|at|over|in|to)\b)")
    # "Glinda, the Good Witch of the South," but not a list ("Dorothy, the Lion and Toto") nor an
    # absolute phrase ("the City, her shoes tinkling"): a possessive only before a relation
    apposition = (r"(?:(?:a|an|the|this|that|one\s+of)\s+|(?:his|her|their|its|my|our)\s+(?:[\w-]+\s+){0,2}?"
                  rf"(?:{_RELATION})\b)(?![^,.;:!?“”]*\band\s+(?:the\s+)?[A-Z])"
                  # a noun phrase, not a clause: "Oz, the four travelers met in the Throne Room and talked …"
                  rf"(?:[^\s,.;:!?“”]+\s*){{0,8}}")
    return (
        # apposition: "Saltmarsh, a town of tar and rope," (not "As they rowed past the Teeth, the water …")
        (3, re.compile(rf"(?<!\w){spaced},\s+{apposition}(?:[,;.]|$)"), _SUBORDINATE),
        (3, re.compile(
            # copula: "Toto was a little black dog"; "Uncle Henry, who was a farmer"
            rf"(?<!\w){spaced}(?:,\s+(?:who|which)(?:\s+\w+ly)?)?\s+(?:was|is|had\s+been|has\s+been|became|seemed|"
            rf"remained)\s+(?:not\s+(?=an?\b))?(?!{_SUPERLATIVE}){noun}"
            # introduction: "she saw a Scarecrow, placed high on a pole", "a Gump, which was adorned …"
            rf"|\b(?:a|an)\s+(?:[a-z][\w-]*\s+){{0,2}}{spaced},\s+(?:[a-z]+ed|who|which|that|whose)\b"
            # introduction: "a man named Pratt", "was called Wren", "called him the Grey Pilot"
            rf"|\b(?:a|an|the|one)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:named|called)\s+(?:the\s+)?{spaced}(?!\w)"
            rf"|\b(?:was|were|is|are|be|been)\s+(?:called|named|known\s+as)\s+(?:the\s+)?{spaced}(?!\w)"
            rf"|\bcall(?:ed|s)?\s+(?:him|her|me|it|them|herself|himself)\s+(?:the\s+)?{spaced}(?!\w)"
            rf"|\b(?:whose\s+name\s+(?:was|is)|by\s+the\s+name\s+of)\s+{spaced}(?!\w)"
            # a place as someone's home: "their residence was at Norland Park", "his present home was at Allenham"
            rf"|{_RESIDENCE}(?:the\s+)?{spaced}(?!\w)"
            rf"|{_EN_APPOSED}{bare}(?={_EN_APPOSITION_END})"
            # "I am the Guardian of the Gates", "he is the Great Wizard"
            rf"|\b(?:I\s+am|I’m|I'm|he\s+is|she\s+is|he\s+was|she\s+was|this\s+is|that\s+is)\s+(?:the|a|an)\s+"
            rf"(?:[\w-]+\s+){{0,2}}?{spaced}(?!\w)"), _TITLE_BEFORE),
        (2, re.compile(
            # a relative clause: "Scarecrow, who was never tired"; "Kansas, where …" (not what it is doing:
            # "the Tin Woodman, who was weeping", "Jim, who was still busily eating")
            rf"(?<!\w){spaced},\s+(?:who|which|whose|where)\b(?!{_DOING})"
            # "There was, in her cupboard, a Golden Cap"
            rf"|\b(?i:there)\s+(?:was|were|lived|stood|came)\b[^.;!?“”]{{0,60}}\b(?:a|an)\s+"
            rf"(?:(?!(?:than|that|and|of|to|for|as|but|when|with)\b)[\w-]+\s+){{0,3}}{spaced}(?!\w)"
            # "That's Corwen Shale"
            rf"|\b(?i:that’s|that's|that\s+is|this\s+is|it’s|it's|it\s+was)\s+{bare}(?!\w)"
            # "the country of the Quadlings"
            rf"|\b(?:country|land|city|town|village|parish|county|valley|estate|kingdom|capital|home|house|seat|castle|"
            rf"palace|river|island|forest|people|ruler|king|queen|lord|lady|master|mistress)\s+of\s+(?:the\s+)?"
            rf"{bare}(?!\w)"
            # "Dorothy lived in the midst of …"
            rf"|(?<!\w){spaced}\s+(?:lived|lives|dwelt|dwells|stood|stands|lay|lies|ruled|rules)\s+(?:in|on|at|near|"
            rf"beside|over|upon|among)\b"), _TITLE_BEFORE),
        # a quality: "Mrs. Palmer was several years younger", "the Lion was very angry" (not "was going")
        (1, re.compile(rf"(?<!\w){spaced}(?:’s\s+[a-z]+|'s\s+[a-z]+)?\s+(?:was|were|is|are|had\s+been)\s+"
                       rf"(?!\w+ing\b|\w+ed\b|(?:{_NOT_QUALITY})\b)\w+"), _TITLE_BEFORE),
    )


def is_heading(text: str) -> bool:
    """A chapter or part heading: Chapter 4: The Grey Pilot, 第一回, IV."""
    return bool(_HEADING.match(text))


def description_score(sentence: str, names: Iterable[str]) -> int:
    """How plainly the sentence says what one of `names` is: 3 a noun for it, 2 a relation or a place,
    1 a quality, 0 nothing (or a heading)."""
    if is_heading(sentence):
        return 0
    if _KANA.search(sentence):
        return japanese_describe.description_score(sentence, names)
    sentence = sentence.replace("\u00a0", " ")
    best = 0
    for name in names:
        name = name.replace("\u00a0", " ") if name else name
        if not name or name not in sentence:
            continue
        for strength, pattern, guard in _patterns(name):
            if strength <= best:
                break
            found = pattern.search(sentence)
            if found and not (guard and guard.search(sentence[:found.start()])):
                best = strength
                break
    return best


_FRAGMENT = re.compile(r"^\W*[a-z]")
# "replied the Woodman, who was greatly pleased": a clause on the speaker of a dialogue tag says how they
# speak, not what they are
_SPEAKER_CLAUSE = re.compile(r"\b(?:said|says|replied|asked|cried|remarked|called|answered|exclaimed|returned|"
                             r"continued|observed|added|inquired|enquired|declared|shouted|whispered|murmured|"
                             r"announced|responded|retorted|sighed|laughed|growled|groaned|sobbed)\s+"
                             r"(?:[\w’'-]+\s+){0,3}?[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)*,\s+(?:who|which)\b")
_PRONOUN = re.compile(r"^(?:He|She|It|They)\s+(?=(?:was|is|were|are|had\s+been|has\s+been|became|seemed)\b)")


def descriptions(sentences: list[str], names: list[str]) -> list[tuple[int, int, str]]:
    """(index, strength, text) of the sentences among `sentences` (one paragraph's, in order) that say
    what one of `names` is. A sentence opening with the name followed by one opening "He was …" /
    "She was …" describes it as a pair ("Wren Tully had been watching it all her life. She was twelve
    years old …"): the pronoun is read as the name, the only reading English gives it there."""
    out = []
    for i, sentence in enumerate(sentences):
        score = description_score(sentence, names)
        if score:
            # "cried Lucy, who …": the tail of a quotation, or a clause on who speaks: a weaker summary
            if _FRAGMENT.match(sentence) or score == 2 and _SPEAKER_CLAUSE.search(sentence):
                score = max(1, score - 1)
            out.append((i, score, sentence))
            continue
        if i + 1 >= len(sentences) or not (after := _PRONOUN.match(sentences[i + 1])):
            continue
        opener = next((n for n in names if n and re.match(rf"^\W*(?:The\s+)?{re.escape(n)}(?!\w)", sentence)), None)
        if opener and (score := description_score(opener + " " + sentences[i + 1][after.end():], [opener])):
            out.append((i, score, f"{sentence} {sentences[i + 1]}"))
    return out


def describes(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says what one of `names` is (and is no heading)."""
    return description_score(sentence, names) > 0


def quoted_share(sentence: str) -> bool:
    """The sentence is inside a quotation (a character's speech, not the narration)."""
    s = sentence.lstrip()
    return s[:1] in "“\"‘「『"


_OPEN, _CLOSE = "“「『", "”」』"


def spoken(text: str, sentences: list[str]) -> list[bool]:
    """For each of the paragraph's sentences (in order), whether it stands inside a quotation: curly
    or corner quotes counted open against closed before it, straight double quotes by parity."""
    out, at = [], 0
    for sentence in sentences:
        start = text.find(sentence, at)
        if start < 0:
            out.append(quoted_share(sentence))
            continue
        before = text[:start]
        depth = sum(before.count(c) for c in _OPEN) - sum(before.count(c) for c in _CLOSE)
        out.append(depth > 0 or before.count('"') % 2 == 1 or quoted_share(sentence))
        at = start + len(sentence)
    return out


# How a sentence reads as an entry's summary (DESIGN §8): a full description says what the subject
# is with the subject itself in the subject's place (opening the sentence, introduced by a naming
# word, or speaking of itself), not a sentence where the name is a modifier (玉帝外甥, Dorothy's dog)
# or the object of another's speech (金星道：“名是齐天大圣…”).
_CJK_OPENER = re.compile(r"^[\s“”「」『』\"'‘’（(]*(?:却说|话说|且说|单说|再说|只说|话表|且表|却表|单表|再表|原来|只见|当时|此时|那时|那个|"
                         r"这个|那|这|此|其|却|又|今|有个|有一个){0,2}")
_EN_OPENER = re.compile(r"^[\s“”\"'‘’(]*(?:(?:The|A|An|And|But|Now|So|Then|This|That|Here|There)\s+)?")
# 的/之 or a relation noun right after the name: the name qualifies someone else
_CJK_MODIFIER = re.compile(r"^(?:的|之|外甥|徒弟|弟子|太子|部下|手下|门下|驾下|麾下|女儿|儿子|娘子|老婆|浑家|妻|兄弟|哥哥|妹妹|姐姐|"
                           r"父亲|母亲|师父|侄|孙子|家|府|宫|殿|庄|寨|处|所)")
_NAMING_BEFORE = re.compile(rf"(?:{_NAMING}|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤|叫|为)?|{_GIVEN}|(?:named|called|known\s+as|"
                            r"name\s+(?:was|is)|name\s+of)\s+(?:the\s+)?)$"
                            # a nickname word, the nickname, the name (人称为大刀关胜); an office and its holder
                            rf"|(?:{_NICKNAMED})[\u3400-\u9fff]{{1,4}}$|(?:{_OFFICE_HELD})[^，。！？；“”]{{1,10}}$"
                            # the nickname quoted after the naming word: 唤作‘神机军师’朱武 (but "people call him
                            # X", 人都唤他做黑宋江, is what he is called, no subject beside 原来宋江是个好汉)
                            rf"|(?:{_NAMING}){_QUOTED_NICKNAME}$")
# the name closing the sentence's first clause, taken up by the next (为头的神机军师朱武，那人原是定远人氏)
# or said what it is there (陕西大国长安城，乃历代帝王建都之地)
_CJK_RESUMED = re.compile(rf"^[，,](?:那|这|此|其)(?:{_CJK_PERSON})")
_CJK_COPULA = "乃是|乃(?![言说道曰问答云])|本是|原是|原来是|便是|就是|即是"  # what opens "…, is a …"
_CJK_TOPIC_COPULA = re.compile(rf"^[，,](?:{_CJK_COPULA})")
# …a copula takes up the name only after a modifier of it (陕西大国, 为头的), not a verb (他来到长安城，乃是正午)
_CJK_TOPIC_MODIFIER = re.compile(rf"(?:^|的|[{''.join(sorted(ZH_PLACE_SUFFIXES))}])$")
_EN_APPOSED_END = re.compile(f"{_EN_APPOSED}$")
_EN_APPOSITION_CLOSED = re.compile(f"^{_EN_APPOSITION_END}")
_EN_CLAUSE = re.compile(r"^,\s+(?:who|which|whose)\s+(?:was|is|had\s+been|has\s+been|became|seemed)\b"
                        # an apposition, a noun phrase with no verb of its own (not "Marianne, the horse is yours")
                        r"|^,\s+(?:a|an|the|this|one\s+of)\s+(?:(?!(?:is|was|are|were|has|had|will|would)\b)"
                        r"[^,.;:!?“”\s]+\s*){1,12}[,;.]")
# "…, for Edward Ferrars was the eldest son of …": a clause of its own opening with the name
_EN_CLAUSE_START = re.compile(r"[,;:—]\s*(?:(?:and|but|for|so|yet|while|though|although|because|since)\s+)?$")
_EN_COPULA = re.compile(r"^\s+(?:was|is|had\s+been|has\s+been|became)\s+(?:not\s+(?=an?\b))?(?:a|an|the|one\s+of)\b")
_EN_GOVERNED = re.compile(r"(?i:\b(?:of|to|with|by|from|in|on|at|about|than|into|upon|like|for|toward|towards|"
                          r"against|without|among|behind|beside|besides|under|over|after|before|past|near)"
                          r"(?:\s+(?:the|a|an|his|her|their|its|my|our|your|this|that|poor|dear|little|old))*\s+|"
                          r"[’']s\s+(?:\w+\s+)?)$")
# "a Scarecrow, placed high on a pole", "a Gump, which was adorned …": an indefinite noun met with what it is
_EN_INTRODUCED = re.compile(r"\b(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}$")
_EN_RESIDENCE = re.compile(rf"{_RESIDENCE}(?:the\s+)?$")
_EN_INTRO_AFTER = re.compile(r"^,\s+(?:[a-z]+ed|who|which|that|whose)\b")
# 这天上有三十三座天宫，乃…: a thing introduced by 有 and a count, then said what it is
_CJK_INTRODUCED = re.compile(r"有(?:[一二三四五六七八九十百千两几数]+)?[座位个员只条所间口尊名处种般]?$")
_CJK_INTRO_AFTER = re.compile(rf"^[，,]?(?:{_CJK_COPULA}|名唤|唤做|叫做)")
LONG_SUMMARY = {"cjk": 90, "en": 220}  # characters past which a summary reads as a passage, not a line
FULL, SUBJECT, NARRATION, LONG = 10, 2, 2, 3


def subject_of(sentence: str, names: Iterable[str]) -> str | None:
    """The one of `names` the sentence is about as its grammatical subject: it opens the sentence (after
    an article or a discourse word: 却说, 那, The), a naming word introduces it (名唤X, named X, 姓刘名X),
    or it speaks of itself (X道：“我乃…”); never a name right before 的/之/a relation noun or "'s"."""
    if _KANA.search(sentence):
        return japanese_describe.subject_of(sentence, names)
    sentence = sentence.replace("\u00a0", " ")  # Mrs.\u00a0Jennings
    names = [n.replace("\u00a0", " ") for n in names if n]
    cjk = _cjk(sentence)
    opener = (_CJK_OPENER if cjk else _EN_OPENER).match(sentence)
    start = opener.end() if opener else 0
    for name in sorted((n for n in names if n), key=len, reverse=True):
        at = sentence.find(name)
        while at >= 0:
            after = sentence[at + len(name):]
            # Oz in Oz-ma, Dorothy's: part of another word, or its owner
            modifier = _CJK_MODIFIER.match(after) if _cjk(name) else re.match(r"^(?:[’']s\b|-\w|\w)", after)
            if not modifier:
                opens = at <= start + (1 if cjk else 0)
                named = _NAMING_BEFORE.search(sentence[max(0, at - 16):at])
                speaks = cjk and re.match(rf"^[^，。！？“”：:]{{0,3}}(?:道|曰|云|说)[：:，,]?\s*[“「](?:{_CJK_I})", after)
                # the speaker naming themself: 我乃托塔天王三太子哪吒是也 (哪吒 is who 我 is)
                speaks = speaks or cjk and _cjk(name) and re.search(f"{_SELF_NAMED}$", sentence[:at]) \
                    and re.match(f"^(?:{_SELF_NAMED_END})", after)
                # "the girl Ozma, who was the real heir": the subject of its own clause, wherever it stands
                clause = not _cjk(name) and (_EN_CLAUSE.match(after) or _EN_CLAUSE_START.search(sentence[:at])
                                             and _EN_COPULA.match(after)
                                             # "for even little Button-Bright was a good walker": the noun
                                             # right before a copula is its subject, unless a preposition
                                             # or a possessive governs it
                                             or _EN_COPULA.match(after) and not _EN_GOVERNED.search(sentence[:at])
                                             # "she saw a Scarecrow, placed high on a pole": introduced
                                             or _EN_INTRODUCED.search(sentence[:at]) and _EN_INTRO_AFTER.match(after)
                                             # "their residence was at Norland Park": the place is the topic
                                             or _EN_RESIDENCE.search(sentence[:at])
                                             # "my old cousin, Mrs. Smith,": a relation in apposition
                                             or _EN_APPOSED_END.search(sentence[:at]) and _EN_APPOSITION_CLOSED.match(after))
                introduced = cjk and _cjk(name) and (
                    _CJK_INTRODUCED.search(sentence[:at]) and _CJK_INTRO_AFTER.match(after)
                    # a role in apposition (副牌军周谨); the topic of the clauses after it
                    or _role_ends(name).search(sentence[:at]) and not after.startswith("、")
                    # the first clause: no punctuation before, nor a heading's wide space (附录　…)
                    or not re.search("[，,。！？；：“”\u3000]", sentence[:at]) and (
                        _CJK_RESUMED.match(after)
                        or _CJK_TOPIC_COPULA.match(after) and _CJK_TOPIC_MODIFIER.search(sentence[start:at])))
                if opens or named or speaks or clause or introduced:
                    return name
            at = sentence.find(name, at + 1)
    return None


class SummaryValue(NamedTuple):
    value: int  # 0: no description at all
    full: bool  # a noun for the subject, the subject in the subject's place
    usable: bool  # about its subject (a quality at least): fit to be an entry's summary line


def summary_value(sentence: str, names: Iterable[str], *, spoken_text: bool = False) -> SummaryValue:
    """How good a summary line the sentence makes: a noun for the subject beats a relation or a place,
    which beats a quality; the subject in the subject's place, the narration over speech and a line
    over a passage break ties."""
    names = [n for n in names if n]
    strength = description_score(sentence, names)
    if not strength:
        return SummaryValue(0, False, False)
    subject = subject_of(sentence, names) is not None
    full = strength == 3 and subject
    long = len(sentence) > LONG_SUMMARY["cjk" if _cjk(sentence) else "en"]
    value = FULL * full + 3 * strength + SUBJECT * subject + NARRATION * (not spoken_text) - LONG * long
    return SummaryValue(max(value, 1), full, subject)


def is_full_description(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says with a noun what its subject, one of `names`, is (the bench's strict share)."""
    return summary_value(sentence, names).full
