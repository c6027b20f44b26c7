"""Where the site's templates and static assets are.

They live at the top of the repository (`templates/`, `site_assets/`, fixed by the
product layout), outside the package. A checkout or an editable install finds them next
to the package; a wheel installs them as data files under `<prefix>/share/understory/`
(see `[tool.setuptools.data-files]` in pyproject.toml).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import UnderstoryError


def resource_dir(name: str) -> Path:
    candidates = [Path(__file__).resolve().parents[2] / name, Path(sys.prefix) / "share" / "understory" / name]
    for folder in candidates:
        if folder.is_dir():
            return folder
    raise UnderstoryError(f"the site's {name}/ folder is missing (looked in {', '.join(map(str, candidates))}); "
                          "reinstall understory")


# The site's scripts, in the order every page loads them: plain files, no build step, so
# file:// keeps working. core.js first, in <head> (the theme applies before the first
# paint); each after it registers a component with the core, mounted where its elements
# are (site_assets/core.js). names.js and gates.js before the components, which redraw on
# the gates' event; server.js before the companion's (search, chat, sidebar); pace.js before
# reader.js, which asks it whether a chapter was read; recap.js and lastseen.js (the returning
# reader) last, beside the sidebar and the popup they add to, then fix.js (the reader's
# corrections, served only), after them in the popup and on the entry page.
SCRIPTS = ("core.js", "names.js", "gates.js", "folds.js", "settings.js", "server.js", "ereader.js", "search.js",
           "popup.js", "bar.js", "wiki.js", "toc.js", "pace.js", "reader.js", "met.js", "answers.js", "chat.js",
           "citations.js", "sidebar.js", "recap.js", "lastseen.js", "fix.js")
ASSETS = ("site.css", "preview.svg", *SCRIPTS)
# A library's shelf page (static_site/shelf.py) has no book of its own: core.js for its storage,
# messages and helpers (no settings fields, no components there), then shelf.js, which reads each
# work's saved progress and searches each work's parts, with none of the work pages' components.
SHELF_SCRIPTS = ("core.js", "shelf.js")
SHELF_ASSETS = ("site.css", "shelf.css", *SHELF_SCRIPTS)
