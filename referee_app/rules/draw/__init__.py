"""Drawing the tables of a round under the ruleset's constraints."""
