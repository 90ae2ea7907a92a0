"""Which address to serve on. The default is the machine's LAN address, the one the phones on the hall's
Wi-Fi reach; all interfaces (0.0.0.0) only when asked, with a warning, since that also exposes the desk on
any other network the machine is connected to. Found from the local interfaces only: no packet is sent."""

from __future__ import annotations

import ipaddress
import socket

ALL_INTERFACES = "0.0.0.0"
LOOPBACK = "127.0.0.1"
WARNING_ALL = ("warning: serving on every network interface (0.0.0.0): anyone on any network this machine "
               "is connected to can open the pages; prefer --host with the hall's LAN address")


def _private(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and ip.is_private and not ip.is_loopback and not ip.is_link_local


def lan_addresses() -> list[str]:
    """The machine's private IPv4 addresses (10/8, 172.16/12, 192.168/16), best guess first."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if _private(address) and address not in found:
            found.append(address)
    found.sort(key=lambda a: (not a.startswith("192.168."), a))  # travel routers hand out 192.168.x.x
    return found


def default_host() -> str:
    """The LAN address if there is one, else loopback (the pages then work on this machine only)."""
    addresses = lan_addresses()
    return addresses[0] if addresses else LOOPBACK


def page_url(host: str, port: int) -> str:
    """The address to show and encode in the QR code (for 0.0.0.0: the LAN address the phones can reach)."""
    shown = default_host() if host == ALL_INTERFACES else host
    return f"http://{shown}:{port}/"
