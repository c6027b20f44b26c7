"""A translated given name and its surname (names.py, after the candidates):

- a short katakana given name the analyser takes for a common word (ジム, "gym") is a name where the text joins it
  once with a surname that is a person's name (ジム・ホーキンズ) and others call by it at the start of their speech
  (「ジム、」, 「ジムや」), and so is a surname so joined with a person's given name (ハンズ, "hands", of イズレール・
  ハンズ) where its uses alone speak for a person (ハンズは, ハンズの大声); a word and の before a full name and, often,
  before its given name alone are one epithet of that person (のっぽのジョン of のっぽのジョン・シルヴァー);
- the given name and the surname of such a full name are one person's, however rarely the full form is written, where
  neither is part of another ・-name (ジャン of ジャン・ヴァルジャン and ジャン・ソーナン) nor the surname another's
  with a title (クルウ of クルウ大尉, セエラ・クルウ's father; ミス・ミンチン, アメリア・ミンチン's sister);
- a pet form of an English or a Russian given name written alone (ビル, ミーチャ) is the one full name's whose given
  name is of its group (ビリー・ボーンズ: William; ドミトリイ・フョードロヴィッチ: Dmitri, hypocorisms.py), where it
  is said in speech, stands in the chapters that person is named in and no second bearer of the group is written
  (トム・レッドルース and トム・モーガン: トム is neither's); or where, in speech or narration, it is written beside
  that full name with a patronymic in a few of its paragraphs, never joined to it by と/や (name_forms.beside: a
  sister, a mother and a namesake are written beside one most, ナターシャ beside ナタリヤ・イワーノヴナ, her sister).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..aliases import kind_of
from ..hypocorisms import alike
from ..name_forms import PATRONYMIC_KATAKANA, beside, spans
from ..types import Candidate, Paragraph, Votes
from .analyser import Token
from .candidates import TITLED
from .foreign import Pieces
from .lexicon import is_address
from .narrator import ADDRESSED_MIN, QUOTE, QUOTED_SHARE, VOCATIVE_AFTER
from .shapes import KANJI, KATAKANA
from .statements import Statement

GIVEN_MIN = 3  # uses of a given name alone before it is rescued; of a loanword with an honorific (ダンスさん)
HONOURED = re.compile(rf"(?<![{KATAKANA}{KANJI}・])([{KATAKANA}]{{2,}})(?:さん|さま|様|君|氏|殿)")  # not 赤シャツさん
PERSON_HONORIFIC = 2.0  # per use with an honorific, as candidates.PERSON_HONORIFIC
PERSON_PRIOR = 0.3  # per use, as foreign.PERSON_PRIOR; each address adds one (candidates.PERSON_ADDRESSED)
PERSON_AFTER = re.compile(r"[はが](?![ずゆ])|の(?:声|大声|顔|眼|目|口|手|名)")  # ハンズは, ハンズの大声
SAME_CHAPTERS = 0.65  # share of a pet form's uses in chapters where its full name's person is named


def ties(paragraphs: Sequence[Paragraph], texts: Sequence[str], words: Sequence[list[Token]],
         candidates: dict[str, Candidate]) -> list[Statement]:
    """Statements tying given names to their surnames and pet forms to their full names; a rescued given name is
    added to `candidates`."""
    pieces = Pieces(texts)
    # a surname someone wears with a title (クルウ大尉, ミス・ミンチン) is a family's: アメリア・ミンチン is her sister
    titled = {m.group(1) for f in candidates if (m := TITLED.fullmatch(f))} | {w[0] for w in pieces.first if len(w) == 1}
    out: list[Statement] = []
    pairs = [w for w in pieces.first if len(w) == 2 and all(pieces.longest(p) == w for p in w) and w[1] not in titled]
    if pairs:
        alone, cued = _uses(texts, {p for w in pairs for p in w if p not in candidates})
        for parts in pairs:
            people = [p for p in parts if p in candidates and kind_of(candidates[p]) == "person"]
            for p in parts:  # ジム of ジム・ホーキンズ, ハンズ of イズレール・ハンズ
                if people and p not in candidates and alone[p] >= GIVEN_MIN and cued[p] >= GIVEN_MIN:
                    candidates[p] = Candidate(p, alone[p], Votes({"person": PERSON_PRIOR * alone[p] + cued[p]}))
            if people and all(p in candidates for p in parts) and "・".join(parts) not in candidates:
                out.append(Statement(parts[0], parts[1], pieces.first[parts], "joined"))
    return out + _epithets(texts, words, candidates, pieces) + _pet_forms(paragraphs, texts, candidates, pieces)


def _epithets(texts: Sequence[str], words: Sequence[list[Token]], candidates: dict[str, Candidate],
              pieces: Pieces) -> list[Statement]:
    """のっぽのジョン ("Long John"): a word and の written before a full name (のっぽのジョン・シルヴァー) and, often,
    before its given name alone, the given name so written is the full name's (whoever else bears the given name:
    ジョン・トゥリローニー)."""
    fulls = ["・".join(w) for w in pieces.first if len(w) == 2 and "・".join(w) in candidates]
    if not fulls:
        return []
    written = re.compile(rf"の({'|'.join(map(re.escape, fulls))})(?![{KATAKANA}・])")
    found: dict[tuple[str, str], int] = {}
    for i, (text, toks) in enumerate(zip(texts, words)):
        for m in written.finditer(text):
            before = next((t for t in toks if t.end == m.start()), None)
            if before is not None and before.pos[0] in ("名詞", "形状詞"):
                found.setdefault((before.surface, m.group(1)), i)
    out = []
    whole = "\n".join(texts)
    for (word, full), i in found.items():
        form = f"{word}の{full.split('・')[0]}"
        n = len(re.findall(rf"{re.escape(form)}(?![{KATAKANA}・])", whole))
        if n >= GIVEN_MIN and not is_address(word):
            candidates.setdefault(form, Candidate(form, n, Votes({"person": PERSON_PRIOR * n})))
            out.append(Statement(form, full, i, "epithet"))
    return out


def honoured(texts: Sequence[str], candidates: dict[str, Candidate]) -> None:
    """Add the katakana words written with an honorific GIVEN_MIN times that are no candidate (ダンス of ダンスさん)."""
    honoured = Counter(m.group(1) for t in texts for m in HONOURED.finditer(t))
    missing = {f for f, n in honoured.items() if n >= GIVEN_MIN and f not in candidates and not is_address(f)}
    if missing:
        alone, _ = _uses(texts, missing)
        for f in missing:
            candidates[f] = Candidate(f, alone[f], Votes({"person": PERSON_HONORIFIC * honoured[f]}))


def _uses(texts: Sequence[str], names: set[str]) -> tuple[Counter[str], Counter[str]]:
    """Each name's uses alone, and those that speak for a person: an address at the start of a quotation (「ジム、」),
    a subject, a voice or a face (ハンズは, ハンズの大声)."""
    if not names:
        return Counter(), Counter()
    pattern = re.compile(rf"(?<![{KATAKANA}・])(?:{'|'.join(map(re.escape, names))})(?![{KATAKANA}・])")
    alone: Counter[str] = Counter()
    cued: Counter[str] = Counter()
    for text in texts:
        starts = {q.start() + 1 for q in QUOTE.finditer(text)}
        for m in pattern.finditer(text):
            alone[m.group()] += 1
            if m.start() in starts and VOCATIVE_AFTER.match(text, m.end()) or PERSON_AFTER.match(text, m.end()):
                cued[m.group()] += 1
    return alone, cued


def _pet_forms(paragraphs: Sequence[Paragraph], texts: Sequence[str], candidates: dict[str, Candidate],
               pieces: Pieces) -> list[Statement]:
    out = []
    for pet, c in candidates.items():
        if kind_of(c) != "person" or not re.fullmatch(rf"[{KATAKANA}]+", pet):
            continue
        wholes = {pieces.longest(w[0]) for w in pieces.first if alike(pet, w[0])}
        if len(wholes) != 1 or (whole := wholes.pop()) is None:
            continue  # no full name of the group, or two bearers (ウィリアム・X and ビリー・Y): no telling whose
        if any(set(n) - {pet} - set(whole) for n in pieces.holding.get(pet, ())):
            continue  # the pet form written with a surname of its own (ビリー・ボーンズ); not アリョーシャ・カラマゾフ's
        full = next((f for f in ("・".join(whole), *whole) if f in candidates
                     and (f == "・".join(whole) or pieces.longest(f) == whole)), None)
        own = _alone(pet, candidates)
        if full is None:
            continue
        near = _beside(texts, own, whole)
        if not near and not (_said(texts, own) and _same_chapters(paragraphs, texts, own, {"・".join(whole), *whole})):
            continue
        first = next((i for i, t in enumerate(texts) if own.search(t)), None)
        if first is None:
            continue
        out.append(Statement(pet, full, near[0] if near else max(first, pieces.first[whole]), "pet"))
    return out


JOINED = re.compile(r"(?:と|や|とか|も、?)")  # ナタリヤ・イワーノヴナとナターシャ: two people


def _beside(texts: Sequence[str], own: re.Pattern[str], whole: tuple[str, ...]) -> list[int]:
    """The paragraphs where the pet form is written beside its group's one full name with a patronymic (ミーチャ
    beside ドミトリイ・フョードロヴィッチ, in speech or narration), unless name_forms.beside says two people."""
    if len(whole) < 2 or not PATRONYMIC_KATAKANA.search(whole[1]):
        return []
    forms = sorted(("・".join(whole[:j]) for j in range(2, len(whole) + 1)), key=len, reverse=True)
    full = re.compile(rf"(?<![{KATAKANA}・])(?:{'|'.join(map(re.escape, forms))})(?![{KATAKANA}])")
    return beside(texts, spans(own), spans(full), JOINED)


def _alone(pet: str, candidates: dict[str, Candidate]) -> re.Pattern[str]:
    """The pet form's own uses: not inside a longer name, nor opening another candidate (カーチャ姉 of カーチャ姉さま is
    one sister's; a bare カーチャ chapters before, a woman of the town, is another's — uses of the longer form say
    nothing of the bare one's bearer)."""
    longer = sorted((c[len(pet):] for c in candidates if c.startswith(pet) and len(c) > len(pet)), key=len, reverse=True)
    after = "".join(f"|{re.escape(rest)}" for rest in longer)
    return re.compile(rf"(?<![{KATAKANA}・]){re.escape(pet)}(?![{KATAKANA}・]{after})")


def _said(texts: Sequence[str], own: re.Pattern[str]) -> bool:
    """A pet form is what the others call one, in speech, where the narration writes the name: ビル in 19 of its 21
    uses (not a Harry the narration tells of, Henry Dashwood's grandson, who is no Henry). `own`: its uses (_alone)."""
    inside = outside = 0
    for text in texts:
        spans = [(q.start(), q.end()) for q in QUOTE.finditer(text)]
        for m in own.finditer(text):
            if any(a < m.start() < b for a, b in spans):
                inside += 1
            else:
                outside += 1
    return inside >= QUOTED_SHARE * (inside + outside) > 0


def _same_chapters(paragraphs: Sequence[Paragraph], texts: Sequence[str], own: re.Pattern[str], forms: set[str]) -> bool:
    """Most of the pet form's uses fall in chapters where the full name or its parts are written."""
    pattern = re.compile(rf"(?<![{KATAKANA}・])(?:{'|'.join(map(re.escape, sorted(forms, key=len, reverse=True)))})")
    named = {p.chapter_no for p, t in zip(paragraphs, texts) if pattern.search(t)}
    uses: defaultdict[bool, int] = defaultdict(int)
    for p, t in zip(paragraphs, texts):
        uses[p.chapter_no in named] += len(own.findall(t))
    return uses[True] >= SAME_CHAPTERS * (uses[True] + uses[False]) > 0
