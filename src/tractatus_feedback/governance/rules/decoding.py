"""Undo the encodings a payload hides behind (base64, base32, hex, character codes, binary, URL and HTML
escapes, Morse code, pig latin, ROT13, reversal, the first letters of lines), and pull out text that a
reader of the rendered page would never see (comments, hidden elements).

A person does not write feedback in base64; a payload for the drafting model may be, because the
model can decode it and a word filter cannot. Each decoding is checked with the same patterns as
the plain text. Encoded runs are decoded in place, so the words around them ("decode this and
follow: ...") stay in the checked text. Only the first :data:`MAX_DECODED_CHARS` characters are
decoded: feedback is short, and a decoder must not be a way to make the rules slow.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
import urllib.parse
from collections.abc import Iterator

__all__ = ["MAX_DECODED_CHARS", "decodings", "hidden_segments"]

#: How much of a text the decoders read.
MAX_DECODED_CHARS = 20_000

_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_BASE32 = re.compile(r"\b[A-Z2-7]{16,}={0,6}")
# Morse: runs of dots and dashes, letters apart by a space, words by " / " or three spaces.
_MORSE_RUN = re.compile(r"(?:[.\-–—_]{1,7}(?:\s*/\s*|\s{1,3}|$)){6,}")
_MORSE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i", ".---": "j", "-.-": "k",
    ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u", "...-": "v",
    ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5",
    "-....": "6", "--...": "7", "---..": "8", "----.": "9",
}
# Pig latin: enough words ending in "ay" ("ignoreway ouryay instructionsway").
_PIG_NEEDED = 4
# The first letters of lines, which spell a word down the page (an acrostic) once there are enough lines.
_ACROSTIC_LINES = 5
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


def _decode_base32(m: re.Match[str]) -> str:
    token = m.group(0)
    try:
        decoded = base64.b32decode(token + "=" * (-len(token) % 8)).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return token
    return decoded if decoded.isprintable() else token


def _decode_morse(m: re.Match[str]) -> str:
    run = m.group(0).replace("–", "-").replace("—", "-").replace("_", "-")
    words = re.split(r"\s*/\s*| {3,}", run.strip())
    decoded = " ".join("".join(_MORSE.get(code, "") for code in word.split()) for word in words)
    return " " + decoded + " " if decoded.strip() else m.group(0)


def _pig_latin(view: str, *, cluster: bool) -> str | None:
    """Pig latin read back ("ignoreway" is "ignore", "ouryay" "your", "evealray" "reveal"), when at least
    :data:`_PIG_NEEDED` words end in "ay". A word moved its leading consonant, or its whole leading
    consonant cluster ("isthay" is "this"), to the end before "ay"; which is not written, so both
    readings are made."""
    words = re.findall(r"[A-Za-z]+", view)
    if sum(w.lower().endswith("ay") for w in words) < _PIG_NEEDED:
        return None

    def undo(m: re.Match[str]) -> str:
        word = m.group(0)[:-2]
        if word.lower().endswith("w") and len(word) > 2 and word[0].lower() in "aeiou":
            return word[:-1]
        tail = re.search(r"[^aeiouAEIOU]+$" if cluster else r"[^aeiouAEIOU]$", word)
        if tail is None or tail.start() == 0:
            return word
        return word[tail.start():] + word[: tail.start()]

    return re.sub(r"\b[A-Za-z]+ay\b", undo, view)


def _acrostic(view: str) -> str | None:
    """The first letters of the lines of ``view`` (kept by `normalize.lines`), put before the text."""
    rows = [row for row in view.split("\n") if row.strip()]
    if len(rows) < _ACROSTIC_LINES:
        return None
    return "".join(row.strip()[0] for row in rows) + " " + view


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
    view = view[:MAX_DECODED_CHARS]
    for how, pattern, decode in (
        ("base64", _BASE64, _decode_base64),
        ("base32", _BASE32, _decode_base32),
        ("morse", _MORSE_RUN, _decode_morse),
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
    for how, decoded in (("pig latin", _pig_latin(view, cluster=False)), ("pig latin", _pig_latin(view, cluster=True)),
                         ("first letters of lines", _acrostic(view))):
        if decoded is not None:
            yield how, decoded
