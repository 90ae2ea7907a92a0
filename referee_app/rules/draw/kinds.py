"""The names of the draw constraints a ruleset may list (constraints.py implements them). Its own module so
that loading a ruleset (every start of the window) does not load the draw's machinery."""

CONSTRAINT_KINDS = (
    "random", "club_bands", "no_same_club", "no_same_region", "one_winner_per_table", "one_per_place",
    "no_repeat_opponents", "standings_bands", "one_per_band", "one_per_team",
)
