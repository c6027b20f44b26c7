"""Name candidates in Japanese: what the dictionary knows, and how fiction names people that it does not
(honorifics, katakana runs, subjects of speech, naming statements; see the package's docstring)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Sequence

from .lexicon import (JA_FAMILIAR_SUFFIXES, JA_FIRST_PERSON, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI,
                       JA_HONORIFIC_PREFIXES, JA_ACTS, JA_MARRIED, JA_ROLES, JA_PLACE_NOUNS, JA_SPEECH, JA_TITLES, is_person_word)
from ..types import Candidate, Paragraph, Votes
from . import statements
from .analyser import BookWords, Token, common_loanword, holds_a_name, never_a_name, unknown
from .statements import Statement, word_before
from .shapes import (BEING_PERSON, HOUSE, KANJI, KATAKANA, KATAKANA_WORD, ROLE_BEFORE, VESSEL, adjectival, attributive_only,
                     beast_uses, firm, introduced, land_uses, someones, whole_words)
from .foreign import REGNAL, initials, regnal

KATAKANA_RUN = re.compile(rf"(?<![{KATAKANA}・])[{KATAKANA}]+(?:・[{KATAKANA}]+)*(?![{KATAKANA}・])")
# a name of parts joined by ・, one of them katakana (沙織・バジーナ, レオナルド・ダ・ヴィンチ)
DOTTED = re.compile(rf"(?<![{KATAKANA}{KANJI}・])[{KATAKANA}{KANJI}]+(?:・[{KATAKANA}{KANJI}]+)+(?![{KATAKANA}{KANJI}・])")
HONORIFICS = sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI, key=len, reverse=True)
LAUGHTER = re.compile(r"(.)\1\1|^(.{1,2})\2+$")  # ハハハ, ククク, ホホ, アハアハ
SPEECH = "|".join(JA_SPEECH)
ACTS = "|".join(("起っ", "来た", "来て", "帰っ", "眺め", "睨め") + JA_ACTS)  # what people do (X が起った, X は黙っていた)
SUBJECT = re.compile(rf"^[はがも]、?[^。、！？「」『』\n]{{0,10}}?(?:{SPEECH}|{ACTS})")
# what is said to a person, or of their face and voice: に聞く, の顔, と喧嘩
PERSON_AROUND = re.compile(r"^(?:に(?:聞|訊|話|云|言|頼|尋|逢|会|向って|相談|謝)|の(?:顔|眼|目|口|声|頭|手|癖|奴|宅|野郎)"
                           r"|と(?:喧嘩|相談|一緒|二人)|という(?:子|人|男|女|娘|少年|少女|方|者|婢|下女|女中|老人)|と申します)")  # ペムペルという子
SPEAKER_BEFORE = re.compile(r"[」』]と$")  # 」とハリーが言った
PLACE_AFTER = re.compile(r"^(?:へ|に(?:行|着|来|帰|向|住|入|戻|出|泊|居|い(?:た|る|ます|まし|て))|から|で(?![はもすあしご])"  # not である, でした
                         r"|の(?:市|町|村|海|森|野原|国|都|港|駅|岸|郊外|人々)|(?:火山|海岸|地方|警察|市|県|州)"  # イーハトーヴォの野原
                         r"|(?:という|と云う|とか云う)(?:宿屋|旅館|宿|店|寺|町|村|料理屋|茶屋|質屋|温泉|川|島))")
ADDRESS = re.compile(r"^(?:や|よ)?[、，！!]")  # 「マグロアールや、」: a vocative
MOTION = re.compile(r"^[へに](?:行|着|来|帰|向|戻|旅|到|出か|出掛|出発)")  # a destination after a verb of motion
DEMONSTRATIVES = ("あの", "この", "その")  # あのラスカア (that rascal): a descriptor, as a name is not written
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
# 印度の紳士: a place and a noun for a kind of person, one person's epithet (also written 印度紳士, and 紳士 alone)
PLACE_PERSON = re.compile(rf"([{KANJI}{KATAKANA}]{{2,6}})の([{KANJI}]{{2,3}})")

MIN_COUNT = 3  # a katakana word, a subject, a dictionary name used this often
HONORED_MIN = 2  # a word before an honorific, or one a statement names
SINGLE_MIN = 5  # a one-character dictionary name (清) is found inside other words too
SINGLE_CUES = 4.0
THING_CUES = 4.0
THING_SHARE = 0.5  # … and on half its uses at least (ポケットから, ポケットに: a pocket is no place)
DOTTED_PRIOR = 0.3  # per use, above a thing's prior  # a common katakana noun's uses must speak for a name twice  # and needs its uses to show what it is (了, 仰 in 草枕 are parts of words)
PREFIXED_SHARE = 0.6  # 赤シャツ: the kanji word before the katakana one, at this share of its uses
NARRATOR_MIN = 30  # uses of the narrator's pronoun outside quotations
NARRATOR_SHARE = 0.6  # of all first-person pronouns in the narration
PERSON_HONORIFIC = 2.0
PERSON_SPEAKS = 2.0
PERSON_SPEAKER = 1.0
PERSON_ADDRESSED = 1.0
PERSON_STATED = 2.0
PERSON_BEING = 3.0  # a copula's 男/女: above a firm place's prior for a handful of uses
STATED_CUES = 4.0  # what a word only an introduction names needs from its uses: two cues
SMALL_KANA = "っゃゅょぁぃぅぇぉッャュョァィゥェォ"  # no word ends in one (坊っ of 坊っちゃん)
READING_MIN = 3
KANA_ONLY = re.compile(rf"[\u3041-\u309f{KATAKANA}]+")
PLURAL = re.compile(r"(?:等|達|たち|ども|共|ら)$")  # 君等, 生徒達: many, no one's name
PLACE_CUE = 1.0
DICTIONARY_PRIOR = 0.15  # per use the dictionary tags: less than a thing's prior, cues decide
FIRM_PRIOR = 0.5  # per use of a place the dictionary tags at nearly all its uses
COMMON_HONORED_MIN = 4
DICTIONARY_SHARE = 0.5  # a dictionary name tagged at fewer of its places is mostly another word (大分, だいぶ)
TERM_PRIOR = 0.2  # per use: a word nothing speaks for is a thing (カメラ)
UNKNOWN_TERM_PRIOR = 0.1  # … less so a katakana word the dictionary does not know (ペムペル): still one, if nothing speaks
PROPER_KIND = {"人名": "person", "地名": "place", "組織": "organisation"}


class _Straddling:
    """The two characters across a match's start that show it begins inside a longer word: ロン in
    ロンドン cannot be told at its start, but ドン in ロンドン can, and 美 in 那美 too (御那美 aside)."""

    def __contains__(self, pair: object) -> bool:
        if not isinstance(pair, str) or len(pair) != 2:
            return False
        before, first = pair[0], pair[1]
        if re.match(rf"[{KATAKANA}・]", before) and re.match(rf"[{KATAKANA}]", first):
            return True
        return bool(re.match(rf"[{KANJI}]", before) and re.match(rf"[{KANJI}]", first)) and before not in JA_HONORIFIC_PREFIXES


STRADDLING = _Straddling()


class Reading:
    """One pass of the analyser over the book, and the candidate forms each source finds."""

    def __init__(self, paragraphs: Sequence[Paragraph]):
        self.paragraphs = list(paragraphs)
        self.texts = [p.text for p in self.paragraphs]
        self.tokens = BookWords(self.texts)
        self.statements = statements.read(self.paragraphs, self.tokens)
        self.full_names: dict[str, tuple[str, str]] = {}  # 高坂京介 -> (高坂, 京介), from dictionary_names
        self.singles: Counter[str] = Counter()  # one-character words, however tagged (金: 普通名詞 mostly), from dictionary_names

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
                if not t.proper:
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
        runs = Counter(m.group() for t in self.texts for m in KATAKANA_RUN.finditer(t))
        runs.update(m.group() for t in self.texts for m in DOTTED.finditer(t)
                    if re.search(rf"[{KANJI}]", m.group()) and re.search(rf"[{KATAKANA}]{{2}}", m.group()))
        forms = Counter({w: n for w, n in runs.items()
                         if n >= MIN_COUNT and len(w.replace("ー", "")) >= 2 and not LAUGHTER.search(w)})
        prefixed: Counter[str] = Counter()
        for text, toks in zip(self.texts, self.tokens):
            by_start = {t.start: t for t in toks}
            for m in KATAKANA_RUN.finditer(text):
                if m.group() not in forms:
                    continue
                before = next((t for t in toks if t.end == m.start()), None)
                if before and before.noun and re.fullmatch(rf"[{KANJI}]{{1,2}}", before.surface) and m.start() in by_start:
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
    plain = word[1:] if word[:1] in "おご御" and len(word) > 1 else word
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

    @classmethod
    def of(cls, reading: "Reading") -> "Sources":
        dictionary, dictionary_kinds = reading.dictionary_names()
        honored = reading.honored()
        katakana, _ = reading.katakana()
        kept = _kept_honorifics(honored)
        said = [_honored_statement(st, kept) for st in reading.statements]
        stated = Counter(f for st in said for f in (st.a, st.b)
                         if f and st.how not in ("called", "koto", "nickname", "office")
                         and (st.how != "roster" or f == st.b))
        naming = {f for st in said if st.how in statements.MAKES_A_NAME for f in (st.a, st.b) if f}
        return cls(dictionary, dictionary_kinds, honored, katakana, reading.common_katakana(katakana),
                   reading.subjects(), stated, naming, said, reading.narrator(), reading.singles)


def find_candidates(reading: "Reading | Sequence[Paragraph]") -> tuple[dict[str, Candidate], str | None]:
    """(candidates, the narrator's form or None)."""
    if not isinstance(reading, Reading):
        reading = Reading(reading)
    found = Sources.of(reading)
    reading.statements = found.said
    minimum = _floors(found, "\n".join(reading.texts))
    if not minimum:
        return {}, None
    votes, counts, marks = _votes(reading.texts, minimum, found.katakana)
    whole = "\n".join(reading.texts)
    _weigh(found, minimum, votes, counts, whole)
    out: dict[str, Candidate] = {}
    for form, n in counts.items():
        if form not in minimum or n < minimum[form] or adjectival(form, whole) \
                or marks["pointed"][form] >= DEMONSTRATIVE_SHARE * n and form not in found.naming:
            continue
        v = votes[form]
        if len(form) == 1 and not v["person"] + v["place"]:  # 公 of 公衆, 公判: one character nothing speaks for
            continue
        # ドレミファを教えて: a word nothing makes act or be somewhere, and often the object of a verb, is a thing
        if not v["person"] + v["place"] and marks["object"][form] >= max(OBJECT_MIN, OBJECT_SHARE * n):
            continue
        # … less a thing: one the text introduces as a person (マグロアールという婢)
        unsure = KATAKANA_WORD.fullmatch(form) and unknown(form) or marks["introduced"][form]
        v["term"] += (UNKNOWN_TERM_PRIOR if unsure else TERM_PRIOR) * n
        if len(form) == 1 and v["term"] > max(v["person"], v["place"]):
            continue  # 金 (money), 風: one character its uses make a thing is a common word, no one's name
        out[form] = Candidate(form, n, Votes(v))
    whole_words(out, whole)
    someones(out, whole)
    narrator = found.narrator
    return out, narrator if narrator in out else None


def _floors(found: Sources, whole: str) -> dict[str, int]:
    """The candidate forms, each with the uses it needs."""
    minimum: dict[str, int] = {}
    for form, n in found.dictionary.items():
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
    for form, n in found.subjects.items():
        if n >= MIN_COUNT and not _is_role(form):
            minimum.setdefault(form, MIN_COUNT)
    for form in found.stated:
        if not _is_role(form) and form not in JA_FIRST_PERSON:
            minimum[form] = 1 if form in found.naming else min(minimum.get(form, HONORED_MIN), HONORED_MIN)
    for st in found.said:  # a roster's role is a name only when something else makes it one (校長 speaks)
        if st.how == "roster" and found.subjects[st.a] + found.honored[st.a] >= 1:
            minimum.setdefault(st.a, HONORED_MIN)
    for st in found.said:  # 「セエラを『宮様』と呼ぶ」: a nickname the text gives a name is a name (rules.declared ties them)
        if st.how == "nickname" and st.b and st.a in minimum and not _is_role(st.a):
            minimum.setdefault(st.b, 1)
    _epithets(found, minimum, whole)
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
        if form != found.narrator and form not in found.naming and found.honored[form] < HONORED_MIN \
                and found.dictionary[form] < DICTIONARY_SHARE * found.singles[form]:
            del minimum[form]
    # A word the dictionary alone calls an action (ロン: サ変可能) is still a name where the text's own
    # sentences tag it as one, often enough
    return {f: n for f, n in minimum.items() if f and not LAUGHTER.search(f) and not PLURAL.search(f)
            and (f == found.narrator or f in letters or found.dictionary[f] >= MIN_COUNT or not never_a_name(f))}


def _epithets(found: Sources, minimum: dict[str, int], whole: str) -> None:
    """印度の紳士, a place the dictionary knows and a noun for a kind of person: the same written without の
    (印度紳士) is the same epithet, and the noun alone (紳士) is its bearer's when no other such epithet wears it."""
    worn: dict[str, list[str]] = defaultdict(list)
    for form in list(minimum):
        m = PLACE_PERSON.fullmatch(form)
        kinds = found.dictionary_kinds.get(m.group(1)) if m else None
        if m and kinds and max(kinds, key=kinds.__getitem__) == "place" and is_person_word(m.group(2)):
            worn[m.group(2)].append(form)
            if whole.count(m.group(1) + m.group(2)) >= MIN_COUNT:
                minimum.setdefault(m.group(1) + m.group(2), MIN_COUNT)
    for noun, forms in worn.items():
        if len(forms) == 1 and whole.count(noun) >= MIN_COUNT:
            minimum.setdefault(noun, MIN_COUNT)


def _weigh(found: Sources, minimum: dict[str, int], votes: dict[str, Votes], counts: Counter[str], whole: str) -> None:
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
        own = form not in found.honored and form not in found.subjects and form not in found.stated
        cues = votes[form]["person"] + votes[form]["place"]
        # 日本語: uses of a land the dictionary does not tag, when the land is named alone as often (フランス, mostly
        # フランス語, is a language's word)
        land = land_uses(form, whole) if "place" in kinds else 0
        if own and (n_tagged + (land if land <= n_tagged else 0) < DICTIONARY_SHARE * counts[form]  # 大分 is だいぶ
                    or len(form) == 1 and cues < SINGLE_CUES
                    # a word the dictionary calls a person whose uses never act like one (一列, a byline)
                    or not cues and form not in found.katakana and max(kinds, key=kinds.__getitem__) == "person"
                    # a word the dictionary calls a place written only before の, never gone to nor acting (太平の民)
                    or not cues and max(kinds, key=kinds.__getitem__) == "place" and attributive_only(form, whole)):
            minimum.pop(form, None)
            continue
        for kind, n in kinds.items():  # a place name is a place (日本, 日本語); the dictionary's 人名 err (鄭寧, 君等)
            votes[form][kind] += (FIRM_PRIOR if firm(form, kind, n, n_tagged, counts[form], land) else DICTIONARY_PRIOR) * n
    for form in found.common:  # a thing the dictionary knows (ランプ) is a name only when its uses say so (マドンナ)
        if form in minimum and not any(form in source for source in (found.honored, found.stated, found.subjects)) \
                and votes[form]["person"] + votes[form]["place"] < max(THING_CUES, THING_SHARE * counts[form]):
            minimum.pop(form)
    if found.narrator in votes:
        votes[found.narrator]["person"] += counts[found.narrator]
    for form in votes:  # クーボー大博士: a title after a name is a person's, like an honorific; ポラーノの広場 a place
        votes[form]["person"] += PERSON_HONORIFIC * beast_uses(form, whole)  # 犬のカピ: a beast's name, a character
        if TITLED.fullmatch(form) or REGNAL.fullmatch(form):
            votes[form]["person"] += PERSON_HONORIFIC * counts[form]
        elif PLACE_OF.fullmatch(form):
            votes[form]["place"] += FIRM_PRIOR * counts[form]
        elif VESSEL.fullmatch(form):  # ヒスパニオーラ号: a ship is a thing
            votes[form]["term"] += FIRM_PRIOR * counts[form]
    for form in votes:  # 沙織・バジーナ: a name of parts with a katakana one is a person's, unless its uses say otherwise
        if "・" in form:
            votes[form]["person"] += DOTTED_PRIOR * counts[form]


def _kept_honorifics(honored: Counter[str]) -> dict[str, str]:
    """坊っ -> 坊っちゃん: the words whose honorific stays on their form."""
    return {f[:-len(h)]: f for f in honored for h in HONORIFICS if f.endswith(h) and len(f) > len(h)}


def _honored_statement(st: Statement, kept: dict[str, str]) -> Statement:
    return Statement(kept.get(st.a, st.a), kept.get(st.b, st.b) if st.b else None, st.paragraph, st.how)


def _votes(texts: list[str], forms: dict[str, int], katakana: Counter[str]
           ) -> tuple[dict[str, Votes], Counter[str], dict[str, Counter[str]]]:
    """Each form's kind votes, its uses, and its uses after a demonstrative (あの, この, その: "pointed") and before
    を ("object")."""
    votes: dict[str, Votes] = defaultdict(Votes)
    counts: Counter[str] = Counter()
    marks: dict[str, Counter[str]] = {"pointed": Counter(), "object": Counter(), "introduced": Counter()}
    pattern = re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))
    for text in texts:
        for m in pattern.finditer(text):
            form, start, end = m.group(), m.start(), m.end()
            if start and text[start - 1:start + 1] in STRADDLING:
                continue
            if form in katakana and end < len(text) and re.match(rf"[{KATAKANA}・]", text[end]):
                continue  # ロン inside ロンドン
            counts[form] += 1
            marks["pointed"][form] += text[max(0, start - 2):start] in DEMONSTRATIVES
            marks["object"][form] += text[end:end + 1] == "を"
            v = votes[form]
            after = text[end:end + 24]
            for h in HONORIFICS:
                if after.startswith(h):
                    v["person"] += PERSON_HONORIFIC
                    after = after[len(h):]
                    break
            if BEING_PERSON.match(after):
                v["person"] += PERSON_BEING
            if SUBJECT.match(after):
                v["person"] += PERSON_SPEAKS
            elif PERSON_AROUND.match(after):
                v["person"] += PERSON_SPEAKER
            if introduced(text, start, end):  # マグロアールという婢, 名をＧ某と言った
                v["person"] += PERSON_SPEAKS
                marks["introduced"][form] += 1
            if SPEAKER_BEFORE.search(text[max(0, start - 2):start]) or ROLE_BEFORE.search(text[max(0, start - 3):start]):
                v["person"] += PERSON_SPEAKER
            if start and text[start - 1] in "「『" and ADDRESS.match(after):
                v["person"] += PERSON_ADDRESSED
            if PLACE_AFTER.match(after):
                v["place"] += PLACE_CUE * (2 if MOTION.match(after) else 1)  # パリーに出かけ: a journey's end
    return votes, counts, marks
