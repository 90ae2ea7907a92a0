<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it_IT">
<context>
    <name>App</name>
    <message>
        <source>Cannot open the database</source>
        <translation>Impossibile aprire il database</translation>
    </message>
</context>
<context>
    <name>BandDialog</name>
    <message>
        <source>Bands of the draw</source>
        <translation>Fasce del sorteggio</translation>
    </message>
    <message>
        <source>Paste the ranking here: one player a line, the best first (a leading “1.”, “2)” … is ignored)</source>
        <translation>Incolla qui il ranking: un giocatore per riga, il migliore per primo (un «1.», «2)» … iniziale viene ignorato)</translation>
    </message>
    <message>
        <source>&amp;Use this ranking</source>
        <translation>&amp;Usa questo ranking</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quanti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ranking&lt;/b&gt; (a player CSV with a “ranking” column fills it too)</source>
        <translation>&lt;b&gt;Ranking&lt;/b&gt; (lo riempie anche un CSV dei giocatori con la colonna «ranking»)</translation>
    </message>
    <message>
        <source>Bands cut from the imported ranking: %1 tables, so bands of %1 consecutive places; each table gets one player of each band.</source>
        <translation>Fasce tagliate dal ranking importato: %1 tavoli, quindi fasce di %1 posizioni consecutive; ogni tavolo riceve un giocatore per fascia.</translation>
    </message>
    <message>
        <source>Bands given by hand to every player (%1 tables).</source>
        <translation>Fasce assegnate a mano a ogni giocatore (%1 tavoli).</translation>
    </message>
    <message>
        <source>No ranking and no bands yet (%1 tables): paste the ranking or import it with the players.</source>
        <translation>Ancora nessun ranking né fasce (%1 tavoli): incolla il ranking o importalo con i giocatori.</translation>
    </message>
    <message>
        <source>Not saved: not a player of this event or listed twice (line: name): %1</source>
        <translation>Non salvato: non è un giocatore dell'evento o è ripetuto (riga: nome): %1</translation>
    </message>
</context>
<context>
    <name>CasisticaMessages</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Casistica entry</source>
        <translation>Caso della casistica</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Argomento</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione arbitrale</translation>
    </message>
</context>
<context>
    <name>CasisticaPage</name>
    <message>
        <source>&amp;Casistica</source>
        <translation>&amp;Casistica</translation>
    </message>
    <message>
        <source>Search the casistica (Ctrl+K): e.g. dado in bilico, otto carte</source>
        <translation>Cerca nella casistica (Ctrl+K): es. dado in bilico, otto carte</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Tutti gli argomenti</translation>
    </message>
    <message>
        <source>Record as ruling at a table…</source>
        <translation>Registra come decisione a un tavolo…</translation>
    </message>
    <message>
        <source>Both languages</source>
        <translation>Entrambe le lingue</translation>
    </message>
    <message>
        <source>Ruling log</source>
        <translation>Registro delle decisioni</translation>
    </message>
    <message>
        <source>Rulings of this event</source>
        <translation>Casistica del torneo</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Preferiti</translation>
    </message>
    <message>
        <source>Recent searches</source>
        <translation>Ricerche recenti</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Tutti i regolamenti</translation>
    </message>
    <message>
        <source>Open an event to add its own rulings.</source>
        <translation>Apri un torneo per aggiungere la sua casistica.</translation>
    </message>
    <message>
        <source>%1 rulings</source>
        <translation>Casi trovati: %1</translation>
    </message>
    <message>
        <source>No ruling matches: try fewer or other words, or another filter.</source>
        <translation>Nessun caso trovato: prova meno parole, parole diverse o un altro filtro.</translation>
    </message>
    <message>
        <source>The ruling %1 is no longer in the casistica.</source>
        <translation>Il caso %1 non è più nella casistica.</translation>
    </message>
    <message>
        <source>Type a few words above: the rulings appear as you type. Up and Down move through them, Enter opens one.</source>
        <translation>Scrivi qualche parola qui sopra: i casi compaiono mentre scrivi. Le frecce su e giù li scorrono, Invio ne apre uno.</translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation>Preferito</translation>
    </message>
    <message>
        <source>★ Bookmarked</source>
        <translation>★ Nei preferiti</translation>
    </message>
    <message>
        <source>☆ Bookmark</source>
        <translation>☆ Aggiungi ai preferiti</translation>
    </message>
    <message>
        <source>Deal check</source>
        <translation>Controllo della distribuzione</translation>
    </message>
    <message>
        <source>The deal check is on the table page: open the table and check its deal there.</source>
        <translation>Il controllo della distribuzione è nella pagina del tavolo: apri il tavolo e controlla lì la sua distribuzione.</translation>
    </message>
    <message>
        <source>There is no table "%1" in the current round.</source>
        <translation>Nel turno in corso non c'è il tavolo "%1".</translation>
    </message>
    <message>
        <source>Choose the table where the ruling was given.</source>
        <translation>Scegli il tavolo dove è stata presa la decisione.</translation>
    </message>
    <message>
        <source>Write the text of the ruling.</source>
        <translation>Scrivi il testo della decisione.</translation>
    </message>
    <message>
        <source>Ruling at table %1</source>
        <translation>Decisione al tavolo %1</translation>
    </message>
    <message>
        <source>New ruling %1</source>
        <translation>Nuovo caso %1</translation>
    </message>
    <message>
        <source>Select one of this event's rulings first.</source>
        <translation>Prima scegli uno dei casi di questo torneo.</translation>
    </message>
    <message>
        <source>Remove ruling %1</source>
        <translation>Elimina il caso %1</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
</context>
<context>
    <name>ChangePinDialog</name>
    <message>
        <source>Change the head referee PIN</source>
        <translation>Cambia il PIN del capo arbitro</translation>
    </message>
    <message>
        <source>&amp;Current PIN:</source>
        <translation>PIN &amp;attuale:</translation>
    </message>
    <message>
        <source>&amp;New PIN:</source>
        <translation>&amp;Nuovo PIN:</translation>
    </message>
    <message>
        <source>New PIN &amp;again:</source>
        <translation>Ripeti il nuovo &amp;PIN:</translation>
    </message>
    <message>
        <source>PIN not changed</source>
        <translation>PIN non cambiato</translation>
    </message>
</context>
<context>
    <name>ClockBox</name>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Recovery…</source>
        <translation>Recupero…</translation>
    </message>
    <message>
        <source>Time expired…</source>
        <translation>Tempo scaduto…</translation>
    </message>
    <message>
        <source>Referee called</source>
        <translation>Chiamata arbitro</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Avvio dell'orologio</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Pausa dell'orologio</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Ripresa dell'orologio</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non iniziata</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>Paused with the whole hall</source>
        <translation>In pausa con tutta la sala</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>%1 recovery minutes</source>
        <translation>%1 minuti di recupero</translation>
    </message>
    <message>
        <source>%1 times counted at the entry before: the computer's clock went back</source>
        <translation>%1 orari contati all'annotazione precedente: l'orologio del computer è tornato indietro</translation>
    </message>
    <message>
        <source>Referee arrived</source>
        <translation>Arbitro arrivato</translation>
    </message>
</context>
<context>
    <name>ColourWords</name>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>ConfirmRoundCommand</name>
    <message>
        <source>Remove the round</source>
        <translation>Togli il turno</translation>
    </message>
    <message>
        <source>Undo “%1”: the round is removed with its tables and seats, and its draw is lost. A new draw will be needed.</source>
        <translation>Annullare «%1»: il turno viene tolto con i suoi tavoli e i posti, e il suo sorteggio va perso. Servirà un nuovo sorteggio.</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Correct a confirmed result</source>
        <translation>Correggi un risultato confermato</translation>
    </message>
    <message>
        <source>e.g. armies of Cina read wrong</source>
        <translation>es. armate della Cina lette male</translation>
    </message>
    <message>
        <source>Only the head referee can correct a confirmed result. The old result stays in the table's history.</source>
        <translation>Solo il capo arbitro può correggere un risultato confermato. Il risultato precedente resta nella storia del tavolo.</translation>
    </message>
    <message>
        <source>Head referee's PIN:</source>
        <translation>PIN del capo arbitro:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from CSV</source>
        <translation>Importa giocatori da CSV</translation>
    </message>
    <message>
        <source>No file chosen.</source>
        <translation>Nessun file scelto.</translation>
    </message>
    <message>
        <source>&amp;Choose file…</source>
        <translation>&amp;Scegli il file…</translation>
    </message>
    <message>
        <source>Columns: nome, club, regione, squadra, fascia, presente (sì/no). Separator ; or , — UTF-8 or Excel CSV.</source>
        <translation>Colonne: nome, club, regione, squadra, fascia, presente (sì/no). Separatore ; oppure , — UTF-8 o CSV di Excel.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importa</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Players CSV file</source>
        <translation>File CSV dei giocatori</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>Impossibile leggere il file</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 players ready to import.</source>
        <translation>%1 giocatori pronti da importare.</translation>
    </message>
    <message>
        <source>%1 bad line(s): fix the file and choose it again. Nothing will be imported until every line is right.</source>
        <translation>%1 righe errate: correggi il file e sceglilo di nuovo. Non verrà importato nulla finché tutte le righe non sono corrette.</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>Nessun giocatore importato</translation>
    </message>
</context>
<context>
    <name>DatabaseErrors</name>
    <message>
        <source>The database %1 reported an error (%2): nothing more was recorded; close the program, run `referee-app db verify` and restore a backup if it reports damage.</source>
        <translation>Il database %1 ha dato un errore (%2): non è stato registrato altro; chiudi il programma, esegui `referee-app db verify` e ripristina una copia se segnala danni.</translation>
    </message>
    <message>
        <source>Database problem</source>
        <translation>Problema del database</translation>
    </message>
    <message>
        <source>The log of %1 is damaged: %2. The window opens read-only: you can look and print, not record. Restore a backup now?</source>
        <translation>Il registro di %1 è danneggiato: %2. La finestra si apre in sola lettura: puoi consultare e stampare, non registrare. Ripristinare ora una copia di sicurezza?</translation>
    </message>
    <message>
        <source>Damaged database</source>
        <translation>Database danneggiato</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Ripristina una copia…</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <source>Backup to restore</source>
        <translation>Copia da ripristinare</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Ripristino</translation>
    </message>
    <message>
        <source>Head referee's PIN of the backup:</source>
        <translation>PIN del capo arbitro della copia:</translation>
    </message>
    <message>
        <source>Restored %1; the replaced file is kept as %2.</source>
        <translation>Ripristinata %1; il file sostituito è conservato come %2.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal — table %1</source>
        <translation>Distribuzione — tavolo %1</translation>
    </message>
    <message>
        <source>Table %1: %2 · procedure: %3</source>
        <translation>Tavolo %1: %2 · procedura: %3</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Genera</translation>
    </message>
    <message>
        <source>Check a deal made at the table</source>
        <translation>Controlla una distribuzione fatta al tavolo</translation>
    </message>
    <message>
        <source>Check hands</source>
        <translation>Verifica mani</translation>
    </message>
    <message>
        <source>one card at a time, 50% rule card by card</source>
        <translation>una carta alla volta, regola del 50% carta per carta</translation>
    </message>
    <message>
        <source>continent by continent</source>
        <translation>continente per continente</translation>
    </message>
    <message>
        <source>Como: no cap at the deal, then abandonment</source>
        <translation>Como: nessun limite alla distribuzione, poi abbandono</translation>
    </message>
    <message>
        <source>box rules, no 50% rule</source>
        <translation>regole della scatola, senza regola del 50%</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Distribuisci le carte</translation>
    </message>
    <message>
        <source>&amp;Print the deal sheet…</source>
        <translation>&amp;Stampa il foglio della distribuzione…</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Skips and swaps:</source>
        <translation>Salti e scambi:</translation>
    </message>
    <message>
        <source>No deal recorded for this table yet</source>
        <translation>Nessuna distribuzione registrata per questo tavolo</translation>
    </message>
    <message>
        <source>Deal made at the table, recorded in the log</source>
        <translation>Distribuzione fatta al tavolo, registrata nel registro</translation>
    </message>
    <message>
        <source>Seed %1 · recorded in the table's log</source>
        <translation>Seme %1 · registrata nel registro del tavolo</translation>
    </message>
    <message>
        <source>No skips: every card went to the player due</source>
        <translation>Nessun salto: ogni carta è andata al giocatore di turno</translation>
    </message>
    <message>
        <source>Deal the cards</source>
        <translation>Distribuzione delle carte</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non registrato</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossibile stampare</translation>
    </message>
    <message>
        <source>Type the card drawn and press Enter</source>
        <translation>Scrivi la carta uscita e premi Invio</translation>
    </message>
    <message>
        <source>Undo last card</source>
        <translation>Annulla l'ultima carta</translation>
    </message>
    <message>
        <source>Backspace on the empty field</source>
        <translation>Backspace sul campo vuoto</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>&amp;Record this deal in the table's log</source>
        <translation>&amp;Registra questa distribuzione nel registro del tavolo</translation>
    </message>
    <message>
        <source>Cards in the order drawn</source>
        <translation>Carte nell'ordine di uscita</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>All %1 cards are already entered</source>
        <translation>Tutte le %1 carte sono già state inserite</translation>
    </message>
    <message>
        <source>Cards entered: %1 of %2</source>
        <translation>Carte inserite: %1 di %2</translation>
    </message>
    <message>
        <source>Deal in progress</source>
        <translation>Distribuzione in corso</translation>
    </message>
    <message>
        <source>Record the deal made at the table</source>
        <translation>Registrazione della distribuzione fatta al tavolo</translation>
    </message>
    <message>
        <source>One territory a line</source>
        <translation>Un territorio per riga</translation>
    </message>
    <message>
        <source>&amp;Check the hands</source>
        <translation>&amp;Verifica le mani</translation>
    </message>
    <message>
        <source>Territories: %1</source>
        <translation>Territori: %1</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
</context>
<context>
    <name>DealWords</name>
    <message>
        <source>skips %1 (would hold %2 of %3 in %4, at most %5)</source>
        <translation>salta %1 (avrebbe %2 territori su %3 in %4, massimo %5)</translation>
    </message>
    <message>
        <source>%1: stays neutral</source>
        <translation>%1: resta neutrale</translation>
    </message>
    <message>
        <source>Jolly to %1: no territory</source>
        <translation>Jolly a %1: nessun territorio</translation>
    </message>
    <message>
        <source>%1: %2, goes to %3</source>
        <translation>%1: %2, va a %3</translation>
    </message>
    <message>
        <source>%1 fits nobody still due: exchanged with %2 (%3 takes %1, %4 takes %2)</source>
        <translation>%1 non può andare a nessuno dei giocatori ancora da servire: scambiata con %2 (%3 prende %1, %4 prende %2)</translation>
    </message>
    <message>
        <source>%1 holds %2 territories in %3 (at most %4)</source>
        <translation>%1 ha %2 territori in %3 (massimo %4)</translation>
    </message>
    <message>
        <source>unavoidable with these counts</source>
        <translation>inevitabile con questi numeri</translation>
    </message>
    <message>
        <source>%1 holds %2 territories: the deal gives him %3</source>
        <translation>%1 ha %2 territori: la distribuzione gliene assegna %3</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>Non valida</translation>
    </message>
    <message>
        <source>Valid: the excess is settled by abandonment</source>
        <translation>Valida: l'eccedenza si risolve con l'abbandono</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Valida</translation>
    </message>
    <message>
        <source>Neutral: %1</source>
        <translation>Neutrali: %1</translation>
    </message>
    <message>
        <source>Jolly cards: %1</source>
        <translation>Jolly: %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 of his choice</source>
        <translation>%1 a sua scelta</translation>
    </message>
    <message>
        <source>%1 abandons %2</source>
        <translation>%1 abbandona %2</translation>
    </message>
    <message>
        <source>Nobody abandons territories</source>
        <translation>Nessuno abbandona territori</translation>
    </message>
    <message>
        <source>Everybody keeps %1 territories</source>
        <translation>Ognuno resta con %1 territori</translation>
    </message>
    <message>
        <source>Re-occupation, one territory per turn, from %1: %2</source>
        <translation>Rioccupazione, un territorio a testa, a partire da %1: %2</translation>
    </message>
    <message>
        <source>Unknown territory "%1": did you mean "%2"?</source>
        <translation>Territorio sconosciuto "%1": forse "%2"?</translation>
    </message>
    <message>
        <source>Unknown territory "%1"</source>
        <translation>Territorio sconosciuto "%1"</translation>
    </message>
    <message>
        <source>"%1" was already drawn as card %2</source>
        <translation>"%1" è già uscita come carta %2</translation>
    </message>
    <message>
        <source>"%1" is written for both %2 and %3</source>
        <translation>"%1" è scritto sia per %2 sia per %3</translation>
    </message>
    <message>
        <source>Nobody holds %1 (this deal leaves %2 neutral)</source>
        <translation>Nessuno ha %1 (questa distribuzione lascia %2 territori neutrali)</translation>
    </message>
    <message>
        <source>Every territory is held, but this deal leaves %2 neutral</source>
        <translation>Tutti i territori sono assegnati, ma questa distribuzione ne lascia %2 neutrali</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <source>Objective deck</source>
        <translation>Mazzo obiettivi</translation>
    </message>
    <message>
        <source>&amp;Load deck file…</source>
        <translation>&amp;Carica file del mazzo…</translation>
    </message>
    <message>
        <source>&amp;Remove deck</source>
        <translation>&amp;Rimuovi mazzo</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Canc</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>No objective deck is loaded: objectives are entered as lists of territories. Load the deck file of the tournament (a JSON file, see docs/scoring.md) to enter them by card name.</source>
        <translation>Nessun mazzo obiettivi caricato: gli obiettivi si inseriscono come elenchi di territori. Carica il file del mazzo del torneo (un file JSON, vedi docs/scoring.md) per inserirli con il nome della carta.</translation>
    </message>
    <message>
        <source>%1 cards; with the deck loaded an objective can be entered by card name.</source>
        <translation>%1 carte; con il mazzo caricato un obiettivo si può inserire con il nome della carta.</translation>
    </message>
    <message>
        <source>Card “%1”</source>
        <translation>Carta “%1”</translation>
    </message>
    <message>
        <source>territory %1</source>
        <translation>territorio %1</translation>
    </message>
    <message>
        <source>Load objective deck</source>
        <translation>Carica mazzo obiettivi</translation>
    </message>
    <message>
        <source>Deck files (%1);;All files (*)</source>
        <translation>File del mazzo (%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Deck not loaded: %1</source>
        <translation>Mazzo non caricato: %1</translation>
    </message>
    <message>
        <source>Remove objective deck</source>
        <translation>Rimuovi mazzo obiettivi</translation>
    </message>
</context>
<context>
    <name>DeckModel</name>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Territori</translation>
    </message>
</context>
<context>
    <name>DetailsStep</name>
    <message>
        <source>The event</source>
        <translation>Il torneo</translation>
    </message>
    <message>
        <source>Name, date and venue as they will appear on the sheets.</source>
        <translation>Nome, data e sede come compariranno sui fogli stampati.</translation>
    </message>
    <message>
        <source>e.g. Torneo di Marsala</source>
        <translation>es. Torneo di Marsala</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Sede:</translation>
    </message>
    <message>
        <source>Check the event</source>
        <translation>Controlla il torneo</translation>
    </message>
</context>
<context>
    <name>DrawTexts</name>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>One per band of the club ranking</source>
        <translation>Uno per fascia del ranking dei club</translation>
    </message>
    <message>
        <source>One per band of the standings</source>
        <translation>Uno per fascia della classifica</translation>
    </message>
    <message>
        <source>One per band</source>
        <translation>Uno per fascia</translation>
    </message>
    <message>
        <source>No two of the same club</source>
        <translation>Mai due dello stesso club</translation>
    </message>
    <message>
        <source>No two of the same region</source>
        <translation>Mai due della stessa regione</translation>
    </message>
    <message>
        <source>One per team</source>
        <translation>Uno per squadra</translation>
    </message>
    <message>
        <source>At most one winner of the last round</source>
        <translation>Al più un vincitore del turno precedente</translation>
    </message>
    <message>
        <source>One of each place of the last round</source>
        <translation>Uno per piazzamento del turno precedente</translation>
    </message>
    <message>
        <source>No repeat opponents</source>
        <translation>Avversari mai ripetuti</translation>
    </message>
    <message>
        <source>%1° or lower</source>
        <translation>%1° o oltre</translation>
    </message>
    <message>
        <source>%1 have already played each other</source>
        <translation>%1 hanno già giocato insieme</translation>
    </message>
    <message>
        <source>%1 winners of the last round at one table</source>
        <translation>%1 vincitori del turno precedente allo stesso tavolo</translation>
    </message>
    <message>
        <source>%1 players of band %2 at one table</source>
        <translation>%1 giocatori della fascia %2 allo stesso tavolo</translation>
    </message>
    <message>
        <source>%1 players placed %2 in the last round at one table</source>
        <translation>%1 giocatori arrivati %2 nel turno precedente allo stesso tavolo</translation>
    </message>
    <message>
        <source>%1 players of %2 at one table</source>
        <translation>%1 giocatori di %2 allo stesso tavolo</translation>
    </message>
    <message>
        <source>broken by the manual swap, not by the draw</source>
        <translation>rotto dallo scambio manuale, non dal sorteggio</translation>
    </message>
    <message>
        <source>unavoidable: no draw of these players and tables keeps it</source>
        <translation>inevitabile: nessun sorteggio con questi giocatori e tavoli lo rispetta</translation>
    </message>
    <message>
        <source>keeping it would break a more important constraint, or more of them</source>
        <translation>rispettarlo violerebbe un vincolo più importante, o più vincoli</translation>
    </message>
    <message>
        <source>the draw found no way to keep it</source>
        <translation>il sorteggio non ha trovato modo di rispettarlo</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteggiato a caso</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <source>nobody here has met before</source>
        <translation>nessuno qui si è già incontrato</translation>
    </message>
    <message>
        <source>no winner at this table</source>
        <translation>nessun vincitore a questo tavolo</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>%1 checked-in players cannot sit at tables of %2.</source>
        <translation>%1 giocatori presenti non si dividono in tavoli da %2.</translation>
    </message>
    <message>
        <source>withdraw %1 player(s) (uncheck them)</source>
        <translation>ritirare %1 giocatore/i (togliere la presenza)</translation>
    </message>
    <message>
        <source>check in %1 more player(s) (late arrivals or reserves)</source>
        <translation>far entrare altri %1 giocatore/i (ritardatari o riserve)</translation>
    </message>
    <message>
        <source>Options: %1.</source>
        <translation>Possibilità: %1.</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>; oppure </translation>
    </message>
    <message>
        <source>%1 are tied: they roll again; enter the new roll after the first one (e.g. 6 3).</source>
        <translation>%1 sono pari: ritirano il dado; scrivere il nuovo tiro dopo il primo (es. 6 3).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>No player is checked in: check players in first.</source>
        <translation>Nessun giocatore è presente: segnare prima le presenze.</translation>
    </message>
    <message>
        <source>The last round is not finished: table(s) %1 have no confirmed result.</source>
        <translation>Il turno precedente non è finito: tavolo/i %1 senza risultato confermato.</translation>
    </message>
    <message>
        <source>%1 are tied across the cut: they roll a die in the standings first.</source>
        <translation>%1 sono pari a cavallo del taglio: prima tirano un dado in classifica.</translation>
    </message>
    <message>
        <source>%1 qualified but are not checked in: check them in.</source>
        <translation>%1 qualificati ma non presenti: segnarne la presenza.</translation>
    </message>
    <message>
        <source>The event is complete: no round is left to draw.</source>
        <translation>Il torneo è concluso: non resta alcun turno da sorteggiare.</translation>
    </message>
    <message>
        <source>The players changed since the draw (check-in): draw again.</source>
        <translation>I giocatori sono cambiati dopo il sorteggio (presenze): sorteggiare di nuovo.</translation>
    </message>
    <message>
        <source>%1 players cannot play %2 tables.</source>
        <translation>%1 giocatori non bastano per %2 tavoli.</translation>
    </message>
    <message>
        <source>This round was saved meanwhile: draw the next one.</source>
        <translation>Questo turno è già stato salvato: sorteggiare il successivo.</translation>
    </message>
    <message>
        <source>The draw takes one player per band: import the ranking (Bands…) or give a band to: %1.</source>
        <translation>Il sorteggio prende un giocatore per fascia: importa il ranking (Fasce…) o assegna una fascia a: %1.</translation>
    </message>
    <message>
        <source>Not in the imported ranking: %1. Add them to the ranking (Bands…) or give every player a band.</source>
        <translation>Non sono nel ranking importato: %1. Aggiungili al ranking (Fasce…) o assegna una fascia a ogni giocatore.</translation>
    </message>
    <message>
        <source>The draw uses bands of the club ranking: give every player a band on the Players page (missing: %1).</source>
        <translation>Il sorteggio usa le fasce del ranking dei club: assegnare una fascia a ogni giocatore nella pagina Giocatori (manca: %1).</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>%1's objective is worth %2, but the tournament cards are worth %3</source>
        <translation>l'obiettivo di %1 vale %2, ma le carte del torneo valgono %3</translation>
    </message>
    <message>
        <source>%1 holds the whole objective, but is not marked as the RisiKo! player</source>
        <translation>%1 possiede tutto l'obiettivo, ma non è indicato come autore del RisiKo!</translation>
    </message>
    <message>
        <source>he conquered %1 territories, more than %2</source>
        <translation>ha conquistato %1 territori, più di %2</translation>
    </message>
    <message>
        <source>this turn has no sdadata roll</source>
        <translation>questo turno non ha sdadata</translation>
    </message>
    <message>
        <source>he completed his objective, the game ended in his turn</source>
        <translation>ha completato l'obiettivo, la partita è finita nel suo turno</translation>
    </message>
    <message>
        <source>he was excluded from the game</source>
        <translation>è stato escluso dalla partita</translation>
    </message>
    <message>
        <source>unknown territory “%1” (did you mean “%2”?)</source>
        <translation>territorio sconosciuto “%1” (forse “%2”?)</translation>
    </message>
    <message>
        <source>unknown territory “%1”</source>
        <translation>territorio sconosciuto “%1”</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>“%1” è scritto due volte</translation>
    </message>
    <message>
        <source>“%1” is already held by %2</source>
        <translation>“%1” è già di %2</translation>
    </message>
    <message>
        <source>“%1” must hold at least 1 army, not %2</source>
        <translation>“%1” deve avere almeno 1 armata, non %2</translation>
    </message>
    <message>
        <source>held by nobody: %1 (each of the %2 territories belongs to a player or is neutral)</source>
        <translation>territori non assegnati: %1 (ognuno dei %2 territori va a un giocatore o è neutrale)</translation>
    </message>
    <message>
        <source>the points add up to %1, but the board is worth %2</source>
        <translation>i punti sommano %1, ma il tabellone vale %2</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>«%1» non è un numero intero</translation>
    </message>
    <message>
        <source>must be at least %1, not %2</source>
        <translation>deve essere almeno %1, non %2</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not %1</source>
        <translation>un dado va da 1 a 6, non %1</translation>
    </message>
    <message>
        <source>cannot be negative (%1)</source>
        <translation>non può essere negativo (%1)</translation>
    </message>
    <message>
        <source>%1 is out of the game: this must be 0, not %2</source>
        <translation>%1 è fuori dal gioco: qui va 0, non %2</translation>
    </message>
    <message>
        <source>still blank</source>
        <translation>ancora vuoto</translation>
    </message>
    <message>
        <source>%1 is still in the game but has no points</source>
        <translation>%1 è ancora in gioco ma non ha punti</translation>
    </message>
    <message>
        <source>%1 completed the objective: objective points are %2, not %3</source>
        <translation>%1 ha completato l'obiettivo: i punti obiettivo sono %2, non %3</translation>
    </message>
    <message>
        <source>%1's objective is worth %2, not %3</source>
        <translation>l'obiettivo di %1 vale %2, non %3</translation>
    </message>
    <message>
        <source>the points add up to %1, they must add up to %2</source>
        <translation>i punti fanno %1, devono fare %2</translation>
    </message>
    <message>
        <source>with no neutral territory the players hold all %2 territories, the sheet counts %1</source>
        <translation>senza territori neutrali i giocatori hanno tutti i %2 territori, il foglio ne conta %1</translation>
    </message>
    <message>
        <source>%1: %2 territories but %3 points</source>
        <translation>%1: %2 territori ma %3 punti</translation>
    </message>
    <message>
        <source>%1: %2 armies on %3 territories</source>
        <translation>%1: %2 armate su %3 territori</translation>
    </message>
    <message>
        <source>unknown objective card “%1” (did you mean “%2”?)</source>
        <translation>carta obiettivo sconosciuta “%1” (forse “%2”?)</translation>
    </message>
    <message>
        <source>unknown objective card “%1”</source>
        <translation>carta obiettivo sconosciuta “%1”</translation>
    </message>
    <message>
        <source>an objective is a list of territories</source>
        <translation>un obiettivo è un elenco di territori</translation>
    </message>
    <message>
        <source>an objective needs at least one territory</source>
        <translation>un obiettivo deve avere almeno un territorio</translation>
    </message>
    <message>
        <source>%1 is not a territory name</source>
        <translation>%1 non è il nome di un territorio</translation>
    </message>
    <message>
        <source>a deck file lists the cards, each with its territories: {"Card 1": ["Alaska", ...], ...}</source>
        <translation>un file di mazzo elenca le carte, ognuna con i suoi territori: {"Carta 1": ["Alaska", ...], ...}</translation>
    </message>
    <message>
        <source>a card without a name</source>
        <translation>una carta senza nome</translation>
    </message>
    <message>
        <source>“%1” has the same name as “%2”</source>
        <translation>“%1” ha lo stesso nome di “%2”</translation>
    </message>
    <message>
        <source>the file %1 cannot be read (%2)</source>
        <translation>il file %1 non si può leggere (%2)</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (line %2, column %3)</source>
        <translation>%1 non è un JSON valido (riga %2, colonna %3)</translation>
    </message>
    <message>
        <source>it is %1's turn, not %2's</source>
        <translation>è il turno di %1, non di %2</translation>
    </message>
    <message>
        <source>missing: %1 must roll the sdadata dice (it ends on %2)</source>
        <translation>manca il tiro: %1 deve tirare i dadi della sdadata (finisce con %2)</translation>
    </message>
    <message>
        <source>%1 does not roll in this turn: %2</source>
        <translation>%1 non tira in questo turno: %2</translation>
    </message>
    <message>
        <source>%1 had no roll to forget: %2</source>
        <translation>%1 non aveva un tiro da dimenticare: %2</translation>
    </message>
    <message>
        <source>a forgotten roll has no dice sum</source>
        <translation>un tiro dimenticato non ha la somma dei dadi</translation>
    </message>
    <message>
        <source>the sum of two dice goes from 2 to 12, not %1</source>
        <translation>la somma di due dadi va da 2 a 12, non %1</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>la partita è già finita</translation>
    </message>
    <message>
        <source>%1 withdrew and cannot conquer</source>
        <translation>%1 si è ritirato e non può conquistare</translation>
    </message>
    <message>
        <source>%1 withdrew and cannot eliminate anyone</source>
        <translation>%1 si è ritirato e non può eliminare nessuno</translation>
    </message>
    <message>
        <source>%1 withdrew and cannot complete his objective</source>
        <translation>%1 si è ritirato e non può completare l'obiettivo</translation>
    </message>
    <message>
        <source>time already expired during %1's turn</source>
        <translation>il tempo è già scaduto durante il turno di %1</translation>
    </message>
    <message>
        <source>after time expires, record who left with the end of the turn in which it happened</source>
        <translation>dopo lo scadere del tempo, chi esce dalla partita si registra con la fine del turno in cui è successo</translation>
    </message>
    <message>
        <source>%1 does not sit at this table</source>
        <translation>%1 non siede a questo tavolo</translation>
    </message>
    <message>
        <source>the clock has already started</source>
        <translation>il cronometro è già partito</translation>
    </message>
    <message>
        <source>the clock has not started yet</source>
        <translation>il cronometro non è ancora partito</translation>
    </message>
    <message>
        <source>the clock is already paused</source>
        <translation>il cronometro è già in pausa</translation>
    </message>
    <message>
        <source>the clock is not paused</source>
        <translation>il cronometro non è in pausa</translation>
    </message>
    <message>
        <source>time has already expired: no recovery minutes after that</source>
        <translation>il tempo è già scaduto: dopo non si danno minuti di recupero</translation>
    </message>
    <message>
        <source>recovery is a whole number of minutes, more than 0</source>
        <translation>il recupero è un numero intero di minuti, più di 0</translation>
    </message>
    <message>
        <source>say why the table gets recovery minutes</source>
        <translation>scrivi perché il tavolo riceve minuti di recupero</translation>
    </message>
    <message>
        <source>no event is open: create one or open one from the Event tab</source>
        <translation>nessun evento aperto: creane uno o aprilo nella scheda Evento</translation>
    </message>
    <message>
        <source>no round has been drawn yet</source>
        <translation>nessun turno è ancora stato sorteggiato</translation>
    </message>
    <message>
        <source>no table is in a state for this</source>
        <translation>nessun tavolo è nello stato adatto</translation>
    </message>
    <message>
        <source>the game at this table is over: its clock has stopped</source>
        <translation>la partita a questo tavolo è finita: il suo orologio è fermo</translation>
    </message>
</context>
<context>
    <name>EntrantModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Last place</source>
        <translation>Piazz. precedente</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Presente</translation>
    </message>
</context>
<context>
    <name>EntryView</name>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Dichiarazioni</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Rinforzi</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Spostamento</translation>
    </message>
    <message>
        <source>RisiKo!</source>
        <translation>RisiKo!</translation>
    </message>
    <message>
        <source>Withdrawal</source>
        <translation>Ritiro</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutrale</translation>
    </message>
    <message>
        <source>Sdadata</source>
        <translation>Sdadata</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Comportamento</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Due giocatori</translation>
    </message>
    <message>
        <source>Ruling of this event (organiser)</source>
        <translation>Caso proprio di questo torneo (organizzatore)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Regolamenti</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Argomenti</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>Apply the penalty at the table</source>
        <translation>Applica la penalità al tavolo</translation>
    </message>
    <message>
        <source>Open the sdadata at the table</source>
        <translation>Apri la sdadata al tavolo</translation>
    </message>
    <message>
        <source>Deal check</source>
        <translation>Controllo della distribuzione</translation>
    </message>
    <message>
        <source>Open the standings</source>
        <translation>Apri la classifica</translation>
    </message>
</context>
<context>
    <name>EventEntriesPanel</name>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>The organiser's own rulings for this event: searched with the others.</source>
        <translation>Le decisioni proprie dell'organizzatore per questo torneo: la ricerca le trova insieme alle altre.</translation>
    </message>
</context>
<context>
    <name>EventEntryDialog</name>
    <message>
        <source>New ruling of this event</source>
        <translation>Nuovo caso della casistica del torneo</translation>
    </message>
    <message>
        <source>comma-separated words a referee may type</source>
        <translation>parole che un arbitro potrebbe cercare, separate da virgole</translation>
    </message>
    <message>
        <source>Write in Italian, in English or both: one language stands for both.</source>
        <translation>Scrivi in italiano, in inglese o in entrambe: una lingua sola vale per tutte e due.</translation>
    </message>
    <message>
        <source>Title (Italian):</source>
        <translation>Titolo (italiano):</translation>
    </message>
    <message>
        <source>Title (English):</source>
        <translation>Titolo (inglese):</translation>
    </message>
    <message>
        <source>Text (Italian):</source>
        <translation>Testo (italiano):</translation>
    </message>
    <message>
        <source>Text (English):</source>
        <translation>Testo (inglese):</translation>
    </message>
    <message>
        <source>Topic:</source>
        <translation>Argomento:</translation>
    </message>
    <message>
        <source>Keywords (Italian):</source>
        <translation>Parole chiave (italiano):</translation>
    </message>
    <message>
        <source>Keywords (English):</source>
        <translation>Parole chiave (inglese):</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <source>Open event</source>
        <translation>Torneo aperto</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Sede:</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Regolamento:</translation>
    </message>
    <message>
        <source>Players checked in:</source>
        <translation>Giocatori presenti:</translation>
    </message>
    <message>
        <source>Objective deck:</source>
        <translation>Mazzo obiettivi:</translation>
    </message>
    <message>
        <source>&amp;Open selected event</source>
        <translation>&amp;Apri il torneo selezionato</translation>
    </message>
    <message>
        <source>Events in this database</source>
        <translation>Tornei in questo database</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <source>&amp;Export event file…</source>
        <translation>&amp;Esporta file del torneo…</translation>
    </message>
    <message>
        <source>&amp;Import event file…</source>
        <translation>&amp;Importa file del torneo…</translation>
    </message>
    <message>
        <source>Change &amp;PIN…</source>
        <translation>Cambia &amp;PIN…</translation>
    </message>
    <message>
        <source>Objective &amp;deck…</source>
        <translation>&amp;Mazzo obiettivi…</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>No event is open. Create a new event (Ctrl+N) or import an event file (Ctrl+I) to start.</source>
        <translation>Nessun torneo aperto. Per iniziare crea un nuovo torneo (Ctrl+N) o importa il file di un torneo (Ctrl+I).</translation>
    </message>
    <message>
        <source>No event is open: choose one from the list on the right.</source>
        <translation>Nessun torneo aperto: scegline uno dall'elenco a destra.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>no deck</source>
        <translation>nessun mazzo</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>Event created.</source>
        <translation>Torneo creato.</translation>
    </message>
    <message>
        <source>Export event file</source>
        <translation>Esporta il file del torneo</translation>
    </message>
    <message>
        <source>Event files (%1);;All files (*)</source>
        <translation>File del torneo (%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Event exported to %1</source>
        <translation>Torneo esportato in %1</translation>
    </message>
    <message>
        <source>Import event file</source>
        <translation>Importa un file del torneo</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Importazione non riuscita</translation>
    </message>
    <message>
        <source>Event imported from %1 and opened.</source>
        <translation>Torneo importato da %1 e aperto.</translation>
    </message>
    <message>
        <source>Head referee PIN changed.</source>
        <translation>PIN del capo arbitro cambiato.</translation>
    </message>
</context>
<context>
    <name>EventWizard</name>
    <message>
        <source>New event</source>
        <translation>Nuovo torneo</translation>
    </message>
</context>
<context>
    <name>HallBoard</name>
    <message>
        <source>Start all</source>
        <translation>Avvia tutti</translation>
    </message>
    <message>
        <source>started</source>
        <translation>avviati</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>Pausa generale</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>messi in pausa</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>Riprendi tutti</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>ripresi</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Proiettore</translation>
    </message>
    <message>
        <source>No tables yet: create the event, check the players in and draw a round; its tables appear here with their clocks.</source>
        <translation>Nessun tavolo per ora: crea l'evento, registra i giocatori presenti e sorteggia un turno; i suoi tavoli compariranno qui con i loro orologi.</translation>
    </message>
    <message>
        <source>&amp;Hall</source>
        <translation>&amp;Sala</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
    <message>
        <source>Tables %1: %2 of %3</source>
        <translation>Tavoli %1: %2 su %3</translation>
    </message>
    <message>
        <source> (%1 finished, left alone)</source>
        <translation> (%1 finiti, lasciati come sono)</translation>
    </message>
    <message>
        <source>Time expired at table(s) %1</source>
        <translation>Tempo scaduto al tavolo/ai tavoli %1</translation>
    </message>
    <message>
        <source>Resume table</source>
        <translation>Riprendi il tavolo</translation>
    </message>
    <message>
        <source>Pause table</source>
        <translation>Metti in pausa il tavolo</translation>
    </message>
    <message>
        <source>Recovery minutes…</source>
        <translation>Minuti di recupero…</translation>
    </message>
    <message>
        <source>Referee arrived</source>
        <translation>Arbitro arrivato</translation>
    </message>
    <message>
        <source>Referee called</source>
        <translation>Chiamata arbitro</translation>
    </message>
    <message>
        <source>Recovery minutes</source>
        <translation>Minuti di recupero</translation>
    </message>
    <message>
        <source>Minutes to add at table %1:</source>
        <translation>Minuti da aggiungere al tavolo %1:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
</context>
<context>
    <name>HallTab</name>
    <message>
        <source>&amp;Hall</source>
        <translation>&amp;Sala</translation>
    </message>
</context>
<context>
    <name>HandsGrid</name>
    <message>
        <source>%1 (at most %2 of %3)</source>
        <translation>%1 (max %2 su %3)</translation>
    </message>
</context>
<context>
    <name>LogBox</name>
    <message>
        <source>Table log</source>
        <translation>Registro del tavolo</translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation>Annulla l'ultima</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Undo entry %1</source>
        <translation>Annulla la voce %1</translation>
    </message>
    <message>
        <source>Redo entry %1</source>
        <translation>Ripristina la voce %1</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>RisiKo! referee</source>
        <translation>Arbitro RisiKo!</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The new language applies from the next start.</source>
        <translation>La nuova lingua sarà attiva dal prossimo avvio.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
    <message>
        <source>RisiKo! referee assistant, version %1.</source>
        <translation>Assistente per l'arbitro di RisiKo!, versione %1.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>The computer's clock is %1 behind the last entry: game time goes on from the last entry. Check the computer's date and time.</source>
        <translation>L'orologio del computer è indietro di %1 rispetto all'ultima annotazione: il tempo di gioco prosegue dall'ultima annotazione. Controllare data e ora del computer.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Sede</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>PIN (again)</source>
        <translation>PIN (ripetuto)</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>PIN attuale</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Nuovo PIN</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>File CSV</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>%1: this field cannot be empty.</source>
        <translation>%1: questo campo non può essere vuoto.</translation>
    </message>
    <message>
        <source>%1: at most %2 characters.</source>
        <translation>%1: al massimo %2 caratteri.</translation>
    </message>
    <message>
        <source>%1: write the date as YYYY-MM-DD.</source>
        <translation>%1: scrivi la data come AAAA-MM-GG.</translation>
    </message>
    <message>
        <source>The ruleset file %2 does not exist.</source>
        <translation>Il file del regolamento %2 non esiste.</translation>
    </message>
    <message>
        <source>The ruleset file %2 is not valid at key “%3”: %4</source>
        <translation>Il file del regolamento %2 non è valido alla chiave «%3»: %4</translation>
    </message>
    <message>
        <source>The ruleset file %2 cannot be read: %4</source>
        <translation>Il file del regolamento %2 non si può leggere: %4</translation>
    </message>
    <message>
        <source>%1: the PIN must have at least %2 digits, digits only.</source>
        <translation>%1: il PIN deve avere almeno %2 cifre, solo cifre.</translation>
    </message>
    <message>
        <source>The two PINs are different: type the same PIN twice.</source>
        <translation>I due PIN sono diversi: scrivi lo stesso PIN due volte.</translation>
    </message>
    <message>
        <source>Wrong head referee PIN: nothing was changed.</source>
        <translation>PIN del capo arbitro errato: non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Choose a file name.</source>
        <translation>Scegli un nome per il file.</translation>
    </message>
    <message>
        <source>The event file could not be written: %4</source>
        <translation>Impossibile scrivere il file del torneo: %4</translation>
    </message>
    <message>
        <source>The file %2 does not exist.</source>
        <translation>Il file %2 non esiste.</translation>
    </message>
    <message>
        <source>The event in %2 is already in this database.</source>
        <translation>Il torneo contenuto in %2 è già in questo database.</translation>
    </message>
    <message>
        <source>The file %2 cannot be imported: %4</source>
        <translation>Il file %2 non può essere importato: %4</translation>
    </message>
    <message>
        <source>%2 is already a player of this event. Tell the two apart, for example by adding the club to the name.</source>
        <translation>%2 è già un giocatore di questo torneo. Distingui i due giocatori, per esempio aggiungendo il club al nome.</translation>
    </message>
    <message>
        <source>%1: a whole number from 1, or empty.</source>
        <translation>%1: un numero intero da 1 in su, oppure vuoto.</translation>
    </message>
    <message>
        <source>This player is not part of the open event.</source>
        <translation>Questo giocatore non fa parte del torneo aperto.</translation>
    </message>
    <message>
        <source>The file has %2 bad line(s): nothing was imported.</source>
        <translation>Il file ha %2 righe errate: non è stato importato nulla.</translation>
    </message>
    <message>
        <source>unknown column “%1” (use nome, club, regione, squadra, fascia, presente)</source>
        <translation>colonna sconosciuta «%1» (usa nome, club, regione, squadra, fascia, presente)</translation>
    </message>
    <message>
        <source>column “%1” appears twice</source>
        <translation>la colonna «%1» compare due volte</translation>
    </message>
    <message>
        <source>no name column (nome)</source>
        <translation>manca la colonna del nome (nome)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>no players under the header</source>
        <translation>nessun giocatore sotto l'intestazione</translation>
    </message>
    <message>
        <source>the file is not valid CSV: %1</source>
        <translation>il file non è un CSV valido: %1</translation>
    </message>
    <message>
        <source>empty name</source>
        <translation>nome vuoto</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation>%1 campi, ma l'intestazione ne ha %2</translation>
    </message>
    <message>
        <source>value “%1” under a column without a header</source>
        <translation>valore «%1» in una colonna senza intestazione</translation>
    </message>
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1: al massimo %2 caratteri</translation>
    </message>
    <message>
        <source>band: a whole number from 1 to 999, not “%1”</source>
        <translation>fascia: un numero intero da 1 a 999, non «%1»</translation>
    </message>
    <message>
        <source>mixed encodings: lines %1 are not UTF-8 like the rest of the file; save it again as UTF-8</source>
        <translation>codifiche miste: le righe %1 non sono UTF-8 come il resto del file; salvarlo di nuovo come UTF-8</translation>
    </message>
    <message>
        <source>a quote (") opened on this line is not closed: the lines after it would merge into one player</source>
        <translation>virgolette (") aperte su questa riga e mai chiuse: le righe seguenti diventerebbero un solo giocatore</translation>
    </message>
    <message>
        <source>invisible character %1 in %2: remove it from the file</source>
        <translation>carattere invisibile %1 in %2: toglierlo dal file</translation>
    </message>
    <message>
        <source>present: sì or no, not “%1”</source>
        <translation>presente: sì o no, non «%1»</translation>
    </message>
    <message>
        <source>ranking: a whole number from 1, not “%1”</source>
        <translation>ranking: un numero intero da 1, non «%1»</translation>
    </message>
    <message>
        <source>ranking: place %1 is already on line %2</source>
        <translation>ranking: la posizione %1 è già alla riga %2</translation>
    </message>
    <message>
        <source>%1 is already on line %2</source>
        <translation>%1 compare già alla riga %2</translation>
    </message>
    <message>
        <source>%1 is already a player of this event</source>
        <translation>%1 è già un giocatore di questo torneo</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (solo questo computer)</translation>
    </message>
    <message>
        <source>All interfaces (0.0.0.0)</source>
        <translation>Tutte le interfacce (0.0.0.0)</translation>
    </message>
    <message>
        <source>Start the server</source>
        <translation>Avvia il server</translation>
    </message>
    <message>
        <source>The server is off: no phone can connect.</source>
        <translation>Server spento: nessun telefono può collegarsi.</translation>
    </message>
    <message>
        <source>Hall server</source>
        <translation>Server di sala</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Floor referee's name</source>
        <translation>Nome dell'arbitro di sala</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revoca</translation>
    </message>
    <message>
        <source>Floor referees</source>
        <translation>Arbitri di sala</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Rete</translation>
    </message>
    <message>
        <source>All interfaces</source>
        <translation>Tutte le interfacce</translation>
    </message>
    <message>
        <source>Anyone on any network this computer is connected to will reach the pages. Serve on every interface?</source>
        <translation>Chiunque si trovi su una rete a cui questo computer è collegato potrà aprire le pagine. Servire su tutte le interfacce?</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Impossibile mettersi in ascolto su %1: %2</translation>
    </message>
    <message>
        <source>Serving at %1 — players: hall, pairings, standings; referees: %1arbitro</source>
        <translation>In servizio su %1 — giocatori: sala, abbinamenti, classifica; arbitri: %1arbitro</translation>
    </message>
    <message>
        <source>Stop the server</source>
        <translation>Ferma il server</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valido</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>revocato</translation>
    </message>
    <message>
        <source>Write the referee's name first.</source>
        <translation>Scrivi prima il nome dell'arbitro.</translation>
    </message>
    <message>
        <source>Token of %1: %2 — scan the code with the referee's phone</source>
        <translation>Codice di %1: %2 — inquadra il QR con il telefono dell'arbitro</translation>
    </message>
</context>
<context>
    <name>ParameterModel</name>
    <message>
        <source>table</source>
        <translation>tavolo</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>distribuzione</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>orologio</translation>
    </message>
    <message>
        <source>sdadata</source>
        <translation>sdadata</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>rinforzi</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>combinazioni</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>penalità</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classifica</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>sorteggi</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
</context>
<context>
    <name>PenaltyPanel</name>
    <message>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Too many reinforcements</source>
        <translation>Rinforzi in eccesso</translation>
    </message>
    <message>
        <source>Above the army cap</source>
        <translation>Oltre il tetto di armate</translation>
    </message>
    <message>
        <source>Forgotten sdadata roll</source>
        <translation>Sdadata dimenticata</translation>
    </message>
    <message>
        <source>Free sanction</source>
        <translation>Sanzione libera</translation>
    </message>
    <message>
        <source>Declared by himself</source>
        <translation>Autodenunciato</translation>
    </message>
    <message>
        <source>Why the sanction</source>
        <translation>Motivo della sanzione</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Squalifica</translation>
    </message>
    <message>
        <source>Excess armies:</source>
        <translation>Armate in eccesso:</translation>
    </message>
    <message>
        <source>Armies on the board:</source>
        <translation>Armate sul tabellone:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>Points deducted:</source>
        <translation>Punti di penalizzazione:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalità:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Warnings so far: %1</source>
        <translation>Ammonizioni finora: %1</translation>
    </message>
    <message>
        <source>Penalty to %1 at table %2: %3.</source>
        <translation>Penalità a %1 al tavolo %2: %3.</translation>
    </message>
    <message>
        <source>Apply the penalty</source>
        <translation>Applica la penalità</translation>
    </message>
    <message>
        <source>Penalty to %1</source>
        <translation>Penalità a %1</translation>
    </message>
</context>
<context>
    <name>PhaseBox</name>
    <message>
        <source>End of game</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>objective completed</source>
        <translation>obiettivo completato</translation>
    </message>
    <message>
        <source>ended by the sdadata</source>
        <translation>chiusa dalla sdadata</translation>
    </message>
    <message>
        <source>Sdadata: %1</source>
        <translation>Sdadata: %1</translation>
    </message>
    <message>
        <source>Time is up: record during whose turn (Ctrl+T)</source>
        <translation>Tempo scaduto: indicare durante il turno di chi (Ctrl+T)</translation>
    </message>
    <message>
        <source>time expired during %1's turn</source>
        <translation>tempo scaduto durante il turno di %1</translation>
    </message>
    <message>
        <source>Anchor: %1</source>
        <translation>Ultimo di mano: %1</translation>
    </message>
    <message>
        <source>Next: %1, rolls: %2</source>
        <translation>Tocca a %1, sdadata: %2</translation>
    </message>
    <message>
        <source>Next: %1, no roll in this turn</source>
        <translation>Tocca a %1, in questo turno niente sdadata</translation>
    </message>
</context>
<context>
    <name>PinStep</name>
    <message>
        <source>Head referee</source>
        <translation>Capo arbitro</translation>
    </message>
    <message>
        <source>The PIN protects corrections of confirmed results. At least 6 digits.</source>
        <translation>Il PIN protegge le correzioni dei risultati confermati e il ripristino delle copie. Almeno 6 cifre.</translation>
    </message>
    <message>
        <source>shown in the log next to each action</source>
        <translation>compare nel registro accanto a ogni azione</translation>
    </message>
    <message>
        <source>Head referee &amp;PIN:</source>
        <translation>&amp;PIN del capo arbitro:</translation>
    </message>
    <message>
        <source>PIN &amp;again:</source>
        <translation>Ripeti il P&amp;IN:</translation>
    </message>
    <message>
        <source>&amp;Your name (referee):</source>
        <translation>Il &amp;tuo nome (arbitro):</translation>
    </message>
    <message>
        <source>Check the event</source>
        <translation>Controlla il torneo</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Modifica giocatore</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nuovo giocatore</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Regione:</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Squadra:</translation>
    </message>
    <message>
        <source>&amp;Band:</source>
        <translation>&amp;Fascia:</translation>
    </message>
    <message>
        <source>Player not saved</source>
        <translation>Giocatore non salvato</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Out as</source>
        <translation>Eliminato per</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>1 = eliminated first; only for eliminated players</source>
        <translation>1 = eliminato per primo; solo per i giocatori eliminati</translation>
    </message>
    <message>
        <source>Territories separated by commas, or the card name when the event has a deck</source>
        <translation>Territori separati da virgole, o il nome della carta se il torneo ha un mazzo obiettivi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Search name, club, region, team (Ctrl+F)</source>
        <translation>Cerca nome, club, regione, squadra (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Aggiungi giocatore…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifica…</translation>
    </message>
    <message>
        <source>Enter or double click</source>
        <translation>Invio o doppio clic</translation>
    </message>
    <message>
        <source>Check in / out</source>
        <translation>Presente / assente</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Barra spaziatrice</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importa CSV…</translation>
    </message>
    <message>
        <source>&amp;Band…</source>
        <translation>&amp;Fascia…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B: one band for every selected player</source>
        <translation>Ctrl+Maiusc+B: una fascia per tutti i giocatori selezionati</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>No event is open: create or open one in the Event tab.</source>
        <translation>Nessun torneo aperto: creane o aprine uno nella scheda Torneo.</translation>
    </message>
    <message>
        <source>Present: %1 / %2</source>
        <translation>Presenti: %1 / %2</translation>
    </message>
    <message>
        <source>No players yet: add them (Ctrl+Shift+N) or import a CSV file (Ctrl+Shift+I).</source>
        <translation>Ancora nessun giocatore: aggiungili (Ctrl+Maiusc+N) o importa un file CSV (Ctrl+Maiusc+I).</translation>
    </message>
    <message>
        <source>Space checks the selected player in or out; Enter edits; Ctrl+Z undoes.</source>
        <translation>Barra spaziatrice: presente/assente; Invio: modifica; Ctrl+Z: annulla.</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Band for the %1 selected players (0: none):</source>
        <translation>Fascia per i %1 giocatori selezionati (0: nessuna):</translation>
    </message>
    <message>
        <source>Band %1 for %2 players</source>
        <translation>Fascia %1 per %2 giocatori</translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>Impossibile annullare</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <source>Check in %1</source>
        <translation>Segna presente %1</translation>
    </message>
    <message>
        <source>Check out %1</source>
        <translation>Segna assente %1</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
    <message>
        <source>%1 players imported.</source>
        <translation>%1 giocatori importati.</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Save PDF</source>
        <translation>Salva PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Schede punteggi</translation>
    </message>
    <message>
        <source>Table result</source>
        <translation>Verbale del tavolo</translation>
    </message>
    <message>
        <source>Deal sheet</source>
        <translation>Foglio della distribuzione</translation>
    </message>
    <message>
        <source>Round tables</source>
        <translation>Tavoli del turno</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Penalty and ruling log</source>
        <translation>Registro sanzioni e decisioni</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Blank, to fill in by hand</source>
        <translation>Vuote, da compilare a mano</translation>
    </message>
    <message>
        <source> players</source>
        <translation> giocatori</translation>
    </message>
    <message>
        <source>Deal the cards now (replaces the table's deal)</source>
        <translation>Distribuisci ora le carte (sostituisce la distribuzione del tavolo)</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Cosa</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Table &amp;size</source>
        <translation>&amp;Giocatori per tavolo</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Salva PDF…</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Tutti i tavoli</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>No round has been drawn yet: only blank score sheets, the standings and the log can be printed.</source>
        <translation>Nessun turno è stato ancora sorteggiato: si possono stampare solo schede vuote, la classifica e il registro.</translation>
    </message>
    <message>
        <source>This round has no tables yet.</source>
        <translation>Questo turno non ha ancora tavoli.</translation>
    </message>
    <message>
        <source>score-sheets</source>
        <translation>schede-punteggio</translation>
    </message>
    <message>
        <source>result</source>
        <translation>risultato</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>distribuzione</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>tavoli</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classifica</translation>
    </message>
    <message>
        <source>log</source>
        <translation>registro</translation>
    </message>
    <message>
        <source>round-%1</source>
        <translation>turno-%1</translation>
    </message>
    <message>
        <source>table-%1</source>
        <translation>tavolo-%1</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vuote</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossibile stampare</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Giocatori per tavolo</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>Cosa stampare</translation>
    </message>
    <message>
        <source>Open or create an event first.</source>
        <translation>Apri o crea prima un evento.</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Hall board</source>
        <translation>Tabellone della sala</translation>
    </message>
    <message>
        <source>%1 tables playing on this clock · below, the %2 that differ</source>
        <translation>%1 tavoli in gioco con questo orologio · sotto, i %2 che fanno eccezione</translation>
    </message>
</context>
<context>
    <name>ProposalBox</name>
    <message>
        <source>Draw proposal (select two players to swap them)</source>
        <translation>Proposta di sorteggio (selezionare due giocatori per scambiarli)</translation>
    </message>
    <message>
        <source>Broken constraints</source>
        <translation>Vincoli non rispettati</translation>
    </message>
    <message>
        <source>every constraint is kept</source>
        <translation>tutti i vincoli rispettati</translation>
    </message>
    <message>
        <source>%1 of them broken by the manual swap</source>
        <translation>%1 rotti dallo scambio manuale</translation>
    </message>
    <message>
        <source>no draw can do better</source>
        <translation>nessun sorteggio può fare meglio</translation>
    </message>
    <message>
        <source>the best the search found</source>
        <translation>il migliore trovato dalla ricerca</translation>
    </message>
    <message>
        <source>Seed %1 · constraints, most important first: %2 · broken: %3 (%4)</source>
        <translation>Seme %1 · vincoli, dal più importante: %2 · violazioni: %3 (%4)</translation>
    </message>
    <message>
        <source>Select two players at different tables to swap them.</source>
        <translation>Selezionare due giocatori di tavoli diversi per scambiarli.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tavolo %1</translation>
    </message>
    <message>
        <source>Swapping %1 breaks: %2</source>
        <translation>Scambiare %1 viola: %2</translation>
    </message>
    <message>
        <source>Swapping %1 breaks nothing new.</source>
        <translation>Scambiare %1 non viola nulla di nuovo.</translation>
    </message>
    <message>
        <source>It mends %1 broken constraint(s).</source>
        <translation>Ripara %1 vincolo/i violato/i.</translation>
    </message>
</context>
<context>
    <name>ProposalModel</name>
    <message>
        <source>Table / player</source>
        <translation>Tavolo / giocatore</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Fascia</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Last place</source>
        <translation>Piazz. precedente</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
</context>
<context>
    <name>RankingModel</name>
    <message>
        <source>Place</source>
        <translation>Piazz.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Obj.</source>
        <translation>Ob.</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>Above the next by</source>
        <translation>Davanti al successivo per</translation>
    </message>
    <message>
        <source>tie with %1: dice needed</source>
        <translation>pari con %1: serve il dado</translation>
    </message>
</context>
<context>
    <name>ResultBox</name>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Result…</source>
        <translation>Risultato…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Distribuzione…</translation>
    </message>
    <message>
        <source>Result confirmed</source>
        <translation>Risultato confermato</translation>
    </message>
    <message>
        <source>Final state entered, result to confirm</source>
        <translation>Situazione finale inserita, risultato da confermare</translation>
    </message>
    <message>
        <source>Game over: enter the final state</source>
        <translation>Partita finita: inserire la situazione finale</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partita in corso</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result of table %1, round %2</source>
        <translation>Risultato del tavolo %1, turno %2</translation>
    </message>
    <message>
        <source>Territories and armies, e.g.: alaska 3, perù, cita 2</source>
        <translation>Territori e armate, es.: alaska 3, perù, cita 2</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Assegna</translation>
    </message>
    <message>
        <source>In the “Held by” column type the seat number (1-6) or N for neutral; the cursor moves to the next territory.</source>
        <translation>Nella colonna «Proprietario» digita il numero del posto (1-6) o N per neutrale; il cursore passa al territorio successivo.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Objective completed (RisiKo!) by:</source>
        <translation>Obiettivo completato (RisiKo!) da:</translation>
    </message>
    <message>
        <source>Confirmed: only the head referee can correct this result (PIN and reason).</source>
        <translation>Confermato: solo il capo arbitro può correggere questo risultato (PIN e motivo).</translation>
    </message>
    <message>
        <source>Confirming cannot be undone: afterwards only the head referee can correct the result, with the PIN.</source>
        <translation>La conferma non si può annullare: dopo, solo il capo arbitro può correggere il risultato, con il PIN.</translation>
    </message>
    <message>
        <source>&amp;Confirm result</source>
        <translation>&amp;Conferma risultato</translation>
    </message>
    <message>
        <source>C&amp;orrect…</source>
        <translation>C&amp;orreggi…</translation>
    </message>
    <message>
        <source>&amp;Save without confirming</source>
        <translation>&amp;Salva senza confermare</translation>
    </message>
    <message>
        <source>Ctrl+S: keeps the final state in the table's log, e.g. while the tied players roll their dice</source>
        <translation>Ctrl+S: conserva la situazione finale nel registro del tavolo, ad esempio mentre i giocatori a pari merito tirano il dado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt; (double-click or type to edit)</source>
        <translation>&lt;b&gt;Giocatori&lt;/b&gt; (doppio clic o digita per modificare)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ranking&lt;/b&gt; (computed by the rules engine)</source>
        <translation>&lt;b&gt;Classifica del tavolo&lt;/b&gt; (calcolata dal motore delle regole)</translation>
    </message>
    <message>
        <source>Copy the score sheet: Tab moves along the row, Enter to the next row and then to what is still missing; blank columns are asked only when a tie reaches them.</source>
        <translation>Ricopia il foglio segnapunti: Tab va avanti nella riga, Invio alla riga successiva e poi a ciò che manca; le colonne vuote servono solo se una parità ci arriva.</translation>
    </message>
    <message>
        <source>No objective deck: the totals alone are enough.</source>
        <translation>Nessun mazzo di obiettivi: bastano i totali.</translation>
    </message>
    <message>
        <source>From the score &amp;sheet</source>
        <translation>Dal &amp;foglio segnapunti</translation>
    </message>
    <message>
        <source>From the &amp;map</source>
        <translation>Dalla &amp;mappa</translation>
    </message>
    <message>
        <source>territories</source>
        <translation>territori</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>obiettivo</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutrali</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>status</source>
        <translation>stato</translation>
    </message>
    <message>
        <source>out as</source>
        <translation>eliminato per</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>Points on the sheet: %3 of %4</source>
        <translation>Punti sul foglio: %3 su %4</translation>
    </message>
    <message>
        <source>Territories assigned: %1 of %2 · points: %3 of %4</source>
        <translation>Territori assegnati: %1 su %2 · punti: %3 su %4</translation>
    </message>
    <message>
        <source>To fix: %1</source>
        <translation>Da correggere: %1</translation>
    </message>
    <message>
        <source>Tie not broken (%1): enter the die each of them rolled.</source>
        <translation>Parità non risolta (%1): inserisci il dado tirato da ciascuno.</translation>
    </message>
    <message>
        <source>Tie not broken (%1): fill in “%2” from the score sheet.</source>
        <translation>Parità non risolta (%1): inserisci «%2» dal foglio segnapunti.</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Controlla: %1</translation>
    </message>
    <message>
        <source>The map agrees with the score sheet.</source>
        <translation>La mappa concorda con il foglio segnapunti.</translation>
    </message>
    <message>
        <source>The map differs from the score sheet: %1</source>
        <translation>La mappa non concorda con il foglio segnapunti: %1</translation>
    </message>
    <message>
        <source>%1 %2: sheet %3, map %4</source>
        <translation>%1 %2: foglio %3, mappa %4</translation>
    </message>
    <message>
        <source>Corrected by %1 at %2: %3</source>
        <translation>Corretto da %1 il %2: %3</translation>
    </message>
    <message>
        <source>Previous result: %1</source>
        <translation>Risultato precedente: %1</translation>
    </message>
    <message>
        <source>Territories not assigned</source>
        <translation>Territori non assegnati</translation>
    </message>
    <message>
        <source>Final state not saved</source>
        <translation>Situazione finale non salvata</translation>
    </message>
    <message>
        <source>Table %1 has not ended: no end of game is recorded at the table. Confirming closes it: its clock stops, and afterwards only the head referee can change the result, with the PIN.</source>
        <translation>Il tavolo %1 non è finito: al tavolo non è registrata la fine della partita. Confermare lo chiude: il suo orologio si ferma e poi solo l'arbitro capo potrà cambiare il risultato, con il PIN.</translation>
    </message>
    <message>
        <source>Confirm result</source>
        <translation>Conferma risultato</translation>
    </message>
    <message>
        <source>Confirm the result</source>
        <translation>Conferma il risultato</translation>
    </message>
    <message>
        <source>Result not confirmed</source>
        <translation>Risultato non confermato</translation>
    </message>
    <message>
        <source>Result not corrected</source>
        <translation>Risultato non corretto</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>RisiKo!</source>
        <translation>RisiKo!</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>eliminazione</translation>
    </message>
    <message>
        <source>objective points</source>
        <translation>punti obiettivo</translation>
    </message>
    <message>
        <source>points outside the objective</source>
        <translation>punti fuori obiettivo</translation>
    </message>
    <message>
        <source>armies in the objective</source>
        <translation>armate nell'obiettivo</translation>
    </message>
    <message>
        <source>armies outside the objective</source>
        <translation>armate fuori obiettivo</translation>
    </message>
    <message>
        <source>armies on the board</source>
        <translation>armate sul tabellone</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>carte in mano</translation>
    </message>
    <message>
        <source>territories in the objective</source>
        <translation>territori nell'obiettivo</translation>
    </message>
    <message>
        <source>territories outside the objective</source>
        <translation>territori fuori obiettivo</translation>
    </message>
    <message>
        <source>later seat</source>
        <translation>posto di gioco successivo</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>game score</source>
        <translation>punteggio di partita</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>best single score</source>
        <translation>miglior punteggio singolo</translation>
    </message>
    <message>
        <source>second best score</source>
        <translation>secondo miglior punteggio</translation>
    </message>
    <message>
        <source>best scores in order</source>
        <translation>migliori punteggi in ordine</translation>
    </message>
    <message>
        <source>best score got earlier</source>
        <translation>miglior punteggio ottenuto prima</translation>
    </message>
    <message>
        <source>objective points of the counted games</source>
        <translation>punti obiettivo delle partite valide</translation>
    </message>
    <message>
        <source>outside points of the counted games</source>
        <translation>punti fuori obiettivo delle partite valide</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>partite giocate</translation>
    </message>
    <message>
        <source>tie: dice needed</source>
        <translation>parità: serve il dado</translation>
    </message>
    <message>
        <source>place in the phase</source>
        <translation>posto nella fase</translation>
    </message>
    <message>
        <source>won his table</source>
        <translation>ha vinto il tavolo</translation>
    </message>
    <message>
        <source>total with the phase</source>
        <translation>totale con la fase</translation>
    </message>
    <message>
        <source>entering order</source>
        <translation>ordine di ingresso</translation>
    </message>
    <message>
        <source>played the phase</source>
        <translation>ha giocato la fase</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminato</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>escluso</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>semifinal</source>
        <translation>semifinale</translation>
    </message>
    <message>
        <source>semifinals</source>
        <translation>semifinali</translation>
    </message>
    <message>
        <source>quarterfinal</source>
        <translation>quarto di finale</translation>
    </message>
    <message>
        <source>quarterfinals</source>
        <translation>quarti di finale</translation>
    </message>
    <message>
        <source>qualifier rounds</source>
        <translation>turni di qualificazione</translation>
    </message>
    <message>
        <source>all rounds count</source>
        <translation>all'italiana</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>concluso</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutrale</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>The same seed and players give the same draw</source>
        <translation>Stesso seme e stessi giocatori danno lo stesso sorteggio</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Sorteggia</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>Confirm round</source>
        <translation>Conferma turno</translation>
    </message>
    <message>
        <source>Seat order…</source>
        <translation>Ordine di gioco…</translation>
    </message>
    <message>
        <source>Bands…</source>
        <translation>Fasce…</translation>
    </message>
    <message>
        <source>Search players…</source>
        <translation>Cerca giocatori…</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>T&amp;urni</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Players of the next round</source>
        <translation>Giocatori del prossimo turno</translation>
    </message>
    <message>
        <source>Saved round</source>
        <translation>Turno salvato</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Nessun torneo aperto</translation>
    </message>
    <message>
        <source>Open or create an event on the Event page to draw its rounds.</source>
        <translation>Aprire o creare un torneo nella pagina Torneo per sorteggiarne i turni.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Event complete</source>
        <translation>Torneo concluso</translation>
    </message>
    <message>
        <source>qualifier</source>
        <translation>qualificazione</translation>
    </message>
    <message>
        <source>quarterfinals</source>
        <translation>quarti di finale</translation>
    </message>
    <message>
        <source>semifinals</source>
        <translation>semifinali</translation>
    </message>
    <message>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>Next: round %1</source>
        <translation>Prossimo: turno %1</translation>
    </message>
    <message>
        <source>Next: round %1 — %2</source>
        <translation>Prossimo: turno %1 — %2</translation>
    </message>
    <message>
        <source>(optional)</source>
        <translation>(facoltativa)</translation>
    </message>
    <message>
        <source>%1 players can be drawn: %2 tables (%3).</source>
        <translation>%1 giocatori da sorteggiare: %2 tavoli (%3).</translation>
    </message>
    <message>
        <source>The organiser may skip it and close the event after the qualifiers.</source>
        <translation>L'organizzatore può saltarla e chiudere il torneo dopo le qualificazioni.</translation>
    </message>
    <message>
        <source>%1 checked in of %2</source>
        <translation>%1 presenti su %2</translation>
    </message>
    <message>
        <source>No round saved yet.</source>
        <translation>Nessun turno salvato.</translation>
    </message>
    <message>
        <source>Round %1 (%2 tables)</source>
        <translation>Turno %1 (%2 tavoli)</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
    <message>
        <source>Open an event first.</source>
        <translation>Aprire prima un torneo.</translation>
    </message>
    <message>
        <source>Select two players at different tables to swap them.</source>
        <translation>Selezionare due giocatori di tavoli diversi per scambiarli.</translation>
    </message>
    <message>
        <source>Draw the round first.</source>
        <translation>Sorteggiare prima il turno.</translation>
    </message>
    <message>
        <source>Round %1 is saved with its %2 tables: they appear in the hall and on the table page, and the draw cannot be made again. Undo removes the round only until one of its tables records something.</source>
        <translation>Il turno %1 viene salvato con i suoi %2 tavoli: compaiono nella sala e nella pagina del tavolo, e il sorteggio non si può più rifare. Annulla toglie il turno solo finché nessuno dei suoi tavoli ha registrato qualcosa.</translation>
    </message>
    <message>
        <source>Confirm round %1</source>
        <translation>Conferma turno %1</translation>
    </message>
    <message>
        <source>Select a table of the saved round.</source>
        <translation>Selezionare un tavolo del turno salvato.</translation>
    </message>
    <message>
        <source>Table %1 has started: its seat order is fixed.</source>
        <translation>Il tavolo %1 ha iniziato: l'ordine di gioco è fissato.</translation>
    </message>
</context>
<context>
    <name>RulesetStep</name>
    <message>
        <source>The ruleset</source>
        <translation>Il regolamento</translation>
    </message>
    <message>
        <source>It is frozen into the event: later edits of a ruleset do not change it.</source>
        <translation>Viene fissato nel torneo: modifiche successive al regolamento non lo cambiano.</translation>
    </message>
    <message>
        <source>A &amp;built-in ruleset</source>
        <translation>Un regolamento &amp;incluso</translation>
    </message>
    <message>
        <source>A ruleset &amp;file</source>
        <translation>Un &amp;file di regolamento</translation>
    </message>
    <message>
        <source>path of a .json ruleset file</source>
        <translation>percorso di un file di regolamento .json</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>Ruleset file</source>
        <translation>File del regolamento</translation>
    </message>
    <message>
        <source>Ruleset files (*.json);;All files (*)</source>
        <translation>File di regolamento (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Check the ruleset</source>
        <translation>Controlla il regolamento</translation>
    </message>
</context>
<context>
    <name>RulesetsPage</name>
    <message>
        <source>Ruleset:</source>
        <translation>Regolamento:</translation>
    </message>
    <message>
        <source>&amp;Rulesets</source>
        <translation>&amp;Regolamenti</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Decisions where the regulation is ambiguous</source>
        <translation>Scelte dove il regolamento è ambiguo</translation>
    </message>
</context>
<context>
    <name>RulingBox</name>
    <message>
        <source>Ruling</source>
        <translation>Decisione arbitrale</translation>
    </message>
    <message>
        <source>What was decided</source>
        <translation>Cosa è stato deciso</translation>
    </message>
    <message>
        <source>— no casistica entry —</source>
        <translation>— nessuna voce di casistica —</translation>
    </message>
    <message>
        <source>Record ruling</source>
        <translation>Registra decisione</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Decisione:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Casistica:</source>
        <translation>Casistica:</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Record a ruling at a table</source>
        <translation>Registra una decisione a un tavolo</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>&amp;Ruling:</source>
        <translation>&amp;Decisione:</translation>
    </message>
    <message>
        <source>Casistica:</source>
        <translation>Casistica:</translation>
    </message>
</context>
<context>
    <name>RulingLogPanel</name>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione arbitrale</translation>
    </message>
    <message>
        <source>Casistica</source>
        <translation>Casistica</translation>
    </message>
    <message>
        <source>Open an event to see the rulings given at its tables.</source>
        <translation>Apri un torneo per vedere le decisioni prese ai suoi tavoli.</translation>
    </message>
    <message>
        <source>No ruling recorded yet: select a casistica entry and press "Record as ruling at a table…" (Ctrl+R).</source>
        <translation>Nessuna decisione registrata: scegli un caso della casistica e premi "Registra come decisione a un tavolo…" (Ctrl+R).</translation>
    </message>
    <message>
        <source>%1 rulings recorded at the event's tables.</source>
        <translation>Decisioni registrate ai tavoli del torneo: %1.</translation>
    </message>
</context>
<context>
    <name>SavedNotice</name>
    <message>
        <source>Saved</source>
        <translation>Salvato</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Salvato in %1</translation>
    </message>
    <message>
        <source>Open the PDF</source>
        <translation>Apri il PDF</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Apri la cartella</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>SavedTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Seats and colours</source>
        <translation>Posti e colori</translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation>Ordine di gioco</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fissato</translation>
    </message>
    <message>
        <source>can change</source>
        <translation>modificabile</translation>
    </message>
    <message>
        <source>The table has started: its seat order is fixed.</source>
        <translation>Il tavolo ha iniziato: l'ordine di gioco è fissato.</translation>
    </message>
    <message>
        <source>Enter the table's dice with Seat order… before play starts.</source>
        <translation>Inserire i dadi del tavolo con Ordine di gioco… prima dell'inizio.</translation>
    </message>
</context>
<context>
    <name>SeatOrderDialog</name>
    <message>
        <source>Seat order — table %1</source>
        <translation>Ordine di gioco — tavolo %1</translation>
    </message>
    <message>
        <source>Type each player's die roll; on a tie, the tied players roll again: type the new roll after the first (e.g. 6 3). Seat 1 (first to play) is the highest roll.</source>
        <translation>Scrivere il tiro di dado di ogni giocatore; in caso di parità i giocatori pari ritirano: scrivere il nuovo tiro dopo il primo (es. 6 3). Il primo di mano è chi tira più alto.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Roll(s)</source>
        <translation>Tiro/i</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Order by dice</source>
        <translation>Ordina con i dadi</translation>
    </message>
    <message>
        <source>Let the app draw</source>
        <translation>Sorteggia l'app</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>%1: a roll is a whole number from 1 to 18.</source>
        <translation>%1: un tiro è un numero intero da 1 a 18.</translation>
    </message>
    <message>
        <source>Every player needs a roll (missing: %1).</source>
        <translation>Serve un tiro per ogni giocatore (manca: %1).</translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Warn.</source>
        <translation>Amm.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Tetto</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ammonizioni</translation>
    </message>
    <message>
        <source>Army cap</source>
        <translation>Tetto armate</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Card no.</source>
        <translation>N. carta</translation>
    </message>
    <message>
        <source>Obj. points</source>
        <translation>Punti obiettivo</translation>
    </message>
    <message>
        <source>Outside points</source>
        <translation>Punti fuori</translation>
    </message>
    <message>
        <source>Armies in obj.</source>
        <translation>Armate obiettivo</translation>
    </message>
    <message>
        <source>Armies outside</source>
        <translation>Armate fuori</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Terr. in obj.</source>
        <translation>Terr. obiettivo</translation>
    </message>
    <message>
        <source>Terr. outside</source>
        <translation>Terr. fuori</translation>
    </message>
    <message>
        <source>Out as (1st, 2nd…)</source>
        <translation>Eliminato (1°, 2°…)</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>RisiKo!</source>
        <translation>RisiKo!</translation>
    </message>
    <message>
        <source>Neutral territories' points:</source>
        <translation>Punti dei territori neutrali:</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Rounds counted</source>
        <translation>Turni validi</translation>
    </message>
    <message>
        <source>Above the next by</source>
        <translation>Davanti al successivo per</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>turno %1: %2</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>&amp;Enter result…</source>
        <translation>&amp;Inserisci risultato…</translation>
    </message>
    <message>
        <source>Tables without a confirmed result</source>
        <translation>Tavoli senza risultato confermato</translation>
    </message>
    <message>
        <source>Dice for ties</source>
        <translation>Dadi per le parità</translation>
    </message>
    <message>
        <source>&amp;Save dice</source>
        <translation>&amp;Salva dadi</translation>
    </message>
    <message>
        <source>Have the tied players roll a die and enter each roll (1-6). A roll entered wrong is replaced by entering it again.</source>
        <translation>Fai tirare un dado ai giocatori a pari merito e inserisci ogni tiro (1-6). Un tiro inserito male si sostituisce inserendolo di nuovo.</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <source>Open or create an event to see its standings.</source>
        <translation>Apri o crea un torneo per vederne la classifica.</translation>
    </message>
    <message>
        <source>The standings cannot be computed: %1</source>
        <translation>Impossibile calcolare la classifica: %1</translation>
    </message>
    <message>
        <source>No confirmed result yet: the standings fill in as the tables' results are confirmed.</source>
        <translation>Ancora nessun risultato confermato: la classifica si riempie man mano che i risultati dei tavoli sono confermati.</translation>
    </message>
    <message>
        <source>Round %1 · table %2: %3</source>
        <translation>Turno %1 · tavolo %2: %3</translation>
    </message>
    <message>
        <source>Tables without a confirmed result (%1)</source>
        <translation>Tavoli senza risultato confermato (%1)</translation>
    </message>
    <message>
        <source>Stage: %1 · %2 players</source>
        <translation>Fase: %1 · %2 giocatori</translation>
    </message>
    <message>
        <source>Red line: places %1-%2 play the %3</source>
        <translation>Linea rossa: i posti %1-%2 giocano: %3</translation>
    </message>
    <message>
        <source>dice needed at the cut: %1</source>
        <translation>serve il dado al taglio: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tie %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parità %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dice not saved</source>
        <translation>Dadi non salvati</translation>
    </message>
</context>
<context>
    <name>TableOps</name>
    <message>
        <source>Clock started</source>
        <translation>Orologio avviato</translation>
    </message>
    <message>
        <source>Clock paused</source>
        <translation>Orologio in pausa</translation>
    </message>
    <message>
        <source>Clock paused with the whole hall</source>
        <translation>Orologio in pausa con tutta la sala</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Orologio ripartito</translation>
    </message>
    <message>
        <source>%1 recovery minutes: %2</source>
        <translation>%1 minuti di recupero: %2</translation>
    </message>
    <message>
        <source>Time expired during %1's turn</source>
        <translation>Tempo scaduto durante il turno di %1</translation>
    </message>
    <message>
        <source>End of %1's turn</source>
        <translation>Fine turno di %1</translation>
    </message>
    <message>
        <source>conquered %1</source>
        <translation>conquistati %1</translation>
    </message>
    <message>
        <source>eliminated %1</source>
        <translation>eliminato %1</translation>
    </message>
    <message>
        <source>excluded: %1</source>
        <translation>escluso: %1</translation>
    </message>
    <message>
        <source>withdrew: %1</source>
        <translation>ritirato: %1</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>sdadata %1</translation>
    </message>
    <message>
        <source>missed the sdadata roll</source>
        <translation>sdadata dimenticata</translation>
    </message>
    <message>
        <source>completed the objective</source>
        <translation>obiettivo completato</translation>
    </message>
    <message>
        <source>%1 eliminated</source>
        <translation>%1 eliminato</translation>
    </message>
    <message>
        <source>%1 excluded</source>
        <translation>%1 escluso</translation>
    </message>
    <message>
        <source>%1 withdrew</source>
        <translation>%1 ritirato</translation>
    </message>
    <message>
        <source>Penalty to %1</source>
        <translation>Penalità a %1</translation>
    </message>
    <message>
        <source>excess reinforcements: %1</source>
        <translation>rinforzi in eccesso: %1</translation>
    </message>
    <message>
        <source>armies on the board: %1</source>
        <translation>armate sul tabellone: %1</translation>
    </message>
    <message>
        <source>missed sdadata roll</source>
        <translation>sdadata dimenticata</translation>
    </message>
    <message>
        <source>free sanction: %1</source>
        <translation>sanzione libera: %1</translation>
    </message>
    <message>
        <source>declared by himself</source>
        <translation>autodenunciato</translation>
    </message>
    <message>
        <source>spotted</source>
        <translation>segnalato</translation>
    </message>
    <message>
        <source>Ruling: %1</source>
        <translation>Decisione: %1</translation>
    </message>
    <message>
        <source>players: %1</source>
        <translation>giocatori: %1</translation>
    </message>
    <message>
        <source>casistica: %1</source>
        <translation>casistica: %1</translation>
    </message>
    <message>
        <source>Referee called</source>
        <translation>Chiamata arbitro</translation>
    </message>
    <message>
        <source>Referee arrived</source>
        <translation>Arbitro arrivato</translation>
    </message>
    <message>
        <source>Final state entered</source>
        <translation>Situazione finale inserita</translation>
    </message>
    <message>
        <source>Result confirmed</source>
        <translation>Risultato confermato</translation>
    </message>
    <message>
        <source>Result corrected</source>
        <translation>Risultato corretto</translation>
    </message>
    <message>
        <source>Undo of entry %1</source>
        <translation>Annullata la voce %1</translation>
    </message>
    <message>
        <source>Redo of entry %1</source>
        <translation>Ripristinata la voce %1</translation>
    </message>
    <message>
        <source>Entry: %1</source>
        <translation>Voce: %1</translation>
    </message>
    <message>
        <source>No fixed penalty in this ruleset: the illegal armies are simply taken back</source>
        <translation>Nessuna penalità fissa in questo regolamento: le armate irregolari si tolgono e basta</translation>
    </message>
    <message>
        <source>No excess: nothing to remove</source>
        <translation>Nessuna eccedenza: niente da togliere</translation>
    </message>
    <message>
        <source>Territories dealt by the app (seed %1)</source>
        <translation>Territori distribuiti dall'app (seme %1)</translation>
    </message>
    <message>
        <source>Deal made at the table, checked by the referee</source>
        <translation>Distribuzione fatta al tavolo, controllata dall'arbitro</translation>
    </message>
    <message>
        <source>Remove %1 armies from those just placed</source>
        <translation>Togliere %1 armate tra quelle appena piazzate</translation>
    </message>
    <message>
        <source>This ruleset has no army cap</source>
        <translation>Questo regolamento non ha tetto di armate</translation>
    </message>
    <message>
        <source>Not above his cap of %1: no penalty</source>
        <translation>Non supera il suo tetto di %1: nessuna penalità</translation>
    </message>
    <message>
        <source>Remove %1 armies; the cap stays %2</source>
        <translation>Togliere %1 armate; il tetto resta %2</translation>
    </message>
    <message>
        <source>Remove %1 armies; new cap %2</source>
        <translation>Togliere %1 armate; nuovo tetto %2</translation>
    </message>
    <message>
        <source>No fixed penalty in this ruleset for a missed roll</source>
        <translation>Nessuna penalità fissa in questo regolamento per la sdadata dimenticata</translation>
    </message>
    <message>
        <source>Verbal warning</source>
        <translation>Ammonizione verbale</translation>
    </message>
    <message>
        <source>Excluded from the game: his territories turn neutral with their armies, he ranks as the first eliminated (record the exclusion)</source>
        <translation>Escluso dalla partita: i suoi territori diventano neutrali con le loro armate, si classifica come primo eliminato (registrare l'esclusione)</translation>
    </message>
    <message>
        <source>This ruleset has no free sanctions: kept as a note</source>
        <translation>Questo regolamento non prevede sanzioni libere: resta come nota</translation>
    </message>
    <message>
        <source>Sanction: %1</source>
        <translation>Sanzione: %1</translation>
    </message>
    <message>
        <source>Sanction: %1; %2 points deducted</source>
        <translation>Sanzione: %1; %2 punti di penalizzazione</translation>
    </message>
    <message>
        <source>Disqualified: %1 (record the exclusion)</source>
        <translation>Squalificato: %1 (registrare l'esclusione)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Round:</source>
        <translation>Turno di gioco:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Pausa dell'orologio</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Ripresa dell'orologio</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>escluso</translation>
    </message>
    <message>
        <source>withdrew</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>No event is open: open or create one on the Event page.</source>
        <translation>Nessun torneo aperto: aprine o creane uno nella pagina Torneo.</translation>
    </message>
    <message>
        <source>No tables yet: draw a round on the Rounds page first.</source>
        <translation>Ancora nessun tavolo: sorteggia prima un turno nella pagina Turni.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>Cannot show the table</source>
        <translation>Impossibile mostrare il tavolo</translation>
    </message>
    <message>
        <source>Undo entry %1</source>
        <translation>Annulla la voce %1</translation>
    </message>
    <message>
        <source>Redo entry %1</source>
        <translation>Ripristina la voce %1</translation>
    </message>
    <message>
        <source>%1 recovery minutes</source>
        <translation>%1 minuti di recupero</translation>
    </message>
    <message>
        <source>Time expired</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>Time expired during whose turn?</source>
        <translation>Tempo scaduto durante il turno di chi?</translation>
    </message>
    <message>
        <source>The clock of table %1 still shows %2. Recording that time expired during %3's turn starts the end of the game (last rounds, then the sdadata).</source>
        <translation>L'orologio del tavolo %1 segna ancora %2. Registrare che il tempo è scaduto durante il turno di %3 avvia la fine della partita (ultimi giri, poi la sdadata).</translation>
    </message>
    <message>
        <source>Time has expired</source>
        <translation>Il tempo è scaduto</translation>
    </message>
    <message>
        <source>Time expired during %1's turn</source>
        <translation>Tempo scaduto durante il turno di %1</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Uscito dalla partita</translation>
    </message>
    <message>
        <source>Who left the game?</source>
        <translation>Chi è uscito dalla partita?</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminato</translation>
    </message>
    <message>
        <source>How did %1 leave?</source>
        <translation>Come è uscito %1?</translation>
    </message>
    <message>
        <source>%1 left the game</source>
        <translation>%1 è uscito dalla partita</translation>
    </message>
    <message>
        <source>Recovery minutes</source>
        <translation>Minuti di recupero</translation>
    </message>
    <message>
        <source>Minutes to add:</source>
        <translation>Minuti da aggiungere:</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non registrato</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Not started</source>
        <translation>Non iniziata</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>Penultimate round</source>
        <translation>Penultimo giro</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo giro</translation>
    </message>
    <message>
        <source>Extra round</source>
        <translation>Giro supplementare</translation>
    </message>
    <message>
        <source>Sdadata</source>
        <translation>Sdadata</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>withdrew</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminato</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>escluso</translation>
    </message>
    <message>
        <source>this turn has no sdadata roll</source>
        <translation>questo turno non ha sdadata</translation>
    </message>
    <message>
        <source>he conquered too many territories to roll</source>
        <translation>ha conquistato troppi territori per lanciare</translation>
    </message>
    <message>
        <source>he completed his objective</source>
        <translation>ha completato l'obiettivo</translation>
    </message>
    <message>
        <source>he is out of the game</source>
        <translation>è fuori dalla partita</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>niente sdadata</translation>
    </message>
    <message>
        <source>exactly %1</source>
        <translation>solo %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>ends on %1 (%2)</source>
        <translation>chiude con %1 (%2)</translation>
    </message>
    <message>
        <source>plays next</source>
        <translation>tocca a lui</translation>
    </message>
    <message>
        <source>anchor</source>
        <translation>ultimo di mano</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Sdadata roll</source>
        <translation>Sdadata</translation>
    </message>
    <message>
        <source>Forgot to roll</source>
        <translation>Sdadata dimenticata</translation>
    </message>
    <message>
        <source>Territories conquered</source>
        <translation>Territori conquistati</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Eliminati</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>Escluso</translation>
    </message>
    <message>
        <source>Withdrew</source>
        <translation>Ritirato</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Recovery minutes</source>
        <translation>Minuti di recupero</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Excess armies</source>
        <translation>Armate in eccesso</translation>
    </message>
    <message>
        <source>Armies on the board</source>
        <translation>Armate sul tabellone</translation>
    </message>
    <message>
        <source>Declared by himself</source>
        <translation>Autodenunciato</translation>
    </message>
    <message>
        <source>Points deducted</source>
        <translation>Punti di penalizzazione</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Casistica</source>
        <translation>Casistica</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Uscito dalla partita</translation>
    </message>
</context>
<context>
    <name>TeamModel</name>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Above the next by</source>
        <translation>Davanti al successivo per</translation>
    </message>
</context>
<context>
    <name>TerritoryModel</name>
    <message>
        <source>Continent</source>
        <translation>Continente</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armate</translation>
    </message>
</context>
<context>
    <name>TileDelegate</name>
    <message>
        <source>Not started</source>
        <translation>Non iniziata</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>Penultimate round</source>
        <translation>Penultimo giro</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo giro</translation>
    </message>
    <message>
        <source>Extra round</source>
        <translation>Giro supplementare</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Result confirmed</source>
        <translation>Risultato confermato</translation>
    </message>
    <message>
        <source>Sdadata: ends on %1</source>
        <translation>Sdadata: chiude con %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Time expired</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>Result missing</source>
        <translation>Risultato mancante</translation>
    </message>
    <message>
        <source>Referee called</source>
        <translation>Chiamata arbitro</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Contestazione</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>PAUSE</source>
        <translation>PAUSA</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Tocca a: %1</translation>
    </message>
</context>
<context>
    <name>TurnForm</name>
    <message>
        <source>End of turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>escluso</translation>
    </message>
    <message>
        <source>withdrew</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <source>Completed the objective (RisiKo!)</source>
        <translation>Obiettivo completato (RisiKo!)</translation>
    </message>
    <message>
        <source>Forgot to roll</source>
        <translation>Sdadata dimenticata</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Left the game…</source>
        <translation>Uscito dalla partita…</translation>
    </message>
    <message>
        <source>An elimination, exclusion or withdrawal before time expires</source>
        <translation>Eliminazione, esclusione o ritiro prima dello scadere del tempo</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Territories conquered:</source>
        <translation>Territori conquistati:</translation>
    </message>
    <message>
        <source>Eliminated:</source>
        <translation>Eliminati:</translation>
    </message>
    <message>
        <source>Left in this turn:</source>
        <translation>Uscito in questo turno:</translation>
    </message>
    <message>
        <source>Sdadata roll:</source>
        <translation>Sdadata:</translation>
    </message>
    <message>
        <source>Time has not expired: no sdadata roll yet</source>
        <translation>Tempo non ancora scaduto: niente sdadata</translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <translation>Sdadata: %1</translation>
    </message>
    <message>
        <source>dice thrown by %1</source>
        <translation>dadi lanciati da %1</translation>
    </message>
    <message>
        <source>No roll: %1</source>
        <translation>Niente sdadata: %1</translation>
    </message>
    <message>
        <source>End of %1's turn</source>
        <translation>Fine turno di %1</translation>
    </message>
</context>
<context>
    <name>ViolationModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation>Vincolo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
</context>
</TS>