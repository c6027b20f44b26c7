"""A transliterated name the segmenter cut (九三年's 布瓦貝爾特洛 read as 特洛, 韋爾尼奧 as 尼奧; 普萊 of 普萊蘭, 普萊朗,
迪普萊…): a candidate all of sound characters written mostly inside a longer run of them is a piece of other words.
Where one run holds half its uses or more, that run is the name and takes its place (unless another step has it
already); else it goes. The run never keeps a rank's first sound glued on (布瓦貝爾特洛伯 of …伯爵). Read on the
Simplified view, after LAC (zh/names.discover)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_RANKS
from .usage import NAME_DOTS, ZH_TRANSLITERATION

# sounds a Russian name's transliteration is made of that are no transliteration character alone (夫 of -ov, 娃 of
# -ova, 烈 of 安德烈, 孔 of 博尔孔斯基, 西 of 瓦西里, 祖 of 别祖霍夫): a run goes on through them, so no name ends or
# starts inside another (博尔 of 博尔孔斯基 and 博尔孔斯卡娅, 罗斯托 of 罗斯托夫 and 罗斯托娃: cut stems), never through
# a word 夫 is part of (夫人 Mrs., 夫妇 a couple, 丈夫 a husband: 班纳特夫妇 is 班纳特's)
RUSSIAN_SOUNDS = frozenset("夫娃烈孔西祖申季苗廖佳甫")
# …and a French or Latin name's (摩 of 德·拉摩尔, 隆 of 莫吉隆, 摩西): a run goes on through them too (德·拉 of
# 德·拉摩尔 and 莫吉 of 莫吉隆 were cut names)
WESTERN_SOUNDS = frozenset("摩隆")
SOUNDS = ZH_TRANSLITERATION | RUSSIAN_SOUNDS | WESTERN_SOUNDS
INSIDE_MIN = 0.75  # share of uses with a sound character right before or after (乔丹 of 罗伯特乔丹: 0.33, a name)
WHOLE_MIN = 0.5  # share of uses inside one run (or that run and a title's first sound after it: 布瓦贝尔特洛伯爵)
WHOLE_USES_MIN = 3
LONGEST = 10  # a run of sounds past this is a list, no name (a ·-name's each part: 玛丽亚·德米特里耶夫娜 is 3 + 7)
# one part of a ·-name: sounds, 夫 never of 夫人 (瓦西里·德米特里耶维奇, 玛丽亚·德米特里耶夫娜; a part of six sounds at
# most and 夫 never read cut 弗拉基米罗维奇 and 德米特里耶夫娜)
_DOTTED_PART = f"(?:[{''.join(sorted(SOUNDS - {'夫'}))}]|夫(?![人妇婦妻])){{1,{LONGEST - 2}}}"
_DOTTED_NAME = re.compile(rf"{_DOTTED_PART}(?:[{NAME_DOTS}]{_DOTTED_PART})+")


def dotted_names(text: str) -> list[str]:
    """Each name in parts joined by a dot (修雷·诺赞) the text writes, a rank's first sound glued on cut off
    (基里尔·弗拉基米罗维奇 of …伯爵: 伯 is a sound too)."""
    return [m.group()[:-1] if any(text.startswith(rank, m.end() - 1) for rank in ZH_RANKS) else m.group()
            for m in _DOTTED_NAME.finditer(text)]


# a patronymic's ending (谢尔盖耶维奇, 米哈伊洛夫娜): written alone, the tail of a longer name, never a name of its own
PATRONYMIC_TAIL = re.compile("(?:耶|洛|罗|诺|里|米|伊|内)?(?:维奇|维娜|夫娜|芙娜|伊奇|依奇|内奇|什娜)")


def _dotted(form: str) -> bool:
    """A piece of a ·-name (尼古拉·安德 of 尼古拉·安德烈耶维奇·博尔孔斯基) or a patronymic's tail (耶维奇): its run goes
    on through the dots, so the whole ·-name is the run."""
    return any(d in form for d in NAME_DOTS) or bool(PATRONYMIC_TAIL.fullmatch(form))


def _runs(text: str, form: str) -> list[str]:
    """The run of sound characters holding each use of `form` (with the name dots, for a ·-name's piece), and past
    them the sounds no list holds that every use of the run goes on with (_goes_on)."""
    found = []
    sounds = SOUNDS | set(NAME_DOTS) if _dotted(form) else SOUNDS
    for m in re.finditer(re.escape(form), text):
        s, e = m.start(), m.end()
        while s > 0 and text[s - 1] in sounds and not _husband_word(text, s - 1) and _longest_part(text[s:m.end()]) < LONGEST:
            s -= 1
        while e < len(text) and text[e] in sounds and not _husband_word(text, e) and _longest_part(text[s:e]) < LONGEST:
            e += 1
        found.append(text[s:e])
    whole = {run: _goes_on(text, run) for run in set(found)}
    return [whole[run] for run in found]


# what a name goes on with that is no sound of it: a person's title or rank (先生, 太太, 小姐, 夫人, 老爷, 伯爵, 神甫),
# a particle, a verb of speech, a locative
_NO_SOUND = frozenset("先太小夫老少大公伯侯子男爵神的了是说道问在和与也就又都便却把被对向家府们这那着过来去上下里中之")
GOES_ON_SHARE = 0.9  # of a run's uses followed by the same character: the name goes on (格拉 of 德·格拉珊, every time)
GOES_ON_MIN = 3


def _goes_on(text: str, run: str) -> str:
    """A transliterated name read to its end where the sound list lacks its last character (德·格拉 of 德·格拉珊,
    德·奥布里 of 德·奥布里翁, 格朗 of 格朗台: 珊, 翁, 台 are sounds of names no list holds): the one Chinese character
    nearly every use of the run is followed by (GOES_ON_SHARE), never a title's, a rank's or a particle's."""
    while _longest_part(run) < LONGEST:
        after = Counter(text[m.end():m.end() + 1] for m in re.finditer(re.escape(run), text))
        (nxt, n), total = (after.most_common(1) or [("", 0)])[0], sum(after.values())
        if (n < GOES_ON_MIN or n < GOES_ON_SHARE * total or not "\u4e00" <= nxt <= "\u9fff"
                or nxt in _NO_SOUND or nxt in _AFTER_HUSBAND):
            return run
        run += nxt
    return run


def cut_short(text: str, run: str) -> bool:
    """Every use of the run goes on with one character no title's, rank's or particle's: a name cut, though
    too rarely written for _goes_on to read it on (阿道尔夫·德·格拉 of 阿道尔夫·德·格拉珊, twice)."""
    return _one_sound({text[m.end():m.end() + 1] for m in re.finditer(re.escape(run), text)})


def tail_of_longer(text: str, part: str) -> bool:
    """Nearly every use of a ·-name's part written alone (not beside a name dot) has one and the same character before
    it, a sound no list holds, neither a title's nor a particle's: the tail of a longer name (卡捷琳娜 of 叶卡捷琳娜, the
    empress, six times in 战争与和平; 卡捷琳娜·谢苗诺夫娜 a princess), no short form of the ·-name (公爵小姐玛丽亚: 姐 ends a title)."""
    return _sound_before(text, part) is not None


def _sound_before(text: str, part: str) -> str | None:
    """The one character before nearly every lone use of `part` (tail_of_longer), if there is one."""
    before = Counter(text[m.start() - 1:m.start()] for m in re.finditer(re.escape(part), text)
                     if m.start() > 0 and text[m.start() - 1] not in NAME_DOTS and text[m.end():m.end() + 1] not in NAME_DOTS)
    (one, n), total = (before.most_common(1) or [("", 0)])[0], sum(before.values())
    return (one if n >= GOES_ON_MIN and n >= GOES_ON_SHARE * total and "\u4e00" <= one <= "\u9fff"
            and one not in _NO_SOUND and one not in _TITLE_ENDS else None)


# the last character of a title or a kin word written before a name (公爵小姐玛丽亚, 伯爵夫人, 大将军, 老爷, 娘娘)
_TITLE_ENDS = frozenset("姐人军爷娘王后帝皇妈母父哥弟妹兄叔婶姨舅嫂生士长官")


def _one_sound(neighbours: set[str]) -> bool:
    return len(neighbours) == 1 and "\u4e00" <= (one := neighbours.pop()) <= "\u9fff" and one not in _NO_SOUND


def _longest_part(run: str) -> int:
    """The length of the run's longest part between name dots: the limit of a name is a part's, not the whole's."""
    return max(len(part) for part in re.split(f"[{NAME_DOTS}]", run))


def _husband_word(text: str, i: int) -> bool:
    """text[i] is the 夫 of a word, not a sound (夫人, 夫妇, 丈夫, 大夫, 车夫)."""
    return text[i] == "夫" and (text[i + 1:i + 2] in _AFTER_HUSBAND or text[i - 1:i] in _BEFORE_HUSBAND)


_AFTER_HUSBAND = frozenset("人妇婦妻")
_BEFORE_HUSBAND = frozenset("丈大姐妹农農车車渔漁樵工屠懦")


def cut_sounds(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> tuple[list[str], dict[str, Candidate]]:
    """The cut candidates to drop, and the whole names to add in their place (none already a candidate)."""
    sounds = [w for w in out if len(w) >= 2 and all(c in ZH_TRANSLITERATION or c in NAME_DOTS for c in w)
              and w[0] not in NAME_DOTS and w[-1] not in NAME_DOTS]
    if not sounds:
        return [], {}
    text = "\n".join(p.text for p in paragraphs)
    dropped: list[str] = []
    added: dict[str, Candidate] = {}
    for form in sounds:
        # a ·-name's part that is mostly a longer name's tail (卡捷琳娜 of 叶卡捷琳娜 and of 卡捷琳娜·谢苗诺夫娜): the longer
        # name in its place, so no part joins the ·-name's bearer
        if any(form + d in text or d + form in text for d in NAME_DOTS) and (sound := _sound_before(text, form)):
            dropped.append(form)
            held = text.count(sound + form)
            if sound + form not in out and held >= WHOLE_USES_MIN:
                added[sound + form] = Candidate(sound + form, held, Votes(dict(out[form].kind_votes)))
            continue
        runs = _runs(text, form)
        if not runs or sum(r != form for r in runs) < INSIDE_MIN * len(runs):
            continue
        longer = Counter(r for r in runs if r != form)
        # the shortest run the others extend by a sound or two (布瓦贝尔特洛 and 布瓦贝尔特洛伯 of 伯爵)
        whole, _ = max(((r, sum(x.startswith(r) for x in runs)) for r in longer), key=lambda rn: (rn[1], -len(rn[0])))
        held = sum(x.startswith(whole) for x in runs)
        if _rank_glued(whole, text):
            whole = whole[:-1]
        whole = whole.strip(NAME_DOTS)  # 琳·德 of 凯瑟琳·德·包尔 with no sound before 包: no 琳·德·
        if whole == form:
            continue
        rest = whole[len(form):] if whole.startswith(form) else whole[:-len(form)] if whole.endswith(form) else ""
        if rest in out and not PATRONYMIC_TAIL.fullmatch(form):
            continue  # a given and a family name written solid, each a name (蕾娜莫尔: 蕾娜 and 莫尔)
        dropped.append(form)
        if (whole not in out and held >= WHOLE_MIN * len(runs) and held >= WHOLE_USES_MIN
                and (whole not in added or added[whole].count < held)):
            added[whole] = Candidate(whole, held, Votes(dict(out[form].kind_votes)))
    return dropped, added


def _rank_glued(form: str, text: str) -> bool:
    """布瓦贝尔特洛伯, written before 爵 in most uses: a rank's first sound (伯爵) glued to the name."""
    ranks = [r for r in ZH_RANKS if r.startswith(form[-1])]
    uses = text.count(form)
    return bool(ranks) and uses > 0 and sum(text.count(form[:-1] + r) for r in ranks) >= INSIDE_MIN * uses
