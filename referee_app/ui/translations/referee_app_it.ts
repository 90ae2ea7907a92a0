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
        <source>band: a whole number from 1, not “%1”</source>
        <translation>fascia: un numero intero da 1 in su, non «%1»</translation>
    </message>
    <message>
        <source>present: sì or no, not “%1”</source>
        <translation>presente: sì o no, non «%1»</translation>
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
    <name>PinStep</name>
    <message>
        <source>Head referee</source>
        <translation>Capo arbitro</translation>
    </message>
    <message>
        <source>The PIN protects corrections of confirmed results. At least 4 digits.</source>
        <translation>Il PIN protegge le correzioni dei risultati confermati. Almeno 4 cifre.</translation>
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
    <name>ProjectorWindow</name>
    <message>
        <source>Hall board</source>
        <translation>Tabellone della sala</translation>
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