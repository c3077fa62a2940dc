#include "knownrows.h"

#include <algorithm>

#include <core/domain/cellcodec.h>

#include "servedtable.h"

namespace Ei::Test {

Core::Row KnownRow::toRow() const
{
    Core::Row row{key, {}};
    const auto text = [&row](const char *column, const QByteArray &value) {
        row.cells.append(ServedTable::textCell(column, value));
    };
    if (crawlMonth) {
        const QByteArray d = crawlMonth->toUtf8() + "-17T08:09:10";
        // Heritrix's compact JSON or the pipeline's spaced json.dumps(sort_keys=True).
        text("f:c", key.endsWith('A') || key.endsWith('Q')
                        ? QByteArray("{\"c\": 1, \"d\": \"" + d + "\", \"u\": \"http://example.org/d.pdf\"}")
                        : QByteArray("{\"u\":\"http://example.org/\\\"d\\\".pdf\",\"d\":\"" + d +
                                     "Z\",\"c\":\"1\"}"));
    }
    if (mime) {
        text("file:mime", mime->toUtf8());
    }
    if (size) {
        row.cells.append(ServedTable::int64Cell("file:size", *size));
    }
    if (grobidVersion) {
        text("grobid0:metadata", grobidVersion->isEmpty()
                                     ? QByteArray("{\"title\":\"No version here\"}")
                                     : QByteArray("{\"title\":\"grobid_version\", \"grobid_version\" : \"" +
                                                  grobidVersion->toUtf8() + "\"}"));
    }
    if (quality) {
        text("grobid0:quality", key.endsWith('A')
                                    ? quality->toUtf8()
                                    : QByteArray("{\"quality\":\"" + quality->toUtf8() + "\",\"rev\":1}"));
    }
    if (statusCode) {
        row.cells.append(ServedTable::int64Cell("grobid0:status_code", *statusCode));
    }
    if (mstatus) {
        text("match0:mstatus", mstatus->toUtf8());
    }
    std::sort(row.cells.begin(), row.cells.end(),
              [](const Core::Cell &a, const Core::Cell &b) { return a.column < b.column; });
    return row;
}

QList<KnownRow> knownRows(int count)
{
    static const qint64 statuses[] = {200, 200, 200, 200, 500, 400, -1};
    static const char *const mstatuses[] = {"matched", "unmatched", nullptr, "confirmed"};
    // "" = metadata without a grobid_version: the null group, like a row without metadata.
    static const char *const versions[] = {"0.8.1", "0.8.1", "0.7.2", "0.6.1", nullptr, ""};
    static const char *const months[] = {"2017-10", "2018-01", "2017-10", nullptr, "2019-12"};
    static const qint64 sizes[] = {5'000, 150'000, 2'500'000, 99'999, 100'000, 40'000'000, -1, 1'000'000};
    static const char *const qualities[] = {nullptr, "good", nullptr, "bad", "marginal", nullptr, nullptr};
    QList<KnownRow> rows;
    for (int i = 0; i < count; ++i) {
        KnownRow r;
        r.key = ServedTable::keyFor("known-" + QByteArray::number(i));
        const auto pick = [i](const auto &list, int stride) { return list[(i / stride) % std::size(list)]; };
        if (const qint64 s = pick(statuses, 1); s >= 0) {
            r.statusCode = s;
        }
        if (const char *m = pick(mstatuses, 2)) {
            r.mstatus = QString::fromLatin1(m);
        }
        if (const char *v = pick(versions, 3)) {
            r.grobidVersion = QString::fromLatin1(v);
        }
        if (const char *m = pick(months, 1)) {
            r.crawlMonth = QString::fromLatin1(m);
        }
        if (const qint64 s = pick(sizes, 5); s >= 0) {
            r.size = s + i % 3;
        }
        if (const char *q = pick(qualities, 1)) {
            r.quality = QString::fromLatin1(q);
        }
        if (i % 11 != 0) {
            r.mime = QStringLiteral("application/pdf");
        }
        rows.append(r);
    }
    return rows;
}

Core::CellSet toCellSet(const QList<KnownRow> &rows)
{
    Core::CellSet set;
    for (const KnownRow &r : rows) {
        set.append(r.toRow());
    }
    return set;
}

KnownTally tally(const QList<KnownRow> &rows,
                 const std::function<std::optional<QString>(const KnownRow &)> &valueOf)
{
    KnownTally out;
    for (const KnownRow &r : rows) {
        out[valueOf(r)].append(r.key);
    }
    return out;
}

} // namespace Ei::Test
