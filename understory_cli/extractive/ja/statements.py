"""Sentences of Japanese fiction that say two names are one person, each dated at its paragraph:

- 「XというのはYの事だ」 (山嵐というのは堀田の事ですよ; 吉川君というのは画学の教師で例の野だいこの事だ), also with
  と云うのは / ってのは / とは, and the same with のこと; a sentence 「XはYのことです」, X and Y each one word;
- 「Y、通称X」 and 「通称XのY」; 「XことY」 between two words that are names by their own use
  (こと is mostly the nominaliser: its words make no candidates);
- a roster: three or more 「AはB」 with different As joined by 、 in one sentence (校長は狸、教頭は赤シャツ、英語の教師はうらなり…)
  ties each A to its B; a role of the roster (英語の教師) that another sentence introduces by name
  (英語の教師に古賀とか云う…男) ties that name to the role's B;
- the narrator's own name: 「俺の名前は高坂京介。」 in the narration;
- a reading written after its base: 「X（Y）」 / 「X《Y》」 with Y in kana: an alias of X, never a name of its own;
- a title of its own before the katakana name it is: 「山猫博士のボーガント・デストゥパーゴ」;
- a calling in apposition before a katakana name, 「大地主のトゥリローニー」: the calling alone is that person where no
  other name holds it (`held`), as an office is (「ミリエル氏はディーニュの司教であった」);
- a gloss: 「ドウナルド（ギイ・クラアレンスのこと）」; 「印度の紳士は、名をカリスフォドといいました」;
- a nickname given in quotation marks: 「セエラを『宮様』と呼ぶ」, 「Xを「Y」という渾名で呼んでいました」.

An introduction followed by a sentence naming in a word what the one introduced is ties that word, a
title the text goes on to use as a name (「教頭のなにがしと云うのが居た。これは文学士だそうだ」).
Also the sentences that only show a word is somebody's name: 「Xという渾名」, 「Xという名の」, 「Xと呼ばれる」,
「Xと名乗る」, 「XというのがY居た」 (names), and 「Xと呼ぶ」 with no one named as the called (the narrator's
name in a first-person book: まだ坊っちゃんと呼ぶ).
Each side is a word of the analyser (analyser.py): the nouns before the marker, an honorific dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from .analyser import Token, is_noun_phrase
from .roles import calling
from .lexicon import JA_ADDRESS, JA_FIRST_PERSON, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI, JA_TITLES, is_person_word

HONORIFIC = "|".join(sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI + ("先輩", "公"), key=len, reverse=True))
_IS = r"(?:というのは|と云うのは|っていうのは|ってのは|とは|というは)"
_MATTER = r"(?:の事|のこと)(?:だ|です|である|じゃ|さ|で|よ)"
NAMING = re.compile(rf"{_IS}([^。！？「」『』\n]{{1,30}}?){_MATTER}")
# 「XはYのことです」: the whole sentence, so that は is its topic's (not おれは清の事を思う: を follows)
IS_MATTER = re.compile(r"(?:^|(?<=[。！？「」\n]))([^。！？「」、]{1,10}?)は([^。！？「」、は]{1,10}?)(?:の事|のこと)"
                       r"(?:です|だ|である|じゃ)(?:よ|ね|さ)?(?=[。！？」]|$)")
TSUSHO = re.compile(r"[、，]通称|通称")
KOTO = re.compile(r"こと(?=[\u4e00-\u9fff\u30a1-\u30fc])")
_PARTICLE_AFTER = ("は", "が", "を", "に", "の", "も", "、", "。", "と")
ROSTER_PART = re.compile(r"^([^、。はがの]{1,4}(?:の[^、。はがの]{1,4})?)は([^、。はがを]{1,6})$")
INTRODUCED = re.compile(r"^(?:(?:とか云う|とかいう)(?![^。、]{0,4}?(?:宿屋|旅館|宿|店|寺|町|村|料理屋|茶屋|質屋|温泉|学校))"
                        r"|(?:という|と云う|って)(?:のが|男|女|人|者|奴))")  # 港屋とか云う宿屋 introduces a place
# (名 a word of its own: not 名目 or 名義, 「縁談と云う名目で」, "under the pretext of a marriage talk", which names no one)
NAMED = re.compile(r"^(?:という|と云う|って)(?:渾名|あだ名|綽名|名前|名字|苗字|名)(?![\u4e00-\u9fff々])"
                   r"|^と(?:呼ばれ|名乗|名づけ|名付け)")
CALLED = re.compile(r"^と(?:呼ぶ|呼んで|呼んだ|呼び)")
# 「…ビヤンヴニュ閣下と呼んでいるのはあなたですか」: the called is named after のは, someone else than the narrator
# (not 「まだ坊っちゃんと呼ぶのはいよいよ馬鹿気ている」, the narrator's own)
CALLED_CLEFT = re.compile(r"^と呼[^。！？「」]{0,6}のは(?:あなた|貴方|君|お前|彼|彼女|あの人|この人|その人|あの方|この方)")
# 「僕は初め無造作に民さんと呼んだ」: the narrator calling someone by a name, which is not the narrator's
SELF_CALLING = re.compile(rf"(?:^|(?<![\u4e00-\u9fff々]))(?:{'|'.join(sorted(JA_FIRST_PERSON, key=len, reverse=True))})[はが]")
READING = re.compile(r"([\u4e00-\u9fff々]{1,6})[（(《]([\u3041-\u309f\u30a1-\u30fcー]{1,12})[）)》]")
# the sentence after an introduction, saying in a word what the one introduced is
TITLE_AFTER = re.compile(r"(?:これは|この男は|この人は|この女は|彼は|彼女は)([^、。！？「」]{1,5}?)(?:だそうだ|だそうです|である|だ|です)。")
SOMEONE = "のなにがし"
# 「俺の名前は高坂京介。」: a speaker's own name (the narrator's, outside quotations)
SELF_NAMED = re.compile(rf"({'|'.join(sorted(JA_FIRST_PERSON, key=len, reverse=True))})の名(?:前)?は、?"
                        r"([^。、「」！？]{1,12}?)(?:だ|です|である|でした|と(?:いう|言う|云う|いっ|言っ|云っ|いい|言い|云い|申"
                        r"|呼ばれ)[^。、「」！？]{0,4})?[。、！]")  # わたしの名はレミといった
# 「わたしはレミという子どもでした」: the narrator introducing themself (outside quotations)
SELF_CALLED = re.compile(rf"(?:^|(?<=[。、「」！？\n\u3000]))({'|'.join(sorted(JA_FIRST_PERSON, key=len, reverse=True))})は、?"
                         r"([^。、「」！？はがをにのも\s]{1,12}?)(?:という|と言う|と云う|といい|と言い|と云い|といっ|と言っ|と云っ|と申し|と申す|と呼ばれ)")
# 「山猫博士のボーガント・デストゥパーゴ」: a title, then the katakana name it is (the name, and its last part)
TITLE_OF = re.compile(rf"((?:{'|'.join(sorted(JA_TITLES, key=len, reverse=True))}))の([\u30a1-\u30fa\u30fc]{{2,}}(?:・[\u30a1-\u30fa\u30fc]+)*)"
                      r"(?![\u30a1-\u30fa\u30fc・])")
# 「印度の紳士は、名をカリスフォドといいました」: the one spoken of, then the name
NAME_IS = re.compile(r"(?:^|(?<=[。、「」！？\n\u3000]))([^。、「」！？\s]{1,10}?)は、?名(?:前)?を([^。、「」！？\s]{1,12}?)と"
                     r"(?:いい|いう|いっ|言い|言う|言っ|云い|云う|云っ|申し|申す)")
# 「ドウナルド（ギイ・クラアレンスのこと）」: a gloss saying whom a name stands for
GLOSS = re.compile(r"（([^（）「」。、]{1,20}?)(?:のこと|の事)）")
# 「セエラを『宮様』と呼ぶ」, 「マチアを「ちびのバイオリン弾き」という渾名で呼んで」: a nickname set in quotation marks,
# given to the one named before を (candidates.py admits it when that one is a name)
# 「…ミリエル氏はディーニュの司教であった」: a name said to hold an office (a word the book also writes alone, 司教):
# the office alone is that person (`office`: both must be candidates to tie)
# (the office's place a noun: not 「数学の主任は誰かと聞いてみたら例の山嵐であった」, a name found for an office)
OFFICE = re.compile(r"(?:氏|さん|様|君)?は、?(?:[\u4e00-\u9fff\u30a1-\u30fa\u30fc]{1,8}の)?([\u4e00-\u9fff]{2,4})"
                    r"(?:であった|である|であります|でした|です|だった)(?=[。、])")
# 「大地主のトゥリローニー」, 「盲人のピュー」: a calling (roles.py) in apposition before a katakana name; the calling
# alone is that person when no other name holds it (`held`), like an office
APPOSED = re.compile(r"(?<![\u4e00-\u9fff々])([\u4e00-\u9fff々]{2,5})の([\u30a1-\u30fa\u30fc]{2,}(?:・[\u30a1-\u30fa\u30fc]+)*)"
                     r"(?![\u30a1-\u30fa\u30fc・])")
NICKNAMED = re.compile(r"を[『「]([^『』「」。、！？]{1,12})[』」](?:と|という(?:渾名|あだ名|綽名)で)(?:呼|よ)")
ROSTER_MIN = 3
_CUE_START = "とっ"
NOT_NAMES = frozenset("何 誰 何者 何処 どこ 何方 どなた 彼 彼女 これ それ あれ 自分 人 事 もの 某 なにがし".split())
MAKES_A_NAME = ("naming", "tsusho", "roster", "role", "reading", "title")  # a word these say is a name needs no other cue


@dataclass(frozen=True)
class Statement:
    """`a` and `b` name one person from paragraph `paragraph` on (b None: `a` is shown to be a name)."""

    a: str
    b: str | None
    paragraph: int
    how: str  # naming, tsusho, koto, roster, role, reading, title, named, called, introduced, apposition, nickname, office


def word_before(text: str, end: int, tokens: list[Token]) -> str:
    """The noun phrase that ends at `end`: the nouns (prefixes and suffixes with them) read backwards,
    an honorific at its end dropped (吉川君 -> 吉川)."""
    k = _index(tokens, end, "end")
    if k is None:
        return ""
    start = end
    while k >= 0 and tokens[k].end == start and _nominal(tokens[k]):
        start = tokens[k].start
        k -= 1
    return _bare(text[start:end])


def word_after(text: str, start: int, tokens: list[Token]) -> str:
    k = _index(tokens, start, "start")
    if k is None:
        return ""
    end = start
    while k < len(tokens) and tokens[k].start == end and _nominal(tokens[k]):
        end = tokens[k].end
        k += 1
    return _bare(text[start:end])


def _index(tokens: list[Token], at: int, side: str) -> int | None:
    lo, hi = 0, len(tokens)
    while lo < hi:  # tokens are in order: the first whose start (or end) is >= at
        mid = (lo + hi) // 2
        if getattr(tokens[mid], side) < at:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(tokens) and getattr(tokens[lo], side) == at else None


def _nominal(t: Token) -> bool:
    return (t.pos[0] in ("名詞", "接頭辞", "接尾辞") and t.pos[1] not in ("数詞",)) \
        or bool(re.fullmatch(r"[\u30a1-\u30fcー]+", t.surface))


def strip_honorific(word: str) -> str:
    """吉川君 -> 吉川; a word that is only an honorific, or no name (何, 誰), -> ''."""
    return _bare(word)


def _bare(word: str) -> str:
    m = re.fullmatch(rf"(.+?)(?:{HONORIFIC})", word)
    word = m.group(1) if m else word
    return "" if word in NOT_NAMES or re.fullmatch(HONORIFIC, word) else word


def read(paragraphs: Sequence, tokens: Sequence[list[Token]]) -> list[Statement]:
    """Every statement of the book, in reading order."""
    out: list[Statement] = []
    roster: dict[str, tuple[str, int]] = {}  # a role of a roster -> (its nickname, paragraph)
    roles: list[tuple[str, str, int]] = []  # (role, name, paragraph) from 「RにXという…」
    apposed: list[tuple[str, str, int]] = []  # (calling, name, paragraph) from 「RのX」
    for i, (p, toks) in enumerate(zip(paragraphs, tokens)):
        text = p.text
        for m in NAMING.finditer(text):
            a = word_before(text, m.start(), toks)
            b = word_before(text, m.end(1), toks)
            if a and b and a != b and len(b) <= 8:
                out.append(Statement(a, b, i, "naming"))
        for m in IS_MATTER.finditer(text):
            a = word_before(text, m.end(1), toks)
            # 「京介氏は俺のことだ」: the speaker's own pronoun (the narrator's, in the narration) is a side too
            b = m.group(2) if m.group(2) in JA_FIRST_PERSON else word_before(text, m.end(2), toks)
            if a and b and a != b and a == _bare(m.group(1).strip()) and b == _bare(m.group(2)):
                out.append(Statement(a, b, i, "naming"))
        for m in SELF_NAMED.finditer(text):
            name = _bare(m.group(2))
            if name and is_noun_phrase(name) and not _quoted(text, m.start()):
                out.append(Statement(name, m.group(1), i, "naming"))
        for m in SELF_CALLED.finditer(text):
            name = _bare(m.group(2))
            if name and is_noun_phrase(name) and not _quoted(text, m.start()):
                out.append(Statement(name, m.group(1), i, "naming"))
        for m in READING.finditer(text):  # 堀田（ほった）: the analyser reads it as one word
            out.append(Statement(m.group(1), m.group(2), i, "reading"))
        for m in KOTO.finditer(text):  # 野だいここと吉川: the two words must be names by their own use
            a = word_before(text, m.start(), toks)
            b = word_after(text, m.end(), toks)
            if a and b and a != b and text[m.end() + len(b):m.end() + len(b) + 1] in _PARTICLE_AFTER:
                out.append(Statement(a, b, i, "koto"))
        for m in NAME_IS.finditer(text):
            a, b = _bare(m.group(1)), word_before(text, m.end(2), toks)
            if a and b and a != b and b == _bare(m.group(2)) and is_noun_phrase(a):
                out.append(Statement(a, b, i, "naming"))
        for m in GLOSS.finditer(text):
            a, b = word_before(text, m.start(), toks), _bare(m.group(1))
            if a and b and a != b and is_noun_phrase(b):
                out.append(Statement(a, b, i, "naming"))
        for m in TITLE_OF.finditer(text):
            a = word_before(text, m.end(1), toks)
            if a and a != m.group(1) and a not in JA_ADDRESS:  # 山猫博士, not 博士 alone
                for b in dict.fromkeys((m.group(2), m.group(2).split("・")[-1])):
                    out.append(Statement(a, b, i, "apposition"))
        for m in OFFICE.finditer(text):
            a, b = word_before(text, m.start(), toks), word_before(text, m.end(1), toks)
            # 「その僧は、沢庵であった」: a word for a kind of person (lexicon) is no one's name, and what it is said
            # to be is whom it was, a name, no office (宮本武蔵's 沢庵, 227 uses, was lost as one)
            if a and b == m.group(1) and a != b and not _quoted(text, m.start()) and not is_person_word(a):
                for name in dict.fromkeys((a, a.split("・")[-1])):  # シャール・…・ミリエル氏: ミリエル too
                    out.append(Statement(name, b, i, "office"))
        apposed += [(m.group(1), m.group(2), i) for m in APPOSED.finditer(text) if calling(m.group(1))]
        for m in NICKNAMED.finditer(text):
            a, b = word_before(text, m.start(), toks), m.group(1)
            if a and b != a and b not in NOT_NAMES and not _quoted(text, m.start()):
                out.append(Statement(a, b, i, "nickname"))
        for m in TSUSHO.finditer(text):
            a = word_before(text, m.start(), toks)
            b = word_after(text, m.end(), toks)
            if a and b and a != b:
                out.append(Statement(b, a, i, "tsusho"))
        for sentence, offset in _sentences(text):
            parts = [ROSTER_PART.match(s) for s in sentence.rstrip("。！？」").split("、")]
            # each of its roles once: 「ひとりは名画室の中へ、ひとりは表門、ひとりは裏口に」 sends men, names no one; each
            # a name of its own: 「歯は黄金、帯留は黄金、指環は黄金」 says what things are made of, names no one
            # …and three of its parts name (「日は入り、客は去りて」: a sun sets, a guest leaves, nothing is named)
            pairs = [(m.group(1), nick) for m in parts if m and (nick := _bare(m.group(2))) and is_noun_phrase(nick)]
            if len({role for role, _ in pairs}) >= ROSTER_MIN and len({nick for _, nick in pairs}) == len(pairs):
                for role, nick in pairs:
                    roster.setdefault(role, (nick, i))
                    out.append(Statement(role, nick, i, "roster"))
        for k, t in enumerate(toks):
            after = text[t.end:t.end + 14]
            if not ((_nominal(t) or t.surface == SOMEONE[1:]) and after[:1] in _CUE_START) \
                    or (k + 1 < len(toks) and _nominal(toks[k + 1])):
                continue
            named, called, introduced = NAMED.match(after), CALLED.match(after), INTRODUCED.match(after)
            if not (named or called or introduced):
                continue
            word = word_before(text, t.end, toks)
            if not word and introduced and text[:t.end].endswith(SOMEONE):  # 教頭のなにがしと云うのが: a certain 教頭
                word = word_before(text, t.end - len(SOMEONE), toks)
            if not word:
                continue
            if named:
                out.append(Statement(word, None, i, "named"))
            elif called and "を" not in _clause_before(text, t.end - len(word)) and not CALLED_CLEFT.match(after) \
                    and not SELF_CALLING.search(_sentence_before(text, t.end - len(word))):
                out.append(Statement(word, None, i, "called"))
            elif introduced:
                out.append(Statement(word, None, i, "introduced"))
                title = TITLE_AFTER.match(text, text.find("。", t.end) + 1) if "。" in text[t.end:] else None
                if title and is_noun_phrase(title.group(1)):  # 。これは文学士だそうだ: what the one introduced is
                    out.append(Statement(word, title.group(1), i, "title"))
                before = text[:t.end - len(word)]
                if before.endswith("に") and (role := _role_before(before[:-1])):
                    roles.append((role, word, i))
    for role, name, i in roles:
        if role in roster and roster[role][0] != name:
            nick, j = roster[role]
            out.append(Statement(name, nick, max(i, j), "role"))
    out += held(apposed, [p.text for p in paragraphs])
    return sorted(out, key=lambda s: s.paragraph)


def held(apposed: list[tuple[str, str, int]], texts: list[str]) -> list[Statement]:
    """A calling written before one name only (大地主のトゥリローニー; the parts of イズレール・ハンズ are one name),
    twice or where the name is first met: that name (each of its parts) and the calling alone are one person
    ("office"). A calling two names hold, before them or as a title after them (船長 of スモレット船長 and
    フリント船長), is no one's, nor one the text shows more than one of (`several`: 馭者 of 馭者のセリファン, where
    another's coachman drives too)."""
    whole = "\n".join(texts)
    out: list[Statement] = []
    for role in dict.fromkeys(r for r, _, _ in apposed):
        names = {n for r, n, _ in apposed if r == role}
        names |= set(re.findall(rf"([\u30a1-\u30fa\u30fc]{{2,}}){role}(?![\u4e00-\u9fff々])", whole))
        longest = max(names, key=len)
        if any(n not in longest.split("・") and n != longest for n in names):
            continue
        at = [(n, i) for r, n, i in apposed if r == role]
        if several(role, whole):
            continue
        if len(at) < 2 and not all(n not in t for n, i in at for t in texts[:i]):
            continue
        for n, i in at:
            out += [Statement(name, role, i, "office") for name in dict.fromkeys((n, *n.split("・")))]
    return out


_MANY_BEFORE = r"(?:他の|別の|外の|ほかの|もう一人の|二人の|三人の|数人の|大勢の|多くの)"
_MANY_AFTER = r"(?:たち|達|ども|共|等|ら)"
_OWNER = r"([\u4e00-\u9fff々\u30a1-\u30fa\u30fc]{2,})の"


def several(role: str, whole: str) -> bool:
    """The text shows more than one holder of the calling: another, a count or a plural (別の馭者, 馭者たち), or two
    owners (コローボチカの馭者, チチコフの馭者) — a bare calling then names whichever is there, no one's alias."""
    x = re.escape(role)
    if re.search(rf"{_MANY_BEFORE}{x}|{x}{_MANY_AFTER}(?![\u3041-\u3093])", whole):
        return True
    return len(set(re.findall(rf"{_OWNER}{x}(?![\u4e00-\u9fff々])", whole))) >= 2


def _quoted(text: str, at: int) -> bool:
    before = text[:at]
    return before.count("「") > before.count("」") or before.count("『") > before.count("』")


def _sentences(text: str):
    at = 0
    for s in re.findall(r"[^。！？]+[。！？]?", text):
        yield s.strip("「」『』 \u3000\n"), at
        at += len(s)


def _sentence_before(text: str, start: int) -> str:
    return re.split(r"[。！？「」]", text[:start])[-1]


def _clause_before(text: str, start: int) -> str:
    return re.split(r"[。！？、「」]", text[:start])[-1]


def _role_before(text: str) -> str:
    """英語の教師 in 「それから英語の教師に」: the phrase back to the clause's start, of one or two nouns."""
    m = re.search(r"([\u4e00-\u9fff々]{1,4}(?:の[\u4e00-\u9fff々]{1,4})?)$", text)
    return m.group(1) if m else ""


def kept_honorifics(honored: Iterable[str], honorifics: Sequence[str]) -> dict[str, str]:
    """坊っ -> 坊っちゃん: the words whose honorific stays on their form (candidates.Sources reads statements through it)."""
    return {f[:-len(h)]: f for f in honored for h in honorifics if f.endswith(h) and len(f) > len(h)}


def honored_statement(st: Statement, kept: dict[str, str]) -> Statement:
    """The statement with each form as the book keeps it (坊っ said as 坊っちゃん)."""
    return Statement(kept.get(st.a, st.a), kept.get(st.b, st.b) if st.b else None, st.paragraph, st.how)
