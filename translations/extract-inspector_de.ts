<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Ei::Models::ConnectionStore</name>
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
        <source>“%1” is not a valid header name.</source>
        <translation>„%1“ ist kein gültiger Header-Name.</translation>
    </message>
    <message>
        <source>Cannot write the connection settings to %1.</source>
        <translation>Die Verbindungseinstellungen können nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write the connection secrets file %1: %2.</source>
        <translation>Die Datei mit den Verbindungsgeheimnissen %1 kann nicht geschrieben werden: %2.</translation>
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
        <source>system certificates</source>
        <translation>Systemzertifikate</translation>
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
    <name>Ei::Ui::InspectorSession</name>
    <message>
        <source>Demo (sample data) — loading…</source>
        <translation>Demo (Beispieldaten) — wird geladen…</translation>
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
        <source>Demo (sample data) · %1 · %2</source>
        <translation>Demo (Beispieldaten) · %1 · %2</translation>
    </message>
    <message>
        <source>Row %1 could not be read: %2</source>
        <translation>Zeile %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Fehlt: %1</translation>
    </message>
    <message>
        <source>This row has no TEI (%1).</source>
        <translation>Diese Zeile hat kein TEI (%1).</translation>
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
        <source>The TEI could not be parsed: %1</source>
        <translation>Das TEI konnte nicht geparst werden: %1</translation>
    </message>
    <message>
        <source>This row has no DOI to compare with.</source>
        <translation>Diese Zeile hat keinen DOI zum Vergleichen.</translation>
    </message>
    <message>
        <source>No Crossref record is known for %1.</source>
        <translation>Für %1 ist kein Crossref-Datensatz bekannt.</translation>
    </message>
    <message>
        <source>No PDF source has this file.</source>
        <translation>Keine PDF-Quelle enthält diese Datei.</translation>
    </message>
    <message>
        <source>Local files: %1</source>
        <translation>Lokale Dateien: %1</translation>
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
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation>GROBID</translation>
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
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Literaturangaben</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>Abbildung %1</translation>
    </message>
    <message>
        <source>Sample data (synthetic rows, read-only)</source>
        <translation>Beispieldaten (synthetische Zeilen, nur lesen)</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>Verarbeitet</translation>
    </message>
    <message>
        <source>Backfilled only</source>
        <translation>Nur per Backfill angelegt</translation>
    </message>
    <message>
        <source>No grobid0:status_code yet: the pipeline has not run.</source>
        <translation>Noch kein grobid0:status_code: Die Pipeline ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>HTTP 403</source>
        <translation>HTTP 403</translation>
    </message>
    <message>
        <source>fetched 1.2 MB, SHA-1 verified</source>
        <translation>1,2 MB abgerufen, SHA-1 geprüft</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>Erschienen in</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Band</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>No TEI sample file found.</source>
        <translation>Keine TEI-Beispieldatei gefunden.</translation>
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
        <source>Show synthetic rows and the TEI file &lt;tei&gt; instead of connecting.</source>
        <translation>Synthetische Zeilen und die TEI-Datei &lt;tei&gt; anzeigen, statt eine Verbindung herzustellen.</translation>
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
</context>
</TS>
