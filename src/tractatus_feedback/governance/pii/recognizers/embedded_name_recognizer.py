"""Finds a writer's own name inside a file name or a web address: "report_tomasz_wierzbicki_final(3).pdf".

A name joined into a file name or a URL slug ("/people/ingrid-solberg-2019") is one token to every
other recognizer, and spaCy never reads it as a name. It is personal all the same when the text says
whose it is: the writer's name ("stamped with my name", "my full name is in the file name") for a
file, or the writer's profile or page for a web address under a people, staff or author folder. Only
then are the parts of the token read: two or three parts in a row, joined by "_", "-" or ".", that are
neither common words nor numbers ("report", "final", "2019" are left out) are taken for the name.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer
from tractatus_feedback.governance.pii.recognizers.cued_name_recognizer import NOT_NAME_WORDS, WORD_ENDINGS

__all__ = ["EmbeddedNameRecognizer"]

_EXTENSIONS = r"(?:pdf|docx?|xlsx?|csv|pptx?|txt|odt|ods|odp|rtf|jpe?g|png|gif|heic|zip|html?|md|epub|mp[34]|wav)"
_FILE = re.compile(
    rf"(?<![\w/.\-])(?P<stem>[A-Za-z0-9][\w\-.]*?)(?:\s?\(\d{{1,3}}\))?\.{_EXTENSIONS}\b", re.IGNORECASE
)
# A path of a web address, with or without the scheme and host: "/people/ingrid-solberg-2019".
_PATH = re.compile(r"(?<![\w.])(?:https?://[\w.-]+|www\.[\w.-]+|[\w-]+\.[a-z]{2,6})?(?P<path>(?:/[\w~%.\-]+)+)/?")
# Folders a personal page sits in.
_PERSON_FOLDERS = frozenset(
    "people person staff team profile profiles author authors user users u member members about bio bios "
    "speakers speaker experts expert contributors contributor fellows researchers directory who".split()
)
# The text says the name is the writer's own: "my name", "my old profile", "named after me".
_OWN_NAME = re.compile(
    r"(?i)\bmy\s+(?:(?:own|full|real|legal|first|last|family|maiden|whole)\s+)?(?:name|surname)\b|\bnamed after me\b"
    r"|\bmy\s+name'?s\b"
)
_OWN_PAGE = re.compile(
    r"(?i)\bmy\s+(?:(?:old|own|current|previous|former|staff|author|speaker|personal|public|team)\s+){0,2}"
    r"(?:profile|bio|page|name|surname|staff\s+page|author\s+page)\b"
)
_PART = re.compile(r"[^_\-.]+")
# Words common in file names and web addresses that are no part of a name.
_FILE_WORDS = frozenset(
    """
    report final draft copy new old v rev revised updated update export exports download downloads file files
    doc docs document documents invoice receipt statement letter cv resume form scan scanned signed page pages
    profile profiles user users staff team member members about author authors bio contact people person en
    www index home blog post posts news article articles archive feedback comments comment data summary notes
    minutes agenda slides presentation handout meeting review proposal application paper annex appendix
    attachment attachments image images photo photos picture pictures img pic screenshot backup tmp temp
    template edit edited clean merged fixed internal external guide manual readme the and of for to in on by
    with my your our a an consultation submission submissions response responses output input results
    result print printed edition issue vol volume part chapter week month year annual quarterly monthly
    weekly daily jan feb mar apr jun jul aug sep sept oct nov dec en fr de es it uk us eu gb org com net
    policy research project projects event events team speakers workshop conference roundtable session
    report reports export exported audit public private share shared portal site web certificate certificates
    badge ticket tickets booking confirmation registration award transcript payslip contract agreement
    """.split()
)
_STOP = NOT_NAME_WORDS | _FILE_WORDS
_NAME_PART = re.compile(r"[A-Za-z][a-z]{1,19}|[A-Z]{2,20}")


def _name_runs(token: str, offset: int) -> list[tuple[int, int]]:
    """Spans (shifted by ``offset``) of two or three name-like parts in a row inside ``token``."""
    runs: list[tuple[int, int]] = []
    current: list[re.Match[str]] = []
    for part in [*_PART.finditer(token), None]:
        if part is not None and _looks_like_name(part.group()):
            current.append(part)
            continue
        if 2 <= len(current) <= 3:
            runs.append((offset + current[0].start(), offset + current[-1].end()))
        current = []
    return runs


def _looks_like_name(part: str) -> bool:
    word = part.lower()
    return bool(_NAME_PART.fullmatch(part)) and word not in _STOP and not word.endswith(WORD_ENDINGS)


class EmbeddedNameRecognizer(ContextRegexRecognizer):
    """PERSON: the writer's own name joined into a file name or a URL slug."""

    ENTITY = "PERSON"
    PATTERNS = ()
    TRIGGER = re.compile(r"(?i)\bmy\s+(?:\w+\s+){0,2}(?:name|surname|profile|bio|page)\b|\bnamed after me\b")

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities or not self.TRIGGER.search(text):
            return []
        spans: list[tuple[int, int]] = []
        if _OWN_NAME.search(text):
            for match in _FILE.finditer(text):
                spans += _name_runs(match.group("stem"), match.start("stem"))
        if _OWN_PAGE.search(text):
            for match in _PATH.finditer(text):
                segments = list(re.finditer(r"/([^/]+)", match.group("path")))
                for previous, segment in zip(segments, segments[1:]):
                    if previous.group(1).lower() in _PERSON_FOLDERS:
                        spans += _name_runs(segment.group(1), match.start("path") + segment.start(1))
        return [self.result(start, end, 0.7) for start, end in sorted(set(spans))]
