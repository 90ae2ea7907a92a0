"""The rules engine: pure Python, no Qt, no SQL.

Every screen, printout and command asks this package; nothing above it computes a rule.
"""
