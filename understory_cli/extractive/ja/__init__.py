"""Name candidates in Japanese: what the dictionary knows, and how fiction names people that it does not.

Words come from the analyser (analyser.py: SudachiPy, core dictionary). A candidate is
- a proper noun the dictionary tags (固有名詞: 人名, 地名, 組織: 堀田, 勘太郎, 山城屋, 延岡) used a few times;
- a word written before an honorific or a title, in any script (古賀さん, うらなり君, 赤シャツさん, 那美さん,
  堀田先生): the word, or the word with its honorific when it cannot stand alone (源さん: one character;
  坊っちゃん: 坊っ ends in a small kana);
  a familiar suffix (野だ公) makes a form of its own;
- a katakana run (マドンナ, ターナー) used a few times, laughter (ハハハ) aside, with the kanji word written
  before it nearly every time kept whole (赤シャツ, not シャツ); one the dictionary knows as a common noun
  (ランプ, バッタ) only when its uses speak for a person or a place;
- a word that opens a clause as the subject of speech (、野だが云った; 」と狸は): nicknames that are
  common nouns (狸, 野だ, 山嵐) are names by their use, not their dictionary entry;
- a word a naming statement speaks of (statements.py: 山嵐というのは堀田の事ですよ, a roster);
- the narrator's pronoun (おれ, 僕, 私, わたし), when one of them carries the narration: the alias of the name the
  text gives the narrator (「まだ坊っちゃんと呼ぶ」, 「わたしはレミといった」, or the name the others address the narrator by:
  「レミ、…」, narrator.py); a narrator the text never names is no entry at all (a pronoun).
- a form of address one person answers again and again (「お嬢様、…」 / セエラは…: addressed.py), as that person's alias.
- a katakana name with a title after it, whole (クーボー大博士, クルウ大尉), or with a place noun after の nearly always
  (ポラーノの広場);
- a ruler's name and number, whole (ルイ十七世), and a full-width capital used alone, a person's initial (Ｇ某), as a
  translation writes them (foreign.py, which also ties the parts of a long ・-name used alone: ミリエル, ビヤンヴニュ).
Never a candidate: a word the analyser reads as a pronoun, an interjection, a number or a noun of time, action or
count (あと, なあ, 見物); alone, a form of address, a kinship word, a noun for a kind of person or a title (lexicon.py:
おじ, おかみ, 青年, 大博士) — with a name, its alias; katakana the dictionary knows as a common noun (in today's
spelling too: テエブル) unless its uses speak for a name. A collection's stories each have their own people
(extractive/stories.py: ネリ（黄いろのトマト）).
Its kind is read from the words around each use:
- a person: takes an honorific; is the subject (X は / X が) of a verb of speech or thought a few characters
  on; speaks a quotation (」とX が); is addressed at the start of one (「X、); a statement names it;
  an introduction speaks of it (Xという婢, 主人はXといって, 名をX某と言った, Xは…女である);
  the dictionary's 人名;
- a place: X へ, X に行く/着く/来る (twice as much: a journey's end, パリーに出かけ), X から, X で; the dictionary's 地名
  (an organisation: 組織).
Never a name either: a one-kanji word the dictionary reads as a common noun at most of its uses (金, money), unless an
honorific or a statement marks it one.
"""
