// rows.jsonl(.sz) streaming files and snapshot folders: round trips of any bytes, atomic writes,
// clear errors for malformed files.
#include <array>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <core/snapshot/rowsfile.h>
#include <server/snapshot.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

CellSet sampleRows()
{
    CellSet rows;
    rows.append(Row{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J",
                    {Cell{"f:c", 1500000000000, "{\"u\":\"http://example.org/a.pdf\"}"},
                     Cell{"file:size", 1500000000001, QByteArray("\0\0\0\0\0\x01\x02\x03", 8)}}});
    rows.append(
        Row{QByteArray("\x00\x01\xff\xfe", 4), {Cell{"f:\xff\xfe", 7, QByteArray("\xc3\x28\n\r", 4)}}});
    rows.append(Row{"multi", {Cell{"f:c", 3, "new"}, Cell{"f:c", 2, "old"}}});
    return rows;
}

Snapshot makeSnapshot()
{
    Snapshot s;
    s.manifest.table = QStringLiteral("wbgrp-journal-extract-0-qa");
    s.manifest.profile = QStringLiteral("journal-extract");
    s.manifest.keyFormat = QStringLiteral("sha1-b32-prefixed");
    s.manifest.pdfSources = {QStringLiteral("warc-dir:warcs")};
    TableSchema schema = TableSchema::create(s.manifest.table, {"f", "file", "grobid0", "match0"}, 1);
    schema.families[0].attributes[QStringLiteral("VERSIONS")] = QStringLiteral("3");
    s.table = std::make_unique<TableStore>(schema);
    if (!s.table->put(sampleRows())) {
        qFatal("sample rows rejected");
    }
    return s;
}

} // namespace

class TestSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsFileRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("jsonl") << QStringLiteral("rows.jsonl");
        QTest::newRow("jsonl.sz") << QStringLiteral("rows.jsonl.sz");
    }
    void rowsFileRoundTrip()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        CellSet rows = sampleRows();
        for (int i = 0; i < 20000; ++i) { // several 64 KiB blocks
            rows.append(
                Row{"k" + QByteArray::number(i), {Cell{"f:c", i, QByteArray(40, char('a' + i % 26))}}});
        }
        {
            auto writer = RowsWriter::open(path);
            QVERIFY(writer);
            for (const Row &r : std::as_const(rows)) {
                QVERIFY((*writer)->write(r));
            }
            QVERIFY(!QFile::exists(path)); // only the .partial exists until commit
            QVERIFY(QFile::exists(path + QStringLiteral(".partial")));
            QVERIFY((*writer)->commit());
            QCOMPARE((*writer)->rowsWritten(), rows.size());
        }
        QVERIFY(QFile::exists(path));
        QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));
        auto reader = RowsReader::open(path);
        QVERIFY(reader);
        CellSet back;
        for (;;) {
            auto r = (*reader)->next();
            QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
            if (!*r) {
                break;
            }
            back.append(**r);
        }
        QCOMPARE(back.size(), rows.size());
        QVERIFY(back == rows);
        QCOMPARE((*reader)->bytesRead(), (*reader)->totalBytes());
    }

    void abandonedWriterLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rows.jsonl.sz"));
        QVERIFY(writeFile(path, "previous"));
        {
            auto writer = RowsWriter::open(path);
            QVERIFY(writer);
            QVERIFY((*writer)->write(sampleRows().first()));
        } // destroyed without commit
        QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));
        QCOMPARE(Ei::Core::RowsReader::open(path).has_value(), true);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("previous")); // the old file is untouched
    }

    void rowsFileErrorsNameFileAndLine_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QByteArray good = encodeRowJson(sampleRows().first()) + '\n';
        QTest::newRow("bad json line 2") << QStringLiteral("rows.jsonl") << good + "{not json\n"
                                         << QStringLiteral("line 2");
        QTest::newRow("bad base64 line 3")
            << QStringLiteral("rows.jsonl") << good + "\n{\"key\":\"***\",\"Cell\":[]}\n"
            << QStringLiteral("line 3");
        QTest::newRow("sz not framed")
            << QStringLiteral("rows.jsonl.sz") << good << QStringLiteral("stream identifier");
        QByteArray truncated = snappyFrameCompress(QByteArray(good + good));
        truncated.chop(4);
        QTest::newRow("sz truncated")
            << QStringLiteral("rows.jsonl.sz") << truncated << QStringLiteral("truncated");
    }
    void rowsFileErrorsNameFileAndLine()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QVERIFY(writeFile(path, content));
        auto reader = RowsReader::open(path);
        QVERIFY(reader);
        QString error;
        for (int i = 0; i < 10 && error.isEmpty(); ++i) {
            auto r = (*reader)->next();
            if (!r) {
                error = r.error().message;
            } else if (!*r) {
                break;
            }
        }
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void snapshotRoundTrip_data()
    {
        QTest::addColumn<QString>("rowsFile");
        QTest::newRow("jsonl") << QStringLiteral("rows.jsonl");
        QTest::newRow("jsonl.sz") << QStringLiteral("rows.jsonl.sz");
    }
    void snapshotRoundTrip()
    {
        QFETCH(QString, rowsFile);
        QTemporaryDir dir;
        Snapshot s = makeSnapshot();
        s.manifest.rowsFile = rowsFile;
        QVERIFY(saveSnapshot(dir.path(), s.manifest, *s.table));
        const QStringList files = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(files,
                 (QStringList{QStringLiteral("manifest.json"), rowsFile, QStringLiteral("schema.json")}));
        auto loaded = loadSnapshot(dir.path());
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
        QCOMPARE(loaded->manifest.table, s.manifest.table);
        QCOMPARE(loaded->manifest.profile, s.manifest.profile);
        QCOMPARE(loaded->manifest.keyFormat, s.manifest.keyFormat);
        QCOMPARE(loaded->manifest.pdfSources, s.manifest.pdfSources);
        QCOMPARE(loaded->table->schema(), s.table->schema());
        ReadSpec everything;
        everything.maxVersions = 100;
        for (const Row &r : sampleRows()) {
            auto got = loaded->table->get(r.key, everything);
            QVERIFY(got);
            QCOMPARE(got->cells, s.table->get(r.key, everything)->cells);
        }
        QCOMPARE(loaded->table->get("multi", everything)->cells.size(), 2);
        QCOMPARE(resolvePdfSource(dir.path(), loaded->manifest.pdfSources.first()),
                 QStringLiteral("warc-dir:") + QDir(dir.path()).absoluteFilePath(QStringLiteral("warcs")));
    }

    void saveReplacesOtherRowsFormat()
    {
        QTemporaryDir dir;
        Snapshot s = makeSnapshot();
        s.manifest.rowsFile = QStringLiteral("rows.jsonl");
        QVERIFY(saveSnapshot(dir.path(), s.manifest, *s.table));
        s.manifest.rowsFile = QStringLiteral("rows.jsonl.sz");
        QVERIFY(saveSnapshot(dir.path(), s.manifest, *s.table));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("rows.jsonl"))));
        QVERIFY(loadSnapshot(dir.path()));
    }

    void malformedSnapshots_data()
    {
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QByteArray>("rows");
        QTest::addColumn<QString>("expected");
        const QByteArray manifest = "{\"format\":\"extract-inspector-snapshot\",\"formatVersion\":1,"
                                    "\"table\":\"t\",\"rows\":\"rows.jsonl\"}";
        const QByteArray schema = "{\"name\":\"t\",\"ColumnSchema\":[{\"name\":\"f\"}]}";
        const QByteArray row =
            "{\"key\":\"aw==\",\"Cell\":[{\"column\":\"ZjpjRpw=\",\"timestamp\":1,\"$\":\"\"}]}\n";
        const QByteArray goodRow =
            "{\"key\":\"aw==\",\"Cell\":[{\"column\":\"ZjpjYQ==\",\"timestamp\":1,\"$\":\"\"}]}\n";
        QTest::newRow("manifest not json")
            << QByteArray("{") << schema << goodRow << QStringLiteral("manifest.json: not valid JSON");
        QTest::newRow("wrong format")
            << QByteArray("{\"format\":\"x\"}") << schema << goodRow << QStringLiteral("\"format\"");
        QTest::newRow("future version")
            << QByteArray(manifest).replace("\"formatVersion\":1", "\"formatVersion\":99") << schema
            << goodRow << QStringLiteral("format version 99 is not supported");
        QTest::newRow("no table") << QByteArray(manifest).replace("\"table\":\"t\",", "") << schema << goodRow
                                  << QStringLiteral("\"table\" is missing");
        QTest::newRow("schema without families")
            << manifest << QByteArray("{\"name\":\"t\",\"ColumnSchema\":[]}") << goodRow
            << QStringLiteral("no column families");
        QTest::newRow("unknown family on line 2")
            << manifest << schema
            << goodRow + "{\"key\":\"aw==\",\"Cell\":[{\"column\":\"eDp5\",\"timestamp\":1,\"$\":\"\"}]}\n"
            << QStringLiteral("rows.jsonl, line 2");
        QTest::newRow("cell without timestamp")
            << manifest << schema
            << QByteArray("{\"key\":\"aw==\",\"Cell\":[{\"column\":\"ZjpjYQ==\",\"$\":\"\"}]}\n")
            << QStringLiteral("line 1: a cell has no timestamp");
        Q_UNUSED(row);
    }
    void malformedSnapshots()
    {
        QFETCH(QByteArray, manifest);
        QFETCH(QByteArray, schema);
        QFETCH(QByteArray, rows);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("manifest.json")), manifest));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("schema.json")), schema));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("rows.jsonl")), rows));
        auto loaded = loadSnapshot(dir.path());
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(expected), qPrintable(loaded.error().message));
    }

    void cancelledLoadSaysSo()
    {
        QTemporaryDir dir;
        Snapshot s = makeSnapshot();
        for (int i = 0; i < 5000; ++i) {
            QVERIFY(s.table->put(CellSet{Row{QByteArray::number(i), {Cell{"f:c", 1, "v"}}}}));
        }
        QVERIFY(saveSnapshot(dir.path(), s.manifest, *s.table));
        QList<qint64> rowsReported;
        auto loaded = loadSnapshot(dir.path(), [&](qint64 rows, qint64, qint64) {
            rowsReported.append(rows);
            return false;
        });
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().kind, ErrorKind::Cancelled);
        QCOMPARE(loaded.error().message,
                 QStringLiteral("loading the snapshot %1 was cancelled").arg(dir.path()));
        QCOMPARE(rowsReported, QList<qint64>{4096});
    }

    // The last progress report says the whole file was read, also for a snapshot of no rows (the
    // Snappy stream identifier alone is 10 bytes).
    void loadEndsWithTheWholeFileReported_data()
    {
        QTest::addColumn<QString>("rowsFile");
        QTest::addColumn<bool>("withRows");
        QTest::newRow("jsonl.sz, rows") << QStringLiteral("rows.jsonl.sz") << true;
        QTest::newRow("jsonl.sz, no rows") << QStringLiteral("rows.jsonl.sz") << false;
        QTest::newRow("jsonl, rows") << QStringLiteral("rows.jsonl") << true;
    }
    void loadEndsWithTheWholeFileReported()
    {
        QFETCH(QString, rowsFile);
        QFETCH(bool, withRows);
        QTemporaryDir dir;
        Snapshot s = makeSnapshot();
        s.manifest.rowsFile = rowsFile;
        if (!withRows) {
            s.table = std::make_unique<TableStore>(s.table->schema());
        }
        QVERIFY(saveSnapshot(dir.path(), s.manifest, *s.table));
        const qint64 fileSize = QFileInfo(QDir(dir.path()).filePath(rowsFile)).size();
        QVERIFY(fileSize > 0);
        QList<std::array<qint64, 3>> reports;
        auto loaded = loadSnapshot(dir.path(), [&](qint64 rows, qint64 done, qint64 total) {
            reports.append({rows, done, total});
            return true;
        });
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
        QVERIFY(!reports.isEmpty());
        const std::array<qint64, 3> expected{withRows ? qint64(sampleRows().size()) : 0, fileSize, fileSize};
        QCOMPARE(reports.last(), expected);
    }

    void missingFolderIsNotFound()
    {
        auto loaded = loadSnapshot(QStringLiteral("/nonexistent/snapshot"));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().kind, ErrorKind::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
