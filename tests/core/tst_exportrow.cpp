#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <core/snapshot/exportrow.h>
#include <core/snapshot/manifest.h>
#include <core/snapshot/rowsfile.h>

using namespace Ei::Core;

namespace {

const QByteArray kTei = QByteArrayLiteral("grobid0:tei_xml");
const QByteArray kStatus = QByteArrayLiteral("grobid0:status_code");

Row row(const QByteArray &key, QList<Cell> cells)
{
    Row r;
    r.key = key;
    r.cells = std::move(cells);
    return r;
}

Cell cell(const QByteArray &column, const QByteArray &value, qint64 timestamp = Cell::kNoTimestamp)
{
    return Cell{column, timestamp, value};
}

void writeRows(const QString &path, const QList<Row> &rows)
{
    auto writer = RowsWriter::open(path);
    QVERIFY(writer.has_value());
    for (const Row &r : rows) {
        QVERIFY((*writer)->write(r).has_value());
    }
    QVERIFY((*writer)->commit().has_value());
}

} // namespace

// Core::readExportRow: one row of an export, read by streaming its rows file (the TEI comparison's
// and `tei-diff`'s EXPORT#KEY), with HBase's newest-cell-wins across repeated keys.
class TestExportRow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsTheNewestCells_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QList<Row>>("rows");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QList<QByteArray>>("columns");
        QTest::addColumn<QList<Cell>>("expected"); // empty: no row

        const QList<Row> plain{row("a", {cell(kStatus, "200"), cell(kTei, "<TEI a/>")}),
                               row("b", {cell(kTei, "<TEI b/>")}), row("c", {cell(kStatus, "500")})};
        QTest::newRow("jsonl, the middle row")
            << "rows.jsonl" << plain << QByteArray("b") << QList<QByteArray>{kTei}
            << QList<Cell>{cell(kTei, "<TEI b/>")};
        QTest::newRow("jsonl.sz, the first row")
            << "rows.jsonl.sz" << plain << QByteArray("a") << QList<QByteArray>{kTei}
            << QList<Cell>{cell(kTei, "<TEI a/>")};
        QTest::newRow("every column, in column order")
            << "rows.jsonl" << plain << QByteArray("a") << QList<QByteArray>{}
            << QList<Cell>{cell(kStatus, "200"), cell(kTei, "<TEI a/>")};
        QTest::newRow("key absent") << "rows.jsonl" << plain << QByteArray("zz") << QList<QByteArray>{kTei}
                                    << QList<Cell>{};
        QTest::newRow("key present, column absent")
            << "rows.jsonl" << plain << QByteArray("c") << QList<QByteArray>{kTei} << QList<Cell>{};
        QTest::newRow("a key prefix is not the key")
            << "rows.jsonl" << QList<Row>{row("ab", {cell(kTei, "x")})} << QByteArray("a")
            << QList<QByteArray>{kTei} << QList<Cell>{};

        QTest::newRow("repeated key, later line wins without timestamps")
            << "rows.jsonl"
            << QList<Row>{row("k", {cell(kTei, "old")}), row("j", {}), row("k", {cell(kTei, "new")})}
            << QByteArray("k") << QList<QByteArray>{kTei} << QList<Cell>{cell(kTei, "new")};
        QTest::newRow("repeated key, newer timestamp wins over a later line")
            << "rows.jsonl"
            << QList<Row>{row("k", {cell(kTei, "new", 2000)}), row("k", {cell(kTei, "old", 1000)})}
            << QByteArray("k") << QList<QByteArray>{kTei} << QList<Cell>{cell(kTei, "new", 2000)};
        QTest::newRow("repeated key, no timestamp counts as written last")
            << "rows.jsonl"
            << QList<Row>{row("k", {cell(kTei, "untimed")}), row("k", {cell(kTei, "timed", 5000)})}
            << QByteArray("k") << QList<QByteArray>{kTei} << QList<Cell>{cell(kTei, "untimed")};
        QTest::newRow("repeated key, columns gathered from both lines")
            << "rows.jsonl" << QList<Row>{row("k", {cell(kStatus, "200")}), row("k", {cell(kTei, "t")})}
            << QByteArray("k") << QList<QByteArray>{} << QList<Cell>{cell(kStatus, "200"), cell(kTei, "t")};
    }

    void findsTheNewestCells()
    {
        QFETCH(QString, fileName);
        QFETCH(QList<Row>, rows);
        QFETCH(QByteArray, key);
        QFETCH(QList<QByteArray>, columns);
        QFETCH(QList<Cell>, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(fileName);
        writeRows(path, rows);
        const auto found = readExportRow(path, key, columns);
        QVERIFY2(found.has_value(), qPrintable(found ? QString() : found.error().message));
        if (expected.isEmpty()) {
            QVERIFY(!found->has_value());
            return;
        }
        QVERIFY(found->has_value());
        QCOMPARE((*found)->key, key);
        QCOMPARE((*found)->cells, expected);
    }

    void readsABundleFolderThroughItsManifest()
    {
        QTemporaryDir dir;
        SnapshotManifest manifest;
        manifest.table = QStringLiteral("t");
        manifest.rowsFile = QStringLiteral("rows.jsonl");
        writeRows(dir.filePath(manifest.rowsFile), {row("k", {cell(kTei, "<TEI/>")})});
        QFile file(dir.filePath(QStringLiteral("manifest.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(manifest.toJson());
        file.close();
        const auto rowsFile = exportRowsFile(dir.path());
        QVERIFY2(rowsFile.has_value(), qPrintable(rowsFile ? QString() : rowsFile.error().message));
        QCOMPARE(*rowsFile, dir.filePath(manifest.rowsFile));
        const auto found = readExportRow(dir.path(), "k", {kTei});
        QVERIFY(found.has_value() && found->has_value());
        QCOMPARE((*found)->cells.value(0).value, QByteArray("<TEI/>"));
    }

    void badExportsAreErrors_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("messageHas");
        QTest::newRow("missing file") << "missing" << int(ErrorKind::NotFound) << "does not exist";
        QTest::newRow("folder without manifest") << "folder" << int(ErrorKind::NotFound) << "manifest.json";
        QTest::newRow("malformed line") << "malformed" << int(ErrorKind::InvalidInput) << "line 2";
    }

    void badExportsAreErrors()
    {
        QFETCH(QString, what);
        QFETCH(int, kind);
        QFETCH(QString, messageHas);
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("rows.jsonl"));
        if (what == u"folder") {
            path = dir.path();
        } else if (what == u"malformed") {
            writeRows(path, {row("a", {cell(kTei, "x")})});
            QFile file(path);
            QVERIFY(file.open(QIODevice::Append));
            file.write("{not json\n");
        }
        const auto found = readExportRow(path, "b", {kTei});
        QVERIFY(!found.has_value());
        QCOMPARE(int(found.error().kind), kind);
        QVERIFY2(found.error().message.contains(messageHas), qPrintable(found.error().message));
    }

    void progressCanStopTheRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rows.jsonl"));
        QList<Row> rows;
        for (int i = 0; i < 5000; ++i) {
            rows.append(row(QByteArray::number(i), {cell(kStatus, "200")}));
        }
        writeRows(path, rows);
        int calls = 0;
        const auto found = readExportRow(path, "4999", {}, [&](qint64 done, qint64 total) {
            ++calls;
            return done <= total && calls < 2;
        });
        QVERIFY(!found.has_value());
        QCOMPARE(found.error().kind, ErrorKind::Cancelled);
        QCOMPARE(calls, 2);
    }
};

QTEST_GUILESS_MAIN(TestExportRow)
#include "tst_exportrow.moc"
