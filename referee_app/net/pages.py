"""The public pages as plain HTML: server-rendered, readable without JavaScript on a five-year-old phone;
a few lines of script (when the browser runs it) tick the clocks and reload the content after a write
(server-sent events), with a slow meta refresh as the fallback. Italian first; `?lang=en` for English."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from referee_app.net.icons import HEAD as ICON_HEAD
from referee_app.texts import known, text
from referee_app.texts.numbers import points_text
import unicodedata

STYLE = """
body{font-family:sans-serif;margin:0;background:#f4f4f0;color:#111;font-size:17px}
header{background:#7a1010;color:#fff;padding:8px 10px}header h1{font-size:19px;margin:0}
nav a{color:#fff;margin-right:14px;font-weight:bold}main{padding:8px}
.tile{background:#fff;border:1px solid #bbb;border-radius:6px;padding:8px;margin:0 0 8px 0}
.tile b.n{font-size:22px;margin-right:8px}.clock{font-size:22px;font-family:monospace;float:right}
.sd{background:#fff3c4;padding:3px 6px;border-radius:4px;display:inline-block;margin-top:4px}
.alert{color:#a00;font-weight:bold}.players{color:#333;font-size:15px}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #ddd;padding:6px 4px;
text-align:left}tr.cut td{border-bottom:3px solid #a00}.cutlabel{color:#a00;font-weight:bold;padding:6px 0}
input[type=search]{width:100%;font-size:18px;padding:8px;box-sizing:border-box;margin-bottom:8px}
.muted{color:#666}
"""

LIVE = """<script>
(function(){var t0=Date.now();function tick(){var els=document.querySelectorAll('[data-left]');
for(var i=0;i<els.length;i++){var e=els[i];if(e.getAttribute('data-running')!=='1')continue;
var s=Math.max(0,Math.ceil(parseFloat(e.getAttribute('data-left'))-(Date.now()-t0)/1000));
var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;e.textContent=(h?h+':':'')+(m<10?'0':'')+m+':'+(x<10?'0':'')+x;}}
setInterval(tick,1000);
function reload(){var r=new XMLHttpRequest();r.open('GET',location.href,true);r.onload=function(){
if(r.status!==200)return;var d=document.createElement('div');d.innerHTML=r.responseText;
var m=d.querySelector('main');if(m){document.querySelector('main').innerHTML=m.innerHTML;t0=Date.now();
if(window.refilter)window.refilter();}};r.send();}
if(window.EventSource){var es=new EventSource('/api/events');var first=true;
es.addEventListener('change',function(){if(first){first=false;return;}reload();});}
})();
</script>"""


def phase_name(phase: str, lang: str) -> str:
    """A table's or a cut's phase in the page's language; a phase the pages do not name shows as it is."""
    key = f"web.phase.{phase}"
    return text(lang, key) if known(key) else phase


def _lang_suffix(lang: str) -> str:
    return "?lang=en" if lang == "en" else ""


def frame(title: str, body: str, lang: str, *, live: bool = True, extra_head: str = "") -> str:
    s = _lang_suffix(lang)
    nav = (f'<nav><a href="/{s}">{text(lang, "web.hall")}</a><a href="/abbinamenti{s}">{text(lang, "web.pairings")}</a>'
           f'<a href="/classifica{s}">{text(lang, "web.standings")}</a></nav>')
    refresh = '<noscript><meta http-equiv="refresh" content="20"></noscript>' if live else ""
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{refresh}'
            f'<title>{escape(title)}</title>{ICON_HEAD}<style>{STYLE}</style>{extra_head}</head><body>'
            f'<header><h1>{escape(title)}</h1>{nav}</header><main>{body}</main>'
            f'{LIVE if live else ""}</body></html>')


def _round_title(data: Mapping[str, Any], lang: str) -> str:
    rnd = data.get("round")
    event = str(data.get("event", ""))
    return f"{event} · {text(lang, 'web.round')} {rnd['number']}" if rnd else event


def sums_text(sums: Sequence[int]) -> str:
    """The sums that end the game: '≤ 5' when they run from 2, else the list."""
    if list(sums) == list(range(2, 2 + len(sums))):
        return f"≤ {sums[-1]}"
    return ", ".join(str(s) for s in sums)


def hall_page(data: Mapping[str, Any], lang: str) -> str:
    tiles = []
    for table in data["tables"]:
        alerts = "".join(f'<div class="alert">{escape(text(lang, f"web.alert_{a}"))}</div>' for a in table["alerts"])
        sd = ""
        if table["phase"] == "sdadata" and table["next_player"]:
            sums = table.get("ending_sums") or []
            closes = f' — {text(lang, "web.closes_with")} {sums_text(sums)}' if sums else ""
            sd = f'<div class="sd">{text(lang, "web.rolls")}: <b>{escape(table["next_player"])}</b>{closes}</div>'
        paused = f' <span class="muted">({text(lang, "web.paused")})</span>' if table["paused"] else ""
        tiles.append(
            f'<div class="tile"><span class="clock" data-left="{table["remaining"]}" '
            f'data-running="{1 if table["running"] else 0}">{escape(table["clock"])}</span>'
            f'<b class="n">{text(lang, "web.table")} {table["number"]}</b>{escape(phase_name(table["phase"], lang))}'
            f'{paused}<div class="players">{escape(" · ".join(table["players"]))}</div>{sd}{alerts}</div>')
    body = "".join(tiles) or f'<p class="muted">{text(lang, "web.no_round")}</p>'
    return frame(_round_title(data, lang), body, lang)


FILTER = """<script>
window.refilter=function(){var q=(document.getElementById('q').value||'').toLowerCase()
.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'');var rows=document.querySelectorAll('[data-name]');
for(var i=0;i<rows.length;i++){rows[i].style.display=rows[i].getAttribute('data-name').indexOf(q)>=0?'':'none';}};
document.getElementById('q').addEventListener('input',window.refilter);
</script>"""


def _folded(name: str) -> str:

    return "".join(c for c in unicodedata.normalize("NFD", name.lower()) if not unicodedata.combining(c))


def pairings_page(data: Mapping[str, Any], lang: str) -> str:
    people = sorted(((seat["name"], table["number"], seat["seat"], seat["colour"])
                     for table in data["tables"] for seat in table["seats"]), key=lambda p: _folded(p[0]))
    rows = "".join(f'<tr data-name="{escape(_folded(name))}"><td>{escape(name)}</td>'
                   f'<td><b>{text(lang, "web.table")} {number}</b></td><td>{seat}° · {escape(colour)}</td></tr>'
                   for name, number, seat, colour in people)
    if not rows:
        return frame(_round_title(data, lang), f'<p class="muted">{text(lang, "web.no_round")}</p>', lang)
    body = (f'<input type="search" id="q" placeholder="{text(lang, "web.find_name")}" autocomplete="off">'
            f'<table><tr><th>{text(lang, "web.player")}</th><th>{text(lang, "web.table")}</th><th>{text(lang, "web.seat")}</th></tr>'
            f'{rows}</table>{FILTER}')
    return frame(_round_title(data, lang), body, lang)


def standings_page(data: Mapping[str, Any], lang: str) -> str:
    cut = data.get("cut")
    after = cut["after"] if cut else None
    rows = []
    for i, row in enumerate(data["standings"], 1):
        css = ' class="cut"' if after is not None and i == after else ""
        total = points_text(row["total"])
        rows.append(f'<tr{css}><td>{row["rank"]}</td><td>{escape(row["name"])}</td><td>{total}</td></tr>')
    if not rows:
        return frame(str(data.get("event", "")), f'<p class="muted">{text(lang, "web.no_results")}</p>', lang)
    label = ""
    if cut:
        label = (f'<div class="cutlabel">{text(lang, "web.cut")} · {escape(phase_name(cut["phase"], lang))}: '
                 f'{text(lang, "web.places")} {cut["first"]}–{cut["last"]}</div>')
    body = (f'{label}<table><tr><th>#</th><th>{text(lang, "web.player")}</th><th>{text(lang, "web.points")}</th></tr>'
            f'{"".join(rows)}</table>')
    return frame(f'{data.get("event", "")} · {text(lang, "web.standings")}', body, lang)
