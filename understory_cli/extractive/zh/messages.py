"""Simplified Chinese: the site's and the companion's words (MESSAGES, every key English has), the
words of the X-Ray notes export-epub writes and of an entry's generated summary line."""

from __future__ import annotations

import re
from typing import Callable

from .lexicon import ZH_RANKS

TELLING_CHARS = 40  # Han characters of the book's own text enough to tell its script (a quarter change)

MESSAGES: dict[str, str] = {
    # The frame of every page
    "skip": "跳到正文",
    "board.read": "阅读",
    "board.wiki": "百科",
    "board.chat": "问答",
    "boards": "栏目",
    "search": "搜索",
    "settings": "设置",
    "graph": "人物关系",
    "companion": "伴读",
    "companion.open": "打开伴读栏",
    "read_up_to": "读到",
    "read_up_to.aria": "你读完的最后一章",
    "picker.unset": "未设置",
    "picker.none": "尚未开始",
    "noscript": "未启用 JavaScript，无法得知你的阅读进度，所以可能剧透的内容都保持隐藏。",
    "popup.aria": "所选文字的百科条目",

    # Gates
    "gate.one": "尚未读到，已隐藏。点击仍可显示。",
    "gate.many": "还有 {n} 段尚未读到",
    "gate.section": "这部分内容会随着阅读展开。",
    "gate.entries": "还有 {n} 个条目会随阅读开放",
    "lock.title": "你会在后面的章节中读到这里",
    "lock.text": "读过介绍它的那一章后，这一页才会开放。在那之前，它的名字也保持隐藏。",
    "lock.tab": "后文内容",
    "lock.show": "仍然显示",
    "lock.back": "返回百科",

    # Home
    "home.start": "开始阅读",
    "home.continue": "继续阅读：{chapter}",
    "home.contents": "目录",
    "home.volumes": "分卷",
    "home.chapters": "{n} 章",
    "home.unlocks": "百科会随着你的阅读一同展开：共 {n} 个条目，每一条都在你读到时才出现，绝不透露你还没读到的内容。",
    "home.unlocks.how": "用“读到”设定你的进度，或者直接开始阅读：进度会自动跟上。",
    "home.topics": "专题",
    "home.featured": "精选条目",
    "home.categories": "分类",

    # Entries and wiki pages
    "entry.related": "相关条目",
    "entry.track": "出场轨迹",
    "entry.track.aria": "每章提及次数",
    "entry.track.bar": "{chapter}：提及 {n} 次",
    "entry.from_text": "摘自原文",
    "entry.from_text.why": "由原书的句子拼成：模型为它写的页面不可用。",
    "entry.by_model": "这一句由模型写成，因其所引段落确有此言而保留。",
    "entry.kind_by_model": "类别由模型选定，因其所引段落确有此言而保留。",
    "entry.names_by_model": "模型引用段落指出，原文归于此条目的一个名字属于别人，已将其去掉。",
    "entry.contents": "目录",
    "entry.related_nav": "相关条目",
    "cite.title": "在 {loc} 阅读原文",
    "topic": "专题",
    "topic.entries": "条目",
    "category": "分类",
    "entry": "条目",

    # Infobox labels and entry kinds written by the no-model wiki
    "label.kind": "类别",
    "label.first appearance": "首次出场",
    "label.also known as": "又称",
    "label.appears in": "出场于",
    "label.relation": "关系",
    "entry.all_chapters": "全部 {n} 章",
    "label.volume": "第 {n} 卷",
    "label.volumes": "第 {n} 卷",
    "heading.volume": "第 {n} 卷",
    "heading.Key passages": "关键段落",
    "heading.Often with": "常与同见",
    "heading.Appearances": "出场章节",
    "kind.organisation": "组织",
    "kind.person": "人物",
    "kind.place": "地点",
    "kind.group": "团体",
    "kind.organization": "组织",
    "kind.object": "物品",
    "kind.item": "物品",
    "kind.power": "能力",
    "kind.event": "事件",
    "kind.concept": "概念",
    "kind.term": "术语",
    "kind.creature": "生物",
    "kind.other": "其他",
    "kind.topic": "专题",

    # Graph
    "graph.about": "主要人物按首次出场顺序从顶部顺时针排列。两人在同一些章节出现就连一条线，共同出场越多线越粗；只画你已读到的部分。",
    "graph.aria": "在同一章节出场的人物",
    "graph.empty": "你还没有遇到任何人物。请用上方的进度选择器设定读到哪里。",
    "graph.none": "人物太少，画不出关系图。",

    # Reader
    "reader.contents": "目录",
    "reader.toc_toggle": "显示或隐藏目录",
    "reader.close": "关闭",
    "reader.prev": "上一章",
    "reader.next": "下一章",
    "reader.end": "{loc} 完",
    "reader.glance": "本章导读：",
    "reader.glance.from_text": "取自本章开头的句子：模型没有为本章写导读。",
    "reader.glance.by_model": "本章开头的句子，后接模型从本章开头选出的、说明本章写谁的一句：都是本章原文。",
    "reader.book": "全书",
    "reader.volume": "本卷",
    "reader.scale.aria": "本章位置与阅读进度",
    "reader.here": "本章",
    "reader.marked": "标记：{title} 在你读过部分中出场的位置。",
    "reader.mark": "{title}：{loc} 中 {n} 次",
    "ereader.position": "KOReader：{loc}",
    "ereader.title": "来自 KOReader 的位置（{device}，{when}）：{loc}。阅读进度随之向前推进。",
    "reader.contents_note": "章节标题在你读到时才显示：标题也可能剧透。",
    "reader.volume_end": "本卷完",

    # Search
    "search.placeholder": "人名、地名、原文词句……",
    "search.note": "只搜索你已读到的条目、章节和正文。",
    "search.entries": "条目",
    "search.chapters": "章节",
    "search.text": "正文",
    "search.none": "你读到的内容中没有匹配项。",
    "search.also": "又称 {name}",
    "search.chapter": "（{loc}）",
    "search.count": "你读过的 {n} 段，按故事顺序",
    "search.more": "再显示 {n} 条",
    "search.shown": "显示 {n} 条中的 {shown} 条",
    "search.no_text": "你读过的正文中没有匹配的段落。",
    "search.set_progress": "请先设定读到哪里，才能搜索正文。",
    "search.failed": "搜索失败。",
    "search.text_placeholder": "原文词句、人名、章节……",
    "search.aria": "搜索本书",

    # Settings
    "settings.title": "阅读设置",
    "settings.note": "更改立即生效，并保存在此浏览器中。",
    "settings.text": "文字",
    "settings.size": "字号",
    "settings.line_height": "行距",
    "settings.theme": "主题",
    "settings.light": "浅色",
    "settings.sepia": "护眼",
    "settings.dark": "深色",
    "settings.style": "原书排版",
    "settings.style.off": "关闭——纯文本",
    "settings.style.basic": "基本——斜体与强调",
    "settings.style.advanced": "完整——原书自己的版式",
    "settings.reading": "阅读",
    "settings.immersive": "沉浸式插图（与页面融为一体）",
    "settings.highlight": "标出百科条目中的名字",
    "settings.spoilers": "剧透",
    "settings.auto": "按进度——只显示我读过的",
    "settings.strict": "严格——另外隐藏标为剧透的内容和后来才揭晓的名字",
    "settings.off": "关闭——全部显示",
    "settings.last": "读完的最后一章",
    "settings.preview": "预览",
    "settings.preview_text": "敏捷的棕色狐狸跳过了懒狗。",
    "settings.preview_image": "白底示例插图",
    "settings.reset": "恢复默认",
    "settings.cancel": "取消",
    "settings.done": "完成",

    # The companion: sidebar, chat, consent
    "side.aria": "伴读栏",
    "side.glance": "导读",
    "side.wiki": "百科",
    "side.chat": "问答",
    "side.search": "搜索",
    "side.close": "关闭伴读栏",
    "side.glance_note": "在章节页面上，这里显示本章导读。",
    "side.wiki_note": "在正文中选中一个名字，即可查看它的百科条目。",
    "popup.found": "百科条目",
    "popup.found_for": "“{text}”的百科条目：",
    "popup.none": "你读到的条目中没有叫“{text}”的",
    "popup.as": "（即“{name}”）",
    "popup.ask": "就这段提问",
    # the returning reader (issue 38): the story so far and where a name was last seen
    "side.recap": "前情",
    "side.recap_note": "读完一章后，这里会显示前情提要。",
    "recap.title": "前情提要",
    "recap.so_far": "第 {n} 卷，至 {at}",
    "recap.stopped": "你上次读到 {at}（{date}）。前情提要：",
    "recap.more": "全部前情",
    "recap.dismiss": "关闭",
    "recap.empty": "还没有可回顾的内容。",
    "settings.recap_after": "离开几天后显示前情提要",
    "lastseen.label": "上次出现：",
    "lastseen.sep": "，",
    "lastseen.just": "就在你刚读完的一章",
    "lastseen.one": "一章之前",
    "lastseen.ago": "{n} 章之前",
    "chat.title": "向伴读提问",
    "chat.conversations": "对话",
    "chat.draft": "正在撰写——尚未与原文核对：",
    "chat.interim": "尚未回答——在回答到来之前，先看最相关的段落：",
    "chat.unsupported": "无依据：这个回答没有引用你读过的任何段落，其中内容都未经原文核对。",
    "chat.writing": "正在撰写回答…",
    "chat.none_yet": "还没有。",
    "chat.offline": "伴读问答需要以服务方式打开本站：运行 “understory serve”，再打开它给出的地址。",
    "chat.passage": "关于这段文字",
    "chat.passage_drop": "移除这段文字",
    "chat.placeholder": "关于本书的问题——只用你读到的部分回答",
    "chat.question": "你的问题",
    "chat.new": "新对话",
    "chat.ask": "提问",
    "chat.sending": "发送中……",
    "chat.working": "正在查阅原书……",
    "chat.answer": "回答",
    "chat.extracts": "原文摘录",
    "chat.cancelled": "已取消",
    "chat.failed": "无法回答",
    "chat.refused": "被拒绝",
    "chat.unreachable": "无法连接伴读（{error}）。",
    "chat.details": "详情",
    "chat.tool_error": "出错，已退回",
    "chat.questions": "{n} 个问题",
    "chat.question_one": "1 个问题",
    "chat.meta": "调用工具 {n} 次 · {s} 秒",
    "chat.spoiler_choice": "剧透选择：{choice}",
    "chat.requested": "已请求页面：“{title}”（{kind}）",
    "chat.requested_note": "下次运行 “understory compose-wiki” 时会写出它，并像其他页面一样按进度开放。",
    "chat.unverified": "未与原文核对：{items}",
    "chat.undo": "撤销",
    "chat.undone": "已撤销",
    "fix.tools": "更正此条目",
    "fix.not_this": "不是此人",
    "fix.same_as": "同一人物…",
    "fix.pick": "哪个条目？",
    "fix.apply": "确定",
    "fix.merge": "合并",
    "fix.split": "拆分",
    "fix.rename": "改名",
    "fix.kind": "类别",
    "fix.hide": "隐藏",
    "fix.working": "正在更正……",
    "fix.failed": "未能更正：{error}",
    "fix.merged": "已将{other}并入{name}",
    "fix.split_done": "已将{name}从{entry}中分出",
    "fix.renamed": "已将{entry}改名为{name}",
    "fix.kinded": "{entry}现归为：{kind}",
    "fix.hidden": "已隐藏{entry}",
    "fix.undo": "撤销",
    "fix.close": "关闭",
    "chat.default": "默认",
    "chat.on": "开",
    "chat.off": "关",
    "chat.not_set": "未设置",
    "chat.setting.position": "读到",
    "consent.title": "这需要用到后面的章节",
    "consent.where": "你已读完 {position}。完整：回答可以使用全书。尽量不剧透：只用你读过的部分。取消：不回答。",
    "consent.no_chapter": "（尚无章节）",
    "consent.full": "完整回答（含剧透）",
    "consent.minimize": "尽量不剧透",
    "consent.cancel": "取消",
    "aria.spoiler_check": "剧透确认",
    # the names met inside the chapter being read, and progress that follows reading (issue 38)
    "met.where": "你在正在读的 {loc} 中遇到了{name}。到这里为止，书中说过：",
    "pace.ask": "将 {from}–{to} 标为已读？",
    "pace.ask_one": "将 {loc} 标为已读？",
    "pace.why": "翻过的速度比阅读快，这些章节暂不计入进度。",
    "pace.yes": "标为已读",
    "pace.no": "暂不",
    "settings.pace": "阅读速度",
    "settings.pace_words": "每分钟词数",
    "settings.pace_chars": "每分钟字数（中文、日文）",
    # The library's shelf (static_site/shelf.py, site_assets/shelf.js)
    "shelf.title": "书架",
    "shelf.back": "书架",
    "shelf.works": "共 {n} 部",
    "shelf.volumes": "{n} 卷",
    "shelf.series": "系列：{name}",
    "shelf.progress": "已读 {done} / {total} 章",
    "shelf.not_started": "尚未开始",
    "shelf.finished": "已读完",
    "shelf.search": "在所有书中搜索",
    "shelf.search.placeholder": "人名或原文词句，在所有书中…",
    "shelf.search.note": "每本书只搜索你已读到的部分。",
    "shelf.search.none": "各书已读部分中没有匹配的内容。",
    "shelf.search.names": "名字",
    "shelf.search.passages": "原文",
    "shelf.search.more": "本书另有 {n} 处",
}

# The X-Ray notes export-epub writes into a copy of the book (export/markup.py)
NOTES: dict[str, str] = {"aka": "又名", "with": "常与", "last": "上次出现", "first": "初见于", "back": "返回正文", "appendix": "人物表（至本卷）",
                         "appendix.intro": "至本卷末已出场的人物，所述不超出本卷。", "notes": "注释", "colon": "：", "comma": "、",
                         "open": "（", "close": "）"}

# An entry's generated summary line, when the text says nothing of what it is (wiki/extractive.py)
KINDS: dict[str, str] = {"person": "人物", "place": "地点", "organisation": "组织", "term": "事物"}


def script_for(language: str | None, sample: str) -> Callable[[str], str] | None:
    """The script the generated words follow: a Traditional book's own text (zh-TW or not) makes them
    Traditional; with no text to tell, the metadata's code (zh-TW, zh-Hant, zh-HK)."""
    from .script import is_traditional, to_traditional  # OpenCC only when a line is generated
    han = sum(1 for c in sample if "\u4e00" <= c <= "\u9fff")
    traditional = is_traditional(sample) if han >= TELLING_CHARS else \
        bool(re.search(r"(?i)[-_](hant|tw|hk|mo)\b", language or ""))
    return to_traditional if traditional else None


def generated_line(word: str, of: str, first: str, names: list[str]) -> str:
    """The generated summary: 人物，初见于…，常与…同见。"""
    return f"{word}，{of + '，' if of else ''}初见于{first}" + (f"，常与{'、'.join(names)}同见" if names else "") + "。"


# a household's servants (relations.py): the servant's line says whose (宝玉的乳母), the master's says nothing of them
_SERVANTS = frozenset("丫鬟 丫头 使女 侍女 小厮 书童 乳母 奶母 奶妈 女佣 女仆 仆人 老仆 用人 佣人 保姆 管家 听差 秘书 副官 学生 门生"
                      .split())


def relation_words(label: str, value: str, held: bool) -> str:
    """An infobox relation row as the generated line says it: 三藏的徒弟, or, `held` by the other, 其太子为哪吒 (but
    never 其乳母为李嬷嬷: a master is not who his servants are; "" says nothing)."""
    if held and label in _SERVANTS:
        return ""
    return f"其{label}为{value}" if held else value


# The kind of place the text writes after a place's name (zh/roles.py: 东京城, 北海公园, 埃及地), as the generated
# line says it; both scripts' spellings (a Traditional book's word is given as it writes it)
PLACE_KINDS: dict[str, str] = {"公园": "一座公园", "公園": "一座公园", "城": "一座城", "国": "一个国家", "國": "一个国家",
                               "地": "一方土地", "岛": "一座岛", "島": "一座岛", "村": "一个村子", "镇": "一个市镇",
                               "鎮": "一个市镇", "州": "一个州", "县": "一个县", "縣": "一个县", "省": "一个省",
                               "河": "一条河", "湖": "一个湖", "江": "一条江", "山": "一座山", "海": "一片海",
                               # the kind a place's own name ends in (roles.named: 恩談街, 大观园), both scripts
                               "胡同": "一条胡同", "饭店": "一家饭店", "飯店": "一家饭店", "街": "一条街", "路": "一条路",
                               "巷": "一条巷子", "坪": "一片坪地", "寺": "一座寺", "庙": "一座庙", "廟": "一座庙",
                               "庵": "一座庵", "园": "一座园子", "園": "一座园子", "门": "一道门", "門": "一道门",
                               "桥": "一座桥", "橋": "一座桥", "楼": "一座楼", "樓": "一座楼", "阁": "一座阁", "閣": "一座阁",
                               "亭": "一座亭子", "宫": "一座宫", "宮": "一座宫", "殿": "一座殿", "庄": "一个庄子",
                               "莊": "一个庄子", "峰": "一座山峰", "岭": "一道山岭", "嶺": "一道山岭", "洞": "一个洞",
                               "府": "一座府第"}
# a title a person is called by that the line gives with its count (公爵: 一位公爵; a married woman's 夫人, 太太), in
# either script (the role is kept as the book writes it: 勳爵, 親王, 船長)
_ONE_OF = ZH_RANKS | {"夫人", "太太", "勳爵", "親王", "船長"}


def role_words(kind: str, role: str, of: str) -> str:
    """A role the text writes with the name as the generated line says it, before its relation (`of`): 太尉, a title
    with its count (一位公爵), or for a place the kind the text gives it (城: 一座城)."""
    said = PLACE_KINDS.get(role, role) if kind == "place" else f"一位{role}" if role in _ONE_OF else role
    return f"{said}，{of}" if of else said


def place_words(kind: str, code: str, country: str, of: str) -> str:
    """What the cross-book gazetteer (extractive/gazetteer.py) says a place is, where the text does not:
    一个国家, or 法国的城市 (a town: 日本的市镇; Simplified: a Traditional book's line is converted whole, languages.in_script)."""
    said = PLACE_KINDS["国"] if kind == "country" else "一个大洲" if kind == "continent" else \
        f"{country}的{'市镇' if kind == 'town' else '城市'}"
    return f"{said}，{of}" if of else said
