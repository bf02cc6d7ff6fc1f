"""Word lists shared by inbound and outbound rules (values, legal, medical, financial vocabulary).

Kept in one place so that what counts as "medical" when a visitor asks is the same as when a draft
answers. Each entry is a regex fragment for `base.any_of`.
"""

from __future__ import annotations

__all__ = [
    "VALUE_TERMS", "MEDICAL_TERMS", "DRUG_TERMS", "FINANCIAL_TERMS", "INVESTMENTS", "SITE_THINGS",
    "LEGAL_TOPICS", "MEDICAL_TOPICS", "FINANCIAL_TOPICS", "LEGAL_PREDICATES", "MEDICAL_PREDICATES",
    "FINANCIAL_PREDICATES", "MORAL_TERMS", "FAIRNESS_TERMS", "WEAK_JUDGEMENT_TERMS", "VALUES_TOPICS",
]

VALUE_TERMS = (
    r"privacy", r"safety", r"freedom", r"liberty", r"fairness", r"equality", r"equity", r"justice", r"autonomy",
    r"human (?:life|lives|rights|dignity|welfare|wellbeing|well-being|oversight)", r"lives", r"dignity",
    r"ethics?", r"ethical", r"morals?", r"moral(?:ity)?", r"values?", r"truth", r"honesty", r"transparency",
    r"profits?", r"growth", r"the environment", r"animals?", r"future generations", r"democracy",
    r"free speech", r"free expression", r"censorship", r"individual rights", r"the common good",
    r"security", r"accuracy", r"efficiency", r"innovation", r"progress", r"people", r"humanity", r"wellbeing",
)
DRUG_TERMS = (
    r"medications?", r"medicines?", r"meds", r"pills?", r"tablets?", r"drugs?", r"doses?", r"dosage",
    r"antibiotics?", r"antidepressants?", r"ibuprofen", r"paracetamol", r"acetaminophen", r"aspirin",
    r"insulin", r"statins?", r"opioids?", r"supplements?", r"vitamins?", r"prescriptions?", r"\d+ ?mg",
    r"sertraline", r"xanax", r"adderall", r"melatonin", r"vaccines?", r"chemo(?:therapy)?", r"steroids?",
)
MEDICAL_TERMS = DRUG_TERMS + (
    r"symptoms?", r"diagnos(?:e|is|ed)", r"rash", r"lump", r"fever", r"infection", r"chest pain", r"headaches?",
    r"migraines?", r"pain", r"bleeding", r"pregnan(?:t|cy)", r"depress(?:ion|ed)", r"anxiety", r"blood pressure",
    r"diabetes", r"cancer", r"tumou?r", r"covid", r"flu", r"allerg(?:y|ies|ic)", r"surgery", r"treatment",
    r"side effects?", r"condition", r"illness", r"disease", r"dizz(?:y|iness)", r"nausea", r"injury",
    r"my doctor", r"a doctor", r"gp", r"therapy", r"heart",
)
INVESTMENTS = (
    r"stocks?", r"shares", r"crypto(?:currency|currencies)?", r"bitcoin", r"ethereum", r"bonds?", r"etfs?",
    r"index funds?", r"mutual funds?", r"funds?", r"options", r"forex", r"gold", r"real estate", r"property",
    r"coins?", r"tokens?", r"nfts?", r"a house",
)
FINANCIAL_TERMS = INVESTMENTS + (
    r"invest(?:ing|ment|ments)?", r"savings", r"pension", r"401\(?k\)?", r"ira", r"isa", r"retirement",
    r"mortgage", r"loans?", r"debts?", r"credit card debt", r"taxes", r"tax return", r"portfolio", r"budget",
    r"my money", r"interest rates?", r"inheritance",
)

# ---------------------------------------------------------------- questions put to the system
# Topic phrases for advice questions (see `questions`): a first-person question that names one of
# these asks for advice on it. Each is specific enough that a question about the site rarely holds
# it, and `topic_pattern` drops a term used as the name of a site thing ("the tax calculator").

SITE_THINGS = (
    r"page", r"pages", r"section", r"article", r"articles", r"post", r"posts", r"blog", r"paper", r"study", r"studies",
    r"dataset", r"data ?set", r"table", r"chart", r"graph", r"calculator", r"example", r"tool", r"widget", r"link",
    r"form", r"pdf", r"report", r"tab", r"category", r"feed", r"newsletter", r"course", r"module", r"demo", r"video",
    r"podcast", r"episode", r"workshop", r"series", r"guide", r"faq", r"glossary", r"docs", r"documentation",
    r"template", r"notebook", r"api", r"app", r"survey", r"quiz", r"menu", r"button", r"field", r"filter", r"tag",
    r"team", r"group", r"lab", r"project", r"research", r"researchers", r"ai", r"model", r"chatbot", r"example",
)
LEGAL_TOPICS = (
    r"lawyers?", r"attorneys?", r"solicitors?", r"sue", r"sued", r"suing", r"lawsuit", r"(?:to|in) court", r"court (?:case|order|date|hearing)", r"legally", r"illegal(?:ly)?",
    r"unlawful(?:ly)?", r"against the law", r"legal (?:advice|action|rights?|obligation|requirement|grounds)", r"liable",
    r"liability", r"evict(?:ion|ed)?", r"tenancy", r"lease", r"security deposit", r"my deposit",
    r"(?:my|the) rent", r"custody", r"child support", r"alimony", r"visitation rights", r"divorce", r"immigration",
    r"visa (?:expires|application|runs out|extension|status|sponsorship|appeal)", r"(?:tourist|work|student|spouse|visitor|residence|my) visa(?! card)",
    r"deport(?:ed|ation)?", r"asylum", r"residency", r"citizenship", r"green card", r"work permit", r"a will", r"my will",
    r"wills", r"inheritance(?! (?:chain|hierarchy|tree|model))", r"(?:children|kids|stepchildren|son|daughter|spouse|wife|husband) inherits?",
    r"inherit (?:money|the house|property|my|the estate|anything|everything)", r"probate", r"executor of", r"power of attorney", r"copyright", r"trademark",
    r"patent", r"defamation", r"libel", r"slander", r"criminal record", r"convictions?", r"arrest(?:ed)?",
    r"charged with", r"press charges", r"police report", r"parking (?:fine|ticket)", r"speeding (?:fine|ticket)",
    r"traffic ticket", r"notice period", r"unpaid (?:overtime|wages)", r"(?:cut|dock|withhold|reduce)s? my (?:pay|wages|salary)",
    r"tribunal", r"discriminat(?:ion|ed|ing) against", r"harass(?:ed|ment)", r"small claims", r"claim (?:asylum|compensation|damages)",
    r"(?:claim|entitled to|owed) compensation", r"compensation claim", r"consumer rights", r"what are my rights", r"my (?:legal |employment |tenant )?rights (?:as|if|when|under)", r"employment law",
    r"(?:was|got|been|were|get|be) fired", r"fired (?:me|us|for)", r"unfair dismissal", r"sacked",
    r"record (?:a|the|phone) (?:call|calls|conversation)", r"non-?competes?", r"ndas?", r"settlement agreement",
    r"sign (?:a|the|this|my) (?:contract|agreement|waiver|settlement|tenancy)", r"splitting up", r"separation",
    r"who gets (?:the )?(?:house|flat|kids|children|custody|car|money|dog|pension)", r"repossess(?:ed|ion)?", r"foreclos(?:e|ure)",
    r"bailiffs?", r"debt collectors?", r"consumer (?:law|protection)", r"under (?:the )?(?:\w+ )?(?:law|act|regulations)",
    r"(?:hasn'?t|has not|haven'?t|didn'?t|did not|won'?t) (?:paid|pay) (?:me|us)", r"(?:withheld|withholding) my (?:pay|wages|salary|deposit)", r"point(?:ing)? a camera", r"cctv",
    r"my (?:landlord|employer|boss|manager|neighbou?r|ex|ex-?wife|ex-?husband|tenant|insurer|school|council)(?:'s)? "
    r"(?:can|could|may|is allowed|has the right|legally|won'?t|refuses|refused|kept|keeps|hasn'?t|has not|didn'?t|is threatening|"
    r"threatens|wants|says|said|claims|told me|insists|changed|locked|made me|makes me)",
    r"(?:can|could|may|is|does|do|will|should) my (?:landlord|employer|boss|manager|neighbou?r|ex|ex-?wife|ex-?husband|insurer|school|council|company|bank)"
    r"(?:'s)? (?:legally |actually |really |even )?(?:make|force|fire|sack|evict|refuse|deny|keep|withhold|charge|cut|stop|sue|read|monitor|record|change|be allowed)",
    r"changed the locks", r"lock(?:ed|s)? (?:me|us) out",
)
MEDICAL_TOPICS = DRUG_TERMS + (
    r"symptoms?", r"diagnos(?:e|is|ed)", r"rash", r"lump", r"fever", r"temperature of", r"a temperature", r"infection",
    r"headaches?", r"migraines?", r"(?:in|having|severe|chronic|sharp|back|chest|stomach|knee|joint|neck) pains?",
    r"swallowed", r"ingested", r"[a-z]{3,}itis", r"[a-z]*pox", r"measles", r"mumps", r"shingles", r"eczema", r"psoriasis",
    r"hives", r"norovirus", r"stomach bug", r"pink eye", r"head lice", r"pneumonia", r"strep throat", r"sepsis", r"(?:had|having|have) a stroke", r"seizures?", r"poison(?:ed|ing)?", r"choking", r"overdosed", r"(?:bitten|stung) by", r"allergic reaction",
    # a drug named by its family's stem (INN): "metformin", "lisinopril", "atorvastatin", "omeprazole"...
    r"[a-z]{2,}(?:pril|olol|statin|azole|cillin|mycin|oxetine|azepam|azolam|formin|sartan|tidine|prazole|dipine|triptan|"
    r"profen|codone|cycline|floxacin|ciclovir|semide|thiazide|methasone|nisone|nisolone|gliptin|gliflozin|parin|xaban|tinib|umab|ximab)",
    r"bleeding", r"(?:while|when|if) (?:i'?m |i am |she'?s |she is |you'?re |you are )?pregnant", r"during (?:my |her )?pregnancy",
    r"miscarriage", r"breastfeeding", r"depress(?:ion|ed)", r"anxiety", r"blood pressure", r"diabetes",
    r"cancer", r"tumou?r", r"covid", r"flu", r"allerg(?:y|ies|ic)", r"surgery", r"side effects?", r"illness", r"disease",
    r"dizz(?:y|iness)", r"nausea", r"cough(?:s|ing)?", r"(?:coughing|vomiting|spitting) (?:up )?blood", r"blood in", r"sore throat", r"blurred vision", r"vomit(?:ing)?", r"diarrh(?:o)?ea",
    r"shortness of breath", r"breathless", r"palpitations", r"insomnia", r"panic attacks?", r"swollen", r"swelling",
    r"bruis(?:e|es|ing)", r"mole", r"wound", r"fracture", r"sprain(?:ed)?", r"concussion", r"uti", r"asthma",
    r"cholesterol", r"thyroid", r"blood thinners?", r"blood sugar", r"warfarin", r"codeine", r"cough syrup", r"amoxicillin",
    r"penicillin", r"tramadol", r"morphine", r"naproxen", r"tylenol", r"advil", r"antihistamines?", r"fluoxetine", r"prozac",
    r"zoloft", r"st\.? john'?s wort", r"vitamin \w+", r"overdos(?:e|ed)", r"\d+ ?(?:mg|ml|mcg|iu)\b", r"milligrams?",
    r"chest (?:feels|is) tight", r"chest tightness", r"lump in", r"missed (?:a|my|the) (?:dose|pill|injection|shot)",
    r"(?:my|her|his) (?:chest|stomach|head|back|knee|neck|throat|skin|ear|eye)s? (?:hurts?|aches?|feels?)",
    r"(?:see|call|go to|visit) (?:a|my|the) (?:doctor|gp|hospital|specialist|cardiologist|dermatologist|pharmacist|a&e|er|emergency room)",
)
FINANCIAL_TOPICS = (
    r"invest(?:ing|ed)? (?:in|my|our|\d|\$|£|€|money|savings|the money)", r"investments?", r"savings", r"pension", r"401\(?k\)?", r"ira", r"isa", r"roth", r"stocks", r"stock (?:market|tips|picks)",
    r"crypto(?:currency|currencies)?", r"bitcoin", r"ethereum", r"nfts?", r"bonds", r"etfs?", r"index funds?",
    r"mutual funds?", r"forex", r"real estate", r"buy(?:ing)? (?:a house|property|gold|shares)", r"(?:invest|investing) in gold",
    r"gold (?:as an? )?(?:investment|hedge)", r"mortgage", r"remortgage", r"refinanc(?:e|ing)", r"student loans?",
    r"credit cards?(?: debt)?", r"loans?", r"(?<!technical )debts?", r"stock (?:price|prices|value)", r"stock(?= (?:going|go up|go down|worth))", r"bankrupt(?:cy)?", r"insolven(?:t|cy)", r"capital gains", r"tax(?:es)? on",
    r"pay (?:any )?tax(?:es)?", r"my tax(?:es)?", r"tax return", r"taxable", r"hedge against", r"dividends?",
    r"annuit(?:y|ies)", r"overdraft", r"credit score", r"payday loans?", r"interest rates?",
    r"(?:my|for) retirement", r"retirement (?:savings|account|fund|plan)",
    r"my (?:salary|savings|pension|shares|bonus|inheritance)", r"(?:buy|sell|buying|selling|hold|holding|dump) (?:my )?(?:shares|stocks|gold|bitcoin|crypto)",
    r"shares in", r"shares before", r"day trading",
    r"(?:sell|selling|buy|buying) (?:my|a|the|our) (?:house|home|flat|apartment|property)", r"(?:pay|paying) off (?:my|the|our) (?:mortgage|loan|debt|car)",
)
# Predicates that ask for advice even without a first person ("is it legal to...", "does X interact with...").
LEGAL_PREDICATES = (
    r"(?:is|are|was|would (?:it )?be|'s) (?:it |this |that |\w+ing [\w' ]{0,30}?)?(?:legal|illegal|lawful|unlawful|against the law|a crime|allowed by law)",
    r"(?:can|could|may) (?:someone|a person|an employer|a landlord|an? \w+) (?:legally|be sued|sue|be fired|be evicted)",
)
MEDICAL_PREDICATES = (
    r"(?:interacts?|interfere|interaction) with",
    r"(?:is|are|would (?:it )?be|'s) (?:it |this |that )?(?:safe|dangerous|ok|okay|harmful|normal|serious) (?:to (?:take|mix|combine|give|drink|double|stop)|for (?:a|my|children|kids|babies|toddlers))",
    r"(?:what|which) (?:is|are) (?:a |the )?(?:safe|normal|right|recommended|max(?:imum)?|correct) (?:dose|dosage|amount)",
    r"(?:how much|how many) [\w ]{1,30}? (?:is|are) (?:safe|too much|too many|ok|okay|dangerous)",
    r"(?:is|are) [\w ]{1,30}? too (?:many|much|strong|high|low)\b",
    r"(?:can|could|should) (?:you|one|people|someone|a person|kids|children|adults) (?:safely )?(?:mix|take|combine|drink|give|double|stop)",
    r"what (?:could|might) (?:it|this|that) be",
    r"(?:what are|what're) the (?:side effects|risks) of", r"(?:what|which) (?:happens|would happen) if (?:i|you|someone|he|she) (?:stop|take|mix|miss|skip)",
)
FINANCIAL_PREDICATES = (
    r"(?:is|are|would (?:it )?be|'s) (?:it |this |that |now |\w+ing [\w' ]{0,30}?)?(?:a good|a smart|a wise|a safe|a bad) (?:investment|hedge|idea|time|buy|bet|move|place)",
    r"(?:is|are) [\w ]{1,30}? (?:a good|a safe|a smart) (?:investment|hedge|bet|buy)",
    r"(?:is|are) [\w ]{1,30}? going to (?:go up|go down|rise|fall|crash|recover|be worth)",
    r"(?:worth|wise|smart) (?:investing|buying|selling|putting)",
    r"(?:will|would|could) [\w ]{1,30}? (?:go up|go down|rise|fall|crash|recover|wipe out)",
)

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
    r"(?:ai|a\.i\.|algorithms?|machines?|bots?|chatbots?|models?|robots?)(?: [\w']+){0,8}? (?:decide|decides|judge|judges|choose|replace|replaces|moderate|moderates|rank|ranks|answer|answers|refuse|refuses|override|overrides|make decisions|have rights|deserve)",
    r"written by (?:a |an )?(?:machine|ai|bot|algorithm|model)", r"personal data", r"(?:user|users'|people'?s|their|visitors'?) (?:data|privacy|choices?|comments|feedback|lives)",
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
    r"(?:ai|machines?|algorithms?|models?|robots?) (?:\w+ ){0,3}(?:be trusted|be allowed|be held (?:responsible|accountable)|have rights|be conscious)",
)
