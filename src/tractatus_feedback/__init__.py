"""Tractatus Feedback: website feedback with architectural governance and a trained response agent."""

import os as _os

# Third-party libraries read these at import time, before any settings object exists: litellm
# fetches a cost map from the network and logs to stdout unless told otherwise, agentops writes log
# files, and the Hugging Face stack tries the (unreachable) hub. Set them once, here, for every
# entry point.
for _name, _value in {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "LITELLM_LOG": "WARNING",  # litellm's handler writes INFO to stdout otherwise
    "AGENTOPS_LOGGING_TO_FILE": "False",
    "AGENTOPS_LOG_LEVEL": "WARNING",  # else every rollout prints a link to agentops.ai
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "TOKENIZERS_PARALLELISM": "false",
}.items():
    _os.environ.setdefault(_name, _value)

__all__ = ["__version__"]

__version__ = "0.1.0"
