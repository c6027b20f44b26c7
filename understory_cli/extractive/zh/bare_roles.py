"""A bare role, rank or office written alone as if a name (老水手, 商会会长, 队长, 师爷, 橘子园主人, 红衣主教, 伯爵夫人,
王上): what the story calls whoever fills the part, no one's name. Like a form of address (lexicon.kin_address) it
is an alias only where the text ties it to a named person (titles.py), and an entry of such words alone is none:
a person the text never names has no entry. Read on the Simplified view.

Three shapes, each of the language, not of a book:
- a closed class: the court's and the church's titles of translated and old fiction (王上, 圣上, 太后, 红衣主教), a
  rank with a married woman's title (伯爵夫人), the offices and modern posts a surname takes (师爷, 团总, 道台, 县长, 司令),
  the late Qing's offices and the forms of address officialdom novels call their holders by (制台, 首县, 太尊, 总办), and
  an official's self-reference, 本 and the office (本府, 本县) or the humble 卑职;
- a dictionary common noun for a kind of person by its head (role_nouns: 水手, 会长, 队长, 军士), the whole word one
  noun of the dictionary or a body's or a place's noun before it (商会会长, 橘子园主人: 主人 an owner);
- an elder's 老 before either (老水手, 老会长).
Never a word jieba reads a person's name or that opens with a surname (王道台, 宗队长: a person), nor the callings
a hero is named by for whole books (长老, 行者, 师父, 圣僧, 法师: not offices here).
"""

from __future__ import annotations

from functools import lru_cache

from .lexicon import ZH_MARRIED, ZH_MODERN_OFFICES, ZH_OFFICES, ZH_RANKS, ZH_SURNAMES
from .role_nouns import _body, _person_noun, _tokens

__all__ = ["bare_role"]

# titles of a sovereign's court and a church a translation or an old novel calls one man or woman by (王上: the king),
# and a married woman's title alone; a rank alone (伯爵) is asked by rules.address, which knows the one man a
# translation introduces as 一公爵 and never names (foreign.ranked_men)
ZH_COURT_TITLES = frozenset("""
国王 王上 圣上 皇上 太后 皇后 王后 女皇 女王 太子 主教 红衣主教 大主教 副主教 教皇 相爷 宰相 大臣 夫人 太太
神甫 神父 本堂神甫 副本堂神甫 本堂神父 教士
""".split())
# the late Qing's offices and the forms of address for their holders, as officialdom novels call an official by his
# post alone, the governor-general 制台 / 督台, the prefect 太尊 / 府尊, the magistrate of the county seat 首县, a
# bureau's director 总办 (官场现形记, 文明小史, 孽海花): whoever holds it, every holder one word (not 观察, 司马, 太史,
# 中堂, 尚书: a verb, a surname, a hall, a book as often)
ZH_QING_OFFICES = frozenset("""
制台 督台 督宪 制军 制宪 抚宪 藩司 臬司 学台 学政 提台 镇台 协台 军门 府尊 太尊 县尊 首县 首府
总办 会办 帮办 督办 提调 统领 管带 钦差 钦差大臣 侍郎 御史 知事 县知事 巡检 典史 县丞 主簿 教谕
参府 参将 副将 千总 把总
""".split()) | frozenset("卑职 职道 卑府 卑县 标下".split())  # …and the humble I an official says to his superior
# an official's or a yamen's self-reference, 本 and the office (本府, 本县, 本官, 本部堂): the speaker's post, no name
ZH_SELF_OFFICE = "本"
_SELF_OFFICES = frozenset("府 县 州 道 官 院 司 部堂 部院 抚院 帅 镇 厅".split())
# offices and posts of the Qing and Republican countryside a story calls its officials by (师爷: a magistrate's
# clerk, 团总: a militia head, 道台: an intendant), an owner's word (店主, 农场主) and a translation's callings of the
# law and of trade (公证人: 欧也妮·葛朗台's notary, 老公证人, an entry of his own)
ZH_POSTS = frozenset("""
师爷 团总 团总爷 道台 中丞 抚台 抚院 藩台 臬台 府台 县太爷 典吏 保长 甲长 乡长 村长 庄长 镇长 会长 队长 总理 总督 巡抚
婆子 家人 护院 管事 姨太 姨太太 房东 房东太太 女主人
店主 船主 矿主 厂主 场主 园主 农场主 庄园主 公证人 代诉人 经纪人 代理人 执达吏
""".split()) | ZH_QING_OFFICES | ZH_MODERN_OFFICES | (ZH_OFFICES - {"天子", "皇帝"})
# (not the modern callings a narration writes before a name, 总庶务蔡永良: what he is, an alias the text ties by
# apposition, which titles.py cannot date)
# an honorific after an office or a rank (府尹大人, 女皇陛下, 知县老爷; a translation's 市长先生, 神甫先生: Monsieur le
# maire, M. l'abbé): the office still
ZH_HONORED = ("大人", "陛下", "殿下", "阁下", "老爷", "先生")
# an owner's word closing a place's noun (橘子园主人, 店主人, 女主人): the owner of whatever it is
ZH_OWNERS = ("主人", "东家", "老板")
_OWNER = "主"  # …and 主 alone after a place's noun of two characters or more (葡萄园主): a word of its own to jieba
# the religious callings a hero is named by for whole books (圣僧, 唐僧's; 祖师, 法师, 天师, 禅师): not offices here
ZH_HOLY = ("僧", "尼", "祖师", "法师", "天师", "禅师", "国师", "大师", "真人")
_ELDER = "老"
# heads of callings that close given names as often (春生, 水生, 金童, 干将, 信徒): a two-character word so is no role
# unless a list has it (review: 一句顶一万句's 春生 lost his entry)
_GIVEN_HEADS = "生童将徒"
_COMMON_NOUN = ("n", "ng", "nz")  # not nr (a person's name), ns, nt (a place's, a body's)


@lru_cache(maxsize=8192)
def bare_role(form: str) -> bool:
    """`form` (Simplified) is a role, a rank or an office alone, no one's name."""
    if len(form) < 2:
        return False
    if form[0] == _ELDER and len(form) >= 3 and bare_role(form[1:]):
        return True
    if form in ZH_COURT_TITLES or form in ZH_POSTS:
        return True
    if form[0] == ZH_SELF_OFFICE and (form[1:] in _SELF_OFFICES or bare_role(form[1:])):  # 本府, 本县, 本部堂
        return True
    honored = next((h for h in ZH_HONORED if form.endswith(h) and len(form) > len(h)), None)
    if honored and bare_role(form[:-len(honored)]):
        return True
    married = next((m for m in ZH_MARRIED if form.endswith(m) and len(form) > len(m)), None)
    if married and form[:-len(married)] in ZH_RANKS:  # 伯爵夫人, 子爵夫人
        return True
    if form in ZH_SURNAMES or form[0] in ZH_SURNAMES and bare_role(form[1:]):  # 上官, 司徒; 马牧师, 宗队长: a person
        return False
    tokens = _tokens(form)
    if any(tag.startswith("nr") for _, tag in tokens):
        return False
    last, tag = tokens[-1]
    if last in ZH_OWNERS:  # 橘子园主人: a place's noun before the owner's
        return len(tokens) >= 2 and all(t.startswith("n") or t == "zg" for _, t in tokens[:-1])
    if last == _OWNER and len(tokens) >= 2:  # 葡萄园|主, 工厂|主: whoever owns the place (not 公主, 教主: one word)
        return all(t.startswith("n") and not t.startswith("nr") and len(w) >= 2 for w, t in tokens[:-1])
    if not tag.startswith(_COMMON_NOUN) or not _person_noun(last, tag) or form.endswith(ZH_HOLY) \
            or len(tokens) == 1 and len(form) == 2 and form[-1] in _GIVEN_HEADS:
        return False
    # the whole a noun, or a body's or a place's noun before it (保安队队长, 县政府科员; not 菩提祖师, a master's name)
    return all(_body(w, t) for w, t in tokens[:-1])
