"""Name candidates in Japanese: what the dictionary knows, and how fiction names people that it does not
(honorifics, katakana runs, subjects of speech, naming statements; see the package's docstring)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Sequence

from .lexicon import (JA_FAMILIAR_SUFFIXES, JA_FIRST_PERSON, JA_HONORIFIC_PREFIXES, JA_HONORIFICS_KANA, JA_MARRIED,
                      JA_PLACE_NOUNS, JA_ROLES, JA_TITLES, is_person_word)
from ..types import Candidate, Paragraph, Votes
from . import statements
from .analyser import BookWords, Token, common_loanword, holds_a_name, never_a_name, unknown
from .statements import Statement, word_before
from .beasts import beast_uses
from .standing import standing, standing_names
from .shapes import (HOUSE, KANJI, PLACE_PERSON, epithets, glued_before, KATAKANA, KATAKANA_WORD, VESSEL, adjectival, attributive_only, firm, gloss,
                     honorific_tail, kanji_house, land_uses, person_tail, parts, several, someones, sounds, whole_words)
from .uses import HONORIFICS, PERSON_HONORIFIC, PERSON_TITLES, PLACE_CUE, SPEECH, STRADDLING, uses
from .foreign import REGNAL, initials, joined, regnal
from . import polite_names
from .households import household, households
from . import bare_roles, kana_words, surname_words, wives, worded
from .common_nouns import common_place, worn
from .numbered import article, count, numbered

KATAKANA_RUN = re.compile(rf"(?<![{KATAKANA}・])[{KATAKANA}]+(?:・[{KATAKANA}]+)*(?![{KATAKANA}・])")
# a name of parts joined by ・, one of them katakana (沙織・バジーナ, レオナルド・ダ・ヴィンチ)
DOTTED = re.compile(rf"(?<![{KATAKANA}{KANJI}・])[{KATAKANA}{KANJI}]+(?:・[{KATAKANA}{KANJI}]+)+(?![{KATAKANA}{KANJI}・])")
LAUGHTER = re.compile(r"(.)\1\1|^(.{1,2})\2+$")  # ハハハ, ククク, ホホ, アハアハ
DEMONSTRATIVE_SHARE = 0.75
OBJECT_MIN = 2  # uses before を of a word nothing speaks for, and at least this share of its uses: a thing
OBJECT_SHARE = 0.3
# a clause's subject: after a sentence or clause mark (or 」と), before は / が and a verb of speech
_WORD = r"([^\s、。「」『』！？…—（）]{1,6}?)"
CLAUSE_SUBJECTS = (re.compile(rf"(?:^|(?<=[、。「」『』！？\n\u3000…—）])){_WORD}[はが](?=[^。「」]{{0,12}}?(?:{SPEECH}))"),
                   re.compile(rf"(?<=[」』]と){_WORD}[はが]"))
_TITLE = "|".join(sorted(JA_TITLES + JA_MARRIED, key=len, reverse=True))
TITLED = re.compile(rf"(?<![{KATAKANA}・])([{KATAKANA}]{{2,}}(?:・[{KATAKANA}]+)*)(?:{_TITLE})")
PLACE_OF = re.compile(rf"(?<![{KATAKANA}・])([{KATAKANA}]{{2,}})(?:の(?:{'|'.join(JA_PLACE_NOUNS)})|{HOUSE})")
QUOTE_SPAN = re.compile(r"「[^「」]*」|『[^『』]*』")

MIN_COUNT = 3  # a katakana word, a subject, a dictionary name used this often
HONORED_MIN = 2  # a word before an honorific, or one a statement names
SINGLE_MIN = 5  # a one-character dictionary name (清) is found inside other words too
SINGLE_CUES = 4.0
SINGLE_SHARE = 0.1  # … and at a tenth of its uses (樂の聲 four times in 88 uses of 樂, music: a sound, no one's voice)
THING_CUES = 4.0
THING_SHARE = 0.5  # … and on half its uses at least (ポケットから, ポケットに: a pocket is no place)
DOTTED_PRIOR = 0.3  # per use, above a thing's prior  # a common katakana noun's uses must speak for a name twice  # and needs its uses to show what it is (了, 仰 in 草枕 are parts of words)
PREFIXED_SHARE = 0.6  # 赤シャツ: the kanji word before the katakana one, at this share of its uses
NARRATOR_MIN = 30  # uses of the narrator's pronoun outside quotations
NARRATOR_SHARE = 0.6  # of all first-person pronouns in the narration
PERSON_STATED = 2.0
STATED_CUES = 4.0  # what a word only an introduction names needs from its uses: two cues
SMALL_KANA = "っゃゅょぁぃぅぇぉッャュョァィゥェォ"  # no word ends in one (坊っ of 坊っちゃん)
READING_MIN = 3
KANA_ONLY = re.compile(rf"[\u3041-\u309f{KATAKANA}]+")
PLURAL = re.compile(r"(?:等|達|たち|ども|共|ら)$")  # 君等, 生徒達: many, no one's name
DICTIONARY_PRIOR = 0.15  # per use the dictionary tags: less than a thing's prior, cues decide
FIRM_PRIOR = 0.5  # per use of a place the dictionary tags at nearly all its uses
COMMON_HONORED_MIN = 4
DICTIONARY_SHARE = 0.5  # a dictionary name tagged at fewer of its places is mostly another word (大分, だいぶ)
TERM_PRIOR = 0.2  # per use: a word nothing speaks for is a thing (カメラ)
UNKNOWN_TERM_PRIOR = 0.1  # … less so a katakana word the dictionary does not know (ペムペル): still one, if nothing speaks
TITLED_SHARE = 0.1  # of a form's uses, with a person's title: its dictionary place is no firm place (イングランド船長)
QUANTITY = ("半", "数", "幾", "毎", "各", "全")  # 半ダース, 数マイル: a quantity, no name's part
POLITE_PREFIXES = "おご御阿"  # 阿 an older print's お: 阿父さん, 阿母さん, 阿兄さん (お父さん)
PROPER_KIND = {"人名": "person", "地名": "place", "組織": "organisation"}


class Reading:
    """One pass of the analyser over the book, and the candidate forms each source finds."""

    def __init__(self, paragraphs: Sequence[Paragraph]):
        self.paragraphs = list(paragraphs)
        self.texts = [p.text for p in self.paragraphs]
        self.tokens = BookWords(self.texts)
        self.statements = statements.read(self.paragraphs, self.tokens)
        self.full_names: dict[str, tuple[str, str]] = {}  # 高坂京介 -> (高坂, 京介), from dictionary_names
        self.singles: Counter[str] = Counter()  # one-character words, however tagged (金: 普通名詞 mostly), from dictionary_names
        self.prefixed: Counter[str] = Counter()  # お増: お and a one-kanji common noun, from dictionary_names
        self.common: Counter[str] = Counter()  # two- and three-kanji common nouns (surname_words.py), from dictionary_names

    def dictionary_names(self) -> tuple[Counter[str], dict[str, Counter[str]]]:
        """Proper nouns the dictionary tags (a surname and a given name written together are one),
        with how often, and the kinds it gives them."""
        counts: Counter[str] = Counter()
        kinds: dict[str, Counter[str]] = defaultdict(Counter)
        for toks in self.tokens:
            k = 0
            while k < len(toks):
                t = toks[k]
                if len(t.surface) == 1:
                    self.singles[t.surface] += 1
                    if k and (polite := polite_names.after_prefix(toks[k - 1], t)):
                        self.prefixed[polite] += 1
                if not t.proper:
                    self.common[surname_words.common_use(t)] += 1
                    k += 1
                    continue
                form, kind = t.surface, t.proper
                if t.pos[3] == "姓" and k + 1 < len(toks) and toks[k + 1].pos[3:4] == ("名",) and toks[k + 1].start == t.end:
                    form += toks[k + 1].surface
                    self.full_names[form] = (t.surface, toks[k + 1].surface)
                    k += 1
                counts[form] += 1
                kinds[form][PROPER_KIND[kind]] += 1
                k += 1
        return counts, kinds

    def honored(self) -> Counter[str]:
        """Words before an honorific: the bare word, or word + honorific when the word is never alone."""
        pairs: Counter[tuple[str, str]] = Counter()
        out: Counter[str] = Counter()
        for text, toks in zip(self.texts, self.tokens):
            for t in toks:
                if t.surface not in HONORIFICS and t.surface not in JA_FAMILIAR_SUFFIXES:
                    continue
                word = _name_before(text, t.start, toks)
                if word and t.surface in JA_FAMILIAR_SUFFIXES:
                    out[word + t.surface] += 1  # 野だ公
                elif word:
                    pairs[(word, t.surface)] += 1
        for (word, honorific), n in pairs.items():
            # 源さん, 坊っちゃん: a word that cannot stand alone keeps its honorific
            alone = len(word) > 1 and word[-1] not in SMALL_KANA
            out[word if alone else word + honorific] += n
        return out

    def katakana(self) -> tuple[Counter[str], set[str]]:
        """Katakana words used a few times, and those written after their kanji word nearly always (赤シャツ)."""
        # スクルージ・エンド・マアレイ: the names a connective joins, each its own run
        runs = Counter(r for t in self.texts for m in KATAKANA_RUN.finditer(t) for r in joined(m.group()))
        runs.update(m.group() for t in self.texts for m in DOTTED.finditer(t)
                    if re.search(rf"[{KANJI}]", m.group()) and re.search(rf"[{KATAKANA}]{{2}}", m.group())
                    and not honorific_tail(m.group()) and not person_tail(m.group()))  # ジェイムズ・ミリガン氏, …老人
        forms = Counter({w: n for w, n in runs.items() if n >= MIN_COUNT and len(w.replace("ー", "")) >= 2
                         and not LAUGHTER.search(w) and not glued_before(w, n, runs, PREFIXED_SHARE)})  # 一方パーヴェル
        prefixed: Counter[str] = Counter()
        for text, toks in zip(self.texts, self.tokens):
            by_start = {t.start: t for t in toks}
            for m in KATAKANA_RUN.finditer(text):
                if m.group() not in forms:
                    continue
                before = next((t for t in toks if t.end == m.start()), None)
                if before and before.noun and re.fullmatch(rf"[{KANJI}]{{1,2}}", before.surface) and m.start() in by_start \
                        and before.pos[1] != "数詞" and before.surface not in QUANTITY:
                    # 四ペンス, 半クラウン, 半マイル: a number or a share counts the word, no name's part
                    prefixed[before.surface + m.group()] += 1
        for text in self.texts:  # クーボー大博士, クルウ大尉: a name and its title are one person's form, whole
            for m in (*TITLED.finditer(text), *PLACE_OF.finditer(text), *VESSEL.finditer(text)):
                if m.group(1) in forms:
                    prefixed[m.group()] += 1
        whole: set[str] = set()
        for form, n in prefixed.items():
            if TITLED.fullmatch(form):
                if n >= MIN_COUNT:
                    forms[form] = n
                continue
            if place := PLACE_OF.fullmatch(form) or VESSEL.fullmatch(form):  # ポラーノの広場: written so nearly always
                if n >= MIN_COUNT and n >= PREFIXED_SHARE * forms[place.group(1)]:
                    whole.add(form)
                    forms[form] = n
                    forms[place.group(1)] -= n
                continue
            run = re.sub(rf"^[{KANJI}]+", "", form)
            if n >= MIN_COUNT and n >= PREFIXED_SHARE * forms[run]:
                whole.add(form)
                forms[form] = n
                forms[run] -= n
        return Counter({f: n for f, n in forms.items() if n >= MIN_COUNT or f in whole}), whole

    def common_katakana(self, forms: Counter[str]) -> set[str]:
        """Katakana words the dictionary knows as common nouns wherever they are written (ランプ, バッタ)."""
        tagged: dict[str, set[tuple[str, str]]] = defaultdict(set)
        for toks in self.tokens:
            for t in toks:
                if t.surface in forms:
                    tagged[t.surface].add((t.pos[0], t.pos[1]))
        # … or as no noun at all (コツ, an adverb here), or never as a word of its own (コルク of コルク抜き)
        # (a word it does not know it tags 普通名詞 too: イーハトーヴォ is no common noun)
        return {f for f, kinds in tagged.items() if {k for _, k in kinds} == {"普通名詞"} and not unknown(f)
                or not any(k[0] == "名詞" for k in kinds) or common_loanword(f)} \
            | {f for f in forms if f not in tagged and KATAKANA_WORD.fullmatch(f)}

    def subjects(self) -> Counter[str]:
        """Words that open a clause as the subject of speech (、野だが云った; 」と狸は)."""
        found: Counter[str] = Counter()
        for text, toks in zip(self.texts, self.tokens):
            starts = {t.start: t for t in toks}
            ends = {t.end for t in toks}
            for m in (m for pattern in CLAUSE_SUBJECTS for m in pattern.finditer(text)):
                word, at = m.group(1), m.start(1)
                first = starts.get(at)
                if not first or m.end(1) not in ends or not _nameable(first):
                    continue
                inside = [t for t in toks if at <= t.start < m.end(1)]
                if any(t.pos[0] in ("助詞", "動詞", "形容詞", "副詞", "連体詞", "接続詞", "感動詞") for t in inside):
                    continue
                found[statements.strip_honorific(word)] += 1
        return found

    def narrator(self) -> str | None:
        """The first-person pronoun of the narration, when one carries it."""
        uses: Counter[str] = Counter()
        pattern = re.compile("|".join(sorted(JA_FIRST_PERSON, key=len, reverse=True)))
        for text, toks in zip(self.texts, self.tokens):
            narration = QUOTE_SPAN.sub(lambda m: " " * len(m.group()), text)
            starts = {t.start: t for t in toks}
            for m in pattern.finditer(narration):
                t = starts.get(m.start())
                if t is not None and t.surface == m.group() and t.pos[0] == "代名詞":
                    uses[m.group()] += 1
        if not uses:
            return None
        form, n = uses.most_common(1)[0]
        return form if n >= NARRATOR_MIN and n >= NARRATOR_SHARE * sum(uses.values()) else None


def _nameable(first: Token) -> bool:
    """A word a name can start with: a noun (no pronoun, number or adverbial noun: 今度, 実), a prefix, katakana."""
    if re.fullmatch(rf"[{KATAKANA}]+", first.surface):
        return True
    return (first.pos[0] == "名詞" and first.pos[1] not in ("数詞",) and first.pos[2] not in ("副詞可能", "助数詞可能")) \
        or first.pos[0] == "接頭辞"


def _name_before(text: str, end: int, toks: list[Token]) -> str:
    """The word an honorific follows: no role (婆さん, 和尚さん), no pronoun."""
    word = word_before(text, end, toks)
    bare = word[len(word) > 2 and word[0] in JA_HONORIFIC_PREFIXES:]
    if not word or _is_role(word) or word in HONORIFICS or word in JA_FIRST_PERSON:
        return ""
    first = next((t for t in toks if t.start == end - len(word)), None)
    if first is not None and not _nameable(first):
        return ""
    return bare


def _is_role(word: str) -> bool:
    """A kinship term or a role, with or without its polite prefix (お婆さん, ご隠居, お兄ちゃん)."""
    plain = word[1:] if word[:1] in POLITE_PREFIXES and len(word) > 1 else word
    return bool(JA_ROLES & {word, plain})


@dataclass
class Sources:
    """What each source found: the forms, with how often they were found that way."""

    dictionary: Counter[str]
    dictionary_kinds: dict[str, Counter[str]]
    honored: Counter[str]
    katakana: Counter[str]
    common: set[str]  # katakana words the dictionary knows as common nouns
    subjects: Counter[str]
    stated: Counter[str]  # words a statement speaks of
    naming: set[str]  # words a statement says are names (a pair, a roster's nickname, a reading)
    said: list[Statement]
    narrator: str | None
    singles: Counter[str]  # one-character words of the analyser, however tagged (金: 普通名詞 mostly)
    prefixed: Counter[str]  # お and a kanji written nearly only so (お増): a name if its uses say so (polite_names.py)
    numbered: Counter[str]  # a numeral and a noun, often a topic or a subject (二十面相)
    surnames: set[str]  # surnames the analyser reads as common words (木部), no other source's; those a naming gives:
    named_surnames: set[str]  # (surname_words.py)

    @classmethod
    def of(cls, reading: "Reading") -> "Sources":
        dictionary, dictionary_kinds = reading.dictionary_names()
        honored = reading.honored()
        katakana, _ = reading.katakana()
        kept = statements.kept_honorifics(honored, HONORIFICS)
        said = [statements.honored_statement(st, kept) for st in reading.statements  # 嘲弄（あざける）: a gloss names no one
                if not (st.how == "reading" and st.b and gloss(st.a, st.b))]
        stated = Counter(f for st in said for f in (st.a, st.b)
                         if f and st.how not in ("called", "koto", "nickname", "office")
                         and (st.how != "roster" or f == st.b))
        naming = {f for st in said if st.how in statements.MAKES_A_NAME for f in (st.a, st.b) if f}
        subjects = reading.subjects()  # (a form another source floors is its: 木部が笑った twice floors nothing)
        surnames = surname_words.homographs(reading.common, dictionary, (set(honored), set(katakana), set(stated), subjects), MIN_COUNT)
        return cls(dictionary, dictionary_kinds, honored, katakana, reading.common_katakana(katakana),
                   subjects, stated, naming, said, reading.narrator(), reading.singles,
                   polite_names.prefixed(reading.prefixed, reading.singles) + polite_names.kana_named(reading.tokens),
                   numbered(reading.texts, reading.tokens), surnames, surname_words.named(reading.texts, surnames))


def find_candidates(reading: "Reading | Sequence[Paragraph]") -> tuple[dict[str, Candidate], str | None]:
    """(candidates, the narrator's form or None)."""
    if not isinstance(reading, Reading):
        reading = Reading(reading)
    found = Sources.of(reading)
    reading.statements = found.said
    minimum = _floors(found, "\n".join(reading.texts))
    if not minimum:
        return {}, None
    votes, counts, marks = uses(reading.texts, minimum, found.katakana)
    whole = "\n".join(reading.texts)
    _weigh(found, minimum, votes, counts, whole, _titled(votes, counts, marks["titled"]), marks["by"])
    out: dict[str, Candidate] = {}
    nicknames = {f for f in counts if f in minimum and bare_roles.nickname(f, found.subjects[f], whole)}  # にんじん
    for form, n in counts.items():
        if form not in minimum or n < minimum[form] or adjectival(form, whole) \
                or marks["pointed"][form] >= DEMONSTRATIVE_SHARE * n and form not in found.naming:
            continue
        v = votes[form]
        if len(form) == 1 and not v["person"] + v["place"]:  # 公 of 公衆, 公判: one character nothing speaks for
            continue
        if len(form) > 1 and re.search(f"[{KANJI}]", form) and found.honored[form] < HONORED_MIN and (  # 入り, 大分
                worded.worded(form, reading.texts, reading.tokens) and not _cued(form, found, whole)
                or article(form) and v["person"] + v["place"] < THING_CUES):
            continue  # (沢山, speaking and addressed: a name, its adverbs no mentions of it: verb_uses.py)
        # ドレミファを教えて: a word nothing makes act or be somewhere, and often the object of a verb, is a thing
        if not v["person"] + v["place"] and marks["object"][form] >= max(OBJECT_MIN, OBJECT_SHARE * n):
            continue
        if form in found.prefixed and not polite_names.speaks_for_a_person(v):  # お茶, お皿: no one
            continue
        if form in found.surnames and form not in found.named_surnames and not surname_words.acts(v):
            continue  # 下宿, 広間: a common word the dictionary also has as a surname
        # … less a thing: one the text introduces as a person (マグロアールという婢), a surname it names or acts (木部), お杉
        unsure = KATAKANA_WORD.fullmatch(form) and unknown(form) or marks["introduced"][form] or form in found.surnames \
            or form in found.prefixed or form in nicknames  # にんじん: a nickname's
        v["term"] += (UNKNOWN_TERM_PRIOR if unsure else TERM_PRIOR) * n
        if len(form) == 1 and v["term"] > max(v["person"], v["place"]):
            continue  # 金 (money), 風: one character its uses make a thing is a common word, no one's name
        if common_place(form, v, form in found.naming or form in found.honored or form in found.stated):
            continue  # ホテル, 表門: a building, no place's name
        out[form] = Candidate(form, n, Votes(v))
    for form in worn(reading.texts, reading.tokens, out):  # 名探偵明智小五郎, 中村係長: what the text calls him
        del out[form]
    held = {st.b for st in found.said if st.how == "office" and st.b}  # 盲人 of 盲人のピュー: his
    persons = {f for f, c in out.items() if c.kind_votes["person"] > c.kind_votes["place"]}
    for form in bare_roles.unnamed(list(out), whole, found.naming | held | nicknames, persons):  # 書生: a role, no name
        del out[form]
    for form in kana_words.words(list(out), whole, found.naming):  # イヤ, チャン(と), ルーブリ: words, no names
        del out[form]
    whole_words(out, whole)
    someones(out, whole)
    parts(out, whole)
    sounds(out, whole)
    households(out, whole)  # クラフト of クラフト家: the family's
    several(out, whole, held)  # 司教 of ミリエル: titles.py's
    women, tied = wives.titled_women(out, reading.texts)  # 加藤子爵夫人: a woman, not the man 加藤
    out.update(women)
    found.said.extend(tied)
    narrator = found.narrator
    return out, narrator if narrator in out else None


def _floors(found: Sources, whole: str) -> dict[str, int]:
    """The candidate forms, each with the uses it needs."""
    minimum: dict[str, int] = {}
    for form, n in found.dictionary.items():
        if form[:1] in POLITE_PREFIXES and _is_role(form):  # 阿父, a 人名 to the dictionary: お父さん, anyone's father
            continue
        if n >= (SINGLE_MIN if len(form) == 1 else MIN_COUNT):
            minimum[form] = MIN_COUNT
    for form, n in found.honored.items():  # 古賀さん twice; a common noun (別嬪さん: a beauty) more often
        proper = form in found.dictionary or KATAKANA_WORD.search(form) or holds_a_name(form)
        floor = HONORED_MIN if proper else COMMON_HONORED_MIN
        if n >= floor:
            minimum[form] = floor
    for form in found.katakana:
        minimum.setdefault(form, MIN_COUNT)
        # 大尉 alone, for the one name that wears it (rules.parts); not a word for anyone (博士, 嬢, 夫人)
        if (titled := TITLED.fullmatch(form)) and len(title := form[titled.end(1):]) > 1 and not is_person_word(title) \
                and title not in JA_MARRIED:
            if whole.count(title) - sum(n for f, n in found.katakana.items() if f.endswith(title)) >= MIN_COUNT:
                minimum.setdefault(title, MIN_COUNT)
    for form in found.prefixed:  # お増
        if not _is_role(form):
            minimum.setdefault(form, MIN_COUNT)
    for form, n in found.subjects.items():
        if n >= MIN_COUNT and not _is_role(form):
            minimum.setdefault(form, MIN_COUNT)
    for form in found.numbered:  # 二十面相は: a nickname of a numeral and a noun (numbered.py)
        minimum.setdefault(form, MIN_COUNT)
    minimum.update({f: MIN_COUNT for f in found.surnames if f not in minimum})  # 木部: weighed by its uses (surname_words)
    for form in found.stated:
        if not _is_role(form) and form not in JA_FIRST_PERSON:
            minimum[form] = 1 if form in found.naming else min(minimum.get(form, HONORED_MIN), HONORED_MIN)
    for st in found.said:  # a roster's role is a name only when something else makes it one (校長 speaks)
        if st.how == "roster" and found.subjects[st.a] + found.honored[st.a] >= 1:
            minimum.setdefault(st.a, HONORED_MIN)
    for st in found.said:  # 「セエラを『宮様』と呼ぶ」: a nickname the text gives a name is a name (rules.declared ties them)
        if st.how == "nickname" and st.b and st.a in minimum and not _is_role(st.a):
            minimum.setdefault(st.b, 1)
    epithets(found.dictionary_kinds, minimum, whole, MIN_COUNT)
    for form in standing_names(list(minimum), whole):  # バルブレンのおっかあ: X's wife, a person of her own
        minimum[form] = MIN_COUNT
    for form in regnal([whole]):  # ルイ十七世: a ruler and his number, whole, however rarely written
        minimum[form] = 1
    letters = initials([whole])  # Ｇ某: a person named by an initial (the analyser's symbol)
    for form in letters:
        minimum.setdefault(form, MIN_COUNT)
    for form in list(minimum):  # 野だ公: a familiar suffix on a name
        for suffix in JA_FAMILIAR_SUFFIXES:
            if whole.count(form + suffix) >= HONORED_MIN:
                minimum[form + suffix] = HONORED_MIN
    if found.narrator:
        minimum[found.narrator] = MIN_COUNT
    for form in [f for f in minimum if re.fullmatch(f"[{KANJI}]", f)]:  # 金 (money): a common word unless marked a name
        # …a name's kanji is written with its honorific (宮さん) or as a woman's お-name (お宮) too: 金色夜叉's 宮
        honored = found.honored[form] + sum(found.honored[form + h] for h in JA_HONORIFICS_KANA) + found.prefixed["お" + form]
        if form != found.narrator and form not in found.naming and honored < HONORED_MIN and found.dictionary[form] < DICTIONARY_SHARE * found.singles[form]:
            del minimum[form]
    # A word the dictionary alone calls an action (ロン: サ変可能) is still a name where the text's own
    # sentences tag it as one, often enough
    return {f: n for f, n in minimum.items() if f and not LAUGHTER.search(f) and not PLURAL.search(f)
            and (f == found.narrator or f in letters or found.dictionary[f] >= MIN_COUNT or not never_a_name(f)
                 or f in found.prefixed and polite_names.KANA_NAME.fullmatch(f))}  # おまん, a pronoun to the analyser


def _cued(form: str, found: Sources, whole: str) -> bool:
    """The form's uses give a person's cues however often the analyser reads it as a word: the subject of speech or
    addressed (「沢山、…」) HONORED_MIN times."""
    return found.subjects[form] >= HONORED_MIN or bare_roles.called(form, whole) >= HONORED_MIN


def _titled(votes: dict[str, Votes], counts: Counter[str], titled: Counter[str]) -> set[str]:
    """The forms the text writes with a person's title or honorific in a real share of their uses (フリント船長 of
    フリント, イングランド船長 of イングランド): a person's name, whatever the dictionary says it is (flint, England).
    A titled form (フリント船長) gives its uses to the bare name as titled ones and as votes."""
    given: Counter[str] = Counter()
    for form, n in counts.items():
        if (m := TITLED.fullmatch(form)) and m.group(1) in votes and form[m.end(1):] in PERSON_TITLES:
            votes[m.group(1)]["person"] += PERSON_HONORIFIC * n
            given[m.group(1)] += n
    return {f for f in votes if titled[f] + given[f] and titled[f] + given[f] >= TITLED_SHARE * (counts[f] + given[f])}


def _weigh(found: Sources, minimum: dict[str, int], votes: dict[str, Votes], counts: Counter[str], whole: str,
           titled: set[str], by: Counter[str]) -> None:
    """What the statements and the dictionary add to the uses' votes; the forms they leave no name
    leave `minimum`."""
    # a word only a statement shows to be a name (「Xという男」) is one when its use agrees
    cued = {f for f, v in votes.items() if v["person"] >= STATED_CUES}
    others = (found.honored, found.dictionary, found.subjects, found.katakana)
    for form in found.stated:
        if form in votes and (form in found.naming or form in cued or form in found.honored or form in found.dictionary):
            votes[form]["person"] += PERSON_STATED
        elif not any(form in source for source in others):
            minimum.pop(form, None)
    for form, kinds in found.dictionary_kinds.items():
        if form not in votes:
            continue
        n_tagged = found.dictionary[form]
        own = not any(form in source for source in (found.honored, found.subjects, found.stated, found.surnames))
        cues = votes[form]["person"] + votes[form]["place"]
        # a kanji word whose uses act (a quarter of them) and never go there: a surname, no firm town (蒲田)
        acted = votes[form]["person"] >= max(THING_CUES, THING_SHARE / 2 * counts[form]) and not votes[form]["place"] \
            and not KATAKANA_WORD.search(form)
        # 日本語: uses of a land the dictionary does not tag, when the land is named alone as often (フランス, mostly
        # フランス語, is a language's word)
        land = land_uses(form, whole) if "place" in kinds else 0
        if own and (n_tagged + (land if land <= n_tagged else 0) < DICTIONARY_SHARE * counts[form]  # 大分 is だいぶ
                    or len(form) == 1 and cues < max(SINGLE_CUES, SINGLE_SHARE * counts[form]) or not cues and count(form)  # 五本 (numbered.count)
                    # a word the dictionary calls a person whose uses never act like one (一列, a byline), at most
                    # written before で as a thing is (油布でくるんだ: oilcloth)
                    or cues <= PLACE_CUE * by[form] and form not in found.katakana
                    and max(kinds, key=kinds.__getitem__) == "person" and not household(form, whole)  # 戸村の家
                    # a word the dictionary calls a place written only before の, never gone to nor acting (太平の民)
                    or not cues and max(kinds, key=kinds.__getitem__) == "place" and attributive_only(form, whole)):
            minimum.pop(form, None)
            continue
        for kind, n in kinds.items():  # a place name is a place (日本, 日本語); the dictionary's 人名 err (鄭寧, 君等)
            sure = firm(form, kind, n, n_tagged, counts[form], land) and (kind == "person" or form not in titled and not acted)
            votes[form][kind] += (FIRM_PRIOR if sure else DICTIONARY_PRIOR) * n
    beasts = {form: n for form in votes if (n := beast_uses(form, whole))}
    for form, n in beasts.items():  # 犬のカピ, 雌牛のルセット: a beast's name, a character
        votes[form]["person"] += PERSON_HONORIFIC * n
    for form in found.common:  # a thing the dictionary knows (ランプ) is a name only when its uses say so (マドンナ)
        # …or the text says it is a beast's, twice (雌牛のルセット: recette to the dictionary)
        if form in minimum and not any(form in source for source in (found.honored, found.stated, found.subjects)) \
                and beasts.get(form, 0) < HONORED_MIN \
                and votes[form]["person"] + votes[form]["place"] < max(THING_CUES, THING_SHARE * counts[form]):
            minimum.pop(form)
    if found.narrator in votes:
        votes[found.narrator]["person"] += counts[found.narrator]
    for form in votes:  # バルブレンのおっかあ: a wife's standing name is a person's
        if standing(form, votes, counts[form]):
            votes[form]["person"] += PERSON_HONORIFIC * counts[form]
    for form in votes:  # クーボー大博士: a title after a name is a person's, like an honorific; ポラーノの広場 a place
        if TITLED.fullmatch(form) or REGNAL.fullmatch(form):
            votes[form]["person"] += PERSON_HONORIFIC * counts[form]
        elif PLACE_OF.fullmatch(form) or kanji_house(form):  # 伏見屋, 荒町: as a thing's prior, the uses decide
            votes[form]["place"] += (FIRM_PRIOR if PLACE_OF.fullmatch(form) else TERM_PRIOR) * counts[form]
        elif VESSEL.fullmatch(form):  # ヒスパニオーラ号: a ship is a thing
            votes[form]["term"] += FIRM_PRIOR * counts[form]
    for form in votes:  # 沙織・バジーナ: a name of parts with a katakana one is a person's, unless its uses say otherwise
        if "・" in form:
            votes[form]["person"] += DOTTED_PRIOR * counts[form]
