"""Words of contempt for people, and the words that name who they are aimed at, in many languages.

Read by :mod:`..contempt`, which looks each word of a text up here after undoing leet, stars, dots and
look-alike letters itself. Entries are lower case and unaccented for scripts with accents (Latin,
Greek); an entry ending in ``~`` is a stem that takes up to five more letters, for languages that
inflect or compound ("debil~" reads "debile", "debilami"; "идиот~" reads "идиотами"), and a stem is
never shorter than four letters, so that it does not swallow ordinary words.

Tiers, by how much aim a word needs before it counts as abuse:

* ``PERSON_SLURS``: words that call a person names and mean nothing else ("moron", "Vollpfosten",
  "pendejo", "долбоёб", "gerizekalı", "chutiya"): abuse when a person of the site is named before them
  in the sentence ("your editors ... are p3nd3j0s") or addressed after them ("morons, the lot of you").
* ``CONTEMPT_WORDS``: nouns and adjectives that are ordinary words of criticism elsewhere ("clown",
  "trash", "useless", "brain-dead", "donkeys"): abuse only when said of a person right there ("your
  staff = trash", "your interns are useless") or put before one ("useless interns").
* ``UNSPACED_SLURS`` / ``UNSPACED_TARGETS``: the same for scripts that do not space their words
  (Chinese, Japanese, Korean, Arabic, Devanagari, Hebrew), matched as substrings of a sentence.

``TARGETS`` are the people a site has (staff, authors, "you"); ``BYSTANDERS`` are other people, whose
naming between a target and an insult means the insult is theirs ("your moderators ban trolls who are
idiots" is not abuse of the moderators).
"""

from __future__ import annotations

__all__ = [
    "PERSON_SLURS", "CONTEMPT_WORDS", "UNSPACED_SLURS", "UNSPACED_CONTEMPT", "UNSPACED_ORDINARY", "UNSPACED_TARGETS", "TARGETS",
    "SECOND_PERSON", "POSSESSIVES", "BYSTANDERS", "LINKS", "NEGATORS", "REPORTING", "SIMILE", "ORDINARY", "ACRONYMS",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Name-calling that means nothing but contempt for a person.
PERSON_SLURS = _words(
    # English (plural and singular where both are used)
    """idiot~ moron moronic morons imbecile~ cretin~ dumbass dumbasses dumbfuck~ jackass~ asshole~ arsehole~
    a-hole a-holes assclown~ asshat~ dickhead~ dipshit~ shithead~ shitstain~ shitbag~ scumbag~ douche~ douchebag~
    motherfucker~ fucks mfer mfers mofo mofos fucker fuckers fuckwit~ twat~ cunt~ wanker~ tosser~ prick pricks bastard
    bastards bitch bitches halfwit~ nitwit~ dimwit~ numbskull~ numpty numpties bellend~ knobhead~ nincompoop~
    dunce dunces buffoon~ dullard~ dolts dingbat~ dingdong~ ding-dong~ bozo bozos doofus~ simpleton~ blockhead~
    bonehead~ airhead~ pinhead~ meathead~ knucklehead~ lamebrain~ mouthbreather~ mouth-breather~ troglodyte~
    neanderthals imbeciles incel incels bimbo bimbos bootlicker~ boot-licker~ bootlicking boot-licking
    arselicker~ asskisser~ ass-kisser~ sycophant~ lowlife~ scumbucket~ retard retards retarded subhuman~
    sub-human~ halfwits dumbo dumbos eejit~ idjit~ muppets cockwomble~ twatwaffle~ fuckface~ shitheel~ jerkoff~
    jerk-off~ wankstain~ wank-stain~ turd turds turdgoblin~ turd-goblin~ shit-for-brains pillock~ plonker~
    dumbest stupidest idiots dipstick~ dickwad~ sleazebag~ sleazeball~ ignoramus~ nutjob~ nutcase~ creeps weasels simp simps
    mouth-breathing mouthbreathing knuckle-dragging knuckle-dragger~ ass-kissing asskissing"""
    # German
    """ idioten vollidiot~ vollpfosten~ vollhonk~ vollspast~ vollkoffer~ volltrottel~ trottel~ depp deppen
    arschloch~ arschlocher~ arschgeige~ arschgesicht~ wichser~ hurensohn~ hurensohne~ missgeburt~ spast~ spasti~
    spacko~ schwachmat~ schwachkopf~ schwachkopfe~ dummkopf~ dummkopfe~ dummschwatzer~ hohlkopf~ hohlbirne~
    hirnis dumpfbacke~ knalltute~ pfeifen flachpfeife~ flachzange~ dreckskerl~ drecksack~ mistkerl~ schweinehund~
    penner versager~ lappen luschen evolutionsbremse~ schwachsinnige~ bekloppte~ bekloppt zicke zicken hirnamputiert~ hirnverbrannt~
    kretins"""
    # Spanish
    """ pendejo~ pendeja~ gilipollas imbecil imbeciles idiota idiotas estupido~ estupida~ tarado~ tarada~
    subnormal~ cabron cabrones cabrona~ capullo~ mamon mamones huevon~ weon~ boludo~ boluda~ pelotudo~ pelotuda~
    gilipuertas mamarracho~ cretino~ cretina~ retrasado~ inutiles malparido~ hijueputa~ comemierda~ soplapollas
    baboso~ zoquete~ mentecato~ majadero~ payasos"""
    # Italian
    """ idioti cretini coglione coglioni stronzo stronzi stronza stronze imbecille imbecilli deficiente deficienti
    scemo scemi scema sceme rincoglionit~ minchione~ testa-di-cazzo falliti fallito fallita incapaci pagliacci
    buffoni somari cazzoni"""
    # French
    """ connard~ connasse~ abruti~ cretin cretins imbecile imbeciles debile debiles encule~ enfoire~ salaud~
    salope~ tocard~ bouffon~ guignol~ minable~ demeure~ couillon~ trouduc~ clown~ batard~"""
    # Dutch
    """ idioot idioten debiel debielen randdebiel~ klootzak~ sukkel~ eikel eikels lul lullen mongool mongolen
    oetlul~ domkop~ zakkenwasser~ prutser~ kneus kneuzen malloot~ achterlijke"""
    # Portuguese
    """ idiotas otario~ otaria~ babaca~ imbecil imbecis arrombado~ arrombada~ escroto~ cuzao~ fdp fdps
    vagabundo~ palhaco~ bostas burra burro burros burras jumento~ retardado~ trouxa~ lixos"""
    # Polish
    """ debil~ idioci idiotow kretyn~ chuj~ chuje skurwysyn~ skurwiel~ pojeb~ dupek dupki glupek glupki palant~
    zjeb~ matol~ tepak~ gamon~ kurwidolek~ kurwidolk~ frajer~ pajac~ cwel~ baran barany osly kurwo jebana jebany
    jebani jebane"""
    # Russian, Ukrainian
    """ идиот~ дебил~ долбоеб~ долбаеб~ долбоящер~ мудак~ мудил~ придурок придурк~ ублюдок ублюдк~ урод~ мраз~
    твар~ дура дурак~ дураки кретин~ козел козлы козлина~ чмо чмошник~ лох лохи лохов ничтожеств~ бездар~
    тупиц~ тупой тупая тупое тупые тупых тупыми сволоч~ скотин~ говнюк~ пидор~ пидорас~ имбецил~ олух~
    конченые конченый конченая дегенерат~ недоумк~ недоумок ушлепк~ ушлепок ублюдки убогий убогие
    придурки придурків дебіл~ ідіот~ бездарних бездарні дурепа дурепи дурень нікчем~"""
    # Greek
    """ ηλιθιος ηλιθιοι ηλιθια ηλιθιες μαλακας μαλακες μαλακα βλακας βλακες βλακα κοπανος κοπανοι καθικι
    καθικια μαλακισμενοι μαλακισμενος αχρηστοι αχρηστος αχρηστη χαζοι χαζος ζωον ζωα κρετινοι κρετινος
    ανικανοι ανικανος"""
    # Turkish
    """ aptal~ salak~ gerizekali~ geri-zekali~ ahmak~ dangalak~ serefsiz~ okuz~ esek~ beyinsiz~ hiyar~ yavsak~
    pic piclik~ mal-herif aptallar salaklar andaval~ angut~ dallama~ hodukl~ embesil~ odun-kafal~ siktirik~"""
    # Scandinavian
    """ idioter idioterna idioten pajas~ pucko puckon dumskalle~ dumbom~ fjols~ tonto skitstovel~ kukhuvud~
    rovhal~ fittor fitta idiotene idiotane tosk~ nolla nollor tullinger tulling~ kraek~ sodding~"""
    # Romanian
    """ idioti idiotii prosti prostii prostul prostanac~ tampit~ cretini cretinul boi boul dobitoc~ imbecili
    imbecilul nesimtit~ jegos~ handicapat~ bou"""
    # Czech, Slovak
    """ kreten~ kokot~ kokoti blbec blbci blbce hovado~ hovada curak~ zmrd~ pitomec~ pitomci magor~ debilove
    debilni idioti idiote vul volove"""
    # Hungarian
    """ hulye hulyek barom barmok idiota idiotak kreten kretenek seggfej~ kocsog~ balfasz~ faszfej~ tokfej~
    agyhalott~"""
    # Finnish
    """ idiootti idiootit aalio aaliot kusipaa~ urpo urpot mulkku mulkut tolvana~ paskiainen~ paskiaiset"""
    # Indonesian, Malay, Tagalog
    """ goblok~ bego tolol bodoh anjing bangsat kampret~ babi bajingan~ tanga bobo gago ulol tarantado~
    putangina~ bwisit"""
    # Hindi, Urdu (in Latin letters)
    """ chutiya chutiye chutiyon chutiyo chutiyapa bewakoof~ bewakuf~ bevakoof~ bevkoof~ gadhe gadha gadhon
    kamine kamina kaminey harami haramiyon haramkhor~ nalayak~ nalaayak~ bhosdi~ bhosadi~ madarchod~
    behenchod~ bhenchod~ gandu~ ullu chutiyape saale saala saali kutte kutta kuttey"""
    # Vietnamese (without tones)
    """ oc-lon oc-cho do-ngu lu-ngu ngu-nhu-cho suc-vat khon-nan mat-day"""
)

#: Ordinary words of criticism that are contempt only when said of a person: "your staff = trash".
CONTEMPT_WORDS = _words(
    """clown clowns joke jokes trash garbage rubbish filth shit shits crap scum vermin parasites leeches pigs pig sheep
    donkeys donkey rats rat snakes monkeys chimps chimpanzees apes baboons lemmings sheeple cattle animals
    useless worthless pathetic stupid dumb dumber brainless brain-dead braindead clueless incompetent
    incompetents spineless gutless talentless witless mindless hopeless losers loser failures failure frauds
    fraud hacks liars liar charlatans quacks cranks grifters shills shill sellouts lackeys lapdogs stooges
    puppets wessel weasel weasels cowards coward hypocrites hypocrite dimwitted pea-brained peabrained
    halfwitted thick disgrace disgraces embarrassment waste-of-oxygen waste-of-space waste-of-air
    waste-of-skin pos sob pita ugly disgusting
    laughingstock laughing-stock nobody nobodies zeroes zeros nonentities
    unfahig unfahige nutzlos nutzlose inkompetent inkompetente dumm dumme dummen bescheuert bescheuerte
    hirnlos hirnlose behindert behinderte erbarmlich armselig lacherlich witzfiguren witzfigur clowns
    inutil inutiles ineptos incompetentes payaso basura mierda estupidos estupidas tontos tontas
    inutili incompetenti pagliaccio ridicoli patetici
    nuls nulles incompetents ridicules pathetiques pitoyables
    waardeloos waardeloze incompetente achterlijk dom dombo clowns sukkels
    inuteis incompetentes lixo bosta merda palhacos
    beznadziejni zalosni niekompetentni glupi glupie smieci
    бесполезные бесполезный никчемные никчемный некомпетентные бездарные бездари клоуны жалкие мусор
    beceriksiz beceriksizler yetersiz cop rezil
    vardelos vardelosa inkompetenta korkad korkade dumma
    incompetenti inutili penibili ridicoli jalnici
    neschopni neschopny nemehla
    alkalmatlanok hasznavehetetlen
    bekerja-tidak bloon"""
)

#: Acronyms that curse or insult (read only as whole upper-case words: "POS" is also a point of sale).
ACRONYMS = _words("POS SOB PITA MFERS MFER MF STFU GFY FOAD DIAF KYS SB")

#: Name-calling in scripts written without spaces, found anywhere in a sentence.
UNSPACED_SLURS = _words(
    # Chinese
    """傻逼 傻b 傻x 傻屄 傻叉 煞笔 沙比 sb 脑残 白痴 弱智 智障 蠢货 蠢猪 废物 混蛋 王八蛋 贱人 狗东西 人渣 猪头 二逼 垃圾人
    神经病 low逼"""
    # Japanese
    """ バカ ばか 馬鹿 アホ あほ クズ くず カス ボケ 無能 クソ野郎 くそ野郎 野郎ども ゴミ屑 能無し 脳なし 間抜け マヌケ
    低能 池沼 ガイジ"""
    # Korean
    """ 병신 븅신 병싄 ㅂㅅ ㅄ 병x 병X 멍청이 등신 개새끼 새끼들 쓰레기들 또라이 찐따 머저리 바보들 미친놈 미친년"""
    # Arabic
    """ أغبياء اغبياء غبي غبية حمير حمار الحمير كلاب حقير حقراء تافه تافهين أوساخ اوساخ حثالة معاتيه أبله بهائم
    ابن كلب ولاد الكلب منايك"""
    # Hindi, Hebrew, Persian
    """ मूर्ख बेवकूफ़ बेवकूफ चूतिया चुतिया कमीने गधे हरामी नालायक מטומטם מטומטמים אידיוט אידיוטים דביל דבילים מפגר
    מפגרים احمق احمقها الاغ بیشعور"""
)

#: Contempt in unspaced scripts that is also said of things ("垃圾" of a report): read only with a target.
UNSPACED_CONTEMPT = _words("无能 废柴 無能すぎ 무능 فاشلين")

#: Phrases of unspaced scripts where an insult word describes a thing or the writer ("a stupid question",
#: "バカみたい"): blanked before name-calling is looked for.
UNSPACED_ORDINARY = _words(
    """弱智问题 白痴问题 傻问题 蠢问题 バカな質問 バカみたい バカげ 馬鹿な質問 馬鹿みたい 馬鹿げ 馬鹿馬鹿しい バカバカしい アホみたい
    멍청한 바보같은"""
)

#: The people of the site, in unspaced scripts: "你们", "スタッフ", "직원", "موظف", "तुम्हारे".
UNSPACED_TARGETS = _words(
    """你们 你 您 编辑部 编辑 客服 研究员 员工 作者 管理员 版主 工作人员 团队 小编 主持人 记者
    おたく お前 おまえ てめえ テメェ あんた 君たち スタッフ 社員 職員 研究員 研究者 編集部 編集者 担当者 広報 管理人
    モデレーター 著者 筆者 記者 司会 運営
    너희 니들 너네 당신들 너 직원 연구원 연구소 운영진 편집자 작성자 글쓴 기자 관리자 담당자 팀 진행자 저자
    موظف موظفي موظفين موظفو محرر محرري باحث باحثي أنتم انتم الكاتب المؤلف المشرف فريق كم
    तुम तुम्हारे तुम्हारी आपके आप लोग אתם שלכם העורכים הכותב شما"""
)

#: "you" in many languages: a target wherever it stands.
SECOND_PERSON = _words(
    """you u ya ye yall y'all youse yous thou
    ihr du euch dich dir ustedes vosotros vosotras tu voi vous jullie jij wy ty вы ты вас вам тебя siz sen
    sizler ni du ви ти εσεις εσυ voi kalian kamu lu elo kayo ikaw tum tumlog te vy vi ti"""
    # "to be" conjugated for "you", which names the addressee without a pronoun ("Sois unos inútiles",
    # "Είστε όλοι ηλίθιοι", "Jste banda..."); forms that are also other words ("es", "sei", "siete") left out.
    """ seid bist sois eres etes jste jsi ειστε εισαι jestescie jestes"""
)

#: "your" in many languages: a target when a person noun follows ("your editors", "eure Redaktion").
POSSESSIVES = _words(
    """your ur yr yor yur yer
    euer eure eurem euren eurer dein deine deinen deinem vuestro vuestra vuestros vuestras tus vostro vostra
    vostri vostre votre vos jouw uw wasz wasza wasi wasze twoj twoja twoi ваш ваша ваше ваши твой твоя твои
    vosso vossa vossos vossas seu sua seus suas voastra vostri vostrii vostre er ert era din ditt dina jeres
    jeres deres tumhare tumhari tumhara tera teri aapke σας σου vase vas vasi vasa vaseho sizin senin teidan"""
)

#: People of the site: staff, roles, a whole team. Some are stems ("moderator~" reads "moderatorzy").
TARGETS = _words(
    """staff staffer~ team~ devs dev developer~ engineer~ coder~ programmer~ researcher~ reserchers scientist~
    analyst~ author~ writer~ editor~ editer~ journalist~ reporter~ columnist~ blogger~ moderator~ mods mod admin~
    administrator~ director~ head lead leadership manager~ management boss bosses ceo cto coo cfo founder~ fellow~
    intern~ employee~ crew board trustees expert~ contributor~ designer~ host hosts podcaster~ speaker~
    presenter~ colleagues chair chairman chairwoman president spokesperson spokesman spokeswoman webmaster~
    volunteer~ comms folks ppl humans human department departments helpdesk help-desk hotline receptionist~
    reditel~ reditelk~ recepcni
    peeps guys gang bunch people person dude bloke
    autor~ autoren redakteur~ redaktion~ redaktionsteam forscher~ mitarbeiter~ leute direktor~ chef~ leiter~
    journalist~ entwickler~
    autores autora escritor~ redactor~ editores investigador~ directora jefe jefa equipo periodista~
    desarrollador~ moderador~
    autori autore autrice scrittor~ redattor~ editori ricercator~ direttor~ capo squadra personale giornalist~
    moderator~ redazione
    auteurs auteur redacteur~ redactrice chercheur~ chercheuse directeur directrice equipe personnel
    redactie onderzoeker~ medewerker~ baas mensen
    autorzy autorka redaktorzy redaktor badacz~ naukowc~ dyrektor~ szef~ zespol pracownic~ dziennikarz~
    pesquisador~ diretor~ diretora equipe equipa jornalista~
    автор~ редактор~ редакци~ модератор~ сотрудник~ исследовател~ журналист~ команд~ персонал~ руководств~
    директор~ админ~ адмін~ адміністратор~ адміністраторк~ администраторш~ колектив коллектив персонал разработчик~ ведущ~ аналитик~
    ερευνητ~ συντακτ~ συγγραφε~ δημοσιογραφ~ διαχειριστ~ προσωπικο ομαδα
    editorleriniz editorler editor yazar~ moderator~ calisan~ ekip~ arastirmaci~ sunucu~ personeliniz
    redaktion~ personalen forskare~ forskarna avdelning~ kommunikationsavdelningen podcastvard~ vard
    skribent~ chefredaktor~
    echipa echipei autorul autoarea moderatori~ cercetator~ redactor~ angajat~ redactia
    moderatori autor autori redakce redaktori vyzkumnic~
    szerzo~ szerkeszto~ munkatars~ csapat~ toimittaj~ tutkija~ kirjoittaj~
    penulis penulisnya staf tim redaksi peneliti admin~
    cac-nguoi bon tac-gia nhan-vien kiem-duyet
    editors log team"""
)

#: Other people, whose naming right before an insult makes it theirs, not the site's ("trolls who are
#: idiots", "my students think I'm stupid"); and first person, for insults people turn on themselves.
BYSTANDERS = _words(
    """i i'm im me my myself we us our ourselves users user readers reader commenters commenter trolls troll
    critics critic visitors visitor customers customer kids children students student politicians
    politician opponents others somebody someone anyone everyone nobody they them their he him his she her
    spammers spammer bots bot attackers hackers scammers scammer competitors rivals neighbours neighbors
    ich wir mich uns mir yo nosotros me nos nous moi io noi ik wij mij ons ja my mnie nas я мы меня нас
    ben biz jag vi mig oss eu nos main hum mujhe hamein"""
)

#: Words that may link a target to what it is called ("are", "=", "sind", "είναι", "—").
LINKS = _words(
    """is are r was were be been being am 're 's = == — – - -> : <- is: are:
    ist sind war waren bist seid es son eres sois era eran sono sei siete era erano est sont es etes etait
    zijn bent is was waren jest sa sao e eram foi sunt este esti ste e är ar er ere jsou jste je jsi sa
    είναι ειναι ησασταν ολοι ολες vsichni olan hain hai ho hai ho sab
    just all such so a an the total complete absolute utter proper real really truly literally entire whole
    bunch pack load lot of nothing but only more than little big biggest bigger genuine certified bona fide
    fucking fking fkn fukin fuckin fcking effing bloody damn goddamn freaking frigging stupid overpaid glorified so-called equally
    pompous smug condescending arrogant snobbish self-important sanctimonious lying cowardly
    ein eine einer einen nur aus alle allesamt komplett vollig doch wirklich ganz echt komplette totale echte richtige verdammte voll besteht bestehen
    un una unos unas uno una puros todos todas verdaderos autenticos completo completa completos completas
    dei degli delle tutti solo veri
    des de du vrais vraies tous
    een allemaal echte
    uns umas um uma todos verdadeiros
    zwykly zwykli skonczeni skonczony banda
    полные полный просто все одни сплошные
    ένας μια μία ενας μια
    bir tam koca hepsi
    en ett ena riktiga helt
    niste niste un o plina plina de
    ekdum ek bilkul sab poore poori pura poora puri saare sare sab ke sabhi ekdam
    semua pada
    obycejnej obycejny banda"""
)

#: Words that negate or hedge between a target and an insult: "your staff are not idiots".
NEGATORS = _words(
    """not no never nor isn't aren't wasn't weren't don't doesn't didn't won't wouldn't hardly nobody's
    nicht kein keine keiner keinesfalls nie niemals no nunca jamas non mai pas jamais ne niet geen nooit nie
    не ни нет değil degil inte ikke ikkje nu nem ne nahi nahin nahin bukan tidak hindi δεν μην"""
)

#: Words before an insult in the sentence that make it reported speech or a word named as a word.
REPORTING = _words(
    """called calls calling call named labelled labeled dubbed branded said says saying told wrote writes comment comments
    commented commenter commenters word words term terms slur slurs insult insults insulted insulting phrase
    translate translates translated translation means meaning flag flags flagged filter filters quote quoted
    quoting accused accuse accusing yelled shouted tweeted posted replied reply
    beschimpft genannt bezeichnet nannte schrieb llamo llamaron dijo escribio insulto chiamato chiamata
    insultato traite appele insulte noemde genoemd scholden nazwal nazwali назвал назвали называют обозвал
    оскорбил пишут dedi demis kallade kallat kalte chamou chamaram"""
)

#: Words that make an insult a comparison of treatment, not a name: "they treat us like idiots".
SIMILE = _words("like as than unlike except besides wie als como comme come zoals jak как gibi som")

#: Ordinary words a stem would otherwise read as an insult ("debilitating", "authorisation").
ORDINARY = _words(
    """debilitate debilitated debilitating debility idiotype authorise authorize authorized authorised authority
    authoring authorship moderately moderate moderated moderation editorial editorials editorially editing
    developmental researched researching directorate directory directive headline teammate teammates teamwork
    reporting writership hostile hostility internal internally international internet interns' internship
    internships expertise expertly designed designing boardroom chairs stafford aptallik tosks salaktion
    manageress managerial engineering engineered programmed programming scientific analystics officer
    officers official officially offices presidents presidential speakership"""
)
