"""One table of a game: its event log folded into a state, the final-state input and checks, splits."""
