"""What follows a Chinese copula when it says no noun for its subject (zh/describe.py's patterns read these after 是):
a verb, a question, a thing counted, another's relation, a look, a quality, a likeness, an idiom's creature or a habit
(_NOUN_NEXT), and a bare copula's state (_STATE_NEXT). Simplified, as the patterns read."""

from __future__ import annotations

from .named_one import PERSON_END

__all__ = ["NOUN_NEXT", "STATE_NEXT"]

# a likeness (再世的李药师, 当今的张红拂: like someone, no kind); 当今的 before a noun for a kind of person is a kind
# (是个当今的才子)
_LIKENED = ("再世|转世|(?:当今|今日|现世)的"
            r"(?![^，,。！？；“”「」]{0,6}?(?:[子家者]|" + PERSON_END.removeprefix("(?:") + ")")
# a habit (是惯于早起的人: how someone is), unless a noun for a kind of person closes it (善于经商的商人, 善于钻营的官)
_HABIT = ("(?:惯于|习惯于|善于)"
          r"(?![^，,。！？；“”「」]{0,12}?的(?!人(?:[，,。！？；”」]|$))[^，,。！？；“”「」]{0,6}?" + PERSON_END + ")")
# an idiom's creature or thing after 之 (惊弓之鸟, 井底之蛙, 丧家之犬): no person; 一国之君, 太子之师, 名门之后 are
_IDIOM_THING = "鸟|雀|燕|鹄|鹤|蛙|犬|狗|鱼|虎|狼|马|驹|牛|羊|鹿|龟|鳖|鼠|蚁|蝇|兽|禽|貉|物|器|材|木|石|舟|魂|谈|梦|灾|祸"
_QUALITY = "聪明|明白|老实|厚道|好|坏|精细|糊涂|伶俐|爽快|和气|能干|有心|精明|正经|痛快|直性|急性|细心|粗心|可怜|苦命"
# what follows a copula when it says no noun: a verb or a preposition (凤喜却是垂头不作声, 我是来探病的), a thing
# counted (一句…的话), a speaker's or a listener's relation (我表嫂的朋友), or the
# 是…的 of a circumstance (秀姑是两岁到北京来的)
NOUN_NEXT = (r"(?!来|去|在|要|说|想|怕|从|打|把|被|跟|和|与|同|对|向|为了|因为|没|有口|有意|故意|特意|专门|垂|很|太|多么|怎么|这么|那么"
             # a question (不是何小姐是谁？, 耶和华是谁): what is asked, not said
             r"|谁|什么|甚么|哪|何人|何物|何等"
             # a measure word of words, things and events, no person (家树本是一句反问的话: what he said)
             r"|[一这那]?(?:句|件|桩|番|阵|场|回事|段|篇|首)"
             # a noun held by the speaker, the listener or a pronoun: what the subject is to one of them (那何小姐是
             # 我表嫂的朋友, 我就是你小心眼儿里的一条混世虫, 那何小姐本是她的朋友), no one a reader can place
             r"|[^，,、。！？；“”「」]{0,12}[我你您他她]"
             r"|[^，,。！？；“”「」]{0,16}?的(?:[，,。！？；”」]|$)"
             # how someone looks, no noun for them (杜竹斋是心事很重的样子, 她是个极文明的样子: 子夜, 啼笑姻缘)
             r"|[^，,。！？；“”「」]{0,16}?的(?:样子|模样|神气|神色)(?![\u3400-\u9fff])"
             # a person of a quality (凤姐儿是个聪明人, 是个老实人): how someone is, not what
             rf"|(?:个|一个)?(?:{_QUALITY})的?人(?![\u3400-\u9fff])"
             # a likeness, an idiom's creature or a habit (就是个再世的李药师, 是个惊弓之鸟, 是惯于早起的人): no one's kind
             rf"|(?:个|一个)?(?:{_LIKENED}|{_HABIT})|(?:个|一个)?[\u4e00-\u9fff]{{2}}之(?:{_IDIOM_THING})(?![\u4e00-\u9fff]))")
# what a bare copula says when it says a state, not a noun (马老先生是一脑门子官司, 小马先生是学着伊牧师，…,
# 马老先生是凡事退步, 拿破仑是真困): a verb with its aspect (着/了/过, after the verb: 是过路客人 is a noun) and no 的 after
# it to make it a noun's modifier (是传过教的人 is a noun), a habit's or a degree's adverb, or a face or a belly full of
# something (一脸, 一脑门子, 一肚子: a mood)
STATE_NEXT = (r"(?![^，,。！？；“”「」]+?[着了过](?![^，,。！？；“”「」]*的)"
              # (not a noun these open: 总兵, 总管, 越南人, 真人, 真君)
              r"|凡事|事事|处处|一向|向来|永远|总(?![兵管督理统司长编领镇捕头])|一直|常常|时常|始终|素来|越(?![南国人王])"
              # a degree before a quality (拿破仑是真困): how it is
              r"|真(?![人君仙主龙经])|挺|非常|十分|极其|有点|有些"
              r"|一(?:脸|脑门子|脑门儿|脑门|肚子|肚皮|身|嘴|腔|心眼|心)(?![\u3400-\u9fff]?[人者]))")
