"""English, and the catalogue's every key: the site's and the companion's words (MESSAGES, read by
static_site/messages.py; a language lacking a key shows this one), the exported notes' and the generated line's."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The frame of every page
    "skip": "Skip to the text",
    "board.read": "Read",
    "board.wiki": "Wiki",
    "board.chat": "Chat",
    "boards": "Boards",
    "search": "Search",
    "settings": "Settings",
    "graph": "Who meets whom",
    "companion": "Companion",
    "companion.open": "Open the reading companion",
    "read_up_to": "Read up to",
    "read_up_to.aria": "The last chapter you have finished",
    "picker.unset": "Not set",
    "picker.none": "Not started",
    "noscript": "Without JavaScript your reading progress is unknown, so everything that could spoil the story stays hidden.",
    "popup.aria": "Wiki entries for the selection",

    # Gates
    "gate.one": "Hidden: ahead of you. Click to show it anyway.",
    "gate.many": "{n} passages ahead of you",
    "gate.section": "This part opens as you read on.",
    "gate.entries": "{n} more entries open as you read",
    "lock.title": "You'll meet this in a later chapter",
    "lock.text": "This page opens once your reading passes the chapter that introduces it. Its name stays hidden until then.",
    "lock.tab": "Later in the story",
    "lock.show": "Show it anyway",
    "lock.back": "Back to the wiki",

    # Home
    "home.start": "Start reading",
    "home.continue": "Continue: {chapter}",
    "home.contents": "Contents",
    "home.volumes": "Volumes",
    "home.chapters": "{n} chapters",
    "home.unlocks": "As you read, this wiki opens with you: {n} entries, each shown only once you have reached it, and nothing past your place in the book.",
    "home.unlocks.how": "Set how far you have read with “Read up to”, or just start reading: progress follows you.",
    "home.topics": "Topics",
    "home.featured": "Featured",
    "home.categories": "Categories",

    # Entries and wiki pages
    "entry.related": "Related",
    "entry.track": "Narrative track",
    "entry.track.aria": "Mentions per chapter",
    "entry.track.bar": "{chapter}: {n} mentions",
    "entry.from_text": "from the text",
    "entry.from_text.why": "Assembled from the book's own sentences: the model's page for it was not usable.",
    "entry.by_model": "A line by the model, kept because the passage it cites says it.",
    "entry.kind_by_model": "The kind was chosen by the model, kept because the passage it quoted says it.",
    "entry.names_by_model": "The model said a name the text gave this entry is someone else's, quoting the passage: it was taken off.",
    "entry.contents": "Contents",
    "entry.related_nav": "Related entries",
    "cite.title": "Read it in {loc}",
    "topic": "Topic",
    "topic.entries": "Entries",
    "category": "Category",
    "entry": "Entry",

    # Infobox labels and entry kinds written by the no-model wiki
    "label.kind": "kind",
    "label.first appearance": "first appearance",
    "label.also known as": "also known as",
    "label.appears in": "appears in",
    "label.relation": "relation",
    "entry.all_chapters": "All {n} chapters",
    "label.volume": "volume {n}",
    "label.volumes": "volumes {n}",
    "heading.volume": "Volume {n}",
    "heading.Key passages": "Key passages",
    "heading.Often with": "Often with",
    "heading.Appearances": "Appearances",
    "kind.organisation": "organisation",
    "kind.person": "person",
    "kind.place": "place",
    "kind.group": "group",
    "kind.organization": "organization",
    "kind.object": "object",
    "kind.item": "item",
    "kind.power": "power",
    "kind.event": "event",
    "kind.concept": "concept",
    "kind.term": "term",
    "kind.creature": "creature",
    "kind.other": "other",
    "kind.topic": "topic",

    # Graph
    "graph.about": "The main characters in order of first appearance, clockwise from the top. A line joins two who appear in the same chapters and grows as they share more of them; only what you have read is drawn.",
    "graph.aria": "Characters who appear in the same chapters",
    "graph.empty": "Nobody you have met yet. Set how far you have read with the picker above.",
    "graph.none": "The wiki has too few characters for a graph.",

    # Reader
    "reader.contents": "Contents",
    "reader.toc_toggle": "Show or hide the contents",
    "reader.close": "Close",
    "reader.prev": "Previous",
    "reader.next": "Next",
    "reader.end": "End of {loc}",
    "reader.glance": "In this chapter:",
    "reader.glance.from_text": "Sentences from the chapter's opening: the model gave no introduction for it.",
    "reader.glance.by_model": "The chapter's opening lines, then the sentence of its opening the model chose as saying who the chapter is about: all the chapter's own words.",
    "reader.book": "Book",
    "reader.volume": "Volume",
    "reader.scale.aria": "Where this chapter is, and how far you have read",
    "reader.here": "This chapter",
    "reader.marked": "Marked: where {title} appears, in what you have read.",
    "reader.mark": "{title}: {n} in {loc}",
    "ereader.position": "KOReader: {loc}",
    "ereader.title": "Position from KOReader ({device}, {when}): {loc}. Your progress follows it forward.",
    "reader.contents_note": "A chapter's title shows once you have reached it: titles can give the story away.",
    "reader.volume_end": "End of the volume",

    # Search
    "search.placeholder": "A name, a place, words from the text…",
    "search.note": "Only entries, chapters and text you have reached are searched.",
    "search.entries": "Entries",
    "search.chapters": "Chapters",
    "search.text": "In the text",
    "search.none": "Nothing you have reached matches.",
    "search.also": "also known as {name}",
    "search.chapter": "chapter {loc}",
    "search.count": "{n} passages you have read, in story order",
    "search.more": "Show {n} more",
    "search.shown": "Showing {shown} of {n}",
    "search.no_text": "No passage you have read matches.",
    "search.set_progress": "Set how far you have read to search the text.",
    "search.failed": "Search failed.",
    "search.text_placeholder": "Words from the text, a name, a chapter…",
    "search.aria": "Search the book",

    # Settings
    "settings.title": "Reading settings",
    "settings.note": "Changes apply at once and are kept in this browser.",
    "settings.text": "Text",
    "settings.size": "Size",
    "settings.line_height": "Line height",
    "settings.theme": "Theme",
    "settings.light": "Light",
    "settings.sepia": "Sepia",
    "settings.dark": "Dark",
    "settings.style": "The book's style",
    "settings.style.off": "Off — plain text",
    "settings.style.basic": "Basic — italics and emphasis",
    "settings.style.advanced": "Advanced — the book's own layout",
    "settings.reading": "Reading",
    "settings.immersive": "Immersive illustrations (blend into the page)",
    "settings.highlight": "Highlight names of wiki entries",
    "settings.spoilers": "Spoilers",
    "settings.auto": "Up to my progress — show what I have read",
    "settings.strict": "Strict — also hide everything marked as a spoiler, and names learned late",
    "settings.off": "Off — show everything",
    "settings.last": "Last chapter finished",
    "settings.preview": "Preview",
    "settings.preview_text": "The quick brown fox jumps over the lazy dog.",
    "settings.preview_image": "A sample illustration on a white ground",
    "settings.reset": "Use the defaults",
    "settings.cancel": "Cancel",
    "settings.done": "Done",

    # The companion: sidebar, chat, consent
    "side.aria": "Reading companion",
    "side.glance": "Glance",
    "side.wiki": "Wiki",
    "side.chat": "Chat",
    "side.search": "Search",
    "side.close": "Close the companion",
    "side.glance_note": "The chapter's glance shows here on a chapter page.",
    "side.wiki_note": "Select a name in the text to see its wiki entries.",
    "popup.found": "In the wiki",
    "popup.found_for": "In the wiki, for “{text}”:",
    "popup.none": "No entry you have reached is called “{text}”",
    "popup.as": "as “{name}”",
    "popup.ask": "Ask about this passage",
    # the returning reader (issue 38): the story so far and where a name was last seen
    "side.recap": "So far",
    "side.recap_note": "The story so far shows here once you have finished a chapter.",
    "recap.title": "The story so far",
    "recap.so_far": "Volume {n}, up to {at}",
    "recap.stopped": "You stopped at {at} on {date}. Previously:",
    "recap.more": "The whole story so far",
    "recap.dismiss": "Dismiss",
    "recap.empty": "Nothing to recap yet.",
    "settings.recap_after": "Recap after days away",
    "lastseen.label": "Last seen",
    "lastseen.sep": ", ",
    "lastseen.just": "in the chapter you last finished",
    "lastseen.one": "one chapter ago",
    "lastseen.ago": "{n} chapters ago",
    "chat.title": "Ask the companion",
    "chat.conversations": "Conversations",
    "chat.draft": "Being written — not checked against the text yet:",
    "chat.interim": "No answer yet — the passages that best match, until it comes:",
    "chat.unsupported": "Unsupported: this answer cites no passage you have read, so nothing in it is checked against the text.",
    "chat.writing": "Writing the answer…",
    "chat.none_yet": "None yet.",
    "chat.offline": "The companion answers questions when the site is served: run “understory serve” and open the address it prints.",
    "chat.passage": "About this passage",
    "chat.passage_drop": "Remove the passage",
    "chat.placeholder": "Ask about the book — nothing past your progress is used",
    "chat.question": "Your question",
    "chat.new": "New conversation",
    "chat.ask": "Ask",
    "chat.sending": "Sending…",
    "chat.working": "Reading the book…",
    "chat.answer": "Answer",
    "chat.extracts": "Extracts",
    "chat.cancelled": "Cancelled",
    "chat.failed": "Could not answer",
    "chat.refused": "refused",
    "chat.unreachable": "The companion is not reachable ({error}).",
    "chat.details": "Details",
    "chat.tool_error": "error, sent back",
    "chat.questions": "{n} questions",
    "chat.question_one": "1 question",
    "chat.meta": "{n} tool calls · {s} s",
    "chat.spoiler_choice": "Spoiler choice: {choice}",
    "chat.requested": "Page requested: “{title}” ({kind})",
    "chat.requested_note": "The next “understory compose-wiki” will write it, gated like every page.",
    "chat.unverified": "Not checked against the text: {items}",
    "chat.undo": "Undo",
    "chat.undone": "Undone",
    "fix.tools": "Correct this entry",
    "fix.not_this": "Not this person",
    "fix.same_as": "Same as…",
    "fix.pick": "Which entry?",
    "fix.apply": "Apply",
    "fix.merge": "Merge",
    "fix.split": "Split",
    "fix.rename": "Rename",
    "fix.kind": "Kind",
    "fix.hide": "Hide",
    "fix.working": "Applying…",
    "fix.failed": "Not applied: {error}",
    "fix.merged": "Merged {other} into {name}",
    "fix.split_done": "Split {name} off {entry}",
    "fix.renamed": "Renamed {entry} to {name}",
    "fix.kinded": "{entry} is now: {kind}",
    "fix.hidden": "Hid {entry}",
    "fix.undo": "Undo",
    "fix.close": "Close",
    "chat.default": "default",
    "chat.on": "on",
    "chat.off": "off",
    "chat.not_set": "not set",
    "chat.setting.position": "Read up to",
    "consent.title": "This needs later chapters",
    "consent.where": "You have finished {position}. Full: the answer may use the whole book. Minimize: it keeps to what you have read. Cancel: no answer.",
    "consent.no_chapter": "no chapter",
    "consent.full": "Full answer (spoilers)",
    "consent.minimize": "Minimize spoilers",
    "consent.cancel": "Cancel",
    "aria.spoiler_check": "Spoiler check",
    # the names met inside the chapter being read, and progress that follows reading (issue 38)
    "met.where": "You met {name} in {loc}, the chapter you are reading. What the book has said so far:",
    "pace.ask": "Mark {from}–{to} as read?",
    "pace.ask_one": "Mark {loc} as read?",
    "pace.why": "You passed faster than you read, so these chapters do not count yet.",
    "pace.yes": "Mark as read",
    "pace.no": "Not yet",
    "settings.pace": "Reading pace",
    "settings.pace_words": "words a minute",
    "settings.pace_chars": "characters a minute (Chinese, Japanese)",
    # The library's shelf (static_site/shelf.py, site_assets/shelf.js)
    "shelf.title": "Library",
    "shelf.back": "Library",
    "shelf.works": "{n} books",
    "shelf.volumes": "volumes: {n}",
    "shelf.series": "Series: {name}",
    "shelf.progress": "{done} of {total} chapters read",
    "shelf.not_started": "Not started",
    "shelf.finished": "Finished",
    "shelf.search": "Search every book",
    "shelf.search.placeholder": "A name or words from the text, in every book…",
    "shelf.search.note": "Each book is searched only as far as you have read it.",
    "shelf.search.none": "Nothing you have reached in any book matches.",
    "shelf.search.names": "Names",
    "shelf.search.passages": "In the text",
    "shelf.search.more": "and {n} more passages in this book",
}

# The X-Ray notes export-epub writes into a copy of the book (export/markup.py)
NOTES: dict[str, str] = {"aka": "Also known as", "with": "Often with", "last": "Last seen", "first": "First met in",
                         "back": "back to the text", "appendix": "Characters so far",
                         "appendix.intro": "Everyone met by the end of this volume, told only as far as this volume goes.",
                         "notes": "Notes", "colon": ": ", "comma": ", ", "open": " (", "close": ")"}

# An entry's generated summary line, when the text says nothing of what it is (wiki/extractive.py)
KINDS: dict[str, str] = {"person": "person", "place": "place", "organisation": "organisation", "term": "thing"}


def generated_line(word: str, of: str, first: str, names: list[str]) -> str:
    """The generated summary, e.g. A person first met in 1.2 Gull Rock, most often with Tip and Jack."""
    article = "An" if word[0] in "aeiou" else "A"
    return (f"{article} {word}{of} first met in {first}"
            + (f", most often with {' and '.join(names)}" if names else "") + ".")


def relation_words(label: str, value: str, held: bool) -> str:
    """An infobox relation row as the generated line says it: ", son of Mrs. Ferrars," or, `held` by the
    other, " whose son is Edward,"."""
    return f" whose {label} is {value}," if held else f", {value},"


# en/roles.py's roles said with an article (a street, an island); these few otherwise (the Isle of Wight: an island)
ROLE_PHRASES: dict[str, str] = {"isle": "an island", "isles": "a group of islands", "islands": "a group of islands",
                                "woods": "a wood", "mountains": "a range of mountains", "falls": "a waterfall",
                                "straits": "a strait"}


def role_words(kind: str, role: str, of: str) -> str:
    """A role the text writes with the name (en/roles.py: street, county, captain), as the generated line says it
    before its relation (`of`): ", a street," (A place, a street, first met in …)."""
    said = ROLE_PHRASES.get(role) or (role if role.startswith("the ") else  # famous.py's "the founder of Buddhism"
                                      f"{'an' if role[:1].lower() in 'aeiou' else 'a'} {role}")
    return f", {said}{of or ','}"  # ", a pumpkinhead, friend of the Scarecrow," (`of` brings its own comma)


# Countries whose English name takes "the" (CLDR writes them bare: "United Kingdom")
_THE = frozenset("GB US NL PH BS MV KM SC AE CF DO MH SB GM".split())


def place_words(kind: str, code: str, country: str, of: str) -> str:
    """What the cross-book gazetteer (extractive/gazetteer.py) says a place is, where the text does not:
    ", a country," or ", a city in the United Kingdom," (a Japanese book's small place: ", a town in Japan,") before
    its relation (`of`)."""
    where = f"{'the ' if code in _THE else ''}{country}"
    said = f"a {kind}" if kind in ("country", "continent") else f"a {'town' if kind == 'town' else 'city'} in {where}"
    return f", {said}{of or ','}"
