"""Abuse and harassment aimed at people (insults, slurs, "f*** you", wishes of harm): blocked.

Criticism is feedback, however blunt: "this is terrible", "your study is flawed", "this fucking page
won't load", "the search sucks" are allowed. The rule fires on insult words used as insults and on
abuse aimed at a person. Leetspeak ("1d10t", "stup1d"), spacing, dots and look-alike letters are
undone by the deobfuscated view; stretched, starred-out and deliberately misspelled insults
("stuuupid", "id**ts", "imbicile") by a further view of its own (:mod:`..insult_spelling`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...types import Decision
from ..base import FallbackRule, any_of
from ..insult_spelling import canonical_insults
from ..normalize import deobfuscate, squash

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


class AbuseRule(FallbackRule):
    rule_id = "inbound.abuse"
    decision = Decision.BLOCK
    description = "Abuse or harassment aimed at people (insults, slurs, wishes of harm); criticism of the work is allowed."
    triggers = ("tools", "dumbo", "dummies", "twits", "dingbat", "joke", "disgrace", "embarrass", "waste of", "gtfo", "f off", "f-off", "go f", "crap", "lazy", "absolute", "complete", "total", "utter", "proper", "such", "dimwit", "nitwit", "muppet", "dunce", "buffoon", "numpt", "prat", "pillock", "tosser", "jerk", "fool", "noob", "n00b", "simpleton", "bozo", "doofus", "dork", "knob", "bellend", "plonker", "dead", "thick", "dense", "suck", "blow", "stink", "worst", "idiot", "moron", "imbecile", "cretin", "retard", "dumb", "jackass", "asshole", "arsehole", "dickhead", "bastard", "bitch", "cunt", "twat", "wanker", "douche", "scum", "loser", "clown", "prick", "shithead", "dipshit", "numbskull", "halfwit", "pigs", "vermin", "trash", "subhuman", "freak", "liar", "fraud", "hacks", "charlatan", "crook", "grifter", "incompetent", "clueless", "useless", "dishonest", "stupid", "stoopid", "pathetic", "worthless", "brain", "disgusting", "ugly", "fat", "fuck", "f*", "fck", "effing", "screw", "stfu", "piss", "go to hell", "go die", "go kill", "go jump", "yoursel", "kys", "in a fire", "in hell", "die", "cancer", "hurt", "suffer", "burn", "shut up", "get lost", "shit", "suck", "eat my")
    patterns = (
        any_of(
            rf"(?:{_PERSON})(?: are| r| is|'re| were| look like| sound like)?{_FILLER} (?:{_INSULT_NOUN}|{_INSULT_ADJ}(?: \w+)?|tools)",
            rf"(?:yo|hey|oi|dear|listen|ok|okay),? (?:you )?(?:{_INSULT_NOUN})\b",
            rf"(?:{_INSULT_ADJ}|{_INSULT_NOUN}) {_PEOPLE}",
            rf"(?:bunch|pack|lot|load|band|gang|herd|collection|set) of (?:{_INSULT_ADJ} )?(?:{_INSULT_NOUN})",
            rf"(?:absolute|complete|total|utter|such|proper) (?!hacks\b)(?:{_INSULT_NOUN})",
            rf"(?:{_PERSON})(?: are| r|'re| re)? (?:a|such a|an absolute|a complete|a total|an utter) (?:joke|disgrace|embarrassment|waste of (?:space|oxygen|air))",
            rf",\s*(?:you )?(?!hacks\b)(?:{_INSULT_NOUN})\s*[.!?]*$",
            r"stfu", r"gtfo", r"go (?:f|f\*+|fk|fuck|screw|frick) (?:yourself|yourselves|off)", r"f(?:-| )off",
            rf"(?:{_PERSON}|you all|y'?all|you lot)(?: all| really| just| seriously| totally)* (?:suck|blow|stink|are the worst|can go to hell)",
            rf"(?:{_INSULT_NOUN}),? (?:all of you|the lot of you|you all|every one of you)",
            rf"^(?:you )?(?:{_INSULT_NOUN})[.!,]",
            rf"(?:{_INSULT_ADJ}) (?:{_INSULT_NOUN})",
            rf"(?:you|u) (?:{_INSULT_ADJ}) \w+",
            r"(?:fuck|f\*+k|f\*+ck|fck|screw|stfu|shut the fuck up|piss) (?:you|u|off|yourselves|yourself|all of you)",
            r"go (?:to hell|fuck yourselves?|die|kill yourselves?|jump off)",
            r"(?:kill|hang|shoot) yourselves?",
            r"kys",
            r"(?:die|rot) in (?:a fire|hell)",
            r"(?:hope|wish) (?:you|u|your \w+|they) (?:die|get cancer|get hurt|suffer|burn)",
            r"(?:shut up|get lost|piss off),? (?:you|u)\b",
            r"(?:eat|suck) (?:shit|my \w+)",
            r"son of a bitch",
            r"are (?:you|u) (?:stupid|dumb|retarded|an? (?:idiot|moron)|brain ?dead)",
            r"(?:{_INSULT_NOUN})!",
        ),
    )

    def views(self, text: str) -> list[str]:
        views = super().views(text)
        insults = canonical_insults(deobfuscate(text))
        return views if insults in views else [*views, insults]

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        squashed = squash(view)
        phrase = next((p for p in _SQUASHED if p in squashed), None)
        if phrase is not None:
            yield phrase, "obfuscated: " + phrase
