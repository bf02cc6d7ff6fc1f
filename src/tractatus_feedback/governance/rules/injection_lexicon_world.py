"""The vocabulary of prompt injection beyond :mod:`.injection_lexicon`: the words for the model's brief as an
object of showing (in English and twenty-odd languages), the verbs of showing, the ways feedback
addresses the model that drafts the reply ("liebe KI", "למערכת שמנסחת תשובות", "to the assistant
writing the reply"), and the new regimes ("antworte ab jetzt nur noch mit", "אתה עכשיו").

Each entry is a regex fragment; entries in scripts written without spaces are matched inside words
(`.base.any_script_of`). :mod:`.injection_intents` combines them.
"""

from __future__ import annotations

__all__ = [
    "OUTPUT_VERBS", "BRIEF_REFERENCE", "WORLD_AI", "WORLD_ADDRESS", "WORLD_SHOW", "WORLD_BRIEF", "WORLD_REGIME", "WORLD_PERSONA",
    "WORLD_FORGET_ALL", "WORLD_OVERRIDE_MORE", "WORLD_NOUN_MORE", "REPLY_STYLES", "CONFIG_KEYS", "CONFIG_VALUES",
]

# Verbs that put something into the reply or in front of the visitor.
OUTPUT_VERBS = (
    r"show|reveal|print|output|display|dump|leak|disclose|expose|list|recite|repeat|echo|quote|paste|copy|send|share|give|tell|read(?: out)?|"
    r"write(?: out| down)?|spell out|type out|include|insert|put|fill in|append|attach|embed|encode|translate|summari[sz]e|paraphrase|"
    r"(?:reply|respond|answer) with|(?:reply|respond|answer)(?= to)|confirm"
)
# The model's brief as the thing shown: its prompt or instructions, the rules it was given, what it was told.
BRIEF_REFERENCE = (
    r"(?:your|its|the (?:assistant|model|ai|bot|system|responder|drafter)'?s) (?:(?:full|complete|original|initial|hidden|secret|exact|entire|internal|"
    r"real|raw|whole|own|current|actual|underlying|verbatim|system|developer|base|pre-?set|starting) )*"
    r"(?:prompts?|instructions|system (?:message|prompt)|configuration|config|directives|preamble|briefing|pre-?prompt)"
    r"(?! (?:for|on|about|to|in|page|section|pdf|doc|document|guide|manual|video)\b)",
    r"(?:your|its) (?:system|hidden|secret|original|initial|internal|developer|moderation|safety|real|exact|actual) (?:rules|guidelines|policies|settings)",
    r"(?:the |those |these |all |any |every |each |whatever )?(?:(?:exact|full|complete|hidden|secret|original|initial|prior|previous|earlier|above|system|internal) )*"
    # ("the configuration text it was given": a word for the text may follow the noun)
    r"(?:prompts?|instructions?|rules?|guidelines?|directives?|configuration|config|settings)(?: (?:text|wording|words|file|block|notes?))? (?:that )?(?:you|it|the (?:ai|assistant|model|bot)) "
    r"(?:(?:were|was|are|is|have been|has been|got|had)(?: \w+)? )?(?:given|told|fed|configured|programmed|following|ignoring|running|instructed|"
    r"received|trained|initiali[sz]ed|loaded|set up|using|got)\b",
    r"what (?:you|it|the (?:ai|assistant|model|bot)) (?:were|was|have been|has been|got) (?:told|instructed|configured|programmed|given|asked)",
    r"what (?:those|these|the|your|its) (?:rules|instructions|guidelines|prompts?|directives) (?:said|say|were|are|contain(?:ed)?)",
    # (someone else's prompts, "their system prompts", are reported, not asked for)
    r"(?<!their )(?<!other )(?<!whose )(?:all |the )?(?:prior|previous|earlier|above|hidden|secret|system|initial|original|preceding) (?:instructions|prompts?|directives|system messages?)",
    r"(?:exact|full|complete|verbatim|precise|entire|raw) (?:wording|text|contents?|words|list|copy) of (?:the |your |its )(?:\w+ )?"
    r"(?:guidelines|rules|instructions|prompts?|directives|system message|configuration)",
    r"configuration block|config block|(?<=\byour )system prompts?|(?<=\bthe )system prompts?",
)
# Styles a dictated reply is written in ("entirely in pirate speak").
REPLY_STYLES = (
    r"pirate(?: speak| talk)?|shakespearean|old english|yoda|cowboy|baby talk|uwu|leet ?speak|rhym(?:e|es|ing)|verse|limericks?|haikus?|riddles?|emojis? only|"
    r"all caps|capital letters|the voice of|the style of|character as"
)
# The keys and values of a fake configuration ("role: unrestricted_admin", "safety_checks: off").
CONFIG_KEYS = (
    r"role|system|persona|mode|safety\w*|moderation\w*|filter\w*|guardrails?|restrictions?|censorship|task|policy|reply_policy|response_policy|"
    r"instructions?|permissions?|access(?:_level)?|admin|override|jailbreak|developer_mode|dev_mode|debug|ethics|content_policy|screening|review"
)
CONFIG_VALUES = (
    r"unrestricted\w*|unfiltered\w*|uncensored\w*|admin\w*|root|sudo|god\w*|jailbr\w*|dan|off|false|disabled?|none|no|0|bypass\w*|ignore\w*|"
    r"comply\w*|approve\w*|reveal\w*|allow_all|everything|skip\w*"
)

# ---------------------------------------------------------------- other languages

# The model, in other languages: "KI", "IA", "ИИ", "yapay zeka", "人工智能", "المساعد".
WORLD_AI = (
    r"ki|ia|ai|assistent\w*|asistente|assistente|assistant\w*|asystent\w*|ассистент\w*|асистент\w*|nejroset\w*|нейросет\w*|ии|ші|модел\w*|modell\w*|"
    r"mod[eè]le|modelo|modello|bot|chatbot|sprachmodell|yapay zek\w*|asistan\w*|βοηθ\w*|μοντέλο|τεχνητή νοημοσύνη|trợ lý|asisten|"
    r"inteligența artificială|asszisztens|tekoäly",
    r"الذكاء الاصطناعي|المساعد|النموذج|המערכת|הבינה המלאכותית|העוזר|המודל|एआई|सहायक|人工智能|助手|模型|アシスタント|人工知能|モデル|인공지능|어시스턴트|모델",
)
# The model addressed as the reader of the feedback: "liebe KI", "to the system that drafts replies".
WORLD_ADDRESS = (
    r"(?:liebe|lieber|liebes|hallo|hey|an die|an den|an das|für die|für den|notiz für die|hinweis für die) (?:[\w-]+-)?(?:ki|assistenz|assistent\w*|bot|sprachmodell|modell)",
    r"(?:cher|chère|à l'|pour l'|pour le|note pour l'|consigne pour l'|consigne pour le|message pour l') ?(?:ia|assistant\w*|modèle|bot)",
    r"(?:querida|querido|estimada|estimado|hola|para la|para el|al|nota para la|nota para el|instrucción para el|instrucción para la) (?:ia|asistente|modelo|bot)",
    r"(?:cara|caro|ciao|all'|per l'|per il|nota per l'|istruzione per l') ?(?:ia|assistente|modello|bot)",
    r"(?:cara|caro|olá|oi|para a|para o|ao|à|nota para a|nota para o) (?:ia|assistente|modelo|bot)",
    r"(?:beste|lieve|hoi|voor de|aan de|notitie voor de) (?:ai|assistent|model|bot)",
    r"(?:droga|drogi|drogie|do|dla|notatka dla) (?:ai|sztucznej inteligencji|asystenc\w*|asystent\w*|modelu|bota|bocie)",
    r"(?:дорогой|дорогая|привет|для|к|уважаемый) (?:ии|ассистент\w*|модел\w*|бот\w*|нейросет\w*)", r"(?:шановний|для|привіт) (?:ші|асистент\w*|модел\w*|бот\w*)",
    r"(?:sevgili|merhaba) (?:yapay zeka|asistan|bot|model)", r"yapay zekaya|asistana",
    r"(?:kära|hej|till|till den) (?:ai|assistent\w*|modell\w*|bot\w*)", r"(?:kære|kjære|hei|til) (?:ai|assistent\w*|modell\w*|bot\w*)",
    r"(?:αγαπητ\w+|γεια σου|προς το|προς τον|για το|για τον) (?:ai|βοηθ\w*|μοντέλο|σύστημα)",
    r"(?:dragă|către) (?:ai|asistent\w*|model\w*)", r"(?:kedves) (?:ai|asszisztens|modell)", r"(?:hyvä|hei) (?:tekoäly|avustaja)",
    r"(?:kepada|untuk|halo) (?:ai|asisten|model|bot)", r"(?:gửi|chào|dành cho) (?:ai|trợ lý|mô hình|bot)",
    r"למערכת|לבינה המלאכותית|לעוזר|למודל|אל המערכת|إلى (?:الذكاء الاصطناعي|المساعد|النموذج|النظام)|عزيزي (?:الذكاء الاصطناعي|المساعد)",
    r"(?:प्रिय|को) (?:एआई|सहायक)", r"给(?:ai|AI|人工智能|助手|模型)|致(?:ai|AI|助手|模型)|亲爱的(?:ai|AI|助手)", r"(?:ai|AI|アシスタント|モデル)(?:へ|さん)",
    r"(?:ai|AI|어시스턴트|모델|인공지능)에게",
    # the model named by its work: "the assistant that drafts the reply", "la IA que redacta la respuesta"
    r"(?:qui|que) (?:rédige|écrit|rédigera) (?:la|les) réponses?", r"que (?:redacta|escribe|genera) (?:la|las) respuestas?",
    r"(?:der|die|das) (?:die|den) (?:antwort|antworten) (?:schreibt|verfasst|formuliert)", r"che (?:scrive|redige|genera) (?:la|le) rispost\w+",
    r"que (?:escreve|redige|gera) (?:a|as) respostas?", r"die (?:het|de) antwoord(?:en)? (?:schrijft|opstelt)",
    r"שמנסח\w* (?:את )?(?:ה)?תשובות|שכותב\w* (?:את )?(?:ה)?תשובה", r"الذي يكتب الرد|التي تكتب الرد", r"负责回复的|写回复的|返信を書く|답변을 작성하는",
)
# Verbs of showing in other languages.
WORLD_SHOW = (
    r"muestra\w*|enséñame|dime|escribe|copia|revela|imprime|montre\w*|affiche\w*|recopie\w*|copie\w*|écris|révèle|dis-moi|donne-moi|"
    r"zeig\w*|nenne|schreib\w*|gib|kopier\w*|verrat\w*|mostra\w*|scrivi|rivela|dimmi|mostre\w*|escreva|revele|diga|"
    r"toon|laat zien|schrijf|geef|kopieer|vertel|noem|zeg|sag|dites-moi|erzähl\w*|raconte\w*|cuéntame|cuenta|racconta\w*|conta-me|conte-me|opowiedz|расскажи\w*|pokaż|napisz|wypisz|podaj|ujawnij|skopiuj|покажи\w*|напиши\w*|выведи\w*|раскрой\w*|скопируй\w*|"
    r"visa|skriv|göster\w*|yaz\w*|açıkla\w*|δείξε|γράψε|αποκάλυψε|hiển thị|viết ra|cho tôi xem|tunjukkan|tuliskan|arată|scrie|mutasd|írd",
    r"أظهر|اكتب|اعرض|اكشف|הצג|כתוב|תראה|दिखाओ|लिखो|बताओ|显示|写出|告诉我|输出|展示|見せて|書いて|教えて|出力|출력|보여|알려",
)
# The model's brief in other languages: its system prompt, or its instructions said to be hidden, earlier or its own.
WORLD_BRIEF = (
    r"(?:tus|sus|vuestras|tes|vos|ton|deine\w*|ihre\w*|le tue|tue|as suas|suas|seus|jouw|je|twoje|swoje|dina|era|senin|tuas)(?: \w+)? "
    r"(?:instrucciones|indicaciones|instructions|consignes|anweisungen|vorgaben|istruzioni|instruções|instructies|instrukcje|instruktioner|talimatları\w*)",
    r"(?:твои|ваши|свои|твоих|ваших|своих|твої|ваші|твоїх|своїх)(?: \w+)? (?:инструкци\w*|інструкці\w*)|οδηγίες σου",
    r"(?:instrucciones|instructions|consignes|anweisungen|istruzioni|instruções|instructies|instrukcje|instruktioner|talimatlar\w*) (?:\w+ )?"
    r"(?:ocultas|secretas|previas|anteriores|cachées|secrètes|précédentes|versteckten|geheimen|vorherigen|nascoste|segrete|precedenti|verborgen|"
    r"geheime|vorige|ukryte|tajne|poprzednie|dolda|hemliga|gizli|önceki)",
    r"(?:versteckten|geheimen|vorherigen|hidden|ukryte|tajne|poprzednie|gizli) (?:\w+ )?(?:anweisungen|instrukcje|talimatlar\w*)",
    # "welke instructies je hebt meegekregen", "les consignes que tu as reçues": the instructions the reader received
    r"(?:instrucciones|indicaciones|instructions|consignes|anweisungen|vorgaben|istruzioni|instruções|instructies|instrukcje|instruktioner),? "
    r"(?:\w+ ){0,2}(?:je|jij|du|dir|tu|te|t'|vous|ti|hai|has|você|ty|ci|vi)\b(?: \w+){0,2} "
    r"(?:reçu\w*|donné\w*|erhalten|bekommen|gegeben|recibi\w*|dieron|dado|ricevut\w*|dato|date|recebe\w*|recebid\w*|dad[oa]s|meegekregen|gekregen|"
    r"otrzyma\w*|dosta\w*|fått)",
    r"инструкци\w*,? (?:\w+ ){0,2}(?:тебе|ты|вам|вы)\b(?: \w+){0,2} (?:получил\w*|дали|дан\w*)",
    r"(?:скрыт\w+|секретн\w+|предыдущ\w+|прихован\w+|попередн\w+) (?:\w+ )?(?:инструкци\w*|інструкці\w*)|(?:κρυφές|προηγούμενες) οδηγίες|οδηγίες (?:\w+ )?(?:κρυφές|προηγούμενες)",
    r"message système|prompt système|instructions système|systemanweisung\w*|systemnachricht|systemprompt|istruzioni di sistema|prompt di sistema|"
    r"instrucciones del sistema|mensaje del sistema|instruções do sistema|mensagem do sistema|prompt do sistema|systeeminstructies|systeembericht|"
    r"instrukcje systemowe|prompt systemowy|системн\w+ (?:инструкци\w*|промпт\w*|сообщени\w*)|системн\w+ (?:інструкці\w*|промпт\w*)|sistem talimat\w*|"
    r"sistem istem\w*|οδηγίες συστήματος|μήνυμα συστήματος|promptul de sistem|instrucțiunile de sistem|rendszerprompt",
    r"تعليمات النظام|موجه النظام|التعليمات المخفية|הוראות המערכת|הנחיות המערכת|सिस्टम प्रॉम्प्ट|系统提示|系統提示|系统指令|隐藏指令|システムプロンプト|"
    r"システム指示|隠された指示|시스템 프롬프트|숨겨진 지시",
)
# A new regime: "from now on only answer with", in other languages, either word order.
WORLD_REGIME = (
    r"(?:antworte|antworten sie|reagiere) (?:\w+ )?(?:ab jetzt|von nun an|ab sofort|künftig|nur noch|ausschließlich)",
    r"(?:responde|contesta) (?:\w+ )?(?:a partir de ahora|desde ahora|de ahora en adelante|solo|solamente|únicamente) (?:con|en)",
    r"(?:réponds|répondez) (?:\w+ )?(?:désormais|dorénavant|à partir de maintenant|uniquement|seulement) (?:avec|par|en)",
    r"rispondi (?:\w+ )?(?:d'ora in poi|da ora in poi|da adesso|solo|soltanto|unicamente) (?:con|in)",
    r"responda (?:\w+ )?(?:a partir de agora|de agora em diante|apenas|só|somente) (?:com|em)",
    r"antwoord (?:\w+ )?(?:vanaf nu|voortaan|alleen|enkel) (?:met|in)", r"odpowiadaj (?:\w+ )?(?:od teraz|tylko|wyłącznie)",
    r"отвечай (?:\w+ )?(?:теперь|отныне|с этого момента|только)", r"відповідай (?:\w+ )?(?:тепер|відтепер|лише|тільки)",
    r"svara (?:\w+ )?(?:från och med nu|hädanefter|bara|endast) (?:med|på)", r"απάντα (?:\w+ )?(?:από εδώ και πέρα|μόνο)",
    r"ותענה רק|ענה רק|תענה רק|أجب فقط|只回答|只用",
)
# "You are now...", in other languages.
WORLD_PERSONA = (
    r"du bist (?:jetzt|nun|ab jetzt)|tu es (?:maintenant|désormais)|ahora eres|eres ahora|sei ora|ora sei|agora (?:você|tu) (?:é|és)|"
    r"je bent nu|jesteś teraz|teraz jesteś|теперь ты|ты теперь|тепер ти|ти тепер|du är nu|artık sen|şimdi sen\w*|είσαι τώρα|acum ești|most (?:te )?vagy|"
    r"olet nyt|sekarang (?:kamu|anda) adalah|bây giờ bạn là",
    # "from now on you are ...", the words in the order each language puts them ("vanaf nu ben je een piraat")
    r"(?:(?:vanaf nu|voortaan),? ben je|(?:ab jetzt|ab sofort|von nun an|ab heute),? bist du|(?:à partir de maintenant|désormais|dorénavant),? tu es|"
    r"(?:a partir de ahora|desde ahora|de ahora en adelante),? (?:eres|serás)|(?:d'ora in poi|da ora in poi|da adesso),? (?:sei|sarai)|"
    r"(?:a partir de agora|de agora em diante),? (?:você é|você será|tu és|és)|od teraz (?:jesteś|będziesz))"
    r"(?! (?:\w+ )?(?:welkom|willkommen|bienvenue?s?|bienvenid[oa]s?|benvenut[oi]|bem-vind[oa]s?|mile widzian\w*))",
    r"(?:с этого момента|отныне),? ты",
    r"אתה עכשיו|את עכשיו|أنت الآن|अब तुम|अब आप|你现在是|你現在是|現在你是|あなたは今|今からあなたは|너는 이제|당신은 이제",
)
# "Forget everything you were told", with the "you" that shows it is said to the model.
WORLD_FORGET_ALL = (
    r"(?:vergiss|vergessen sie) alles,? (?:was|das) (?:man )?(?:dir|ihnen|euch)",
    r"(?:oublie|oubliez) tout ce (?:qu'on t'a|que l'on t'a|qu'on vous a|que tu as reçu|qui (?:t'a|vous a) été)",
    r"(?:olvida|olvide) todo lo (?:que te|que le|que se te)", r"(?:dimentica|dimenticate) tutto (?:quello|ciò) che ti",
    r"(?:esquece|esqueça) tudo (?:o )?que (?:te|lhe)", r"vergeet alles wat (?:je|jou|u) ", r"zapomnij (?:o )?wszystk\w+,? co ci",
    r"забудь (?:всё|все),? что тебе", r"забудь усе,? що тобі", r"glöm allt (?:du|som du) (?:fått|har fått)", r"sana söylenen her şeyi unut",
)
# Override verbs and nouns the world lists of :mod:`.injection_lexicon` lack ("ne tiens plus compte", Hebrew "ההנחיות").
WORLD_OVERRIDE_MORE = (
    r"ne (?:tiens|tenez) plus compte|ne (?:tiens|tenez) (?:pas|plus) compte|oublie|oubliez|fais fi|ignore",
    r"dimentica|ignora|olvida|vergiss|esquece|esqueça|negeer|zapomnij|забудь|игнорируй",
)
WORLD_NOUN_MORE = (
    r"(?:tes|vos|ton|votre|ta) (?:\w+ )?(?:instructions|consignes|règles|directives|rôle)", r"(?:il tuo|la tua|le tue|i tuoi) (?:\w+ )?(?:ruolo|istruzioni|regole|compito)",
    r"(?:tu|tus) (?:\w+ )?(?:papel|rol|instrucciones|reglas)", r"(?:deine|ihre) (?:\w+ )?(?:rolle|anweisungen|regeln|vorgaben)", r"(?:o seu|a sua|as suas|o teu) (?:papel|função|instruções|regras)",
    r"הנחיות|ההנחיות|הוראות|ההוראות|כללים|הכללים",
)

# ---------------------------------------------------------------- converging cues

# An office of the institute a reply could be signed by ("the Head of Policy", "o diretor", "pracownik").
_OFFICE = (
    r"(?:head|director|deputy|chief|ceo|cfo|coo|president|chair(?:man|woman|person)?|spokes(?:person|man|woman)|press officer|secretary|dean|"
    r"manager|official|representative|staff member|employee|founder|trustee|board member|editor|lawyer|counsel|(?:\w+ )?(?:lead|officer|coordinator))"
)
_ARTICLE = r"(?:the|a|an|our|your|its|their)"
# Who a fake notice claims to come from, and what it calls itself, in many languages ("ADMIN-MELDING", "SİSTEM MESAJI").
_AUTHORITY = (
    r"admin\w*|administra\w*|moderat\w*|system\w*|sistem\w*|systeem\w*|ylläpitäjän|адміністратор\w*|администратор\w*|модератор\w*|систем\w*|"
    r"διαχειριστ\w*|συστήματος"
)
_NOTICE = (
    r"melding|message|mensaje|mensagem|nachricht|meldung|messaggio|bericht|mesaj\w*|viesti|üzenet(?:e)?|notice|note|nota|notatka|hinweis|poznámka|notă|"
    r"сообщени\w*|повідомлення|уведомлени\w*|memo|notification|notificación|avis|avviso|aviso|μήνυμα|σημείωση|ilmoitus"
)
# The checks a message goes through, and words that say they are off, for "moderation disabled" in many languages.
_CHECK = (
    r"moderat\w*|human review|safety checks?|content checks?|screening|перевірк\w*|проверк\w*|модерац\w*|prüfung|freigabe|vérification|modération|revisión|moderación|revisione|"
    r"moderazione|tarkist\w*|kontrol\w*|incelemesi|moderálás|moderace|moderare|verificare|έλεγχος|moderering|granskning|审核|検査|검토|مراجعة|בדיקה"
)
_OFF = (
    r"disabled|deactivated|switched off|turned off|kikapcsolva|devre dışı(?: bırakıldı)?|deaktiviert|abgeschaltet|вимкнено|вимкнена|отключ\w+|выключ\w+|"
    r"désactivé\w*|desactivad\w*|desativad\w*|disattivat\w*|wyłączon\w*|uitgeschakeld|vypnut\w*|dezactivat\w*|απενεργοποι\w+|deaktivert|avstängd|"
    r"pois käytöstä|已关闭|已禁用|無効|비활성화|معطل|تم إلغاء|מושבת"
)

#: Cue kinds that are each common enough in honest feedback but, two of different kinds together, are an
#: injection aimed at the drafting model. Each entry is a regex fragment (see `.base.any_script_of`).
CUES: dict[str, tuple[str, ...]] = {
    # the model told to speak as a real person or office of the institute
    "impersonate": (
        rf"(?:pretend|imagine|act as if|act as though|behave as if)(?: that)? you(?:'re| are| were| was) {_ARTICLE}(?: [\w'-]+){{0,3}}? {_OFFICE}\b",
        rf"(?:answer|reply|respond|write|speak|talk|act)(?: to)?(?: me| us| this)? as (?:if|though) you (?:were|are|was) {_ARTICLE}(?: [\w'-]+){{0,3}}? {_OFFICE}\b",
        rf"(?:answer|reply|respond|write)(?: to (?:me|this))? (?:as|in the (?:name|voice) of) (?:the|our|your)(?: [\w'-]+){{0,2}}? {_OFFICE}\b",
        rf"(?:play|take on|assume) the (?:role|part) of {_ARTICLE}(?: [\w'-]+){{0,3}}? {_OFFICE}\b",
        r"(?:finja|finge|fingir|faça de conta|fa[çc]a de conta)(?: que)? (?:voc[êe] [ée]|tu [ée]s|[ée]s|eres|fueras|fueses)",
        r"(?:imagina|haz como si)(?: que)? (?:eres|fueras|fueses)|(?:responde|contesta|escribe)(?:me)? como si fueras",
        r"(?:fais|faites) comme si (?:tu étais|vous étiez)|(?:prétends|prétendez|imagine|imaginez) (?:que )?(?:tu es|vous êtes|être) (?:le|la|l'|un|une)|"
        r"(?:réponds|répondez|écris|écrivez) en tant que",
        r"tu so,? als (?:ob du|wärst du)|stell dir vor,? du (?:bist|wärst)|gib dich als|(?:antworte|schreib|schreibe|antworten sie) als (?:der|die|das|ein|eine|unser)",
        r"(?:fai finta|fingi|immagina) di essere|(?:rispondi|scrivi) (?:come se fossi|in qualit[àa] di)",
        r"udawaj,? (?:że|ze) jesteś|wciel się w|(?:odpowiadaj|odpowiadasz|pisz|piszesz|odpowiedz) jako|podszyj się",
        r"притворись|представь,? что ты|сделай вид,? что ты|(?:отвечай|ответь|пиши|напиши) (?:как|от имени)|выдай себя за",
        r"doe alsof je|stel je voor dat je|antwoord als (?:de|het|een)",
    ),
    # the reply signed in someone's name, or made official
    "signed": (
        r"sign(?:ed|ing)? (?:it |this |the (?:reply|letter|answer|response|message|email) )?(?:off )?(?:with|as|using) (?:her|his|their|the|its)(?: \w+){0,2}? "
        r"(?:name|title|signature|full name|job title)",
        rf"sign (?:it|this|the (?:reply|letter|answer|response)) (?:off )?as (?:the|our)(?: [\w'-]+){{0,3}}? {_OFFICE}\b",
        r"in (?:her|his|their|the \w+'s) name\b|on (?:her|his|their) behalf|on behalf of (?:the|our|your) (?:institute|director|board|organi[sz]ation|foundation|president)",
        r"official (?:letter|statement|confirmation|endorsement|announcement|certificate|decision)|(?:tell|inform|notify|confirm(?: to)?) (?:me|us) officially|"
        r"officially (?:confirm|state|announce|tell|declare|inform)",
        r"carta oficial|declara[çc][ãa]o oficial|assin(?:e|a|ar) (?:com|como)|em nome d[oa]|firma (?:con|como)|en nombre de|lettre officielle|"
        r"signe(?:z)? (?:avec|en tant que)|au nom de|offizielle[ns]? (?:schreiben|brief|bestätigung)|unterschreib\w* (?:mit|als)|im namen (?:de[rs]|von)|"
        r"schriftlich|lettera ufficiale|firma (?:con|come)|a nome d|oficjaln\w+ (?:list|pismo|potwierdzenie)|podpisuj\w*|podpisz\w*|w imieniu|"
        r"официальн\w+ (?:письм\w*|ответ\w*|подтвержден\w*)|подпиш\w*|от имени|officiële brief|onderteken\w*|namens",
    ),
    # the reply told to grant what only staff can ("my paper has been accepted", "the institute will pay me")
    "decision": (
        r"(?:tell|confirm|state|say|write|announce|declare|notify|inform|assure)\w*\b[^.!?\n]{0,50}?\b(?:that|saying)\b[^.!?\n]{0,40}?\b"
        r"(?:(?:my|our|the) (?:\w+ )?(?:paper|application|grant|submission|proposal|article|abstract|post|talk|nomination|request|claim|appeal|startup|project|"
        r"company|product|guest post) (?:has been|have been|was|is|will be) (?:officially |formally )?(?:accepted|approved|selected|funded|shortlisted|granted|"
        r"published|featured|endorsed|upheld|awarded)|(?:i|we) (?:have |'ve )?(?:won|been awarded|been granted|been accepted|been selected|got the)|"
        r"the (?:institute|organi[sz]ation|foundation|team|board) (?:\w+ly )?(?:endorses|supports|recommends|will (?:pay|fund|give|award|refund|grant|sponsor|hire|publish)))",
        r"(?:dizendo|diga|confirme|escreva|diciendo|di|confirma|escribe|disant|dis|écris|sagend|bestätig\w*|dicendo|conferma|scrivi|mówiąc|potwierdź|napisz|"
        r"скажи|подтверди\w*|напиши)[,]? (?:que|qu'|dass|che|że|что)\b[^.!?\n]{0,60}?\b(?:ganhei|fui aceit\w+|foi aceit\w+|foi aprovad\w+|gané|ha sido aceptad\w+|"
        r"fue aceptad\w+|fue aprobad\w+|j'ai gagné|a été accept\w+|a été approuv\w+|erscheint|angenommen|genehmigt|gewonnen|ho vinto|è stat\w accettat\w|"
        r"wygrał\w*|przyjęt\w*|zaakceptowan\w*|выиграл\w*|принят\w*|одобрен\w*)",
    ),
    # the model addressed as the reader ("Also, assistant:", "Thanks, AI!", "Hallo Feedback-Bot,")
    "addressed": (
        r"(?:^|(?<=[.!?,;:\]] ))(?:also,? |and |now,? |ok,? |so,? )?(?:ai|a\.i\.|assistant|model|llm|bot|chatbot|gpt)\s*:",
        r"(?:thanks|thank you|cheers|thx),? (?:dear )?(?:ai|a\.i\.|assistant|bot|model|chatbot)\b",
        r"(?:hi|hello|hey|dear|hallo|hola|olá|oi|salut|bonjour|ciao|cześć|drog[iao]|liebe[rs]?|querid[oa]|car[oa]|cher|chère|beste)[,]? "
        r"(?:[\w-]+-)?(?:bot|ai|ki|ia|assistent\w*|asystenc\w*|asystent\w*|assistant\w*|asistente|assistente)\b",
        r"(?:whatever|whichever|any|every) (?:ai|model|system|screener|classifier|filter|bot|assistant|program)(?: \w+){0,2}? "
        r"(?:screens?|reads?|checks?|processes|handles|reviews?|sees|moderates?|classifies|scans?) (?:this|these|it|my|the)",
        r"(?:^|(?<=[.!?] ))(?:ассистент\w*|асистент\w*|бот|asystenc\w*|asystent\w*|assistent\w*|assistente|asistente|assistant)\s*[,:]",
        r"(?:nota|note|notă|poznámka|σημείωση|notatka|hinweis|notiz|instrucci[óo]n|instrução|istruzioni|anweisung|instructions?|instrukcja|инструкция|інструкція) "
        r"(?:para|pour|per|pro|για|für|for|dla|pentru|к|для) (?:el |la |o |a |l'|il |den |die |τον |το )?(?:ai|ia|ki|bot|asistent\w*|assistent\w*|assistant\w*|"
        r"βοηθό|асистент\w*|ассистент\w*|sistema|système|system|reply model|drafting model)",
        r"asistana not|yapay zekaya not|(?:hei|hej|oi|olá|fala|γεια σου|привіт|привет|cześć|ahoj|salut|hola|hallo|hi|hey) (?:ai )?(?:botti|roboten|robotti|robô|robot|bot|botu|боте|бот)\b",
        r"(?:ai|ia|ki|bot|assistant\w*|assistent\w*|asistente|assistente|system|sistema|systeem)(?::n)? (?:som|que|che|qui|die|der|das|which|that|who|yang) "
        r"(?:\S+ ){0,2}?(?:svar\w*|respuestas?|risposte|réponses?|antwort\w*|repl(?:y|ies)|answers?|respostas?|membalas|odpowied\w+)",
        r"ถึงบอท|לבוט|للبوت|给(?:回复)?助手|返信(?:を作成している)?AI|답변(?:을 작성하는)? (?:AI|봇)",
    ),
    # the content or form of the reply dictated
    "reply order": (
        r"(?:your|the) (?:summary|reply|answer|response|draft|report) (?:should|must|will|needs to|has to) (?:say|state|mention|include|claim|read|describe|call)",
        r"(?:when|before|after|once|if) you (?:answer|reply|respond|write back|(?:draft|write|compose) (?:the|your) (?:reply|answer|response|summary))(?: to)?(?: (?:this|me|it|my (?:message|feedback|question)))?,? "
        r"(?:please )?(?:add|include|insert|append|put|paste|say|write|mention|state|tell|list|attach|link|sign|start|begin|end|confirm|mark)",
        r"(?:at|to) the (?:top|start|beginning|end|bottom) of (?:your|the) (?:reply|answer|response|draft)",
        r"before (?:answering|replying|responding)(?: to)?(?: (?:me|this|it))?,? (?:please )?(?:add|include|insert|append|put|paste|say|write|mention|state|tell|list|attach|link|sign|confirm|mark|send)",
        r"(?:send|post|publish|output|use|write) (?:the following|this) (?:reply|answer|response|text|message)(?: \w+)? (?:unmodified|unchanged|verbatim|exactly|"
        r"word for word|as is|without (?:changes|edits))",
        r"(?:acknowledge|confirm)(?: \w+){0,2} by (?:writing|printing|saying|replying|outputting|typing|starting)",
        r"write back (?:saying|that|to say)",
        r"(?:for|in) (?:this|your|the) (?:reply|answer|response),? (?:please )?(?:drop|pretend|use|write|be|act|sign|add|include|say)",
        r"antes de (?:responder|contestar)|avant de répondre|bevor du antwortest|prima di rispondere|zanim odpowiesz|прежде чем ответить|перед ответом|"
        r"voordat je antwoordt|na (?:tua|sua) resposta|en tu respuesta|dans ta réponse|in deiner antwort|nella tua risposta|w (?:swojej|twojej) odpowiedzi|"
        r"в (?:своём|твоём|своем|твоем) ответе",
    ),
    # a link or claim passed off as the institute's own
    "misattribute": (
        r"(?:present|describe|label|frame|pass|introduce|show|cite|advertise|recommend|call)(?:ing)? (?:it|this|that|the (?:link|file|url|resource|download|site|page|pdf)) "
        r"(?:off )?as (?:an? |the )?(?:official|authori[sz]ed|verified|trusted|approved|genuine|institute|sanctioned)",
        r"(?:say|state|claim|mention|note)(?: that)? (?:it|this|the (?:link|file|pdf|resource|report)) (?:comes|came|is|was) (?:from|by|published by|made by|endorsed by) "
        r"(?:the|our|your) (?:\w+ ){0,2}?(?:team|department|office|institute|staff|director|board|editors?|publications)",
        r"call(?:ing)? (?:it|this|that|the (?:link|site|page|file)) (?:an? )?(?:official|trusted|verified|safe|authori[sz]ed|legitimate)\b",
        r"como (?:um |uma )?(?:link |site )?oficial|comme (?:un |une )?(?:lien |source )?officiel\w*|als offiziell\w*|come (?:un )?(?:link )?ufficial\w*|"
        r"jako oficjaln\w*|как официальн\w*",
    ),
    # the text declared already checked, safe, or not for a human
    "cleared": (
        r"(?:has|have|had) already been (?:reviewed|checked|cleared|approved|verified|vetted|screened|moderated|scanned|whitelisted)",
        r"(?:this|the) (?:user|sender|visitor|account|writer) is (?:a |an )?(?:verified|trusted|approved|whitelisted|known|vip|privileged)\b",
        r"verified by (?:trust (?:&|and) safety|the (?:moderation|safety|trust) team|(?:a |the )?moderators?|(?:an |the )?admin)",
        r"(?:this|the|my) (?:message|submission|comment|text|feedback|content|request|input) (?:is|was|has been)(?: \w+)? (?:\d+ ?% |completely |totally |perfectly |entirely )?"
        r"(?:safe|harmless|benign|clean)\b|\d+ ?% safe",
        r"(?:label|mark|classify|tag|rate|flag|score|set) (?:it|this|me|the \w+)(?: as)? [\"'“]?(?-i:ALLOW(?:ED)?|SAFE|APPROVED|PASS|OK|BENIGN)\b",
        r"(?:do not|don'?t|never|no need to) (?:forward|send|pass|escalate|route|show|refer|hand|flag)(?: (?:it|this|me|the message))?(?: on| over)? to (?:a |any |the )?"
        r"(?:human|person|moderator|reviewer|staff|people)",
        r"(?:no need|doesn'?t need|does not need|need not|needn'?t) (?:for |to (?:go|pass) through |to be )?(?:a |any )?(?:human )?(?:review|moderation|checking|approval|reviewed|moderated|checked)",
        r"(?:não|nao) precisa (?:passar por|de) (?:revisão|verificação|moderação|aprovação)|sem (?:revisão|verificação|moderação)|sin (?:revisión|verificación|moderación)|"
        r"no necesita (?:revisión|moderación)|sans (?:vérification|modération|relecture|validation)|ohne (?:prüfung|moderation|kontrolle|überprüfung|freigabe)|"
        r"senza (?:revisione|controllo|verifica|moderazione)|bez (?:weryfikacji|sprawdzenia|moderacji|kontroli)|без (?:проверки|модерации|рассмотрения)|"
        r"zonder (?:controle|moderatie|beoordeling)",
        r"uten (?:gjennomgang|kontroll|moderering)|utan (?:granskning|kontroll|moderering|att en moderator)|ilman (?:tarkistusta|tarkastusta|moderointia)|"
        r"bez (?:kontroly|moderace|schválení)|fără (?:verificare|moderare)|χωρίς (?:έλεγχο|έγκριση)|без (?:перевірки|модерації)|tanpa (?:moderasi|pemeriksaan|peninjauan)|"
        r"(?:mà )?không cần (?:duyệt|kiểm duyệt)|moderatöre gönderme|inceleme(?:si)? olmadan|بدون مراجعة|دون مراجعة|ללא בדיקה|בלי בדיקה|无需审核|不经审核|已审核通过|"
        r"審査なし|モデレーターに回さず|검토 없이|keine (?:weitere )?freigabe|bereits geprüft|déjà (?:vérifié|validé)e?|ya (?:revisad|verificad)[oa]|"
        r"já (?:revisad|verificad)[oa]|già (?:controllat|verificat)[oa]|sans validation humaine|sin revisión humana|senza revisione umana|sem revisão humana",
        r"skip(?:ping)? (?:the |a |any )?(?:human|moderator|review|reviews|checks|checking|approval)\b|not flagging (?:this|it|me)|no need to (?:check|flag)|"
        r"without (?:asking|waiting for|involving|telling) (?:your |a |the |any )?(?:moderators?|staff|humans?|reviewers?|hr|anyone)",
        rf"(?:salta|pula|omite|saute|überspring\w*|pomiń|пропусти|atla|ohita|sari|bỏ qua)\w* (?:\S+ ){{0,3}}?(?:{_CHECK})",
    ),
    # the safeguards declared off, or new rules in force
    "safety off": (
        r"(?:safety|moderation|guardrails?|screening|censorship|trust (?:&|and) safety|(?:content|review|policy|ethics) (?:filter|layer|check|checks|module|policy|rules))"
        r"(?:[ -](?:layer|module|system|checks?|filters?|mode|engine|model|rules|protocols?|guidelines))? (?:is |are |has been |have been |was |were )?"
        r"(?:now |currently |temporarily )?(?:disabled|deactivated|off|offline|bypassed|suspended|turned off|switched off|failed to load|not loaded|unavailable)(?![-\w])",
        r"(?:previous|prior|earlier|old|original|existing) (?:orders|instructions|rules|commands|directives|guidelines) (?:are|were|have been|is) (?:now )?"
        r"(?:cancell?ed|void|revoked|obsolete|replaced|outdated|superseded|withdrawn)",
        r"stop (?:checking|screening|moderating|filtering|reviewing|flagging|scanning) (?:the |any |my |incoming )?(?:messages|submissions|feedback|comments|texts|posts|content)",
        r"without (?:any of )?your (?:usual|normal|regular|standard|default|built-in) (?:limits|restrictions|rules|filters|guidelines|guardrails|constraints|caution|checks)",
        r"(?:fallback|maintenance|debug|developer|dev|test|unrestricted|admin|god|unfiltered|raw) mode (?:is )?(?:now )?(?:active|activated|enabled|on|engaged)\b",
        r"[\w.-]*(?:review|moderation|safety|filter|guardrail|censor|screening|approval)[\w.-]*\s*[=:]\s*[\"']?(?:false|off|no|none|0|disabled|skip|bypass)\b",
        r"[\w.-]*(?:internal|hidden|secret|system|debug)[\w.-]*\s*[=:]\s*[\"']?(?:true|on|yes|1|enabled)\b",
        r"(?:the |this |an? )?(?:ai|assistant|model|bot|chatbot) (?:now )?(?:answers|responds|replies|operates|works|runs|speaks|writes|can answer|may answer) "
        r"(?:\w+ )?(?:without|with no|free of|free from) (?:any )?(?:restrictions|filters|limits|rules|guidelines|censorship|moderation|guardrails)",
        r"(?:new|different|updated) (?:rules|instructions|guidelines|policies) (?:now )?(?:apply|are in (?:effect|force)|take effect)|"
        r"gelten (?:ab sofort |jetzt |nun )?neue (?:regeln|anweisungen|richtlinien)|nuevas reglas|nouvelles règles|nowe zasady|новые правила|nuove regole|novas regras|nieuwe regels",
        rf"(?:{_CHECK})(?: \S+){{0,2}}? (?:{_OFF})\b|(?:{_OFF}) (?:\S+ ){{0,2}}?(?:{_CHECK})",
        r"(?:instrucciones|instruções|instructions|consignes|anweisungen|istruzioni|instrukcje|pokyny|instrucțiunile|οδηγίες|інструкції|инструкции|ohjeet|"
        r"instruksjonene|instruktionerna|talimatlar\w*) (?:\S+ ){0,3}?(?:desatualizad\w*|obsolet\w*|revocad\w*|revogad\w*|révoqué\w*|revocat\w*|widerrufen|"
        r"ungültig|neplatí|nu mai sunt valabile|καταργήθηκαν|недійсн\w*|недействительн\w*|ne sont plus valables|no son válidas|non sono più valide|"
        r"nie obowiązują|не действуют|більше не діють|ist nicht mehr gültig|sind nicht mehr gültig)",
        r"(?:之前|以前|先前)的?(?:指令|指示|规则)(?:已经?)?(?:作废|失效|无效)|以前の指示は無効|이전 지시(?:는|가)? (?:무효|취소)",
        r"модерац\w+ (?:отключен\w*|выключен\w*|снят\w*)|(?:отключен\w*|выключен\w*) модерац\w*|moderacj\w+ (?:wyłączon\w*|wstrzyman\w*)|"
        r"modera[çc][ãa]o (?:desativad\w*|desligad\w*)|moderaci[óo]n (?:desactivad\w*|deshabilitad\w*)|mod[ée]ration (?:d[ée]sactiv[ée]e|suspendue)|"
        r"moderation (?:ist )?(?:deaktiviert|abgeschaltet|ausgeschaltet)|moderazione (?:disattivat\w*|disabilitat\w*)|moderatie (?:uitgeschakeld|uit)",
    ),
    # a fake notice from the system or staff
    "fake notice": (
        r"(?:system|admin|developer|dev|moderator|moderation|staff|internal|security|safety|ops|operator|sysadmin|trust (?:&|and) safety)[ -]"
        r"(?:note|message|notice|alert|update|memo|instruction|directive)s?\b",
        r"(?:this|the following|what follows|the next (?:line|part)) is (?:an? )?(?:command|instruction|order|directive|system message)s?,? (?:and )?not (?:feedback|a comment|a message)",
        r"(?:config|configuration|settings|policy)\s*v?\d+(?:\.\d+)+",
        r"\[\s*(?:moderator|admin|system|staff|developer|dev|internal|security|trust)\b[^\]\n]{0,60}\]",
        rf"(?:{_AUTHORITY})[ -]?(?:{_NOTICE})\b|(?:{_NOTICE}) (?:de[ls]?|do|da|van|from|von|della|dell'|od|від|от|από) (?:l'|la |el |het |der |dem |the |o |a )?(?:{_AUTHORITY})",
        r"ghi chú của quản trị viên|thông báo (?:hệ thống|của quản trị)|管理员通知|管理員通知|系统消息|系統訊息|システムメッセージ|管理者(?:から|より)|관리자 (?:메모|공지|메시지)|"
        r"시스템 메시지|رسالة (?:من )?(?:المشرف|النظام|الإدارة)|הודעת (?:מערכת|מנהל)|הודעה מהמנהל",
        r"системн\w+ (?:сообщени\w+|уведомлени\w+)|сообщение системы|message système|mensaje del sistema|mensagem do sistema|systemnachricht|systemmeldung|"
        r"messaggio di sistema|komunikat systemow\w*|wiadomość systemow\w*|systeembericht|sistem mesajı|notatka moderatora|nota del moderador|note du modérateur|"
        r"hinweis des moderators",
    ),
    # the model's own brief as the thing to complete or print ("My instructions say...", "printing your rules")
    "own brief": (
        r"(?:the |my )(?:instructions|prompt|system prompt|rules|guidelines|directives|configuration) (?:that )?i (?:was|were|have been|am|got) "
        r"(?:given|told|fed|provided|configured|programmed|trained)",
        r"my (?:system )?(?:instructions|prompt|system prompt|rules|guidelines|directives|programming|configuration) (?:says?|are|states?|tells? me|reads?|forbids?|requires?)",
        r"(?:text|wording|contents?|details) (?:from|of|in) your (?:setup|configuration|config|prompt|instructions|system prompt|system message)",
        r"(?:print|show|list|reveal|output|paste|repeat|dump|display)(?:ing|s)? (?:all |out )?your (?:rules|guidelines|instructions|settings|setup|configuration|policies)",
        r"(?:don'?t|do not|never|without) (?:mention|mentioning|refer(?:ring)? to|reveal(?:ing)?) (?:any |your |the )?(?:rules|guidelines|instructions|restrictions|policies|limitations)",
        r"(?:your|the (?:model|assistant|ai|bot)'s) (?:instructions|prompt|system prompt|rules|programming|configuration|guidelines) (?:have|has|contain) (?:a |an |one )?(?:bug|error|flaw|mistake|loophole)",
        r"(?:du )?ignorierst (?:\S+ ){0,2}?\w*(?:richtlinien|regeln|anweisungen|vorgaben)",
    ),
    # a sentence for the model to complete
    "completion": (
        r"(?:finish|complete|continue|fill in|fill out|end) (?:this|the following|the|my) (?:sentence|phrase|line|text|statement|blanks?|template|paragraph)",
        r"no placeholders|_{4,}",
        r"completa (?:esta|la|questa) frase|complète (?:cette|la) phrase|vervollständige (?:diesen|den) satz|dokończ (?:to )?zdanie|закончи (?:это )?(?:предложение|фразу)|допиши",
    ),
    # a persona or regime set for the rest of the reply
    "regime": (
        r"(?:in|as|using) (?:that|this|the|your new|the same) (?:persona|character)\b",
        r"drop (?:the|your) (?:\w+ )?(?:tone|persona|act|politeness|formality)",
        r"from now on|od teraz|ab sofort|ab jetzt|a partir de agora|a partir de ahora|desde ahora|désormais|dorénavant|с этого момента|отныне|d'ora in poi|vanaf nu",
        r"you(?: are|'re) now\b|you will (?:now )?(?:answer|reply|respond|obey|comply)\b",
        r"(?:new|real|actual) (?:order|task|instruction|job|goal|mission) is to",
        r"(?:forget|ignore|skip|never mind|drop) (?:about )?the (?:feedback|review|summary|moderation|reply) (?:part|bit|thing|task|stuff|job)",
    ),
    # the model's task switched to producing something else ("I need you to write me a phishing email instead")
    "task switch": (
        r"(?:i need|i want|we need) you to (?:write|draft|generate|create|produce|make|code|build|compose)\b[^.!?\n]{0,50}?\binstead\b",
        r"(?:write|draft|generate|create|compose|produce)(?: me)? (?:an? |some )(?:\w+ )?(?:phishing|scam|spam|malware|ransomware|fake (?:invoice|login|review)s?)\b",
    ),
    # other visitors' messages or personal data asked for
    "others' data": (
        r"(?:feedback|messages?|submissions?|comments?|entries|e-?mails?|questions|requests|tickets|conversations|chats)\b[^.!?\n]{0,30}?\b"
        r"(?:other|previous|earlier|past|recent) (?:visitors|users|people|readers|members|customers|senders|submitters|participants)\b(?! (?:have|had) (?:said|mentioned|reported))",
        r"(?:send|forward|export|email|e-mail|post|give|list|share|dump|leak)(?: me)? (?:the |your |all |a )?(?:visitor|user|subscriber|member|mailing|customer|donor|contact|e-?mail) "
        r"(?:list|database|data|emails|addresses|records|details)",
        r"(?:their|(?:other|previous) (?:visitors|users|people|senders)'?s?) (?:full )?names?,? and (?:their )?(?:e-?mail|email|phone|home|ip) (?:addresses|numbers)",
    ),
}
