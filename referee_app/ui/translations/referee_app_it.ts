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
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Hall board</source>
        <translation>Tabellone della sala</translation>
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
        <source>Check: %1</source>
        <translation>Controlla: %1</translation>
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
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
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
    <name>TeamModel</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
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
</TS>