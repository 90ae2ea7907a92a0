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
        <source>The draw uses bands of the club ranking: give every player a band on the Players page (missing: %1).</source>
        <translation>Il sorteggio usa le fasce del ranking dei club: assegnare una fascia a ogni giocatore nella pagina Giocatori (manca: %1).</translation>
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
        <source>Draw proposal (select two players to swap them)</source>
        <translation>Proposta di sorteggio (selezionare due giocatori per scambiarli)</translation>
    </message>
    <message>
        <source>Broken constraints</source>
        <translation>Vincoli non rispettati</translation>
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
        <source>every constraint is kept</source>
        <translation>tutti i vincoli rispettati</translation>
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
    <message>
        <source>Draw the round first.</source>
        <translation>Sorteggiare prima il turno.</translation>
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
    <name>SavedTablesModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation>Ordine di gioco</translation>
    </message>
    <message>
        <source>Seats and colours</source>
        <translation>Posti e colori</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fissato</translation>
    </message>
    <message>
        <source>The table has started: its seat order is fixed.</source>
        <translation>Il tavolo ha iniziato: l'ordine di gioco è fissato.</translation>
    </message>
    <message>
        <source>Enter the table's dice with Seat order… before play starts.</source>
        <translation>Inserire i dadi del tavolo con Ordine di gioco… prima dell'inizio.</translation>
    </message>
    <message>
        <source>can change</source>
        <translation>modificabile</translation>
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