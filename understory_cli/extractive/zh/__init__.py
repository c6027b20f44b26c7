"""Names in Chinese: words scored by how they are used (segment.py, usage.py, filters.py, candidates.py).

A tagger's person/place tags alone are weak evidence (its dictionary tags many common
words as names, and knows nothing of a novel's own names), so a word must also behave
like a name in this text: it opens clauses and speaks (行者道), takes objects' places
(与八戒), is not counted or owned (一个妖精, 我师父: roles and kinds, not names), and is not
a predicate that follows names (行者闻言). Frequent token sequences whose parts rarely
occur apart, with varied neighbours on both sides, become new words (悟/能 -> 悟能).

Names of the old novels come with nicknames and forms of address the dictionary cuts apart: a nickname
written before a name (豹子头林冲, epithets.py) or named by a statement (姓林，名冲，绰号豹子头; statements.py)
becomes a form; a surname with an office or a calling (鲁提辖, 武行者) is tied by discourse to the bearer of
that surname the text has just named (ties.py); kinship terms and offices alone are no one
(ChineseRules.address, rules.py), unless one person answers the form again and again (“表少爷！…”家树道) or the
story writes it before one name only (表兄陶伯和; addressed.py).
"""
