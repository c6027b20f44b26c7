/* understory settings: the settings forms (the settings page, the dialog on every page) and
 * the progress pickers ("read up to").
 *
 * Each control applies and saves at once, so the page behind is the preview. A chapter's
 * title shows in a picker once the chapter before it is finished: titles spoil too.
 */
(function (U) {
  "use strict";

  var t = U.t, book = U.book;

  function buildPickers(pickers) {
    for (var i = 0; i < pickers.length; i++) {
      var select = pickers[i];
      select.appendChild(new Option(t("picker.unset"), ""));
      select.appendChild(new Option(t("picker.none"), "0"));
      book.chapters.forEach(function (c) {
        var option = new Option(c.loc, String(c.n));
        option.setAttribute("data-loc", c.loc);
        select.appendChild(option);
      });
      select.addEventListener("change", function (event) {
        var value = event.target.value;
        document.dispatchEvent(new CustomEvent("understory:picked"));  // the reader stops moving it
        U.setProgress(value === "" ? null : parseInt(value, 10));
      });
    }
  }

  function syncPickers() {
    var p = U.progress();
    var pickers = document.querySelectorAll("[data-progress-picker]");
    for (var i = 0; i < pickers.length; i++) {
      var options = pickers[i].querySelectorAll("option[data-loc]");
      for (var j = 0; j < options.length; j++) {
        var o = options[j];
        var n = parseInt(o.value, 10);
        var title = U.chapterTitle(n);
        o.textContent = o.getAttribute("data-loc") + (U.visible(n - 1, false) && title ? " " + title : "");
      }
      pickers[i].value = p === null ? "" : String(p);
    }
  }

  // Every settings form on the page shows the current values.
  function syncForms() {
    var s = U.settings();
    var inputs = document.querySelectorAll("[data-settings-form] input");
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i];
      var value = s[input.name];
      if (input.type === "radio") input.checked = value === input.value;
      else if (input.type === "checkbox") input.checked = value === true;
      else if (document.activeElement !== input) input.value = String(value);
    }
    var outputs = document.querySelectorAll("[data-settings-form] output[data-show]");
    for (var j = 0; j < outputs.length; j++) {
      outputs[j].textContent = String(s[outputs[j].getAttribute("data-show")]);
    }
  }

  function onSettingInput(event) {
    var input = event.target;
    if (!input.closest || !input.closest("[data-settings-form]") || !U.fields[input.name]) return;
    if (input.type === "checkbox") U.saveSetting(input.name, input.checked);
    else if (input.type === "range") U.saveSetting(input.name, parseFloat(input.value));
    else if (input.checked) U.saveSetting(input.name, input.value);
  }

  function setupSettings() {
    document.addEventListener("input", onSettingInput);
    document.addEventListener("change", onSettingInput);
    var resets = document.querySelectorAll("[data-settings-reset]");
    for (var i = 0; i < resets.length; i++) {
      resets[i].addEventListener("click", function () { U.replaceSettings(null); });
    }
    var dialog = document.querySelector("[data-settings-dialog]");
    if (!dialog || typeof dialog.showModal !== "function") return;  // the link opens the settings page
    var before = null;
    document.querySelectorAll("[data-open-settings]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        before = U.settingsSnapshot();
        syncForms();
        dialog.showModal();
      });
    });
    dialog.querySelector("[data-settings-cancel]").addEventListener("click", function () {
      U.replaceSettings(before);
      dialog.close();
    });
  }

  U.component("pickers", "[data-progress-picker]", function (pickers) {
    buildPickers(pickers);
    U.onGates(syncPickers);
  });
  U.component("settings", "[data-settings-form]", function () {
    setupSettings();
    U.onGates(syncForms);
  });
})(window.Understory);
