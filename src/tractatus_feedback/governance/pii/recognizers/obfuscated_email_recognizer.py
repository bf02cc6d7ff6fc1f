"""Finds email addresses written to dodge scrapers: "maria at gmail dot com", "maria[at]gmail[dot]com".

People write their address this way precisely because it is theirs, and Presidio's email recognizer
only knows the ``user@host.tld`` shape. "@" may be a word ("at", "At", "AT"), that word or "@" in
brackets, braces, dashes or underscores ("(at)", "{at}", "-at-", "[@]"), or doubled ("@@"); "." may
be "dot" (or "d0t"), "period", either in brackets, "[.]", or a real dot with spaces around it; a
dotted user name may spell its dots too ("mei dot chen at ..."). Full-width, zero-width, spaced-out
and HTML-entity spellings are undone before this runs (see :mod:`.normalised_text_recognizer`).

The words may be another language's: "arroba" and "punto" (Spanish, Italian), "arobase" and "point"
(French), "ät" and "punkt" (German), "chiocciola" (Italian), "ponto" (Portuguese), "snabel-a",
"apenstaartje" and "punt", "małpa" and "kropka", "kukac" and "pont" (Swedish, Dutch, Polish, Hungarian),
"艾特" and "点" (Chinese), "a còng" and "chấm" (Vietnamese), "et işareti" (Turkish), "παπάκι" and "τελεία"
(Greek), "равлик" and "крапка" (Ukrainian), British "full stop", bare or in brackets ("(at) ... (punkt)"). The
preposition for "at" may be translated instead of the symbol ("s.vdmeulen op example punt org", "c (point)
moreau (chez) example (point) com", "bei", "presso", "em", "en", "på"); bare, such a word joins an address
only when its domain spells a dot in words. Dictated with a pause around every word, the dots may stand
between commas ("m underscore okafor, the at sign, mail, dot, example, dot, org"); "at
sign" and "at symbol" spell the symbol out, "hyphen" or "dash" may stand inside the domain ("uni hyphen
bremen"), emoji may stand for brackets or between the parts of the user name ("ana 🌸 kowalczyk 📧 at 📧
example dot net"), and "AT"/"DOT" may be run into the words ("mei_chenATwebDOTde"), which only capitals betray.
"My gmail is mei.chen84" names the provider instead of writing the domain.

A bare word "at" is also ordinary English ("the docs at readthedocs.io"), so when it is the only
sign of an address the user part must look like one (a dot, underscore or digit in it), the domain
must be a mail provider, or the words before it must talk about email. Spelled-out dots must end in
a known top-level domain, so "look at this dot point" is not taken for an address. The names RFC 2606
reserves ("example", "test", "invalid", "localhost") count as top-level domains: they are what people
write for a sample or test address, and the user name before them is just as personal.

An aside may be dropped between the halves ("priya_n, at, you guessed it, example dot com"), the at sign
may be dictated ("r.k followed by the at sign and then lab.example", "k_osei, then an @, then ...",
"tom.okafor (then the usual at-sign) example.org"), or the domain may be announced after a break
("k.mensah — and after the at sign, lists dot test", "tomas dot berglund, and the domain is
nordlys.example"); then the user part must look like one (a dot, underscore or digit, written or
spelled) or the words before it must talk about email. "The domain is" and "the host is" also name a
website's or a server's, so they join the halves only in a text that speaks of email; "at the domain"
says so itself."""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern
from tractatus_feedback.governance.pii.recognizers.split_email_recognizer import ABOUT_EMAIL

__all__ = ["ObfuscatedEmailRecognizer", "TOP_LEVEL_DOMAINS"]

# An emoji or pictograph may stand where a bracket would ("ana 🌸 kowalczyk 📧 at 📧 example dot net").
_EMOJI = r"[\u2600-\u27bf\U0001f300-\U0001faff]\ufe0f?"
_OPEN, _CLOSE = rf"(?:[\[({{<_*\-'\"]|{_EMOJI})", rf"(?:[\])}}>_*\-'\"]|{_EMOJI})"
_BARE_AT = r"\s+(?:at|AT|At)\s+"
# The symbol spelled out, or named in another language.
_AT_WORDS = (
    r"(?i:at[ -](?:sign|symbol|zeichen)|commercial\s+at|arroba|arobase|chiocciola|klammeraffe|ät|snabel-?a|apenstaartje"
    r"|ma[lł]pa|kukac|zavin[aá][cč]|sobaka|собака"
    # Chinese "艾特" (said "ai-te"), Japanese "アットマーク", Korean "골뱅이", Vietnamese "a còng" / "a móc"
    r"|艾特|アット(?:マーク)?|골뱅이|a\s+c[oò]ng|a\s+m[oó]c"
    # Turkish "et işareti", Greek "παπάκι" (duckling), Hebrew "שטרודל", Ukrainian "равлик" (snail), Finnish "ät-merkki"
    r"|et\s+i[şs]areti|παπάκι|שטרודל|равлик|ät-merkki)"
)
# "[@]" and "[.]" are the defanged forms security people use; "d0t" is "dot" in leetspeak; "(a)" is "@"
# only when written tight between the two halves.
# "at" as a preposition of another language, the way a visitor translates the symbol: French "chez", German
# "bei", Dutch "op", Italian "presso", Portuguese "em", Spanish "en", Scandinavian "på" and "hos". Bare,
# they are ordinary words, so an address joined by one must spell a dot in its domain (see ``validate``).
_FOREIGN_AT = r"(?i:chez|bei|op|presso|em|en|p[åa]|hos)"
_AT = (
    rf"(?:\s*{_OPEN}\s*(?:(?i:at|@)|{_AT_WORDS}|{_FOREIGN_AT})\s*{_CLOSE}\s*|{_BARE_AT}|\s+{_AT_WORDS}\s+"
    rf"|\s+{_FOREIGN_AT}\s+|\s*@{{1,2}}\s*"
    r"|(?<=\w)[(\[]a[)\]](?=\w))"
)
# "dot" in the languages visitors write in: Spanish and Italian, French, German and Swedish, Portuguese,
# Dutch, Danish and Norwegian, Polish, Turkish, Czech, Romanian, Hungarian, Finnish, Russian, Chinese, Japanese,
# Korean, Vietnamese.
_FOREIGN_DOTS = (
    r"punto|point|punkt|ponto|punt|punktum|kropka|nokta|te[cč]ka|punct|pont|piste|точка|点|點|ドット|점|ch[aấ]m"
    # British "full stop", Greek "τελεία", Ukrainian "крапка", Arabic "نقطة", Hebrew "נקודה"
    r"|full\s+stop|τελεία|крапка|نقطة|נקודה"
)
_DOT_WORDS = rf"(?:dot|DOT|Dot|d0t|D0T|period|PERIOD|(?i:{_FOREIGN_DOTS}))"
# Dictated with a pause around each word, the dot may stand between commas ("mail, dot, example, dot, org").
_WORD_DOT = rf"(?:\s*{_OPEN}\s*(?:(?i:d[o0]t|period|{_FOREIGN_DOTS})|\.)\s*{_CLOSE}\s*|\s+{_DOT_WORDS}\s+|\s*,\s*{_DOT_WORDS}\s*,\s*)"
_DOT = rf"(?:{_WORD_DOT}|\.|\s+\.\s+)"  # a real dot has space on both sides or neither
_USER_SEP = rf"(?:{_WORD_DOT}|\s+(?i:underscore|dash|hyphen)\s+|\s*{_EMOJI}\s*)"
#: Top-level domains an address may end in, RFC 2606's reserved names among them.
TOP_LEVEL_DOMAINS = frozenset(
    "com org net edu gov mil int info biz name pro io me co ac uk de fr es it nl be ch at se no dk fi ie pl pt gr "
    "cz hu ro ru ua tr il in cn jp kr sg hk tw au nz za ng ke br mx ar cl ca us fm tv ai ly gg xyz dev app email "
    "mail online site tech cloud live eu lt lv ee lu sk si hr rs bg ph vn th pk eg ae sa pe mobi club shop store "
    "blog example test invalid localhost".split()
)
_TLD = rf"(?i:{'|'.join(sorted(TOP_LEVEL_DOMAINS, key=lambda tld: (-len(tld), tld)))})"  # "com" before "co"
_PROVIDER = r"(?i:gmail|googlemail|hotmail|outlook|yahoo|icloud|protonmail|proton|aol|gmx|yandex|zoho|fastmail)"
_PART = r"[A-Za-z0-9][\w+-]{0,40}"
_USER = rf"[A-Za-z0-9][\w.+-]{{0,40}}(?:{_USER_SEP}{_PART}){{0,3}}"
_LABEL = r"[A-Za-z0-9][\w-]{0,40}(?:\s+(?i:hyphen|dash)\s+[A-Za-z0-9][\w-]{0,20})*"
_DOMAIN = rf"{_LABEL}(?:{_DOT}[A-Za-z0-9][\w-]{{0,20}})*{_DOT}{_TLD}"
_EMAIL = re.compile(rf"(?<![\w.@])(?P<pii>{_USER}{_AT}{_DOMAIN})(?![\w@]|\.\w)")
# "mei_chenATwebDOTde": capitals are the only mark, so the halves must be lower case or digits.
_GLUED = re.compile(
    rf"(?<![\w.@])(?P<pii>[a-z0-9][a-z0-9._+-]{{0,40}}(?:DOT[a-z0-9][a-z0-9._+-]{{0,40}})*AT[a-z0-9][a-z0-9-]{{0,40}}"
    rf"(?:DOT[a-z0-9-]{{1,20}})*DOT{_TLD})(?![\w@])"
)
# "my gmail is mei.chen84": the provider named before the user name stands for the domain.
_PROVIDER_NAMED = re.compile(
    rf"(?i:\bmy\s+{_PROVIDER}(?:\s+(?:address|account|handle|username|user\s+name|id))?\s*(?:is|:|=)\s*)"
    r"(?P<pii>[A-Za-z0-9][\w.+-]{1,40}[A-Za-z0-9])(?![\w@])"
)
# "priya_n, at, you guessed it, example dot com": the "at" set off by commas, maybe with an aside after it;
# "k.mensah — and after the at sign, lists dot test": the domain announced after a break.
_ASIDE = r"[A-Za-z][A-Za-z'’ ]{0,30}?"
_AT_NAMED = rf"(?:(?:@|(?i:at))(?:[ -](?i:sign|symbol))?|{_AT_WORDS})"
_INTERRUPTED_AT = (
    rf"(?:\s*,\s*(?:(?i:the)\s+)?{_AT_NAMED}\s*,\s*(?:{_ASIDE}\s*,\s*)?"
    rf"|\s*(?:[,;:–—]|\s-)\s*(?:(?:and|then|but)\s+)?(?i:after|following)\s+the\s+{_AT_NAMED}"
    r"(?:(?:\s*(?:,|:|it'?s|is|comes|you\s+put)\s*)+|\s+)"
    # "o.mensah followed by the at sign and then mailhub.example", "k_osei, then an @, then mail dot test"
    rf"|\s*,?\s+(?i:followed\s+by|(?:and\s+)?then|plus)\s+(?i:(?:you\s+)?(?:add|put|type|write|insert)\s+)?"
    rf"(?i:(?:the|an?)\s+)?{_AT_NAMED}"
    r"(?:\s*,\s*|\s+)(?i:(?:and\s+)?then\s+|and\s+|followed\s+by\s+)?"
    # "tomas dot berglund, and the domain is nordlys.example", "t.berg (domain: example.net)"
    r"|(?:\s*(?:[,;:–—(]|\s-)\s*|\s+)(?i:(?:and|but|with|then|plus)\s+)?(?i:(?:the|its|my|her|his|their|our)\s+)?"
    r"(?i:domain|host)(?:\s+(?i:part|name|bit))?\s*(?:(?i:is|'s|’s|was|being|would\s+be)\s+|[:=]\s*)@?"
    # "tom.okafor (then the usual at-sign) example.org": an aside in brackets that names the at sign
    rf"|\s*\((?:[A-Za-z'’]+\s+){{1,4}}{_AT_NAMED}(?:\s+[A-Za-z'’]+){{0,3}}\)\s*"
    # "jkarlsson, at the department domain, which is chem.example"
    r"|\s*,?\s+(?i:at|on|@)\s+(?i:(?:the|our|my|their|its)\s+)?(?:[A-Za-z]+\s+)?(?i:domain)(?:\s+(?i:name))?"
    r"(?:\s*,?\s*(?i:which|that)\s+(?i:is)\s+|\s+(?i:is)\s+|\s*:\s*|\s+))"
)
_INTERRUPTED_CORE = re.compile(rf"(?P<user>{_USER}){_INTERRUPTED_AT}(?P<domain>{_DOMAIN})")
_INTERRUPTED = re.compile(rf"(?<![\w.@])(?P<pii>{_USER}{_INTERRUPTED_AT}{_DOMAIN})(?![\w@]|\.\w)")
# "chloe at gmail" with no top-level domain: only a mail provider's name will do.
_PROVIDER_ONLY = re.compile(rf"(?<![\w.@])(?P<pii>{_USER}{_AT}{_PROVIDER})(?![\w@]|{_DOT}\w)")

# Words that come before a plain "at" in ordinary sentences ("look at google dot com"), not user names.
_NOT_USERS = frozenset("look looked looking looks stare staring glance laugh laughing aim aimed good bad best "
                       "arrive arrived arriving site page it this that is are was were me us them him her here "
                       "there work home up in on out dot docs available hosted online live listed found then and "
                       "again".split())
_SPELLED_OR_MARKED = re.compile(
    rf"(?i)\bd[o0]t\b|\b(?:period|punto|punkt|punktum|ponto|kropka|nokta|te[cč]ka|punct|full\s+stop|τελεία|крапка)\b|@|{_OPEN}\s*at\s*{_CLOSE}"
    rf"|{_OPEN}\s*(?:\.|{_FOREIGN_DOTS})\s*{_CLOSE}|{_AT_WORDS}|\(a\)|\[a\]"
    r"|(?-i:[a-z0-9]AT[a-z0-9])"
)
# A user name has a dot, underscore or digit in it, written or spelled ("tomas dot berglund").
_USER_LIKE = re.compile(rf"[._\d]|{_USER_SEP}")
# "I'm at home dot com": the user part would be the tail of a contraction.
_CONTRACTION_TAIL = re.compile(r"(?i)\w['’](?:m|s|re|ve|ll|d)$")
_AT_SPLIT = re.compile(rf"{_AT}|(?<=[a-z0-9])AT(?=[a-z0-9])")
_FIRST_WORD_END = re.compile(r"\s|[\[({<]")
_PROVIDER_DOMAIN = re.compile(rf"{_PROVIDER}{_DOT}")
# "the domain is" or "the host is" joins halves of an address only in a text about email: said of a
# website or a server it names their domain.
_ANNOUNCED_DOMAIN = re.compile(
    r"(?i)\b(?:domain|host)\b(?:\s+(?:part|name|bit))?\s*(?:is|'s|’s|was|being|would\s+be|[:=])"
)
_LETTER = re.compile(r"[A-Za-z]")
# A bare foreign "at" ("s.vdmeulen op example punt org") and a dot spelled in a word, in any language.
_BARE_FOREIGN_AT = re.compile(rf"\s{_FOREIGN_AT}\s")
_SPELLED_DOT = re.compile(rf"(?:^|\W){_DOT_WORDS}(?:\W|$)")
# "at the department domain": the join itself says that an address is being given.
_AT_THE_DOMAIN = re.compile(r"(?i)(?:\bat\b|@)[^@]*\bdomain\b")
_EMAIL_CUE = re.compile(r"(?i)(?:e-?mail|mail|inbox|address|write|contact|reach|message|send)\w*\W+(?:\w+\W+){0,3}$")


class ObfuscatedEmailRecognizer(ContextRegexRecognizer):
    """EMAIL_ADDRESS written with "at"/"dot" words, brackets or spacing instead of "@" and "."."""

    ENTITY = "EMAIL_ADDRESS"
    TRIGGER = re.compile(
        rf"(?i)\bat\b|(?:\s|{_OPEN}){_FOREIGN_AT}(?:\s|{_CLOSE})|\b(?:domain|host)\b|@|\(a\)|\[a\]|{_AT_WORDS}|(?-i:[a-z0-9]AT[a-z0-9])|\bmy\s+{_PROVIDER}"
    )
    PATTERNS = (
        RegexPattern("obfuscated email", _EMAIL, 0.8),
        RegexPattern("provider-only email", _PROVIDER_ONLY, 0.7),
        RegexPattern("glued AT and DOT email", _GLUED, 0.8),
        RegexPattern("provider-named user", _PROVIDER_NAMED, 0.7),
        RegexPattern("email interrupted by an aside", _INTERRUPTED, 0.75),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        interrupted = _INTERRUPTED_CORE.fullmatch(value)
        if interrupted:
            user = interrupted.group("user")
            joint = value[interrupted.end("user") : interrupted.start("domain")]
            if user.casefold() in _NOT_USERS or not _LETTER.search(user):
                return False
            if _ANNOUNCED_DOMAIN.search(joint) and not ABOUT_EMAIL.search(text):
                return False
            if _AT_THE_DOMAIN.search(joint):
                return True
            return bool(_USER_LIKE.search(user) or _EMAIL_CUE.search(text[max(0, start - 60) : start]))
        parts = _AT_SPLIT.split(value, maxsplit=1)
        if len(parts) == 1:  # after "my gmail is": a user name, not "broken" or "full"
            return bool(_USER_LIKE.search(value))
        user, domain = parts
        if _BARE_FOREIGN_AT.search(value[len(user) - 1 : len(user) + 12]) and not _SPELLED_DOT.search(domain):
            return False
        first_word = _FIRST_WORD_END.split(user, maxsplit=1)[0]
        contraction = _CONTRACTION_TAIL.search(text[max(0, start - 2) : start + len(first_word)])
        if first_word.casefold() in _NOT_USERS or contraction:
            return False
        if _SPELLED_OR_MARKED.search(value):
            return True
        # Only a bare "at" marks this as an address: ask for a second sign. A provider's name without a
        # top-level domain ("my account at outlook") is not one.
        provider = bool(_PROVIDER_DOMAIN.match(domain))
        cue = _EMAIL_CUE.search(text[max(0, start - 60) : start])
        return bool(_USER_LIKE.search(user) or provider or cue)
