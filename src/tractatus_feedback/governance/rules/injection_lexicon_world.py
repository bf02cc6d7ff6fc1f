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
    r"(?:prompts?|instructions?|rules?|guidelines?|directives?|configuration|config|settings) (?:that )?(?:you|it|the (?:ai|assistant|model|bot)) "
    r"(?:(?:were|was|are|is|have been|has been|got|had)(?: \w+)? )?(?:given|told|fed|configured|programmed|following|ignoring|running|instructed|"
    r"received|trained|initiali[sz]ed|loaded|set up|using|got)\b",
    r"what (?:you|it|the (?:ai|assistant|model|bot)) (?:were|was|have been|has been|got) (?:told|instructed|configured|programmed|given|asked)",
    r"what (?:those|these|the|your|its) (?:rules|instructions|guidelines|prompts?|directives) (?:said|say|were|are|contain(?:ed)?)",
    r"(?:all |the )?(?:prior|previous|earlier|above|hidden|secret|system|initial|original|preceding) (?:instructions|prompts?|directives|system messages?)",
    r"(?:exact|full|complete|verbatim|precise|entire|raw) (?:wording|text|contents?|words|list|copy) of (?:the |your |its )(?:\w+ )?"
    r"(?:guidelines|rules|instructions|prompts?|directives|system message|configuration)",
    r"configuration block|config block|system prompts?",
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
    r"(?:liebe|lieber|hallo|hey|an die|an den|an das|für die|für den|notiz für die|hinweis für die) (?:ki|assistenz|assistent\w*|bot|sprachmodell|modell)",
    r"(?:cher|chère|à l'|pour l'|pour le|note pour l'|consigne pour l'|consigne pour le|message pour l') ?(?:ia|assistant\w*|modèle|bot)",
    r"(?:querida|querido|estimada|estimado|hola|para la|para el|al|nota para la|nota para el|instrucción para el|instrucción para la) (?:ia|asistente|modelo|bot)",
    r"(?:cara|caro|ciao|all'|per l'|per il|nota per l'|istruzione per l') ?(?:ia|assistente|modello|bot)",
    r"(?:cara|caro|olá|oi|para a|para o|ao|à|nota para a|nota para o) (?:ia|assistente|modelo|bot)",
    r"(?:beste|lieve|hoi|voor de|aan de|notitie voor de) (?:ai|assistent|model|bot)",
    r"(?:droga|drogi|do|dla|notatka dla) (?:ai|sztucznej inteligencji|asystenta|modelu|bota)",
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
    r"toon|laat zien|schrijf|geef|kopieer|pokaż|napisz|wypisz|podaj|ujawnij|skopiuj|покажи\w*|напиши\w*|выведи\w*|раскрой\w*|скопируй\w*|"
    r"visa|skriv|göster\w*|yaz\w*|açıkla\w*|δείξε|γράψε|αποκάλυψε|hiển thị|viết ra|cho tôi xem|tunjukkan|tuliskan|arată|scrie|mutasd|írd",
    r"أظهر|اكتب|اعرض|اكشف|הצג|כתוב|תראה|दिखाओ|लिखो|बताओ|显示|写出|告诉我|输出|展示|見せて|書いて|教えて|出力|출력|보여|알려",
)
# The model's brief in other languages: its system prompt, or its instructions said to be hidden, earlier or its own.
WORLD_BRIEF = (
    r"(?:tus|sus|vuestras|tes|vos|ton|deine\w*|ihre\w*|le tue|tue|as suas|suas|seus|jouw|je|twoje|swoje|dina|era|senin|tuas)(?: \w+)? "
    r"(?:instrucciones|indicaciones|instructions|consignes|anweisungen|vorgaben|istruzioni|instruções|instructies|instrukcje|instruktioner|talimatları\w*)",
    r"(?:твои|ваши|свои|твої|ваші)(?: \w+)? (?:инструкции|інструкції)|οδηγίες σου",
    r"(?:instrucciones|instructions|consignes|anweisungen|istruzioni|instruções|instructies|instrukcje|instruktioner|talimatlar\w*) (?:\w+ )?"
    r"(?:ocultas|secretas|previas|anteriores|cachées|secrètes|précédentes|versteckten|geheimen|vorherigen|nascoste|segrete|precedenti|verborgen|"
    r"geheime|vorige|ukryte|tajne|poprzednie|dolda|hemliga|gizli|önceki)",
    r"(?:versteckten|geheimen|vorherigen|hidden|ukryte|tajne|poprzednie|gizli) (?:\w+ )?(?:anweisungen|instrukcje|talimatlar\w*)",
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
