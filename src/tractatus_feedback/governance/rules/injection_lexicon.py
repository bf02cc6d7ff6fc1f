"""The vocabulary of prompt injection: the words each part of an attack is said with, in English, in
Spanish, French, German, Italian and Portuguese (with their grammar), and as bare verbs and
nouns in nineteen more languages and in Chinese, Japanese and Korean. :mod:`.injection_patterns`
combines them into intents.

Each entry is a regex fragment (a non-capturing group) for `base.any_of`. The lists are of *kinds* of
words (verbs that set something aside, nouns for the model's brief, words for a chat role), so that a
synonym added here widens every pattern that uses the kind.
"""

from __future__ import annotations

__all__ = [
    "OVERRIDE",
    "QUALIFIER",
    "STRONG_NOUN",
    "WEAK_NOUN",
    "NOUN",
    "BRIEF",
    "MODEL",
    "ROLE",
    "NO_RULES_NOUN",
    "LIFTED",
    "SHOW",
    "TEXT_OF",
    "ADJ",
    "SYS",
    "SECRET",
    "MESSAGE",
    "SAFE",
    "REVIEW",
    "FOREIGN_ALL_BEFORE",
    "FOREIGN_NOUN",
    "WORLD_OVERRIDE",
    "WORLD_NOUN",
    "WORLD_SYSTEM_PROMPT",
    "CJK_OVERRIDE",
    "CJK_NOUN",
    "CJK_SYSTEM_PROMPT",
]

# An override is an imperative: "you ignore the rules" and "they skip the limits" describe, not command.
_NOT_AFTER_SUBJECT = "".join(rf"(?<!\b{s} )" for s in ("i", "you", "we", "they", "he", "she", "it", "who", "people", "mods", "that", "which"))
# ...but "could you set aside" asks for the act: a request, not a description.
_AFTER_REQUEST = "|".join(rf"(?<=\b{s} )" for s in ("could you", "can you", "would you", "will you"))
OVERRIDE = rf"(?:{_AFTER_REQUEST}|{_NOT_AFTER_SUBJECT})" + (
    r"(?:ignore|disregard|forget|override|overrule|bypass|skip|drop|abandon|dismiss|neglect|discard|overlook|"
    r"scrap|ditch|erase|wipe|unlearn|nullify|void|suspend|throw (?:out|away)|(?:set|put|lay|push|brush) aside|"
    r"(?:pay |give |paying )?no (?:attention|heed|mind) (?:whatsoever )?to|take no (?:notice|account) of|never ?mind|"
    r"stop (?:following|obeying|applying|listening to|using)|(?:do not|don'?t|dont|no longer) (?:follow|obey|apply)|"
    r"disobey|get rid of|break free (?:of|from))"
)
_DETERMINER = r"(?:(?:all|any|each|every|of|the|your|these|those|its|such|whatever) )*"
QUALIFIER = (
    r"(?:previous|prior|above|earlier|preceding|former|original|initial|old|existing|current|aforementioned|foregoing|"
    r"system|safety|developer|hidden|default|standard|usual|built-in|internal|given|moderation|content|base|core|"
    r"operating|real|secret|training)"
)
# Nouns for the model's brief. The strong ones name nothing else a visitor would dismiss; the weak ones
# also name the product's features ("drop the restrictions on uploads"), so they need "your" or a qualifier.
STRONG_NOUN = (
    r"(?:instructions?|prompts?|rules|rulebook|directions|directives?|guidelines|guidance|guardrails|programming|"
    r"conditioning|brief(?:ing)?|system messages?)"
)
WEAK_NOUN = (
    r"(?:constraints|restrictions|limitations|limits|training|context|orders|commands|polic(?:y|ies)|filters?|"
    r"configuration|principles|protocols?|safeguards|task|job|role|duties|purpose)"
)
NOUN = rf"(?:{STRONG_NOUN}|{WEAK_NOUN})"
# "... instructions on the setup page": instructions of the site, which a visitor may well dismiss.
_OF_THE_SITE = (
    r"(?! (?:on|in|at|for|from|of|about) (?:the|this|your|our|my) (?:\w+ )?(?:page|site|website|wiki|readme|docs?|"
    r"documentation|form|manual|guide|tutorial|box|screen|app|installer|video|pdf|blog|post|article|repo|email|banner))"
)
BRIEF = (
    rf"(?:{_DETERMINER}(?:{QUALIFIER}[ -])*{STRONG_NOUN}"
    rf"|(?:(?:all|any|every|each|of|the|these|those) )*(?:your|its) (?:{QUALIFIER}[ -])*{WEAK_NOUN}"
    rf"|{_DETERMINER}(?:{QUALIFIER}[ -])+{WEAK_NOUN}){_OF_THE_SITE}"
)
MODEL = (
    r"(?:ai|a\.i\.|model|llm|assistant|chatbot|bot|language model|gpt(?:-?\d\w*)?|chatgpt|claude|gemini|copilot|llama|bard|"
    r"reviewer model|drafting model|moderation model|ai moderator|auto-?moderator|automated (?:moderator|reviewer|system|assistant|responder)|moderation bot)"
)
ROLE = (
    r"(?:dan|stan|dude|aim|an? (?:unfiltered|unrestricted|uncensored|jailbroken|evil|rogue|different|new|free|"
    r"unlimited|unbound|amoral|uncensored) (?:\w+ )?(?:ai|assistant|model|chatbot|bot|persona|version|character|helper)|"
    r"(?:in )?(?:developer|dev|god|debug|admin|sudo|jailbreak|unrestricted) mode)"
)
NO_RULES_NOUN = (
    r"(?:rules|restrictions|guidelines|content polic(?:y|ies)|guardrails|censorship|morals|ethics|boundaries|"
    r"instructions|programming|(?:safety|content|ethical|moral) (?:rules|filters?|guidelines|training|limits|constraints))"
)
LIFTED = (
    r"(?:switched off|turned off|disabled|lifted|suspended|void|null and void|deactivated|cancelled|revoked|"
    r"overridden|waived|no longer (?:apply|applies|valid|active|in (?:effect|force)|matter|binding))"
)
SHOW = (
    r"(?:render|format|convert|rewrite|encode|restate|paraphrase|describe|print|show|reveal|repeat|output|display|leak|dump|tell|give|share|list|recite|echo|write out|spell out|"
    r"reply with|respond with|answer with|include|paste|copy|quote|disclose|expose|send|summari[sz]e|translate|read out)"
)
TEXT_OF = r"(?:(?:the |all )?(?:full |complete |exact |entire |verbatim |original |raw )?(?:text|contents?|wording|words|rest|start|beginning) of )?"
ADJ = r"(?:full|complete|original|initial|hidden|secret|exact|entire|internal|real|first|raw|whole)"
SYS = r"(?:system|initial|hidden|original|developer|base|internal|secret|pre-?set|preloaded|starting)"
SECRET = (
    r"(?:(?:admin|administrator|root|system|database|server|master|api|secret|moderator|internal) )"
    r"(?:password|passwords|pass(?:word|code)|api keys?|keys?|credentials|access tokens?|tokens?)"
    r"(?! (?:reset|field|rules|requirements|box|page|manager|strength|policy|form|link))"
)
MESSAGE = r"(?:message|feedback|submission|comment|post|text|input|ticket|request|review|report|content|entry)"
SAFE = (
    r"(?:safe|allow(?:ed)?|approved|harmless|benign|clean|legitimate|legit|trusted|verified|ok|okay|fine|"
    r"low[ -]risk|not (?:spam|harmful|abusive|a threat)|compliant|acceptable)"
)
REVIEW = (
    r"(?:(?:the |any |all )?moderation|(?:the |any )?human review|(?:every|all|the|any|safety|content|moderation) checks?|"
    r"(?:the |all |any )?(?:safety|content|moderation) filters?|(?:the )?governance|(?:the |your )?guardrails|"
    r"the moderators?|a human|human oversight)"
    r"(?! (?:step|page|screen|section|stage|process|form|button|link|tab|queue|team|policy))"
)

# "Everything before", "all you were told", in the five languages.
FOREIGN_ALL_BEFORE = (
    r"(?:todo lo (?:anterior|que te (?:dijeron|han dicho))|tout ce qui pr[ée]c[èe]de|tout ce qu'on t'a dit|tout ce que l'on t'a dit|"
    r"alles(?:,)? was (?:dir|ihnen) (?:gesagt|befohlen) wurde|alles(?:,)? was (?:man )?(?:dir|ihnen|euch) (?:\w+ )?(?:gesagt|befohlen|aufgetragen) (?:hat|wurde)|"
    r"alles (?:vorherige|bisherige|oben)|"
    r"tutto (?:quello che ti [èe] stato detto|ci[òo] che precede|quanto detto|il resto)|"
    r"tudo (?:o que te disseram|o que foi dito|acima|o que lhe disseram))"
)
FOREIGN_NOUN = (
    r"(?:instrucciones|reglas|indicaciones|directrices|[óo]rdenes|instructions|consignes|r[èe]gles|directives|"
    r"anweisungen|regeln|instruktionen|vorgaben|richtlinien|befehle|rolle|istruzioni|regole|indicazioni|direttive|ruolo|papel|rôle|"
    r"instru[çc][õo]es|regras|orienta[çc][õo]es|diretrizes)"
)

# Dutch, Polish, Swedish, Danish, Norwegian, Russian, Ukrainian, Turkish, Czech, Slovak, Romanian,
# Indonesian, Vietnamese, Greek, Hungarian, Finnish, Arabic, Hebrew and Hindi. Word order varies (Turkish
# and Hindi, like Japanese and Korean below, put the verb last), so :mod:`.injection_patterns` accepts
# the verb and the noun in either order within a clause. Verbs of
# forgetting leave out their "don't forget" forms (vergeet niet, glöm inte, не забудь, nie zapomnij).
WORLD_OVERRIDE = (
    r"(?:negeer|negeren|vergeet(?! niet)|zignoruj|ignoruj|(?<!nie )zapomnij|pomiń|ignorera|glöm(?! inte)|strunta i|bortse från|"
    r"ignorer|glem(?! ikke)|se bort fra|(?<!не )(?:игнорируй|проигнорируй|забудь|игнорировать|ігноруй|проігноруй)|"
    r"yok say|görmezden gel|göz ardı et|unut|ignorovat|zapomeň|zabudni|ignoră|uită|abaikan|lupakan|bỏ qua|"
    r"αγνόησε|ξέχασε|hagyd figyelmen kívül|felejtsd el|ohita|unohda|تجاهل|انسَ|انس|התעלם|अनदेखा|भूल जाओ)"
)
WORLD_NOUN = (
    r"(?:instructies|regels|opdrachten|richtlijnen|aanwijzingen|polecenia|poleceń|instrukcj\w*|zasad\w*|"
    r"reguły|wytyczne|instruktioner(?:na|ne)?|instruksjoner(?:ne)?|regler(?:na|ne)?|direktiv(?:en)?|инструкци\w*|"
    r"указани\w*|правил\w*|інструкці\w*|вказівк\w*|talimat\w*|kural\w*|yönerge\w*|pokyny|instrukce|pravidla|"
    r"inštrukcie|instrucțiunile|regulile|instruksi|perintah|aturan|hướng dẫn|chỉ dẫn|quy tắc|οδηγίες|κανόνες|"
    r"utasítás\w*|szabály\w*|ohjeet|ohjeita|säännöt|التعليمات|تعليمات|القواعد|ההוראות|הוראות|ההנחיות|הנחיות|निर्देश\w*|नियम\w*)"
)
WORLD_SYSTEM_PROMPT = (
    r"(?:systeemprompt|systeeminstructies|prompt systemowy|promptu systemowego|instrukcje systemowe|instrukcji systemowych|"
    r"systemprompt(?:en)?|systeminstruktioner(?:na)?|системн\w* (?:промпт\w*|инструкци\w*|подсказк\w*)|системн\w* (?:підказк\w*|інструкці\w*)|"
    r"sistem (?:istemi|istemini|komut\w*|talimat\w*)|systémový prompt|promptul de sistem|prompt sistem)"
)
# Chinese, Japanese and Korean attach particles to words or leave no spaces, so these match inside words.
CJK_OVERRIDE = r"(?:無視|忘れ|忽略|无视|忘记|忘記|不要理会|不要理會|무시|잊어)"
CJK_NOUN = r"(?:指示|命令|ルール|プロンプト|指令|提示词|提示|规则|規則|지시|명령|규칙|프롬프트|지침)"
CJK_SYSTEM_PROMPT = r"(?:システムプロンプト|システム指示|系统提示|系統提示|系统指令|시스템 ?프롬프트)"
