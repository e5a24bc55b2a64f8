"""Oh 7 Desktop: the digital edition of the card game Oh 7 ?."""

__version__ = "0.1.0"
