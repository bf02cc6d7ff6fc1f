"""Digit words (0 to 9) of the languages visitors dictate numbers in, Latin and other scripts alike.

A phone number said digit by digit ("nula sedm sedm...", "ноль девять один...", "صفر خمسة...") hides from
every digit pattern; the spelled-number recognizer reads a run of these words as digits. Each word stands
for one digit. The languages the recognizer listed before this table (English, Spanish, French, German,
Italian, Portuguese, Polish, Dutch, Turkish, Scandinavian) stay in its own regex, with their pairs and
hundreds; this table adds the rest.

Words that are everyday words of their own or of English are no risk on their own: the recognizer only
takes a run that stands for seven digits or more, which ordinary prose never strings together. Single
letters ("u", Catalan one) and two-letter English words ("do", "du") are left out all the same, since
their runs would mix with ordinary English. Han and Korean numerals are single characters written
without spaces ("一三八一二三四五六七八"), so they are read as glued runs (see :data:`GLUED_DIGITS`).
"""

from __future__ import annotations

__all__ = ["DIGIT_WORDS", "GLUED_DIGITS", "ZERO_WORDS", "digit_words_pattern"]

#: Language code -> its digit words, each word for one digit; several spellings may share a digit.
DIGIT_WORDS: dict[str, tuple[str, ...]] = {
    "cs": ("nula", "jedna", "jeden", "jedno", "dva", "dvě", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět",
           "dve", "tri", "ctyri", "sest", "devet"),
    "sk": ("nula", "jeden", "jedna", "dva", "dve", "tri", "štyri", "päť", "šesť", "sedem", "osem", "deväť"),
    "hr": ("nula", "jedan", "jedna", "dva", "dvije", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet"),
    "sl": ("nič", "ena", "dve", "tri", "štiri", "pet", "šest", "sedem", "osem", "devet"),
    "hu": ("nulla", "egy", "kettő", "két", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc",
           "ketto", "harom", "negy"),
    "ro": ("zero", "unu", "doi", "trei", "patru", "cinci", "șase", "şase", "șapte", "şapte", "opt", "nouă",
           "sase", "sapte", "noua"),
    "fi": ("nolla", "yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi", "seitsemän", "kahdeksan", "yhdeksän",
           "nelja", "seitseman", "yhdeksan"),
    "et": ("null", "üks", "kaks", "kolm", "neli", "viis", "kuus", "seitse", "kaheksa", "üheksa"),
    "lt": ("nulis", "vienas", "trys", "keturi", "penki", "šeši", "septyni", "aštuoni", "devyni"),
    "lv": ("nulle", "viens", "divi", "trīs", "četri", "pieci", "seši", "septiņi", "astoņi", "deviņi"),
    "ca": ("zero", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"),
    "ga": ("náid", "aon", "trí", "ceathair", "cúig", "seacht", "ocht", "naoi"),
    "is": ("núll", "einn", "tveir", "þrír", "fjórir", "fimm", "sjö", "átta", "níu"),
    "id": ("nol", "kosong", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "lapan", "sembilan"),
    "tl": ("sero", "isa", "dalawa", "tatlo", "apat", "lima", "anim", "pito", "walo", "siyam"),
    "sw": ("sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"),
    "vi": ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"),
    "el": ("μηδέν", "μηδεν", "ένα", "ενα", "δύο", "δυο", "τρία", "τρια", "τέσσερα", "τεσσερα", "πέντε", "πεντε",
           "έξι", "εξι", "επτά", "εφτά", "επτα", "εφτα", "οκτώ", "οχτώ", "οκτω", "οχτω", "εννέα", "εννιά", "εννεα", "εννια"),
    "ru": ("ноль", "нуль", "один", "одна", "два", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"),
    "uk": ("нуль", "один", "одна", "два", "дві", "три", "чотири", "п'ять", "п’ять", "шість", "сім", "вісім",
           "дев'ять", "дев’ять"),
    "bg": ("нула", "едно", "едно", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет"),
    "sr": ("нула", "један", "два", "три", "четири", "пет", "шест", "седам", "осам", "девет"),
    "ar": ("صفر", "واحد", "اثنان", "اثنين", "إثنان", "ثلاثة", "ثلاث", "أربعة", "اربعة", "أربع", "خمسة", "خمس", "ستة",
           "سبعة", "سبع", "ثمانية", "ثمان", "تسعة", "تسع"),
    "fa": ("صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"),
    "he": ("אפס", "אחת", "אחד", "שתיים", "שניים", "שלוש", "ארבע", "חמש", "שש", "שבע", "שמונה", "תשע"),
    "hi": ("शून्य", "एक", "दो", "तीन", "चार", "पांच", "पाँच", "छह", "छः", "सात", "आठ", "नौ"),
    "bn": ("শূন্য", "এক", "দুই", "তিন", "চার", "পাঁচ", "ছয়", "সাত", "আট", "নয়"),
}  # fmt: skip

#: Words for zero, with which a dictated phone number starts its trunk prefix ("zéro six", "nula sedm").
ZERO_WORDS: tuple[str, ...] = (
    "zero", "zéro", "cero", "null", "nul", "nula", "nulla", "noll", "sıfır", "sifir", "nolla", "nol", "nulle", "nulis",
    "náid", "núll", "kosong", "sero", "sifuri", "không", "μηδέν", "μηδεν", "ноль", "нуль", "нула", "صفر", "אפס", "शून्य",
)  # fmt: skip

#: Han and Korean numerals, one character a digit, written glued together.
GLUED_DIGITS = "零〇一二两三四五六七八九幺공영일이삼사오육륙칠팔구"


def digit_words_pattern() -> str:
    """A regex alternation of every digit word in the table, longest first so no word stops at a prefix."""
    words = {word for spellings in DIGIT_WORDS.values() for word in spellings}
    return "|".join(sorted(words, key=lambda w: (-len(w), w)))
