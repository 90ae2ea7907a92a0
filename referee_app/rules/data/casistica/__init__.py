"""Package data: the casistica rulings (entries.json) and their search vocabulary (search.json)."""
