"""Builds the Presidio analyzer once per process: the offline spaCy model, Presidio's kept recognizers, ours.

Every pattern recognizer runs twice where a text hides characters: once on the text, once (through
:class:`.NormalisedTextRecognizer`) on a copy with look-alike, invisible and spaced-out characters undone.

Building loads a spaCy model and compiles dozens of regexes (seconds), so it happens once per
(model, threshold) and is shared. The spaCy pipeline is cut down to its NER component: nothing we
run reads tags, parses or lemmas, and the small model's NER has its own embedding layer, so the cut
halves the NLP time without changing a single entity.
"""

from __future__ import annotations

import logging
import types
from functools import lru_cache

from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry
from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine
from presidio_analyzer.predefined_recognizers import (
    CreditCardRecognizer,
    CryptoRecognizer,
    EmailRecognizer,
    IbanRecognizer,
    IpRecognizer,
    MacAddressRecognizer,
    UrlRecognizer,
    UsSsnRecognizer,
)

from tractatus_feedback.governance.pii.recognizers import OUR_RECOGNIZERS
from tractatus_feedback.governance.pii.recognizers.ner_name_recognizer import NerNameRecognizer
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import NormalisedTextRecognizer

__all__ = ["NER_ENTITY_MAPPING", "patch_tldextract", "build_analyzer", "get_analyzer", "kept_presidio_recognizers"]

logger = logging.getLogger(__name__)

#: spaCy labels we keep and the Presidio types they become. Dates, organisations, money and the rest
#: are not personal data in feedback; our date-of-birth recognizer covers the dates that are.
NER_ENTITY_MAPPING = {"PERSON": "PERSON", "PER": "PERSON", "GPE": "LOCATION", "LOC": "LOCATION", "FAC": "LOCATION"}
_SPACY_LABELS_IGNORED = (
    "CARDINAL", "DATE", "EVENT", "LANGUAGE", "LAW", "MONEY", "NORP", "ORDINAL", "ORG", "PERCENT",
    "PRODUCT", "QUANTITY", "TIME", "WORK_OF_ART",
)  # fmt: skip


def patch_tldextract() -> None:
    """Make Presidio's email recognizer resolve domains from the bundled suffix list, never the network.

    ``tldextract.extract`` fetches the public-suffix list on first use, which hangs or fails offline.
    """
    import tldextract
    from presidio_analyzer.predefined_recognizers.generic import email_recognizer

    offline = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    email_recognizer.tldextract = types.SimpleNamespace(extract=offline)


def kept_presidio_recognizers() -> list[EntityRecognizer]:
    """Presidio's pattern recognizers that do their job well; phone and date are replaced by ours."""
    return [
        EmailRecognizer(),
        CreditCardRecognizer(),
        IpRecognizer(),
        UrlRecognizer(),
        UsSsnRecognizer(),
        IbanRecognizer(),
        CryptoRecognizer(),
        MacAddressRecognizer(),
    ]


def _nlp_engine(model_name: str) -> SpacyNlpEngine:
    engine = SpacyNlpEngine(
        models=[{"lang_code": "en", "model_name": model_name}],
        ner_model_configuration=NerModelConfiguration(
            model_to_presidio_entity_mapping=NER_ENTITY_MAPPING,
            labels_to_ignore=list(_SPACY_LABELS_IGNORED),
            low_score_entity_names=[],
        ),
    )
    engine.load()
    engine.get_nlp("en").select_pipes(enable=["ner"])
    return engine


def build_analyzer(model_name: str, score_threshold: float) -> AnalyzerEngine:
    """A fresh analyzer with our recognizers; prefer :func:`get_analyzer`, which shares one."""
    patch_tldextract()
    patterns = kept_presidio_recognizers() + [cls() for cls in OUR_RECOGNIZERS]
    recognizers = [
        *patterns,
        NerNameRecognizer(supported_entities=["PERSON", "LOCATION"]),
        NormalisedTextRecognizer(patterns),
    ]
    registry = RecognizerRegistry(recognizers=recognizers, supported_languages=["en"])
    analyzer = AnalyzerEngine(
        registry=registry,
        nlp_engine=_nlp_engine(model_name),
        supported_languages=["en"],
        default_score_threshold=score_threshold,
    )
    logger.info("built PII analyzer: model %s, %d recognizers", model_name, len(recognizers))
    return analyzer


@lru_cache(maxsize=4)
def get_analyzer(model_name: str, score_threshold: float) -> AnalyzerEngine:
    """The process-wide analyzer for this model and threshold, built on first use."""
    return build_analyzer(model_name, score_threshold)
