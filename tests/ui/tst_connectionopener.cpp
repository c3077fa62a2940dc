// Opening what a window shows, without a window: a saved connection (at once, with its PDF and
// Crossref sources and its read-only flag), a server named on the command line (named after its
// host; a malformed one refused before anything closes), an export served read-only on loopback,
// the demo with its Crossref records, and the late answer of an opening that was replaced. The demo
// and the export are served by the application's InProcessTables (tst_connectionopenerlocal tests
// the opener over a fake one).
#include <common/testutil.h>

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <app/gui/inprocesstables.h>
#include <core/hbase/restclient.h>
#include <core/rows/restrowpagesource.h>
#include <ui/connectionopener.h>

using Ei::Core::SavedConnection;
using Ei::Ui::ConnectionOpener;
using Ei::Ui::OpenedConnection;

Q_DECLARE_METATYPE(Ei::Ui::OpenedConnection)

namespace {

SavedConnection saved(bool readOnly)
{
    SavedConnection c;
    c.name = QStringLiteral("Production");
    c.restUrl = QStringLiteral("http://127.0.0.1:8080/hbase");
    c.table = QStringLiteral("wbgrp-journal-extract-0");
    c.profile = QStringLiteral("journal-extract");
    c.readOnly = readOnly;
    c.headers = {{QStringLiteral("Cookie"), QStringLiteral("logged-in-sig=abc"), true}};
    c.pdfSources = {QStringLiteral("wayback:https://web.archive.org"), QStringLiteral("nonsense"),
                    QStringLiteral("blob-dir:/srv/blobs")};
    c.crossrefSource = QStringLiteral("postgrest:http://127.0.0.1:3000");
    c.timeoutSeconds = 12;
    return c;
}

} // namespace

class TestConnectionOpener : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<OpenedConnection>();
    }

    // A saved connection opens at once with everything it names; its headers go to the PDF
    // sources (the archive's own stores) and nowhere near its Crossref source.
    void savedConnection_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("read-only") << true;
        QTest::newRow("writable") << false;
    }
    void savedConnection()
    {
        QFETCH(bool, readOnly);
        ConnectionOpener opener(&m_tables);
        QSignalSpy opening(&opener, &ConnectionOpener::opening);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        opener.openConnection(saved(readOnly));
        QCOMPARE(opening.size(), 1);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opener.connection(), saved(readOnly));
        QVERIFY(!opener.isDemo());
        const auto c = opened[0][0].value<OpenedConnection>();
        QCOMPARE(c.config.baseUrl, QUrl(QStringLiteral("http://127.0.0.1:8080/hbase")));
        QCOMPARE(c.config.table, QStringLiteral("wbgrp-journal-extract-0"));
        QCOMPARE(c.config.readOnly, readOnly);
        QCOMPARE(c.config.timeoutMs, 12000);
        QCOMPARE(c.profile, QStringLiteral("journal-extract"));
        QCOMPARE(c.pdfSources.size(), 2); // the malformed spec is left out
        QCOMPARE(c.pdfHeaders, (QList<QPair<QByteArray, QByteArray>>{{"Cookie", "logged-in-sig=abc"}}));
        QCOMPARE(c.pdfTimeout, std::optional(std::chrono::seconds(12)));
        QVERIFY(c.crossrefSource.has_value());
        QCOMPARE(c.crossrefSource->kind, Ei::Core::CrossrefSource::Kind::PostgRest);
        QVERIFY(!c.crossrefRecords);
        QCOMPARE(c.readOnlyReason.isEmpty(), !readOnly);
    }

    void serverFromTheCommandLine_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("name");
        QTest::newRow("with a port") << "http://gateway.example.org:8080" << "gateway.example.org:8080";
        QTest::newRow("without a port") << "https://gateway.example.org/hbase" << "gateway.example.org";
        QTest::newRow("malformed") << "gateway.example.org" << "";
    }
    void serverFromTheCommandLine()
    {
        QFETCH(QString, url);
        QFETCH(QString, name);
        ConnectionOpener opener(&m_tables);
        opener.openConnection(saved(true));
        QSignalSpy opening(&opener, &ConnectionOpener::opening);
        SavedConnection server;
        server.restUrl = url;
        server.table = QStringLiteral("t");
        const auto opened = opener.openServer(server);
        if (name.isEmpty()) {
            QVERIFY(!opened);
            QVERIFY2(opened.error().message.contains(QStringLiteral("could not be opened")),
                     qPrintable(opened.error().message));
            QVERIFY(opening.isEmpty()); // what was open stays
            QCOMPARE(opener.connection().name, QStringLiteral("Production"));
            return;
        }
        QVERIFY(opened.has_value());
        QCOMPARE(opened->name, name);
        QCOMPARE(opener.connection(), *opened);
        QCOMPARE(opening.size(), 1);
        opener.rename(QStringLiteral("Gateway"));
        QCOMPARE(opener.connection().name, QStringLiteral("Gateway"));
    }

    // An export is loaded on a worker thread and served read-only in this process.
    void export_()
    {
        EI_REQUIRE_BUILT_DEMO();
        ConnectionOpener opener(&m_tables);
        QSignalSpy opening(&opener, &ConnectionOpener::opening);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        opener.openExport(Ei::Test::builtDemoDir());
        QCOMPARE(opening.size(), 1);
        QCOMPARE(opening[0][0].toString(), QStringLiteral("Export demo — loading…"));
        QVERIFY(opened.size() == 1 || opened.wait(30000));
        const auto c = opened[0][0].value<OpenedConnection>();
        QVERIFY(c.config.readOnly);
        QVERIFY(c.readOnlyReason.contains(QStringLiteral("opened export")));
        QCOMPARE(opener.connection().restUrl, c.config.baseUrl.toString());
        QCOMPARE(c.description, QStringLiteral("Export demo · %1 · %2")
                                    .arg(c.config.table, QDir::toNativeSeparators(Ei::Test::builtDemoDir())));
        QVERIFY(!c.pdfSources.isEmpty()); // the bundle's blob store, next to its manifest
        answersInProcess(c, QStringLiteral("export"));
    }

    void exportThatCannotBeOpened()
    {
        ConnectionOpener opener(&m_tables);
        QSignalSpy failed(&opener, &ConnectionOpener::failed);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        opener.openExport(QStringLiteral("/nonexistent/export.jsonl.sz"));
        QVERIFY(failed.size() == 1 || failed.wait(30000));
        QVERIFY(failed[0][0].value<Ei::Core::Error>().message.startsWith(
            QStringLiteral("The export could not be opened:")));
        QVERIFY(opened.isEmpty());
    }

    // Opening something else drops what the earlier opening would still have said.
    void laterOpeningWins()
    {
        EI_REQUIRE_BUILT_DEMO();
        ConnectionOpener opener(&m_tables);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        QSignalSpy failed(&opener, &ConnectionOpener::failed);
        opener.openExport(QStringLiteral("/nonexistent/export.jsonl.sz")); // would fail
        opener.openExport(Ei::Test::builtDemoDir());                       // started after it
        QVERIFY(opened.wait(30000));
        QCOMPARE(opened.size(), 1);
        QVERIFY(failed.isEmpty()); // the first one's answer, which came first, was dropped
    }

    // The demo, with its Crossref records in the process.
    void demo()
    {
        EI_REQUIRE_BUILT_DEMO();
        QTemporaryDir edits;
        ConnectionOpener opener(&m_tables);
        QSignalSpy opening(&opener, &ConnectionOpener::opening);
        QSignalSpy opened(&opener, &ConnectionOpener::opened);
        opener.openDemo(Ei::Test::builtDemoDir(), edits.path());
        QCOMPARE(opening[0][0].toString(), QStringLiteral("Demo (sample data) — loading…"));
        QVERIFY(opener.isDemo());
        QCOMPARE(opener.connection().name, ConnectionOpener::demoName());
        QVERIFY(opened.size() == 1 || opened.wait(30000));
        const auto c = opened[0][0].value<OpenedConnection>();
        QVERIFY(!c.config.readOnly);
        QVERIFY(c.readOnlyReason.isEmpty());
        QCOMPARE(opener.connection().table, c.config.table);
        QVERIFY(!c.config.table.isEmpty());
        QCOMPARE(opener.localTable()->userCopyDir(), edits.path());
        QVERIFY(c.crossrefRecords);
        QVERIFY(c.crossrefRecords(QStringLiteral("10.5555/demo.1080")).has_value());
        QVERIFY(!c.crossrefRecords(QStringLiteral("10.5555/none")).has_value());
        answersInProcess(c, QStringLiteral("demo"));
        opener.close();
        QVERIFY(!opener.isDemo());
    }

private:
    // The table is reached through the window's own gateway, never a socket: its base URL names a
    // host that cannot resolve, and the table answers there all the same. The row list pages
    // straight from the table's rows: the same first page as over REST.
    void answersInProcess(const OpenedConnection &opened, const QString &name)
    {
        const Ei::Core::ConnectionConfig &config = opened.config;
        QVERIFY(config.inProcess);
        QCOMPARE(config.baseUrl, QUrl(QStringLiteral("http://%1.in-process.invalid").arg(name)));
        QCOMPARE(config.inProcess->url(), config.baseUrl);
        Ei::Core::RestClient client(config);
        std::optional<Ei::Core::Result<bool>> exists;
        client.tableExists()->then(this, [&exists](const Ei::Core::Result<bool> &r) { exists = r; });
        QTRY_VERIFY(exists.has_value());
        QVERIFY(exists->has_value() && **exists);

        QVERIFY(opened.rowPages);
        const QList<QByteArray> columns = {QByteArrayLiteral("file:mime")};
        std::unique_ptr<Ei::Core::RowPageSource> local(
            opened.rowPages(config.table, columns, Ei::Core::utf8ValueEncoder, nullptr));
        Ei::Core::RestRowPageSource overRest(&client, columns, Ei::Core::utf8ValueEncoder);
        QList<QByteArrayList> firstPages;
        for (Ei::Core::RowPageSource *source :
             {local.get(), static_cast<Ei::Core::RowPageSource *>(&overRest)}) {
            QSignalSpy answered(source, &Ei::Core::RowPageSource::pageFinished);
            source->requestPage(Ei::Core::RowPageRequest{});
            QVERIFY(answered.wait(10000));
            const auto page = answered.at(0).at(0).value<Ei::Core::RowPage>();
            QVERIFY(!page.error);
            QByteArrayList keys;
            for (const Ei::Core::Row &row : page.rows) {
                keys.append(row.key);
            }
            firstPages.append(keys);
        }
        QVERIFY(!firstPages.at(0).isEmpty());
        QCOMPARE(firstPages.at(0), firstPages.at(1));
    }

    Ei::Gui::InProcessTables m_tables;
};

QTEST_GUILESS_MAIN(TestConnectionOpener)
#include "tst_connectionopener.moc"
