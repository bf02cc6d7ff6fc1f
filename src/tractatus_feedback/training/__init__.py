"""Training and evaluation of the response agent on Agent Lightning: algorithms, metrics, reports."""
