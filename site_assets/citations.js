/* understory citations: a citation chip (in an answer, a wiki page or a search hit) opens the
 * reader at the paragraph and marks it; on the same page it jumps there without a reload.
 */
(function (U) {
  "use strict";


  function markParagraph(id) {
    var target = id && document.getElementById(id);
    if (!target) return false;
    document.querySelectorAll(".para.cited").forEach(function (p) { p.classList.remove("cited"); });
    target.classList.add("cited");
    target.scrollIntoView({ block: "center" });
    return true;
  }

  function setupCitations() {
    document.addEventListener("click", function (event) {
      var chip = event.target.closest && event.target.closest("a.cite, a[data-jump]");
      if (!chip || !chip.getAttribute("href")) return;
      var href = chip.getAttribute("href");
      var hash = href.indexOf("#") >= 0 ? href.slice(href.indexOf("#") + 1) : null;
      var page = href.split("#")[0].split("/").pop();
      var here = location.pathname.split("/").pop();
      if (hash && decodeURIComponent(page) === decodeURIComponent(here) && markParagraph(hash)) {
        event.preventDefault();
        history.replaceState(null, "", "#" + hash);
      }
    });
    if (location.hash) markParagraph(location.hash.slice(1));
  }

  // Chips come in answers and search hits too, so the chat and the search ask for it.
  U.component("citations", "a.cite, [data-chat], [data-text-search-results]", setupCitations);
})(window.Understory);
