"""Quoted words that someone else said: a mention, not abuse.

A moderator reads "your video quotes comments like 'go back to the kitchen, you stupid cow'" as a report of
what others wrote, because the quote is *introduced* as an example or as reported speech: a verb of quoting
or reporting (quotes, cites, wrote, dijo, schrieb, пишут...) or an example marker (like, such as, e.g., wie,
comme, como, например, といった) stands next to it. The same quote marks with no such cue are emphasis ("you
are all 'idiots'") and stay read. :func:`unmention` blanks the introduced quotes (same length, so offsets
into the text still hold), unless the cue is the writer's own ("I said: 'you idiots'").
"""

from __future__ import annotations

import re

from .lexicon.contempt import REPORTING

# Verbs and nouns that introduce someone else's words, beyond the insult-reporting ones of the lexicon.
_QUOTING = frozenset(
    """quote quotes quoted quoting cite cites cited citing mention mentions mentioned mentioning read reads
    reading receive received receives get got getting message messages comment comments comments reply replies
    tweet tweets post posts remark remarks example examples sample samples screenshot screenshots phrase phrases
    phrasing line lines sentence sentences text texts saying sayings slogan slogans heard hear hears shout shouts
    shouted yell yells writes wrote written say says said tell tells told ask asks asked
    zitiert zitieren zitat zitate kommentare kommentar nachrichten sätze satz sagt sagte schreibt schrieb
    cita citas citó citan comentarios comentario mensajes frases frase dice decía escribe escribió
    cite cité citent commentaires commentaire messages phrases dit disait écrit écrivait
    citazione cita citano commenti commento messaggi frasi dice diceva scrive scrisse
    citeert citeren opmerkingen berichten zinnen zegt zei schrijft schreef
    cytuje cytuje komentarze wiadomości zdania mówi napisał pisze
    цитирует цитата комментарии сообщения фразы пишет писал говорит сказал написал
    цитує коментарі повідомлення пише каже
    alıntı yorumlar mesajlar diyor yazıyor
    citerar kommentarer meddelanden säger skriver
    cita comentários mensagens frases diz escreve escreveu""".split()
) | REPORTING
# Example markers: "comments like '...'", "phrases such as «...»", "z.B. „...“".
_EXAMPLE = frozenset(
    """like as e.g. eg e.g example instance wie beispiel z.b. bsp. comme exemple como ejemplo ej. come esempio es.
    zoals bijvoorbeeld bv. jak np. przykład как например наприклад типа kiểu gibi örneğin som exempel tipo
    ad par por zum""".split()
)
_OWN = frozenset("i i'm im we i'd i'll ich je yo io ik ja я my".split())

# An opening quote where a word cannot go on (start, space, colon, dash, bracket), a closing one that is
# not a letter's apostrophe ("don't"): the quoted stretch stays within one line and 200 characters.
_QUOTED = re.compile(
    r"(?:(?<=^)|(?<=[\s:(\[\u2014\u2013-]))(?:['\u2018\u201a][^\n'\u2018\u2019]{1,200}?['\u2019]"
    r"|[\"\u201c\u201e\u00ab\u2039][^\n\"\u201c\u201d\u00bb\u203a]{1,200}?[\"\u201c\u201d\u00bb\u203a])(?![^\W\d_])"
    r"|[\u300c\u300e][^\u300c\u300d\u300e\u300f]{1,200}[\u300d\u300f]"
)
_WORD = re.compile(r"[^\W\d_][\w.'-]*", re.UNICODE)
# Japanese and Chinese name an example after it: 「…」といった / という / と言った / などの / 这样的.
_AFTER_CJK = re.compile(r"^\s*(?:といった|という|と言|とか|など|みたいな|のような|等|之类|这样的|這樣的)")
_WINDOW = 4


def _cue(words: list[str]) -> bool:
    """Whether the few words before a quote introduce someone else's words, not the writer's own."""
    for i in range(len(words) - 1, -1, -1):
        if words[i] in _QUOTING or words[i] in _EXAMPLE:
            return not (i and words[i - 1] in _OWN)
    return False


def _words(stretch: str) -> list[str]:
    return [w.casefold().rstrip(".,:") for w in _WORD.findall(stretch)]


def _cue_after(rest: str) -> bool:
    """A quote named after it: "'you idiots', she wrote", 「…」といった."""
    if _AFTER_CJK.match(rest):
        return True
    if rest.lstrip()[:1] not in (",", "\u2014", "-"):
        return False
    after = _words(rest[:40])[:3]
    return bool(after) and after[0] not in _OWN and any(w in _QUOTING for w in after)


def unmention(text: str) -> str:
    """``text`` with each quote that is introduced as someone else's words or as an example blanked out."""
    out = text
    for m in _QUOTED.finditer(text):
        before = _words(text[max(0, m.start() - 60):m.start()])[-_WINDOW:]
        if _cue(before) or _cue_after(text[m.end():]):
            out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out
