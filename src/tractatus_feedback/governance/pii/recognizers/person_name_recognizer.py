"""Finds people's names where free text announces them: sign-offs, introductions, greetings, titles, relations.

spaCy's small model misses many of these ("Thanks, Maria Lopez", "I'm Dave", "my son Tom"); the
words around a name are a stronger signal than the name itself.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["PersonNameRecognizer"]

# One capitalised name token (O'Brien, Jean-Luc, McDonald), or an initial.
_TOKEN = r"(?:[A-Z]['’][A-Z][a-z]+|[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)*|[A-Z][a-z]*[A-Z][a-z]+|[A-Z]\.)"
_PARTICLE = r"(?:de|da|del|van|von|der|la|le|di|bin|al)"
NAME = rf"{_TOKEN}(?:\s(?:{_PARTICLE}\s)?{_TOKEN}){{0,2}}"

_SIGNOFF = (
    r"(?:thanks(?: again| so much| a lot)?|thank you(?: again| so much)?|many thanks|cheers|regards|best regards|"
    r"kind regards|warm regards|warmest regards|best wishes|all the best|best|sincerely|yours sincerely|"
    r"yours truly|yours faithfully|respectfully|thx|ta|love|signed|from|sent by)"
)
_INTRO = (
    r"(?:i'm|i’m|i am|im|my name is|my name's|my name’s|name is|this is|it's|it’s|call me|i go by|"
    r"name\s*:|signed\s*:|from\s*:|contact\s*:|customer\s*:)"
)
_GREETING = r"(?:dear|hi|hello|hey|hiya|attn:?|attention:?)"
_TITLE = r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Rev|Father|Sister)\.?"
_RELATION = (
    r"(?:wife|husband|son|daughter|mother|mum|mom|father|dad|brother|sister|partner|friend|colleague|"
    r"manager|boss|neighbour|neighbor|agent|rep|representative|advisor|adviser|technician|driver|engineer|"
    r"nurse|doctor|teacher|tutor|coach|grandson|granddaughter|grandmother|grandfather|gran|nan|aunt|uncle|"
    r"cousin|fiancée|fiancee|fiancé|fiance|girlfriend|boyfriend|flatmate|roommate|landlord|"
    r"called|named|spoke to|spoke with|talked to|talking to|speaking to|speaking with|asked for|ask for|"
    r"assisted by|helped by|served by|handled by|courtesy of|cc)"
)


def _ci(words: str) -> str:
    """Case-insensitive context, case-sensitive name: inline flags scope the context only."""
    return f"(?i:{words})"


# Common capitalised words that follow the context phrases but are not names.
NOT_NAMES = frozenset(
    """
    a an the i you we they he she it me my our your team support all everyone everybody guys folks again
    god goodness heaven heavens so very really just not no yes sorry happy glad here there writing trying
    still also and but or for in on at to from with about after before again please ok okay well great good
    bad terrible awful sir madam sirs madams customer customers service services staff admin admins
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december today tomorrow yesterday hope hoping looking disappointed
    frustrated confused concerned worried furious angry upset delighted pleased impressed grateful thankful
    done finished fine sure honestly seriously what why how when where who which this that these those
    someone anyone nobody none one two three new old first last next mr mrs ms dr hr it ai website site app
    thank thanks kind regards cheers sincerely warm love yours
    email e-mail mail phone call contact mobile tel address order ticket account ref reference postcode
    """.split()
)

_END = r"(?=\s*(?:$|[\n,.!;:()?]|\s-|\s(?:and|from|here|with|at|who|of|in)\b))"


class PersonNameRecognizer(ContextRegexRecognizer):
    """PERSON names announced by sign-offs, introductions, greetings, titles and relation words."""

    ENTITY = "PERSON"
    PATTERNS = (
        RegexPattern(
            "sign-off",
            re.compile(
                rf"(?:^|[\n.!?]\s*|\s)(?:{_ci(_SIGNOFF)})\s*[,!.:\-–—]*\s*(?:\n\s*)?[-–—~]?\s*(?P<pii>{NAME}){_END}"
            ),
            0.8,
        ),
        RegexPattern("introduction", re.compile(rf"\b{_ci(_INTRO)}\s+(?P<pii>{NAME}){_END}"), 0.8),
        RegexPattern(
            "greeting", re.compile(rf"\b{_ci(_GREETING)}\s+(?:{_TITLE}\s+)?(?P<pii>{NAME})\s*(?=[,!:\n—–-])"), 0.8
        ),
        RegexPattern("title", re.compile(rf"\b{_TITLE}\s(?P<pii>{NAME})\b"), 0.85),
        RegexPattern("relation", re.compile(rf"\b{_ci(_RELATION)}\s+(?:{_TITLE}\s+)?(?P<pii>{NAME})\b"), 0.7),
        RegexPattern("dash signature", re.compile(rf"(?:^|\n)\s*[-–—~]\s*(?P<pii>{NAME})\s*$"), 0.8),
        # A message that ends with a bare full name in its own sentence or line is signed with it.
        RegexPattern(
            "bare signature", re.compile(rf"(?:[.!?]\s+|\n\s*)(?P<pii>{_TOKEN}(?:\s{_TOKEN}){{1,2}})\s*[.!]?\s*$"), 0.7
        ),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        tokens = value.replace(".", "").split()
        return bool(tokens) and tokens[0].lower() not in NOT_NAMES and all(len(t) > 1 or t.isupper() for t in tokens)
