"""Which chapters are the story, and which are front or back matter.

Evidence, strongest first: the spine's linear flag and the nav property; the book's own
semantics (epub:type, landmarks, the EPUB 2 guide); then titles and content (a page
with no text before the story, a credits page, a contents page). Front and back matter
never count as reading progress.
"""

from __future__ import annotations

import re

from .types import Chapter

STORY_TYPES = {"chapter", "bodymatter", "part", "volume", "division", "prologue", "epilogue", "subchapter"}
NON_STORY_TYPES = {
    "cover", "titlepage", "halftitlepage", "frontmatter", "toc", "copyright-page", "imprint",
    "dedication", "acknowledgments", "foreword", "preface", "colophon", "backmatter", "afterword",
    "appendix", "endnotes", "footnotes", "rearnotes", "loi", "lot", "index", "glossary",
    "bibliography", "contributors", "other-credits", "errata", "seriespage", "landmarks",
    "page-list", "abstract",
}
GUIDE_NON_STORY = {
    "cover", "title-page", "toc", "copyright-page", "dedication", "acknowledgements", "foreword",
    "preface", "colophon", "index", "glossary", "bibliography", "loi", "lot", "notes", "other.ms-coverimage",
    "other.ms-coverimage-standard", "other.ms-titlepage", "other.afterword",
}

MATTER_TITLES = re.compile(
    r"""^(?:
        cover|cover\ ?page|front\ ?cover|title|title\ ?page|titlepage|half\ ?title|copyright.*|imprint|
        (?:table\ of\ )?contents|toc|dedication|acknowledge?ments?|preface|foreword|introduction|
        author'?s\ note|translator'?s\ note|about\ the\ (?:author|authors|book|publisher).*|also\ by.*|
        colophon|credits|license|the\ full\ project\ gutenberg\ licen[cs]e.*|uncopyright|endnotes|notes|
        glossary|index|afterword|postscript|bibliography|
        封面|书名页|扉页|目录|目次|彩页|彩插|插图|插画|版权.*|制作.*|简介|内容简介|作品简介|后记|作者后记|
        あとがき|表紙|口絵|奥付|登場人物|人物介绍|角色介绍|世界观介绍|前言|序言|自序|译者序|出版说明|致谢|附录|鸣谢|书籍信息
    )(?:\ .{0,12})?$""",
    re.X | re.I,
)
_FILE_NAMES = re.compile(
    r"(?:^|/)(?:cover|titlepage|title|halftitle|toc|nav|copyright|colophon|imprint|credits?|"
    r"picture|illus(?:tration)?|insert|colou?r|caiye)[-_]?\d*\.x?html?$", re.I)
_CREDIT_LINE = re.compile(r"^(?:制作|翻译|译者|校对|润色|修图|扫图|图源|录入|嵌字|监制|出品|作者|插画|插图|原作|发布|总监|译|校|图)\s*[：:]", re.M)
_PUNCT = re.compile(r"[\s\W_]+", re.U)
# "Chapter 1", "CHAPTER XII.", "Chap. 3", "第十一回", "第3章": the book numbering its own chapters.
NUMBERED_HEADING = re.compile(r"^\s*(?:chapter|chap\.?|capítulo|chapitre|kapitel)\s+(?:\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty)\b|"
                       r"^\s*第\s*[\d一二三四五六七八九十百千零〇两]+\s*[章回节話话]", re.I)
PROLOGUE_HEADING = re.compile(r"^\s*(?:prologue|prolog|序章|序幕|楔子|引子|プロローグ)", re.I)


def normalized_title(title: str) -> str:
    return _PUNCT.sub(" ", title).strip().lower()


def classify_roles(chapters: list[Chapter], *, docs_by_chapter: dict, landmarks: dict[str, str], guide: dict[str, str]) -> None:
    """Set each chapter's role to story, front or back (in place).

    A book may end up with no story chapter at all (a template, a book of front matter);
    the caller decides what to say about it.
    """
    docs = [docs_by_chapter[id(c)] for c in chapters]
    any_text = any(d.text_chars for d in docs)
    body_start = landmarks.get("bodymatter") or next((p for p, kind in guide.items() if kind == "text"), None)
    body_index = next((i for i, d in enumerate(docs) if d.path == body_start), None)

    story, strong, strong_story = [], [], []
    for i, (chapter, doc) in enumerate(zip(chapters, docs)):
        types = doc.types | set(chapter.blocks[0].types if chapter.blocks else ())
        text = "\n".join(b.text for b in chapter.blocks)
        is_story, is_strong = True, True
        if not doc.linear or "nav" in doc.properties:
            is_story = False
        elif types & STORY_TYPES and not (types & NON_STORY_TYPES - {"titlepage"}):
            is_story = True
        elif types & NON_STORY_TYPES or guide.get(doc.path) in GUIDE_NON_STORY:
            is_story = False
        elif MATTER_TITLES.match(normalized_title(chapter.title)) and len(text) < 20000:
            is_story = False
        elif _FILE_NAMES.search(doc.path) and len(text) < 3000:
            is_story = False
        elif body_index is not None and i < body_index:
            is_story = False
        else:
            is_strong = False
        if is_story and not is_strong and any_text and not text.strip("\n "):
            is_story = False  # a picture page: cover, colour plates
        elif is_story and not is_strong and any_text and not any(b.text for b in chapter.blocks if b.kind != "image"):
            is_story = False
        elif is_story and len(text) < 800 and len(_CREDIT_LINE.findall(text)) >= 2:
            is_story = False  # staff credits of a fan translation
        elif is_story and "project gutenberg" in text[:400].lower() and ("license" in text.lower() or "ebook" in text[:200].lower()):
            is_story = False
        story.append(is_story)
        strong.append(is_strong and not is_story)
        strong_story.append(is_strong and is_story)

    _before_numbered_chapters(chapters, story, strong_story)
    if not any(story):  # a picture book or manga: every page not clearly matter is the story
        story = [not s and bool(d.linear) for s, d in zip(strong, docs)]
    last = max((i for i, s in enumerate(story) if s), default=-1)
    for i, chapter in enumerate(chapters):
        chapter.role = "story" if story[i] else ("back" if 0 <= last < i else "front")


def _before_numbered_chapters(chapters: list[Chapter], story: list[bool], strong_story: list[bool]) -> None:
    """When the book numbers its chapters, what comes before the first numbered one
    (etymologies, extracts, epigraphs, transcriber's notes) is front matter unless the book
    marks it as story or calls it a prologue."""
    numbered = [i for i, c in enumerate(chapters) if NUMBERED_HEADING.match(c.title or "")]
    if len(numbered) < 3:
        return
    for i in range(numbered[0]):
        if story[i] and not strong_story[i] and not PROLOGUE_HEADING.match(chapters[i].title or ""):
            story[i] = False
