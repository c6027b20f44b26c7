"""Words that pass the usage scores but are no names: common nouns, place phrases, glued predicates,
fragments of names, offices held in several places."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable, Sequence

from .lexicon import (ZH_ASPECT, ZH_KINSHIP, ZH_BUILDING_PARTS, ZH_COMMON_SUFFIXES, ZH_CONTAINER_MEASURES, ZH_EXTENT_AFTER,
                       ZH_PHRASE_ENDS, ZH_DIRECTIONS, ZH_INSIDE, ZH_PLACE_BEFORE, ZH_NAME_TAGS, ZH_ORG_TAGS, ZH_PERSON_TAGS, ZH_PLACE_SUFFIXES,
                       ZH_PLACE_TAGS, ZH_POSITION_PREFIXES, village)
from ..scan import every_start
from ..types import Candidate, Paragraph
from .lexicon import person_title
from .segment import FUNCTION_TAGS, HAN, MIN_COUNT, NEW_WORD, Tagger, Token, ZH_PREDICATE_AFTER
from .statements import personal_name, placelike
from .usage import OBJECT_BEFORE, SPEAKS_SOME, ZH_TRANSLITERATION, _Usage, _acting, _subject_score

ENTITY_TAGS = ZH_PERSON_TAGS | ZH_PLACE_TAGS | ZH_ORG_TAGS
NOUN_TAGS = ZH_NAME_TAGS | {"n", "ng", "nrfg", "t", "j", NEW_WORD, "x"}  # t: 如来 is one; j (an abbreviation): 武大; x: untagged scripts
GLUE_TAGS = ("v", "p", "u", "d", "c", "r", "y", "e", "o")  # numbers and measures do make names: 齐天, 三太子
OFFICE_PLACES = 3  # 东海龙王, 西海龙王, 泾河龙王: a title held in several places is an office, not a person
OBJECT_MIN = 0.04  # a name is also acted upon (见菩萨, 与八戒); adverbs and verbs never are
SUBJECT_MIN = 0.3  # speaking + half the clause openings + being acted upon, per use
ENDS_MAX = 0.7  # predicates end clauses; names mostly do not
ADDRESS_MAX = 0.28  # share of uses right after an opening quote...
SPEAKS_MIN = 0.1  # ...tolerated only in a word that also speaks (悟空 yes, 陛下 no)
THING_KEYNESS = 30.0  # ...and a thing common in general text (行李 22, 扇子 18) is no name of the book (锡杖 115)
SAID_ONLY = 0.9  # share of uses inside quotations of a word that never speaks: 寡人, a self-reference
AFTER_ANCHOR_MAX = 0.3
COMMON_NOUN_TAGS = frozenset({"n", "ng"})  # the dictionary's common nouns (not nr, ns, nt, nz)
THING_USES_MAX = 20  # an everyday thing mentioned now and then (雪茄 8); one the story turns on is written often (锡杖 37)
STRADDLE_MIN = 3


def _common_nouns(out: dict[str, Candidate], usages: dict[str, _Usage], keyness: Callable[[str, _Usage], float],
                  tagger: Tagger) -> list[str]:
    """Candidates that never speak and that nothing else marks as a name: things of everyday language
    (行李, 扇子: far from rare in general text) and words only ever said, never narrated (寡人: a self-
    reference). A stem of a longer candidate stays (卷帘 of 卷帘大将, 观音 of 观音菩萨): the longer name
    speaks for it."""
    out_forms = list(out)
    found = []

    def noun_shaped(word: str) -> bool:  # one common noun of the dictionary (木|叉 is two: a name)
        tokens = tagger(word)
        return len(tokens) == 1 and tokens[0][1] in COMMON_NOUN_TAGS

    shaped = {w for w in out_forms if noun_shaped(w)}

    def thing(word: str) -> bool:
        """A common noun of the dictionary, written a few times and sharing nothing with another candidate
        but common nouns and itself with a noun's suffix (三弦子): 猪八戒 and 太白金星 are dictionary nouns
        too, with their 八戒 and 金星."""
        return word in shaped and usages[word].count < THING_USES_MAX and not any(
            word != o and (o in word or word in o) and o not in shaped and o not in (word + "子", word + "儿")
            for o in out_forms)

    for word in out_forms:
        u = usages.get(word)
        if u is None or u.count < MIN_COUNT or u.rate(u.speaks) >= SPEAKS_SOME or placelike(word):
            continue
        said_only = u.rate(u.quoted) >= SAID_ONLY
        tag = u.tags.most_common(1)[0][0]
        # a word the dictionary knows as one common noun (烟卷, 雪茄, 膏油) is a thing however rare in general
        # text: rarity says a word is the book's, not that it names anyone
        if not said_only and (tag in ENTITY_TAGS or keyness(word, u) >= THING_KEYNESS and not thing(word)):
            continue
        if not any(word != other and word in other for other in out_forms) or thing(word):
            found.append(word)
    # the thing with a noun's suffix (三弦子 of 三弦) is the thing, and so are the things only it held (弦子)
    suffixed = [w for w in out_forms if w[-1] in "子儿" and w[:-1] in found]
    return found + suffixed + [w for w in shaped if w not in found and any(w in s for s in suffixed)
                               and usages.get(w) and usages[w].rate(usages[w].speaks) < SPEAKS_SOME]


TAGGED_NAME_COMMON = 80  # uses in the dictionary's general text: 胡子 1,297, 张望 249, 胡琴 89, 胡涂 408
OBJECT_OPENS_MAX = 0.2  # share of uses opening a clause: 唐僧 0.28, 李逵 0.63; 胡子 0, 张望 0.12
OBJECT_ENDS_MIN = 0.3  # ...and of uses closing one, as objects and verbs do: 胡子 0.42, 张望 0.62, 胡琴 0.33; 唐僧, said
# in speech more than narrated in 西游记's first twenty chapters (opens 0.10), 0.23


def _tagged_objects(out: dict[str, Candidate], usages: dict[str, _Usage], reference: Callable[[str], float]
                    ) -> list[str]:
    """Two-character words the dictionary tags as a person's name yet writes often in general text, which
    this book uses as an object, a verb or a quality: almost never opening a clause or speaking, often closing
    one (摸着胡子, 四下张望, 拉胡琴, 他胡涂). A name of two characters opens clauses (唐僧 0.28, 太宗 0.79, 雅各 0.57)."""
    found = []
    for word in out:
        u = usages.get(word)
        if (u is None or len(word) != 2 or placelike(word) or not u.tags.most_common(1)[0][0] in ZH_PERSON_TAGS
                or reference(word) < TAGGED_NAME_COMMON):
            continue
        if (u.rate(u.opens) < OBJECT_OPENS_MAX and u.rate(u.speaks) < OBJECT_OPENS_MAX and u.rate(u.ends) >= OBJECT_ENDS_MIN
                and not u.numbered):  # 八大金刚: beings counted in sets are a group's name
            found.append(word)
    return found


THING_USES_MIN = 8  # uses of a word of the book's own (以弗得: 35) for its never being a subject to tell
THING_OPENS_MAX = 0.1  # share of uses opening a clause: people of the nine books, 0.16 and up when written this often
# ...or one the text handles (把法柜抬进, 将袍袖一拂: the disposal construction's object) in a quarter of its
# uses, written five times or more, opening under 15% of clauses (法柜 12%, 蝗蟲, 粮车, 袍袖; a handled person
# has a personal name's shape: 仇申, 安士荣)
DISPOSAL = frozenset("把将將")  # both scripts
HANDLED_USES_MIN = 5
HANDLED_MIN = 0.25
HANDLED_OPENS_MAX = 0.15


def _never_subjects(out: dict[str, Candidate], usages: dict[str, _Usage], titled: Callable[[str], bool]) -> list[str]:
    """A word of the book's own (joined by the statistics, no word of the dictionary) written often, that never
    speaks and almost never opens a clause, is a thing the story handles (以弗得, the ephod: 在以弗得上, 做以弗得;
    通关文牒, 钩镰枪): a person, however minor, is a subject now and then. A place is another matter (places
    seldom open clauses), and so are a personal name's shape and a title's (卷帘大将, 观世音菩萨). So is one
    the text handles (把法柜…) that seldom opens a clause, written less often."""
    found = []
    for word in out:
        u = usages.get(word)
        if (u is None or u.tags.most_common(1)[0][0] != NEW_WORD or u.rate(u.speaks) >= SPEAKS_SOME
                or placelike(word) or personal_name(word) or titled(word)):
            continue
        handled = u.rate(sum(n for w, n in u.before.items() if w in DISPOSAL))
        if (u.count >= THING_USES_MIN and u.rate(u.opens) < THING_OPENS_MAX
                or u.count >= HANDLED_USES_MIN and handled >= HANDLED_MIN and u.rate(u.opens) < HANDLED_OPENS_MAX):
            found.append(word)
    return found


def _verb_objects(out: dict[str, Candidate], usages: dict[str, _Usage], tagger: Tagger) -> list[str]:
    """A word of the book's own (joined by the statistics) that is a one-character verb before one common
    noun of the dictionary is a verb with its object, said of someone (抽|大烟, "smokes opium"), not a
    name. A place keeps its shape (陷|空山, 涌|金门: the place suffix names the place), and so does a title after a
    name that acts as people do (慰|老爷 仰起脸来说, where 请|先生 is asked for)."""
    found = []
    for word in out:
        u = usages.get(word)
        if u is None or u.tags.most_common(1)[0][0] != NEW_WORD or placelike(word):
            continue
        if titled_actor(word, u):
            continue
        tokens = tagger(word)
        if (len(tokens) == 2 and len(tokens[0][0]) == 1 and tokens[0][1].startswith("v")
                and len(tokens[1][0]) >= 2 and tokens[1][1] in COMMON_NOUN_TAGS):
            found.append(word)
    return found


GOVERNOR_MIN = 1 / 3  # share of uses a personal pronoun follows: 任凭 4 of 7; the nine books' names 0.2 at most
GOVERNOR_USES_MIN = 2
ZH_PERSONAL_PRONOUN_STARTS = frozenset("你我他她它您咱俺汝吾")


def _clause_governors(out: dict[str, Candidate], usages: dict[str, _Usage]) -> list[str]:
    """A word a personal pronoun follows in a third of its uses (任凭你们, 请听我) governs a clause about
    someone: a verb or a preposition, whatever the dictionary tags it (任凭 nr). A name is followed by what
    its bearer does, not by another person."""
    return [w for w in out if (u := usages.get(w)) is not None and u.rate(u.speaks) < SPEAKS_SOME
            and (n := sum(c for ch, c in u.right.items() if ch in ZH_PERSONAL_PRONOUN_STARTS)) >= GOVERNOR_USES_MIN
            and n >= GOVERNOR_MIN * u.count]


ZH_INSTITUTION_SUFFIXES = frozenset("院馆館所局厂廠")


def _institution_kinds(out: dict[str, Candidate], tagger: Tagger) -> list[str]:
    """A kind of institution (疯人院, 医院, 戏院: 疯人 + 院): a word the dictionary knows whole as a common noun,
    an institution's suffix after one common noun of the dictionary for who or what it serves. A named one holds
    a part of its own (枢密院: 枢|密; 大雷音寺, 水帘洞: no institution suffix)."""
    def one_noun(text: str) -> bool:
        tokens = tagger(text)
        return len(tokens) == 1 and tokens[0][1] in COMMON_NOUN_TAGS

    return [w for w in out if len(w) >= 2 and w[-1] in ZH_INSTITUTION_SUFFIXES and one_noun(w) and one_noun(w[:-1])]


CONTAINER_COUNT = re.compile(f"[一二两兩三四五六七八九十百几幾半数數]+[{ZH_CONTAINER_MEASURES}]")  # both scripts


def _measured_things(out: dict[str, Candidate], usages: dict[str, _Usage]) -> list[str]:
    """A word that never speaks and is written after a count of containers (一瓶香水, 十瓶御酒) is what
    fills them: a thing, whatever the dictionary tags it (香水 is also a place there)."""
    return [w for w in out if (u := usages.get(w)) is not None and u.rate(u.speaks) < SPEAKS_SOME
            and any(CONTAINER_COUNT.fullmatch(b) for b in u.before)]


def _place_phrase(word: str) -> bool:
    """A place suffix after a position, an extent or a lone character for a gate: 前门, 满城, 山门."""
    return len(word) == 2 and placelike(word) and (word[0] in ZH_POSITION_PREFIXES or word[1] in ZH_BUILDING_PARTS)


# What a word closing with one of these names is a part of someone or a thing in hand, not someone: a body part
# (小胡子, 「把小胡子一撅」) or a smoke (吕宋烟, 「挑了支吕宋烟递给伊牧师」), in both scripts
ZH_PART_HEADS = ("胡子", "鬍子", "胡须", "鬍鬚", "头发", "頭髮", "眉毛", "眼睛", "鼻子", "嘴唇", "耳朵", "脖子",
                 "辫子", "辮子", "烟", "煙", "菸", "雪茄", "烟斗", "煙斗")
PART_SPEAKS_MAX = 0.2  # a man nicknamed 小胡子 would speak in a fifth of his uses, as 伯和 does


def _parts_and_things(out: dict[str, Candidate], usages: dict[str, _Usage]) -> list[str]:
    """小胡子, 吕宋烟: a word of three characters or more (茗烟 is a page's given name), closing with a body part's
    or a smoke's noun, that seldom speaks."""
    return [w for w in out if len(w) >= 3 and w.endswith(ZH_PART_HEADS) and w not in ZH_PART_HEADS
            and (u := usages.get(w)) is not None and u.rate(u.speaks) < PART_SPEAKS_MAX]


ZH_LOCATIVES = frozenset("上里")


def _locative(word: str, tagger: Tagger) -> bool:
    """地毯上 (on the carpet), 屋子里: one common noun of the dictionary and a locative after it is where something
    is, no place's name (the joiner glues the two where the book writes them together often)."""
    return len(word) >= 3 and word[-1] in ZH_LOCATIVES and _tag(word[:-1], tagger) in COMMON_NOUN_TAGS


def titled_actor(word: str, u: _Usage) -> bool:
    """A name and a person's title that acts as people do (慰老爷仰起脸来说): its first character a verb by the
    dictionary (慰, to console) is the name's, not a verb glued on (请|先生, 见|老爷 are asked for, never act)."""
    return person_title(word) is not None and _acting(u)


def _led_by_glue(word: str, vocabulary: set[str], tagger: Tagger) -> bool:
    """A verb, adverb or position glued before a word of the book: 上西天, 上灵霄殿, 正中间, 开东阁."""
    if len(word) < 3 or word[1:] not in vocabulary:
        return False
    tag = _tag(word[0], tagger)
    return tag == "f" or tag.startswith(GLUE_TAGS)


def _without_glued(vocabulary: set[str], tagger: Tagger) -> set[str]:
    """The joiner glues a verb or particle to a name it often follows (了|花荣, 与|花荣): such words are
    not the book's words. Left in, five of them would make 花荣 a title the words share (菩萨 of 观音菩萨)."""
    tags: dict[str, str] = {}

    def glue(ch: str) -> bool:
        if ch not in tags:
            tags[ch] = _tag(ch, tagger)
        return tags[ch] == "f" or tags[ch].startswith(GLUE_TAGS)

    return {w for w in vocabulary if not (len(w) >= 3 and w[1:] in vocabulary and glue(w[0]))}


def _buried(out: dict[str, Candidate], streams: list[list[Token]], usages: dict[str, _Usage], tagger: Tagger) -> set[str]:
    """Candidates written more often inside longer ordinary words than alone: 伏虎 of 降龙伏虎. The
    text's matching has no word boundaries, so each of those would count as a mention. A name glued to
    what it does (宝玉道, 问宝玉, 宝玉心中: the joiner's fragments) is the name used, not buried."""
    written = Counter(word for tokens in streams for word, _ in tokens)  # each word's candidates counted once per use
    inside: Counter[str] = Counter()
    for word, uses in written.items():
        if len(word) > 2 and word not in out and not _fragment(word, out, tagger):
            for part in {word[i:j] for i in range(len(word) - 1) for j in range(i + 2, len(word) + 1)
                         if j - i < len(word) and word[i:j] in out}:
                inside[part] += uses
    return {w for w, n in inside.items() if w in usages and n > usages[w].count
            and not any(w != o and w in o for o in out)}


def _two_character_words(streams: list[list[Token]], names: dict[str, Candidate]) -> set[str]:
    """Common two-character words of the book (德行, 圣人), to keep name matches off their halves."""
    counts = Counter(w for tokens in streams for w, _ in tokens if len(w) == 2 and HAN.match(w))
    return {w for w, n in counts.items() if n >= STRADDLE_MIN and w not in names}


def _offices(paragraphs: Sequence[Paragraph], words: dict[str, Candidate], tagger: Tagger) -> set[str]:
    """Words written after several different place names, twice each or more (四海龙王, 泾河龙王). A place
    name is one word: 名关|寿峰, 天关|寿峰 are a surname that is also a place suffix (关) after anything."""
    if not words:
        return set()
    one_word: dict[str, bool] = {}

    def place(before: str) -> bool:
        if before not in one_word:
            one_word[before] = len(tagger(before)) == 1
        return one_word[before]

    # a lookahead finds every start, so 龙王 is seen inside 北海龙王 too
    pattern = every_start(words)
    places: dict[str, Counter[str]] = defaultdict(Counter)
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            before = p.text[max(0, m.start() - 2):m.start()]
            if len(before) == 2 and before[-1] in ZH_PLACE_SUFFIXES:
                places[m.group(1)][before] += 1
    return {w for w, c in places.items() if sum(n >= 2 and place(b) for b, n in c.items()) >= OFFICE_PLACES}


# What follows a name as its predicate, whatever the dictionary tags it: speech (宝玉道) and mind (宝玉心中)
def _fragment(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """A name glued to a function word by the dictionary or the joiner (沙僧见, 保唐僧, 等老孙), or to a
    verb of speech or 心 (X道, X心中: the joiner glues what follows a frequent name)."""
    for name, rest in ((word[1:], word[0]), (word[:-1], word[-1]), (word[2:], word[:2])):
        if name in accepted and len(name) >= 2 and all(t.startswith(FUNCTION_TAGS) for _, t in tagger(rest)):
            return True  # 拉住X: a verb of two characters too (拉|住)
    if word[0] in OBJECT_BEFORE and word[1:] in accepted and len(word) >= 3:  # 问X, 叫X: 问 alone is tagged a noun
        return True
    return any(word.endswith(rest) and word[:-len(rest)] in accepted and len(word) - len(rest) >= 2
               for rest in ZH_PREDICATE_AFTER)


def _tag(word: str, tagger: Tagger) -> str:
    tokens = tagger(word)
    return tokens[0][1] if len(tokens) == 1 else ""


def _accepted(word: str, u: _Usage, anchors: set[str]) -> bool:
    tag = u.tags.most_common(1)[0][0]
    if tag not in NOUN_TAGS:  # verbs, adverbs, pronouns... even when they open clauses
        return False
    if word not in anchors and u.rate(sum(n for w, n in u.before.items() if w in anchors)) >= AFTER_ANCHOR_MAX:
        return False
    if word[-1] in ZH_PLACE_SUFFIXES and (len(word) >= 3 or tag in ZH_NAME_TAGS or tag == NEW_WORD):
        return True
    if village(word):  # 吕家坪: a village of the book's own, however seldom it acts
        return True
    kin_named = _kin_named(word, u)  # called by name (“祥林嫂，你…”) and seldom acted upon: a villager
    if u.rate(u.addressed) >= ADDRESS_MAX and u.rate(u.speaks) < SPEAKS_MIN and not kin_named:  # 陛下, 贫僧: address
        return False
    # never acted upon: no name, unless it speaks as a person does (月生 in 彷徨's 弟兄, talked of and never to)
    never_object = u.object_of < 1.0 and not _speaking_subject(word, u)
    if not kin_named and (never_object or u.object_of < OBJECT_MIN * u.count and not _strong_subject(u)):
        return False
    subject = _subject_score(u)
    # a person, place or organisation tag lowers the bar; nz (jieba's "other proper noun": 乾坤, 祥光,
    # 金箍) is given to too many common words of the old language to count as evidence
    return u.rate(u.ends) <= ENDS_MAX and (subject >= SUBJECT_MIN or tag in ENTITY_TAGS and subject >= SUBJECT_MIN / 2)


STRONG_SPEAKS = 0.2  # 伯和道 in a third of its uses...
STRONG_OPENS = 0.5  # ...and opening most clauses: a participant, however rarely the text acts upon him


def _strong_subject(u: _Usage) -> bool:
    """Speaks and opens clauses: a verb or an adverb that precedes 道 (低声道, 冷笑道) follows a name, it does
    not open the clause."""
    return u.rate(u.speaks) >= STRONG_SPEAKS and u.rate(u.opens) >= STRONG_OPENS


def _speaking_subject(word: str, u: _Usage) -> bool:
    """A strong subject that acts as people do (`usage._acting`: 月生 speaks in three of ten uses and opens eight): a
    person the narration never makes an object. Not an adverb of manner (慢慢地说, 轻轻地问: 地 closes it)."""
    return _strong_subject(u) and _acting(u) and not word.endswith(ZH_MANNER_ENDS)


ZH_MANNER_ENDS = ("地", "的")  # 慢慢地, 慢慢的: an adverb of manner before 说, no one's name


# One character of kin or rank closing a person's name (祥林嫂, 爱姑, 四叔, 柳妈, 赵姨娘, 王婆): how the narration
# of village and household stories names its people, some of whom the text never acts upon (四叔 0 times in 21)
ZH_KIN_ENDINGS = frozenset("嫂姑叔婶伯爷妈娘婆")
# ...unless the one before it makes a common form of address (大婶, 老伯, 小姑, 新娘, 师娘, 阿姨, 表叔, 干娘)
ZH_ADDRESS_STEMS = frozenset("大老小新师阿表堂干亲外舅姨")


def _kin_named(word: str, u: _Usage) -> bool:
    """A name closed by kin, rank or a title that opens most of its clauses: a participant (四叔 0.62, 爱姑 0.81), however
    rarely the text acts upon her; an adverb (慢慢地) has no such ending, a form of address no name before it."""
    kin = (2 <= len(word) <= 3 and word[-1] in ZH_KIN_ENDINGS and word not in ZH_KINSHIP
           and not (len(word) == 2 and word[0] in ZH_ADDRESS_STEMS))
    # or by a person's title after a name (卫老婆子, 高老夫子: lexicon.person_title)
    return (kin or person_title(word) is not None) and u.rate(u.opens) >= STRONG_OPENS


def _composed(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """An accepted name plus words that are not function words (猪 + 八戒 yes, 天 + 大圣 no)."""
    for n in range(1, len(word) - 1):
        head, tail = word[:n], word[n:]
        if tail in accepted and _content(head, tagger) or head in accepted and len(head) >= 2 and _content(tail, tagger):
            return True
    return False


def _content(text: str, tagger: Tagger) -> bool:
    """No verb, preposition, particle or pronoun: 齐天 (+ 大圣) yes, 大闹 (+ 天宫) no."""
    return all(not tag.startswith(GLUE_TAGS) for _, tag in tagger(text))


ZH_RESULTS = frozenset("明完好清白透尽")  # what a verb achieves: 回明 (report clearly), 说完, 看清


def _phrase_shaped(word: str, out: dict[str, Candidate], tagger: Tagger) -> bool:
    """A modifier or a verb phrase (雪白的, 伯和的, 满了, 吃过了, 板着脸, 挂上, 出城, 回明), a thing and 里 (河里), people of a
    direction (南方人), a common
    noun with a herd's or a trade's suffix (牛群, 汽车夫), a place with its extent (埃及遍地): shapes of
    common words, whatever the book."""
    if len(word) == 2 and word[1] in ZH_RESULTS:  # 回明, 说完: a verb and its result (the dictionary cuts it v|a)
        return [t[:1] for _, t in tagger(word)] == ["v", "a"]
    if len(word) == 2 and word[0] in ZH_PLACE_BEFORE:  # 出城: a motion verb and a place
        return [t for _, t in tagger(word)] == ["v", "n"]
    if len(word) == 2 and word[1] in ZH_INSIDE:  # 河里: inside a thing the dictionary knows
        return _tag(word[0], tagger) in ("n", "ng", "ns", "s")
    if len(word) == 3 and word[1] in ZH_ASPECT:  # 板着脸, 吃过饭: a verb with its aspect and its object
        return True
    if "的" in word[1:-1]:  # 成群的苍蝇: a modifier and its noun
        return True
    if len(word) == 2 and word[1] in ZH_DIRECTIONS:  # 挂上, 走来: a verb and its direction (如来 is one word)
        return [t[:1] for _, t in tagger(word)] == ["v", "f"] or len(tagger(word)) == 2 and _tag(word[0], tagger) == "v"
    if len(word) == 4 and _clause(tagger(word)):  # 脸色发白: a common noun and what it does or becomes
        return True

    stem = word[:-1]
    if len(word) >= 3 and word[0] in "一两几每" and _tag(word[1], tagger) == "q":  # 一棵树: a count of things
        return [t for _, t in tagger(word)] != ["i"]  # (一枝花, a nickname, is a set phrase of the dictionary)
    if word[-1] == "人" and len(word) >= 3:  # 南方人, 乡下人: people of a direction or a locality, no one person
        return _tag(stem, tagger) in ("f", "s")  # (亚兰人, 埃及人: a people of a named land is a group's name)
    if word[-1] in ZH_PHRASE_ENDS:  # 的 ends a modifier; 了 a verb's (不了 of a name: the stem is no verb)
        return word[-1] == "的" or any(t.startswith(("v", "a", "z", "d")) for _, t in tagger(stem))
    if len(word) < 3 and word[-1] not in ZH_COMMON_SUFFIXES:
        return False
    if word[-1] in ZH_COMMON_SUFFIXES:
        tokens = tagger(stem)
        return len(tokens) == 1 and tokens[0][1] in COMMON_NOUN_TAGS
    return any(word.endswith(e) and word[:-len(e)] in out for e in ZH_EXTENT_AFTER)


_PREDICATE_TAGS = frozenset({"v", "vi", "a", "ad", "vd"})


def _clause(tokens: list[Token]) -> bool:
    """Two words of two characters, a common noun of the dictionary and a verb or an adjective (脸色|发白, 心里|难过): a
    subject and its predicate, a clause the book writes often, no one's name (a nickname puts its verb first: 扑天|雕)."""
    return (len(tokens) == 2 and all(len(w) == 2 for w, _ in tokens) and tokens[0][1] in COMMON_NOUN_TAGS
            and tokens[1][1] in _PREDICATE_TAGS)


PREFIX_SHARE = 0.5  # of a form's occurrences, continued in transliteration characters


def _name_prefixes(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> set[str]:
    """Forms mostly written as the opening of longer transliterated names (以利 of 以利法, 以利沙, 以利亚): the
    text's matching has no word boundaries, so each of those would be a mention. A longer candidate that
    continues the form in transliteration characters is the evidence (以利|法; not 牛魔|王, a title); a form
    closing longer names is a given name (凤喜 of 沈凤喜)."""
    opened = {w[:n] for w in out for n in range(2, len(w))
              if w[:n] in out and all(c in ZH_TRANSLITERATION for c in w[n:])}
    if not opened:
        return set()
    text = "\n".join(p.text for p in paragraphs)
    letters = "".join(sorted(ZH_TRANSLITERATION))
    return {w for w in opened
            if len(re.findall(f"{re.escape(w)}(?=[{letters}])", text)) > PREFIX_SHARE * text.count(w)}
