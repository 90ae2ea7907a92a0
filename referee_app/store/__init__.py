"""Persistence and indexes (SQLite); never imports Qt."""
