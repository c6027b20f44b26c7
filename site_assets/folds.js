/* understory folds: gated things that look intentional.
 *
 * A run of hidden passages is one block, a section with nothing open one quiet line, a list
 * with nothing to show not there at all, and a category's count only what may be seen.
 * Redrawn on every "understory:gates" event: counts first, then folds, then empty lists
 * (an empty list is judged by its counts and by the folds' own rows).
 */
(function (U) {
  "use strict";

  var t = U.t, visible = U.visible;

  // Beside a category, the number of its entries the reader may see ("3s": a spoiler).
  function countCategories() {
    var counts = document.querySelectorAll("[data-count-gates]");
    for (var i = 0; i < counts.length; i++) {
      var gates = counts[i].getAttribute("data-count-gates").split(" ").filter(Boolean);
      var n = gates.filter(function (g) { return visible(parseInt(g, 10), g.slice(-1) === "s"); }).length;
      counts[i].textContent = String(n);
    }
  }

  // A gate showing its placeholder, or a list item holding nothing else (a card).
  function closedGate(node) {
    if (node.nodeType !== 1) return false;
    if (node.tagName === "LI") return node.children.length === 1 && closedGate(node.children[0]);
    if (!node.classList.contains("gate")) return false;
    var inner = node.querySelector(":scope > [data-reveal]");
    return !!inner && !inner.classList.contains("open") && !!node.querySelector(":scope > .ph");
  }

  // A run of hidden passages side by side is one block ("3 passages ahead of you"); a click
  // unfolds it into its blocks, each of which a click shows. A section with nothing open
  // is one quiet line.
  var unfolded = [];
  function foldHidden() {
    document.querySelectorAll(".ph-group-holder, .ph-group").forEach(function (g) { g.remove(); });
    document.querySelectorAll(".folded").forEach(function (el) { el.classList.remove("folded"); });
    document.querySelectorAll(".section-closed").forEach(function (el) { el.remove(); });
    var parents = [];
    document.querySelectorAll(".gate > .ph").forEach(function (ph) {
      var parent = ph.parentElement.parentElement;
      if (parent && parent.tagName === "LI") parent = parent.parentElement;
      if (parent && parents.indexOf(parent) < 0) parents.push(parent);
    });
    parents.forEach(foldRuns);
    document.querySelectorAll("section.body").forEach(foldSection);
  }

  function foldRuns(parent) {
    var run = [];
    var flush = function () {
      if (run.length >= 2 && unfolded.indexOf(run[0]) < 0) {
        var first = run[0];
        var list = first.tagName === "LI";
        var group = document.createElement("button");
        group.type = "button";
        group.className = "ph-group";
        group.textContent = t(list ? "gate.entries" : "gate.many", { n: run.length });
        var holder = group;
        if (list) {
          holder = document.createElement("li");
          holder.className = "ph-row ph-group-holder";
          holder.appendChild(group);
        }
        var members = run.slice();
        members.forEach(function (g) { g.classList.add("folded"); });
        group.addEventListener("click", function () {
          unfolded.push(first);
          members.forEach(function (g) { g.classList.remove("folded"); });
          holder.remove();
        });
        first.parentNode.insertBefore(holder, first);
      }
      run = [];
    };
    Array.prototype.slice.call(parent.childNodes).forEach(function (node) {
      if (node.nodeType === 3 && !node.nodeValue.trim()) return;
      if (closedGate(node)) run.push(node); else flush();
    });
    flush();
  }

  function foldSection(section) {
    var open = section.querySelector(":scope > p [data-reveal].open, :scope > .gate > [data-reveal].open");
    var shut = section.querySelector(".gate > .ph");
    if (open || !shut || unfolded.indexOf(section) >= 0) return;
    section.querySelectorAll(":scope > p, :scope > .gate, :scope > blockquote").forEach(function (el) { el.classList.add("folded"); });
    var heading = section.querySelector(":scope > h2");
    if (heading && heading.querySelector("[data-reveal]:not(.open)")) heading.classList.add("folded");
    var line = document.createElement("p");
    line.className = "section-closed";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "ph-group";
    button.textContent = t("gate.section");
    button.addEventListener("click", function () { unfolded.push(section); U.applyGates(); });
    line.appendChild(button);
    section.appendChild(line);
  }

  // Lists and sections that show only what may be shown (the home page): with nothing to
  // show, they are not there at all, rather than a row of locks.
  function hideEmpty() {
    document.querySelectorAll("[data-hide-empty]").forEach(function (box) {
      var items = box.querySelectorAll("li, .node, .gate");
      var shown = Array.prototype.some.call(items, function (item) {
        if (item.classList.contains("node")) return !item.hasAttribute("data-reveal") || item.classList.contains("open");
        if (item.classList.contains("gate")) return !!item.querySelector(":scope > [data-reveal].open");
        var count = item.querySelector(".count");
        if (count && count.textContent === "0") return false;
        return !item.classList.contains("gated-item") || !!item.querySelector("[data-reveal].open");
      });
      box.hidden = !shown;
      box.querySelectorAll("li.gated-item").forEach(function (li) {
        li.hidden = !li.querySelector("[data-reveal].open");
      });
      box.querySelectorAll("li").forEach(function (li) {
        var count = li.querySelector(".count");
        if (count && count.textContent === "0") li.hidden = true;
      });
    });
    document.querySelectorAll("[data-before-progress]").forEach(function (el) { el.hidden = U.progress() !== null; });
  }

  U.component("folds", "[data-reveal], [data-hide-empty], [data-before-progress], [data-count-gates]", function () {
    U.onGates(function () {
      countCategories();
      foldHidden();
      hideEmpty();
    });
  });
})(window.Understory);
