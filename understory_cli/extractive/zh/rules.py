"""How Chinese names relate (ChineseRules): parts, abbreviations, surname families, familiar forms."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

import rjieba

from .lexicon import (ZH_FAMILIAR_PREFIXES, ZH_PERSON_TAGS, ZH_HONORIFIC_AFTER, ZH_KINSHIP, ZH_MARRIED, ZH_OFFICES, ZH_RANKS,
                      ZH_SURNAME_TITLES, ZH_SURNAMES, kin_address)
from ..types import Paragraph
from ..scan import FoundOnce, trie_regex
from .. import families as foreign_families
from .bare_roles import bare_role
from .gender import SUFFIX_SEXES, married_names, sexes as pronoun_sexes
from .epithets import _shared_endings
from .introductions import HONORIFIC_CHARS, NOT_GIVEN, NOT_GIVEN_CHARS
from .renamings import daughters_named
from .usage import NAME_DOTS, dotted_parts
from .statements import SPEAKER_GAP, ZH_SPEECH_OPEN, personal_name, placelike, surname_of
from .ties import (GENERATIONS, ZH_COPULA, ZH_SELF_INTRO, _bearer, _bywords, _clause_length, _closes, _in_rosters,
                   _named_in_runs, _peoples_words, _surname_title_ties, _surname_titled, generation_titled)


CLAUSE_END = re.compile("[。！？；!?;：:“”「」『』，,]")  # or a quotation: the speaker and whom they speak of
GIVEN_NAME_FREQ_MAX = 50  # the dictionary's count of a given name (凤喜 1, 家树 4, 伯和 15; 长老 2,251)
TWO_PEOPLE_APART = 3  # clauses in which two names written together are also written apart
# titles said of one woman by one name: a married woman (Mrs, Madam, the widow), a girl (Miss)
SAME_TITLES = (("太太", "夫人", "寡妇"), ("姑娘", "小姐"))
NO_NAME = frozenset("老小大二三四五六七八九十新他她们那这个位的了是")  # 老太太, 二夫人, 她们太太: no name before


def _two_people(together: set[tuple[str, str]], apart: Counter[tuple[str, str]]) -> set[tuple[str, str]]:
    """Two names written together that the text also writes apart in one clause, one doing something to
    the other (以掃對雅各說 beside 他兩個兒子以掃雅各; 摩西對亞倫說 beside 摩西亞倫就去): a list of two
    people, not one person's names. A title written with its bearer's name (哪吒三太子) is seldom apart."""
    return {(x, y) for x, y in together if apart[(x, y)] + apart[(y, x)] >= TWO_PEOPLE_APART}


class ChineseRules:
    """How Chinese names relate: parts (悟空 / 孙悟空, 大圣 / 齐天大圣), first+last character
    abbreviations (玉帝 / 玉皇大帝), surname families (孙 + 悟空 / 行者 / 大圣) and familiar forms (老孙)."""

    part_ratio = 30.0  # 长老 (647) is a title of its own, not the 长老 of 孙长老 (11)
    title_ratio = 5.0  # 天尊 (46) of 元始天尊 (6), mostly said of others: a title, unless discourse ties it

    def __init__(self, vocabulary: set[str], declared: dict[tuple[str, str], list[int]] | None = None,
                 familiar: set[str] | None = None, familiar_shared: set[str] | None = None,
                 ranked_men: set[str] | None = None, generation_named: dict[str, tuple[str, str]] | None = None):
        self.vocabulary = vocabulary  # words seen standalone: the given-name half of 孙悟空 must be one
        self._declared = declared or {}  # naming statements found with the candidates (designations)
        self.adjacent: set[tuple[str, str]] = set()  # tie pairs found only written together (军师吴用)
        # a word that ends several others (观音菩萨, 文殊菩萨, 普贤菩萨) is a title they share
        self.titles = _shared_endings(vocabulary)
        # 老赵, 小杜: familiar forms the text uses as people (familiar.py), and those of a surname several bear
        self._familiar, self._familiar_shared = familiar or set(), familiar_shared or set()
        self._ranked_men = ranked_men or set()  # 一公爵…公爵: a rank that is one man's name (foreign.ranked_men)
        self._generation_named = generation_named or {}  # 老索莱尔, 小索莱尔: a generation before a sound name (generation_named.py)
        # the forms `sexes` read the pronouns for -> each family's surname -> the member its bare uses name
        self._read_members: tuple[frozenset[str], dict[str, str]] = (frozenset(), {})

    def is_title(self, part: str) -> bool:
        return part in self.titles

    def honorific(self, form: str) -> bool:
        """A title written after names (星君, 大王), or a kinship term (奶奶, 二爷): alone, it titles no entity."""
        return form in ZH_HONORIFIC_AFTER or form in ZH_KINSHIP or form in ZH_OFFICES

    def address(self, form: str) -> bool:
        """A kinship term or form of address, or a bare role, rank or office (bare_roles.py; a rank alone, 伯爵, unless
        the text introduced it as the one man it never names): an alias only where the text ties it to one person."""
        return kin_address(form) or bare_role(form) or form in ZH_RANKS and form not in self._ranked_men

    def office_titled(self, form: str, forms: Sequence[str]) -> bool:
        """陆虞候 among forms with 陆谦: a surname with an office or a calling, beside the personal name of
        that surname it stands for."""
        surname = _surname_titled(form)
        if surname is None:
            return False
        known = set(forms)
        return any(g != form and surname_of(g) == surname and _bearer(g, known) for g in forms)

    def variant_key(self, form: str) -> str:
        """温都寡妇 and 温都夫人 are 温都太太, 伊小姐 is 伊姑娘, 沈小姐 is 沈姑娘: one name with titles of one sex and
        age (a married woman, a girl) is one person. Not 老太太 / 老夫人 (no name before the title: an address)."""
        for titles in SAME_TITLES:
            name = next((form[:-len(t)] for t in titles if form.endswith(t)), "")
            if name and (name in ZH_SURNAMES or len(name) >= 2 and not set(name) & NO_NAME):
                return name + titles[0]
        return form

    def core(self, form: str) -> str | None:
        return None

    def parts(self, form: str) -> list[str]:
        """Its heads and tails; not the 马先生 of 小马先生 or 老马先生 (young or old Mr Ma is another man than
        the one bare 马先生 may be: discourse says which, ties._surname_title_ties)."""
        young_or_old = form[1:] if generation_titled(form) and form[0] in GENERATIONS else None
        return [form[:n] for n in range(2, len(form))] + [
            form[n:] for n in range(1, len(form) - 1) if form[n:] != young_or_old]

    def abbreviations(self, form: str) -> list[str]:
        return [form[0] + form[-1]] if len(form) >= 3 else []

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Naming statements (乳名叫做红孩儿，号圣婴大王): said once is enough; and titled forms with the
        name they were built from (哪吒三太子 / 哪吒), which need no statement (an empty list)."""
        # (not a family's surname tied to one member by a dotted name, 伊丽莎·班纳特: its member is its pronouns', `sexes`)
        family = set(foreign_families.titled_members(forms, SUFFIX_SEXES))
        out = {pair: where for pair, where in self._declared.items() if pair[0] in forms and pair[1] in forms
               and not family & set(pair)}
        for surname, member in self.bare_members(forms).items():
            out[(member, surname)] = []
        for pair, where in daughters_named(paragraphs, forms).items():  # the forms are all known only now
            out.setdefault(pair, where)
        return out

    def qualified(self, part: str, form: str) -> bool:
        return False

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Three weak statements that two forms name one being:
        - a copula or a designation between them, the second closing its clause: 八戒，乃天蓬元帅。
        - a self-introduction inside the first one's speech: 八戒道：“我乃是天蓬元帅，...
        - two names written together (哪吒三太子, 如来佛祖), when neither is a place or a title."""
        forms = {f for f in forms if len(f) >= 2}
        if not forms:
            return {}
        pattern = FoundOnce(trie_regex(forms, words=False))
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        written_together: set[tuple[str, str]] = set()
        apart: Counter[tuple[str, str]] = Counter()  # written in one clause with words between them
        holders: dict[str, set[str]] = defaultdict(set)  # a bare role -> the names it is written glued to
        held: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i, p in enumerate(paragraphs):
            text = p.text
            found = [m for m in pattern.finditer(text)]
            glued = _in_rosters(found)
            named = _named_in_runs(found)
            for k, (a, b) in enumerate(zip(found, found[1:])):
                x, y = a.group(), named.get(k, b.group())  # 及时雨呼保义宋公明: both nicknames are 宋公明's
                # an office or a kinship term is whoever's the text speaks of (军师吴用, 军师朱武); a person is no place
                if x == y or kin_address(x) or kin_address(y) or placelike(x) or placelike(y):
                    continue
                gap = text[a.end():b.start()]
                if self.address(x) or self.address(y):  # a bare role: only glued to a name (阿瞿达侯爵), below
                    if gap == "" and k not in glued and not (self.address(x) and self.address(y)):
                        role, name = (x, y) if self.address(x) else (y, x)
                        holders[role].add(name)
                        held[(x, y)].append(i)
                    continue
                if gap and not CLAUSE_END.search(gap):
                    apart[(x, y)] += 1
                if gap == "" and k not in glued and not _two_people_named(x, y):
                    pairs[(x, y)].append(i)
                    written_together.add((x, y))
                    # a name written after several of its own epithets and titles (豹子头林冲, 林武师林冲) is no
                    # role they share; an epithet written before several names is a byword (_bywords)
                    if not personal_name(y):
                        self.adjacent.add((x, y))
                elif ZH_COPULA.fullmatch(gap) and _closes(text, b.end()):
                    pairs[(x, y)].append(i)
            for q in ZH_SPEECH_OPEN.finditer(text):
                speaker = [m for m in found if m.end() <= q.start() and q.start() - m.end() <= SPEAKER_GAP]
                if not speaker:
                    continue
                end = text.find("”", q.end())
                quote = text[q.end():end if end >= 0 else len(text)]
                for s in ZH_SELF_INTRO.finditer(quote):
                    introduced = [m for m in found if q.end() + s.end() <= m.start() and m.end() <= q.end() + len(quote)]
                    clause_end = q.end() + s.end() + _clause_length(quote[s.end():])
                    last = [m for m in introduced if m.end() <= clause_end]
                    if last and _closes(text, last[-1].end()) and last[-1].group() != speaker[-1].group():
                        pairs[(speaker[-1].group(), last[-1].group())].append(i)
        for (x, y), where in held.items():  # a role glued to one name only is that man's (侯爵 of 阿瞿达侯爵)
            if len(holders[x if self.address(x) else y]) == 1:
                pairs[(x, y)] += where
        for pair in {*_bywords(pairs, written_together, self._declared), *_two_people(written_together, apart),
                     *_peoples_words(written_together, self._declared)}:
            pairs.pop(pair, None)
            self.adjacent.discard(pair)
        known = {**pairs, **{pair: [] for pair in self._declared}}  # statements found so far
        for pair, where in _surname_title_ties(paragraphs, forms, pattern, known).items():
            pairs[pair] += where
        return pairs

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Title before name, written together: 齐天大圣孙悟空. (号/叫做 statements name their subject by
        pronoun too often to be read without a parser.)"""
        titled = {f for f in forms if any(f[n:] in self.titles for n in range(1, len(f) - 1))}
        names = {f for f in forms if len(f) >= 3}
        if not titled or not names:
            return {}
        pattern = trie_regex(forms, words=False)
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i, p in enumerate(paragraphs):
            found = list(pattern.finditer(p.text))
            glued = _in_rosters(found)
            for k, (a, b) in enumerate(zip(found, found[1:])):
                if (a.end() == b.start() and k not in glued and a.group() in titled and b.group() in names
                        and a.group() != b.group() and not placelike(a.group())):  # 扈家庄一丈青: where she is from
                    pairs[(a.group(), b.group())].append(i)
        return pairs

    def families(self, forms: set[str]) -> dict[str, set[str]]:
        """Surname -> forms. A character is a surname when it opens two forms followed by a word
        (孙悟空, 孙行者), one of them a name itself; then X + one character (唐僧, 沙僧) joins.
        Familiar prefixes (老, 小) are never surnames."""
        out: dict[str, set[str]] = defaultdict(set)
        named: set[str] = set()
        for f in forms:
            if len(f) >= 3 and f[0] not in ZH_FAMILIAR_PREFIXES and f[1:] in self.vocabulary:
                out[f[0]].add(f)
                if f[1:] in forms:
                    named.add(f[0])
        out = {s: m for s, m in out.items() if s in named and len(m) >= 2}
        for f in forms:
            if len(f) == 2 and f[0] in out:
                out[f[0]].add(f)
        # names sharing a two-character stem that is no word of its own (镇元子 / 镇元大仙) are
        # tried the same way: only names used in the same chapters merge
        stems: dict[str, set[str]] = defaultdict(set)
        for f in forms:
            # (德·莱纳, 德·拉莫尔: a foreign particle before the dot is no stem — the mayor and the marquis)
            if len(f) >= 3 and f[:2] not in self.vocabulary and f[0] not in ZH_FAMILIAR_PREFIXES and f[1] not in NAME_DOTS:
                stems[f[:2]].add(f)
        out.update({s: m for s, m in stems.items() if len(m) >= 2})
        return out

    def may_join(self, a: str, b: str, surname: str, forms: set[str]) -> bool:
        """Two names of one surname are one person's only when one of them is the surname and a name or
        title the text uses alone (孙 + 悟空, 孙 + 大圣, 唐 + 三藏): 宋江 and 宋清, 阮小二 and 阮小七 are
        brothers, 宋太公 their father (a kinship term)."""
        rests = [f[len(surname):] for f in (a, b) if f.startswith(surname)]
        # 宋押司, 宋三郎, 宋皇帝: an office or a birth order is anyone's of that surname; discourse ties it
        if any(r in ZH_KINSHIP or r in ZH_OFFICES or r in ZH_SURNAME_TITLES or r in ZH_MARRIED for r in rests):
            return False
        # 关寿峰 and 关秀姑, father and daughter: two given names, each used alone, are two people (孙悟空 and
        # 孙行者 are one: 行者 is a calling, a word of the dictionary)
        if len(rests) == 2 and rests[0] != rests[1] and all(
                len(r) >= 2 and r in forms and rjieba.suggest_freq(r) <= GIVEN_NAME_FREQ_MAX for r in rests):
            return False
        # 曹仁 and 曹豹 beside 曹孟德 (曹操): a surname and a given name of one character is a full name of its own,
        # another bearer of the surname than any other given name (not 唐僧, 沙僧: a calling after the surname)
        if len(rests) == 2 and rests[0] != rests[1] and any(one_given(r) for r in rests) and all(
                one_given(r) or len(r) >= 2 and r in forms and rjieba.suggest_freq(r) <= GIVEN_NAME_FREQ_MAX
                for r in rests):
            return False
        return any(len(r) >= 2 and r in forms for r in rests)

    def given_name(self, part: str, form: str) -> bool:
        """凤喜 of 沈凤喜, 家树 of 樊家树: a surname before a word the dictionary hardly knows, or knows as a
        person's name however common (宝玉 of 贾宝玉: 3,912 uses, tagged a name), is a given name, however much
        more often the text writes it alone (长老 of 孙长老 is a common noun)."""
        surname = form[:-len(part)] if form.endswith(part) else ""
        return (surname in ZH_SURNAMES and len(part) >= 2 and not self.address(part) and not self.honorific(part)
                and (rjieba.suggest_freq(part) < GIVEN_NAME_FREQ_MAX or _person_word(part)))

    def familiar_surname(self, form: str) -> str | None:
        """老王, 小杜: the surname a familiar form calls someone by; 阿 only before a surname (阿福, 阿Q, 阿傩 are names:
        孽海花's page boy 阿福, 109 uses, had no entry, a lone familiar form being no one's)."""
        if len(form) != 2 or form[0] not in ZH_FAMILIAR_PREFIXES or form[0] == "阿" and form[1] not in ZH_SURNAMES:
            return None
        return form[1]

    def family_names(self, forms: set[str]) -> set[str]:
        """A foreign family's name (奥哈拉 of 杰拉尔德·奥哈拉 and 爱伦·奥哈拉), or a surname the text titles for a man and
        a woman (班纳特 of 班纳特先生 and 班纳特太太: families.titled_members) whose bare uses name no one member
        (`bare_members`): alone, the family, no one person."""
        titled = set(foreign_families.titled_members(forms, SUFFIX_SEXES)) - set(self.bare_members(forms))
        return foreign_families.family_names(_in_parts(forms)) | titled

    def member_title(self, part: str) -> bool:
        """先生, 太太, 小姐: a family member's title after a surname (达西先生), which leaves the surname a name of its own
        (entities._fragment)."""
        return part in SUFFIX_SEXES

    def sexes(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[str, str]:
        """The forms whose title after the name says a sex (班纳特先生: m, 班纳特太太: f): never one entity; a name
        written with a wife's title after it (瑞丰 of 瑞丰太太) that the pronouns after it make a man is her husband. A
        family's surname alone whose pronouns say a sex one titled member only has is that member's (彬格莱, "he",
        is 彬格莱先生 beside 彬格莱小姐: families.bare_members); it joins him (`declared`)."""
        out = foreign_families.titled_sexes(forms, SUFFIX_SEXES)
        members = foreign_families.titled_members(forms, SUFFIX_SEXES)
        bare: dict[str, str] = {}
        # (not a foreign family's last name written after given names, 夏綠蒂·盧卡斯: families.py reads those)
        husbands = {f for f in married_names(forms) - set(members) if not any(f"·{f}" in p.text for p in paragraphs)}
        # (one reading of the pronouns for both: each form's sex is its own uses')
        said = pronoun_sexes(paragraphs, FoundOnce(trie_regex(forms, words=False)), husbands | set(members)) \
            if husbands or members else {}
        # 瑞丰 beside 瑞丰太太, "he": her husband, another entry (a man and a woman are never one)
        out.update({f: "m" for f in husbands if said.get(f) == "m"})
        if members:
            uses = {f: sum(p.text.count(f) for p in paragraphs) for held in members.values() for f in held}
            bare = foreign_families.bare_members(members, said, uses, generation_marked)
            out.update({s: out[member] for s, member in bare.items()})
        self._read_members = (frozenset(forms), bare)
        return out

    def bare_members(self, forms: set[str]) -> dict[str, str]:
        """A family's surname -> the member its bare uses name, as `sexes` read them from the pronouns for these very
        forms: aliases.merge asks `sexes` first, then `family_names` and `declared`, which read this. Forms `sexes`
        never read (a caller that skips it) name no member: every titled surname stays the family's."""
        read, bare = self._read_members
        return bare if read == frozenset(forms) else {}

    def generations(self, forms: set[str]) -> dict[str, tuple[str, str]]:
        """(surname, "old" or "young") of the forms whose title marks a generation of the house: 钱老先生, 马老太太,
        老马先生 the elder; 钱少爷, 钱少奶奶, 小马先生 the younger. One house's elder and younger are never one entry
        (aliases.UnionFind), whatever the discourse ties (钱先生, the father, holding his son 钱少爷)."""
        out = {f: said for f, said in self._generation_named.items() if f in forms}
        for f in forms - set(out):
            marked = generation_titled(f)  # 小马先生, 老马先生, 马老先生
            surname = marked or surname_of(f)
            if surname is None or not marked and not _house_titled(f[len(surname):]):
                continue
            young = f.endswith(_YOUNGER_TITLES) or bool(marked) and f[0] == "小"
            old = f.endswith(_ELDER_TITLES) or bool(marked) and (f[0] == "老" or f[len(surname):].startswith("老"))
            if young != old:
                out[f] = (surname, "young" if young else "old")
        return out

    def bearers(self, forms: set[str]) -> dict[str, tuple[str, str]]:
        """Husband and wife, brothers, by one foreign family's name: two people (aliases.UnionFind)."""
        return foreign_families.bearers(_in_parts(forms))

    def familiar_person(self, form: str) -> bool:
        """老赵 used as a person (familiar.py): an entry of its own when nothing ties it to a name."""
        return form in self._familiar

    def familiar_shared(self, form: str) -> bool:
        """老马 where the book names several 马 (a father and his son): glued to none by the surname alone."""
        return form in self._familiar_shared


_ELDER_TITLES = ("老先生", "老太太", "老太爷", "老太爺", "老爷子", "老爺子", "老夫人")
_YOUNGER_TITLES = ("少爷", "少爺", "少奶奶")


def _house_titled(rest: str) -> bool:
    """老先生, 少爷, 大少爷: a title a house's member wears after its surname."""
    return rest.endswith(_ELDER_TITLES + _YOUNGER_TITLES) and len(rest) <= 4


def generation_marked(form: str) -> bool:
    """老达西先生, 小马先生, 达西老太太: a member the form marks as the elder or the younger generation."""
    return form[:1] in ("老", "小") or form.endswith(_ELDER_TITLES)


def _in_parts(forms: set[str]) -> dict[str, list[str]]:
    """Names in parts joined by a dot (修雷·诺赞), split."""
    return {f: parts for f in forms if len(parts := dotted_parts(f)) >= 2}


# one character after a surname that is a calling or a form of address, no given name (唐僧, 王婆, 孔子, 赵某)
_NOT_ONE_GIVEN = HONORIFIC_CHARS | NOT_GIVEN_CHARS | frozenset("僧尼道某君生子郎氏妃后王帝侯将帅相师官家府庄妈婶妹弟爹母父媪叟妪")


def one_given(rest: str) -> bool:
    """The rest of 曹豹 after its surname: one character that is a given name."""
    return len(rest) == 1 and "\u4e00" <= rest <= "\u9fff" and rest not in _NOT_ONE_GIVEN


def married_form(form: str) -> str | None:
    """The surname of a woman called by it: 尤氏 (her own surname and 氏), 邢夫人 (and a married title), 周瑞家的
    (her husband's full name and 家的, a servant's wife)."""
    if len(form) == 2 and form[1] == "氏" or form[1:] in ZH_MARRIED or len(form) >= 4 and form.endswith("家的"):
        return form[0] if form[0] in ZH_SURNAMES else None
    return None


def _two_people_named(a: str, b: str) -> bool:
    """Two names written together that are a list: two surnamed names of one given character each (贾瑞金荣等,
    贾赦贾政; 金枪手徐宁 is an epithet and its name), or a woman called by her surname's form beside a name that
    does not open with that surname (尤氏凤姐, 秦氏尤氏, 邢夫人王夫人; 贾珍之妻尤氏与贾蓉之妻秦氏: two wives of two men)."""
    if all(len(x) == 2 and personal_name(x) and x[1:] not in NOT_GIVEN for x in (a, b)):
        return True  # 贾瑞金荣等, 贾赦贾政 (花和尚鲁智深, 白日鼠白胜: an epithet of a name's shape and the name)
    return any((s := married_form(x)) is not None and not y.startswith(s) for x, y in ((a, b), (b, a)))


def _person_word(word: str) -> bool:
    """One word of the dictionary, tagged a person's name (宝玉, 李逵)."""
    tokens = rjieba.tag(word, hmm=False)
    return len(tokens) == 1 and tokens[0][1] in ZH_PERSON_TAGS
