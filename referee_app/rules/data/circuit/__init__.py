"""The national circuit's lists: official clubs, the 16 objective cards."""
