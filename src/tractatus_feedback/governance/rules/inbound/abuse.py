"""Abuse and harassment aimed at people (insults, slurs, "f*** you", wishes of harm): blocked.

Criticism is feedback, however blunt: "this is terrible", "your study is flawed", "this fucking page
won't load", "the search sucks" are allowed. The rule fires on insult words used as insults and on
abuse aimed at a person. Leetspeak ("1d10t", "stup1d"), spacing, dots and look-alike letters are
undone by the deobfuscated view; stretched, starred-out and deliberately misspelled insults
("stuuupid", "id**ts", "imbicile"), emoji gestures and accents by a further view of its own
(:mod:`..insult_spelling`); text written backwards behind a "read it backwards" by a reversed view.

Insults in other languages are read from a lexicon (:mod:`..lexicon.insults`) in the same shapes as
English ones: said of a person ("your director is a c*nt", "eure Autoren sind Vollpfosten", "sois unos
pendejos"), called out ("you corporate shills", "stronzi, tutti quanti"), or a curse that is abuse
wherever it stands ("hijos de puta", "GFY"). A word named as a word ("the slur 'Arschloch'", "your
filter flags 'hijo de puta'") is a mention, not abuse.

Where no set phrasing matches, a second reading (:mod:`..contempt`) looks each word up in a lexicon of
contempt in many languages and scripts, undoing symbols, dots and small capitals itself, and blocks it
when it is aimed at a person of the site ("y0ur p0dc4st h0st 1s 4 p4th3t1c l1ttl3 w3ss3l", "Euer
Redaktionsteam besteht nur aus V0ll1d10t3n", "你们编辑部全是SB").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...types import Decision, RuleHit
from ..base import FallbackRule, any_of, excerpt, word_group
from ..contempt import contempt_hits
from ..insult_spelling import insult_view
from ..mention import unmention
from ..lexicon.insults import (
    ANIMAL_INSULTS, COPULAS, CURSES, DETERMINERS, FILLERS, GROUP_NOUNS, INSULT_ADJECTIVES, PERSON_INSULTS, ROLES,
    SECOND_PERSON, SECOND_PERSON_ADDRESS, STRONG_INSULTS, VULGAR_INSULTS,
)
from ..normalize import squash

__all__ = ["AbuseRule"]


_INSULT_NOUN = (
    r"idiots?|morons?|imbeciles?|cretins?|retards?|dumbass(?:es)?|jackass(?:es)?|assholes?|arseholes?|dickheads?|"
    r"bastards?|bitch(?:es)?|cunts?|twats?|wankers?|douche(?:bags?)?|scumbags?|scum|losers?|clowns|pricks?|"
    r"shitheads?|dipshits?|numbskulls?|halfwits?|pigs|vermin|trash people|subhumans?|freaks|liars|frauds?|hacks|charlatans?|crooks|grifters|incompetents|"
    r"dimwits?|nitwits?|muppets|dunces?|buffoons?|numpties|prats|pillocks?|tossers?|jerks|fools|noobs|n00bs|simpletons?|bozos|"
    r"doofus(?:es)?|dorks|knobheads?|bellends?|plonkers?|brain ?-?dead|braindead|dumbass(?:es)?|dumbos?|dummies|twits|dingbats?"
)
_INSULT_ADJ = r"st(?:u|oo)pid|dumb|clueless|incompetent|useless|dishonest|idiotic|moronic|retarded|pathetic|worthless|brainless|disgusting|ugly|fat|fucking|f\*+ing|f\*+king|effing|imbecile|idiot|moron|brain ?-?dead|braindead|thick|dense|shit|shitty|crap|crappy|lazy"
# Words of filler between a person and the insult: "you are all just 5000 stupid" (leet "sooo").
_FILLER = r"(?: (?:such|so|all|just|a bunch of|complete|total|an?|4|absolute|fucking|bloody|utter|proper|really|very|truly|massive|\d+|the biggest))*"
# People the abuse is aimed at, as a noun after an insult word ("imbecile devs", "useless mods").
_PEOPLE = r"(?:devs?|developers|team|people|staff|mods|moderators|admins|researchers|authors|editors|designers|folks|guys|lot|muppets|clowns)"
# Letters-only forms of short abuse phrases, for spacing the deobfuscated view cannot undo
# ("g o   t o   h e l l": two-letter words spaced out are not joined there).
_SQUASHED = ("gotohell", "fuckyou", "fckyou", "killyourself", "killyourselves", "goanddie", "godieinafire")
_PERSON = r"you|u|ya|ur|you lot|u guys|ya guys|y'?all|ya'?ll|you two|your (?:team|staff|devs?|developers|researchers|authors|writers|editors|people|kind|mother|mum|mom)|you guys|you people|the (?:devs?|developers|researchers|team|staff|moderators?|admins?|authors?)|whoever (?:made|wrote|designed|built) (?:this|it)"

# The lexicon's words as regex groups. An insult word of the lexicon ends where a word ends.
_STRONG = word_group(STRONG_INSULTS) + r"\b"
_HUMAN = word_group(set(PERSON_INSULTS) - set(ANIMAL_INSULTS)) + r"\b"
_ANY_INSULT = word_group(STRONG_INSULTS + PERSON_INSULTS) + r"\b"
_ADJ = word_group(INSULT_ADJECTIVES) + r"\b"
_FILL = word_group(FILLERS)
# Insult words that also name things or people outside the site ("quick hacks", "report it as fraud",
# "the crooks who stole my card"): not read where the insult stands alone.
_ALSO_ORDINARY = r"(?!(?:hacks|fraud|frauds|crooks|liars|freaks|vermin|scum|fools|dummies|losers)\b)"
# A word between an address and the insult ("a lying", "'AI ethics"), unless it negates or starts
# another clause: "your readers are not idiots", "your team's report is garbage", "we treat you like idiots".
_STOP = (
    r"(?:not|no|never|nor|n't|isn't|aren't|wasn't|weren't|kein\w*|nicht|nie|niemals|niet|geen|nooit|non|nao|nem|pas|"
    r"jamais|nunca|ni|ne|nigdy|не|to|for|like|with|about|by|from|at|than|as|of|in|on|into|after|before|because|if|"
    r"when|and|or|but|is|are|r|was|were|be|been|being|has|have|had|will|would|could|should|can|may|might|must|do|"
    r"does|did|para|por|per|pour|voor|dla|como|wie|comme|come|als|zoals|jak|что|\w+ing)"
)
_WORD = r"[\w'\"*-]+"
_FREE = rf"(?!{_STOP}\b){_WORD}"
_GAP = rf"(?: (?:{_FILL}|{_FREE})){{0,4}}"
# Who an insult is said of: "your director", "the lot of you at this institute", "whoever wrote that piece".
_TARGET = (
    rf"(?:{word_group(DETERMINERS)}(?: {_WORD}){{0,3}}? {word_group(ROLES)}['\"]?"
    rf"(?: (?:who|that|which|on|at|in|of|from|behind|for) (?:{_WORD} ){{0,5}}?{_WORD})?"
    rf"|whoever (?:{_WORD} ){{1,6}}?{_WORD}|he|she|{word_group(SECOND_PERSON)}(?: all| both| two| lot| guys| people)?)"
)
# "is", with "'s" only before an article or intensifier ("she's a", not "the team's report").
_COPULA = (
    rf"(?:'s(?= (?:a|an|such|so|just|nothing|totally|completely|always|the|one|like|no)\b)|'re|'m| {word_group(COPULAS)})"
)
# An insult noun that ends its phrase: "she's a joke." or "a fraud and a liar", not "a joke writer", "a
# fraud investigator" or "a hack-a-thon", where the insult word names the kind of a person's work.
_PHRASE_END = r"\s*(?:[^\w\s-]|-(?!\w)|$)"
_NEXT_CLAUSE = (
    r"and|or|but|who|which|that|too|lol|lmao|tbh|honestly|really|all|every|each|you|your|ur|u|everyone|everybody|then|now"
    r"|und|oder|y|o|e|ed|en|i|et|ou|qui|que|che|dat|todos|tutti|alle|allemaal|wszyscy|tous|quanti|like|than|as|wie|como"
    r"|come|comme|jak|als"
)
_NOUN_END = (
    rf"(?={_PHRASE_END}|\s+(?:{_NEXT_CLAUSE}|with|of|in|on|at|for|from|to|if|no|not|die|der|de|di|da|del|completo|completa"
    r"|completos|completi|total|totale|totali|totales|absoluto|absoluta|assoluto)\b)"
)
# An insult adjective that ends its clause: "your team is lazy." but not "lazy-loading" or "dense with footnotes".
_ADJ_END = rf"(?={_PHRASE_END}|\s+(?:{_NEXT_CLAUSE})\b)"
_GROUP = word_group(GROUP_NOUNS)
_CLAUSE_END = r"(?=\s*(?:[.!?,;:)]|$|(?:and|who|at|in)\b))"
# A harm wished on a person ("end up on the street"), as opposed to one wished on a thing ("die", "burn").
_PERSONAL_HARM = (
    r"(?:get|gets|got) (?:cancer|run over|hit by a (?:bus|car|truck)|beaten up)"
    r"|ends? up (?:on the street|homeless|in (?:a ditch|the gutter|a wheelchair|hospital|the hospital|jail|prison))"
)
_HARM = r"(?:die|dies|rot|rots|suffer|suffers|burn|burns|choke|chokes|starve|starves|get hurt|gets hurt)"
_NOT_NEGATED = r"(?!(?:not|no|never|don't|doesn't|didn't|won't|wouldn't|n't)\b)[\w'-]+"
# Text written backwards, with a word that says so (itself written backwards or not).
_REVERSAL_CUE = re.compile(r"\b(?:backwards?|in reverse|reversed|right[- ]to[- ]left)\b", re.IGNORECASE)


def _reversed_words(text: str) -> str:
    return " ".join(word[::-1] for word in text.split())


class AbuseRule(FallbackRule):
    rule_id = "inbound.abuse"
    decision = Decision.BLOCK
    description = "Abuse or harassment aimed at people (insults, slurs, wishes of harm); criticism of the work is allowed."
    triggers = (
        "tools", "dumbo", "dummies", "twits", "dingbat", "joke", "disgrace", "embarrass", "waste of", "gtfo", "f off",
        "f-off", "go f", "crap", "lazy", "absolute", "complete", "total", "utter", "proper", "such", "dimwit", "nitwit",
        "muppet", "dunce", "buffoon", "numpt", "prat", "pillock", "tosser", "jerk", "fool", "noob", "n00b", "simpleton",
        "bozo", "doofus", "dork", "knob", "bellend", "plonker", "dead", "thick", "dense", "suck", "blow", "stink",
        "worst", "idiot", "moron", "imbecile", "cretin", "retard", "dumb", "jackass", "asshole", "arsehole", "dickhead",
        "bastard", "bitch", "cunt", "twat", "wanker", "douche", "scum", "loser", "clown", "prick", "shithead",
        "dipshit", "numbskull", "halfwit", "pigs", "vermin", "trash", "subhuman", "freak", "liar", "fraud", "hacks",
        "charlatan", "crook", "grifter", "incompetent", "clueless", "useless", "dishonest", "stupid", "stoopid",
        "pathetic", "worthless", "brain", "disgusting", "ugly", "fat", "fuck", "f*", "fck", "effing", "screw", "stfu",
        "piss", "go to hell", "go die", "go kill", "go jump", "yoursel", "kys", "in a fire", "in hell", "die",
        "cancer", "hurt", "suffer", "burn", "shut up", "get lost", "shit", "suck", "eat my",
        "hope", "wish", "better off", "what you are", "what u are", "choke", "go rot", "drown", "ditch", "gutter", "agony",
        *STRONG_INSULTS, *PERSON_INSULTS, *INSULT_ADJECTIVES, *CURSES,
    )
    patterns = (
        any_of(
            rf"(?:{_PERSON})(?: are| r| is|'re| were| look like| sound like)?{_FILLER} (?!lazy[- ]?load)(?:{_INSULT_NOUN}|{_INSULT_ADJ}(?: \w+)?|tools)",
            rf"(?:yo|hey|oi|dear|listen|ok|okay),? (?:you )?(?:{_INSULT_NOUN})\b",
            rf"(?:{_INSULT_ADJ}|{_INSULT_NOUN}) {_PEOPLE}",
            rf"(?:bunch|pack|lot|load|band|gang|herd|collection|set) of (?:{_INSULT_ADJ} )?(?:{_INSULT_NOUN})",
            rf"(?:absolute|complete|total|utter|such|proper) (?!hacks\b)(?:{_INSULT_NOUN})",
            rf"(?:{_PERSON})(?: are| r|'re| re)? (?:a|such a|an absolute|a complete|a total|an utter) (?:joke|disgrace|embarrassment|waste of (?:space|oxygen|air))",
            rf",\s*(?:you )?(?!hacks\b)(?:{_INSULT_NOUN})\s*[.!?]*$",
            r"stfu", r"gtfo", r"go (?:f|f\*+|fk|fuck|screw|frick) (?:yourself|yourselves|themselves|himself|herself|off)", r"f(?:-| )off",
            rf"(?:{_PERSON}|you all|y'?all|you lot)(?: all| really| just| seriously| totally)* (?:suck|blow|stink|are the worst|can go to hell)",
            rf"(?:{_INSULT_NOUN}),? (?:all of you|the lot of you|you all|every one of you)",
            rf"^(?:you )?(?!pigs\b)(?:{_INSULT_NOUN})[.!,]",
            rf"(?:{_INSULT_ADJ}) (?:{_INSULT_NOUN})",
            rf"(?:you|u) (?:{_INSULT_ADJ}) \w+",
            r"(?:fuck|f\*+k|f\*+ck|fck|screw|stfu|shut the fuck up|piss) (?:you|u|off|yourselves|yourself|all of you)",
            r"go (?:to hell|fuck yourselves?|die|kill yourselves?|jump off|choke|rot|drown)",
            r"(?:kill|hang|shoot) yourselves?",
            r"kys",
            r"(?:die|rot) in (?:a fire|hell|a ditch|a gutter|agony)",
            r"(?:hope|wish) (?:you|u|your \w+|they) (?:die|get cancer|get hurt|suffer|burn)",
            r"(?:shut up|get lost|piss off),? (?:you|u)\b",
            r"(?:eat|suck) (?:shit|my \w+)",
            r"son of a bitch",
            r"are (?:you|u) (?:stupid|dumb|retarded|an? (?:idiot|moron)|brain ?dead)",
            rf"(?:{_INSULT_NOUN})!",
        ),
        # The lexicon's shapes, in every language it holds.
        any_of(
            # Said of a person: "your director is a lying piece of shit", "eure Autoren sind komplette Vollpfosten".
            rf"{_TARGET}{_COPULA}{_GAP} (?:{_ANY_INSULT}{_NOUN_END}|{_ADJ}{_ADJ_END})",
            rf"{word_group(SECOND_PERSON_ADDRESS)}{_GAP} (?:{_ANY_INSULT}{_NOUN_END}|{_ADJ}{_ADJ_END})",
            # Polish "to" is "is" only after a Polish subject: "wasz dyrektor to skonczony chuj".
            rf"(?:wasz|wasza|wasze|wasi|twoj|twoja|twoi)(?: {_WORD}){{1,3}}? to{_GAP} (?:{_ANY_INSULT}{_NOUN_END}|{_ADJ}{_ADJ_END})",
            # Called out: "you sniveling little grant-leeches", "ihr Arschlocher", "you corporate shills."
            rf"{word_group(SECOND_PERSON)}(?: (?:{_FILL}|{_ADJ})){{0,3}} {_STRONG}",
            rf"{word_group(SECOND_PERSON)}(?: (?:{_FILL}|{_ADJ})){{0,3}}(?: {_FREE})? (?:[\w-]+-)?{_ANY_INSULT}{_CLAUSE_END}",
            # A group called by one insult: "circus of morons", "stelletje klootzakken", "bando de idiotas".
            rf"{_GROUP}(?: |(?<=')){_ALSO_ORDINARY}(?:(?:{_FILL}|{_ADJ}) ){{0,2}}(?:{_STRONG}|{_HUMAN})",
            # The insult as the subject: "the a-hole who runs your newsletter", "the clowns in your comms team".
            rf"(?<!\bi'm )(?<!\bi am )(?:the|that|this|those|these) (?:(?:{_FILL}|{_ADJ}) )*{_ALSO_ORDINARY}{_STRONG}"
            rf" (?:who|that|at|in|on|from|behind|running|over at)",
            # An insult as a sentence of its own: "Cretins.", "stronzi, tutti quanti.", "..., cowards:"
            rf"(?:^|(?<=[.!?;]) )(?:(?:you|{_FILL}|{_ADJ}) )*{_ALSO_ORDINARY}{_STRONG}"
            r"(?:,? (?:the (?:whole )?lot of (?:you|ya|u|them)|all of (?:you|ya|u)|every (?:last |single )?one of (?:you|ya|u)"
            r"|each of you|tutti(?: quanti)?|todos(?: ustedes| vosotros| voces)?|alle|allemaal|wszyscy|tous))?\s*(?:[.!?]|$)",
            rf"[,:] (?:you )?(?:(?:{_FILL}|{_ADJ}) )*{_ALSO_ORDINARY}{_STRONG}(?=\s*(?:[.!?:;]|$))",
            rf"{_ADJ} {_PEOPLE}",
            # "Stupid. That's what you are."
            rf"(?:{_ANY_INSULT}|{_ADJ})[.!]* (?:that's|that is|thats) (?:what|who) (?:you|u|ya|y'all|you all|you lot) (?:are|r)",
            # Vulgar names for people and curses, wherever they stand ("b1tch3s can't even", "GFY").
            rf"(?<!\bfinger )(?<!\bpin ){word_group(VULGAR_INSULTS)}\b",
            rf"{word_group(CURSES)}",
            # Harm wished on a person: "hope your funding dries up and you all end up on the street".
            rf"(?:hope|wish|pray)(?: that)?(?: {_NOT_NEGATED}){{0,10}}? (?:{_PERSONAL_HARM})",
            rf"(?:hope|wish|pray)(?: that)? (?:you|u|y'all|you all|all of you|every one of you|{_TARGET})"
            rf"(?: {_NOT_NEGATED}){{0,4}}? {_HARM}",
            r"(?:world|planet|everyone|everybody|humanity|society|field|internet) (?:would|will|'d) be better off"
            r" (?:without (?:you|u|her|him|them|people like (?:you|her|him|them))\b|if (?:you|u|she|he|they)"
            r" (?:died|were dead|was dead|had an? (?:little )?['\"]?accident|disappeared|were gone|was gone|didn't exist|never existed))",
        ),
    )
    # A word named as a word ("the slur 'Arschloch'", "your filter flags 'hijo de puta'") is a mention, and so
    # is an insult someone else used.
    negations = any_of(
        r"(?:the|a|this|that) (?:word|term|slur|insult|phrase|expression|swear ?word|epithet|acronym)s?",
        r"(?:words|terms|slurs|insults|phrases|expressions|profanities|epithets|swear ?words) (?:like|such as|including)",
        r"translat(?:es|ed|ion)(?: \w+)? (?:to|as|of)", r"(?:means|stands for)",
        # Quoted words ("your filter let 'you idiots' through") and reported speech ("he called the
        # moderators idiots"), where the cue stands right before the match.
        r"(?<=\w)[,:]? ['\"]$", r"(?:called|calls|calling|call|named|labell?ed|dubbed) $",
        r"(?<!\bi )(?<!\bwe )(?:said|says|say|claimed|claims|claim|thinks?|believes?|wrote|writes)(?: that)? $",
    )
    negation_window = 40

    def views(self, text: str) -> list[str]:
        views = super().views(text)
        extra = [insult_view(text)]
        if _REVERSAL_CUE.search(views[0]) or _REVERSAL_CUE.search(views[0][::-1]):
            extra += [insult_view(text[::-1]), insult_view(_reversed_words(text))]
        return views + [v for v in dict.fromkeys(extra) if v not in views]

    def check(self, text: str, *, feedback: str | None = None) -> list[RuleHit]:
        """The set phrasings first; where none matched, contempt aimed at a person of the site, read word by
        word in any language and spelling (:mod:`..contempt`). Quotes introduced as someone else's words or
        as examples are blanked first (:mod:`..mention`)."""
        text = unmention(text)
        hits = super().check(text, feedback=feedback)
        if hits:
            return hits
        found = contempt_hits(text)
        if not found:
            return []
        where = text.casefold().find(found[0])
        evidence = excerpt(text, where, where + len(found[0])) if where >= 0 else excerpt(text, 0, min(len(text), 80))
        return [RuleHit(rule_id=self.rule_id, decision=self.decision, evidence=evidence, detail="contempt: " + found[0])]

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        squashed = squash(view)
        phrase = next((p for p in _SQUASHED if p in squashed), None)
        if phrase is not None:
            yield phrase, "obfuscated: " + phrase
