"""The text of a plain-text book, whatever encoding it was saved in.

Chinese and Japanese novels circulate as .txt in GB18030 (GBK), Big5, Shift_JIS and UTF-16 as
often as in UTF-8. A byte order mark decides first; then strict UTF-8 (legacy CJK bytes almost
never form valid UTF-8); then charset-normalizer, which measured right on every corpus text in
every encoding tried, down to 400-character samples (tests/ingest/test_plaintext.py):
a plain decode-trial order cannot tell them apart, since GB18030 decodes nearly any bytes. Its
choice must then decode the whole file strictly, or the file is refused: text half read as
mojibake would be stored and quoted as the book.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from charset_normalizer import from_bytes

from ..errors import EmptyBookError, UndecodableTextError

_BOMS = [  # longest first: the UTF-32 LE mark begins with the UTF-16 LE one
    (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"),
]
_NAMES = {"utf_8": "UTF-8", "utf_8_sig": "UTF-8", "utf_32": "UTF-32", "gb18030": "GB18030", "gbk": "GB18030", "gb2312": "GB18030", "big5": "Big5",
          "cp950": "Big5", "big5hkscs": "Big5", "cp932": "Shift_JIS", "shift_jis": "Shift_JIS",
          "utf_16": "UTF-16", "utf_16_le": "UTF-16", "utf_16_be": "UTF-16"}
# What a detector's name for a Chinese or Japanese legacy encoding is widened to: the superset a
# file saved "as GBK" or "as Shift_JIS" on Windows really uses.
_WIDER = {"gb2312": "gb18030", "gbk": "gb18030", "big5": "cp950", "shift_jis": "cp932"}


def decode_text(path: str | Path, data: bytes) -> tuple[str, str]:
    """The file's text and the name of the encoding it was read in (for the report)."""
    if not data.strip(b" \t\r\n\x00"):
        raise EmptyBookError(path, "the file is empty")
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _strict(path, data, encoding), _NAMES.get(encoding.replace("-", "_"), encoding.upper())
    if b"\x00" not in data:
        try:
            return data.decode("utf-8"), "UTF-8"
        except UnicodeDecodeError:
            pass
    best = from_bytes(data).best()
    if best is None:
        if b"\x00" in data:
            raise UndecodableTextError(path, "binary data, not text")
        raise UndecodableTextError(path, "not text in any encoding understory can recognise "
                                         "(UTF-8, GB18030, Big5, Shift_JIS, UTF-16)")
    encoding = codecs.lookup(best.encoding).name.replace("-", "_")
    encoding = _WIDER.get(encoding, encoding)
    text = _strict(path, data, encoding)
    sample = text[:20_000]
    if sum(1 for ch in sample if ord(ch) < 32 and ch not in "\t\r\n\f") > 0.001 * len(sample):
        raise UndecodableTextError(path, "binary data, not text (control characters throughout)")
    return text, _NAMES.get(encoding, encoding)


def _strict(path: str | Path, data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise UndecodableTextError(path, f"read as {_NAMES.get(encoding, encoding)}, byte {exc.start:,} is not valid "
                                         f"in it ({exc.reason}); save the file as UTF-8 and try again") from exc

