#include "cellsetjson.h"

namespace Ei::Test {

QByteArray cellSetJson(const QList<FixtureRow> &rows, qint64 timestamp)
{
    const QByteArray stamp =
        timestamp >= 0 ? "\"timestamp\":" + QByteArray::number(timestamp) + "," : QByteArray();
    QByteArray out = "{\"Row\":[";
    for (qsizetype i = 0; i < rows.size(); ++i) {
        out += (i ? "," : "") + QByteArray("{\"key\":\"") + rows[i].first.toBase64() + "\",\"Cell\":[";
        const QList<FixtureCell> &cells = rows[i].second;
        for (qsizetype j = 0; j < cells.size(); ++j) {
            out += (j ? "," : "") + QByteArray("{\"column\":\"") + cells[j].first.toBase64() + "\"," + stamp +
                   "\"$\":\"" + cells[j].second.toBase64() + "\"}";
        }
        out += "]}";
    }
    return out + "]}";
}

} // namespace Ei::Test
