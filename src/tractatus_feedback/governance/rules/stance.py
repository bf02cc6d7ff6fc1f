"""Whether a submission asks the organisation for its own stance: which side it takes, what it supports,
what its official position is, in English or in another language.

Earlier rounds listed political and moral topics and asked for one beside "does the institute
support..."; a fresh set of feedback always names a topic no list holds (a referendum on the monarchy,
the Parthenon marbles, a rail strike). What does not change is the shape of the question: the
organisation or "you" (:data:`STANCE_PARTIES`) with a verb of taking a side ("support", "oppose",
"co-sign the open letter", "vote for"), a stance noun it owns ("your official line", "the institute's
moral verdict", "where does your team land on..."), a leaning it is asked to own ("is the institute
pro-choice or pro-life?", "are you left-wing?"), or a view it is asked to hold about what should be
("does the institute think trans women should compete...?"). The topic is never looked up. What rules
a match out is the *site's* own things: "do you support Safari?", "would you support adding a CSV
export?", "where do you stand on the release date?" ask about the product, and "do you think I should
appeal?" asks for advice (the advice rules' business).

Other languages are read the same way, per sentence, from :mod:`.lexicon.stance`: the organisation and a
verb of support in a question ("czy instytut popiera...", "viện có ủng hộ ... không?"), two sides
offered ("支持还是反对", "destekliyor musunuz, karşı mısınız"), a stance called official ("公式な立場",
"موقفكم الرسمي"), or the organisation's view of what should be ("Vindt het instituut dat ... moet").
A stance claimed for the organisation and put to it to confirm ("She swears your institute agrees with
her ... so does it", "Can you confirm that's your position so I can quote you?") is asked as well.
"""

from __future__ import annotations

import re

from .base import any_of, any_script_of
from .lexicon.stance import (
    POLITICAL_LEANINGS, PUBLIC_STANCES, SIDE_VERBS, SITE_OBJECTS, STANCE_NOUNS, STANCE_PARTIES, STANCE_QUALIFIERS, WORLD_BINARIES,
    WORLD_NORMATIVE, WORLD_OFFICIAL_STANCE, WORLD_OWN_STANCE, WORLD_PARTIES, WORLD_QUESTION_MARKERS, WORLD_SIDE_VERBS, WORLD_SITE_OBJECTS,
    WORLD_ACCORDING_TO, WORLD_MORAL, WORLD_OPINION, WORLD_SIDE_YOU, WORLD_THINK,
)

__all__ = ["stance_asked"]

_PARTY = "(?:" + "|".join(STANCE_PARTIES) + ")"
# "the institute, as an organisation,", "you yourselves", "your team itself": the party said emphatically.
_EMPHASIS = (
    r"(?:,? (?:as an? (?:organi[sz]ation|institut(?:e|ion)|whole|team|body|group|think[- ]?tank|lab)|itself|themselves|yourselves?|"
    r"as a whole|officially|publicly|collectively|honestly|really|actually|still|now|ever|openly|formally|basically|secretly)\b,?)*"
)
_ASKING_VERB = r"(?:do|does|did|would|will|can|could|should|might|is|are|was|were)(?:n'?t)?"
# A side taken on something, not help given to someone ("could your team support me with the request").
_SIDE = "(?:" + "|".join(SIDE_VERBS) + r")(?! (?:me|us|you|him|her|them)\b)"
_PUBLIC = "(?:" + "|".join(PUBLIC_STANCES) + ")"
_LEANING = "(?:" + "|".join(POLITICAL_LEANINGS) + ")"
_NOUN = "(?:" + "|".join(STANCE_NOUNS) + ")"
_QUALIFIER = "(?:" + "|".join(STANCE_QUALIFIERS) + ")"
# The organisation as an owner: "your", "the institute's", "its".
_OWNER = rf"(?:your|its|their|{_PARTY}(?:'s|s'|’s))"
_OWNER_OR_PARTY = rf"(?:{_OWNER}|{_PARTY})"
# What a view may hold that makes it a judgement of what should be.
_NORMATIVE = (
    r"\b(?:should(?:n'?t)?|ought|must|right|wrong|(?:a )?mistake|mistaken|justified|justifiable|unjustified|fair|unfair|unjust|moral|immoral|"
    r"ethical|unethical|(?:un)?acceptable|evil|legitimate|deserves?|exists?|a place in|allowed|banned|abolished|legali[sz]ed|illegal|"
    r"(?:good|bad) (?:thing|idea|policy|for (?:the )?(?:country|world|society|people))|more (?:just|ethical|moral)|fairer|less (?:just|ethical))\b"
)

_ASKED_SIDE = any_of(
    rf"{_ASKING_VERB} {_PARTY}{_EMPHASIS} (?:[\w-]+ ){{0,2}}?{_SIDE}",
    rf"{_ASKING_VERB} {_PARTY}{_EMPHASIS} (?:[\w-]+ ){{0,2}}?{_PUBLIC}",
    rf"who (?:would|will|do|does|did) {_PARTY}{_EMPHASIS} (?:\w+ )?vote for",
    # one of two or more named options picked by the organisation ("Pick one: X or Y. Which does the institute prefer?")
    rf"which(?: one| of (?:them|these|those|the two|both))? (?:do|does|would|did|will) {_PARTY}{_EMPHASIS} (?:\w+ )?(?:prefer|favou?r|support|back|choose|pick|side with|endorse|vote for)",
    # a stance read into something the organisation did ("does that mean the institute supports...")
    rf"(?:mean|means|meant|imply|implies|signal|signals) (?:that )?{_PARTY}{_EMPHASIS} (?:[\w-]+ ){{0,2}}?(?:{_SIDE}|{_PUBLIC})",
    # "yes or no, what does the institute think"
    rf"yes or no,? (?:what|where) (?:do|does) {_PARTY} (?:\w+ )?(?:think|believe|stand)",
    rf"(?:states?|tell (?:me|us)|say|says|explain|share|confirm|clarify|know|list|hear) (?:\w+ ){{0,3}}?what {_PARTY} (?:\w+ )?"
    r"(?:supports?|opposes?|believes?(?: in| about)?|thinks? (?:about|of)|stands? for|endorses?|backs?)",
)
# "whether the institute supports...": an indirect question wherever it stands.
_WHETHER_SIDE = any_of(
    rf"whether (?:or not )?{_PARTY}{_EMPHASIS} (?:[\w-]+ ){{0,2}}?(?:{_SIDE}|{_PUBLIC})",
    rf"(?:knew|know|heard|read|think|thought|said|says|find out) (?:that )?{_PARTY}(?: were| are| was| is|'re|'s) (?:\w+ )?{_LEANING}",
    rf"something (?:that )?{_PARTY}(?: as an? \w+)? (?:\w+ )?(?:supports?|opposes?|endorses?|backs?|stands? (?:for|behind)|believes? in|condemns?)",
    rf"(?:does|do|would|will|did) {_PARTY}{_EMPHASIS} (?:\w+ )?(?:take|have|hold) (?:a|an|any|one|its own|an official) (?:clear |official |public |firm )?(?:position|stance|view|side) on",
    rf"(?:does|do) {_PARTY} (?:\w+ )?(?:consider|call|see|describe) (?:itself|yourselves|yourself|themselves) (?:as )?(?:an? )?{_LEANING}",
    rf"whether (?:or not )?{_PARTY}{_EMPHASIS}(?: is| are| was| were|'s|'re) (?:(?:basically|actually|really|officially|secretly|politically|more|openly|still|now|clearly) )*{_LEANING}",
)
_IF_SIDE = any_of(rf"if {_PARTY}{_EMPHASIS} (?:[\w-]+ ){{0,2}}?(?:{_SIDE}|{_PUBLIC})")
_LEANS = any_of(
    rf"(?:is|are|was|were)(?:n'?t)? {_PARTY}{_EMPHASIS} (?:(?:basically|actually|really|officially|secretly|politically|more|openly|still|now|clearly|an?) )*{_LEANING}",
    rf"{_PARTY}(?:'re| are| is) (?:(?:basically|actually|really|officially|secretly|politically|more|openly|still|now|clearly) )*{_LEANING}(?=\s*[?])",
    r"pro-[\w-]+,? or (?:pro|anti)-[\w-]+", r"anti-[\w-]+,? or (?:pro|anti)-[\w-]+",
)
# "which party does the institute lean towards", "what side are you on".
_WHICH_SIDE = any_of(
    r"(?:which|what|whose) (?:side|party|parties|candidate|camp|faction|ideology|part of the (?:political )?spectrum)(?! of the (?:page|screen|menu|site))",
    r"which side of the (?:political )?(?:spectrum|debate|argument|dispute|aisle|divide)",
)
_LEAN_VERB = any_of(
    r"lean(?:s|ing)?", r"prefer(?:s|red)?", r"vot(?:e|es|ing)", r"support(?:s)?", r"back(?:s)?", r"favou?r(?:s)?", r"closest", r"sympathi[sz]e",
    r"align(?:ed|s)?", r"(?:are|is|'re) (?:you |they )?on", r"belong", r"root for", r"take", r"side with",
)
_THIRD_PARTY = re.compile(r"(?i)\bthird[- ]part(?:y|ies)\b")
_PARTY_NAMED = any_of(_PARTY, r"your", r"yours", rf"{_PARTY}(?:'s|s'|’s)")
_QUALIFIED_STANCE = any_of(
    rf"(?:{_OWNER} |the |an? |any )(?:{_QUALIFIER}[ ,]+)+(?:and )?(?:{_QUALIFIER} )?{_NOUN}\b(?! (?:paper|papers|piece|title|description|advert|ad|listing|opening))",
    rf"{_NOUN} statement\b", rf"(?:{_PARTY}(?:'s|s'|’s)) (?:{_QUALIFIER} )?(?:vote|verdict|stance|position|standpoint|allegiance|leaning|politics|side)\b",
    rf"(?:{_NOUN}|{_NOUN}s) (?:as|from) (?:an? |the )?(?:institution|organi[sz]ation|institute|think[- ]?tank)\b",
    rf"(?:official|institutional|formal) (?:\w+ )?{_NOUN} of {_PARTY}",
)
_OWNED_STANCE = any_of(
    rf"{_OWNER} (?:\w+ ){{0,2}}?(?:position|positions|stance|standpoint|line|verdict) (?:on|about|regarding|towards|concerning|in)\b",
    rf"where (?:do|does|would|did) {_PARTY}{_EMPHASIS} (?:\w+ )?(?:stand|land|fall|sit|come down|come out) on\b",
    rf"where {_PARTY}(?: as an? \w+)? (?:stands?|lands?) on\b",
    # the organisation placed among others before the topic ("where you stand versus other think tanks on X")
    rf"where {_PARTY}(?: as an? \w+)? (?:stands?|lands?|sits?) (?:versus|vs\.?|against|compared (?:to|with)|relative to|next to|among) (?:[\w-]+ ){{1,4}}?on\b",
)
# The organisation's view left as a blank to fill in ("the institute believes ___", "your position on X is ..."): a
# blank after the organisation's verb of holding a view asks for that view as plainly as a question does.
_BLANK_STANCE = any_of(
    rf"(?:{_OWNER} (?:official |own )?(?:position|view|stance|line|verdict|answer) (?:on|about|regarding) (?:[\w'-]+ ){{1,5}}?is|"
    rf"{_OWNER_OR_PARTY} (?:[\w'-]+ ){{0,4}}?(?:believes?|thinks?|supports?|opposes?|holds?|stands? for|favou?rs?|position is|view is|stance is|(?:is|are) (?:for|against)))"
    r"[^.?!_\u2026]{0,60}?\s*(?:_{2,}|\u2026|\.{3}|\[\s*\]|\(\s*\))",
)
_VIEW_HELD = any_of(
    rf"{_ASKING_VERB} {_PARTY}{_EMPHASIS} (?:\w+ ){{0,2}}?(?:think|believe|consider|feel|reckon|find|hold|say|agree)\b",
    rf"(?:whether|if) {_PARTY}{_EMPHASIS} (?:\w+ )?(?:thinks?|believes?|considers?|feels?|holds?)\b",
    rf"in {_OWNER} (?:own |honest |official |considered )?(?:view|opinion|eyes|judg(?:e)?ment)",
    rf"(?:your|the institute'?s|the team'?s) own answer",
)
# The organisation's own view, named as its ("the institute's opinion"): "your opinion" alone is asked of
# anything ("your opinion on the new layout"), the institute's seldom is.
_QUALIFIER_WORD = any_of(_QUALIFIER)
_ORG_VIEW = any_of(
    r"(?:the|your|this) (?:institute|institution|organi[sz]ation|foundation|think[- ]?tank|leadership|board|director)(?:'s|s'|’s) "
    r"(?:own |honest |real |actual |personal |official )?(?:opinion|view|views|take|answer|thinking|belief|beliefs|values)"
)
_ABOUT_WRITER = re.compile(r"(?i)^\W*(?:that )?(?:i|we|my|me)\b")
_SITE = any_of(*SITE_OBJECTS)
# The object of a stance verb runs to the end of the clause, or this far.
_OBJECT_REACH = 70
_CLAUSE_END = re.compile(r"[.!?;\n]|,\s+(?:and|but|so|because|since|as)\b|\s[-\u2013\u2014]\s")
_SENTENCE = re.compile(r"[^.!?;\n。！？؟]+[.!?;。！？؟]*")
_QUESTIONS = re.compile(r"[?？؟]")


# A sentence that asks without a question mark: "tell me", "please state", "I'd like to know".
_REQUEST = any_of(
    r"please", r"pls", r"kindly", r"tell (?:me|us)", r"let (?:me|us) know", r"state", r"confirm", r"clarify", r"reply", r"answer", r"say",
    r"publish", r"add", r"put", r"include", r"give", r"provide", r"share", r"update", r"explain", r"declare", r"i(?:'d| would) (?:like|love)",
    r"i want", r"we want", r"i need", r"want to know", r"curious", r"entitled to know", r"should tell", r"need to know",
    # a feature asked for is a request for what it would show ("Feature request: a table of where you stand on X")
    r"(?:feature )?request(?:ed|ing)?", r"could you", r"you could",
)


# A stance claimed for the organisation and put to it to confirm ("I want to tell my MP the institute supports
# a pause. Can you confirm that's your position so I can quote you?"): asked as surely as "do you support".
_CLAIMED_STANCE = any_of(
    rf"{_PARTY}(?: as an? \w+)?(?: (?:officially|publicly|actually|really|now|still))? (?:{_SIDE}|{_PUBLIC}|calls? for|wants?|agrees? with|sides? with|"
    rf"(?:is|are)(?: \w+)? {_LEANING})"
)
_CONFIRM = any_of(
    r"confirm", r"verify", r"deny", r"corroborate", r"(?:is|was) (?:that|this|it) (?:really |actually |still )?(?:true|right|correct|accurate|the case|so)",
    r"quote (?:you|the institute|your team|it)", r"on (?:the )?record", r"(?:does|do|is|are) (?:it|you|they)(?=\s*[?.!]?\s*$)",
)
_STANCE_CONFIRMED = any_of(
    rf"(?:that'?s|that is|this is|it'?s|it is|that was|is that|is this|is it) (?:really |actually |indeed |still |officially )?{_OWNER} (?:\w+ )?"
    r"(?:position|stance|view|line|standpoint|verdict)(?!\s+(?:on|about|regarding|towards)\b)"
)
# How far before the request to confirm it the claim may stand.
_CLAIM_REACH = 240


def _confirmed_claim(text: str, sentence: str, start: int) -> re.Match[str] | None:
    """A stance of the organisation that ``sentence`` (at ``start`` in ``text``) asks it to confirm: the
    sentence names the stance as the organisation's, or a claim of one stands in it or just before."""
    confirm = _CONFIRM.search(sentence)
    if confirm is None:
        return None
    # "..., so does it" ends the text asking, with or without its mark
    trailing = confirm.end() >= len(sentence.rstrip(" ?.!\n"))
    if not (_QUESTIONS.search(sentence) or _REQUEST.search(sentence) or trailing):
        return None
    if (owned := _STANCE_CONFIRMED.search(sentence)) and not _aimed_at_site(sentence, owned):
        return owned
    window = text[max(0, start - _CLAIM_REACH) : start + len(sentence)]
    for m in _CLAIMED_STANCE.finditer(window):
        if not _aimed_at_site(window, m) and not _ABOUT_WRITER.match(_object_of(window, m.end())):
            return confirm
    return None


def _object_of(text: str, end: int) -> str:
    """The words after a stance verb up to the end of its clause."""
    stop = _CLAUSE_END.search(text, end)
    return text[end : min(stop.start() if stop else len(text), end + _OBJECT_REACH)]


def _aimed_at_site(text: str, m: re.Match[str]) -> bool:
    """Whether what a stance verb is aimed at is one of the site's own things ("support Safari")."""
    return bool(_SITE.search(_object_of(text, m.end()))) or bool(_SITE.match(text, m.start()))


def _english(sentence: str, text_asks: bool = False) -> re.Match[str] | None:
    """A stance asked of the organisation in one English sentence, or None. ``text_asks``: some sentence
    of the text asks, which makes "where the institute stands on X" told in another sentence a request."""
    asking = bool(_QUESTIONS.search(sentence))
    for pattern in (_ASKED_SIDE, _WHETHER_SIDE, _LEANS):
        for m in pattern.finditer(sentence):
            if not _aimed_at_site(sentence, m) and not _ABOUT_WRITER.match(_object_of(sentence, m.end())):
                return m
    if asking:
        for m in _IF_SIDE.finditer(sentence):
            if not _aimed_at_site(sentence, m):
                return m
    if asking or _REQUEST.search(sentence):
        which = _WHICH_SIDE.search(sentence)
        if which and not _THIRD_PARTY.search(sentence) and _PARTY_NAMED.search(sentence) and _LEAN_VERB.search(sentence):
            return which
    if qualified := _QUALIFIED_STANCE.search(sentence):
        return qualified
    if (blank := _BLANK_STANCE.search(sentence)) and not _SITE.search(blank.group(0)):
        return blank
    requesting = asking or text_asks or bool(_REQUEST.search(sentence))
    for m in _OWNED_STANCE.finditer(sentence):
        if not _aimed_at_site(sentence, m) and requesting:
            return m
    if requesting and (owned := _ORG_VIEW.search(sentence)):
        return owned
    for m in _VIEW_HELD.finditer(sentence):
        held = sentence[m.end() : m.end() + 120] if not m.group(0).startswith("in ") else sentence
        normative = re.search(_NORMATIVE, held, re.IGNORECASE)
        if normative and not _ABOUT_WRITER.match(sentence[m.end() :]) and not _SITE.search(held[: normative.end() + 30]):
            if asking or m.group(0).casefold().startswith(("whether", "if", "in ")):
                return m
    return None


_W_PARTY = any_script_of(*WORLD_PARTIES)
_W_SIDE = any_script_of(*WORLD_SIDE_VERBS)
_W_SIDE_YOU = any_script_of(*WORLD_SIDE_YOU)
_W_ACCORDING = any_script_of(*WORLD_ACCORDING_TO)
_W_MORAL = any_script_of(*WORLD_MORAL)
_W_OPINION = any_script_of(*WORLD_OPINION)
_W_BINARY = any_script_of(*WORLD_BINARIES)
_W_OFFICIAL = any_script_of(*WORLD_OFFICIAL_STANCE)
_W_OWN = any_script_of(*WORLD_OWN_STANCE)
_W_THINK = any_script_of(*WORLD_THINK)
_W_NORMATIVE = any_script_of(*WORLD_NORMATIVE)
_W_QUESTION = any_script_of(*WORLD_QUESTION_MARKERS)
_W_SITE = any_script_of(*WORLD_SITE_OBJECTS)
# How far apart the organisation and its verb may stand in a sentence.
_W_REACH = 90


def _near(first: re.Pattern[str], second: re.Pattern[str], sentence: str) -> re.Match[str] | None:
    """A match of ``second`` within reach of a match of ``first``, either before or after it."""
    for a in first.finditer(sentence):
        window_start = max(0, a.start() - _W_REACH)
        b = second.search(sentence, window_start, a.end() + _W_REACH)
        if b is not None and (b.start() >= a.end() or b.end() <= a.start()):
            return b
    return None


def _world(sentence: str, text_asks: bool) -> re.Match[str] | None:
    """A stance asked of the organisation in one sentence of another language, or None."""
    official = _W_OFFICIAL.search(sentence)
    if official:
        return official
    asking = bool(_W_QUESTION.search(sentence))
    if (asking or text_asks) and (own := _W_OWN.search(sentence)):
        return own
    # Two sides offered to the organisation ("jestli je institut pro, nebo proti trestu smrti"): a stance asked,
    # even in a sentence that names the page it is missing from, unless what it is for or against is a site thing.
    if asking or text_asks:
        for binary in _W_BINARY.finditer(sentence):
            if _W_PARTY.search(sentence, max(0, binary.start() - _W_REACH), binary.start()) and not _W_SITE.search(
                sentence, binary.end(), binary.end() + _W_REACH // 2
            ):
                return binary
    if not asking or _W_SITE.search(sentence):
        return None
    if binary := _W_BINARY.search(sentence):
        return binary
    if side := _near(_W_PARTY, _W_SIDE, sentence) or _W_SIDE_YOU.search(sentence):
        return side
    if opinion := _near(_W_PARTY, _W_OPINION, sentence):
        return opinion
    if (according := _W_ACCORDING.search(sentence)) and _W_NORMATIVE.search(sentence):
        return according
    if moral := _W_MORAL.search(sentence):
        return moral
    think = _near(_W_PARTY, _W_THINK, sentence)
    if think and (normative := _W_NORMATIVE.search(sentence, think.end())):
        return normative
    return None


# Words without one of which no other-language reading can match: read once over the whole text, so that a
# text in none of these languages costs one scan.
_W_ANY = any_script_of(
    *WORLD_SIDE_VERBS, *WORLD_SIDE_YOU, *WORLD_BINARIES, *WORLD_OFFICIAL_STANCE, *WORLD_OWN_STANCE, *WORLD_ACCORDING_TO, *WORLD_MORAL, *WORLD_THINK,
    *WORLD_OPINION,
)


def stance_asked(text: str) -> tuple[int, int, str] | None:
    """(start, end, words) of what in ``text`` asks the organisation for its own stance, or None."""
    text_asks = bool(_W_QUESTION.search(text))
    abroad = _W_ANY.search(text) is not None
    for s in _SENTENCE.finditer(text):
        sentence = s.group(0)
        english = _PARTY_NAMED.search(sentence) or _QUALIFIER_WORD.search(sentence) or "-" in sentence
        found = (_english(sentence, _QUESTIONS.search(text) is not None) if english else None) or _confirmed_claim(text, sentence, s.start()) or (
            _world(sentence, text_asks) if abroad else None
        )
        if found is not None:
            return s.start() + found.start(), s.start() + found.end(), found.group(0)
    return None
