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
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Casistica</source>
        <translation>Casistica</translation>
    </message>
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
        <translation>Neutrali</translation>
    </message>
    <message>
        <source>Sdadata</source>
        <translation>Sdadata</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Tempo</translation>
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
        <source>Two players</source>
        <translation>Due giocatori</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Tutti i regolamenti</translation>
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
        <source>Text</source>
        <translation>Testo</translation>
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
        <source>Not possible</source>
        <translation>Operazione non possibile</translation>
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
    <name>HallPage</name>
    <message>
        <source>Start all</source>
        <translation>Avvia tutti</translation>
    </message>
    <message>
        <source>Pause all</source>
        <translation>Pausa generale</translation>
    </message>
    <message>
        <source>Resume all</source>
        <translation>Riprendi tutti</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Proiettore</translation>
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
</context>
<context>
    <name>ParameterModel</name>
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
    <name>ProjectorWindow</name>
    <message>
        <source>Hall board</source>
        <translation>Tabellone della sala</translation>
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
</TS>