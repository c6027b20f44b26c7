"""What stands before a Japanese name in apposition and says who the name is (ja/describe.py's patterns, moved out
of describe.py, which is at the line cap): a role, a kin or a tie written before the name with の, 「学者のアラムハラド」,
「年寄役の金兵衛」, 「金兵衛の甥の仙十郎」.

A kin word says who only with whose it is: 「兄の寿平次だ」 or 「彼は父の吉左衛門に似て…」 names no one the kin is of, so
it is no card (a relation without its anchor; `HELD_BY_PRONOUN`'s 「彼の妻のX」 the same); 「寿平次の妹のお民」 says it.
A role of an unnamed anchor may stand right before a name in kanji too, the anchor and の before it:
「本陣の当主吉左衛門と、…」 (`ANCHORED_ROLE`; a bare role before a kanji name is not read: the two may be one word).
"""

from __future__ import annotations

TIE_OF_ONE = r"(?:幼馴染|幼なじみ|同級生|後輩|先輩|クラスメイト|メイド|担任|恋人|相棒|弟子|魔女|聖女|令嬢|侍女|婚約者)"

# a role or a tie in apposition before the name, a whole word: 「学者のアラムハラド」, 「羊飼のミーロ」, 「父のクルウ大尉」,
# 「妹のアメリア嬢」, 「庄屋の…」, a kin or a trade told at the first meeting: 「甥の久一」, 「馬子の源兵衛」
# (not a place: 「町の…」, 「森の…」)
ROLE_WORD = (r"(?:(?<![\u4e00-\u9fff々])(?:父|母|兄|弟|姉|妹|夫|妻|娘|息子|甥|姪|孫|嫁|婿|馬子|船頭|番頭|小僧|伯父|叔父|伯母|叔母|祖父|祖母|従弟|従兄|従妹|従姉|親友|友人|主人|女中|下女|執事|書生|下男|小間使い?|手代|丁稚|家令|芸妓|芸者"
              r"|召使|先生|校長|教頭|博士|技師|学者|庄屋|百姓|少女|少年|老人|紳士|婦人|王様|王子|王女|姫|[\u4e00-\u9fff]{1,3}"
              r"(?:者|師|士|員|長|主|僧|飼|官|将|尉|卿|匠|工|婦|夫|娘|姫|王|妃))"  # not 手: 相手, 上手
              r"|お父さん|お母さん|お父様|お母様|おじさん|おばさん|男の子|女の子|奥さん"
              # a son or a daughter by rank (「子息のピータア・クラチット」, 「二番目娘のベリンダ」, 「長女の…」)
              r"|(?<![\u4e00-\u9fff々])(?:子息|令息|令嬢|長男|次男|三男|長女|次女|三女|末娘|末っ子)"
              r"|(?<![\u4e00-\u9fff々])[一二三四五六七八九十]+番目の?(?:娘|息子|子)"
              r"|(?<![\u4e00-\u9fff々])(?:親方|旦那|家来|召使|乳母|犬|猫|猿|鼠|熊|狐|兎|山羊|羊)"  # 「犬のカピ」
              rf"|(?<![\u4e00-\u9fff々\u30a1-\u30fc]){TIE_OF_ONE})")  # 「幼馴染の麻奈実」, 「後輩の黒猫」
# …not one a pronoun holds, 「彼の妻のマダーム・X」, 「自分の兄の野々宮」: whose wife is not said (ja/pronoun_kin.py
# reads the holder where one name before fits, and the relation says it)
# …nor a kin word a demonstrative holds, 「その娘のリューシー」 (「その学者のX」 still says what X is)
HELD_BY_PRONOUN = (r"(?<!彼の)(?<!彼女の)(?<!かの女の)(?<!自分の)"
                    r"(?!(?<=その)(?:父|母|兄|弟|姉|妹|夫|妻|娘|息子|甥|姪|孫|嫁|婿|伯父|叔父|伯母|叔母|祖父|祖母)の)")
# a kin word, or a son or a daughter by rank: whose it is must be written before it (「金兵衛の甥の仙十郎」); opening
# the sentence or a clause, or after a pronoun's topic (「彼は父の吉左衛門に似て」: the sentence is 彼's), it names no one
# the kin is of
KIN_WORD = (r"(?:父|母|兄|弟|姉|妹|夫|妻|娘|息子|甥|姪|孫|嫁|婿|伯父|叔父|伯母|叔母|祖父|祖母|従弟|従兄|従妹|従姉"
            r"|お父さん|お母さん|お父様|お母様|子息|令息|令嬢|長男|次男|三男|長女|次女|三女|末娘|末っ子"
            r"|[一二三四五六七八九十]+番目の?(?:娘|息子|子))")
# (a name as the topic before it anchors it, 「セエラは父のクルウ大尉と一緒に」, the relation read as セエラの父; after 、
# a topic may stand before it, 「セエラは今、父のクルウ大尉と」)
UNANCHORED_KIN = (r"(?!(?:(?<![^「『。！？\s　])|(?<=彼は)|(?<=彼女は)|(?<=かの女は)|(?<=彼も)|(?<=彼女も)|(?<=彼は、)"
                  r"|(?<=彼女は、))"
                  rf"{KIN_WORD}(?:の|[\u30a1-\u30fa]))")
# the role or kin in apposition a card may quote
APPOSED = f"{HELD_BY_PRONOUN}{UNANCHORED_KIN}{ROLE_WORD}"
# a role of an unnamed anchor right before a name in kanji: 「本陣の当主吉左衛門」 (the anchor a word of kanji or katakana, and
# the role two or three kanji closing with a word for a post: not 「村の長吉」, a name of its own)
# (not a word of place, growth or part that closes so: 行列の先頭, 話の冒頭, 劇の主役, 線路の延長)
ANCHORED_ROLE = (r"(?<=[\u4e00-\u9fff々\u30a1-\u30fcー]の)(?<![のそあこ]の)"
                 r"(?!先頭|冒頭|店頭|街頭|口頭|念頭|没頭|年頭|延長|成長|身長|助長|特長|主役|配役|兵役|大役|就職|退職|在職|天職)"
                 r"[\u4e00-\u9fff]{1,2}(?:主|長|役|職|頭|師|僧)")
