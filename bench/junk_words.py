"""Words that are never an entry's title (issue 43: pronouns, forms of address and kinship words alone),
written here apart from the finder's lexicon so that the bench does not grade the rules by their own list.
Cross-book lists for each language, never a list for one title."""

from __future__ import annotations

# Kinship terms and forms of address: alone, none is anyone's name (issue 23: 大奶奶, 二爷, 老太太)
ZH_ADDRESS_WORDS = set("""
哥哥 大哥 二哥 三哥 兄弟 贤弟 兄长 哥儿 姐姐 妹妹 嫂嫂 嫂子 大嫂 奶奶 太太 老爷 老太太 爷爷 爷 奶 二爷 三爷 大爷
姑娘 姑姑 姨妈 姨娘 妈妈 母亲 父亲 爹爹 爹 娘 老娘 大娘 太公 太婆 婆婆 公公 娘子 孩儿 儿子 女儿 丈夫 老婆 浑家
叔叔 伯伯 干娘 恩人 恩相 相公 官人 大人 小人 老汉 老儿 先生 师父 师兄 师弟 长老 陛下 殿下 大王 主公 夫人 小姐
老头子 老头儿 少爷 大姑娘 姑妈 表兄 表哥 表妹 舅舅 舅母 妻子 主人 仆人 家父 家母 父 母 兄 弟 妻 夫
""".split())
EN_ADDRESS_WORDS = set("""
mother father mamma papa mama ma pa sir madam madame ma'am ma’am miss mrs mr master mistress lady lord uncle aunt
brother sister cousin grandmother grandfather granny grandpa colonel captain doctor dr
""".split())
JA_ADDRESS_WORDS = set("""
お父様 お母様 お父さん お母さん おとうさん おかあさん おとっつぁん おっかさん おっかあ おやじ おふくろ 父 母 兄 姉 弟 妹
兄さん 姉さん にいさん ねえさん おじさん おばさん おじ おば 叔父 叔母 伯父 伯母 おじいさん おばあさん お爺さん お婆さん
婆さん 爺さん じいさん ばあさん 先生 お嬢様 お嬢さん 奥様 奥さん 旦那 旦那様 だんな おかみさん 親方 主人 ご主人 亭主 女房
おかみ じい おじい じいさん 殿様 若様 パパ ママ 父様 母様 お前さん 坊や 坊ちゃん 小父さん 小母さん 嬢 様 さん 君 殿
""".split())
# Traditional spellings of the Chinese list's characters (the lists are Simplified; no OpenCC in the bench)
_T2S = str.maketrans("賢長爺媽親兒漢渾幹師婦們頭", "贤长爷妈亲儿汉浑干师妇们头")

PRONOUNS = set("""
我 你 他 她 它 您 咱 俺 我们 你们 他们 她们 它们 咱们 俺们 自己 人家 大家 别人 本人
わたし 私 あたし わたくし ぼく 僕 おれ 俺 おいら わし あなた あんた きみ おまえ お前 彼 彼女 かれ 自分 われわれ 我々 わたしたち
i me my you your he him his she her it its they them their we us our myself himself herself yourself themselves
""".split())


def _cjk(title: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in title)


def address_term(title: str) -> bool:
    """A kinship term or form of address (大奶奶, 二爷, 老太太; お父様; Mother, Sir, Miss) standing alone as a title."""
    if title in JA_ADDRESS_WORDS:
        return True
    if _cjk(title):
        title = title.translate(_T2S)
        return (title in ZH_ADDRESS_WORDS or title[1:] in ZH_ADDRESS_WORDS and title[0] in "大二三四五六七八九十小老"
                or title[2:] in ZH_ADDRESS_WORDS and title[:2] in ("老太", "太太"))
    return all(w.rstrip(".").lower() in EN_ADDRESS_WORDS for w in title.split())


def pronoun(title: str) -> bool:
    """A personal pronoun standing as a title (わたし, 他們, She)."""
    return title.translate(_T2S).lower() in PRONOUNS


def address_titles(entities, n: int = 30) -> list[str]:
    """The top-n entities titled by a kinship term or a form of address (issue 23: none)."""
    return [e.name for e in entities[:n] if address_term(e.name)]
