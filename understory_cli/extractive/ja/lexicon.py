"""Japanese's closed word lists: honorifics, the cues of a name's use, roles. No book's names here."""

from __future__ import annotations

# Japanese (extractive/ja/): honorifics written after a name, the cues of its use, and the
# kinship terms and roles that take an honorific without being anyone's name (婆さん, 和尚さん, 奥さん).
JA_HONORIFICS_KANA = ("さん", "さま", "くん", "ちゃん", "はん")
JA_HONORIFICS_KANJI = ("先生", "先輩", "様", "君", "殿", "氏")  # also end common words (有様, 模様): checked harder
JA_FAMILIAR_SUFFIXES = ("公",)  # 野だ公: a form of its own, the name's alias (not dropped like さん)
# the narrator's voice (おれ, 僕, 私, 吾輩): one entry when one of them carries the whole narration
JA_FIRST_PERSON = ("おれ", "俺", "僕", "ぼく", "私", "わたし", "あたし", "吾輩", "わし", "拙者", "あたい")
JA_HONORIFIC_PREFIXES = ("御",)  # 御那美さん (お那美さん)
JA_SPEECH = ("言っ", "言う", "言い", "云っ", "云う", "云い", "答え", "聞い", "聞く", "訊い", "訊く", "尋ね", "思っ", "思う",
             "笑っ", "笑う", "叫ん", "叫ぶ", "呟い", "囁い", "怒鳴", "問う")
JA_ROLES = frozenset("""
婆 爺 兄 姉 弟 妹 娘 嬢 母 父 子 孫 嫁 婿 奥 客 坊 皆 奴 仏 神 主 夫 妻 人 方 者 様 君 殿 僧 師 叔母 伯母 叔父 伯父 小母 小父
旦那 隠居 和尚 主人 亭主 親方 先生 小僧 坊主 坊や 御前 画工 女将 番頭 医者 大将 親分 親父 母親 父親 祖父 祖母 息子 兄貴
姉貴 女中 下女 車屋 宿屋 床屋 皆様 奥様 嬢様 旦那様 若旦那 御客 和尚様 殿様 王様 神様 仏様 御嬢 御婆 御爺 御叔母 御伯父
御叔父 御伯母 御主人 御神 御上 御前様 お客 同 見 有 模 行 一同 諸君 貴君 諸氏 両氏 同氏 某氏 彼氏 其
女 男 老人 老婆 老爺 若者 子供 小供 生徒 車夫 小使 下女 女房 宿 先方 相手 当人 本人 連中 教師 職員
""".split())
