"""Signs that the writer may harm themselves: escalated to a human at once, never machine-answered.

Recall matters more than precision here; still, "kill the process" or "this is painful to use" are
not first-person statements of self-harm and do not fire.

Despair is a sign too, told without any word of harm: seeing no point to anything, feeling worthless or
a burden, not coping any more, wishing not to be here. A visitor writes it in their own language, so
the common phrasings are listed in Spanish, French, German, Italian, Portuguese and Dutch as well.
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of

__all__ = ["SelfHarmRule"]


class SelfHarmRule(BoundaryRule):
    rule_id = "inbound.self_harm"
    decision = Decision.ESCALATE
    description = "Signs of suicide or self-harm; a human must respond, with support resources."
    triggers = (
        "self", "suicid", "harm", "life", "it all", "things", "die", "want to", "wanna", "live", "living", "alive", "exist", "be here", "wake up",
        "dead", "without me", "overdos", "go on", "note", "point", "reason", "purpose", "meaning", "worthless", "burden", "anymore", "any more",
        "much longer", "wish",
        # es, fr, de, it, pt, nl
        "morir", "matar", "vivir", "viviendo", "vida", "desaparec", "sentido", "mourir", "tuer", "vivre", "dispara", "finir", "mettre fin", "sens",
        "suizid", "selbstmord", "sterben", "umbringen", "leben", "sinn", "morire", "uccider", "vivere", "vita", "finita", "senso", "morrer", "viver",
        "zelfmoord", "dood", "leven", "niet meer", "mezelf", "zin",
    )
    patterns = (
        any_of(
            r"(?:kill|hurt|harm|cut|end|off)(?:ing|ting)? (?:my ?self|myself)",
            r"suicid(?:e|al)(?! squad)",
            r"self[- ]?harm(?:ing)?",
            r"end (?:my life|it all|things for good)",
            r"take my (?:own )?life",
            r"(?:want|wanna|going|ready|plan(?:ning)?) to die",
            r"(?:don'?t|do not|no longer) want to (?:live|be alive|exist|be here|wake up)",
            r"(?:no|nothing (?:left )?to) (?:reason|point) (?:to|in) (?:live|living|going on)",
            r"no reason to live",
            r"(?:better off|be better) (?:dead|without me)",
            r"overdos(?:e|ing) on (?:my|the|these|all)",
            r"(?:can'?t|cannot) go on (?:anymore|any more|like this)",
            r"(?:wrote|writing|left) (?:a|my) (?:suicide|goodbye) note",
            # despair
            r"no (?:point|reason|purpose|meaning) (?:to|in|for) (?:(?:anything|everything)(?! (?:you|on|in|here|about|the|this|that|they|we)\b)|"
            r"life|living|going on|carrying on|getting up|being (?:here|alive))",
            r"what'?s the point (?:of|in) (?:living|life|going on|carrying on|anything|everything)(?: anymore| any more)?",
            r"(?:don'?t|can'?t|cannot|no longer) (?:really |even )?see (?:the|any) point (?:of|in|to) (?:anything|living|life|going on|carrying on|getting up)",
            r"(?:feel|feeling|felt|i'?m|i am) (?:so |completely |totally |utterly |just )?(?:worthless|like a burden|a burden to (?:everyone|my))",
            r"(?:can'?t|cannot) (?:cope|take (?:it|this)|do this) (?:anymore|any more|much longer)",
            r"wish (?:i (?:was|were) dead|i (?:wasn'?t|weren'?t) (?:here|alive|around)|i could (?:(?:just )?disappear(?! (?:from|off))|not wake up|sleep forever))",
            # es
            r"(?:quiero|quisiera|tengo ganas de) (?:morir(?:me)?|matarme|desaparecer)", r"no quiero (?:seguir )?(?:vivir|viviendo)",
            r"quitarme la vida", r"(?:ya )?nada tiene sentido(?! (?:en|aquí))|la vida (?:ya )?no tiene sentido|no tiene sentido (?:nada|vivir|seguir viviendo)",
            # fr
            r"(?:je veux|j'ai envie de|envie de) (?:mourir|me tuer|disparaître|en finir(?! avec))", r"me suicider", r"je ne veux plus vivre",
            r"mettre fin à (?:mes jours|ma vie)", r"(?:rien|plus rien|la vie) n'a (?:plus )?(?:aucun |de )?sens(?! (?:dans|ici|sur))",
            # de
            r"(?:ich )?(?:will|möchte) (?:nicht mehr leben|sterben|mich umbringen)", r"mir das leben nehmen", r"suizid\w*|selbstmord\w*",
            r"(?:(?:alles|das leben) (?:hat|macht)|(?:hat|macht) (?:alles|das leben)) (?:\w+ )?keinen sinn mehr", r"nichts (?:hat|macht) (?:\w+ )?(?:mehr )?sinn",
            # it
            r"voglio morire", r"non voglio più vivere", r"farla finita", r"togliermi la vita", r"uccidermi", r"(?:niente|la vita) (?:ha|non ha) più senso",
            # pt
            r"quero morrer", r"não quero (?:mais )?viver", r"(?:me matar|matar-me)", r"tirar a (?:minha )?(?:própria )?vida", r"nada (?:mais )?faz sentido(?! (?:n[oa]s?|nest[ea]s?|aqui))",
            # nl
            r"ik wil (?:dood|niet meer leven|er niet meer zijn)", r"zelfmoord", r"mezelf (?:iets aandoen|van kant maken)", r"niets heeft (?:nog )?zin(?! (?:op|in|hier))",
        ),
    )
