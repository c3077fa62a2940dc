#include "servedtable.h"

#include <QCryptographicHash>

#include <core/domain/cellcodec.h>
#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>
#include <server/restserver.h>
#include <server/tablestore.h>

namespace Ei::Test {

ServedTable::ServedTable(const QString &table)
    : m_table(table)
    , m_server(std::make_unique<Server::RestServer>())
{
    m_server->addTable(std::make_unique<Server::TableStore>(
        Core::TableSchema::create(table, {"f", "file", "grobid0", "match0"})));
    if (m_server->listen()) {
        Core::ConnectionConfig config;
        config.baseUrl = QUrl(m_server->baseUrl());
        config.table = table;
        m_client = new Core::RestClient(config, m_server.get());
    }
}

ServedTable::~ServedTable() = default;

bool ServedTable::isListening() const
{
    return m_client != nullptr;
}

Server::TableStore *ServedTable::store() const
{
    return m_server->table(m_table);
}

void ServedTable::put(const Core::CellSet &rows) const
{
    const auto written = store()->put(rows);
    Q_ASSERT(written.has_value());
}

QByteArray ServedTable::keyFor(const QByteArray &text)
{
    return Core::encodeRowKey(Core::Sha1::ofData(text), Core::KeyFormat::Sha1B32Prefixed);
}

Core::Cell ServedTable::int64Cell(const QByteArray &column, qint64 value)
{
    return Core::Cell{column, 1500000000000, Core::encodeInt64Be(value)};
}

Core::Cell ServedTable::textCell(const QByteArray &column, const QByteArray &value)
{
    return Core::Cell{column, 1500000000000, value};
}

Core::Row ServedTable::processedRow(const QByteArray &key, const QByteArray &doi, const QByteArray &teiDoi,
                                    const QByteArray &citedDoi)
{
    QByteArray tei = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">"
                     "<teiHeader><fileDesc><titleStmt><title level=\"a\" type=\"main\">A paper</title>"
                     "</titleStmt><sourceDesc><biblStruct><analytic><title>A paper</title></analytic>";
    if (!teiDoi.isEmpty()) {
        tei += "<idno type=\"DOI\">" + teiDoi + "</idno>";
    }
    tei += "</biblStruct></sourceDesc></fileDesc></teiHeader><text><back><listBibl>";
    if (!citedDoi.isEmpty()) {
        tei += "<biblStruct xml:id=\"b0\"><analytic><title>Cited</title><idno type=\"DOI\">" + citedDoi +
               "</idno></analytic></biblStruct>";
    }
    tei += "</listBibl></back></text></TEI>\n";
    Core::Row row{key,
                  {textCell("file:mime", "application/pdf"), int64Cell("file:size", 123456),
                   int64Cell("grobid0:status_code", 200),
                   textCell("grobid0:status", "{\"status\":\"success\"}"), textCell("grobid0:tei_xml", tei),
                   textCell("grobid0:metadata", "{\"title\":\"A paper about " + key.right(4) +
                                                    "\",\"grobid_version\":\"0.5.5\"}")}};
    if (!doi.isEmpty()) {
        row.cells.append(textCell("match0:doi", doi));
        row.cells.append(textCell("match0:mstatus", "matched"));
    }
    return row;
}

} // namespace Ei::Test
