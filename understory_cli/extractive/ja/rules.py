"""How Japanese forms relate (JapaneseRules): readings, honorifics and the book's naming statements."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable, Sequence

from .lexicon import (JA_FAMILIAR_SUFFIXES, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI, JA_MARRIED,
                      JA_TITLES, is_address, is_person_word)
from ..types import Candidate, Paragraph
from .analyser import entries, reading as read_aloud
from .candidates import KANA_ONLY, KANJI, KATAKANA, PLACE_OF, PLACE_PERSON, READING_MIN, TITLED, VESSEL
from .classical import called_name
from .foreign import runs, untitled
from .statements import Statement


SHORTENED_HONORIFICS = ("さん", "どん", "やん")  # what a given name cut to one character is called with (源さん)
# …and a one-kanji given name with the honorific it is called by (茂ちゃん of 茂, 淳さん of 青木淳)
_ONE_KANJI_CALLED = re.compile(rf"([{KANJI}])(?:さん|ちゃん|君|くん|様|さま|どん|はん)")  # (はん: a Kansai 菊はん)


class JapaneseRules:
    """How Japanese names relate: the parts of a name joined by ・ (ハリー・ポッター / ハリー), a full name's
    surname and given name as the dictionary reads them (高坂京介 / 京介); a familiar
    suffix on a name (野だ公 / 野だ); a nickname cut short (野だいこ / 野だ); what the book's naming
    statements say (statements.py), each once enough and dated at its paragraph. No surname
    families: kanji names are too short to tell."""

    part_ratio = 30.0

    def __init__(self, said: Sequence[Statement] = (), narrator: str | None = None, *, narrator_named: bool = False,
                 full_names: dict[str, tuple[str, str]] | None = None):
        self.said = list(said)
        self.full_names = full_names or {}
        self.narrator = narrator
        self.narrator_named = narrator_named
        self.readings: dict[str, str] = {}  # a kana form -> the form it spells the reading of
        self.worn: set[str] = set()  # names another form wears with a title (クルウ of クルウ大尉): a family's
        self.given: dict[str, str] = {}  # グスコーブドリ -> ブドリ: a katakana full name written without ・ (given_names)
        self.wives: set[str] = set()  # a man's wife by his surname and her title (陣場夫人: wives.titled_woman)
        self.epithets: set[str] = set()  # a place's kind of person (印度の紳士), with its other forms among the candidates
        self.shared: set[str] = set()  # parts of ・-names of different people (ジャン): no one's (foreign.py)
        self.formal: set[str] = set()  # a long ・-name whose parts are used alone: an introduction's, titling nothing
        self.offices = {st.b for st in self.said if st.how == "office" and st.b}
        self.called: set[str] = set()  # 茂ちゃん where 茂 is a candidate too (`called_forms`)
        self.singles: set[str] = set()  # the one-kanji names (茂): no longer name's first kanji is called for them
        self.named: set[str] = set()  # words of the address list the book writes as a woman's お-name (宮 of お宮)

    def variant_key(self, form: str) -> str:
        """A name spelt in kana and in kanji is one (のだいこ / 野だいこ): forms of three sounds or more
        that read alike, one of them holding kana."""
        said = read_aloud(form)
        return said if len(said) >= READING_MIN and re.search(r"[\u3041-\u309f]", form) else form

    def core(self, form: str) -> str | None:
        """The name a person is called by alone: without a title or an honorific after it (ゴーシュ君, クーボー大博士,
        ヴィタリス親方; never X夫人, X's wife), without a title before it (プリンセス・セエラ), and the given name
        of a translated full name, written first (セエラ・クルウ)."""
        if "・" in form and not TITLED.fullmatch(form):
            pieces = untitled(form.split("・"))
            return pieces[0] if pieces and len(pieces[0]) >= 2 and pieces[0] not in self.shared else None
        given = self.given.get(form)
        if form in self.called:  # 茂ちゃん: 茂 (`called_forms`)
            return form[0]
        return suffixed(form) or (given if given not in self.shared else None)  # ヴァルジャン is no ジャン's

    def parts(self, form: str) -> list[str]:
        if form in self.epithets:  # 印度の紳士: 印度紳士, and 紳士 alone
            m = PLACE_PERSON.fullmatch(form)
            return [m.group(1) + m.group(2), m.group(2)] if m else []
        if form in self.full_names:  # 高坂京介: the surname (shared by a family: discourse decides) and 京介
            return list(self.full_names[form])
        if titled := TITLED.fullmatch(form):  # クルウ大尉: the name, and the rank alone when he alone wears it (大尉)
            name, title = titled.group(1), form[titled.end(1):]
            return [title] if title in JA_MARRIED else [name, title]  # X夫人 is not X
        if "・" in form:  # the given name, and the surname unless someone else wears it with a title (a family's)
            pieces = untitled(form.split("・"))
            rest = "・".join(pieces[1:])  # and a run of the parts (パーウェル・イワーノヴィッチ, given name and patronymic)
            return [p for p in dict.fromkeys(pieces[:1] + [rest] + runs(pieces))
                    if len(p) >= 2 and p not in self.worn and p not in self.shared]
        if (headed := VESSEL.fullmatch(form) or PLACE_OF.fullmatch(form)) and "の" not in form:  # ベンボー of ベンボー提督屋
            return [headed.group(1)]
        for suffix in JA_FAMILIAR_SUFFIXES:
            if form.endswith(suffix) and len(form) > len(suffix) + 1:
                return [form[:-len(suffix)]]
        m = re.fullmatch(rf"([{KANJI}]{{1,2}})([{KATAKANA}]{{2,}})", form)
        return [m.group(2)] if m else []

    def abbreviations(self, form: str) -> list[str]:
        """野だいこ -> 野だ: a nickname of four characters or more, cut to its first two (not 印度 of 印度紳士);
        源兵衛 -> 源さん, 熊五郎 -> 熊さん: a kanji given name of three or more, called by its first character and
        さん (never a form of address: 奥さん is no 奥村). The merge takes one only where a single name has it."""
        out = [form[:2]] if form not in self.epithets and len(form) >= 4 and not re.fullmatch(rf"[{KATAKANA}ー]+", form) \
            and form not in self.wives else []  # (陣場夫人: not 陣場, her husband: wives.py)
        if re.fullmatch(rf"[{KANJI}]{{3,}}", form) and form not in self.full_names or re.fullmatch(rf"[{KANJI}]{{2}}", form) \
                and form[0] not in self.singles \
                and any(pos[2:4] == ("人名", "名") for pos in entries(form)):  # 武蔵 -> 武さん: a given name the dictionary has
            out += [called for called in (form[0] + h for h in SHORTENED_HONORIFICS) if not is_address(called)]
        if form in self.full_names and len(given := self.full_names[form][1]) == 1:  # 青木淳 -> 淳さん
            out += [c for c in (given + h for h in ("さん", "ちゃん", "君", "様")) if not is_address(c)]
        return out

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def is_title(self, part: str) -> bool:
        """A part of ・-names of different people (ジャン of ジャン・ヴァルジャン and ジャン・ソーナン), or an office a name
        is said to hold (「ミリエル氏はディーニュの司教であった」: 司教): no one's name alone."""
        return part in self.shared or part in self.offices

    def member_title(self, part: str) -> bool:
        return False  # 氏, 夫人 after a katakana surname are read by households, not by the fragment rule (types.Rules)

    def in_story(self, name: str, story: str) -> str:
        """A collection's stories each have their own ネリ (extractive/stories.py): the name with its story's title."""
        return f"{name}（{story}）"

    def address(self, form: str) -> bool:
        """A form of address, a kinship word or a noun for a kind of person (おじ, おかみ, 青年, 大博士): no one's name alone."""
        return is_address(form) and not (self.named and called_name(form) in self.named)

    def qualified(self, part: str, form: str) -> bool:
        return False

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Pairs the text states once (山嵐というのは堀田の事ですよ), with where; the narrator's name
        (まだ坊っちゃんと呼ぶ) is his pronoun's alias."""
        out: dict[tuple[str, str], list[int]] = defaultdict(list)
        for s in self.said:
            b = s.b if s.b is not None else (self.narrator if s.how == "called" else None)
            if b and s.a in forms and b in forms and s.a != b:
                out[(s.a, b)].append(s.paragraph)
        for a, b in respelt_places(forms):
            out.setdefault((a, b), [])
        return dict(out)

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        return {}

    def families(self, forms: set[str]) -> dict[str, set[str]]:
        return {}

    def familiar_surname(self, form: str) -> str | None:
        """The narrator's pronoun titles nothing once the text names him (坊っちゃん, not おれ): like a
        familiar form (老孙), it is his alias. A narrator the text never names keeps it as his title.
        A reading spelt in kana (のだいこ, ほった) titles nothing: it is its base's alias; nor does a long ・-name whose
        parts the text uses alone (written once, at an introduction: foreign.py)."""
        if form in self.readings:  # のだいこ: a reading titles nothing either
            return self.readings[form]
        if form in self.called:  # 茂ちゃん of 茂: the name titles its entry, not the honorific form
            return form[0]
        if form in self.formal or suffixed(form) in self.formal:  # シャール・フランソア・ビヤンヴニュ・ミリエル(氏)
            return form
        return form if self.narrator_named and form == self.narrator else None


def kana_readings(candidates: dict[str, Candidate], said: Sequence[Statement], rules: JapaneseRules) -> dict[str, str]:
    """Kana forms that spell another form's reading (のだいこ of 野だいこ; ほった of 堀田（ほった）): aliases
    of their base, never the title."""
    written: dict[str, str] = {}
    for form in sorted(candidates, key=lambda f: -candidates[f].count):
        if re.search(rf"[{KANJI}]", form):
            written.setdefault(rules.variant_key(form), form)
    out = {f: written[rules.variant_key(f)] for f in candidates
           if KANA_ONLY.fullmatch(f) and rules.variant_key(f) in written}
    out.update({st.b: st.a for st in said if st.how == "reading" and st.b in candidates and st.a in candidates})
    return out


def given_names(candidates: dict[str, Candidate]) -> dict[str, str]:
    """グスコーブドリ -> ブドリ: a katakana name ending in another, more used, after three letters or more (a surname
    written before the given name without ・). Not ザネリ of ネリ: one letter is no surname."""
    out: dict[str, str] = {}
    for form, c in candidates.items():
        if re.fullmatch(rf"[{KATAKANA}]{{5,}}", form):
            for k in range(3, len(form) - 1):
                if (given := candidates.get(form[k:])) is not None and given.count >= c.count:
                    out[form] = form[k:]
                    break
    return out


def respelt_places(forms: set[str]) -> list[tuple[str, str]]:
    """One place spelt two ways with its noun (ポラーノの広場 / ポランの広場, a song's spelling): the nouns the same,
    the katakana names one letter apart once the long marks are dropped, three letters at least."""
    places: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for f in forms:
        if m := PLACE_OF.fullmatch(f):
            places[f[m.end(1):]].append((m.group(1).replace("ー", ""), f))
    return [(a, b) for spelt in places.values() for (x, a) in spelt for (y, b) in spelt
            if a < b and min(len(x), len(y)) >= 3 and x[0] == y[0] and _one_apart(x, y)]


def _one_apart(x: str, y: str) -> bool:
    """One letter changed, added or dropped."""
    if abs(len(x) - len(y)) > 1:
        return False
    if len(x) == len(y):
        return sum(a != b for a, b in zip(x, y)) == 1
    short, long = sorted((x, y), key=len)
    return any(long[:k] + long[k + 1:] == short for k in range(len(long)))


_SUFFIXES = sorted(JA_TITLES + JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI, key=len, reverse=True)


def suffixed(form: str) -> str | None:
    """The name before a title or an honorific (クーボー大博士 -> クーボー), or None."""
    for suffix in _SUFFIXES:
        if form.endswith(suffix) and len(form) - len(suffix) >= 2 and form[-len(suffix) - 1] not in "っッ":
            return form[:-len(suffix)]
    return None


def called_forms(forms: Iterable[str]) -> set[str]:
    """The one-kanji names with their honorific (茂ちゃん) whose name alone is a form too: its alias, never its title;
    not where a longer kanji name opens with that kanji (茂子, called 茂さん too: whose it is, the text must say)."""
    forms = set(forms)
    longer = {f[0] for f in forms if len(f) >= 2 and re.fullmatch(rf"[{KANJI}]+", f)}
    return {f for f in forms if (m := _ONE_KANJI_CALLED.fullmatch(f)) and m.group(1) in forms
            and m.group(1) not in longer and not is_person_word(f) and not is_person_word(m.group(1))}
