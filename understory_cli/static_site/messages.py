"""The site's one message catalogue: every word the site and the companion show, in
English, Simplified Chinese and Japanese.

Templates call `t(key, **values)`; the page scripts get the same catalogue, in the page's
language, as data/messages.js and call `Understory.t(key, values)`. `{name}` marks a
value. The interface speaks the book's language (its `dc:language`) unless the stored
reading setting `interface_language` says otherwise. A test renders a Chinese and a
Japanese site and fails on any English word in their interface, and another fails on
any key missing a language.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "zh", "ja")

MESSAGES: dict[str, dict[str, str]] = {
    # The frame of every page
    "skip": {"en": "Skip to the text", "zh": "跳到正文", "ja": "本文へ移動"},
    "board.read": {"en": "Read", "zh": "阅读", "ja": "読む"},
    "board.wiki": {"en": "Wiki", "zh": "百科", "ja": "事典"},
    "board.chat": {"en": "Chat", "zh": "问答", "ja": "質問"},
    "boards": {"en": "Boards", "zh": "栏目", "ja": "メニュー"},
    "search": {"en": "Search", "zh": "搜索", "ja": "検索"},
    "settings": {"en": "Settings", "zh": "设置", "ja": "設定"},
    "graph": {"en": "Who meets whom", "zh": "人物关系", "ja": "人物相関"},
    "companion": {"en": "Companion", "zh": "伴读", "ja": "お供"},
    "companion.open": {"en": "Open the reading companion", "zh": "打开伴读栏", "ja": "読書のお供を開く"},
    "read_up_to": {"en": "Read up to", "zh": "读到", "ja": "読了"},
    "read_up_to.aria": {"en": "The last chapter you have finished", "zh": "你读完的最后一章", "ja": "読み終えた最後の章"},
    "picker.unset": {"en": "Not set", "zh": "未设置", "ja": "未設定"},
    "picker.none": {"en": "Not started", "zh": "尚未开始", "ja": "未読"},
    "noscript": {"en": "Without JavaScript your reading progress is unknown, so everything that could spoil the story stays hidden.",
                 "zh": "未启用 JavaScript，无法得知你的阅读进度，所以可能剧透的内容都保持隐藏。",
                 "ja": "JavaScript が無効なため読書の進み具合が分からず、ネタバレになりうる内容はすべて隠したままです。"},
    "popup.aria": {"en": "Wiki entries for the selection", "zh": "所选文字的百科条目", "ja": "選んだ語の事典項目"},

    # Gates
    "gate.one": {"en": "Hidden: ahead of you. Click to show it anyway.", "zh": "尚未读到，已隐藏。点击仍可显示。",
                 "ja": "まだ先の内容です。クリックすると表示します。"},
    "gate.many": {"en": "{n} passages ahead of you", "zh": "还有 {n} 段尚未读到", "ja": "この先の記述が {n} 件"},
    "gate.section": {"en": "This part opens as you read on.", "zh": "这部分内容会随着阅读展开。",
                     "ja": "この部分は読み進めると開きます。"},
    "gate.entries": {"en": "{n} more entries open as you read", "zh": "还有 {n} 个条目会随阅读开放",
                     "ja": "読み進めるとさらに {n} 項目が開きます"},
    "lock.title": {"en": "You'll meet this in a later chapter", "zh": "你会在后面的章节中读到这里",
                   "ja": "この項目は、もう少し先の章で登場します"},
    "lock.text": {"en": "This page opens once your reading passes the chapter that introduces it. Its name stays hidden until then.",
                  "zh": "读过介绍它的那一章后，这一页才会开放。在那之前，它的名字也保持隐藏。",
                  "ja": "紹介される章まで読み進めると、このページが開きます。それまでは名前も伏せています。"},
    "lock.tab": {"en": "Later in the story", "zh": "后文内容", "ja": "この先の内容"},
    "lock.show": {"en": "Show it anyway", "zh": "仍然显示", "ja": "それでも表示する"},
    "lock.back": {"en": "Back to the wiki", "zh": "返回百科", "ja": "事典に戻る"},

    # Home
    "home.start": {"en": "Start reading", "zh": "开始阅读", "ja": "読みはじめる"},
    "home.continue": {"en": "Continue: {chapter}", "zh": "继续阅读：{chapter}", "ja": "続きを読む：{chapter}"},
    "home.contents": {"en": "Contents", "zh": "目录", "ja": "目次"},
    "home.volumes": {"en": "Volumes", "zh": "分卷", "ja": "各巻"},
    "home.chapters": {"en": "{n} chapters", "zh": "{n} 章", "ja": "全 {n} 章"},
    "home.unlocks": {"en": "As you read, this wiki opens with you: {n} entries, each shown only once you have reached it, and nothing past your place in the book.",
                     "zh": "百科会随着你的阅读一同展开：共 {n} 个条目，每一条都在你读到时才出现，绝不透露你还没读到的内容。",
                     "ja": "事典は読書とともに開いていきます。全 {n} 項目、どれも読み進めてから表示され、まだ読んでいない先のことは出しません。"},
    "home.unlocks.how": {"en": "Set how far you have read with “Read up to”, or just start reading: progress follows you.",
                         "zh": "用“读到”设定你的进度，或者直接开始阅读：进度会自动跟上。",
                         "ja": "「読了」で進み具合を設定するか、そのまま読みはじめてください。進み具合は自動で記録されます。"},
    "home.topics": {"en": "Topics", "zh": "专题", "ja": "トピック"},
    "home.featured": {"en": "Featured", "zh": "精选条目", "ja": "注目の項目"},
    "home.categories": {"en": "Categories", "zh": "分类", "ja": "カテゴリ"},

    # Entries and wiki pages
    "entry.related": {"en": "Related", "zh": "相关条目", "ja": "関連項目"},
    "entry.track": {"en": "Narrative track", "zh": "出场轨迹", "ja": "登場の足跡"},
    "entry.track.aria": {"en": "Mentions per chapter", "zh": "每章提及次数", "ja": "章ごとの言及数"},
    "entry.track.bar": {"en": "{chapter}: {n} mentions", "zh": "{chapter}：提及 {n} 次", "ja": "{chapter}：{n} 回"},
    "entry.from_text": {"en": "from the text", "zh": "摘自原文", "ja": "本文より"},
    "entry.from_text.why": {"en": "Assembled from the book's own sentences: the model's page for it was not usable.",
                            "zh": "由原书的句子拼成：模型为它写的页面不可用。",
                            "ja": "原文の文から組み立てたページです（モデルの書いたページは使えませんでした）。"},
    "entry.contents": {"en": "Contents", "zh": "目录", "ja": "目次"},
    "entry.related_nav": {"en": "Related entries", "zh": "相关条目", "ja": "関連項目"},
    "cite.title": {"en": "Read it in {loc}", "zh": "在 {loc} 阅读原文", "ja": "{loc} で原文を読む"},
    "topic": {"en": "Topic", "zh": "专题", "ja": "トピック"},
    "topic.entries": {"en": "Entries", "zh": "条目", "ja": "項目"},
    "category": {"en": "Category", "zh": "分类", "ja": "カテゴリ"},
    "entry": {"en": "Entry", "zh": "条目", "ja": "項目"},

    # Infobox labels and entry kinds written by the no-model wiki
    "label.kind": {"en": "kind", "zh": "类别", "ja": "種類"},
    "label.first appearance": {"en": "first appearance", "zh": "首次出场", "ja": "初登場"},
    "label.also known as": {"en": "also known as", "zh": "又称", "ja": "別名"},
    "label.appears in": {"en": "appears in", "zh": "出场于", "ja": "登場"},
    "label.relation": {"en": "relation", "zh": "关系", "ja": "関係"},
    "entry.all_chapters": {"en": "All {n} chapters", "zh": "全部 {n} 章", "ja": "全 {n} 章"},
    "label.volume": {"en": "volume {n}", "zh": "第 {n} 卷", "ja": "第 {n} 巻"},
    "label.volumes": {"en": "volumes {n}", "zh": "第 {n} 卷", "ja": "第 {n} 巻"},
    "heading.volume": {"en": "Volume {n}", "zh": "第 {n} 卷", "ja": "第 {n} 巻"},
    "heading.Key passages": {"en": "Key passages", "zh": "关键段落", "ja": "重要な箇所"},
    "heading.Often with": {"en": "Often with", "zh": "常与同见", "ja": "よく一緒に登場"},
    "heading.Appearances": {"en": "Appearances", "zh": "出场章节", "ja": "登場する章"},
    "kind.organisation": {"en": "organisation", "zh": "组织", "ja": "組織"},
    "kind.person": {"en": "person", "zh": "人物", "ja": "人物"},
    "kind.place": {"en": "place", "zh": "地点", "ja": "場所"},
    "kind.group": {"en": "group", "zh": "团体", "ja": "集団"},
    "kind.organization": {"en": "organization", "zh": "组织", "ja": "組織"},
    "kind.object": {"en": "object", "zh": "物品", "ja": "物"},
    "kind.item": {"en": "item", "zh": "物品", "ja": "物"},
    "kind.power": {"en": "power", "zh": "能力", "ja": "能力"},
    "kind.event": {"en": "event", "zh": "事件", "ja": "出来事"},
    "kind.concept": {"en": "concept", "zh": "概念", "ja": "概念"},
    "kind.term": {"en": "term", "zh": "术语", "ja": "用語"},
    "kind.creature": {"en": "creature", "zh": "生物", "ja": "生き物"},
    "kind.other": {"en": "other", "zh": "其他", "ja": "その他"},
    "kind.topic": {"en": "topic", "zh": "专题", "ja": "トピック"},

    # Graph
    "graph.about": {"en": "The main characters in order of first appearance, clockwise from the top. A line joins two who appear in the same chapters and grows as they share more of them; only what you have read is drawn.",
                    "zh": "主要人物按首次出场顺序从顶部顺时针排列。两人在同一些章节出现就连一条线，共同出场越多线越粗；只画你已读到的部分。",
                    "ja": "主な登場人物を初登場の順に、上から時計回りに並べています。同じ章に出る二人を線で結び、共に出る章が増えるほど太くなります。描くのは読んだところまでです。"},
    "graph.aria": {"en": "Characters who appear in the same chapters", "zh": "在同一章节出场的人物", "ja": "同じ章に登場する人物"},
    "graph.empty": {"en": "Nobody you have met yet. Set how far you have read with the picker above.",
                    "zh": "你还没有遇到任何人物。请用上方的进度选择器设定读到哪里。",
                    "ja": "まだ誰にも出会っていません。上の「読了」で進み具合を設定してください。"},
    "graph.none": {"en": "The wiki has too few characters for a graph.", "zh": "人物太少，画不出关系图。",
                   "ja": "人物が少なすぎて相関図を描けません。"},

    # Reader
    "reader.contents": {"en": "Contents", "zh": "目录", "ja": "目次"},
    "reader.toc_toggle": {"en": "Show or hide the contents", "zh": "显示或隐藏目录", "ja": "目次の表示を切り替える"},
    "reader.close": {"en": "Close", "zh": "关闭", "ja": "閉じる"},
    "reader.prev": {"en": "Previous", "zh": "上一章", "ja": "前の章"},
    "reader.next": {"en": "Next", "zh": "下一章", "ja": "次の章"},
    "reader.end": {"en": "End of {loc}", "zh": "{loc} 完", "ja": "{loc} 終わり"},
    "reader.glance": {"en": "In this chapter:", "zh": "本章导读：", "ja": "この章では："},
    "reader.glance.from_text": {"en": "Sentences from the chapter's opening: the model gave no introduction for it.",
                                "zh": "取自本章开头的句子：模型没有为本章写导读。",
                                "ja": "章の冒頭の文です（モデルはこの章の紹介を書きませんでした）。"},
    "reader.book": {"en": "Book", "zh": "全书", "ja": "全体"},
    "reader.volume": {"en": "Volume", "zh": "本卷", "ja": "この巻"},
    "reader.scale.aria": {"en": "Where this chapter is, and how far you have read", "zh": "本章位置与阅读进度",
                          "ja": "この章の位置と読書の進み具合"},
    "reader.here": {"en": "This chapter", "zh": "本章", "ja": "この章"},
    "reader.marked": {"en": "Marked: where {title} appears, in what you have read.", "zh": "标记：{title} 在你读过部分中出场的位置。",
                      "ja": "印：読んだ範囲で {title} が登場する場所。"},
    "reader.mark": {"en": "{title}: {n} in {loc}", "zh": "{title}：{loc} 中 {n} 次", "ja": "{title}：{loc} に {n} 回"},
    "reader.contents_note": {"en": "A chapter's title shows once you have reached it: titles can give the story away.",
                             "zh": "章节标题在你读到时才显示：标题也可能剧透。",
                             "ja": "章の題名は、その章まで来ると表示されます。題名もネタバレになりうるからです。"},
    "reader.volume_end": {"en": "End of the volume", "zh": "本卷完", "ja": "この巻の終わり"},

    # Search
    "search.placeholder": {"en": "A name, a place, words from the text…", "zh": "人名、地名、原文词句……",
                           "ja": "人名・地名・本文の言葉…"},
    "search.note": {"en": "Only entries, chapters and text you have reached are searched.",
                    "zh": "只搜索你已读到的条目、章节和正文。", "ja": "検索するのは、読んだところまでの項目・章・本文だけです。"},
    "search.entries": {"en": "Entries", "zh": "条目", "ja": "項目"},
    "search.chapters": {"en": "Chapters", "zh": "章节", "ja": "章"},
    "search.text": {"en": "In the text", "zh": "正文", "ja": "本文"},
    "search.none": {"en": "Nothing you have reached matches.", "zh": "你读到的内容中没有匹配项。",
                    "ja": "読んだ範囲に一致するものはありません。"},
    "search.also": {"en": "also known as {name}", "zh": "又称 {name}", "ja": "別名 {name}"},
    "search.chapter": {"en": "chapter {loc}", "zh": "（{loc}）", "ja": "（{loc}）"},
    "search.count": {"en": "{n} passages you have read, in story order", "zh": "你读过的 {n} 段，按故事顺序",
                     "ja": "読んだ範囲の {n} 箇所（物語の順）"},
    "search.more": {"en": "Show {n} more", "zh": "再显示 {n} 条", "ja": "さらに {n} 件表示"},
    "search.shown": {"en": "Showing {shown} of {n}", "zh": "显示 {n} 条中的 {shown} 条", "ja": "{n} 件中 {shown} 件を表示"},
    "search.no_text": {"en": "No passage you have read matches.", "zh": "你读过的正文中没有匹配的段落。",
                       "ja": "読んだ範囲の本文に一致する箇所はありません。"},
    "search.set_progress": {"en": "Set how far you have read to search the text.", "zh": "请先设定读到哪里，才能搜索正文。",
                            "ja": "本文を検索するには、まず進み具合を設定してください。"},
    "search.failed": {"en": "Search failed.", "zh": "搜索失败。", "ja": "検索に失敗しました。"},
    "search.text_placeholder": {"en": "Words from the text, a name, a chapter…", "zh": "原文词句、人名、章节……",
                                "ja": "本文の言葉・人名・章…"},
    "search.aria": {"en": "Search the book", "zh": "搜索本书", "ja": "本を検索"},

    # Settings
    "settings.title": {"en": "Reading settings", "zh": "阅读设置", "ja": "読書の設定"},
    "settings.note": {"en": "Changes apply at once and are kept in this browser.", "zh": "更改立即生效，并保存在此浏览器中。",
                      "ja": "変更はすぐに反映され、このブラウザに保存されます。"},
    "settings.text": {"en": "Text", "zh": "文字", "ja": "文字"},
    "settings.size": {"en": "Size", "zh": "字号", "ja": "大きさ"},
    "settings.line_height": {"en": "Line height", "zh": "行距", "ja": "行間"},
    "settings.theme": {"en": "Theme", "zh": "主题", "ja": "テーマ"},
    "settings.light": {"en": "Light", "zh": "浅色", "ja": "ライト"},
    "settings.sepia": {"en": "Sepia", "zh": "护眼", "ja": "セピア"},
    "settings.dark": {"en": "Dark", "zh": "深色", "ja": "ダーク"},
    "settings.style": {"en": "The book's style", "zh": "原书排版", "ja": "本のスタイル"},
    "settings.style.off": {"en": "Off — plain text", "zh": "关闭——纯文本", "ja": "オフ — 本文のみ"},
    "settings.style.basic": {"en": "Basic — italics and emphasis", "zh": "基本——斜体与强调", "ja": "基本 — 斜体と強調"},
    "settings.style.advanced": {"en": "Advanced — the book's own layout", "zh": "完整——原书自己的版式", "ja": "完全 — 本の組版どおり"},
    "settings.reading": {"en": "Reading", "zh": "阅读", "ja": "読書"},
    "settings.immersive": {"en": "Immersive illustrations (blend into the page)", "zh": "沉浸式插图（与页面融为一体）",
                           "ja": "挿絵をページになじませる"},
    "settings.highlight": {"en": "Highlight names of wiki entries", "zh": "标出百科条目中的名字", "ja": "事典にある名前に印をつける"},
    "settings.spoilers": {"en": "Spoilers", "zh": "剧透", "ja": "ネタバレ"},
    "settings.auto": {"en": "Up to my progress — show what I have read", "zh": "按进度——只显示我读过的",
                      "ja": "進み具合まで — 読んだところだけ表示"},
    "settings.strict": {"en": "Strict — also hide everything marked as a spoiler, and names learned late",
                        "zh": "严格——另外隐藏标为剧透的内容和后来才揭晓的名字",
                        "ja": "厳格 — ネタバレ指定の内容と、後で明かされる名前も隠す"},
    "settings.off": {"en": "Off — show everything", "zh": "关闭——全部显示", "ja": "オフ — すべて表示"},
    "settings.last": {"en": "Last chapter finished", "zh": "读完的最后一章", "ja": "読み終えた最後の章"},
    "settings.preview": {"en": "Preview", "zh": "预览", "ja": "プレビュー"},
    "settings.preview_text": {"en": "The quick brown fox jumps over the lazy dog.", "zh": "敏捷的棕色狐狸跳过了懒狗。",
                              "ja": "いろはにほへと　ちりぬるを。"},
    "settings.preview_image": {"en": "A sample illustration on a white ground", "zh": "白底示例插图", "ja": "白地の見本の挿絵"},
    "settings.reset": {"en": "Use the defaults", "zh": "恢复默认", "ja": "初期設定に戻す"},
    "settings.cancel": {"en": "Cancel", "zh": "取消", "ja": "キャンセル"},
    "settings.done": {"en": "Done", "zh": "完成", "ja": "完了"},

    # The companion: sidebar, chat, consent
    "side.aria": {"en": "Reading companion", "zh": "伴读栏", "ja": "読書のお供"},
    "side.glance": {"en": "Glance", "zh": "导读", "ja": "あらまし"},
    "side.wiki": {"en": "Wiki", "zh": "百科", "ja": "事典"},
    "side.chat": {"en": "Chat", "zh": "问答", "ja": "質問"},
    "side.search": {"en": "Search", "zh": "搜索", "ja": "検索"},
    "side.close": {"en": "Close the companion", "zh": "关闭伴读栏", "ja": "お供を閉じる"},
    "side.glance_note": {"en": "The chapter's glance shows here on a chapter page.", "zh": "在章节页面上，这里显示本章导读。",
                         "ja": "章のページでは、ここにその章のあらましが出ます。"},
    "side.wiki_note": {"en": "Select a name in the text to see its wiki entries.", "zh": "在正文中选中一个名字，即可查看它的百科条目。",
                       "ja": "本文の名前を選ぶと、その事典項目がここに出ます。"},
    "popup.found": {"en": "In the wiki", "zh": "百科条目", "ja": "事典の項目"},
    "popup.found_for": {"en": "In the wiki, for “{text}”:", "zh": "“{text}”的百科条目：", "ja": "「{text}」の事典項目："},
    "popup.none": {"en": "No entry you have reached is called “{text}”", "zh": "你读到的条目中没有叫“{text}”的",
                   "ja": "読んだ範囲に「{text}」という項目はありません"},
    "popup.as": {"en": "as “{name}”", "zh": "（即“{name}”）", "ja": "（「{name}」として）"},
    "popup.ask": {"en": "Ask about this passage", "zh": "就这段提问", "ja": "この箇所について質問する"},
    "chat.title": {"en": "Ask the companion", "zh": "向伴读提问", "ja": "お供に質問する"},
    "chat.conversations": {"en": "Conversations", "zh": "对话", "ja": "会話"},
    "chat.draft": {"en": "Being written — not checked against the text yet:", "zh": "正在撰写——尚未与原文核对：",
                   "ja": "書いているところ——まだ本文と照合していません："},
    "chat.interim": {"en": "No answer yet — the passages that best match, until it comes:",
                     "zh": "尚未回答——在回答到来之前，先看最相关的段落：", "ja": "まだ答えがありません——届くまで、いちばん近い箇所を："},
    "chat.unsupported": {"en": "Unsupported: this answer cites no passage you have read, so nothing in it is checked against the text.",
                         "zh": "无依据：这个回答没有引用你读过的任何段落，其中内容都未经原文核对。",
                         "ja": "根拠なし：この答えはあなたが読んだ箇所を引いていないため、本文と照合されていません。"},
    "chat.writing": {"en": "Writing the answer…", "zh": "正在撰写回答…", "ja": "答えを書いています…"},
    "chat.none_yet": {"en": "None yet.", "zh": "还没有。", "ja": "まだありません。"},
    "chat.offline": {"en": "The companion answers questions when the site is served: run “understory serve” and open the address it prints.",
                     "zh": "伴读问答需要以服务方式打开本站：运行 “understory serve”，再打开它给出的地址。",
                     "ja": "質問に答えるには、サイトをサーバーで開きます。“understory serve” を実行し、表示されたアドレスを開いてください。"},
    "chat.passage": {"en": "About this passage", "zh": "关于这段文字", "ja": "この箇所について"},
    "chat.passage_drop": {"en": "Remove the passage", "zh": "移除这段文字", "ja": "この箇所を外す"},
    "chat.placeholder": {"en": "Ask about the book — nothing past your progress is used", "zh": "关于本书的问题——只用你读到的部分回答",
                         "ja": "本について質問 — 読んだところまでの内容だけで答えます"},
    "chat.question": {"en": "Your question", "zh": "你的问题", "ja": "質問"},
    "chat.new": {"en": "New conversation", "zh": "新对话", "ja": "新しい会話"},
    "chat.ask": {"en": "Ask", "zh": "提问", "ja": "質問する"},
    "chat.sending": {"en": "Sending…", "zh": "发送中……", "ja": "送信中…"},
    "chat.working": {"en": "Reading the book…", "zh": "正在查阅原书……", "ja": "本を調べています…"},
    "chat.answer": {"en": "Answer", "zh": "回答", "ja": "回答"},
    "chat.extracts": {"en": "Extracts", "zh": "原文摘录", "ja": "原文の抜粋"},
    "chat.cancelled": {"en": "Cancelled", "zh": "已取消", "ja": "取り消しました"},
    "chat.failed": {"en": "Could not answer", "zh": "无法回答", "ja": "答えられませんでした"},
    "chat.refused": {"en": "refused", "zh": "被拒绝", "ja": "拒否されました"},
    "chat.unreachable": {"en": "The companion is not reachable ({error}).", "zh": "无法连接伴读（{error}）。",
                         "ja": "お供に接続できません（{error}）。"},
    "chat.details": {"en": "Details", "zh": "详情", "ja": "詳細"},
    "chat.tool_error": {"en": "error, sent back", "zh": "出错，已退回", "ja": "エラー、差し戻し"},
    "chat.questions": {"en": "{n} questions", "zh": "{n} 个问题", "ja": "{n} 件の質問"},
    "chat.question_one": {"en": "1 question", "zh": "1 个问题", "ja": "1 件の質問"},
    "chat.meta": {"en": "{n} tool calls · {s} s", "zh": "调用工具 {n} 次 · {s} 秒", "ja": "ツール {n} 回 · {s} 秒"},
    "chat.spoiler_choice": {"en": "Spoiler choice: {choice}", "zh": "剧透选择：{choice}", "ja": "ネタバレの選択：{choice}"},
    "chat.requested": {"en": "Page requested: “{title}” ({kind})", "zh": "已请求页面：“{title}”（{kind}）",
                       "ja": "ページを依頼しました：「{title}」（{kind}）"},
    "chat.requested_note": {"en": "The next “understory compose-wiki” will write it, gated like every page.",
                            "zh": "下次运行 “understory compose-wiki” 时会写出它，并像其他页面一样按进度开放。",
                            "ja": "次の “understory compose-wiki” で書かれ、ほかのページと同じく進み具合に応じて開きます。"},
    "chat.unverified": {"en": "Not checked against the text: {items}", "zh": "未与原文核对：{items}", "ja": "原文と照合していません：{items}"},
    "chat.undo": {"en": "Undo", "zh": "撤销", "ja": "元に戻す"},
    "chat.undone": {"en": "Undone", "zh": "已撤销", "ja": "戻しました"},
    "chat.default": {"en": "default", "zh": "默认", "ja": "既定"},
    "chat.on": {"en": "on", "zh": "开", "ja": "オン"},
    "chat.off": {"en": "off", "zh": "关", "ja": "オフ"},
    "chat.not_set": {"en": "not set", "zh": "未设置", "ja": "未設定"},
    "chat.setting.position": {"en": "Read up to", "zh": "读到", "ja": "読了"},
    "consent.title": {"en": "This needs later chapters", "zh": "这需要用到后面的章节", "ja": "この先の章が必要です"},
    "consent.where": {"en": "You have finished {position}. Full: the answer may use the whole book. Minimize: it keeps to what you have read. Cancel: no answer.",
                      "zh": "你已读完 {position}。完整：回答可以使用全书。尽量不剧透：只用你读过的部分。取消：不回答。",
                      "ja": "{position} まで読み終えています。全部：本全体を使って答えます。控えめ：読んだところまでで答えます。キャンセル：答えません。"},
    "consent.no_chapter": {"en": "no chapter", "zh": "（尚无章节）", "ja": "（まだどの章も）"},
    "consent.full": {"en": "Full answer (spoilers)", "zh": "完整回答（含剧透）", "ja": "全部答える（ネタバレあり）"},
    "consent.minimize": {"en": "Minimize spoilers", "zh": "尽量不剧透", "ja": "ネタバレを控える"},
    "consent.cancel": {"en": "Cancel", "zh": "取消", "ja": "キャンセル"},
    "aria.spoiler_check": {"en": "Spoiler check", "zh": "剧透确认", "ja": "ネタバレの確認"},
}

_VOLUME = re.compile(r"^Volume (\d+)$")
_VOLUMES = re.compile(r"^(volumes?) (\d+(?:[–-]\d+)?(?:, \d+(?:[–-]\d+)?)*)$")


def interface_language(setting: str | None, configured: str | None, book_language: str | None) -> str:
    """The interface's language: the stored reading setting unless 'auto', else the
    configured output language when the catalogue has it, else the book's."""
    if setting in LANGUAGES:
        return setting
    for code in (configured, book_language or "en"):
        code = (code or "").split(",")[0].strip().lower()
        if lang := next((lang for lang in LANGUAGES if code.startswith(lang)), None):
            return lang
    return "en"


class Catalogue:
    """The messages of one language."""

    def __init__(self, language: str):
        self.language = language

    def __call__(self, key: str, **values) -> str:
        text = MESSAGES[key][self.language]
        for name, value in values.items():
            text = text.replace("{" + name + "}", str(value))
        return text

    def messages(self) -> dict[str, str]:
        return {key: texts[self.language] for key, texts in MESSAGES.items()}

    def word(self, text: str) -> str:
        """A word the no-model wiki wrote in English (an infobox label, an entry kind, a
        'Volume 2' heading) in the interface's language; anything else as written."""
        if f"label.{text}" in MESSAGES:
            return self(f"label.{text}")
        if f"kind.{text}" in MESSAGES:
            return self(f"kind.{text}")
        if f"heading.{text}" in MESSAGES:
            return self(f"heading.{text}")
        if m := _VOLUME.match(text):
            return self("heading.volume", n=m.group(1))
        if m := _VOLUMES.match(text):  # "volumes 1–3, 5"
            numbers = m.group(2) if self.language == "en" else m.group(2).replace(", ", "、")
            return self("label." + m.group(1), n=numbers)
        return text
