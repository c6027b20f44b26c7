"""What each use of a Japanese name candidate says of its kind (candidates.py reads the book's forms once, here):
an honorific or a person's title after it (フリント船長), speech and acts, what is said to a person, a place gone to or
an inn's sign, an address, and the marks a thing bears (pointed at with あの, the object of を)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..types import Votes
from .lexicon import (JA_ACTS, JA_HONORIFIC_PREFIXES, JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI, JA_LITERARY_SPEECH, JA_MARRIED,
                      JA_SPEECH, JA_TITLES, new_text)
from .shapes import BEING_PERSON, KANJI, KATAKANA, ROLE_BEFORE, introduced

HONORIFICS = sorted(JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI, key=len, reverse=True)
# the cue words a thing or a place is written with too, each read only where it is a person's: 「丘の名といふ」 (is
# called), 「歴史を物語る」 (a thing tells), 「涙の谷」 (a vale of tears), 「感歎すべき」 (admirable), 「思ひの外に広し」,
# 「思ひもよらぬ」 (unexpectedly)
_GUARDED = {"いふ": "(?<!と)いふ", "いひ": "(?<!と)いひ", "語る": "(?<!物)語る", "語り": "(?<!物)語り", "語れ": "(?<!物)語れ",
            "涙": "涙(?!の)", "歎": "(?<!感)歎", "嘆": "(?<!感)嘆", "思ひ": "思ひ(?!の[外他ほ]|もよ|もか)"}
SPEECH = "|".join(_GUARDED.get(w, w) for w in JA_SPEECH)
LITERARY_SPEECH = "|".join(_GUARDED.get(w, w) for w in JA_LITERARY_SPEECH)
ACTS = "|".join(("起っ", "来た", "来て", "帰っ", "眺め", "睨め") + JA_ACTS)  # what people do (X が起った, X は黙っていた)
SUBJECT = re.compile(rf"^[はがも]、?[^。、！？「」『』\n]{{0,10}}?(?:{SPEECH}|{ACTS}|{LITERARY_SPEECH})")
# what is said to a person, or of their face and voice: に聞く, の顔, と喧嘩
PERSON_AROUND = re.compile(r"^(?:に(?:聞|訊|話|云|言|頼|尋|逢|会|向って|相談|謝)|の(?:顔|眼|目|口|声|頭|手|癖|奴|宅|野郎)"
                           r"|と(?:喧嘩|相談|一緒|二人)|って(?:人|男|女)|と(?:いう|いふ|云ふ|言ふ)(?:子|人|男|女|娘|少年|少女|方|者|婢|下女|女中|老人)"
                           r"|と申します"  # ペムペルという子, マリウチアといふ娘
                           # a literary text's: 「Xのいはく」, 「Xの我にいふやう」 (what X said: a speech verb's やう, not
                           # 「Xの上にあるやう」; X's own, not 「Xの人のいはく」, what X's people say), Xに語り (not 「Xに語り継がれし」:
                           # handed down in X), Xが許へ (to X's side), Xが手を / Xが面の (X's hand, face: が of the
                           # genitive, before its own particle — not 「Xが手に入る」, 「Xが胸に浮ぶ」, 「Xが顔を出す」, a thing's)
                           r"|の[^。、！？「」『』\nの]{0,6}?(?:(?:いは|云は|言は|宣は|のたまは)く|曰く"
                           r"|(?:いふ|云ふ|言ふ|い[ひへ]ける|云ひける|言ひける|申す|申しける|語る|語りける|問ふ|答ふる|のたまふ|宣ふ)やう)"
                           r"|に(?:い[ふひ]|問[ひふ]|語[りる](?![継伝])|告げ)|[がの]許[へにをよ]|が(?:手|面|顔|声|詞|肩|頸)[をのは](?!出)|の(?:肩|頸))")
# 「ディルバーの主婦さん」, 「カムパネルラのお父さん」, 「マスグレエヴの奥さん」: a kin or a household's word with its honorific
# after a katakana name and の is someone's relative, the name a person's (a family's); not 「スペインの尼さん」, a place's
# nun, nor 「大屋敷の奥様」, a house's lady
KIN_AFTER = re.compile(r"^の(?:お|御|阿)?(?:父|母|伯父|叔父|伯母|叔母|兄|姉|奥|主婦|細君|女房|家内)(?:さん|様)")
SPEAKER_BEFORE = re.compile(r"[」』]と$")  # 」とハリーが言った
# 行 and 出 of a verb, not of 行儀 or 出来 (一列に行儀よく並んで: in a row, no place)
_GO = rf"行(?![{KANJI}])|出(?!来)"
# 至 of 「羅馬に至りぬ」 (reached), not of 「父に至っては」 (as for father) nor 「子供に至るまで」 (down to the children)
_REACHED = "至(?![っり]て[はも]|るまで)"
PLACE_AFTER = re.compile(rf"^(?:へ|に(?:{_GO}|着|来|帰|向|住|入|戻|泊|居|往|{_REACHED}|赴|い(?:た|る|ます|まし|て))|から|で(?![はもすあしご])"  # not である, でした
                         r"|の(?:市|町|村|海|森|野原|国|都|港|駅|岸|郊外|人々)|(?:火山|海岸|地方|警察|市|県|州)"  # イーハトーヴォの野原
                         r"|(?:という|と云う|とか云う)(?:宿屋|旅館|宿|店|寺|町|村|料理屋|茶屋|質屋|温泉|川|島|看板)"
                         r"|の(?:宿屋|旅館|看板))")  # トロア・ドーファンの宿屋, クロア・ド・コルバという看板の…宿屋: an inn's name
ADDRESS = re.compile(r"^(?:や|よ)?[、，！!]")  # 「マグロアールや、」: a vocative
# one giving their name: 「シュワルツァーと名のった」 (名乗る is said of a person only), and a line that opens with the name
# it says is the speaker's, 「イェレミーアスっていいます」, 「バルナバスといいます」 (a place is called so after its topic)
NAMES_ONESELF = re.compile(r"^(?:と|って)(?:名の|名乗)")
SAYS_OWN_NAME = re.compile(r"^(?:と|って)(?:いい|言い|云い|申し)ます")
MOTION = re.compile(rf"^[へに](?:行(?![{KANJI}])|着|来|帰|向|戻|旅|到|出か|出掛|出発|往|{_REACHED}|赴)")  # a destination after a verb of motion (literary 往き, 至り)
DEMONSTRATIVES = ("あの", "この", "その")  # あのラスカア (that rascal): a descriptor, as a name is not written
PERSON_HONORIFIC = 2.0
PERSON_SPEAKS = 2.0
PERSON_SPEAKER = 1.0
PERSON_ADDRESSED = 1.0
PERSON_BEING = 3.0  # a copula's 男/女: above a firm place's prior for a handful of uses
PLACE_CUE = 1.0


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

# a person's title after a name (フリント船長, フリント親分): a person's, as an honorific is, whatever the dictionary
# says the word is (flint, England); not an office a place's name takes too (パリー市長, 英国皇帝陛下) nor a peer's
# (ウェリントン公爵, the place's duke)
_OFFICES = frozenset(("裁判長", "所長", "署長", "局長", "院長", "館長", "隊長", "団長", "社長", "会長", "村長", "町長",
                      "市長", "知事", "長官", "陛下", "殿下", "伯爵", "子爵", "男爵", "公爵", "侯爵"))
PERSON_TITLES = tuple(sorted({t for t in JA_TITLES + JA_MARRIED if t not in _OFFICES} | {"親分"}, key=len, reverse=True))
TITLED_AFTER = re.compile(rf"(?:{'|'.join(PERSON_TITLES + JA_HONORIFICS_KANJI)})(?![{KANJI}])|さん|さま|くん|はん")


def uses(texts: list[str], forms: dict[str, int], katakana: Counter[str]
           ) -> tuple[dict[str, Votes], Counter[str], dict[str, Counter[str]]]:
    """Each form's kind votes, its uses, and its uses after a demonstrative (あの, この, その: "pointed"), before
    を ("object"), and before a person's title or honorific ("titled"), and before
    で as a place's cue ("by": a place's or a thing's, 油布でくるんだ)."""
    votes: dict[str, Votes] = defaultdict(Votes)
    counts: Counter[str] = Counter()
    marks: dict[str, Counter[str]] = {"pointed": Counter(), "object": Counter(), "introduced": Counter(),
                                     "titled": Counter(), "by": Counter()}
    pattern = re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))
    for text in texts:
        modern = new_text(text)  # 聲, 顏, 來, 歸: an older print's characters read as the cues are written (声, 顔, 来, 帰)
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
            after = modern[end:end + 24]
            titled = TITLED_AFTER.match(after)
            marks["titled"][form] += bool(titled)
            for h in HONORIFICS:
                if after.startswith(h):
                    v["person"] += PERSON_HONORIFIC
                    after = after[len(h):]
                    break
            else:
                if titled:  # イングランド船長
                    v["person"] += PERSON_HONORIFIC
                    after = after[titled.end():]
            if BEING_PERSON.match(after):
                v["person"] += PERSON_BEING
            if SUBJECT.match(after):
                v["person"] += PERSON_SPEAKS
            elif PERSON_AROUND.match(after) and (len(form) > 1 or after[:1] != "の") \
                    or form in katakana and KIN_AFTER.match(after):  # (樂の聲, music's sound: one kanji's の is a thing's too)
                v["person"] += PERSON_SPEAKER
            if introduced(text, start, end):  # マグロアールという婢, 名をＧ某と言った
                v["person"] += PERSON_SPEAKS
                marks["introduced"][form] += 1
            if SPEAKER_BEFORE.search(modern[max(0, start - 2):start]) or ROLE_BEFORE.search(modern[max(0, start - 3):start]):
                v["person"] += PERSON_SPEAKER
            if start and text[start - 1] in "「『" and ADDRESS.match(after):
                v["person"] += PERSON_ADDRESSED
            if NAMES_ONESELF.match(after) or start and text[start - 1] in "「『" and SAYS_OWN_NAME.match(after):
                v["person"] += PERSON_SPEAKS
            if PLACE_AFTER.match(after):
                v["place"] += PLACE_CUE * (2 if MOTION.match(after) else 1)  # パリーに出かけ: a journey's end
                marks["by"][form] += after[:1] == "で"  # 油布でくるんだ: where, or with what
    return votes, counts, marks
