"""Read-only access to the files of an EPUB: a ZIP archive or an unpacked folder."""

from __future__ import annotations

import hashlib
import posixpath
import struct
import zipfile
import zlib
from pathlib import Path
from typing import IO
from urllib.parse import unquote, urlsplit

from ..errors import BadInputError, DamagedArchiveError, EncryptedError, NotAnEpubError, TooLargeError

# Limits on what is actually inflated, counted while reading (a ZIP header's sizes are
# never trusted): any one file, any one document that is parsed (XHTML, OPF, NCX, CSS),
# and everything read from one book. Real books stay far below them.
MAX_MEMBER_BYTES = 128 * 1024 * 1024
MAX_DOCUMENT_BYTES = 16 * 1024 * 1024
MAX_BOOK_BYTES = 512 * 1024 * 1024
MAX_MEMBERS = 100_000
_CHUNK = 1 << 20
# Everything the zipfile module or zlib raise on a damaged archive.
_ZIP_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, UnicodeError, struct.error,
               NotImplementedError, OverflowError, IndexError, KeyError, RuntimeError)
_ALLOWED_COMPRESSION = {zipfile.ZIP_STORED: "stored", zipfile.ZIP_DEFLATED: "deflate"}
_COMPRESSION_NAMES = {zipfile.ZIP_BZIP2: "bzip2", zipfile.ZIP_LZMA: "LZMA"}


class Container:
    """The files of one EPUB by container path ('OEBPS/text/ch1.xhtml')."""

    def __init__(self, path: Path):
        self.path = path
        self.warnings: list[str] = []
        self._zip: zipfile.ZipFile | None = None
        self._files: dict[str, Path | zipfile.ZipInfo] = {}  # a folder's files or the archive's members
        self._inflated: dict[str, int] = {}  # member -> bytes it inflated to (counted once)
        self._total = 0
        if path.is_dir():
            self._open_folder()
        else:
            self._open_zip()
        self._folded = {name.casefold(): name for name in self._files}

    # -- opening -------------------------------------------------------------
    def _open_folder(self) -> None:
        try:
            for file in sorted(self.path.rglob("*")):
                if file.is_file() and not file.is_symlink():
                    self._files[file.relative_to(self.path).as_posix()] = file
                    if len(self._files) > MAX_MEMBERS:
                        raise TooLargeError(self.path, f"more than {MAX_MEMBERS:,} files")
        except OSError as exc:
            raise BadInputError(self.path, f"cannot read: {exc.strerror or exc}") from exc

    def _open_zip(self) -> None:
        if not self.path.exists():
            raise BadInputError(self.path, "no such file")
        if self.path.stat().st_size == 0:
            raise NotAnEpubError(self.path, "empty file, not an EPUB")
        try:
            self._zip = zipfile.ZipFile(self.path)
            infos = self._zip.infolist()
        except zipfile.BadZipFile as exc:
            raise NotAnEpubError(self.path, f"not a ZIP archive, so not an EPUB ({exc})") from exc
        except (IsADirectoryError, PermissionError, FileNotFoundError) as exc:
            raise BadInputError(self.path, f"cannot read: {exc.strerror or exc}") from exc
        except _ZIP_ERRORS as exc:
            raise DamagedArchiveError(self.path, f"the ZIP directory is damaged ({_reason(exc)})") from exc
        if len(infos) > MAX_MEMBERS:
            raise TooLargeError(self.path, f"{len(infos):,} files in the archive; the limit is {MAX_MEMBERS:,}")
        seen: set[str] = set()
        for info in infos:
            if info.is_dir():
                continue
            if info.compress_type not in _ALLOWED_COMPRESSION:
                method = _COMPRESSION_NAMES.get(info.compress_type, f"method {info.compress_type}")
                raise EncryptedError(self.path, f"{info.filename} is compressed with {method}; EPUB allows only deflate")
            if info.flag_bits & 0x1:
                raise EncryptedError(self.path, f"{info.filename} is password-protected")
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

    def read(self, name: str, *, document: bool = False) -> bytes:
        """The bytes of one file, inflated in chunks and counted against the limits.

        `document`: a file that will be parsed (XHTML, OPF, NCX, CSS), held to the
        smaller document limit. Raises KeyError when the file is not there.
        """
        stored = self.find(name)
        if stored is None:
            raise KeyError(name)
        limit = MAX_DOCUMENT_BYTES if document else MAX_MEMBER_BYTES
        what = "document" if document else "file"
        entry = self._files[stored]
        parts: list[bytes] = []
        size = 0
        try:
            stream: IO[bytes]
            if isinstance(entry, Path):
                stream = entry.open("rb")
            else:
                assert self._zip is not None  # members are listed only from an open archive
                stream = self._zip.open(entry)
            with stream:
                while block := stream.read(_CHUNK):
                    size += len(block)
                    if size > limit:
                        raise TooLargeError(self.path, f"{stored} inflates to more than {limit:,} bytes, "
                                                       f"the limit for one {what} (a zip bomb?)")
                    self._count(stored, size)
                    parts.append(block)
        except BadInputError:
            raise
        except _ZIP_ERRORS as exc:
            raise DamagedArchiveError(self.path, f"{stored} is damaged in the archive ({_reason(exc)})") from exc
        return b"".join(parts)

    def _count(self, stored: str, size: int) -> None:
        before = self._inflated.get(stored, 0)
        if size <= before:
            return
        self._inflated[stored] = size
        self._total += size - before
        if self._total > MAX_BOOK_BYTES:
            raise TooLargeError(self.path, f"its files inflate to more than {MAX_BOOK_BYTES:,} bytes in all, "
                                           f"the limit for one book (a zip bomb?)")

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()


def _reason(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."


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
