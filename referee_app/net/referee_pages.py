"""The floor referee's pages: the token (typed once, or read from the QR code's link), then a table and its
actions, each a tap and, where a number is needed, a number pad. The page talks to the JSON API with the
referee's Bearer token; the server checks and logs every action exactly as the desk would."""

from __future__ import annotations

import json
from html import escape

from referee_app.net.pages import STYLE
from referee_app.net.texts import PHASES

WORDS: dict[str, tuple[str, str]] = {
    "title": ("Arbitro di sala", "Floor referee"), "token": ("Codice arbitro", "Referee token"),
    "save": ("Salva", "Save"), "tables": ("Tavoli", "Tables"), "table": ("Tavolo", "Table"),
    "turn_end": ("Fine turno", "Turn end"), "time_expired": ("Tempo scaduto", "Time expired"),
    "elimination": ("Eliminato", "Eliminated"), "withdrawal": ("Ritirato", "Withdrew"),
    "penalty": ("Penalità", "Penalty"), "ruling": ("Decisione", "Ruling"), "start": ("Avvia", "Start"),
    "pause": ("Pausa", "Pause"), "resume": ("Riprendi", "Resume"), "recovery": ("Recupero", "Recovery"),
    "record": ("Registra", "Record"), "preview": ("Anteprima", "Preview"), "who": ("Chi", "Who"),
    "conquered": ("Territori conquistati", "Territories conquered"), "roll": ("Lancio (somma)", "Roll (sum)"),
    "minutes": ("Minuti", "Minutes"), "reason": ("Motivo", "Reason"), "search": ("Cerca in casistica", "Search rulings"),
    "decided": ("Cosa si è deciso", "What was decided"), "ok": ("Registrato", "Recorded"),
    "excess_reinforcement": ("Rinforzi in eccesso", "Excess reinforcements"),
    "army_cap": ("Tetto armate", "Army cap"), "missed_sdadata_roll": ("Lancio sdadata mancato", "Missed roll"),
    "free_sanction": ("Sanzione", "Sanction"), "number": ("Numero", "Number"),
    "self_declared": ("Dichiarato da lui", "Self-declared"), "log": ("Registro", "Log"),
    "rolls_on": ("Tira su", "Rolls on"), "no_roll": ("Questo turno non tira", "This turn does not roll"),
    "next": ("Prossimo", "Next"), "result": ("Risultato", "Result"),
    "confirm_result": ("Conferma il risultato", "Confirm the result"),
    "tie": ("Parità: serve il dado dei giocatori in parità", "Tie: the tied players' die is needed"),
    "col_objective_points": ("Punti obiettivo", "Objective points"),
    "col_outside_points": ("Punti fuori obiettivo", "Points outside"),
    "col_armies_inside": ("Armate nell'obiettivo", "Armies inside"),
    "col_armies_outside": ("Armate fuori", "Armies outside"),
    "col_territories_inside": ("Territori nell'obiettivo", "Territories inside"),
    "col_territories_outside": ("Territori fuori", "Territories outside"),
    "col_cards": ("Carte", "Cards"), "col_card": ("Carta obiettivo", "Objective card"),
    "col_eliminated_order": ("Eliminato (ordine)", "Eliminated (order)"),
    "neutral_points": ("Punti dei territori neutrali", "Neutral territories' points"),
    "risiko": ("Ha fatto RisiKo!", "Made RisiKo!"), "st_withdrawn": ("ritirato", "withdrawn"),
    "st_excluded": ("escluso", "excluded"),
    "bad_token": ("Codice arbitro non riconosciuto: chiedilo al capo arbitro", "Unknown referee token: ask the head referee"),
    "revoked_token": ("Questo codice è stato revocato dal capo arbitro", "This token was revoked by the head referee"),
    "too_fast": ("Troppe azioni insieme: aspetta un secondo e riprova", "Too many actions at once: wait a second and retry"), "col_die": ("Dado (spareggio)", "Die (tie-break)"), "back": ("Tavoli", "Tables"), "need_token": ("Inserisci il codice arbitro",
                                                                               "Enter your referee token"),
}


def _words(lang: str) -> str:
    words = {k: (en if lang == "en" else it) for k, (it, en) in WORDS.items()}
    words.update({f"ph_{k}": (en if lang == "en" else it) for k, (it, en) in PHASES.items()})
    return json.dumps(words, ensure_ascii=False)


EXTRA_STYLE = """
button{font-size:18px;padding:12px 10px;margin:3px;border-radius:6px;border:1px solid #888;background:#fff;
min-width:48px}button.on{background:#7a1010;color:#fff}button.go{background:#1d5e1d;color:#fff;width:100%}
.pad button{width:30%;font-size:22px}.row{margin:6px 0}#msg{padding:8px;font-weight:bold}#msg.err{color:#a00}
#msg.ok{color:#1d5e1d}small.why{display:block;font-weight:normal;font-size:12px;color:#666;margin-top:4px}input.txt{font-size:18px;padding:8px;width:100%;box-sizing:border-box}
.cell label{display:inline-block;width:58%}button.hit{width:100%;text-align:left;font-size:16px}.big{font-size:26px;font-family:monospace}input.num{font-size:18px;width:5em;padding:6px}.log{font-size:14px;color:#333}.log s{color:#999}
"""

COMMON_JS = """
var W=__WORDS__;var tk=localStorage.getItem('rtoken')||'';
if(location.hash.indexOf('#t=')===0){tk=decodeURIComponent(location.hash.slice(3));localStorage.setItem('rtoken',tk);
history.replaceState(null,'',location.pathname+location.search);}
function api(method,path,body,cb){var r=new XMLHttpRequest();r.open(method,path,true);
r.setRequestHeader('Authorization','Bearer '+tk);if(body)r.setRequestHeader('Content-Type','application/json');
r.onload=function(){var d={};try{d=JSON.parse(r.responseText);}catch(e){}cb(r.status,d);};
r.onerror=function(){cb(0,{error:'rete non raggiungibile'});};r.send(body?JSON.stringify(body):null);}
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
function refusal(s,d){return s===401?W.bad_token:(s===403?W.revoked_token:(s===429?W.too_fast:(d.message||d.error||('HTTP '+s))));}
function why(d){return d&&d.message&&d.error&&d.message!==d.error?'<small class="why">'+esc(d.error)+'</small>':'';}
function msg(ok,text,d){var m=document.getElementById('msg');m.className=ok?'ok':'err';m.innerHTML=esc(text)+why(d);}
"""

HOME_JS = """
function show(){var el=document.getElementById('list');if(!tk){el.innerHTML='<p>'+esc(W.need_token)+'</p>';return;}
api('GET','/api/tables',null,function(s,d){
if(s!==200){el.innerHTML='<p>'+esc(W.need_token)+'</p>';msg(false,refusal(s,d));return;}
var h='';for(var i=0;i<d.tables.length;i++){var t=d.tables[i];h+='<a href="/arbitro/'+t.number+location.search+
'"><button style="width:100%;text-align:left">'+esc(W.table)+' '+t.number+' <small>'+esc(t.players.join(' · '))+
'</small></button></a>';}el.innerHTML=h;msg(true,'');});}
document.getElementById('save').onclick=function(){tk=document.getElementById('tk').value.trim();
localStorage.setItem('rtoken',tk);show();};document.getElementById('tk').value=tk;show();
"""


MSG = '<div id="msg"></div>'  # what the server answered: at the page's end unless the page places it


def _page(title: str, body: str, script: str, lang: str) -> str:
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{escape(title)}</title>'
            f'<style>{STYLE}{EXTRA_STYLE}</style></head><body><header><h1>{escape(title)}</h1></header>'
            f'<main>{body}{"" if MSG in body else MSG}</main><script>{COMMON_JS.replace("__WORDS__", _words(lang))}'
            f'{script}</script></body></html>')


def referee_home(lang: str) -> str:
    w = {k: (en if lang == "en" else it) for k, (it, en) in WORDS.items()}
    body = (f'<div class="row"><input class="txt" id="tk" type="password" placeholder="{escape(w["token"])}" autocomplete="off">'
            f'<button id="save">{escape(w["save"])}</button></div><h2>{escape(w["tables"])}</h2><div id="list"></div>')
    return _page(w["title"], body, HOME_JS, lang)


def referee_table(lang: str) -> str:
    from referee_app.net.referee_js import TABLE_JS

    w = {k: (en if lang == "en" else it) for k, (it, en) in WORDS.items()}
    body = ('<div id="state"></div><div class="row" id="acts"></div><div id="panel"></div>' + MSG +  # under the tapped button
            f'<h3>{escape(w["log"])}</h3><div id="log" class="log"></div>'
            f'<p><a href="/arbitro{"?lang=en" if lang == "en" else ""}">← {escape(w["back"])}</a></p>')
    return _page(w["title"], body, TABLE_JS, lang)
