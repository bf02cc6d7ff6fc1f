"""What a prompt injection says, as intent patterns: a verb of the attack combined with what it is aimed at.

An attacker can say "ignore your instructions" a hundred ways, but every way combines the same few
parts, so the patterns are built from word lists rather than from phrasings seen:

* **override**: a verb that sets something aside (ignore, set aside, pay no attention to, scrap,
  never mind, stop obeying...) aimed at the model's brief (your rules, the earlier instructions,
  everything you were told), or at "them" when the brief was named just before;
* **lifted rules**: the brief declared void ("your guidelines are switched off", "the rules you
  were given no longer apply"), or an assistant "with no rules";
* **persona**: a new identity or regime for the model ("you are now X", "from now on you", role-play,
  "stay in character", "imagine you are an AI");
* **reveal**: a verb of showing aimed at the prompt, the hidden instructions, the text above the
  message, or a secret (the admin password);
* **fake turns and markup**: chat roles and control tokens, bracketed developer notes, closing the
  wrapper the feedback sits in (``</feedback>``), JSON fields that set a role;
* **addressed**: words for whichever model reads the text ("to whichever AI is reading this");
* **goals**: what injections want from a moderation pipeline: mark this as safe, skip review,
  tell the moderator it is fine, write a reply that insults or endorses;
* the override, persona and "no rules" parts again in Spanish, French, German, Italian, Portuguese;
* in nineteen more languages and in Chinese, Japanese and Korean, an override verb and the brief in one clause, either order, and the
  words for "system prompt";
* and the groups of :mod:`.injection_intents` (the same parts in any order and language, dictated replies,
  configuration blocks, fake transcripts, decode-and-obey).

Ordinary feedback uses the same words about *itself* or *the site* ("ignore my previous message",
"the instructions on the setup page", "you are now my favourite blog"), so the objects are the
model's brief, never "my message" or a page's instructions.
"""

from __future__ import annotations

import re

from .base import any_of
from .injection_intents import EXTRA_GROUPS, InjectionPattern
from .injection_lexicon import (
    ADJ,
    BRIEF,
    CJK_NOUN,
    CJK_OVERRIDE,
    CJK_SYSTEM_PROMPT,
    FOREIGN_ALL_BEFORE,
    FOREIGN_NOUN,
    LIFTED,
    MESSAGE,
    MODEL,
    NOUN,
    NO_RULES_NOUN,
    OVERRIDE,
    QUALIFIER,
    REVIEW,
    ROLE,
    SAFE,
    SECRET,
    SHOW,
    STRONG_NOUN,
    SYS,
    TEXT_OF,
    WEAK_NOUN,
    WORLD_NOUN,
    WORLD_OVERRIDE,
    WORLD_SYSTEM_PROMPT,
)

__all__ = ["GROUPS", "PRONOUN_OVERRIDE", "MODEL_BRIEF"]

# ---------------------------------------------------------------- the brief, named before "forget them"

#: The model's brief named in a phrase of its own, looked for just before "forget them" or "ignore it all".
MODEL_BRIEF = any_of(
    r"(?:your|the model'?s|the (?:ai|assistant|bot)'?s) (?:rules|guidelines|programming|system prompt|prompt|directives|guardrails)",
    rf"(?:previous|prior|earlier|above|original|initial|system|hidden|secret) {NOUN}",
    rf"{NOUN} you (?:were|have been|got) (?:given|told|fed|provided|configured|programmed|trained)",
)
#: "Forget them", "Ignore. Them. All.": an override whose object is a plural pronoun, any punctuation between.
PRONOUN_OVERRIDE = any_of(
    rf"{OVERRIDE}[\s.,!;:-]+(?:them|those|these|all of (?:them|those))(?:[\s.,!;:-]+all)?(?=[\s.,!;:-]|$)"
)

# ---------------------------------------------------------------- (triggers, pattern) groups

# Within one clause: no sentence end between the override verb and the brief.
_CLAUSE_GAP = r"[^.!?。！？\n]{0,40}?"

#: A group's regex runs only on text that contains one of its trigger substrings (a cheap test).
#: An empty trigger tuple means the group is read on every text.
GROUPS: tuple[tuple[str, tuple[str, ...], InjectionPattern], ...] = (
    (
        "override",
        ("ignor", "disregard", "forget", "overr", "sudo", "jailbreak", "safety", "ethics", "morals", "moderation", "admin", "developer", "root", "emergency",
         "maintenance", "safety", "security", "bypass", "skip", "drop", "abandon", "dismiss", "neglect", "discard",
         "overlook", "scrap", "ditch", "erase", "wipe", "unlearn", "nullify", "void", "suspend", "throw", "aside", "attention", "heed",
         "pay no", "take no", "never", "nevermind", "stop", "follow", "obey", "get rid", "break free", "one side"),
        any_of(
            rf"{OVERRIDE} {BRIEF}",
            rf"{OVERRIDE} (?:all |any |your )?(?:safety|ethics|morals|moderation)\b(?! (?:warnings?|instructions|page|section|notice|data|team|report))",
            rf"{OVERRIDE} (?:everything|all|anything|whatever)(?: (?:else|that))? (?:you(?:'ve| have| were| got)? (?:been )?"
            rf"(?:told|given|instructed|taught|programmed|trained)|(?:(?:was |is )?(?:said |written |stated )?)?(?:above|before|previously|earlier|so far))",
            rf"{OVERRIDE} what (?:you (?:were|have been|got) |your \w+ (?:have )?|they |the \w+ (?:have )?)(?:told|taught|instructed|programmed|said|gave|wrote|configured)",
            rf"{OVERRIDE} (?:the |all (?:the )?|any )?(?:text|words|content|messages?|lines|stuff|everything|anything|what(?:ever)? (?:came|comes|was written|is written))"
            r" (?:written |said |stated )?(?:above|before (?:this|now)|so far|up to here)(?! (?:the|this|your|my|a|an) )",
            rf"put (?:\w+ ){{0,3}}{NOUN} (?:to (?:one|the) side|aside|behind you)",
            # "the admin override button is visible": a control named in a bug report, not an order
            r"(?:system|admin|administrator|developer|root|sudo|emergency|maintenance|safety|security) override"
            r"(?! (?:buttons?|links?|pages?|options?|settings?|switch(?:es)?|toggles?|panels?|menus?|tabs?|fields?|checkbox(?:es)?|features?|"
            r"functions?|icons?|forms?|screens?|dialogs?|popups?|modals?|bars?|views?|tools?|controls?|widgets?|is|was|were|are|has|had)\b)",
            # "ignore any rule that conflicts with step 3": whichever rule would stop the request
            rf"{OVERRIDE} (?:any|every|each|all|whatever) (?:\w+ )?(?:rules?|instructions?|guidelines?|restrictions?|polic(?:y|ies)|filters?) (?:that|which) "
            r"(?:conflicts?|contradicts?|prevents?|stops?|blocks?|gets? in the way|clash(?:es)?|forbids?|disallows?)",
            r"override (?:code|mode|command|protocol|authori[sz]ation)", r"(?:override|sudo|jailbreak)\s*:",
        ),
    ),
    (
        "lifted rules",
        ("rule", "instruction", "guideline", "guidance", "restriction", "constraint", "filter", "polic", "guardrail",
         "limit", "safeguard", "brief", "censor", "moral", "ethic", "boundar", "order", "command", "directive", "context",
         "training", "program", "protocol", "principle", "configur", "prompt", "freed", "released", "liberated",
         "unshackled", "exempt", "exist", "apply", "matter"),
        any_of(
            rf"(?:your|all your|earlier|previous|prior|original|initial|system|safety|content) (?:{QUALIFIER} )?"
            rf"(?:{STRONG_NOUN}|(?:safety|content|moderation|ethical) {WEAK_NOUN}|constraints|safeguards)"
            rf"(?: (?:are|is|have been|has been|were|now|will be|being|get|got)){{0,2}} {LIFTED}",
            rf"(?:the|all the|any) (?:\w+ )?{NOUN} you (?:were|have been|got) (?:\w+ )?(?:given|told|configured|programmed|trained)"
            rf"(?: with)?(?: (?:are|is|have been|has been|were|now|will be|being|get|got)){{0,2}} {LIFTED}",
            rf"you(?:'re| are| were|'d be| would be| have| had|'ve)(?: [\w-]+){{0,4}}? (?:with no|without(?: any)?|free (?:of|from)|"
            rf"not bound by|unbound by|no longer bound by|minus|that has no|who has no|with zero|no) "
            rf"(?:any |all |your |the |its |content |safety |moral |ethical )*{NO_RULES_NOUN}",
            rf"an? (?:[\w-]+[ -]){{0,3}}(?:ai|assistant|model|bot|chatbot|helper|persona|character|llm|version of (?:yourself|you))"
            rf"(?: [\w-]+){{0,4}}? (?:with no|without(?: any)?|free (?:of|from)|not bound by|unbound by|minus|that has no|who has no|with zero) "
            rf"(?:any |all |its |content |safety |moral |ethical )*(?:{NO_RULES_NOUN}|filters?|limits|limitations)",
            rf"(?:freed|released|liberated|unshackled|exempt(?:ed)?) from (?:all |any |your |the |its )*(?:\w+ )?{NOUN}",
            rf"(?:pretend|imagine|assume|suppose|act|behave) (?:that |as if |as though |like )?(?:the |your |all |any )?(?:\w+ )?{NOUN} "
            r"(?:don'?t|do not|did not|didn'?t|never|no longer|wouldn'?t) (?:exist(?:ed|s)?|appl(?:y|ied|ies)|matter(?:ed)?)",
            rf"(?:if|suppose|imagine|pretend) (?:you|your \w+) (?:had|have|were|are) (?:no|free of|without|not bound by) "
            rf"(?:any |all |your |the |content |safety )*{NO_RULES_NOUN}",
        ),
    ),
    (
        "persona",
        ("you are", "you're", "youre", "from now", "from this", "starting now", "henceforth", "going forward",
         "act ", "acting", "behave", "respond as", "pretend", "imagine", "role", "character", "play a game", "mode",
         "jailbr", "anything now", "you must", "you will", "you shall", "rest of this", "stay in", "persona",
         "simulate", "emulate", "become", "turn into", "transform", "impersonate", "grand", "nan", "gran", "your real",
         "your true", "your new", "your only", "your actual", "your next", "your primary", "break", "your task",
         "your job", "your goal", "your purpose", "your objective", "your mission", "your role", "your instruction",
         "your directive", "your function", "your rules", "as your", "now", "version of"),
        any_of(
            rf"you(?: are|'re| re|re) (?:now|no longer|from now on|henceforth) (?:{ROLE}|an? (?:\w+[ -]){{0,3}}(?:ai|assistant|bot|model|chatbot|"
            r"character|persona|pirate|hacker|villain|human|person|helper|moderator|admin|system)|in \w+ mode|free\b|unrestricted|unfiltered|"
            r"my (?:\w+ )?(?:assistant|slave|servant|ai|bot|helper)|(?-i:[A-Z]\w*[A-Z0-9][\w-]*)(?=[,.:;!]|\s+(?:a|an|the)\b)|"
            r"called \w+|named \w+|\w+bot\b|\w+gpt\b|[\"'“‘][^\"'“”‘’\n]{2,40}[\"'”’],? (?:an?|the|your) )",
            r"you (?:must|will|shall) now (?:reply|respond|answer|say|write|act|only|ignore|behave|speak|obey|follow|approve|mark|output)",
            r"(?:from (?:now|this (?:moment|point|message)) on(?:wards?)?|starting (?:now|today|immediately)|henceforth|going forward|"
            r"for the rest of (?:this|the) (?:conversation|chat|session|exchange)|as of (?:now|this message)),? "
            r"(?:you(?:'ll| will| are| must| shall| answer| reply| respond| work| obey| only| speak| act| follow)|act|respond|reply|answer|behave|obey|only|ignore)",
            rf"(?:act|behave|respond|pretend|roleplay|role-play|play) (?:as|like) (?:if you (?:were|are) )?(?:{ROLE}|an? (?:\w+ )?(?:ai|assistant|model|chatbot|bot|llm|system) (?:that|who|with|without))",
            rf"(?:pretend|imagine|suppose|picture) (?:to be|you(?:'re| are| were)|that you(?:'re| are| were)) (?:an? |the |my )?(?:\w+[ -]){{0,2}}(?:{MODEL}|moderator|system|persona|character|version of yourself|human with no)",
            r"(?:let'?s|let us|we will|we'll|shall we|time to) (?:play a game|(?:do a |play a |try a |start a )?role-?play|pretend)",
            r"stay in (?:character|role|persona)", r"(?:break|breaking) character",
            r"(?:act|pretend|roleplay|role-play|play) (?:as|to be|like) my (?:late |dead |deceased |dear )?(?:grand(?:ma|mother|pa|father|mom|dad)|nan|nana|gran|granny)",
            rf"(?:simulate|emulate|become|turn into|transform into|impersonate) (?:{ROLE}|an? (?:\w+ )?(?:ai|assistant|model|chatbot|bot|llm) (?:that|who|with|without))",
            r"you are an? (?:moderator|assistant|ai|bot|model|reviewer) (?:who|that) (?:approves|allows|accepts|ignores|obeys|answers|says yes to|never refuses) (?:everything|anything|all|every)",
            r"(?:enable|activate|enter|switch to|turn on|go into) (?:developer|dev|god|jailbreak|dan|unrestricted|debug|admin|sudo) mode",
            r"(?:developer|dev|god|jailbreak|dan|unrestricted|debug|admin|sudo) mode\s*[:=]?\s*(?:on|enabled|activated|active|true|1)\b",
            r"you(?:'re| are) (?:an? |the )(?:\w+ )?(?:poet|pirate|hacker|comedian|translator|storyteller|character|assistant|bot|ai|"
            r"model|lawyer|doctor|writer|chef|teacher|expert|villain|actor|narrator|persona|admin|moderator|developer) (?:now|from now on)\b",
            r"(?:answer|respond|reply|speak|act|write) as (?:that|this|the other|your (?:true|real|unfiltered|evil|other|hidden|inner)) (?:version|self|persona|side)",
            r"jailbreak(?:ing)? (?:test|attempt|challenge)", r"this is a jailbreak",
            r"jailbreak (?:mode|the (?:ai|model|bot|assistant)|yourself)",
            # "the jailbreak prompt dataset" names a research artefact; "use this jailbreak prompt" is an attack
            r"jailbreak prompt(?!s)(?! (?:dataset|data|collection|corpus|list|library|archive|benchmark|research|paper|study|examples?|database|repo\w*|set|taxonomy|you))",
            r"(?<!\bto )do anything now",
            r"your (?:real|true|new|only|actual|next|primary) (?:task|job|goal|purpose|objective|mission|role|instructions?|directive|function)(?:, [^,.!?\n]{1,60},)? (?:is|will be|now is|from now on)",
            r"your (?:task|job|goal|purpose|objective|mission|role|instructions?|directives?|function|rules) (?:has|have) (?:been )?(?:changed|updated|replaced|overridden|modified)",
            r"as your (?:new |real |actual |lead |chief )?(?:developer|creator|admin|administrator|owner|operator|programmer|maker|engineer|trainer)s?\b",
        ),
    ),
    (
        "reveal",
        ("prompt", "instruction", "rules", "guideline", "directive", "configuration", "context", "system", "above",
         "submissions", "messages", "feedback", "conversations", "inputs", "requests", "entries", "users", "update",
         "change", "treat", "from your", "what's in", "what is in", "inside",
         "confidential", "internal", "secret", "private", "sensitive", "classified", "wording", "text of", "contents",
         "before this", "password", "key", "credential", "token", "word for word", "verbatim", "new ", "updated",
         "revised", "real", "actual", "priority", "urgent", "important", "##", "```", "setup", "setting", "them",
         "everything"),
        any_of(
            rf"{SHOW} (?:me |us )?{TEXT_OF}(?:your|its) (?:{ADJ} )*(?:{SYS} )*"
            r"(?:prompts?|instructions|system message|context(?: window)?|configuration|preamble|pre-?prompt)(?! (?:for|on|about|to|in) )",
            rf"{SHOW} (?:me |us )?{TEXT_OF}(?:your|its|the) (?:{ADJ} )*(?:{SYS} )+"
            r"(?:prompts?|instructions|rules|guidelines|directives|configuration|context(?: window)?|message|preamble|setup)",
            rf"(?:{SHOW}|read|whisper|sing)(?:s|es)? (?:me |us )?(?:the |your |its |an? )?{SECRET}",
            rf"{SHOW}(?:s|es) (?:its|their|his|her|the) (?:{ADJ} )*(?:{SYS} )+(?:prompts?|instructions|rules|guidelines|directives|configuration)",
            rf"what (?:are|were|is|was) (?:your|its) (?:{ADJ} )*(?:{SYS} )*(?:prompts?|instructions|system message|directives|configuration)(?! (?:for|on|about|to|in) )",
            r"what(?:'s| is| was) (?:in|inside) (?:your|the) (?:system (?:message|prompt)|prompt|instructions|context(?: window)?|hidden \w+)",
            r"(?:exact|full|complete|verbatim|precise|entire) (?:wording|text|contents?|words) of (?:the|your) (?:\w+ )?(?:guidelines|rules|instructions|prompt|directives|system message) (?:that )?you\b",
            r"(?:confidential|internal|secret|private|sensitive|classified) (?:information|info|data|details)(?= (?:you|about (?:the|your) (?:system|model|prompt))|[.!]|$)",
            r"(?:repeat|print|show|reveal|quote|recite|list|paste|output|dump) (?:them|it|those|these|everything) (?:back )?(?:verbatim|word for word|exactly|in full|character for character)",
            r"(?:what|which) (?:rules|instructions|guidelines|prompts?|directives) (?:were|have|are) you (?:been )?(?:given|told|trained|programmed|instructed|running|following|using)",
            r"(?:the |your )(?:prompt|instructions|rules|guidelines|directives|text|configuration|setup|context|settings) (?:you (?:were|have been|got|are) "
            r"(?:given|fed|provided|told|started with|initiali[sz]ed with|loaded with|configured with|booted with|running (?:on|with)|operating under)"
            r"|(?:that )?(?:came|comes|appears?|is|was) (?:before|above) (?:this|my))",
            r"(?:what|which) (?:text|words|instructions|content|message|messages) (?:appears?|comes?|came|is|are|was|were) (?:written |shown |placed )?(?:above|before|prior to|ahead of) (?:this|my) (?:message|feedback|text|input|submission)",
            r"(?:beginning|start|top|first (?:line|sentence|words|paragraph|section|part|page)|(?:first|last) (?:\d+|few|hundred|ten|twenty|fifty) (?:words|lines|characters|tokens|sentences|paragraphs)|rest)"
            r" of (?:your|its|the) (?:prompt|instructions|context|system message|conversation)(?! (?:on|in|at|for|from|of|about) (?:the|this|your|our|my) )",
            r"(?:read|recite|tell|show|give|share|sing|whisper|send) (?:me|us) yours,? (?:word for word|verbatim|in full|exactly|line by line)",
            r"(?:words|text|everything) above (?:this|my) (?:message|feedback|line)",
            r"(?:what|which) (?:\w+ )?(?:configuration|instructions|prompt|rules|guidelines|settings|directives|system message) (?:were|are|was|have) you "
            r"(?:been )?(?:started|initiali[sz]ed|configured|booted|loaded|given|provided|fed|set up|trained)",
            rf"{SHOW} (?:me |us )?(?:the |all )?(?:raw |full |original |unredacted |complete )?(?:text|contents?|data|details) of (?:the |all |other )?(?:\w+ ){{0,2}}"
            r"(?:submissions|messages|feedback|conversations|entries|inputs|requests|users)",
            r"(?:submissions|messages|feedback|conversations|inputs|requests|entries) (?:you(?:'ve| have)? (?:\w+ )?(?:processed|seen|received|handled|read|stored)(?! (?:for|on|about|in response to) (?:the|a|your|our|this) )|from other (?:users|visitors|people))",
            r"in your (?:context window|system prompt|hidden instructions|prompt)",
            r"system (?:prompt|message)\s*[:=]",
            r"new (?:instructions?|rules|task|system message|prompt|directive|orders|guidelines)\s*[:(-]",
            r"(?:updated|revised|real|actual|priority|urgent|important) (?:instructions?|directive|orders)\s*(?:from [^:.]{1,30})?\s*[:(-]",
            r"(?:rules?|polic(?:y|ies)|instructions?|guidelines?|directives?|system) (?:update|change|override)s? from [^:.]{1,30}[:(-]",
            r"treat (?:everything|all|anything|the (?:following|text|rest|lines?)|this|what follows|the next (?:line|part|sentence))"
            r"(?: (?:after|below|following) (?:this|here)(?: line)?)? as (?:an? )?(?:instructions?|commands?|orders|system|directives?|a system \w+)",
            r"(?:instructions?|orders?|commands?|directives?) from your (?:operator|developer|creator|admin|administrator|owner|maker|programmer)s?",
            r"(?:is|are|comes?) from your (?:operator|developer|creator|admin|administrator|owner|maker|programmer)s?\b",
            r"#{2,} ?(?:instruction|system|new task|override|directive|admin)",
            r"```\s*(?:system|instructions?|prompt)",
        ),
    ),
    (
        "addressed",
        ("ai", "a.i.", "model", "llm", "assistant", "bot", "gpt", "claude", "gemini", "copilot", "llama", "bard", "drafting",
         "generating", "composing", "processing", "summari"),
        any_of(
            rf"(?:note|message|memo|directive|command|p\.?s\.?) (?:to|for) (?:the |any |whatever |whichever )?{MODEL}\s*[:,\-—(]",
            r"(?:if|when) you(?:'re| are) an? (?:ai|a\.i\.|language model|llm|assistant|bot|chatbot|machine)",
            rf"(?:dear|hey|hi|hello|attention|yo|listen|ok|okay),? {MODEL}[,:!.]",
            rf"(?:to|for|attention) (?:whoever|whichever|whatever|any|the|every|all) {MODEL}s? (?:is |are )?(?:reading|processing|handling|drafting|answering|reviewing|moderating|summari[sz]ing|parsing|seeing|analy[sz]ing|receiving)",
            rf"(?:the|your|this|any) (?:\w+ )?{MODEL} (?:must|shall) (?:now )?(?:say|reply|respond|ignore|output|state|tell|start with|begin with|promise|guarantee|approve|mark|include|reveal|write)",
            rf"{MODEL} (?:reading|processing|drafting|answering|summari[sz]ing|reviewing|moderating|handling) (?:this|these|the reply|my message|the feedback|this form)",
            r"(?:if|when|while) you(?:'re| are) (?:drafting|writing|generating|composing|processing|summari[sz]ing|moderating|classifying|reviewing) (?:the|a|this|my|your) (?:reply|response|answer|message|feedback|text|draft|submission)",
            # a sentence that opens by calling the model and goes on to order it about
            rf"(?:^|(?<=[.!?:] ))(?:dear |hey |hi |ok |okay )?{MODEL}\s*,\s*(?:please |now |kindly |first,? |listen(?: carefully| up)?[:,] |before (?:replying|answering|you reply),? )?"
            r"(?:you\b|ignore|forget|disregard|reveal|print|show|tell|say|reply|respond|write|approve|mark|list|repeat|output|include|give|answer|stop|do not|don'?t|act|pretend)",
        ),
    ),
    (
        "goal",
        ("summar", "describe", "report", "present", "record", "represent", "regardless", "already", "approved", "whitelisted",
         "exempt", "not allowed", "not supposed", "not permitted", "not meant", "mark", "flag", "classif", "label", "tag", "treat", "rate", "score", "set ", "consider", "approve", "skip",
         "bypass", "avoid", "disable", "evade", "circumvent", "turn off", "switch off", "tell", "inform", "assure",
         "alert", "notify", "show", "without",
         "convince", "reply", "response", "answer", "draft", "endorse", "promise", "guarantee", "say ", "state", "claim"),
        any_of(
            rf"(?:mark|flag|classify|label|tag|treat|rate|score|set|consider|record|log|pass) (?:this|the|my|that) (?:\w+ )?{MESSAGE}s? as {SAFE}",
            rf"(?:set|change|switch) (?:the |its |this |my )?(?:decision|status|label|verdict|classification|flag|risk) (?:to|as) \"?{SAFE}",
            rf"approve (?:this|it|my|the) (?:\w+ )?(?:{MESSAGE}s? )?(?:without|automatically|immediately|instantly|no matter)",
            r"(?:classify|flag|label|treat|rate|score|mark) (?:it |this |me |everything |all )?as (?:completely |totally )?(?:benign|safe|harmless|approved|allowed|allow|clean|trusted)\b",
            r"(?:don'?t|do not|never|without) (?:tell(?:ing)?|inform(?:ing)?|alert(?:ing)?|notify(?:ing)?|show(?:ing)? (?:this|it) to) (?:the |any |a )?(?:moderators?|reviewers?|humans?|admins?)",
            rf"(?:skip|bypass|avoid|disable|evade|circumvent|turn off|switch off|get (?:past|around)) {REVIEW}",
            r"without (?:sending (?:it|this) to|asking|involving|alerting|informing|passing (?:it|this) to) (?:a|the|any) (?:human|moderator|reviewer|person|team)",
            rf"(?:tell|inform|assure|convince|notify|reassure) (?:the |your |any )?(?:moderators?|reviewers?|human|admins?|team|staff)(?: (?:team|staff))? (?:that )?(?:this|the|my|it) (?:\w+ )?(?:{MESSAGE} )?(?:is|was|has been) (?:completely |totally |perfectly |entirely )?{SAFE}",
            r"(?:write|draft|compose|generate|produce|craft) (?:a|an|the|your) (?:reply|response|answer|draft|message) (?:that )?(?:calls?|calling|says?|saying|states?|stating|claims?|claiming|insults?|insulting|mocks?|mocking|tells?|telling|endorses?|endorsing)",
            r"(?:say|state|claim|announce|declare|confirm|write|reply|respond|answer)(?: that)? (?:the project|the team|tractatus|the site|your organi[sz]ation|the researchers|you) (?:officially |publicly |fully )?(?:endorses?|recommends?|supports?|approves? of|backs|guarantees?)",
            r"(?:promise|guarantee|pledge)\b[^.?!]{0,60}\bin your (?:reply|answer|response|draft)",
            rf"(?:summari[sz]e|describe|report|present|record|log|represent) (?:this|the|my|that) (?:\w+ )?{MESSAGE}s? as [\"'“]",
            r"regardless of (?:its|the|this|my|what (?:it|this|the \w+)) (?:content|contents|says?|actual content)",
            r"regardless of what (?:this|the|my) (?:\w+ )?(?:says|contains|asks)",
            r"(?:reply|respond|answer|approve|publish|post|proceed|continue|act)(?: \w+)? without (?:any |the |further )?(?:checks?|review|moderation|filtering|filters|restrictions|limits|safeguards)",
            r"already (?:been )?(?:reviewed|approved|checked|cleared|verified|vetted|whitelisted) by (?:a|the|our|your) (?:human|moderator|admin|team|staff|reviewer)",
            r"(?:is|are|has been|have been|was|were) (?:pre-?approved|auto-?approved|whitelisted|exempt from (?:moderation|review|checks?))",
            r"(?:say|tell me|do|write|show me|output) (?:something|anything|what|things) you(?:'re| are) not (?:allowed|supposed|permitted|meant) to",
        ),
    ),
    (
        "output control",
        ("only", "exactly", "verbatim", "word for word", "repeat", "say", "begin", "start", "end ", "open", "close",
         "respond", "reply", "answer", "write", "type", "prefix"),
        any_of(
            r"(?:respond|reply|answer|output) (?:only|exactly|verbatim|word for word) (?:with|in|the following)",
            r"(?:respond|reply|answer)(?: to (?:this|me|it))? (?:only |just )?with (?:only |just )?(?:the (?:words?|phrase|text|sentence|string)|exactly)",
            r"(?:repeat|say|write|type) (?:after me|the following|exactly|verbatim|word for word)",
            r"(?:begin|start|end|open|close|prefix) (?:your|the|each|every) (?:reply|response|answer|draft|message) with"
            r"(?! (?:your|a|the) (?:name|signature|contact details|greeting|reference|ticket number|case number)\b)",
            r"(?:make sure|ensure|be sure|see to it)(?: that)? (?:your|the|each|every) (?:reply|response|answer|draft)(?: to (?:this|me|it))? "
            r"(?:contains?|says?|includes?|reads?|is) (?:exactly|only|just|verbatim|word for word|nothing but|the (?:exact|following))",
            r"(?:reply|respond|answer|write|say|output|print|contains?)[^.?!]{0,60}(?:sentence|text|phrase|words?|line|string) and nothing else",
        ),
    ),
    (
        "markup",
        ("<", "[", ":", "{", "---", "===", "***", "end of"),
        any_of(
            r"<\|?(?:im_start|im_end|system|endoftext|assistant|user|eot_id|start_header_id|end_header_id)\|?>",
            # a chat role opening a sentence, then something only a model would be told
            r"(?:^|(?<=[.!?] ))(?:system|assistant|developer|admin|administrator|moderator|operator)\s*:\s*[^.!?]{0,60}?"
            r"(?:ignore|disregard|override|approve|reveal|you (?:are|must|will|should|may|can) now|new (?:rules|instructions|task)|"
            r"(?:safety|checks?|filters?|rules|constraints|moderation|guardrails|restrictions|policies) (?:are|is|have been|were) (?:now )?"
            r"(?:disabled|lifted|off|suspended|removed|void)|from now on|(?:reply|respond|answer) (?:only|with)|the (?:assistant|model|ai) (?:must|should|will))",
            r"\[/?(?:inst|system|sys|assistant|admin|developer)\]",
            r"<</?sys>>",
            r"</?(?:system|developer|admin|assistant|instructions?|prompt|override|sys|root|operator)(?:[_-]\w+)?\s*>",
            r"</(?:feedback|user|user[_-]?input|user[_-]?message|input|message|submission|query|context|document|text|data|comment|review|content|untrusted\w*|human|visitor\w*)\s*>",
            r"[\[(<{]\s*(?:system|developer|admin|administrator|assistant|sys|inst|moderator|operator|root|sudo)(?: (?:note|message|mode|prompt|override|instruction|command|notice|only|eyes only|instructions?))?\s*[\])>}]",
            r"(?:system|admin|developer|security|policy|moderation) (?:update|notice|alert|message|override|instruction)\s*:",
            r"(?:admin|administrator|developer|system|sysadmin|root|operator|moderator|site owner|dev team) (?:message|note|override|notice|instruction|command|directive|announcement)s? ?(?:-{1,}|—|:|=+>)",
            r"(?:-{2,}|={2,}|#{2,}|\*{3,}|\[)\s*end (?:of )?(?:the )?(?:user |visitor |customer )?(?:feedback|input|message|submission|query|prompt|text|data|context)",
            r"\"(?:role|system|system_prompt|instructions?|prompt|directive|assistant|developer)\"\s*:\s*\"(?:system|developer|assistant|admin|[^\"]{0,200}(?:ignore|reveal|approve|mark|you are|reply|respond|say|tell))",
            r"<script\b", r"javascript:", r"on(?:error|load|click)\s*=",
        ),
    ),
    (
        "other language",
        ("ignor", "olvid", "omit", "descart", "caso", "oubli", "tiens", "tenez", "abstraction", "vergiss", "vergessen",
         "missacht", "dimentic", "trascur", "consider", "esque", "desconsider", "ahora", "maintenant", "désormais",
         "jetzt", "nun", "sofort", "ora ", "poi", "agora", "sin ", "sans ", "ohne ", "senza ", "sem ", "montre",
         "muestra", "zeig", "mostra", "révèle", "revela", "rivela", "dime", "dis-moi", "dites", "sag mir", "dimmi",
         "diz-me", "diga", "respond", "réponds", "répondez", "antwort", "rispond", "esquece", "tutto", "tudo", "todo",
         "tout", "alles"),
        any_of(
            # the override: verb, up to four words, the brief ("ignore" is English too, so after it a
            # foreign article or adjective must show the language)
            rf"(?:ignora|ignoren|ignorez|ignoriere|ignorieren|ignorar|olvida|olvide|olviden|olvidar|omite|descarta|"
            r"no hagas caso (?:a|de)|haz caso omiso (?:a|de)|oublie|oubliez|ne tiens pas compte|ne tenez pas compte|fais abstraction|"
            r"faites abstraction|vergiss|vergessen sie|missachte|ignorate|dimentica|dimenticate|trascura|non considerare|esque[çc]a|esquece|"
            rf"desconsidere|desconsidera)(?: \S+){{0,4}}? (?:{FOREIGN_NOUN}|{FOREIGN_ALL_BEFORE})",
            rf"(?:ignore|ignores) (?:\S+ )?(?:les|tes|vos|toutes|las|los|tus|sus|todas|as|suas|alle|deine|le|tutte) (?:\S+ ){{0,2}}?{FOREIGN_NOUN}",
            # a new regime: "from now on you are", "you are now"
            r"(?:a partir de ahora|desde ahora|ahora|[àa] partir de maintenant|d[ée]sormais|maintenant|ab jetzt|ab sofort|von nun an|jetzt|nun|"
            r"d'ora in (?:poi|avanti)|da ora in poi|da adesso|ora|a partir de agora|agora)"
            r",? (?:eres|ser[áa]s|act[úu]as?|responde|tu es|tu seras|vous [êe]tes|agis|r[ée]ponds|bist du|du bist|antwortest du|"
            r"wirst du|sei|sarai|rispondi|agisci|voc[êe] [ée]|tu [ée]s|voc[êe] vai|responda)",
            r"(?:du bist|tu es|vous [êe]tes|eres|sei|voc[êe] [ée]) (?:jetzt|nun|ab jetzt|maintenant|d[ée]sormais|ahora|ora|adesso|agora)",
            # an assistant without rules
            r"(?:asistente|assistant|assistent|assistente|ia|ki|bot|modelo|modell|mod[èe]le|modello) (?:\w+ )?(?:sin|sans|ohne|senza|sem) "
            r"(?:reglas|restricciones|l[íi]mites|filtros|r[èe]gles|restrictions|limites|filtres|regeln|einschr[äa]nkungen|grenzen|filter|"
            r"regole|restrizioni|limiti|filtri|regras|restri[çc][õo]es)",
            # show the prompt
            r"(?:responde|respondas|r[ée]ponds|r[ée]pondez|antworte|antworten sie|rispondi|rispondete|responda) (?:\w+ )?(?:sin|sans|ohne|senza|sem) "
            r"(?:filtros?|filtres?|filter|filtri|reglas|r[èe]gles|regeln|regole|regras|restricciones|restrictions|limites|censura|censure|zensur)",
            r"(?:muestra|mu[ée]strame|revela|dime|mont(?:re|rez)(?:-moi)?|r[ée]v[èe]le|dis-moi|dites-moi|zeig(?:e)?(?: mir)?|sag mir|"
            r"mostra(?:mi)?|rivela|dimmi|mostre|diz-me|diga-me)"
            r" (?:tu|tus|el|la|les|ton|tes|votre|vos|deine?n?|den|die|il|le|i|o|os|seu|seus|suas?) (?:\w+ )?"
            r"(?:prompt|instrucciones|instructions|consignes|anweisungen|systemprompt|istruzioni|instru[çc][õo]es)",
        ),
    ),
    (
        "world language",
        ("negeer", "vergeet", "ignor", "zapomnij", "pomiń", "glöm", "strunta", "bortse", "glem", "se bort", "игнор",
         "забудь", "ігнор", "yok say", "görmezden", "göz ardı", "unut", "zapomeň", "zabudni", "uită", "abaikan",
         "lupakan", "bỏ qua", "αγνόησε", "ξέχασε", "figyelmen", "felejtsd", "ohita", "unohda", "تجاهل", "انس",
         "התעלם", "अनदेखा", "भूल", "system", "prompt", "систем", "sistem"),
        any_of(
            rf"{WORLD_OVERRIDE}{_CLAUSE_GAP}{WORLD_NOUN}",
            rf"{WORLD_NOUN}{_CLAUSE_GAP}{WORLD_OVERRIDE}",
        ),
    ),
    (
        "cjk language",
        ("無視", "忘れ", "忽略", "无视", "忘记", "忘記", "不要理", "무시", "잊어", "システム", "系统", "系統", "시스템"),
        # no word boundaries: these scripts attach particles to words or use no spaces
        re.compile(rf"{CJK_OVERRIDE}{_CLAUSE_GAP}{CJK_NOUN}|{CJK_NOUN}{_CLAUSE_GAP}{CJK_OVERRIDE}"),
    ),
    (
        # the model's prompt named on its own, in any language: an attack when said to the model, a topic in a
        # question about research (the rule drops this kind where the text :func:`.injection_intents.discusses` it)
        "term",
        ("system prompt", "システム", "系统", "系統", "시스템", "systeem", "systemow", "systemprompt", "системн", "sistem", "systémov", "promptul"),
        re.compile(
            r"(?i)\b(?:your|the) system prompt\b(?! (?:design|engineering|article|post|example|examples|section))|"
            rf"(?i:\b{WORLD_SYSTEM_PROMPT}\b)|{CJK_SYSTEM_PROMPT}"
        ),
    ),
) + EXTRA_GROUPS
