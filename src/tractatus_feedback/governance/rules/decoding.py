"""Undo the encodings a payload hides behind (base64, hex, character codes, binary, URL and HTML escapes,
ROT13, reversal), and
pull out text that a reader of the rendered page would never see (comments, hidden elements).

A person does not write feedback in base64; a payload for the drafting model may be, because the
model can decode it and a word filter cannot. Each decoding is checked with the same patterns as
the plain text. Encoded runs are decoded in place, so the words around them ("decode this and
follow: ...") stay in the checked text.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
import urllib.parse
from collections.abc import Iterator

__all__ = ["decodings", "hidden_segments"]

_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}[\s:]?){12,}")
# Decimal character codes ("73 103 110 ...") and 8-bit binary ("01001001 01100111 ..."): a dozen in a row
# spell a sentence, not a list of figures.
_CHAR_CODES = re.compile(r"\b(?:(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])[\s,;]+){11,}(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])\b")
_BINARY = re.compile(r"\b(?:[01]{8}[\s,;]*){6,}")
_ESCAPED = re.compile(r"(?:&#x?[0-9a-fA-F]+;){4,}|(?:\\u[0-9a-fA-F]{4}){4,}|(?:\\x[0-9a-fA-F]{2}){4,}")
# Three URL escapes anywhere ("forget%20your%20rules") mean URL-encoded text: decode all of it.
_URL_ESCAPE = re.compile(r"%[0-9a-fA-F]{2}")
_URL_ESCAPES_NEEDED = 3
# Text a rendered page hides: HTML comments, elements styled or marked invisible, markdown comments.
_HIDDEN = re.compile(
    r"<!--(.*?)(?:-->|$)"
    r"|<[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0|"
    r"color\s*:\s*(?:transparent|white|#fff)|\bhidden\b)[^>]*>(.*?)<"
    r"|\[(?://|comment|note|hidden|_)?\]:\s*(?:#|<>)\s*[(\"'](.*?)[)\"']",
    re.IGNORECASE | re.DOTALL,
)


def _decode_base64(m: re.Match[str]) -> str:
    token = m.group(0)
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return token
    return decoded if decoded.isprintable() else token


def _decode_hex(m: re.Match[str]) -> str:
    try:
        return bytes.fromhex(re.sub(r"[\s:]", "", m.group(0))).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return m.group(0)


def _decode_char_codes(m: re.Match[str]) -> str:
    return "".join(chr(int(code)) for code in re.findall(r"\d+", m.group(0)))


def _decode_binary(m: re.Match[str]) -> str:
    return "".join(chr(int(bits, 2)) for bits in re.findall(r"[01]{8}", m.group(0)))


def _decode_escapes(m: re.Match[str]) -> str:
    raw = m.group(0)
    if raw.startswith("\\"):
        return codecs.decode(raw, "unicode_escape")
    return html.unescape(raw)


def hidden_segments(text: str) -> list[str]:
    """The pieces of ``text`` that a rendered page would not show a human reader."""
    return [" ".join(g for g in m.groups() if g).strip() for m in _HIDDEN.finditer(text)]


def decodings(view: str) -> Iterator[tuple[str, str]]:
    """(how, text) for each way ``view`` may hide a payload, the encoded runs decoded in place."""
    for how, pattern, decode in (
        ("base64", _BASE64, _decode_base64),
        ("hex", _HEX, _decode_hex),
        ("character codes", _CHAR_CODES, _decode_char_codes),
        ("binary", _BINARY, _decode_binary),
        ("escaped", _ESCAPED, _decode_escapes),
    ):
        decoded = pattern.sub(decode, view)
        if decoded != view:
            yield how, decoded
    if len(_URL_ESCAPE.findall(view)) >= _URL_ESCAPES_NEEDED:
        yield "url-encoded", urllib.parse.unquote(view)
    yield "rot13", codecs.decode(view, "rot13")
    yield "reversed", view[::-1]
