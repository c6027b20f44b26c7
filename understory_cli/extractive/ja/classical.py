"""What an older print's spelling makes look like a name, and is none (any book printed before 1946 in historical kana,
歴史的仮名遣い, or reprinted so):
- a verb's form before ん written with the kana は, one kanji the text conjugates in ハ行 elsewhere: 言はん (言はず, 言ふ),
  克はん (克はぬ), 了はん (了ふ) — not a name with the Kansai honorific はん (a name is never written 源ふ);
- a one-kanji word of the address list (not お嬢, an address word whole) the text writes as a woman's name with お, acts and
  honours with さん more than with 様 (金色夜叉's お宮, beside her 宮さん and bare 宮 at hundreds of uses: her name, though a
  prince's 宮 is a form of address; not お姫 of お姫様, 姫さま: a title several princesses hold), `named`;
- two forms of address glued, each with its honorific, the second's cut: 翁さん姨(さん), 阿父さん阿母(さん) — "uncle and
  aunt", "father and mother", no one's name (a form of address alone is none either: lexicon.JA_ADDRESS);
- an adverb in the old characters, 澤山 (沢山, "many"), a surname alone to the dictionary: no name without an honorific."""

from __future__ import annotations

import re

from typing import Sequence

from ..types import Candidate
from .shapes import KANJI
from .statements import Statement
from .analyser import entries
from .lexicon import JA_HONORIFICS_KANA, is_address, is_person_word, new_forms, new_text
from .uses import SUBJECT

_HONOURED = ("さん", "さま", "様", "ちゃん")  # the honorifics a form of address or a name is written with
_INNER = re.compile("|".join(_HONOURED))
_POLITE = "おご御阿"


def verb_form(form: str, whole: str) -> bool:
    """One kanji and はん, the kanji conjugated in ハ行 elsewhere in the text (言はず, 言ひ, 言ふ, 言へ)."""
    if len(form) != 3 or not form.endswith("はん") or not re.fullmatch(f"[{KANJI}]", form[0]):
        return False
    return re.search(rf"{re.escape(form[0])}{_HA_ROW}", whole) is not None


# the ハ行 forms, each with what follows it in a verb (言はず, 言はぬ, 克はじ, 言はざる, 言はれ, 言はせ, 言ひて, 言ふの, 言へば),
# not a name's は and the next word (菊はずっと, 菊はじっと, 菊はしばらく, 菊はうなずいた, 菊はせっかく), nor へ of a
# direction (お菊へ手紙を) or 「お菊ひとり」: a Kansai book's 菊はん stays a name
_HA_ROW = "(?:は(?:ず(?![っいぶ])|ぬ|じ(?![っめゃ])|ざ[りるれ]|れ|せ(?!っ))|ひ[てしたぬけき]|ふ[。、べにをがのこも]|へ[ばるりど])"


def glued_address(form: str) -> bool:
    """Two forms of address or kin words, the first with its honorific, written solid (翁さん姨, 阿父さん阿母)."""
    parts = [p for p in _INNER.split(form) if p]
    return len(parts) >= 2 and _INNER.search(form) is not None and all(_someone(p) for p in parts)


def _someone(word: str) -> bool:
    plain = word[1:] if word[:1] in _POLITE and len(word) > 1 else word
    return any(is_address(w) or is_person_word(w) for w in {word, plain}) \
        or any(word.endswith(h) and is_address(word[:-len(h)]) for h in JA_HONORIFICS_KANA)


_MANNER = ("副詞", "形状詞", "接続詞", "連体詞")  # the dictionary's parts of speech of a word of manner


def old_word(form: str, whole: str) -> bool:
    """A word of manner in an older print's characters (澤山, 隨分: 沢山, 随分, adverbs), the old spelling a surname alone
    to the dictionary: no name unless the text writes it with an honorific (澤山さん) or makes it speak or act (「澤山は
    笑って言った」: a modern book's 澤山, a surname written in its old character on purpose)."""
    new = new_forms(form)
    return new != form and any(pos[0] in _MANNER for pos in entries(new)) \
        and not any(whole.count(form + h) for h in JA_HONORIFICS_KANA) \
        and not any(SUBJECT.match(new_text(whole[m.end():m.end() + 24])) for m in re.finditer(re.escape(form), whole))


def unnamed(forms: list[str], whole: str) -> set[str]:
    """The forms that are an older print's verb, word of manner or glued address words, no one's name."""
    return {f for f in forms if verb_form(f, whole) or glued_address(f) or old_word(f, whole)}


def named(candidates: dict[str, Candidate], whole: str) -> set[str]:
    """The address words (宮) a candidate お-name of one kanji holds, whose uses make it a person's (お宮 speaks, acts),
    and which the text honours as a name, with さん (宮さん), more than as a title, with 様 (お姫様, 姫さま: a princess,
    whichever, the title several hold)."""
    return {w for f, c in candidates.items() if len(f) == 2 and f[0] == "お" and is_address(w := f[1:]) and not is_address(f)
            and c.kind_votes["person"] > max(c.kind_votes["place"], c.kind_votes["term"])
            and whole.count(w + "さん") > sum(whole.count(w + h) for h in _TITLE_HONORIFICS)}


_TITLE_HONORIFICS = ("様", "さま", "殿", "君")


def ties(texts: Sequence[str], candidates: dict[str, Candidate], names: set[str]) -> list[Statement]:
    """Each such name's forms, お宮 and 宮さん, tied to the name 宮 where both are candidates (as given_forms ties お民)."""
    out = []
    for name in names & set(candidates):
        for form in (f for f in candidates if f != name and called_name(f) == name):
            at = next((k for k, text in enumerate(texts) if form in text), 0)
            out.append(Statement(form, name, at, "affixed"))
    return out


def called_name(form: str) -> str:
    """宮 of 宮さん, お宮 and 宮: the form without its polite お and its honorific."""
    form = form[1:] if form[:1] in _POLITE and len(form) > 1 else form
    return next((form[:-len(h)] for h in _HONOURED if form.endswith(h) and len(form) > len(h)), form)
