"""Which address to serve on. The default is the machine's LAN address, the one the phones on the hall's
Wi-Fi reach; all interfaces (0.0.0.0) only when asked, with a warning, since that also exposes the desk on
any other network the machine is connected to. Found on this machine only: no packet is sent.

Two sources, because either alone fails on ordinary laptops: the addresses the machine's own name resolves
to (often only 127.0.1.1 on Linux), and the address the system would send from towards each private range,
asked by "connecting" a UDP socket, which only looks up the route and sends nothing."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable

ALL_INTERFACES = "0.0.0.0"
LOOPBACK = "127.0.0.1"
WARNING_LOOPBACK = ("warning: this machine has no network address (no Wi-Fi or cable connected): the pages "
                    "open on this computer only; connect it to the hall's network and start again, or give --host")
WARNING_ALL = ("warning: serving on every network interface (0.0.0.0): anyone on any network this machine "
               "is connected to can open the pages; prefer --host with the hall's LAN address")


def _private(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and ip.is_private and not ip.is_loopback and not ip.is_link_local


# One address in each private range, never contacted: the route towards it names the interface to use.
ROUTE_PROBES = ("192.168.255.254", "10.255.255.254", "172.31.255.254")


def _by_name() -> list[str]:
    found: list[str] = []
    for name in {socket.gethostname(), socket.getfqdn()}:
        try:
            found += [str(info[4][0]) for info in socket.getaddrinfo(name, None, socket.AF_INET)]
        except OSError:
            continue
    return found


def _by_route() -> list[str]:
    found: list[str] = []
    for probe in ROUTE_PROBES:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            sock.connect((probe, 9))  # UDP: a route look-up, no packet leaves the machine
            found.append(str(sock.getsockname()[0]))
        except OSError:  # no route to that range (no network, or a network of another range)
            continue
        finally:
            sock.close()
    return found


def lan_addresses(sources: Iterable[Callable[[], list[str]]] = (_by_route, _by_name)) -> list[str]:
    """The machine's private IPv4 addresses (10/8, 172.16/12, 192.168/16), best guess first."""
    found: list[str] = []
    for source in sources:
        for address in source():
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


def served_urls(host: str, port: int) -> list[str]:
    """Every address the pages answer on when listening on `host`, the one to show first: for 0.0.0.0 each
    LAN address and this machine's own, otherwise `host` itself."""
    if host != ALL_INTERFACES:
        return [f"http://{host}:{port}/"]
    return [f"http://{address}:{port}/" for address in [*lan_addresses(), LOOPBACK]]
