"""Finds Japanese addresses written in Latin letters: "1-4-12 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023".

A Japanese address numbers blocks, not streets: the chōme, block and house ("1-4-12") before the
neighbourhood, then the ward, city or county with its suffix ("-ku", "-shi", "-cho", "-gun"), then the
prefecture and the seven-digit postcode ("Tokyo 160-0023", "Osaka-fu 530-0001"). None of it has a street
word for the other address recognizers to hold on to; the numbered block and a ward or city suffix are
this shape's own. The flat number after it is read on by the detector's address tail.

Written in kanji ("〒530-0001 大阪府大阪市北区梅田九丁目8番3号 さくらハイツ204号室") the same address runs from the
largest unit down: an optional postcode mark, a prefecture ("都", "道", "府", "県"), one to three cities, wards,
towns or counties ("市", "区", "町", "村", "郡"; their names may be in kana, "みどり市"), the neighbourhood, then the block numbers in arabic,
full-width or kanji numerals ("九丁目8番3号", "1-4-12"), and maybe a building and its room ("204号室"). A
Chinese address has the same order with a road and a number instead of blocks ("朝阳区建国路88号"). The
administrative suffix before the numbers is what marks it; a number and "号" alone ("3号") are not taken.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["JapaneseAddressRecognizer"]

_AREA = r"[A-Z][a-zāīūēō]+(?:-[A-Za-zāīūēō][a-zāīūēō]+)*"
_WARD = r"[A-Z][a-zāīūēō]+-(?:ku|shi|cho|chō|machi|mura|son|gun)"
_PREFECTURE = r"[A-Z][a-zāīūēō]+(?:-(?:to|fu|ken|dō|do))?"
_ADDRESS = re.compile(
    rf"(?<![\w-])(?P<pii>\d{{1,2}}(?:-chome)?[-–]\d{{1,3}}(?:[-–]\d{{1,3}})?,?\s+{_AREA}(?:,\s*{_WARD}){{1,2}}"
    rf"(?:,\s*{_PREFECTURE}(?:\s+\d{{3}}-\d{{4}})?)?)(?![\w-])"
)


_HAN = r"[\u4e00-\u9fff]"
_KANA = r"[\u3040-\u30ff]"
_NUM = r"[0-9０-９〇一二三四五六七八九十百]"
_DASH = r"[-－ー‐‑‒–—―−]"
_BLOCKS = (
    rf"(?:{_NUM}{{1,3}}丁目\s?{_NUM}{{1,4}}番地?\s?(?:{_NUM}{{1,4}}号?)?|{_NUM}{{1,4}}番地?\s?{_NUM}{{1,4}}号"
    rf"|{_NUM}{{1,2}}{_DASH}{_NUM}{{1,4}}(?:{_DASH}{_NUM}{{1,4}})?"
    rf"|{_HAN}{{1,8}}?(?:路|街|大道|大街|巷|弄){_NUM}{{1,5}}号)"
)
_KANJI_ADDRESS = re.compile(
    rf"(?P<pii>(?:〒\s?[0-9０-９]{{3}}{_DASH}[0-9０-９]{{4}}\s*)?(?:{_HAN}{{1,3}}[都道府県省])?"
    rf"(?:(?:{_HAN}|{_KANA}){{1,6}}?[市区區町村郡县縣]){{1,3}}(?:{_HAN}|{_KANA}){{0,8}}?{_BLOCKS}"
    rf"(?:\s*(?:{_HAN}|{_KANA}|[A-Za-z]){{1,12}}\s?[0-9０-９]{{1,4}}(?:号室|室))?)"
)


class JapaneseAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS: a romanised Japanese address, block numbers first, with a ward or city and maybe a postcode."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d-\d|[市区區町村郡县縣]")
    PATTERNS = (
        RegexPattern("japanese block address", _ADDRESS, 0.8),
        RegexPattern("address in kanji", _KANJI_ADDRESS, 0.8),
    )
