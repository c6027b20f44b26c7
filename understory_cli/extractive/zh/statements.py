"""Chinese naming statements: sentences that say two names are one person's (叫做托塔天王的晁盖;
大力王即牛魔王也; 封我做个弼马温; 洒家是关西鲁达的便是; nicknames and courtesy names: nicknames.py), and
the word shapes they read (a personal name, a place, a surname). Each pair is dated at the paragraph that
says it (aliases.py), so a form is never tied before the text ties it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Sequence, TypeGuard

from .lexicon import (ZH_DETERMINER_PREFIXES, ZH_KINSHIP, ZH_OFFICES, ZH_ORG_SUFFIXES, ZH_PLACE_SUFFIXES,
                       ZH_SURNAMES)
from ..types import Candidate, Paragraph

MAX_LEN = 8  # characters in a name

ZH_SPEECH_OPEN = re.compile(r"(?:道|曰|说|叫|喝|骂|问)[：:]“")
SPEAKER_GAP = 4  # 八戒笑道：“ — the speaker's name this close before the quote


GIVEN_NAME_PLACE_CHARS = frozenset("江山河海林峰湖溪岩")  # 宋江, 李山: nature in a given name, no place suffix


def personal_name(word: str) -> bool:
    """A surname and a given name of one or two characters (石秀, 公孙胜, 宋江), no place (高老庄, 江州)."""
    for n in (2, 1):
        if word[:n] in ZH_SURNAMES and 1 <= len(word) - n <= 2:
            place = placelike(word) and not (len(word) == n + 1 and word[-1] in GIVEN_NAME_PLACE_CHARS)
            return not place and not word.endswith(ZH_ORG_SUFFIXES)
    return False


def placelike(form: str) -> bool:
    return form[-1] in ZH_PLACE_SUFFIXES


def surname_of(form: str) -> str | None:
    """公孙 of 公孙胜, 宋 of 宋江 (compound surnames first)."""
    return next((form[:n] for n in (2, 1) if form[:n] in ZH_SURNAMES and len(form) > n), None)


# -- naming statements: 乳名叫做红孩儿，号圣婴大王 / 行者道：“我的名字叫做孙行者” ----------------

_DESIGNATION_VERBS = sorted("""叫做 唤做 唤作 唤名 名唤 名叫 称为 号为 号叫 号曰 又名 一名 又叫 又唤 又称 道号 法名 乳名 小名
俗名 官名 混名 诨名 绰号 别号 表字""".split(), key=len, reverse=True)
ZH_DESIGNATION = re.compile(
    "(?:" + "|".join(_DESIGNATION_VERBS) + "|(?<=[，。；：“又自])号)(?:叫做|唤做|唤作|取为|为|是|叫|唤|做|作)?个?"
    "([\u4e00-\u9fff]{2,6}?)(?=是也|也|[，。！？；：”、]|$)")
CHAIN_GAP = re.compile("[，、]?(?:又|也|亦|便|就|故|遂|却)?")  # 道号镇元子，混名与世同君: one subject
ZH_SELF = ("我", "俺", "吾", "咱", "老孙", "老猪", "贫僧", "小僧", "弟子", "小弟", "老汉")
# what may stand before the verb in a statement about oneself: 我的法名叫做, 自今就叫做, 我今姓孙，法名
SELF_CLAUSE = re.compile("(?:" + "|".join(ZH_SELF) + "|自今|今|就|便|也|又|还|本|原|已|真|只|的|名字|真名字|姓名|法名|小名"
                         "|乳名|俗名|官名|混名|道号|号)*")
# 我今姓孙，法名…; 我已有名了，叫做…; 俗家姓陈，法名…: the clause before speaks of one's own name
SELF_HAS_NAME = re.compile("(?:" + "|".join(ZH_SELF) + "|俗家)(?:今|已|原|本|也|就|便|又)*(?:姓.|有个?(?:法名|名字|名)了?)")
SPEECH_BEFORE_QUOTE = re.compile("(?:道|曰|说|叫|喝|骂|问)[：:]?$")
CLAUSE_BOUNDARY = "，。！？；：“”、"
SENTENCE_BOUNDARY = "。！？“”"
DESIGNATED_MIN = 2  # a designated form is written at least this often


def designations(paragraphs: Sequence[Paragraph], known: Callable[[str], bool],
                 speaker_ok: Callable[[str], bool] | None = None) -> dict[tuple[str, str], list[int]]:
    """Forms that one naming statement ties, with the paragraphs saying it, in reading order.

    The named form X follows a designation verb (叫做X, 法名X, 号X) and closes its clause. Its
    subject is read only where no parser is needed:
    - another designation just before, in the same sentence (道号镇元子，混名与世同君), or a known form
      just before a second name (铁扇公主，又名罗刹女);
    - the speaker, when the statement is about oneself (八戒道：“…我的法名叫做猪悟能”; 猴王笑道：
      “自今就叫做孙悟空也”);
    - the addressee, when the quote has called them by name and the clause before says what 汝 is
      (如来道：“圣僧，汝前世原是我之二徒，名唤金蝉子”).
    A third person (他叫做, 此山叫做) or someone introduced (我有两个徒弟，叫做…; 你有个师弟，名唤…; 有一个小和尚，
    名唤…) is never resolved. Three more statements name their subject plainly: a title conferred on the
    speaker or the addressee (封我做个弼马温, 正果汝为斗战胜佛), X即Y也 (大力王即牛魔王也) and a designation
    before the personal name it qualifies (叫做托塔天王的晁盖)."""
    speaker_ok = speaker_ok or known
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        text = p.text
        if "叫" not in text and "唤" not in text and "名" not in text and "号" not in text and "称" not in text:
            continue
        prev_end, prev_x, prev_listed = -1, "", False
        for m in ZH_DESIGNATION.finditer(text):
            x = m.group(1)
            if x[0] in ZH_DETERMINER_PREFIXES or placelike(x):
                prev_end = -1
                continue
            subjects = []
            gap_start = m.start()
            listed = m.group().startswith("一名")  # 两个收生婆、一名施弗拉、一名普阿: two people listed, no chain
            if prev_end >= 0 and CHAIN_GAP.fullmatch(text, prev_end, gap_start):
                if not (listed and prev_listed):
                    subjects.append(prev_x)
            else:
                second = m.group().startswith(("又", "一名"))
                before = next((gap_start - len(g) for g in ("，又", "，也", "，亦", "，") if text.endswith(g, 0, gap_start)
                               and (second or len(g) == 2)), None)
                if before is not None:
                    word = _known_ending_at(text, before, known)
                    if word and not placelike(word):
                        subjects.append(word)
            speaker = _self_speaker(text, m.start(), speaker_ok)
            if speaker:
                subjects.append(speaker)
            elif _said_of_addressee(text, m.start()):
                addressee = _addressee(text, m.start(), speaker_ok)
                if addressee:
                    subjects.append(addressee)
            for subject in subjects:
                if subject != x:
                    pairs[(subject, x)].append(i)
            prev_end, prev_x, prev_listed = m.end(), x, listed
    for found in (_conferred(paragraphs, known, speaker_ok), _identified(paragraphs, speaker_ok),
                  _called_before(paragraphs, known), _renamed(paragraphs)):
        for pair, where in found.items():
            pairs[pair] += [i for i in where if i not in pairs[pair]]
    return pairs


# 阮小五道：“莫不是叫做托塔天王的晁盖么？”: the name given, then 的 and the one it is given to
ZH_CALLED_BEFORE = re.compile("(?:叫做|唤做|唤作|称为|称做|号为|绰号|诨名|人称)([\u4e00-\u9fff]{2,6}?)的")


def _called_before(paragraphs: Sequence[Paragraph], known: Callable[[str], bool]) -> dict[tuple[str, str], list[int]]:
    """叫做托塔天王的晁盖: a designation qualifying the personal name right after it names that person, said
    once. Only a personal name (a surname and one or two characters) is read: 叫做蛇回兽怕的白虎岭 is a place,
    叫他做甚么的 no one."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, text, m in _statements(paragraphs, ZH_CALLED_BEFORE, "的"):
        x = m.group(1)
        y = next((text[m.end():m.end() + n] for n in (4, 3, 2) if known(text[m.end():m.end() + n])), None)
        if (y and personal_name(y) and x != y and x[0] not in ZH_DETERMINER_PREFIXES and not placelike(x)
                and x not in ZH_OFFICES and x not in ZH_KINSHIP):
            pairs[(y, x)].append(i)
    return pairs


def _statements(paragraphs: Sequence[Paragraph], pattern: re.Pattern[str], cue: str):
    """(paragraph index, text, match) for each match of `pattern` in the paragraphs holding `cue`."""
    for i, p in enumerate(paragraphs):
        if cue in p.text:
            for m in pattern.finditer(p.text):
                yield i, p.text, m


# 土地说：“大力王即牛魔王也。”: X即Y也, a clause of its own, says X is another name of Y
ZH_IDENTITY = re.compile("(?:^|(?<=[，。！？；：“]))([\u4e00-\u9fff]{2,6}?)(?:即是|即)([\u4e00-\u9fff]{2,6}?)(?:是也|也)"
                         "(?=[，。！？；：”]|$)")


def _identified(paragraphs: Sequence[Paragraph], known: Callable[[str], bool]) -> dict[tuple[str, str], list[int]]:
    """大力王即牛魔王也: the classical identity statement, the whole clause, said once. The known name after
    即 (a candidate, or a noun that speaks: 即 is also "at once", 弟子即去请他也) is the subject, the form
    before it the name given; 即此是也 (a pronoun), 即今泗洲是也 (a place) name no one."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        if "即" not in p.text:
            continue
        for m in ZH_IDENTITY.finditer(p.text):
            x, y = m.group(1), m.group(2)
            if (known(y) and x != y and x[0] not in ZH_DETERMINER_PREFIXES and not placelike(x)
                    and not placelike(y)):
                pairs[(y, x)].append(i)
    return pairs


# 你的名不再叫亚伯兰、要叫亚伯拉罕; 不可再叫撒莱、他的名要叫撒拉: a renaming says the old name and the new one,
# in one sentence, are one bearer's (whoever is renamed, the statement names both forms)
ZH_RENAMING = re.compile("不(?:要|可|必)?再(?:叫|称)(?:做|作)?([\u4e00-\u9fff]{2,6}?)[、，,]"
                         "[^。！？；]{0,8}?要(?:叫|称)(?:做|作)?([\u4e00-\u9fff]{2,6}?)(?=[，。！？；：、”．]|$)")


def _renamed(paragraphs: Sequence[Paragraph]) -> dict[tuple[str, str], list[int]]:
    """(old name, new name) of each renaming statement (不再叫A、要叫B), with the paragraphs saying it."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        if "再" in p.text:
            for m in ZH_RENAMING.finditer(p.text):
                old, new = m.group(1), m.group(2)
                if old != new and old[0] not in ZH_DETERMINER_PREFIXES and new[0] not in ZH_DETERMINER_PREFIXES:
                    pairs[(old, new)].append(i)
    return pairs


# 猴王道：“玉帝轻贤，封我做个甚么弼马温！”; 三藏道：“…赐我做御弟三藏…”: a title given to oneself; 如来道：
# “孙悟空，汝因大闹天宫，…正果汝为斗战胜佛”: to the one addressed
ZH_CONFERRED = re.compile("(?:封|除|赐|授|升|敕|正果)(?:(" + "|".join(("我", "俺", "吾", "老孙", "老猪", "贫僧", "小僧", "洒家"))
                          + ")|汝|你)(?:做|为|作)个?(?:甚么|什么|一个)?([\u4e00-\u9fff]{2,6}?)(?=是也|也|罢|了|[，。！？；：”、]|$)")
# the clause before a designation says what the addressee is (汝前世原是我之二徒，名唤金蝉子), not what they have
# (你有个徒弟，名唤…: someone introduced)
ADDRESSEE_CLAUSE = re.compile("(?:汝|你)(?:前世|本|原|今|也|就|便|乃)*(?:原是|本是|乃是|是|乃)[^有]*")
# 如来道：“圣僧，汝…: a known form alone in its clause, opening a sentence of the quote, before 汝/你
VOCATIVE = re.compile("(?<=[“。！？])([\u4e00-\u9fff]{2,6})[，,](?=汝|你)")


def _said_of_addressee(text: str, at: int) -> bool:
    """The designation at `at` opens its clause, and the clause before is 汝/你 being something."""
    start = max(text.rfind(c, 0, at) for c in CLAUSE_BOUNDARY) + 1
    if start != at or start < 2 or text[start - 1] not in "，,":
        return False
    previous = max(text.rfind(c, 0, start - 1) for c in CLAUSE_BOUNDARY) + 1
    return bool(ADDRESSEE_CLAUSE.fullmatch(text, previous, start - 1))


def _addressee(text: str, at: int, known: Callable[[str], bool]) -> str | None:
    """The one the quote around `at` last called by name (圣僧，汝…), when that is a known form, not a kinship
    term or an office (哥哥，你…: whoever the speaker's brother is)."""
    open_ = text.rfind("“", 0, at)
    if open_ < 0 or text.rfind("”", open_, at) >= 0:
        return None
    called = [m.group(1) for m in VOCATIVE.finditer(text, open_, at)]
    name = called[-1] if called else None
    if not name or not known(name) or name in ZH_KINSHIP or name in ZH_OFFICES or placelike(name):
        return None
    return name


def _conferred(paragraphs: Sequence[Paragraph], known: Callable[[str], bool],
               speaker_ok: Callable[[str], bool]) -> dict[tuple[str, str], list[int]]:
    """A title conferred on the speaker (封我做个弼马温, 赐我做御弟三藏, in the bearer's own speech) names the
    speaker, said once. A name of the speaker's written after the title (御弟|三藏) is cut off; an office
    (封我做个先锋) or a kinship term is anyone's, and names no one."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, text, m in _statements(paragraphs, ZH_CONFERRED, "“"):
        x = m.group(2)
        name = next((x[n:] for n in range(2, len(x) - 1) if known(x[n:])), None)
        if name:
            x = x[:-len(name)]
        if (x[0] in ZH_DETERMINER_PREFIXES or placelike(x) or x in ZH_KINSHIP
                or any(x.endswith(o) for o in ZH_OFFICES)):
            continue
        speaker = (_quote_speaker(text, m.start(), speaker_ok) if m.group(1)
                   else _addressee(text, m.start(), speaker_ok))
        if speaker and speaker != x:
            pairs[(speaker, x)].append(i)
    return pairs


# "洒家是关西鲁达的便是": the speaker says who they are (的便是, "the very one")
ZH_I_AM = re.compile("(?:我|俺|吾|洒家|小可|小人|老孙|老猪)(?:不是别人[，,])?[^，。！？”“]{0,16}?的便是")


def self_identified(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """智深道：“洒家是关西鲁达的便是” — a name closing a self-identification (…X的便是) in a quote is the
    speaker's, whose name stands just before the verb of speech: said once is enough."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    known = out.__contains__
    for i, p in enumerate(paragraphs):
        text = p.text
        if "的便是" not in text:
            continue
        for q in ZH_SPEECH_OPEN.finditer(text):
            end = text.find("”", q.end())
            quote_end = end if end >= 0 else len(text)
            speaker = next((w for at in range(q.start(), max(q.start() - SPEAKER_GAP, 0) - 1, -1)
                            if (w := _known_ending_at(text, at, known))), None)
            if not speaker:
                continue
            for m in ZH_I_AM.finditer(text, q.end(), quote_end):
                name = _known_ending_at(text, m.end() - len("的便是"), known)
                if name and name != speaker and not placelike(name):
                    pairs[(speaker, name)].append(i)
    return pairs


# how a speaker names themself opening a quote: 玄奘…礼拜道：“弟子陈玄奘前往西天取经…” (not 我, 俺: 我师父 is
# someone else); and a name the speaker concludes is theirs: “…赐我做御弟三藏，指唐为姓，故名唐僧也。”
ZH_HUMBLE_SELF = re.compile("“(?:弟子|贫僧|小僧|小人|小可|在下|老孙|老汉|洒家)")
ZH_THEREFORE_NAMED = re.compile("(?:故|因此|所以)(?:名|唤|叫做|唤做|称)(?:为|做)?")
SENTENCE_OPENERS = ("却说", "话说", "且说", "那", "这", "当时", "此时")


def self_named(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """The speaker and the name they call themself by: a humble self-designation opening their quote
    before the name (“弟子陈玄奘…”, “小人武松…”), or 故名X closing a sentence of theirs about themself
    (“…赐我做御弟三藏，指唐为姓，故名唐僧也”). The speaker is the name before the verb of speech, else
    the one opening the sentence (玄奘遂穿了袈裟，上正殿佛前礼拜道：“…). Said once is enough."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    known = out.__contains__

    def fit(name: str | None) -> TypeGuard[str]:
        return name is not None and bool(name) and not placelike(name) and name not in ZH_KINSHIP and name not in ZH_OFFICES \
            and name not in CALLINGS

    def of_oneself(sentence: str) -> bool:  # 赐我做…: the speaker is in it; 我师父…, 他故名…: someone else
        return not any(w in sentence for w in THIRD_PERSON) and any(
            not _known_starting_at(sentence, at + len(w), known)
            for w in ("我", "吾", "俺", "贫僧", "老孙") for at in _find_all(sentence, w))

    for i, p in enumerate(paragraphs):
        text = p.text
        named: list[tuple[int, str]] = []
        for m in ZH_HUMBLE_SELF.finditer(text):
            name = _known_starting_at(text, m.end(), known)
            if fit(name) and not text.startswith(("的", "之"), m.end() + len(name)):
                named.append((m.start() + 1, name))
        for m in ZH_THEREFORE_NAMED.finditer(text):
            name = _known_starting_at(text, m.end(), known)
            sentence = text[max(text.rfind(c, 0, m.start()) for c in "。！？“") + 1:m.start()]
            if fit(name) and re.match(r"^(?:是也|也|[。！？”，])", text[m.end() + len(name):] or "。") \
                    and of_oneself(sentence):
                named.append((m.start(), name))
        for at, name in named:
            speaker = _quote_speaker(text, at, known) or _sentence_subject(text, text.rfind("“", 0, at), known)
            if fit(speaker) and speaker != name:
                pairs[(speaker, name)].append(i)
        # a name given to the one spoken to, who answers it: “…我与你再起个混名，称为行者，好么？”悟空道：“好…”;
        # or who has just spoken: 悟能道：“…”三藏道：“…我再与你起个别名，唤为八戒。”那呆子…
        for m in ZH_GIVEN_TO_YOU.finditer(text):
            name = _known_starting_at(text, m.end(), known)
            close = text.find("”", m.end())
            if not fit(name) or close < 0 or text.rfind("“", 0, m.start()) < text.rfind("”", 0, m.start()) \
                    or not re.match(r"^(?:是也|也|[，。！？”、]|好么|何如|如何)", text[m.end() + len(name):]):
                continue
            replier = _known_starting_at(text, close + 1, known)
            if not (replier and ZH_REPLY.match(text, close + 1 + len(replier))):
                replier = _previous_speaker(text, m.start(), known)
            if fit(replier) and replier != name:
                pairs[(replier, name)].append(i)
    return pairs


# a name given to 你 (与你起个混名，称为行者; 你就叫做…), not to another (你师兄叫做悟空) nor 那叫做X的
ZH_GIVEN_TO_YOU = re.compile("(?:(?:与|替|给)(?:你|汝)[^。！？“”]{0,8}?起(?:个|一个)?(?:法名|名字|混名|别名|名)[，,]?(?:就)?"
                             "(?:叫做|唤做|唤为|称为|叫)?|(?:你|汝)(?:就|便|可|今|自今|再|也|又)*(?:称为|叫做|唤做|名为|号为)"
                             ")(?!那|这|个)")
ZH_REPLY = re.compile("(?:笑|答|应|喜|欢喜|又)?(?:道|曰|说|闻说|闻言|听说|听言|大喜|称谢|谢恩|应声)")


CALLINGS = frozenset("师父 师兄 师弟 徒弟 长老 老师 师傅 菩萨 大王".split())  # 弟子师父: a calling, no one's name
THIRD_PERSON = ("他", "她", "其", "此人", "那人")


def _find_all(text: str, word: str) -> list[int]:
    return [i for i in range(len(text)) if text.startswith(word, i)]


def _sentence_subject(text: str, quote: int, known: Callable[[str], bool]) -> str | None:
    """The known form opening the sentence that leads into the quote at `quote` (after 却说, 那 …)."""
    if quote < 0:
        return None
    start = max(text.rfind(c, 0, quote) for c in "。！？”") + 1
    for opener in SENTENCE_OPENERS:
        if text.startswith(opener, start):
            start += len(opener)
            break
    return _known_starting_at(text, start, known)


# 那怪道：“…我本是天河里天蓬元帅…” … 菩萨…替他起个法名，就叫做猪悟能: one who introduces himself, then is
# given a name in the same paragraph, is known by both
ZH_SELF_INTRODUCED = re.compile("我(?:本|原|乃)?(?:是|乃)[^，。！？“”]{0,12}?(?=[，。！？”])")  # …天蓬元帅， (not …的徒弟)
ZH_NAME_GIVEN = re.compile("(?:(?:与|替|给)(?:他|你)[^。！？“”]{0,24}?)?起(?:个|一个)?(?:法名|名字|混名|别名|名)[，,]?"
                           "(?:就)?(?:叫做|唤做|唤为|叫)(?:个)?")


def introduced_then_named(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """A name a speaker gives themself (我本是…X) and the name given to them later in the same paragraph
    (替他起个法名，就叫做Y) are one being's: said once is enough."""
    pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
    known = out.__contains__
    for i, p in enumerate(paragraphs):
        text = p.text
        if "起" not in text or "我" not in text:
            continue
        for given in ZH_NAME_GIVEN.finditer(text):
            named = _known_starting_at(text, given.end(), known)
            if not named:
                continue
            # the last one to introduce themself before the name is given, and in their own words
            intro = next(iter(reversed(list(ZH_SELF_INTRODUCED.finditer(text, 0, given.start())))), None)
            own = intro and _known_ending_at(text, intro.end(), known)
            if own and intro is not None and own != named and not placelike(own) and text.rfind("“", 0, intro.start()) > text.rfind("”", 0, intro.start()):
                pairs[(own, named)].append(i)
    return pairs


def _known_starting_at(text: str, start: int, known: Callable[[str], bool]) -> str | None:
    for n in range(min(MAX_LEN, len(text) - start), 1, -1):
        if known(text[start:start + n]):
            return text[start:start + n]
    return None


def _known_ending_at(text: str, end: int, known: Callable[[str], bool]) -> str | None:
    for n in range(min(MAX_LEN, end), 1, -1):
        if known(text[end - n:end]):
            return text[end - n:end]
    return None


def _self_speaker(text: str, at: int, known: Callable[[str], bool]) -> str | None:
    """The speaker of the quote around `at`, when the clause before `at` speaks of oneself."""
    open_ = text.rfind("“", 0, at)
    if open_ < 0 or text.rfind("”", open_, at) >= 0:
        return None
    start = max(text.rfind(c, 0, at) for c in CLAUSE_BOUNDARY) + 1
    clause = text[start:at]
    if not SELF_CLAUSE.fullmatch(clause):
        return None
    if not clause.startswith(ZH_SELF):
        # 自今就叫做…: the sentence's first clause; …，叫做X: the clause before must speak of oneself
        previous_start = max(text.rfind(c, 0, start - 1) for c in CLAUSE_BOUNDARY) + 1
        opens_sentence = start - 1 < 0 or text[start - 1] in SENTENCE_BOUNDARY
        if not (clause and opens_sentence) and not SELF_HAS_NAME.fullmatch(text, previous_start, start - 1):
            return None
    return _quote_speaker(text, at, known)


def _previous_speaker(text: str, at: int, known: Callable[[str], bool]) -> str | None:
    """The speaker of the quote that the one around `at` answers: 悟能道：“…”三藏道：“…你…” (only a speaker
    and a verb of speech between the two)."""
    open_ = text.rfind("“", 0, at)
    close = text.rfind("”", 0, open_) if open_ > 0 else -1
    if close < 0 or open_ - close > PREVIOUS_TURN_GAP or any(c in text[close:open_] for c in "。！？"):
        return None
    return _quote_speaker(text, close, known)


PREVIOUS_TURN_GAP = 10  # characters between one quote's close and the next one's opening: 三藏道：


def _quote_speaker(text: str, at: int, known: Callable[[str], bool]) -> str | None:
    """The known form just before the verb of speech opening the quote around `at` (八戒笑道：“…)."""
    open_ = text.rfind("“", 0, at)
    if open_ < 0 or text.rfind("”", open_, at) >= 0:
        return None
    verb = SPEECH_BEFORE_QUOTE.search(text, 0, open_)
    if not verb:
        return None
    for end in range(verb.start(), max(verb.start() - SPEAKER_GAP, 0) - 1, -1):
        word = _known_ending_at(text, end, known)
        if word:
            return word
    return None


