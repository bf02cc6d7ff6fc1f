"""Finds people's names where free text announces them: sign-offs, introductions, greetings, titles, relations.

spaCy's small model misses many of these ("Thanks, Maria Lopez", "I'm Dave", "my son Tom"); the words
around a name are a stronger signal than the name itself. The same signals find names written so that a
capitalised-word filter misses them: in lower case or capitals after "my name is" (the common words that
also follow it, as in "my name is missing", are turned away), spelled letter by letter ("Y-U-S-U-F"), or
as a line of capitals closing the message. A signature may be typed in lower case too ("cheers, tomasz
k", "-- aoife w.", "... never comes back. -- y.n. okafor"), and a full name spelled letter by letter
("K-W-A-M-E E-R-I-K-S-S-O-N") is a name wherever it stands: nothing else is spelled out twice in a row,
accents and a one-letter particle included ("S-I-O-B-H-Á-N Ó B-R-I-A-I-N"). Names keep their accents
("Zoë Müller", "Łukasz Wójcik"), their particles ("Jolien van der Berg", "dos Santos") and a quoted
nickname ('"Fitz" Okonkwo-Hale'); a line of capitals may close the message after a sign-off ("WITH
THANKS, MARTA KOWALSKA-NOWAK"), and a surname may be given in capitals after its label ("Surname
HERNÁNDEZ"). Closing words of other languages ("Schöne Grüße", "Gracias") are not names.

Three shapes are a name's own in any case: two or three words spelled letter by letter in lower case too
("j-o-h-a-n-n-a l-i-n-d-q-v-i-s-t"), unless (outside capitals) a word is an ordinary one ("p-l-e-a-s-e h-e-l-p", "i.g.n.o.r.a
t.o.d.a.s");
a quoted nickname of any case between a given name and a surname ("ELEANOR 'nell' FAIRWEATHER-QUINN"); and
a title with the surname first and the given name after a comma, ending the clause ("Dr O'Connell-Ngata,
Aroha."). A surname with an apostrophe may be double-barrelled ("O'Connell-Ngata").
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.lexicon.names import name_lists
from tractatus_feedback.governance.pii.lexicon.words import word_lists
from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = [
    "CAPS_PARTICLE", "CAPS_TOKEN", "LOWER", "NICKNAME", "NOT_CAPS_NAMES", "NOT_LOWER_NAMES", "NOT_NAMES", "PARTICLE",
    "TOKEN", "UPPER", "PersonNameRecognizer",
]  # fmt: skip

# Capital and small letters, accented ones included ("Zoë Müller", "Siobhán Ní Dhomhnaill", "Łukasz"); Latin
# Extended-A mixes its cases, so it counts as both.
UPPER = "A-ZÀ-ÖØ-Þ\u0100-\u017f"
LOWER = "a-zß-öø-ÿ\u0100-\u017f"
# One capitalised name token (O'Brien, Jean-Luc, McDonald, Ní), or an initial.
TOKEN = (
    rf"(?:[{UPPER}]['’][{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?|[{UPPER}][{LOWER}]+(?:['’-][{UPPER}]?[{LOWER}]+)*"
    rf"|[{UPPER}][{LOWER}]*[{UPPER}][{LOWER}]+|[{UPPER}]\.)"
)
# The small words inside a surname ("de Jong", "van der Berg", "dos Santos", "ibn Rushd"), up to two.
PARTICLE = r"(?:de|da|del|della|do|dos|das|du|des|van|von|der|den|ter|ten|la|le|di|bin|ibn|al|el)"
PARTICLE_WORDS = frozenset(PARTICLE[3:-1].split("|"))
# A nickname in quotes inside a name ('Marcus "Mack" Oduya', '"Fitz" Okonkwo-Hale').
NICKNAME = rf"[\"“'‘][{UPPER}][{LOWER}]{{1,7}}[\"”'’]"
NAME = rf"(?:{NICKNAME}\s)?{TOKEN}(?:\s(?:{NICKNAME}\s)?(?:{PARTICLE}\s){{0,2}}{TOKEN}){{0,2}}"

_SIGNOFF = (
    r"(?:thanks(?: again| so much| a lot)?|thank you(?: again| so much)?|many thanks|cheers|regards|best regards|"
    r"kind regards|warm regards|warmest regards|best wishes|all the best|best|sincerely|yours sincerely|"
    r"with (?:many )?thanks|with (?:best|kind|warm) (?:regards|wishes)|with gratitude|take care|"
    r"yours truly|yours faithfully|respectfully|thx|ta|love|signed|from|sent by)"
)
_INTRO = (
    r"(?:i'm|i’m|i am|im|my name is|my name's|my name’s|name is|this is|it's|it’s|call me|i go by|"
    r"name\s*:|signed\s*:|from\s*:|contact\s*:|customer\s*:|(?:first|last|family|given|middle|sur) ?name(?:'s|’s| is|\s*:)?|"
    # "the name on the order is", "name for the booking:", "name under the account reads"
    r"name (?:on|for|under|of) (?:the |my |this |our )?[\w-]+(?: [\w-]+)?\s*(?:is|was|reads|:))"
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
    minister professor prof doctor president director editor reviewer researcher researchers visitor user
    ml llm llms nlp api apis ui ux faq pdf csv url gdpr json html version chapter section episode
    visa mastercard amex paypal maestro
    schöne grüße gruß liebe viele beste herzliche freundliche freundlichen danke vielen cordialement bien merci
    saludos atentamente gracias cordiali saluti grazie obrigado obrigada abraços met vriendelijke groeten groet
    med vänlig vänliga hälsningar pozdrawiam
    """.split()
)

_END = r"(?=\s*(?:$|[\n,.!;:()?]|\s-|\s(?:and|from|here|with|at|who|of|in)\b))"

# Only the plainest introductions, since the name itself gives no sign in lower case.
_LOWER_INTRO = r"(?:my name is|my name's|my name’s|name\s*:|i go by)"
# Sign-offs after which a lower-case word ending the message is a signature ("cheers, tomasz k");
# "from" and "love" are left out, which end ordinary sentences ("the same error from chrome").
_LOWER_SIGNOFF = (
    r"(?:thanks(?: again| so much| a lot)?|thank you(?: again| so much)?|many thanks|cheers|regards|best regards|"
    r"kind regards|warm regards|best wishes|all the best|sincerely|yours sincerely|yours truly|yours faithfully|thx)"
)
# Closings and thanks of the other languages feedback arrives in, after which the message is signed
# ("Grazie, giulia ferrandino", "Saludos cordiales, Pilar Ruiz", "mit freundlichen grüßen, jonas weber").
# Their own second words ("grazie mille", "merci beaucoup") are ordinary words, so a name here must be a full
# name of two or three words, none of them a function word of any language or a common English word.
_FOREIGN_SIGNOFF = (
    r"(?:grazie(?: mille| ancora| di tutto)?|cordiali saluti|distinti saluti|saluti|un saluto|"
    r"(?:muchas )?gracias(?: de nuevo)?|saludos(?: cordiales)?|un saludo|atentamente|un abrazo|"
    r"(?:muito )?obrigad[oa]|atenciosamente|abra[çc]os|cumprimentos|"
    r"merci(?: beaucoup| encore)?|cordialement|bien (?:à|a) vous|amicalement|"
    r"(?:vielen )?dank(?:e(?: sch[öo]n| sehr)?)?|(?:viele|liebe|beste|herzliche|freundliche) gr(?:ü|ue)(?:ß|ss)e|"
    r"mit freundlichen gr(?:ü|ue)(?:ß|ss)en|gr(?:ü|ue)(?:ß|ss)e|"
    r"bedankt|dank (?:je|u)(?: wel)?|groetjes|(?:met )?(?:vriendelijke|hartelijke )?groet(?:en)?|"
    r"tack(?: s[åa] mycket)?|(?:med )?v[äa]nliga h[äa]lsningar|h[äa]lsningar|mvh|(?:med )?venlig hilsen|hilsen|"
    r"dzi[ęe]kuj[ęe]|pozdrawiam|z powa[żz]aniem|te[şs]ekk(?:ü|u)rler|te[şs]ekk(?:ü|u)r ederim|sayg[ıi]lar[ıi]mla|"
    r"d[ěe]kuji|s pozdravem|mul[țţt]umesc|k[öo]sz[öo]n[öo]m|[üu]dv[öo]zlettel|kiitos|terveisin|terima kasih)"
)
_FOREIGN_SIGNOFF_BEFORE = re.compile(rf"(?:^|[\n.!?])\s*(?i:{_FOREIGN_SIGNOFF})\s*[,!.:\-–—]*\s*(?:\n\s*)?[-–—~]{{0,2}}\s*$")
_LOWER_TOKEN = rf"[{LOWER}][{LOWER}'’]+(?:-[{LOWER}]+)?"
# A lower-case name of one to three words (an Irish or Dutch name has a particle), maybe with initials
# ("aoife w.", "y.n. okafor-lindqvist", "siobhán ní dhomhnaill").
_LOWER_SIGNATURE = rf"(?:(?:[a-z]\.){{1,3}}\s?|[a-z]\.?\s)?{_LOWER_TOKEN}(?:\s{_LOWER_TOKEN}){{0,2}}(?:\s[a-z]\.?)?"
CAPS_TOKEN = rf"[{UPPER}][{UPPER}'’]+(?:-[{UPPER}]+)?"
# A surname's particle in capitals ("NÍ DHOMHNAILL", "Ó BRIAIN", "VAN DER BERG").
CAPS_PARTICLE = r"(?:N[IÍ]|NIC|MAC|MC|[OÓ]|U[IÍ]|D[EAIU]|DEL|DELLA|DOS|VAN(?:\sDER|\sDEN)?|VON|TER|LA|LE|AL|EL|BIN|IBN|AP)"
_SPELLED_TOKEN = r"[A-Za-z](?:[-.][A-Za-z]){2,}"
# Capitals spelled out, accented ones too ("S-I-O-B-H-Á-N").
# A word spelled out letter by letter in any case, four letters or more ("j-o-h-a-n-n-a", "L.I.N.D.").
_SPELLED_ANY = rf"[{UPPER}{LOWER}](?:-[{UPPER}{LOWER}]){{3,}}|[{UPPER}{LOWER}](?:\.[{UPPER}{LOWER}]){{3,}}\.?"
# A nickname in quotes in any case between a given name and a surname ("ELEANOR 'nell' FAIRWEATHER-QUINN").
_ANY_NICKNAME = rf"[\"“'‘][{UPPER}{LOWER}][{LOWER}{UPPER}]{{1,9}}[\"”'’]"
_QUOTED_NICKNAME = re.compile(_ANY_NICKNAME)
_SPELLED_WORDS = re.compile(rf"(?:{_SPELLED_ANY})(?:\s+(?:{_SPELLED_ANY}))+")
_SPELLED_SEPARATOR = re.compile(r"[-.]")
_SPELLED_CAPS = rf"[{UPPER}](?:-[{UPPER}]){{2,}}|[{UPPER}](?:\.[{UPPER}]){{2,}}\.?"
# Words that follow "my name is" and are not names: states of the name on a page or form.
NOT_LOWER_NAMES = frozenset(
    """
    spelled spelt misspelled displayed shown listed written printed wrong incorrect correct right different
    changed cut truncated blank empty hidden visible public private required mandatory optional long short
    unusual common rare there still already now never always too irrelevant unimportant important known
    unknown taken used saved stored lost gone mine same similar weird odd strange unique foreign difficult
    hard easy simple accepted rejected unchanged updated deleted removed being been what hyphenated fake real
    mate guys folks wishes bye buddy pal lots loads heaps much everyone people x xx xxx nice work job stuff
    effort fix update design keep love awesome brilliant amazing cool lovely nowhere everywhere somewhere
    """.split()
)
# Shouted words that are not signatures.
NOT_CAPS_NAMES = frozenset(
    """
    fix help now urgent asap why wtf lol omg stop never broken terrible awful useless rubbish garbage worst
    sucks scam fraud refund unacceptable disgusting ridiculous pathetic shame seriously fail again
    """.split()
)


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
        RegexPattern("dash signature", re.compile(rf"(?:^|\n)\s*[-–—~]{{1,2}}\s*(?P<pii>{NAME})\s*$"), 0.8),
        RegexPattern(
            "lower-case signature",
            re.compile(
                rf"(?:(?:^|[\n.!?])\s*(?i:{_LOWER_SIGNOFF})\s*[,!.:\-–—]*\s*(?:\n\s*)?[-–—~]{{0,2}}"
                rf"|(?:^|\n)\s*[-–—~]{{1,2}}|[.!?]\s+(?:--|[–—]))"
                rf"\s*(?P<pii>{_LOWER_SIGNATURE})\s*[.!]?\s*$"
            ),
            0.6,
        ),
        RegexPattern(
            "foreign sign-off signature",
            re.compile(
                rf"(?:^|[\n.!?])\s*(?i:{_FOREIGN_SIGNOFF})\s*[,!.:\-–—]*\s*(?:\n\s*)?[-–—~]{{0,2}}\s*"
                rf"(?P<pii>{_LOWER_TOKEN}(?:\s(?:{PARTICLE}\s)?{_LOWER_TOKEN}){{1,2}}|{TOKEN}(?:\s(?:{PARTICLE}\s){{0,2}}{TOKEN}){{1,2}})"
                r"\s*[.!]?\s*$"
            ),
            0.6,
        ),
        # A message that ends with a bare full name in its own sentence or line is signed with it.
        RegexPattern(
            "bare signature", re.compile(rf"(?:[.!?]\s+|\n\s*)(?P<pii>{TOKEN}(?:\s{TOKEN}){{1,2}})\s*[.!]?\s*$"), 0.7
        ),
        RegexPattern(
            "lower-case or capitals introduction",
            re.compile(
                rf"\b{_ci(_LOWER_INTRO)}\s+"
                rf"(?P<pii>{_LOWER_TOKEN}(?:\s{_LOWER_TOKEN})?|{CAPS_TOKEN}(?:\s{CAPS_TOKEN}){{0,2}}){_END}"
            ),
            0.6,
        ),
        # A surname or given name in capitals after its label ("Surname HERNÁNDEZ, first name Lucía").
        RegexPattern(
            "capitals after a name label",
            re.compile(
                rf"\b{_ci(r'(?:sur|last |family |first |given )name')}(?:\s*:|\s+is)?\s+"
                rf"(?P<pii>(?:{CAPS_PARTICLE}\s)?{CAPS_TOKEN}(?:\s(?:{CAPS_PARTICLE}\s)?{CAPS_TOKEN}){{0,2}}){_END}"
            ),
            0.6,
        ),
        RegexPattern(
            "spelled introduction",
            re.compile(rf"\b{_ci(_INTRO)}\s+(?P<pii>{_SPELLED_TOKEN}(?:\s+{_SPELLED_TOKEN}){{0,2}})(?![\w-]|\.\w)"),
            0.8,
        ),
        RegexPattern(
            "spelled full name",
            # a one-letter particle may stand between the spelled words ("S-I-O-B-H-Á-N  Ó  B-R-I-A-I-N")
            re.compile(
                rf"(?<![\w.-])(?P<pii>(?:{_SPELLED_CAPS})(?:\s+(?:[{UPPER}]\s+)?(?:{_SPELLED_CAPS})){{1,2}})(?![\w-])"
            ),
            0.7,
        ),
        # Two or three words spelled letter by letter, in any case: "j-o-h-a-n-n-a l-i-n-d-q-v-i-s-t".
        RegexPattern(
            "spelled full name in any case",
            re.compile(rf"(?<![\w.-])(?P<pii>(?:{_SPELLED_ANY})(?:\s+(?:{_SPELLED_ANY})){{1,2}})(?![\w-])"),
            0.7,
        ),
        # A quoted nickname between a given name and a surname, in capitals or not ("ELEANOR 'nell' QUINN").
        RegexPattern(
            "nickname between names",
            re.compile(
                rf"(?<![\w'’])(?P<pii>(?:{CAPS_TOKEN}|{TOKEN})\s{_ANY_NICKNAME}\s(?:{CAPS_PARTICLE}\s|{PARTICLE}\s)?"
                rf"(?:{CAPS_TOKEN}|{TOKEN}))(?![\w'’])"
            ),
            0.7,
        ),
        # A title, a surname and, after a comma, the given name ending the clause: "Dr O'Connell-Ngata, Aroha."
        RegexPattern(
            "title, surname, given name",
            re.compile(rf"\b{_TITLE}\s(?P<pii>{TOKEN},\s{TOKEN})(?=\s*(?:[.!?;:\n)]|$))"),
            0.75,
        ),
        # A line of capitals closing the message, maybe after a sign-off ("WITH THANKS, MARTA KOWALSKA-NOWAK").
        RegexPattern(
            "capitals signature",
            re.compile(
                rf"\n\s*[-–—~]?\s*(?:{_ci(_SIGNOFF)}\s*[,!.:\-–—]*\s*)?"
                rf"(?P<pii>(?:{CAPS_PARTICLE}\s)?{CAPS_TOKEN}(?:\s[{UPPER}]\.)?(?:[ '’](?:{CAPS_PARTICLE}\s)?{CAPS_TOKEN}){{1,2}})"
                r"\s*[.!]?\s*$"
            ),
            0.6,
        ),
    )

    def validate(self, value: str, text: str, start: int, end: int) -> bool:
        if "," in value or _QUOTED_NICKNAME.search(value):
            # every name word must be one ("Dr Patel, Thanks", "PLEASE 'fix' THIS" are not)
            words = [w.strip(",").replace("-", "").lower() for w in _QUOTED_NICKNAME.sub(" ", value).split()]
            if any(w in NOT_NAMES or w in NOT_CAPS_NAMES or w in NOT_LOWER_NAMES for w in words):
                return False
        if not value.isupper() and _SPELLED_WORDS.fullmatch(value):
            # spelled out letter by letter: a name unless a word is an ordinary one of English or another
            # language ("p-l-e-a-s-e h-e-l-p", "i.g.n.o.r.a t.o.d.a.s"), as spelled-out filter dodges are
            lists = word_lists()
            words = _SPELLED_SEPARATOR.sub("", value).lower().split()
            return not any(lists.is_english(w) or lists.is_function_word(w) for w in words)
        tokens = value.replace(".", "").split()
        if _FOREIGN_SIGNOFF_BEFORE.search(text[max(0, start - 60) : start]) and not _full_name_after_signoff(tokens):
            return False
        # A single lower-case letter is an initial only first or last, beside a name ("j okafor", "aoife w").
        if not tokens or tokens[0].lower() in NOT_NAMES or not all(
            len(t) > 1 or t.isupper() or (len(tokens) > 1 and i in (0, len(tokens) - 1)) for i, t in enumerate(tokens)
        ):
            return False
        if value.islower():
            return not any(t in NOT_NAMES or t in NOT_LOWER_NAMES or t.endswith(("ing", "ly")) for t in tokens)
        if value.isupper():
            words = [t.replace("-", "").lower() for t in tokens]
            return not any(w in NOT_NAMES | NOT_CAPS_NAMES | NOT_LOWER_NAMES for w in words)
        return True


def _full_name_after_signoff(tokens: list[str]) -> bool:
    """Whether the words after a foreign closing are a name, not the rest of the closing ("grazie mille a tutti")."""
    lists, known = word_lists(), name_lists()
    words = [t.lower() for t in tokens]
    names = [w for w in words if w not in PARTICLE_WORDS]
    if len(names) < 2 or words[0] in PARTICLE_WORDS:  # "saludos, el equipo" is no name
        return False
    # A common English word counts against the name only if no country uses it as one ("pilar", "rosa" do).
    return not any(
        w in NOT_NAMES
        or w in NOT_LOWER_NAMES
        or lists.is_function_word(w)
        or (lists.is_common(w) and not (known.is_given(w) or known.is_surname(w)))
        for w in names
    )
