"""Issue 43 §7: the Chinese description patterns are compiled once for every name (zh/describe.patterns: the name
written before the sentence, matched by back-reference) instead of once per name. They must find exactly what each
name's own compiled patterns find (zh/describe.own_patterns), at the same place, and every shape of the pattern texts
must be met by one of the passages here, so that a shape the shared patterns lose cannot go unseen."""

from __future__ import annotations

import re

from understory_cli.extractive.zh import describe as zh

# (sentence, name): every shape met, and the neighbours that must keep a shape from matching
PASSAGES = [
    # the shapes of the cards of 啼笑姻缘 and 創世記 (a speaker's own 是 before what they are to the listener, a rank
    # after the full name, a name given then what its bearer is, a name answered, what people came to call someone)
    ("神说：“我是耶和华你祖亚伯拉罕的神。”", "耶和华"), ("尤其是那沈国英旅长。", "沈国英"),
    ("原来那人叫黄鹤声，也是个弹三弦子的。", "黄鹤声"), ("姑娘低了头，微笑道：“叫凤喜。", "凤喜"),
    # (乱世佳人: the second of a tie's pair, a post one is chosen for; zh/clause_subject.py)
    ("郝思嘉同塔尔顿家的孪生兄弟斯图尔特和布伦特坐在走廊里。", "布伦特"), ("结果艾希礼·威尔克斯被选做队长了，大家很高兴。", "艾希礼"),
    ("我先前的东边的邻居叫长富，是一个船户。", "长富"),  # (彷徨: named by 叫, then one of a kind)
    # (九尾龟: the answer to who someone is, opening its clause; not where someone is)
    ("就是四大金刚坐第一把交椅的陆兰芬哟！", "陆兰芬"), ("便是这里的李四啊。", "李四"),
    # (爱的教育: a later clause's copula and a noun for a person; not after a verb that meets another)
    ("卡隆在同级中身躯最高大，年十四岁，是个大头宽肩的小孩。", "卡隆"), ("王五看见李四，是个很高的汉子。", "王五"),
    ("人家又改叫了沈三玄。", "沈三玄"), ("把那沈国英旅长叫来。", "沈国英"),
    ("只见一个很清秀的女子，斜坐在上面，那正是凤喜无疑了。", "凤喜"),
    ("宋江乃是郓城县押司。", "宋江"), ("宋江便是郓城县押司。", "宋江"), ("宋江却是一个好汉。", "宋江"),
    ("宋江是郓城县押司。", "宋江"), ("郓城宋押司的便是。", "宋押司"), ("宋江是不肯去的。", "宋江"),
    ("宋江绰号及时雨。", "及时雨"), ("那人号智多星。", "智多星"), ("那人人号智多星。", "智多星"),
    ("红孩儿，号圣婴大王。", "圣婴大王"), ("那军汉，号山前一个村子。", "山前"),
    ("现做金枪班教师徐宁。", "徐宁"), ("余昨见倭兰，知为马克女友。", "倭兰"), ("朱武原是定远人氏。", "朱武"), ("朱武，那人原是定远人氏。", "朱武"),
    ("那人姓宋，名江，人称及时雨宋江。", "宋江"), ("宋江姓宋，名江，表字公明。", "宋江"), ("那猎户姓刘名伯钦。", "伯钦"),
    ("如来笑道：“我是西方极乐世界释迦牟尼尊者。”", "如来"), ("行者对如来道：“我是齐天大圣。”", "如来"),
    ("猴王者，石猴也。", "猴王"), ("大猴王者，石猴也。", "猴王"),
    ("我乃托塔天王三太子哪吒是也。", "哪吒"), ("“吾乃二郎显圣真君，蒙玉帝调来。”", "二郎显圣真君"),
    ("副牌军周谨出马。", "周谨"), ("陆虞候陆谦来了。", "陆谦"), ("张都监蒋门神都在。", "蒋门神"),
    ("陶先生陶太太都来了。", "陶太太"), ("诸佛、菩萨金刚都在。", "金刚"), ("副牌军周谨、杨志都来。", "周谨"),
    ("凤喜的母亲沈大娘来了。", "沈大娘"), ("他的朋友伯和夫妇来了。", "伯和"), ("撒拉的使女埃及人夏甲。", "埃及"),
    ("那人名唤宋江。", "宋江"), ("他道：“那人名唤宋江。”", "宋江"), ("起名叫耶和华以勒。", "耶和华"),
    ("人都唤他做及时雨。", "及时雨"), ("唤做灵山大雷音寺。", "灵山"),
    ("这里是花果山。", "花果山"), ("请的是西天佛老、菩萨、圣僧、罗汉。", "菩萨"), ("只是花果山。", "花果山"),
    ("那宋江生得黑矮。", "宋江"), ("长安城乃历代帝王建都之地。", "长安城"), ("天桥这地方，九流三教。", "天桥"),
    ("在天桥这地方，住过许多日子。", "天桥"), ("佛祖居于灵山大雷音宝刹之间。", "佛祖"), ("灵吉住在何处？", "灵吉"),
    ("晁盖、宋江居于山顶寨内。", "宋江"), ("宋江\n是郓城县押司。", "宋江"),
    # a place's noun and the name it is called by, a demonstrative's place noun in apposition (zh/place_named.py)
    ("小河叫东拉河，就是在这分水岭下发源的。", "东拉河"), ("住进韦尔吉，这个村子出了名。", "韦尔吉"), ("住进韦尔吉，这个村子里很冷。", "韦尔吉"),
    # an account's introductions and identity statements (红楼梦-like): 长子X，次子Y, 名X, 方得了X, X即Y之Z, 此即X，Y之Z也
    ("长子贾赦，次子贾政．", "贾政"), ("二小姐乃赦老爹之妾所出，名迎春．", "迎春"), ("那秦业至五旬之上方得了秦钟．", "秦钟"),
    ("秦钟即秦氏之弟．", "秦钟"), ("此即冷子兴所云之史氏太君，贾赦贾政之母也．", "史氏太君"), ("他得了秦钟的信．", "秦钟"), ("他给他生了亚伦和摩西．", "亚伦"), ("此即史氏太君，贾赦之母也．当下贾母说了．", "贾母"),
    # how someone is above all (红楼梦), and 乃 as "then" before a verb with a person for its object (巴黎茶花女遺事, 水浒传)
    ("原来这贾瑞最是个图便宜没行止的人．", "贾瑞"), ("馬克乃許予去栓，予遂出。", "馬克"), ("时迁便乃敲他房门。", "时迁"),
    ("原来是窗友名金荣者．", "金荣"), ("姓孙名悟空行者。", "悟空"),
    # young Mr Ma is no bare Mr Ma (二马: the son, the father)
    ("小马先生是学着伊牧师。", "马先生"), ("马先生是个古玩商。", "马先生"),
    # 二马: a tie and its name, a gloss in brackets, a trade; a bare 是 before a mood, 乃遣 and a person (巴黎茶花女遺事),
    # the one spoken to called before 我是 (水浒传)
    ("她的儿子叫保罗，女儿叫凯萨林。", "凯萨林"), ("然后把“拿破仑”（那只小白胖狗。）叫上来。", "拿破仑"),
    ("马先生真没想到李子荣是个念书的。", "李子荣"), ("马老先生是一脑门子官司，没理马威。", "马老先生"),
    ("馬克乃遣客屛居，而公爵仍弗至。", "馬克"), ("宋江叫道：“教头，我是个犯罪的人，没甚与你。", "宋江"),
    # books nobody tuned on (儒林外史, 锻炼): one of a kind named in speech, a demonstrative saying who, an adoption renamed,
    # a description and a count of one; the speaker's own friend, an arrival
    ("便道：“这就是门生治下一个乡下农民，叫做王冕。”", "王冕"), ("宝玉道：“我有个朋友，名唤秦钟．", "秦钟"),
    ("这是卫生急救组的张巧玲，唐济成的小同乡。", "张巧玲"), ("情愿出继与鲍文卿名下为义子，改名鲍廷玺。", "鲍廷玺"),
    ("那日午后，间壁开米店的一位卜老爹走了过来。", "卜老爹"), ("他对着新加进来的一位唐云山说。", "唐云山"),
]


def _alternatives(text: str) -> list[str]:
    """The pattern text's top-level alternatives (split at each | outside a group or a class)."""
    out, current, depth, in_class, i = [], "", 0, False, 0
    while i < len(text):
        c = text[i]
        step = 2 if c == "\\" else 1
        if c != "\\":
            if in_class:
                in_class = c != "]"
            elif c == "[":
                in_class = True
            elif c in "()":
                depth += 1 if c == "(" else -1
            elif c == "|" and depth == 0:
                out.append(current)
                current, i = "", i + 1
                continue
        current += text[i:i + step]
        i += step
    return out + [current]


def test_the_shared_patterns_find_what_each_names_own_pattern_finds_where_it_finds_it():
    found = 0
    for sentence, name in PASSAGES:
        for (strength, own, guard), (shared_strength, shared, shared_guard) in zip(
                zh.own_patterns(name), zh.patterns(name), strict=True):
            assert (strength, guard) == (shared_strength, shared_guard)
            mine, theirs = own.search(sentence), shared.search(sentence)
            assert (mine and mine.start()) == (theirs and theirs.start()), (sentence, name, strength)
            assert (mine is None) == (theirs is None), (sentence, name, strength)
            found += mine is not None
    assert 0 < found < 3 * len(PASSAGES)  # some shapes match, and the neighbours keep others from matching


def test_every_shape_of_the_pattern_texts_is_met_by_a_passage():
    unmet = []
    for k, (_, text, _) in enumerate(zh._texts("\0", "\1")):
        for shape in _alternatives(text):
            if not any(re.search(shape.replace("\0", re.escape(name)).replace("\1", zh._role_before(name)), sentence)
                       for sentence, name in PASSAGES):
                unmet.append((k, shape[:80]))
    assert not unmet, f"shapes no passage meets (add one to PASSAGES): {unmet}"
