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
