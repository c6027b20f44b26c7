"""Name candidates in Japanese, without a tagger: katakana runs and kanji names before an honorific.

Japanese writes no spaces and jieba's dictionary is Chinese (cjk.py reads Chinese cues: 道, 与, 叫), so the words are script runs.
A candidate is
- a katakana run of two or more characters (ハリー, ヴェニス) used a few times, laughter (ハハハ, ホホホ) aside;
- a kanji run of one to four characters written right before an honorific (那美さん, 久一さん, 大徹様),
  a kinship term or a role (婆さん, 和尚さん) aside. A one-character name (源さん) keeps its honorific, so
  that it is not looked for inside every word holding that character.
Its kind is read from the particles around it:
- a person: takes an honorific; is the subject (X は / X が) of a verb of speech or thought a few characters
  on (ハリーが言った); speaks a quotation (」とロンが); is addressed at the start of one (「ロン、);
- a place: X へ, X に行く/着く/来る, X から, X で.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from .lexicon import JA_HONORIFIC_PREFIXES, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI, JA_ROLES, JA_SPEECH
from .model import Candidate, Paragraph

KATAKANA = "\u30a1-\u30fa\u30fc\u30fd\u30fe\u31f0-\u31ff"  # ・ (U+30FB) joins names: レオナルド・ダ・ヴィンチ
KANJI = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々"
KATAKANA_RUN = re.compile(rf"(?<![{KATAKANA}・])[{KATAKANA}]+(?:・[{KATAKANA}]+)*(?![{KATAKANA}・])")
HONORIFICS = sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI, key=len, reverse=True)
HONORED = re.compile(rf"(?<![{KANJI}])([{KANJI}]{{1,5}}?)({'|'.join(JA_HONORIFICS_KANA)}|"
                     rf"(?:{'|'.join(JA_HONORIFICS_KANJI)})(?![{KANJI}]))")
LAUGHTER = re.compile(r"(.)\1\1|^(.{1,2})\2+$")  # ハハハ, ククク, ホホ, アハアハ
SUBJECT = re.compile(rf"^[はが][^。、！？「」『』\n]{{0,8}}?(?:{'|'.join(JA_SPEECH)})")
SPEAKER_BEFORE = re.compile(r"[」』]と$")  # 」とハリーが言った
PLACE_AFTER = re.compile(r"^(?:へ|に(?:行|着|来|帰|向|住|入|戻|出)|から|で(?![はもす]))")
ADDRESS = re.compile(r"^[、，！!]")

MIN_COUNT = 3  # a katakana word used this often (a kanji name needs only its honorific twice)
HONORED_MIN = 2
PERSON_HONORIFIC = 2.0
PERSON_SPEAKS = 2.0
PERSON_SPEAKER = 1.0
PERSON_ADDRESSED = 1.0
PLACE_CUE = 1.0
TERM_PRIOR = 0.2  # per use: a katakana word nothing speaks for is a thing (カメラ)


class _Straddling:
    """The two characters across a match's start that show it begins inside a longer word: ロン in
    ロンドン cannot be told at its start, but ドン in ロンドン can, and 美 in 那美 too (御那美 aside)."""

    def __contains__(self, pair: object) -> bool:
        if not isinstance(pair, str) or len(pair) != 2:
            return False
        before, first = pair
        if re.match(rf"[{KATAKANA}・]", before) and re.match(rf"[{KATAKANA}]", first):
            return True
        return bool(re.match(rf"[{KANJI}]", before) and re.match(rf"[{KANJI}]", first)) and before not in JA_HONORIFIC_PREFIXES


STRADDLING = _Straddling()


def _honored_names(text: str) -> dict[str, int]:
    """Kanji names written before an honorific, as the candidate form, with how often."""
    kana: Counter[str] = Counter()
    kanji: Counter[str] = Counter()
    for m in HONORED.finditer(text):
        name, honorific = m.groups()
        (kana if honorific in JA_HONORIFICS_KANA else kanji)[name] += 1
    found: Counter[str] = Counter()
    for name, n in (kana + kanji).items():
        bare = name[len(name) > 2 and name[0] in JA_HONORIFIC_PREFIXES:]  # 御那美 -> 那美; 御倉 stays
        if bare in JA_ROLES or name in JA_ROLES or bare[0] in JA_HONORIFIC_PREFIXES and bare[1:] in JA_ROLES:
            continue
        if not kana[name]:  # 様, 君 also end words (有様, 模様, 同様): the name is also written without it
            if len(bare) < 2 or text.count(bare) - n < 1:
                continue
        if len(bare) == 1:  # 源さん: a form of its own
            honorific = next(h for h in JA_HONORIFICS_KANA if bare + h in text)
            found[bare + honorific] += n
        else:
            found[bare] += n
    return {name: n for name, n in found.items() if n >= HONORED_MIN}


def find_candidates(paragraphs: Sequence[Paragraph]) -> dict[str, Candidate]:
    texts = [p.text for p in paragraphs]
    whole = "\n".join(texts)
    katakana = Counter(m.group() for t in texts for m in KATAKANA_RUN.finditer(t))
    forms = {w: n for w, n in katakana.items()
             if n >= MIN_COUNT and len(w.replace("ー", "")) >= 2 and not LAUGHTER.search(w)}
    honored = _honored_names(whole)
    forms.update(honored)
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    counts: Counter[str] = Counter()
    if not forms:
        return {}
    pattern = re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))
    for text in texts:
        for m in pattern.finditer(text):
            form, start, end = m.group(), m.start(), m.end()
            if start and text[start - 1:start + 1] in STRADDLING:
                continue
            if form in katakana and end < len(text) and re.match(rf"[{KATAKANA}・]", text[end]):
                continue  # ロン inside ロンドン
            counts[form] += 1
            v = votes[form]
            after = text[end:end + 24]
            for h in HONORIFICS:
                if after.startswith(h):
                    v["person"] += PERSON_HONORIFIC
                    after = after[len(h):]
                    break
            if SUBJECT.match(after):
                v["person"] += PERSON_SPEAKS
            if SPEAKER_BEFORE.search(text[max(0, start - 2):start]):
                v["person"] += PERSON_SPEAKER
            if start and text[start - 1] in "「『" and ADDRESS.match(after):
                v["person"] += PERSON_ADDRESSED
            if PLACE_AFTER.match(after):
                v["place"] += PLACE_CUE
    out: dict[str, Candidate] = {}
    for form, n in counts.items():
        if n < (HONORED_MIN if form in honored else MIN_COUNT):
            continue
        v = votes[form]
        v["term"] += TERM_PRIOR * n
        out[form] = Candidate(form, n, Counter(v))
    return out


class JapaneseRules:
    """How Japanese names relate, read from their shape only: the parts of a name joined by ・
    (ハリー・ポッター / ハリー). No surname families or abbreviations: kanji names are too short to tell."""

    part_ratio = 30.0

    def variant_key(self, form: str) -> str:
        return form

    def core(self, form: str) -> str | None:
        return None

    def parts(self, form: str) -> list[str]:
        return [p for p in form.split("・") if len(p) >= 2] if "・" in form else []

    def abbreviations(self, form: str) -> list[str]:
        return []

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def is_title(self, part: str) -> bool:
        return False

    def qualified(self, part: str, form: str) -> bool:
        return False

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def families(self, forms: set[str]) -> dict[str, set[str]]:
        return {}

    def familiar_surname(self, form: str) -> str | None:
        return None
