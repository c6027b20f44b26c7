"""Chinese's closed word lists: titles, function words and context cues. No book's names here."""

from __future__ import annotations

# Chinese: first characters that make a form a pronoun or determiner phrase, not a name (那怪, 这猴, 一个).
ZH_DETERMINER_PREFIXES = frozenset("那这此其我你他她它咱俺吾汝尔谁甚什怎某几众诸各每些个")
# Characters no name begins or ends with (no gold name of the nine books does, in either script): personal
# pronouns at either edge (求你, 给他们, 打发他, 现在你), and negations, adverbs and prepositions opening a verb
# phrase (不听, 就给他, 把他). Transliterations avoid them too (便雅悯 opens with 便, so 便 is not here).
ZH_PRONOUN_EDGES = frozenset("你我他她它们您咱俺")
# 給X, 往荣府, 之妻: a preposition or a particle glued to a name (与世同君 is one); 的那点: 的 closes a modifier; 着于连
# (想着|于连, 握著|于连的手; 著 the older texts' 着): the durative particle of the verb before, glued to its object
# (no name opens with it)
ZH_FUNCTION_LEADS = frozenset("不没别就也都又还再却给把被跟对替往之的着著")
# 将 too, before two characters or more (将手向, 將X: the object-fronting preposition); 将军 is a word
# What no name ends with: the durative particle (照著, 按着; 著 is the older texts' 着, which the dictionary
# does not know as a particle, so verbs with it pass as new words) and a verb's preposition (安在, 站在, 走到).
# (了, 的 too, measured, cost 西游记 three aliases.)
ZH_PARTICLE_ENDS = frozenset("著着在到于等")  # 贾赦等: a list's "and the others"
# Two or more people named together (伯和夫妇, 关氏父女, 阮氏三兄弟; 沈家 the household): no one's entry.
ZH_COLLECTIVE_AFTER = ("夫妇", "夫妻", "父女", "父子", "母女", "母子", "兄弟", "姐妹", "兄妹", "姊妹", "一家", "全家",
                       "俩", "两口子")  # (母女俩, 兄弟俩, 老两口子: the two of them)
ZH_HOUSEHOLD_AFTER = "家"  # after a surname alone: 沈家, 陈家
# After a common noun, a herd or a trade (牛群, 汽车夫, 木匠): a kind of thing or of worker, no one's name.
ZH_COMMON_SUFFIXES = frozenset("群夫匠")
# After a place, its whole extent or its surroundings (埃及遍地, 迦南全地, 北京一带): the place, said of all of it.
ZH_EXTENT_AFTER = ("遍地", "全地", "全境", "境内", "各地", "各处", "一带", "地界")
# What ends a modifier or a verb phrase, never a name (伯和的, 雪白的, 吃过了: the joiner's fragments).
ZH_PHRASE_ENDS = frozenset("的了")
ZH_ASPECT = frozenset("着著了过")  # after a verb, inside a phrase: 板着脸
ZH_DIRECTIONS = frozenset("上下来去起")  # after a one-character verb: 挂上, 走来
ZH_INSIDE = frozenset("里裡")  # after a thing: 河里 (in the river), never a name's last character after one
ZH_POSSESSIVE_BEFORE = frozenset("我你他她的其")  # 我师父: a role, not a name
ZH_CLASSIFIER_BEFORE = frozenset("个位只些众诸各两几每座条间处所层片块扇口张匹")  # 一个妖精: a kind of being, not a name
ZH_DEMONSTRATIVE_BEFORE = frozenset("那这")
ZH_PLURAL_AFTER = "们"
ZH_SPEECH = ("道", "曰", "说", "笑道", "问道", "叫道", "喝道", "骂道", "答道", "问", "叫", "喝", "骂")
# (镇 屯 坳: a market town, a village, a hollow in the hills, how modern stories name the countryside: 鲁镇, 吉光屯)
ZH_PLACE_SUFFIXES = frozenset("山洞河国城寺庄宫殿府岭江海州关村县院观庙岛湖峰林界门桥堂阁楼涧坡溪潭池园京郡省洲湾崖岩谷营店街巷"
                              "镇屯坳")
# The heads of the countryside's own place names in the south-west (吕家坪, 王家坝, 黄家寨, 石家堡, 李家垭: a flat, a dyke,
# a stockade, a fort, a pass): a word of three or more characters closed by one is a village's name, read like a
# place's suffix where a candidate is judged and voted (not in ZH_PLACE_SUFFIXES, whose cards say 一座X)
ZH_VILLAGE_HEADS = frozenset("坪坝垭寨堡")


def village(word: str) -> bool:
    """吕家坪: three characters or more closed by a village's head."""
    return len(word) >= 3 and word[-1] in ZH_VILLAGE_HEADS


ZH_PLACE_BEFORE = frozenset("到往在至入进出离回过上奔赴归")
# A place suffix after one of these is a position or an extent, not a name: 前门, 后山, 旁门, 满城, 满山.
ZH_POSITION_PREFIXES = frozenset("前后旁侧左右上下里外内中间边满全遍")
# A gate is a part of a building: X门 with one character before it (山门, 朝门, 宫门) is some building's
# gate; named gates carry a name before it (南天门).
ZH_BUILDING_PARTS = frozenset("门")
ZH_PLACE_AFTER = ("去", "来", "中", "里", "内", "外", "上", "下")
ZH_ORG_SUFFIXES = ("会", "部", "教", "派", "帮", "党", "军", "兵", "朝廷")  # 宋兵: an army, no one named 宋
ZH_NAME_TAGS = frozenset({"nr", "nrt", "nrfg", "ns", "nt", "nz"})
ZH_PERSON_TAGS = frozenset({"nr", "nrt", "nrfg"})
ZH_PLACE_TAGS = frozenset({"ns"})
ZH_ORG_TAGS = frozenset({"nt"})
# Familiar forms 老孙 / 小李: prefix + a surname stand for the bearer of that surname.
ZH_FAMILIAR_PREFIXES = frozenset("老小阿")
# Titles written after a name and making a longer form of it (哪吒太子, 二郎真君, 金角大王).
ZH_HONORIFIC_AFTER = ("大王", "太子", "真君", "菩萨", "大仙", "大圣", "元帅", "天王", "公主", "娘娘", "祖师", "老祖",
                      "尊者", "星君", "大将", "圣母", "老母", "大帝", "童子")
# Kinship terms and forms of address (奶奶, 二爷, 太公): said of whoever the speaker is related to or
# addresses, they are no one's name alone, and a surname with one (宋太公) is a relative, not the bearer
# (高衙内: the son of 高太尉).
ZH_KINSHIP = frozenset("""
哥哥 大哥 二哥 三哥 兄弟 贤弟 兄长 姐姐 妹妹 嫂嫂 嫂子 大嫂 奶奶 太太 老爷 老太太 爷爷 二爷 三爷 大爷 姑娘 姑姑 姨妈
姨娘 妈妈 母亲 父亲 爹爹 太公 太婆 婆婆 公公 娘子 大娘 老娘 孩儿 儿子 女儿 丈夫 浑家 老婆 小人 大人 阿哥
衙内 叔叔 伯伯 干娘 干爷 恩相 恩人
家父 家母 家兄 舍弟 令尊 令堂 老头子 老头儿 老太婆 老人家
婶娘 婶婶 婶子 叔父 伯父 伯母 舅舅 舅母 舅父 姑母 姑父 姨父 侄女 外婆 外公 祖母 祖父
亲家 亲家公 亲家母 亲家太太 亲家老爷
""".split())
# A married woman's title after her husband's surname (陶太太, 王夫人, 樊太太): she is a person of her own, never one
# of his family's names by shape (王夫人 is not 王熙凤 because 熙凤 is a name), whoever else bears the surname.
ZH_MARRIED = frozenset("太太 夫人 奶奶 少奶奶 娘子".split())
# A relative's side before a form of address (表少爷, 侄少爷, 表嫂, 堂兄): still no one's name alone.
ZH_KIN_SIDES = frozenset("表堂侄舅姑姨")
ZH_MODERN_ADDRESS = frozenset("少爷 小姐 少奶奶 兄 嫂 哥 姐 弟 妹 叔 婶 伯".split())
# Offices and trades said of whoever holds them (保正, 提辖, 太尉, 天子; 酒保, 店主人, 驿丞; 门房, 听差): like a form of
# address, no one's name alone, and an alias only where the text ties the office to one person. Religious
# and literary callings a hero is named by for whole books (行者, 长老, 师父) are not offices here.
ZH_OFFICES = frozenset("""
保正 提辖 教头 院长 都头 知府 知县 知州 太尉 员外 押司 天子 皇帝 陛下 丞相 太守 制使 知寨 统制 府尹 差拨 管营 虞候
都监 节级 牌头 里正 庄主 寨主 头领 先锋 军师 指挥使 团练 太医 县令 县尉 推官 通判
酒保 店家 店主人 店小二 主人家 庄客 驿丞 艄公 梢公 公人 差人 牢子 狱卒 禁子 轿夫 脚夫 马夫 樵夫 渔翁 门子 管家
门房 听差 车夫 厨子 老妈子 护兵 巡警 马弁 茶房 伙计 掌柜
""".split())
# The common surnames (百家姓, most frequent first) and compound ones: a word of two or three characters
# opening with one is likely a personal name (宋江, 石秀, 公孙胜), whatever the dictionary tags it.
# Surnames that are mostly function words in the old language (于, 和, 向, 时, 云, 来...) are left out.
ZH_SURNAMES = frozenset("""
王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 萧 田 董 袁 潘
蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 傅 白 邹 孟 熊 秦 邱 江 尹 薛
闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵 钱 严 覃 武 戴 莫 孔 汤 温 康 施 文 牛 樊 葛 邢 齐 易 乔 伍 庞
颜 倪 庄 聂 章 鲁 岳 翟 殷 詹 申 欧 耿 关 兰 焦 俞 左 柳 甘 祝 包 宁 尚 符 舒 阮 柯 纪 梅 童 凌 毕 单 季 裴 霍 涂
苗 谷 盛 曲 翁 冉 骆 蓝 路 游 辛 靳 管 柴 蒙 鲍 华 喻 祁 蒲 房 滕 屈 饶 解 牟 艾 尤 阳 穆 农 司 卓 古 吉 缪 简 车
项 连 芦 麦 褚 娄 窦 戚 岑 景 党 宫 费 卜 冷 晏 席 卫 米 柏 宗 瞿 桂 佟 臧 闵 苟 邬 边 卞 姬 师 仇 栾 隋 商
刁 沙 荣 巫 寇 桑 郎 甄 丛 仲 虞 敖 巩 佘 池 查 麻 苑 迟 邝 官 封 谈 匡 鞠 惠 荆 乐 冀 郁 胥 南 班 储 栗 燕 楚
鄢 劳 谌 奚 皮 粟 冼 蔺 楼 盘 满 闻 厉 伊 仝 区 郜 海 阚 花 权 强 帅 屠 豆 朴 盖 练 廉 禹 井 祖 漆 巴 丰 支 卿 国
狄 计 索 宣 晋 容 敬 扈 晁 酆 雍 璩 桓 公孙 欧阳 西门 司马 诸葛 慕容 上官 尉迟 呼延 皇甫 令狐 宇文 长孙 端木 东方
独孤 夏侯 轩辕 南宫 司徒
""".split())
# What follows a surname to address its bearer (宋押司, 鲁提辖, 公孙先生, 柴大官人, 宋三郎: office, calling,
# birth order): the form is one person's where the text speaks of a bearer of that surname.
# Seniority among siblings said to the bearer (李大哥, 王二哥) belongs here too; 宋太公 (a father) does not.
# An emperor's title follows a dynasty (宋皇帝, 唐天子), not a surname: no one's alias by discourse.
# Modern address says who is addressed as much (何小姐, 樊少爷, 关大叔, 关女士): the bearer, not a relative; so
# does a modern office (沈旅长, 黄副官).
ZH_MODERN_OFFICES = frozenset("""
旅长 师长 团长 营长 连长 司令 督军 总长 局长 处长 科长 厅长 省长 市长 县长 校长 经理 副官 参谋 秘书
""".split())
# Modern callings a narration writes before a name (总工程师周为新, 年轻的助理技师唐济成, 经济学教授李玉亭): what the one
# named is, for a card (roles.py, describe.py); no title a surname takes in address, nor a word as often a verb
# (代表, 看护, 编辑: 「她日夜看护张妈」 says nothing of 张妈).
ZH_MODERN_CALLINGS = frozenset("""
工程师 总工程师 技师 助理技师 教授 律师 会计 记者 主笔 职员 司机 厂长 总经理 庶务 总庶务 干事 科员 教员 店员 账房
工头 学徒 买办 委员 主任 女工 工人
""".split())
ZH_SURNAME_TITLES = ZH_OFFICES - {"天子", "皇帝", "陛下"} | ZH_MODERN_OFFICES | frozenset("""
先生 官人 大官人 武师 相公 将军 都督 殿帅 太师 大郎 二郎 三郎 四郎 五郎 六郎 七郎 大哥 二哥 三哥
小姐 女士 少爷 姑娘 大姐 大叔 大爷 大姑娘 二姑娘 老头子
""".split())
# Address said of a household's member, with 家 between: 沈家姑娘, 关家大姑娘 (the 沈 family's daughter).
ZH_HOUSEHOLD_ADDRESS = frozenset("姑娘 大姑娘 二姑娘 小姐 少爷 大少爷 二少爷 大爷 二爷".split())
# The same written before the surname, in the transliterated English of Republican-era prose: 密斯何 (Miss Ho),
# 密斯脱樊 (Mister Fan), 密昔斯 (Mrs).
ZH_TITLES_BEFORE = ("密斯脱", "密司脱", "密昔斯", "密斯", "密司")
# Measure words of containers: what a count of bottles or boxes holds is a thing (一瓶香水, 十瓶御酒).
ZH_CONTAINER_MEASURES = "瓶杯盒包箱碗罐壶壺袋桶盆盘盤碟匣筐篮籃缸坛壇罈"  # both scripts
# Roles of the older written language said of whoever fills them in the scene (several servants are each 侍者, the
# porters 阍者, the bailiffs 职役; a friend 友人, a beauty 丽人): like an office, no one's name alone.
ZH_LONE_ROLES = frozenset("侍者 阍者 职役 仆役 从者 园丁 巡捕 女仆 仆妇 佣人 差役 友人 丽人 美人 少年 少妇 老妪 老翁 邻人 邻居 邻舍 街坊".split())
# Ranks a translation calls a man by, once introduced as 一公爵 / 某伯爵 (a duke, a certain count; foreign.py), and
# what a card says he is where the rank is his name (一位公爵: messages.role_words)
ZH_RANKS = frozenset("公爵 侯爵 伯爵 子爵 男爵 勋爵 爵士 亲王 大公 上校 中校 少校 上尉 中尉 少尉 船长".split())
# The first person of the older written language: no name opens with it where the book says it for I (余思, 余侍者).
ZH_CLASSICAL_I = frozenset("余吾予")


# A gentleman's title after his birth order (七大人, 三大人: Seventh Excellency): what the story calls one man, not an
# address anyone is given (大人 alone is; 二姑娘 is whichever household's second daughter)
ZH_ORDERED_TITLES = frozenset("大人".split())
ZH_BIRTH_ORDERS = "一二三四五六七八九十"


# Titles written after a person's name (高老夫子, 慰老爷, 鲁四老爷, 四铭太太): its bearer is a person, whatever the name
# before it is (高 a surname, 慰 not) or ends in; not after a birth order or a pronoun alone (二老爷, 这先生: an address)
ZH_PERSON_TITLES_AFTER = ("老夫子", "夫子", "老爷子", "老太爷", "老爷", "老先生", "先生", "太太", "夫人", "小姐", "老婆子")
_NO_NAME_BEFORE_TITLE = frozenset(ZH_BIRTH_ORDERS + "老小大这那他她我你谁哪某")


def person_title(form: str) -> str | None:
    """老夫子 of 高老夫子: the person's title `form` closes, after a name of one or two characters, or None."""
    title = next((t for t in ZH_PERSON_TITLES_AFTER if form.endswith(t)), None)
    name = form[:-len(title)] if title else ""
    return title if 1 <= len(name) <= 2 and not set(name) <= _NO_NAME_BEFORE_TITLE else None


def ordered_title(form: str) -> bool:
    """七大人: a birth order and a gentleman's title, one man's name in the story."""
    return any(form.endswith(title) and 1 <= len(form) - len(title) <= 2
               and all(c in ZH_BIRTH_ORDERS for c in form[:-len(title)]) for title in ZH_ORDERED_TITLES)


# Callings and trades a story calls someone by in the scene (the monk of the temple, the boatman, the servant girl), said of
# whoever plies them: a calling alone, or an elder's 老 before it (老和尚, 老先生), is no one's name — a reader's list of
# a book's people never holds "the old monk" (儒林外史's 老和尚, 船家, 老先生 stood as entries). Not the callings a hero
# is named by for whole books (长老, 行者, 师父: a pilgrim's), nor a surname with one (莫医生, 严老板: a person); a translation's
# priest and sutler woman (神甫, 女贩: 九三年), an apprentice's master (师傅: 一句顶一万句's, several men) are callings too.
ZH_LONE_CALLINGS = frozenset("""
和尚 道士 道人 秀才 船家 船夫 尼姑 道姑 方丈 住持 书生 客商 猎户 财主 军官 医生 大夫 商人 书童 小厮 丫鬟 丫头 使女
奶妈 嬷嬷 奶娘 侍女 宫女 太监 护士 警察 巡长 仆人 老板 公子 堂官 僧官 媒婆 裁缝 戏子
神甫 神父 牧师 女贩 师傅
""".split())
# an elder's 老 before a calling or a title a surname takes (老先生, 老和尚, 老相公): an address, no name
_ELDER = "老"


def kin_address(form: str) -> bool:
    """A kinship term or office, plain (奶奶, 保正), with a birth order (大姑娘) or a relative's side (表少爷, 表嫂), or a
    calling (船家, 老和尚): said of whoever the speaker is related to or addresses, an alias only where the text ties it
    to one person."""
    return (form in ZH_KINSHIP or form in ZH_OFFICES or form in ZH_LONE_ROLES or form in ZH_LONE_CALLINGS
            or form[:1] == _ELDER and (form[1:] in ZH_LONE_CALLINGS or form[1:] in ZH_SURNAME_TITLES)
            or len(form) == 3 and form[1:] in ZH_KINSHIP and form[0] in "二三四五六七八九大小老" and not ordered_title(form)
            or 2 <= len(form) <= 4 and form[0] in ZH_KIN_SIDES and (form[1:] in ZH_KINSHIP or form[1:] in ZH_MODERN_ADDRESS))


def is_address(form: str) -> bool:
    """The same, or a title a surname takes (将军, 先生, 小姐): what a speaker may call someone by alone."""
    return kin_address(form) or form in ZH_SURNAME_TITLES


# Characters that transliterate foreign names (克莉丝, 诺赞, 亚历山大, 修雷): a word of three or more
# of them is most likely someone's name in translated and light-novel prose.
ZH_TRANSLITERATION = frozenset(
    "阿埃艾爱安昂奥巴芭拜班邦鲍贝本比彼毕宾波伯勃博布查达戴丹道德迪蒂丁东杜顿多厄恩尔法范菲芬费弗福伏盖冈高戈格"
    "贡古瓜哈海汉豪赫亨胡华霍基吉加嘉贾杰捷金卡凯坎康柯科克肯库夸奎昆拉莱兰朗劳勒雷蕾黎里丽利莉列林琳留卢鲁路伦"
    "罗洛玛迈麦曼梅蒙米密敏莫姆穆纳娜奈南内尼妮诺努欧帕派潘佩彭皮珀普齐奇恰乔切琴丘萨塞桑瑟森沙莎舍施什斯苏索"
    "塔泰坦汤特提汀图托瓦万威韦维温沃乌希锡夏谢辛休修雅亚扬耶伊因英尤约扎泽詹兹佐赞茨策蒂缇薇丝娅莲妮露琪黛")

# verbs of asking and telling a kin before a comma: what follows is the words said (可萊諦問他父親，溫培爾脫親王…), no
# apposition (not 对, 向: "to her mother, 李太太," is one)
ZH_ASKING = ("问", "告诉", "答", "吩咐", "嘱咐", "劝")
