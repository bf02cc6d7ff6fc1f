"""Finds a name written in a non-Latin script after the word that introduces it: "الاسم: ليلى حدّاد", "नाम: राहुल वर्मा".

spaCy's English model and the name gazetteer read Latin letters; a name in Arabic, Devanagari, Cyrillic,
Greek, Hebrew, Bengali, Thai, Han or Hangul passes both. A visitor who gives one says so, as in any
language: a label, maybe with a word such as "full" ("Name:", "الاسم الكامل:", "नाम:", "Имя:", "Όνομα:",
"שם:", "名前：", "이름:"), or a phrase ("my name is", "اسمي", "меня зовут", "मेरा नाम", "ονομάζομαι", "שמי", "我叫", "제 이름은"). After it, one to three
words of a non-Latin script up to the next punctuation are the name. A label in one language and a name
in another script is common too ("Name: ليلى حدّاد"), so the labels of every language count before any
script. A letter's closing formula ("مع التحية،", "С уважением,", "Με εκτίμηση,", "בברכה,") followed by one to
three such words that end the message is a signature too. Latin-script names after these cues are the
other name recognizers' job.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["ScriptNameRecognizer"]

# Labels that need a colon after them ("Name:", "الاسم:", "नाम:").
_LABELS = (
    r"(?i:name|full\s+name|nom|nombre|nome|naam|navn|namn|nimi|n[ée]v|imi[ęe]|jm[ée]no|isim|ad|ad\s+soyad|"
    r"имя|фио|ім'я|ім’я|όνομα|ονοματεπώνυμο)|الاسم|اسم|שם|नाम|পূর্ণ নাম|নাম|名前|姓名|名字|이름|성명|ชื่อ|tên|nama|jina"
)
# Phrases that hand the name over without a colon.
_PHRASES = (
    r"(?i:my\s+name\s+is|меня\s+зовут|мо[её]\s+имя|мене\s+звати|ονομάζομαι|με\s+λένε|το\s+όνομά\s+μου\s+είναι)"
    r"|اسمي|إسمي|שמי|मेरा\s+नाम|আমার\s+নাম|我叫|我的名字是|私の名前は|제\s+이름은"
)
# A letter of a script other than Latin, with the combining marks its words carry (Arabic harakat and
# shadda, Devanagari and Bengali vowel signs, Hebrew points, Thai vowels).
_MARK = (
    r"\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u0900-\u0903\u093a-\u094f"
    r"\u0951-\u0957\u0962\u0963\u0981-\u0983\u09bc-\u09d7\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
)
_LETTER = rf"(?:(?![A-Za-zÀ-ÿ\u0100-\u024f\d_])\w|[{_MARK}])"
_WORD = rf"{_LETTER}+"
_CJK = r"[\u4e00-\u9fff\u3040-\u30ff]"
_NAME = re.compile(
    rf"(?:(?<!\w)(?:{_LABELS})(?:\s[^\s:：]{{1,15}})?\s*[:：]\s*|(?<!\w)(?:{_PHRASES})\s*[:：]?\s*)"
    rf"(?P<pii>{_CJK}{{2,4}}(?!{_CJK})|{_WORD}(?:[ \t]{_WORD}){{0,2}}(?!{_LETTER}|\.\w))"
)
# Closing formulas of letters in non-Latin scripts ("مع التحية،", "С уважением,", "Με εκτίμηση,", "בברכה,",
# "सादर,"): what follows them at the very end of a message is the signature. Thanks are left out, since
# "спасибо за помощь" and "شكرا لكم" end messages too.
_CLOSINGS = (
    r"مع\s+(?:خالص\s+|أطيب\s+|اطيب\s+)?(?:التحية|التحيات|تحياتي|الشكر)|تحياتي|وتفضلوا\s+بقبول\s+فائق\s+الاحترام"
    r"|(?i:с\s+уважением|с\s+наилучшими\s+пожеланиями|всего\s+(?:доброго|хорошего)|з\s+повагою"
    r"|με\s+εκτίμηση|φιλικά|με\s+φιλικούς\s+χαιρετισμούς|χαιρετισμούς)"
    r"|בברכה|בתודה\s+מראש|सादर|भवदीय|শুভেচ্ছান্তে|ขอแสดงความนับถือ"
)
_SIGNED = re.compile(
    rf"(?<!\w)(?:{_CLOSINGS})\s*[,،:\-–—]?\s*(?P<pii>{_WORD}(?:[ \t]{_WORD}){{0,2}})\s*[.!]?\s*$"
)
# Words a phrase may run on into after a name: "है" (is), "هو" (he is), "です" ... are no part of it.
_TRAILING = re.compile(r"\s+(?:है|हूँ|हूं|हैं|هو|هي|です|입니다|이에요|예요)$")


class ScriptNameRecognizer(ContextRegexRecognizer):
    """PERSON in a non-Latin script after a name label or a phrase that introduces a name, in any language."""

    ENTITY = "PERSON"
    TRIGGER = re.compile(rf"(?<!\w)(?:{_LABELS}|{_PHRASES}|{_CLOSINGS})")
    PATTERNS = (
        RegexPattern("non-latin name after its cue", _NAME, 0.7),
        RegexPattern("non-latin name after a closing", _SIGNED, 0.7),
    )

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts)
        for result in results:
            trailing = _TRAILING.search(text, result.start, result.end)
            if trailing and trailing.start() > result.start:
                result.end = trailing.start()
        return results
