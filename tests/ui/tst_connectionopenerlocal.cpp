// The opener over a fake LocalTables (ui's interface to the tables served in the process), so
// what it makes of an answer is tested without a demo or a gateway: the demo and an export that
// are served or not, the answer that comes after the window closed it or opened something else
// (dropped, and the table let go of), Reset Demo Data's reload relayed only while the demo is held,
// and a window without local tables. tst_connectionopener covers the application's real ones.
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <ui/connectionopener.h>
#include <ui/localtables.h>

using Ei::Core::Error;
using Ei::Core::ErrorKind;
using Ei::Core::Result;
using Ei::Ui::ConnectionOpener;
using Ei::Ui::LocalTable;
using Ei::Ui::LocalTables;
using Ei::Ui::OpenedConnection;
using Ei::Ui::ServedTable;

Q_DECLARE_METATYPE(Ei::Ui::OpenedConnection)

namespace {

// Answers when the test says so.
class FakeTable final : public LocalTable
{
public:
    FakeTable(bool demo, QObject *parent)
        : LocalTable(parent)
        , m_demo(demo)
    {}

    bool isDemo() const override { return m_demo; }
    QString userCopyDir() const override
    {
        return m_demo ? QStringLiteral("/home/curator/demo-edits") : QString();
    }
    void resetDemoData() override
    {
        if (m_demo) {
            Q_EMIT tableReset();
        }
    }
    void answer(const Result<ServedTable> &result)
    {
        if (result) {
            Q_EMIT served(*result);
        } else {
            Q_EMIT failed(result.error());
        }
    }

private:
    bool m_demo;
};

class FakeTables final : public LocalTables
{
public:
    LocalTable *serveDemo(const QString &snapshotDir, const QString &userCopyDir, QObject *parent) override
    {
        requests << QStringLiteral("demo %1 %2").arg(snapshotDir, userCopyDir);
        last = new FakeTable(true, parent);
        return last;
    }
    LocalTable *serveExport(const QString &path, QObject *parent) override
    {
        requests << QStringLiteral("export %1").arg(path);
        last = new FakeTable(false, parent);
        return last;
    }

    QStringList requests;
    QPointer<FakeTable> last;
};

// The way in a served table gives; never asked anything here.
class FakeGateway final : public Ei::Core::InProcessGateway
{
public:
    QUrl url() const override { return QUrl(QStringLiteral("http://127.0.0.1:40123")); }
    void exchange(const Request &, QObject *, Answer) override {}
};

ServedTable served(bool demo)
{
    ServedTable table;
    table.gateway = std::make_shared<FakeGateway>();
    table.rowPages = [](const QString &, QList<QByteArray>, Ei::Core::ValueEncoder, QObject *) {
        return static_cast<Ei::Core::RowPageSource *>(nullptr); // this test opens no table
    };
    table.table = QStringLiteral("demo-extracts");
    table.profile = QStringLiteral("journal-extract");
    table.keyFormat = QStringLiteral("sha1-hex");
    table.pdfSources = {*Ei::Core::PdfSourceSpec::parse(QStringLiteral("blob-dir:/srv/blobs"))};
    if (demo) {
        table.crossrefRecords = [](const QString &) -> std::optional<QJsonObject> { return QJsonObject(); };
    } else {
        table.readOnlyReason = QStringLiteral("An export is read-only.");
        table.description = QStringLiteral("Export rows.jsonl.sz · demo-extracts");
    }
    return table;
}

Ei::Core::SavedConnection savedConnection()
{
    Ei::Core::SavedConnection c;
    c.name = QStringLiteral("Production");
    c.restUrl = QStringLiteral("http://127.0.0.1:8080/hbase");
    c.table = QStringLiteral("wbgrp-journal-extract-0");
    return c;
}

} // namespace

class TestConnectionOpenerLocal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<OpenedConnection>(); }

    void answer_data()
    {
        QTest::addColumn<bool>("demo");
        QTest::addColumn<bool>("servable");
        // What the window does before the answer comes: "" (nothing), "close" or "reopen" (opens a
        // saved connection instead).
        QTest::addColumn<QString>("meanwhile");
        QTest::newRow("demo served") << true << true << "";
        QTest::newRow("export served") << false << true << "";
        QTest::newRow("demo not served") << true << false << "";
        QTest::newRow("export not served") << false << false << "";
        QTest::newRow("demo served after close") << true << true << "close";
        QTest::newRow("export failed after close") << false << false << "close";
        QTest::newRow("export served after reopen") << false << true << "reopen";
        QTest::newRow("demo served after reopen") << true << true << "reopen";
    }
    void answer()
    {
        QFETCH(bool, demo);
        QFETCH(bool, servable);
        QFETCH(QString, meanwhile);
        FakeTables tables;
        ConnectionOpener opener(&tables);
        QSignalSpy opening(&opener, &ConnectionOpener::opening);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        QSignalSpy failed(&opener, &ConnectionOpener::failed);
        QSignalSpy reset(&opener, &ConnectionOpener::tableReset);

        const QString exportPath = QStringLiteral("/data/exports/rows.jsonl.sz");
        if (demo) {
            opener.openDemo(QStringLiteral("/opt/demo"), QStringLiteral("/tmp/edits"));
            QCOMPARE(tables.requests, QStringList{QStringLiteral("demo /opt/demo /tmp/edits")});
            QCOMPARE(opening[0][0].toString(), QStringLiteral("Demo (sample data) — loading…"));
            QCOMPARE(opener.connection().name, ConnectionOpener::demoName());
        } else {
            opener.openExport(exportPath);
            QCOMPARE(tables.requests, QStringList{QStringLiteral("export ") + exportPath});
            QCOMPARE(opening[0][0].toString(), QStringLiteral("Export rows.jsonl.sz — loading…"));
            QCOMPARE(opener.connection().name, QStringLiteral("Export rows.jsonl.sz"));
        }
        QCOMPARE(opener.connection().readOnly, !demo);
        QCOMPARE(opener.isDemo(), demo);
        QPointer<FakeTable> table = tables.last;
        QVERIFY(table);
        QCOMPARE(opener.localTable(), table.data());
        QVERIFY(opened.isEmpty() && failed.isEmpty()); // nothing before the answer

        if (meanwhile == u"close") {
            opener.close();
        } else if (meanwhile == u"reopen") {
            opener.openConnection(savedConnection());
            QCOMPARE(opened.size(), 1); // the saved connection, at once
        }
        const qsizetype openedBefore = opened.size();
        const Result<ServedTable> result =
            servable ? Result<ServedTable>(served(demo))
                     : Result<ServedTable>(
                           std::unexpected(Error{ErrorKind::NotFound, QStringLiteral("No export there.")}));
        if (table) {
            table->answer(result);
        }

        if (!meanwhile.isEmpty()) {
            // The late answer is dropped and the table is let go of.
            QCOMPARE(opened.size(), openedBefore);
            QVERIFY(failed.isEmpty());
            QVERIFY(!opener.isDemo());
            QCOMPARE(opener.localTable(), nullptr);
            if (table) {
                table->resetDemoData();
            }
            QVERIFY(reset.isEmpty());
            QTRY_VERIFY(table.isNull());
            if (meanwhile == u"reopen") {
                QCOMPARE(opener.connection(), savedConnection());
            }
            return;
        }
        if (!servable) {
            QCOMPARE(failed.size(), 1);
            QCOMPARE(failed[0][0].value<Error>().message, QStringLiteral("No export there."));
            QVERIFY(opened.isEmpty());
            return;
        }
        QCOMPARE(opened.size(), 1);
        QVERIFY(failed.isEmpty());
        const auto c = opened[0][0].value<OpenedConnection>();
        QCOMPARE(c.config.baseUrl, QUrl(QStringLiteral("http://127.0.0.1:40123")));
        QCOMPARE(c.config.table, QStringLiteral("demo-extracts"));
        QCOMPARE(c.config.readOnly, !demo); // an export's connection refuses writes
        QCOMPARE(c.profile, QStringLiteral("journal-extract"));
        QCOMPARE(c.keyFormat, QStringLiteral("sha1-hex"));
        QCOMPARE(c.pdfSources.size(), 1);
        QCOMPARE(bool(c.crossrefRecords), demo);
        QCOMPARE(c.readOnlyReason, served(demo).readOnlyReason);
        QCOMPARE(c.description, served(demo).description);
        QCOMPARE(opener.connection().restUrl, QStringLiteral("http://127.0.0.1:40123"));
        QCOMPARE(opener.connection().table, QStringLiteral("demo-extracts"));
        QCOMPARE(opener.isDemo(), demo);

        // Reset Demo Data (in any window): the demo's windows reload; an export has nothing to reset.
        opener.localTable()->resetDemoData();
        QCOMPARE(reset.size(), demo ? 1 : 0);
        QCOMPARE(opener.localTable()->userCopyDir().isEmpty(), !demo);
        // Once the window shows something else it no longer hears the demo's resets.
        opener.close();
        if (table) {
            table->resetDemoData();
        }
        QCOMPARE(reset.size(), demo ? 1 : 0);
        QTRY_VERIFY(table.isNull());
    }

    // A window made without local tables (a test's, or one that opens only connections and files)
    // says why it cannot open the demo or an export, instead of showing nothing.
    void withoutLocalTables_data()
    {
        QTest::addColumn<bool>("demo");
        QTest::newRow("demo") << true;
        QTest::newRow("export") << false;
    }
    void withoutLocalTables()
    {
        QFETCH(bool, demo);
        ConnectionOpener opener(nullptr);
        QSignalSpy failed(&opener, &ConnectionOpener::failed);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        if (demo) {
            opener.openDemo(QStringLiteral("/opt/demo"));
        } else {
            opener.openExport(QStringLiteral("/data/exports/rows.jsonl.sz"));
        }
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed[0][0].value<Error>().message.startsWith(QStringLiteral("This window cannot open")));
        QVERIFY(opened.isEmpty());
        QVERIFY(!opener.isDemo());
    }
};

QTEST_GUILESS_MAIN(TestConnectionOpenerLocal)
#include "tst_connectionopenerlocal.moc"
