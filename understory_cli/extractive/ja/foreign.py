"""Names as a Japanese translation of a European novel writes them (candidates.py, rules.py):

- a name of parts joined by ・ (シャール・フランソア・ビヤンヴニュ・ミリエル) ties the parts the text also uses alone
  (ミリエル, ビヤンヴニュ), and a run of them (パーウェル・イワーノヴィッチ, given name and patronymic, beside the
  surname チチコフ): one person, where every ・-name holding such a part is a piece of the longest one;
- a part that begins or ends ・-names of different people (ジャン of ジャン・ヴァルジャン and ジャン・ソーナン), or that
  another person bears (「他のラバールという者」), is shared: no one's alias, nor a name of its own (rules.is_title);
- a ruler's name and number, katakana + a kanji numeral + 世 (ルイ十七世, ルイ十四世), is one whole name, one person per
  numeral: the bare name (ルイ) is none of theirs;
- a person named by an initial (Ｇ, 名をＧ某と言った; Ｒ某侯爵夫人), written alone as a full-width capital;
- a ・-chain joined by a connective (スクルージ・エンド・マアレイ, a firm: Scrooge and Marley; ベーコン・アンド・エッグズ) is
  the names on either side, never one name holding both (`joined`).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..types import Candidate, Votes
from ..hypocorisms import alike
from ..name_forms import PATRONYMIC_KATAKANA
from .lexicon import JA_KATAKANA_TITLES
from .shapes import KATAKANA
from .statements import Statement

DOTTED_RUN = re.compile(rf"(?<![{KATAKANA}・])[{KATAKANA}]+(?:・[{KATAKANA}]+)+(?![{KATAKANA}・])")
REGNAL = re.compile(rf"(?<![{KATAKANA}・])[{KATAKANA}]{{2,}}[一二三四五六七八九十]+世")
# 「他のラバールという者」: another man of the name a ・-name ends in (ジャカン・ラバール's cousin)
ANOTHER = re.compile(rf"(?:他の|別の|外の|もう一人の)([{KATAKANA}]{{2,}})(?![{KATAKANA}・])")
INITIAL = re.compile(r"(?<![Ａ-Ｚａ-ｚA-Za-z０-９])[Ａ-Ｚ](?![Ａ-Ｚａ-ｚA-Za-z０-９])")
INITIAL_MIN = 3  # uses of a lone capital before it is a name
# "and" as a translation writes it inside a ・-chain: English, French, German, Latin
CONNECTIVES = frozenset(("アンド", "エンド", "エ", "エト", "ウント", "ウンド"))
LONG = 3  # parts of a long ・-name: a given name, a second one and the surname at least (not アメリア・ミンチン, whose
# surname her sister bears too)
PERSON_PRIOR = 0.3  # per use of a ・-name, as candidates.DOTTED_PRIOR


class Pieces:
    """The book's ・-joined katakana names, each as its tuple of parts, with the paragraph it is first written in."""

    def __init__(self, texts: Sequence[str]):
        self.first: dict[tuple[str, ...], int] = {}
        self.uses: Counter[tuple[str, ...]] = Counter()
        for i, text in enumerate(texts):
            for run in (r for m in DOTTED_RUN.finditer(text) for r in joined(m.group()) if "・" in r):
                parts = tuple(untitled(run.split("・")))  # セエラ of プリンセス・セエラ
                self.first.setdefault(parts, i)
                self.uses[parts] += 1
        self.slips = _slips(self.uses)
        self.holding: dict[str, list[tuple[str, ...]]] = defaultdict(list)
        for parts in self.first:
            for p in set(parts) if parts not in self.slips else ():
                self.holding[p].append(parts)

    def longest(self, part: str) -> tuple[str, ...] | None:
        """The ・-name every ・-name holding `part` is a piece of (None: they name different people)."""
        names = self.holding.get(part)
        if not names:
            return None
        whole = max(names, key=lambda n: (len(n), self.uses[n]))
        spelt = {long_vowel(p) for p in whole}  # エベネザア・スクルージ and エベネザー・スクルージ: one name
        # …and ヷーニャ・ラエーフスキイ a piece of イヷン・アンドレーイチ・ラエーフスキイ: a pet form of its given name
        return whole if all(long_vowel(p) in spelt or any(alike(p, w) for w in whole) for n in names for p in n) else None

    def run_whole(self, run: tuple[str, ...]) -> tuple[str, ...] | None:
        """The ・-name every ・-name holding the run of parts is a piece of: フョードル・パーヴロヴィッチ of
        フョードル・パーヴロヴィッチ・カラマゾフ, though the patronymic alone is a brother's too (None: several)."""
        if len(run) == 1:
            return self.longest(run[0])
        names = [n for n in self.holding.get(run[0], ()) if _holds(n, run)]
        if not names:
            return None
        whole = max(names, key=lambda n: (len(n), self.uses[n]))
        return whole if all(_holds(whole, n) for n in names) else None

    def shared(self) -> set[str]:
        """Parts written in ・-names of different people: ジャン of ジャン・ヴァルジャン, ジャン・ソーナン, ジャン・ド・フォー."""
        return {p for p, names in self.holding.items() if len(names) > 1 and self.longest(p) is None}


SLIP_RATIO = 3  # a ・-name written once against another sharing a part written this many times or more is a slip


def _holds(name: tuple[str, ...], run: tuple[str, ...]) -> bool:
    return any(name[i:i + len(run)] == run for i in range(len(name) - len(run) + 1))


def _slips(uses: Counter[tuple[str, ...]]) -> set[tuple[str, ...]]:
    """・-names written once that share a part with a Russian full name (one with a patronymic) written SLIP_RATIO
    times or more, and are no piece of it: a translator's slip (イワン・パーヴロヴィッチ once, イワン・フョードロヴィッチ
    54 times) or a maiden name (アデライーダ・ミウーソフ once, ピョートル・アレクサンドロヴィッチ・ミウーソフ 5): the part
    is the often-written name's bearer's (ジャン・ソーナン of ジャン・ヴァルジャン bears no patronymic: not a slip). The
    shared part is the given name or the surname, in its place, not a patronymic (アレクサンドル・パーヴロヴィチ・
    ポゴレーリツェフ is no slip of パーヴェル・パーヴロヴィチ), and every part is some other ・-name's: a name with a part of
    its own is a person of its own (ピョートル・フォミッチ・カルガーノフ), and a longer form of the name is no slip."""
    russian = [m for m, k in uses.items() if k >= SLIP_RATIO and any(PATRONYMIC_KATAKANA.search(p) for p in m[1:])]
    held = Counter(p for n in uses for p in set(n))
    return {n for n, k in uses.items() if k == 1 and len(n) > 1 and all(held[p] > 1 for p in n) and any(
        not set(n) <= set(m) and not set(m) <= set(n) and any(
            n[i] == m[i] and not PATRONYMIC_KATAKANA.search(n[i]) for i in (0, -1)) for m in russian)}


# an older print's long vowel: the vowel's own kana after a kana of that vowel (エベネザア, ピータア, マアレイ) for ー
_VOWEL_AFTER = {"ア": "アカガサザタダナハバパマヤラワァャ", "イ": "イキギシジチヂニヒビピミリィ", "ウ": "ウクグスズツヅヌフブプムユルゥュ",
                "オ": "オコゴソゾトドノホボポモヨロォョ"}
_LONG = re.compile("|".join(f"(?<=[{kana}]){vowel}" for vowel, kana in _VOWEL_AFTER.items()))


def long_vowel(piece: str) -> str:
    """A katakana name with its older long vowels written ー (エベネザア → エベネザー), to compare spellings."""
    return _LONG.sub("ー", piece)


def joined(run: str) -> list[str]:
    """The names a ・-chain joins with a connective (スクルージ・エンド・マアレイ: スクルージ, マアレイ), or the chain."""
    out: list[list[str]] = [[]]
    for piece in run.split("・"):
        if piece in CONNECTIVES and out[-1]:
            out.append([])
        else:
            out[-1].append(piece)
    return ["・".join(p) for p in out if p]


def untitled(pieces: list[str]) -> list[str]:
    """The pieces of a ・-name without the katakana titles before it (プリンセス・セエラ, ミス・ミンチン)."""
    while len(pieces) > 1 and pieces[0] in JA_KATAKANA_TITLES:
        pieces = pieces[1:]
    return pieces


def ties(texts: Sequence[str], candidates: dict[str, Candidate]) -> tuple[list[Statement], set[str]]:
    """Statements tying the parts of one long ・-name that are candidates (ミリエル, ビヤンヴニュ), and the name itself,
    added as a candidate when it holds two of them; with the parts shared by different people."""
    pieces = Pieces(texts)
    out: list[Statement] = []
    for whole in {w for p in candidates if (w := pieces.run_whole(tuple(p.split("・")))) is not None and len(w) >= LONG}:
        name = "・".join(whole)
        used = [p for p in runs(whole) if p in candidates and pieces.run_whole(tuple(p.split("・"))) == whole]
        if len(used) < 2 and not (used and name in candidates and "・" in used[0]):
            continue  # フョードル・パーヴロヴィッチ・カラマゾフ and its given name and patronymic: one, the surname a family's
        n = sum(k for parts, k in pieces.uses.items() if parts == whole)
        if name not in candidates:
            candidates[name] = Candidate(name, n, Votes({"person": PERSON_PRIOR * n}))
        out += [Statement(p, name, pieces.first[whole], "pieces") for p in used]
    others = {m.group(1) for t in texts for m in ANOTHER.finditer(t)} & set(pieces.holding)
    return out, (pieces.shared() | others) & set(candidates)


def runs(whole: Sequence[str]) -> list[str]:
    """Each part of a ・-name, and each run of its parts shorter than the whole (パーウェル・イワーノヴィッチ of
    パーウェル・イワーノヴィッチ・チチコフ: a Russian given name and patronymic, used alone as often as the surname);
    a run of several holds no particle of one kana (not レオナルド・ダ of レオナルド・ダ・ヴィンチ)."""
    return list(dict.fromkeys("・".join(whole[i:j]) for i in range(len(whole)) for j in range(i + 1, len(whole) + 1)
                              if j - i < len(whole) and (j - i == 1 or all(len(p) > 1 for p in whole[i:j]))))


def regnal(texts: Sequence[str]) -> Counter[str]:
    """ルイ十七世: each ruler's name with its number, and how often it is written."""
    return Counter(m.group() for t in texts for m in REGNAL.finditer(t))


def initials(texts: Sequence[str]) -> Counter[str]:
    """Full-width capitals written alone (Ｇ, Ｒ某), used a few times: a person's initial."""
    found = Counter(m.group() for t in texts for m in INITIAL.finditer(t))
    return Counter({c: n for c, n in found.items() if n >= INITIAL_MIN})
