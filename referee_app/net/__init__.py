"""The hall's LAN server: public read-only pages (hall, pairings, standings) and the floor referees' table
actions from their phones. Layering: net uses ops and rules, never Qt; every write goes through the one
writer (`Desk`) that also serves the window, so the checks, the log and undo are the window's own."""
