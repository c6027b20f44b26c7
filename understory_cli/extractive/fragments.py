"""A candidate the book writes (nearly) only inside one longer string is a fragment of it, no name (issue 43 §3).

A segmenter cuts a transliterated surname where its dictionary knows a word (博尔|孔斯基 of 博尔孔斯基), and a
form of address loses its honorific (こい of こいさん): the piece is then a candidate of its own, counted for every
use of the whole, and can title an entry although the text never writes it alone. Read from the text, not from
a list: where nine uses in ten of a form go on with the same characters after it, the form is that longer
string's piece. The longer string is the candidate instead (博尔孔斯基), unless it is a name and the title it is
written with (瓦西里公爵: 瓦西里 stays the name, the rank is `rules.is_title`'s or `honorific`'s), or the form is a
kana word written only with an honorific (こい of こいさん, a word of address, never a name alone: dropped).
Only where characters are not spaced (Chinese, Japanese): an English name is read by words; and the longer string
only in Chinese (a Japanese name is written before titles no list holds: 京介氏, ミリエル司教).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from .ja.lexicon import JA_HONORIFICS_KANA
from .types import Candidate, Paragraph, Rules

FRAGMENT_SHARE = 0.9  # of a form's uses, the share its continuation must have for the form to be its piece
WORD_END_SHARE = 0.5  # past the first character, the share that carries the longer word on (博尔孔斯基 over 博尔孔斯卡娅)
MIN_USES = 5  # fewer uses tell nothing of a continuation
MAX_REACH = 4  # characters a continuation is read to
# the closed class a name is followed by, never part of it: particles, the verbs of saying and of coming and going
# (a name said to speak in every use is no piece of 某某说)
GRAMMAR_CHARACTERS = frozenset("的了着著过過说說道曰是在和与與及也都就又把被对對向给給之乃便来來去走笑问問叫"
                               "はがをにのともへでや")
_WORD_CHAR = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc\u3400-\u4dbf\u4e00-\u9fff]")  # kana, han (no ・, no punctuation)
_HIRAGANA = re.compile(r"^[\u3041-\u3096\u30fc]+$")


def continuation(text: str, starts: Sequence[int], length: int) -> str:
    """The characters most of the form's uses go on with after it, read one at a time: the first where
    FRAGMENT_SHARE of all the uses agree, each next one where WORD_END_SHARE do, up to MAX_REACH."""
    out, share = "", FRAGMENT_SHARE
    for k in range(MAX_REACH):
        seen = Counter(text[s + length + k] for s in starts
                       if s + length + k < len(text) and text[s + length:s + length + k] == out)
        if not seen:
            break
        char, n = seen.most_common(1)[0]
        if n < share * len(starts) or not _WORD_CHAR.match(char) or char in GRAMMAR_CHARACTERS:
            break
        out += char
        share = WORD_END_SHARE  # once inside a longer word, it is read to its more written ending (博尔孔斯|基, not 卡娅)
    return out


def _starts(text: str, form: str) -> list[int]:
    out, at = [], text.find(form)
    while at >= 0:
        out.append(at)
        at = text.find(form, at + len(form))
    return out


def _honorific_share(text: str, starts: Sequence[int], length: int) -> float:
    return sum(text.startswith(JA_HONORIFICS_KANA, s + length) for s in starts) / len(starts)


def _titled(after: str, rules: Rules) -> bool:
    """A title or an honorific the continuation opens with: the form is a name written with it (瓦西里公爵,
    お雛さん)."""
    honorific = getattr(rules, "honorific", None)
    return after.startswith(JA_HONORIFICS_KANA) or any(
        rules.is_title(c) or bool(honorific and honorific(c)) for c in (after[:i] for i in range(1, len(after) + 1)))


def whole_forms(candidates: dict[str, Candidate], paragraphs: Sequence[Paragraph], rules: Rules,
                longer: bool = True) -> dict[str, Candidate]:
    """The candidates with each fragment replaced by the string it is a piece of (or dropped: see the module).
    `longer`: read the longer string at all (Chinese; a Japanese name goes on with titles no list holds, 京介氏,
    ミリエル司教, so Japanese only drops its kana words of address)."""
    text = "\n".join(p.text for p in paragraphs)
    out = dict(candidates)
    for form, cand in candidates.items():
        if cand.count < MIN_USES or len(form) < 2 or not all(_WORD_CHAR.match(c) for c in form):
            continue
        starts = _starts(text, form)
        if len(starts) < MIN_USES:
            continue
        if _HIRAGANA.match(form) and _honorific_share(text, starts, len(form)) >= FRAGMENT_SHARE:
            del out[form]  # こい(さん), こい(ちゃん): a word of address, written only with an honorific
            continue
        if not longer:
            continue
        after = continuation(text, starts, len(form))
        if not after or _titled(after, rules):
            continue  # 瓦西里(公爵): the name with its title
        if any(c in after for c in candidates):
            continue  # 豹子头(林冲), 铁面(孔目裴宣): an epithet before the name it goes with
        whole = form + after
        if whole in candidates or any(whole in c for c in candidates if len(c) > len(whole)):
            continue  # the whole is found already: the scan reads it first
        del out[form]
        out[whole] = Candidate(whole, cand.count, cand.kind_votes.copy())
    return out
