"""Command-line entry points: the GUI launcher and the headless `rules`, `casistica` and `print` commands."""
