#pragma once

// Journal-extract rows as the pipeline writes them, for the row decoding tests (tst_journalrow on
// generated rows, tst_pipelinefiles on the pipeline's own files): a backfilled row from an
// ungrobided queue line, and small helpers to change its cells.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

#include <core/domain/pipelinerows.h>
#include <core/domain/profile.h>
#include <core/hbase/cellset.h>

namespace Ei::Test {

inline QJsonObject parseObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

inline const Core::Profile &journalProfile()
{
    static const Core::ProfileRegistry reg = Core::ProfileRegistry::builtin();
    return *reg.find(QStringLiteral("journal-extract"));
}

inline Core::Row backfilledRow()
{
    return *Core::rowFromUngrobidedLine(
        "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J\t{\"c\": 1, \"d\": \"2017-10-27T22:21:13\", \"f\": "
        "\"X.warc.gz\", "
        "\"o\": 984263791, \"u\": \"http://x.org/a.pdf\"}\tapplication/pdf\t{\"c_size\": 1050532, \"dt\": "
        "\"20171027222113\", \"offset\": 984263791, \"surt\": \"org,x)/a.pdf\", \"url\": "
        "\"http://x.org/a.pdf\", "
        "\"warc\": \"ITEM/X.warc.gz\"}");
}

inline Core::Row withCells(Core::Row row, const QList<Core::Cell> &cells)
{
    for (const Core::Cell &c : cells) {
        row.cells.removeIf([&](const Core::Cell &old) { return old.column == c.column; });
        row.cells.append(c);
    }
    return row;
}

inline Core::Cell cell(const char *column, const QByteArray &value)
{
    return Core::Cell{column, Core::Cell::kNoTimestamp, value};
}

} // namespace Ei::Test
