"""The PySide6 window. It asks the engine and the store; it computes no rule itself."""
