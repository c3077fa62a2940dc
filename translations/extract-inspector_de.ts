<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Ei::Models::ConnectionStore</name>
    <message>
        <source>Cannot read the connection secrets file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection secrets file %1 is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved connection is called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The REST URL must be an http:// or https:// address, e.g. http://127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection needs a table name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a valid header name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the connection settings to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the connection secrets file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Models::RowListModel</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Models::RowQuery</name>
    <message>
        <source>prefix %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The predicate is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs a column after “%2”, e.g. %2grobid0:tei_xml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a predicate: expected fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual or missing:fam:qual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not name a column as family:qualifier.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::BackgroundTaskIndicator</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel this background task</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ei::Ui::Banner</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::CellsView</name>
    <message>
        <source>Show All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qualifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cell to see its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First %1 of %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Cell Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::ConnectionDialog</name>
    <message>
        <source>Do not verify TLS certificates (insecure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: refuse every write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen from the table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are stored apart from the settings, readable only by you, and never logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Certificates are not checked: anyone on the network path can read and change what this connection sends and receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per line, tried in order: warc-http:URL, wayback:URL, blob-dir:PATH…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REST &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossref source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing is not available here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: REST %1, HBase %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::FilterBar</name>
    <message>
        <source>Has TEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key prefix, e.g. sha1:AB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicates: grobid0:status_code!=200 has:match0:doi …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space-separated, all must hold: fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual. Quote a predicate that contains spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID HTTP status code (grobid0:status_code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows without grobid0:status_code (the pipeline has not run on them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any match status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The status code must be a number such as 200 or 500.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::FindBar</name>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in TEI…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::InspectorSession</name>
    <message>
        <source>Demo (sample data) — loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo data could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo server could not listen on loopback: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo (sample data) · %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This row has no TEI (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>References (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEI could not be parsed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This row has no DOI to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Crossref record is known for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PDF source has this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local files: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::MainWindow</name>
    <message>
        <source>Extract Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF of the selected row shows here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up a SHA-1 or DOI (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or edit the HBase REST connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;TEI As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEI Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look Up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row &amp;List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Extract Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Next / Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F3, Shift+F3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move between rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up, Down, Page Up, Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Extract Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Extract Inspector %1&lt;/h3&gt;&lt;p&gt;Browse and curate the GROBID and DOI-match results of a web archive&apos;s scholarly-paper pipeline, stored in HBase and reached over HBase REST.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::MatchView</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossref record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID header vs Crossref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match status: %1 · DOI: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2
%3 %4 (%5) vol. %6 no. %7 pp. %8 · %9 · %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Crossref record loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfOverlayLegend</name>
    <message>
        <source>&lt;b&gt;Layers&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinates check: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfPane</name>
    <message>
        <source>PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PDF is protected by a password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong password; try again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> no matches </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1/%2 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p. %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp. %1–%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, rotated %1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, CropBox ≠ MediaBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MediaBox and CropBox read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (pdfinfo is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renderer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poppler %1, in a separate process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF Properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::PdfView</name>
    <message>
        <source>No PDF is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password is wrong. This PDF is protected by a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PDF is protected by a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PDF cannot be shown. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering page %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::RowListPane</name>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows · %2 · all loaded · last page %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+ rows so far · %2 · last page %3 ms · more load as you scroll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::StatusView</name>
    <message>
        <source>No grobid0:status cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID status code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status JSON:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF sources tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No row selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not processed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ei::Ui::TeiView</name>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the outline of header, sections, references and figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretty-print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-indent the XML one element per line (the stored bytes are unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the whole TEI document to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the TEI exactly as stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretty-printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading… %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save TEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEI XML (*.tei.xml *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROBID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>References</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample data (synthetic rows, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No grobid0:status_code yet: the pipeline has not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP 403</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetched 1.2 MB, SHA-1 verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No TEI sample file found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Inspect and curate a web archive&apos;s GROBID and DOI-match HBase table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the main window to &lt;file&gt; once it is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show synthetic rows and the TEI file &lt;tei&gt; instead of connecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the PDF &lt;file&gt; without any table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --pdf: its GROBID TEI &lt;file&gt;, linked by coordinates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo snapshot in &lt;dir&gt; (default: the built-in demo data).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
