"""Chinese identifying constructions of books nobody tuned on (issue 43 §6), read by describe.py's patterns: how a
narration says who someone is with a tie's birth order (严仲平的大女儿洁修, 卜家第二个儿子卜信, 他小儿子雅各), a description and
a count of one (間壁開米店的一位卜老爹, 拜從安老爺看文章的一位梅公子), a demonstrative (这是卫生急救组的张巧玲), an adoption and
the new name (為義子，改名鮑廷璽); and what is no identity, a likeness (好像洁修就是辛佳). Simplified, as the patterns read.
"""

from __future__ import annotations

import re

from .lexicon import ZH_SURNAMES

# a child taken in, whose the one before it says (鮑文卿名下為義子; 螟蛉之子, 水浒传's 高衙内)
ADOPTED_KIN = "义子|义女|养子|养女|干儿子|干女儿|继子|嗣子|螟蛉之子"
# the tie's birth order or age before the kin word: 严仲平的大女儿洁修, 他小儿子雅各, 卜家第二个儿子卜信 (four books)
KIN_ORDER = "(?:[大二三四五六七八九小长次幼]|第[一二三四五六七八九十]+个?|孪生|双胞胎)?"  # (and twins: 塔爾頓家的孿生兄弟斯圖爾特)
# a family by its surname, whose the tie is: 卜家第二个儿子卜信 (not 人家, 回家: no surname before 家)
FAMILY = "(?<=[" + "".join(sorted(c for c in ZH_SURNAMES if len(c) == 1)) + "])家"
# adopted as someone's child and renamed, the new name closing it: 出繼与鮑文卿名下為義子，改名鮑廷璽
ADOPTED_RENAMED = rf"为(?:{ADOPTED_KIN})[，,]?(?:改名|更名|取名|起名)(?:为|叫做|叫|作)?"

# someone brought in by what they do, then one of them, before the name: 間壁開米店的一位卜老爹 (the clause's opening
# description), 一個刻圖書的郭鐵筆, 向来拜从安老爷看文章的一位梅公子; not where they sit or stand, nor an arrival
# (坐在窗前的…, 新加进来的一位唐云山: where someone is, not who), nor the speaker's or another's (我认识的一位…)
_NOT_WHO = "(?![^，。！？“”：；的]*(?:[我你他她您]|(?<![向本原从后])来|进|坐|站|立|躺|跪|睡|新|在))"  # (向来: always)
_ONE = "(?:一位|一个|一名)"
_OPENS = r"(?:(?<=[，,。！？“”：:；;\n\s])|^)"  # a clause's start (the shared patterns put the sentence after a line break)
DESCRIBED_ONE = (rf"(?:{_OPENS}{_NOT_WHO}[^，。！？“”：；\n]{{2,16}}的{_ONE}"
                 rf"|{_ONE}{_NOT_WHO}[^，。！？“”：；的\n]{{2,16}}的)")
DESCRIBED_ONE_ENDS = re.compile(f"{DESCRIBED_ONE}$")
# a demonstrative sentence saying who someone just seen is, by what they belong to or do: 这是卫生急救组的张巧玲，唐济成的
# 小同乡 (锻炼); not a speaker's or a pronoun's (这是我的…), nor a question (这是谁的…)
# (and the answer to who someone is, opening its clause: 你道他是谁人？就是四大金刚坐第一把交椅的陆兰芬哟！)
# (the 的-phrase says what someone is, no event of the story's day: 走在最前面的，就是今天刚拉回来的王满银)
IDENTIFIED = "(?:就|便|正)是"
_EVENT = "(?<!金)刚|今天|今日|今早|今晚|昨天|昨日|昨晚|已经|正在"  # (not 金刚, a temple guardian)
THIS_IS = (rf"{_OPENS}(?:(?:这|那)(?:个人|人|位)?(?:就|便|正|原来)?是|{IDENTIFIED})"
           rf"(?![^，。！？“”：；]*(?:[我你他她您谁]|{_EVENT}))(?!这里|那里|这儿|那儿|此地|此间)[^，。！？“”：；]{{2,16}}的")
THIS_IS_ENDS = re.compile(f"{THIS_IS}$")
# a likeness is no identity: 好像洁修就是辛佳 (as if she were her), written right before the name
NOT_LIKENED = "(?<!像)(?<!仿佛)(?<!彷彿)(?<!如同)(?<!好似)(?<!宛如)(?<!犹如)"

# Ties a narration writes between a person's name and a relative's, whose it is before it (吴荪甫的舅父曾沧海,
# 殷美林的公公胡清泉): the closed class of kin and household words, beside describe.py's first list. Not forms of
# address that are no tie to anyone (老爷, 大人, 恩人: 他的恩人 says nothing of blood).
KIN_TIES = ("舅父|叔父|姑父|姨父|姨丈|姑丈|祖父|祖母|外祖父|外祖母|外公|外婆|爷爷|奶奶|公公|婆婆|岳父|岳母|丈人|丈母"
            "|女婿|媳妇|儿媳|媳妇儿|姐夫|妹夫|姊夫|内弟|内侄|舅子|小舅子|连襟|姨妹|姨姐|姨甥|表侄|族弟|族兄|族叔|族侄"
            "|外孙|外孙女|孙儿|侄孙|继母|继父|后母|生母|养父|养母|义父|义母|干爹|干娘|未婚妻|未婚夫|情人|情妇|恋人"
            "|亲家|亲戚|同乡|小同乡|同事|同伴|同志|老师|先生|学生|门生|弟子|部下|属下|心腹|秘书|助手|副官|保镖|管家|总管"
            "|老仆|家人|女仆|奶妈|乳母|保姆|姨太太|小老婆|发妻|前妻|亡妻|寡妇|遗孀")
# a calling in apposition before a name, by the closed class of Chinese agent endings (-师 -员 -士 -官 -尉 -吏 -匠:
# 助理技师唐济成, 事务员姚绍光, 谋士X, 校尉X), where a clause or a modifier opens it (the word's start is known
# there, so no other surname is taken for part of it: not 张技师王五)
AGENT_ROLE = r"(?:(?<=[的个位名是乃，,。：:；;“「\s])|^)[\u4e00-\u9fff]{1,3}(?<![人])(?:师|员|士|官|尉|吏|匠)"
