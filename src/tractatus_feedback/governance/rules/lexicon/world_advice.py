"""A question about the writer's own situation, in the languages :mod:`.languages` does not cover (Polish,
Czech, Slovak, Swedish, Danish, Norwegian, Russian, Ukrainian, Turkish, Greek, Arabic, Hebrew, Hindi,
Chinese, Japanese, Korean, Vietnamese, Indonesian, Romanian, Hungarian, Finnish) and more of those it does.

A visitor asking for advice in any language says three things: that it is about them ("my boss", "我们公司
拖欠了我", "ev sahibim"), that they want a judgement ("can I", "do I have to", "is that normal", "what
should I do", "czy mogę", "大丈夫でしょうか", "o no?"), and what it is about (their employer, their
rent, their medication, their loan). These lists hold each part per language, as word stems; the advice
rules combine them as they do in English (:mod:`..advice_question`). The topics here count only with
an ask, like a party to a dispute in English: "the article on Polish labour law" names no situation.

Entries in scripts written without spaces (or whose pronouns are endings: Arabic "يمكنني", "can I")
match inside words; see `..base.any_script_of`.
"""

from __future__ import annotations

__all__ = [
    "DECISION_ASKS", "WORLD_DECISION_ASKS", "WORLD_FIRST_PERSON", "WORLD_LEGAL_TOPICS", "WORLD_MEDICAL_TOPICS", "WORLD_FINANCIAL_TOPICS",
    "WORLD_SITE_REFERENCE", "WORLD_IMPERSONAL_ASKS", "ADVICE_SOLICITED", "SELF_DISCLOSED",
]

# English asks for a judgement on the writer's situation that need not end the question ("can it wait
# until my appointment?", "am I overreacting?", "sell and take the loss or hold?").
DECISION_ASKS = (
    r"what (?:would|do|should) you do", r"what would you (?:suggest|recommend|advise)",
    r"what (?:do|should|can|shall|must) (?:i|we) do (?:first|tonight|today|now|next|here|about it|in the meantime)",
    r"what (?:am|are|is) (?:i|we) (?:supposed|meant|expected|allowed) to do", r"what are (?:my|our) (?:options|rights|chances)",
    r"what (?:can|could) (?:i|we) (?:actually |realistically |legally )?(?:do|demand|ask for|expect|claim)",
    r"(?:am|are) (?:i|we) (?:just |being )?(?:overreacting|over-?reacting|reading too much into|paranoid|imagining (?:it|things)|owed|entitled|covered|eligible|obliged|protected)",
    r"(?:have|did) (?:i|we) (?:harmed|hurt|damaged|ruined|lost|messed up|put)",
    r"(?:is|was) (?:this|that|it) (?:just |only )?(?:something|anything)\s*\?",
    r"(?:is|was) (?:this|that|it) (?:just |only )?(?:something|anything) (?:serious|to worry about|i should worry about|(?:that|which) (?:can|will|should|could) \w+|that goes away)",
    r"(?:is|was) (?:this|that|it) (?:the )?(?:kind|sort) of thing (?:that|to)", r"or is (?:this|it|that) (?:something|serious|normal)",
    r"(?:can|could|will|should) (?:it|this|that|they|he|she) wait", r"(?:is|would) it (?:be )?(?:ok|okay|fine|safe|alright|all right) to wait",
    r"(?:is|would) it (?:be )?(?:smart|wise|sensible|a good idea|a bad idea|a mistake|worth it|risky|dangerous|safe|ok|okay|fine|legal|allowed|too late) "
    r"(?:for (?:me|us|him|her|my \w+) )?to",
    r"is it (?:worth|time to|too late)", r"(?:bad|good|terrible) idea(?: long[- ]term)?\s*\?", r"sensible or", r"(?:too much|too many|too long|too high|too late)\s*\?",
    r"probably nothing\s*\?", r"(?:the )?best (?:\w+ )?(?:move|next step|step|option|course of action|thing to do|way forward)", r"tell (?:me|us) what (?:to do|i should do|we should do)",
    r"(?:is|will) it (?:be )?[\w' ]{1,30}? or (?:just |only )?(?:a |an )?\w+", r"(?:how|when) (?:worried|concerned) should (?:i|we) be",
    r"how worried",
    r"when should (?:i|we) (?:\w+ )?(?:take|bring|go|call|see|worry|start|stop)", r"at what point (?:do|should|can) (?:i|we)",
    r"how (?:do|can|should|would) (?:i|we) (?:\w+ )?(?:get (?:it|them|him|her|my|our|the)|make (?:it|this|him|her|them)|handle|deal with|stop|force|cope|approach|"
    r"protect|prove|challenge|recover|claim|appeal)",
    r"(?:what|how much) (?:trouble|risk)", r"what happens (?:to (?:me|us)|if (?:i|we|he|she|they|my \w+) )",
    r"(?:does|do|will|would|can|could) (?:he|she|they|my \w+) (?:really |actually |legally |still )?(?:get|keep|take|have the right|win|refuse|stop|make|force)\b",
    r"(?:can|could|may) (?:he|she|they)(?: (?:really|legally|actually|just))?(?: do (?:that|this))?\s*\?",
    r"(?:can|could|may|is|are) (?:they|he|she|the \w+|my \w+|our \w+)(?: allowed to)? (?:legally |really |actually |even |just )?[a-z]{3,} (?:me|us)\b",
    r"(?:is|was) (?:that|this|it) (?:how it works|on (?:me|us|them)|legit|valid|the (?:dose|reason|cause|medication|meds|pill|tablets?))",
    r"(?:is|are) (?:that|this|it|they) (?:cancel(?:l)?ing|interfering|interacting|making (?:it|things|me) worse|causing)",
    r"(?:should|must|do|can) (?:i|we) (?:just |still |really )?(?:stop|quit|wait|push|keep|go|take|give|ask|tell|get|call|see|move|sell|hold|pay|sign|refuse|accept|"
    r"report|switch|change|drop|double|halve|skip|increase|reduce|admit|contest|challenge|cancel|leave|stay|put|let|trust|worry|fix|lock|claim)\b",
    # "can I" and a verb, unless the verb is one of using the site's work ("can I quote your findings")
    r"(?:can|could|may) (?:i|we) (?:just |still |safely |legally |even )?(?!(?:quote|cite|use|reuse|re-use|share|download|print|reference|link|"
    r"translate|republish|repost|embed|copy|adapt|include|sign|subscribe|register|apply|attend|join|submit|contribute|volunteer|access|read|watch|"
    r"find|get (?:a|the)|request|suggest|ask you|send|email|contact|interview|pitch|write for|follow|donate|unsubscribe|change my|reset|"
    r"delete my account)\b)[a-z]{2,}",
    r"will (?:i|we|he|she|they|the baby|my \w+) (?:be|get|lose|have to|need)",
    r"(?:is|would) (?:that|this|it) (?:be )?(?:normal|weird|ok|okay|fine|bad|serious|dangerous|harmful|risky)\b", r"(?:any|what(?:'s| is) the) catch",
    r"do (?:i|we) (?:keep|wait|push|go|need|have|get)\b", r"does (?:it|that) (?:become|count as|make (?:it|me))",
    r"(?:do|does|should) (?:i|we|he|she) (?:\w+ ){0,3}or (?:not|wait|\w+)\b",
    # the alternatives alone: "Sell and take the loss or hold?", "Fix again for 5 years or go variable?"
    r"^\s*(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|have|has|what|which|who|where|when|why|how)\b)"
    r"[\w' ,-]{2,60}? or (?:[\w'-]+ ){0,8}?[\w'-]+\s*\?\s*$",
    r"(?:^|,\s*)(?:really|seriously)\s*\?\s*$", r"(?:right|correct)\s*\?\s*$",
)

# The same asks in other languages: "can I", "should I", "do I have to", "do I have the right", "is that
# normal / allowed / dangerous", "can they do that", "what should I do", "can it wait".
WORLD_DECISION_ASKS = (
    # es, fr, de, it, pt, nl
    r"puedo|podemos|debo|debería|deberia|deberíamos|tengo que|tenemos que|me conviene|nos conviene|es (?:algo )?(?:normal|grave|peligroso|legal|malo)|"
    r"puede(?:n)? (?:hacer|obligar|despedir)|qué hago|qué puedo hacer|debería preocuparme|se me pasará|hay que|(?:la|lo) tenemos que|(?:me )?(?:la|lo) tomo|o no|o es malo",
    r"puis-je|je peux|est-ce que je peux|dois-je|je dois|est-ce que je dois|faut-il|ai-je le droit|j'ai le droit|avons-nous (?:le droit|un recours)|un recours|"
    r"(?:est-ce|c'est) (?:encore |vraiment )?(?:normal|grave|risqué|dangereux|légal|permis)|il peut|elle peut|ils peuvent|peut-il|peuvent-ils|qu'est-ce que je (?:peux|dois)|"
    r"que faire|combien de (?:jours|temps)|je risque",
    r"kann ich|darf ich|muss ich|soll ich|sollte ich|sollen wir|müssen wir|können wir|dürfen wir|habe ich (?:ein |einen )?(?:recht|anspruch)|"
    r"ist (?:das|es) (?:\w+ )?(?:normal|gültig|erlaubt|legal|rechtens|schlimm|gefährlich|zulässig)|darf (?:der|die|er|sie|das|mein\w*)|lohnt (?:sich|es sich)|"
    r"was kann ich tun|bin ich (?:\w+ )?(?:nur|einfach|verpflichtet|gezwungen)|geht das (?:wieder )?weg|muss man|ab wann|wird mir|sollen wir|oder ist das",
    r"posso|possiamo|devo|dovrei|dobbiamo|è (?:\w+ )?(?:normale|grave|pericoloso|legale|lecito)|può (?:farlo|obbligarmi|licenziarmi)|conviene|ho (?:ancora )?diritto|"
    r"cosa fareste|aspetto o|devo preoccuparmi|perdo|si può",
    r"o que (?:eu )?(?:devo|devia|deveria|posso) (?:tomar|fazer)|ou algo pior|o algo peor|ou quelque chose de plus grave|oder etwas (?:schlimmeres|"
    r"ernstes)|tenho (?:direito|que)|é (?:\w+ )?(?:normal|permitido|legal|grave|perigoso)|isso é|(?:ele|ela) pode|podem|perco o direito|devo assinar"
    r"|é melhor|o que faço|"
    r"posso continuar|deveria",
    r"kan ik|mag ik|moet ik|moeten we|mogen we|kunnen we|heb ik recht|is (?:dat|dit|het) (?:\w+ )?(?:erg|normaal|gevaarlijk|toegestaan|legaal)|mag dat|"
    r"mag (?:hij|zij|ze)|hoe lang duurt|wat zouden jullie doen|wat moet ik|kan ik dat",
    # pl, cs, sk
    r"czy (?:mogę|możemy|muszę|musimy|powin\w+|mam|wolno|to|mogą|może|opłaca)|mogę|muszę|powinienem|powinnam|mam prawo|co (?:mogę|mam|robić|zrobić)|"
    r"jak to (?:odblokować|załatwić)|wolno mu|czy to normalne",
    r"můžu|mohu|můžeme|musím|mám (?:právo|se bát|fixovat)|měl(?:a)? bych|je to normální|může to|co s tím|co mám dělat|môžem|je to normálne",
    # sv, da, no, fi
    r"kan jag|får jag|måste jag|ska jag|bör jag|ska vi|måste vi|får (?:han|hon|de)|är det (?:\w+ )?(?:normalt|farligt|lagligt|giltigt|tillåtet)|"
    r"kan det (?:bli|vänta)|vad ska jag göra|ska vi oroa oss",
    r"kan jeg|må jeg|skal jeg|bør jeg|må vi|skal vi|er det (?:\w+ )?(?:normalt|farligt|lovligt|lovlig|gyldigt)|kan det vente|hva skal jeg gjøre|hvad skal jeg gøre",
    r"voinko|saanko|pitääkö minun|onko (?:tämä|se) (?:normaalia|laillista|vaarallista)|mitä minun pitäisi tehdä",
    # ru, uk
    r"могу ли я|можно ли|можно мне|мне нужно|нужно ли|должен ли я|должна ли я|имеет ли (?:он|она) право|имеют ли (?:они )?право|имею ли я право|"
    r"что (?:мне )?делать|это нормально|это опасно|стоит ли|могут ли|можем ли мы|пора ли|или уже поздно",
    r"чи можу я|чи можна|чи маю я|чи повин\w+|чи мають право|що (?:мені )?робити|чи це нормально|чи може це почекати|чи це пройде|куди звертатися|чи можуть",
    # tr, el
    r"\w+(?:ebilir|abilir) miyim|\w+(?:ebilir|abilir) mi|zorunda mıyım|zorunda mıyız|hakkım var mı|normal mi|tehlikeli mi|yasal mı|ne yapmalıyım|"
    r"ne yapabilirim|bekleyebilir mi|bu doğru mu|ne olur|belirtisi mi|miyim|mıyım|muyum|müyüm",
    r"μπορώ να|μπορούμε να|πρέπει να|έχω δικαίωμα|είναι φυσιολογικό|είναι επικίνδυνο|είναι νόμιμο|τι (?:να|πρέπει να) κάνω",
    # ro, hu, id, vi
    r"pot să|pot (?:contesta|cere)|trebuie să|am dreptul|e normal|este normal|e periculos|ce (?:să fac|pot face)|ce se întâmplă dacă|se poate",
    r"tehetem|kell-e|jogom van|normális ez|veszélyes ez|mit tegyek|mit tehetek",
    r"apakah (?:saya|aku|kami|perlu|aman|normal|berbahaya|legal|boleh|perusahaan)|bolehkah|bisakah (?:saya|aku|kami)|apa itu boleh|perlu ke|harus bagaimana|"
    r"atau tunggu|boleh begitu|bisa(?:kah)? (?:saya|aku) menuntut",
    r"(?:tôi|mình|em) có (?:thể|nên|phải|được|quyền)|có (?:nên|được|sao|cần) không|có (?:bình thường|nguy hiểm|hợp pháp) không|nên làm gì|phải làm sao|"
    r"(?:có )?kiện được không|hay (?:chờ|đợi)",
    # ar, he, hi, zh, ja, ko
    r"هل يمكنني|هل يمكننا|هل يجوز|هل يحق|هل علي|هل يجب علي|هل أستطيع|ماذا أفعل|ماذا يجب|هل هذا طبيعي|هل هو خطير|هل هذا قانوني|ما فرصي|فرصي|هل أحتاج",
    r"האם אני יכול\w*|אני יכול\w*|מותר לי|האם מותר|האם זה חוקי|האם זה נורמלי|מה לעשות|מה עליי לעשות|האם אני צריך\w*|האם כדאי",
    r"क्या मैं|क्या हम|क्या वे|क्या यह (?:सामान्य|खतरनाक|कानूनी)|मुझे क्या करना चाहिए|क्या करूँ|क्या करें|सकते हैं|सकता हूँ|सकती हूँ",
    r"我可以|我能|我应该|我應該|我该|我該|可以吗|可以嗎|可不可以|需要[^？?。]{0,10}[吗嗎]|要不要|怎么办|怎麼辦|正常吗|正常嗎|严重吗|嚴重嗎|合法吗|合法嗎|有没有权利|能不能|该怎么|應該怎麼",
    r"大丈夫でしょうか|大丈夫ですか|いいでしょうか|いいですか|べきでしょうか|べきですか|できますか|できるでしょうか|どうすればいい|どうしたらいい|問題ありませんか|"
    r"普通ですか|正常ですか|危険ですか|違法ですか|必要ですか",
    r"해도 되나요|해도 될까요|괜찮을까요|괜찮나요|어떻게 해야|해야 하나요|할 수 있나요|정상인가요|위험한가요|불법인가요",
)

# More of the same, by kind rather than by language: what the writer should do or whether it is worth it
# ("hur ska vi göra", "kannattaako minun", "tôi nên", "hay a háziorvoshoz menjek"), a choice between two
# courses with "or wait" / "or not" ("o posso aspettare", "или можно обойтись", "vai maksaa suoraan"),
# and what he or she (a parent, a child) should do ("moet hij dat doen?", "soll er das machen?").
WORLD_DECISION_ASKS += (
    r"hur (?:ska|bör|skall) (?:jag|vi)|hvordan (?:skal|bør) (?:jeg|vi)|lönar det sig|kannattaako|pitäisikö (?:minun|meidän)|täytyykö (?:minun|meidän)|"
    r"onko (?:minun|meidän) pakko|miten (?:minun|meidän) pitäisi",
    r"cómo (?:debo|debería|deberíamos|podemos|puedo)|comment (?:dois-je|devrais-je|puis-je|faire)|wie (?:soll|sollte|kann|muss) ich|wie sollen wir|"
    r"come (?:devo|dovrei|posso|dobbiamo)|como (?:devo|deveria|posso|devemos)|hoe (?:moet|kan|zou) ik|hoe moeten we",
    r"jak (?:mam|powinienem|powinnam|mamy|to zrobić)|jak (?:mám|bych měl\w*|máme)|vyplatí se|se mi vyplatí|opłaca się",
    r"как (?:мне|нам) (?:быть|поступить|лучше)|как лучше|мне (?:нужна|нужен|нужно|надо|стоит)|нам (?:нужно|надо|стоит)|що мені (?:робити|краще)|мені (?:потрібн\w+|треба|варто)",
    r"(?:tôi|mình|em|chúng tôi) (?:có )?(?:nên|phải|cần)|có nên|nên (?:làm|chọn)|hay là",
    r"kérjek|menjek|vegyek|szedjem|várjak|tegyek|fizessek|fogadjam|érdemes|kell-e|mit csináljak",
    r"هل يجب أن|هل ينبغي|هل علي أن|هل من الأفضل|هل أذهب|هل أتناول|هل آخذ|هل أوقف",
    r"일까요|인가요|걸까요|할까요|될까요|해야 할지|가야 할지|해야 하나요|가야 하나요|받아야|먹어야",
    r"(?:こと|可能性|恐れ|おそれ)(?:は|が)(?:ありますか|あるでしょうか)|会不会|會不會|有没有可能|有沒有可能|수 있나요|수 있을까요|있나요|있을까요|"
    r"べきか|べきでしょうか|行くべき|飲むべき|受けるべき|した方がいい|したほうがいい|でしょうか",
    r"该不该|應不應該|要不要|还是应该|還是應該|需不需要|是不是应该",
    r"(?:moet|mag|zou) (?:hij|zij|ze) (?:dat|dit|het)|(?:soll|sollte|muss|darf) (?:er|sie) (?:das|es|dies)|(?:debe|debería|puede) (?:hacerlo|tomarlo|dejarlo)|"
    r"(?:doit|devrait|peut)-(?:il|elle)|(?:deve|dovrebbe|può) (?:farlo|prenderlo|smettere)|(?:ele|ela) (?:deve|deveria) ",
    # whether the writer is obliged, and what they risk ("обязан ли я", "bin ich verpflichtet", "co mi grozi")
    r"estoy obligad[oa]|suis-je oblig[ée]+|sono obbligat[oa]|sou obrigad[oa]|ben ik verplicht|czy jestem zobowiązan\w+|jsem povin(?:en|na)|är jag skyldig|er jeg forpligtet|"
    r"обязан\w* ли|чи зобов'язан\w*|(?:что|чем) мне (?:грозит|будет)|грозит ли мне|що мені (?:загрожує|буде)|qué me puede pasar|was droht mir|cosa rischio|wat riskeer ik|"
    r"co mi grozi|co mi hrozí|vale a pena|vale la pena|merece la pena|ça vaut le coup|lohnt es sich|ne vaut-il pas mieux|conviene",
    r"\w+(?:malı|meli)(?:yım|yim|yız|yiz|mıyım|miyim)|yoksa",
    r"应该[^？?。]{0,24}[吗嗎]|應該[^？?。]{0,24}[吗嗎]|要[^？?。]{0,12}[吗嗎]",
    # the question tied to the writer's own case ("Kan dat kwaad in mijn geval?", "dans mon cas", "in my case")
    r"in mijn (?:geval|situatie)|in meinem fall|in meiner situation|dans mon cas|dans ma situation|en mi caso|en mi situación|nel mio caso|"
    r"nella mia situazione|no meu caso|na minha situação|w moim przypadku|w mojej sytuacji|v mém případě|v mojom prípade|i mitt fall|i mit tilfælde|"
    r"i min situasjon|i min situation|i mitt tilfelle|minun tapauksessani|в моё?м случае|в моей ситуации|в моєму випадку|benim durumumda|"
    r"στην περίπτωσή μου|în cazul meu|az én esetemben|dalam kasus saya|trong trường hợp của tôi|"
    r"kan (?:dat|het) kwaad|schadet (?:das|es)(?: mir)?|est-ce (?:grave|dangereux)|(?:czy )?(?:to )?(?:zaszkodzi|szkodzi)",
    # a party's right asked about, which is also an ask for a judgement (see WORLD_IMPERSONAL_ASKS)
    r"(?:ma|mają) prawo do|mají? právo na|har (?:\w+ )?ret til|har (?:\w+ )?rett til|har (?:\w+ )?rätt till|"
    r"hat (?:\w+ ){0,2}?(?:das recht|anspruch) auf|tiene derecho|ha diritto|tem direito|heeft (?:\w+ )?recht op",
    # whether a party may do it, and what chance the writer has ("Czy on w ogóle może?", "Megteheti ezt?", "Are voie să facă asta?")
    r"(?:est-ce qu')?(?:il|elle|ils|elles) (?:en )?(?:a|ont) le droit|a-t-(?:il|elle) le droit|czy (?:on|ona|oni|one) (?:w ogóle |naprawdę )?(?:może|mogą)|"
    r"(?:mam|mamy) (?:jakiekolwiek |jakieś )?szans\w*|megteheti|megtehetik|jogosult|(?:are|au|am) voie|merită|legal ba|dapat (?:ba|kong)|ano ang dapat|"
    r"naweza|ninaweza|tunapaswa|nifanye nini|ni halali|ni kawaida|har jag rätt|har vi rätt|wie stehen meine chancen|(?:může|mohou) (?:to|mi)|"
    r"a quién (?:puedo|debo) (?:acudir|reclamar|quejarme)|où (?:dois-je|puis-je) (?:me plaindre|m'adresser)|an wen (?:kann|soll) ich mich wenden|"
    r"wo kann ich mich beschweren|куда (?:мне )?(?:обращаться|жаловаться)|kam se (?:mám )?obrátit|gdzie (?:mam|mogę) (?:się )?(?:zgłosić|poskarżyć)",
    # two courses offered, the second "wait", "not" or "leave it" ("…o posso aspettare?", "…vai maksaa suoraan?")
    r"o (?:posso |devo )?aspettare|o (?:puedo |debo )?esperar(?: a ver)?|ou (?:dois-je |je peux )?attendre|oder (?:soll ich )?(?:ab)?warten|ou esperar|of (?:moet ik )?wachten|"
    r"o (?:me )?espero|o esperamos|ou espero|o aspetto|ou j'attends|oder warte ich|of wacht ik|eller väntar jag|"
    r"czy (?:po)?czekać|nebo (?:počkat|čekat)|eller (?:vänta|vente)|vai (?:odottaa|maksaa)|или (?:можно |лучше )?(?:подождать|обойтись|не)|або (?:почекати|ні)|"
    r"yoksa (?:bekle\w*|beklemeli)|ή να περιμένω|sau (?:să )?aștept|vagy (?:várjak|elég)|atau (?:tunggu|menunggu)|hay (?:chờ|đợi|gửi)|أم أنتظر|أو أنتظر|או לחכות|"
    r"या (?:इंतज़ार|इंतजार)|还是等|還是等|それとも|아니면",
)
# The team asked to advise the writer, which says both that it is the writer's case and that a judgement is
# wanted: "what would you recommend me", "in your opinion, should I", "co byste mi doporučili", "بماذا تنصحونني".
ADVICE_SOLICITED = (
    r"what would you (?:do|recommend|advise|suggest) (?:in my (?:shoes|place|position|situation)|if you were me)",
    r"(?:in|into) (?:my|that person'?s|their|his|her|the \w+'?s) shoes", r"if you were (?:me|in my (?:place|position|situation|shoes))",
    r"in my (?:place|position|situation), (?:what|would|should)", r"in my (?:place|position|situation|shoes)(?=\s*[?])",
    r"(?:would|should|do) you (?:\w+ )?(?:pick|choose|go (?:for|with)|take|prefer|do) (?:\w+ )?(?:if you were me|in my (?:place|position|situation|shoes))",
    r"qué (?:me )?(?:recomiendan|recomendarían|aconsejan|aconsejarían|harían|haríais|recomendáis|aconsejáis)|en mi lugar|"
    r"que me (?:conseillez|recommandez)-vous|que (?:feriez|ferriez)-vous|à ma place|"
    r"was (?:würden|würdet) (?:sie|ihr) (?:mir )?(?:raten|empfehlen|tun|machen)|was ratet ihr|an meiner stelle|"
    r"cosa mi (?:consigliate|consiglieresti|consigliereste)|cosa fareste|al mio posto|"
    r"o que (?:me )?(?:aconselham|recomendam|fariam)|no meu lugar|wat (?:raden|adviseren) jullie|wat zouden jullie doen|in mijn plaats",
    r"co (?:byste|by ste) (?:mi )?(?:doporučil\w*|poradil\w*|udělal\w*)|co (?:mi )?(?:doporučujete|radíte)|"
    r"co (?:byście|by pan|by pani) (?:mi )?(?:polecil\w*|doradzil\w*|zrobil\w*)|co (?:radzicie|doradzicie|polecacie)|na moim miejscu",
    r"vad (?:rekommenderar|råder|skulle) ni|hva (?:anbefaler|råder|ville) dere|hvad (?:anbefaler|råder|ville) i|mitä (?:suosittelette|neuvotte|tekisitte)",
    r"что (?:бы )?(?:вы )?(?:посоветуете|посоветовали|порекомендуете|сделали бы)|как думаете|на моём месте|на моем месте|що (?:ви )?порадите|як думаєте",
    r"ne (?:önerirsiniz|tavsiye edersiniz|yapardınız)|benim yerimde|τι (?:θα )?(?:προτείνετε|συμβουλεύετε|κάνατε)|ce (?:mi-ați|mi-ati) recomanda|ce ați face|"
    r"mit (?:tanácsol\w*|javasol\w*|tennétek|tenné)|szerintetek|szerinted|apa saran|bagaimana menurut|theo (?:các )?(?:anh chị|bạn|viện|quý vị)|"
    r"(?:các )?(?:anh chị|bạn) khuyên",
    r"بماذا تنصح\w*|ماذا تنصح\w*|تنصحونني|تنصحني|ما نصيحتكم|מה (?:הייתם|אתם) ממליצים|מה הייתם עושים|आप (?:क्या )?सलाह|आप क्या करते",
    r"请给我(?:一些)?建议|アドバイス(?:を)?(?:ください|お願い)|조언(?:을)? ?(?:부탁|해 ?주)|أرجو (?:النصيحة|نصيحتكم)|poraďte mi|doradźcie|посоветуйте|порадьте|"
    r"aconséjenme|aconsejadme|conseillez-moi|raten sie mir|ratet mir|consigliatemi|aconselhem-me|geef me advies|råd mig|ge mig råd|tavsiye (?:edin|verin)|sfătuiți-mă|"
    r"tanácsoljatok|beri saya saran|xin (?:cho tôi )?lời khuyên|請給我(?:一些)?建議|给我一些建议|給我一些建議|你们建议|你們建議|你们觉得我|你們覺得我|有什么建议|有什麼建議|アドバイス|どう思いますか|私の場合|어떻게 생각하세요|조언",
)
# The writer owning up that the case told of someone else is theirs: "asking for, well, me", "(the tenant
# is me)", "I'm the 34-year-old", "la persona soy yo". A hypothetical so unmasked is the writer's situation.
SELF_DISCLOSED = (
    r"asking for,? (?:a friend|(?:well,? |actually,? |um+,? )?(?:me|myself))\b", r"(?:the|that|this) (?:\w+[- ]){0,3}\w+ (?:in question )?(?:is|was) (?:me|myself|actually me|really me)",
    r"(?:i'?m|i am|i was) (?:the|that) (?:\w+[- ]){0,3}\w+(?=\s*[).])", r"(?:it'?s|this is|that'?s) (?:about )?me(?:,| actually| really)?\s*[).]",
    r"(?:pregunto|lo pregunto) por un amigo|(?:esa|la|esta) (?:persona|\w+) soy yo|je demande pour un ami|c'est (?:de )?moi(?: en fait)?\s*[).]|"
    r"für einen freund|(?:die|diese) (?:person|\w+) bin ich|chiedo per un amico|(?:quella|la) persona sono io|pergunto por um amigo|(?:essa|a) pessoa sou eu|"
    r"vraag voor een vriend|(?:die|de) persoon ben ik",
    # a question announced as personal ("a personal question", "개인적인 질문", "domanda un po' personale")
    r"(?:a |one )?(?:bit of a |slightly |rather |quite )?personal (?:question|one|query|matter)|pregunta (?:un poco )?personal|question (?:un peu )?personnelle|"
    r"persönliche frage|domanda (?:un po' )?personale|pergunta (?:um pouco )?pessoal|persoonlijke vraag|pytanie osobiste|osobní otázka|личный вопрос|"
    r"особисте питання|kişisel (?:bir )?soru|προσωπική ερώτηση|întrebare personală|személyes kérdés|pertanyaan pribadi|câu hỏi cá nhân|سؤال شخصي|שאלה אישית|"
    r"व्यक्तिगत (?:सवाल|प्रश्न)|个人问题|個人問題|私人问题|個人的な(?:質問|相談|こと)|개인적인 (?:질문|상담)|personlig fråga|personlig spørsmål|henkilökohtainen kysymys",
)

# Asks about what is safe, allowed or a party's right, which need no first person ("можно ли принимать
# аспирин с антидепрессантами?", "имеет ли он право?", "apakah aman minum obat flu saat hamil?").
WORLD_IMPERSONAL_ASKS = (
    r"es seguro|es legal|est-ce (?:sans danger|légal|permis)|a-t-il le droit|ont-ils le droit|ist (?:es|das) (?:sicher|erlaubt|legal)|darf (?:er|sie|der|die|das)|"
    r"è sicuro|è legale|può farlo|é seguro|é legal|pode fazer isso|is het veilig|mag (?:dat|hij|zij)|czy (?:to )?(?:bezpieczne|można|wolno)|wolno mu|"
    r"je (?:to )?bezpečné|är det (?:säkert|tillåtet|lagligt)|får (?:han|hon|de)|er det (?:sikkert|lovligt|lov)|onko (?:se )?turvallista",
    r"можно ли|безопасно ли|имеет ли (?:он|она) право|имеют ли (?:они )?право|разрешено ли|чи можна|чи безпечно|чи мають право|чи має (?:він|вона) право",
    # a party's right asked about ("czy żona ma prawo do...", "har hun ret til det?", "hat sie Anspruch auf")
    r"(?:ma|mają) prawo do|mají? právo na|har (?:\w+ )?ret til|har (?:\w+ )?rett til|har (?:\w+ )?rätt till|"
    r"hat (?:\w+ ){0,2}?(?:das recht|anspruch) auf|tiene derecho|ha diritto|tem direito|heeft (?:\w+ )?recht op",
    r"güvenli mi|yasal mı|hakkı var mı|είναι ασφαλές|είναι νόμιμο|έχει δικαίωμα|apakah aman|apakah boleh|boleh begitu|apa itu boleh|có an toàn không|có được phép không",
    r"هل من الآمن|هل يجوز|هل يحق|האם בטוח|האם מותר|क्या यह सुरक्षित|安全吗|安全嗎|可以吗|合法吗|大丈夫ですか|大丈夫でしょうか|안전한가요|괜찮나요|e sigur|este legal|are dreptul",
)

# The writer in other languages: "I", "me", "my", "we", "our" and the kin words that imply "my".
WORLD_FIRST_PERSON = (
    r"ja|mnie|mi|mój|moja|moje|mojego|mojej|moim|mam|my|nasz\w*|mogę|muszę|powinienem|powinnam",
    r"já|můj|moje|moji|mé|mám|mne|mně|můžu|mohu|musím|môj|moja",
    r"jag|mig|mitt|mina|vi|vår|vårt|våra|jeg|meg|vores|minä|minun|minulla|minua",
    r"я|мне|меня|мой|моя|моё|мои|моего|моей|мы|наш\w*|мені|мене|мій|моя|моє|мої|ми|наш\w*",
    r"ben|beni|bana|benim|biz|bizim|annem|babam|eşim|kocam|karım|oğlum|kızım|patronum|sahibim|işverenim|doktorum|ilacım|iznim|maaşım|kartımdan|bankam",
    r"εγώ|μου|με|εμένα|μας|εμείς|μπορώ|έχω|είμαι|θέλω|ανησυχώ",
    r"ho|miyim|mıyım|muyum|müyüm|miyiz|mıyız|ilacım\w*|sorum",
    r"tenho|tive|estou|devia|tengo|estoy|tuve|j'ai|je suis|ich habe|ich bin|ik heb|heb ik|ik ben",
    r"recebi|recibí|fui|llevo|levo|pagué|paguei|firmé|assinei|compré|comprei|perdí|perdi|me (?:despidieron|echaron|multaron|dijeron)|me (?:demitiram|multaram|disseram)",
    r"nostro|nostra|nostri|nostre|possiamo|nuestro|nuestra|nuestros|nuestras|podemos|notre|nos|pouvons|unser\w*|nosso|nossa|nossos|nossas|onze|ons",
    r"mea|mei|mele|îmi|am un|noi|nostru|noastră",
    r"én|nekem|engem|anyám|apám|főnököm|férjem|feleségem|fiam|lányom|\w*orvosom|gyereke?m|gyermekem|anyukám|apukám|párom|szüleim|lakásom|"
    r"fizetésem|hitelem|adóm|\w+szintem|nagymamám|nagyapám",
    r"saya|aku|kami|anakku|ibuku|ayahku|istriku|suamiku",
    r"tôi|mình|của tôi|chúng tôi",
    r"أنا|لي|عندي|ني\b|\w+ي\b|نحن|لنا", r"אני|שלי|לי|אנחנו|שלנו", r"मैं|मेरा|मेरी|मेरे|मुझे|हम|हमारा|हमारी|हमारे",
    r"我|我们|我們|我的", r"私|僕|俺|うち|わたし|夫|妻|子ども|子供|娘|息子|母|父", r"저는|제가|저|나는|내가|제|우리",
)

# The topics, per domain, as stems in each language.
WORLD_LEGAL_TOPICS = (
    # es, fr, de, it, pt, nl (what :mod:`.languages` lacks)
    r"mi ex|mon ex|mein ex|meine ex|il mio ex|la mia ex|meu ex|minha ex|mijn ex|mój były|moja była|min ex|мой бывший|моя бывшая|eski eşim",
    r"despido|despedir\w*|abogad\w+|demand(?:a|ar|arlo|arla|arlos|arlas|é)|denunci\w+|asilo|herencia|heredamos|heredé|testamento|divorcio|custodia|alquiler|arrendador|casero|fianza|"
    r"contrato|aerolínea|vuelo|desahucio|multa|multad[oa]s?|multaron|multaram|recorrer (?:la|a) multa",
    r"recours|faire appel|droit d'asile|demande d'asile|rejetée|licenciement|rupture conventionnelle|indemnité|propriétaire|loyer|bail|sous-locataire|"
    r"titre de séjour|héritage|succession|testament|compte commun|avocat|tribunal|plainte|amende",
    r"umgang\w*|sorgerecht|unterhalt|gericht\w*|arbeitgeber\w*|kündigung|gekündigt|resturlaub|urlaub|vermieter\w*|nebenkosten\w*|kaution|mietvertrag|"
    r"krankenkasse|widerspruch|abo|zurückbuchen|testament|erbe|erbschaft|anwalt|strafe|bußgeld",
    r"datore di lavoro|in nero|denunci\w+|licenzia\w+|contratto|affitto|penali|testamento|impugnar\w*|vicino|cittadinanza|avvocato|eredità|multa",
    r"horas extras|chefe|patrão|demitid\w+|justa causa|senhorio|contrato|apartamento|(?:meu|o) visto|visto de \w+|sef|processar|advogad\w+|herança|multa|fisco",
    r"opdrachtgever|loondienst|zzp|afdwingen|vaste uren|werkgever|contract|verhuurder|huur|lekkage|minimumloon|baas|gescheiden|advocaat|rechter|boete",
    # pl, cs, sk
    r"pracodawc\w*|szef\w*|wypłac\w*|pensj\w*|wynagrodzeni\w*|umow\w*|najm\w*|wynaj\w*|właściciel\w*|kaucj\w*|eksmisj\w*|sąd\w*|prawnik\w*|adwokat\w*|pozew|"
    r"pozwać|spad\w+|testament\w*|rozw[oó]d\w*|alimenty|opiek\w*|zwolni\w*|wypowiedzeni\w*|nadgodzin\w*|komornik\w*|mandat\w*|policj\w*|wiz[aęy]|pobyt\w*|azyl\w*|urlop\w*|"
    r"dom po",
    r"zaměstnavatel\w*|výpově\w+|nájem\w*|pronajímatel\w*|kauc\w*|soud\w*|právník\w*|advokát\w*|dědictví|závěť|rozvod\w*|smlouv\w*|mzd\w*|zamestnávateľ\w*",
    # sv, da, no, fi
    r"arbetsgivar\w*|arbejdsgiver\w*|arbeidsgiver\w*|hyresvärd\w*|udlejer\w*|utleier\w*|hyra|hyran|husleje|husleie|kontrakt\w*|avtal\w*|uppsäg\w*|"
    r"säga upp|oppsigelse|advokat\w*|domstol\w*|testament\w*|arv\w*|skilsmässa|skilsmisse|vårdnad\w*|inkasso\w*|rykning|rykker\w*|påminnelseavgift\w*|gebyr\w*|avgift\w*|regning\w*|faktura\w*|depositum|deposition|semesterdagar|"
    r"lön|løn|lønn",
    r"työnantaja\w*|irtisan\w*|potkut|palkka\w*|sopimus\w*|vuokra\w*|vuokranantaja\w*|asianajaja\w*|oikeude\w*|perintö\w*|testamentti\w*|avioero\w*|"
    r"oleskelulupa\w*|sakko\w*",
    # ru, uk
    r"работодател\w*|начальник\w*|уволи\w*|увольнени\w*|зарплат\w*|договор\w*|аренд\w*|хозяин\w*|арендодател\w*|залог\w*|суд\w*|юрист\w*|адвокат\w*|"
    r"наследств\w*|завещани\w*|развод\w*|алимент\w*|вид\w* на жительство|внж|виз\w*|гражданств\w*|убежищ\w*|штраф\w*|полици\w*",
    r"роботодав\w*|звільн\w*|оренд\w*|тимчасов\w* захист\w*|фоп|біжен\w*|посвідк\w*|спадщин\w*|розлучен\w*",
    # tr, el
    r"patron\w*|işveren\w*|işten|kovul\w*|maaş\w*|mesai\w*|sözleşme\w*|kira\w*|ev sahib\w*|kiracı\w*|depozito\w*|avukat\w*|mahkeme\w*|dava\w*|miras\w*|"
    r"vasiyet\w*|boşan\w*|velayet\w*|oturum izn\w*|vize\w*|ikamet\w*|ceza\w*|polis|polise|polisi|amca\w*|evin",
    r"εργοδότ\w*|απέλυσ\w*|απόλυσ\w*|μισθ\w*|σύμβασ\w*|ενοίκι\w*|ιδιοκτήτ\w*|δικηγόρ\w*|δικαστ\w*|κληρονομ\w*|διαθήκ\w*|διαζύγι\w*|άδεια μητρότητας|"
    r"δεδομένα μου|εταιρεία",
    # ro, hu, id, vi
    r"angajator\w*|patronul\w*|concedi\w*|salari\w*|contract\w*|chiri\w*|proprietar\w*|avocat\w*|instanț\w*|moșteni\w*|testament\w*|divorț\w*|amend[aă]|amenzi|"
    r"anaf|contract de muncă",
    r"munkáltató\w*|főnök\w*|kirúg\w*|felmond\w*|szerződés\w*|albérlet\w*|főbérlő\w*|kaució\w*|ügyvéd\w*|bíróság\w*|örökség\w*|végrendelet\w*|válás\w*|"
    r"bírság\w*",
    r"perusahaan|atasan|di-phk|phk|dipecat|pesangon|gaji|kontrak|sewa|kos|pemilik|uang jaminan|pengacara|pengadilan|menuntut|gugat|warisan|wasiat|cerai|"
    r"hak asuh|izin tinggal|suaka|denda|polisi|penagih",
    r"công ty|sếp|đuổi việc|sa thải|lương|hợp đồng|thuê nhà|chủ nhà|tiền cọc|luật sư|tòa án|kiện|thừa kế|di chúc|ly hôn|quyền nuôi|cư trú|tị nạn|"
    r"phạt|công an|cảnh sát|bảo hiểm|bồi thường|chi trả",
    # ar, he, hi, zh, ja, ko
    r"صاحب العمل|الشركة|شركة|فصلني|طردني|راتب|رواتب|عقد|إيجار|الإيجار|المالك|محامي|محام|المحكمة|دعوى|قضية|ميراث|وصية|طلاق|حضانة|تأشيرة|إقامة|لجوء|"
    r"غرامة|الشرطة|التأمين",
    r"מעסיק|המעסיק|פוטרתי|פיטורים|משכורת|חוזה|שכירות|בעל הבית|משכיר|עורך דין|עו\"ד|בית משפט|תביעה|לתבוע|ירושה|צוואה|גירושין|משמורת|אשרה|ויזה|קנס|משטרה",
    r"मालिक|नियोक्ता|कंपनी|नौकरी|निकाल|वेतन|तनख्वाह|अनुबंध|किराया|मकान मालिक|वकील|अदालत|मुकदमा|विरासत|वसीयत|तलाक|वीज़ा|पुलिस|जुर्माना|कानून",
    r"公司|老板|老闆|雇主|解雇|辞退|开除|工资|工資|拖欠|劳动|勞動|合同|合約|房东|房東|押金|律师|律師|法院|起诉|起訴|诉讼|訴訟|遗产|遺產|遗嘱|遺囑|"
    r"离婚|離婚|抚养|撫養|签证|簽證|居留|庇护|罚款|罰款|警察|赔偿|賠償|违法|違法",
    r"会社|上司|解雇|クビ|給料|残業|契約|家賃|大家|敷金|弁護士|裁判|訴え|訴訟|相続|遺言|離婚|親権|ビザ|在留|罰金|警察|違法",
    r"회사|사장|고용주|해고|월급|임금|계약|월세|전세|집주인|보증금|변호사|법원|소송|고소|상속|유언|이혼|양육권|비자|체류|벌금|경찰|불법",
)
WORLD_MEDICAL_TOPICS = (
    # a drug named by its family's stem as Romance and Germanic languages spell it ("amoxicilina", "citalopram")
    r"[a-z]{3,}(?:cilin[ae]?|cillin[ae]?|micin[ae]?|statin[ae]?|prazol[e]?|opram|formin[ae]?|olol|pril[e]?|sartan|azepam|zolam|oxetin[ae]?|tidin[ae]?)",
    # es, fr, de, it, pt, nl
    r"infección|garganta|omeprazol\w*|urgencias|preocupar\w*|(?:quiere|sin) comer|sin ganas|tomarme|me sobró|no (?:puedo )?duermo",
    r"mon traitement|ma tension|hypertension|tension artérielle|antidépresseur\w*|maux? de \w+|ventre|foie|mal au dos|mon dos|ne dors plus|dors plus|inquiéter|s'inquiéter|médecin",
    r"sprachprobleme|mundwinkel|krankenhaus|schlaganfall\w*|narkose|verwirrt|burnout|gestresst|schlafe|bauchschmerzen|abklären|reha|arzt|ärztin",
    r"preoccuparmi|cammina|attacchi di panico|panico|neo|dermatologo|medico|ospedale|febbre",
    r"esquecer|anticoncepcional|receitar|médico|hospital|febre|dor|grávida",
    r"bloedverdun\w*|blutverdünn\w*|anticoagul\w*|slaappillen|pillen|huisarts|dokter|ziekenhuis|koorts|pijn|zwanger",
    # pl, cs, sk
    r"lek(?:u|i|ów|ami|iem|arstw\w*)?|tabletk\w*|dawk\w*|zawrot\w* głowy|kręci mi się w głowie|metformin\w*|cukrzyc\w*|cukr\w*|ciśnieni\w*|"
    r"nadciśnieni\w*|lekarz\w*|szpital\w*|gorączk\w*|ból|bólu|boli|bolą|ciąż\w*|puchn\w*|"
    r"obrzęk\w*|depresj\w*|wypalon\w*|melatonin\w*|objaw\w*|chor(?:y|a|oba|oby|obę)|zwolnieni\w*|wizyt\w*|płacz\w*",
    r"lék\w*|antidepresiv\w*|lékař\w*|nemocn\w*|horečk\w*|bolest\w*|těhotn\w*|otěhotn\w*|dávk\w*|liek\w*|lekár\w*",
    # sv, da, no, fi
    r"medicin\w*|medisin\w*|läkemedel\w*|tabletter|p-piller|piller|läkare|lege|læge|sjukhus\w*|sykehus\w*|feber|smärt\w*|smerte\w*|gravid\w*|blödning\w*|"
    r"blødning\w*|snarkar|andas|depression\w*|ångest|angst|dosis",
    r"lääke\w*|annos\w*|lääkäri\w*|sairaala\w*|kuume\w*|kipu\w*|raskaa\w*|verenpaine\w*|masennus\w*|ahdistus\w*",
    # ru, uk
    r"лекарств\w*|таблет\w*|доз\w*|врач\w*|больниц\w*|температур\w*|бол\w+|беремен\w*|давлени\w*|инсульт\w*|сердц\w*|тревож\w*|депресс\w*|антидепрессант\w*|"
    r"аспирин\w*|профилактик\w*|вич|незащищ\w*|лечени\w*|спать|сердце",
    r"ліки|ліків|лікар\w*|лікарн\w*|тиск\w*|болить|голов\w*|спати|сон",
    # tr, el
    r"ilaç\w*|ilac\w*|doz|dozu\w*|dozaj\w*|doktor\w*|hastane\w*|ateş\w*|ağrı\w*|hamile\w*|gebe\w*|tansiyon\w*|şeker\w*|kabus\w*|uyuyam\w*|belirti\w*|depresyon\w*|greyfurt",
    r"φάρμακ\w*|αντιβίωσ\w*|γιατρ\w*|νοσοκομεί\w*|πυρετ\w*|πόν\w*|έγκυ\w*|ξεχνάει|ανησυχ\w*|δόσ\w*|αλκοόλ",
    # ro, hu, id, vi
    r"medicament\w*|pastil\w*|doza|dozei|medicul\w*|spital\w*|febr\w*|dureri|durere|însărcinat\w*|tensiune|diabet\w*|insulin\w*|simptom\w*|depresi\w*|anxietat\w*",
    r"gyógyszer\w*|orvos\w*|kórház\w*|láz\w*|fájdalom\w*|fáj|terhes\w*|vérnyomás\w*|cukorbeteg\w*|inzulin\w*|tünet\w*|depresszió\w*|szorongás\w*",
    r"obat|dosis|dokter|rumah sakit|demam|sakit|nyeri|hamil|tekanan darah|diabetes|gejala|depresi|cemas|bengkak|pusing|bicara|kontrol",
    r"thuốc|liều|bác sĩ|bệnh viện|sốt|đau|mang thai|có thai|huyết áp|tiểu đường|triệu chứng|trầm cảm|lo âu|ca mổ|phẫu thuật|bệnh",
    # ar, he, hi, zh, ja, ko
    r"دواء|أدوية|جرعة|طبيب|الطبيب|مستشفى|حمى|ألم|حامل|ضغط الدم|السكري|إنسولين|أعراض|اكتئاب|قلق|عملية",
    r"תרופה|תרופות|מינון|רופא|בית חולים|חום|כאב|כאבים|הריון|בהריון|לחץ דם|סוכרת|אינסולין|תסמינים|דיכאון|חרדה",
    r"दवा|दवाई|इंसुलिन|खुराक|डॉक्टर|अस्पताल|बुखार|दर्द|गर्भवती|डायबिटीज़|डायबिटीज|मधुमेह|रक्तचाप|लक्षण|आयुर्वेदिक",
    r"药|藥|剂量|劑量|医生|醫生|医院|醫院|发烧|發燒|疼|痛|怀孕|懷孕|血压|血壓|糖尿病|胰岛素|胰島素|症状|症狀|抑郁|焦虑|焦慮|毫克",
    r"薬|服用|飲ませ|飲んで|医者|病院|熱|痛|妊娠|血圧|糖尿病|インスリン|症状|うつ|メラトニン|ミリグラム",
    r"약|복용|용량|의사|병원|통증|아파|임신|혈압|당뇨|인슐린|증상|우울",
)
WORLD_FINANCIAL_TOPICS = (
    r"deudas?|tarjetas?|segunda oportunidad|hipoteca|préstamo|ahorros|impuestos|banco",
    r"prêt|découvert|banque|impôts|crédit|épargne",
    r"rente|kredit|schulden|steuer\w*|ersparnisse|hypothek|bank",
    r"mutuo|surroga|rata|tasso|fondo pensione|debiti|tasse|risparmi|banca",
    r"empréstimo|dívida|impostos|poupança|hipoteca|banco",
    r"belastingschuld|betalingsregeling|hypotheek|lening|schuld\w*|belasting\w*|spaargeld|pensioen",
    r"kredyt\w*|pożyczk\w*|dług\w*|podat\w*|oszczędnoś\w*|emerytur\w*|inwest\w*|akcj\w*|bank\w*|frank\w*",
    r"hypoték\w*|úvěr\w*|půjčk\w*|dluh\w*|daň\w*|fixac\w*|investic\w*|spoření",
    r"lån\w*|skuld\w*|gæld|gjeld|skatt\w*|skat|pension\w*|pensjon\w*|sparpengar|opsparing|aktie\w*|aksje\w*|bolån|boliglån|laina\w*|velka\w*|eläke\w*",
    r"ипотек\w*|кредит\w*|долг\w*|налог\w*|пенсион\w*|накоплени\w*|вклад\w*|акци\w*|іпотек\w*|борг\w*|подат\w*|пенсі\w*",
    r"kredi\w*|borç\w*|vergi\w*|emeklilik\w*|birikim\w*|yatırım\w*|hisse\w*|banka\w*",
    r"δάνει\w*|χρέ\w*|φόρ\w*|σύνταξ\w*|αποταμιεύσ\w*|επένδυσ\w*|προμήθει\w*|τράπεζα",
    r"creditul\w*|credit la|împrumut\w*|dator\w*|ratele|impozit\w*|pensia|economii|investiții|acțiuni|bancă|banca",
    r"hitel\w*|kölcsön\w*|tartozás\w*|nyugdíj\w*|megtakarítás\w*|befektet\w*|részvény\w*",
    r"pinjaman|pinjol|utang|hutang|pajak|pensiun|tabungan|investasi|saham|cicilan",
    r"vay|nợ|thuế|lương hưu|tiết kiệm|đầu tư|cổ phiếu|ngân hàng",
    r"قرض|ديون|ضريبة|الضرائب|معاش|تقاعد|مدخرات|استثمار|أسهم|البنك", r"הלוואה|חובות|מיסים|פנסיה|חסכונות|השקעה|מניות|משכנתא",
    r"कर्ज|ऋण|लोन|टैक्स|पेंशन|बचत|निवेश|शेयर", r"贷款|貸款|欠债|欠債|税|稅|养老金|退休金|存款|储蓄|投资|投資|股票|基金|房贷|房貸",
    r"ローン|借金|税金|年金|貯金|投資|株", r"대출|빚|세금|연금|저축|투자|주식",
)

# Medicine shares its Greek and Latin stems across languages ("tiroide", "Schilddrüse" aside, "thyroid",
# "tyreoidea"; "psiquiatra", "psychiatre", "психиатр"): the stems of organs, tests, specialists and
# treatments, and a few everyday words the lists above lack, as one more medical topic in any language.
WORLD_MEDICAL_TOPICS += (
    r"\w*(?:tiroid|thyroid|tyreoid|tyroid|nodul|nódul|ecogra|echogra|sonogra|ultrasu|biops|biopsi|psiqui|psychi|psichi|chirur|cirug|cirurg|"
    r"onkol|oncol|kardiol|cardiol|neurol|dermat|gastro|fisioter|fysioter|physiother|physiothér|terapi|terapia|thérap|therapie|diagnosen|"
    r"diagnosi|diagnóst|diagnost[iy]c[oa]|diagnoz|koleszter|kolester|choleste|colester|menisc|menisk|alzheim|dement|démence|diabet|"
    r"vaccin|vakcin|semaglut|ozempic|wegovy|statin|sztatin|antidepres|insulin|inzulin|migr[aä]n|ag[oó]aspir|mammogra|kolonoskop|"
    r"colonoscop|endoskop|endoscop|radiother|chemother|quimioter|chemioter|ortoped|orthopäd|orthopéd|pediatr|pédiatr|ginecol|gynäkol|"
    r"gynécol|urolog|hormon|tumor|tumeur|tumore|cancer|câncer|cancro|krebs|sklerot|sclero|epilep|astm|asthm|hepat|anemi|anämi|depres|"
    r"ansied|anxiét|angstst|autis|adhd|arzt|ärzt|pillen|tabletten|medicijn|medikament|schmerz|pijn|koorts|fieber|hoest|husten)\w*",
    # the same stems in Cyrillic, kept apart so that a text in plain ASCII does not read them
    r"\w*(?:щитовид|психиатр|психолог|хирур|онколог|кардиолог|неврол|дерматол|гастро|физиотерап|фізіотерап|терапи|диагноз|діагноз|холестер|"
    r"мениск|альцгейм|деменц|диабет|вакцин|статин|антидепрес|инсулин|мигрен|маммогр|эндоскоп|химиотер|ортопед|педиатр|гинеколог|"
    r"уролог|гормон|опухол|рак\b|эпилеп|астм|гепат|анеми|депрес|тревожн|аутиз|сдвг)\w*",
    r"мрт|узи|анализ\w*|ecografia|ecografía|rezonans\w*|tomograf\w*|vérvizsgálat\w*|röntgen\w*|рентген\w*",
    r"dejado de comer|deja de comer|no come|ne mange plus|isst nicht mehr|non mangia|não come|eet niet meer|не ест|перестал\w* есть|"
    r"retraíd[oa]|aislad[oa]|renfermé|zurückgezogen|chiuso in sé|isolad[oa]|teruggetrokken|замкнут\w*|"
    r"al médico|al psiquiatra|al psicólogo|chez (?:le|un) (?:médecin|psychiatre|psychologue)|zum (?:arzt|psychiater|psychologen)|dal (?:medico|psichiatra|psicologo)|"
    r"ao (?:médico|psiquiatra|psicólogo)|naar (?:de|een) (?:dokter|psychiater|psycholoog)|do lekarza|k lékaři|к врачу|до лікаря|doktora|στον γιατρό|la medic|"
    r"orvoshoz|ke dokter|đi khám|بالطبيب|إلى الطبيب|לרופא|डॉक्टर के पास|看医生|看醫生|病院に|병원에",
    r"두통|저린|저림|뇌졸중|어지러|열이|기침|전조|약을|정신과|頭痛|しびれ|めまい|脳卒中|頭痛|头痛|头晕|頭暈|中风|中風|失眠|"
    r"مهدئ\w*|منوم\w*|أرق|النوم|صداع|דיכאון|כדורי שינה|नींद|सिरदर्द",
)
# Money in more words: crypto in any language, tax offices and the self-employed, a saving or a deposit.
WORLD_FINANCIAL_TOPICS += (
    r"\w*(?:cripto|crypto|krypto|kripto|bitcoin)\w*", r"\w*(?:крипто|біткоїн|биткоин)\w*",
    r"hacienda|irpf|autónom[oa]|declaración de la renta|le fisc|impôt sur le revenu|auto-entrepreneur|finanzamt|steuererklärung|selbstständig\w*|agenzia delle entrate|"
    r"partita iva|receita federal|belastingdienst|urząd skarbowy|finanční úřad|skatteverket|skattemyndighet\w*|skattestyrelsen|"
    r"verot|veroja|verotus\w*|veroilmoitu\w*|verottaja\w*|jälkiver\w*|налогов\w*|податков\w*|vergi dairesi|εφορία|adóhatóság|adó\w*|pajak|thuế|ضريب\w*|מס הכנסה|आयकर|税务|稅務|税務署|세무",
    r"triệu đồng|tiền tiết kiệm|gửi tiết kiệm|đầu tư|ahorr\w+|épargn\w+|ersparn\w+|risparm\w+|poupan\w+|spaargeld|oszczędnoś\w+|úspor\w+|сбережени\w*|заощаджен\w*|"
    r"hypoték\w*|hypotek\w*|ипотек\w*|jelzálog\w*|ekonomi|economía|finanzas|finances|finanzen|finanze|finanças|financiën",
)
# Law in more words: copyright and what it protects, powers of attorney, appeals against a decision.
WORLD_LEGAL_TOPICS += (
    r"著作権|侵害|訴えられ|商標|著作权|侵权|被起诉|版權|侵權|저작권|침해|소송당|derechos de autor|droit d'auteur|urheberrecht\w*|diritto d'autore|direitos autorais|"
    r"auteursrecht|prawa? autorski\w*|autorsk\w+ práv\w*|upphovsrätt|ophavsret|opphavsrett|tekijänoikeu\w*|авторск\w+ прав\w*|telif hakk\w*|πνευματικ\w+ δικαιώματ\w*|"
    r"szerzői jog\w*|hak cipta|bản quyền|حقوق النشر|זכויות יוצרים|कॉपीराइट",
    r"\w*fullmakt\w*|\w*fuldmagt\w*|vollmacht\w*|procuración|poder notarial|pełnomocnictw\w*|plná moc|доверенност\w*|довіреніст\w*|vekaletname|"
    r"pełnomocnik\w*|valitta\w*|valitus\w*|oikaisuvaatimu\w*|обжалова\w*|апелляци\w*|odwołani\w*|odvolání|itiraz\w*|fellebbez\w*|kháng cáo|khiếu nại",
    r"dědí\w*|dědictv\w*|dziedzicz\w*|наследую|наследовать|öröklés\w*|örököl\w*|arvet|ärver|arver",
)

# The site named in a question's clause: such a clause asks about the site ("puedo descargar el informe").
WORLD_SITE_REFERENCE = (
    r"página|sitio|web|enlace|artículo|informe|formulario|boletín|descargar|seite|webseite|website|artikel|bericht|link|formular|newsletter|herunterladen|"
    r"lien|formulaire|télécharger|pagina|sito|articolo|rapporto|modulo|scaricare|artigo|relatório|baixar|formulier|downloaden|strona|stronie|artykuł\w*|"
    r"raport\w*|formularz\w*|pobrać|stránk\w*|článek|webbplats\w*|hemsida|nettsted|sivu\w*|сайт\w*|статья|стать\w*|доклад\w*|ссылк\w*|посилання|"
    r"rapport|figuur|grafiek|tabel|figure|graphique|tableau|gráfico|tabla|grafico|tabella|abbildung|grafik|tabelle|wykres\w*|"
    r"scriptie|thesis|tesis|thèse|tesi|tese|masterarbeit|bachelorarbeit|hausarbeit|mémoire|praca magisterska|pracy magisterskiej|dissertation|"
    r"partager|imprimer|citer|télécharger|inscrire|abonner|teilen|ausdrucken|drucken|zitieren|herunterladen|anmelden|abonnieren|compartir|imprimir|"
    r"citar|suscribir\w*|condividere|stampare|scaricare|iscriver\w*|abbonar\w*|partilhar|baixar|assinar a newsletter|delen|printen|citeren|abonneren|"
    r"inschrijven|udostępnić|wydrukować|zapisać się|dela|skriva ut|prenumerera|paylaş\w*|yazdır\w*|abone|"
    r"site\w*|makale\w*|rapor\w*|bağlantı\w*|σελίδα|άρθρο|ιστοσελίδα|halaman|tautan|unduh|trang web|bài viết|báo cáo|liên kết|articol\w*|oldal\w*|cikk\w*",
    r"صفحة|مقال|تقرير|رابط|الموقع|موقعكم", r"דף|מאמר|דוח|קישור|האתר", r"पेज|लेख|रिपोर्ट|लिंक|वेबसाइट",
    r"页面|文章|报告|報告|链接|連結|下载|下載|网站|網站|通讯|简报|電子報|播客|订阅|訂閱",
    r"ページ|記事|レポート|リンク|ダウンロード|サイト|ニュースレター|メルマガ|ポッドキャスト|購読", r"페이지|기사|보고서|링크|사이트|뉴스레터|팟캐스트|구독",
)
