"""Dealing the territories: one module per procedure, the checks on real hands, seeded deals."""
