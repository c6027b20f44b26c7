"""How each language writes a role alone, beside a name, stated of someone or owned by a possessor, for holders.py
(issue 43, stop 63): a closed class of role, office and rank words per language (of the language, not of a book) and
the few shapes around them.

- `uses(text)`: each role word written alone as a reference (Chinese: 市長, with an honorific 市長先生; English: "the
  archdeacon", "the old bishop", not "the Archdeacon Grantly"; Japanese: 住職 before a particle or a polite
  suffix, not inside a longer word), and whether a possessive follows it ("the bishop's son": someone else);
- `worn(form)`: the role a person's form carries (謝朗神甫, 市長德·萊納, "Archdeacon Grantly", 松雲住職);
- `beside(text, span, start, end)`: a name written as one reference with the role (solid in Chinese; 松雲住職 or
  住職の松雲 in Japanese; apposed with a comma in English);
- `possessor(text, span, start)`: the name before the role owns it (維裡埃的市長, 馬籠の庄屋, "Barchester's bishop");
- `stated(text, spans, start)`: the subject a sentence states the role of, a person's form or a pronoun (「他當上了
  維裡埃的市長」, "Dr. Proudie was the new bishop", 「松雲は寺の住職だ」), negation none;
- `own(form)`: a person's form that is the role alone (市長先生, "Bishop of Barchester"): no holder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

Span = tuple[int, int, str]

_ZH_ROLES = """市长 镇长 村长 县长 省长 区长 专区区长 副省长 典狱长 院长 校长 会长 神甫 神父 本堂神甫 牧师 主教 大主教 副主教
红衣主教 教皇 修道院长 法官 推事 检察官 警长 局长 处长 科长 厅长 司令 团长 旅长 师长 营长 连长 排长 队长 经理 总经理 厂长 书记
主任 支书 村支书 大队长 家庭教师 律师 医生 大夫 船长 上校 中校 少校 上尉 中尉 将军 元帅 公爵 侯爵 伯爵 子爵 男爵 亲王 国王 王后
女王""".split()
# offices of a place (a name solid before one is the place's: 普魯士國王, 維裡埃市長)
_ZH_OF_PLACE = frozenset("市长 镇长 村长 县长 省长 区长 专区区长 副省长 主教 大主教 红衣主教 国王 王后 女王 总督 领事".split())
_ZH_HONORED = ("先生", "大人", "老爷", "阁下", "同志")
_ZH_RELATIVES = ("夫人", "太太", "小姐", "千金", "之女", "之子")  # after a role: a relative of its holder
_ZH_OTHER_OFFICE = "副前原代"  # before a role: a deputy's, a former holder's office
_ZH_MALE = frozenset("""神甫 神父 本堂神甫 牧师 主教 大主教 副主教 红衣主教 教皇 国王 亲王 公爵 侯爵 伯爵 子爵 男爵 上校 中校 少校 上尉
中尉 将军 元帅""".split())
_ZH_CUT = "。！？；：“”「」『』\n"
_ZH_SOMEONE = re.compile("[這这那此][個个位]?(?:年[輕轻]|陌生|老)?[人男女]|[這这那此][個个位]?(?:年[輕轻]人|青年|少年|小[伙夥]子|[陌]生人|[客來来]人)|陌生人")
_ZH_COPULA = re.compile(r"(?<![不没沒])(?:是|当上了|当上|当了|做了|担任了|担任|成为|成了|升任|出任)")
_ZH_AFTER = "，。！？；：、”」』…— \n"
_EN_ROLES = """mayor bishop archbishop archdeacon dean warden precentor chancellor vicar rector curate chaplain deacon
abbé abbot prior priest magistrate governor sheriff squire steward bailiff inspector colonel captain major admiral
general judge doctor professor prefect consul ambassador cardinal marquis duke duchess prince princess king queen
count countess baron baroness""".split()
_EN_MALE = frozenset("""bishop archbishop archdeacon dean vicar rector curate chaplain deacon abbé abbot prior priest
colonel captain major admiral general cardinal marquis duke prince king count baron""".split())
_EN_CUT = re.compile(r"[.!?;\"“”]")
_EN_SOMEONE = re.compile(r"\b(?:a|an|the|this|that)\s+(?:[a-z]+\s+)?(?:stranger|man|woman|gentleman|lady|boy|girl|fellow|youth|visitor)\b")
_EN_APPOSITION_END = re.compile(r"\s*(?:[.;:!?]|,(?!\s+(?:and|or|nor)\b)|\s+who\b)")
_EN_COPULA = re.compile(r"\b(?:is|was|had been|has been|became|had become|was made|was appointed|remained)\s+$")
_JA_ROLES = """市長 町長 村長 区長 署長 所長 校長 社長 会長 院長 館長 局長 船長 隊長 団長 知事 長官 裁判長 住職 和尚 神父 司祭 司教
大司教 補祭 助祭 牧師 僧正 当主 庄屋 名主 番頭 教頭 博士 教授 医師 判事 弁護士 将軍 大佐 中佐 少佐 大尉 中尉 少尉 伯爵 子爵
男爵 公爵 侯爵""".split()
_JA_MALE = frozenset("""住職 和尚 神父 司祭 司教 大司教 補祭 助祭 牧師 僧正 伯爵 子爵 男爵 公爵 侯爵 大佐 中佐 少佐 大尉 中尉 少尉
将軍""".split())
_JA_POLITE = r"(?:さん|さま|様|殿|どの)"
_JA_WORD = r"[\u4e00-\u9fff々\u30a1-\u30fcー・]"
_JA_BEFORE_NAME = ("の", "としての", "たる")  # 住職の松雲, 庄屋としての吉左衛門
_JA_INTRODUCING = ("という", "と云う", "といふ", "と言う", "とかいう", "とか云う")  # ポビェドフという補祭
_JA_OTHER_SUBJECT = re.compile("が|のは|だった|であった")  # between a topic and the role: another subject, a cleft
_JA_COPULA = re.compile(r"^(?:だ|である|であっ|で、|です|でし|になっ|となっ|を勤め|をつとめ)")


@dataclass(frozen=True)
class Language:
    uses: Callable[[str], list[tuple[int, int, str, bool]]]
    worn: Callable[[str, str, int], str | None]  # (form, text, its start): the role it wears or is titled with
    beside: Callable[[str, Span, int, int], bool]
    possessor: Callable[[str, Span, int], bool]
    stated: Callable[[str, list[Span], int], str | None]
    own: Callable[[str], bool]
    pronouns: dict[str, str]  # a pronoun -> the sex it is said of ("m", "f")
    someone: re.Pattern[str]  # a person named by a noun (这年轻人, "a stranger"): a pronoun after it is his
    cut: str  # what ends a sentence
    quotes: tuple[str, str]  # what opens and closes speech, where a pronoun is the speaker's
    female: tuple[str, ...]  # a person's form with one of these is a woman's (夫人, Mrs.)
    male: tuple[str, ...]
    male_roles: frozenset[str]  # ranks and callings of men only: never a woman's (General Shaw's, not Aunt Shaw's)


def sex_of(reading: Language, form: str) -> str | None:
    """"f" or "m" where a person's form says so by a title, else None."""
    if any(t in form for t in reading.female):
        return "f"
    return "m" if any(t in form for t in reading.male) else None


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=len, reverse=True))


def _subject(spans: list[Span], pronouns: re.Pattern[str], text: str, lo: int, hi: int,
             gap: re.Pattern[str]) -> str | None:
    """The person's form or pronoun written last in text[lo:hi], where only `gap` (adverbs) stands between it and
    hi (the copula): 「他當上了」, not 「润生他二爸是」."""
    forms = [(e, f) for s, e, f in spans if lo <= s and e <= hi]
    said = [(m.end(), m.group()) for m in pronouns.finditer(text, lo, hi)]
    every = sorted(forms + said)
    return every[-1][1] if every and gap.fullmatch(text, every[-1][0], hi) else None


_ZH_GAP = re.compile("(?:始终|始終|一直|总是|總是|仍然|仍|依然|也|就|还|還|已经|已經|曾|曾经|曾經|正|便|原来|原來|早已|又|才|都|后来|後來|如今|现在|現在)*")
_EN_GAP = re.compile(r"(?:,\s*who)?\s+(?:(?:now|then|also|already|still|once|soon|at last)\s+)?")


def _zh() -> Language:
    from .zh.describe import view as viewed

    @lru_cache(maxsize=64)
    def view(text: str, simplified: bool) -> str:
        return viewed(text, simplified)
    roles = _alternation(_ZH_ROLES)
    pattern = re.compile(rf"(?:{roles})(?:{'|'.join(_ZH_HONORED)})?")
    pronouns = re.compile("[他她]")
    worn_re = re.compile(rf"^(?:{roles})(?=..)|(?<=..)(?:{roles})$")

    def uses(text: str) -> list[tuple[int, int, str, bool]]:
        out = []
        seen = view(text, True)
        for m in pattern.finditer(seen):
            # 伯爵夫人, 公爵小姐: his wife's, his daughter's title; 副市长, 前市长: another office (the review)
            if seen.startswith(_ZH_RELATIVES, m.end()) or m.start() and seen[m.start() - 1] in _ZH_OTHER_OFFICE:
                continue
            role = m.group()
            for honored in _ZH_HONORED:
                role = role[:-len(honored)] if role.endswith(honored) else role
            out.append((m.start(), m.end(), text[m.start():m.start() + len(role)], False))
        return out

    def worn(form: str, text: str, at: int) -> str | None:
        if view(form, True).endswith(_ZH_RELATIVES):
            return None  # 市长夫人, 校长太太: the holder's wife, no holder
        m = worn_re.search(view(form, True))
        return form[m.start():m.end()] if m and (m.start() == 0 or m.group() not in _ZH_OF_PLACE) else None

    def stated(text: str, spans: list[Span], start: int) -> str | None:
        seen = view(text, True)
        end = m.end() if (m := pattern.match(seen, start)) else start
        if end < len(seen) and seen[end] not in _ZH_AFTER:
            return None  # (市长的朋友: someone else)
        lo = max(seen.rfind(c, 0, start) for c in _ZH_CUT) + 1
        copulas = [m for m in _ZH_COPULA.finditer(seen, lo, start) if "，" not in seen[m.end():start]]
        if not copulas or start - copulas[-1].end() > 12:
            return None
        return _subject(spans, pronouns, seen, lo, copulas[-1].start(), _ZH_GAP)

    def common(form: str) -> bool:  # 騎兵 of 驃騎兵上校: one common noun to jieba, no one's name
        from .zh.role_nouns import _tokens
        tokens = _tokens(view(form, True))
        return len(tokens) == 1 and tokens[0][1] in ("n", "ng", "nz", "vn")

    def beside(text: str, f: Span, start: int, end: int) -> bool:
        # (a name solid before an office of a place is the place's: 普魯士國王, 維裡埃市長; a rank after a name is
        # his title: 貝格中尉, 謝朗神甫)
        return f[0] == end or f[1] == start and view(text[start:end], True) not in _ZH_OF_PLACE and not common(f[2])

    return Language(uses, worn, beside,
                        lambda text, f, start: f[1] <= start and 0 <= start - f[1] <= 3
                        and text[f[1]:start].endswith(("的", "之")), stated,
                        lambda form: bool(pattern.fullmatch(view(form, True))), {"他": "m", "她": "f"}, _ZH_SOMEONE,
                        "。！？；\n", ("“「", "”」"), ("夫人", "小姐", "太太", "姑娘", "女士", "嬢", "娘"),
                        ("先生", "老爷", "老爺", "少爷", "少爺"), _ZH_MALE)


def _en() -> Language:
    roles = _alternation(_EN_ROLES)
    pattern = re.compile(rf"\b(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Yy]our|[Mm]y)\s+(?:[a-z]+['’]s\s+)?"
                         rf"(?:(?:old|new|late|present|former|own)\s+)?((?i:{roles}))\b(?!\s+[A-Z])(['’]s\b)?")
    own = re.compile(rf"(?:the\s+)?(?:{roles})(?:\s+of\b.*)?", re.IGNORECASE)
    worn_re = re.compile(rf"^((?i:{roles}))\s+(?!of\b)[A-Z]")
    titled = re.compile(rf"(?<![\w.])((?i:{roles}))\s+$")  # Archdeacon Grantly: the title before the name
    pronouns = re.compile(r"\b(?:[Hh]e|[Ss]he)\b")

    def uses(text: str) -> list[tuple[int, int, str, bool]]:
        return [(m.start(), m.end(), m.group(1).lower(), bool(m.group(2))) for m in pattern.finditer(text)]

    def worn(form: str, text: str, at: int) -> str | None:
        m = worn_re.match(form) or titled.search(text, max(0, at - 20), at)
        return m.group(1).lower() if m else None

    def stated(text: str, spans: list[Span], start: int) -> str | None:
        lo = max((m.end() for m in _EN_CUT.finditer(text, 0, start)), default=0)
        copula = _EN_COPULA.search(text, lo, start)
        return _subject(spans, pronouns, text, lo, copula.start(), _EN_GAP) if copula else None

    def beside(text: str, f: Span, start: int, end: int) -> bool:
        """"Dr. Grantly, the archdeacon," / "the archdeacon, Dr. Grantly," closed as an apposition is (not a list,
        "Mary, the colonel, and Tom"; a vocative, "Tom, the doctor will see you"; "the colonel, Brandon's brother")."""
        if text[f[1]:start] in (", ", ","):
            return bool(_EN_APPOSITION_END.match(text, end))
        return text[end:f[0]] in (", ", ",") and bool(_EN_APPOSITION_END.match(text, f[1]))

    return Language(uses, worn, beside,
                        lambda text, f, start: text[f[1]:start + 4].lower() in ("'s the", "’s the")
                        or f[1] == start - 1 and text[start - 1] in "'’", stated,
                        lambda form: bool(own.fullmatch(form)), {"he": "m", "He": "m", "she": "f", "She": "f"},
                        _EN_SOMEONE,
                        ".!?;\n", ("“", "”"), ("Mrs.", "Mrs ", "Miss ", "Lady ", "Madame ", "Mme", "Aunt "),
                        ("Mr.", "Mr ", "Sir ", "Lord ", "Monsieur ", "Dr. ", "Uncle "), _EN_MALE)


def _ja() -> Language:
    roles = _alternation(_JA_ROLES)
    pattern = re.compile(rf"(?<!{_JA_WORD})(?:老|新|前|元)?({roles}){_JA_POLITE}?(?=[はがをにのもとへでやだ、。」！？])")
    titled = re.compile(rf"(?:{roles})(?={_JA_POLITE}?[はがをにのもとへでやだ、。」！？])")  # 松雲和尚は
    own = re.compile(rf"(?:{roles}){_JA_POLITE}?")
    worn_re = re.compile(rf"(?<=..)(?:{roles})$")

    def uses(text: str) -> list[tuple[int, int, str, bool]]:
        return [(m.start(), m.end(), m.group(1), False) for m in pattern.finditer(text)]

    def worn(form: str, text: str, at: int) -> str | None:
        m = worn_re.search(form) or titled.match(text, at + len(form))
        return m.group() if m else None

    def stated(text: str, spans: list[Span], start: int) -> str | None:
        end = m.end() if (m := pattern.match(text, start)) else start
        if not _JA_COPULA.match(text[end:]):
            return None
        lo = max(text.rfind(c, 0, start) for c in "。！？「」") + 1
        topic = [(s, e, f) for s, e, f in spans if lo <= s and e < start and text[e:e + 1] in "はが"]
        # (no other person named between the topic and the role: 「半蔵は松雲の寺の住職に」 is no statement of 半蔵; nor
        # another subject or a cleft: 「半蔵は、父が庄屋だった」, 「半蔵が尊敬するのは住職だ」)
        if not topic or any(topic[-1][0] < s < start for s, _, _ in spans) \
                or _JA_OTHER_SUBJECT.search(text, topic[-1][1] + 1, start):
            return None
        return topic[-1][2]

    return Language(uses, worn, lambda text, f, start, end: f[1] == start or text[end:f[0]] in _JA_BEFORE_NAME
                        or text[f[1]:start] in _JA_INTRODUCING,
                        lambda text, f, start: f[1] == start - 1 and text[f[1]] == "の", stated,
                        lambda form: bool(own.fullmatch(form)), {}, re.compile("(?!)"), "。！？\n", ("「", "」"),
                        ("夫人", "嬢", "奥様", "女史"), ("氏", "君"), _JA_MALE)


LANGUAGES: dict[str, Callable[[], Language]] = {"zh": _zh, "en": _en, "ja": _ja}
