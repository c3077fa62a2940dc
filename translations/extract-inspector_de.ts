<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Ei::ConnectionStore</name>
    <message>
        <source>Cannot read the connection secrets file %1: %2.</source>
        <translation>Die Datei mit den Verbindungsgeheimnissen %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The connection secrets file %1 is not valid JSON.</source>
        <translation>Die Datei mit den Verbindungsgeheimnissen %1 enthält kein gültiges JSON.</translation>
    </message>
    <message>
        <source>No saved connection is called “%1”.</source>
        <translation>Es gibt keine gespeicherte Verbindung namens „%1“.</translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation>Die Verbindung benötigt einen Namen.</translation>
    </message>
    <message>
        <source>The REST URL must be an http:// or https:// address, e.g. http://127.0.0.1:8080.</source>
        <translation>Die REST-URL muss eine http://- oder https://-Adresse sein, z. B. http://127.0.0.1:8080.</translation>
    </message>
    <message>
        <source>The connection needs a table name.</source>
        <translation>Die Verbindung benötigt einen Tabellennamen.</translation>
    </message>
    <message>
        <source>“%1” is not a key format (one of %2).</source>
        <translation>„%1“ ist kein Schlüsselformat (eines von %2).</translation>
    </message>
    <message>
        <source>The timeout must be between 1 and 3600 seconds.</source>
        <translation>Das Zeitlimit muss zwischen 1 und 3600 Sekunden liegen.</translation>
    </message>
    <message>
        <source>“%1” is not a valid header name.</source>
        <translation>„%1“ ist kein gültiger Header-Name.</translation>
    </message>
    <message>
        <source>The value of header “%1” must be one line.</source>
        <translation>Der Wert des Headers „%1“ muss einzeilig sein.</translation>
    </message>
    <message>
        <source>“%1”: %2, table %3</source>
        <translation>„%1“: %2, Tabelle %3</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>keys %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>writable</source>
        <translation>beschreibbar</translation>
    </message>
    <message>
        <source>TLS NOT VERIFIED</source>
        <translation>TLS NICHT GEPRÜFT</translation>
    </message>
    <message>
        <source>CA file %1</source>
        <translation>CA-Datei %1</translation>
    </message>
    <message>
        <source>headers %1</source>
        <translation>Header %1</translation>
    </message>
    <message>
        <source>timeout %1 s</source>
        <translation>Zeitlimit %1 s</translation>
    </message>
    <message>
        <source>Cannot write the connection settings to %1.</source>
        <translation>Die Verbindungseinstellungen können nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write the connection secrets file %1: %2.</source>
        <translation>Die Datei mit den Verbindungsgeheimnissen %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>Komprimierung an</translation>
    </message>
    <message>
        <source>compression off</source>
        <translation>Komprimierung aus</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Demo::DemoService</name>
    <message>
        <source>The demo edits in %1 could not be deleted.</source>
        <translation>Die Demo-Änderungen in %1 konnten nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>The demo data could not be opened: %1</source>
        <translation>Die Demodaten konnten nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The demo server could not listen on loopback: %1</source>
        <translation>Der Demo-Server konnte nicht auf Loopback lauschen: %1</translation>
    </message>
    <message>
        <source>The demo edits could not be saved: %1</source>
        <translation>Die Demo-Änderungen konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Ei::Core::EditService</name>
    <message>
        <source>this connection is read-only: nothing was changed</source>
        <translation>diese Verbindung ist schreibgeschützt: nichts wurde geändert</translation>
    </message>
    <message>
        <source>none</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>%1: undo revision %2 (match status %3 → %4)</source>
        <translation>%1: Revision %2 rückgängig machen (Abgleichstatus %3 → %4)</translation>
    </message>
    <message>
        <source>%1: match status %2 → %3 (revision %4)</source>
        <translation>%1: Abgleichstatus %2 → %3 (Revision %4)</translation>
    </message>
    <message>
        <source>a quality verdict is needed</source>
        <translation>eine Qualitätsbewertung ist erforderlich</translation>
    </message>
    <message>
        <source>%1: undo quality revision %2 (%3 → none)</source>
        <translation>%1: Qualitätsrevision %2 rückgängig machen (%3 → kein Wert)</translation>
    </message>
    <message>
        <source>%1: undo quality revision %2 (%3 → %4)</source>
        <translation>%1: Qualitätsrevision %2 rückgängig machen (%3 → %4)</translation>
    </message>
    <message>
        <source>%1: quality %2 → %3</source>
        <translation>%1: Qualität %2 → %3</translation>
    </message>
    <message>
        <source>no write journal: nothing was changed</source>
        <translation>kein Schreibjournal: nichts wurde geändert</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>this write cannot be undone</source>
        <translation>dieser Schreibvorgang kann nicht rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>no write journal</source>
        <translation>kein Schreibjournal</translation>
    </message>
    <message>
        <source>that write is not the conflict waiting for a decision</source>
        <translation>dieser Schreibvorgang ist nicht der Konflikt, der auf eine Entscheidung wartet</translation>
    </message>
    <message>
        <source>this write cannot be rebuilt on top of the server&apos;s value</source>
        <translation>dieser Schreibvorgang kann nicht auf Grundlage des Serverwerts neu aufgebaut werden</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ExportJob</name>
    <message>
        <source>The export to %1 was cancelled.</source>
        <translation>Der Export nach %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>no PDF source is configured</source>
        <translation>es ist keine PDF-Quelle konfiguriert</translation>
    </message>
    <message>
        <source>the PDF could not be verified</source>
        <translation>das PDF konnte nicht geprüft werden</translation>
    </message>
    <message>
        <source>no TSV fields were chosen</source>
        <translation>es wurden keine TSV-Felder gewählt</translation>
    </message>
    <message>
        <source>the TSV field &quot;%1&quot; is not a column: fields are key, $key or columns written family:qualifier (for example grobid0:status_code)</source>
        <translation>das TSV-Feld &quot;%1&quot; ist keine Spalte: Felder sind key, $key oder Spalten in der Form Familie:Qualifier (zum Beispiel grobid0:status_code)</translation>
    </message>
    <message>
        <source>the TSV field &quot;%1&quot; names a family the profile &quot;%2&quot; does not have (its families: %3)</source>
        <translation>das TSV-Feld &quot;%1&quot; nennt eine Familie, die das Profil &quot;%2&quot; nicht hat (seine Familien: %3)</translation>
    </message>
    <message>
        <source>cannot save the export&apos;s state to %1: %2</source>
        <translation>der Stand des Exports kann nicht nach %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read the export state %1: %2</source>
        <translation>der Stand des Exports %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not the state of an interrupted export</source>
        <translation>%1 ist nicht der Stand eines unterbrochenen Exports</translation>
    </message>
    <message>
        <source>%1 names no export format</source>
        <translation>%1 nennt kein Exportformat</translation>
    </message>
</context>
<context>
    <name>Ei::Core::JournalFile</name>
    <message>
        <source>%1 the write journal %2 failed: %3</source>
        <translation>%1 des Schreibjournals %2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>cannot create the folder of the write journal %1</source>
        <translation>der Ordner des Schreibjournals %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the write journal %1 is in use by another Extract Inspector (process %2)</source>
        <translation>das Schreibjournal %1 wird von einem anderen Extract Inspector verwendet (Prozess %2)</translation>
    </message>
    <message>
        <source>cannot read the write journal %1: %2</source>
        <translation>das Schreibjournal %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a write journal of this version: it was left untouched</source>
        <translation>%1 ist kein Schreibjournal dieser Version: die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>a record header is cut off</source>
        <translation>ein Datensatzkopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>a record is cut off</source>
        <translation>ein Datensatz ist abgeschnitten</translation>
    </message>
    <message>
        <source>a record&apos;s checksum does not match</source>
        <translation>die Prüfsumme eines Datensatzes stimmt nicht</translation>
    </message>
    <message>
        <source>a record has an unknown type</source>
        <translation>ein Datensatz hat einen unbekannten Typ</translation>
    </message>
    <message>
        <source>the write journal %1 ended in a damaged record (%2): the last %3 bytes, written just before a crash, were ignored</source>
        <translation>das Schreibjournal %1 endete mit einem beschädigten Datensatz (%2): die letzten %3 Bytes, kurz vor einem Absturz geschrieben, wurden ignoriert</translation>
    </message>
    <message>
        <source>cannot write the write journal %1: %2</source>
        <translation>das Schreibjournal %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot replace the write journal %1</source>
        <translation>das Schreibjournal %1 kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Writing to</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Compacting</source>
        <translation>Verdichten</translation>
    </message>
</context>
<context>
    <name>Ei::Core::LookupQuery</name>
    <message>
        <source>“%1” is neither a SHA-1 (40 hex digits or 32 base32 characters, optionally sha1:…), a DOI (10.…, doi:…, https://doi.org/…) nor a link that contains one.</source>
        <translation>„%1“ ist weder ein SHA-1 (40 Hex-Ziffern oder 32 Base32-Zeichen, optional sha1:…) noch ein DOI (10.…, doi:…, https://doi.org/…) noch ein Link, der einen davon enthält.</translation>
    </message>
    <message>
        <source>%1, inside a Wayback link</source>
        <translation>%1, in einem Wayback-Link</translation>
    </message>
    <message>
        <source>“%1” is a Wayback link whose capture URL names no SHA-1 or DOI; rows are not looked up by capture URL (use the filter bar or the CLI&apos;s scan --where on f:c).</source>
        <translation>„%1“ ist ein Wayback-Link, dessen Capture-URL weder einen SHA-1 noch einen DOI nennt; Zeilen werden nicht über die Capture-URL nachgeschlagen (verwenden Sie die Filterleiste oder scan --where auf f:c in der CLI).</translation>
    </message>
    <message>
        <source>SHA-1 from the %1 link&apos;s %2= parameter</source>
        <translation>SHA-1 aus dem Parameter %2= des %1-Links</translation>
    </message>
    <message>
        <source>DOI from the %1 link&apos;s doi= parameter</source>
        <translation>DOI aus dem Parameter doi= des %1-Links</translation>
    </message>
    <message>
        <source>DOI from a doi.org link</source>
        <translation>DOI aus einem doi.org-Link</translation>
    </message>
    <message>
        <source>DOI from the path of a %1 link</source>
        <translation>DOI aus dem Pfad eines %1-Links</translation>
    </message>
    <message>
        <source>SHA-1 from a %1 link</source>
        <translation>SHA-1 aus einem %1-Link</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>SHA-1</source>
        <translation>SHA-1</translation>
    </message>
    <message>
        <source>row key</source>
        <translation>Zeilenschlüssel</translation>
    </message>
    <message>
        <source>Type a SHA-1, a DOI or a link to look up.</source>
        <translation>Geben Sie einen SHA-1, einen DOI oder einen Link zum Nachschlagen ein.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ReprocessJob</name>
    <message>
        <source>the reprocessing job is already running</source>
        <translation>der Neuverarbeitungsauftrag läuft bereits</translation>
    </message>
    <message>
        <source>the write journal is not open: nothing was changed</source>
        <translation>das Schreibjournal ist nicht geöffnet: nichts wurde geändert</translation>
    </message>
    <message>
        <source>this connection is read-only: nothing was changed</source>
        <translation>diese Verbindung ist schreibgeschützt: nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1: request reprocessing</source>
        <translation>%1: Neuverarbeitung anfordern</translation>
    </message>
    <message>
        <source>%1: delete grobid0:status_code so the pipeline picks the row up</source>
        <translation>%1: grobid0:status_code löschen, damit die Pipeline die Zeile aufgreift</translation>
    </message>
    <message>
        <source>cannot save the reprocessing job to %1: %2</source>
        <translation>der Neuverarbeitungsauftrag kann nicht nach %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>only a job that writes can be resumed</source>
        <translation>nur ein schreibender Auftrag kann fortgesetzt werden</translation>
    </message>
    <message>
        <source>cannot read the reprocessing job %1: %2</source>
        <translation>der Neuverarbeitungsauftrag %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a saved reprocessing job</source>
        <translation>%1 ist kein gespeicherter Neuverarbeitungsauftrag</translation>
    </message>
    <message>
        <source>the job %1 was started on table &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>der Auftrag %1 wurde für die Tabelle &apos;%2&apos; gestartet, nicht für &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the job %1 already finished: nothing to resume</source>
        <translation>der Auftrag %1 ist bereits abgeschlossen: nichts fortzusetzen</translation>
    </message>
    <message>
        <source>cannot read the key list of the reprocessing job %1: %2</source>
        <translation>die Schlüsselliste des Neuverarbeitungsauftrags %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the key list of the reprocessing job %1 is incomplete</source>
        <translation>die Schlüsselliste des Neuverarbeitungsauftrags %1 ist unvollständig</translation>
    </message>
</context>
<context>
    <name>Ei::Core::WriteJournal</name>
    <message>
        <source>the write journal is not open: nothing was changed</source>
        <translation>das Schreibjournal ist nicht geöffnet: nichts wurde geändert</translation>
    </message>
    <message>
        <source>already applied (found on the server when replayed)</source>
        <translation>bereits angewendet (bei der Wiederholung auf dem Server vorgefunden)</translation>
    </message>
    <message>
        <source>the row changed on the server since it was read: nothing was overwritten</source>
        <translation>die Zeile wurde auf dem Server geändert, seit sie gelesen wurde: nichts wurde überschrieben</translation>
    </message>
    <message>
        <source>not sent: the step before it did not apply</source>
        <translation>nicht gesendet: der vorherige Schritt wurde nicht angewendet</translation>
    </message>
    <message>
        <source>that write is not waiting for a decision</source>
        <translation>dieser Schreibvorgang wartet nicht auf eine Entscheidung</translation>
    </message>
    <message>
        <source>dropped: the server&apos;s value was kept</source>
        <translation>verworfen: der Wert des Servers wurde beibehalten</translation>
    </message>
</context>
<context>
    <name>Ei::Models::ClusterPresenter</name>
    <message>
        <source>Live nodes: %1 · dead nodes: %2 · regions: %3 · requests: %4 · average load: %5</source>
        <translation>Aktive Knoten: %1 · ausgefallene Knoten: %2 · Regionen: %3 · Anfragen: %4 · mittlere Last: %5</translation>
    </message>
    <message>
        <source>Size unknown: the cluster status has no figures for these regions.</source>
        <translation>Größe unbekannt: Der Cluster-Status enthält keine Zahlen für diese Regionen.</translation>
    </message>
    <message>
        <source>≈ %1 MB</source>
        <translation>≈ %1 MB</translation>
    </message>
    <message>
        <source>&lt; 1 MB</source>
        <translation>&lt; 1 MB</translation>
    </message>
    <message>
        <source>Estimated %1 (regions: %2; the store size from the cluster status, no scan)</source>
        <translation>Geschätzt %1 (Regionen: %2; Speichergröße aus dem Cluster-Status, ohne Scan)</translation>
    </message>
    <message>
        <source>Estimated ≈ %1 rows and ≈ %2 MB (regions: %3; the store size from the cluster status, rows from the mean size of %4 rows read, no full scan)</source>
        <translation>Geschätzt ≈ %1 Zeilen und ≈ %2 MB (Regionen: %3; Speichergröße aus dem Cluster-Status, Zeilen aus der mittleren Größe von %4 gelesenen Zeilen, ohne vollständigen Scan)</translation>
    </message>
    <message>
        <source>The check was cancelled.</source>
        <translation>Die Prüfung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No problems found (rows sampled: %1).</source>
        <translation>Keine Probleme gefunden (Stichprobe: %1 Zeilen).</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2 (rows sampled: %3).</source>
        <translation>Fehler: %1, Warnungen: %2 (Stichprobe: %3 Zeilen).</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Table %1 was created.</source>
        <translation>Die Tabelle %1 wurde angelegt.</translation>
    </message>
    <message>
        <source>Family %1 of %2 was changed; the other families are as they were.</source>
        <translation>Die Familie %1 von %2 wurde geändert; die anderen Familien sind unverändert.</translation>
    </message>
    <message>
        <source>Table %1 was dropped.</source>
        <translation>Die Tabelle %1 wurde gelöscht.</translation>
    </message>
</context>
<context>
    <name>Ei::Models::CrossrefLookup</name>
    <message>
        <source>No Crossref record is known for %1.</source>
        <translation>Für %1 ist kein Crossref-Datensatz bekannt.</translation>
    </message>
    <message>
        <source>This connection has no Crossref source (edit it in File → Connect…).</source>
        <translation>Diese Verbindung hat keine Crossref-Quelle (bearbeiten Sie sie unter Datei → Verbinden…).</translation>
    </message>
    <message>
        <source>Looking up %1 in Crossref…</source>
        <translation>%1 wird in Crossref nachgeschlagen…</translation>
    </message>
    <message>
        <source>The Crossref record of %1 could not be read: %2</source>
        <translation>Der Crossref-Datensatz von %1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Models::ExportTask</name>
    <message>
        <source>Exporting to %1</source>
        <translation>Export nach %1</translation>
    </message>
</context>
<context>
    <name>Ei::Models::FamilyListModel</name>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
</context>
<context>
    <name>Ei::Models::FindingListModel</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Family / column</source>
        <translation>Familie / Spalte</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Behebung</translation>
    </message>
</context>
<context>
    <name>Ei::Models::JournalModel</name>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>angewendet</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>match edit</source>
        <translation>Abgleichsänderung</translation>
    </message>
    <message>
        <source>quality edit</source>
        <translation>Qualitätsänderung</translation>
    </message>
    <message>
        <source>reprocess: mark</source>
        <translation>Neuverarbeitung: markieren</translation>
    </message>
    <message>
        <source>reprocess: reset status</source>
        <translation>Neuverarbeitung: Status zurücksetzen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
</context>
<context>
    <name>Ei::Models::NodeListModel</name>
    <message>
        <source>&lt; 1 MB</source>
        <translation>&lt; 1 MB</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>live</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Heap</source>
        <translation>Heap</translation>
    </message>
</context>
<context>
    <name>Ei::Models::ProfileColumns</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>MIME</source>
        <translation>MIME</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation>GROBID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>eingereiht</translation>
    </message>
</context>
<context>
    <name>Ei::Models::RegionListModel</name>
    <message>
        <source>(table start)</source>
        <translation>(Tabellenanfang)</translation>
    </message>
    <message>
        <source>(table end)</source>
        <translation>(Tabellenende)</translation>
    </message>
    <message>
        <source>Start key</source>
        <translation>Startschlüssel</translation>
    </message>
    <message>
        <source>End key</source>
        <translation>Endschlüssel</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Store size</source>
        <translation>Speichergröße</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibzugriffe</translation>
    </message>
</context>
<context>
    <name>Ei::Models::RowListModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation>GROBID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
</context>
<context>
    <name>Ei::Models::RowPresenter</name>
    <message>
        <source>Missing: %1</source>
        <translation>Fehlt: %1</translation>
    </message>
    <message>
        <source>integrity check</source>
        <translation>Integritätsprüfung</translation>
    </message>
    <message>
        <source>This row has no TEI (%1).</source>
        <translation>Diese Zeile hat kein TEI (%1).</translation>
    </message>
    <message>
        <source>This row has no grobid0:tei_xml; this TEI came from a blob store earlier and is read from the disk cache (%1).</source>
        <translation>Diese Zeile hat kein grobid0:tei_xml; dieses TEI wurde früher aus einem Blob-Speicher abgerufen und wird aus dem Festplatten-Cache gelesen (%1).</translation>
    </message>
    <message>
        <source>This row has no grobid0:tei_xml; this TEI came from %1 (%2).</source>
        <translation>Diese Zeile hat kein grobid0:tei_xml; dieses TEI stammt von %1 (%2).</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Header: %1</source>
        <translation>Header: %1</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <source>References (%1)</source>
        <translation>Literaturangaben (%1)</translation>
    </message>
    <message>
        <source>This row has no DOI to compare with.</source>
        <translation>Diese Zeile hat keinen DOI zum Vergleichen.</translation>
    </message>
</context>
<context>
    <name>Ei::Models::RowQuery</name>
    <message>
        <source>prefix %1</source>
        <translation>Präfix %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>all rows</source>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <source>The predicate is empty.</source>
        <translation>Das Prädikat ist leer.</translation>
    </message>
    <message>
        <source>“%1” needs a column after “%2”, e.g. %2grobid0:tei_xml.</source>
        <translation>„%1“ benötigt nach „%2“ eine Spalte, z. B. %2grobid0:tei_xml.</translation>
    </message>
    <message>
        <source>“%1” is not a predicate: expected fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual or missing:fam:qual.</source>
        <translation>„%1“ ist kein Prädikat: erwartet wird fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual oder missing:fam:qual.</translation>
    </message>
    <message>
        <source>“%1” does not name a column as family:qualifier.</source>
        <translation>„%1“ bezeichnet keine Spalte in der Form family:qualifier.</translation>
    </message>
    <message>
        <source>chosen rows</source>
        <translation>ausgewählte Zeilen</translation>
    </message>
    <message>
        <source>%1: 1 row</source>
        <translation>%1: 1 Zeile</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1: %2 Zeilen</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::BackgroundTaskIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel this background task</source>
        <translation>Diese Hintergrundaufgabe abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n weitere)</numerusform>
            <numerusform>%1 (+%n weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ei::Ui::Banner</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::CellsView</name>
    <message>
        <source>Show All</source>
        <translation>Alles anzeigen</translation>
    </message>
    <message>
        <source>Save to File…</source>
        <translation>In Datei speichern…</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Qualifier</source>
        <translation>Qualifier</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Zeitstempel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Select a cell to see its value</source>
        <translation>Wählen Sie eine Zelle aus, um ihren Wert zu sehen</translation>
    </message>
    <message>
        <source>Whole value</source>
        <translation>Vollständiger Wert</translation>
    </message>
    <message>
        <source>First %1 of %2 characters</source>
        <translation>Erste %1 von %2 Zeichen</translation>
    </message>
    <message>
        <source>Save Cell Value</source>
        <translation>Zellenwert speichern</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ClusterController</name>
    <message>
        <source>&amp;Cluster…</source>
        <translation>&amp;Cluster…</translation>
    </message>
    <message>
        <source>The cluster&apos;s nodes, the tables with their schemas and regions, and the schema check</source>
        <translation>Die Knoten des Clusters, die Tabellen mit ihren Schemata und Regionen und die Schemaprüfung</translation>
    </message>
    <message>
        <source>The connection is read-only.</source>
        <translation>Die Verbindung ist schreibgeschützt.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ClusterWindow</name>
    <message>
        <source>Check &amp;Schema</source>
        <translation>&amp;Schema prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Apply Fix…</source>
        <translation>Behebung &amp;anwenden…</translation>
    </message>
    <message>
        <source>&amp;Create Table…</source>
        <translation>Tabelle an&amp;legen…</translation>
    </message>
    <message>
        <source>A&amp;lter Family…</source>
        <translation>Familie ä&amp;ndern…</translation>
    </message>
    <message>
        <source>&amp;Drop Table…</source>
        <translation>Tabelle &amp;löschen…</translation>
    </message>
    <message>
        <source>Cluster — Extract Inspector</source>
        <translation>Cluster — Extract Inspector</translation>
    </message>
    <message>
        <source>C&amp;luster</source>
        <translation>C&amp;luster</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Familien</translation>
    </message>
    <message>
        <source>Regions over the key space</source>
        <translation>Regionen über dem Schlüsselraum</translation>
    </message>
    <message>
        <source>Each segment is a region from its start key to its end key</source>
        <translation>Jedes Segment ist eine Region von ihrem Start- bis zu ihrem Endschlüssel</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tabellen</translation>
    </message>
    <message>
        <source>%v of %m rows sampled</source>
        <translation>%v von %m Zeilen geprüft</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Sampling rows…</source>
        <translation>Stichprobe wird gelesen…</translation>
    </message>
    <message>
        <source>No table selected</source>
        <translation>Keine Tabelle ausgewählt</translation>
    </message>
    <message>
        <source>Create a table with the families and attributes of its profile</source>
        <translation>Eine Tabelle mit den Familien und Attributen ihres Profils anlegen</translation>
    </message>
    <message>
        <source>Change one family of the selected table; the others stay as they are</source>
        <translation>Eine Familie der ausgewählten Tabelle ändern; die anderen bleiben unverändert</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Zuerst eine Tabelle auswählen</translation>
    </message>
    <message>
        <source>Delete the selected table and its data (asks for its name)</source>
        <translation>Die ausgewählte Tabelle mit ihren Daten löschen (fragt nach ihrem Namen)</translation>
    </message>
    <message>
        <source>Select a finding that has a fix</source>
        <translation>Einen Befund mit Behebung auswählen</translation>
    </message>
    <message>
        <source>Apply Fix</source>
        <translation>Behebung anwenden</translation>
    </message>
    <message>
        <source>%1 on table %2?</source>
        <translation>%1 in der Tabelle %2?</translation>
    </message>
    <message>
        <source>Exactly this is sent (POST %1/schema, only this family; its other attributes and the other families stay as they are):

family %2%3
%4</source>
        <translation>Genau dies wird gesendet (POST %1/schema, nur diese Familie; ihre anderen Attribute und die anderen Familien bleiben unverändert):

Familie %2%3
%4</translation>
    </message>
    <message>
        <source> (new)</source>
        <translation> (neu)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Create Table</source>
        <translation>Tabelle anlegen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Families:</source>
        <translation>Familien:</translation>
    </message>
    <message>
        <source>The profile %1 declares no families.</source>
        <translation>Das Profil %1 gibt keine Familien an.</translation>
    </message>
    <message>
        <source>From the profile %1:
%2</source>
        <translation>Aus dem Profil %1:
%2</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Alter Family</source>
        <translation>Familie ändern</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Familie:</translation>
    </message>
    <message>
        <source>&amp;Attribute:</source>
        <translation>&amp;Attribut:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>Only this family is sent (POST); the other families stay as they are. A family name the table does not have is added.</source>
        <translation>Nur diese Familie wird gesendet (POST); die anderen Familien bleiben unverändert. Eine Familie, die die Tabelle nicht hat, wird hinzugefügt.</translation>
    </message>
    <message>
        <source>Drop Table</source>
        <translation>Tabelle löschen</translation>
    </message>
    <message>
        <source>Dropping table %1 deletes it and all its rows on the server. This cannot be undone.</source>
        <translation>Das Löschen der Tabelle %1 entfernt sie mit allen ihren Zeilen auf dem Server. Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConflictDialog</name>
    <message>
        <source>(none)</source>
        <translation>(kein Wert)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>(kept as it is)</source>
        <translation>(bleibt unverändert)</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Write refused: %1</source>
        <translation>Schreibzugriff abgelehnt: %1</translation>
    </message>
    <message>
        <source>Conflict on %1</source>
        <translation>Konflikt bei %1</translation>
    </message>
    <message>
        <source>The server refused “%1”: %2. Nothing was changed. Try again (once the cause is fixed) or discard your edit.</source>
        <translation>Der Server hat „%1“ abgelehnt: %2. Es wurde nichts geändert. Versuchen Sie es erneut (sobald die Ursache behoben ist), oder verwerfen Sie Ihre Änderung.</translation>
    </message>
    <message>
        <source>Someone changed this row after you loaded it, so “%1” was not written and nothing was overwritten. Compare and choose: keep theirs, re-apply yours on top of theirs, or edit yours first.</source>
        <translation>Jemand hat diese Zeile geändert, nachdem Sie sie geladen haben; daher wurde „%1“ nicht geschrieben und nichts überschrieben. Vergleichen Sie und wählen Sie: deren Version behalten, Ihre Version erneut auf deren Version anwenden oder Ihre Version zuerst bearbeiten.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Original (you loaded)</source>
        <translation>Original (von Ihnen geladen)</translation>
    </message>
    <message>
        <source>Theirs (now)</source>
        <translation>Deren Version (jetzt)</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Meine Version</translation>
    </message>
    <message>
        <source>Quality:</source>
        <translation>Qualität:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>DOI:</source>
        <translation>DOI:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>Discard Mine</source>
        <translation>Meine Version verwerfen</translation>
    </message>
    <message>
        <source>Keep Theirs</source>
        <translation>Deren Version behalten</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Re-apply Mine on Top of Theirs</source>
        <translation>Meine Version erneut auf deren Version anwenden</translation>
    </message>
    <message>
        <source>Edit Mine…</source>
        <translation>Meine Version bearbeiten…</translation>
    </message>
    <message>
        <source>Save Edited Version</source>
        <translation>Bearbeitete Version speichern</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionController</name>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>This connection refuses every write. Edit it in File → Connect… to allow writes.</source>
        <translation>Diese Verbindung lehnt jeden Schreibzugriff ab. Bearbeiten Sie sie unter Datei → Verbinden…, um Schreibzugriffe zu erlauben.</translation>
    </message>
    <message>
        <source>⚠ TLS not verified</source>
        <translation>⚠ TLS nicht geprüft</translation>
    </message>
    <message>
        <source>Certificates of this connection are not checked: anyone on the network path can read and change what it sends and receives.</source>
        <translation>Die Zertifikate dieser Verbindung werden nicht geprüft: Jeder auf dem Netzwerkpfad kann mitlesen und verändern, was sie sendet und empfängt.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>New &amp;Window</source>
        <translation>Neues &amp;Fenster</translation>
    </message>
    <message>
        <source>Open another window on the same connection</source>
        <translation>Ein weiteres Fenster mit derselben Verbindung öffnen</translation>
    </message>
    <message>
        <source>Reset &amp;Demo Data…</source>
        <translation>&amp;Demodaten zurücksetzen…</translation>
    </message>
    <message>
        <source>Forget your edits of the demo and start again from the shipped sample data</source>
        <translation>Ihre Änderungen an der Demo verwerfen und wieder mit den mitgelieferten Beispieldaten beginnen</translation>
    </message>
    <message>
        <source>C&amp;lose Window</source>
        <translation>Fenster schl&amp;ießen</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>&amp;Choose Table…</source>
        <translation>Tabelle &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Automatic (from the table name)</source>
        <translation>&amp;Automatisch (anhand des Tabellennamens)</translation>
    </message>
    <message>
        <source>&amp;Automatic (from the table name: %1)</source>
        <translation>&amp;Automatisch (anhand des Tabellennamens: %1)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 [read-only]</source>
        <translation>%1 [schreibgeschützt]</translation>
    </message>
    <message>
        <source>%1 [TLS NOT VERIFIED]</source>
        <translation>%1 [TLS NICHT GEPRÜFT]</translation>
    </message>
    <message>
        <source>Demo (sample data) · %1 · %2</source>
        <translation>Demo (Beispieldaten) · %1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 The demo is shown instead.</source>
        <translation>%1 Stattdessen wird die Demo angezeigt.</translation>
    </message>
    <message>
        <source>%1 Saved connections: %2. The demo is shown instead.</source>
        <translation>%1 Gespeicherte Verbindungen: %2. Stattdessen wird die Demo angezeigt.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>the table does not exist on the server</source>
        <translation>die Tabelle existiert nicht auf dem Server</translation>
    </message>
    <message>
        <source>The last connection “%1” could not be reopened: %2 The demo is shown instead.</source>
        <translation>Die letzte Verbindung „%1“ konnte nicht wieder geöffnet werden: %2 Stattdessen wird die Demo angezeigt.</translation>
    </message>
    <message>
        <source>Reset Demo Data</source>
        <translation>Demodaten zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every change made to the demo data and start again from the shipped sample? Your edits in %1 are deleted.</source>
        <translation>Alle Änderungen an den Demodaten verwerfen und wieder mit den mitgelieferten Beispieldaten beginnen? Ihre Änderungen in %1 werden gelöscht.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Table %1 on %2</source>
        <translation>Tabelle %1 auf %2</translation>
    </message>
    <message>
        <source>Save as Connection</source>
        <translation>Als Verbindung speichern</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionDialog</name>
    <message>
        <source>Do not verify TLS certificates (insecure)</source>
        <translation>TLS-Zertifikate nicht prüfen (unsicher)</translation>
    </message>
    <message>
        <source>Read-only: refuse every write</source>
        <translation>Nur lesen: jeden Schreibzugriff ablehnen</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>chosen from the table name</source>
        <translation>anhand des Tabellennamens gewählt</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>Secret values are stored apart from the settings, readable only by you, and never logged</source>
        <translation>Geheime Werte werden getrennt von den Einstellungen gespeichert, sind nur für Sie lesbar und werden nie protokolliert</translation>
    </message>
    <message>
        <source>Add Header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>⚠ Certificates are not checked: anyone on the network path can read and change what this connection sends and receives.</source>
        <translation>⚠ Zertifikate werden nicht geprüft: Jeder auf dem Netzwerkpfad kann mitlesen und verändern, was diese Verbindung sendet und empfängt.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>One per line, tried in order: warc-http:URL, wayback:URL, blob-dir:PATH…</source>
        <translation>Eine pro Zeile, in dieser Reihenfolge versucht: warc-http:URL, wayback:URL, blob-dir:PATH…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>REST &amp;URL:</source>
        <translation>REST-&amp;URL:</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>Ta&amp;belle:</translation>
    </message>
    <message>
        <source>&amp;Key format:</source>
        <translation>&amp;Schlüsselformat:</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <source>Extra headers:</source>
        <translation>Zusätzliche Header:</translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation>CA-Datei:</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <source>PDF sources:</source>
        <translation>PDF-Quellen:</translation>
    </message>
    <message>
        <source>Crossref source:</source>
        <translation>Crossref-Quelle:</translation>
    </message>
    <message>
        <source>Testing is not available here.</source>
        <translation>Testen ist hier nicht verfügbar.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Connected: REST %1, HBase %2. %3</source>
        <translation>Verbunden: REST %1, HBase %2. %3</translation>
    </message>
    <message>
        <source>From the profile</source>
        <translation>Aus dem Profil</translation>
    </message>
    <message>
        <source>system certificates only</source>
        <translation>nur Systemzertifikate</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>CA Certificates (PEM)</source>
        <translation>CA-Zertifikate (PEM)</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer)</source>
        <translation>PEM-Zertifikate (*.pem *.crt *.cer)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Another connection is already called “%1”.</source>
        <translation>Es gibt bereits eine Verbindung namens „%1“.</translation>
    </message>
    <message>
        <source>Automatic (off for a server on this computer)</source>
        <translation>Automatisch (aus für einen Server auf diesem Computer)</translation>
    </message>
    <message>
        <source>On (gzip)</source>
        <translation>An (gzip)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Whether the server may compress its answers. Compressing saves bytes on a slow network but costs much more time than it saves for a server on this computer.</source>
        <translation>Ob der Server seine Antworten komprimieren darf. Komprimierung spart in einem langsamen Netzwerk Bytes, kostet bei einem Server auf diesem Computer aber weit mehr Zeit, als sie einspart.</translation>
    </message>
    <message>
        <source>Co&amp;mpression:</source>
        <translation>Ko&amp;mprimierung:</translation>
    </message>
    <message>
        <source>Crossref pass&amp;word:</source>
        <translation>Crossref-Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Test C&amp;rossref</source>
        <translation>C&amp;rossref testen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>PostgREST mirror</source>
        <translation>PostgREST-Spiegel</translation>
    </message>
    <message>
        <source>Crossref API</source>
        <translation>Crossref-API</translation>
    </message>
    <message>
        <source>PostgreSQL table (crossref)</source>
        <translation>PostgreSQL-Tabelle (crossref)</translation>
    </message>
    <message>
        <source>empty: PGPASSWORD or ~/.pgpass</source>
        <translation>leer: PGPASSWORD oder ~/.pgpass</translation>
    </message>
    <message>
        <source>Stored apart from the settings, readable only by you, and never logged, like secret headers</source>
        <translation>Getrennt von den Einstellungen gespeichert, nur für Sie lesbar und nie protokolliert, wie geheime Header</translation>
    </message>
    <message>
        <source>Asking the Crossref source…</source>
        <translation>Die Crossref-Quelle wird gefragt…</translation>
    </message>
    <message>
        <source>Connected: %1.</source>
        <translation>Verbunden: %1.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionOpener</name>
    <message>
        <source>This connection is read-only: edits are off (unlock it in File → Connect…).</source>
        <translation>Diese Verbindung ist schreibgeschützt: Änderungen sind deaktiviert (entsperren Sie sie unter Datei → Verbinden…).</translation>
    </message>
    <message>
        <source>Demo (sample data)</source>
        <translation>Demo (Beispieldaten)</translation>
    </message>
    <message>
        <source>Demo (sample data) — loading…</source>
        <translation>Demo (Beispieldaten) — wird geladen…</translation>
    </message>
    <message>
        <source>Unsaved connection</source>
        <translation>Nicht gespeicherte Verbindung</translation>
    </message>
    <message>
        <source>“%1” could not be opened: %2 File → Connect… opens a saved connection.</source>
        <translation>„%1“ konnte nicht geöffnet werden: %2 Datei → Verbinden… öffnet eine gespeicherte Verbindung.</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Export %1</translation>
    </message>
    <message>
        <source>%1 — loading…</source>
        <translation>%1 — wird geladen…</translation>
    </message>
    <message>
        <source>The export could not be opened: %1</source>
        <translation>Der Export konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The export could not be served on loopback: %1</source>
        <translation>Der Export konnte nicht über Loopback bereitgestellt werden: %1</translation>
    </message>
    <message>
        <source>This is an opened export: it is read-only, edits are off.</source>
        <translation>Dies ist ein geöffneter Export: Er ist schreibgeschützt, Änderungen sind deaktiviert.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionTester</name>
    <message>
        <source>Whether table “%1” exists is unknown: %2</source>
        <translation>Ob die Tabelle „%1“ existiert, ist unbekannt: %2</translation>
    </message>
    <message>
        <source>Table “%1” exists.</source>
        <translation>Die Tabelle „%1“ existiert.</translation>
    </message>
    <message>
        <source>Table “%1” does not exist on this server.</source>
        <translation>Die Tabelle „%1“ existiert auf diesem Server nicht.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionsDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connect in &amp;New Window</source>
        <translation>In neuem &amp;Fenster verbinden</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Generated sample rows served by this application: safe to edit, changes stay in your own copy.</source>
        <translation>Von dieser Anwendung bereitgestellte, generierte Beispielzeilen: gefahrlos bearbeitbar, Änderungen bleiben in Ihrer eigenen Kopie.</translation>
    </message>
    <message>
        <source>%1 — TLS certificates NOT verified</source>
        <translation>%1 — TLS-Zertifikate werden NICHT geprüft</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1 (Kopie %2)</translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <source>Remove the saved connection “%1”? Its secret headers are deleted too.</source>
        <translation>Die gespeicherte Verbindung „%1“ entfernen? Ihre geheimen Header werden ebenfalls gelöscht.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::CurationController</name>
    <message>
        <source>Writes not yet confirmed by the server: click for the list</source>
        <translation>Vom Server noch nicht bestätigte Schreibvorgänge: Klicken Sie, um die Liste anzuzeigen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Pending Writes…</source>
        <translation>&amp;Ausstehende Schreibvorgänge…</translation>
    </message>
    <message>
        <source>Set Status: %1</source>
        <translation>Status setzen: %1</translation>
    </message>
    <message>
        <source>Set Quality: %1</source>
        <translation>Qualität setzen: %1</translation>
    </message>
    <message>
        <source>Edits are off: %1</source>
        <translation>Änderungen sind deaktiviert: %1</translation>
    </message>
    <message>
        <source>Open a table to edit its rows.</source>
        <translation>Öffnen Sie eine Tabelle, um ihre Zeilen zu bearbeiten.</translation>
    </message>
    <message>
        <source>Select a row to edit first.</source>
        <translation>Wählen Sie zuerst eine Zeile zum Bearbeiten aus.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saving: %1</source>
        <translation>Wird gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Write refused on %1 (%2 waiting) — Resolve…</source>
        <translation>Schreibzugriff auf %1 abgelehnt (%2 wartend) — Auflösen…</translation>
    </message>
    <message>
        <source>Conflict on %1 (%2 waiting) — Resolve…</source>
        <translation>Konflikt bei %1 (%2 wartend) — Auflösen…</translation>
    </message>
    <message>
        <source>Not resolved: %1</source>
        <translation>Nicht aufgelöst: %1</translation>
    </message>
    <message>
        <source>All writes saved</source>
        <translation>Alle Schreibvorgänge gespeichert</translation>
    </message>
    <message>
        <source>1 write pending</source>
        <translation>1 Schreibvorgang ausstehend</translation>
    </message>
    <message>
        <source>%1 writes pending</source>
        <translation>%1 Schreibvorgänge ausstehend</translation>
    </message>
    <message>
        <source> — offline, retrying in %1 s</source>
        <translation> — offline, neuer Versuch in %1 s</translation>
    </message>
    <message>
        <source> — offline, retrying now</source>
        <translation> — offline, neuer Versuch läuft</translation>
    </message>
    <message>
        <source>The server cannot be reached: %1</source>
        <translation>Der Server ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source> — %1 waiting for a decision</source>
        <translation> — Entscheidung ausstehend: %1</translation>
    </message>
    <message>
        <source>No write journal is open.</source>
        <translation>Es ist kein Schreibjournal geöffnet.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ExportController</name>
    <message>
        <source>Nothing to export: no table is open.</source>
        <translation>Nichts zu exportieren: Es ist keine Tabelle geöffnet.</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was left behind.</source>
        <translation>Export abgebrochen; es wurde nichts zurückgelassen.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Exported %1 rows (%2) to %3.</source>
        <translation>%1 Zeilen (%2) nach %3 exportiert.</translation>
    </message>
    <message>
        <source>%1 PDFs, %2 TEI; %3 PDFs missing.</source>
        <translation>%1 PDFs, %2 TEI; %3 PDFs fehlen.</translation>
    </message>
    <message>
        <source>%1 selected rows no longer exist.</source>
        <translation>%1 ausgewählte Zeilen existieren nicht mehr.</translation>
    </message>
    <message>
        <source>%1 rows could not be written in this format.</source>
        <translation>%1 Zeilen konnten in diesem Format nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Interrupted export to %1 — Resume</source>
        <translation>Unterbrochener Export nach %1 — Fortsetzen</translation>
    </message>
    <message>
        <source>An export of this table to %1 stopped after %2 rows; resume it where it stopped</source>
        <translation>Ein Export dieser Tabelle nach %1 hat nach %2 Zeilen angehalten; setzen Sie ihn dort fort, wo er angehalten hat</translation>
    </message>
    <message>
        <source>The export stopped: %1 What it wrote is kept: “Interrupted export — Resume” in the status bar continues it.</source>
        <translation>Der Export hat angehalten: %1 Was er geschrieben hat, bleibt erhalten: „Unterbrochener Export — Fortsetzen“ in der Statusleiste setzt ihn fort.</translation>
    </message>
    <message>
        <source>It may be incomplete: %1</source>
        <translation>Er ist möglicherweise unvollständig: %1</translation>
    </message>
    <message>
        <source>An export of this table is still running: wait for it, or cancel it in the status bar.</source>
        <translation>Ein Export dieser Tabelle läuft noch: warten Sie auf ihn oder brechen Sie ihn in der Statusleiste ab.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ExportDialog</name>
    <message>
        <source>Export Rows</source>
        <translation>Zeilen exportieren</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message numerus="yes">
        <source>Selected rows (%n)</source>
        <translation>
            <numerusform>Ausgewählte Zeile (%n)</numerusform>
            <numerusform>Ausgewählte Zeilen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything the current filter matches (no filter: all rows)</source>
        <translation>Alles, was der aktuelle Filter erfasst (ohne Filter: alle Zeilen)</translation>
    </message>
    <message>
        <source>Everything the current filter matches: %1</source>
        <translation>Alles, was der aktuelle Filter erfasst: %1</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>Die gesamte Tabelle</translation>
    </message>
    <message>
        <source>Rows, Snappy-compressed (jsonl.sz)</source>
        <translation>Zeilen, Snappy-komprimiert (jsonl.sz)</translation>
    </message>
    <message>
        <source>Rows (jsonl)</source>
        <translation>Zeilen (jsonl)</translation>
    </message>
    <message>
        <source>Decoded fields (TSV)</source>
        <translation>Dekodierte Felder (TSV)</translation>
    </message>
    <message>
        <source>Reprocessing queue (ungrobided TSV)</source>
        <translation>Neuverarbeitungs-Warteschlange (ungrobided TSV)</translation>
    </message>
    <message>
        <source>Bundle folder: rows, PDFs and TEI</source>
        <translation>Bundle-Ordner: Zeilen, PDFs und TEI</translation>
    </message>
    <message>
        <source>Comma-separated: key and family:qualifier names, decoded by the table&apos;s profile</source>
        <translation>Durch Kommas getrennt: Schlüssel und Namen in der Form family:qualifier, dekodiert anhand des Profils der Tabelle</translation>
    </message>
    <message>
        <source>Include PDFs (fetched and verified; missing ones are listed)</source>
        <translation>PDFs einschließen (abgerufen und geprüft; fehlende werden aufgelistet)</translation>
    </message>
    <message>
        <source>Include TEI XML</source>
        <translation>TEI XML einschließen</translation>
    </message>
    <message>
        <source>File or new folder to write</source>
        <translation>Zu schreibende Datei oder neuer Ordner</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>F&amp;ields:</source>
        <translation>F&amp;elder:</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Every cell, byte for byte: can be imported again or opened as a read-only table.</source>
        <translation>Jede Zelle, Byte für Byte: kann wieder importiert oder als schreibgeschützte Tabelle geöffnet werden.</translation>
    </message>
    <message>
        <source>One line per row with the chosen fields, decoded.</source>
        <translation>Eine Textzeile pro Tabellenzeile mit den gewählten Feldern, dekodiert.</translation>
    </message>
    <message>
        <source>The pipeline&apos;s queue lines (key, f:c, file:mime, file:cdx); rows without them are skipped.</source>
        <translation>Die Warteschlangeneinträge der Pipeline (Schlüssel, f:c, file:mime, file:cdx); Zeilen ohne diese Angaben werden übersprungen.</translation>
    </message>
    <message>
        <source>A folder in the pipeline&apos;s blob layout (pdf/…/SHA1.pdf, grobid/…/SHA1.tei.xml) with the rows and a manifest: File → Open Export… opens it.</source>
        <translation>Ein Ordner im Blob-Layout der Pipeline (pdf/…/SHA1.pdf, grobid/…/SHA1.tei.xml) mit den Zeilen und einem Manifest: Datei → Export öffnen… öffnet ihn.</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>Fields: %1.</source>
        <translation>Felder: %1.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::FilterBar</name>
    <message>
        <source>Has TEI</source>
        <translation>Mit TEI</translation>
    </message>
    <message>
        <source>Not processed</source>
        <translation>Nicht verarbeitet</translation>
    </message>
    <message>
        <source>Key prefix, e.g. sha1:AB</source>
        <translation>Schlüsselpräfix, z. B. sha1:AB</translation>
    </message>
    <message>
        <source>Start key</source>
        <translation>Startschlüssel</translation>
    </message>
    <message>
        <source>Stop key</source>
        <translation>Endschlüssel</translation>
    </message>
    <message>
        <source>Predicates: grobid0:status_code!=200 has:match0:doi …</source>
        <translation>Prädikate: grobid0:status_code!=200 has:match0:doi …</translation>
    </message>
    <message>
        <source>Space-separated, all must hold: fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual. Quote a predicate that contains spaces.</source>
        <translation>Durch Leerzeichen getrennt, alle müssen zutreffen: fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual. Setzen Sie ein Prädikat, das Leerzeichen enthält, in Anführungszeichen.</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Beliebiger Status</translation>
    </message>
    <message>
        <source>GROBID HTTP status code (grobid0:status_code)</source>
        <translation>GROBID-HTTP-Statuscode (grobid0:status_code)</translation>
    </message>
    <message>
        <source>Rows without grobid0:status_code (the pipeline has not run on them)</source>
        <translation>Zeilen ohne grobid0:status_code (die Pipeline ist auf ihnen noch nicht gelaufen)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Any match status</source>
        <translation>Beliebiger Abgleichstatus</translation>
    </message>
    <message>
        <source>The status code must be a number such as 200 or 500.</source>
        <translation>Der Statuscode muss eine Zahl wie 200 oder 500 sein.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Find in TEI…</source>
        <translation>In TEI suchen…</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::HistoryView</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>Rev</source>
        <translation>Rev.</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>status cleared</source>
        <translation>Status gelöscht</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source>DOI %1</source>
        <translation>DOI %1</translation>
    </message>
    <message>
        <source>quality %1</source>
        <translation>Qualität %1</translation>
    </message>
    <message>
        <source>No row selected.</source>
        <translation>Keine Zeile ausgewählt.</translation>
    </message>
    <message>
        <source>No curator has edited this row yet.</source>
        <translation>Diese Zeile wurde noch von keinem Kurator bearbeitet.</translation>
    </message>
    <message numerus="yes">
        <source>%n revision(s), newest first. The quality cell keeps only its latest revision.</source>
        <translation>
            <numerusform>%n Revision, neueste zuerst. Die Qualitätszelle behält nur ihre letzte Revision.</numerusform>
            <numerusform>%n Revisionen, neueste zuerst. Die Qualitätszelle behält nur ihre letzte Revision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ei::Ui::InspectorSession</name>
    <message>
        <source>Row %1 could not be read: %2</source>
        <translation>Zeile %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Local files: %1</source>
        <translation>Lokale Dateien: %1</translation>
    </message>
    <message>
        <source>Fetching the PDF of %1</source>
        <translation>PDF von %1 wird abgerufen</translation>
    </message>
    <message>
        <source>No TEI file was given for this PDF.</source>
        <translation>Für dieses PDF wurde keine TEI-Datei angegeben.</translation>
    </message>
    <message>
        <source>TEI file: %1</source>
        <translation>TEI-Datei: %1</translation>
    </message>
    <message>
        <source>The TEI file %1 cannot be read: %2</source>
        <translation>Die TEI-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::LookupController</name>
    <message>
        <source>Nothing to look up in yet: the table is still opening.</source>
        <translation>Noch kann nichts nachgeschlagen werden: Die Tabelle wird noch geöffnet.</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>No row has the key %1 (%2).</source>
        <translation>Keine Zeile hat den Schlüssel %1 (%2).</translation>
    </message>
    <message>
        <source>Looking up DOI %1</source>
        <translation>DOI %1 wird nachgeschlagen</translation>
    </message>
    <message>
        <source>Scanning the table for DOI %1 (match0:doi, filtered by the server)…</source>
        <translation>Die Tabelle wird nach DOI %1 durchsucht (match0:doi, vom Server gefiltert)…</translation>
    </message>
    <message>
        <source>No row has DOI %1 in match0:doi; searching the TEI headers…</source>
        <translation>Keine Zeile hat DOI %1 in match0:doi; die TEI-Header werden durchsucht…</translation>
    </message>
    <message>
        <source>The lookup of DOI %1 was cancelled.</source>
        <translation>Das Nachschlagen von DOI %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The lookup of DOI %1 failed: %2</source>
        <translation>Das Nachschlagen von DOI %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>DOI %1</source>
        <translation>DOI %1</translation>
    </message>
    <message>
        <source>DOI %1 (from the local DOI index)</source>
        <translation>DOI %1 (aus dem lokalen DOI-Index)</translation>
    </message>
    <message>
        <source>DOI %1 (in the TEI header, not in match0:doi)</source>
        <translation>DOI %1 (im TEI-Header, nicht in match0:doi)</translation>
    </message>
    <message>
        <source>%1: %2 found in %3 s (%4).</source>
        <translation>%1: %2 gefunden in %3 s (%4).</translation>
    </message>
    <message>
        <source>No row has DOI %1 (match0:doi and the TEI headers searched in %2 s).</source>
        <translation>Keine Zeile hat DOI %1 (match0:doi und die TEI-Header in %2 s durchsucht).</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::MainWindow</name>
    <message>
        <source>Extract Inspector</source>
        <translation>Extract Inspector</translation>
    </message>
    <message>
        <source>&amp;TEI</source>
        <translation>&amp;TEI</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>A&amp;bgleich</translation>
    </message>
    <message>
        <source>&amp;Cells</source>
        <translation>&amp;Zellen</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <source>The PDF of the selected row shows here.</source>
        <translation>Hier wird das PDF der ausgewählten Zeile angezeigt.</translation>
    </message>
    <message>
        <source>Look up a SHA-1 or DOI (Ctrl+L)</source>
        <translation>SHA-1 oder DOI nachschlagen (Strg+L)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <source>Choose or edit the HBase REST connection</source>
        <translation>HBase-REST-Verbindung auswählen oder bearbeiten</translation>
    </message>
    <message>
        <source>Save &amp;TEI As…</source>
        <translation>&amp;TEI speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>TEI Tab</source>
        <translation>TEI-Tab</translation>
    </message>
    <message>
        <source>Match Tab</source>
        <translation>Abgleich-Tab</translation>
    </message>
    <message>
        <source>Cells Tab</source>
        <translation>Zellen-Tab</translation>
    </message>
    <message>
        <source>Status Tab</source>
        <translation>Status-Tab</translation>
    </message>
    <message>
        <source>&amp;Filter Bar</source>
        <translation>&amp;Filterleiste</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Look Up…</source>
        <translation>Nach&amp;schlagen…</translation>
    </message>
    <message>
        <source>&amp;Next Row</source>
        <translation>&amp;Nächste Zeile</translation>
    </message>
    <message>
        <source>&amp;Previous Row</source>
        <translation>&amp;Vorherige Zeile</translation>
    </message>
    <message>
        <source>Row &amp;List</source>
        <translation>Zeilen&amp;liste</translation>
    </message>
    <message>
        <source>&amp;Reload Rows</source>
        <translation>&amp;Zeilen neu laden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Extract Inspector</source>
        <translation>Ü&amp;ber Extract Inspector</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>TEI</source>
        <translation>TEI</translation>
    </message>
    <message>
        <source>Find Next / Previous</source>
        <translation>Weitersuchen / Rückwärts suchen</translation>
    </message>
    <message>
        <source>F3, Shift+F3</source>
        <translation>F3, Umschalt+F3</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Row list</source>
        <translation>Zeilenliste</translation>
    </message>
    <message>
        <source>Move between rows</source>
        <translation>Zwischen Zeilen wechseln</translation>
    </message>
    <message>
        <source>Up, Down, Page Up, Page Down</source>
        <translation>Pfeil hoch, Pfeil runter, Bild auf, Bild ab</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About Extract Inspector</source>
        <translation>Über Extract Inspector</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Extract Inspector %1&lt;/h3&gt;&lt;p&gt;Browse and curate the GROBID and DOI-match results of a web archive&apos;s scholarly-paper pipeline, stored in HBase and reached over HBase REST.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Extract Inspector %1&lt;/h3&gt;&lt;p&gt;Durchsuchen und kuratieren Sie die GROBID- und DOI-Abgleichsergebnisse der Pipeline für wissenschaftliche Veröffentlichungen eines Webarchivs, gespeichert in HBase und erreichbar über HBase REST.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open &amp;Export…</source>
        <translation>&amp;Export öffnen…</translation>
    </message>
    <message>
        <source>Open an export (a bundle folder&apos;s manifest.json or a .jsonl/.jsonl.sz file) read-only</source>
        <translation>Einen Export (die manifest.json eines Bundle-Ordners oder eine .jsonl/.jsonl.sz-Datei) schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the selected rows, the filter&apos;s matches or the whole table</source>
        <translation>Die ausgewählten Zeilen, die Treffer des Filters oder die gesamte Tabelle exportieren</translation>
    </message>
    <message>
        <source>Open Export</source>
        <translation>Export öffnen</translation>
    </message>
    <message>
        <source>Exports (manifest.json *.jsonl *.jsonl.sz)</source>
        <translation>Exporte (manifest.json *.jsonl *.jsonl.sz)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading rows: %1</source>
        <translation>Zeilen werden gelesen: %1</translation>
    </message>
    <message>
        <source>Lookup box</source>
        <translation>Nachschlagefeld</translation>
    </message>
    <message>
        <source>Recent lookups</source>
        <translation>Zuletzt nachgeschlagene Werte</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Pfeil runter</translation>
    </message>
    <message>
        <source>Histor&amp;y</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>History Tab</source>
        <translation>Verlauf-Tab</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtras</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::MatchEditPanel</name>
    <message>
        <source>Save Match</source>
        <translation>Abgleich speichern</translation>
    </message>
    <message>
        <source>Save Quality</source>
        <translation>Qualität speichern</translation>
    </message>
    <message>
        <source>10.1234/example (empty: no DOI)</source>
        <translation>10.1234/example (leer: kein DOI)</translation>
    </message>
    <message>
        <source>Why (optional, kept in the history)</source>
        <translation>Begründung (optional, wird im Verlauf gespeichert)</translation>
    </message>
    <message>
        <source>Why (optional)</source>
        <translation>Begründung (optional)</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>DOI:</source>
        <translation>DOI:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>Quality:</source>
        <translation>Qualität:</translation>
    </message>
    <message>
        <source>Quality note:</source>
        <translation>Qualitätsnotiz:</translation>
    </message>
    <message>
        <source>Not a DOI: %1</source>
        <translation>Kein DOI: %1</translation>
    </message>
    <message>
        <source>One checked write against the match info you loaded</source>
        <translation>Ein bedingter Schreibvorgang, geprüft gegen die von Ihnen geladenen Abgleichsdaten</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::MatchView</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation>GROBID</translation>
    </message>
    <message>
        <source>Crossref</source>
        <translation>Crossref</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Rev</source>
        <translation>Rev.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Crossref record</source>
        <translation>Crossref-Datensatz</translation>
    </message>
    <message>
        <source>GROBID header vs Crossref</source>
        <translation>GROBID-Header vs. Crossref</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>No verdict</source>
        <translation>Keine Bewertung</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Bewertung: %1</translation>
    </message>
    <message>
        <source>Match status: %1 · DOI: %2</source>
        <translation>Abgleichstatus: %1 · DOI: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1
%2
%3 %4 (%5) vol. %6 no. %7 pp. %8 · %9 · %10</source>
        <translation>%1
%2
%3 %4 (%5) Bd. %6 Nr. %7 S. %8 · %9 · %10</translation>
    </message>
    <message>
        <source>No Crossref record loaded.</source>
        <translation>Kein Crossref-Datensatz geladen.</translation>
    </message>
    <message>
        <source>Previewing %1 (not saved): its Crossref record and the comparison with GROBID&apos;s header are shown below. %2</source>
        <translation>Vorschau von %1 (nicht gespeichert): Der Crossref-Datensatz und der Vergleich mit dem GROBID-Header werden unten angezeigt. %2</translation>
    </message>
    <message>
        <source>Verdict: %1.</source>
        <translation>Bewertung: %1.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfDropHandler</name>
    <message>
        <source>%1 is not a local file.</source>
        <translation>%1 ist keine lokale Datei.</translation>
    </message>
    <message>
        <source>%1 is neither a PDF nor a GROBID TEI file.</source>
        <translation>%1 ist weder ein PDF noch eine GROBID-TEI-Datei.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfIntegrityPanel</name>
    <message>
        <source>Show Anyway</source>
        <translation>Trotzdem anzeigen</translation>
    </message>
    <message>
        <source>Render the unverified bytes; they stay marked as unverified</source>
        <translation>Die ungeprüften Bytes rendern; sie bleiben als ungeprüft markiert</translation>
    </message>
    <message>
        <source>Integrity error: the fetched PDF is not the one this row names.</source>
        <translation>Integritätsfehler: Das abgerufene PDF ist nicht das, das diese Zeile bezeichnet.</translation>
    </message>
    <message>
        <source>Row key (expected SHA-1): %1
SHA-1 of the bytes received: %2

%3</source>
        <translation>Zeilenschlüssel (erwarteter SHA-1): %1
SHA-1 der empfangenen Bytes: %2

%3</translation>
    </message>
    <message>
        <source>UNVERIFIED: the pages shown are not the PDF this row names.</source>
        <translation>UNGEPRÜFT: Die angezeigten Seiten sind nicht das PDF, das diese Zeile bezeichnet.</translation>
    </message>
    <message>
        <source>Their SHA-1 is %1; the row key is %2.</source>
        <translation>Ihr SHA-1 ist %1; der Zeilenschlüssel ist %2.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfOverlayLegend</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ebenen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Coordinates check: %1</source>
        <translation>Koordinatenprüfung: %1</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfPane</name>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>An Breite anpassen</translation>
    </message>
    <message>
        <source>Fit Page</source>
        <translation>An Seite anpassen</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Gehe zu Seite</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Seite </translation>
    </message>
    <message>
        <source>Find in PDF</source>
        <translation>Im PDF suchen</translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>This PDF is protected by a password:</source>
        <translation>Dieses PDF ist durch ein Passwort geschützt:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Wrong password; try again:</source>
        <translation>Falsches Passwort; bitte versuchen Sie es erneut:</translation>
    </message>
    <message>
        <source> of %1 </source>
        <translation> von %1 </translation>
    </message>
    <message>
        <source> no matches </source>
        <translation> keine Treffer </translation>
    </message>
    <message>
        <source> %1/%2 </source>
        <translation> %1/%2 </translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Creator</source>
        <translation>Ersteller</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Erzeuger</translation>
    </message>
    <message>
        <source>PDF version</source>
        <translation>PDF-Version</translation>
    </message>
    <message>
        <source>Encrypted</source>
        <translation>Verschlüsselt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>p. %1: %2</source>
        <translation>S. %1: %2</translation>
    </message>
    <message>
        <source>pp. %1–%2: %3</source>
        <translation>S. %1–%2: %3</translation>
    </message>
    <message>
        <source>, rotated %1°</source>
        <translation>, um %1° gedreht</translation>
    </message>
    <message>
        <source>, CropBox ≠ MediaBox</source>
        <translation>, CropBox ≠ MediaBox</translation>
    </message>
    <message>
        <source>Page sizes</source>
        <translation>Seitengrößen</translation>
    </message>
    <message>
        <source>Page boxes</source>
        <translation>Seitenboxen</translation>
    </message>
    <message>
        <source>MediaBox and CropBox read</source>
        <translation>MediaBox und CropBox gelesen</translation>
    </message>
    <message>
        <source>unknown (pdfinfo is not installed)</source>
        <translation>unbekannt (pdfinfo ist nicht installiert)</translation>
    </message>
    <message>
        <source>Renderer</source>
        <translation>Renderer</translation>
    </message>
    <message>
        <source>Poppler %1, in a separate process</source>
        <translation>Poppler %1, in einem separaten Prozess</translation>
    </message>
    <message>
        <source>PDF Properties</source>
        <translation>PDF-Eigenschaften</translation>
    </message>
    <message>
        <source>Page &amp;Thumbnails</source>
        <translation>Seiten&amp;miniaturen</translation>
    </message>
    <message>
        <source>Thumbnails</source>
        <translation>Miniaturen</translation>
    </message>
    <message>
        <source>Show or hide the page thumbnails (F7)</source>
        <translation>Seitenminiaturen ein- oder ausblenden (F7)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Show the overlay layers and the coordinates check</source>
        <translation>Die Overlay-Ebenen und die Koordinatenprüfung anzeigen</translation>
    </message>
    <message>
        <source>Fetching the PDF… %1 of %2</source>
        <translation>PDF wird abgerufen… %1 von %2</translation>
    </message>
    <message>
        <source>Fetching the PDF… %1</source>
        <translation>PDF wird abgerufen… %1</translation>
    </message>
    <message>
        <source>The PDF failed its integrity check and is not shown.</source>
        <translation>Das PDF hat die Integritätsprüfung nicht bestanden und wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>No PDF source has this file.</source>
        <translation>Keine PDF-Quelle enthält diese Datei.</translation>
    </message>
    <message>
        <source>This connection has no PDF source, so PDFs cannot be shown. Add one in File → Connect… (PDF sources).</source>
        <translation>Diese Verbindung hat keine PDF-Quelle, daher können keine PDFs angezeigt werden. Fügen Sie eine unter Datei → Verbinden… (PDF-Quellen) hinzu.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfThumbnailBar</name>
    <message>
        <source>Click a page to go to it</source>
        <translation>Klicken Sie auf eine Seite, um zu ihr zu springen</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Page %1: %2</source>
        <translation>Seite %1: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfView</name>
    <message>
        <source>No PDF is open.</source>
        <translation>Es ist kein PDF geöffnet.</translation>
    </message>
    <message>
        <source>Opening the PDF…</source>
        <translation>PDF wird geöffnet…</translation>
    </message>
    <message>
        <source>The password is wrong. This PDF is protected by a password.</source>
        <translation>Das Passwort ist falsch. Dieses PDF ist durch ein Passwort geschützt.</translation>
    </message>
    <message>
        <source>This PDF is protected by a password.</source>
        <translation>Dieses PDF ist durch ein Passwort geschützt.</translation>
    </message>
    <message>
        <source>This PDF cannot be shown. %1.</source>
        <translation>Dieses PDF kann nicht angezeigt werden. %1.</translation>
    </message>
    <message>
        <source>Rendering page %1…</source>
        <translation>Seite %1 wird gerendert…</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PendingWritesDialog</name>
    <message>
        <source>Pending Writes</source>
        <translation>Ausstehende Schreibvorgänge</translation>
    </message>
    <message>
        <source>Every edit is written to a local journal first and sent as a checked write; what the server has not confirmed yet is listed here, then what finished.</source>
        <translation>Jede Änderung wird zuerst in ein lokales Journal geschrieben und als bedingter Schreibvorgang gesendet; hier steht zuerst, was der Server noch nicht bestätigt hat, danach, was abgeschlossen ist.</translation>
    </message>
    <message>
        <source>Retry Now</source>
        <translation>Jetzt erneut versuchen</translation>
    </message>
    <message>
        <source>Resolve…</source>
        <translation>Auflösen…</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Verwerfen…</translation>
    </message>
    <message>
        <source>Discard Write</source>
        <translation>Schreibvorgang verwerfen</translation>
    </message>
    <message>
        <source>Discard “%1”? The server keeps its value and this edit is not written.</source>
        <translation>„%1“ verwerfen? Der Server behält seinen Wert, und diese Änderung wird nicht geschrieben.</translation>
    </message>
    <message>
        <source>Only a write in conflict or refused by the server can be discarded: a queued write may already have reached the server.</source>
        <translation>Nur ein Schreibvorgang im Konflikt oder einer, den der Server abgelehnt hat, kann verworfen werden: Ein eingereihter Schreibvorgang hat den Server möglicherweise bereits erreicht.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::RegionBar</name>
    <message>
        <source>Region %1: %2 – %3
%4, %5 reads, %6 writes</source>
        <translation>Region %1: %2 – %3
%4, %5 Lesezugriffe, %6 Schreibzugriffe</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ReprocessController</name>
    <message>
        <source>&amp;Reprocess Row…</source>
        <translation>&amp;Zeile neu verarbeiten…</translation>
    </message>
    <message>
        <source>Reprocess &amp;Selected Rows…</source>
        <translation>Au&amp;sgewählte Zeilen neu verarbeiten…</translation>
    </message>
    <message>
        <source>Reprocess &amp;Filter Matches…</source>
        <translation>&amp;Filtertreffer neu verarbeiten…</translation>
    </message>
    <message>
        <source>Interrupted reprocessing — Resume</source>
        <translation>Unterbrochene Neuverarbeitung — Fortsetzen</translation>
    </message>
    <message>
        <source>A reprocessing job of this table did not finish; resume it where it stopped</source>
        <translation>Ein Neuverarbeitungsauftrag dieser Tabelle wurde nicht abgeschlossen; setzen Sie ihn dort fort, wo er angehalten hat</translation>
    </message>
    <message>
        <source>Select a row to reprocess first.</source>
        <translation>Wählen Sie zuerst eine Zeile zur Neuverarbeitung aus.</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Select the rows to reprocess first.</source>
        <translation>Wählen Sie zuerst die neu zu verarbeitenden Zeilen aus.</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>the whole table</source>
        <translation>die gesamte Tabelle</translation>
    </message>
    <message>
        <source>Open a table first.</source>
        <translation>Öffnen Sie zuerst eine Tabelle.</translation>
    </message>
    <message>
        <source>A reprocessing job is still running: wait for it or cancel it in the status bar.</source>
        <translation>Ein Neuverarbeitungsauftrag läuft noch: Warten Sie, bis er fertig ist, oder brechen Sie ihn in der Statusleiste ab.</translation>
    </message>
    <message>
        <source>Edits are off for this table: only the TSV can be written.</source>
        <translation>Änderungen sind für diese Tabelle deaktiviert: Nur die TSV-Datei kann geschrieben werden.</translation>
    </message>
    <message>
        <source>Writing the ungrobided TSV</source>
        <translation>Die ungrobided-TSV-Datei wird geschrieben</translation>
    </message>
    <message>
        <source>Reprocessing</source>
        <translation>Neuverarbeitung</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Reprocessing (resumed)</source>
        <translation>Neuverarbeitung (fortgesetzt)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ReprocessDialog</name>
    <message>
        <source>Queue for reprocessing: write grobid0:reprocess, then delete grobid0:status_code (both checked)</source>
        <translation>Zur Neuverarbeitung einreihen: grobid0:reprocess schreiben, dann grobid0:status_code löschen (beides bedingt)</translation>
    </message>
    <message>
        <source>Write the ungrobided queue TSV of these rows to a file (changes nothing)</source>
        <translation>Die ungrobided-Warteschlangen-TSV dieser Zeilen in eine Datei schreiben (ändert nichts)</translation>
    </message>
    <message>
        <source>Reprocess Rows</source>
        <translation>Zeilen neu verarbeiten</translation>
    </message>
    <message>
        <source>Why (kept in grobid0:reprocess), e.g. new GROBID version</source>
        <translation>Begründung (wird in grobid0:reprocess gespeichert), z. B. neue GROBID-Version</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Begrenzung</translation>
    </message>
    <message>
        <source> rows/s</source>
        <translation> Zeilen/s</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Ungrobided Queue TSV</source>
        <translation>Ungrobided-Warteschlangen-TSV</translation>
    </message>
    <message>
        <source>TSV files (*.tsv);;All files (*)</source>
        <translation>TSV-Dateien (*.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>Rate limit:</source>
        <translation>Ratenbegrenzung:</translation>
    </message>
    <message>
        <source>All rows matching %1 (counting… %2 so far). You can confirm once they are counted.</source>
        <translation>Alle Zeilen, auf die %1 zutrifft (Zählung läuft … bisher %2). Sie können bestätigen, sobald sie gezählt sind.</translation>
    </message>
    <message>
        <source>%1: 1 row will be queued for reprocessing (unless it was never processed or is already queued).</source>
        <translation>%1: 1 Zeile wird zur Neuverarbeitung eingereiht (außer sie wurde noch nie verarbeitet oder ist bereits eingereiht).</translation>
    </message>
    <message>
        <source>%1: %2 rows will be queued for reprocessing (rows never processed or already queued are skipped).</source>
        <translation>%1: %2 Zeilen werden zur Neuverarbeitung eingereiht (noch nie verarbeitete oder bereits eingereihte Zeilen werden übersprungen).</translation>
    </message>
    <message>
        <source>%1 rows match %2; %3 of them have a GROBID status and will change (the others are skipped).</source>
        <translation>Auf %1 Zeilen trifft %2 zu; %3 davon haben einen GROBID-Status und werden geändert (die übrigen werden übersprungen).</translation>
    </message>
    <message>
        <source>The rows matching %1 could not be counted: %2</source>
        <translation>Die Zeilen, auf die %1 zutrifft, konnten nicht gezählt werden: %2</translation>
    </message>
    <message>
        <source>Write TSV</source>
        <translation>TSV schreiben</translation>
    </message>
    <message>
        <source>Reprocess</source>
        <translation>Neu verarbeiten</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ReprocessSummaryDialog</name>
    <message>
        <source>Ungrobided TSV Written</source>
        <translation>Ungrobided-TSV geschrieben</translation>
    </message>
    <message>
        <source>Reprocessing Finished</source>
        <translation>Neuverarbeitung abgeschlossen</translation>
    </message>
    <message>
        <source>%1 rows written to %2, %3 skipped (a cell missing).</source>
        <translation>%1 Zeilen nach %2 geschrieben, %3 übersprungen (eine Zelle fehlt).</translation>
    </message>
    <message>
        <source>Done: %1 · conflict: %2 · failed: %3 · skipped: %4</source>
        <translation>Erledigt: %1 · Konflikt: %2 · fehlgeschlagen: %3 · übersprungen: %4</translation>
    </message>
    <message>
        <source>Cancelled: the rows not reached were left alone.</source>
        <translation>Abgebrochen: Die nicht erreichten Zeilen blieben unverändert.</translation>
    </message>
    <message>
        <source>The job did not complete (%1); it can be resumed.</source>
        <translation>Der Auftrag wurde nicht abgeschlossen (%1); er kann fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Conflict (changed on the server, left alone):</source>
        <translation>Konflikt (auf dem Server geändert, unverändert gelassen):</translation>
    </message>
    <message>
        <source>Failed:</source>
        <translation>Fehlgeschlagen:</translation>
    </message>
    <message>
        <source>Skipped (missing, never processed or already queued):</source>
        <translation>Übersprungen (fehlend, noch nie verarbeitet oder bereits eingereiht):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Written to the TSV:</source>
        <translation>In die TSV geschrieben:</translation>
    </message>
    <message>
        <source>Done (queued for reprocessing):</source>
        <translation>Erledigt (zur Neuverarbeitung eingereiht):</translation>
    </message>
    <message>
        <source>… and %1 more (earlier runs of a resumed job, or beyond the first %2)</source>
        <translation>… und %1 weitere (frühere Läufe eines fortgesetzten Auftrags oder über die ersten %2 hinaus)</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::RowListPane</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Scanning %1…</source>
        <translation>%1 wird durchsucht…</translation>
    </message>
    <message>
        <source>%1 rows · %2 · all loaded · last page %3 ms</source>
        <translation>%1 Zeilen · %2 · alle geladen · letzte Seite %3 ms</translation>
    </message>
    <message>
        <source>%1+ rows so far · %2 · last page %3 ms · more load as you scroll</source>
        <translation>bisher %1+ Zeilen · %2 · letzte Seite %3 ms · weitere werden beim Scrollen geladen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Show the filter bar&apos;s rows again</source>
        <translation>Die Zeilen der Filterleiste wieder anzeigen</translation>
    </message>
    <message>
        <source>%1: 1 row</source>
        <translation>%1: 1 Zeile</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1: %2 Zeilen</translation>
    </message>
    <message>
        <source>Show Keys As</source>
        <translation>Schlüssel anzeigen als</translation>
    </message>
    <message>
        <source>sha1:BASE32 (as stored)</source>
        <translation>sha1:BASE32 (wie gespeichert)</translation>
    </message>
    <message>
        <source>BASE32</source>
        <translation>BASE32</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Reset Columns</source>
        <translation>Spalten zurücksetzen</translation>
    </message>
    <message>
        <source>BASE32 Prefix (compact)</source>
        <translation>BASE32-Anfang (kompakt)</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::SaveConnectionBar</name>
    <message>
        <source>&amp;Save as Connection…</source>
        <translation>Als Verbindung &amp;speichern…</translation>
    </message>
    <message>
        <source>Keep this server and table in File → Connect…, with a name, for the next time</source>
        <translation>Diesen Server und diese Tabelle unter einem Namen in Datei → Verbinden… für das nächste Mal behalten</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 is open without a saved connection.</source>
        <translation>%1 ist ohne gespeicherte Verbindung geöffnet.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::StatusView</name>
    <message>
        <source>No grobid0:status cell</source>
        <translation>Keine grobid0:status-Zelle</translation>
    </message>
    <message>
        <source>PDF source</source>
        <translation>PDF-Quelle</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>GROBID status code:</source>
        <translation>GROBID-Statuscode:</translation>
    </message>
    <message>
        <source>GROBID version:</source>
        <translation>GROBID-Version:</translation>
    </message>
    <message>
        <source>Status JSON:</source>
        <translation>Status-JSON:</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>PDF sources tried</source>
        <translation>Versuchte PDF-Quellen</translation>
    </message>
    <message>
        <source>No row selected</source>
        <translation>Keine Zeile ausgewählt</translation>
    </message>
    <message>
        <source>— (not processed)</source>
        <translation>— (nicht verarbeitet)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>OK: </source>
        <translation>OK: </translation>
    </message>
    <message>
        <source>Failed: </source>
        <translation>Fehlgeschlagen: </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TablePickerDialog</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Choose Table</source>
        <translation>Tabelle wählen</translation>
    </message>
    <message>
        <source>Filter tables</source>
        <translation>Tabellen filtern</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Loading the server&apos;s tables…</source>
        <translation>Die Tabellen des Servers werden geladen…</translation>
    </message>
    <message>
        <source>The tables could not be listed: %1</source>
        <translation>Die Tabellen konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>The server has no tables.</source>
        <translation>Der Server hat keine Tabellen.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) on this server.</source>
        <translation>
            <numerusform>%n Tabelle auf diesem Server.</numerusform>
            <numerusform>%n Tabellen auf diesem Server.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen from the table name</source>
        <translation>Anhand des Tabellennamens gewählt</translation>
    </message>
    <message>
        <source>Chosen from the table name (%1)</source>
        <translation>Anhand des Tabellennamens gewählt (%1)</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TeiPdfLink</name>
    <message>
        <source>The TEI could not be parsed: %1</source>
        <translation>Das TEI konnte nicht geparst werden: %1</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TeiView</name>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Literaturangabe</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Show the outline of header, sections, references and figures</source>
        <translation>Gliederung aus Header, Abschnitten, Literaturangaben und Abbildungen anzeigen</translation>
    </message>
    <message>
        <source>Pretty-print</source>
        <translation>Formatieren</translation>
    </message>
    <message>
        <source>Re-indent the XML one element per line (the stored bytes are unchanged)</source>
        <translation>XML neu einrücken, ein Element pro Zeile (die gespeicherten Bytes bleiben unverändert)</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Copy All</source>
        <translation>Alles kopieren</translation>
    </message>
    <message>
        <source>Copy the whole TEI document to the clipboard</source>
        <translation>Das gesamte TEI-Dokument in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save the TEI exactly as stored</source>
        <translation>Das TEI genau so speichern, wie es gespeichert ist</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>Weitersuchen</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>Rückwärts suchen</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Pretty-printing…</source>
        <translation>Wird formatiert…</translation>
    </message>
    <message>
        <source>Loading… %1%</source>
        <translation>Wird geladen… %1%</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n line(s)</source>
        <translation>
            <numerusform>%1 · %n Zeile</numerusform>
            <numerusform>%1 · %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Save TEI</source>
        <translation>TEI speichern</translation>
    </message>
    <message>
        <source>TEI XML (*.tei.xml *.xml);;All files (*)</source>
        <translation>TEI XML (*.tei.xml *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source> · not re-indented: malformed at line %1 (%2)</source>
        <translation> · nicht formatiert: fehlerhaftes XML in Zeile %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TypedConfirmDialog</name>
    <message>
        <source>Type &lt;b&gt;%1&lt;/b&gt; to confirm:</source>
        <translation>Zur Bestätigung &lt;b&gt;%1&lt;/b&gt; eingeben:</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::WorklistController</name>
    <message>
        <source>&amp;Worklists…</source>
        <translation>&amp;Arbeitslisten…</translation>
    </message>
    <message>
        <source>Review: Accept (confirmed)</source>
        <translation>Durchsicht: Annehmen (confirmed)</translation>
    </message>
    <message>
        <source>Review: Reject (rejected)</source>
        <translation>Durchsicht: Ablehnen (rejected)</translation>
    </message>
    <message>
        <source>Review: Flag (needs-review)</source>
        <translation>Durchsicht: Markieren (needs-review)</translation>
    </message>
    <message>
        <source>Review: Skip</source>
        <translation>Durchsicht: Überspringen</translation>
    </message>
    <message>
        <source>Stop Review</source>
        <translation>Durchsicht beenden</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; accept · &lt;b&gt;R&lt;/b&gt; reject · &lt;b&gt;F&lt;/b&gt; flag needs-review · &lt;b&gt;S&lt;/b&gt; skip</source>
        <translation>&lt;b&gt;A&lt;/b&gt; annehmen · &lt;b&gt;R&lt;/b&gt; ablehnen · &lt;b&gt;F&lt;/b&gt; als needs-review markieren · &lt;b&gt;S&lt;/b&gt; überspringen</translation>
    </message>
    <message>
        <source>Open a table first.</source>
        <translation>Öffnen Sie zuerst eine Tabelle.</translation>
    </message>
    <message>
        <source>Worklist “%1” done: %2</source>
        <translation>Arbeitsliste „%1“ abgeschlossen: %2</translation>
    </message>
    <message>
        <source>%1 of %2 reviewed</source>
        <translation>%1 von %2 durchgesehen</translation>
    </message>
    <message>
        <source>Worklist &lt;b&gt;%1&lt;/b&gt; (%2%3)</source>
        <translation>Arbeitsliste &lt;b&gt;%1&lt;/b&gt; (%2%3)</translation>
    </message>
    <message>
        <source>all rows</source>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <source>, verdict %1</source>
        <translation>, Bewertung %1</translation>
    </message>
    <message>
        <source>Worklists</source>
        <translation>Arbeitslisten</translation>
    </message>
    <message>
        <source>Name, e.g. weak matches</source>
        <translation>Name, z. B. schwache Abgleiche</translation>
    </message>
    <message>
        <source>any verdict</source>
        <translation>beliebige Bewertung</translation>
    </message>
    <message>
        <source>Save Current Filter</source>
        <translation>Aktuellen Filter speichern</translation>
    </message>
    <message>
        <source>Start Review</source>
        <translation>Durchsicht starten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>A worklist is a saved filter that becomes a review queue.</source>
        <translation>Eine Arbeitsliste ist ein gespeicherter Filter, der zu einer Durchsicht-Warteschlange wird.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help, including generic Qt options.</source>
        <translation>Zeigt die Hilfe einschließlich generischer Qt-Optionen an.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Inspect and curate a web archive&apos;s GROBID and DOI-match HBase table.</source>
        <translation>Die GROBID- und DOI-Abgleich-HBase-Tabelle eines Webarchivs untersuchen und kuratieren.</translation>
    </message>
    <message>
        <source>Save a PNG of the main window to &lt;file&gt; once it is shown.</source>
        <translation>Ein PNG des Hauptfensters nach &lt;file&gt; speichern, sobald es angezeigt wird.</translation>
    </message>
    <message>
        <source>Show the PDF &lt;file&gt; without any table.</source>
        <translation>Das PDF &lt;file&gt; ohne Tabelle anzeigen.</translation>
    </message>
    <message>
        <source>With --pdf: its GROBID TEI &lt;file&gt;, linked by coordinates.</source>
        <translation>Mit --pdf: die zugehörige GROBID-TEI-Datei &lt;file&gt;, über Koordinaten verknüpft.</translation>
    </message>
    <message>
        <source>Open the demo snapshot in &lt;dir&gt; (default: the built-in demo data).</source>
        <translation>Den Demo-Snapshot in &lt;dir&gt; öffnen (Standard: die eingebauten Demodaten).</translation>
    </message>
    <message>
        <source>Open the saved connection &lt;name&gt; (as the CLI&apos;s --connection; default: the last one used, else the demo).</source>
        <translation>Die gespeicherte Verbindung &lt;name&gt; öffnen (wie --connection der CLI; Standard: die zuletzt verwendete, sonst die Demo).</translation>
    </message>
    <message>
        <source>Print the time from process start to the first row shown, then quit.</source>
        <translation>Die Zeit vom Prozessstart bis zur ersten angezeigten Zeile ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>Open the export &lt;path&gt; read-only: a bundle folder or a .jsonl/.jsonl.sz file.</source>
        <translation>Den Export &lt;path&gt; schreibgeschützt öffnen: ein Bundle-Ordner oder eine .jsonl/.jsonl.sz-Datei.</translation>
    </message>
    <message>
        <source>Open the HBase REST gateway at &lt;url&gt; (with --table) without a saved connection; the window offers to save it.</source>
        <translation>Das HBase-REST-Gateway unter &lt;url&gt; (mit --table) ohne gespeicherte Verbindung öffnen; das Fenster bietet an, sie zu speichern.</translation>
    </message>
    <message>
        <source>With --url: the &lt;table&gt; to open.</source>
        <translation>Mit --url: die zu öffnende Tabelle &lt;table&gt;.</translation>
    </message>
    <message>
        <source>With --url: the table profile &lt;profile&gt; (default: chosen from the table name).</source>
        <translation>Mit --url: das Tabellenprofil &lt;profile&gt; (Standard: nach dem Tabellennamen gewählt).</translation>
    </message>
    <message>
        <source>With --url: refuse every edit.</source>
        <translation>Mit --url: jede Änderung ablehnen.</translation>
    </message>
    <message>
        <source>Only one export or snapshot can be opened at a time; %1 were given.</source>
        <translation>Es kann nur ein Export oder Snapshot auf einmal geöffnet werden; %1 wurden angegeben.</translation>
    </message>
    <message>
        <source>a path</source>
        <translation>ein Pfad</translation>
    </message>
    <message>
        <source>Choose one thing to open, not %1.</source>
        <translation>Wählen Sie eines zum Öffnen, nicht %1.</translation>
    </message>
    <message>
        <source>--%1 goes with --url.</source>
        <translation>--%1 gehört zu --url.</translation>
    </message>
    <message>
        <source>--tei goes with --pdf.</source>
        <translation>--tei gehört zu --pdf.</translation>
    </message>
    <message>
        <source>--url needs --table: the table to open on that server.</source>
        <translation>--url braucht --table: die Tabelle, die auf diesem Server geöffnet werden soll.</translation>
    </message>
    <message>
        <source>Try --help.</source>
        <translation>Siehe --help.</translation>
    </message>
    <message>
        <source>An export or snapshot to open read-only, as with --export: a bundle or snapshot folder, or a .jsonl/.jsonl.sz file. A .pdf file is shown as with --pdf.</source>
        <translation>Ein schreibgeschützt zu öffnender Export oder Snapshot, wie mit --export: ein Bundle- oder Snapshot-Ordner oder eine .jsonl/.jsonl.sz-Datei. Eine .pdf-Datei wird wie mit --pdf angezeigt.</translation>
    </message>
    <message>
        <source>the last window was closed</source>
        <translation>das letzte Fenster wurde geschlossen</translation>
    </message>
    <message>
        <source>the command line cannot mean anything (an unknown option, two things to open)</source>
        <translation>die Befehlszeile ergibt keinen Sinn (eine unbekannte Option, zwei Dinge zum Öffnen)</translation>
    </message>
</context>
</TS>
