"""Name candidates in Chinese: words scored by how they are used, and the forms naming statements,
titles and epithets add."""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections import Counter
from itertools import accumulate
from typing import Sequence

from .lexicon import (ZH_COLLECTIVE_AFTER, ZH_DETERMINER_PREFIXES, ZH_FAMILIAR_PREFIXES, ZH_FUNCTION_LEADS,
                       ZH_HONORIFIC_AFTER, ZH_HOUSEHOLD_AFTER, ZH_NAME_TAGS, ZH_KINSHIP, ZH_OFFICES, ZH_PARTICLE_ENDS,
                       ZH_HOUSEHOLD_ADDRESS, ZH_PRONOUN_EDGES, ZH_SURNAME_TITLES, ZH_SURNAMES, ZH_TITLES_BEFORE)
from ..types import Candidate, Paragraph, Votes
from ..scan import first_chars, trie_regex
from .epithets import _add_epithets, _shared_endings, _split_epithets, _titles_before_names
from .foreign import (demonyms, gone_to_places, headed_places, known_places, lone_ranks, ranked_people,
                      solid_full_names, sounded, speaking_transliterations)
from .filters import (ENDS_MAX, NOUN_TAGS, _accepted, _buried, _clause_governors, _common_nouns, _composed, _fragment,
                      _institution_kinds, _led_by_glue, _locative, _name_prefixes, _never_subjects, _offices,
                      _parts_and_things, _phrase_shaped, _place_phrase, _tagged_objects, _two_character_words,
                      _measured_things, _verb_objects, _without_glued, titled_actor)
from .. import families as foreign_families
from .glossed import glossed_descriptions
from .glued import glued_words
from .lettered import lettered_places
from .segment import (JIEBA_TOTAL, MIN_COUNT, MIN_ENTROPY, NEW_WORD, Segmenter, Token, _entropy, _join_new_words, _retokenize,
                      _split_determiners, tagged)
from .cut_sounds import _goes_on, cut_short, dotted_names, tail_of_longer
from .gender import SUFFIX_SEXES
from .nicknames import birth_order_names, courtesy_names, given_names_alone, nicknames
from .lexicon import ZH_MODERN_CALLINGS, person_title
from .statements import (CALLINGS, DESIGNATED_MIN, MAX_LEN, designations, introduced_then_named, personal_name,
                         placelike, self_identified, self_named, surname_of)
from .renamings import add_renamed
from .shortened import called_short
from .introductions import plain_names
from .ties import _surname_titled
from .usage import (NAME_DOTS, dotted_parts, SPEAKS_SOME, ZH_NUMBERED, ZH_TRANSLITERATION, _acting, _Usage, _generic, _kind_votes,
                    _usages)

KEYNESS_MIN = 6.0  # a name is far more frequent in its book than in general text (观音 7.4; 土地 1.6, 古人 3.5)
MIN_RELATIVE_ENTROPY = 0.35  # of the most a word seen that often could have: 大喜 is nearly always 大喜道
GENERIC_MAX = 0.11
NAMED_GENERIC_MAX = 0.15  # 猴王 (tagged a name) is pointed at as often as 国王 (a noun)
COMPOSED_GENERIC_MAX = 0.25  # 齐天大圣 is a title as well as a name: 封他做个齐天大圣
PLURAL_MAX = 0.05
TITLED_PLURAL_MAX = 0.1  # 慰老爷们 (the gentleman and his kind), once in his 18 uses: a titled name is made plural so
ANCHOR_MIN_COUNT = 20
ANCHOR_SPEAKS = 0.15
TITLED_MIN = 2


def find_candidates(paragraphs: Sequence[Paragraph], segmenter: Segmenter
                    ) -> tuple[dict[str, Candidate], set[str], set[str], dict[tuple[str, str], list[int]]]:
    """The candidates, the vocabulary of frequent words (for surnames and titles), the common
    two-character words (for matching names without word boundaries) and the naming statements
    that tie two of the candidates (designations: 乳名叫做红孩儿，号圣婴大王)."""
    tagger = segmenter.tag
    pool: dict[Token, Token] = {}
    streams = tagged((p.text for p in paragraphs), tagger, pool)
    frequencies = Counter(w for tokens in streams for w, _ in tokens)
    streams = [_split_determiners(t, frequencies, pool) for t in streams]
    joined = _join_new_words(streams)
    if joined:
        firsts = {g[0] for g in joined}
        streams = [_retokenize(t, joined, firsts, pool) for t in streams]
    del pool
    usages = _usages(streams)
    n_tokens = sum(len(t) for t in streams)

    def keyness(word: str, u: _Usage) -> float:
        """How many times more frequent the word is in the book than in general text."""
        return u.count / n_tokens / max(segmenter.reference_share(word), 1 / JIEBA_TOTAL)

    def key(word: str, u: _Usage) -> bool:
        return keyness(word, u) >= KEYNESS_MIN

    def plausible(word: str, u: _Usage, generic_max: float = GENERIC_MAX) -> bool:
        return (u.count >= MIN_COUNT and word[0] not in ZH_DETERMINER_PREFIXES
                and _generic(u) <= generic_max
                and u.rate(u.plural) <= (TITLED_PLURAL_MAX if person_title(word) else PLURAL_MAX)
                and min(_entropy(u.left), _entropy(u.right)) >= MIN_ENTROPY
                and min(_entropy(u.left), _entropy(u.right)) >= MIN_RELATIVE_ENTROPY * math.log2(min(u.count, 64)))

    # Nouns that speak (names and roles alike); a word that mostly follows them is their predicate (闻言).
    anchors = {w for w, u in usages.items() if u.count >= ANCHOR_MIN_COUNT and u.tags.most_common(1)[0][0] in NOUN_TAGS
               and u.rate(u.speaks) >= ANCHOR_SPEAKS}
    out: dict[str, Candidate] = {}
    for word, u in usages.items():
        # (胖脸的庄七光, 做中人的卫老婆子: a describing phrase before a full or titled name reads as owning it, as 我的
        # does a role; a full name's shape only where it acts, as 施恩座, a thing, does not)
        tagged_name = (u.tags.most_common(1)[0][0] in ZH_NAME_TAGS or len(word) == 3 and personal_name(word) and _acting(u)
                       or person_title(word) is not None or _joined_sounds(word, u))
        if plausible(word, u, NAMED_GENERIC_MAX if tagged_name else GENERIC_MAX) and _accepted(word, u, anchors) and key(word, u):
            out[word] = Candidate(word, u.count, _kind_votes(word, u))
    uses_in_dictionary = lambda w: segmenter.reference_share(w) * JIEBA_TOTAL  # noqa: E731
    speaking_transliterations(paragraphs, usages, out, uses_in_dictionary)  # 亚猛曰: a name with no surname
    lone_ranks(paragraphs, out)  # 一公爵…公爵: a man the text never names
    places = gone_to_places(usages, out, tagger)  # 至巴黎, 在匏止坪: a foreign place
    vocabulary = _without_glued({w for w, u in usages.items() if u.count >= MIN_COUNT}, tagger)
    declared = _add_designated(paragraphs, out, usages, vocabulary)
    declared.update(add_renamed(paragraphs, out, usages))  # 路斯、就是伯特利: two rare names, one place
    # A name made of an accepted name and a word (观音 + 菩萨, 猪 + 八戒) is a name too.
    for word, u in usages.items():
        if (word not in out and plausible(word, u, COMPOSED_GENERIC_MAX) and u.tags.most_common(1)[0][0] in NOUN_TAGS
                and u.rate(u.ends) <= ENDS_MAX and _composed(word, out, tagger)):
            out[word] = Candidate(word, u.count, _kind_votes(word, u))
    declared.update(_add_titled(paragraphs, out))
    _add_familiar(out, usages, vocabulary)
    _add_bare(paragraphs, out)
    named = {f for pair in declared for f in pair}  # a naming statement is evidence enough
    buried = _buried(out, streams, usages, tagger)
    # 四大 of 四大部洲 and 四大天王: a number with the word that makes a set of it heads a set's name, is none
    for word in [w for w in out if _place_phrase(w) or _locative(w, tagger)
                 or _led_by_glue(w, vocabulary, tagger) and not (w in usages and titled_actor(w, usages[w]))
                 or w in buried or ZH_NUMBERED.fullmatch(w)]:
        del out[word]
    for word in (_common_nouns(out, usages, keyness, tagger) + _tagged_objects(out, usages, uses_in_dictionary)
                 + _parts_and_things(out, usages)):
        if word not in named and not (len(word) == 2 and word[0] in ZH_FAMILIAR_PREFIXES):  # 老猪: said of oneself
            del out[word]
    for word in set(glued_words(out, usages, uses_in_dictionary, tagger)) - named:  # 义大利全国
        del out[word]
    offices = _offices(paragraphs, out, tagger)
    for word in [w for w in out if w in offices or _fragment(w, out, tagger)]:
        del out[word]
    declared.update(_titles_before_names(paragraphs, out, offices, tagger))
    titles = _shared_endings(vocabulary)
    declared.update(courtesy_names(paragraphs, out))
    declared.update(nicknames(paragraphs, out))
    declared.update(birth_order_names(paragraphs, out))
    _add_epithets(paragraphs, out, tagger, titles, declared)
    _split_epithets(paragraphs, out, titles)
    declared.update(self_identified(paragraphs, out))
    declared.update(introduced_then_named(paragraphs, out))
    for pair, where in self_named(paragraphs, out).items():
        declared.setdefault(pair, where)
    _add_surnamed(paragraphs, out, usages)
    _add_surname_titles(paragraphs, out)  # after: 关秀姑 (surname + 秀姑) gives 关女士 its surname
    declared.update(_full_names_before_titles(paragraphs, out))
    given_names_alone(paragraphs, out, uses_in_dictionary)
    declared.update(_add_dotted_names(paragraphs, out))
    declared.update(solid_full_names(paragraphs, out))  # 马克格尼尔: 马克 and 格尼尔, written solid
    prefixes = _name_prefixes(paragraphs, out) - named
    # a statement's or an epithet's name is named enough (扑天雕 opens few clauses: it stands before 李应)
    things = (set(_never_subjects(out, usages, _titled)) | set(_verb_objects(out, usages, tagger))
              | set(_measured_things(out, usages)) | set(_clause_governors(out, usages))
              | set(_institution_kinds(out, tagger))
              ) - {f for pair in declared for f in pair} - places
    for word in [w for w in out if _function_edged(w) or _collective(w) or _phrase_shaped(w, out, tagger)
                 or w in prefixes or w in things]:  # whichever step took it (求你: a statement)
        del out[word]
    for word in demonyms(out):
        del out[word]
    # 在伦敦, 到上海: a place every book may name, where nothing else took it (the steps above tie a name to a
    # longer one they find it in: 北京 to 北京饭店)
    known_places(usages, out)
    lettered_places(paragraphs, out)  # Ｓ城: a town the story names by a letter
    # after the filters that judge a word by its usage: a name introduced or acting at the head of clauses is named
    plain_names(paragraphs, out, tagger, uses_in_dictionary)
    declared.update(headed_places(paragraphs, out))  # 牛津大街: a name and a street's word, one place
    declared.update(glossed_descriptions(paragraphs, out))  # “拿破仑”（那只小白胖狗）… 小狗儿: one dog
    declared.update(called_short(paragraphs, out))  # “亚力！” to 亚力山大
    declared = {pair: where for pair, where in declared.items() if pair[0] in out and pair[1] in out}
    _heard_speaking(paragraphs, out, usages)
    ranked_people(out)
    _streets(out)
    return out, vocabulary, _two_character_words(streams, out), declared


def _joined_sounds(word: str, u: _Usage) -> bool:
    """多洛霍夫 (多|洛|霍|夫 to jieba, joined by the book's statistics): a new word of four characters or more, all
    transliteration characters but one at most (the -夫 of -ov), is a name's shape as a name tag is, whatever the
    LAC sample (zh/tagged.py) happens to hold of it."""
    return (len(word) >= 4 and u.tags.most_common(1)[0][0] == NEW_WORD
            and sum(c not in ZH_TRANSLITERATION for c in word) <= 1)


ZH_STREETS = ("胡同", "街", "路", "巷")  # a street's word closing a name (恩談街, 大馬路, 八面槽胡同)


def _streets(out: dict[str, Candidate]) -> None:
    """大馬路, 恩談街: a word of three characters or more closing with a street's word is a place where its usage voted
    it a thing or a group (a street is seldom the subject of a verb, which the usage scores ask of a place); a person
    is left as voted."""
    for word, c in out.items():
        top = max(c.kind_votes, key=c.kind_votes.__getitem__) if c.kind_votes else "person"
        if len(word) >= 3 and word.endswith(ZH_STREETS) and top not in ("person", "place"):
            out[word] = Candidate(word, c.count, Votes({**c.kind_votes, "place": c.kind_votes[top] + c.count}))


HEARD_MIN = 2  # quotes a name opens, for its speech to count where the dictionary cut it away
# 江老海道：“ (江|老|海道), 静觉微笑道：“ (微笑|道): a manner of speaking may stand between, no 的 (X的手下道)
ZH_HEARD = "[^，。！？；：“”、的]{0,3}?(?:道|曰|说)[：:]“"


def _heard_speaking(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], usages: dict[str, _Usage]) -> None:
    """A candidate whose own usage voted it something other than a person, that the raw text shows opening
    quotes (the tokens hid it: 海道 is a word, 微笑 one more), is voted again with those speeches counted."""
    doubted = [w for w, c in out.items() if w in usages and usages[w].count == c.count and c.kind_votes
               and max(c.kind_votes, key=c.kind_votes.__getitem__) != "person"]
    if not doubted:
        return
    pattern = re.compile(f"({trie_regex(doubted, words=False).pattern}){ZH_HEARD}")
    heard = Counter(m.group(1) for p in paragraphs if "“" in p.text for m in pattern.finditer(p.text))
    for word, n in heard.items():
        u = usages[word]
        if n >= HEARD_MIN and n > u.speaks:
            u.speaks = n  # the usage is read no more after this step
            out[word] = Candidate(word, out[word].count, _kind_votes(word, u))


def _function_edged(word: str) -> bool:
    """A pronoun at either edge, a negation, adverb or preposition first, 着 or 在 last: a verb phrase,
    not a name."""
    return len(word) >= 2 and (word[0] in ZH_PRONOUN_EDGES or word[-1] in ZH_PRONOUN_EDGES
                               or word[0] in ZH_FUNCTION_LEADS or word[-1] in ZH_PARTICLE_ENDS
                               or len(word) >= 3 and word[0] == "将")


def _collective(word: str) -> bool:
    """伯和夫妇, 关氏父女, 沈家: a couple, a parent with a child, a household — people named together."""
    return (word.endswith(ZH_COLLECTIVE_AFTER) and len(word) > 2
            or len(word) == 2 and word[0] in ZH_SURNAMES and word[1] == ZH_HOUSEHOLD_AFTER)


DOTTED_MIN = 2  # uses of a name in parts (修雷·诺赞), and of each part alone, to be forms


def _add_dotted_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """A transliterated name joined by a dot (修雷·诺赞, written in transliteration characters on both
    sides) is one person's name, and each part of two or more characters written alone (诺赞) is an
    alias: the name itself shows the tie, so no statement is needed (an empty list). Not a family's name (奥哈拉 of
    杰拉尔德·奥哈拉 and 爱伦·奥哈拉, husband and wife: families.py), no one person's."""
    text = "\n".join(p.text for p in paragraphs)
    # read on through a sound no list holds that every use goes on with (德·格拉珊, sixty times: cut_sounds)
    counts = Counter(_goes_on(text, name) for p in paragraphs for name in dotted_names(p.text))
    # (not one still cut, written too rarely to read on: 阿道尔夫·德·格拉 of 阿道尔夫·德·格拉珊, twice)
    counts = Counter({name: k for name, k in counts.items() if not cut_short(text, name)})
    # (names written once are no evidence: a stray variant spelling)
    split = {n: dotted_parts(n) for n, k in counts.items() if k >= DOTTED_MIN}
    # (nor a given name two people's names begin with: 玛丽亚 of 玛丽亚·德米特里耶夫娜 and 玛丽亚·费奥多罗夫娜)
    family = foreign_families.family_names(split) | foreign_families.shared_given_names(split)
    titled_families = set(foreign_families.titled_members(set(out) | set(split), SUFFIX_SEXES))
    ties: dict[tuple[str, str], list[int]] = {}
    for name, parts in split.items():
        out[name] = Candidate(name, counts[name], Votes({"person": float(counts[name])}))
        # a shorter ·-name of its parts, of no other longer one (安娜·帕夫洛夫娜 of 安娜·帕夫洛夫娜·舍列尔, 德·莫吉隆 of
        # 夏尔科·德·莫吉隆), never a family's (德·格拉珊 of 德·格拉珊先生 and 德·格拉珊太太)
        shorter = [o for o, ps in split.items() if len(ps) < len(parts) and foreign_families.within(ps, parts)
                   and o not in titled_families]
        for other in shorter:
            if sum(foreign_families.within(split[other], ps) for ps in split.values() if len(ps) > len(split[other])) == 1:
                ties[(name, other)] = []
        for part in {x for x in parts if len(x) >= 2}:
            alone = text.count(part) - sum(c * other.count(part) for other, c in counts.items())
            if alone >= DOTTED_MIN or part in out:
                if part not in out:
                    out[part] = Candidate(part, alone, Votes({"person": float(alone)}))
                if part not in family and not tail_of_longer(text, part):  # (卡捷琳娜 of 叶卡捷琳娜: cut_sounds)
                    ties[(name, part)] = []
    return ties


SURNAME_TITLE_MIN = 3  # uses of 鲁提辖 for it to be a form


def _add_surname_titles(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """鲁提辖, 林教头, 宋押司: a surname of the book's people with an office or a form of address, written
    a few times, is a form (the dictionary cuts it 鲁|提辖). Whose it is, discourse says (ChineseRules.ties),
    unless a name stands inside it (武大郎: 武大's, as a part)."""
    surnames = {s for w, c in out.items() if (s := surname_of(w)) and personal_name(w) and c.kind_votes["person"] > 0}
    foreign = {s for s in surnames if sounded(s)} | _family_names(out)
    surnames |= foreign
    if not surnames:
        return
    alt = lambda words: "|".join(map(re.escape, sorted(words, key=len, reverse=True)))  # noqa: E731
    titles = alt(ZH_SURNAME_TITLES | ZH_WIVES)
    pattern = re.compile(f"{first_chars([*surnames, *ZH_TITLES_BEFORE])}"
                         f"(?:(?:{alt(surnames)})(?:{titles}|家(?:{alt(ZH_HOUSEHOLD_ADDRESS)}))"
                         f"|(?:{alt(ZH_TITLES_BEFORE)})(?:{alt(surnames)}))")
    found = Counter(m.group() for p in paragraphs for m in pattern.finditer(p.text))
    for form, n in found.items():
        surname = _surname_titled(form) or _foreign_family(form, foreign)
        if n >= SURNAME_TITLE_MIN and form not in out and surname:
            out[form] = Candidate(form, n, Votes({"person": float(n)}))


# Mrs X after a family name sounding a foreign one (伊太太 beside 伊牧师 and 伊姑娘: the translation's Mrs Ely); a
# Chinese surname's wives are left to their usage (陶太太), or every 宋 of a book would bring a 宋太太
ZH_WIVES = frozenset({"太太", "夫人"})


def _foreign_family(form: str, foreign: set[str]) -> str | None:
    """The foreign family name of 伊太太 or 温都姑娘 (see _family_names), else None."""
    return next((form[:-len(t)] for t in ZH_WIVES | ZH_FAMILY_TITLES if form.endswith(t) and form[:-len(t)] in foreign),
                None)


# 温都太太, 温都寡妇: a family's titles after a family name of two characters, the first a transliteration character
ZH_FAMILY_TITLES = frozenset({"太太", "夫人", "寡妇", "寡婦", "姑娘", "小姐", "先生"})


def _family_names(out: dict[str, Candidate]) -> set[str]:
    """温都 of 温都太太: two characters before a family's title in a person's name, the first a transliteration
    character, are a foreign family's name, whose other titles (温都姑娘, the daughter) are forms too."""
    return {w[:-len(t)] for w, c in out.items() for t in ZH_FAMILY_TITLES
            if w.endswith(t) and len(w) - len(t) == 2 and c.kind_votes["person"] > 0 and sounded(w[0])
            and w[0] not in ZH_FAMILIAR_PREFIXES}


def add_family_titled(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """班纳特先生, 班纳特太太: a transliterated name (or any name no Chinese surname opens: 彬格莱) of the book's
    people written with a family's title SURNAME_TITLE_MIN times is a form, each title a member of the family
    (families.titled_members tells them apart)."""
    # (not a given name, the first part of a dotted name: 伊丽莎 of 伊丽莎·班纳特, whose 伊丽莎小姐 is she)
    given = {parts[0] for w in out if len(parts := dotted_parts(w)) >= 2}
    names = [w for w, c in out.items() if len(w) >= 2 and (sounded(w) or surname_of(w) is None) and w not in given
             and c.kind_votes["person"] > c.kind_votes["place"]]
    if not names:
        return
    text = "\n".join(p.text for p in paragraphs)
    for name in names:
        for title in ZH_WIVES | ZH_FAMILY_TITLES:
            if (form := name + title) not in out and (n := text.count(form)) >= SURNAME_TITLE_MIN:
                out[form] = Candidate(form, n, Votes({"person": float(n)}))


FULL_TITLED_MIN = 2  # 刘德柱将军 written this often
TITLED = ZH_SURNAME_TITLES | ZH_MODERN_CALLINGS
# no given name holds these: 刘的将军, 雷二都头 (a rank), 左右二丞相
ZH_NOT_GIVEN = ZH_PRONOUN_EDGES | ZH_FUNCTION_LEADS | frozenset("的之了和与是在这那个一二两三四五六七八九十左右")


def _full_names_before_titles(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]
                              ) -> dict[tuple[str, str], list[int]]:
    """刘德柱将军: a surname, a given name, then the title a form of the book gives that surname (刘将军):
    the full name is the bearer's, when it is the only one the book writes before that title twice and no other
    name it holds is written so even once (two 刘s both called 将军 are left apart) and writes without it too; or after the title (副主任徐治功 of 徐主任). Dated at
    the paragraphs that write them together."""
    ties: dict[tuple[str, str], list[int]] = {}
    # (a modern calling too, 徐主任: no title a surname takes alone, so only a full name beside it ties it)
    forms = [f for f in out if _surname_titled(f, TITLED) and not f.startswith(ZH_TITLES_BEFORE)]
    if not forms:
        return ties
    # (each form's pattern reads the book once, as one text: no match spans the line between two paragraphs)
    text = "\n".join(p.text for p in paragraphs)
    starts = list(accumulate((len(p.text) + 1 for p in paragraphs[:-1]), initial=0))
    for form in forms:
        surname = _surname_titled(form, TITLED) or ""
        title = form[len(surname):]
        pattern = re.compile(f"{re.escape(surname)}([\u4e00-\u9fff]{{1,2}}){re.escape(title)}")
        seen: dict[str, list[int]] = {}
        for m in pattern.finditer(text):
            full = surname + m.group(1)
            if personal_name(full) and not set(m.group(1)) & ZH_NOT_GIVEN:
                seen.setdefault(full, []).append(bisect_right(starts, m.start()) - 1)
        # …or after it, in apposition (公社副主任徐治功: 徐主任), a full name the candidates hold
        after = re.compile(f"{re.escape(title)}{re.escape(surname)}([\u4e00-\u9fff]{{1,2}})")
        for m in after.finditer(text):
            held = next((surname + m.group(1)[:n] for n in (2, 1) if surname + m.group(1)[:n] in out), None)
            if held is not None and personal_name(held):
                seen.setdefault(held, []).append(bisect_right(starts, m.start()) - 1)
        often = [f for f, where in seen.items() if len(where) >= FULL_TITLED_MIN]
        # a rival the book writes with the title only once is still a second bearer (将军张飞 / 将军张辽)
        if len(often) != 1 or any(f in out for f in seen if f != often[0]):
            continue
        full = often[0]
        if text.count(full) - text.count(full + title) < FULL_TITLED_MIN:  # 宋兵卢先锋: 宋兵 and 卢先锋
            continue
        if full not in out:
            out[full] = Candidate(full, text.count(full), Votes({"person": float(text.count(full))}))
        ties[(full, form)] = seen[full]
    return ties


NOT_NAMES = ZH_OFFICES | ZH_KINSHIP | frozenset(ZH_HONORIFIC_AFTER) | CALLINGS
SURNAMED_MIN = 3  # uses of 唐三藏 (a surname before a name the finder took) for it to be a form


def _add_surnamed(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], usages: dict[str, "_Usage"]) -> None:
    """唐三藏 of 三藏: a one-character surname written before a name of two characters or more that opens
    with none (三藏, 太宗) is a fuller form of it, written a few times; the surname family joins them."""
    # a name that speaks in the narration (三藏道), not an honorific said to its bearer (圣僧), an office or
    # a calling (滕府尹, 鲁长老), nor a part of a longer name (老君 of 太上老君: 李老君 would leave it between two)
    names = [w for w, c in out.items() if 2 <= len(w) <= 3 and surname_of(w) is None
             and (not placelike(w) or c.kind_votes["person"] > c.kind_votes["place"])  # 寿峰: a man, 峰 or not
             and w in usages and usages[w].rate(usages[w].speaks) >= SPEAKS_SOME
             and w not in NOT_NAMES and not any(w in o and w != o for o in out)]
    if not names:
        return
    surnames = "".join(sorted(s for s in ZH_SURNAMES if len(s) == 1))
    pattern = re.compile(f"[{surnames}](?:{'|'.join(map(re.escape, sorted(names, key=len, reverse=True)))})")
    found = Counter(m.group() for p in paragraphs for m in pattern.finditer(p.text))
    for form, n in found.items():
        if n >= SURNAMED_MIN and form not in out:
            out[form] = Candidate(form, n, Votes({"person": float(n)}))


def _add_designated(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], usages: dict[str, "_Usage"],
                    vocabulary: set[str]) -> dict[tuple[str, str], list[int]]:
    """Forms tied to a candidate by a naming statement become candidates, however rare (written at
    least twice); so does a noun of the book's vocabulary naming the subject (猴王 in 猴王笑道：“自今就
    叫做孙悟空也”)."""
    def noun(w: str) -> bool:
        return w in out or w in vocabulary and len(w) >= 2 and usages[w].tags.most_common(1)[0][0] in NOUN_TAGS \
            and w[0] not in ZH_DETERMINER_PREFIXES

    def speaker(w: str) -> bool:
        return w in out or noun(w) and usages[w].rate(usages[w].speaks) >= SPEAKS_SOME

    pairs = designations(paragraphs, noun, speaker)
    if not pairs:
        return {}
    text = "\n".join(p.text for p in paragraphs)
    counts = {f: text.count(f) for pair in pairs for f in pair}
    kept: dict[tuple[str, str], list[int]] = {}
    for (a, b), where in pairs.items():
        if counts[a] < DESIGNATED_MIN or counts[b] < DESIGNATED_MIN or a not in out and b not in out \
                and not (a in vocabulary and b in vocabulary):
            continue
        kept[(a, b)] = where
    for (a, b) in kept:
        for form, other in ((a, b), (b, a)):
            if form in out:
                continue
            if form in usages and usages[form].count >= MIN_COUNT:
                votes = _kind_votes(form, usages[form])
            elif other in out:
                share = counts[form] / max(out[other].count, 1)
                votes = Votes({k: v * share for k, v in out[other].kind_votes.items()})
            else:
                votes = Votes({"person": counts[form]})
            out[form] = Candidate(form, counts[form], votes)
    return kept


def _add_familiar(out: dict[str, Candidate], usages: dict[str, "_Usage"], vocabulary: set[str]) -> None:
    """老猪 like 老孙: a familiar prefix and the surname of a name whose given name is a name too
    (猪八戒 / 八戒) is a form of that name, however often it is owned (等老猪) or self-referring."""
    surnames = {f[0] for f in out if len(f) >= 3 and f[1:] in out and f[0] not in ZH_FAMILIAR_PREFIXES}
    for word in sorted(vocabulary):  # a set's order follows the hash seed: the candidates' order must not
        if len(word) == 2 and word[0] in ZH_FAMILIAR_PREFIXES and word[1] in surnames and word not in out:
            u = usages[word]
            if u.tags.most_common(1)[0][0] in NOUN_TAGS:
                out[word] = Candidate(word, u.count, _kind_votes(word, u))


def _add_bare(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """观世音 of 观世音菩萨: a name written with a title after it is also a name without it, when the
    text writes it bare often enough."""
    titled = {f: f[:-len(h)] for f in out for h in ZH_HONORIFIC_AFTER
              if f.endswith(h) and len(f) - len(h) >= 2 and f[:-len(h)] not in out}
    if not titled:
        return
    text = "\n".join(p.text for p in paragraphs)
    for form, bare in titled.items():
        n = text.count(bare) - text.count(form)
        if n >= MIN_COUNT and bare[0] not in ZH_DETERMINER_PREFIXES:
            share = n / max(out[form].count, 1)
            out[bare] = Candidate(bare, n, Votes({k: v * share for k, v in out[form].kind_votes.items()}))


def _add_titled(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """A name with a title after it (哪吒太子, 金角大王), written at least twice, is a form of that
    name even when too rare to pass as a name alone."""
    people = [w for w, c in out.items() if len(w) >= 2 and not placelike(w)
              and c.kind_votes["place"] <= max(c.kind_votes["person"], c.kind_votes["term"])]
    if not people:
        return {}
    name = trie_regex(people, words=False).pattern
    # a rank may stand between: 哪吒三太子
    titled = re.compile(f"({name})[一二三四五六七八九十]?(?:{'|'.join(sorted(ZH_HONORIFIC_AFTER, key=len, reverse=True))})")
    found: Counter[tuple[str, str]] = Counter()
    for p in paragraphs:
        found.update((m.group(), m.group(1)) for m in titled.finditer(p.text))
    ties: dict[tuple[str, str], list[int]] = {}
    for (form, base), n in found.items():
        if n >= TITLED_MIN and form not in out and len(form) <= MAX_LEN:
            share = n / out[base].count
            votes = Votes({k: v * share for k, v in out[base].kind_votes.items()})
            votes["person"] += n  # the title is a person's
            out[form] = Candidate(form, n, votes)
            ties[(base, form)] = []  # the form shows the tie: no statement needed
    return ties


_TITLE_ENDINGS = tuple(ZH_HONORIFIC_AFTER) + tuple(ZH_OFFICES) + tuple(CALLINGS) + ("行者", "菩萨")


def _titled(word: str) -> bool:
    """卷帘大将, 观世音菩萨, 副先锋: a title closes the word."""
    return word.endswith(_TITLE_ENDINGS)
