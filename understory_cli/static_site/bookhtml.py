"""The book's own HTML in the reader: sanitized again, images pointed into the built folder.

Ingest already sanitized every paragraph by an allow-list; cleaning once more here costs
little and means no store, however old or hand-edited, can put a script into the site.
"""

from __future__ import annotations

import hashlib
import html
import re
from dataclasses import replace

from ..ingest.assets import book_asset
from ..ingest.sanitize import clean_html
from ..store.site import SiteImage

_EXTENSIONS = {"image/jpeg": ".jpg", "image/png": ".png", "image/gif": ".gif", "image/svg+xml": ".svg",
               "image/webp": ".webp", "image/avif": ".avif", "image/bmp": ".bmp"}
_IMG_SRC = re.compile(r'(<img\b[^>]*?)\ssrc="([^"]*)"')


def safe_images(images: list[SiteImage]) -> list[SiteImage]:
    """The images the site may carry, checked again by their bytes whatever the store says
    (a store written before ingest checked them, or edited by hand): raster images as they
    are, SVG rebuilt from the allow-list, anything else left out."""
    out = []
    for image in images:
        asset, _ = book_asset(image.href, image.data)
        if asset is None:
            continue
        if asset.data != image.data or asset.media_type != image.media_type:
            image = replace(image, media_type=asset.media_type, data=asset.data,
                            sha256=hashlib.sha256(asset.data).hexdigest())
        out.append(image)
    return out


def image_file(image: SiteImage) -> str:
    """Content-addressed, so an image shared by volumes is written once and never goes stale.
    The extension comes from the checked type only: never .html, .js or .svgz from a name."""
    return f"assets/book/{image.sha256[:20]}{_EXTENSIONS.get(image.media_type, '.img')}"


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
