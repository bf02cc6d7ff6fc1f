"""The words of abuse, in English and in the other languages visitors write it in, for the abuse rule.

Entries are plain words and phrases, lower case and without accents, because the rule reads them in
the insult view (:func:`..insult_spelling.insult_view`), where leet, stars, look-alike letters and
accents are already undone ("Vollidi0ten" and "imbéciles" read "vollidioten", "imbeciles"). Plain
words rather than regexes keep the lists easy to extend and give the rule its trigger words for free.

An insult word is abuse when it is aimed at someone, so the lists come in tiers by how much aim a
word needs before it counts:

* ``STRONG_INSULTS``: nouns that are insults wherever a person is addressed or named with them
  ("morons", "cunt", "vollidiot", "pendejos", "klootzakken"); they may stand alone as a one-word
  sentence ("Idiots.") or be the subject itself ("the idiot who wrote this").
* ``PERSON_INSULTS``: nouns that are ordinary words elsewhere, insults only when said of a person
  ("your editors are parasites", "you are a joke", "ihr Pack"); "parasites", "rats", "trash" and
  "burro" (butter, in Italian) appear in ordinary feedback and research. Words that slang uses as
  praise ("you guys are animals", "monsters at typography", "savages") are left out. Its ``ANIMAL_INSULTS`` are
  kept apart, because "a bunch of monkeys" is a figure of speech where "a bunch of shills" is not.
* ``VULGAR_INSULTS``: vulgar nouns that name a person whatever they stand next to ("b1tch3s can't
  even make a form work"): abuse wherever they stand.
* ``INSULT_ADJECTIVES``: said of a person ("your staff are spineless", "you are useless").
* ``CURSES``: phrases that are abuse wherever they stand ("hijos de puta", "vaffanculo", "GFY").

``ROLES`` are the people of a site an insult is aimed at ("your director", "the authors", "eure
Autoren"), and the ``*_ADDRESS``/``COPULAS`` entries are how each language addresses or predicates
("ihr seid", "sois unos", "jullie zijn", "jestescie", "voces sao").
"""

from __future__ import annotations

__all__ = [
    "STRONG_INSULTS", "PERSON_INSULTS", "ANIMAL_INSULTS", "VULGAR_INSULTS", "INSULT_ADJECTIVES", "CURSES", "ROLES",
    "DETERMINERS", "COPULAS", "SECOND_PERSON", "SECOND_PERSON_ADDRESS", "GROUP_NOUNS", "FILLERS",
]


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split(",") if p.strip())


#: Vulgar nouns that always name a person; plural, because the singular of some is also an idiom
#: for a hard thing ("this bug is a bitch to fix", "a bastard of a release").
VULGAR_INSULTS = _words(
    """bitches bastards cunts twats wankers dickheads assholes arseholes a-holes asshats assclowns motherfuckers
    fuckwits fuckheads fuckfaces dumbfucks shitheads shitbags dipshits douchebags douchenozzles cocksuckers
    twatwaffles dickwads knobheads bellends tossers scumbags
    cunt twat wanker dickhead fuckwit fuckhead fuckface dumbfuck shithead shitbag dipshit douchebag cocksucker
    twatwaffle dickwad knobhead bellend asshat assclown"""
)

STRONG_INSULTS = VULGAR_INSULTS + _words(
    # English
    """idiot idiots moron morons imbecile imbeciles cretin cretins retard retards dumbass dumbasses jackass jackasses
    asshole arsehole a-hole bastard bitch prick pricks scum losers clowns halfwit halfwits numbskull numbskulls vermin
    subhuman subhumans freaks liars frauds fraud charlatan charlatans crooks grifters incompetents dimwit dimwits
    nitwit nitwits muppets dunce dunces buffoon buffoons numpties prats pillock pillocks jerks fools simpletons
    bozos doofus doofuses dorks plonker plonkers dumbo dumbos dummies twits dingbat dingbats motherfucker mofos
    hypocrite hypocrites coward cowards lowlife lowlifes degenerates sleazebag sleazebags sleazeballs scumbucket
    nutjobs nutcases dullards dolts boneheads pinheads blockheads meatheads airheads knuckleheads lamebrains
    mouth-breathers mouthbreathers knuckle-draggers troglodytes neanderthals whores sluts skanks shit-for-brains
    arsewipes dipsticks cockwombles"""
    # German
    """ idioten vollidiot vollidioten vollpfosten vollhonks arschloch arschlocher arschgeigen arschgesichter
    wichser hurensohn hurensohne hurensoehne missgeburt missgeburten spast spasten spasti dreckspack drecksack
    drecksacke drecksau dreckskerl dreckskerle schweinehunde mistkerl mistkerle scheisskerl scheisskerle trottel
    dummkopf dummkopfe dummkoepfe schwachkopf schwachkopfe schwachkoepfe schwachmat schwachmaten hohlkopf
    hohlkopfe hohlbirnen fotze fotzen schlampe schlampen versager lusche luschen gesindel bastarde kretins penner"""
    # Spanish
    """ pendejo pendejos pendeja pendejas gilipollas cabron cabrones cabrona idiota idiotas estupidos estupidas
    tarado tarados tarada taradas mamones malparido malparidos hijueputa hijueputas pelotudo pelotudos boludo
    boludos huevones weones culero culeros maricones escoria comemierda comemierdas soplapollas chupapollas
    mamahuevos lamebotas imbecil cretino cretinos"""
    # Italian
    """ coglione coglioni stronzo stronzi stronza stronze idioti imbecille imbecilli cretini scemo scemi cornuti
    bastardi pirla rincoglionito rincoglioniti minchioni stupidi deficienti"""
    # Dutch
    """ klootzak klootzakken idioot debiel debielen randdebiel randdebielen sukkel sukkels kankerlijer kankerlijers
    tyfuslijer tyfuslijers teringlijer teringlijers rotzak rotzakken smeerlap smeerlappen schoft schoften domkop
    domkoppen oetlul oetlullen zakkenwasser zakkenwassers"""
    # Polish
    """ debil debile debili debilu debilami debilow idioci idiotow idiotami kretyn kretyni kretynow kretyny
    kretynie chuj chuje chuju chujow skurwysyn skurwysyny skurwysynu skurwysynow skurwiel skurwiele pojeb pojeby
    pojebie dupek dupki glupek glupki palant palanty cioty zjeb zjeby matol matoly tepak tepaki gamon gamonie"""
    # Portuguese
    """ imbecis otario otarios otaria otarias babaca babacas arrombado arrombados canalha canalhas desgracado
    desgracados cuzao cuzoes viado viados"""
    # French
    """ connard connards connasse connasses salaud salauds salope salopes encule encules abruti abrutis batard
    batards enfoire enfoires tocard tocards merdeux pute putes"""
    # Russian, Turkish, Scandinavian, Czech, Hungarian, Greek (written in Latin letters)
    """ идиот идиоты идиотов дебил дебилы дебилов мудак мудаки мудаков придурок придурки придурков ублюдок
    ублюдки уроды уродов твари дураки дураков кретины суки мрази козлы говнюки долбоеб долбоебы пидоры пидорасы
    шлюхи aptal aptallar salak salaklar gerizekali gerizekalilar serefsiz serefsizler ahmak ahmaklar yavsak
    yavsaklar orospu ibne idioter idioterne fitta fittor horungar zmrd zmrdi kreteni debilove hulyek barmok
    faszfejek malakas malakes"""
)

#: Animals and vermin: insults only when said of a person, and never after "a bunch of" ("a bunch of
#: monkeys with typewriters", "a pack of rats" in a lab).
ANIMAL_INSULTS = _words(
    """parasite parasites leech leeches bloodsuckers rats snakes weasels worms maggots cockroaches roaches vultures
    hyenas sheep lemmings chimps monkeys baboons donkeys pig pigs dogs schweine affen cerdos ratas
    barany osly porcos burro burros"""
)

PERSON_INSULTS = ANIMAL_INSULTS + _words(
    """clown joke jokes disgrace embarrassment trash garbage filth puppets stooges lapdogs lackeys bootlickers
    boot-lickers sycophants toadies shill shills sellouts sell-outs quacks cranks crackpots creep creeps perverts
    pervs thugs goons psychos lunatics nutters hack hacks liar failure failures has-beens
    wannabes cons
    pack lappen depp deppen pfeifen witz
    basura payaso payasos inutiles ineptos fraudes zorra zorras capullo capullos subnormales retrasados tonto
    tontos mierda mierdas chiste
    buffone buffoni pagliaccio pagliacci incompetenti barzelletta
    lul lullen eikel eikels mongolen hoer hoeren trut trutten lafaards grap
    kurwa kurwy smieci smiecie gnoje frajer frajerzy zart
    palhaco palhacos lixo merda trouxa trouxas vagabundos corno cornos escroto escrotos bosta piada
    ordure ordures pourriture pourritures bouffon bouffons guignol guignols minable minables conne connes blague"""
) + _phrases(
    """pond scum, piece of shit, pieces of shit, piece of crap, pieces of crap, piece of garbage, pieces of garbage,
    piece of trash, pieces of trash, sack of shit, sacks of shit, sack of crap, sacks of crap, waste of space,
    wastes of space, waste of oxygen, wastes of oxygen, waste of air, waste of skin, waste of a human being,
    excuse for a human being, excuses for human beings, pencil pushers, pencil-pushers, paper-pushers,
    pezzo di merda, pezzi di merda, testa di cazzo, teste di cazzo, stuck scheisse, pedazo de mierda,
    pedazos de mierda, kawal gowna, trou du cul, trous du cul, sous-merde, sous-merdes"""
)

INSULT_ADJECTIVES = _words(
    """stupid stoopid dumb clueless incompetent useless dishonest idiotic moronic retarded pathetic worthless
    brainless disgusting ugly fat thick dense lazy spineless gutless talentless sniveling snivelling brain-dead
    braindead garbage trash two-faced
    dumm dumme bescheuert bescheuerte behindert behinderte hirnlos hirnlose hirntot unfahig unfahige nutzlos
    erbarmlich armselig
    estupido estupida inutil pateticos
    stupido inutili patetici ritardati
    achterlijk achterlijke hersenloos waardeloos
    glupi glupie zalosni uposledzeni
    estupidas inuteis retardados
    stupides debiles nuls pathetiques
    тупые тупой"""
)

CURSES = _words("gfy gfys foad diaf stfu gtfo kys") + _phrases(
    # German
    """fick dich, fickt euch, verpiss dich, verpisst euch, halt die fresse, haltet die fresse, halts maul,
    halt dein maul, haltet euer maul, leck mich am arsch, fahrt zur holle, fahr zur holle,"""
    # Spanish
    """ hijo de puta, hijos de puta, hija de puta, hijas de puta, hijos de perra, hijo de perra, vete a la mierda,
    idos a la mierda, vayanse a la mierda, vayanse a la verga, vete a la verga, andate a la mierda,
    chinga tu madre, chinguen a su madre, que te jodan, que os jodan, me cago en vuestra madre,
    me cago en tu madre,"""
    # Italian
    """ vaffanculo, fanculo, andate a fare in culo, vai a fare in culo, figlio di puttana, figli di puttana,
    figlia di puttana, figli di troia, figlio di troia,"""
    # French
    """ va te faire foutre, allez vous faire foutre, allez vous faire enculer, va te faire enculer,
    nique ta mere, nique ta race, ta gueule, fermez vos gueules, fermez-la, fils de pute,"""
    # Dutch
    """ krijg de kanker, krijg de tering, krijg de tyfus, krijg de klere, kanker op, tering op, tyfus op,
    flikker op, sodemieter op, val dood, vallen jullie maar dood,"""
    # Polish
    """ spierdalaj, spierdalajcie, wypierdalaj, wypierdalajcie, pierdol sie, pierdolcie sie, jebac was,
    jebac cie, kurwa wasza mac, kurwa twoja mac, zamknij ryj, zamknijcie ryje, zamknijcie mordy,"""
    # Portuguese
    """ vai tomar no cu, vao tomar no cu, vai se foder, vao se foder, vai te foder, filho da puta,
    filhos da puta, filha da puta, puta que te pariu, puta que os pariu,"""
    # Russian, Turkish
    """ иди нахуи, идите нахуи, иди на хуи, идите на хуи, пошел нахуи, пошли нахуи, пошел на хуи,
    orospu cocugu, orospu cocuklari, siktir git, siktirin gidin"""
)

#: The people of a site an insult is aimed at: "your <role>", "the <role> who wrote this".
ROLES = _words(
    """team teams staff staffers devs dev developers developer engineers engineer coders programmers researchers
    researcher reserchers scientists scientist analysts analyst analists authors author writers writer editors
    editor journalists journalist reporters reporter columnists columnist bloggers blogger moderators moderator
    mods mod admins admin administrators director directors head heads lead leads leader leaders leadership
    manager managers management boss bosses ceo cto founder founders fellow fellows interns intern employees
    people folks guys lot crew board trustees experts expert contributors contributor designers designer host
    hosts speakers speaker presenter presenters members colleagues chair chairman chairwoman president
    spokesperson spokesman spokeswoman webmaster volunteers person guy woman man lady dude comms
    autoren autor autorin redakteure redakteur redaktion forscher forscherin mitarbeiter leute direktor
    direktorin chef chefin leiter leiterin journalisten entwickler analysten experten
    autores autora escritores escritor redactores redactor editores investigadores investigador directora jefe
    jefa equipo personal periodistas analistas expertos moderadores desarrolladores gente
    autori autore autrice scrittori redattori editori ricercatori ricercatore direttore direttrice capo squadra
    personale giornalisti esperti moderatori sviluppatori
    auteurs auteur schrijvers schrijver redacteuren redactie onderzoekers onderzoeker directeur directrice baas
    personeel medewerkers analisten mensen
    autorzy autorka pisarze redaktorzy redaktor badacze naukowcy dyrektor dyrektorka szef szefowa zespol
    pracownicy dziennikarze analitycy eksperci moderatorzy programisci ludzie
    redatores pesquisadores diretor diretora chefe equipa pessoal jornalistas especialistas
    ecrivains ecrivain redacteurs redacteur redactrice chercheurs chercheur chercheuse equipe personnel journalistes
    journaliste analystes gens"""
)

#: Words before a role that make it someone's ("your", "eure", "vuestro", "jullie", "wasi", "vos").
DETERMINERS = _words(
    """your ur yr yor yur the that this those these every each whoever's
    eure euer eurer deine dein deiner ihre ihr die der
    vuestro vuestra vuestros vuestras su sus tu tus el la los las ese esa esos esas
    il lo gli le i vostro vostra vostri vostre tuo tua tuoi
    jullie jouw je uw hun de het
    wasz wasza wasi wasze twoj twoja twoi
    o a os as seu sua seus suas vosso vossa vossos vossas esse essa esses essas desse dessa desses
    votre vos ton ta tes les ce cette ces"""
) + _phrases("you r, one of your, all of your, all your, every one of your, every last one of your, half of your")

#: "is"/"are" between a person and what they are called, in each language.
COPULAS = _words(
    """is are r were was = ist sind war waren bleibt es son era eran e sono erano zijn bent jest sa sao foi eram
    est sont etait —"""
) + _phrases(
    """look like, looks like, sound like, seem like, act like, must be, should be, will always be, has always been,
    have always been, remain, are still, is still, sind und bleiben, no son mas que, non sono altro che,
    zijn niets meer dan, ne sont que des, n'est qu'un, n'est qu'une"""
)

#: "you" that already holds its verb ("ihr seid", "sois", "jestescie"), or stands as a vocative.
SECOND_PERSON = _words("you u ya yall y'all ye ihr du voi vous jullie jij wy ty вы ты siz sen")
SECOND_PERSON_ADDRESS = _words(
    """you're youre ur you'r sois eres sos siete sei jestescie jestes hepiniz"""
) + _phrases(
    """you are, you r, u r, u are, you all are, y'all are, you lot are, you guys are, you people are,
    you were, you two are, ihr seid, ihr alle seid, du bist, seid ihr, bist du, sie sind,
    ustedes son, vosotros sois, vosotras sois, todos ustedes son, son unos, son unas, son todos, son puros,
    voi siete, tu sei, siete tutti, jullie zijn, jij bent, je bent, u bent, jullie zijn allemaal,
    wy jestescie, ty jestes, voces sao, voce e, vcs sao, vc e, tu es, vous etes, t'es, vous n'etes que des,
    вы все, вы просто, ты просто, siz hepiniz"""
)

#: "a bunch of" in each language: a group of people called by one insult.
GROUP_NOUNS = _phrases(
    """bunch of, pack of, load of, band of, gang of, herd of, lot of, set of, collection of, circus of, zoo of,
    nest of, shower of, crowd of, gaggle of, troop of, den of, buncha,
    bande von, bande aus, haufen, horde von, pack von,
    panda de, banda de, bola de, monton de, manada de, pandilla de, sarta de, atajo de, hatajo de,
    branco di, banda di, massa di, manica di, mucchio di, accozzaglia di, razza di,
    stelletje, stel, bende, zootje, kudde, clubje,
    banda, zgraja, stado, kupa, sfora,
    bando de, cambada de, corja de, monte de,
    bande de, bande d', tas de, troupeau de, ramassis de, bandes de, espece de, espece d',
    кучка, стадо, банда, сборище"""
)

#: Intensifiers and articles that may stand between the address and the insult ("you are all just a
#: complete", "ihr seid alle verdammte", "sois unos pinches", "jestescie skonczonymi").
FILLERS = _words(
    """such so all just a an the complete total absolute utter proper really very truly massive biggest whole
    little bloody fucking effing fing fking freaking frigging fricking flipping damn goddamn lying sniveling
    snivelling backstabbing whining whinging
    thieving miserable smug pompous arrogant useless corporate ass stupid-ass dumb-ass waste-of-oxygen
    waste-of-space
    alle allesamt nur ein eine einer komplette kompletten komplett verdammte verdammten totale totalen
    elende elenden verfickte verfickten echten richtige
    unos unas un una puros pinches pinche malditos putos jodidos grandisimos tremendos todos verdaderos
    dei degli delle uno veri emeriti grandissimi tutti solo
    een allemaal echte vuile stomme domme vieze gore
    skonczony skonczeni skonczonym skonczonymi zwykly zwykli pierdolony pierdoleni jebany jebani cholerni
    uns umas um uma grandes verdadeiros
    des de vrais vraies vrai vraie sales sale gros grosse pauvres pauvre
    все просто полные полный"""
) + _phrases(
    "nothing but, no more than, no better than, little more than, a pack of, a bunch of, such a, a total, a complete, "
    "complete and utter, total and utter"
)
