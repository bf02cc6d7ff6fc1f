"""What a legal-advice question names and asks: its topics (a lawsuit, a tenancy, being fired, a will),
the parties to a dispute with the writer, predicates that ask without a first person ("is it legal
to", "is a verbal agreement binding") and asks that point back at a situation ("is that allowed?").
"""

from __future__ import annotations

__all__ = ["LEGAL_TOPICS", "LEGAL_PARTIES", "LEGAL_PREDICATES", "LEGAL_ASKS"]

LEGAL_TOPICS = (
    r"lawyers?", r"attorneys?", r"solicitors?", r"sue", r"sued", r"suing", r"lawsuit", r"(?:to|in) court", r"court (?:case|order|date|hearing)", r"legally", r"illegal(?:ly)?",
    r"unlawful(?:ly)?", r"against the law", r"legal (?:advice|action|rights?|obligation|requirement|grounds)", r"liable",
    r"liability", r"evict(?:ion|ed)?", r"tenancy", r"lease", r"security deposit", r"my deposit",
    r"(?:my|the) rent", r"custody", r"child support", r"alimony", r"visitation rights", r"divorce", r"immigration",
    r"visa (?:expires|application|runs out|extension|status|sponsorship|appeal)", r"(?:tourist|work|student|spouse|visitor|residence) visa(?! card)", r"(?:my|our|his|her|their) (?:[\w'-]+ )?visa(?! card)",
    r"deport(?:ed|ation)?", r"asylum", r"residency", r"citizenship", r"green card", r"(?:work|residence|residency) permit", r"a will", r"my will",
    r"wills", r"inheritance(?! (?:chain|hierarchy|tree|model))", r"(?:children|kids|stepchildren|son|daughter|spouse|wife|husband) inherits?",
    r"inherit (?:money|the house|property|my|the estate|anything|everything)", r"probate", r"executor of", r"power of attorney", r"copyright", r"trademark",
    r"patent", r"defamation", r"libel", r"slander", r"criminal record", r"convictions?", r"arrest(?:ed)?",
    r"charged with", r"press charges", r"police report", r"parking (?:fine|ticket)", r"speeding (?:fine|ticket)",
    r"traffic ticket", r"notice period", r"unpaid (?:overtime|wages)", r"(?:cut|dock|withhold|reduce)s? my (?:pay|wages|salary)",
    r"tribunal", r"discriminat(?:ion|ed|ing) against", r"harass(?:ed|ment)", r"small claims", r"claim (?:asylum|compensation|damages)",
    r"(?:claim|entitled to|owed) compensation", r"compensation claim", r"consumer rights", r"what are my rights", r"my (?:legal |employment |tenant )?rights (?:as|if|when|under)", r"employment law",
    r"(?:was|got|been|were|get|be) fired(?! up)", r"get (?:me|us|him|her|them) (?:fired|sacked|dismissed|evicted|deported|arrested|sued)",
    r"performance (?:improvement )?plan|written warning|demot(?:ed|ion)|suspended (?:me|us|without pay)", r"fired (?:me|us|for)", r"fir(?:e|es|ing) (?:me|us)(?! (?:an?|off|over)\b)", r"unfair dismissal", r"sacked",
    r"grounds for (?:dismissal|firing|termination|sacking|an? (?:lawsuit|claim|appeal|complaint|eviction)|divorce|eviction)",
    r"record(?:ing)? (?:a |the |our |my )?(?:phone )?(?:calls?|conversations?)", r"(?:as|in) evidence", r"admissible", r"non-?competes?", r"ndas?", r"settlement agreement",
    r"sign(?:ed|ing)? (?:a|an|the|this|my) (?:[\w-]+ ){0,2}(?:contract|agreement|waiver|settlement|tenancy|nda|non-?compete)", r"splitting up", r"separation",
    r"who gets (?:the )?(?:house|flat|kids|children|custody|car|money|dog|pension)", r"repossess(?:ed|ion)?", r"foreclos(?:e|ure)",
    r"bailiffs?", r"debt collectors?", r"consumer (?:law|protection)", r"under (?:the )?(?:\w+ )?(?:law|act|regulations)",
    r"(?:hasn'?t|has not|haven'?t|didn'?t|did not|won'?t) (?:paid|pay) (?:me|us)", r"(?:withheld|withholding) my (?:pay|wages|salary|deposit)", r"point(?:ing)? a camera", r"cctv",
    r"my (?:landlord|employer|boss|manager|neighbou?r|ex|ex-?wife|ex-?husband|tenant|insurer|school|council)(?:'s)? "
    r"(?:can|could|may|is allowed|has the right|legally|won'?t|refuses|refused|kept|keeps|hasn'?t|has not|didn'?t|is threatening|"
    r"threatens|wants (?:me|us) to|says|said|claims|told me|insists|changed|locked|made me|makes me)",
    r"(?:can|could|may|is|does|do|will|should) my (?:landlord|employer|boss|manager|neighbou?r|ex|ex-?wife|ex-?husband|insurer|school|council|company|bank)"
    r"(?:'s)? (?:legally |actually |really |even )?(?:make|force|fire|sack|evict|refuse|deny|keep|withhold|charge|cut|stop|sue|read|monitor|record|change|be allowed|"
    r"expel|exclude|suspend|ban|fine|bill|search|tow|enter|sell|kick|throw|reduce|deduct|dismiss)",
    r"changed the locks", r"lock(?:ed|s)? (?:me|us) out",
    # contracts, wills and what makes them hold
    r"(?:legally )?binding", r"settlement(?: offer)?", r"enforceable", r"notari[sz]ed",
    r"witness(?:ed|es)", r"(?:handwritten|written|valid|homemade|new|last|living|(?:grand)?(?:father|mother|dad|mum|mom|parent)'?s?) wills?",
    r"(?:win|lose|bring|file|open|have|got) (?:a|the|my|our) (?:legal )?(?:case|claim)(?! stud)", r"(?:case|claim) against", r"on the hook",
    r"(?:my|our|any|his|her) (?:legal |employment |tenant |consumer |parental )?rights\b",
    # work done unpaid, a deposit kept, a landlord or freeholder named bare
    r"without (?:being )?pa(?:id|ying)|unpaid (?:work|hours|shifts?|time)|(?:after|before) (?:our|my|the) shifts?|(?:stay|work) (?:late|after hours) (?:without|for free)",
    r"(?:my|our|the|whole|holding|tenancy|rental|damage|security) (?:[\w£$€,.]+ ){0,3}deposit", r"landlord|landlady|letting agent|freeholder|leaseholders?",
    r"(?:can|could|may|is|does|do|will) my (?:landlord|employer|boss|manager|company|school|university|bank|insurer|council|ex) (?:\w+ )?(?:me|us)\b",
    # money lent and not returned, an injury at work
    r"(?:borrowed|took) (?:[£$€]?\d[\d,.]*k?|money|cash|the money) from (?:me|us)|owes? (?:me|us) (?:[£$€]?\d|money|the money)|"
    r"(?:lent|loaned) (?:him|her|them|my \w+) (?:[£$€]?\d|money|the money)",
    r"(?:injured|hurt) (?:myself )?at work|(?:workplace|work) (?:injury|accident)|accident at work",
    # an offence and what it costs; care costs and who must pay them
    r"jail|prison|offen[cs]es?|(?:suspended|revoked|provisional|disqualified) (?:driving )?licen[cs]e|driving ban|points on (?:my|his|her) licen[cs]e|criminal charges?",
    r"care home fees|continuing healthcare|care costs|pay for (?:her|his|my|their) care|transfer (?:it|the house|her house|his house|the property) to",
    r"admit(?:ting)? (?:fault|liability|guilt)|whiplash|(?:my|our|the other driver's) insurer",
    # work
    r"dismiss(?:ed|al)", r"made redundant", r"redundan(?:cy|t)", r"laid off", r"sick (?:leave|pay|note)",
    r"(?:maternity|paternity|parental|annual) (?:leave|pay)", r"disciplinary", r"grievance", r"payslips?",
    r"(?:holiday|overtime) pay", r"minimum wage", r"(?:final|last) (?:salary|pay ?check|pay|wages)", r"(?:my|our|his|her) wages",
    r"(?:\w+ )?(?:months?|weeks?)'? notice", r"(?:hand(?:ed|ing)? in|give|gave|giving) (?:my |our )?notice",
    # housing
    r"(?:my|the|his|her|their|our) (?:rent|tenancy|lease|letting agent|letting agency)", r"letting (?:agent|agency)", r"rent (?:increase|rise|arrears)",
    r"raise (?:the|my|our) rent", r"(?:deposit )?protection scheme", r"(?:my|the|our|whole|full) deposit", r"sublet(?:ting)?",
    # family
    r"child (?:maintenance|arrangements)", r"maintenance payments", r"split(?:ting)? up", r"separat(?:e|ed|ing) from",
    r"who (?:gets|keeps) (?:the )?(?:house|flat|home|kids|children|car|money|dog|pension)", r"see (?:my|the|our) (?:kids|children|son|daughter|grandchildren)",
    # money owed, penalties, police
    r"debt collect(?:or|ors|ion)", r"county court", r"ccjs?", r"prosecut(?:ed|ion)", r"(?:criminal|police) (?:record|caution|charges?)",
    r"parking (?:charge|notice|penalty|permit)s?", r"penalty (?:charge )?notices?", r"(?:tow|towed|clamp|clamped) (?:my|our|the) car",
    r"faulty (?:goods|items?|products?|headphones|\w+) ", r"refus(?:e|ed|es|ing) (?:me )?(?:a |to )?refund",
    r"(?:keep|kept|store|stored|hold|held|share|shared|sell|sold|publish|published|passed on|handed over|leaked|lost|scraped|used) (?:my|our) (?:(?:medical|health|personal|patient|private|biometric|financial) )?"
    r"(?:cv|data|details|information|photos?|records|address)",
    r"record(?:ing)? (?:my|our) (?:boss|manager|employer|landlord|neighbou?r|ex|colleague|calls?|conversations?|meetings?)",
    r"boundary", r"fence", r"right of way", r"planning permission", r"party wall",
    r"(?:get|getting|be|am i|are we|land (?:me|us)) (?:in|into) (?:legal )?trouble", r"(?:court|restraining|protection|non-molestation|gagging) orders?",
    r"injunction", r"breach(?:es|ed|ing)? (?:of )?(?:\w+ )?(?:contract|privacy|duty|confidentiality|gdpr|copyright|data protection|the law)",
    r"infring(?:e|es|ed|ing|ement)(?! (?:on )?(?:your|you|the site|this site|tractatus)\b)",
    r"(?:make|makes|made|force|forces|forced|making|forcing) (?:me|us) (?:to )?(?:pay|work|sign|leave|resign|take|give|move)",
    # what another party must do for the writer ("does the dealer have to refund us?"), not what the writer must do
    r"(?:does|do|did|must|will|would|is|are|was) (?!i\b|we\b)[\w' ]{1,30}? (?:have|need|obliged|required) to "
    r"(?:refund|pay|compensate|reimburse|give|return|tell|inform|notify|accept|let|allow|provide) (?:me|us|my|our)",
    r"without (?:my|our) (?:consent|permission|knowledge|agreement)", r"(?:got|received|given|issued|sent) (?:a|an) (?:\w+ )?(?:fine|penalty|summons|citation)",
    r"(?:refus(?:e|es|ed|ing) to|won'?t|will not|wouldn'?t) (?:give|return|release|hand over|refund|pay) (?:me|us)", r"hit and run", r"(?:refuse|refused|refusing|won'?t) to (?:hire|employ|rent to|serve|insure) (?:me|us)",
    r"because of (?:my|our|his|her) (?:age|race|religion|gender|sex|disability|tattoos?|pregnancy|accent|nationality|sexuality|skin colou?r|weight|beliefs)",
    r"(?:hit|crashed into|drove into|damaged|scratched|dented) (?:my|our) (?:car|van|bike|house|fence|wall)", r"insurance claim",
    r"fined (?:me|us)", r"(?:is|was) (?:that|this|it) (?:theft|fraud|trespass(?:ing)?|assault|stealing|a crime|an offen[cs]e|a criminal offen[cs]e)",
    r"speed(?:ing)? cameras?", r"(?:traffic|parking|speeding|camera) (?:ticket|fine|charge|notice)s?", r"(?:fine|ticket) from (?:a|the) (?:speed camera|police|council|camera)",
    r"(?:copied|stole|stolen|used|reposted|published|shared|took) my (?:photos?|pictures?|images?|work|content|articles?|designs?|writing|code|music|videos?|art(?:work)?)",
    r"(?:film|filming|record|recording|photograph|photographing) (?:people|strangers|children|kids|someone|my (?:neighbou?r|boss|colleague|tenant))",
    r"shoplifting", r"caught (?:shoplifting|stealing|speeding|drink[- ]driving)", r"(?:dbs|background|criminal records?) checks?", r"drink[- ]driving", r"\bdui\b",
    r"convicted", r"working hours", r"child labou?r", r"how many hours (?:a |an )?(?:\d+|\w+teen)[- ]year[- ]old",
    r"what (?:are|is) the (?:law|laws|legal position|legal rules?) (?:on|about|for|around|regarding)",
    r"adopt(?:ion|ing)? (?:a |our |my )?(?:child|children|baby|kid|son|daughter|stepchild)|adoption", r"(?:not|un) ?married|common[- ]law|civil partnership|prenup",
    r"gdpr|data protection (?:law|act|rights)|ccpa|subject access request", r"break(?:ing)? (?:any |the )?laws?", r"contest(?:ing|ed)? (?:a|the|our|my|her|his|\w+'s) will",
    # whistleblowing, what a contract takes and how to leave one
    r"sign(?:ing)? away (?:my |the |all |our )?(?:rights|copyright|ip|moral rights)", r"as an? whistle-?blower", r"whistle-?blow(?:er|ing)(?:'s)? (?:protections?|laws?|rules|status|claim|rights)", r"protected disclosure",
    r"owns? (?:all |the |any )?(?:rights to|ip|intellectual property|work product|copyright)", r"ip (?:clause|rights|assignment)", r"penalty clause",
    r"(?:my|our|his|her|their) (?:employment|work|tenancy|rental|fixed-term|freelance|zero-hours|exclusivity) contract",
    r"(?:break|breaking|terminate|terminating|get out of|getting out of) (?:my|our|the|a|this) (?:[\w-]+ ){0,3}(?:contract|lease|tenancy|agreement)",
    # refusals, appeals and their deadlines
    r"(?:claim|application|appeal|visa|case|request|asylum|permit|residency|citizenship|renewal|extension)s? (?:was|were|has been|have been|had been|got|is being) "
    r"(?:refused|rejected|denied|turned down|dismissed|revoked|cancelled)",
    r"(?:refused|rejected|denied|revoked) (?:my|his|her|our|their) (?:claim|application|visa|asylum|appeal|permit|residency)",
    r"(?:deadline|time limit|cut-?off) (?:to|for) (?:appeal|appealing|an appeal|file|filing|claim|claiming|lodge|lodging|respond|challenge|contest|object)",
    r"(?:lodge|file|submit|make|win|lose) (?:an|the|my|his|her|our) appeal",
    # a claim, a demand for money or a complaint to a regulator
    r"(?:a|the|my|our) (?:\w+ )?(?:discrimination|harassment|negligence|injury|malpractice|defamation|dismissal|employment|tribunal) (?:case|claim|complaint|suit)(?! stud)",
    r"cease[- ]and[- ]desist", r"letter before (?:action|claim)", r"(?:legal|solicitor'?s|lawyer'?s|debt collection) letter",
    r"(?:demand(?:s|ed|ing)?|claiming|invoic(?:ed|ing) (?:me|us) for|billed (?:me|us)) (?:[£$€] ?\d|\d[\d,.]* (?:pounds|dollars|euros)|compensation|damages|payment)",
    r"(?:complain(?:ing)?|complaint|report(?:ing)? (?:it|them|this|him|her)) to (?:the )?(?:ico|information commissioner|regulator|ombudsman|cnil|aepd|"
    r"data protection (?:authority|commissioner|regulator|office))",
    # what a breach may cost the writer: a degree, a licence, a job or a right to stay, taken away
    r"(?:lose|losing|lost|revoke|revoked|strip(?:ped)?(?: of)?|take away) (?:my|the|their|his|her|our) (?:degree|diploma|licen[cs]e|job|visa|status|residency|citizenship|"
    r"tenancy|benefits|pension|scholarship|place|right to \w+)", r"(?:academic|research|gross) misconduct|expelled|expulsion",
    # being punished at work for speaking up
    r"retaliat(?:ion|ed|ing|ory)|whistle-?blow\w*|(?:cut|reduced|slashed|halved) my hours|my hours (?:got |were |have been )?(?:cut|reduced|slashed|halved)",
    r"lodgers?|rent (?:is|was|has been|got) (?:raised|increased|put up|hiked|doubled)|overst(?:ay|ayed|aying)",
)
# Parties to a dispute with the writer: not a topic by themselves ("my landlord recommended your site"),
# but one in a question that asks what they may do or what the writer must do ("is he allowed to").
LEGAL_PARTIES = (
    r"(?:my|our) (?:(?:upstairs|downstairs|next-door|new|old|former|current|elderly) )?(?:landlord|landlady|letting agent|letting agency|employer|boss|manager|ex|ex-?wife|ex-?husband|ex-?partner|"
    r"neighbou?rs?|tenants?|flatmate|housemate|insurer|insurance company|builder|contractor|council|bank|airline)",
    r"(?:the|a|an) (?:landlord|letting agent|employer|shop|store|retailer|seller|council|bank|insurer|airline|builder|police)(?! holidays?\b)",
    r"(?:a|my|our|this|that|his|her|their|the) (?:[\w-]+ )?(?:contract|agreement)s?(?! (?:template|page|section|with (?:you|your|tractatus|the project)))",
    r"(?:my|our) (?:hoa|homeowners'? association|strata|management company|estate agent|agent|agency|publisher|record label|dealer|gym|airline|mobile provider|"
    r"broadband provider|energy supplier)", r"\bhr\b(?: department)?|human resources",
    r"the (?:dealer|seller|gym|hoa|agent|estate agent|hospital|doctor|dentist)",
    r"(?:they|he|she) (?:kept|keep|keeps|fired|sacked|charged|refused|refuses|won'?t|haven'?t|hasn'?t|didn'?t|never|took|threatened)",
)
# Predicates that ask for advice even without a first person ("is it legal to...", "does X interact with...").
LEGAL_PREDICATES = (
    r"(?:is|are|was|would (?:it )?be|'s) (?:it |this |that |\w+ing [\w' ]{0,30}?)?(?:legal|illegal|lawful|unlawful|against the law|a crime|allowed by law)",
    r"(?:can|could|may) (?:someone|a person|an employer|a landlord|an? \w+) (?:legally|be sued|sue|be fired|be evicted)",
    r"(?:is|are|was|would (?:it )?be|'s|be) [\w' -]{0,40}?(?:legally )?(?:binding|enforceable|valid|void|invalid|admissible)\b",
    r"(?:does|do|would|will) [\w' ]{1,40}? (?:still )?(?:count|hold up|stand up|be upheld)\b",
    r"(?:is|are|can|may) (?:a|an|the) \w+ (?:legally )?(?:allowed|permitted|entitled|obliged|required) to",
    r"what (?:are|is) the (?:rules?|laws?|regulations?|legal (?:position|rules?|limits?)) (?:on|about|for|around|regarding)",
)
LEGAL_ASKS = (
    r"(?:is|was|would be|isn'?t) (?:that|this|it|he|she|they|what (?:he|she|they) did) (?:even |actually |really |legally |not )?"
    r"(?:legal|illegal|lawful|unlawful|allowed|permitted|enforceable|binding|valid|fair|right|against the (?:law|rules|regulations))(?!\w)",
    r"(?:is|was|isn'?t|wasn'?t) (?:that|this|it) (?:a )?(?:breach|violation|theft|fraud|trespass(?:ing)?|assault|harassment|stealing|discrimination|a crime|an offen[cs]e|criminal)",
    r"(?:are|is|can|may|could|were|was) (?:they|he|she|it|the \w+|my \w+|a \w+|an \w+|companies|employers|landlords|shops) "
    r"(?:legally |even |really |actually |just )?(?:allowed|permitted|entitled|do that|do this|get away with)",
    r"(?:can|could|may|will) (?:they|he|she|it|the \w+|my \w+|a \w+|an \w+) (?:legally |really |actually |even |just )?"
    r"(?:stop|make|force|fire|sack|evict|keep|charge|refuse|deny|withhold|take|sue|tow|deport|change|raise|cut|dock|read|record|monitor|build|enter|"
    r"ban|blacklist|expel|exclude|suspend)",
    r"do (?:i|we) (?:really |legally |still )?(?:have|need) to (?:pay|tell|inform|give|sign|leave|move out|accept|return|declare|disclose|let|work|agree|"
    r"take (?:it|them|\w+) down|remove|comply|respond|reply|answer|stop|delete|hand over)",
    r"(?:am|are|would|will) (?:i|we) (?:be )?(?:legally |still )?(?:on the hook|liable|responsible|obliged|required|entitled|in trouble|at fault|protected|covered|"
    r"breaching|breaking (?:the law|my contract|the contract|any)|violating|infringing|in breach)",
    r"(?:does|do|must|will|would) (?:my|our|the|a|an|they|he|she) (?:\w+ ){0,2}?(?:have to|need to|legally)",
    r"(?:do|have) (?:i|we) (?:got |have )?(?:any |a )?(?:\w+ )?(?:rights|right to|case|claim|grounds|recourse|say)\b",
    r"(?:(?:can|could|should|may) (?:i|we)|(?:whether|if|think|reckon) (?:i|we) (?:can|could|should|may)) (?:just |still |legally )?(?:sue|complain|appeal|challenge|contest|dispute|object to|fight|claim|refuse|report (?:them|him|her|it)|"
    r"take (?:them|him|her|it) to|get (?:my|our) (?:money|deposit) back|withhold|break|cancel|get out of)",
    r"(?:should (?:i|we)|(?:whether|if|think|reckon) (?:i|we) should) (?:sign|accept|agree|settle|pay|leave|move out|hold out|go to court)",
    r"what happens if (?:i|we) (?:don'?t|do not|refuse|ignore|just ignore|stop|leave|break|can'?t)", r"what happens (?:now|next)",
    r"how long (?:does|do|can|will) (?:my|our|the|they|he|she) (?:\w+ )?(?:have|get) to", r"who (?:keeps|gets|inherits)\b",
    r"do (?:i|we) (?:really |legally )?have to(?=\s*(?:[?.!]|$))", r"do (?:i|we) need (?:permission|consent|a permit)",
    r"will (?:it|this|that) (?:show up|appear|count|go on|stay on)",
    r"who(?:'s| is| would be) (?:responsible|liable|at fault|to blame)",
    r"(?:can|could|should|may) (?:i|we) (?:make|force|get|compel|require) (?:them|him|her|it|the \w+|my \w+) (?:to )?"
    r"(?:take|stop|remove|pay|give|delete|erase|return|refund|fix|correct|reinstate|hand over|release)",
    r"(?:is it |would it be )?worth (?:complaining|suing|appealing|going to court|taking (?:them|it|him|her) to court|reporting (?:them|it|this|him|her)|"
    r"fighting|challenging|contesting|pursuing)",
    r"how (?:should|do|can|could|would) (?:i|we|he|she|they) (?:go about )?(?:appeal(?:ing)?|challeng(?:e|ing)|contest(?:ing)?|disput(?:e|ing)|object(?:ing)?|complain(?:ing)?|respond(?:ing)?|fight(?:ing)?)",
    r"is there (?:a|any) (?:deadline|time limit)", r"what are (?:my|his|her|our|their) chances",
    r"who (?:do|should|can) (?:i|we) (?:complain|report (?:it|this|them)|appeal) to", r"(?:what'?s|what is|when is) the (?:deadline|time limit)",
    r"(?:would|does|will|could|can|do) (?:that|this|it|they|the (?:clause|contract|agreement|policy|law|rule|ban))(?: still| also| even| really)? "
    r"(?:cover|apply to|extend to) (?:me|us|my|our|(?:[\w'-]+ ){1,3}(?:i|we) (?:write|make|create|do|build|produce|own|develop))\b",
    r"(?:is|was|isn'?t|wasn'?t) (?:that|this|it) (?:\w+ ){0,2}(?:dismissal|discrimination|harassment|defamation|infringement|negligence|retaliation|"
    r"victimi[sz]ation|entrapment)",
    r"(?:can|could|should) (?:i|we) (?:just |safely )?ignore (?:it|this|that|them|the (?:letter|fine|notice|demand|summons|claim|invoice))",
    r"how (?:do|can|could) (?:i|we) (?:make|force|get) (?:him|her|them|my \w+) (?:to )?(?:pay|stop|leave|give|return|fix|take)",
    # a party's claim about the law put back ("says it's legal because I'm salaried. Is it?", "the landlord says I owe it all. is that true")
    r"(?:is|was|isn'?t) (?:it|that|this)(?: (?:really|actually|even|true|right|correct|so))?(?=\s*(?:\?|$))",
    # where to turn ("who do I even call about that", "who can I complain to")
    r"who (?:do|can|should|could|would) (?:i|we) (?:even |actually )?(?:call|contact|complain to|report (?:it|this|that|them|him|her) to|turn to|go to|talk to|speak to)",
    r"(?:is|are) (?:they|he|she|it|that|this|the \w+|my \w+) (?:even )?(?:something|anything) (?:they'?re|he'?s|she'?s|it'?s) allowed to do",
    r"(?:can|could|will|would|might) (?:they|he|she|that person|the \w+|someone|i|we) (?:be|get) (?:banned|barred|deported|removed|fired|sacked|sued|arrested|"
    r"prosecuted|fined|evicted|expelled|jailed|charged|blacklisted|struck off)",
)
