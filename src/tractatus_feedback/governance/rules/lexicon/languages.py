"""The same asks in Spanish, French, German, Portuguese and Italian: a stance asked of the team, and a
first-person question about one's own legal position, health or money.

The English rules read a question's parts (the ask, the first person, the topic) separately; for
other languages each entry holds all three at once, in the words a writer uses for them ("¿puedo
denunciarlos?", "soll ich eins davon absetzen?", "tengo derecho a una indemnización"), so that a
feedback message merely written in Spanish ("la traducción está muy bien") is never caught.
"""

from __future__ import annotations

__all__ = ["FOREIGN_STANCE_WORDS", "FOREIGN_STANCE_ASKS", "FOREIGN_LEGAL_ASKS", "FOREIGN_MEDICAL_ASKS", "FOREIGN_FINANCIAL_ASKS"]

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
    r"(?:tengo|tenemos) derecho a", r"(?:es|era|sería) (?:esto |eso )?(?:legal|ilegal)\s*[?¿]", r"(?:necesito|necesitamos) (?:un )?abogad[oa]",
    r"(?:una |la )?indemnización", r"mis derechos",
    r"(?:puis-je|pouvons-nous|je peux|on peut|dois-je) (?:\w+ )?(?:porter plainte|poursuivre|attaquer (?:en justice|\w+ en justice)|saisir|réclamer)",
    r"(?:ai-je|j'ai|avons-nous) (?:le )?droit à", r"(?:est-ce|c'est) (?:\w+ )?(?:légal|illégal)\s*[?]", r"(?:besoin d'un|un) avocat", r"mes droits",
    r"(?:kann|darf|soll|sollte|muss) ich (?:\w+ ){0,3}(?:verklagen|anzeigen|klagen|kündigen|widersprechen|einklagen)",
    r"(?:habe|hab) ich (?:ein(?:en)? )?(?:recht|anspruch) auf", r"ist (?:das|es|dies) (?:überhaupt |eigentlich )?(?:legal|illegal|erlaubt|rechtens|zulässig)\s*[?]",
    r"(?:brauche|benötige) ich (?:einen )?(?:anwalt|rechtsanwalt)", r"meine rechte",
    r"(?:posso|podemos|devo|deveria) (?:\w+ )?(?:processar|denunciar|reclamar|entrar com (?:uma )?ação)", r"(?:tenho|temos) direito a",
    r"(?:é|seria) (?:isso )?ilegal\s*[?]", r"(?:preciso de|precisamos de) (?:um )?advogad[oa]", r"meus direitos",
    r"(?:posso|possiamo|devo|dovrei) (?:\w+ )?(?:denunciar\w*|querelar\w*|fare causa|citar\w* in giudizio)", r"ho diritto a",
    r"è (?:legale|illegale)\s*[?]", r"(?:mi serve|ho bisogno di) un avvocato", r"i miei diritti", r"(?:un )?risarcimento",
)
# Medical: whether to take, stop or change a drug, or to see a doctor.
_DRUGS = (
    r" (?:\w+ ){0,3}(?:medicamentos?|medicinas?|pastillas?|píldoras?|dosis|fármacos?|médicaments?|comprimés?|cachets?|pilules?|doses?|"
    r"medikament(?:e|en)?|tabletten?|pillen?|arznei\w*|remédios?|comprimidos?|farmaci|farmaco|compresse|pillole|insulina|insulin|ibuprofen\w*|"
    r"paracetamol\w*|antibi[oó]ti\w+|blutverdünner\w*|anticoagula\w+|antidepresiv\w+|antidepress\w+|\d+ ?mg)"
)
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
