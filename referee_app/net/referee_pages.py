"""The floor referee's pages: the token (typed once, or read from the QR code's link), then a table and its
actions, each a tap and, where a number is needed, a number pad. The page talks to the JSON API with the
referee's Bearer token; the server checks and logs every action exactly as the desk would."""

from __future__ import annotations

import json
from html import escape

from referee_app.net.icons import HEAD as ICON_HEAD
from referee_app.net.pages import STYLE
from referee_app.texts import entries, text
from referee_app.net.referee_js import TABLE_JS

# The words the page's script reads as `W.name` (`W['ph_' + phase]` for a table's phase), in the page's
# language: every catalogue key under these prefixes goes to the script.
_SCRIPT_WORDS = "web.referee."
_PHASES = "web.phase."


def _words(lang: str) -> str:
    words = {key.removeprefix(_SCRIPT_WORDS): text(lang, key) for key in entries() if key.startswith(_SCRIPT_WORDS)}
    words.update({f"ph_{key.removeprefix(_PHASES)}": text(lang, key) for key in entries() if key.startswith(_PHASES)})
    return json.dumps(words, ensure_ascii=False)


EXTRA_STYLE = """
button{font-size:18px;padding:12px 10px;margin:3px;border-radius:6px;border:1px solid #888;background:#fff;
min-width:48px}button.on{background:#7a1010;color:#fff}button.go{background:#1d5e1d;color:#fff;width:100%}
.pad button{width:30%;font-size:22px}.row{margin:6px 0}#msg{padding:8px;font-weight:bold}#msg.err{color:#a00}
#msg.ok{color:#1d5e1d}small.why{display:block;font-weight:normal;font-size:12px;color:#666;margin-top:4px}input.txt{font-size:18px;padding:8px;width:100%;box-sizing:border-box}
.cell label{display:inline-block;width:58%}table.rank{border-collapse:collapse;width:100%;font-size:15px}table.rank td,table.rank th{border-bottom:1px solid #ccc;padding:3px 4px;text-align:left;vertical-align:top}button.hit{width:100%;text-align:left;font-size:16px}.big{font-size:26px;font-family:monospace}input.num{font-size:18px;width:5em;padding:6px}.log{font-size:14px;color:#333}.log s{color:#999}
"""

COMMON_JS = """
var W=__WORDS__;var tk=localStorage.getItem('rtoken')||'';
if(location.hash.indexOf('#t=')===0){tk=decodeURIComponent(location.hash.slice(3));localStorage.setItem('rtoken',tk);
history.replaceState(null,'',location.pathname+location.search);}
function api(method,path,body,cb,ms){var r=new XMLHttpRequest();r.open(method,path,true);if(ms){r.timeout=ms;r.ontimeout=function(){cb(0,{error:W.unreachable});};}
r.setRequestHeader('Authorization','Bearer '+tk);if(body)r.setRequestHeader('Content-Type','application/json');
r.onload=function(){var d={};try{d=JSON.parse(r.responseText);}catch(e){}cb(r.status,d);};
r.onerror=function(){cb(0,{error:W.unreachable});};r.send(body?JSON.stringify(body):null);}
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
function refusal(s,d){return s===401?W.bad_token:(s===403?W.revoked_token:(s===429?W.too_fast:(d.message||d.error||('HTTP '+s))));}
function why(d){return d&&d.message&&d.error&&d.message!==d.error?'<small class="why">'+esc(d.error)+'</small>':'';}
function msg(ok,text,d){var m=document.getElementById('msg');m.className=ok===null?'':(ok?'ok':'err');m.innerHTML=esc(text)+why(d);}
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
            f'{ICON_HEAD}<style>{STYLE}{EXTRA_STYLE}</style></head><body><header><h1>{escape(title)}</h1></header>'
            f'<main>{body}{"" if MSG in body else MSG}</main><script>{COMMON_JS.replace("__WORDS__", _words(lang))}'
            f'{script}</script></body></html>')


def referee_home(lang: str) -> str:
    body = (f'<div class="row"><input class="txt" id="tk" type="password" '
            f'placeholder="{escape(text(lang, "web.referee.token"))}" autocomplete="off">'
            f'<button id="save">{escape(text(lang, "web.referee.save"))}</button></div>'
            f'<h2>{escape(text(lang, "web.referee.tables"))}</h2><div id="list"></div>')
    return _page(text(lang, "web.referee.title"), body, HOME_JS, lang)


def referee_table(lang: str) -> str:

    body = ('<div id="state"></div><div class="row" id="acts"></div><div id="panel"></div>' + MSG +  # under the tapped button
            f'<h3>{escape(text(lang, "web.referee.log"))}</h3><div id="log" class="log"></div>'
            f'<p><a href="/arbitro{"?lang=en" if lang == "en" else ""}">← {escape(text(lang, "web.referee.back"))}</a></p>')
    return _page(text(lang, "web.referee.title"), body, TABLE_JS, lang)
