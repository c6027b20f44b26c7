"""The book's own HTML in the reader: sanitized again, images pointed into the built folder.

Ingest already sanitized every paragraph by an allow-list; cleaning once more here costs
little and means no store, however old or hand-edited, can put a script into the site.
"""

from __future__ import annotations

import html
import re
from pathlib import PurePosixPath

from ..ingest.sanitize import clean_html
from ..store.site import SiteImage

_EXTENSIONS = {"image/jpeg": ".jpg", "image/png": ".png", "image/gif": ".gif", "image/svg+xml": ".svg",
               "image/webp": ".webp", "image/avif": ".avif"}
_IMG_SRC = re.compile(r'(<img\b[^>]*?)\ssrc="([^"]*)"')


def image_file(image: SiteImage) -> str:
    """Content-addressed, so an image shared by volumes is written once and never goes stale."""
    ext = _EXTENSIONS.get(image.media_type) or PurePosixPath(image.href).suffix.lower()
    return f"assets/book/{image.sha256[:20]}{ext}"


def image_map(images: list[SiteImage]) -> dict[tuple[int, str], str]:
    """(volume_no, container href) -> file in the site."""
    return {(i.volume_no, i.href): image_file(i) for i in images}


def reader_html(fragment: str, volume_no: int, images: dict[tuple[int, str], str], root: str, *,
                styled: bool = False) -> str:
    def _src(match: re.Match) -> str:
        target = images.get((volume_no, html.unescape(match.group(2))))
        # An image the book does not contain is dropped rather than left to fetch anything.
        return f'{match.group(1)} src="{root}{html.escape(target)}"' if target else match.group(1)

    return _IMG_SRC.sub(_src, clean_html(fragment, styled=styled))
