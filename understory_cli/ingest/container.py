"""Read-only access to the files of an EPUB: a ZIP archive or an unpacked folder."""

from __future__ import annotations

import hashlib
import posixpath
import zipfile
from pathlib import Path
from urllib.parse import unquote, urlsplit

from ..errors import BadInputError

MAX_MEMBER_BYTES = 512 * 1024 * 1024  # refuse zip bombs before inflating them
_ALLOWED_COMPRESSION = {zipfile.ZIP_STORED: "stored", zipfile.ZIP_DEFLATED: "deflate"}
_COMPRESSION_NAMES = {zipfile.ZIP_BZIP2: "bzip2", zipfile.ZIP_LZMA: "LZMA"}


class Container:
    """The files of one EPUB by container path ('OEBPS/text/ch1.xhtml')."""

    def __init__(self, path: Path):
        self.path = path
        self.warnings: list[str] = []
        self._zip: zipfile.ZipFile | None = None
        self._files: dict[str, object] = {}
        if path.is_dir():
            self._open_folder()
        else:
            self._open_zip()
        self._folded = {name.casefold(): name for name in self._files}

    # -- opening -------------------------------------------------------------
    def _open_folder(self) -> None:
        for file in sorted(self.path.rglob("*")):
            if file.is_file() and not file.is_symlink():
                self._files[file.relative_to(self.path).as_posix()] = file

    def _open_zip(self) -> None:
        if not self.path.exists():
            raise BadInputError(self.path, "no such file")
        if self.path.stat().st_size == 0:
            raise BadInputError(self.path, "empty file, not an EPUB")
        try:
            self._zip = zipfile.ZipFile(self.path)
        except zipfile.BadZipFile as exc:
            raise BadInputError(self.path, f"not a ZIP archive, so not an EPUB ({exc})") from exc
        except OSError as exc:
            raise BadInputError(self.path, f"cannot read: {exc.strerror or exc}") from exc
        seen: set[str] = set()
        for info in self._zip.infolist():
            if info.is_dir():
                continue
            if info.compress_type not in _ALLOWED_COMPRESSION:
                method = _COMPRESSION_NAMES.get(info.compress_type, f"method {info.compress_type}")
                raise BadInputError(self.path, f"{info.filename} is compressed with {method}; EPUB allows only deflate")
            if info.flag_bits & 0x1:
                raise BadInputError(self.path, f"{info.filename} is password-protected")
            if info.file_size > MAX_MEMBER_BYTES:
                raise BadInputError(self.path, f"{info.filename} would inflate to {info.file_size} bytes")
            if info.filename in seen:
                self.warnings.append(f"duplicate ZIP entry {info.filename}; the last copy is used")
            seen.add(info.filename)
            self._files[info.filename] = info
        if "mimetype" not in self._files:
            self.warnings.append("no mimetype file")

    # -- reading -------------------------------------------------------------
    def sha256(self) -> str:
        digest = hashlib.sha256()
        if self._zip is not None:
            with open(self.path, "rb") as fh:
                for block in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(block)
        else:
            for name in sorted(self._files):
                digest.update(name.encode() + b"\0" + self.read(name) + b"\0")
        return digest.hexdigest()

    def names(self) -> list[str]:
        return list(self._files)

    def find(self, name: str) -> str | None:
        """The stored name for `name`, tolerating case differences (with a warning)."""
        if name in self._files:
            return name
        folded = self._folded.get(name.casefold())
        if folded:
            self.warnings.append(f"{name} found only as {folded} (case differs)")
        return folded

    def exists(self, name: str) -> bool:
        return self.find(name) is not None

    def read(self, name: str) -> bytes:
        stored = self.find(name)
        if stored is None:
            raise KeyError(name)
        entry = self._files[stored]
        if isinstance(entry, Path):
            return entry.read_bytes()
        try:
            return self._zip.read(entry)  # type: ignore[union-attr]
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise BadInputError(self.path, f"{stored} is damaged in the archive ({exc})") from exc

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()


def resolve_href(base_file: str, href: str) -> tuple[str, str] | None:
    """Resolve a reference inside the container to (path, fragment).

    External references (any scheme, or //host) give None. Paths are resolved like URLs
    against the container root, so '..' can never climb out of the container.
    """
    href = (href or "").strip()
    if not href:
        return None
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    path = unquote(parts.path)
    if not path:
        return base_file, unquote(parts.fragment)
    if path.startswith("/"):
        joined = path
    else:
        joined = posixpath.join(posixpath.dirname(base_file), path)
    segments: list[str] = []
    for seg in joined.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if segments:
                segments.pop()
            continue
        segments.append(seg)
    return "/".join(segments), unquote(parts.fragment)
