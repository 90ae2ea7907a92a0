"""The window's "Rete" page: the hall's LAN server started from the desk, its address as a QR code, the
floor referees' tokens. The server itself is referee_app/net; this package only hosts it."""
