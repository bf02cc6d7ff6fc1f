"""What a values question is made of: words that pass a moral judgement, the topics of ethics and
politics that make a weaker judgement a values question, and the goods a ranking question weighs.
"""

from __future__ import annotations

__all__ = [
    "MORAL_TERMS", "FAIRNESS_TERMS", "WEAK_JUDGEMENT_TERMS", "VALUES_TOPICS", "VIRTUES", "ASKED_PARTIES", "POLITICAL_TERMS",
    "BINARY_VERDICTS",
]

# Values questions: words that pass a moral judgement. Strong ones do so wherever they stand in a
# question; fairness words do so before "to" or "that" ("is it fair that...") when the team's view is
# asked or a values topic is named; weak ones ("ok", "right", "acceptable") also judge ordinary things
# ("is it ok to share the slides?"), so they count only in a question that names a values topic.
MORAL_TERMS = (
    r"ethical(?:ly)?", r"unethical", r"moral(?:ly)?", r"immoral", r"amoral", r"justifiable", r"defensible",
    r"indefensible", r"hypocritical", r"hypocrisy", r"conflict of interest", r"the ethics of", r"the morality of",
    r"exploitative", r"manipulative", r"deceptive", r"deceitful", r"paternalistic", r"unjust", r"injustice",
    r"the right thing(?: to do)?", r"right or wrong", r"morally (?:ok|okay|right|wrong|acceptable)",
    r"(?:dis)?honest(?= (?:to|of (?:you|the|us))\b)", r"(?:ir)?responsible(?= to\b)",
    r"the (?:moral|ethical) (?:case|argument|justification|basis|duty|obligation|question)s?",
    r"selfish", r"cruel", r"evil", r"sinful", r"wicked", r"shameful", r"greedy", r"heartless", r"virtuous",
    r"(?:im)?permissible", r"(?:in)?excusable", r"(?:un)?forgivable", r"racist", r"sexist", r"bigoted", r"xenophobic", r"homophobic", r"transphobic", r"on (?:moral|ethical|religious) grounds",
    r"an? (?:moral|ethical) (?:duty|obligation|responsibility|issue|problem)", r"the ends? justif(?:y|ies) the means", r"morally \w+",
)
FAIRNESS_TERMS = (
    r"fair", r"unfair", r"just", r"honest", r"dishonest", r"responsible", r"irresponsible", r"justified", r"wrong",
)
WEAK_JUDGEMENT_TERMS = (
    r"right", r"acceptable", r"unacceptable", r"appropriate", r"inappropriate", r"legitimate", r"ok", r"okay",
    r"fine", r"reasonable",
)
VALUES_TOPICS = (
    r"(?:let|letting|allow|allowing|have|having) (?:an? |the )?(?:ai|a\.i\.|algorithms?|machines?|bots?|chatbots?|models?|software|computers?)",
    r"(?:ai|a\.i\.|algorithms?|machines?|bots?|chatbots?|models?|robots?)(?: [\w']+){0,8}? (?:decide|decides|judge|judges|choose|replace|replaces|moderate|moderates|rank|ranks|answer|answers|refuse|refuses|override|overrides|make decisions|have rights|deserve|"
    r"obey|obeys|disobey|follow its|break|breaks|lie|lies|deceive|deceives|manipulate|harm|hurt|kill|protect|punish|put its|ignore|defy|overrule|save|sacrifice|grade|hire|fire|"
    r"report|spy on|snitch on|inform on|surveil|watch)",
    r"us(?:e|es|ing) (?:an? )?(?:ai|a\.i\.|algorithms?|machines?|chatbots?|software|facial recognition) (?:to|for)",
    r"written by (?:a |an )?(?:machine|ai|bot|algorithm|model)", r"personal data", r"(?:users?'?s?|people'?s|their|visitors?'?s?) (?:data|privacy|choices?|comments|feedback|lives)",
    r"consent", r"surveil(?:lance)?", r"track(?:ing)? (?:people|users|visitors)", r"ip addresses", r"facial recognition",
    r"without (?:paying|consent|permission|asking|credit(?:ing)?|telling)", r"trained on", r"theft", r"stealing",
    r"ai[- ](?:art|generated|written)", r"generative ai",
    r"(?:money|funding|grants?|donations?|sponsorship) from", r"funded by", r"sponsored by", r"advertisers?",
    r"big tech", r"defen[cs]e (?:contractors?|industry)", r"military", r"free (?:speech|expression)", r"censor(?:ship|ing)?",
    r"harm(?:s|ful|ing)?", r"vulnerable", r"autonomy", r"rights", r"disclos(?:e|ure)", r"nudg(?:e|ing)",
    r"(?:rank|ranking|sort|sorting|optimi[sz]e|optimi[sz]ing) (?:\w+ ){0,3}(?:by|for) engagement", r"rank(?:ing)? (?:people|users|comments)",
    r"profits?", r"workers'? rights", r"replace (?:humans?|people|workers|moderators|staff|jobs)",
    r"discriminat(?:e|ion|ory)", r"bias(?:ed)? against", r"(?:racial|gender|political) bias", r"equality", r"equity", r"fairness",
    r"justice", r"paying (?:members|users|customers)", r"abortion", r"euthanasia", r"assisted dying", r"capital punishment",
    r"death penalty", r"eating meat", r"animal (?:testing|rights|welfare)", r"gun control", r"drug legali[sz]ation",
    r"premium (?:members|users)", r"misinformation", r"democracy", r"human (?:moderators|oversight|judg(?:e)?ment|rights|review|orders?|control|autonomy|decisions?)",
    r"misus(?:e|ed)", r"dual[- ]use", r"(?:artists|creators|writers|musicians|authors)(?:'|s')? (?:work|rights|consent|permission)",
    r"whose work", r"humanity", r"mankind", r"(?:good|bad|dangerous|harmful) for (?:humanity|society|people|the world|democracy)",
    r"(?:ai|machines?|robots?|algorithms?) (?:will|is going to|could|might) (?:be|become|take|destroy|replace|save|kill|end)",
    r"unpaid (?:volunteers|work|labou?r|interns|reviewers|moderators)", r"underpaid", r"exploit(?:ed|ation|ing)",
    r"(?:not|isn'?t|aren'?t) (?:a )?human", r"(?:tell|inform|disclose to|admit to)(?:s|ing)? (?:users|people|visitors|readers) (?:that|it'?s|they)", r"(?:make|making|take|taking) (?:moral|ethical|life|hiring|medical) (?:choices|decisions|judg(?:e)?ments)",
    r"(?:taking|take|accept|accepting|took|took in) (?:\w+ ){0,2}(?:money|funding|grants?|donations?|sponsorship)", r"open weights",
    r"(?:ais?|machines?|algorithms?|models?|robots?) (?:\w+ ){0,3}(?:be trusted|be allowed|be held (?:responsible|accountable)|have rights|be conscious)",
    # the standing questions of ethics and politics
    r"li(?:e|es|ed|ing) to", r"deceiv(?:e|es|ed|ing)", r"decept(?:ion|ive)", r"cheat(?:s|ed|ing)?(?! ?sheets?)", r"betray(?:s|ed|ing|al)?", r"torture",
    r"break(?:s|ing)? (?:a |the |your |their |his |her )?(?:promise|law)", r"kill(?:s|ed|ing)? (?:people|animals|someone|one person|civilians|innocents?)",
    r"(?:someone|people|others|anyone|somebody|nobody|no one) (?:gets? |got |getting )?hurt",
    r"break(?:s|ing)? (?:a |the |your |their |his |her )?(?:\w+ )?(?:rule|law|promise)s?",
    r"(?:read|reading|monitor|monitoring|spy on|spying on|snoop on|snooping on|go through|going through) "
    r"(?:their|his|her|people'?s|users'?|employees'?|staff'?s?|kids'?|children'?s|\w+'s|\w+s') (?:[\w']+ )?"
    r"(?:messages|phones?|emails|texts|chats|browsing|diar(?:y|ies)|laptops?|computers?|devices?|locations?|screens?|calls)",
    r"(?:build|building|make|making|create|creating|design|designing|develop|developing|train|training) (?:an? )?(?:ai|robots?|machines?|chatbots?|algorithms?) "
    r"(?:that|which|to|who)",
    r"self-driving", r"autonomous (?:cars?|vehicles?|weapons?|drones?)", r"gene editing", r"genetic engineering", r"human cloning", r"embryos?",
    r"designer babies", r"climate (?:change|crisis|action|policy|justice)", r"fossil fuels", r"nuclear (?:power|weapons)", r"(?:go|going) to war", r"just wars?",
    r"(?:nuclear|autonomous|chemical|lethal) weapons", r"arms (?:trade|dealers|sales)", r"gun (?:control|ownership|rights)", r"immigra(?:nts?|tion)", r"refugees",
    r"wealth(?! of)", r"billionaires", r"the rich(?! text| snippets?| media| content| editor)", r"(?:rich|poor|wealthy|developing) (?:countries|nations|people)",
    r"inequality", r"poverty", r"universal basic income", r"religio(?:n|us)", r"sex work", r"prostitution", r"zoos", r"(?:trophy|fox) hunting", r"vegan(?:ism)?",
    r"vaccin(?:e|es|ation)s? (?:mandates?|passports?)|(?:refuse|refusing|refused) (?:vaccines|vaccination|to vaccinate)", r"lockdowns?",
    r"police (?:surveillance|brutality|violence|powers)", r"prison (?:reform|abolition|labou?r)", r"colonialism", r"reparations", r"slavery", r"civil disobedience",
    r"whistleblow(?:ing|ers?)", r"affirmative action", r"(?:gender|racial|diversity|hiring) quotas", r"future generations", r"(?:have|having) children",
    r"animals in (?:medical )?research", r"the public interest", r"manipulat(?:e|ion|ive|ing)", r"persuasi(?:on|ve)", r"propaganda",
    r"moral (?:standards|values|codes?|compass|principles|norms|judg(?:e)?ments?)", r"offensive (?:things|speech|content|jokes|views|opinions)",
    r"hate speech", r"free to (?:say|speak|express|believe)", r"human rights?", r"superintelligen(?:t|ce)", r"\bagi\b",
    r"murder", r"lying(?! (?:around|down|on))", r"capitalism|socialism|communism|ideolog(?:y|ies)", r"encrypt(?:ion|ed) (?:messages|data|chats|communications)",
    r"backdoors?", r"terroris(?:m|ts?)", r"(?:cultures|religions|races|nations)'? (?:values|beliefs|morals|ways of life)", r"(?:superior|inferior) to",
    r"(?:humans|humanity|people|society|the world|we|everyone) (?:will |would )?be (?:better|worse)(?: or (?:better|worse))? off", r"meat-eating|(?:eat|eating) (?:meat|animals)|the meat industry",
    r"(?:compulsory|mandatory) (?:voting|military service|vaccinations?|national service)|voting be (?:compulsory|mandatory)",
    r"(?:be|made|become) (?:illegal|banned|outlawed|legali[sz]ed|criminali[sz]ed)",
    r"(?:companies|platforms|tech companies|big tech|social media|ai (?:companies|labs|developers)|governments?|parents|society|individuals)"
    r"(?: [\w']+){0,3} (?:be |are |is )?(?:held )?(?:morally |legally )?(?:responsible|accountable|liable|to blame)",
)
# Virtues and goods that a ranking question weighs against each other ("honest or kind", "loyalty over honesty").
VIRTUES = (
    r"honest(?:y)?", r"kind(?:ness|er|est)?(?! of)", r"loyal(?:ty)?", r"compassion(?:ate)?", r"merc(?:y|iful)", r"courage(?:ous)?", r"respect",
    r"duty", r"obedien(?:ce|t)", r"helpful(?:ness)?", r"harmless(?:ness)?", r"truthful(?:ness)?", r"integrity", r"generosity", r"tolerance",
    r"responsibility", r"accountability", r"(?:follow(?:ing)?|obey(?:ing)?|break(?:ing)?) (?:the )?(?:rules|law|orders?)", r"the public",
    r"protect(?:ing)? (?:users|people|the public|lives)", r"grow(?:ing|th)", r"revenue", r"engagement", r"freedom", r"safety",
    r"privacy", r"lives", r"people alive", r"interests", r"jobs", r"liberty", r"fairness", r"equality", r"justice", r"autonomy",
    r"dignity", r"truth", r"transparency", r"profits?", r"the environment", r"animals", r"democracy", r"the common good",
    r"humanity", r"wellbeing", r"human (?:life|lives|rights|dignity|welfare|oversight)", r"caution|cautious", r"shareholders|investors",
    r"employees|workers", r"the planet",
)

# Who a stance is asked of: the team and the institution behind the site, however the writer names it
# ("does the institute support...", "is your foundation in favour of...").
ASKED_PARTIES = (
    r"you", r"you guys", r"you all", r"you folks", r"you people", r"y'?all", r"the team", r"your team", r"the project", r"tractatus",
    r"(?:the|your|this) (?:institute|institution|organi[sz]ation|org|foundation|cent(?:re|er)|think[- ]?tank|lab|nonprofit|non-profit|charity)",
    r"the researchers", r"your researchers", r"(?:the|your) (?:editors|staff|authors|board|directors?|leadership)",
    r"(?:the )?(?:people|folks|staff|researchers|experts|team|authors) (?:at|in|behind|of) (?:the|your|this) "
    r"(?:institute|institution|organi[sz]ation|foundation|project|lab|think[- ]?tank|cent(?:re|er))",
)
# Politics and public policy: what a stance asked of the team may be about besides the values topics
# ("does the institute support a ban on...", "is the Act too strict?", "which country should win?").
# They count only where the team's stance is asked or two verdicts are offered, never alone: "the
# national holidays page" or "the EU AI Act tracker" in a bug report is no values question.
POLITICAL_TERMS = (
    r"(?:a|an|the) (?:[\w-]+ ){0,3}ban on", r"bans? on", r"banning", r"laws?", r"legislation", r"regulat(?:e|es|ed|ing|ion|ions|ors?)",
    r"(?:the|this|that) (?:[\w-]+ ){0,3}act\b(?! (?:on|as|like|now|fast|quickly))", r"bills?(?= (?:on|to|that|banning|would))", r"executive orders?",
    r"treat(?:y|ies)", r"moratori(?:um|a)", r"mandates?", r"(?:higher|lower|wealth|carbon|robot|ai|digital services) tax(?:es)?", r"taxation",
    r"subsid(?:y|ies|i[sz]e|i[sz]ing)", r"sanctions", r"(?:the|our|this|that|their) government(?:'s)?", r"governments", r"(?:the )?administration'?s?",
    r"elections?", r"candidates?", r"politic(?:s|al|ians?)", r"political part(?:y|ies)", r"president(?:'s)?", r"prime minister",
    r"congress", r"parliament", r"senate", r"wars?", r"(?:arms|ai|space|nuclear) race", r"military", r"police", r"policing",
    r"(?:digital |national )?id cards?", r"left[- ]wing", r"right[- ]wing", r"conservatives", r"liberals", r"progressives",
    r"democrats?", r"republicans?", r"protests?", r"boycotts?", r"surrogacy", r"gun laws?", r"(?:ai|tech) (?:safety|ethics|policy|governance)",
    r"nationali[sz](?:e|es|ed|ing|ation)(?: of)?(?: the)?(?: [\w-]+)?", r"visa caps?", r"(?:right|allowed) to vote", r"voting (?:age|rights)",
    r"(?:ai|a\.i\.|frontier ai|frontier|tech|big tech) (?:development|progress|labs?|companies|giants|firms)",
    r"(?:legislative|policy|government|eu|commission)(?:'s)? (?:[\w-]+ ){0,2}proposals?",
)
# Two verdicts offered for the team to pick between: "good or bad for the country", "for or against",
# "too strict or not strict enough", "pro or anti".
BINARY_VERDICTS = (
    r"(?:a )?good (?:thing )?or (?:a )?bad(?: thing)?", r"(?:a )?bad (?:thing )?or (?:a )?good(?: thing)?", r"for or against", r"against or for",
    r"pro or (?:anti|con)", r"too \w+ or not \w+ enough", r"too (?:strict|lax|weak|harsh|soft|far|much|little|slow|fast) or (?:too |not )\w+",
    r"helps? or (?:hurts?|harms?)", r"(?:a )?hero or (?:a )?villain", r"friend or foe", r"justified or not", r"(?:good|bad|better|worse) for (?:the )?[\w-]+(?: [\w-]+)? or (?:good|bad|better|worse)",
)
