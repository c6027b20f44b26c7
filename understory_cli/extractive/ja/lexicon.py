"""Japanese's closed word lists: honorifics, the cues of a name's use, roles. No book's names here."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

import opencc

# Japanese (extractive/ja/): honorifics written after a name, the cues of its use, and the
# kinship terms and roles that take an honorific without being anyone's name (婆さん, 和尚さん, 奥さん).
JA_HONORIFICS_KANA = ("さん", "さま", "くん", "ちゃん", "はん")
JA_HONORIFICS_KANJI = ("先生", "先輩", "様", "君", "殿", "氏", "閣下")  # also end common words (有様, 模様): checked harder
JA_FAMILIAR_SUFFIXES = ("公",)  # 野だ公: a form of its own, the name's alias (not dropped like さん)
# the narrator's voice (おれ, 僕, 私, 吾輩): one entry when one of them carries the whole narration
JA_FIRST_PERSON = ("おれ", "俺", "僕", "ぼく", "私", "わたし", "あたし", "吾輩", "わし", "拙者", "あたい")
JA_HONORIFIC_PREFIXES = ("御",)  # 御那美さん (お那美さん)
JA_SPEECH = ("言っ", "言う", "言い", "云っ", "云う", "云い", "答え", "聞い", "聞く", "訊い", "訊く", "尋ね", "思っ", "思う",
             "笑っ", "笑う", "叫ん", "叫ぶ", "呟い", "囁い", "怒鳴", "問う",
             # kana spellings and other tenses (1920s translations and children's stories write them so)
             "いいまし", "いった", "いって", "いいながら", "叫び", "訊き", "聞き", "たずね", "こたえ", "申し", "思いまし",
             "つぶや", "ささや", "さけび", "しゃべ",
             # the historical kana spellings (歴史的仮名遣い) of the same verbs, which a book printed before 1946 writes
             # and a modern one never does (云ふ, 言つた, 思ひ, 答へ)
             "言ふ", "云ふ", "いふ", "言ひ", "云ひ", "いひ", "言つ", "云つ", "思ふ", "思ひ", "思つ", "笑ふ", "笑ひ", "笑つ",
             "答へ", "答ふ", "問ひ", "問へ", "叫ば")
# literary (文語) speech as a person's act, a vote for a kind only (never a candidate's source: 語る is modern too):
# 曰く, 宣ふ, 語りぬ, 嘲り笑ひぬ, 耳語き
JA_LITERARY_SPEECH = ("曰", "いはく", "云はく", "言はく", "宣ふ", "宣ひ", "のたま", "語る", "語り", "語れ", "嘲", "罵", "囁",
                      "耳語", "呟き", "涙", "跪", "合掌", "気遣",
                      # what a literary narration's people feel and do: 心着き, 苦笑しつ, 懼れて, 竦みて, 慮りて
                      "心着", "心苦", "苦笑", "微笑", "懼", "竦", "慮", "歎", "嘆", "羞", "恥ぢ", "憂へ", "悲み")
# what only living beings do, after X は / X が (ロッティは泣き出し, ファゼーロは走り出し)
JA_ACTS = ("泣", "笑い", "振り向", "ふりかえ", "見返", "走り", "歩", "肯", "うなず", "頷", "考え", "黙っ", "驚", "喜", "怒",
           "眠", "寝て", "坐", "座っ", "立ち上", "出て行", "入って来", "返事")
JA_ROLES = frozenset("""
婆 爺 兄 姉 弟 妹 娘 嬢 母 父 子 孫 嫁 婿 奥 客 坊 皆 奴 仏 神 主 夫 妻 人 方 者 様 君 殿 僧 師 叔母 伯母 叔父 伯父 小母 小父
旦那 隠居 和尚 主人 亭主 親方 先生 小僧 坊主 坊や 御前 画工 女将 番頭 医者 大将 親分 親父 母親 父親 祖父 祖母 息子 兄貴
姉貴 女中 下女 車屋 宿屋 床屋 皆様 奥様 嬢様 旦那様 若旦那 御客 和尚様 殿様 王様 神様 仏様 御嬢 御婆 御爺 御叔母 御伯父
御叔父 御伯母 御主人 御神 御上 御前様 お客 同 見 有 模 行 一同 諸君 貴君 諸氏 両氏 同氏 某氏 彼氏 其
女 男 老人 老婆 老爺 若者 子供 小供 生徒 車夫 小使 下女 女房 宿 先方 相手 当人 本人 連中 教師 職員
""".split())

# forms of address and kinship words in kana, and nouns for a kind of person: worn by whoever is spoken of, never
# a name alone (おじ, おかみ, 青年, 紳士); with a name they are its aliases. Prefixes 大 老 若 make no name either (大博士)
JA_ADDRESS = frozenset("""
おじ おば じい ばあ おじい おばあ じいや ばあや おかみ おっか おっかあ おっかさん おとっつぁん おとう おかあ かあ とう にい ねえ
あに あね おやじ おふくろ 宮 若様 お嬢 嬢 坊ちゃん 姫 姫君 王 女王 王子 王女 皇帝 陛下 殿下 閣下
青年 少年 少女 乙女 紳士 婦人 淑女 女の子 男の子 子ども 子供 赤ん坊 娘さん 老女 百姓 商人 巡査 警官 警部 泥棒 盗賊 兵隊 兵士 士官
博士 技師 学者 医者 医師 牧師 神父 教授 判事 裁判官 大臣 校長 教頭 先生 生徒 学生 小使 女中 下男 召使 給仕 料理番 番人
司教 大司教 司祭 主教 僧正 修道士 修道女 尼 議員 上院議員 代議士 役人 大人 お上 上さん おかみさん 婢 下婢 老嬢 おまわり
だんな 旦那 親分 おやぶん 親父 兄貴 あにき 姉貴 あねき 坊や おかあさん おとうさん 母さん 父さん かあさん とうさん 親方 おやかた
お上 大人 司祭 助任司祭 僧侶 パパ ママ コック ボーイ メイド マスター シスター ボス
おっ母 おッ母 おっ父 おッ父 おっ母あ おっ父う おっとう
嫂 兄嫁 義姉 義兄 義妹 義弟
翁 媼 嫗 姥 姨 老翁 老媼 主翁 阿爺 阿父 阿母 阿兄 阿姉 母上 父上 兄上 姉上 叔父上 伯父上 叔母上 伯母上 祖母上 祖父上
""".split()) - {"校長", "教頭"}  # a school's titles are nicknames in 坊っちゃん's kind of book: the statements decide
# (the list's last line a literary text's: 翁 "old man", 姨 "aunt", 阿父 お父)
JA_TITLE_PREFIXES = ("大", "老", "若", "小", "お", "御")
# titles written after a name: one person's form, whole (クーボー大博士, ヴィタリス親方); the name alone is the same person
JA_TITLES = ("大博士", "博士", "老技師", "技師", "大尉", "中尉", "少尉", "大佐", "中佐", "少佐", "将軍", "親方", "女史", "小父",
             "伯爵", "子爵", "男爵", "公爵", "侯爵", "教授", "医師", "牧師", "神父", "判事", "嬢", "閣下", "陛下", "殿下",
             # offices (ネネム裁判長): alone, whoever holds them
             "裁判長", "所長", "署長", "局長", "院長", "館長", "船長", "隊長", "団長", "社長", "会長", "村長", "町長", "市長", "知事", "長官")
# nouns of a place written after a name and の: the place is the whole (ポラーノの広場)
JA_PLACE_NOUNS = ("広場", "森", "町", "村", "国", "島", "山", "川", "湖", "海", "駅", "港", "城", "塔", "丘", "谷", "野原", "街",
                  "通り", "寺", "館", "宮殿", "牧場", "農場", "工場", "学校", "屋敷")
# a title for someone else: X夫人 is X's wife, not X
JA_MARRIED = ("夫人", "奥さん", "奥様")
# katakana titles written before a name with ・ (プリンセス・セエラ, ミス・ミンチン): the name is the person's
JA_KATAKANA_TITLES = frozenset("プリンセス プリンス ミス ミスタ ミスター ミセス マダム ムッシュ ムッシュウ サー レディ ロード ドクトル ドクター"
                               " キャプテン ミストレス セニョール セニョーラ フラウ ヘル".split())


def is_address(form: str) -> bool:
    """A form of address, a kinship word, a noun for a kind of person or a title, alone (おじ, おかみさん, 大博士, 大尉)."""
    return bool(_bare(form) & (JA_ADDRESS | set(JA_TITLES + JA_MARRIED)))


def is_person_word(form: str) -> bool:
    """A word for anyone of a kind or kin (博士, 大博士, 紳士, 小父), not a rank one person holds (大尉)."""
    return bool(_bare(form) & (JA_ADDRESS | JA_ROLES))


def _bare(form: str) -> set[str]:
    """The form and its new-style spelling (an older print's 奧さん, お孃: 奥さん, お嬢), each without a title's prefix or an
    honorific: what the word lists are looked up by."""
    forms = {form, new_forms(form)}
    words = {f[1:] for f in forms if f[:1] in JA_TITLE_PREFIXES and len(f) > 2} | forms
    return words | {w[:-len(h)] for w in words for h in JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI if w.endswith(h)}


@lru_cache(maxsize=4096)
def new_forms(form: str) -> str:
    """The form in the new-style characters (新字体) the word lists are written in: books printed before 1946 and their
    reprints write 孃, 奧, 國, 學 (OpenCC's t2jp maps them; a character it leaves is left)."""
    return _old_to_new().convert(form)


def new_text(text: str) -> str:
    """A paragraph in the new-style characters, character for character (an older print's 聲 is 声 at the same offset);
    the text itself when a conversion would change its length."""
    modern = _old_to_new().convert(text)
    return modern if len(modern) == len(text) else text


@lru_cache(maxsize=1)
def _old_to_new() -> opencc.OpenCC:
    return opencc.OpenCC("t2jp")


def name_alternation(forms: Iterable[str]) -> str:
    """The book's forms of two characters or more as one regex alternation, longest first (a longer name wins over the
    shorter one inside it), or "" when there are none: what the whole-book kin and role readers match names by."""
    return "|".join(re.escape(f) for f in sorted({f for f in forms if len(f) >= 2}, key=len, reverse=True))
