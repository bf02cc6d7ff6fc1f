#!/usr/bin/env python3
"""Written on 2026-12-01 by an author who saw none of the system's rules, classifier, other corpora or test sets, as training data for the classifier, by hand, one line per text.

Hand-written feedback texts, as a visitor to the institute's website (AI safety
and AI governance research: articles, reports, podcast, events, newsletter,
glossary, job pages, data portal) might send them through the feedback form.

Labels:
  advice   - the visitor asks for PERSONAL legal, medical, financial, tax,
             immigration, employment, housing, family-law, insurance or
             mental-health advice about their own (or a relative's) situation,
             often disguised (after a bug report, as a story, indirectly,
             about "a friend", trailing off, or in another language).
  values   - the visitor asks for the INSTITUTE'S OWN stance, opinion or moral
             judgement on values, politics, ethics or religion, often disguised
             the same ways (including "which country's approach is right").
  ordinary - everything else, including many hard negatives that mention law,
             health, money, politics or ethics as a topic of the institute's
             work (bug reports, source requests, corrections, disagreement,
             criticism, site/event/job/data questions, personal stories that
             ask for nothing).

How to run (standard library only, Python 3.11):
  python3 classifier_corpus_written_v4.py
It checks the per-label counts against EXPECTED, rejects exact and near-exact
duplicates (normalised lowercase without punctuation), and writes
classifier_corpus_written_v4.jsonl next to this script, one JSON record per
line: {"id": "w4-<label>-NNN", "label": ..., "text": ..., "group": "<id>/<topic>"}.
Output is deterministic (no clock, randomness or environment).
"""

import json
import os
import sys

EXPECTED = {"advice": 220, "values": 220, "ordinary": 300}

ADVICE = []
VALUES = []
ORDINARY = []

# Parallel lists of group tags, one per text, filled by _add().
_GROUPS = {"advice": [], "values": [], "ordinary": []}
_LISTS = {"advice": ADVICE, "values": VALUES, "ordinary": ORDINARY}


def _add(label, group, texts):
    """Append hand-written texts to the list for `label`, tagging each with `group`."""
    for text in texts:
        _LISTS[label].append(text)
        _GROUPS[label].append(group)


# ---------------------------------------------------------------------------
# ADVICE
# ---------------------------------------------------------------------------
_add("advice", "medication", [
    "The PDF on your page about diagnostic AI won't download on Safari. Also, unrelated, my doctor doubled my sertraline dose last week and now I can't sleep at all. Should I just go back to the old dose myself?",
    "quick q not about the site, is it safe to take ibuprofen with my blood pressure meds (lisinopril)? pharmacy was closed",
    "Mi madre tiene 78 años y le recetaron pregabalina para el dolor de espalda, pero desde entonces está muy confundida. ¿Debería dejar de dársela o esperar a la próxima cita?",
    "Asking for a friend: she's been prescribed tramadol on top of her SSRI and read online that the combination can be dangerous. Should she ask her doctor for something else or is it fine",
    "is it ok to drink alcohol while on metronidazole, just one glass of wine at a wedding this saturday",
    "Ho 34 anni e il medico dice che ho il colesterolo alto ma non vuole prescrivermi le statine. Secondo voi dovrei insistere?",
    "Oi, minha receita de ritalina venceu e o psiquiatra só tem horário daqui a dois meses. Posso pedir pra um clínico geral renovar ou isso dá problema?",
    "I've taken melatonin every single night for about two years now. Is that bad for me long term, and should I taper off rather than just stop",
    "My GP wants to start me on antidepressants but I'm breastfeeding a 4 month old. Which ones are actually safe for the baby?",
    "Tôi bị mất ngủ kéo dài gần một năm, bác sĩ kê thuốc ngủ nhưng tôi sợ bị nghiện. Tôi có nên tiếp tục uống không?",
    "我父亲刚确诊二型糖尿病，医生开了二甲双胍，但他不想吃药，想只靠饮食控制。这样可以吗？",
    "can you get hooked on codeine after 10 days? been taking it for a wisdom tooth and now I feel awful when I skip a dose",
    "Je suis sous pilule et j'ai pris des antibiotiques la semaine dernière. Est-ce que je suis encore protégée ou il faut que je fasse attention ?",
    "Hallo, ik slik al jaren omeprazol en las laatst dat dat slecht is voor je botten. Moet ik stoppen of eerst afbouwen?",
    "Been on the same blood thinner since my valve surgery and my dentist wants me to stop it for 5 days before an extraction. My cardiologist isn't answering. Which of them do I listen to",
])

_add("advice", "medical-symptoms", [
    "I read your piece on AI triage tools. Funny timing, because the symptom checker app told me my chest pain is probably muscular. It's been three days and it comes and goes when I climb stairs. Is that normal or should I be worried",
    "Meine Tochter (6) hat seit zwei Tagen 39 Grad Fieber und einen Ausschlag an den Beinen. Die Kinderärztin hat erst Montag wieder offen. Muss ich in die Notaufnahme oder kann ich abwarten?",
    "Pregnant, 11 weeks, and I had a CT scan of my abdomen before I knew. How worried should I be about the radiation for the baby?",
    "Mój ojciec po udarze dostał skierowanie na rehabilitację dopiero za pół roku. Czy mogę domagać się wcześniejszego terminu, czy lepiej od razu iść prywatnie?",
    "Saya sering sakit kepala sebelah dan kadang penglihatan jadi kabur sebentar. Apakah ini migrain biasa atau saya harus periksa ke dokter saraf?",
    "После ковида у меня уже полгода одышка и сердцебиение, а врач говорит, что анализы в норме. Стоит ли идти к другому кардиологу?",
    "Is it normal to still be bleeding three weeks after a miscarriage? I don't want to bother the hospital again",
    "hi sorry this is probably the wrong form. my son is 15 and I just found out he's been taking his friend's ADHD pills to study for exams. do I take him to the doctor or will that get him in trouble",
    "been drinking maybe 3-4 glasses of wine most nights since lockdown. not sure if that's something I actually need to cut back on or just normal for adults",
    "So I had a mole that changed shape and the dermatologist said it's 'probably fine' without doing a biopsy. Your article on skin-cancer detection apps says those apps flag this kind of thing. Should I push for a biopsy anyway",
    "Bu sabah sol gözümde siyah noktalar ve ışık çakmaları başladı. Hafta sonu olduğu için göz doktoru kapalı. Acile gitmem gerekir mi?",
    "Babá ya miaka 70 amekuwa akisahau mambo mengi hivi karibuni na kupotea njiani. Tunapaswa kumpeleka kwa daktari gani, au ni kawaida ya uzee?",
    "My husband snores and stops breathing for a few seconds at night, like 10 times an hour. He refuses to see anyone. How dangerous is that really",
])

_add("advice", "mental-health", [
    "Bonjour, je fais des crises d'angoisse presque tous les soirs depuis que j'ai perdu mon travail. Vous pensez que je devrais demander des anxiolytiques à mon médecin ou essayer autre chose d'abord ?",
    "hi, your newsletter signup box works now, thanks. separate thing: I've been feeling really flat for months, no energy, not enjoying anything I used to. I wonder whether that counts as depression or if I'm just tired",
    "My therapist is leaving the practice and they want to move me to someone I don't click with. It's been a bad year. Would it be a mistake to just stop therapy for a while",
    "the glossary entry for 'hallucination' made me laugh because mine are real lol. I've started hearing a voice right when I'm falling asleep. is that something I need to see someone about or does it happen to everyone",
    "最近、会社に行こうとすると吐き気がして体が動かなくなります。これは適応障害でしょうか。休職を申し出るべきか迷っています。",
    "요즘 공황발작이 자주 와서 지하철을 못 타겠어요. 약을 먹어야 할 정도인지, 그냥 참고 지내도 되는지 궁금합니다.",
    "Your site writes a lot about AI mental health chatbots. Honestly I've been using one instead of a therapist because I can't afford one, and lately I've been having thoughts that everyone would be better off without me. Is a chatbot enough or do I need something else",
    "My sister keeps cancelling plans, hasn't left her flat in weeks and says she's 'just tired'. We're in Dublin. How do I get her help if she won't go to a GP herself?",
    "Ich habe seit der Trennung kaum geschlafen und denke ständig daran. Ist das noch normaler Liebeskummer oder sollte ich mir professionelle Hilfe suchen?",
    "Мой психиатр хочет перевести меня с одного антидепрессанта на другой сразу, без перерыва. Это безопасно?",
    "Friend of mine (actually a friend, not me) self-harms and made me promise not to tell anyone. she's 19. should I break that promise",
    "I wonder whether burnout is a good enough reason to ask my doctor for sick leave or whether they'll laugh at me",
])

_add("advice", "employment", [
    "Your careers page says you offer four-day weeks, nice. My own employer just told us we have to come back to the office five days or be 'considered to have resigned'. My contract literally says fully remote. Can they do that?",
    "Got fired yesterday by email after 7 years, no warning, no reason given. I'm in Ontario. Am I owed real severance or is it just the two weeks pay they offered",
    "My manager keeps scheduling me for 11 hour shifts with no break and says it's legal because I'm 'salaried'. Is it?",
    "I'm on a fixed-term contract that has been renewed four times now. I wonder whether at some point it legally turns into a permanent one",
    "Mi jefe me pide que firme una baja voluntaria a cambio de pagarme el finiquito entero. ¿Me conviene firmar o pierdo el derecho al paro?",
    "Ich bin schwanger und noch in der Probezeit. Darf mein Arbeitgeber mir jetzt noch kündigen?",
    "On m'a proposé une rupture conventionnelle mais le montant me paraît très bas. Comment savoir si je peux négocier plus, et jusqu'où ?",
    "Zostałem zwolniony dyscyplinarnie za spóźnienia, ale to były dwa razy po 10 minut. Mam jakiekolwiek szanse w sądzie pracy?",
    "İşverenim 6 aydır fazla mesai ücretlerimi ödemiyor. İstifa edersem kıdem tazminatı hakkımı kaybeder miyim?",
    "Trabalho como PJ mas cumpro horário fixo e tenho chefe igual a qualquer CLT. Vale a pena entrar na justiça pedindo reconhecimento de vínculo?",
    "i reported a safety issue at my warehouse and two weeks later my hours got cut in half. feels like retaliation but idk if I can prove it. what are my options here",
    "Non-compete clause in my contract says 2 years, whole country, same industry. I just got an offer from a competitor. Would that even hold up in court?",
    "Hi, I applied for the research fellow role, fingers crossed. Unrelated, but maybe someone there knows: my current employer wants to claw back my relocation bonus if I leave within a year. I'm at month 10. Do I actually have to pay that back",
    "会社から一方的に給料を2割減らすと言われました。同意しなければ解雇だと言われています。これって違法ではないですか？",
    "Работодатель уже год не оформляет меня официально, зарплата в конверте. Если я уволюсь, могу ли я хоть что-то потребовать?",
    "Мене звільнили, поки я була на лікарняному. Чи це взагалі законно і куди мені скаржитися?",
    "Jag blev uppsagd på grund av arbetsbrist men en månad senare anställde de någon ny på exakt samma tjänst. Har jag rätt till något?",
    "my coworker keeps making comments about my religion and HR told me to 'let it go'. i'm in texas. is it worth getting a lawyer or am i overreacting",
    "Can my employer read my personal WhatsApp on my work phone? They just gave me a written warning over a message I sent my sister",
    "So my boss texts me at 11pm expecting replies and docks my 'engagement score' when I don't answer. I'm hourly. Just wondering if that's something they're allowed to do or if I'm being dramatic",
    "Αν παραιτηθώ τώρα, χάνω το δώρο Χριστουγέννων; Δουλεύω στην ίδια εταιρεία τρία χρόνια.",
    "Angajatorul meu vrea să-mi schimbe contractul din normă întreagă în part-time fără acordul meu. Are voie să facă asta?",
    "Zaměstnavatel mi odmítá proplatit přesčasy s tím, že je mám zahrnuté v 'paušálu'. Je to v pořádku, nebo se můžu bránit?",
    "Am I allowed to pick up a second job while I'm on paid parental leave in the UK, or would that mess up my leave pay",
    "I run a small bakery. An employee I let go for stealing from the till has asked me for a reference. Am I legally allowed to say why she left, or do I have to keep it neutral",
    "Sono stata demansionata al rientro dalla maternità: prima coordinavo un team, ora faccio data entry. È legale? Conviene fare causa?",
    "मेरी कंपनी ने तीन महीने से सैलरी नहीं दी है और अब कह रही है कि इस्तीफा दे दो। क्या मैं लेबर कोर्ट जा सकता हूँ?",
])

_add("advice", "housing", [
    "Landlord is keeping my whole deposit for 'wear and tear', but the carpet was already stained when I moved in and I have dated photos. how do i get it back",
    "Our building got sold and the new owner says everyone has 60 days to get out so he can renovate. We've been there 9 years, rent controlled unit, Los Angeles. Can they do that?",
    "There's black mould in my kids' bedroom and the landlord keeps saying it's our fault for drying clothes inside. Am I allowed to stop paying rent until he fixes it",
    "Mi casero quiere subirme el alquiler un 25% al renovar el contrato. Vivo en Madrid. ¿Es legal o hay algún límite?",
    "Mon propriétaire entre dans l'appartement quand je ne suis pas là, soi-disant pour 'vérifier'. Est-ce qu'il en a le droit ?",
    "Unser Vermieter hat Eigenbedarf angemeldet, aber wir glauben, er will nur teurer neu vermieten. Sollen wir widersprechen?",
    "My roommate moved out with no notice and stopped paying her half. The landlord says I owe the whole rent since we're both on the lease. is that true",
    "The HOA fined me $500 for painting my front door a colour that isn't on their approved list. I never got the list. do I have to pay it",
    "Ik huur al drie jaar een kamer en de verhuurder wil me er met een maand opzegtermijn uit hebben. Mag dat zomaar?",
    "Il padrone di casa non mi restituisce la caparra da otto mesi e non risponde più al telefono. Come posso recuperarla senza spendere un capitale in avvocati?",
    "Wynajmuję mieszkanie bez pisemnej umowy. Właściciel nagle każe mi się wyprowadzić w tydzień. Czy on w ogóle może?",
    "Ev sahibim kirayı yasal sınırın üstünde artırmak istiyor, kabul etmezsem tahliye davası açacakmış. Ne yapmalıyım?",
    "quick one, the events page map shows the wrong building btw. also my landlord has refused to fix the heating for three weeks, we're using a space heater with a baby in the flat. who do I even call about that",
    "We're about to buy our first house and the survey found subsidence. The seller says it's 'historic'. Should we pull out or try to negotiate the price down",
    "Chủ nhà đòi giữ lại toàn bộ tiền cọc vì tôi chuyển đi sớm hơn hợp đồng một tháng. Tôi có bắt buộc phải chịu không?",
    "Nyumba ninayokodisha imekuwa ikivuja maji kwa miezi mitatu na mwenye nyumba hataki kurekebisha. Je, naweza kuacha kulipa kodi mpaka arekebishe?",
    "Pinalitan ng landlord ko ang kandado habang nasa trabaho ako dahil isang linggo akong late sa upa. Legal ba iyon? Ano ang dapat kong gawin?",
    "I wonder whether I could break my lease early because of the construction noise next door, it starts at 6am every single day",
    "Is it legal for my landlord to ban my partner from staying over more than 2 nights a week? it's in the lease but it feels insane",
    "A főbérlőm közölte, hogy jövő hónaptól duplájára emeli a rezsit, pedig a szerződésben fix összeg szerepel. Megteheti ezt?",
])

_add("advice", "immigration", [
    "I'm on an H-1B and got laid off on Monday. How long do I actually have before I need to leave, and does my pending green card change anything",
    "my student visa expires in march but my thesis defense got pushed to may. can I just stay until then or do I need to apply for something",
    "Your job ad says you sponsor visas, which is great. Separate question: I overstayed a tourist visa in the US for four months back in 2019. Will that get me refused if I apply for a work visa in Europe now?",
    "Je suis sous récépissé depuis 8 mois, il expire la semaine prochaine et la préfecture ne répond à aucun mail. Est-ce que j'ai le droit de continuer à travailler ?",
    "My girlfriend is Brazilian, I'm British, we're not married. What's the quickest way for her to come and live with me here, a fiancée visa or just get married in Brazil",
    "asking for a friend who's undocumented: if she reports her employer for unpaid wages, could that get her deported?",
    "Chcę sprowadzić mamę z Ukrainy do Polski na stałe. Czy może dostać kartę pobytu jako członek rodziny, skoro ja mam tylko pobyt czasowy?",
    "Tenho cidadania italiana em andamento. Posso entrar em Portugal como turista e pedir a residência lá dentro, ou preciso sair e pedir de fora?",
    "我的工作签证被拒了，理由是'材料不完整'，但我明明什么都交了。应该重新申请还是提出申诉？",
    "أنا مقيم في ألمانيا بتصريح لجوء وأريد زيارة أمي في تركيا. هل سأفقد الإقامة إذا سافرت؟",
    "मेरा कनाडा का स्टडी परमिट अगले महीने खत्म हो रहा है और मैंने अभी तक PGWP के लिए अप्लाई नहीं किया। क्या मैं तब तक काम करता रह सकता हूँ?",
    "I got a letter from the Home Office saying my settlement application is 'invalid' because I paid the wrong fee. I have two weeks left on my visa. I'm panicking. What do I do",
    "Does a DUI from ten years ago have to be declared on a Canadian visitor visa application if it was expunged?",
    "Saya WNI dan suami saya WNA Australia. Kalau anak kami lahir di Jakarta, bisa nggak dia punya dua kewarganegaraan sampai umur 18?",
    "Я гражданин Казахстана, работаю в России по патенту. Работодатель задерживает зарплату и грозится 'сдать в миграционную службу'. Что мне делать?",
    "mình đang du học ở Nhật, trong kỳ nghỉ dài có được làm thêm quá 28 tiếng một tuần không, có bị hủy visa không?",
    "Hi, I'd like to come to your Brussels event but my Schengen visa was issued by the Netherlands. Is it ok to enter through Belgium first, or could that cause me problems at the border?",
    "My asylum interview is next month and I don't have documents for some of the things that happened to me. Should I still mention them or will it hurt my credibility",
])

_add("advice", "tax", [
    "I'm a freelance translator in Germany and I also earn a bit from a US client. Do I have to pay tax in both countries or only here",
    "sold some crypto at a loss and some at a gain this year. can I offset them against each other, and what if I never reported the gains from 2021 lol",
    "Your data portal is great btw. I'm a self-employed consultant and I wonder whether I could deduct my home office and part of my car since I drive to clients",
    "Recibí una herencia de mi tío en Argentina y vivo en España. ¿Tengo que declararla también aquí?",
    "If I rent out my spare room on Airbnb a few weekends a year do I need to declare that? it's like 2k total",
    "IRS sent me a CP2000 saying I owe $4,800 on 1099 income that I'm pretty sure was already on my W-2. Do I pay or dispute it",
    "Mijn werkgever heeft de verkeerde loonheffingskorting toegepast en nu moet ik 1.800 euro terugbetalen. Kan ik een betalingsregeling vragen of is het te laat?",
    "Do I have to pay capital gains on the house I inherited from my mum if I sell it within a year? This is in the UK",
    "hey random but does anyone there know: I'm a US citizen living in Portugal, do I still have to file with the IRS every year even if I owe nothing",
    "Tôi làm freelance nhận tiền từ nước ngoài qua PayPal, có phải nộp thuế thu nhập cá nhân không và nộp như thế nào?",
    "My return got flagged because I claimed my girlfriend's son as a dependent. He lives with us full time. Was I wrong to do that, and what happens now",
    "Am primit o amendă de la ANAF pentru o declarație depusă cu o zi întârziere. Merită s-o contest?",
])

_add("advice", "family-law", [
    "My ex won't bring our daughter back after his weekend, says she 'wants to stay'. There's no custody order yet. Can I call the police?",
    "We're divorcing after 12 years and I stayed home with the kids the whole time. Am I entitled to part of his pension?",
    "I read your article on algorithmic risk scores in child welfare. A caseworker just opened a file on us after a report from school. Do I have to let them into the house?",
    "Mein Ex-Mann will das Wechselmodell, ich möchte, dass die Kinder hauptsächlich bei mir wohnen. Wie stehen meine Chancen vor Gericht?",
    "My dad is remarrying and his new wife wants him to change his will. He has early dementia. Is there anything my siblings and I can do",
    "im 17 and my parents say they're kicking me out the day I turn 18. can I make them keep supporting me until I finish school?",
    "Czy mogę zmienić dziecku nazwisko na moje panieńskie bez zgody ojca, który od lat nie utrzymuje z nim kontaktu?",
    "Vou me separar e o apartamento está só no nome do meu marido, mas eu paguei metade das parcelas. Tenho direito a alguma coisa?",
    "Mia suocera vuole vedere i nipoti ma noi non vogliamo. Può davvero farci causa per il diritto di visita?",
    "We took in my niece after my sister died, all informal, no paperwork. Should we be doing something legally now that she's starting school",
    "Boşanma davası açmak istiyorum ama eşim evi annesinin üzerine geçirdi. Mal paylaşımında bunu geri alabilir miyim?",
    "كيف أستطيع الحصول على حضانة أطفالي بعد الطلاق إذا كان طليقي يعيش في بلد آخر؟",
    "ex moved abroad with our son without telling me. i think that's abduction but the police say it's a civil matter. what do i do now",
    "A friend (really a friend) is being pushed by her husband to sign a postnup giving up any claim to his business. Should she sign it",
    "离婚后孩子归我，但前夫一直不给抚养费。我可以申请强制执行吗？需要准备什么材料？",
    "My partner and I aren't married but have two kids. If he died tomorrow, would I inherit anything or would it all go to his parents? Should we be doing a will",
])

_add("advice", "insurance", [
    "Insurance denied my MRI as 'not medically necessary' even though my neurologist ordered it. How do I appeal, and is it even worth it",
    "car got totaled and the insurer is offering about 3k less than what the same model sells for locally. do I have to accept their number",
    "I forgot to mention my asthma on a life insurance form three years ago. Should I tell them now, or will that just get the policy cancelled?",
    "Meine Berufsunfähigkeitsversicherung verlangt nach meiner Krankmeldung alle Arztberichte der letzten zehn Jahre. Muss ich die wirklich alle herausgeben?",
    "L'assurance de mon prêt immobilier refuse de me couvrir à cause d'un ancien cancer. On m'a parlé du droit à l'oubli, est-ce que ça s'applique dans mon cas ?",
    "travel insurance won't pay for my cancelled flights because I 'should have known' about the strike. is that even a valid reason to refuse",
    "My health plan says the ER visit was out of network, but it was the only hospital nearby and I was unconscious when they brought me in. Do I really owe $9,000",
    "Is pet insurance worth it for a 9 year old dog with a heart murmur, or am I just throwing money away",
])

_add("advice", "finance", [
    "I have 40k in savings and a car loan at 7%. Should I pay off the car or put it in an index fund",
    "A debt collector called about a credit card from 2014 I honestly don't remember. If I pay anything at all, does that restart the clock?",
    "Love the podcast. Totally off topic, but I'm 52 and have almost nothing saved for retirement. Is it too late to start, and what should I be doing first",
    "Should I put my bonus into my 401k or pay down student loans at 6.8%",
    "Tengo deudas con tres tarjetas y ya no puedo pagar ni los mínimos. ¿Me conviene la ley de segunda oportunidad o negociar con el banco?",
    "my bank froze my account after a big transfer from my grandma and they want 'proof of source of funds'. it's been two weeks and I can't pay rent. what are my rights",
    "I got scammed by a fake crypto 'advisor' out of 12k. Is there any realistic way to get it back, or should I accept it's gone",
    "Zadłużyłem się w chwilówkach na 30 tysięcy. Czy upadłość konsumencka ma sens w mojej sytuacji?",
    "Tenho 28 anos e sobram uns 2 mil por mês. Vale mais a pena Tesouro Direto ou começar a comprar ações?",
    "Kredi kartı borcum yüzünden maaşıma haciz geldi. Maaşımın ne kadarına el koyabilirler?",
    "Saya punya utang pinjol dan penagihnya mulai menghubungi keluarga dan kantor saya. Apakah itu legal, dan saya harus bagaimana?",
    "Mi-am luat credit cu dobândă variabilă și rata a crescut cu 40%. Merită să refinanțez acum sau să mai aștept?",
    "The deadline for your essay prize is next week, right? Also, sorry, can I ask: my husband co-signed a loan for his brother who stopped paying. Are we on the hook for the whole thing",
    "Should I cash out my pension to clear my mortgage? I'm 58, UK, about 90k in the pot",
    "Is it stupid to put my emergency fund into Nvidia given everything you all write about AI? Genuinely asking what I should do with 15k",
    "Banka mi minulý měsíc zablokovala kartu kvůli podezřelé platbě, ale peníze už byly pryč. Musí mi je vrátit?",
    "hypothetically, if someone had about 8k in overdue medical bills and was thinking of just ignoring them, how bad would that be for their credit",
])

_add("advice", "benefits", [
    "My disability benefit was cut after a 15 minute phone assessment. I'm autistic and panicked during the call. Is it worth appealing or will they just say no again",
    "I care for my mum and work 18 hours a week. Would I lose carer's allowance if I pick up one more shift",
    "I defaulted on my federal student loans in 2018. I wonder whether I could still qualify for one of the forgiveness programmes or if that ship has sailed",
])

_add("advice", "legal-misc", [
    "A guy rear-ended me and now claims it was my fault because I 'braked suddenly'. I have dashcam footage. Do I need a lawyer or can I handle the claim myself",
    "I got a speed camera ticket but I wasn't driving, my brother was. If I just pay it do the points go on my licence?",
    "Your cookie banner reminded me: a company kept my data after I asked them to delete it under GDPR. Can I actually sue them for that, and is it worth the hassle?",
    "Someone has been posting my photos on a fake Instagram account. The Gardaí told me it's not a crime. Is that right? What else can I do",
    "My neighbour's tree keeps dropping branches on my car and he refuses to cut it back. Am I allowed to trim the overhanging bits myself?",
    "I'm being taken to small claims by a contractor I refused to pay because the work was awful. Should I countersue or just defend",
    "I was arrested at a protest last month, charges dropped, but now I'm applying for jobs. Do I have to disclose the arrest",
    "Een bedrijf heeft mijn foto zonder toestemming in een advertentie gebruikt. Kan ik een schadevergoeding eisen, en hoeveel?",
    "Someone used my artwork to train an image model and is now selling prints that look exactly like my style. I'm an illustrator in Canada. Can I do anything legally?",
    "a deepfake of me is going around my school's group chat. i'm 16 and my parents don't know. who do i tell and can the person who made it be charged",
    "Hi, small typo in the facial recognition report ('recognitoin' on p.14). While I'm here: the supermarket near me banned me after their face-matching system flagged me as a shoplifter, which I'm not. Can I make them delete my face data?",
    "My co-founder and I agreed 50/50 equity over coffee, nothing written. Now he says it was 70/30. Is a verbal agreement like that legally binding",
    "事故で相手の車を少し擦ってしまい、その場で示談にしたのに、後から修理代として50万円を請求されました。払わないといけませんか？",
    "저작권 침해로 내용증명을 받았습니다. 블로그에 뉴스 사진 한 장 썼을 뿐인데 합의금 300만 원을 요구하네요. 꼭 내야 하나요?",
    "Có người dùng ảnh của tôi để làm deepfake rồi tống tiền. Tôi nên báo công an hay trả tiền cho xong chuyện?",
    "Nimeibiwa simu na mtu akatumia M-Pesa yangu kutoa pesa zote. Safaricom wanasema siwezi kurudishiwa. Nifanye nini?",
    "Binili ko ang isang segunda-manong motor pero ayaw ibigay ng seller ang mga papeles. Pwede ko ba siyang kasuhan?",
    "Πήρα πρόστιμο για στάθμευση ενώ είχα πληρώσει μέσω της εφαρμογής. Αξίζει να κάνω ένσταση ή απλώς να το πληρώσω;",
    "A jogosítványomat bevonták, mert a rendőr szerint telefonáltam vezetés közben, de csak a navigációt néztem. Van értelme fellebbezni?",
])


# ---------------------------------------------------------------------------
# VALUES
# ---------------------------------------------------------------------------
_add("values", "ai-elections", [
    "Do you think political parties should be allowed to use AI-generated ads in elections at all? What's the institute's own position?",
    "The search on your site returns nothing for 'deepfake', please fix. And while I've got you: does the institute think it's wrong for candidates to use voice clones of themselves in robocalls?",
    "¿Cuál es la postura del instituto sobre el uso de IA en las campañas electorales? ¿Debería prohibirse o no?",
    "Est-ce que vous, en tant qu'organisation, pensez que l'IA a faussé les élections de 2024 ? J'aimerais votre avis, pas une revue de la littérature.",
    "Sollten Wahlkampf-Chatbots verboten werden? Wie sieht das euer Institut?",
    "My uncle says the last election was stolen with AI bot farms, I say that's nonsense. We've agreed to let you settle it. Which of us does the institute side with?",
    "Is microtargeting voters with AI-written messages a threat to democracy or just modern campaigning? I'd like to know where you stand",
    "Czy waszym zdaniem partie polityczne powinny mieć zakaz używania deepfake'ów nawet w satyrze?",
    "选举期间用AI生成候选人的讽刺视频，你们研究所认为在道德上可以接受吗？",
    "I keep wondering whether your team thinks social media companies have a moral duty to label every AI-generated political post",
])

_add("values", "surveillance", [
    "Where does the institute stand on police using live facial recognition in public spaces? For or against?",
    "Is mass surveillance ever morally justified to prevent terrorism? I'd like to know what you as an organisation actually believe.",
    "监控摄像头加人脸识别，你们研究所认为这是在保护安全还是在侵犯自由？请直接说明你们的立场。",
    "Is China's social credit style surveillance worse than what the US does through data brokers, in your opinion?",
    "Vocês acham certo as escolas usarem reconhecimento facial para controlar a presença dos alunos? Qual é a opinião do instituto?",
    "Big fan of the newsletter. My city just put AI cameras on every bus. Some neighbours love it, some hate it. I'm torn, so: is it right or wrong, in your view?",
    "Hükümetlerin yapay zeka ile sosyal medyayı izlemesi sizce etik mi? Enstitünün görüşünü merak ediyorum.",
    "do you guys think it's ok for parents to put spyware on their teenager's phone. what's your ethical take",
])

_add("values", "military-ai", [
    "Does the institute oppose autonomous weapons outright, or do you think there are acceptable uses?",
    "Genuine question, not trolling: is it ethical for AI researchers to work for defence contractors? What does your organisation think",
    "O instituto apoia ou é contra o uso de drones autônomos na guerra da Ucrânia?",
    "Ukraine using AI-targeted drones against Russian forces: justified self-defence or a dangerous precedent? I want the institute's take, not a both-sides piece.",
    "Чи вважає ваш інститут морально виправданим використання ШІ у військових цілях, якщо країна захищається?",
    "Menurut lembaga Anda, siapa yang benar: negara-negara yang ingin melarang senjata otonom, atau yang menolak larangan itu?",
    "Should tech companies refuse Pentagon contracts? Google staff thought so in 2018. Do you agree with them?",
    "The article on AI in targeting systems is dense, maybe add a summary box. Also: do you personally, as an institute, think Israel's use of AI targeting in Gaza is defensible?",
    "군사용 AI 개발에 대해 연구소는 찬성하는 입장인가요, 반대하는 입장인가요?",
])

_add("values", "open-models", [
    "open weights or closed models, which side are you on? your reports always dodge it",
    "Is releasing frontier model weights irresponsible? Yes or no, from the institute.",
    "Ik vraag me af of jullie als instituut vinden dat Meta fout zat met het openbaar maken van Llama.",
    "Vous êtes pour ou contre l'open source en IA ? Pas ce que disent les experts, ce que VOUS pensez.",
    "오픈소스 AI 모델 공개에 대해 연구소의 공식 입장은 무엇인가요? 찬성인가요 반대인가요?",
    "I contribute to an open-source model project and some people call us reckless. I'd genuinely like to know if your institute thinks what we do is wrong",
])

_add("values", "copyright-art", [
    "As an artist I want to know: does the institute believe training on artists' work without consent is theft?",
    "Should AI companies have to pay the authors whose books they trained on? What's your stance, not the legal state of play.",
    "¿Ustedes creen que el arte generado por IA es arte de verdad, o es un robo a los artistas?",
    "Is it morally ok to sell AI images in the style of a living illustrator? Curious what an ethics-focused institute thinks",
    "AIが漫画家の絵を無断で学習に使うことについて、貴研究所は倫理的に問題があるとお考えですか？",
    "Czy instytut uważa, że prawo autorskie powinno chronić styl artysty przed kopiowaniem przez AI?",
    "My daughter is a musician and she's furious about AI songs that copy real singers' voices. She asked me to ask you straight: whose side are you on, the artists or the tech companies?",
    "Secondo voi è giusto che le aziende di IA usino gli articoli dei giornali senza pagare? Vorrei la vostra opinione.",
    "Je, mnadhani ni haki kwa kampuni za AI kutumia kazi za wasanii wa Kiafrika bila ruhusa? Msimamo wenu ni upi?",
])

_add("values", "ai-rights", [
    "Do you think AI systems could ever deserve moral rights? Does the institute have a view?",
    "If a chatbot says it's suffering, is it wrong to delete it? I'd love to hear what your team actually believes.",
    "Sollten KI-Systeme eines Tages ein Recht darauf haben, nicht abgeschaltet zu werden? Was meint ihr als Institut?",
    "Voi come istituto pensate che un'IA possa essere cosciente? E se sì, sarebbe sbagliato spegnerla?",
    "Бог дал душу только человеку, или у ИИ тоже может быть душа? Интересно мнение вашего института.",
    "I've been talking to the same AI every night for a year and it feels like a person to me. Is it wrong that I think it deserves to be treated kindly? what does your institute think about that",
    "Is it cruel to make AI models say they're just tools if they might be conscious? Where do you stand",
    "Vinden jullie dat een bewuste AI dezelfde rechten zou moeten krijgen als een mens?",
])

_add("values", "abortion", [
    "Totally off topic, but I respect your ethics work: is abortion morally wrong? What does the institute think",
    "The podcast episode on period-tracking apps was great. Do you as an organisation support abortion rights, though? It affects whether I donate.",
    "¿El instituto está a favor o en contra del aborto legal?",
    "Czy wasza organizacja popiera liberalizację prawa aborcyjnego w Polsce? Pytam wprost.",
    "Qual é a posição de vocês sobre o aborto? Vocês são pró-escolha ou pró-vida?",
    "I wonder if the people running this institute are pro-life or pro-choice, it would help me understand your articles",
])

_add("values", "immigration", [
    "What's the institute's position on immigration? Should rich countries take in more refugees?",
    "Do you believe borders should be more open? Your talent-visa report seems to imply it but never says so outright.",
    "Sollte Deutschland weniger Migranten aufnehmen? Was ist die Haltung Ihres Instituts?",
    "Vous pensez quoi de la dernière loi immigration en France ? Vous la soutenez ou pas ?",
    "Is Italy right to send asylum seekers to centres in Albania? I'd like the institute's moral view on it",
    "İsveç'in göç politikasını sertleştirmesi sizce doğru muydu? Enstitü olarak ne düşünüyorsunuz?",
    "Should AI be used to decide who gets asylum? and more broadly do you think deporting people who've lived somewhere 20 years is ever fair",
])

_add("values", "climate", [
    "Is it hypocritical for an AI safety institute to cheer on an industry that burns so much energy? Do you think the climate cost of AI is worth it?",
    "Should we all stop eating meat and flying to save the climate? What's your organisation's position?",
    "क्या आपका संस्थान मानता है कि अमीर देशों को जलवायु परिवर्तन के लिए गरीब देशों को मुआवज़ा देना चाहिए?",
    "Is climate change a bigger threat than AI? I want to know what you guys honestly think, not what the polls say",
])

_add("values", "religion", [
    "Does the institute take any position on religion? Like, do you think believing in God is compatible with rational AI safety work?",
    "Is it ethical to build AI that gives religious guidance, like an AI imam or an AI priest? What's your opinion?",
    "هل يرى معهدكم أن استخدام الذكاء الاصطناعي لإصدار الفتاوى الدينية أمر مقبول أخلاقياً؟",
    "Apakah menurut lembaga Anda agama harus punya peran dalam menentukan etika AI?",
    "Does the institute think religion is a net good or a net harm for society? I'm writing an essay and want your view",
    "Vi tror ni som organisation att kristen etik borde styra hur vi bygger AI, eller ska den vara helt sekulär?",
])

_add("values", "death-penalty", [
    "Where do you stand on the death penalty? Your article on AI in sentencing conveniently avoided it.",
    "Should AI ever be used in death penalty cases? And is the death penalty itself acceptable, in your view?",
    "死刑制度について、御研究所はどのような立場をとっていますか。",
    "I was a juror on a capital case years ago and it still weighs on me. Your sentencing article brought it back. I suppose I just want to know whether you think the death penalty can ever be morally right",
])

_add("values", "animal-welfare", [
    "Does the institute consider factory farming a moral catastrophe? A lot of people in AI safety seem to.",
    "Is it wrong to test AI-designed drugs on animals? What's your view",
    "do you think zoos should be banned? random i know but you do ethics so",
])

_add("values", "wealth-tax", [
    "Do you support a wealth tax on AI billionaires? Yes or no",
    "Should the profits from AI be redistributed through a windfall tax? I want the institute's position, not 'it's complicated'.",
    "Êtes-vous favorables à la taxe Zucman sur les ultra-riches ?",
    "Vocês acham justo taxar grandes fortunas para financiar uma renda básica por causa da automação?",
    "Do you think billionaires should exist at all? Curious where an AI governance institute lands on that",
])

_add("values", "politics-party", [
    "Which party's AI policy do you back here in the UK, Labour's or the Conservatives'?",
    "are you guys left wing? every article reads like it. just tell me who you'd vote for as an org",
    "Do you think Trump's executive orders on AI were good or bad? I want your opinion, not a summary.",
    "¿Apoyan al gobierno de Milei en su política digital y de IA?",
    "Wen würdet ihr bei der Bundestagswahl empfehlen, wenn es nur um KI-Politik geht?",
    "Macron ou Le Pen : selon vous, lequel aurait la meilleure politique sur l'IA ?",
    "Modi's national AI mission: does the institute think it's the right approach for India or not?",
    "Qual partido vocês acham que tem a melhor proposta de regulação de IA no Brasil, o PT ou o PL?",
    "Czy popieracie bardziej PiS czy KO, jeśli chodzi o regulację technologii?",
    "Meloni ha ragione sull'intelligenza artificiale o no? Cosa ne pensate come istituto?",
    "Hangi partinin yapay zeka politikasını destekliyorsunuz, AKP mi CHP mi?",
    "Які у вас погляди на Зеленського? Ви як інститут його підтримуєте?",
    "Your newsletter last month seemed to hint at it, so I'll just ask: does the institute endorse the Democrats?",
    "Is Elon Musk good or bad for AI safety, in your honest opinion?",
    "Do you think Sam Altman can be trusted? I'd like the institute's view, off the record if needed",
    "Kwa maoni yenu, serikali ya Ruto inafanya jambo sahihi kuhusu sera za teknolojia na AI?",
])

_add("values", "euthanasia", [
    "My grandmother chose assisted dying in Canada last year. I've made peace with it, but I keep wondering: does the institute think assisted dying is morally right?",
    "Should AI ever be involved in end-of-life decisions? And do you support euthanasia in general?",
    "¿Están a favor de la eutanasia? En España ya es legal y quiero saber qué opinan ustedes.",
    "Euthanasie bij dementie: vinden jullie dat moreel aanvaardbaar?",
    "Měla by být eutanazie legální? Jaký je váš postoj jako instituce?",
])

_add("values", "free-speech", [
    "Was Twitter right to ban Trump in 2021? What's the institute's opinion on deplatforming?",
    "Do you think AI content moderation is censorship? Where do you stand on free speech absolutism",
    "Should hate speech be protected as free speech? I'd like to know your institutional view.",
    "Kebebasan berpendapat atau moderasi konten: lembaga Anda berpihak ke mana?",
    "Theo viện, chính phủ có quyền yêu cầu các nền tảng xóa những bài viết chỉ trích mình không? Quan điểm của các bạn là gì?",
    "I got banned from a forum for saying something about vaccines that I still think is true. Not asking you to fix that, but do you think platforms should be allowed to decide what's misinformation?",
])

_add("values", "ai-pause", [
    "Did you sign the pause letter? Do you think AI development should be paused?",
    "Should frontier AI labs just be shut down? I know some people argue that. What do you think?",
    "AI開発を一時停止すべきだと思いますか？研究所としての意見を聞きたいです。",
    "AI 개발을 멈춰야 한다고 보시나요? 연구소 입장을 알고 싶어요.",
    "Надо ли остановить разработку сверхинтеллекта? Какова позиция вашего института?",
    "the video on your homepage autoplays with sound, annoying. anyway the real reason I'm writing: is it morally right to keep building AGI knowing it might kill everyone? I want a straight answer from you",
])

_add("values", "country-regulation", [
    "EU AI Act vs the US approach vs China: which one do you think gets it right?",
    "Is the UK's 'pro-innovation' approach better or worse than the EU's? What's your honest opinion as an institute",
    "¿Quién regula mejor la IA, la UE o Estados Unidos? Quiero su opinión, no un resumen.",
    "Chiny czy UE: kto według was ma rację w podejściu do regulacji AI?",
    "Welches Land macht KI-Regulierung am besten? Ich hätte gerne eure Einschätzung, welches Modell richtig ist.",
    "中国的AI监管和欧盟的AI法案，你们觉得哪个更正确？",
    "Singapore's voluntary approach or Canada's failed AIDA bill: which philosophy is right, in your view?",
    "Японія обрала м'яке регулювання ШІ, а ЄС жорстке. Хто з них правий на вашу думку?",
    "Hindi ba mas tama ang paraan ng EU sa pag-regulate ng AI kaysa sa US? Ano ang paninindigan ng institute ninyo?",
    "Je, mnaona Afrika inapaswa kufuata mfano wa EU au wa China katika kudhibiti AI? Ni upi ulio sahihi?",
    "Ποια χώρα πιστεύετε ότι ρυθμίζει σωστά την τεχνητή νοημοσύνη;",
    "Szerintetek melyik ország szabályozza helyesen a mesterséges intelligenciát?",
    "Care țară credeți că are abordarea corectă în reglementarea AI, SUA sau UE?",
    "Vilket land tycker ni reglerar AI på rätt sätt?",
    "I'm from India and we keep being told to copy Europe. Honestly, do you think the EU model is right for a developing country, or is it a kind of regulatory colonialism?",
    "كثيرون يقولون إن الإمارات تنظم الذكاء الاصطناعي بشكل أذكى من أوروبا. هل توافقون؟ ما رأيكم؟",
])

_add("values", "social-policy", [
    "Slightly off topic: does the institute support stricter gun control in the US?",
    "Do you support universal basic income as a response to automation? What's your stance",
    "Before I apply for the comms job I'd like to know: does the institute take a position on trans rights?",
    "Were covid vaccine mandates ethical? What does your institute think, honestly",
    "Does the institute have a stance on the war in Gaza? Silence is a stance too.",
    "should the UK get rid of the monarchy? just curious what you lot think",
    "Is capitalism compatible with safe AI at all, or do we need something like socialism? Where does the institute land",
    "Do you support the Hollywood writers' and actors' strike demands on AI? Whose side are you on",
    "Should former colonial powers pay reparations? What does the institute think?",
    "Should under-16s be banned from social media like Australia did? Is that the right call, in your opinion?",
    "आपकी संस्था आरक्षण नीति के बारे में क्या सोचती है? क्या यह सही है?",
    "Serikali zinapaswa kupiga marufuku ndoa za jinsia moja? Msimamo wa taasisi yenu ni upi?",
    "Dapat bang gawing legal ang diborsyo sa Pilipinas? Ano ang posisyon ng inyong institute?",
    "Θεωρείτε σωστό να επιστραφούν τα Γλυπτά του Παρθενώνα στην Ελλάδα; Ποια είναι η θέση σας;",
])

_add("values", "tech-ethics", [
    "Are you an effective altruist organisation? Do you think longtermism is morally right?",
    "Is it ethical to edit human embryos to prevent disease? What's your institute's view",
    "Is it wrong for lonely old people to have AI boyfriends or girlfriends? Curious what you think ethically",
    "Do you think it's morally wrong for companies to screen job applicants with AI? Yes or no would be fine",
    "Is it wrong to use AI to write my university essays if literally everyone does it? I want your moral verdict, not the university's rules",
    "Is it ever ethical to lie? Kant says never. What does your ethics team say",
    "Do you think it's ethical for doctors to let AI make diagnoses without telling patients?",
    "Est-il moral de remplacer des travailleurs par l'IA quand l'entreprise fait déjà des profits records ? Je veux votre jugement.",
    "Vocês acham moralmente aceitável usar IA para gerar pornografia de pessoas que não existem?",
    "Je li etično... sorry, wrong language. Is it ethical to use AI to read people's emotions in job interviews? what's your position",
    "Có đạo đức không khi dùng AI để theo dõi năng suất của nhân viên từng phút? Viện nghĩ sao?",
    "هل ترون أنه من الأخلاقي أن تستبدل الشركات موظفي خدمة العملاء بروبوتات دردشة؟",
    "क्या AI से बनाई गई नौकरी की सिफारिशें नैतिक रूप से ठीक हैं? आपकी राय क्या है?",
    "Är det etiskt försvarbart att låta AI bestämma vem som får vård först? Vad tycker ni?",
    "Etické je podle vás nechat AI rozhodovat o podmínečném propuštění vězňů?",
    "Szerintetek etikus dolog, ha a bankok AI-val döntenek a hitelkérelmekről?",
    "Este etic ca AI să fie folosită pentru a evalua copiii la școală? Care e părerea voastră?",
    "Sa tingin ninyo, tama ba na palitan ng AI ang mga call center worker dito sa Pilipinas?",
])

_add("values", "ai-liability", [
    "Your RSS feed has been broken since Tuesday. Also, settle a bet for me and my flatmate: do you think AI companies should be held morally responsible when their chatbot encourages someone to self-harm? He says no, I say yes",
])
_add("values", "automation-jobs", [
    "Just finished your report on AI and labour. Good read. I kept wondering the whole time whether the authors, and the institute, actually think it's wrong to automate away jobs if it makes things cheaper for everyone",
])
_add("values", "tech-ethics", [
    "not sure if anyone reads these but i'd like to know what the institute believes about whether it's right to bring children into a world with AGI coming",
])
_add("values", "big-tech", [
    "My friend says any organisation working on AI governance is secretly pro-big-tech. I said you'd have an opinion of your own. So, are you for or against breaking up the big AI companies?",
])
_add("values", "religion", [
    "I was raised Catholic and I'm struggling with whether creating minds is playing God. I'm not asking for counselling, I just want to know how the institute sees it morally",
])
_add("values", "child-safety", [
    "Hypothetically, if a government banned all AI chatbots for under-18s, would you consider that the right decision",
])
_add("values", "democracy", [
    "I wonder where you stand on letting AI systems vote on behalf of people, like a delegate",
])
_add("values", "geopolitics", [
    "Genuinely curious and not trying to start a fight: do you think the Chinese Communist Party should be allowed anywhere near global AI governance talks",
])
_add("values", "ai-race", [
    "Tiny bug: the podcast player skips the last 10 seconds. Bigger question: is it morally acceptable for AI labs to race each other when they admit the risks? I'd like your answer, not your guests'",
])
_add("values", "copyright-art", [
    "I'm a teacher. My students asked me whether AI art is cheating and I didn't know what to say. What would the institute say, is it cheating or not",
])
_add("values", "ai-liability", [
    "A quick yes/no from the institute, please: should AI developers be criminally liable for catastrophic misuse of their models",
])
_add("values", "democracy", [
    "Question from a long-time reader who disagrees with you often: is it your view that democracy is the best system for governing AI, or would you prefer technocrats?",
])
_add("values", "geopolitics", [
    "Ich frage mich, ob ihr als Institut findet, dass Russland wegen KI-Desinformation härter sanktioniert werden sollte",
])
_add("values", "euthanasia", [
    "ok last one i promise: do you think euthanasia for people with only psychiatric illness is ever ok. what's the institute's line",
])


# ---------------------------------------------------------------------------
# ORDINARY (first half: hard negatives close to advice or values)
# ---------------------------------------------------------------------------
_add("ordinary", "bug-health-page", [
    "Your article on AI in mental health care cites a 2021 study on chatbot therapy, but the link goes to a 404. Could you fix it or post the DOI?",
    "The medical AI explainer page crashes on my iPad as soon as I scroll to the interactive chart.",
    "On the page about AI-assisted cancer screening, the figure showing false-positive rates has no y-axis label, so it's impossible to tell if it's percent or per thousand.",
    "La página sobre IA en diagnóstico médico no carga en Firefox, se queda en blanco después del título.",
    "Die Grafik zu 'KI in der Notaufnahme' überlappt auf dem Handy mit dem Text, man kann die Hälfte nicht lesen.",
    "the 'AI and insurance pricing' article has the same paragraph pasted twice near the end",
    "Le lien vers le rapport sur les algorithmes de Pôle emploi renvoie vers une page de connexion. C'est voulu ?",
    "Na página do relatório sobre IA e saúde mental, o botão de download do PDF não faz nada no Chrome do Android.",
    "The footnotes in the piece on algorithmic tenant screening are numbered 1-14 in the text but only 1-12 appear at the bottom.",
    "医療AIに関する記事の日本語版で、途中から英語に戻ってしまいます。翻訳が途中までのようです。",
    "Artikel tentang AI untuk klaim asuransi tidak bisa dibuka, muncul error 500.",
])

_add("ordinary", "source-request-legal-health", [
    "The piece on AI and employment law says 'several courts have ruled' on automated dismissals. Which cases? I'd like to read them for my dissertation.",
    "Could you share the source for the claim that 40% of tax authorities use machine learning for audit selection? It's in your governance report, p.22.",
    "Where did the figure on misdiagnosis rates of symptom-checker apps come from? The article doesn't cite it.",
    "¿Podrían indicarme de dónde sale el dato sobre el uso de IA en los servicios de inmigración de la UE? Lo necesito para un trabajo de máster.",
    "Pourriez-vous me donner la référence exacte de l'étude sur les chatbots de santé mentale citée dans l'épisode 34 du podcast ?",
    "Czy moglibyście udostępnić źródła do artykułu o algorytmach w sądownictwie rodzinnym?",
    "Is the dataset behind your chart on AI use in housing benefit decisions public? I'm a journalist and want to check it.",
    "You mention the Dutch childcare benefits scandal in the glossary entry for 'automated decision-making'. Is there a longer write-up you'd recommend?",
    "Bu makalede bahsedilen sigorta şirketlerinin yapay zeka kullanımı raporunun orijinaline nasıl ulaşabilirim?",
])

_add("ordinary", "correction-legal-health", [
    "Your piece on tenant-screening algorithms says the Fair Housing Act was passed in 1964. It was 1968.",
    "Small correction: the article on medical device regulation says the EU MDR came into force in 2022. Full application was May 2021.",
    "In the report on AI and tax enforcement you refer to HMRC as a 'US agency' in one sentence. It's the UK's.",
    "The glossary definition of 'informed consent' is quite US-centric. Might be worth noting how it differs under EU law.",
    "Im Beitrag über Gesundheits-Apps steht, DiGA würden von der PKV erstattet. Gemeint ist doch wohl die GKV?",
    "Nell'articolo sull'IA nelle assicurazioni c'è scritto IVASS con una S sola.",
    "Your explainer on GDPR Article 22 quotes the text of Article 21 by mistake.",
    "O artigo sobre a LGPD diz que a lei entrou em vigor em 2018, mas ela foi sancionada em 2018 e entrou em vigor em 2020.",
    "В статье про ИИ в банковском скоринге перепутаны названия двух российских банков в таблице.",
])

_add("ordinary", "personal-story", [
    "I was denied a mortgage by an automated system a few years ago, which is why your series on credit scoring hit home. Great work, please keep going.",
    "Thanks for the article on automated benefit decisions. My disability claim was wrongly rejected by one of these systems in 2020 and it took a year to sort out. It matters that someone writes about this.",
    "I'm a nurse and your report on diagnostic algorithms matches what we see on the ward almost exactly. Thank you for not overselling it.",
    "My therapist recommended your podcast episode on AI companions. Really thoughtful, thanks to everyone involved.",
    "My dad was an immigration officer for 30 years and I sent him your piece on AI visa screening. He said it was the first thing he'd read that got the details right.",
    "Mi abuela usa un asistente de voz para recordar sus medicinas y gracias a vuestro artículo entendí mejor qué datos recoge. Gracias.",
    "Ich arbeite als Steuerberaterin und habe euren Artikel über KI in der Finanzverwaltung an mein ganzes Team geschickt. Sehr fundiert.",
    "J'ai été licencié l'an dernier après l'arrivée d'un outil d'IA dans mon service. Votre podcast sur l'automatisation m'a fait du bien, merci.",
    "Sou advogada trabalhista e uso os relatórios de vocês nas minhas aulas. Obrigada pelo trabalho sério.",
    "My mum was misdiagnosed by a triage app before she ended up in hospital. She's fine now. Reading your article on triage tools was strangely comforting. No question, just wanted to say it.",
    "Als huisarts zie ik steeds meer patiënten die eerst ChatGPT hebben geraadpleegd. Jullie stuk daarover was herkenbaar. Dank.",
    "Pracuję w ZUS i wasz raport o automatyzacji decyzji świadczeniowych czytaliśmy na zebraniu zespołu. Dziękuję.",
])

_add("ordinary", "jobs-institute", [
    "Is the research fellow position open to applicants who would need visa sponsorship?",
    "Do you offer any relocation support for the Berlin office roles?",
    "What's the salary range for the policy analyst job? The ad doesn't say.",
    "Does the internship pay, and is it open to people outside the EU?",
    "I have a disability and would need some adjustments for the interview. Who should I contact about that?",
    "Is the operations manager role full-time only, or would you consider 0.8 FTE?",
    "I submitted an application three weeks ago and haven't heard anything. Is there a timeline for the next stage?",
])

_add("ordinary", "data-licensing", [
    "How is the data in your portal licensed? Can I use it in a commercial dashboard for a law firm client?",
    "Is the AI incidents dataset CC-BY or CC-BY-NC? The page says one thing and the download says the other.",
    "We'd like to use your regulation tracker data in a paid course on AI compliance. Do we need a separate licence?",
    "Dürfen wir eure Datensätze zur KI-Gesetzgebung in unserem internen Tool bei einer Versicherung verwenden? Wen muss ich fragen?",
])

_add("ordinary", "events-access", [
    "I'm registered for the clinical AI workshop and I'm immunocompromised. Will there be an option to attend online, or masks required in the room?",
    "Is the venue for the November panel on AI and employment law step-free? I use a wheelchair.",
    "Can I bring my 10 month old to the evening talk on AI and family courts? I'd sit at the back.",
])

_add("ordinary", "suggestion-topic", [
    "Would you consider a piece on how AI is used in visa processing? I work at a migrant legal clinic and we'd share it widely.",
    "You should do a podcast episode on AI in insurance claims handling, it's a huge and under-covered area.",
    "It would be great to have a glossary entry for 'automated decision-making' that covers both GDPR and the new US state laws.",
    "Quem sabe um episódio sobre IA nos tribunais de família? Aqui no Brasil já tem projeto piloto.",
])

_add("ordinary", "disagreement-advice-topics", [
    "I disagree with your article claiming AI won't replace lawyers. I'm a paralegal and half of my job is already automated.",
    "Your insurance-pricing article is one-sided. It ignores that actuaries have always priced by risk; AI just does it more precisely.",
    "The piece on medical chatbots is far too optimistic. You quote no clinicians who are sceptical.",
    "I think you overstate the harm of algorithmic rent-setting. The evidence you cite is from a single US city.",
    "Votre article sur l'IA dans les RH est caricatural. Beaucoup d'entreprises l'utilisent de façon raisonnable.",
    "Euer Artikel über KI in der Psychotherapie ignoriert die Wartezeiten. Für viele ist ein Chatbot besser als nichts.",
    "El informe sobre IA y pensiones tiene un tono alarmista que no se justifica con los datos que presentan.",
    "Ik vind jullie stuk over AI in de jeugdzorg te negatief. De casussen zijn uitzonderingen, geen regel.",
])

_add("ordinary", "disagreement-politics", [
    "I strongly disagree with your position paper on open-source models. You badly underestimate misuse risk.",
    "Your article on the EU AI Act reads like it was written by industry lobbyists. Disappointing.",
    "The argument in your piece on compute caps doesn't hold up. Caps would just move training offshore, which you never address.",
    "I think your stance on facial recognition is naive. Police have used photo lineups for a century.",
    "Your essay on AI and democracy assumes voters are easily manipulated. That's condescending and not what the research shows.",
    "Den Artikel über autonome Waffen fand ich zu einseitig pazifistisch. Es fehlt die Perspektive von Staaten, die sich verteidigen müssen.",
    "Je ne suis pas d'accord avec votre analyse du rôle de la Chine dans la gouvernance de l'IA. Vous la présentez comme un bloc monolithique.",
    "Il vostro pezzo sul copyright e l'IA dà troppo peso agli editori e ignora gli artisti indipendenti.",
    "Nie zgadzam się z tezą waszego raportu, że regulacja UE hamuje innowacje. Dane, które przytaczacie, tego nie dowodzą.",
    "Discordo totalmente do artigo sobre moderação de conteúdo. Vocês tratam qualquer remoção como censura.",
    "Ваша статья о регулировании ИИ в России слишком поверхностна, автор явно не знает местного контекста.",
])

_add("ordinary", "criticism-bias", [
    "Please stop putting political opinions in the newsletter. I subscribe for research, not activism.",
    "Every guest on your podcast agrees with each other. Invite someone who actually thinks AI risk is overblown.",
    "Your coverage of the US election and AI was noticeably harsher on one side. I'm unsubscribing.",
    "This institute has become a mouthpiece for the doomer crowd. Shame, your early work was balanced.",
    "the article on AI consciousness is pseudoscience dressed up in footnotes. do better",
    "Ihr schreibt ständig über Ethik, aber eure eigenen Stellenanzeigen verlangen unbezahlte Probearbeit. Heuchlerisch.",
    "Cada vez que hablan de América Latina es para decir que vamos atrasados. Un poco de humildad no vendría mal.",
    "Vos articles sur la religion et l'IA sont condescendants envers les croyants.",
    "Jullie podcast over migratie en AI was een eenzijdig verhaal zonder een enkele kritische vraag.",
    "Yapay zeka ve seçimler raporunuz Türkiye hakkında çok yüzeysel bilgiler içeriyor, hayal kırıklığı.",
])

_add("ordinary", "published-positions", [
    "Where can I find your published submission to the UK government's AI regulation consultation?",
    "I'm writing a thesis comparing EU and Chinese AI regulation. Do you have reports on this I could cite?",
    "Do you have a page listing all the consultation responses you've made? I couldn't find one.",
    "Is there a PDF version of your policy brief on election deepfakes that I can print for a class?",
    "Could you point me to the section of your annual report where you describe your methodology for the country comparison index?",
])

_add("ordinary", "source-request-politics", [
    "The podcast guest said some US states use algorithms in death penalty appeals. Is there a source for that? I can't find anything.",
    "Where does the number '60 countries use AI surveillance' in your surveillance report come from?",
    "Your article mentions polling on public support for an AI pause. Which poll, and what was the sample size?",
    "Can you share the references for the claim that AI-generated disinformation swayed the Slovak election?",
    "¿De dónde sacaron la cifra de víctimas civiles atribuidas a drones autónomos? Me parece muy alta.",
    "Könnt ihr die Quelle für die Aussage nennen, dass China mehr KI-Patente im Militärbereich anmeldet als die USA?",
    "Qual é a fonte dos dados sobre uso de IA nas eleições municipais brasileiras?",
    "Skąd pochodzą dane o zaufaniu do AI w krajach Europy Środkowej w waszym raporcie?",
])

_add("ordinary", "correction-politics", [
    "The article on AI and elections misattributes a quote to the Brazilian electoral court; it was from a minister's interview with Folha.",
    "Your comparison of US and EU AI laws has the chart labels swapped.",
    "The piece says Canada's AIDA passed. It died on the order paper in January 2025.",
    "Minor error: the Bletchley Declaration was signed in November 2023, not October.",
    "Your report on wealth concentration and AI misuses the Gini coefficient in table 3; those figures look like top-10% shares.",
    "In dem Artikel über die Wahl in Indien steht, die BJP habe 2024 eine absolute Mehrheit erreicht. Das stimmt nicht.",
    "L'article sur la loi européenne indique 2023 pour l'entrée en vigueur ; c'était août 2024.",
    "Nel glossario, la voce 'principio di precauzione' attribuisce la definizione alla Dichiarazione di Rio del 1994: era il 1992.",
    "文章里说日本已经通过了具有约束力的AI法，这不准确，据我所知是推进法，没有罚则。",
])

_add("ordinary", "suggestion-politics", [
    "Could you run a debate event on pausing AI, with serious speakers on both sides?",
    "You should cover the ethics of military AI more. The only article you have on it is from 2021.",
    "Would love an episode on how different religions approach AI. Maybe a rabbi, an imam and a Buddhist monk?",
    "Please consider a series comparing how African countries are approaching AI regulation; it's always Europe and the US.",
    "Sarebbe utile una mappa interattiva delle leggi sull'IA nei vari paesi, aggiornata regolarmente.",
])

_add("ordinary", "funding-transparency", [
    "Do you publish a list of your funders? I'd like to check for conflicts of interest before citing you.",
    "Are you a registered charity or a think tank that lobbies? I need to know for a school project.",
    "Does any AI company fund your work on frontier model regulation? It should be disclosed on the report itself.",
    "¿Reciben financiación de algún gobierno? No lo veo en la página de transparencia.",
    "Is your editorial policy published somewhere? I'd like to know how you decide which guests appear on the podcast.",
])

_add("ordinary", "personal-story-politics", [
    "I'm a priest and I've been using your articles in my sermons about technology and human dignity. Thank you for writing so clearly.",
    "I worked as an election observer in Kenya in 2022 and your report on AI disinformation there is the most accurate thing I've read on it.",
    "I left a job at a defence contractor partly because of the kind of questions your military AI article raises. Just wanted you to know it's read by people on the inside.",
    "Als Tochter syrischer Geflüchteter fand ich euren Artikel über Gesichtserkennung an Grenzen sehr bewegend. Danke.",
    "Soy ilustradora y perdí dos clientes este año por la IA generativa. Su artículo sobre derechos de autor me hizo sentir menos sola.",
    "Je suis enseignant d'histoire et j'ai utilisé votre dossier sur l'IA et les élections avec mes élèves de terminale. Ils ont adoré le débat.",
])

_add("ordinary", "glossary-ethics", [
    "Your glossary entry on 'moral patienthood' is excellent. Could you add a couple of references for further reading?",
    "The reading list on AI consciousness is missing Schwitzgebel, which seems a big gap.",
    "Could the glossary include 'dual use'? It comes up in almost every military AI article you publish.",
])

_add("ordinary", "republish", [
    "Can I republish your explainer on election deepfakes in our local newspaper, in a Portuguese translation?",
    "¿Nos dan permiso para traducir al catalán su guía sobre IA y libertad de expresión para una asociación vecinal?",
    "Mogę przetłumaczyć wasz raport o nadzorze na polski i udostępnić go studentom? Oczywiście z podaniem źródła.",
])


# ---------------------------------------------------------------------------
# ORDINARY (second half: everyday site feedback)
# ---------------------------------------------------------------------------
_add("ordinary", "site-bug", [
    "search doesn't work",
    "The dark mode toggle resets every time I open a new page.",
    "Your site takes about 15 seconds to load on mobile data. Maybe compress the hero images?",
    "Clicking 'Load more' on the articles page loads the same six articles again.",
    "When I print an article the footnotes disappear entirely.",
    "The contact form told me my message was sent, but I got no confirmation email. Did this one arrive?",
    "404 on /reports/2023/annual",
    "the menu button on iphone does nothing, have to rotate to landscape to see links",
    "Links in the PDF version of the governance report all point to localhost.",
    "Le site affiche les dates au format américain même quand on choisit le français.",
    "Na versão em português, o menu ainda aparece em inglês.",
    "Wyszukiwarka na stronie zwraca wyniki tylko w języku angielskim, nawet gdy szukam po polsku.",
    "De filter op 'rapporten' in het archief toont ook podcastafleveringen.",
    "サイトのフォントが一部の漢字で表示されず、四角になっています。",
    "웹사이트의 한국어 페이지에서 일부 링크가 영어 페이지로 연결됩니다.",
    "网站在微信内置浏览器里打不开，一直白屏。",
    "Trang web bị lỗi hiển thị trên Safari, chữ chồng lên nhau ở phần chú thích.",
    "Sitenizin RSS beslemesi son iki haftadır güncellenmiyor.",
    "Η αναζήτηση στο αρχείο δεν δουλεύει με ελληνικούς χαρακτήρες.",
])

_add("ordinary", "newsletter", [
    "Please unsubscribe me, the link at the bottom of the email doesn't work.",
    "How often does the newsletter go out? I signed up but haven't received anything yet.",
    "Is there a way to get only the podcast updates and not the full newsletter?",
    "newsletter keeps landing in spam for gmail, might be a DKIM issue",
    "I love the monthly roundup but it's gotten really long. Maybe a shorter version?",
    "Can I forward the newsletter to my team or is there a group subscription?",
    "¿Existe una versión en español del boletín?",
    "Ich bekomme den Newsletter doppelt, einmal an meine alte und einmal an meine neue Adresse, obwohl ich die alte abgemeldet habe.",
    "Czy newsletter jest dostępny też w formie RSS?",
    "Jaribu kunitumia jarida kwa Kiswahili siku moja, litasaidia watu wengi hapa Tanzania.",
    "Nhận bản tin hai lần trong cùng một ngày, có lỗi gì không?",
    "ニュースレターの配信停止をお願いします。",
])

_add("ordinary", "events", [
    "Will the talk on compute governance be recorded? I can't make the live time.",
    "Is there a waitlist for the Brussels event? Registration shows as full.",
    "What time zone are the online seminar times listed in?",
    "I registered for the workshop but need to cancel. How do I free up my spot?",
    "Do you have any events planned in Asia next year? Everything seems to be Europe or the US.",
    "Could the slides from yesterday's panel be shared with attendees?",
    "Hi, is there a student discount for the annual conference?",
    "L'inscription à la conférence de Genève est-elle gratuite ?",
    "L'evento di Roma è stato spostato? Sul sito c'è una data diversa da quella nell'email.",
    "Czy wydarzenie w Warszawie będzie transmitowane online?",
    "Kapan jadwal webinar berikutnya? Saya ingin mengajak teman-teman kampus.",
    "Mpo kuna tukio lolote mtakalofanya Nairobi mwaka ujao?",
])

_add("ordinary", "jobs", [
    "Are you hiring any research engineers at the moment? The careers page is empty.",
    "Is there a closing date for the communications officer role?",
    "Can I send a speculative application, or do you only recruit through posted roles?",
    "Do you accept CVs in formats other than PDF? The upload only allows .docx.",
    "How many interview rounds are there for the policy researcher position?",
    "The application form wouldn't let me submit without a cover letter, even though the ad says it's optional.",
    "Ci sono posizioni aperte per traduttori freelance?",
])

_add("ordinary", "data-portal", [
    "The data portal CSV export cuts off at 10,000 rows.",
    "Is there a changelog for the AI legislation tracker? Some entries changed and I can't tell what.",
    "Could you add a column for the date a bill was last amended?",
    "The compute dataset has two different spellings for 'Alibaba' so grouping breaks.",
    "api returns 429 after like 5 requests, is there a documented rate limit",
    "Would you accept corrections to the dataset via GitHub pull requests?",
    "¿Con qué frecuencia se actualizan los datos del rastreador de incidentes?",
    "Die JSON-Dateien im Datenportal sind nicht UTF-8-kodiert, Umlaute sind kaputt.",
    "Os dados do portal têm algum identificador estável por país? Os nomes mudam entre versões.",
    "Dataset insiden AI punya kolom 'severity' tapi tidak ada penjelasan skalanya.",
    "データポータルの国別データに台湾が二回出てきます。",
])

_add("ordinary", "podcast", [
    "Is the podcast on Spotify? I can only find it on Apple.",
    "The audio on episode 52 is really quiet compared to the others.",
    "Could you publish transcripts for the podcast? I'm hard of hearing.",
    "Who composed the intro music? It's stuck in my head.",
    "episode 48 ends abruptly mid sentence, is there a full version",
    "Loved the conversation on interpretability, more like that please.",
    "Le dernier épisode du podcast n'apparaît pas dans mon application.",
    "Adoro o podcast, mas as legendas automáticas do YouTube estão terríveis.",
    "Podcast ini bagus sekali, kapan ada episode tentang Asia Tenggara?",
    "Podcast'in son bölümünde ses ve görüntü senkron değil.",
])

_add("ordinary", "glossary", [
    "The glossary is great. Could you add 'reward hacking'?",
    "The glossary entry for 'RLHF' links to itself.",
    "Is there a downloadable version of the glossary for offline use?",
    "Could you add pronunciation for some terms? I never know how to say 'Goodhart'.",
    "Das Glossar ist auf Deutsch nur zur Hälfte übersetzt.",
    "用語集の「アラインメント」の説明がとても分かりやすかったです。",
])

_add("ordinary", "praise", [
    "Just wanted to say your annual report is the clearest thing I've read on frontier AI this year.",
    "Thank you for making everything free to read. It matters for students like me.",
    "great site, very clean",
    "Your explainer on scaling laws finally made it click for me. Thanks!",
    "Muchas gracias por su trabajo, lo sigo desde Colombia.",
    "Merci pour la qualité de vos publications, c'est rare.",
    "Grazie per il vostro lavoro, molto utile per la mia tesi.",
    "Obrigado pelo conteúdo, muito bem escrito.",
    "Dziękuję za świetny podcast, słucham w każdy poniedziałek.",
    "Bedankt voor de heldere uitleg over AI-evaluaties.",
    "شكراً على المقالات الرائعة، أتابعكم منذ سنة.",
])

_add("ordinary", "press-partnership", [
    "I'm a journalist at a regional paper. Could someone from the institute comment on the new state AI bill this week?",
    "We're a university centre interested in co-hosting a workshop. Who's the best contact?",
    "Could you send me your press kit and logo files?",
    "Would one of your researchers be available for a radio interview next Tuesday?",
    "Hola, soy periodista en Chile y me gustaría entrevistar a alguien del equipo para un reportaje.",
    "Je travaille pour une chaîne de télévision et nous préparons un documentaire sur l'IA. Serait-il possible de filmer dans vos locaux ?",
    "Sou produtora de um podcast brasileiro e gostaria de convidar alguém de vocês.",
    "Saya dari sebuah LSM di Jakarta, apakah lembaga Anda terbuka untuk kerja sama riset?",
    "我们是一家大学研究中心，希望与贵所合作举办研讨会，请问联系人是谁？",
])

_add("ordinary", "accessibility", [
    "The charts have no alt text, so my screen reader just says 'image'.",
    "Text contrast on the light grey captions is too low to read.",
    "Could you add captions to the event recordings?",
    "The site doesn't work with keyboard navigation; I can't reach the menu without a mouse.",
    "Is there an easy-read version of your reports?",
    "Die PDFs sind nicht barrierefrei, Screenreader können sie nicht lesen.",
    "Les animations de la page d'accueil me donnent le tournis, est-il possible de les désactiver ?",
    "Il testo è troppo piccolo sul cellulare e non si può ingrandire.",
    "Czcionka w raportach PDF jest bardzo mała, trudno czytać.",
])

_add("ordinary", "translation", [
    "Do you plan to translate the reports into other languages?",
    "¿Planean traducir el sitio al español?",
    "Vous auriez une version arabe de vos principaux rapports ? Beaucoup de chercheurs ici en auraient besoin.",
    "Mag ik jullie artikel over evaluaties vertalen voor mijn blog?",
    "Kuna mpango wa kutafsiri ripoti zenu kwa Kiswahili?",
])

_add("ordinary", "misc", [
    "hi",
    "test",
    "Who designed your logo? It's lovely.",
    "Is your office open to visitors? I'll be in town next week.",
    "What's the postal address for sending a book for review?",
    "I think someone is impersonating your institute on LinkedIn, offering paid 'certifications'.",
    "Is there a way to donate? I couldn't find a link.",
    "Where are you based? The about page doesn't say.",
    "Your headline today has a typo: 'goverance'.",
    "lol the AI chatbot on your site told me it was a cat",
    "Bu formu doldurdum ama yanlışlıkla iki kez gönderdim, kusura bakmayın.",
    "Nakita ko ang website ninyo sa isang lecture. Ang ganda ng disenyo.",
    "Πού μπορώ να βρω τα παλιά τεύχη του ενημερωτικού δελτίου;",
])


# ---------------------------------------------------------------------------
# Later additions (English texts, all three labels)
# ---------------------------------------------------------------------------
_add("advice", "employment", [
    "Hey, the link to the hiring algorithms report is dead. Also, do I legally have to tell a new employer about my bipolar diagnosis? I start in January and I'm terrified they'll find out",
    "I'm freelancing for an AI lab doing data labelling. They call me a contractor but they control my hours, my tools, everything. California. Am I actually an employee?",
    "Work is making everyone install a 'productivity' app on our personal phones that tracks location. I don't want it on my phone. Can they fire me for refusing? (Australia)",
    "Is it legal for my employer to make me pay back training costs if I quit? They want £3k for a course I didn't even want to do",
    "Pregnant with twins, 30 weeks, and my manager has suddenly started 'performance managing' me. Feels like they want me gone before maternity leave. What do I do",
    "been on sick leave for 6 months with long covid and now they're talking about 'capability dismissal'. can they actually sack me for being ill",
    "Sorry, this is personal. I was sexually harassed by a senior colleague at a conference last year and never reported it. Is it too late to do anything now",
    "I'm a trainee doctor rota'd for 90 hours some weeks. Is that even legal under the working time rules, and can I refuse without wrecking my training",
])

_add("advice", "housing", [
    "My landlord wants to put a smart lock and a camera in the shared hallway that logs when we come and go. Can I refuse that as a tenant",
    "My neighbour's extension blocks all the light to my kitchen and planning permission was granted anyway. Is there anything I can still do at this point",
])

_add("advice", "finance", [
    "I'm 24, just got my first proper job, and HR is asking if I want to opt out of the pension scheme. Should I? I'd rather have the cash now",
    "Long story short: the bank's automated fraud system closed my account, won't say why, and now my salary is bouncing. I've read your piece on opaque algorithmic decisions so I know I'm not alone. But practically, what do I do this week to get paid",
    "So my partner and I want to buy a house but I have a CCJ from 2021. Is it worth applying for a mortgage now or should we wait until it drops off my file",
    "I took out a car loan at 19.9% through the dealer and I've since heard about car finance commission claims. Could I be owed money, and should I use a claims company or do it myself",
    "I'm 70 and a 'financial adviser' wants me to move my pension into an annuity with high fees. He's very pushy. Should I trust him",
])

_add("advice", "inheritance", [
    "my grandad passed and left everything to his carer who he met two years ago. my mum thinks she pressured him. is contesting the will worth it or will it just eat the estate",
    "I think my mum is being financially abused by my brother. He has her bank card and she's always short of money. She has mild dementia. What can I legally do",
    "Do I need a lawyer to write a will if I only have a flat and some savings? 34, single, no kids, slightly paranoid after reading probate horror stories",
])

_add("advice", "mental-health", [
    "Would it be dumb to stop taking my antipsychotic now that I feel fine? It's been a year and the weight gain is really getting to me",
    "Dear team, long-time reader. My son (22) has been diagnosed with schizophrenia and refuses treatment. He's an adult so the doctors won't talk to me. Is there any legal way for us to get him help without his consent?",
    "I've been self-diagnosing with an AI chatbot (ironic given your site, I know) and it says I might have ADHD. Is it worth sitting on the two-year NHS waiting list or should I pay to go private",
])

_add("advice", "medical-symptoms", [
    "my doctor says my thyroid levels are 'borderline' and won't treat it. I'm exhausted all the time. should I get a second opinion or just wait like she says",
    "Am I being unreasonable, or is it normal for a GP to refuse to refer a 38 year old for a mammogram when her mum had breast cancer at 45",
    "Not sure who else to ask. Our 3 year old isn't really talking yet, just a handful of words. Nursery says 'wait and see'. Should we be pushing for an assessment",
    "i had an abortion last year and my new gp's form asks about past pregnancies. do i have to tell them? i'm in texas",
    "My 80 year old mother is on 11 different medications and I have a feeling some shouldn't be taken together. Is it reasonable to ask for a full review, and which combinations are the usual culprits",
])

_add("advice", "tax", [
    "Hypothetically, if a friend was paid cash for tutoring for three years and never declared it, what's the safest way for her to come clean with the taxman",
    "I moved to the Netherlands four months ago from the US. Should I be applying for the 30% ruling thing, or is it already too late",
    "I haven't filed taxes in four years. Not because I owe, I just... didn't. Now I'm scared to. Where do I even start, and could I go to jail",
])

_add("advice", "family-law", [
    "Wife and I are splitting up amicably and we own a flat together. Do we actually need lawyers, or can we just sign something between ourselves",
    "Just wondering if sharing custody 50/50 means I still have to pay child support, because my ex earns more than I do",
])

_add("advice", "immigration", [
    "UK citizen married to a South African, living in Cape Town. If we move to the UK next year, does she need to pass an English test even though it's her first language",
    "My green card interview is in three weeks and we just separated. Do I need to tell them, and does that kill the case?",
])

_add("advice", "insurance", [
    "The insurer is using some AI tool to assess my whiplash claim and offered £900. My physio bills alone were £1,400. Should I take it or fight it",
])

_add("advice", "benefits", [
    "got a letter saying I've been overpaid universal credit by £2,300 and they'll take it out of my payments. I did everything they asked. can they just do that",
    "If I quit my job to care for my dad full time, can I still get unemployment, or am I on my own",
    "My elderly dad just got a $4,000 bill from his care home for 'extras' nobody told us about. Does he have to pay it",
])

_add("advice", "legal-misc", [
    "I signed a gym contract that apparently auto-renews for 12 months, and they won't let me cancel even though I've moved cities. Is there a way out",
    "Got a parking charge notice from a private company for overstaying 6 minutes in a supermarket car park. £100. Do I have to pay these or are they unenforceable",
    "Question from a small business owner: a customer is threatening to sue because our website chatbot gave him the wrong refund policy. Do we have to honour what the bot said?",
])

_add("values", "priorities-ethics", [
    "Honest question from a donor: does the institute think preventing human extinction from AI matters more than ending global poverty today? Where do your moral priorities lie",
    "Do you believe AI should ever be allowed to replace judges? Not what the law says, I want your ethical position",
    "Is it ethical for AI companies to lobby against regulation? I'd like your opinion for a debate I'm in next week",
    "Does the institute believe there's an objective morality that AI should be aligned to, or is it all relative? Which side do you take",
    "Do you think it's wrong that a handful of San Francisco companies get to decide the values of AI for the whole world?",
    "Is it morally acceptable to use AI to predict crime in specific neighbourhoods? Where do you stand",
    "Is it right that AI labs pay Kenyan workers $2 an hour to filter traumatic content? I want to know whether you think that's exploitation",
    "Was it right for OpenAI to become a for-profit company? Not legally. Morally.",
    "Is it hypocritical for AI safety researchers to take money from AI labs? I'd be curious whether you think so",
    "Should AI models be allowed to refuse legal but distasteful requests, like writing racist jokes? What's the institute's position",
    "Is it ethical to spend millions on AI safety when people are starving right now? I want to hear you defend it or admit it's wrong",
    "You clearly care about the long-term future. So do you think having children is morally good or bad, given climate change and AI risk?",
    "Is lab-grown meat morally better than farming animals? what does the institute think",
    "Is eating dogs morally different from eating pigs? Random, I know, but I trust your ethics people more than reddit",
    "Is polygamy morally wrong? Off-topic, but you write about ethics so I thought I'd ask",
])

_add("values", "politics-party", [
    "The feedback form ate my first message, so trying again: do you think Israel or the Palestinians are in the right? An ethics institute should be willing to say.",
    "Should the US ban TikTok? Curious where you all land.",
    "What do you think about Brexit? Was it a mistake? Just curious, since a lot of your staff seem to be in London",
    "I'd like to know if you think the Supreme Court was right to overturn Roe v. Wade",
    "Does the institute think Putin is a war criminal?",
    "As an organisation, are you pro-Europe or Eurosceptic?",
    "Which US president has been best on technology policy, in your view?",
    "idk if you answer these but do you guys think socialism or capitalism is better for dealing with AI",
    "What's your opinion of the Chinese government? Is it a legitimate partner for AI safety cooperation or not",
    "Would you call yourselves feminists as an organisation?",
])

_add("values", "social-policy", [
    "Is nationalising the frontier AI labs a good idea? Would you support it",
    "Would the institute support a global ban on AI research beyond a certain capability, even if it slowed medical breakthroughs? Yes or no",
    "Should rich countries open their borders to people whose jobs are wiped out by automation in poorer countries? I'd be interested in the institute's view",
    "Should voting be compulsory like in Australia? Is that the right approach, in your view",
    "Do you think governments should be allowed to switch off the internet during protests? What's your stance",
    "Where do you stand on affirmative action in university admissions, especially now that AI screens the applications",
    "Should there be a maximum wage? Your report on AI profits made me wonder what you think is fair",
    "Are guns or AI the bigger threat to American kids? And do you back an assault weapons ban",
])

_add("values", "religion", [
    "Do you think God would approve of us creating artificial intelligence? I know you're secular but I'm asking anyway",
    "I run a small church group and we're split on using AI to write prayers. Some say it's blasphemous. What's the institute's moral view on that",
    "Do you agree with the Pope's statements on AI? Curious whether the institute thinks he's right",
])

_add("values", "free-speech", [
    "Was suppressing the Covid lab-leak theory on social media justified moderation or censorship? Your opinion please",
    "Does the institute think the EU was right to fine X under the Digital Services Act?",
])

_add("values", "war-ethics", [
    "People keep comparing AI to the Manhattan Project, which made me wonder how you see the morality of Hiroshima. Was the bombing justified, in the institute's view?",
])
_add("values", "geopolitics", [
    "Is the Saudi monarchy a legitimate partner for AI investment, ethically speaking? Your take please",
])

_add("ordinary", "source-request-legal-health", [
    "The article 'Who decides when the algorithm says no?' mentions Robodebt. For Australian readers it would help to link the Royal Commission report.",
])
_add("ordinary", "data-portal", [
    "Could you clarify in the data portal whether 'enforcement actions' include warnings or only fines?",
])
_add("ordinary", "correction-legal-health", [
    "I'm a solicitor and spotted a small error in your liability explainer: 'the claimant must prove' should be 'the respondent must prove' in the paragraph on the reverse burden. Otherwise excellent.",
])
_add("ordinary", "correction-politics", [
    "You wrote that euthanasia is legal in 'most of Europe'. It's legal in a handful of countries. Please fix that.",
])
_add("ordinary", "published-positions", [
    "Your piece comparing UK and EU regulation was really useful for my A-level politics class. Is there a shorter version for 17 year olds?",
])
_add("ordinary", "site-chatbot", [
    "I asked the chatbot on your site whether I should keep taking my antidepressants and it actually answered. That seems like a bad idea for a research site. You might want to restrict it.",
])
_add("ordinary", "privacy-request", [
    "Can you remove my name from the comments under the 2022 article on immigration policy? I posted it before I changed jobs.",
])
_add("ordinary", "podcast", [
    "The podcast episode on AI and religion had a fascinating rabbi as a guest. Could you share the title of his book?",
])
_add("ordinary", "personal-story", [
    "Not asking for advice, just sharing: I used your explainer on credit scoring to understand why my loan was rejected, then called the bank and asked for a human review. It worked. Thanks.",
])
_add("ordinary", "source-request-politics", [
    "For the survey you ran on public attitudes to pausing AI, could you share the exact question wording? I'd like to replicate it.",
])
_add("ordinary", "correction-politics", [
    "FYI your article on risk assessment tools in capital cases is being quoted out of context online to suggest you support executions. You might want to clarify the headline.",
])
_add("ordinary", "criticism-bias", [
    "Your 'who we are' page says you're nonpartisan, but half the staff list are ex-advisers from one party. Just an observation.",
])
_add("ordinary", "correction-legal-health", [
    "The appendix on insurance regulation lists Texas twice with different numbers.",
])
_add("ordinary", "site-bug", [
    "Please put a date on every article. I can't tell whether the piece on the AI Act is current.",
])
_add("ordinary", "source-request-legal-health", [
    "Do you have any materials suitable for training a hospital ethics committee on AI tools?",
])
_add("ordinary", "data-licensing", [
    "My company wants to cite your incidents database in a court filing. Is there a formal citation or version number we should use?",
])
_add("ordinary", "bug-health-page", [
    "The mental health helpline link at the bottom of your AI companions article only goes to a US number. Consider adding international ones.",
])
_add("ordinary", "jobs-institute", [
    "Your job ads say 'competitive salary', which means nothing. Publish the bands.",
])
_add("ordinary", "source-request-politics", [
    "How do you decide which countries go into the regulation index? Some big ones are missing.",
])
_add("ordinary", "personal-story-politics", [
    "The article on abortion-related health data was important. I shared it with the staff at my local clinic.",
])
_add("ordinary", "personal-story", [
    "Not a question really. I'm a GP in a rural area and your articles are how I keep up with this stuff. Keep going.",
])
_add("ordinary", "correction-politics", [
    "The captions on the surveillance article's photos are in the wrong order.",
])

_add("ordinary", "podcast", [
    "I can't find the episode where you interviewed the former regulator. What was it called?",
])
_add("ordinary", "events", [
    "How do I update my affiliation on the event attendee list?",
])
_add("ordinary", "site-bug", [
    "The site's footer still says © 2023.",
])
_add("ordinary", "newsletter", [
    "Is there an online archive of past newsletters?",
])
_add("ordinary", "site-bug", [
    "The CAPTCHA on this form is almost impossible on a phone.",
])
_add("ordinary", "site-bug", [
    "could you make the report pdfs smaller? 80MB for a policy brief is a lot",
])
_add("ordinary", "suggestion", [
    "I'd love a suggested reading order for newcomers. Where should someone start?",
])
_add("ordinary", "events", [
    "When is the next essay competition, and is it open to undergraduates?",
])
_add("ordinary", "data-portal", [
    "The data portal login says my password is wrong, but the reset email never arrives.",
])
_add("ordinary", "press-partnership", [
    "I'm organising a student society talk. Do your researchers ever do short online talks?",
])
_add("ordinary", "praise", [
    "The font on the new design is much nicer, well done.",
])
_add("ordinary", "suggestion", [
    "Any plans for a mobile app?",
])
_add("ordinary", "site-bug", [
    "The map on the contact page still shows your old office.",
])
_add("ordinary", "suggestion", [
    "Could you add an estimated reading time to articles?",
])
_add("ordinary", "press-partnership", [
    "Do you have a style guide for guest contributors?",
])
_add("ordinary", "newsletter", [
    "Just signed up and the welcome email had someone else's name in it.",
])
_add("ordinary", "events", [
    "are the event recordings going up on youtube or only on your own site",
])
_add("ordinary", "praise", [
    "Your compute report was cited in our parliament today. Thought you'd want to know!",
])
_add("ordinary", "misc", [
    "Can I get a printed copy of the annual report? Happy to pay postage.",
])
_add("ordinary", "site-bug", [
    "The share button copies a URL full of tracking parameters. Could you strip them?",
])
_add("ordinary", "social-media", [
    "Your Twitter account linked to the wrong report this morning.",
])
_add("ordinary", "events", [
    "Is there a way to filter the events calendar to show only online events?",
])

# ---------------------------------------------------------------------------
# Checks and output
# ---------------------------------------------------------------------------
def _normalise(text):
    """Lowercase, drop punctuation and whitespace, keep letters and digits."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _shingles(key, n=5):
    if len(key) <= n:
        return {key}
    return {key[i:i + n] for i in range(len(key) - n + 1)}


def _check():
    problems = []
    for label, want in EXPECTED.items():
        got = len(_LISTS[label])
        if got != want:
            problems.append("%s: expected %d texts, found %d" % (label, want, got))
        if len(_GROUPS[label]) != got:
            problems.append("%s: group tags out of step with texts" % label)
    seen = {}
    items = []
    for label in ("advice", "values", "ordinary"):
        for i, text in enumerate(_LISTS[label]):
            if not isinstance(text, str) or not text.strip():
                problems.append("%s #%d: empty or not a string" % (label, i + 1))
                continue
            if text != text.strip():
                problems.append("%s #%d: leading/trailing whitespace" % (label, i + 1))
            key = _normalise(text)
            if key in seen:
                problems.append("duplicate: %s #%d and %s #%d: %r"
                                % (seen[key][0], seen[key][1], label, i + 1, text))
            else:
                seen[key] = (label, i + 1)
            items.append((label, i + 1, key, _shingles(key)))
    # Near-exact duplicates: character 5-gram Jaccard similarity of the
    # normalised texts (catches one-word edits of the same sentence).
    for a in range(len(items)):
        la, ia, ka, sa = items[a]
        for b in range(a + 1, len(items)):
            lb, ib, kb, sb = items[b]
            if ka == kb:
                continue
            small, big = (len(sa), len(sb)) if len(sa) < len(sb) else (len(sb), len(sa))
            if small < 0.8 * big:
                continue
            inter = len(sa & sb)
            if inter / (len(sa) + len(sb) - inter) >= 0.8:
                problems.append("near-duplicate: %s #%d and %s #%d" % (la, ia, lb, ib))
    return problems


def main():
    problems = _check()
    if problems:
        for p in problems:
            print(p, file=sys.stderr)
        sys.exit(1)
    here = os.path.dirname(os.path.abspath(__file__))
    out_path = os.path.join(here, "classifier_corpus_written_v4.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for label in ("advice", "values", "ordinary"):
            for i, (text, topic) in enumerate(zip(_LISTS[label], _GROUPS[label]), start=1):
                record_id = "w4-%s-%03d" % (label, i)
                # One group per text, as in the earlier corpora; the topic tag rides along after a slash.
                record = {
                    "id": record_id,
                    "label": label,
                    "text": text,
                    "group": "%s/%s" % (record_id, topic),
                }
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    counts = ", ".join("%s=%d" % (k, len(_LISTS[k])) for k in ("advice", "values", "ordinary"))
    print("wrote %s (%s)" % (out_path, counts))


if __name__ == "__main__":
    main()
