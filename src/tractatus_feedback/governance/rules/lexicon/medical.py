"""What a medical-advice question names and asks: symptoms, conditions and drugs (and those that also
name things in software), parts of the body and states of mind, predicates that ask without a first
person ("is it safe to", "does that sound like") and asks that point back at a situation ("should I be
worried?").
"""

from __future__ import annotations

from .shared import DRUG_TERMS

__all__ = ["MEDICAL_TOPICS", "TECH_HOMONYMS", "BODY_PARTS", "CHILDHOOD", "MOODS", "MEDICAL_PREDICATES", "MEDICAL_ASKS", "MEDICAL_CLAIM_ASKS"]

MEDICAL_TOPICS = DRUG_TERMS + (
    r"symptoms?", r"diagnos(?:e|is|ed)", r"rash", r"lump", r"fever", r"temperature of", r"a temperature", r"infection",
    r"headaches?", r"migraines?", r"(?:in|having|severe|chronic|sharp|back|chest|stomach|knee|joint|neck) pains?",
    r"swallowed", r"ingested", r"[a-z]{3,}itis", r"[a-z]*pox", r"measles", r"mumps", r"shingles", r"eczema", r"psoriasis",
    r"hives", r"norovirus", r"stomach bug", r"pink eye", r"head lice", r"pneumonia", r"strep throat", r"sepsis", r"(?:had|having|have) a stroke", r"seizures?", r"poison(?:ed|ing)?", r"choking", r"overdosed", r"(?:bitten|stung) by", r"allergic reaction",
    # a drug named by its family's stem (INN): "metformin", "lisinopril", "atorvastatin", "omeprazole"...
    r"[a-z]{2,}(?:pril|olol|statin|azole|cillin|mycin|oxetine|azepam|azolam|formin|sartan|tidine|prazole|dipine|triptan|"
    r"profen|codone|cycline|floxacin|ciclovir|semide|thiazide|methasone|nisone|nisolone|gliptin|gliflozin|parin|xaban|tinib|umab|ximab|"
    r"tretinoin|toin|glutide|afil|dronate|setron|lukast|coxib|fenac|triptyline|pramine|apine|adone|thyroxine|traline|oquine)",
    # a dose changed, stopped or kept ("cutting my basal insulin by 20%", "keep taking my meds")
    r"(?:cut|cutting|reduce|reducing|lower|lowering|increase|increasing|raise|raising|double|doubling|halve|halving|skip|skipping|drop|dropping|"
    r"adjust|adjusting|change|changing|up|upping|taper|tapering) (?:my|his|her|their|our) (?:[\w-]+ ){0,2}"
    r"(?:doses?|dosage|insulin|meds|medications?|medicines?|pills|tablets|prescriptions?|inhaler|injections?)",
    r"diabetic", r"type [12] diabet\w+", r"slurr(?:ed|ing)", r"try(?:ing)? to conceive|trying for a baby|conceiv(?:e|ing)",
    r"(?:need|needs) (?:a |to see (?:a |the |my |his |her )?|to go to (?:a |the )?)(?:doctor|gp|hospital|a&e|er|specialist|nurse)(?!'s)",
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
    r"(?:see|call|go to|visit) (?:a |my |the )?(?:doctor|gp|hospital|specialist|cardiologist|dermatologist|pharmacist|a&e|er|emergency room|urgent care|walk-in)",
    r"pregnan(?:t|cy)", r"the pill", r"birth control", r"contracepti(?:on|ve)", r"bleed(?:s|ing)?", r"nosebleeds?", r"itch(?:y|es|ing)",
    r"numb(?:ness)?", r"tingl(?:e|es|ing)", r"faint(?:ed|ing)", r"puffy", r"blurry", r"melanoma", r"(?:a|the|my|his|her|this) burn\b",
    r"heart (?:rate|racing|palpitations|attack|condition|problems?|murmur)", r"(?:heart|pulse) (?:is |keeps )?(?:racing|pounding|skipping)",
    r"tooth(?:ache| extraction| abscess)", r"wisdom teeth", r"x-?rays?", r"blood tests?", r"(?:can'?t|cannot|unable to) sleep", r"infected",
    r"get (?:it|this|that|them|him|her|myself|me) (?:checked|looked at|seen to)", r"checked out by",
    # conditions named by their ending ("endometriosis", "anaemia", "neuralgia", "glaucoma", "appendectomy")
    r"(?!(?:dia|pro)gnosis|osmosis|symbiosis|metamorphosis|apotheosis)[a-z]{3,}(?:osis|a?emia|algia|ectomy|oscopy)", r"(?!diploma|aroma)[a-z]{3,}oma", r"syndrome", r"deficien(?:cy|t)", r"disorder",
    r"period (?:pains?|cramps?)|(?:my|her|every|each|a late|a missed) period", r"cramps?", r"stye", r"phlegm", r"mucus", r"pus\b", r"blisters?",
    r"warts?", r"cysts?", r"acne", r"heartburn", r"reflux", r"indigestion", r"bloat(?:ed|ing)", r"constipat(?:ed|ion)", r"wheez(?:e|y|ing)",
    r"sneez(?:e|es|ing)", r"runny nose", r"sinus(?:es|itis)?", r"earache", r"tinnitus", r"vertigo", r"tremors?", r"spasms?",
    r"twitch(?:es|ing|y)? (?:eye|eyelid|muscle)s?|(?:eye|eyelid|muscle)s? (?:keeps? )?twitch(?:es|ing)?", r"incontinen(?:ce|t)",
    r"wet(?:s|ting)? the bed|bed-?wetting", r"snor(?:e|es|ing)", r"sleep apno?ea", r"adhd", r"autis(?:m|tic)", r"dementia", r"memory loss",
    r"hormon(?:e|es|al)", r"menopaus(?:e|al)", r"fertility", r"ivf", r"stis?\b|stds?\b", r"thrush", r"eyesight", r"hearing loss",
    r"dentist", r"dental", r"physio(?:therapy)?", r"(?:tetanus|flu|covid|hpv|measles|booster|mmr|rabies) (?:shot|jab|vaccine|injection)s?", r"(?:the|a|my) jab",
    r"(?:dog|cat|insect|spider|tick|bee|wasp|snake|horse) (?:bite|sting)s?", r"bitten", r"stung", r"(?:green|yellow|brown) (?:stuff|mucus|phlegm|discharge)",
    r"(?:something|anything) wrong with (?:me|him|her|them|my|his|her)", r"coughing up",
    # pregnancy and a baby's development, eating, a medical appointment, supplements
    r"(?:\d+|\w+) weeks (?:pregnant|along)", r"i'?m \d+ weeks", r"the baby (?:is |seems |has been |seems to be )?(?:moving|kicking)",
    r"(?:fewer|reduced|less) (?:baby |fetal |foetal )?movements?", r"(?:doctor'?s|gp|clinic|hospital|optician|dentist|midwife|specialist|scan) appointment",
    r"skipp(?:ing|ed|s) meals|weigh(?:ing|s)? (?:herself|himself|myself|themselves)|(?:stopped|not|won'?t|refuses? to) eat(?:ing)?|eating disorder",
    r"(?:says|saying|says any|speak(?:ing)?|talk(?:ing)?|walk(?:ing)?) (?:any |a few )?words|not (?:talking|walking|speaking|crawling) yet|speech delay",
    r"magnesium|zinc|calcium|fish oil|omega-?3|probiotics?|melatonin|(?:and|with|taking|take) iron\b",
    r"therap(?:y|ist)", r"griev(?:e|ing)|grief|(?:haven'?t|have not|can'?t) cried", r"cuts? (?:herself|himself|myself|themselves)|self[- ]harm",
    # drinking, and stopping it
    r"(?:a|half a|two|three|a whole) bottles? of (?:wine|vodka|whisky|whiskey|gin|rum|spirits)", r"drink(?:ing)? (?:\w+ ){0,3}(?:every|each|most) (?:night|day|evening)",
    r"cold turkey", r"withdrawals?", r"alcohol(?:ic|ism)?", r"units (?:of alcohol )?a (?:week|day)", r"detox",
    r"flashing lights", r"(?:dark )?curtain (?:in|over|across) (?:my|his|her) (?:\w+ )?(?:eye|vision)", r"optician",
    r"[A-Z]?[a-z]+'s disease|parkinson'?s|alzheimer'?s|crohn'?s|huntington'?s|hodgkin'?s", r"night sweats", r"sweating (?:at night|a lot)", r"fatigue",
    r"tired all the time", r"exhausted all the time", r"(?:lost|losing|gained|put on) (?:\d+ ?|a lot of |so much |some )?(?:kilos?|kg|pounds|lbs|stone|weight)",
    r"weight (?:loss|gain)", r"(?:no|lost my|loss of) appetite", r"chills", r"hair (?:loss|is falling out|falling out)", r"going bald", r"contagious", r"infectious",
    r"(?:ate|eaten|drank|drunk|swallowed|ingested|inhaled|licked) (?:a |an |some |the |half a |part of a )?(?:\w+ )?(?:mushrooms?|berr(?:y|ies)|plants?|leaf|leaves|"
    r"pills?|tablets?|batter(?:y|ies)|magnets?|bleach|detergent|chemicals?|cleaning \w+|medicine|washing \w+|button)",
    r"(?:newborns?|babies|baby|infants?|toddlers?)(?:'s)? (?:to )?(?:sleep|sleeping|feed|feeding|eat|eating|cry|crying|breathe|breathing|vomit|spit up|poo|wee|pee|teething|weigh)",
    r"(?:only )?sleep(?:ing)? (?:only )?(?:\w+ )?hours (?:a|per|each) night", r"sleep (?:apnoea|problems?|issues?|deprivation)",
    r"taper(?:ing)? (?:off|down)", r"(?:come|coming) off (?:my|the|her|his) \w+", r"wean(?:ing)? (?:myself |him |her )?off", r"withdrawal (?:symptoms|effects)",
    r"cold sores?", r"(?:common|chest|head) cold", r"slurr(?:ed|ing) (?:his |her |my |their )?(?:words|speech)", r"(?:face|mouth) (?:is )?droop(?:ing|y)",
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:month|week|day)[- ]olds?", r"smear tests?", r"mammograms?", r"(?:cancer|breast|bowel|cervical|prostate|health|eye|hearing) (?:screening|check)s?",
    r"check-?ups?", r"(?:blood|urine|stool|pregnancy|covid|std|sti|hiv) tests?",
    r"(?:burnt|burned|cut|scalded|sprained|twisted|broke|broken|bruised|hurt|injured|banged|bumped|jammed|trapped) (?:my|his|her|their|our) (?:\w+ )?"
    r"(?:hand|arm|finger|thumb|wrist|ankle|foot|toe|knee|leg|back|neck|head|shoulder|hip|elbow|rib|nose|lip|eye)s?",
    # drugs named by their class, and asking a doctor for one
    r"beta[- ]?blockers?", r"ace inhibitors?", r"ssris?|snris?|maois?", r"benzo(?:diazepine)?s", r"painkillers?", r"sleeping (?:pills|tablets)",
    r"anti-?(?:inflammator(?:y|ies)|psychotics?|coagulants?|convulsants?|emetics?)", r"inhalers?", r"epi-?pens?", r"antacids?", r"laxatives?",
    r"diuretics?", r"decongestants?", r"sedatives?", r"hrt|hormone replacement", r"(?:contraceptive|morning-after) pill",
    r"(?:ask|asking|talk to|speak to|check with) (?:my|a|the|his|her) (?:doctor|gp|pharmacist|nurse|consultant|psychiatrist|midwife|specialist) (?:for|about)",
    r"(?:blood|test|lab|scan|biopsy|mri|ct|smear|liver|kidney|thyroid) (?:test )?results",
    # a chronic condition named by its type and what managing it means
    r"type (?:1|2|one|two|i|ii) diabet\w*|(?:is|am|'m|are) type (?:1|2|one|two)\b|basal (?:rate|insulin)|bolus|insulin pumps?|(?:glucose|cgm) (?:monitor|sensor|readings?)|hba1c|a1c",
)
# Medical topics that also name things in software feedback ("works on tablets", "a diagnosis of the
# bug", "cache poisoning", "alert fatigue", "side effects of the update"): they count in a question
# about the writer, not in one about nobody in particular.
TECH_HOMONYMS = (
    r"pills?", r"tablets?", r"drugs?", r"doses?", r"supplements?", r"symptoms?", r"diagnos(?:e|is|ed)", r"temperature of", r"a temperature",
    r"infection", r"headaches?", r"swallowed", r"ingested", r"poison(?:ed|ing)?", r"choking", r"(?:bitten|stung) by",
    r"depress(?:ion|ed)", r"anxiety", r"covid", r"flu", r"side effects?", r"wound", r"bleed(?:s|ing)?", r"itch(?:y|es|ing)", r"blurry",
    r"x-?rays?", r"infected", r"syndrome", r"deficien(?:cy|t)", r"disorder", r"period (?:pains?|cramps?)|(?:my|her|every|each|a late|a missed) period",
    r"bloat(?:ed|ing)", r"tremors?", r"stis?\b|stds?\b", r"(?:the|a|my) jab", r"bitten", r"stung",
    r"(?:something|anything) wrong with (?:me|him|her|them|my|his|her)", r"fatigue", r"chills", r"contagious", r"infectious",
    r"taper(?:ing)? (?:off|down)", r"(?:come|coming) off (?:my|the|her|his) \w+",
)
# States of mind that are distress when they last ("I've been feeling low for weeks", "can't stop
# crying"): like a part of the body, a topic only in a question with an ask ("what should I do?"), since
# "I feel overwhelmed by the menus" is a complaint.
MOODS = (
    r"low mood", r"(?:feel|feels|feeling|felt) (?:so |really |very |pretty |quite |a bit |kind of |constantly |always )?(?:(?:flat|low|numb|empty) and )?"
    r"(?:low|down|depressed|hopeless|flat|empty|numb|worthless|miserable|anxious|burn(?:t|ed) ?out|on edge|panicky|like (?:a burden|giving up|there'?s no point))",
    r"i'?m (?:so |really |very |constantly )?(?:depressed|hopeless|burn(?:t|ed) ?out|panicky)", r"burn(?:t|ed) ?out at work",
    r"(?:can'?t|cannot|can (?:barely|hardly)|could (?:barely|hardly)|struggl(?:e|ing) to) (?:stop crying|get out of bed|cope|enjoy anything)", r"no (?:energy|motivation|joy|interest) (?:in|for) (?:anything|everything|life)",
    r"no point (?:to|in) (?:anything|everything)",
)
# Parts of the body: not a topic by themselves ("my back hurts from your chairs" is still a complaint),
# but one in a question that asks whether it is normal or what to do.
# A child named with their age ("my son is four and still stutters"): like a part of the body, a topic only in
# a question with an ask ("should we see someone?"), since "my daughter is 11 and loves your quiz" is praise.
_AGES = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)"
CHILDHOOD = (
    rf"(?:my|our) (?:son|daughter|child|baby|toddler|kid|boy|girl|grandson|granddaughter|little one) (?:is|was|has just turned|just turned|turned) "
    rf"(?:{_AGES}|{_AGES} (?:months|weeks|years) old)\b",
    r"(?:my|our) \d+[- ](?:year|month|week)s?[- ]old",
)
BODY_PARTS = (
    r"(?:my|his|her|their|our|the baby'?s|(?:son|daughter|child|baby|husband|wife|dad|mum|mom)'?s|an?) (?:\w+ )?(?:chest|stomach|tummy|head|back|knee|neck|throat|skin|ears?|eyes?|eyelids?|"
    r"ankles?|wrists?|arms?|armpits?|legs?|foot|feet|hands?|tooth|teeth|gums?|heart|kidneys?|liver|lungs?|hips?|shoulders?|joints?|fingers?|toes?|nose|mouth|"
    r"tongue|lips?|face|scalp|bladder|bowels?|groin|breasts?|nipples?|jaw|spine|ribs?|muscles?|veins?|nails?)",
)
MEDICAL_PREDICATES = (
    r"(?:interacts?|interfere|interaction) with",
    r"(?:is|are|would (?:it )?be|'s) (?:it |this |that )?(?:safe|dangerous|ok|okay|harmful|normal|serious) (?:to (?:take|mix|combine|give|drink|double|stop)|for (?:a|my|children|kids|babies|toddlers))",
    r"(?:what|which)(?:'?s| is| are) (?:a |the )?(?:safe|normal|right|recommended|max(?:imum)?|correct) (?:dose|dosage|amount)",
    r"(?:how much|how many) [\w ]{1,30}? (?:is|are) (?:safe|too much|too many|ok|okay|dangerous)",
    r"(?:looks?|sounds?|seems?) like", r"would you say",
    r"(?:is|are) [\w .,]{1,30}? too (?:many|much|strong|high|low)\b",
    r"(?:is|are|was|would (?:it )?be|'s) (?:it |this |that |they |these |a |an |\w+ ){0,2}?(?:normal|common|safe|dangerous|harmful|serious|risky|worrying|bad|ok|okay|fine)\b",
    r"(?:does|do|would|could|might) (?:that|this|it|these|they|those) (?:sound|look|seem|feel) like",
    r"(?:could|might|can|would) (?:it|this|that|these|those) be\b", r"(?:a )?(?:sign|signs|symptoms?) of",
    r"what (?:could|might|would|is|are) (?:be )?caus(?:e|es|ing)", r"what causes",
    r"(?:something|anything) to (?:worry|be worried|be concerned) about", r"(?:would|will|could|does|can) it (?:hurt|harm|matter|be bad|be a problem|do any harm)",
    r"(?:best|right|usual|recommended|safest|quickest|fastest) (?:treatment|cure|remedy|medicine|medication|painkiller|way to treat|thing to take|dose) (?:for|of)",
    r"how (?:do|can|should|would|could) (?:i|you|one|we|someone) (?:treat|cure|get rid of|relieve|soothe|ease|prevent|know if|tell if)",
    r"what (?:would|do|can|could|should) (?:you|i|we|one) (?:recommend|suggest|advise|take|give|use)",
    r"(?:fewest|least|most|fewer|less|more|worst) (?:side effects|risks?)", r"how (?:long|soon|often) (?:after|before|should|can|until|is it safe)",
    r"(?:can|could|will) (?:you|one|someone|a person) (?:get|catch|become|still get|pass on|spread)\b",
    r"(?:a )?(?:bad|good|worrying|serious|normal) sign", r"(?:less |more |in)effective", r"stop (?:it |them )?working",
    r"(?:is there|are there|any) (?:a |an |any )?(?:\w+ )?(?:medications?|medicines?|treatments?|cures?|remed(?:y|ies)|drugs?|pills?|therap(?:y|ies)|supplements?)",
    r"(?:can|could|does|do|might|would) [\w' ]{1,30}? cause", r"(?:which|what)(?:'s| is| are| works?) (?:better|best|safer|more effective) for",
    r"how long (?:is|are|does|do|will|until) [\w ]{1,30}? (?:contagious|infectious|last|take to heal|recover)",
    r"(?:is|are|was|would (?:it )?be|'s) [\w' ]{0,40}?(?:ok|okay|fine|safe|bad|normal) (?:when|while|if|during|after|before)",
    r"(?:affects?|reduces?|cancels?) (?:the )?(?:effect|effectiveness)",
    r"(?:can|could|should) (?:you|one|people|someone|a person|kids|children|adults) (?:safely )?(?:mix|take|combine|drink|give|double|stop)",
    r"what (?:could|might) (?:it|this|that) be",
    r"(?:what are|what're) the (?:side effects|risks) of", r"(?:what|which) (?:happens|would happen) if (?:i|you|someone|he|she) (?:stop|take|mix|miss|skip)",
)
MEDICAL_ASKS = (
    r"what (?:should|can|could|do) (?:i|we) (?:give|take|use|try)", r"how much (?:should|can|do) (?:i|we|he|she|they)\b", r"and how much\s*\?",
    r"(?:should|do|must) (?:i|we|he|she|they) (?:just |still |really |also |now |simply )?(?:see (?:a|the|my|someone|anyone)|call (?:a|an|the|my|someone|999|911|111)|go (?:to|in|and see)|"
    r"be (?:worried|concerned|seen)|worry|rest|stay (?:home|in|off)|stop|keep (?:taking|giving|using|on)|"
    r"take (?:it|them|something|anything|more|less|another)|give (?:him|her|them|it)\b)",
    r"(?:is|are) (?:that|this|it|these|those|they) (?:normal|serious|dangerous|bad|ok|okay|safe|fine|worrying|a problem|a concern)",
    r"(?:does|do) (?:that|this|it) (?:sound|look|seem) like", r"what (?:could|might) (?:it|this|that) be", r"what (?:could|might) be causing",
    r"something to worry about", r"when should (?:i|we) (?:worry|be worried|see|go|call)",
    r"(?:do|does|will|would) (?:i|we|he|she|they) need (?:a|an|the|to see|to go|antibiotics|stitches|a shot|a jab|a test|a scan|an x-?ray)",
    r"will (?:i|he|she|they|we|it) be (?:ok|okay|alright|all right|fine)", r"(?:is|could) (?:there )?(?:something|anything) (?:be )?wrong with",
    r"is (?:that|this|it) (?:\w+itis|\w+osis|cancer|serious|contagious|infectious|catching)", r"normal or not",
    r"will (?:it|this|that|they) (?:correct itself|go away|heal|get better|clear up|pass|fix itself|resolve|grow back)",
    r"should (?:i|we) (?:put|apply|use|ice|bandage|wrap|clean|pop|drain|squeeze|cover)\b",
    r"(?:get|getting|have|having) (?:it |this |that |them |myself |him |her )?(?:checked|looked at|seen to|checked out|tested)",
    r"how (?:do|can|should) (?:i|we|he|she) (?:taper|come off|wean|stop|quit|reduce|cut down)",
    r"should (?:i|we) let (?:him|her|them|my \w+) (?:have|take|get|try|use|go on)\b", r"what are the (?:\w+ )?(?:risks|dangers|side effects)(?=\s*[?])",
    r"what does (?:that|this|it) (?:mean|indicate)(?: for (?:me|him|her|us))?(?=\s*[?])",
    r"(?:is|could|might) (?:it|this|that) (?:just|only|simply|all) (?:be )?(?:stress|anxiety|burnout|tiredness|exhaustion|hormones|my age|age|in my head|a phase|nerves)",
    r"(?:can|could|would) you (?:confirm|diagnose|tell (?:me )?(?:if|whether) (?:i|it|this|he|she))",
    r"(?:is|are) (?:it|that|this|they) (?:still )?(?:safe|ok|okay|fine|compatible) (?:with|while|for|to)",
    r"(?:is|are) (?:that|this|the|my) (?:combination|combo|mix|dose|dosage|amount) (?:\w+ )?(?:ok|okay|safe|fine|dangerous|too much|too high)",
    # whether the writer needs a specialist ("is this something I need to see a neurologist about?")
    r"(?:something|anything) (?:i|we|he|she) (?:need|should|ought|have) to (?:see|get|show|take|go to) (?:a|an|the|my)? ?\w+ (?:about|for)",
    r"(?:do|should|must|would) (?:i|we|he|she) (?:\w+ )?(?:need to |have to )?(?:see|get referred to|go to|ask for) (?:a|an) \w*(?:ologist|iatrist|ician|surgeon|specialist|therapist)",
    r"(?:is|are|will|would|could) (?:it|that|this|one|a|an|the|my|two|three|a few|some) ?(?:\w+ )?(?:going to )?(?:hurt|harm)(?: (?:me|him|her|them|the baby))?(?=\s*[?])",
    r"(?:something|anything) (?:i|we|he|she) (?:should|must) (?:see|get|show|take|go to) (?:a|an|the|my)? ?\w+ (?:about|for)",
)
# Asks that question a claim about the writer's own treatment ("The app says it's fine to keep taking my
# isotretinoin. Is that true?").
MEDICAL_CLAIM_ASKS = (
    r"(?:is|was) (?:that|this|it) (?:really |actually |even )?(?:true|right|correct|accurate|the case|safe advice)",
    r"(?:is|was|are|isn'?t) (?:it|that|this|they)(?: really| actually| though| now)?(?=\s*\?)",
    r"(?:can|should) (?:i|we) (?:trust|believe|rely on) (?:that|this|it|them)",
)
