"""The operations layer (as Anki's collection ops): each referee action is one call that validates with the
engine, writes durably through the store, and returns what the window must refresh. No Qt here."""
