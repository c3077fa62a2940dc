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
    <message>
        <source>“%1” is not an http:// or https:// address of a further REST gateway.</source>
        <translation>„%1“ ist keine http://- oder https://-Adresse eines weiteren REST-Gateways.</translation>
    </message>
    <message>
        <source>authentication %1</source>
        <translation>Anmeldung %1</translation>
    </message>
    <message>
        <source>authentication %1 as %2</source>
        <translation>Anmeldung %1 als %2</translation>
    </message>
    <message>
        <source>client certificate %1</source>
        <translation>Client-Zertifikat %1</translation>
    </message>
    <message>
        <source>acting for %1</source>
        <translation>handelt für %1</translation>
    </message>
    <message>
        <source>CREDENTIALS ALLOWED OVER PLAIN HTTP</source>
        <translation>ZUGANGSDATEN ÜBER UNVERSCHLÜSSELTES HTTP ERLAUBT</translation>
    </message>
</context>
<context>
    <name>Ei::Core::AdminClient</name>
    <message>
        <source>%1 failed: the answer is not a JSON object.</source>
        <translation>%1 ist fehlgeschlagen: die Antwort ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>the cluster status is not a JSON object</source>
        <translation>der Cluster-Status ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the region list is not a JSON object</source>
        <translation>die Regionsliste ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an attribute assignment; expected KEY=VALUE, e.g. VERSIONS=1 or COMPRESSION=SNAPPY</source>
        <translation>„%1“ ist keine Attributzuweisung; erwartet wird KEY=VALUE, z. B. VERSIONS=1 oder COMPRESSION=SNAPPY</translation>
    </message>
    <message>
        <source>%1 was refused: the connection is read-only.</source>
        <translation>%1 wurde abgelehnt: die Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Reading the cluster status</source>
        <translation>Das Lesen des Cluster-Status</translation>
    </message>
    <message>
        <source>%1 failed: %2.</source>
        <translation>%1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Listing the namespaces</source>
        <translation>Das Auflisten der Namensräume</translation>
    </message>
    <message>
        <source>Listing the tables of namespace &apos;%1&apos;</source>
        <translation>Das Auflisten der Tabellen des Namensraums „%1“</translation>
    </message>
    <message>
        <source>Creating namespace &apos;%1&apos;</source>
        <translation>Das Anlegen des Namensraums „%1“</translation>
    </message>
    <message>
        <source>Dropping namespace &apos;%1&apos;</source>
        <translation>Das Löschen des Namensraums „%1“</translation>
    </message>
    <message>
        <source>Checking whether table &apos;%1&apos; exists</source>
        <translation>Das Prüfen, ob die Tabelle „%1“ existiert</translation>
    </message>
    <message>
        <source>Reading the schema of table &apos;%1&apos;</source>
        <translation>Das Lesen des Schemas der Tabelle „%1“</translation>
    </message>
    <message>
        <source>Reading the regions of table &apos;%1&apos;</source>
        <translation>Das Lesen der Regionen der Tabelle „%1“</translation>
    </message>
    <message>
        <source>%1 was sent, but the schema read back %2.</source>
        <translation>%1 wurde gesendet, aber das danach gelesene Schema %2.</translation>
    </message>
    <message>
        <source>Creating table &apos;%1&apos;</source>
        <translation>Das Anlegen der Tabelle „%1“</translation>
    </message>
    <message>
        <source>%1 was not sent: a table needs at least one column family.</source>
        <translation>%1 wurde nicht gesendet: eine Tabelle braucht mindestens eine Spaltenfamilie.</translation>
    </message>
    <message>
        <source>%1 was not sent: the table exists already (it was left as it is).</source>
        <translation>%1 wurde nicht gesendet: die Tabelle existiert bereits (sie blieb unverändert).</translation>
    </message>
    <message>
        <source>has no family &apos;%1&apos;</source>
        <translation>hat keine Familie „%1“</translation>
    </message>
    <message>
        <source>Adding family &apos;%1&apos; to table &apos;%2&apos;</source>
        <translation>Das Hinzufügen der Familie „%1“ zur Tabelle „%2“</translation>
    </message>
    <message>
        <source>Changing family &apos;%1&apos; of table &apos;%2&apos;</source>
        <translation>Das Ändern der Familie „%1“ der Tabelle „%2“</translation>
    </message>
    <message>
        <source>%1 was not sent: the family exists already.</source>
        <translation>%1 wurde nicht gesendet: die Familie existiert bereits.</translation>
    </message>
    <message>
        <source>%1 was not sent: the table has no such family.</source>
        <translation>%1 wurde nicht gesendet: die Tabelle hat keine solche Familie.</translation>
    </message>
    <message>
        <source>has %1=%2, not %3</source>
        <translation>hat %1=%2, nicht %3</translation>
    </message>
    <message>
        <source>lost family &apos;%1&apos;</source>
        <translation>hat die Familie „%1“ verloren</translation>
    </message>
    <message>
        <source>Dropping family &apos;%1&apos; of table &apos;%2&apos;</source>
        <translation>Das Löschen der Familie „%1“ der Tabelle „%2“</translation>
    </message>
    <message>
        <source>%1 was not sent: it is the table&apos;s only family (drop the table instead).</source>
        <translation>%1 wurde nicht gesendet: es ist die einzige Familie der Tabelle (löschen Sie stattdessen die Tabelle).</translation>
    </message>
    <message>
        <source>still has family &apos;%1&apos;</source>
        <translation>hat noch die Familie „%1“</translation>
    </message>
    <message>
        <source>Dropping table &apos;%1&apos;</source>
        <translation>Das Löschen der Tabelle „%1“</translation>
    </message>
    <message>
        <source>%1 was not sent: %2</source>
        <translation>%1 wurde nicht gesendet: %2</translation>
    </message>
    <message>
        <source>%1 was not sent: HBase never drops its built-in namespaces default and hbase.</source>
        <translation>%1 wurde nicht gesendet: HBase löscht seine eingebauten Namensräume default und hbase nie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not sent: it still has %n table(s) (%2), and HBase drops only empty namespaces.</source>
        <translation>
            <numerusform>%1 wurde nicht gesendet: er hat noch %n Tabelle (%2), und HBase löscht nur leere Namensräume.</numerusform>
            <numerusform>%1 wurde nicht gesendet: er hat noch %n Tabellen (%2), und HBase löscht nur leere Namensräume.</numerusform>
        </translation>
    </message>
    <message>
        <source>HBase said: %1</source>
        <translation>HBase meldete: %1</translation>
    </message>
    <message>
        <source>%1 failed: the namespace does not exist.</source>
        <translation>%1 ist fehlgeschlagen: der Namensraum existiert nicht.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::CellCodec</name>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>kein gültiges JSON bei Byte %1 (%2)</translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation>kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>an 8-byte big-endian integer was expected, the cell has %1 bytes</source>
        <translation>erwartet wurde eine 8-Byte-Ganzzahl (Big-Endian), die Zelle hat %1 Bytes</translation>
    </message>
    <message>
        <source>a base-10 number written as text was expected</source>
        <translation>erwartet wurde eine als Text geschriebene Dezimalzahl</translation>
    </message>
    <message>
        <source>a unix time written as base-10 text was expected</source>
        <translation>erwartet wurde eine als Dezimaltext geschriebene Unix-Zeit</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>den Wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid value for %2: expected %3</source>
        <translation>„%1“ ist kein gültiger Wert für %2: erwartet wird %3</translation>
    </message>
    <message>
        <source>a whole number (stored as an 8-byte big-endian integer)</source>
        <translation>eine ganze Zahl (gespeichert als 8-Byte-Ganzzahl, Big-Endian)</translation>
    </message>
    <message>
        <source>a JSON object or array (%1 at byte %2)</source>
        <translation>ein JSON-Objekt oder -Array (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>a base-10 number</source>
        <translation>eine Dezimalzahl</translation>
    </message>
    <message>
        <source>seconds since 1970 or an ISO-8601 date-time</source>
        <translation>Sekunden seit 1970 oder ein ISO-8601-Zeitpunkt</translation>
    </message>
    <message>
        <source>hex digits (optionally prefixed with hex:)</source>
        <translation>Hexadezimalziffern (wahlweise mit vorangestelltem hex:)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a column: expected family:qualifier</source>
        <translation>„%1“ ist keine Spalte: erwartet wird family:qualifier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a column family of this table (profile %2 has %3)</source>
        <translation>„%1“ ist keine Spaltenfamilie dieser Tabelle (das Profil %2 hat %3)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::CellSet</name>
    <message>
        <source>the %1 has no &quot;%2&quot; string</source>
        <translation>%1 hat keine Zeichenkette „%2“</translation>
    </message>
    <message>
        <source>the %1&apos;s &quot;%2&quot; is not valid base64</source>
        <translation>„%2“ in %1 ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>a row is not a JSON object</source>
        <translation>eine Zeile ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>a row&apos;s &quot;Cell&quot; is not an array</source>
        <translation>„Cell“ einer Zeile ist kein Array</translation>
    </message>
    <message>
        <source>a cell is not a JSON object</source>
        <translation>eine Zelle ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>a cell&apos;s timestamp is not a number</source>
        <translation>der Zeitstempel einer Zelle ist keine Zahl</translation>
    </message>
    <message>
        <source>the %1 is not valid JSON (%2 at byte %3)</source>
        <translation>%1 ist kein gültiges JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>the %1 is not a JSON object</source>
        <translation>%1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the CellSet&apos;s &quot;Row&quot; is not an array</source>
        <translation>„Row“ des CellSets ist kein Array</translation>
    </message>
    <message>
        <source>the protobuf CellSet is malformed</source>
        <translation>das Protobuf-CellSet ist fehlerhaft</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ConnectionKeyring</name>
    <message>
        <source>The keyring holds no secrets for this connection.</source>
        <translation>Der Schlüsselbund enthält keine Geheimnisse für diese Verbindung.</translation>
    </message>
    <message>
        <source>The keyring refused access (%1).</source>
        <translation>Der Schlüsselbund hat den Zugriff verweigert (%1).</translation>
    </message>
    <message>
        <source>No keyring is available (%1).</source>
        <translation>Kein Schlüsselbund ist verfügbar (%1).</translation>
    </message>
    <message>
        <source>The keyring did not answer (%1).</source>
        <translation>Der Schlüsselbund hat nicht geantwortet (%1).</translation>
    </message>
    <message>
        <source>The keyring&apos;s entry for this connection is not valid JSON.</source>
        <translation>Der Eintrag des Schlüsselbunds für diese Verbindung ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The keyring did not keep the secrets it was given.</source>
        <translation>Der Schlüsselbund hat die übergebenen Geheimnisse nicht behalten.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::CrossrefClient</name>
    <message>
        <source>the Crossref source: %1</source>
        <translation>die Crossref-Quelle: %1</translation>
    </message>
    <message>
        <source>the Crossref source &apos;%1&apos; must be postgrest:URL, crossref-api:URL or postgres:CONNINFO</source>
        <translation>die Crossref-Quelle „%1“ muss postgrest:URL, crossref-api:URL oder postgres:CONNINFO sein</translation>
    </message>
    <message>
        <source>the Crossref source &apos;%1&apos; needs an http(s) URL after the colon</source>
        <translation>die Crossref-Quelle „%1“ braucht nach dem Doppelpunkt eine http(s)-URL</translation>
    </message>
    <message>
        <source>the Crossref mirror</source>
        <translation>der Crossref-Spiegel</translation>
    </message>
    <message>
        <source>the Crossref API</source>
        <translation>die Crossref-API</translation>
    </message>
    <message>
        <source>the Crossref database</source>
        <translation>die Crossref-Datenbank</translation>
    </message>
    <message>
        <source>the Crossref lookup of %1 was cancelled</source>
        <translation>die Crossref-Abfrage von %1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 has no record for DOI %2</source>
        <translation>%1 hat keinen Datensatz für den DOI %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s for DOI %3</source>
        <translation>%1 hat für den DOI %3 nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>cannot reach %1 (%2)</source>
        <translation>%1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>%1 refused the lookup of DOI %2: %3</source>
        <translation>%1 hat die Abfrage des DOI %2 abgelehnt: %3</translation>
    </message>
    <message>
        <source>%1 failed for DOI %2: %3</source>
        <translation>%1 ist für den DOI %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a DOI (expected 10.prefix/suffix)</source>
        <translation>„%1“ ist kein DOI (erwartet wird 10.präfix/suffix)</translation>
    </message>
    <message>
        <source>the batch did not answer for %1</source>
        <translation>die Sammelabfrage hat für %1 nicht geantwortet</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds something that is not a Crossref work for DOI %2: %3</source>
        <translation>%1 enthält für den DOI %2 etwas, das kein Crossref-Werk ist: %3</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>%1 refused the login: %2</source>
        <translation>%1 hat die Anmeldung abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 at %2 answers</source>
        <translation>%1 unter %2 antwortet</translation>
    </message>
    <message>
        <source>%1 failed with HTTP %2 for DOI %3</source>
        <translation>%1 ist für den DOI %3 mit HTTP %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 refused the lookup of DOI %2 with HTTP %3</source>
        <translation>%1 hat die Abfrage des DOI %2 mit HTTP %3 abgelehnt</translation>
    </message>
    <message>
        <source>%1 answered something that is not a Crossref work for DOI %2: %3</source>
        <translation>%1 hat für den DOI %2 etwas geantwortet, das kein Crossref-Werk ist: %3</translation>
    </message>
    <message>
        <source>The lookup of DOI %1 in %2</source>
        <translation>Das Nachschlagen der DOI %1 in %2</translation>
    </message>
    <message>
        <source>the Crossref source &apos;%1&apos;: only a postgrest: mirror takes auth= (the public API gets no credentials)</source>
        <translation>die Crossref-Quelle &apos;%1&apos;: nur ein postgrest:-Spiegel nimmt auth= (die öffentliche API bekommt keine Anmeldedaten)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::CrossrefRecord</name>
    <message>
        <source>the JSON is not a Crossref work (it has no DOI or title)</source>
        <translation>das JSON ist kein Crossref-Werk (es hat weder DOI noch Titel)</translation>
    </message>
    <message>
        <source>the Crossref record is empty</source>
        <translation>der Crossref-Datensatz ist leer</translation>
    </message>
    <message>
        <source>the Crossref record is not valid JSON (%1 at byte %2)</source>
        <translation>der Crossref-Datensatz ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the Crossref mirror has no record for this DOI</source>
        <translation>der Crossref-Spiegel hat keinen Datensatz für diesen DOI</translation>
    </message>
    <message>
        <source>the Crossref mirror row&apos;s record is not a JSON object</source>
        <translation>der Datensatz in der Zeile des Crossref-Spiegels ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the Crossref mirror answer has no record object in its first row</source>
        <translation>die Antwort des Crossref-Spiegels hat in ihrer ersten Zeile kein Datensatzobjekt</translation>
    </message>
    <message>
        <source>the Crossref record is not a JSON object</source>
        <translation>der Crossref-Datensatz ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the Crossref answer is a &quot;%1&quot;, not a single work</source>
        <translation>die Crossref-Antwort ist ein „%1“, kein einzelnes Werk</translation>
    </message>
    <message>
        <source>the Crossref answer&apos;s message is not a work</source>
        <translation>die Nachricht der Crossref-Antwort ist kein Werk</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Curation</name>
    <message>
        <source>a curator name is needed for every edit</source>
        <translation>für jede Änderung wird ein Kuratorname benötigt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a match status: expected one of %2</source>
        <translation>„%1“ ist kein Abgleichstatus: erwartet wird einer von %2</translation>
    </message>
    <message>
        <source>a match status is needed</source>
        <translation>ein Abgleichstatus wird benötigt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a quality verdict: expected one of %2</source>
        <translation>„%1“ ist keine Qualitätsbewertung: erwartet wird eine von %2</translation>
    </message>
</context>
<context>
    <name>Ei::Core::DecodedRow</name>
    <message>
        <source>the count cell %1:%2 is not a number</source>
        <translation>die Zählerzelle %1:%2 ist keine Zahl</translation>
    </message>
    <message>
        <source>the count says %1 records, %2 were found</source>
        <translation>der Zähler nennt %1 Datensätze, gefunden wurden %2</translation>
    </message>
    <message>
        <source>record %1 is beyond the count %2</source>
        <translation>der Datensatz %1 liegt jenseits des Zählers %2</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Doi</name>
    <message>
        <source>&apos;%1&apos; is not a DOI: expected 10.&lt;registrant&gt;/&lt;suffix&gt;, optionally as doi:... or https://doi.org/...</source>
        <translation>„%1“ ist kein DOI: erwartet wird 10.&lt;Registrant&gt;/&lt;Suffix&gt;, wahlweise als doi:... oder https://doi.org/...</translation>
    </message>
    <message>
        <source>only doi.org links are understood</source>
        <translation>nur Links auf doi.org werden verstanden</translation>
    </message>
    <message>
        <source>the suffix after &apos;/&apos; is missing</source>
        <translation>das Suffix nach „/“ fehlt</translation>
    </message>
    <message>
        <source>the registrant code must be digits</source>
        <translation>der Registrant-Code muss aus Ziffern bestehen</translation>
    </message>
    <message>
        <source>a DOI contains no spaces or control characters</source>
        <translation>ein DOI enthält keine Leer- oder Steuerzeichen</translation>
    </message>
</context>
<context>
    <name>Ei::Core::DoiIndex</name>
    <message>
        <source>cannot write the DOI index %1: %2</source>
        <translation>der DOI-Index %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Core::DoiRowSearch</name>
    <message>
        <source>the DOI search has not finished</source>
        <translation>die DOI-Suche ist noch nicht beendet</translation>
    </message>
    <message>
        <source>the DOI search was cancelled</source>
        <translation>die DOI-Suche wurde abgebrochen</translation>
    </message>
    <message>
        <source>Looking up DOI %1</source>
        <translation>DOI %1 wird nachgeschlagen</translation>
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
    <name>Ei::Core::ExpectedSchema</name>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is not a known field (families, rules, sampleRows)</source>
        <translation>ist kein bekanntes Feld (families, rules, sampleRows)</translation>
    </message>
    <message>
        <source>must be a non-empty array</source>
        <translation>muss ein nicht leeres Array sein</translation>
    </message>
    <message>
        <source>must be a family name (not empty, no &apos;:&apos;)</source>
        <translation>muss ein Familienname sein (nicht leer, ohne „:“)</translation>
    </message>
    <message>
        <source>must be a string or a number</source>
        <translation>muss eine Zeichenkette oder eine Zahl sein</translation>
    </message>
    <message>
        <source>is not a known rule (%1)</source>
        <translation>ist keine bekannte Regel (%1)</translation>
    </message>
    <message>
        <source>must be error, warning or off</source>
        <translation>muss error, warning oder off sein</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>muss eine positive Zahl sein</translation>
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
    <message>
        <source>Exporting to %1</source>
        <translation>Export nach %1</translation>
    </message>
    <message>
        <source>The export to %1 was interrupted.</source>
        <translation>Der Export nach %1 wurde unterbrochen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ExportRow</name>
    <message>
        <source>the export %1 does not exist</source>
        <translation>der Export %1 existiert nicht</translation>
    </message>
    <message>
        <source>reading the export %1 was cancelled</source>
        <translation>das Lesen des Exports %1 wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ExportRowSource</name>
    <message>
        <source>the table connection is gone</source>
        <translation>die Verbindung zur Tabelle besteht nicht mehr</translation>
    </message>
    <message>
        <source>%1 does not say where the export&apos;s rows come from</source>
        <translation>%1 gibt nicht an, woher die Zeilen des Exports stammen</translation>
    </message>
    <message>
        <source>cannot read the key list of the export %1: %2</source>
        <translation>die Schlüsselliste des Exports %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the key list of the export %1 is incomplete</source>
        <translation>die Schlüsselliste des Exports %1 ist unvollständig</translation>
    </message>
    <message>
        <source>cannot save the export&apos;s key list to %1: %2</source>
        <translation>die Schlüsselliste des Exports kann nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 does not say where the export&apos;s ranges stand</source>
        <translation>%1 sagt nicht, wo die Bereiche des Exports stehen</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ExportSink</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2: %3</source>
        <translation>%1 kann nicht in %2 umbenannt werden: %3</translation>
    </message>
    <message>
        <source>cannot continue %1: %2</source>
        <translation>%1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>cannot continue %1: it is shorter than its saved state says (start the export again)</source>
        <translation>%1 kann nicht fortgesetzt werden: die Datei ist kürzer, als ihr gespeicherter Zustand angibt (starten Sie den Export neu)</translation>
    </message>
    <message>
        <source>%1 already exists; a bundle is written to a new (or empty) folder</source>
        <translation>%1 existiert bereits; ein Paket wird in einen neuen (oder leeren) Ordner geschrieben</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot continue the bundle %1: the folder is gone (start the export again)</source>
        <translation>das Paket %1 kann nicht fortgesetzt werden: der Ordner ist verschwunden (starten Sie den Export neu)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Filter</name>
    <message>
        <source>--where &apos;%1&apos; needs a column written as family:qualifier.</source>
        <translation>--where „%1“ braucht eine Spalte in der Form family:qualifier.</translation>
    </message>
    <message>
        <source>--where &apos;%1&apos; is not one of fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual, fam:qual~REGEX, fam:qual!~REGEX, fam:qual&gt;=VALUE, fam:qual&lt;VALUE.</source>
        <translation>--where „%1“ ist keine der Formen fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual, fam:qual~REGEX, fam:qual!~REGEX, fam:qual&gt;=VALUE, fam:qual&lt;VALUE.</translation>
    </message>
    <message>
        <source>--where &apos;%1&apos;: the regular expression is not valid (%2).</source>
        <translation>--where „%1“: der reguläre Ausdruck ist ungültig (%2).</translation>
    </message>
    <message>
        <source>No --where predicate was given.</source>
        <translation>Es wurde keine --where-Bedingung angegeben.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::FilterText</name>
    <message>
        <source>The scan&apos;s filter cannot be sent to this server: %1 has no form in HBase&apos;s filter language, which is all a stateless scan accepts.</source>
        <translation>Der Filter des Scans kann nicht an diesen Server gesendet werden: %1 lässt sich nicht in HBases Filtersprache ausdrücken, und nur diese nimmt ein zustandsloser Scan an.</translation>
    </message>
    <message>
        <source>The scan&apos;s filter is malformed: %1.</source>
        <translation>Der Filter des Scans ist fehlerhaft: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not base64</source>
        <translation>„%1“ ist kein Base64</translation>
    </message>
    <message>
        <source>the NO_OP compare operator</source>
        <translation>den Vergleichsoperator NO_OP</translation>
    </message>
    <message>
        <source>unknown compare operator &quot;%1&quot;</source>
        <translation>unbekannter Vergleichsoperator „%1“</translation>
    </message>
    <message>
        <source>a compare filter has no comparator</source>
        <translation>ein Vergleichsfilter hat keinen Komparator</translation>
    </message>
    <message>
        <source>the comparator %1</source>
        <translation>den Komparator %1</translation>
    </message>
    <message>
        <source>filters are nested too deeply</source>
        <translation>die Filter sind zu tief verschachtelt</translation>
    </message>
    <message>
        <source>PageFilter needs a non-negative page size</source>
        <translation>PageFilter braucht eine nicht negative Seitengröße</translation>
    </message>
    <message>
        <source>a MultipleColumnPrefixFilter without prefixes</source>
        <translation>einen MultipleColumnPrefixFilter ohne Präfixe</translation>
    </message>
    <message>
        <source>a column prefix is not base64</source>
        <translation>ein Spaltenpräfix ist kein Base64</translation>
    </message>
    <message>
        <source>FilterList needs op MUST_PASS_ALL or MUST_PASS_ONE</source>
        <translation>FilterList braucht op MUST_PASS_ALL oder MUST_PASS_ONE</translation>
    </message>
    <message>
        <source>an empty FilterList</source>
        <translation>eine leere FilterList</translation>
    </message>
    <message>
        <source>%1 needs exactly one filter</source>
        <translation>%1 braucht genau einen Filter</translation>
    </message>
    <message>
        <source>a filter has no type</source>
        <translation>ein Filter hat keinen Typ</translation>
    </message>
    <message>
        <source>the filter type %1</source>
        <translation>den Filtertyp %1</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Gzip</name>
    <message>
        <source>zlib could not start decoding</source>
        <translation>zlib konnte das Dekodieren nicht beginnen</translation>
    </message>
    <message>
        <source>the gzip data is truncated</source>
        <translation>die gzip-Daten sind abgeschnitten</translation>
    </message>
    <message>
        <source>the gzip data is corrupt</source>
        <translation>die gzip-Daten sind beschädigt</translation>
    </message>
    <message>
        <source>the gzip data expands beyond %1 bytes</source>
        <translation>die gzip-Daten entpacken sich auf mehr als %1 Bytes</translation>
    </message>
    <message>
        <source>the data is not gzip-compressed</source>
        <translation>die Daten sind nicht gzip-komprimiert</translation>
    </message>
</context>
<context>
    <name>Ei::Core::HBaseNames</name>
    <message>
        <source>%1=%2: HBase takes one of %3.</source>
        <translation>%1=%2: HBase nimmt nur einen der Werte %3.</translation>
    </message>
    <message>
        <source>%1=%2: HBase takes a whole number from %3.</source>
        <translation>%1=%2: HBase nimmt eine ganze Zahl ab %3.</translation>
    </message>
    <message>
        <source>A namespace needs a name.</source>
        <translation>Ein Namensraum braucht einen Namen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a namespace name HBase takes: letters, digits and &apos;_&apos; only.</source>
        <translation>„%1“ ist kein Namensraum-Name, den HBase nimmt: nur Buchstaben, Ziffern und „_“.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table name HBase takes: letters, digits, &apos;_&apos;, &apos;-&apos; and &apos;.&apos;, not starting with &apos;.&apos; or &apos;-&apos; (with an optional &apos;namespace:&apos; before it).</source>
        <translation>„%1“ ist kein Tabellenname, den HBase nimmt: Buchstaben, Ziffern, „_“, „-“ und „.“, nicht mit „.“ oder „-“ am Anfang (wahlweise mit „Namensraum:“ davor).</translation>
    </message>
    <message>
        <source>A column family needs a name.</source>
        <translation>Eine Spaltenfamilie braucht einen Namen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a family name HBase takes: it must not start with &apos;.&apos; or contain &apos;:&apos;.</source>
        <translation>„%1“ ist kein Familienname, den HBase nimmt: er darf nicht mit „.“ beginnen und kein „:“ enthalten.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a family name HBase takes: it contains a control character.</source>
        <translation>„%1“ ist kein Familienname, den HBase nimmt: er enthält ein Steuerzeichen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::HttpAuth</name>
    <message>
        <source>%1 failed: %2 (HTTP %3).</source>
        <translation>%1 ist fehlgeschlagen: %2 (HTTP %3).</translation>
    </message>
    <message>
        <source>a TLS client certificate needs both the certificate and its key</source>
        <translation>ein TLS-Client-Zertifikat braucht das Zertifikat und seinen Schlüssel</translation>
    </message>
    <message>
        <source>the client certificate file %1 holds no PEM certificate</source>
        <translation>die Client-Zertifikatsdatei %1 enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>the client key %1 cannot be read: %2</source>
        <translation>der Client-Schlüssel %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the client key %1 is encrypted and no passphrase was given</source>
        <translation>der Client-Schlüssel %1 ist verschlüsselt, und es wurde keine Passphrase angegeben</translation>
    </message>
    <message>
        <source>the passphrase of the client key %1 is wrong</source>
        <translation>die Passphrase des Client-Schlüssels %1 ist falsch</translation>
    </message>
    <message>
        <source>the client key %1 holds no PEM private key</source>
        <translation>der Client-Schlüssel %1 enthält keinen privaten PEM-Schlüssel</translation>
    </message>
    <message>
        <source>%1 failed: %2.</source>
        <translation>%1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>%1 was refused: credentials would go unencrypted over http:// to %2; use https:// or allow it explicitly (--allow-insecure-auth).</source>
        <translation>%1 wurde abgelehnt: Zugangsdaten gingen unverschlüsselt über http:// an %2; https:// verwenden oder ausdrücklich erlauben (--allow-insecure-auth).</translation>
    </message>
    <message>
        <source>the server did not accept the Kerberos ticket</source>
        <translation>der Server hat das Kerberos-Ticket nicht angenommen</translation>
    </message>
    <message>
        <source>the server did not accept the Kerberos ticket of %1</source>
        <translation>der Server hat das Kerberos-Ticket von %1 nicht angenommen</translation>
    </message>
    <message>
        <source>%1 asks for Kerberos, but credentials go only to the connection&apos;s own servers</source>
        <translation>%1 verlangt Kerberos, aber Zugangsdaten gehen nur an die eigenen Server der Verbindung</translation>
    </message>
    <message>
        <source>the server did not accept the password of user %1</source>
        <translation>der Server hat das Passwort von Benutzer %1 nicht angenommen</translation>
    </message>
    <message>
        <source>%1 asks for a password, but credentials go only to the connection&apos;s own servers</source>
        <translation>%1 verlangt ein Passwort, aber Zugangsdaten gehen nur an die eigenen Server der Verbindung</translation>
    </message>
    <message>
        <source>the server asks for Kerberos (Negotiate): set the connection&apos;s authentication to Kerberos</source>
        <translation>der Server verlangt Kerberos (Negotiate): die Anmeldung der Verbindung auf Kerberos stellen</translation>
    </message>
    <message>
        <source>the server asks for a user and password (Basic): set the connection&apos;s authentication to Basic</source>
        <translation>der Server verlangt Benutzer und Passwort (Basic): die Anmeldung der Verbindung auf Basic stellen</translation>
    </message>
    <message>
        <source>the server asks for authentication by %1, which is not supported</source>
        <translation>der Server verlangt eine Anmeldung per %1, die nicht unterstützt wird</translation>
    </message>
    <message>
        <source>the server asks for authentication</source>
        <translation>der Server verlangt eine Anmeldung</translation>
    </message>
    <message>
        <source>%1 failed: the server does not allow it to user %2 (HTTP 403).</source>
        <translation>%1 ist fehlgeschlagen: der Server erlaubt es Benutzer %2 nicht (HTTP 403).</translation>
    </message>
    <message>
        <source>%1 failed: %2 requires a TLS client certificate; set the connection&apos;s client certificate and key.</source>
        <translation>%1 ist fehlgeschlagen: %2 verlangt ein TLS-Client-Zertifikat; Client-Zertifikat und Schlüssel der Verbindung setzen.</translation>
    </message>
    <message>
        <source>%1 failed: %2 refused the TLS client certificate %3.</source>
        <translation>%1 ist fehlgeschlagen: %2 hat das TLS-Client-Zertifikat %3 abgelehnt.</translation>
    </message>
    <message>
        <source>no Kerberos ticket: run kinit</source>
        <translation>kein Kerberos-Ticket: kinit ausführen</translation>
    </message>
    <message>
        <source>the Kerberos ticket has expired: run kinit</source>
        <translation>das Kerberos-Ticket ist abgelaufen: kinit ausführen</translation>
    </message>
    <message>
        <source>the Kerberos realm does not know the service %1: set the service principal (--spn)</source>
        <translation>der Kerberos-Realm kennt den Dienst %1 nicht: den Service-Principal setzen (--spn)</translation>
    </message>
    <message>
        <source>the Kerberos KDC cannot be reached to get a ticket for %1</source>
        <translation>das Kerberos-KDC ist nicht erreichbar, um ein Ticket für %1 zu holen</translation>
    </message>
    <message>
        <source>Kerberos failed for %1: %2</source>
        <translation>Kerberos ist für %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>“%1” is not a Kerberos principal name</source>
        <translation>„%1“ ist kein Kerberos-Principal-Name</translation>
    </message>
    <message>
        <source>no Kerberos ticket for %1: run kinit %1</source>
        <translation>kein Kerberos-Ticket für %1: kinit %1 ausführen</translation>
    </message>
    <message>
        <source>Kerberos gave no token for %1</source>
        <translation>Kerberos hat kein Token für %1 geliefert</translation>
    </message>
    <message>
        <source>“%1” names the authentication “%2”; a source may say auth=none, auth=kerberos or auth=basic.</source>
        <translation>„%1“ nennt die Anmeldung „%2“; eine Quelle kann auth=none, auth=kerberos oder auth=basic angeben.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::JournalEntry</name>
    <message>
        <source>a journal entry has a bad or missing &apos;%1&apos;</source>
        <translation>ein Journaleintrag hat ein fehlerhaftes oder fehlendes „%1“</translation>
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
    <name>Ei::Core::JournalRow</name>
    <message>
        <source>%1 is not an integer</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>kein gültiges JSON bei Byte %1 (%2)</translation>
    </message>
    <message>
        <source>a JSON object was expected</source>
        <translation>erwartet wurde ein JSON-Objekt</translation>
    </message>
    <message>
        <source>d &apos;%1&apos; is not a date-time</source>
        <translation>d „%1“ ist kein Zeitpunkt</translation>
    </message>
    <message>
        <source>the capture URL (u) is missing</source>
        <translation>die Capture-URL (u) fehlt</translation>
    </message>
    <message>
        <source>dt &apos;%1&apos; is not a YYYYMMDDhhmmss timestamp</source>
        <translation>dt „%1“ ist kein Zeitstempel der Form YYYYMMDDhhmmss</translation>
    </message>
    <message>
        <source>warc, offset and c_size are needed to fetch the PDF</source>
        <translation>warc, offset und c_size werden zum Abrufen des PDFs benötigt</translation>
    </message>
    <message>
        <source>stored as text, not an 8-byte big-endian integer</source>
        <translation>als Text gespeichert, nicht als 8-Byte-Ganzzahl (Big-Endian)</translation>
    </message>
    <message>
        <source>an 8-byte big-endian integer was expected, the cell has %1 bytes</source>
        <translation>erwartet wurde eine 8-Byte-Ganzzahl (Big-Endian), die Zelle hat %1 Bytes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the profile&apos;s vocabulary (%2)</source>
        <translation>„%1“ gehört nicht zum Vokabular des Profils (%2)</translation>
    </message>
    <message>
        <source>reprocessing was requested but grobid0:status_code is still present, so the pipeline will not pick the row up</source>
        <translation>eine Neuverarbeitung wurde angefordert, aber grobid0:status_code ist noch vorhanden, daher greift die Pipeline die Zeile nicht auf</translation>
    </message>
    <message>
        <source>the row key is not a SHA-1</source>
        <translation>der Zeilenschlüssel ist kein SHA-1</translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation>kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>row %1 has no %2 cell, so it cannot be queued for GROBID</source>
        <translation>die Zeile %1 hat keine Zelle %2 und kann daher nicht für GROBID eingereiht werden</translation>
    </message>
    <message>
        <source>row %1&apos;s %2 cell contains a tab or line break, which the queue format cannot carry</source>
        <translation>die Zelle %2 der Zeile %1 enthält einen Tabulator oder Zeilenumbruch, den das Warteschlangenformat nicht transportieren kann</translation>
    </message>
    <message>
        <source>the row key contains a tab or line break</source>
        <translation>der Zeilenschlüssel enthält einen Tabulator oder Zeilenumbruch</translation>
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
    <name>Ei::Core::Matcher</name>
    <message>
        <source>GROBID found no DOI in the PDF.</source>
        <translation>GROBID hat im PDF keine DOI gefunden.</translation>
    </message>
    <message>
        <source>The Crossref record has no DOI.</source>
        <translation>Der Crossref-Datensatz hat keine DOI.</translation>
    </message>
    <message>
        <source>The DOI printed in the PDF is the Crossref DOI.</source>
        <translation>Die im PDF gedruckte DOI ist die Crossref-DOI.</translation>
    </message>
    <message>
        <source>One DOI is a prefix of the other (truncated, or a version suffix).</source>
        <translation>Eine DOI ist ein Präfix der anderen (abgeschnitten oder ein Versionssuffix).</translation>
    </message>
    <message>
        <source>The PDF names a different DOI (%1).</source>
        <translation>Das PDF nennt eine andere DOI (%1).</translation>
    </message>
    <message>
        <source>GROBID extracted no title.</source>
        <translation>GROBID hat keinen Titel extrahiert.</translation>
    </message>
    <message>
        <source>The Crossref record has no title.</source>
        <translation>Der Crossref-Datensatz hat keinen Titel.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a generic title that does not identify a work.</source>
        <translation>„%1“ ist ein generischer Titel, der kein Werk identifiziert.</translation>
    </message>
    <message>
        <source>The titles are the same.</source>
        <translation>Die Titel sind gleich.</translation>
    </message>
    <message>
        <source>One title contains the other (extra words around it).</source>
        <translation>Ein Titel enthält den anderen (mit zusätzlichen Wörtern darum herum).</translation>
    </message>
    <message>
        <source>The titles share %1% of their words.</source>
        <translation>Die Titel teilen %1 % ihrer Wörter.</translation>
    </message>
    <message>
        <source>The titles differ (%1% of words shared).</source>
        <translation>Die Titel unterscheiden sich (%1 % gemeinsame Wörter).</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>GROBID extracted no author surnames.</source>
        <translation>GROBID hat keine Nachnamen von Autoren extrahiert.</translation>
    </message>
    <message>
        <source>The Crossref record lists no author surnames.</source>
        <translation>Der Crossref-Datensatz nennt keine Nachnamen von Autoren.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>All %n surnames agree (accents ignored).</source>
        <translation>
            <numerusform>Der eine Nachname stimmt überein (Akzente ignoriert).</numerusform>
            <numerusform>Alle %n Nachnamen stimmen überein (Akzente ignoriert).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 surnames of the shorter list are in the other (%2 GROBID, %3 Crossref).</source>
        <translation>%1 Nachnamen der kürzeren Liste stehen in der anderen (%2 GROBID, %3 Crossref).</translation>
    </message>
    <message>
        <source>Only %1 surnames agree.</source>
        <translation>Nur %1 Nachnamen stimmen überein.</translation>
    </message>
    <message>
        <source>GROBID found no publication year.</source>
        <translation>GROBID hat kein Erscheinungsjahr gefunden.</translation>
    </message>
    <message>
        <source>The Crossref record has no year.</source>
        <translation>Der Crossref-Datensatz hat kein Jahr.</translation>
    </message>
    <message>
        <source>Same year.</source>
        <translation>Gleiches Jahr.</translation>
    </message>
    <message>
        <source>The years differ by at most one or match another Crossref date (online vs print).</source>
        <translation>Die Jahre weichen höchstens um eins ab oder stimmen mit einem anderen Crossref-Datum überein (online oder gedruckt).</translation>
    </message>
    <message>
        <source>The years differ (%1 vs %2).</source>
        <translation>Die Jahre unterscheiden sich (%1 gegenüber %2).</translation>
    </message>
    <message>
        <source>Same ISSN (%1).</source>
        <translation>Gleiche ISSN (%1).</translation>
    </message>
    <message>
        <source>The ISSNs differ.</source>
        <translation>Die ISSNs unterscheiden sich.</translation>
    </message>
    <message>
        <source>GROBID found no journal or ISSN.</source>
        <translation>GROBID hat weder Zeitschrift noch ISSN gefunden.</translation>
    </message>
    <message>
        <source>The Crossref record has no container title.</source>
        <translation>Der Crossref-Datensatz hat keinen Zeitschriftentitel.</translation>
    </message>
    <message>
        <source>Same journal title.</source>
        <translation>Gleicher Zeitschriftentitel.</translation>
    </message>
    <message>
        <source>The journal titles agree up to abbreviation.</source>
        <translation>Die Zeitschriftentitel stimmen bis auf Abkürzungen überein.</translation>
    </message>
    <message>
        <source>The journal titles differ.</source>
        <translation>Die Zeitschriftentitel unterscheiden sich.</translation>
    </message>
    <message>
        <source>The %1 is missing on one side.</source>
        <translation>%1: fehlt auf einer Seite.</translation>
    </message>
    <message>
        <source>Same %1.</source>
        <translation>%1: gleich.</translation>
    </message>
    <message>
        <source>The %1 differs (%2 vs %3).</source>
        <translation>%1: verschieden (%2 gegenüber %3).</translation>
    </message>
    <message>
        <source>volume</source>
        <comment>bibliographic field</comment>
        <translation>Band</translation>
    </message>
    <message>
        <source>issue</source>
        <comment>bibliographic field</comment>
        <translation>Heft</translation>
    </message>
    <message>
        <source>first page</source>
        <comment>bibliographic field</comment>
        <translation>Erste Seite</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PageGeometry</name>
    <message>
        <source>Title</source>
        <comment>kind of a TEI element box</comment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <comment>kind of a TEI element box</comment>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <comment>kind of a TEI element box</comment>
        <translation>Zugehörigkeit</translation>
    </message>
    <message>
        <source>Abstract</source>
        <comment>kind of a TEI element box</comment>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Heading</source>
        <comment>kind of a TEI element box</comment>
        <translation>Überschrift</translation>
    </message>
    <message>
        <source>Paragraph</source>
        <comment>kind of a TEI element box</comment>
        <translation>Absatz</translation>
    </message>
    <message>
        <source>Sentence</source>
        <comment>kind of a TEI element box</comment>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Reference</source>
        <comment>kind of a TEI element box</comment>
        <translation>Literaturangabe</translation>
    </message>
    <message>
        <source>Reference marker</source>
        <comment>kind of a TEI element box</comment>
        <translation>Verweismarke</translation>
    </message>
    <message>
        <source>Figure</source>
        <comment>kind of a TEI element box</comment>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source>Formula</source>
        <comment>kind of a TEI element box</comment>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Note</source>
        <comment>kind of a TEI element box</comment>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Page %1: the CropBox differs from the MediaBox; boxes were moved by (%2, %3) pt, assuming GROBID measured from the MediaBox.</source>
        <translation>Seite %1: die CropBox weicht von der MediaBox ab; die Rahmen wurden um (%2, %3) pt verschoben, in der Annahme, dass GROBID von der MediaBox aus gemessen hat.</translation>
    </message>
    <message>
        <source>Page %1: the CropBox differs from the MediaBox; boxes were left as they are because the TEI page size matches the CropBox.</source>
        <translation>Seite %1: die CropBox weicht von der MediaBox ab; die Rahmen blieben unverändert, weil die TEI-Seitengröße der CropBox entspricht.</translation>
    </message>
    <message>
        <source>Page %1 is rotated by %2°; boxes were rotated with it.</source>
        <translation>Seite %1 ist um %2° gedreht; die Rahmen wurden mitgedreht.</translation>
    </message>
    <message>
        <source>Page %1 is rotated by %2°; boxes already follow the rotation (TEI page size).</source>
        <translation>Seite %1 ist um %2° gedreht; die Rahmen folgen der Drehung bereits (TEI-Seitengröße).</translation>
    </message>
    <message numerus="yes">
        <source>%n boxes name a page this PDF does not have.</source>
        <translation>
            <numerusform>Ein Rahmen nennt eine Seite, die dieses PDF nicht hat.</numerusform>
            <numerusform>%n Rahmen nennen eine Seite, die dieses PDF nicht hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n boxes lie partly off their page (pages %1).</source>
        <translation>
            <numerusform>Ein Rahmen ragt teilweise über seine Seite hinaus (Seite %1).</numerusform>
            <numerusform>%n Rahmen ragen teilweise über ihre Seite hinaus (Seiten %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No boxes to check.</source>
        <translation>Keine Rahmen zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>All %n boxes lie on their pages; no page is cropped or rotated.</source>
        <translation>
            <numerusform>Der eine Rahmen liegt auf seiner Seite; keine Seite ist beschnitten oder gedreht.</numerusform>
            <numerusform>Alle %n Rahmen liegen auf ihren Seiten; keine Seite ist beschnitten oder gedreht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ei::Core::ParallelScan</name>
    <message>
        <source>A page of the scan is already being fetched.</source>
        <translation>Eine Seite des Scans wird bereits abgerufen.</translation>
    </message>
    <message>
        <source>The scan stopped: the connection is gone.</source>
        <translation>Der Scan wurde beendet: die Verbindung besteht nicht mehr.</translation>
    </message>
    <message>
        <source>The table&apos;s regions changed while it was read (%1 region boundaries in the key range when the job began, %2 now); each key range was read whole and verified, so no row was missed.</source>
        <translation>Die Regionen der Tabelle haben sich beim Lesen geändert (%1 Regionsgrenzen im Schlüsselbereich zu Beginn des Auftrags, jetzt %2); jeder Schlüsselbereich wurde vollständig gelesen und geprüft, es fehlt also keine Zeile.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Der Scan wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Asking the REST server for its version</source>
        <translation>Das Abfragen der Version des REST-Servers</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PdfCache</name>
    <message>
        <source>Not in the cache.</source>
        <translation>Nicht im Cache.</translation>
    </message>
    <message>
        <source>Cannot create the cache directory %1.</source>
        <translation>Das Cache-Verzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write the cache entry %1: %2.</source>
        <translation>Der Cache-Eintrag %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a lower-case SHA-1 in hex.</source>
        <translation>„%1“ ist kein SHA-1 in hexadezimalen Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>The cached copy of %1 was corrupt and has been removed.</source>
        <translation>Die zwischengespeicherte Kopie von %1 war beschädigt und wurde entfernt.</translation>
    </message>
    <message>
        <source>Refusing to cache bytes whose SHA-1 is not %1.</source>
        <translation>Bytes, deren SHA-1 nicht %1 ist, werden nicht zwischengespeichert.</translation>
    </message>
    <message>
        <source>The PDF (%1 bytes) is larger than the whole cache.</source>
        <translation>Das PDF (%1 Bytes) ist größer als der gesamte Cache.</translation>
    </message>
    <message>
        <source>The cached TEI of %1 was corrupt and has been removed.</source>
        <translation>Das zwischengespeicherte TEI von %1 war beschädigt und wurde entfernt.</translation>
    </message>
    <message>
        <source>The TEI (%1 bytes) is larger than the whole cache.</source>
        <translation>Das TEI (%1 Bytes) ist größer als der gesamte Cache.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PdfFetcher</name>
    <message>
        <source>The file is not well-formed XML (line %1, column %2: %3).</source>
        <translation>Die Datei ist kein wohlgeformtes XML (Zeile %1, Spalte %2: %3).</translation>
    </message>
    <message>
        <source>The file holds no XML element.</source>
        <translation>Die Datei enthält kein XML-Element.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>Die Datei kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The offset %1 lies beyond the end of the file (%2 bytes).</source>
        <translation>Der Offset %1 liegt hinter dem Ende der Datei (%2 Bytes).</translation>
    </message>
    <message>
        <source>The file is larger than the PDF size limit.</source>
        <translation>Die Datei ist größer als die PDF-Größengrenze.</translation>
    </message>
    <message>
        <source>Reading the file failed: %1.</source>
        <translation>Das Lesen der Datei ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The URL is not valid.</source>
        <translation>Die URL ist ungültig.</translation>
    </message>
    <message>
        <source>The server answered the range with &quot;%1&quot; instead of bytes from %2.</source>
        <translation>Der Server hat auf den Bereich mit „%1“ statt mit Bytes ab %2 geantwortet.</translation>
    </message>
    <message>
        <source>The server does not have it.</source>
        <translation>Der Server hat sie nicht.</translation>
    </message>
    <message>
        <source>The server refused the byte range: the offset lies beyond the end of the WARC file.</source>
        <translation>Der Server hat den Bytebereich abgelehnt: der Offset liegt hinter dem Ende der WARC-Datei.</translation>
    </message>
    <message>
        <source>Access was denied; the source may need an authentication header (--header).</source>
        <translation>Der Zugriff wurde verweigert; die Quelle braucht vielleicht einen Authentifizierungs-Header (--header).</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 %2.</source>
        <translation>Der Server hat mit HTTP %1 %2 geantwortet.</translation>
    </message>
    <message>
        <source>The transfer timed out.</source>
        <translation>Die Übertragung hat das Zeitlimit überschritten.</translation>
    </message>
    <message>
        <source>The record is larger than the PDF size limit.</source>
        <translation>Der Datensatz ist größer als die PDF-Größengrenze.</translation>
    </message>
    <message>
        <source>The WARC file is shorter than the offset %1.</source>
        <translation>Die WARC-Datei ist kürzer als der Offset %1.</translation>
    </message>
    <message>
        <source>The record is a revisit and holds no body; the original capture is %1 at %2.</source>
        <translation>Der Datensatz ist ein Revisit und enthält keinen Inhalt; die ursprüngliche Erfassung ist %1 am %2.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>einem unbekannten Datum</translation>
    </message>
    <message>
        <source>The record at offset %1 is a %2 record, not a response.</source>
        <translation>Der Datensatz bei Offset %1 ist ein %2-Datensatz, keine Antwort (response).</translation>
    </message>
    <message>
        <source>The captured response is &quot;%1&quot;, not the document.</source>
        <translation>Die erfasste Antwort ist „%1“, nicht das Dokument.</translation>
    </message>
    <message>
        <source> The key is the SHA-1 of the payload as stored (%1), so the difference is the decoding of that encoding.</source>
        <translation> Der Schlüssel ist der SHA-1 der Nutzdaten wie gespeichert (%1); der Unterschied ist also die Dekodierung dieser Kodierung.</translation>
    </message>
    <message>
        <source> The record&apos;s encoding could not be fully decoded: %1</source>
        <translation> Die Kodierung des Datensatzes konnte nicht vollständig dekodiert werden: %1</translation>
    </message>
    <message>
        <source> The record&apos;s own digest check also fails (%1), so the WARC data is damaged.</source>
        <translation> Auch die eigene Prüfsumme des Datensatzes stimmt nicht (%1); die WARC-Daten sind also beschädigt.</translation>
    </message>
    <message>
        <source>Only %1 of %2 bytes arrived.</source>
        <translation>Nur %1 von %2 Bytes sind angekommen.</translation>
    </message>
    <message>
        <source> No undecoded transfer or content encoding explains the difference: these are other bytes.</source>
        <translation> Keine undekodierte Transfer- oder Inhaltskodierung erklärt den Unterschied: es sind andere Bytes.</translation>
    </message>
    <message>
        <source>the bytes have SHA-1 %1, but the row key is %2.%3</source>
        <translation>die Bytes haben den SHA-1 %1, der Zeilenschlüssel ist aber %2.%3</translation>
    </message>
    <message>
        <source>The PDF from %1 does not match its row key: %2</source>
        <translation>Das PDF von %1 passt nicht zu seinem Zeilenschlüssel: %2</translation>
    </message>
    <message>
        <source>no blob store is configured (blob-dir: or blob-http: source)</source>
        <translation>kein Blob-Speicher ist eingerichtet (Quelle blob-dir: oder blob-http:)</translation>
    </message>
    <message>
        <source>no PDF source is configured (the connection&apos;s PDF sources; --pdf-source in the CLI)</source>
        <translation>keine PDF-Quelle ist eingerichtet (die PDF-Quellen der Verbindung; --pdf-source in der CLI)</translation>
    </message>
    <message>
        <source>The %1 %2 could not be fetched: %3</source>
        <translation>Das %1 %2 konnte nicht abgerufen werden: %3</translation>
    </message>
    <message>
        <source>No %1 source has %2: %3</source>
        <translation>Keine %1-Quelle hat %2: %3</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Fetching the %1 was cancelled.</source>
        <translation>Das Abrufen des %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Fetching the TEI</source>
        <translation>TEI wird abgerufen</translation>
    </message>
    <message>
        <source>Fetching the PDF</source>
        <translation>PDF wird abgerufen</translation>
    </message>
    <message>
        <source>Fetching %1</source>
        <translation>Abruf von %1</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PdfSource</name>
    <message>
        <source>The PDF source &quot;%1&quot; lacks its %2.</source>
        <translation>Der PDF-Quelle „%1“ fehlt ihr %2.</translation>
    </message>
    <message>
        <source>base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>The PDF source &quot;%1&quot; needs an http:// or https:// base URL.</source>
        <translation>Die PDF-Quelle „%1“ braucht eine Basis-URL mit http:// oder https://.</translation>
    </message>
    <message>
        <source>The PDF source &quot;%1&quot; is not one of warc-dir:PATH, warc-http:URL, wayback:URL, blob-dir:PATH, blob-http:URL.</source>
        <translation>Die PDF-Quelle „%1“ ist keine von warc-dir:PATH, warc-http:URL, wayback:URL, blob-dir:PATH, blob-http:URL.</translation>
    </message>
    <message>
        <source>the row names no WARC file and offset</source>
        <translation>die Zeile nennt keine WARC-Datei mit Offset</translation>
    </message>
    <message>
        <source>the row names no captured URL and capture time</source>
        <translation>die Zeile nennt keine erfasste URL mit Erfassungszeit</translation>
    </message>
    <message>
        <source>the row key is not a SHA-1</source>
        <translation>der Zeilenschlüssel ist kein SHA-1</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>The PDF source %1</source>
        <translation>Die PDF-Quelle %1</translation>
    </message>
    <message>
        <source>The PDF source &quot;%1&quot; is a folder: only warc-http:, wayback: and blob-http: sources take auth=.</source>
        <translation>Die PDF-Quelle &quot;%1&quot; ist ein Ordner: nur warc-http:-, wayback:- und blob-http:-Quellen nehmen auth=.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PgConnInfo</name>
    <message>
        <source>the PostgreSQL connection string is empty (e.g. host=db.example.org dbname=sandcrawler user=curator)</source>
        <translation>die PostgreSQL-Verbindungszeichenfolge ist leer (z. B. host=db.example.org dbname=sandcrawler user=curator)</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr frei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PostgreSQL connection string: %2</source>
        <translation>„%1“ ist keine PostgreSQL-Verbindungszeichenfolge: %2</translation>
    </message>
    <message>
        <source>the PostgreSQL connection string must not contain a password: keep it in the connection&apos;s secrets (the connection dialog&apos;s Crossref password), PGPASSWORD or ~/.pgpass</source>
        <translation>die PostgreSQL-Verbindungszeichenfolge darf kein Passwort enthalten: bewahren Sie es in den Geheimnissen der Verbindung (dem Crossref-Passwort im Verbindungsdialog), in PGPASSWORD oder in ~/.pgpass auf</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>Port %1</translation>
    </message>
    <message>
        <source>database %1</source>
        <translation>Datenbank %1</translation>
    </message>
    <message>
        <source>user %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message>
        <source>libpq&apos;s defaults</source>
        <translation>Voreinstellungen von libpq</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PgConnection</name>
    <message>
        <source>the host name %1 cannot be resolved (%2)</source>
        <translation>der Hostname %1 kann nicht aufgelöst werden (%2)</translation>
    </message>
    <message>
        <source>libpq is out of memory</source>
        <translation>libpq hat keinen Speicher mehr frei</translation>
    </message>
    <message>
        <source>the connection was lost (%1)</source>
        <translation>die Verbindung ist abgebrochen (%1)</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PgCrossrefTable</name>
    <message>
        <source>PostgreSQL %1, database %2</source>
        <translation>PostgreSQL %1, Datenbank %2</translation>
    </message>
    <message>
        <source>%1 has no table crossref (seed 003&apos;s crossref(doi, indexed, record))</source>
        <translation>%1 hat keine Tabelle crossref (crossref(doi, indexed, record) aus Seed 003)</translation>
    </message>
    <message>
        <source>%1: table crossref (not counted yet)</source>
        <translation>%1: Tabelle crossref (noch nicht gezählt)</translation>
    </message>
    <message>
        <source>%1: table crossref with about %2 records</source>
        <translation>%1: Tabelle crossref mit etwa %2 Datensätzen</translation>
    </message>
</context>
<context>
    <name>Ei::Core::PipelineRows</name>
    <message>
        <source>a CDX line has 11 space-separated fields, this one has %1</source>
        <translation>eine CDX-Zeile hat 11 durch Leerzeichen getrennte Felder, diese hat %1</translation>
    </message>
    <message>
        <source>the CDX line&apos;s c_size and offset must be numbers</source>
        <translation>c_size und offset der CDX-Zeile müssen Zahlen sein</translation>
    </message>
    <message>
        <source>the CDX digest &apos;%1&apos; is not a base32 SHA-1</source>
        <translation>der CDX-Digest „%1“ ist kein Base32-SHA-1</translation>
    </message>
    <message>
        <source>the CDX timestamp &apos;%1&apos; is not YYYYMMDDhhmmss</source>
        <translation>der CDX-Zeitstempel „%1“ hat nicht die Form YYYYMMDDhhmmss</translation>
    </message>
    <message>
        <source>an ungrobided line has 4 tab-separated fields (key, f:c, file:mime, file:cdx), this one has %1</source>
        <translation>eine ungrobided-Zeile hat 4 durch Tabulatoren getrennte Felder (key, f:c, file:mime, file:cdx), diese hat %1</translation>
    </message>
    <message>
        <source>a GROBID metadata line has 5 tab-separated fields (key, file:cdx, file:mime, file:size, grobid0:metadata), this one has %1</source>
        <translation>eine GROBID-Metadatenzeile hat 5 durch Tabulatoren getrennte Felder (key, file:cdx, file:mime, file:size, grobid0:metadata), diese hat %1</translation>
    </message>
    <message>
        <source>the file size &apos;%1&apos; is not a number</source>
        <translation>die Dateigröße „%1“ ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Profile</name>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>must be a non-empty string</source>
        <translation>muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is not a known field (%1)</source>
        <translation>ist kein bekanntes Feld (%1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a known type (%2)</source>
        <translation>„%1“ ist kein bekannter Typ (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be family:qualifier</source>
        <translation>„%1“ muss die Form family:qualifier haben</translation>
    </message>
    <message>
        <source>must list at least one part</source>
        <translation>muss mindestens einen Teil nennen</translation>
    </message>
    <message>
        <source>must list at least one field</source>
        <translation>muss mindestens ein Feld nennen</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2 (%3)</source>
        <translation>%1: kein gültiges JSON bei Byte %2 (%3)</translation>
    </message>
    <message>
        <source>%1: a profile must be a JSON object</source>
        <translation>%1: ein Profil muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must use only a-z, 0-9, - and _</source>
        <translation>„%1“ darf nur a-z, 0-9, - und _ verwenden</translation>
    </message>
    <message>
        <source>%1: expected one of %2</source>
        <translation>%1: erwartet wird eines von %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in family &apos;%2&apos;, which is not listed in families</source>
        <translation>„%1“ liegt in der Familie „%2“, die nicht unter families aufgeführt ist</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is declared twice</source>
        <translation>„%1“ ist doppelt deklariert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the declared columns</source>
        <translation>„%1“ ist keine der deklarierten Spalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the listColumns</source>
        <translation>„%1“ ist keine der listColumns</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the profile&apos;s families</source>
        <translation>„%1“ ist keine der Familien des Profils</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: is larger than 4 MiB, not a profile</source>
        <translation>%1: ist größer als 4 MiB und kein Profil</translation>
    </message>
    <message>
        <source>there is no profile &apos;%1&apos; (known: %2)</source>
        <translation>es gibt kein Profil „%1“ (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RenderClient</name>
    <message>
        <source>this PDF could not be opened: no temporary file could be written</source>
        <translation>dieses PDF konnte nicht geöffnet werden: es ließ sich keine temporäre Datei schreiben</translation>
    </message>
    <message>
        <source>the request was cancelled</source>
        <translation>die Anfrage wurde abgebrochen</translation>
    </message>
    <message>
        <source>the PDF renderer could not be started: %1</source>
        <translation>der PDF-Renderer konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>the PDF renderer (%1) could not be started</source>
        <translation>der PDF-Renderer (%1) konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>closed the connection</source>
        <translation>hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>the PDF renderer speaks another protocol version (%1, expected %2)</source>
        <translation>der PDF-Renderer spricht eine andere Protokollversion (%1, erwartet %2)</translation>
    </message>
    <message>
        <source>the PDF renderer sent an answer that could not be read</source>
        <translation>der PDF-Renderer hat eine unlesbare Antwort gesendet</translation>
    </message>
    <message>
        <source>re-opening this PDF</source>
        <translation>beim erneuten Öffnen dieses PDFs</translation>
    </message>
    <message>
        <source>opening this PDF</source>
        <translation>beim Öffnen dieses PDFs</translation>
    </message>
    <message>
        <source>rendering page %1 of this PDF</source>
        <translation>beim Rendern der Seite %1 dieses PDFs</translation>
    </message>
    <message>
        <source>reading the text of page %1 of this PDF</source>
        <translation>beim Lesen des Texts der Seite %1 dieses PDFs</translation>
    </message>
    <message>
        <source>searching this PDF</source>
        <translation>beim Durchsuchen dieses PDFs</translation>
    </message>
    <message>
        <source>reading the page boxes of this PDF</source>
        <translation>beim Lesen der Seitenrahmen dieses PDFs</translation>
    </message>
    <message>
        <source>running a test hook</source>
        <translation>beim Ausführen eines Test-Hooks</translation>
    </message>
    <message>
        <source>closing this PDF</source>
        <translation>beim Schließen dieses PDFs</translation>
    </message>
    <message>
        <source>this PDF could not be opened: the renderer timed out after %1 s</source>
        <translation>dieses PDF konnte nicht geöffnet werden: der Renderer hat nach %1 s das Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>this PDF could not be rendered: the renderer timed out after %1 s on page %2</source>
        <translation>dieses PDF konnte nicht gerendert werden: der Renderer hat auf Seite %2 nach %1 s das Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>the renderer timed out after %1 s while %2</source>
        <translation>der Renderer hat %2 nach %1 s das Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>the renderer crashed while %1</source>
        <translation>der Renderer ist %1 abgestürzt</translation>
    </message>
    <message>
        <source>the PDF renderer did not start within %1 s</source>
        <translation>der PDF-Renderer ist nicht innerhalb von %1 s gestartet</translation>
    </message>
    <message>
        <source>the PDF renderer stopped while starting (%1)</source>
        <translation>der PDF-Renderer hat beim Starten aufgehört (%1)</translation>
    </message>
    <message>
        <source>the renderer %1</source>
        <translation>der Renderer %1</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>ist abgestürzt</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RenderProtocol</name>
    <message>
        <source>frame of %1 bytes exceeds the protocol limit</source>
        <translation>ein Frame von %1 Bytes überschreitet die Protokollgrenze</translation>
    </message>
    <message>
        <source>frame of %1 bytes is too short</source>
        <translation>ein Frame von %1 Bytes ist zu kurz</translation>
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
    <message>
        <source>Reprocessing rows</source>
        <translation>Zeilen werden neu verarbeitet</translation>
    </message>
    <message>
        <source>The reprocessing was cancelled.</source>
        <translation>Die Neuverarbeitung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Not every selected row was handled.</source>
        <translation>Nicht jede ausgewählte Zeile wurde bearbeitet.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RestClient</name>
    <message>
        <source>%1 failed: %2.</source>
        <translation>%1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>the connection to %1 was refused</source>
        <translation>die Verbindung zu %1 wurde abgelehnt</translation>
    </message>
    <message>
        <source>%1 closed the connection</source>
        <translation>%1 hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>the host %1 was not found</source>
        <translation>der Host %1 wurde nicht gefunden</translation>
    </message>
    <message>
        <source>the TLS handshake with %1 failed (certificate not trusted?)</source>
        <translation>der TLS-Handshake mit %1 ist fehlgeschlagen (Zertifikat nicht vertrauenswürdig?)</translation>
    </message>
    <message>
        <source>the network connection to %1 failed</source>
        <translation>die Netzwerkverbindung zu %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 failed: %2 (HTTP %3).</source>
        <translation>%1 ist fehlgeschlagen: %2 (HTTP %3).</translation>
    </message>
    <message>
        <source>the check did not match, the row has changed</source>
        <translation>die Prüfung passte nicht, die Zeile hat sich geändert</translation>
    </message>
    <message>
        <source>the server rejected the request as invalid</source>
        <translation>der Server hat die Anfrage als ungültig abgewiesen</translation>
    </message>
    <message>
        <source>the server asks for authentication</source>
        <translation>der Server verlangt eine Authentifizierung</translation>
    </message>
    <message>
        <source>the server refused it</source>
        <translation>der Server hat sie abgelehnt</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>the table is disabled</source>
        <translation>die Tabelle ist deaktiviert</translation>
    </message>
    <message>
        <source>the server is unavailable</source>
        <translation>der Server ist nicht verfügbar</translation>
    </message>
    <message>
        <source>the server reported an internal error</source>
        <translation>der Server hat einen internen Fehler gemeldet</translation>
    </message>
    <message>
        <source>the server gave an unexpected answer</source>
        <translation>der Server hat unerwartet geantwortet</translation>
    </message>
    <message>
        <source>A scan needs a positive batch and version count.</source>
        <translation>Ein Scan braucht eine positive Batch- und Versionsanzahl.</translation>
    </message>
    <message>
        <source>%1 failed: the CA file &apos;%2&apos; holds no readable PEM certificate.</source>
        <translation>%1 ist fehlgeschlagen: die CA-Datei „%2“ enthält kein lesbares PEM-Zertifikat.</translation>
    </message>
    <message>
        <source>%1 failed: the server did not answer within %2 s.</source>
        <translation>%1 ist fehlgeschlagen: der Server hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>%1 failed: the server&apos;s answer was cut off.</source>
        <translation>%1 ist fehlgeschlagen: die Antwort des Servers wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>%1 failed: the server did not answer HTTP.</source>
        <translation>%1 ist fehlgeschlagen: der Server hat nicht mit HTTP geantwortet.</translation>
    </message>
    <message>
        <source>%1 was refused: the connection is read-only.</source>
        <translation>%1 wurde abgelehnt: die Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Asking the REST server for its version</source>
        <translation>Das Abfragen der Version des REST-Servers</translation>
    </message>
    <message>
        <source>%1 failed: the answer is not a JSON object.</source>
        <translation>%1 ist fehlgeschlagen: die Antwort ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Asking the REST server for the cluster&apos;s version</source>
        <translation>Das Abfragen der Cluster-Version beim REST-Server</translation>
    </message>
    <message>
        <source>%1 failed: the answer is neither a version object nor a string.</source>
        <translation>%1 ist fehlgeschlagen: die Antwort ist weder ein Versionsobjekt noch eine Zeichenkette.</translation>
    </message>
    <message>
        <source>Listing the tables</source>
        <translation>Das Auflisten der Tabellen</translation>
    </message>
    <message>
        <source>%1 failed: the answer is not a table list.</source>
        <translation>%1 ist fehlgeschlagen: die Antwort ist keine Tabellenliste.</translation>
    </message>
    <message>
        <source>%1 failed: a table has no name.</source>
        <translation>%1 ist fehlgeschlagen: eine Tabelle hat keinen Namen.</translation>
    </message>
    <message>
        <source>Reading the schema of table &apos;%1&apos;</source>
        <translation>Das Lesen des Schemas der Tabelle „%1“</translation>
    </message>
    <message>
        <source>Checking whether table &apos;%1&apos; exists</source>
        <translation>Das Prüfen, ob die Tabelle „%1“ existiert</translation>
    </message>
    <message>
        <source>Reading row %1 of table &apos;%2&apos;</source>
        <translation>Das Lesen der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message>
        <source>%1 failed: the server answered with other rows.</source>
        <translation>%1 ist fehlgeschlagen: der Server hat mit anderen Zeilen geantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n rows of table &apos;%1&apos;</source>
        <translation>
            <numerusform>Das Lesen von %n Zeile der Tabelle „%1“</numerusform>
            <numerusform>Das Lesen von %n Zeilen der Tabelle „%1“</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing row %1 of table &apos;%2&apos;</source>
        <translation>Das Schreiben der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n rows of table &apos;%1&apos;</source>
        <translation>
            <numerusform>Das Schreiben von %n Zeile der Tabelle „%1“</numerusform>
            <numerusform>Das Schreiben von %n Zeilen der Tabelle „%1“</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not sent: every row needs a key and cells.</source>
        <translation>%1 wurde nicht gesendet: jede Zeile braucht einen Schlüssel und Zellen.</translation>
    </message>
    <message>
        <source>Deleting row %1 of table &apos;%2&apos;</source>
        <translation>Das Löschen der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message>
        <source>Deleting columns of row %1 of table &apos;%2&apos;</source>
        <translation>Das Löschen von Spalten der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message>
        <source>Updating row %1 of table &apos;%2&apos;</source>
        <translation>Das Aktualisieren der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message>
        <source>%1 was not sent: the check column must be family:qualifier.</source>
        <translation>%1 wurde nicht gesendet: die Prüfspalte muss die Form family:qualifier haben.</translation>
    </message>
    <message>
        <source>%1 was not sent: one written cell must be the checked column.</source>
        <translation>%1 wurde nicht gesendet: eine geschriebene Zelle muss die geprüfte Spalte sein.</translation>
    </message>
    <message>
        <source>Deleting from row %1 of table &apos;%2&apos;</source>
        <translation>Das Löschen aus der Zeile %1 der Tabelle „%2“</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Der Scan wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 failed: the table does not exist.</source>
        <translation>%1 ist fehlgeschlagen: die Tabelle existiert nicht.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RestPath</name>
    <message>
        <source>it is not valid UTF-8</source>
        <translation>er ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>it contains control characters</source>
        <translation>er enthält Steuerzeichen</translation>
    </message>
    <message>
        <source>it is a dot segment</source>
        <translation>er ist ein Punktsegment</translation>
    </message>
    <message>
        <source>it ends with &apos;*&apos;, which the server reads as a prefix glob</source>
        <translation>er endet mit „*“, was der Server als Präfix-Platzhalter liest</translation>
    </message>
    <message>
        <source>the server routes it to a sub-resource</source>
        <translation>der Server leitet ihn an eine Unterressource weiter</translation>
    </message>
    <message>
        <source>A row key cannot be empty.</source>
        <translation>Ein Zeilenschlüssel darf nicht leer sein.</translation>
    </message>
    <message>
        <source>A column name cannot be empty.</source>
        <translation>Ein Spaltenname darf nicht leer sein.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be written in a REST URL (%2) and this server does not support base64 keys (HBase 2.4.18, 2.5.9, 2.6.0 or newer).</source>
        <translation>„%1“ lässt sich nicht in eine REST-URL schreiben (%2), und dieser Server unterstützt keine Base64-Schlüssel (HBase 2.4.18, 2.5.9, 2.6.0 oder neuer).</translation>
    </message>
</context>
<context>
    <name>Ei::Core::ResumableScan</name>
    <message>
        <source>A page of the scan is already being fetched.</source>
        <translation>Eine Seite des Scans wird bereits abgerufen.</translation>
    </message>
    <message>
        <source>The scan stopped: the connection is gone.</source>
        <translation>Der Scan wurde beendet: die Verbindung besteht nicht mehr.</translation>
    </message>
    <message>
        <source>%1 A new scanner was tried %2 times in a row without getting further.</source>
        <translation>%1 Ein neuer Scanner wurde %2-mal hintereinander versucht, ohne weiterzukommen.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Der Scan wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RowKey</name>
    <message>
        <source>&apos;%1&apos; is not a SHA-1: expected 40 hex digits or 32 base32 characters, optionally prefixed with sha1:</source>
        <translation>„%1“ ist kein SHA-1: erwartet werden 40 Hexadezimalziffern oder 32 Base32-Zeichen, wahlweise mit vorangestelltem sha1:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains more than one SHA-1; paste just one</source>
        <translation>„%1“ enthält mehr als einen SHA-1; fügen Sie nur einen ein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key format: expected one of %2</source>
        <translation>„%1“ ist kein Schlüsselformat: erwartet wird eines von %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key display: expected hex, base32, sha1-b32-prefixed, sha1-b32, sha1-hex or sha1-b32-compact</source>
        <translation>„%1“ ist keine Schlüsseldarstellung: erwartet wird hex, base32, sha1-b32-prefixed, sha1-b32, sha1-hex oder sha1-b32-compact</translation>
    </message>
    <message>
        <source>an empty row key was given</source>
        <translation>es wurde ein leerer Zeilenschlüssel angegeben</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RowQuery</name>
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
    <message>
        <source>“%1” is not a predicate: expected fam:qual=VALUE, fam:qual!=VALUE, fam:qual~REGEX, fam:qual!~REGEX, fam:qual&gt;=VALUE, fam:qual&lt;VALUE, has:fam:qual or missing:fam:qual.</source>
        <translation>„%1“ ist kein Prädikat: erwartet wird fam:qual=VALUE, fam:qual!=VALUE, fam:qual~REGEX, fam:qual!~REGEX, fam:qual&gt;=VALUE, fam:qual&lt;VALUE, has:fam:qual oder missing:fam:qual.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RowSpill</name>
    <message>
        <source>Could not write the rows read ahead to %1 (%2); the disk may be full.</source>
        <translation>Die vorausgelesenen Zeilen konnten nicht nach %1 geschrieben werden (%2); vielleicht ist der Datenträger voll.</translation>
    </message>
    <message>
        <source>Could not read back the rows read ahead from %1 (%2).</source>
        <translation>Die vorausgelesenen Zeilen konnten nicht aus %1 zurückgelesen werden (%2).</translation>
    </message>
    <message>
        <source>No rows read ahead are waiting on disk.</source>
        <translation>Auf dem Datenträger warten keine vorausgelesenen Zeilen.</translation>
    </message>
    <message>
        <source>Could not create a file in %1 for the rows read ahead (%2); the temporary directory (TMPDIR) must be writable.</source>
        <translation>In %1 konnte keine Datei für die vorausgelesenen Zeilen angelegt werden (%2); das temporäre Verzeichnis (TMPDIR) muss beschreibbar sein.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::RowsFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot continue %1: %2</source>
        <translation>%1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>cannot continue %1: it is shorter than its saved state says (start the export again)</source>
        <translation>%1 kann nicht fortgesetzt werden: die Datei ist kürzer, als ihr gespeicherter Zustand angibt (starten Sie den Export neu)</translation>
    </message>
    <message>
        <source>the rows file %1 is already closed</source>
        <translation>die Zeilendatei %1 ist bereits geschlossen</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation>%1 kann nicht in %2 umbenannt werden</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Scanner</name>
    <message>
        <source>Scanning table &apos;%1&apos;</source>
        <translation>Das Scannen der Tabelle „%1“</translation>
    </message>
    <message>
        <source>%1: a page is already being fetched.</source>
        <translation>%1: eine Seite wird bereits abgerufen.</translation>
    </message>
    <message>
        <source>%1 stopped: the client is gone.</source>
        <translation>%1 wurde beendet: der Client besteht nicht mehr.</translation>
    </message>
    <message>
        <source>%1 failed: the server did not say where the scanner is.</source>
        <translation>%1 ist fehlgeschlagen: der Server hat nicht gesagt, wo der Scanner ist.</translation>
    </message>
    <message>
        <source>%1 failed: the table does not exist (HTTP 404).</source>
        <translation>%1 ist fehlgeschlagen: die Tabelle existiert nicht (HTTP 404).</translation>
    </message>
    <message>
        <source>%1 failed: %2.</source>
        <translation>%1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>%1 failed: the server forgot the scanner (expired?) (HTTP 404).</source>
        <translation>%1 ist fehlgeschlagen: der Server hat den Scanner vergessen (abgelaufen?) (HTTP 404).</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Closing the scanner of table &apos;%1&apos;</source>
        <translation>Das Schließen des Scanners der Tabelle „%1“</translation>
    </message>
    <message>
        <source>%1 failed: the server refused to create the scanner (HTTP 500): it could not read the scanner&apos;s description, which HBase does when the scan uses a setting its version does not know.</source>
        <translation>%1 ist fehlgeschlagen: der Server hat das Anlegen des Scanners abgelehnt (HTTP 500): er konnte die Beschreibung des Scanners nicht lesen, wie HBase es tut, wenn der Scan eine Einstellung verwendet, die seine Version nicht kennt.</translation>
    </message>
    <message>
        <source>%1 failed: the table does not exist.</source>
        <translation>%1 ist fehlgeschlagen: die Tabelle existiert nicht.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::SchemaCheck</name>
    <message>
        <source>Add family %1</source>
        <translation>Familie %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add family %1 (%2)</source>
        <translation>Familie %1 hinzufügen (%2)</translation>
    </message>
    <message>
        <source>Set %1 %2</source>
        <translation>Bei %1 setzen: %2</translation>
    </message>
    <message>
        <source>The table has no family &apos;%1&apos;, which the profile &apos;%2&apos; needs.</source>
        <translation>Die Tabelle hat keine Familie „%1“, die das Profil „%2“ braucht.</translation>
    </message>
    <message>
        <source>Family &apos;%1&apos; has %2=%3; the profile &apos;%4&apos; expects %2=%5.</source>
        <translation>Die Familie „%1“ hat %2=%3; das Profil „%4“ erwartet %2=%5.</translation>
    </message>
    <message>
        <source>The profile &apos;%1&apos; does not know family &apos;%2&apos;.</source>
        <translation>Das Profil „%1“ kennt die Familie „%2“ nicht.</translation>
    </message>
    <message>
        <source>The qualifier &apos;%1&apos; is used under %2 families (%3); column names should be unique across families.</source>
        <translation>Der Qualifier „%1“ wird in %2 Familien verwendet (%3); Spaltennamen sollten über alle Familien hinweg eindeutig sein.</translation>
    </message>
    <message>
        <source>%1 of %2 sampled row keys are not in the profile&apos;s key format %3, e.g. &apos;%4&apos;.</source>
        <translation>%1 von %2 Stichproben-Zeilenschlüsseln haben nicht das Schlüsselformat %3 des Profils, z. B. „%4“.</translation>
    </message>
    <message>
        <source>Column &apos;%1&apos; (in %2 sampled rows) is not declared by the profile &apos;%3&apos;.</source>
        <translation>Die Spalte „%1“ (in %2 Stichprobenzeilen) ist im Profil „%3“ nicht deklariert.</translation>
    </message>
    <message>
        <source>The schema check was cancelled.</source>
        <translation>Die Schemaprüfung wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::SecretKeeper</name>
    <message>
        <source>The keyring has lost the secrets of connection “%1”: enter them again in File → Connect….</source>
        <translation>Der Schlüsselbund hat die Geheimnisse der Verbindung „%1“ verloren: Geben Sie sie unter Datei → Verbinden… erneut ein.</translation>
    </message>
    <message>
        <source>The secrets of connection “%1” are in the keyring: %2 Unlock the keyring, then try again.</source>
        <translation>Die Geheimnisse der Verbindung „%1“ liegen im Schlüsselbund: %2 Entsperren Sie den Schlüsselbund und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::SnappyFraming</name>
    <message>
        <source>Snappy framed data is corrupt at byte %1: %2</source>
        <translation>Die Snappy-Rahmendaten sind bei Byte %1 beschädigt: %2</translation>
    </message>
    <message>
        <source>the stream identifier is not &quot;sNaPpY&quot;</source>
        <translation>die Stromkennung ist nicht „sNaPpY“</translation>
    </message>
    <message>
        <source>the stream does not start with the Snappy stream identifier</source>
        <translation>der Datenstrom beginnt nicht mit der Snappy-Stromkennung</translation>
    </message>
    <message>
        <source>reserved unskippable chunk type 0x%1</source>
        <translation>reservierter, nicht überspringbarer Chunk-Typ 0x%1</translation>
    </message>
    <message>
        <source>the chunk is too short to hold its checksum</source>
        <translation>der Chunk ist zu kurz für seine Prüfsumme</translation>
    </message>
    <message>
        <source>the compressed chunk has an invalid length header</source>
        <translation>der komprimierte Chunk hat eine ungültige Längenangabe</translation>
    </message>
    <message>
        <source>the compressed chunk does not decompress</source>
        <translation>der komprimierte Chunk lässt sich nicht entpacken</translation>
    </message>
    <message>
        <source>the uncompressed chunk holds more than 64 KiB</source>
        <translation>der unkomprimierte Chunk enthält mehr als 64 KiB</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>Snappy framed data is corrupt at byte %1: the stream does not start with the Snappy stream identifier</source>
        <translation>Die Snappy-Rahmendaten sind bei Byte %1 beschädigt: der Datenstrom beginnt nicht mit der Snappy-Stromkennung</translation>
    </message>
    <message>
        <source>Snappy framed data is corrupt at byte %1: chunk length %2 exceeds the format&apos;s limit</source>
        <translation>Die Snappy-Rahmendaten sind bei Byte %1 beschädigt: die Chunk-Länge %2 überschreitet die Grenze des Formats</translation>
    </message>
    <message>
        <source>Snappy framed data is truncated: the chunk at byte %1 is incomplete</source>
        <translation>Die Snappy-Rahmendaten sind abgeschnitten: der Chunk bei Byte %1 ist unvollständig</translation>
    </message>
    <message>
        <source>the data is not a Snappy framed stream (no stream identifier)</source>
        <translation>die Daten sind kein Snappy-Rahmenstrom (keine Stromkennung)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::SnapshotManifest</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;format&quot; is not &quot;%1&quot;</source>
        <translation>„format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>&quot;formatVersion&quot; is missing or not a number</source>
        <translation>„formatVersion“ fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this build reads version %2)</source>
        <translation>die Formatversion %1 wird nicht unterstützt (dieser Build liest Version %2)</translation>
    </message>
    <message>
        <source>&quot;table&quot; is missing</source>
        <translation>„table“ fehlt</translation>
    </message>
    <message>
        <source>&quot;rows&quot; must be &quot;rows.jsonl&quot; or &quot;rows.jsonl.sz&quot;</source>
        <translation>„rows“ muss „rows.jsonl“ oder „rows.jsonl.sz“ sein</translation>
    </message>
    <message>
        <source>&quot;pdfSources&quot; is not an array of strings</source>
        <translation>„pdfSources“ ist kein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Ei::Core::StatelessScan</name>
    <message>
        <source>Scanning through a read-only gateway failed: the %1 %2 is not UTF-8 text, and a stateless scan (the only scan such a gateway allows) takes row keys as text only; tables with binary keys (e.g. the raw20 key format) need a gateway that allows scanners.</source>
        <translation>Das Scannen über ein schreibgeschütztes Gateway ist fehlgeschlagen: %1 %2 ist kein UTF-8-Text, und ein zustandsloser Scan (der einzige Scan, den ein solches Gateway erlaubt) nimmt Zeilenschlüssel nur als Text an; Tabellen mit binären Schlüsseln (z. B. das Schlüsselformat raw20) brauchen ein Gateway, das Scanner erlaubt.</translation>
    </message>
    <message>
        <source>The scan&apos;s PageFilter cannot be used in a stateless scan: it would count rows per page; limit the scan&apos;s rows instead.</source>
        <translation>Der PageFilter des Scans kann in einem zustandslosen Scan nicht verwendet werden: er würde die Zeilen pro Seite zählen; begrenzen Sie stattdessen die Zeilen des Scans.</translation>
    </message>
    <message>
        <source>The scan&apos;s filter holds bytes that are not UTF-8 text (a binary value in a predicate?); this server takes the filter of a stateless scan only as text (filter_b64 needs HBase 2.4.18, 2.5.9, 2.6.1 or 3.x).</source>
        <translation>Der Filter des Scans enthält Bytes, die kein UTF-8-Text sind (ein binärer Wert in einer Bedingung?); dieser Server nimmt den Filter eines zustandslosen Scans nur als Text an (filter_b64 braucht HBase 2.4.18, 2.5.9, 2.6.1 oder 3.x).</translation>
    </message>
    <message>
        <source>row key</source>
        <translation>Zeilenschlüssel</translation>
    </message>
    <message>
        <source>start row</source>
        <translation>Startzeile</translation>
    </message>
    <message>
        <source>stop row</source>
        <translation>Endzeile</translation>
    </message>
</context>
<context>
    <name>Ei::Core::StatsDimension</name>
    <message>
        <source>&apos;%1&apos; is neither a column (family:qualifier) nor a derived field (%2).</source>
        <translation>„%1“ ist weder eine Spalte (family:qualifier) noch ein abgeleitetes Feld (%2).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names a family the profile &quot;%2&quot; does not have (its families: %3).</source>
        <translation>„%1“ nennt eine Familie, die das Profil „%2“ nicht hat (seine Familien: %3).</translation>
    </message>
</context>
<context>
    <name>Ei::Core::StatsJob</name>
    <message>
        <source>the statistics have no connection</source>
        <translation>die Statistik hat keine Verbindung</translation>
    </message>
    <message>
        <source>The statistics were cancelled.</source>
        <translation>Die Statistik wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Counting rows</source>
        <translation>Zeilen werden gezählt</translation>
    </message>
</context>
<context>
    <name>Ei::Core::TableSchema</name>
    <message>
        <source>the table schema is not a JSON object</source>
        <translation>das Tabellenschema ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the schema&apos;s &quot;ColumnSchema&quot; is not an array</source>
        <translation>„ColumnSchema“ des Schemas ist kein Array</translation>
    </message>
    <message>
        <source>a column family in the schema has no name</source>
        <translation>eine Spaltenfamilie im Schema hat keinen Namen</translation>
    </message>
</context>
<context>
    <name>Ei::Core::TableSetup</name>
    <message>
        <source>&apos;%1&apos; does not name a column: expected family:qualifier</source>
        <translation>„%1“ nennt keine Spalte: erwartet wird family:qualifier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a column family of this table (profile %2 has %3)</source>
        <translation>„%1“ ist keine Spaltenfamilie dieser Tabelle (das Profil %2 hat %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an assignment: expected family:qualifier=VALUE</source>
        <translation>„%1“ ist keine Zuweisung: erwartet wird family:qualifier=VALUE</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a condition: expected fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual or missing:fam:qual</source>
        <translation>„%1“ ist keine Bedingung: erwartet wird fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual oder missing:fam:qual</translation>
    </message>
</context>
<context>
    <name>Ei::Core::TeiParser</name>
    <message>
        <source>the TEI XML is empty (%1 bytes)</source>
        <translation>das TEI-XML ist leer (%1 Bytes)</translation>
    </message>
</context>
<context>
    <name>Ei::Core::TeiReader</name>
    <message>
        <source>this is an HTML page, not GROBID TEI XML</source>
        <translation>dies ist eine HTML-Seite, kein GROBID-TEI-XML</translation>
    </message>
    <message>
        <source>this is not GROBID TEI XML: the root element is &lt;%1&gt;</source>
        <translation>dies ist kein GROBID-TEI-XML: das Wurzelelement ist &lt;%1&gt;</translation>
    </message>
    <message>
        <source>this is not XML (it starts with &quot;%1&quot;)</source>
        <translation>dies ist kein XML (es beginnt mit „%1“)</translation>
    </message>
    <message>
        <source>Premature end of document.</source>
        <translation>Vorzeitiges Ende des Dokuments.</translation>
    </message>
    <message>
        <source>Opening and ending tag mismatch.</source>
        <translation>Start- und End-Tag passen nicht zusammen.</translation>
    </message>
    <message>
        <source>Expected an attribute value in quotes.</source>
        <translation>Erwartet wurde ein Attributwert in Anführungszeichen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::VerifiedScan</name>
    <message>
        <source>A page of the scan is already being fetched.</source>
        <translation>Eine Seite des Scans wird bereits abgerufen.</translation>
    </message>
    <message>
        <source>The scan stopped: the connection is gone.</source>
        <translation>Der Scan wurde beendet: die Verbindung besteht nicht mehr.</translation>
    </message>
    <message>
        <source>Scanning table &apos;%1&apos; stopped: %2 verification passes in a row found rows still to handle and nothing new could be read (the gateway keeps ending scans early, or rows stay unhandled).</source>
        <translation>Das Scannen der Tabelle „%1“ wurde beendet: %2 Prüfdurchläufe hintereinander fanden noch zu bearbeitende Zeilen, und nichts Neues ließ sich lesen (das Gateway beendet Scans immer wieder vorzeitig, oder Zeilen bleiben unbearbeitet).</translation>
    </message>
    <message>
        <source>Scanning table &apos;%1&apos; stopped: more than %2 rows before the last one read match and were not handled (the table changed a lot meanwhile, or the gateway skipped rows).</source>
        <translation>Das Scannen der Tabelle „%1“ wurde beendet: mehr als %2 Zeilen vor der zuletzt gelesenen passen und wurden nicht bearbeitet (die Tabelle hat sich inzwischen stark geändert, oder das Gateway hat Zeilen übersprungen).</translation>
    </message>
    <message>
        <source>Verifying the scan of table &apos;%1&apos;: %2 rows up to the last one read match now, but %3 were read, so the result may be incomplete (the table changed meanwhile, or the gateway skipped rows).</source>
        <translation>Prüfung des Scans der Tabelle „%1“: %2 Zeilen bis zur zuletzt gelesenen passen jetzt, gelesen wurden aber %3; das Ergebnis ist daher vielleicht unvollständig (die Tabelle hat sich inzwischen geändert, oder das Gateway hat Zeilen übersprungen).</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Der Scan wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::GzipMembers</name>
    <message>
        <source>The gzip decompressor could not be started.</source>
        <translation>Der gzip-Dekompressor konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The data after gzip member %1 (at byte %2) is not another gzip member.</source>
        <translation>Die Daten nach dem gzip-Member %1 (bei Byte %2) sind kein weiteres gzip-Member.</translation>
    </message>
    <message>
        <source>Gzip member %1 is corrupt (%2).</source>
        <translation>Das gzip-Member %1 ist beschädigt (%2).</translation>
    </message>
    <message>
        <source>The WARC data is only one byte long.</source>
        <translation>Die WARC-Daten sind nur ein Byte lang.</translation>
    </message>
    <message>
        <source>The gzip data ends in the middle of member %1: the record is truncated.</source>
        <translation>Die gzip-Daten enden mitten im Member %1: der Datensatz ist abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::HttpDecoders</name>
    <message>
        <source>The chunked transfer encoding is broken after %1 decoded bytes (%2); the rest of the body was not decoded.</source>
        <translation>Die Chunked-Transferkodierung ist nach %1 dekodierten Bytes defekt (%2); der Rest des Inhalts wurde nicht dekodiert.</translation>
    </message>
    <message>
        <source>The body is declared chunked but is not; it was used as stored.</source>
        <translation>Der Inhalt ist als chunked deklariert, ist es aber nicht; er wurde wie gespeichert verwendet.</translation>
    </message>
    <message>
        <source>an over-long chunk line</source>
        <translation>eine überlange Chunk-Zeile</translation>
    </message>
    <message>
        <source>a chunk is longer than its declared size</source>
        <translation>ein Chunk ist länger als seine deklarierte Größe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a chunk size</source>
        <translation>„%1“ ist keine Chunk-Größe</translation>
    </message>
    <message>
        <source>The chunked body is truncated: the last chunk lacks %1 bytes (%2 bytes were decoded).</source>
        <translation>Der Chunked-Inhalt ist abgeschnitten: dem letzten Chunk fehlen %1 Bytes (%2 Bytes wurden dekodiert).</translation>
    </message>
    <message>
        <source>The chunked body ends without its final zero-size chunk (%1 bytes were decoded).</source>
        <translation>Der Chunked-Inhalt endet ohne seinen abschließenden Chunk der Größe null (%1 Bytes wurden dekodiert).</translation>
    </message>
    <message>
        <source>The %1-encoded body is truncated (%2 bytes were decoded).</source>
        <translation>Der %1-kodierte Inhalt ist abgeschnitten (%2 Bytes wurden dekodiert).</translation>
    </message>
    <message>
        <source>The %1-encoded body is corrupt after %2 decoded bytes (%3).</source>
        <translation>Der %1-kodierte Inhalt ist nach %2 dekodierten Bytes beschädigt (%3).</translation>
    </message>
    <message>
        <source>The brotli-encoded body is corrupt after %1 decoded bytes (%2).</source>
        <translation>Der brotli-kodierte Inhalt ist nach %1 dekodierten Bytes beschädigt (%2).</translation>
    </message>
    <message>
        <source>The brotli-encoded body is truncated (%1 bytes were decoded).</source>
        <translation>Der brotli-kodierte Inhalt ist abgeschnitten (%1 Bytes wurden dekodiert).</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::WarcFile</name>
    <message>
        <source>Cannot open the WARC file %1: %2.</source>
        <translation>Die WARC-Datei %1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The offset %1 lies outside the WARC file %2 (%3 bytes).</source>
        <translation>Der Offset %1 liegt außerhalb der WARC-Datei %2 (%3 Bytes).</translation>
    </message>
    <message>
        <source>Cannot seek in the WARC file %1.</source>
        <translation>In der WARC-Datei %1 kann nicht positioniert werden.</translation>
    </message>
    <message>
        <source>Reading the WARC file %1 failed: %2.</source>
        <translation>Das Lesen der WARC-Datei %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Reading the WARC file failed: %1.</source>
        <translation>Das Lesen der WARC-Datei ist fehlgeschlagen: %1.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::WarcHeaders</name>
    <message>
        <source>The %1 has a malformed header line &quot;%2&quot;.</source>
        <translation>%1 hat eine fehlerhafte Kopfzeile „%2“.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::WarcReader</name>
    <message>
        <source>The WARC record at byte %1 has headers longer than %2 bytes.</source>
        <translation>Der WARC-Datensatz bei Byte %1 hat Kopfzeilen, die länger als %2 Bytes sind.</translation>
    </message>
    <message>
        <source>The data at byte %1 is not a WARC record (it starts with &quot;%2&quot;).</source>
        <translation>Die Daten bei Byte %1 sind kein WARC-Datensatz (sie beginnen mit „%2“).</translation>
    </message>
    <message>
        <source>WARC record</source>
        <translation>Der WARC-Datensatz</translation>
    </message>
    <message>
        <source>The WARC record at byte %1 has no valid Content-Length.</source>
        <translation>Der WARC-Datensatz bei Byte %1 hat keine gültige Content-Length.</translation>
    </message>
    <message>
        <source>The HTTP headers of the record are longer than %1 bytes; its payload was not read.</source>
        <translation>Die HTTP-Kopfzeilen des Datensatzes sind länger als %1 Bytes; seine Nutzdaten wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>HTTP message in the record</source>
        <translation>Die HTTP-Nachricht im Datensatz</translation>
    </message>
    <message>
        <source>The content encoding &quot;%1&quot; is not supported; the payload is delivered still encoded.</source>
        <translation>Die Inhaltskodierung „%1“ wird nicht unterstützt; die Nutzdaten werden noch kodiert geliefert.</translation>
    </message>
    <message>
        <source>The record continues past the end of its gzip member (%1 of %2 bytes): the file&apos;s gzip members do not line up with its records.</source>
        <translation>Der Datensatz reicht über das Ende seines gzip-Members hinaus (%1 von %2 Bytes): die gzip-Member der Datei decken sich nicht mit ihren Datensätzen.</translation>
    </message>
    <message>
        <source>The WARC record is truncated: %1 of the %2 bytes of its content are present.</source>
        <translation>Der WARC-Datensatz ist abgeschnitten: %1 der %2 Bytes seines Inhalts sind vorhanden.</translation>
    </message>
    <message>
        <source>The WARC data ends inside a record&apos;s headers (truncated).</source>
        <translation>Die WARC-Daten enden in den Kopfzeilen eines Datensatzes (abgeschnitten).</translation>
    </message>
    <message>
        <source>No WARC record was found in the data read.</source>
        <translation>In den gelesenen Daten wurde kein WARC-Datensatz gefunden.</translation>
    </message>
</context>
<context>
    <name>Ei::Core::Warc::WarcRecord</name>
    <message>
        <source>%1 is absent.</source>
        <translation>%1 fehlt.</translation>
    </message>
    <message>
        <source>%1 %2 matches.</source>
        <translation>%1 %2 stimmt überein.</translation>
    </message>
    <message>
        <source>%1 %2 does not match the bytes read (%3).</source>
        <translation>%1 %2 passt nicht zu den gelesenen Bytes (%3).</translation>
    </message>
    <message>
        <source>%1 %2 could not be checked (unknown algorithm or encoding).</source>
        <translation>%1 %2 konnte nicht geprüft werden (unbekannter Algorithmus oder unbekannte Kodierung).</translation>
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
    <name>Ei::Demo::DemoService</name>
    <message>
        <source>The demo edits in %1 could not be deleted.</source>
        <translation>Die Demo-Änderungen in %1 konnten nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>The demo data could not be opened: %1</source>
        <translation>Die Demodaten konnten nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The demo edits could not be saved: %1</source>
        <translation>Die Demo-Änderungen konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Ei::Gui::InProcessTables</name>
    <message>
        <source>The export could not be opened: %1</source>
        <translation>Der Export konnte nicht geöffnet werden: %1</translation>
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
    <name>Ei::Models::CompareCandidateModel</name>
    <message>
        <source>%1 · same DOI · GROBID version …</source>
        <translation>%1 · gleiche DOI · GROBID-Version …</translation>
    </message>
    <message>
        <source>%1 · same DOI · no GROBID metadata</source>
        <translation>%1 · gleiche DOI · keine GROBID-Metadaten</translation>
    </message>
    <message>
        <source>%1 · same DOI · GROBID %2</source>
        <translation>%1 · gleiche DOI · GROBID %2</translation>
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
    <name>Ei::Models::RowListLoadJob</name>
    <message>
        <source>Reading rows: %1</source>
        <translation>Zeilen werden gelesen: %1</translation>
    </message>
    <message>
        <source>The row list was closed.</source>
        <translation>Die Zeilenliste wurde geschlossen.</translation>
    </message>
    <message>
        <source>Reading rows was cancelled.</source>
        <translation>Das Lesen der Zeilen wurde abgebrochen.</translation>
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
    <name>Ei::Models::StatsPresenter</name>
    <message>
        <source>No table is open.</source>
        <translation>Es ist keine Tabelle geöffnet.</translation>
    </message>
    <message>
        <source>The row list shows a lookup&apos;s rows; statistics count a filter&apos;s rows. Clear the lookup first.</source>
        <translation>Die Zeilenliste zeigt die Zeilen einer Suche; die Statistik zählt die Zeilen eines Filters. Heben Sie die Suche zuerst auf.</translation>
    </message>
    <message>
        <source>A histogram needs a numeric column; “%1” is not one.</source>
        <translation>Ein Histogramm braucht eine numerische Spalte; „%1“ ist keine.</translation>
    </message>
    <message>
        <source>Choose what to group the rows by.</source>
        <translation>Wählen Sie, wonach die Zeilen gruppiert werden.</translation>
    </message>
    <message>
        <source>Counting… %L1 rows · %2</source>
        <translation>Zähle … %L1 Zeilen · %2</translation>
    </message>
    <message>
        <source>%L1 rows · %2</source>
        <translation>%L1 Zeilen · %2</translation>
    </message>
    <message>
        <source>Cancelled after %L1 rows: the counts shown are partial.</source>
        <translation>Nach %L1 Zeilen abgebrochen: die angezeigten Zahlen sind unvollständig.</translation>
    </message>
    <message>
        <source>%1 The counts shown are partial (%L2 rows).</source>
        <translation>%1 Die angezeigten Zahlen sind unvollständig (%L2 Zeilen).</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(kein Wert)</translation>
    </message>
    <message>
        <source>(no number)</source>
        <translation>(keine Zahl)</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>The rows of this bin cannot be selected exactly on the server (only the bins of an exact histogram of a non-negative 8-byte integer column can).</source>
        <translation>Die Zeilen dieses Intervalls lassen sich auf dem Server nicht genau auswählen (das geht nur bei den Intervallen eines exakten Histogramms einer nicht negativen 8-Byte-Ganzzahlspalte).</translation>
    </message>
    <message>
        <source>There is no such bar.</source>
        <translation>Diesen Balken gibt es nicht.</translation>
    </message>
    <message>
        <source>Statistics, %1: 1 row</source>
        <translation>Statistik, %1: 1 Zeile</translation>
    </message>
    <message>
        <source>Statistics, %1: %L2 rows</source>
        <translation>Statistik, %1: %L2 Zeilen</translation>
    </message>
</context>
<context>
    <name>Ei::Models::StatsTableModel</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Then by</source>
        <translation>Dann nach</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
</context>
<context>
    <name>Ei::Models::TeiComparison</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Zeitschrift</translation>
    </message>
    <message>
        <source>Abstract</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>GROBID version</source>
        <translation>GROBID-Version</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Section headings</source>
        <translation>Abschnittsüberschriften</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Literaturangaben</translation>
    </message>
    <message>
        <source>Figures and tables</source>
        <translation>Abbildungen und Tabellen</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>only here: %1</source>
        <translation>nur hier: %1</translation>
    </message>
    <message>
        <source>Identical: the same structure and the same lines.</source>
        <translation>Identisch: dieselbe Struktur und dieselben Zeilen.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed on the left</source>
        <translation>
            <numerusform>%n Zeile links geändert</numerusform>
            <numerusform>%n Zeilen links geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on the right</source>
        <translation>
            <numerusform>%n rechts</numerusform>
            <numerusform>%n rechts</numerusform>
        </translation>
    </message>
    <message>
        <source>The same structure; %1.</source>
        <translation>Dieselbe Struktur; %1.</translation>
    </message>
    <message>
        <source>Differs in %1; %2.</source>
        <translation>Unterschiede in %1; %2.</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>%1 kann nicht verglichen werden: %2</translation>
    </message>
    <message>
        <source>%1: the XML breaks at line %2 (%3); compared what comes before, shown as stored</source>
        <translation>%1: Das XML bricht in Zeile %2 ab (%3); verglichen wurde, was davor steht, angezeigt wie gespeichert</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>Der Vergleich wurde abgebrochen.</translation>
    </message>
    <message>
        <source>More than %1 lines differ: the differing middle is marked as one block.</source>
        <translation>Mehr als %1 Zeilen unterscheiden sich: Der abweichende Mittelteil ist als ein Block markiert.</translation>
    </message>
</context>
<context>
    <name>Ei::Models::TeiDiffSummaryModel</name>
    <message>
        <source>%1 (%2 matched, %3 only here)</source>
        <translation>%1 (%2 zugeordnet, %3 nur hier)</translation>
    </message>
    <message>
        <source>all matched</source>
        <translation>alle zugeordnet</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
</context>
<context>
    <name>Ei::Server::InProcessExchange</name>
    <message>
        <source>the table is no longer served in this window.</source>
        <translation>die Tabelle wird in diesem Fenster nicht mehr bereitgestellt.</translation>
    </message>
    <message>
        <source>the gateway closed without answering.</source>
        <translation>das Gateway hat ohne Antwort geschlossen.</translation>
    </message>
    <message>
        <source>the server&apos;s answer was cut off.</source>
        <translation>die Antwort des Servers wurde abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>Ei::Server::TableStoreRowPageSource</name>
    <message>
        <source>The rows could not be read: the table %1 is not served in this window.</source>
        <translation>Die Zeilen konnten nicht gelesen werden: Die Tabelle %1 wird in diesem Fenster nicht bereitgestellt.</translation>
    </message>
    <message>
        <source>The rows could not be read: the table is no longer served in this window.</source>
        <translation>Die Zeilen konnten nicht gelesen werden: Die Tabelle wird in diesem Fenster nicht mehr bereitgestellt.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::Accessibility</name>
    <message>
        <source>More actions</source>
        <translation>Weitere Aktionen</translation>
    </message>
    <message>
        <source>The toolbar&apos;s actions that do not fit its width</source>
        <translation>Die Aktionen der Werkzeugleiste, die nicht in ihre Breite passen</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::AuthenticationSection</name>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Service &amp;principal:</source>
        <translation>&amp;Dienst-Principal:</translation>
    </message>
    <message>
        <source>Allow credentials over plain http:// to another computer</source>
        <translation>Zugangsdaten über unverschlüsseltes http:// an einen anderen Rechner erlauben</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Kerberos (SPNEGO, your ticket from kinit)</source>
        <translation>Kerberos (SPNEGO, Ihr Ticket von kinit)</translation>
    </message>
    <message>
        <source>Basic (user and password)</source>
        <translation>Basic (Benutzer und Passwort)</translation>
    </message>
    <message>
        <source>HTTP/&lt;host of the URL&gt; (the default)</source>
        <translation>HTTP/&lt;Host der URL&gt; (Standard)</translation>
    </message>
    <message>
        <source>none (PEM file)</source>
        <translation>keines (PEM-Datei)</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <source>the certificate&apos;s key (PEM file)</source>
        <translation>der Schlüssel des Zertifikats (PEM-Datei)</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <source>only for an encrypted key</source>
        <translation>nur für einen verschlüsselten Schlüssel</translation>
    </message>
    <message>
        <source>nobody (a proxy-user gateway acts for this user)</source>
        <translation>niemand (ein Proxy-User-Gateway handelt für diesen Benutzer)</translation>
    </message>
    <message>
        <source>⚠ The password and secret headers travel unencrypted: anyone on the network path can read them.</source>
        <translation>⚠ Passwort und geheime Header werden unverschlüsselt übertragen: Jeder auf dem Netzwerkweg kann sie lesen.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>Client-Zertifikat:</translation>
    </message>
    <message>
        <source>the client certificate</source>
        <translation>das Client-Zertifikat</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>Client-Schlüssel:</translation>
    </message>
    <message>
        <source>the client key</source>
        <translation>den Client-Schlüssel</translation>
    </message>
    <message>
        <source>Key passphrase:</source>
        <translation>Schlüssel-Passphrase:</translation>
    </message>
    <message>
        <source>Act for (&amp;doAs):</source>
        <translation>Handeln für (&amp;doAs):</translation>
    </message>
    <message>
        <source>Basic authentication needs a user.</source>
        <translation>Basic-Authentifizierung braucht einen Benutzer.</translation>
    </message>
    <message>
        <source>A client certificate needs its key, and a key its certificate.</source>
        <translation>Ein Client-Zertifikat braucht seinen Schlüssel, und ein Schlüssel sein Zertifikat.</translation>
    </message>
    <message>
        <source>Pri&amp;ncipal:</source>
        <translation>Pri&amp;ncipal:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>the ticket cache&apos;s default</source>
        <translation>der Standard des Ticket-Caches</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.crt *.key);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::AuthenticationWatch</name>
    <message>
        <source>Identity in use</source>
        <translation>Verwendete Identität</translation>
    </message>
    <message>
        <source>Kerberos ticket expired — run kinit, then Retry</source>
        <translation>Kerberos-Ticket abgelaufen — kinit ausführen, dann Erneut versuchen</translation>
    </message>
    <message>
        <source>No Kerberos ticket — run kinit, then Retry</source>
        <translation>Kein Kerberos-Ticket — kinit ausführen, dann Erneut versuchen</translation>
    </message>
    <message>
        <source>%1 (Basic)</source>
        <translation>%1 (Basic)</translation>
    </message>
    <message>
        <source>%1 (Kerberos)</source>
        <translation>%1 (Kerberos)</translation>
    </message>
    <message>
        <source>Kerberos ticket of %1, valid until %2.</source>
        <translation>Kerberos-Ticket von %1, gültig bis %2.</translation>
    </message>
    <message>
        <source>%1 (Kerberos, ticket expired)</source>
        <translation>%1 (Kerberos, Ticket abgelaufen)</translation>
    </message>
    <message>
        <source>The Kerberos ticket of %1 ended %2: run kinit.</source>
        <translation>Das Kerberos-Ticket von %1 ist %2 abgelaufen: kinit ausführen.</translation>
    </message>
    <message>
        <source>no Kerberos ticket</source>
        <translation>kein Kerberos-Ticket</translation>
    </message>
    <message>
        <source>No Kerberos ticket: run kinit.</source>
        <translation>Kein Kerberos-Ticket: kinit ausführen.</translation>
    </message>
    <message>
        <source>Kerberos</source>
        <translation>Kerberos</translation>
    </message>
    <message>
        <source>client certificate %1</source>
        <translation>Client-Zertifikat %1</translation>
    </message>
    <message>
        <source>%1 + client certificate %2</source>
        <translation>%1 + Client-Zertifikat %2</translation>
    </message>
    <message>
        <source>%1, acting for %2</source>
        <translation>%1, handelt für %2</translation>
    </message>
    <message>
        <source>Edits wait to be saved: %1</source>
        <translation>Änderungen warten aufs Speichern: %1</translation>
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
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Every cell of the row: family, qualifier, size and timestamp</source>
        <translation>Jede Zelle der Zeile: Familie, Qualifier, Größe und Zeitstempel</translation>
    </message>
    <message>
        <source>Cell value</source>
        <translation>Zellwert</translation>
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
    <name>Ei::Ui::ColorSchemeController</name>
    <message>
        <source>&amp;Follow System</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>C&amp;olour Scheme</source>
        <translation>Farbsc&amp;hema</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::CompareWithDialog</name>
    <message>
        <source>Compare TEI With</source>
        <translation>TEI vergleichen mit</translation>
    </message>
    <message>
        <source>Compare the TEI of %1 with:</source>
        <translation>Das TEI von %1 vergleichen mit:</translation>
    </message>
    <message>
        <source>Rows with the same DOI (the same paper from other GROBID runs):</source>
        <translation>Zeilen mit derselben DOI (derselbe Artikel aus anderen GROBID-Läufen):</translation>
    </message>
    <message>
        <source>Another row: its SHA-1 or row key</source>
        <translation>Eine andere Zeile: ihr SHA-1 oder Zeilenschlüssel</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>TEI File…</source>
        <translation>TEI-Datei…</translation>
    </message>
    <message>
        <source>Compare with a TEI file on this computer</source>
        <translation>Mit einer TEI-Datei auf diesem Computer vergleichen</translation>
    </message>
    <message>
        <source>Same Row in an Export…</source>
        <translation>Dieselbe Zeile in einem Export…</translation>
    </message>
    <message>
        <source>Compare with this row as an export (bundle or .jsonl/.jsonl.sz file) holds it</source>
        <translation>Mit dieser Zeile vergleichen, wie ein Export (Bundle oder .jsonl/.jsonl.sz-Datei) sie enthält</translation>
    </message>
    <message>
        <source>Export to Compare With</source>
        <translation>Export zum Vergleichen</translation>
    </message>
    <message>
        <source>TEI File to Compare With</source>
        <translation>TEI-Datei zum Vergleichen</translation>
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
        <source>TEI XML (*.tei.xml *.xml *.tei)</source>
        <translation>TEI-XML (*.tei.xml *.xml *.tei)</translation>
    </message>
    <message>
        <source>Another row&apos;s key</source>
        <translation>Schlüssel einer anderen Zeile</translation>
    </message>
    <message>
        <source>Rows with the same DOI</source>
        <translation>Zeilen mit derselben DOI</translation>
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
    <message>
        <source>Fields as you loaded them, as they are now, and yours</source>
        <translation>Felder, wie Sie sie geladen haben, wie sie jetzt sind, und Ihre</translation>
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
    <message>
        <source>Demo (sample data) · %1</source>
        <translation>Demo (Beispieldaten) · %1</translation>
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
    <message>
        <source>Extra headers</source>
        <translation>Zusätzliche Header</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA-Datei</translation>
    </message>
    <message>
        <source>Crossref source</source>
        <translation>Crossref-Quelle</translation>
    </message>
    <message>
        <source>Secrets:</source>
        <translation>Geheimnisse:</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>Au&amp;thentication</source>
        <translation>Au&amp;thentifizierung</translation>
    </message>
    <message>
        <source>Secret header values and passwords go to the system keyring, or to %1 (readable only by you) when no keyring answers.</source>
        <translation>Geheime Header-Werte und Passwörter kommen in den System-Schlüsselbund, oder nach %1 (nur für Sie lesbar), wenn kein Schlüsselbund antwortet.</translation>
    </message>
    <message>
        <source>Secret header values and passwords are in the system keyring.</source>
        <translation>Geheime Header-Werte und Passwörter liegen im System-Schlüsselbund.</translation>
    </message>
    <message>
        <source>Secret header values and passwords are in %1 (readable only by you); saving moves them to the system keyring when one answers.</source>
        <translation>Geheime Header-Werte und Passwörter liegen in %1 (nur für Sie lesbar); beim Speichern kommen sie in den System-Schlüsselbund, sobald einer antwortet.</translation>
    </message>
    <message>
        <source>&amp;Bulk Jobs</source>
        <translation>&amp;Massenaufträge</translation>
    </message>
    <message>
        <source>One REST URL per line, e.g. http://hbase-rest-2:8080</source>
        <translation>Eine REST-URL pro Zeile, z. B. http://hbase-rest-2:8080</translation>
    </message>
    <message>
        <source>Automatic (one per region, at most 4)</source>
        <translation>Automatisch (eine pro Region, höchstens 4)</translation>
    </message>
    <message>
        <source>Bulk jobs (exports, statistics, reprocessing a filter, the DOI search) cut the table at its regions and read several of them at once. Further gateways of the same cluster share the scanners with the Server page&apos;s REST URL; one that fails rests while the others go on. Rows and results are the same as with one scanner.</source>
        <translation>Massenaufträge (Exporte, Statistiken, das erneute Verarbeiten eines Filters, die DOI-Suche) teilen die Tabelle an ihren Regionen und lesen mehrere davon gleichzeitig. Weitere Gateways desselben Clusters teilen sich die Scanner mit der REST-URL der Seite „Server“; ein ausgefallenes pausiert, während die anderen weiterlaufen. Zeilen und Ergebnisse sind dieselben wie mit einem Scanner.</translation>
    </message>
    <message>
        <source>&amp;Further gateways:</source>
        <translation>&amp;Weitere Gateways:</translation>
    </message>
    <message>
        <source>Scanners at &amp;once:</source>
        <translation>Scanner &amp;gleichzeitig:</translation>
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
        <source>This window cannot open the demo.</source>
        <translation>Dieses Fenster kann die Demo nicht öffnen.</translation>
    </message>
    <message>
        <source>This window cannot open an export.</source>
        <translation>Dieses Fenster kann keinen Export öffnen.</translation>
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
    <message>
        <source> The client certificate %1 was accepted.</source>
        <translation> Das Client-Zertifikat %1 wurde angenommen.</translation>
    </message>
    <message>
        <source> Requests act for %1 (doAs).</source>
        <translation> Anfragen handeln für %1 (doAs).</translation>
    </message>
    <message>
        <source>Accepted as %1 (Basic).</source>
        <translation>Angenommen als %1 (Basic).</translation>
    </message>
    <message>
        <source>The server asked for no password; none was sent.</source>
        <translation>Der Server hat nach keinem Passwort gefragt; keines wurde gesendet.</translation>
    </message>
    <message>
        <source>The server asked for no Kerberos ticket; none was sent.</source>
        <translation>Der Server hat nach keinem Kerberos-Ticket gefragt; keines wurde gesendet.</translation>
    </message>
    <message>
        <source>Accepted as %1 (Kerberos; the ticket is valid until %2).</source>
        <translation>Angenommen als %1 (Kerberos; das Ticket ist gültig bis %2).</translation>
    </message>
    <message>
        <source>Accepted as %1 (Kerberos).</source>
        <translation>Angenommen als %1 (Kerberos).</translation>
    </message>
    <message>
        <source>%1 did not answer: %2</source>
        <translation>%1 hat nicht geantwortet: %2</translation>
    </message>
    <message>
        <source>%1 of %2 further gateways answer.</source>
        <translation>%1 von %2 weiteren Gateways antworten.</translation>
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
    <message>
        <source>Saved connections</source>
        <translation>Gespeicherte Verbindungen</translation>
    </message>
    <message>
        <source>Saved. Its secrets are in %1, which only you can read: %2</source>
        <translation>Gespeichert. Ihre Geheimnisse liegen in %1, das nur Sie lesen können: %2</translation>
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
    <message>
        <source>The export stopped as its table was closed. What it wrote is kept: open the table again and choose “Interrupted export — Resume” in the status bar.</source>
        <translation>Der Export wurde beendet, weil seine Tabelle geschlossen wurde. Was er geschrieben hat, bleibt erhalten: Öffnen Sie die Tabelle wieder und wählen Sie „Unterbrochener Export — Fortsetzen“ in der Statusleiste.</translation>
    </message>
    <message>
        <source>The export stopped as its table was closed, before it had written anything to keep.</source>
        <translation>Der Export wurde beendet, weil seine Tabelle geschlossen wurde, bevor er etwas Bleibendes geschrieben hatte.</translation>
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
        <source>Any match</source>
        <translation>Jeder Abgleich</translation>
    </message>
    <message>
        <source>The status code must be a number such as 200 or 500.</source>
        <translation>Der Statuscode muss eine Zahl wie 200 oder 500 sein.</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>Schlüsselpräfix</translation>
    </message>
    <message>
        <source>Predicates</source>
        <translation>Prädikate</translation>
    </message>
    <message>
        <source>GROBID status</source>
        <translation>GROBID-Status</translation>
    </message>
    <message>
        <source>Match status (match0:mstatus)</source>
        <translation>Abgleichstatus (match0:mstatus)</translation>
    </message>
    <message>
        <source>Match status</source>
        <translation>Abgleichstatus</translation>
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
    <message>
        <source>Change history</source>
        <translation>Änderungsverlauf</translation>
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
    <message>
        <source>No table is open.</source>
        <translation>Es ist keine Tabelle geöffnet.</translation>
    </message>
    <message>
        <source>%1 · GROBID %2</source>
        <translation>%1 · GROBID %2</translation>
    </message>
    <message>
        <source>The gateway %1 failed: its scans go on over the others, and it rests %2 s.</source>
        <translation>Das Gateway %1 ist ausgefallen: Seine Scans laufen über die anderen weiter, und es pausiert %2 s.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::LookupBox</name>
    <message>
        <source>Look up a SHA-1 or DOI (Ctrl+L)</source>
        <translation>SHA-1 oder DOI nachschlagen (Strg+L)</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <source>A row key (SHA-1) or a DOI; Down shows the recent lookups</source>
        <translation>Ein Zeilenschlüssel (SHA-1) oder eine DOI; Pfeil nach unten zeigt die letzten Suchen</translation>
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
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Count the filtered rows by a column and chart them</source>
        <translation>Die gefilterten Zeilen nach einer Spalte zählen und als Diagramm zeigen</translation>
    </message>
    <message>
        <source>&amp;Reading Layout</source>
        <translation>&amp;Leseansicht</translation>
    </message>
    <message>
        <source>Hide the row list to give the PDF and the tabs the window&apos;s width</source>
        <translation>Die Zeilenliste ausblenden, damit PDF und Reiter die Breite des Fensters bekommen</translation>
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
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
    <message>
        <source>Match history</source>
        <translation>Abgleichsverlauf</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
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
    <message>
        <source>The row&apos;s PDF as rendered pages; boxes mark what GROBID extracted. The same text is in the TEI tab.</source>
        <translation>Das PDF der Zeile als gerenderte Seiten; Rahmen markieren, was GROBID extrahiert hat. Derselbe Text steht im TEI-Reiter.</translation>
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
    <message>
        <source>TSV file</source>
        <translation>TSV-Datei</translation>
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
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>The table&apos;s rows, one per document; the selected row is shown in the PDF and the tabs</source>
        <translation>Die Zeilen der Tabelle, eine je Dokument; die ausgewählte Zeile wird im PDF und in den Reitern gezeigt</translation>
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
        <source>%1 is open without a saved connection.</source>
        <translation>%1 ist ohne gespeicherte Verbindung geöffnet.</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::StatisticsDock</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Rows by value</source>
        <translation>Zeilen je Wert</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>Count the rows per value of a column, or draw a numeric column&apos;s distribution</source>
        <translation>Die Zeilen je Wert einer Spalte zählen oder die Verteilung einer numerischen Spalte zeigen</translation>
    </message>
    <message>
        <source>A column of the profile, or a field derived from one (grobid_version, crawl_month, size_bucket)</source>
        <translation>Eine Spalte des Profils oder ein daraus abgeleitetes Feld (grobid_version, crawl_month, size_bucket)</translation>
    </message>
    <message>
        <source>A second grouping: each bar is split by its values (stacked bars)</source>
        <translation>Eine zweite Gruppierung: jeder Balken wird nach ihren Werten geteilt (gestapelte Balken)</translation>
    </message>
    <message>
        <source>Count the rows of the row list&apos;s filter on the server</source>
        <translation>Die Zeilen des Filters der Zeilenliste auf dem Server zählen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Numbers as TSV…</source>
        <translation>Zahlen als TSV …</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv)</source>
        <translation>Tabulatorgetrennte Werte (*.tsv)</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Diagramm als PNG …</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Diagramm als SVG …</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Then by</source>
        <translation>Dann nach</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Bins</source>
        <translation>Intervalle</translation>
    </message>
    <message>
        <source>Double-click a line to show its rows in the row list</source>
        <translation>Doppelklick auf eine Zeile zeigt ihre Zeilen in der Zeilenliste</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Open a table to count its rows.</source>
        <translation>Öffnen Sie eine Tabelle, um ihre Zeilen zu zählen.</translation>
    </message>
    <message>
        <source>%1: %L2 rows (%3 % of %L4)
Click to show these rows.</source>
        <translation>%1: %L2 Zeilen (%3 % von %L4)
Klicken zeigt diese Zeilen.</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>There are no counts to export.</source>
        <translation>Es gibt keine Zahlen zum Exportieren.</translation>
    </message>
    <message>
        <source>The chart could not be encoded as PNG.</source>
        <translation>Das Diagramm konnte nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%n more value(s) are not shown; the TSV export has them.</source>
        <translation>
            <numerusform>%n weiterer Wert wird nicht angezeigt; der TSV-Export enthält ihn.</numerusform>
            <numerusform>%n weitere Werte werden nicht angezeigt; der TSV-Export enthält sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more value(s) of the second grouping are not shown; the TSV export has them.</source>
        <translation>
            <numerusform>%n weiterer Wert der zweiten Gruppierung wird nicht angezeigt; der TSV-Export enthält ihn.</numerusform>
            <numerusform>%n weitere Werte der zweiten Gruppierung werden nicht angezeigt; der TSV-Export enthält sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Anzahlen</translation>
    </message>
    <message>
        <source>Chart of the counts</source>
        <translation>Diagramm der Anzahlen</translation>
    </message>
    <message>
        <source>A bar chart of the filtered rows by the chosen column; the same counts are in the table below</source>
        <translation>Ein Balkendiagramm der gefilterten Zeilen nach der gewählten Spalte; dieselben Anzahlen stehen in der Tabelle darunter</translation>
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
    <message>
        <source>Status JSON</source>
        <translation>Status-JSON</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
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
    <name>Ei::Ui::TeiCompareController</name>
    <message>
        <source>The TEI file %1 cannot be read: %2</source>
        <translation>Die TEI-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The export %1 cannot be opened: %2</source>
        <translation>Der Export %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The export %1 has no TEI (grobid0:tei_xml) for row %2.</source>
        <translation>Der Export %1 enthält kein TEI (grobid0:tei_xml) für die Zeile %2.</translation>
    </message>
    <message>
        <source>No TEI is shown to compare.</source>
        <translation>Es wird kein TEI angezeigt, das verglichen werden könnte.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a row key of this table: %2</source>
        <translation>„%1“ ist kein Zeilenschlüssel dieser Tabelle: %2</translation>
    </message>
    <message>
        <source>Local files have no rows of the same DOI.</source>
        <translation>Lokale Dateien haben keine Zeilen mit derselben DOI.</translation>
    </message>
    <message>
        <source>No table is open: compare with a TEI file or an export.</source>
        <translation>Keine Tabelle ist geöffnet: Vergleichen Sie mit einer TEI-Datei oder einem Export.</translation>
    </message>
    <message>
        <source>This row has no DOI (neither match0:doi nor in its TEI header).</source>
        <translation>Diese Zeile hat keine DOI (weder match0:doi noch im TEI-Header).</translation>
    </message>
    <message>
        <source>Searching the rows with DOI %1…</source>
        <translation>Zeilen mit der DOI %1 werden gesucht…</translation>
    </message>
    <message>
        <source>The rows with DOI %1 could not be searched: %2</source>
        <translation>Die Zeilen mit der DOI %1 konnten nicht gesucht werden: %2</translation>
    </message>
    <message>
        <source>No other row has DOI %1.</source>
        <translation>Keine andere Zeile hat die DOI %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n other row(s) with DOI %1.</source>
        <translation>
            <numerusform>%n andere Zeile mit der DOI %1.</numerusform>
            <numerusform>%n andere Zeilen mit der DOI %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Keine Tabelle ist geöffnet.</translation>
    </message>
    <message>
        <source>Reading the TEI of %1…</source>
        <translation>TEI von %1 wird gelesen…</translation>
    </message>
    <message>
        <source>The TEI of %1 could not be read: %2</source>
        <translation>Das TEI von %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 · GROBID %2</source>
        <translation>%1 · GROBID %2</translation>
    </message>
    <message>
        <source>The row %1 has no TEI (grobid0:tei_xml).</source>
        <translation>Die Zeile %1 hat kein TEI (grobid0:tei_xml).</translation>
    </message>
    <message>
        <source>The row %1 does not exist.</source>
        <translation>Die Zeile %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>The TEI shown is not a row&apos;s: there is no row to look for in an export.</source>
        <translation>Das angezeigte TEI gehört zu keiner Zeile: Es gibt keine Zeile, die in einem Export gesucht werden könnte.</translation>
    </message>
    <message>
        <source>Opening the export %1…</source>
        <translation>Export %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen…</translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TeiCompareView</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close Comparison</source>
        <translation>Vergleich schließen</translation>
    </message>
    <message>
        <source>Back to this row&apos;s TEI (Esc)</source>
        <translation>Zurück zum TEI dieser Zeile (Esc)</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
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
    <message>
        <source>Compare With…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Compare this TEI with another row&apos;s (the same DOI&apos;s rows first), a TEI file or an export&apos;s</source>
        <translation>Dieses TEI mit dem einer anderen Zeile (zuerst die Zeilen derselben DOI), einer TEI-Datei oder eines Exports vergleichen</translation>
    </message>
    <message>
        <source>&amp;Wrap TEI Lines</source>
        <translation>TEI-Zeilen &amp;umbrechen</translation>
    </message>
    <message>
        <source>Wrap long XML lines at the edge of the view instead of scrolling sideways</source>
        <translation>Lange XML-Zeilen am Rand der Ansicht umbrechen statt seitlich zu rollen</translation>
    </message>
    <message>
        <source>TEI outline</source>
        <translation>TEI-Gliederung</translation>
    </message>
    <message>
        <source>TEI XML</source>
        <translation>TEI-XML</translation>
    </message>
    <message>
        <source>The row&apos;s GROBID TEI document, read-only</source>
        <translation>Das GROBID-TEI-Dokument der Zeile, schreibgeschützt</translation>
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
    <message>
        <source>Open View → Statistics and count the table&apos;s rows by &lt;grouping&gt; (a column or a derived field such as grobid_version; two, separated by a comma, stack the bars). With --screenshot, the picture is taken once the counts are complete.</source>
        <translation>Ansicht → Statistik öffnen und die Zeilen der Tabelle nach &lt;grouping&gt; zählen (eine Spalte oder ein abgeleitetes Feld wie grobid_version; zwei, durch ein Komma getrennt, stapeln die Balken). Mit --screenshot wird das Bild aufgenommen, sobald die Zahlen vollständig sind.</translation>
    </message>
    <message>
        <source>--statistics takes one or two groupings separated by a comma, e.g. grobid0:status_code,match0:mstatus.</source>
        <translation>--statistics nimmt eine oder zwei durch ein Komma getrennte Gruppierungen, z. B. grobid0:status_code,match0:mstatus.</translation>
    </message>
    <message>
        <source>--statistics needs a table: it does not go with a PDF.</source>
        <translation>--statistics braucht eine Tabelle: es passt nicht zu einem PDF.</translation>
    </message>
    <message>
        <source>Use the &lt;scheme&gt; colours for this run: system, light or dark (default: View → Colour Scheme&apos;s choice).</source>
        <translation>Für diesen Lauf die Farben &lt;scheme&gt; verwenden: system, light oder dark (Standard: die Wahl unter Ansicht → Farbschema).</translation>
    </message>
    <message>
        <source>--color-scheme takes system, light or dark, not &quot;%1&quot;.</source>
        <translation>--color-scheme nimmt system, light oder dark, nicht „%1“.</translation>
    </message>
</context>
</TS>
