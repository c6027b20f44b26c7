"""Sentences that say what a named thing is, used for an entry's one-line summary (DESIGN §8).

Each pattern has a strength: 3 says what the thing is (a noun: "was a farmer", "乃是…", "named X", a
speaker's own "X道：“我乃…”", "X者，…也"), 2 places or relates it (a relative clause, "the country of the
Quadlings", "lived in …", "是…X", "X居于…"), 1 only qualifies it ("was very angry"). `description_score` is the strongest that matches.

A sentence is read by the language its script says (languages.script_of: kana is Japanese, Han
characters Chinese, anything else English), whose folder's describe.py holds the patterns:
patterns(name) -> (strength, pattern, guard) from the strongest down; OPENER (what may open a
sentence before its subject) and subject_at(sentence, at, name, start) for the subject's place;
LONG_SUMMARY; and, where the language has them, ACCOUNT (the sentences of one speech past which it narrates: its
opening sentence is read without the speaker's words, `_account_opening`), IDENTITY (a sentence saying who "this"
one is, read with the next when it names them), weakened(sentence, score), PRONOUN (a pronoun opening a
sentence as its subject: "He was …", 「彼は…」, 「他是…」, read as the name the sentence before has as its
subject, or what `about(sentence, names)` says it is about) or paired(sentence, following, names) (English's,
which asks the name to open that sentence), view(text) (the text as the patterns read it: a Traditional
sentence through its Simplified view) and quality_only(sentence) (its relation-strength copula follows a word
of quality: a quality, strength 1), naming(sentence, names), pointed(sentence) and NAMED_BACK (a sentence that
only gives a name, read with one before it that told of someone by a noun: `named`), and renaming(said, name,
names) (the match, read to the sentence's end, only sets another of the subject's names beside it: "Oz, the Great
Wizard I told you of" names, it does not describe), and aside(sentence, names) (a passage that says what the subject is only in
passing: no full description), and introduced(sentence, names) (the one of `names` the sentence introduces by its
parts without writing it whole, 姓宋，名江: a noun for it, and its subject), lowered(name) (the name's lower-case forms,
"a large caterpillar" of the Caterpillar: `common_forms`), spans(sentence, forms) (where, in a sentence about
something else, its subject is said to be what it is: `excerpt`), fits(sentence, name, pronoun) (the pronoun
may stand for the name as written: not 彼女 for 「ミリエル氏」) and told_by_noun(narration, names) (a stranger told of
by a noun and named later in the chapter: the noun's line, the name glossed); and, where a parser reads the language, parsed(sentence, names) (3 where the parse says with a
noun what one of `names` is: it rates a sentence as the strongest pattern does, and names its subject) and
parsed_spans(sentence, names) (the parse's cut of it, for `excerpt`), and forget_parses() (drop its readings).
"""

from __future__ import annotations

import re
from functools import lru_cache
from types import ModuleType
from typing import Callable, Iterable, Iterator, NamedTuple

from .languages import DEFAULT, REGISTRY, has_part, part, script_of

_HEADING = re.compile(r"^\s*(?:chapter|part|book|volume)\s+[\w.:-]+|^\s*第[\d一二三四五六七八九十百千零〇]+[回章节卷部]"
                      r"|^\s*[IVXLC]+\.?\s*$|^\s*\d+\.?\s*$", re.I)


def _reading(sentence: str) -> ModuleType:
    """The describe.py of the sentence's language (the default language's when it has none)."""
    code = script_of(sentence)
    return _describe_of(code, REGISTRY[code].package)


@lru_cache(maxsize=None)
def _describe_of(code: str, package: str) -> ModuleType:
    """A language's describe.py, looked up once (`package` keys it too: a registered toy language has its own)."""
    return part(code if has_part(code, "describe") else DEFAULT, "describe")


def is_heading(text: str) -> bool:
    """A chapter or part heading: Chapter 4: The Grey Pilot, 第一回, IV."""
    return bool(_HEADING.match(text))


def _viewed(reading: ModuleType, sentence: str, names: Iterable[str]) -> tuple[str, list[str]]:
    """The sentence and the names as the language's patterns read them (the same length, so places agree)."""
    view = getattr(reading, "view", None)
    names = [n for n in names if n]
    if view is None or (seen := view(sentence)) == sentence:
        return sentence, names
    return seen, [view(n, True) for n in names]


def description_score(sentence: str, names: Iterable[str]) -> int:
    """How plainly the sentence says what one of `names` is: 3 a noun for it, 2 a relation or a place,
    1 a quality, 0 nothing (or a heading). Two sentences, the second opening with a pronoun for the
    first's subject ("Wren had watched it all her life. She was twelve …"), are read as one."""
    if is_heading(sentence):
        return 0
    names = [n for n in names if n]
    score = _score(sentence, names) or _pair_score(sentence, names)
    reading = _reading(sentence)  # (a guess a language reads in any passage, a key passage too: zh's 「…吧？」)
    return 0 if score and hasattr(reading, "guessed") and reading.guessed(sentence) else score


_SENTENCE_END = re.compile(r"[。！？!?.…]+[”’」』\"')]*")


def _pair_score(text: str, names: list[str]) -> int:
    """The score of the second sentence of `text` read with the first's subject for its pronoun."""
    text, names = text.replace("\u00a0", " "), [n.replace("\u00a0", " ") for n in names]  # (as `_score` reads them)
    for end in _SENTENCE_END.finditer(text):
        left, right = text[:end.end()], text[end.end():].lstrip()
        if not right:
            break
        if pair := _paired(_reading(left), left, right, names):
            return _score(pair[1], [pair[0]])
    return 0


def by_parse_only(sentence: str, names: Iterable[str]) -> bool:
    """Only the parse says with a noun what one of `names` is (no pattern does): a reading a role the text states
    outweighs (wiki/extractive.py)."""
    names = [n for n in names if n]
    reading = _reading(sentence)
    if hasattr(reading, "parse_cut") and reading.parse_cut(sentence):
        return _score(sentence, names) == 3  # (the cut's words may read to the patterns as an apposition they missed)
    return _score(sentence, names, parse=False) < 3 and _score(sentence, names) == 3


def _score(sentence: str, names: list[str], talk: bool = False, parse: bool = True) -> int:
    """`talk`: the sentence stands inside a quotation its own marks may not show (a language's `as_spoken`
    marks it so: English reads "my oldest friend" as the narrator's only outside speech); `parse`: what the
    language's parser read of it counts (`parsed`)."""
    reading = _reading(sentence)
    if talk and hasattr(reading, "as_spoken"):
        sentence = reading.as_spoken(sentence)
    sentence, names = _viewed(reading, sentence.replace("\u00a0", " "), names)
    if hasattr(reading, "introduced") and reading.introduced(sentence, names):
        return 3  # 姓宋，名江: who the person is, the name given in parts
    best = 0
    for name in names:
        name = name.replace("\u00a0", " ") if name else name
        # (a name a line break splits, "a White\nRabbit", is still written: the patterns read any space; a name of
        # common nouns is met in lower case too, "a large caterpillar, that was sitting …": the language's `lowered`)
        if not name or not any(_is_written(form, sentence) for form in _forms(reading, name)):
            continue
        for strength, pattern, guard in reading.patterns(name):
            if strength <= best:
                break
            found = pattern.search(sentence)
            if found and not (guard and guard.search(sentence[:found.start()])) \
                    and not (hasattr(reading, "renaming") and reading.renaming(sentence[found.start():], name, names)):
                best = strength
                break
    if best < 3 and parse and hasattr(reading, "parsed") and reading.parsed(sentence, names):
        return 3  # the parse, where it read the sentence, says with a noun what the subject is (English's parsed.py)
    if best == 2 and hasattr(reading, "quality_only") and reading.quality_only(sentence):
        return 1  # 「ベッキイは平気でした」: a copula after a word of quality says how it is, not what
    return best


def _forms(reading: ModuleType, name: str) -> list[str]:
    """The name and, where the language reads one, its lower-case form (English's `lowered`: "Mock Turtle" met as
    "a mock turtle")."""
    lowered = reading.lowered(name) if hasattr(reading, "lowered") else None
    return [name, *lowered] if lowered else [name]


def common_forms(name: str) -> list[str]:
    """The name as its language writes it when the text meets it as a common noun (English: "a large
    caterpillar" of the Caterpillar); [] where it has no such form."""
    return _forms(_reading(name), name)[1:] if name else []


def _is_written(name: str, sentence: str) -> bool:
    # (a name with no space in it is in the sentence's words only where it is in the sentence: its spaces are not
    # normalised for nothing, once for every name of every sentence)
    return name in sentence or name.split() != [name] and " ".join(name.split()) in " ".join(sentence.split())


def parses(sample: str) -> bool:
    """The language of `sample` (a book's opening) has a parser reading descriptions (English's parsed.py)."""
    return hasattr(_reading(sample), "parse")


def parse(sentences: list[str]) -> int:
    """Have the language's parser read these sentences, so `_score` sees what each says of its subjects; how many it
    parsed (0 where it has no parser)."""
    reading = _reading(" ".join(sentences[:5])) if sentences else None
    return reading.parse(sentences) if reading is not None and hasattr(reading, "parse") else 0


def forget_parses() -> None:
    """Drop the parsers' readings (each language's that has one): an analysis or a composition reads its own book's
    sentences afresh, so what it makes never depends on what ran before in the same process (a test, another book)."""
    for code, language in REGISTRY.items():
        reading = _describe_of(code, language.package)
        if hasattr(reading, "forget_parses"):
            reading.forget_parses()


def descriptions(sentences: list[str], names: list[str], talk: list[bool] | None = None,
                 before: Callable[[], list[str]] | None = None,
                 after: Callable[[], str | None] | None = None) -> list[tuple[int, int, str]]:
    """(index, strength, text) of the sentences among `sentences` (one paragraph's, in order) that say
    what one of `names` is; a language may weaken one (the tail of a quotation) or read two as one
    (English's "Wren Tully had been watching it all her life. She was twelve years old …"). `talk`: which
    stand inside a quotation (`spoken`); `before`: the narration's sentences of the paragraphs just before
    (`named`); `after`: the next paragraph's first sentence, in the same chapter (`_carried`)."""
    names = [n for n in names if n]
    out = []
    for i, sentence in enumerate(sentences):
        reading = _reading(sentence)
        score = _score(sentence, names, bool(talk and talk[i])) if not is_heading(sentence) else 0
        if talk and (told := _account_opening(reading, sentences, talk, i)) and (inner := _score(told, names)) > score:
            out.append((i, inner, excerpt(told, names)))  # the account's first introduction, the words it speaks
            continue
        if score and (better := _pair_over_quality(reading, sentences, i, names, score)):
            out.append((i, better, f"{sentence}{_JOIN.get(script_of(sentence), ' ')}{sentences[i + 1]}"))
            continue
        if score and i + 1 < len(sentences) and hasattr(reading, "introduces_self") \
                and reading.introduces_self(sentence, sentences[i + 1], names):
            joined = f"{sentence}{_JOIN.get(script_of(sentence), ' ')}{sentences[i + 1]}"
            out.append((i, max(score, _score(joined, names, bool(talk and talk[i]))), joined))
            continue  # 「私はXという者です。私は懲役人です。」: the name given (alone, weak), then what its speaker is
        if score:
            # a sentence that only gives the name reads with the narration's sentence before it (Chinese `bare_naming`)
            quoted = f"{sentences[i - 1]}{_JOIN.get(script_of(sentence), ' ')}{sentence}" if (
                i and hasattr(reading, "bare_naming") and reading.bare_naming(sentence, names)
                and not (talk and (talk[i] or talk[i - 1]))) else excerpt(sentence, names)
            out.append((i, reading.weakened(sentence, score) if hasattr(reading, "weakened") else score, quoted))
            continue
        if i and hasattr(reading, "IDENTITY") and not (talk and (talk[i] or talk[i - 1])) \
                and reading.IDENTITY.match(sentences[i - 1]) and not (i > 1 and any(n in sentences[i - 2] for n in names)) \
                and (score := _score(joined := sentences[i - 1].lstrip("_ \u3000") + sentence, names)):
            # 此即…，贾赦贾政之母也．当下贾母…: who "this" is, and the name the next gives (not the one who met "this" in
            # the sentence before: 黛玉方拜见了外祖母)
            out.append((i, score, joined))
            continue
        if hasattr(reading, "naming") and not (talk and talk[i]):
            earlier = [s for j, s in enumerate(sentences[:i]) if not (talk and talk[j])]
            told = named(sentence, names, lambda: [*(before() if before else []), *earlier])
            if told and (score := _score(told, names)):
                out.append((i, score, told))
                continue
        if i + 1 >= len(sentences):
            continue
        pair = _paired(reading, sentence, sentences[i + 1], names)
        if pair and (score := _score(pair[1], [pair[0]])):
            out.append((i, score, f"{sentence}{_JOIN.get(script_of(sentence), ' ')}{sentences[i + 1]}"))
    if after and sentences and not (talk and any(talk)) and (carried := _carried(sentences, after(), names)):
        out.append(carried)
    return out


def _carried(sentences: list[str], following: str | None, names: list[str]) -> tuple[int, int, str] | None:
    """The paragraph's subject said by the pronoun opening the next paragraph (English's `carried`: "Mr. John
    Dashwood had not the strong feelings … ¶ He was not an ill-disposed young man"): (0, strength, the paragraph's
    first sentence and the next's, an ellipsis between them where the paragraph goes on) or None."""
    reading = _reading(sentences[0])
    if not following or _QUOTES.search(following) or not hasattr(reading, "carried"):
        return None
    if not (pair := reading.carried(sentences, following, names)) or not (score := _score(pair[1], [pair[0]])):
        return None
    return 0, score, f"{sentences[0]}{' …' if len(sentences) > 1 else ''} {following}"


def _account_opening(reading: ModuleType, sentences: list[str], talk: list[bool], i: int) -> str | None:
    """The words spoken in sentence `i` where it opens a quotation that narrates (an account: the language's ACCOUNT
    sentences or more of one speech, 子兴道：“…长名贾琏…．…．…．), not a line of dialogue: read as the account's
    sentences after it are, without the speaker's words and the mark (which tell the patterns a speaker's view)."""
    size = getattr(reading, "ACCOUNT", 0)
    if not size or talk[i] or i + size > len(sentences) or not all(talk[i + 1:i + size]):
        return None
    opened = max(sentences[i].rfind(mark) for mark in _OPEN)
    if opened < 0 or any(mark in sentences[i][opened:] for mark in _CLOSE):
        return None
    return sentences[i][opened + 1:].strip() or None


def excerpt(sentence: str, names: list[str]) -> str:
    """The part of the sentence that says who its subject is, where the sentence is about something else and
    names the subject in passing ("…now a word with Starbuck, the chief mate." → "…Starbuck, the chief mate."): a
    quoted span of the book, marked cut with "…", that describes its subject as fully as the whole did; else the
    sentence. Only where the language offers spans (its `spans(sentence, forms)`: (start, end) from the best)."""
    reading = _reading(sentence)
    if not hasattr(reading, "spans"):
        return sentence
    forms = [form for n in names if n for form in _forms(reading, n)]
    whole, strength = summary_value(sentence, names), _score(sentence, names)
    # (the parse's cut where the subject is not the sentence's own: "…Mr. Hubble the wheelwright…")
    parsed = reading.parsed_spans(sentence, names) if hasattr(reading, "parsed_spans") \
        and subject_of(sentence, names) is None else []
    for start, end in [*parsed, *reading.spans(sentence, forms)]:
        piece = sentence[start:end].strip()
        if not piece or piece == sentence.strip():
            continue
        # (a question mark is the whole sentence's: the span it ends says, it does not ask)
        cut = piece.rstrip(",;:—?" if start > 0 else ",;:—")
        cut = f"{'…' if start > 0 else ''}{cut}{'…' if cut[-1] not in '.!?”。！？」' and (end < len(sentence.rstrip()) or piece[-1] == '?') else ''}"
        value = summary_value(cut, names)
        # (cut from the words that make it a passing thought, a question's, a plot's, a part says no more than the whole)
        if (value.usable, value.full) == (whole.usable, whole.full) and _score(cut, names) >= strength:
            return cut
    return sentence


def _pair_over_quality(reading: ModuleType, sentences: list[str], i: int, names: list[str], score: int) -> int:
    """A quality followed by a sentence its pronoun ties to the subject that says more ("Marianne’s abilities
    were … equal to Elinor’s. She was sensible and clever"): the pair's score, else 0. Only where the language
    reads pairs itself (English's `paired`)."""
    if score >= 2 or not hasattr(reading, "paired") or i + 1 >= len(sentences):
        return 0
    pair = _paired(reading, sentences[i], sentences[i + 1], names)
    better = _score(pair[1], [pair[0]]) if pair else 0
    return better if better > score else 0


_JOIN = {"zh": "", "ja": ""}  # how two sentences are written one after the other
_QUOTES = re.compile("[“”\"「」]")  # speech (not ’, an apostrophe, nor 『』, a title or a word set apart)


def _paired(reading: ModuleType, sentence: str, following: str, names: list[str]) -> tuple[str, str] | None:
    """The sentence's subject, one of `names`, and the following sentence read with that name in place of
    the pronoun opening it ("He was a farmer", 「彼女は…婦人でした」, 「他是…」): the pronoun's plainest
    reading; a language may ask more (English's `paired`: the name opens the sentence). None when the
    following sentence opens with no pronoun or the sentence has no name as its subject."""
    if _QUOTES.search(sentence) or _QUOTES.search(following):
        return None  # a speaker's "he" is someone else ("That is my uncle. He is a consul")
    if hasattr(reading, "paired"):
        return reading.paired(sentence, following, names)
    later = _reading(following)
    pronoun = getattr(later, "PRONOUN", None)
    if later is not reading or pronoun is None or not (after := pronoun.match(following)):
        return None
    name = subject_of(sentence, names) or (reading.about(sentence, names) if hasattr(reading, "about") else None)
    if name and hasattr(reading, "fits") and not reading.fits(sentence, name, after.group()):
        return None  # 「ミリエル氏は…バティスティーヌ嬢とともに…。彼女は…妹だった」: her, not him
    return (name, name + following[after.end():]) if name else None


def named(sentence: str, names: list[str], before: Callable[[], list[str]]) -> str | None:
    """A sentence that only gives a name (「名前はベッキイでした」) read with the nearest of the narration's
    sentences before it (`before()`, in reading order; the language's NAMED_BACK at most) that tells of someone
    by a noun pointed back at (「あの寂しそうな小娘は、…追い使われているのでした」): the two as one text, the
    words between them left out (…); None where the language reads no such naming or nothing before is it."""
    reading = _reading(sentence)
    if not hasattr(reading, "naming") or reading.naming(sentence, names) is None:
        return None
    earlier = before()[-reading.NAMED_BACK:]
    for back, told in enumerate(reversed(earlier)):
        if reading.pointed(told):
            join = _JOIN.get(script_of(sentence), " ")
            return f"{told}{join if back == 0 else join + '…' + join}{sentence}"
    return None


def told_by_noun(narration: list[str], names: Iterable[str]) -> tuple[int, str] | None:
    """A stranger told of by a noun and named later in the chapter (Japanese's 「若い男」 and 「久一君は」): (index of
    the narration's sentence saying what the noun is, that sentence with the name glossed after the noun), where the
    language reads such a scene (its `told_by_noun`); `narration`: the sentences outside speech of the chapter the
    name is first met in, in order."""
    if not narration:
        return None
    reading = _reading("".join(narration[:20]))
    return reading.told_by_noun(narration, [n for n in names if n]) if hasattr(reading, "told_by_noun") else None


def tells_by_noun(sample: str) -> bool:
    """The language of `sample` (a book's opening) reads a stranger told of by a noun (`told_by_noun`)."""
    return hasattr(_reading(sample), "told_by_noun")


def describes(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says what one of `names` is (and is no heading)."""
    return description_score(sentence, names) > 0


def quoted_share(sentence: str) -> bool:
    """The sentence is inside a quotation (a character's speech, not the narration)."""
    s = sentence.lstrip()
    return s[:1] in "“\"‘「『"


_OPEN, _CLOSE = "“「『", "”」』"


def spoken(text: str, sentences: list[str]) -> list[bool]:
    """For each of the paragraph's sentences (in order), whether it stands inside a quotation: curly
    or corner quotes counted open against closed before it, straight double quotes by parity."""
    out, at = [], 0
    for sentence in sentences:
        start = text.find(sentence, at)
        if start < 0:
            out.append(quoted_share(sentence))
            continue
        before = text[:start]
        depth = sum(before.count(c) for c in _OPEN) - sum(before.count(c) for c in _CLOSE)
        out.append(depth > 0 or before.count('"') % 2 == 1 or quoted_share(sentence))
        at = start + len(sentence)
    return out


def with_speech_mark(text: str, sentence: str) -> str:
    """The paragraph's sentence as a quotation of it shows it: with the mark opening the speech it stands in
    when its own words do not show one (the middle of a long speech: “…Lucy is monstrous pretty, …), so a
    reader, and the summary's choice, see a speaker's words as speech, not the narration's."""
    if quoted_share(sentence) or not spoken(text, [sentence])[0]:
        return sentence
    start = text.find(sentence)
    before = text[:start] if start >= 0 else ""
    mark = max(_OPEN + '"', key=before.rfind)
    return (mark if before.rfind(mark) >= 0 else "“") + sentence


FULL, SUBJECT, NARRATION, LONG = 10, 2, 2, 3


def subject_of(sentence: str, names: Iterable[str]) -> str | None:
    """The one of `names` the sentence is about as its grammatical subject: it opens the sentence (after
    an article or a discourse word: 却说, 那, The), a naming word introduces it (名唤X, named X, 姓刘名X),
    or it speaks of itself (X道：“我乃…”); never a name right before 的/之/a relation noun or "'s"."""
    reading = _reading(sentence)
    given = [n for n in names if n]
    sentence, seen = _viewed(reading, sentence.replace("\u00a0", " "), given)  # Mrs.\u00a0Jennings
    opener = reading.OPENER.match(sentence)
    start = opener.end() if opener else 0
    forms = [(form, own) for n, own in zip((n.replace("\u00a0", " ") for n in seen), given) for form in _forms(reading, n)]
    for name, own in sorted(forms, key=lambda t: -len(t[0])):
        for at, written in _written(sentence, name):
            if reading.subject_at(sentence, at, written, start):
                return own
    if hasattr(reading, "introduced") and (parts := reading.introduced(sentence, seen)):
        return given[seen.index(parts)]  # the person the sentence introduces by surname and given name
    return None


def _written(sentence: str, name: str) -> Iterator[tuple[int, str]]:
    """Where `name` is written in the sentence, and as what: across a line break too ("a White\nRabbit")."""
    if name in sentence or " " not in name:
        at = sentence.find(name)
        while at >= 0:
            yield at, name
            at = sentence.find(name, at + 1)
        return
    for found in re.finditer(r"\s+".join(map(re.escape, name.split())), sentence):
        yield found.start(), found.group(0)


class SummaryValue(NamedTuple):
    value: int  # 0: no description at all
    full: bool  # a noun for the subject, the subject in the subject's place
    usable: bool  # about its subject (a quality at least): fit to be an entry's summary line


def summary_value(sentence: str, names: Iterable[str], *, spoken_text: bool = False) -> SummaryValue:
    """How good a summary line the sentence makes: a noun for the subject beats a relation or a place,
    which beats a quality; the subject in the subject's place, the narration over speech and a line
    over a passage break ties."""
    names = [n for n in names if n]
    if is_heading(sentence):
        return SummaryValue(0, False, False)
    strength = _score(sentence, names, spoken_text)
    reading = _reading(sentence)
    # its pronoun is the subject (in English, also after a mere quality: `_pair_over_quality`)
    pair = _pair_score(sentence, names) if not strength or strength < 2 and hasattr(reading, "paired") else 0
    paired = pair > strength
    strength = max(strength, pair)
    if not strength:
        return SummaryValue(0, False, False)
    # (the parse names the subject it describes: "I remember Mrs. Hubble as a little … person" is about her)
    by_parse = hasattr(reading, "parsed") and reading.parsed(sentence.replace("\u00a0", " "), names) > 0
    subject = paired or by_parse or subject_of(sentence, names) is not None
    full = strength == 3 and subject and (by_parse or not (hasattr(reading, "aside") and reading.aside(sentence, names)))
    long = len(sentence) > reading.LONG_SUMMARY
    value = FULL * full + 3 * strength + SUBJECT * subject + NARRATION * (not spoken_text) - LONG * long
    return SummaryValue(max(value, 1), full, subject)


def anchored_on_pronoun(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says who its subject is only through a pronoun's tie (她的母亲陈氏): the language's
    `anchored.pronoun_anchored`, where it has one; a card gives way to a relation the text states with a name."""
    code = script_of(sentence)
    if not has_part(code, "anchored"):
        return False
    return part(code, "anchored").pronoun_anchored(*_viewed(_reading(sentence), sentence, names))


# words for a kind of place, by the script the sentence is read in: a place the cross-book gazetteer knows (a city in
# France) keeps that line over a sentence of the text that says not what kind of place it is ("He had come from Paris,
# which was his permanent home", 「姉の大阪に対する郷土愛」, 東京 in a line of talk), not over a mountain's or a river's
# (「延岡と云えば…大変な山の中だ」): wiki/extractive.py
_PLACE_KINDS = {
    "en": re.compile(r"\b(?:city|cities|town|village|hamlet|country|kingdom|empire|republic|county|province|capital|port"
                     r"|harbou?r|island|river|street|parish|borough|district|region|continent|metropolis|seaport|mountain|valley|lake"
                     r"|desert|forest|countryside)s?\b", re.I),
    "zh": re.compile("城市|京城|都城|首都|国家|國家|王国|王國|帝国|帝國|省城|县城|縣城|小镇|小鎮|村庄|村莊|港口|海港|岛屿|島嶼|地方"
                     "|一座城|一個國|一个国"),
    "ja": re.compile("都市|都会|首都|国(?!民|人|語|元)|町(?!人)|市(?!場|民|中)|村|港|島|土地|地方|街|田舎|山|川|海"),
}


def says_kind_of_place(sentence: str, names: Iterable[str]) -> bool:
    """The sentence, its subject's names taken out, writes a word for a kind of place (a city, 城市, 都市), or its
    language has no such list."""
    for name in sorted((n for n in names if n), key=len, reverse=True):
        sentence = sentence.replace(name, "\u3000")
    kinds = _PLACE_KINDS.get(script_of(sentence))
    return kinds is None or bool(kinds.search(sentence))


def is_full_description(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says with a noun what its subject, one of `names`, is (the bench's strict share)."""
    return summary_value(sentence, names).full
