"""The catalogue's data: one JSON file per area, `{"area.key": {"it": "...", "en": "..."}}` (see referee_app.texts)."""
