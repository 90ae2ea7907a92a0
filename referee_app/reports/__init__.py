"""PDF printouts through reportlab (no Qt). Every page uses the embedded DejaVu fonts so that names like
Čita, Perù or Ødegård print correctly: reportlab's built-in Helvetica has no glyph for Č."""
