"""Finds continental European street addresses: "Lindenstraße 8, 10969 Berlin", "Via Roma 22", "5 rue de la Paix".

The English-shaped recognizer wants the house number before a street word it knows ("12 Mill Lane").
Across most of Europe the number comes after the street ("Calle Mayor 14", "Keizersgracht 123"), and the
street word is a prefix ("Via", "Rua", "Calle", Greek "Οδός") or a suffix of one compound word ("-straße", "-weg",
"-gracht", "-vägen", "-gade"); France puts the number first but the street word before the name ("5 rue de la Paix"), and
so does Quebec, with a suite before the number and the province after the town ("45-2210 Rue
Sainte-Catherine Ouest, Montréal QC H3H 1M6"). A postcode and town may follow. The street word is what
marks an address: "Via Roma 22" is one, "Version 22" is not. A floor, flat or staircase may stand
between the house number and the postcode ("Lindenstr. 14, 2. OG, 10969 Berlin", "Calle Mayor 14, 3º B",
"Via Roma 22, scala B, int. 5"). Polish streets go by an abbreviation and a flat by "m." ("ul. Długa 17 m. 4,
80-827 Gdańsk"). The street word may also stand apart from the name or after a hyphen ("Påhittade gatan 3 B",
"Muster-Str. 12", "Lange Straat 8"), and a floor may follow a slash ("Muster-Str. 12 / 3. OG"). Turkish streets put the street word after the name
and a word before the number ("Gölgeli Sok. No: 12 D: 4"), then the neighbourhood, the postcode and
"district/province" ("Kavaklıdere Mah., 06999 Çankaya/Ankara"); "nº" and "Nr." stand before a number elsewhere.
"""

from __future__ import annotations

import re

from tractatus_feedback.governance.pii.recognizers.base import ContextRegexRecognizer, RegexPattern

__all__ = ["ContinentalAddressRecognizer"]

_NAME = r"[A-ZÀ-ÖØ-Þ\u0386-\u038f\u0391-\u03ab][\w'’-]+"
_LINK = r"(?:de|del|della|delle|dei|di|da|do|dos|das|la|las|los|le|les|du|des|d'|am|an|der|van|von|den|dell')"
# Street words that come before the street's name.
_PREFIX = (
    r"(?:Calle|Carrer|Avenida|Avinguda|Paseo|Passeig|Plaza|Pla[çc]a|Ronda|Camino|Rua|Travessa|Largo|Pra[çc]a|Via|Viale|"
    r"Piazza|Piazzale|Corso|Vicolo|Strada|Rue|Avenue|Boulevard|Place|Chemin|All[ée]e|Quai|Impasse|Route|"
    # Polish abbreviations: "ul. Długa", "al. Jerozolimskie", "pl. Grunwaldzki", "os. Tysiąclecia"
    r"ul\.|al\.|pl\.|os\.|"
    # Greek: "Οδός Ερμού", "Λεωφόρος Συγγρού", "Πλατεία Κοραή"
    r"Οδός|Οδ\.|Λεωφόρος|Λεωφ\.|Πλατεία)"
)
# Endings of one-word street names (German, Dutch, Scandinavian).
_SUFFIX = (
    r"(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|gracht|straat|laan|plein|kade|steeg|gatan|vej|veien|gade"
    r"|v[äa]gen|gr[äa]nd|stigen|torget|gata|gaten|vegen|str[æe]de|plads)"
)
# The street word written apart from the name, or after a hyphen ("Påhittade gatan", "Muster-Str.", "Lange Straat").
_SEPARATE = (
    r"(?i:Str\.|Stra(?:ß|ss)e|Weg|Allee|Platz|Ring|Gasse|Damm|gatan|gata|v[äa]gen|v[äa]g|gr[äa]nd|vej|veien|vegen|gade"
    r"|straat|laan|steeg|kade"
    # Turkish: "Gölgeli Sok.", "Atatürk Caddesi", "Kızılay Bulvarı", "Kavaklıdere Mah."
    r"|sok(?:ak|a[ğg][ıi])?\.?|sk\.|cad(?:de|desi)?\.?|cd\.|bulvar[ıi]?|blv\.|mah(?:alle|allesi)?\.|mahallesi|mh\.)(?!\w)"
)
# A house number, not a count of something ("via Twitter 2 days ago").
_HOUSE = (
    r"\d{1,4}(?:\s?[a-zA-Z](?![\w:]|\.\s?\d))?(?!\s*(?:days?|times?|hours?|minutes?|mins?|weeks?|months?|years?|seconds?|"
    r"people|users|pages?|items?|%)\b)"
)
# Floor, flat, staircase or wing after the house number: German "2. OG", "EG", "3. Stock", "Hinterhaus",
# "Whg. 12"; Spanish "3º B", "2º izq."; Italian "scala B", "int. 5", "piano 2"; French "3e étage", "bât. B".
_FLOOR = (
    r"(?:\d{1,2}\.\s?(?:OG|UG|Obergeschoss|Stock|Etage)|EG|DG|Erdgeschoss|Dachgeschoss|Hinterhaus|Vorderhaus|"
    r"Seitenfl(?:ü|ue)gel|HH|VH|(?:Whg|Wohnung|App|Apt|Top)\.?\s?\d{1,4}[a-zA-Z]?|\d{1,2}\s?[º°ª]\s?(?:[A-Z]|izq(?:da)?\.?|dcha\.?)?|"
    r"(?i:scala|interno|int\.|piano|esc\.|escalera|planta|puerta|b[âa]t\.?|b[âa]timent|[ée]tage)\s?\w{1,3}|\d{1,2}(?:e|er|ème)\s[ée]tage|"
    r"m\.\s?\d{1,4}[a-z]?)"
)
# Turkish floor and flat: "Kat: 3", "D: 4", "Daire 7".
_FLOOR = rf"(?:{_FLOOR}|(?i:kat|daire|d)\s?[:.]?\s?\d{{1,3}}(?!\w))"
_AFTER_HOUSE = rf"(?:(?:,|\s/)?\s+{_FLOOR}){{0,2}}"
# The word for a house number before it: "No: 12" (Turkish), "nº 14" (Spanish, Portuguese), "Nr. 5" (German).
_HOUSE_WORD = r"(?:(?i:no|n[º°]|n\.º|nr|n[úu]m)\.?\s?:?\s?)"
# A neighbourhood named between the street and the postcode: ", Kavaklıdere Mah.", ", Moda Mahallesi".
_QUARTER = rf"(?:,\s*{_NAME}\s(?i:mah(?:alle|allesi)?\.?|mh\.))"
# A postcode and town ("10969 Berlin"), or, in Quebec, a town, province and postal code ("Montréal QC H3H 1M6").
_POST_TOWN = (
    r"(?:,?\s+(?:(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?(?:\s?[A-Z]{2})?|\d{2}-\d{3})\s+[A-ZÀ-ÖØ-Þİ][\w-]+(?:[\s/][A-ZÀ-ÖØ-Þİ][\w-]+)?"
    r"|,?\s+[A-ZÀ-ÖØ-Þ][\w-]+(?:\s[A-ZÀ-ÖØ-Þ][\w-]+)?,?\s+QC\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)?"
)
_NUMBER_AFTER = re.compile(
    rf"(?<![\w-])(?P<pii>(?:{_PREFIX}\s+(?:{_LINK}\s*)*{_NAME}(?:\s+(?:{_LINK}\s*)*{_NAME}){{0,2}}"
    rf"|[A-ZÄÖÜÅÆØ][a-zäöüßåæø]+{_SUFFIX}|(?!(?:Der|Die|Das|Den|Dem|Des|Het|Een|En|Ett|The)\s)[A-ZÄÖÜÅÆØ][a-zäöüßåæø]+[ -]{_SEPARATE}),?\s+{_HOUSE_WORD}?{_HOUSE}"
    rf"{_AFTER_HOUSE}{_QUARTER}?{_POST_TOWN})(?![\w])"
)
_NUMBER_FIRST = re.compile(
    rf"(?<![\w-])(?P<pii>(?:\d{{1,5}}[-–])?\d{{1,4}}(?:\s?(?:bis|ter))?,?\s+(?i:rue|avenue|boulevard|bd|place|chemin|all[ée]e|quai|impasse|route)"
    rf"\s+(?:(?i:{_LINK})\s*)*{_NAME}(?:\s+(?:(?i:{_LINK})\s*)*{_NAME}){{0,2}}{_POST_TOWN})(?![\w])"
)


class ContinentalAddressRecognizer(ContextRegexRecognizer):
    """ADDRESS in continental European shapes: street word and name, house number, postcode and town."""

    ENTITY = "ADDRESS"
    TRIGGER = re.compile(r"\d")
    PATTERNS = (
        RegexPattern("street then number", _NUMBER_AFTER, 0.8),
        RegexPattern("number then rue", _NUMBER_FIRST, 0.8),
    )
