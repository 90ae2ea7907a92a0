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
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
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