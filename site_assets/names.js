/* understory names: entries, names, titles and chapters' titles, in parts by gate
 * (data/names/K.js), and the rules for showing them.
 *
 * Part K holds what opens once chapter K is finished: entries whose titles open then (with
 * the names that open with them), later names of earlier entries, category titles, topics,
 * the title of chapter K+1 and where entries appear in chapter K. The page loads parts
 * 0..progress (all with spoilers off) and drops any past it, so it never holds a name it
 * may not show. Search, the popup, the contents and the wiki read them from here.
 */
(function (U) {
  "use strict";

  var t = U.t, visible = U.visible;

  var namesLoaded = -2;  // the last part merged into window.UNDERSTORY_SEARCH
  var namesLoading = {};
  var titles = {};
  var volumeTitles = {};
  var plainTitles = {};
  var partTitles = {};

  // Called by gates.js on every change: load the parts up to the limit, drop the rest.
  function loadNames() {
    var limit = U.limit();
    if (limit === namesLoaded) return;
    var parts = window.UNDERSTORY_NAMES = window.UNDERSTORY_NAMES || {};
    Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > limit) delete parts[k]; });
    var waits = [];
    for (var k = 0; k <= limit; k++) {
      if (parts[k]) continue;
      if (!namesLoading[k]) {
        namesLoading[k] = U.loadScript("data/names/" + k + ".js");
      }
      waits.push(namesLoading[k]);
    }
    namesLoaded = limit;
    mergeNames(limit);
    if (waits.length) Promise.all(waits).then(function () { if (namesLoaded === limit) { mergeNames(limit); U.applyGates(); } });
  }

  // The loaded parts as one index: {entries, topics, chapters} for search, popup and titles.
  function mergeNames(limit) {
    var parts = window.UNDERSTORY_NAMES || {};
    var entries = [], byHref = {}, topics = [], chapters = [];
    titles = {};
    volumeTitles = {};
    plainTitles = {};
    partTitles = {};
    var seen = {};
    for (var k = 0; k <= limit; k++) {
      var part = parts[k];
      if (!part) continue;
      part.entries.forEach(function (e) {
        var copy = Object.assign({}, e, { names: e.names.slice() });
        entries.push(copy);
        byHref[copy.href] = copy;
      });
      part.names.forEach(function (n) { if (byHref[n[0]]) byHref[n[0]].names.push(n.slice(1)); });
      part.categories.forEach(function (c) { if (byHref[c[0]]) byHref[c[0]].category = c[1]; });
      part.topics.forEach(function (tp) { topics.push(tp); });
      part.chapters.forEach(function (c) { chapters.push(c); titles[c.n] = c.title; plainTitles[c.n] = !!c.numbering; partTitles[c.n] = c.parts || []; });
      (part.volumes || []).forEach(function (v) { volumeTitles[v[0]] = v[1]; });
      (part.seen || []).forEach(function (a) { (seen[a[0]] = seen[a[0]] || []).push([a[1], a[2]]); });
    }
    Object.keys(seen).forEach(function (href) { seen[href].sort(function (a, b) { return a[0] - b[0]; }); });
    var byId = {};
    entries.forEach(function (e) { byId[e.id] = e; });
    window.UNDERSTORY_SEARCH = { entries: entries, topics: topics, chapters: chapters, seen: seen, byHref: byHref, byId: byId };
  }

  // A chapter's title once the reader may see it (the chapter before it finished), else "".
  function chapterTitle(n) {
    return titles[n] || "";
  }

  // The title unless it only numbers its chapter ("XIII", "第十回"): beside the locator that
  // says nothing more (the build marks those, by the rule of the wiki's key passages).
  function namingTitle(n) {
    return plainTitles[n] ? "" : chapterTitle(n);
  }

  // The titles of the part pages heading chapter n (Part Two, 第二部), opened with n's own title.
  function partTitle(n, i) {
    return (partTitles[n] || [])[i] || "";
  }

  function volumeTitle(no) {
    return volumeTitles[no] || "";
  }

  // One rule for an alias wherever it shows (popup, highlighting, search): its own gate,
  // and in strict mode not at all when the entry is a spoiler or the name was learned late.
  function nameVisible(e, n) {
    return visible(n[1], e.spoiler || n[2] === 1);
  }

  // An entry's category (a category page's title) has its own gate.
  function categoryNote(e) {
    return visible(e.category_reveal || 0, false) ? U.word(e.category) : t("entry");
  }

  // Every name the reader may see: entries' titles and their visible aliases.
  function knownNames() {
    var data = window.UNDERSTORY_SEARCH;
    var out = [];
    if (!data) return out;
    data.entries.forEach(function (e) {
      if (!visible(e.reveal, e.spoiler)) return;
      out.push({ name: e.title, entry: e, alias: false });
      e.names.forEach(function (n) {
        if (nameVisible(e, n)) out.push({ name: n[0], entry: e, alias: true });
      });
    });
    return U.met ? out.concat(U.met.known()) : out;  // and the names passed in the chapter being read (met.js)
  }

  // [[chapter_no, mentions]] of an entry (by its address) that the reader may see: the
  // names parts loaded carry those up to the progress, and none of an entry not yet shown.
  function appearancesOf(href) {
    var data = window.UNDERSTORY_SEARCH;
    var e = data && data.byHref[href];
    if (!e || !visible(e.reveal, e.spoiler)) return [];
    return (data.seen[href] || []).filter(function (a) { return visible(a[0], e.spoiler); });
  }

  U.names = {
    load: loadNames, known: knownNames, visible: nameVisible, categoryNote: categoryNote,
    appearancesOf: appearancesOf, volumeTitle: volumeTitle, namingTitle: namingTitle
  };
  U.chapterTitle = chapterTitle;
  U.partTitle = partTitle;
})(window.Understory);
