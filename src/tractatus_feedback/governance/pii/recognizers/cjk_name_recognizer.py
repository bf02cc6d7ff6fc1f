"""Finds Chinese, Japanese and Korean names next to the words that introduce or honour them.

Chinese and Japanese put no spaces between words, so a name is a surname character or two and one or
two more characters inside a run of text; spaCy's English model never sees it. A run that starts with a
known surname (Faker's Chinese, Taiwanese, Japanese and Korean surnames, :mod:`..lexicon.names`) is
still usually a word ("高明", "田舎"), so a name is read only beside what marks one: an introduction
before it ("我叫", "我是", "请找", "私は", "氏名："), an honorific or a copula after it ("先生", "女士",
"です", "と申します", "様", "さん"), or, with no cue, a run that is exactly a known surname and a known
given name ("山田花子"). Korean writes words apart but attaches endings: a known surname and two
syllables with an honorific ("김민수님", "김민수 씨") is a name; with a copula ("김민수입니다") only
after "저는" or "제 이름은", since many words start with a surname's syllable ("신청서입니다").
A Japanese name written with a space between the parts ("田中 ゆかり", "佐藤　健") is one too: a run that is
exactly a known two-character surname, a space, and a given name in two to four kana or a known Han given
name, with no more text run on after it; Japanese prose puts no spaces between words.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.lexicon import name_lists
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer

__all__ = ["CjkNameRecognizer"]

_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HAN_RUN = re.compile(f"[{_HAN}]+")
_HANGUL_RUN = re.compile("[\uac00-\ud7a3]+")
_TRIGGER = re.compile(f"[{_HAN}\uac00-\ud7a3]")
# Before a name: "my name is", "I am", "please ask for", "contact person", "name:", "recipient:", "signed". Shorter
# cues ("致", "联系", "私は") run into words as often as into names ("致谢", "联系方式", "私は東京に").
_BEFORE = re.compile(
    r"(?:我叫|我是|叫我|名字是|名字叫|姓名[:：是]?|联系人[:：是]?|聯絡人[:：是]?|請找|请找|署名[:：]?|收件人[:：]?|收货人[:：]?|寄给"
    r"|名前は|氏名[:：]?|担当[:：]?|担当の|宛先[:：]?)[ \t]*"
)
# After a name: Chinese titles, Japanese copulas and honorifics.
_AFTER = re.compile(r"先生|女士|老师|老師|同学|同學|教授|博士|经理|經理|小姐|医生|醫生|です|と申します|といいます|様|さま|さん|氏|くん|ちゃん")
_MAX_GIVEN = 2
# Japanese honorifics. Before one, a run of three to six Han characters set off by a kana particle,
# punctuation or a space ("受付の小早川澄恵さん") is a whole name, however rare the surname: Japanese has
# thousands of surnames beyond any list. A run that ends in a word for a trade or a role ("運転手さん",
# "看護師さん", "店員さん") is a job title, and "お"/"ご" before it makes a polite noun ("お医者さん").
_JA_HONORIFIC = re.compile(r"さん|様|さま|氏|くん|ちゃん")
_ROLE_ENDINGS = frozenset("員手師者士屋長係方人生家官客様達者主")
# A Han run, a space, and a kana or Han run that ends there or at an honorific: "田中 ゆかり", "佐藤　健さん".
_SPACED_JA = re.compile(
    f"(?<![{_HAN}])(?P<surname>[{_HAN}]{{2}})[ \u3000](?!{_AFTER.pattern})(?P<given>[\u3040-\u30ff]{{2,4}}|[{_HAN}]{{1,2}})"
    f"(?=$|[^{_HAN}\u3040-\u30ff]|{_AFTER.pattern})"
)
# Korean: an honorific attached or after a space, a copula after an introduction.
_KOREAN_BEFORE = frozenset("저는 전 제이름은 이름은 이름: 이름 성함은 성함: 담당자 담당자: 담당:".split())
_KOREAN_HONORIFIC = re.compile(r"^(?:님|씨|선생님|교수님)")
_KOREAN_COPULA = re.compile(r"^(?:입니다|이에요|예요|이고|이라고|라고)")


class CjkNameRecognizer(ContextRegexRecognizer):
    """PERSON: Chinese, Japanese and Korean names beside an introduction or an honorific."""

    ENTITY = "PERSON"
    PATTERNS = ()
    TRIGGER = _TRIGGER

    def __init__(self) -> None:
        super().__init__()
        lists = name_lists()
        self.surnames = lists.cjk_surnames
        self.given = lists.cjk_given

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if self.ENTITY not in entities or not _TRIGGER.search(text):
            return []
        spans = set(self._han_names(text)) | set(self._korean_names(text))
        return [self.result(start, end, 0.7) for start, end in sorted(spans)]

    def _surname_at(self, run: str, i: int) -> int:
        """Length of the known surname starting at ``run[i]`` (two characters before one), or 0."""
        for size in (2, 1):
            if run[i : i + size] in self.surnames and len(run[i : i + size]) == size:
                return size
        return 0

    def _han_names(self, text: str) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        for cue in _BEFORE.finditer(text):
            run = _HAN_RUN.match(text, cue.end())
            if run:
                name = self._name_from_start(run.group())
                if name:
                    spans.append((run.start(), run.start() + name))
        for cue in _AFTER.finditer(text):
            start = cue.start()
            while start > 0 and _HAN_RUN.fullmatch(text[start - 1]):
                start -= 1
            name = self._name_at_end(text[start : cue.start()])
            if _JA_HONORIFIC.match(cue.group()) and self._whole_run_is_name(text, start, cue.start()):
                name = cue.start() - start
            if name:
                spans.append((cue.start() - name, cue.start()))
        for run in _HAN_RUN.finditer(text):
            if self._known_full_name(run.group()):
                spans.append(run.span())
        for pair in _SPACED_JA.finditer(text):
            given = pair.group("given")
            if pair.group("surname") in self.surnames and (given in self.given or not _HAN_RUN.match(given)):
                spans.append(pair.span())
        return spans

    @staticmethod
    def _whole_run_is_name(text: str, start: int, end: int) -> bool:
        """Whether the Han run ``text[start:end]`` before a Japanese honorific is a name of its own."""
        run = text[start:end]
        before = text[start - 1] if start else ""
        return 3 <= len(run) <= 6 and run[-1] not in _ROLE_ENDINGS and before not in "おご御" and (
            not before or not before.isalnum() or "\u3040" <= before <= "\u30ff"
        )

    def _name_from_start(self, run: str) -> int:
        """Length of the name that opens ``run``: a surname and up to two characters, a known given name first."""
        surname = self._surname_at(run, 0)
        if not surname:
            return 0
        rest = run[surname:]
        cut = _AFTER.search(rest)
        if cut:
            rest = rest[: cut.start()]
        for size in (2, 1):
            if rest[:size] in self.given and len(rest[:size]) == size:
                return surname + size
        return surname + min(len(rest), _MAX_GIVEN) if rest else 0

    def _name_at_end(self, run: str) -> int:
        """Length of the name that closes ``run``: a surname and up to two characters, two characters at least."""
        for length in range(min(len(run), 2 + _MAX_GIVEN), 1, -1):
            candidate = run[-length:]
            surname = self._surname_at(candidate, 0)
            if surname and length - surname <= _MAX_GIVEN:
                return length
        return 0

    def _known_full_name(self, run: str) -> bool:
        """Whether a whole run of Han characters is a known surname and a known given name ("山田花子")."""
        surname = self._surname_at(run, 0)
        return bool(surname) and len(run) >= 3 and run[surname:] in self.given

    def _korean_names(self, text: str) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        runs = list(_HANGUL_RUN.finditer(text))
        for index, run in enumerate(runs):
            word = run.group()
            surname = 1 if word[:1] in self.surnames else 0
            if not surname or len(word) < surname + 2:
                continue
            end = run.start() + surname + 2
            ending = word[surname + 2 :]
            before = "".join(text[runs[index - 1].start() : run.start()].split()) if index else ""
            after = text[run.end() :].lstrip()
            if _KOREAN_HONORIFIC.match(ending) or (not ending and _KOREAN_HONORIFIC.match(after)):
                spans.append((run.start(), end))
            elif (not ending or _KOREAN_COPULA.match(ending)) and before in _KOREAN_BEFORE:
                spans.append((run.start(), end))
        return spans
