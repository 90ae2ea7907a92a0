"""Referee assistant for RisiKo! tournaments."""

__version__ = "0.1.0"
