"""Common words that are also people's names ("Will", "May", "Grace", "Young", "White"), read offline.

A gazetteer of 60,000 names from 86 countries holds many everyday words: English ones ("will", "mark",
"page", "long", "can", "see"), and words of other languages ("can" is a Turkish name, "do" a Vietnamese
one). A name recognizer must know which of its words are ordinary, and no word-frequency list is
installed; what is installed is the lexicon of spaCy's English pipeline. Its lemmatizer carries
WordNet's lemma index (about 21,000 adjectives, 8,700 verbs and 3,800 adverbs, and 57,000 nouns) and
its irregular forms, and spaCy ships a stop-word list for each language. From them:

* common words: English stop words, every WordNet verb, adjective and adverb with its irregular forms,
  and a short list of everyday nouns that are also given names or surnames (months, seasons, virtues,
  flowers and stones, titles and ranks, parts of a town): WordNet's noun index cannot serve here, since
  it holds proper nouns too ("smith", "hughes", "paris").
* English words: the common words and every WordNet noun, so "an English word at all".
* function words of the other languages feedback arrives in most (German, French, Spanish, Italian,
  Portuguese, Dutch, Polish, Swedish, Turkish): a lower-case text in those languages is full of them.

A word is looked up as written and with its regular English inflection taken off ("marks", "hoped",
"hoping"); not "-er", which ends as many names as comparatives ("Dieter", "Walter"). Without a spaCy
English pipeline that carries lemma tables, only the stop words and the short list are known, and a
warning says so.
"""

from __future__ import annotations

import importlib.util
import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

__all__ = ["EVERYDAY_NOUNS", "WordLists", "word_lists"]

logger = logging.getLogger(__name__)

#: Everyday nouns that are also names: WordNet knows them only as nouns, which it cannot tell from names.
EVERYDAY_NOUNS = frozenset(
    """
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn winter
    art page min an le la do ms mr mrs dr sir madam miss lord lady king queen prince princess duke earl baron
    bishop pope major general captain judge page guy man boy girl baby kid
    faith charity prudence patience mercy honor honour justice liberty harmony melody destiny trinity unity
    serenity joy hope grace glory bliss
    lily daisy iris violet ivy holly heather jasmine poppy fern hazel olive rose ruby pearl jade amber
    crystal coral opal jewel sky star river ocean rain storm snow sun moon stone rock forest brook dale glen
    heath moor field wood hill lake bay cliff ridge cloud
    street road lane way church hall house home court park garden temple bridge castle tower ward law bank
    school college university institute museum library station airport hospital office centre center
    cash price chase hunter chance penny sterling miles ray max
    """.split()
)
# Languages whose function words are skipped in lower-case text besides English (spaCy's stop-word lists).
_OTHER_LANGUAGES = ("de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr")
_COMMON_POS = ("verb", "adj", "adv")


@dataclass(frozen=True)
class WordLists:
    """English stop words, common English words, English words at all, and function words, lower-cased."""

    stop: frozenset[str]
    common: frozenset[str]
    english: frozenset[str]
    function_words: frozenset[str]

    def is_stop_word(self, word: str) -> bool:
        """Whether ``word`` is an English stop word ("will", "may", "can", "see")."""
        return word.lower() in self.stop

    def is_common(self, word: str) -> bool:
        """Whether ``word`` (any case) is a common English word, maybe inflected ("marks", "hoping")."""
        return any(form in self.common for form in _forms(word.lower()))

    def is_english(self, word: str) -> bool:
        """Whether ``word`` (any case) is an English word at all, nouns included."""
        return any(form in self.english for form in _forms(word.lower()))

    def is_function_word(self, word: str) -> bool:
        """Whether ``word`` is a function word of English or another language feedback comes in."""
        return word.lower() in self.function_words


def _forms(word: str) -> tuple[str, ...]:
    """``word`` and the stems its regular English endings may hide."""
    forms = [word]
    if len(word) > 4:
        if word.endswith("ies"):
            forms.append(word[:-3] + "y")
        elif word.endswith("es"):
            forms += [word[:-2], word[:-1]]
        elif word.endswith("s") and not word.endswith("ss"):
            forms.append(word[:-1])
        if word.endswith("ied"):
            forms.append(word[:-3] + "y")
        elif word.endswith("ed"):
            forms += [word[:-2], word[:-1]]
            if len(word) > 5 and word[-3] == word[-4]:
                forms.append(word[:-3])
        if word.endswith("ing") and len(word) > 5:
            forms += [word[:-3], word[:-3] + "e"]
            if word[-4] == word[-5]:
                forms.append(word[:-4])
    return tuple(forms)


def _lemma_tables() -> tuple[dict[str, set[str]], set[str]] | None:
    """WordNet's lemma index by part of speech, and every irregular form, from an installed English spaCy pipeline."""
    import spacy
    from spacy.lookups import Lookups
    from spacy.strings import get_string_id

    for model in spacy.util.get_installed_models():
        try:
            folder = next(Path(spacy.util.get_package_path(model)).glob("*/lemmatizer/lookups"), None)
        except (ImportError, OSError):  # a package that is listed but cannot be located
            continue
        if folder is None or not (folder / "lookups.bin").exists():
            continue
        lookups = Lookups().from_disk(folder)
        if not lookups.has_table("lemma_index"):
            continue
        index = lookups.get_table("lemma_index")
        by_pos = {pos: set(index.get(get_string_id(pos), ())) for pos in ("noun", *_COMMON_POS)}
        irregular: set[str] = set()
        if lookups.has_table("lemma_exc"):
            exceptions = lookups.get_table("lemma_exc")
            for pos in _COMMON_POS:
                irregular.update(exceptions.get(get_string_id(pos), {}))
        logger.info("common words from the lemma tables of %s", model)
        return by_pos, irregular
    return None


def _stop_words(language: str) -> frozenset[str]:
    """spaCy's stop words of ``language``, read from the module file alone: importing the package would build
    the language's tokenizer exceptions first, which takes seconds for French."""
    import spacy

    path = Path(spacy.__file__).parent / "lang" / language / "stop_words.py"
    spec = importlib.util.spec_from_file_location(f"_stop_words_{language}", path)
    if spec is None or spec.loader is None:
        return frozenset()
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return frozenset(module.STOP_WORDS)


@lru_cache(maxsize=1)
def word_lists() -> WordLists:
    """The word lists, read once per process."""
    english_stop = _stop_words("en")
    common = set(english_stop) | EVERYDAY_NOUNS
    nouns: set[str] = set()
    tables = _lemma_tables()
    if tables is None:
        logger.warning("no spaCy English pipeline with lemma tables: only stop words count as common words")
    else:
        by_pos, irregular = tables
        common |= by_pos["verb"] | by_pos["adj"] | by_pos["adv"] | irregular
        nouns = by_pos["noun"]
    function_words = set(english_stop)
    for language in _OTHER_LANGUAGES:
        function_words |= _stop_words(language)
    return WordLists(
        stop=english_stop,
        common=frozenset(w for w in common if "_" not in w),
        english=frozenset(w for w in common | nouns if "_" not in w),
        function_words=frozenset(function_words),
    )
