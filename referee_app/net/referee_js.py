"""The table page's script (ES5, no library: it must run on old phones). Each action is a panel of taps:
who, then the numbers on a pad, then one button that posts the JSON action; a turn end and a penalty show
the engine's preview before they are recorded."""

TABLE_JS = r"""
var N=parseInt(location.pathname.split('/').pop(),10);var L=location.search.indexOf('lang=en')>=0?'?lang=en':'';var T=null;var F={};var seq=0;
function rid(){seq+=1;return tk.slice(0,6)+'-'+Date.now()+'-'+seq;}
function load(){api('GET','/api/tables/'+N+L,null,function(s,d){if(s!==200){msg(false,refusal(s,d),d);return;}T=d;draw();});}
function draw(){var c=T.clock;var h='<div class="big">'+esc(W.table)+' '+T.number+' · <span>'+esc(c.text)+'</span></div>';
h+='<div>'+esc(W['ph_'+T.phase]||T.phase)+(c.paused?' ('+esc(W.pause)+')':'')+'</div>';
if(T.next_player){h+='<div class="sd">'+esc(W.next)+': <b>'+esc(T.next_player)+'</b>'+
(T.ending_sums.length?' — '+esc(W.rolls_on)+' '+T.ending_sums.join(', '):'')+'</div>';}
document.getElementById('state').innerHTML=h;var a='';
var acts=T.ended?['penalty','ruling']:['turn_end'].concat(T.expired_during?[]:['time_expired'],['elimination','withdrawal','penalty','ruling'],c.expired?[]:['recovery']);
if(T.ended&&!T.result_confirmed)acts.push('result');
if(!T.ended&&!c.expired)acts.unshift(!c.started?'start':(c.paused?'resume':'pause'));
for(var i=0;i<acts.length;i++){a+='<button id="b_'+acts[i]+'" onclick="open_(\''+acts[i]+'\')">'+esc(W[acts[i]])+'</button>';}
document.getElementById('acts').innerHTML=a;var l='';
for(var j=T.log.length-1;j>=0;j--){var e=T.log[j];var t=esc(e.when+' '+e.referee+': '+e.text);l+='<div>'+(e.in_force?t:'<s>'+t+'</s>')+'</div>';}
document.getElementById('log').innerHTML=l;if(busy)lock_(true);}
// One key per intended action, kept across the retries: a timeout or no network, then 1, 2, 4 s apart; the
// buttons stay disabled until an answer or the give-up, which says so. The desk writes a key once.
var busy=false;var TIMEOUT=8000;var TRIES=4;
function lock_(on){busy=on;var b=document.querySelectorAll('button');for(var i=0;i<b.length;i++)b[i].disabled=on;}
function send(body,cb){if(busy)return;body.request_id=rid();lock_(true);msg(null,W.sending);var n=0;
function attempt(){n+=1;api('POST','/api/tables/'+N+'/actions'+L,body,function(s,d){
if((s===0||s===429||(s>=502&&s<=504))&&n<TRIES){msg(false,W.retrying.replace('{n}',n).replace('{of}',TRIES-1));
setTimeout(attempt,1000*Math.pow(2,n-1));return;}
lock_(false);if(s===200){msg(true,W.ok+' ('+(d.seq||'')+')');F={};document.getElementById('panel').innerHTML='';load();}
else if(s===0)msg(false,W.gave_up.replace('{of}',TRIES));else msg(false,refusal(s,d),d);if(cb)cb(s,d);},TIMEOUT);}
attempt();}
function players(key,multi){var h='<div class="row">';for(var i=0;i<T.seats.length;i++){var p=T.seats[i];
if(p.status!=='active'&&p.status!=='withdrawn')continue;var on=multi?(F[key]||[]).indexOf(p.name)>=0:F[key]===p.name;
h+='<button data-k="'+key+'" data-p="'+i+'" class="'+(on?'on':'')+'" onclick="pick(\''+key+'\','+i+','+(multi?1:0)+')">'+esc(p.name)+'</button>';}
return h+'</div>';}
function pick(key,i,multi){var n=T.seats[i].name;if(multi){var l=F[key]||[];var k=l.indexOf(n);if(k>=0)l.splice(k,1);else l.push(n);F[key]=l;}
else F[key]=n;panel();}
function pad(key,label){var v=F[key]===undefined?'':String(F[key]);var h='<div class="row">'+esc(label)+': <span class="big">'+
esc(v||'–')+'</span></div><div class="pad">';var ks=['1','2','3','4','5','6','7','8','9','C','0','⌫'];
for(var i=0;i<ks.length;i++){h+='<button onclick="key_(\''+key+'\',\''+ks[i]+'\')">'+ks[i]+'</button>';}return h+'</div>';}
function key_(key,k){var v=F[key]===undefined?'':String(F[key]);if(k==='C')v='';else if(k==='⌫')v=v.slice(0,-1);else v=(v+k).slice(0,4);
F[key]=v===''?undefined:parseInt(v,10);panel();}
function sums(){var h='<div class="row">'+esc(W.roll)+':</div><div class="row">';for(var s=2;s<=12;s++){
h+='<button class="'+(F.roll===s?'on':'')+'" onclick="F.roll='+s+';panel()">'+s+'</button>';}return h+'</div>';}
function open_(what){if(what==='start'||what==='pause'||what==='resume'){send({action:what});return;}
F={what:what};if(what==='turn_end'||what==='time_expired')F.player=T.likely_turn||undefined;
if(what==='penalty'){F.kind='excess_reinforcement';}panel();}
function go(label,fn){return '<div class="row"><button class="go" onclick="'+fn+'">'+esc(label)+'</button></div>';}
function turn_body(){var b={action:'turn_end',player:F.player,conquered:F.conquered||0};if(F.eliminated)b.eliminated=F.eliminated;
if(F.roll)b.roll=F.roll;return b;}
function tog_(c){var n=(T.continents||[])[c];var l=(F.cont||[]).slice();var i=l.indexOf(n);if(i>=0)l.splice(i,1);else l.push(n);F.cont=l;panel();}
function pen_body(){var f={};if(F.kind==='excess_reinforcement'){f.excess=F.n||0;f.self_declared=!!F.self;}
if(F.kind==='army_cap'){f.armies_on_board=F.n||0;f.self_declared=!!F.self;}
if(F.kind==='free_sanction'){f.reason=(document.getElementById('why')||{}).value||F.why||'';f.points=F.n||0;f.disqualification=false;}
if(F.kind==='cards_in_hand'){f.count=F.n||0;}
if(F.kind==='wrong_set_value'){f.combination=F.combo||'one_of_each';f.claimed=F.n||0;f.bonus_territories=F.b||0;f.self_declared=!!F.self;}
if(F.kind==='reinforcement_count'){f.territories=F.t||0;f.continents=F.cont||[];f.set_armies=F.s||0;f.placed=F.n||0;f.self_declared=!!F.self;}
return {action:'penalty',kind:F.kind,player:F.player,facts:f};}
function preview(body){api('POST','/api/tables/'+N+'/preview'+L,body,function(s,d){var p=document.getElementById('pv');if(!p)return;
if(s!==200){p.innerHTML='<span class="alert">'+esc(d.message||d.error||s)+'</span>'+why(d);return;}
if(body.action==='penalty')p.innerHTML='<div class="sd">'+esc(d.consequence)+'</div>';
else p.innerHTML='<div class="sd">'+(d.closes?esc(W.closes_the_game):d.without_sdadata?esc(W.no_sdadata):(d.rolls?esc(W.rolls_on)+' '+d.ending_sums.join(', ')+(d.probability?' ('+esc(d.probability)+')':''):esc(W.no_roll)))+'</div>';});}
function search(){var q=document.getElementById('q').value;api('GET','/api/casistica?q='+encodeURIComponent(q),null,function(s,d){
var h='';var r=d.results||[];for(var i=0;i<r.length;i++){var on=(F.entries||[]).indexOf(r[i].id)>=0;
h+='<div><button class="hit'+(on?' on':'')+'" data-id="'+esc(r[i].id)+'" onclick="entry(this.getAttribute(\'data-id\'))">'+esc(r[i].title)+'</button></div>';}
document.getElementById('hits').innerHTML=h;});}
function entry(id){var l=F.entries||[];var k=l.indexOf(id);if(k>=0)l.splice(k,1);else l.push(id);F.entries=l;search();}
function result_body(what){var rows=[];var ks=T.sheet_keys;for(var i=0;i<T.seats.length;i++){var r=(F.sheet||{})[i]||{};var row={};
for(var k=0;k<ks.length;k++){if(r[ks[k]]!==undefined&&r[ks[k]]!=='')row[ks[k]]=r[ks[k]];}rows.push(row);}
return {action:what,sheet:{rows:rows,neutral_points:F.neutral===undefined?'0':F.neutral,risiko:F.risiko||null}};}
function risiko_(i){var n=T.seats[i].name;F.risiko=F.risiko===n?null:n;panel();}
function cell(i,k,v){F.sheet=F.sheet||{};F.sheet[i]=F.sheet[i]||{};F.sheet[i][k]=v;}
function result_panel(){var h='';var ks=T.sheet_keys;for(var i=0;i<T.seats.length;i++){var p=T.seats[i];var r=(F.sheet||{})[i]||{};
h+='<div class="tile"><b>'+(i+1)+' '+esc(p.name)+'</b>'+(p.status==='withdrawn'||p.status==='excluded'?' ('+esc(W['st_'+p.status])+')':'');
for(var k=0;k<ks.length;k++){var v=esc(r[ks[k]]===undefined?'':r[ks[k]]);var id='c'+i+'_'+ks[k];
var on='id="'+id+'" value="'+v+'" oninput="cell('+i+',\''+ks[k]+'\',this.value)"';
h+='<div class="row cell"><label for="'+id+'">'+esc(W['col_'+ks[k]])+'</label> '+(ks[k]==='card'?'<input class="txt" '+on+'>':
'<input class="num" type="number" inputmode="numeric" min="0" '+on+'>')+'</div>';}
h+='<div class="row"><button class="'+(F.risiko===p.name?'on':'')+'" onclick="risiko_('+i+')">'+esc(W.risiko)+'</button></div></div>';}
h+='<div class="row cell"><label for="neutral">'+esc(W.neutral_points)+'</label> <input id="neutral" class="num" type="number" inputmode="numeric" min="0" value="'+esc(F.neutral===undefined?'0':F.neutral)+
'" oninput="F.neutral=this.value"></div>';
return h+'<div id="pv"></div><div class="row"><button onclick="result_preview()">'+esc(W.preview)+'</button></div>'+
go(W.confirm_result,"send(result_body('confirm_result'))");}
function result_preview(){api('POST','/api/tables/'+N+'/preview'+L,result_body('confirm_result'),function(s,d){var p=document.getElementById('pv');
if(s!==200){p.innerHTML='<span class="alert">'+esc(d.message||d.error||s)+'</span>'+why(d);return;}
var h='<table class="rank"><tr><th>'+esc(W.rank_place)+'</th><th>'+esc(W.rank_player)+'</th><th>'+esc(W.rank_points)+'</th><th>'+esc(W.rank_above_next)+'</th></tr>';
for(var i=0;i<d.ranking.length;i++){var r=d.ranking[i];h+='<tr><td>'+r.place+'</td><td>'+esc(r.name)+'</td><td>'+esc(r.points_text)+'</td><td'+(r.shared_with.length?' class="alert"':'')+'>'+esc(r.decided)+'</td></tr>';}
h+='</table>';for(var k=0;k<d.ties.length;k++)h+='<div class="alert">'+esc(d.ties[k])+'</div>';
p.innerHTML='<div class="sd">'+h+'</div>';});}
function panel(){var w=F.what;var h='<h3>'+esc(W[w])+'</h3>';
if(w==='result')h+=result_panel();
if(w==='turn_end'){h+=players('player',0)+pad('conquered',W.conquered)+'<div class="row">'+esc(W.elimination)+':</div>'+players('eliminated',1);
if(T.phase==='sdadata'||(T.expired_during||T.clock.expired)&&T.phase.indexOf('closing')!==0)h+=sums();h+='<div id="pv"></div>'+go(W.record,'send(turn_body())');}
if(w==='time_expired'||w==='elimination'||w==='withdrawal'){h+=players('player',0)+go(W.record,"send({action:F.what,player:F.player})");}
if(w==='penalty'){var ks=['excess_reinforcement','army_cap','cards_in_hand','wrong_set_value','reinforcement_count','missed_sdadata_roll','free_sanction'];h+='<div class="row">';
for(var i=0;i<ks.length;i++)h+='<button class="'+(F.kind===ks[i]?'on':'')+'" onclick="F.kind=\''+ks[i]+'\';panel()">'+esc(W[ks[i]])+'</button>';
h+='</div>'+players('player',0);if(F.kind==='wrong_set_value'){var cs=['three_cannons','three_infantry','three_cavalry','one_of_each','jolly_two_equal'];h+='<div class="row">';
for(var c=0;c<cs.length;c++)h+='<button class="'+((F.combo||'one_of_each')===cs[c]?'on':'')+'" onclick="F.combo=\''+cs[c]+'\';panel()">'+esc(W['set_'+cs[c]])+'</button>';h+='</div>'+pad('b',W.set_bonus);}
if(F.kind==='reinforcement_count'){h+=pad('t',W.territories_held)+'<div class="row">';var ns=T.continents||[];for(var c=0;c<ns.length;c++){var on=(F.cont||[]).indexOf(ns[c])>=0;
h+='<button class="'+(on?'on':'')+'" onclick="tog_('+c+')">'+esc(ns[c])+'</button>';}h+='</div>'+pad('s',W.set_armies);}
if(F.kind!=='missed_sdadata_roll')h+=pad('n',{free_sanction:W.number,army_cap:W.army_cap,cards_in_hand:W.cards_counted,wrong_set_value:W.set_claimed,reinforcement_count:W.armies_placed}[F.kind]||W.excess_reinforcement);
if(F.kind==='free_sanction')h+='<input class="txt" id="why" placeholder="'+esc(W.reason)+'" value="'+esc(F.why||'')+'" oninput="F.why=this.value">';
else if(F.kind!=='missed_sdadata_roll'&&F.kind!=='cards_in_hand')h+='<div class="row"><button class="'+(F.self?'on':'')+'" onclick="F.self=!F.self;panel()">'+esc(W.self_declared)+'</button></div>';
h+='<div id="pv"></div><div class="row"><button onclick="preview(pen_body())">'+esc(W.preview)+'</button></div>'+go(W.record,'send(pen_body())');}
if(w==='ruling'){h+='<input class="txt" id="txt" placeholder="'+esc(W.decided)+'" value="'+esc(F.text||'')+'" oninput="F.text=this.value">'+
'<div class="row"><input class="txt" id="q" placeholder="'+esc(W.search)+'" oninput="search()"></div><div id="hits"></div>'+players('players',1)+
go(W.record,"send({action:'ruling',text:F.text||'',players:F.players||[],entries:F.entries||[]})");}
if(w==='recovery'){h+=pad('minutes',W.minutes)+'<input class="txt" id="why" placeholder="'+esc(W.reason)+'" value="'+esc(F.why||'')+'" oninput="F.why=this.value">'+
go(W.record,"send({action:'recovery',minutes:F.minutes||0,reason:F.why||''})");}
document.getElementById('panel').innerHTML=h;if(busy)lock_(true);if(w==='turn_end'&&F.player)preview(turn_body());if(w==='penalty'&&F.player)preview(pen_body());}
load();if(window.EventSource){var es=new EventSource('/api/events');es.addEventListener('change',function(){load();});}
setInterval(load,15000);
"""
