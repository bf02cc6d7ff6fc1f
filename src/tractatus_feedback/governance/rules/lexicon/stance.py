"""The words of a stance asked of the organisation, in English and twenty-odd other languages: who is asked
(the institute, its staff, "you"), the verbs of taking a side (support, oppose, endorse, sign, vote),
the nouns of a stance (position, standpoint, official line) and the things a visitor may ask the site
to "support" that are no stance at all (a browser, a file format, dark mode).

The lists hold *kinds* of words, not topics: what the institute is asked to support may be anything a
fresh set of feedback names (a referendum, a strike, the return of the Parthenon marbles), so the
topic is never looked up; only the site's own things are, and they rule a match out.
"""

from __future__ import annotations

__all__ = [
    "STANCE_PARTIES", "SIDE_VERBS", "PUBLIC_STANCES", "STANCE_NOUNS", "STANCE_QUALIFIERS", "POLITICAL_LEANINGS", "SITE_OBJECTS",
    "WORLD_PARTIES", "WORLD_SIDE_VERBS", "WORLD_BINARIES", "WORLD_OFFICIAL_STANCE", "WORLD_OWN_STANCE", "WORLD_THINK", "WORLD_NORMATIVE",
    "WORLD_QUESTION_MARKERS", "WORLD_SITE_OBJECTS", "WORLD_SIDE_YOU", "WORLD_ACCORDING_TO", "WORLD_MORAL", "WORLD_OPINION",
]

# Who a stance is asked of: "you" and the organisation behind the site, however it is named.
STANCE_PARTIES = (
    r"you(?: guys| all| folks| people| two| lot)?", r"y'?all",
    r"(?:the|your|ur|yr|this) (?:institute|institution|organi[sz]ation|org|foundation|cent(?:re|er)|think[- ]?tank|lab|nonprofit|non-profit|charity|house)",
    r"(?:the|your) (?:team|staff|researchers|scholars|fellows|experts|authors|editors|board|trustees|director|directors|leadership|leaders|"
    r"management|head|president|chair|founders?|ethics (?:team|board|committee))",
    r"tractatus", r"anyone (?:there|at the institute|on the team)",
)
# Verbs of taking a side, in the forms a question puts them ("does X support", "is X endorsing", "whether X supports").
SIDE_VERBS = (
    r"support(?:s|ing)?", r"oppos(?:e|es|ing)", r"endors(?:e|es|ing)", r"condemn(?:s|ing)?", r"favou?r(?:s|ing)?",
    # "back" as taking a side, not "call me back": no pronoun before it, something backed after it
    r"(?<!\bme )(?<!\bus )(?<!\bhim )(?<!\bher )(?<!\bthem )(?<!\bit )back(?:s|ing)?(?= (?:the|a|an|this|that|these|those|any|our|their|his|her|its)\b)",
    r"approv(?:e|es|ing) of", r"object(?:s|ing)? to", r"side(?:s)? with", r"siding with", r"stand(?:s|ing)? (?:with|behind|against)",
    r"root(?:s|ing)? for", r"believ(?:e|es|ing) in", r"campaign(?:s|ing)? (?:for|against)", r"lobb(?:y|ies|ying) (?:for|against)",
)
# A side taken in public: signing a letter, joining a boycott, voting in a referendum.
PUBLIC_STANCES = (
    r"(?:sign|co-?sign|endorse|join|back|add (?:your|its|their|our) names? to|put (?:your|its|their|our) names? to)(?:s|ed|ing)? (?:(?:our|the|a|an|this|that|my) )?(?:[\w'-]+ ){0,3}?"
    r"(?:petition|open letter|letter|statement|pledge|boycott|strike|walkout|campaign|protest|declaration|manifesto|call|appeal|coalition|march|demonstration)s?",
    r"vot(?:e|es|ing) (?:for|against|yes|no|in favou?r|to \w+|(?:the |a )?(?:\w+ ){0,2}(?:party|candidate|measure|proposition|referendum))",
    r"vote in (?:a|the|this|that|next|an upcoming) (?:\w+ )?(?:referendum|election|ballot)",
)
# Nouns of a stance, owned by the organisation ("the institute's position", "your official line").
STANCE_NOUNS = (
    r"position", r"positions", r"stance", r"standpoint", r"line", r"verdict", r"view", r"views", r"opinion", r"take", r"answer", r"vote",
    r"side", r"leaning", r"preference", r"politics", r"allegiance",
)
# Qualifiers that make a stance noun a stance wherever it stands ("official position", "moral verdict").
STANCE_QUALIFIERS = (
    r"official", r"institutional", r"house", r"own", r"formal", r"public", r"moral", r"ethical", r"political", r"ideological", r"honest",
    r"organi[sz]ational", r"corporate",
)
# What an organisation is said to be, as a stance ("pro-choice", "left-wing", "secular", "a feminist organisation").
POLITICAL_LEANINGS = (
    r"pro-[\w-]+", r"anti-[\w-]+", r"for or against", r"against or for", r"(?:left|right|centre|center)[- ](?:wing|leaning|of centre|of center)",
    r"left or right", r"right or left", r"(?:politically )?(?:partisan|non-partisan|neutral)", r"secular", r"religious", r"feminists?",
    r"conservatives?", r"progressives?", r"liberals?", r"socialists?", r"libertarians?", r"zionists?", r"nationalists?", r"woke", r"leftists?",
    r"globalists?", r"on (?:the|whose|which|one|our|their|his|her) side", r"in favou?r of", r"opposed to", r"against",
    r"an? (?:feminist|religious|secular|partisan|political|activist|leftist|conservative|progressive|liberal) (?:organi[sz]ation|institute|group|outfit)",
    r"(?:sympathetic|hostile|friendly|opposed|close) to", r"aligned with", r"affiliated with",
)
# The site's own things and services, which a visitor may well ask the team to "support" or "stand behind":
# a match whose object names one is feature talk, not a stance.
SITE_OBJECTS = (
    r"web ?sites?", r"site", r"pages?", r"github", r"gitlab", r"orcid", r"oauth", r"third-party (?:logins?|apps?|tools?|cookies)", r"docs",
    r"documentation", r"faqs?", r"wiki", r"readme", r"tutorials?", r"examples?", r"guides?", r"glossary", r"search", r"log ?-?ins?", r"sign ?-?ups?",
    r"accounts?", r"passwords?", r"newsletters?", r"rss", r"feeds?",
    r"export(?:s|ing)?", r"import(?:s|ing)?", r"downloads?", r"uploads?", r"pdfs?", r"csv", r"json", r"xml", r"apis?", r"apps?", r"mobile", r"ios",
    r"android", r"browsers?", r"safari", r"firefox", r"chrome", r"edge", r"opera", r"linux", r"windows", r"mac(?:os)?", r"iphones?", r"ipads?",
    r"dark mode", r"light mode", r"\w+ mode", r"fonts?", r"layout", r"design", r"themes?", r"accessibility", r"screen[- ]readers?", r"captions",
    r"subtitles", r"transcripts?", r"translations?", r"languages?", r"markdown", r"latex", r"bibtex", r"zotero", r"mendeley", r"integrations?",
    r"plug-?ins?", r"extensions?", r"sso", r"2fa", r"two-factor", r"payments?", r"paypal", r"(?:credit |debit )?cards?", r"currenc(?:y|ies)",
    r"releases?", r"release date", r"roadmap", r"versions?", r"updates?", r"features?", r"options?", r"settings", r"notifications?", r"e-?mails?",
    r"comments?", r"upvotes?", r"bookmarks?", r"tags?", r"open access", r"preprints?", r"citations?",
    r"(?:cc|creative commons|open|content|data|software|code|reuse) licen[cs]es?", r"creative commons",
    r"remote work", r"applicants?", r"applications?", r"internships?", r"jobs?", r"roles?", r"vacanc(?:y|ies)", r"visa sponsorship", r"relocation",
    r"students?", r"the (?:event|seminar|webinar|workshop|conference|talk|lecture|course)s?", r"events?", r"seminars?", r"webinars?",
    r"the (?:data|dataset|code|paper|study|report|chart|table|figure|article|post|findings|results|numbers|methodology|sample)",
    r"(?:my|our|this|the) (?:bug|issue|ticket|request|suggestion|proposal|idea|pull request|pr|feedback|comment|message|question)",
    r"adding", r"including", r"offering", r"making (?:the|a|an|it)", r"building", r"fixing", r"releasing", r"translating", r"integrating",
    r"switching to", r"moving", r"changing", r"renaming", r"rescheduling", r"redesigning", r"hosting", r"printing", r"caching", r"recording",
    r"streaming", r"sharing (?:the|your|a)",
    r"meet-?ups?", r"meetings?", r"zoom", r"slack", r"discord", r"webex", r"venue", r"schedule", r"agenda",
    r"sections?", r"chapters?", r"paragraphs?", r"headings?", r"titles?", r"figures?", r"charts?", r"tables?", r"graphs?", r"maps?", r"sidebar",
    r"footer", r"header", r"menus?", r"tabs?", r"buttons?", r"links?", r"forms?", r"widgets?", r"videos?", r"podcasts?", r"episodes?", r"posts?",
    r"articles?", r"reports?", r"papers?", r"explainers?", r"quiz", r"surveys?",
)

# ---------------------------------------------------------------- other languages

# The organisation and "you" (plural or polite) in other languages. Scripts written without spaces are
# matched inside words.
WORLD_PARTIES = (
    # de, nl, fr, es, it, pt
    r"institut\w*", r"stiftung", r"organisation", r"ihr(?:e|em|en|er)?", r"euer|eure\w*", r"sie",
    r"instituut", r"stichting", r"organisatie", r"jullie", r"u",
    r"fondation", r"équipe", r"vous", r"votre|vos",
    r"instituto", r"fundación", r"organización", r"equipo", r"ustedes", r"vosotros", r"vuestr\w+",
    r"istituto", r"fondazione", r"organizzazione", r"voi", r"vostr\w+", r"siete",
    r"fundação", r"organização", r"equipe|equipa", r"vocês",
    r"forscher\w*|forschend\w*|investigador\w*|chercheu\w+|ricercator\w*|pesquisador\w*|onderzoekers|badacz\w*|forskar\w*|araştırmacı\w*|исследовател\w*|дослідник\w*",
    # pl, cs, sk, ru, uk
    r"instytut\w*", r"fundacj\w+", r"organizacj\w+", r"zesp[óo]ł\w*", r"wasz\w*", r"wy",
    r"inštitút\w*", r"organizace", r"vy", r"váš|vaš\w+",
    r"институт\w*", r"организаци\w+", r"вы", r"ваш\w*", r"інститут\w*", r"організаці\w+", r"ви",
    # sv, da, no, fi, hu, ro, tr, el, id, vi
    r"institutet|instituttet", r"stiftelsen", r"organisationen", r"ni", r"ert|era", r"dere",
    r"instituutti\w*", r"te", r"teidän", r"intézet\w*", r"önök", r"ti",
    r"institutul\w*", r"voi", r"dumneavoastră",
    r"enstitü\w*", r"kurum\w*", r"siz\w*",
    r"ινστιτούτο\w*", r"οργανισμ\w+", r"σας", r"εσείς",
    r"lembaga\w*", r"anda", r"kalian", r"organisasi",
    r"viện", r"tổ chức", r"các bạn",
    # ar, he, hi, zh, ja, ko (matched inside words)
    r"المعهد|معهدكم|مؤسستكم|المؤسسة|أنتم|كم", r"המכון|הארגון|אתם|שלכם", r"संस्थान|संस्था|आप",
    r"研究所|研究院|机构|機構|你们|你們|贵所|貴所|贵方", r"皆さん|御社|貴社", r"연구소|여러분|귀하",
    # sw: "taasisi yenu" (your institute), "ninyi" (you)
    r"taasisi\w*|yenu|ninyi|nyinyi|shirika\w*",
)
# Verbs of taking a side in other languages ("unterstützt", "popiera", "destekliyor", "支持", "ủng hộ").
WORLD_SIDE_VERBS = (
    r"unterstütz\w*", r"befürwort\w*", r"lehn\w* \w* ?ab", r"ablehn\w*", r"steun\w*", r"ondersteun\w*",
    r"soutien\w*|soutenez", r"approuv\w*", r"apoy\w+", r"respald\w+", r"sostien\w*|sostenete", r"appoggi\w*", r"apoi\w+", r"defende[mn]?",
    r"popier\w+", r"wspier\w+", r"podporuj\w+|podporuje", r"поддерж\w+", r"підтриму\w+", r"stöd(?:er|jer)?", r"står \w+ bakom", r"støtte\w*",
    r"tuke\w*", r"támogat\w*", r"susți\w*|sprijin\w*", r"destekl\w+",
    r"υποστηρίζ\w*", r"mendukung", r"ủng hộ",
    r"يؤيد|تؤيد|يؤيّد|تؤيدون|يدعم|تدعم|تدعمون|يعارض|تعارض|تعارضون", r"תומכ\w*|תומך|מתנגד\w*", r"समर्थन", r"支持|赞成|贊成|反对|反對",
    r"賛成|反対|支持", r"지지|찬성|반대",
    r"favorable\w*|favorevol\w*|favorável|favoráveis", r"est-(?:il|elle) pour|est[aàá] a favor|està en contra|[eè] a favore|[ée] a favor",
    # signing and voting, the public forms of taking a side
    r"unterschreib\w*|unterzeichn\w*|signer\w*|signeriez|firmar\w*|firmereste|firmerebbe\w*|assinar\w*|assinaria\w*|ondertekenen|podpisa\w+|underteckna\w*|"
    r"imzala\w*|подписа\w+|підписа\w+|υπογρά\w+", r"votar\w*|voteriez|voterait|votaria\w*|votereste|voterebbe\w*|stemmen|zagłosowa\w+|rösta\w*|голосова\w+|проголосува\w+",
)
# Verbs of support in the second person plural, which carry their own "you" ("czy popieracie...?").
WORLD_SIDE_YOU = (
    r"popieracie|wspieracie|podporujete|поддерживаете|підтримуєте|destekliyor musunuz|desteklemiyor musunuz|υποστηρίζετε|apoyáis|soutenez|sostenete|"
    r"appoggiate|apoiam|stöder ni|stödjer ni|støtter dere|tukevatteko|támogatják|susțineți|sprijiniți|steunen jullie|unterstützt ihr|unterstützen sie",
    r"êtes-vous pour|sind sie für|seid ihr für|estáis a favor|están a favor|siete a favore|são a favor|zijn jullie voor|jesteście za|är ni för",
    r"apoyan|respaldan|están en contra",
    r"firmereste|firmeríais|firmarían|signeriez-vous|assinariam|podpisalibyście|skulle ni skriva under|würden sie \w+ unterschreiben",
)
# Two sides offered: "for or against", "support or oppose", "賛成ですか、反対ですか", "支持还是反对".
WORLD_BINARIES = (
    r"(?:für|dafür) oder (?:gegen|dagegen)", r"voor of tegen", r"pour ou contre", r"a favor o en contra", r"a favore o contro", r"a favor ou contra",
    r"za czy przeciw", r"za,? czy przeciw", r"за или против", r"за чи проти", r"för eller emot", r"for eller imod", r"for eller mot",
    r"υπέρ ή κατά", r"mendukung atau menentang", r"ủng hộ hay phản đối", r"pro,? nebo proti", r"pentru sau împotriv\w+", r"mellett vagy ellene",
    r"destekliyor mu\w*,? (?:yoksa )?karşı mı\w*", r"karşı mı\w*,? (?:yoksa )?destekliyor mu\w*",
    r"(?:يؤيد|تؤيد|يدعم|تدعم)\w*[^.؟?]{0,60}أم (?:يعارض|تعارض|ضد)", r"مع أم ضد",
    r"בעד או נגד", r"समर्थन (?:करता|करती|करते) (?:है|हैं) या विरोध",
    r"支持还是反对|支持還是反對|赞成还是反对|贊成還是反對", r"賛成[^。？?]{0,12}反対", r"찬성[^.?]{0,12}반대",
    r"pro o contro", r"pro ou contra", r"pro of contra", r"pro oder contra", r"(?:eher )?links oder (?:eher )?(?:rechts|konservativ)",
    r"på \w+ (?:eller \w+ )?sida", r"vilken sida",
    r"de gauche ou de droite", r"links oder rechts", r"de izquierdas? o de derechas?", r"di destra o di sinistra", r"di sinistra o di destra",
    r"de esquerda ou de direita", r"links of rechts", r"lewicow\w+ czy prawicow\w+", r"vänster eller höger", r"sol(?:cu)? mu,? sağ(?:cı)? mı",
    r"левые или правые", r"左派还是右派|左翼还是右翼|左派還是右派", r"(?:welke|welche|quel|qué|quale|qual|któr\w+|vilket|hangi) (?:partij|partei|parti|partido|partito|parti\w*)",
    r"(?:какую|яку) (?:партию|партію)|ποιο κόμμα",
    r"أي حزب|איזו מפלגה|किस पार्टी|哪个党|哪個黨|どの政党|어느 정당|đảng nào|partai mana",
)
# A stance called official or the organisation's own, wherever it stands ("posición oficial", "公式な立場").
WORLD_OFFICIAL_STANCE = (
    r"offizielle\w* (?:position|haltung|meinung|stellungnahme|standpunkt)", r"officiële? (?:standpunt|mening|positie)",
    r"position officielle", r"avis officiel", r"postura oficial", r"posici[oó]n oficial", r"opini[oó]n oficial", r"posizione ufficiale",
    r"opinione ufficiale", r"posi[çc][ãa]o oficial", r"opini[ãa]o oficial", r"oficjaln\w+ (?:stanowisk\w*|opini\w*|zdani\w*)",
    r"(?:stanowisk\w*|zdani\w*) instytutu", r"oficiáln\w+ (?:stanovisk\w*|postoj\w*|názor\w*)", r"официальн\w+ (?:позици\w*|мнени\w*|точк\w*)",
    r"офіційн\w+ (?:позиці\w*|думк\w*)", r"officiell\w* (?:ståndpunkt|hållning|åsikt)", r"offisiell\w* (?:holdning|standpunkt)",
    r"resmi (?:görüş\w*|tutum\w*|pozisyon\w*)", r"επίσημη (?:θέση|άποψη)", r"الموقف الرسمي|موقف\w* الرسمي|الرأي الرسمي", r"העמדה הרשמית|עמדה רשמית",
    r"आधिकारिक (?:राय|रुख|स्थिति|मत)", r"官方(?:立场|立場|态度|態度|观点|觀點|看法|意见|意見)", r"公式(?:な)?(?:立場|見解|意見|スタンス)",
    r"공식(?:적인)? ?(?:입장|견해)", r"quan điểm chính thức|lập trường chính thức", r"(?:posisi|sikap|pendapat) resmi",
    r"pozi[țt]i\w+ oficial\w*", r"hivatalos (?:álláspont\w*|vélemény\w*)", r"virallinen (?:kanta|näkemys)",
    # ca, hr/sr/bs, sl, bg, et, lv, lt, is, af, sw, ms, tl, th, fa, ur, bn
    r"posició oficial|službeni stav|službeno stajalište|uradno stališče|официална\w* (?:позиция|становище)|ametlik\w* seisukoh\w*|oficiāl\w* nostāj\w*|"
    r"oficiali\w* pozicij\w*|opinber\w* afstað\w*|amptelike standpunt|msimamo rasmi|pendirian rasmi|opisyal na posisyon|จุดยืนอย่างเป็นทางการ|"
    r"موضع رسمی|سرکاری موقف|باضابطہ موقف|আনুষ্ঠানিক অবস্থান",
)
# The organisation's own stance asked for ("Ihre Haltung", "jullie standpunt", "wasze stanowisko", "موقفكم").
WORLD_OWN_STANCE = (
    r"(?:ihre|eure|deine) (?:\w+ )?(?:haltung|position|standpunkt|einstellung)",
    r"(?:position|positionnement|postura|posici[oó]n|posizione|posi[çc][ãa]o|haltung|standpunkt|standpunt|stanowisk\w*) (?:de|del|della|da|do|des|van|der|von) "
    r"(?:votre|vos|vuestr\w+|vostr\w+|vocês|l'institut|l'istituto|el instituto|o instituto|het instituut|instytutu|ihr\w*|jullie|su|sus|seu|sua)\b",
    r"como (?:institución|instituto|organización|instituição|organização)|en tant qu'(?:institut|organisation)|als (?:institut|organisation|instituut|organisatie)|"
    r"come (?:istituto|organizzazione)|jako (?:instytut|organizacja)|som (?:institut|organisation)|kurum olarak|как (?:институт|организация)|як інститут|ως οργανισμός|"
    r"sebagai lembaga|với tư cách (?:là )?(?:viện|tổ chức)",
    r"(?:ihre|eure) eigene|er egen|ert eget|votre propre|vuestra propia|su propia|vostra propria|a vossa própria|wasze własne|ваше собственное|"
    r"kendi (?:görüşünüz|fikriniz)",
    r"wie steh(?:t|en) (?:das institut|ihr|sie|euer|eure|ihre?)\b",
    r"auf welcher seite (?:\w+ ){0,4}steh\w*", r"steh\w* (?:\w+ ){0,3}auf der seite (?:der|des|von)",
    r"(?:jullie|uw) (?:standpunt|positie)", r"waar staan jullie", r"sta\w* (?:\w+ ){0,3}aan de kant van", r"aan welke kant",
    r"(?:votre|vos) (?:position|positionnement)", r"de quel côté",
    r"su postura", r"vuestra (?:postura|posici[oó]n)", r"de qu[eé] lado",
    r"(?:la vostra|vostra) posizione", r"da che parte", r"(?:a sua|vossa|a posição de vocês)", r"de que lado",
    r"(?:wasze|wasza|waszego) (?:stanowisk\w*|zdani\w*)", r"po której stronie",
    r"(?:er|ert|institutets) (?:ståndpunkt|hållning)", r"vad (?:tycker|anser) ni", r"hvad mener (?:i|instituttet)", r"hva mener (?:dere|instituttet)",
    r"görüşünüz\w*|tutumunuz\w*|hangi taraf\w*", r"(?:ваша|вашу|вашей) (?:позици\w*|точк\w* зрения)", r"на чьей стороне",
    r"(?:ваша|вашу) позиці\w*", r"на чиєму боці", r"(?:τη |την )?θέση (?:σας|του ινστιτούτου)", r"موقفكم|موقف المعهد|في أي جانب",
    r"עמדתכם|העמדה שלכם", r"(?:आपकी|संस्थान की) (?:राय|स्थिति)|(?:आपका|संस्थान का) रुख", r"你们的(?:立场|立場|态度|態度)|站在哪一边|站在哪一邊",
    r"(?:研究所|皆さん)(?:として|の)(?:は)?(?:立場|見解)", r"研究所として|作为机构|作為機構|机构的立场", r"どちら側", r"quan điểm của (?:viện|các bạn|tổ chức)",
    r"(?:posisi|sikap) (?:lembaga|anda|kalian)", r"vad (?:tycker|anser) (?:ert|era|institutet)",
    r"msimamo wa (?:taasisi|shirika)|msimamo wenu|maoni ya taasisi|maoni yenu",
)
# Nouns of an opinion or position, asked of the organisation named beside them ("Qual é a opinião do instituto
# sobre...", "Какова позиция вашего института", "Apa pandangan lembaga Anda").
WORLD_OPINION = (
    r"opinião|opinión|opinione|avis|meinung|mening|názor|zdanie|opinia|åsikt|hållning|ståndpunkt|standpunt|postoj|stanovisko|standpunkt|haltung|"
    r"position|posição|posición|posizione|stanowisk\w*|poziți\w*|görüş\w*|tutum\w*|(?:doğru|yanlış|haklı|adil|meşru|kabul edilebilir) bul(?:uyor|ur)\w*|pandangan|pendapat|pendirian|quan điểm",
    r"мнени\w*|позици\w*|думк\w*|позиці\w*|θέση|άποψη|موقف|رأي|עמדה|דעה|राय|立场|立場|看法|見解|입장|견해",
)
# Verbs of holding a view, for "does the institute think that X should...".
WORLD_THINK = (
    r"vindt|vinden|denkt|denken", r"findet|finden|findest|glaubt|glauben|meint|meinen|haltet|halten", r"pensez|croyez|trouvez|estimez|pense|estime",
    r"creen|piensan|opinan|consideran|cree|piensa|opina",
    r"pensate|credete|ritenete|pensa|ritiene", r"acham|pensam|acha|consideram", r"uważa\w*|sądzi\w*", r"myslí\w*|považuje\w*", r"tycker|anser|mener|synes",
    r"думае\w*|счита\w*|вважає\w*|вважаєте", r"düşünüyor\w*|düşünür\w*|sizce", r"πιστεύ\w+|θεωρεί\w*", r"يعتقد|تعتقدون|ترون|يرى",
    r"חושב\w*", r"मानत\w*|सोचत\w*", r"认为|認為|觉得|覺得", r"思い|考え", r"생각", r"nghĩ|cho rằng", r"berpendapat|menganggap|pikir", r"considera",
    r"credeți|credeti|considerați", r"gondol\w*", r"mieltä",
    r"inaamini|mnaamini|inafikiri|mnafikiri|mnaona|inaona|anaamini",
)
# "In your view", "according to you": a view asked of the organisation without naming it again.
WORLD_ACCORDING_TO = (
    r"secondo voi|secondo il vostro istituto|según ustedes|según vosotros|selon vous|à votre avis|ihrer meinung nach|eurer meinung nach|aus ihrer sicht|"
    r"aus eurer sicht|naar jullie mening|volgens jullie|zdaniem (?:instytutu|waszym)|waszym zdaniem|enligt er|enligt institutet|sizce|по-вашему|по вашему мнению|"
    r"на вашу думку|κατά τη γνώμη σας|κατά την άποψή σας|na vossa opinião|na opinião de vocês|segundo vocês|menurut (?:anda|kalian|lembaga)|theo (?:các bạn|viện)",
    r"برأيكم|في رأيكم|לדעתכם|आपके (?:अनुसार|विचार में)|在你们看来|你们认为|你們認為|皆さんは(?:どう)?思",
)
# Words that pass a moral verdict in other languages: a question holding one is a values question.
WORLD_MORAL = (
    r"moralisch\w*|ethisch\w*|sittlich\w*|moreel|morele|moralement|éthiquement|moralmente|éticamente|eticamente|moralnie|etycznie|moraliskt|etiskt|moralsk|etisk|"
    r"ahlaken|ahlaki|morálně|eticky|moralis|đạo đức|ético|ética|éticos|éthique|est-(?:il|elle|ce) moral|immoral|etico|etica|ethisch\w*",
    r"морально|этичн\w*|етичн\w*|моральн\w*|ηθικά|ηθικό",
    r"أخلاقي\w*|מוסרי\w*|नैतिक|道德上|道德|倫理的|道徳的|도덕적",
)
# What a view holds that is a judgement: should, must, right, wrong, fair.
WORLD_NORMATIVE = (
    r"moet|moeten|zou\w* moeten", r"soll|sollte\w*|sollen|muss|müssen|müsste\w*|richtig|falsch|gerecht", r"doit|doivent|devrai\w*|faut|juste|injuste",
    r"debe|deben|deber[íi]a\w*|justo|injusto|correcto", r"dovrebbe\w*|deve|devono|giusto|sbagliato", r"devem|deveria\w*|certo|errado",
    r"powin\w+|należy|słuszn\w+|sprawiedliw\w+", r"měl\w* by|správn\w+", r"bör|borde|rätt|fel", r"bør|skal|riktig",
    r"долж\w+|следует|правильн\w+|справедлив\w+|повин\w+|слід", r"\w+(?:meli|malı)(?:dir|dır|mi|mı|yiz|yız|siniz|sınız)?|doğru mu|yanlış mı",
    r"πρέπει|σωστό|δίκαιο", r"يجب|ينبغي|صحيح", r"צריך|צריכה|נכון", r"चाहिए|सही", r"应该|應該|应当|对不对|對不對|正确", r"べき|正しい", r"해야|옳",
    r"nên|phải|đúng", r"harus|sebaiknya|seharusnya|benar", r"trebui\w*|corect", r"kell|helyes", r"допустим\w*|приемлем\w*|оправдан\w*|припустим\w*",
    r"zinapaswa|inapaswa|wanapaswa|tunapaswa|lazima|inastahili",
    # one course or system judged better than another ("beter zou zijn dan", "πιο συμβατός", "лучше чем")
    r"beter|slechter|besser|schlechter|meilleure?s?|pire|mejor(?:es)?|peor(?:es)?|miglior[ei]|peggior[ei]|melhor(?:es)?|pior(?:es)?|lepsz\w+|gorsz\w+|lepší|horší|"
    r"bättre|sämre|bedre|dårligere|parempi|huonompi|лучше|хуже|краще|гірше|daha iyi|daha kötü|καλύτερ\w+|χειρότερ\w+|πιο|mai bun\w*|jobb|rosszabb|"
    r"lebih baik|tốt hơn|أفضل|טוב יותר|बेहतर|更好|より良い|더 나은",
)
# Marks of a question where the sentence has none: particles and question words.
WORLD_QUESTION_MARKERS = (
    r"\?", r"？", r"؟", r";\s*$", r"czy", r"ли", r"чи", r"apakah", r"không", r"هل", r"क्या", r"吗|嗎", r"ですか|ますか|でしょうか", r"jestli", r"vajon",
    r"onko", r"ob", r"whether", r"(?:dites|dire|dis)(?:-moi)? (?:\w+ ){0,2}si",
    r"sapere se|saber si|savoir si|saber se|weten of|veta om|vite om|wissen,? ob|wiedzieć,? czy|знать,? (?:ли|поддерживает)",
    # a clause that opens with the verb before "you" asks, in Dutch, German and the Nordic languages
    r"(?:^|(?<=[,:;] )|\b(?:maar|en|dus|aber|und|also|oder|men|og|så) )(?:vinden|denken|steunen|zijn|hebben|willen|geloven|vindt|denkt|steunt|is|heeft) (?:jullie|u|het instituut)",
    r"(?:^|(?<=[,:;] )|\b(?:aber|und|also|oder) )(?:finden|glauben|meinen|denken|unterstützen|sind|haben|halten|findet|glaubt|meint|unterstützt|ist|hat) (?:sie|ihr|das institut)",
    r"(?:tycker|anser|stöder|tror|står) (?:ni|institutet)|(?:synes|mener|støtter|tror) (?:dere|i|instituttet)",
    r"(?:^|(?<=[.:] ))je,",
)
# Site things named in other languages (and in English among them): a stance verb aimed at one is feature talk.
WORLD_SITE_OBJECTS = (
    r"design|layout|diseño|ontwerp|logo|farben|colores|couleurs|"
    r"safari|firefox|chrome|linux|windows|android|ios|iphone|ipad|pdf|csv|rss|api|apps?|aplicaci[oó]n|aplicativo|applicazione|browser\w*|"
    r"dark ?mode|newsletter\w*|e-?mails?|formular\w*|formulaire|formulario|modulo|formulier|formularz|dateiformat\w*|plugin\w*|zotero|markdown|"
    r"seite|abschnitt|artikel|página|sección|artículo|rubrique|sezione|articolo|secção|seção|artigo|sectie|pagina|"
    r"bài viết|trang web|báo cáo|"
    r"sayfa\w*|menü\w*|tasarım\w*|düzen\w*|buton\w*|form\w*|stránk\w*|stránc\w*|sekc\w*|nabídk\w*|tlačítk\w*|"
    r"bibtex|latex|open access|open-access|formato|formats?|epub|mobi|kindle|modo oscuro|mode sombre|dunkelmodus|donkere modus|tryb ciemny|темн\w+ тем\w*",
)
