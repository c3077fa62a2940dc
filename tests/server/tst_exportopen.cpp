// Opening a plain rows file (rows.jsonl / .sz) as a table: the errors name the file and the line,
// cells without a timestamp are stamped by the table (a snapshot refuses them), and a cancel from
// the progress callback fails with the export's own sentence.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <core/snapshot/rowsfile.h>
#include <server/exportopen.h>

using namespace Ei::Core;
using namespace Ei::Server;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// One row per line: key "k", one cell of `column` (given in base64) with an optional timestamp.
QByteArray rowLine(const QByteArray &columnBase64, const QByteArray &timestamp = "1")
{
    const QByteArray ts = timestamp.isEmpty() ? QByteArray() : ",\"timestamp\":" + timestamp;
    return "{\"key\":\"aw==\",\"Cell\":[{\"column\":\"" + columnBase64 + '"' + ts + ",\"$\":\"\"}]}\n";
}

} // namespace

class TestExportOpen : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void malformedRowsFiles_data()
    {
        QTest::addColumn<QByteArray>("rows");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("expected"); // after the file's path
        const QByteArray good = rowLine(QByteArray("f:c").toBase64());
        QTest::newRow("empty") << QByteArray() << ErrorKind::InvalidInput
                               << QStringLiteral(" has no rows: an empty export has no table to serve");
        QTest::newRow("column without family on line 2")
            << good + rowLine(QByteArray("fc").toBase64()) << ErrorKind::InvalidInput
            << QStringLiteral(", line 2: a cell's column has no family (\"family:qualifier\")");
        QTest::newRow("empty family on line 2")
            << good + rowLine(QByteArray(":c").toBase64()) << ErrorKind::InvalidInput
            << QStringLiteral(", line 2: the column \":c\" is not family:qualifier");
    }
    void malformedRowsFiles()
    {
        QFETCH(QByteArray, rows);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(QStringLiteral("t.jsonl"));
        QVERIFY(writeFile(path, rows));
        auto opened = loadExport(path);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, kind);
        QCOMPARE(opened.error().message, path + expected);
    }

    void cellsWithoutTimestampAreStamped()
    {
        const QString path = m_dir.filePath(QStringLiteral("stamped.jsonl"));
        QVERIFY(writeFile(path, rowLine(QByteArray("f:c").toBase64(), {})));
        auto opened = loadExport(path);
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        const Row row = opened->table->get("k", ReadSpec{}).value();
        QCOMPARE(row.cells.size(), 1);
        QVERIFY(row.cells.first().timestamp != Cell::kNoTimestamp);
    }

    void progressAndCancel_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("to the end") << false;
        QTest::newRow("cancelled") << true;
    }
    void progressAndCancel()
    {
        QFETCH(bool, cancel);
        const QString path = m_dir.filePath(QStringLiteral("many.jsonl.sz"));
        {
            auto writer = RowsWriter::open(path);
            QVERIFY(writer);
            for (int i = 0; i < 5000; ++i) {
                QVERIFY((*writer)->write(Row{QByteArray::number(i), {Cell{"f:c", 1, "v"}}}));
            }
            QVERIFY((*writer)->commit());
        }
        QList<qint64> rowsReported;
        auto opened = loadExport(path, {}, [&](qint64 rows, qint64 done, qint64 total) {
            rowsReported.append(rows);
            return !cancel && done <= total;
        });
        if (cancel) {
            QVERIFY(!opened);
            QCOMPARE(opened.error().kind, ErrorKind::Cancelled);
            QCOMPARE(opened.error().message, QStringLiteral("opening the export %1 was cancelled").arg(path));
            QCOMPARE(rowsReported, QList<qint64>{4096});
        } else {
            QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
            QCOMPARE(opened->table->rowCount(), 5000);
            QCOMPARE(rowsReported, (QList<qint64>{4096, 5000}));
        }
    }
};

QTEST_GUILESS_MAIN(TestExportOpen)
#include "tst_exportopen.moc"
