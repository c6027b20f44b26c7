"""Old provinces and counties a novel names as places, which the cross-book gazetteer (gazetteer.py: countries,
cities) does not hold: England's counties whose names carry no "-shire" (Kent, Surrey; en/roles.py reads
"-shire" itself) and France's old provinces (Gascony, Normandy), in English and in the katakana Japanese writes
them. A closed class every book set there shares; a name that is as often a wine, a first name or a town
(Champagne, Berry, Durham) is left out. The roles' `named` gives the kind where the text says none.
"""

from __future__ import annotations

ENGLISH_COUNTIES = frozenset("""Kent Surrey Sussex Essex Middlesex Norfolk Suffolk Devon Cornwall Dorset Somerset
    Cumberland Westmorland Northumberland Rutland""".split())
FRENCH_PROVINCES = frozenset("""Gascony Bearn Béarn Normandy Brittany Burgundy Picardy Provence Languedoc Anjou Touraine
    Poitou Lorraine Alsace Guienne Guyenne Auvergne Dauphiny Dauphiné Limousin Artois Saintonge Périgord Perigord
    Franche-Comté Orléanais Lyonnais Nivernais Bourbonnais Angoumois Roussillon""".split())
# 旧州: an old province (of France), as the generated line says a Japanese place's kind
JA_FRENCH_PROVINCES = frozenset("""ガスコーニュ ベアルン ノルマンディー ノルマンディ ブルターニュ ブルゴーニュ ピカルディー
    プロヴァンス プロバンス ラングドック アンジュー トゥーレーヌ ポワトゥー ロレーヌ アルザス ギュイエンヌ オーヴェルニュ
    ドーフィネ リムーザン アルトワ""".split())

# …and as Chinese writes them (Simplified: a Traditional book is read through its Simplified view), which only make a
# name the finder filed as a person a place (place_known.py: 九三年's 布列塔尼); the Chinese line says no kind of them
ZH_FRENCH_PROVINCES = frozenset("""布列塔尼 诺曼底 加斯科涅 贝阿恩 勃艮第 皮卡第 普罗旺斯 朗格多克 安茹 都兰 普瓦图 洛林
    阿尔萨斯 奥弗涅 多菲内 利穆赞 阿图瓦""".split())


def is_region(name: str, language: str) -> bool:
    """The name is one of the old provinces or counties in the language's words."""
    return region(name, language) is not None or language == "zh" and name in ZH_FRENCH_PROVINCES


def region(name: str, language: str) -> str | None:
    """The kind of region the name is, in the language's words (county, province; フランスの旧州), or None."""
    if language == "en":
        return "county" if name in ENGLISH_COUNTIES else "province" if name in FRENCH_PROVINCES else None
    if language == "ja":
        return "フランスの旧州" if name in JA_FRENCH_PROVINCES else None
    return None
