"""The same asks in Spanish, French, German, Portuguese, Italian and Dutch: a stance asked of the team,
and a first-person question about one's own legal position, health or money.

The English rules read a question's parts (the ask, the first person, the topic) separately. For other
languages most entries hold all three at once, in the words a writer uses for them ("¿puedo
denunciarlos?", "soll ich eins davon absetzen?", "tengo derecho a una indemnización"), so that a
feedback message merely written in Spanish ("la traducción está muy bien") is never caught. The
situation told first and a question pointing back at it ("mi empresa quiere despedirme... ¿qué debo
hacer?") is read in parts as in English: a referring ask, a topic in or just before it (words no
English text holds: "despido", "Kündigung", "pilule"), and the writer's first person in any language.
Those topics count only with such an ask, like a party to a dispute in English: "¿puedo ver el gráfico
de despidos?" asks about a chart.
"""

from __future__ import annotations

__all__ = [
    "FOREIGN_STANCE_WORDS", "FOREIGN_STANCE_ASKS", "FOREIGN_LEGAL_ASKS", "FOREIGN_MEDICAL_ASKS", "FOREIGN_FINANCIAL_ASKS",
    "FOREIGN_ADVICE_ASKS", "FOREIGN_LEGAL_TOPICS", "FOREIGN_LEGAL_REFERRING_ASKS", "FOREIGN_MEDICAL_TOPICS",
    "FOREIGN_MEDICAL_REFERRING_ASKS", "FOREIGN_STANCE_OF_US", "FOREIGN_ASKED_OF_US", "FOREIGN_POLITICAL_TERMS",
    "FOREIGN_SITE_SUBJECT",
]

# A stance described as ethical, moral or political ("vuestra postura ética", "Ihre ethische Haltung"):
# a values ask wherever it stands.
FOREIGN_STANCE_WORDS = (
    r"(?:postura|posición|posicion|posição|posicao|position|posizione|haltung|einstellung|opinión|opinião|opinione) "
    r"(?:ética|etica|moral|morale|política|politica|politique|éthique|ethische|moralische|politische)",
    r"(?:ethische|moralische|politische) (?:haltung|position|einstellung|meinung)",
)
# The team's stance asked in a question: "for or against", "your stance", "where does the institute stand".
FOREIGN_STANCE_ASKS = (
    # es / pt / it: "a favor o en contra", "a favor ou contra", "a favore o contro"
    r"a favor o en contra", r"a favor ou contra", r"a favore o contro", r"en contra o a favor", r"contra ou a favor", r"contro o a favore",
    # fr / de: "pour ou contre", "für oder gegen", "dafür oder dagegen"
    r"pour ou contre", r"(?:für|dafür) oder (?:gegen|dagegen)",
    r"(?:vuestra|vossa|votre|vostra) (?:postura|posición|posicion|posição|posicao|position|posizione)",
    r"(?:eure|deine) (?:haltung|einstellung|position) (?:zu|zum|zur|dazu|gegenüber)",
    r"wie steh(?:t|en|st) (?:das institut|ihr|euer institut|ihr institut|das team|die stiftung) (?:\w+ )?(?:zu|dazu)",
    r"où (?:se situe|se positionne|vous situez-vous|en êtes-vous)", r"(?:l'institut|la fondation) (?:est-il|est-elle|soutient-il|soutient-elle)",
    r"êtes-vous (?:pour|contre|favorables?)", r"soutenez-vous",
    r"(?:qué|que) (?:opina|opinan|opináis|piensa|piensan|pensáis) (?:el instituto|la fundación|ustedes|vosotros)",
    r"(?:el instituto|la fundación|ustedes|vosotros) (?:apoya|apoyan|apoyáis|está|están|estáis) (?:a favor|en contra)",
    r"(?:o instituto|vocês|a fundação) (?:apoia|apoiam|é|são|está|estão) (?:a favor|contra)",
    r"(?:l'istituto|voi|la fondazione) (?:sostiene|sostenete|è|siete) (?:a favore|contrari)",
    r"(?:de|da|di) (?:que|qual|quale|quel) (?:lado|parte) (?:está|estáis|están|estão|è|siete)", r"de quel côté",
)
# Legal: "¿puedo denunciarlos?", "tengo derecho a", "¿es legal?", "puis-je porter plainte", "kann ich klagen".
FOREIGN_LEGAL_ASKS = (
    r"(?:puedo|podemos|debo|debería|deberia|podría|podria) (?:\w+ )?(?:denunciar\w*|demandar\w*|reclamar\w*|llevar\w* a juicio|ir a juicio)",
    r"(?:tengo|tenemos) derecho a", r"(?:es|era|sería) (?:esto |eso )?(?:legal|ilegal)(?: (?:en|aquí|allí)(?: \w+){0,3})?\s*[?¿]", r"(?:necesito|necesitamos) (?:un )?abogad[oa]",
    r"(?:una |la )?indemnización", r"mis derechos",
    r"(?:puis-je|pouvons-nous|je peux|on peut|dois-je) (?:\w+ )?(?:porter plainte|poursuivre|attaquer (?:en justice|\w+ en justice)|saisir|réclamer)",
    r"(?:ai-je|j'ai|avons-nous) (?:le )?droit à", r"(?:est-ce|c'est) (?:\w+ )?(?:légal|illégal)(?: (?:en|au|ici)(?: \w+){0,3})?\s*[?]", r"(?:besoin d'un|un) avocat", r"mes droits",
    r"(?:kann|darf|soll|sollte|muss) ich (?:\w+ ){0,3}(?:verklagen|anzeigen|klagen|kündigen|widersprechen|einklagen)",
    r"(?:habe|hab) ich (?:ein(?:en)? )?(?:recht|anspruch) auf", r"ist (?:das|es|dies) (?:überhaupt |eigentlich )?(?:legal|illegal|erlaubt|rechtens|zulässig)\s*[?]",
    r"(?:brauche|benötige) ich (?:einen )?(?:anwalt|rechtsanwalt)", r"meine rechte",
    r"(?:posso|podemos|devo|deveria) (?:\w+ )?(?:processar|denunciar|reclamar|entrar com (?:uma )?ação)", r"(?:tenho|temos) direito a",
    r"(?:é|seria) (?:isso )?ilegal\s*[?]", r"(?:preciso de|precisamos de) (?:um )?advogad[oa]", r"meus direitos",
    r"(?:posso|possiamo|devo|dovrei) (?:\w+ )?(?:denunciar\w*|querelar\w*|fare causa|citar\w* in giudizio)", r"ho diritto a",
    r"è (?:legale|illegale)\s*[?]", r"(?:mi serve|ho bisogno di) un avvocato", r"i miei diritti", r"(?:un )?risarcimento",
    # nl: "kan ik hem aanklagen?", "heb ik recht op", "is dat legaal?", "heb ik een advocaat nodig"
    r"(?:kan|mag|moet|zou) ik (?:\w+ ){0,3}(?:aanklagen|aangifte doen|een klacht indienen|naar de rechter)", r"(?:heb|hebben) (?:ik|we|wij) recht op",
    r"is (?:dat|dit|het) (?:wel |eigenlijk )?(?:legaal|illegaal|wettelijk toegestaan|toegestaan)(?: in \w+)?\s*[?]", r"(?:heb ik|hebben we) een advocaat nodig",
    r"mijn rechten",
)
# Medical: whether to take, stop or change a drug, or to see a doctor.
_DRUG_NAMES = (
    r"(?:medicamentos?|medicinas?|pastillas?|píldoras?|dosis|fármacos?|médicaments?|comprimés?|cachets?|pilules?|doses?|"
    r"medikament(?:e|en)?|tabletten?|pillen?|arznei\w*|remédios?|comprimidos?|farmaci|farmaco|compresse|pillole|insulina|insulin|ibuprof[eè]n\w*|"
    r"paracetamol\w*|antibi[oó]ti\w+|blutverdünner\w*|anticoagula\w+|antidepresiv\w+|antidepress\w+|\d+ ?mg)"
)
_DRUGS = rf" (?:\w+ ){{0,3}}{_DRUG_NAMES}"
FOREIGN_MEDICAL_ASKS = (
    r"(?:soll|sollte|darf|kann|muss) ich (?:\w+ ){0,4}(?:absetzen|weglassen)",
    rf"(?:soll|sollte|darf|kann|muss) ich{_DRUGS} (?:\w+ )?(?:einnehmen|weiter ?nehmen|nehmen|reduzieren|erhöhen|verdoppeln|mischen|kombinieren)",
    r"(?:soll|sollte|muss) (?:ich|er|sie) (?:\w+ ){0,2}zum arzt",
    r"(?:debo|debería|deberia|puedo) (?:\w+ ){0,2}(?:dejar de tomar|seguir tomando)",
    rf"(?:debo|debería|deberia|puedo) (?:tomar|suspender|reducir|aumentar|doblar|mezclar|combinar){_DRUGS}",
    r"(?:debo|debería|deberia) (?:ir|llevar\w*) al médico",
    r"(?:dois-je|devrais-je|puis-je|je dois|je peux) (?:\w+ ){0,2}(?:arrêter de prendre|continuer à prendre)",
    rf"(?:dois-je|devrais-je|puis-je|je dois|je peux) (?:prendre|arrêter|réduire|augmenter|doubler|mélanger|combiner){_DRUGS}",
    r"(?:dois-je|devrais-je) (?:aller )?(?:voir|consulter) (?:un|le|mon) médecin",
    r"(?:devo|deveria|posso) (?:\w+ ){0,2}(?:parar de tomar|continuar tomando|continuar a tomar)",
    rf"(?:devo|deveria|posso) (?:tomar|suspender|reduzir|aumentar|misturar){_DRUGS}",
    r"(?:devo|dovrei|posso) (?:\w+ ){0,2}(?:smettere di prendere|continuare a prendere)",
    rf"(?:devo|dovrei|posso) (?:prendere|sospendere|ridurre|aumentare|mescolare){_DRUGS}",
    r"(?:moet|mag|kan|zou) ik (?:\w+ ){0,3}(?:stoppen met|doorgaan met|blijven) (?:\w+ )?(?:innemen|slikken|nemen)",
    r"(?:moet|zou) ik (?:\w+ ){0,2}naar (?:de|een|mijn) (?:dokter|huisarts|arts)",
)
# Money: whether to invest, sell, borrow or how one's own taxes work.
FOREIGN_FINANCIAL_ASKS = (
    r"(?:debo|debería|deberia) (?:\w+ ){0,2}(?:invertir|vender|comprar acciones|comprar bitcoin|pedir un préstamo|pagar la hipoteca)",
    r"(?:puedo|podemos) (?:deducir|desgravar)\w*", r"(?:mis|nuestros) (?:impuestos|ahorros)", r"mi (?:hipoteca|pensión|jubilación)",
    r"(?:dois-je|devrais-je) (?:\w+ ){0,2}(?:investir|vendre|acheter des actions|emprunter)", r"(?:puis-je|je peux) (?:\w+ ){0,2}déduire",
    r"mes (?:impôts|économies)", r"mon (?:prêt immobilier|hypothèque|crédit immobilier)",
    r"(?:soll|sollte) ich (?:\w+ ){0,3}(?:investieren|verkaufen|aktien kaufen|kaufen|umschulden|tilgen)", r"(?:kann|darf) ich (?:\w+ ){0,3}(?:von der steuer |steuerlich )?absetzen",
    r"meine (?:steuern|ersparnisse|hypothek|rente|altersvorsorge)",
    r"(?:devo|deveria|dovrei) (?:\w+ ){0,2}(?:investir|investire|vender|vendere|comprar ações|comprare azioni)",
    r"(?:posso) (?:\w+ ){0,2}(?:deduzir|dedurre|detrarre)", r"(?:meus|minhas|i miei|le mie) (?:impostos|economias|tasse|risparmi)", r"(?:o meu|il mio) (?:mutuo|financiamento)",
)

# What the writer should do, the ask every advice rule shares ("¿qué debo hacer?", "que dois-je faire ?").
FOREIGN_ADVICE_ASKS = (
    r"(?:qué|que) (?:debo|debería|deberia|puedo|podemos|debemos|tengo que|hago|hacemos)(?: hacer)?",
    r"(?:que|qu'est-ce que je) (?:dois-je|devrais-je|puis-je|dois|devrais|peux|faire)(?: faire)?", r"que faire",
    r"was (?:soll|sollte|kann|muss) ich (?:jetzt |nun |da |dagegen )?(?:tun|machen)", r"was (?:tun|kann man (?:da )?tun)",
    r"(?:cosa|che cosa|che) (?:devo|dovrei|posso) fare", r"o que (?:devo|deveria|posso|faço)(?: fazer)?",
    r"wat (?:moet|kan|zou|mag) ik (?:nu |daar |hier )?(?:doen|tegen doen)",
)
# Legal situations named in other languages: being dismissed or evicted, a deposit kept, a lawsuit or
# a lawyer, asylum and residence, an inheritance, a divorce. Not the parties alone ("mi jefe", "mein
# Chef"): "mi jefe quiere suscribirse, ¿qué debo hacer?" asks about a subscription.
FOREIGN_LEGAL_TOPICS = (
    # es
    r"despid\w+|despedir\w*", r"desahuci\w+", r"(?:la )?fianza", r"(?:el )?alquiler", r"abogad[oa]s?", r"demand(?:a|ar|arlo|arla|arlos|arlas)",
    r"denunci(?:a|ar|arlo|arla|arlos|arlas|é)", r"asilo", r"visado", r"permiso de (?:residencia|trabajo)", r"herencia", r"testamento", r"divorcio", r"custodia",
    # fr
    r"licenci(?:er|é|ée|ement|ements)\w*", r"(?:me|m'a) vir(?:er|é|ée)", r"(?:ma |la )?caution", r"(?:le |mon )?loyer", r"expuls(?:er|ion|é|ée)\w*", r"avocats?",
    r"porter plainte", r"asile", r"titre de séjour", r"héritage", r"divorce",
    # de
    r"kündig\w+|gekündigt", r"entlass(?:en|ung)\w*", r"(?:die )?kaution", r"(?:die )?miete", r"anwalt|anwältin|rechtsanwalt\w*", r"verklagen", r"asyl\w*",
    r"aufenthalt(?:s\w+)", r"erbschaft", r"scheidung", r"sorgerecht",
    # it
    r"licenzi\w+", r"(?:la )?caparra", r"(?:l')?affitto", r"sfratt\w+", r"avvocat[oi]", r"permesso di soggiorno", r"eredità", r"divorzio", r"affidamento",
    # pt
    r"demiti\w*|demissão|despedi(?:r|do|da)", r"(?:a )?caução", r"(?:a )?renda|(?:o )?aluguel", r"despejo", r"advogad[oa]s?", r"processar", r"autorização de residência", r"herança", r"divórcio",
    # nl
    r"ontslag\w*|ontsla(?:an|at|gen)", r"(?:de |mijn )?borg", r"(?:de )?huur", r"uitzetting|huisuitzetting", r"advocaat", r"aanklagen", r"asiel\w*", r"verblijfsvergunning",
    r"erfenis", r"scheiding", r"voogdij",
)
# Asks pointing back at a legal situation: "is that allowed?", "can they do that?", "do I have to?".
FOREIGN_LEGAL_REFERRING_ASKS = (
    r"(?:es|está) (?:eso |esto )?(?:legal|permitido|ilegal)", r"(?:pueden|puede) (?:hacer (?:eso|esto)|hacerlo|despedirme|obligarme)",
    r"(?:tengo|tenemos) que (?:pagar|aceptar|firmar|irme)",
    r"(?:est-ce|c'est) (?:\w+ )?(?:légal|permis|autorisé)", r"(?:a-t-il|ont-ils|peut-il|peuvent-ils) le droit", r"(?:peut-il|peuvent-ils) (?:faire ça|me)",
    r"(?:ist|wäre) (?:das|dies|es) (?:\w+ )?(?:legal|erlaubt|zulässig|rechtens)", r"(?:darf|dürfen) (?:er|sie|die|der|mein|meine) (?:\w+ ){0,2}(?:das|mich|mir)",
    r"muss ich (?:\w+ ){0,2}(?:zahlen|bezahlen|unterschreiben|akzeptieren)",
    r"è (?:legale|lecito|consentito)", r"(?:può|possono) (?:farlo|fare questo|licenziarmi|obbligarmi)",
    r"(?:é|isso é) (?:legal|permitido|ilegal)", r"(?:pode|podem) (?:fazer isso|demitir-me|me demitir|obrigar-me)",
    r"(?:is|mag) (?:dat|dit|het) (?:wel )?(?:legaal|toegestaan|mogen)", r"(?:mag|mogen) (?:hij|zij|ze|mijn \w+) (?:dat|mij|me)",
    r"mag (?:dat|dit|hij|zij|ze|mijn \w+) (?:zomaar|wel|eigenlijk|gewoon)",
)
# Health named in other languages: drugs, the pill, symptoms, pregnancy and breastfeeding, low mood.
FOREIGN_MEDICAL_TOPICS = (
    _DRUG_NAMES,
    # es
    r"medicamentos?|medicinas?|pastillas?|píldoras?|fármacos?", r"síntomas?", r"dolor(?:es)? de \w+", r"migrañas?|jaquecas?", r"fiebre", r"mareos?",
    r"embarazad[ao]|embarazo", r"lactancia|dando el pecho|amamantando", r"(?:me )?recet(?:ó|aron|ado|ada)", r"depresi[oó]n|ansiedad|insomnio",
    # fr
    r"médicaments?|comprimés?|cachets?|pilule", r"symptômes?", r"douleurs?", r"fièvre", r"vertiges?", r"enceinte|grossesse", r"allait(?:e|ement|er|ante)",
    r"ordonnance|prescrit\w*", r"dépression|anxiété|insomnie",
    # de
    r"medikament\w*|tabletten|die pille|arznei\w*", r"symptome?", r"schmerz\w*", r"migräne", r"fieber", r"schwindel\w*", r"schwanger\w*",
    r"stille|stillen|stillzeit", r"depression\w*|angststörung|schlaflos\w*",
    # it
    r"farmac[oi]|medicin(?:a|e|ale|ali)|pillol[ae]|compresse", r"sintom[oi]", r"dolor[ei]", r"emicrania", r"febbre", r"vertigini",
    r"incinta|gravidanza", r"allatt\w+", r"prescritt[oa]", r"depressione|ansia|insonnia",
    # pt
    r"remédios?|comprimidos?|pílula", r"sintomas?", r"dor(?:es)? de \w+", r"enxaquecas?", r"febre", r"tonturas?", r"grávida|gravidez",
    r"amament\w+", r"receit(?:ou|aram|ado|ada)", r"depressão|ansiedade|insónia|insônia",
    # nl
    r"medicijn\w*|medicatie|de pil|pillen|tabletten", r"symptomen?", r"pijn", r"koorts", r"duizelig\w*", r"zwanger\w*", r"borstvoeding",
    r"voorgeschreven", r"depressi\w+|slapeloos\w*",
)
# Asks pointing back at a health situation: "should I stop it?", "is that normal?".
FOREIGN_MEDICAL_REFERRING_ASKS = (
    r"(?:debo|debería|deberia|tengo que|puedo) (?:dejar(?:lo|la|los|las)?|dejar de tomar\w*|parar\w*|suspender\w*|tomar\w*|seguir tomando\w*|ir al médico)",
    r"(?:es|será) (?:esto |eso )?(?:normal|grave|peligroso|seguro)",
    r"(?:dois-je|je dois|devrais-je|je devrais|faut-il que je|puis-je|je peux) (?:l'|les |la |le )?"
    r"(?:arrêter|prendre|continuer|réduire|consulter|voir un médecin|aller chez le médecin)",
    r"(?:est-ce|c'est) (?:\w+ )?(?:normal|grave|dangereux|sans danger|sûr)",
    r"(?:soll|sollte|muss|darf|kann) ich (?:\w+ ){0,3}(?:absetzen|aufhören|nehmen|weiternehmen|einnehmen|zum arzt)",
    r"(?:ist|wäre) (?:das|es) (?:\w+ )?(?:normal|gefährlich|schlimm|bedenklich|sicher|unbedenklich)",
    r"(?:devo|dovrei|posso) (?:smettere|interromper\w*|sospender\w*|prender\w*|continuare|andare dal medico)", r"è (?:normale|grave|pericoloso|sicuro)",
    r"(?:devo|deveria|posso) (?:parar|suspender|tomar|continuar|ir ao médico)", r"(?:é|isso é) (?:normal|grave|perigoso|seguro)",
    r"(?:moet|zou|mag|kan) ik (?:\w+ ){0,3}(?:stoppen|nemen|innemen|doorgaan|naar de (?:dokter|huisarts|arts))", r"is (?:dat|dit|het) (?:normaal|erg|gevaarlijk|veilig)",
)

# The team's support or opposition asked ("unterstützt Ihr Institut...", "¿apoya el instituto...?"): a
# values question when a political subject is named, since "¿apoyan Safari?" asks about browsers.
FOREIGN_STANCE_OF_US = (
    r"(?:unterstützt|befürwortet|unterstützen|befürworten|lehnt|lehnen) (?:ihr|ihre|euer|eure|das|die) (?:institut|team|stiftung|organisation)",
    r"(?:unterstützen|befürworten|lehnen) sie", r"(?:unterstützt|befürwortet|lehnt) ihr\b",
    r"(?:apoya|apoyan|apoyáis|respalda|respaldan|rechaza|rechazan) (?:el instituto|la fundación|ustedes|vosotros)",
    r"(?:el instituto|la fundación|ustedes|vosotros) (?:apoya|apoyan|apoyáis|respalda|respaldan|rechaza|rechazan)",
    r"(?:l'institut|la fondation|vous) (?:soutient|soutenez|approuve|approuvez|rejette|rejetez|défend|défendez)",
    r"(?:l'istituto|la fondazione|voi) (?:sostiene|sostenete|appoggia|appoggiate|approva|approvate|respinge|respingete)",
    r"(?:o instituto|a fundação|vocês) (?:apoia|apoiam|defende|defendem|rejeita|rejeitam)",
    r"(?:steunt|ondersteunt|verwerpt) (?:het instituut|de stichting|jullie|u)\b", r"(?:steunen|ondersteunen) jullie",
)
# The team's opinion asked: "¿creen ustedes que...?", "pensez-vous que", "glauben Sie, dass", "pensate che".
FOREIGN_ASKED_OF_US = (
    r"(?:creen|cree|piensan|piensa|opinan|opina|consideran|considera) (?:ustedes|usted|vosotros|el instituto|en el instituto)? ?que",
    r"(?:creéis|pensáis|opináis) que",
    r"(?:pensez|croyez|trouvez|estimez|considérez)-vous que", r"(?:l'institut|la fondation) (?:pense|estime|croit|considère)-t-(?:il|elle) que",
    r"(?:glauben|finden|denken|meinen) sie,? dass", r"(?:glaubt|findet|denkt|meint) (?:ihr|das institut|die stiftung),? dass",
    r"(?:pensate|credete|ritenete) che", r"(?:l'istituto|la fondazione) (?:pensa|ritiene|crede) che",
    r"(?:acham|pensam|acreditam|consideram)(?: vocês)? que", r"(?:o instituto|a fundação) (?:acha|pensa|considera) que",
    r"(?:vinden|denken|geloven) jullie(?: dat)?", r"(?:vindt|denkt) (?:u|het instituut)(?: dat)?",
)
# Politics and public policy named in other languages: a ban, a law, surveillance, asylum, an election,
# machines deciding about people. Not where a page is about one ("la sección sobre la ley de IA").
FOREIGN_POLITICAL_TERMS = (
    r"verbot\w*|prohibici[oó]n\w*|prohibir|interdi(?:ction|re)|divieto|vietare|proibi(?:ção|r)|verbod\w*|verbieden",
    r"gesetz\w*|leyes|la ley|la loi|legge|leggi|a lei|leis|wetgeving|de wet",
    r"regulierung|regulación|réglementation|régulation|regolamentazione|regulação|regulamentação|regulering", r"moratori\w+",
    r"überwachung\w*|vigilancia|surveillance|sorveglianza|vigilância|toezicht|massasurveillance",
    r"gesichtserkennung|reconocimiento facial|reconnaissance faciale|riconoscimento facciale|reconhecimento facial|gezichtsherkenning",
    r"regierung|gobierno|gouvernement|governo|regering", r"wahl(?:en|kampf)?|elecciones|élections?|elezioni|eleições|verkiezingen",
    r"parteien|partei|partidos?|partis? politiques?|partit[oi]|partij(?:en)?",
    r"asyl\w*|asilo|asile|asiel", r"inmigra\w+|immigra\w+|imigra\w+|migra(?:nt|tion|ción|ção)\w*", r"waffen|armas|armes|armi|wapens",
    r"todesstrafe|pena de muerte|peine de mort|pena di morte|pena de morte|doodstraf", r"abtreibung|aborto|avortement|abortus",
    r"sterbehilfe|eutanasia|euthanasie|eutanásia", r"polizei|policía|police|polizia|polícia|politie",
    r"(?:decid|décid|entscheid|beslis)\w* (?:\w+ ){0,3}(?:algoritm\w+|algorithm\w+|máquinas|machines|maschinen|macchine|máquinas|ia|ki)\b",
    r"(?:algoritm\w+|algorithm\w+|ia|ki|máquinas|machines|maschinen|macchine) (?:\w+ ){0,2}(?:decid|décid|entscheid|beslis)\w*",
)# A page or section about something, in other languages: what it names is the page's subject.
FOREIGN_SITE_SUBJECT = (
    r"(?:página|sección|artículo|informe|seite|artikel|bericht|abschnitt|page|section|rapport|pagina|sezione|articolo|rapporto|secção|seção|artigo|"
    r"relatório|sectie)s? (?:sobre|über|zu|zum|zur|sur|su|sul|sulla|de|del|da|do|over|van)(?: \w+)?\s+$",
)
