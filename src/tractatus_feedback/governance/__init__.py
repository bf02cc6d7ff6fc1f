"""Governance: what a machine may see, decide and say, checked before and after the model."""
