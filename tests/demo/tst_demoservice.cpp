// The demo's in-process server keeps curation edits in a per-user copy: an edit over REST is
// written back to the copy (never to the shipped snapshot), the next start serves the copy, and
// "Reset demo data" deletes it and serves the shipped rows again.
#include <common/callwait.h>
#include <common/testutil.h>

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/hbase/restclient.h>
#include <demo/demoservice.h>
#include <server/restserver.h>

using namespace Ei::Core;
using Ei::Demo::DemoService;

namespace {

// A fingerprint of every file of a folder (names and contents).
QByteArray folderHash(const QString &dir)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    QStringList files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next();
    }
    files.sort();
    for (const QString &path : files) {
        hash.addData(path.toUtf8());
        hash.addData(Ei::Test::readFile(path));
    }
    return hash.result().toHex();
}

bool startService(DemoService &service, QObject *context)
{
    bool done = false;
    bool ok = false;
    service.whenReady(context, [&](const Result<void> &r) {
        done = true;
        ok = r.has_value();
        if (!r) {
            qWarning("%s", qPrintable(r.error().message));
        }
    });
    return Ei::Test::waitFor([&] { return done; }, 60000) && ok;
}

// The newest value of a column of the row, read over REST.
QByteArray readCell(DemoService &service, const QByteArray &key, const QByteArray &column)
{
    RestClient client(ConnectionConfig::inProcessTo(service.inProcess(), service.table()));
    std::optional<Result<Row>> row;
    client.getRow(key)->then(&client, [&](const Result<Row> &r) { row = r; });
    if (!Ei::Test::waitFor([&] { return row.has_value(); }, 10000) || !*row) {
        return "<unreadable>";
    }
    const Cell *cell = (*row)->find(column);
    return cell ? cell->value : QByteArray();
}

} // namespace

class TestDemoService : public QObject
{
    Q_OBJECT

    QString m_shipped;

private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_BUILT_DEMO();
        m_shipped = Ei::Test::builtDemoDir();
    }

    // `ownFile`: the curator keeps a file of their own in the folder of the edits, which the reset
    // leaves alone (with the folder); else the emptied folder goes too.
    void editsGoToTheUserCopyAndReset_data()
    {
        QTest::addColumn<bool>("ownFile");
        QTest::newRow("only the edits") << false;
        QTest::newRow("a file of the curator's beside them") << true;
    }

    void editsGoToTheUserCopyAndReset()
    {
        QFETCH(bool, ownFile);
        QTemporaryDir userDir;
        QVERIFY(userDir.isValid());
        const QString userCopy = userDir.filePath(QStringLiteral("demo-edits"));
        const QByteArray shippedBefore = folderHash(m_shipped);
        QByteArray key;
        QByteArray original;
        {
            DemoService service(m_shipped, userCopy);
            QVERIFY(startService(service, this));
            QVERIFY(!service.servesUserCopy());
            QVERIFY(!service.pdfSources().isEmpty());
            QVERIFY(service.crossref());
            // Any row will do: the first one.
            service.server()->table(service.table())->scan({}, true, {}, [&key](Row &&row) {
                key = row.key;
                return false;
            });
            QVERIFY(!key.isEmpty());
            original = readCell(service, key, "file:mime");

            RestClient client(ConnectionConfig::inProcessTo(service.inProcess(), service.table()));
            QSignalSpy saved(&service, &DemoService::saved);
            bool written = false;
            client.put({{key, {{"file:mime", Cell::kNoTimestamp, "application/x-curated"}}}})
                ->then(this, [&written](const Result<void> &r) { written = r.has_value(); });
            QTRY_VERIFY(written);
            QVERIFY(saved.wait(10000)); // debounced write-back
            QVERIFY(service.servesUserCopy());
            QVERIFY(QFileInfo::exists(userCopy + QStringLiteral("/manifest.json")));
        }
        const QString own = userCopy + QStringLiteral("/notes.txt");
        if (ownFile) {
            QFile notes(own);
            QVERIFY(notes.open(QIODevice::WriteOnly));
            QVERIFY(notes.write("mine") == 4);
        }
        QCOMPARE(folderHash(m_shipped), shippedBefore);

        // A new start (another run of the application) serves the edited copy.
        DemoService again(m_shipped, userCopy);
        QVERIFY(startService(again, this));
        QVERIFY(again.servesUserCopy());
        QCOMPARE(readCell(again, key, "file:mime"), QByteArray("application/x-curated"));
        QVERIFY(!again.pdfSources().isEmpty()); // PDFs still come from the shipped WARCs

        // Reset: the copy is deleted and the shipped value is back.
        QSignalSpy reset(&again, &DemoService::tableReset);
        again.resetUserCopy();
        QVERIFY(reset.wait(30000));
        QVERIFY(!again.servesUserCopy());
        QVERIFY(!QFileInfo::exists(userCopy + QStringLiteral("/manifest.json")));
        QCOMPARE(QFileInfo::exists(userCopy), ownFile); // the folder goes once emptied
        QCOMPARE(QFileInfo::exists(own), ownFile);
        QCOMPARE(readCell(again, key, "file:mime"), original);
        QCOMPARE(folderHash(m_shipped), shippedBefore);
    }

    void sharedServiceIsOnePerProcess()
    {
        QTemporaryDir userDir;
        const auto first = DemoService::shared(m_shipped, userDir.path());
        const auto second = DemoService::shared(m_shipped, userDir.path());
        QCOMPARE(first.get(), second.get());
        QTemporaryDir otherDir;
        QVERIFY(DemoService::shared(m_shipped, otherDir.path()).get() != first.get());
    }
};

QTEST_GUILESS_MAIN(TestDemoService)
#include "tst_demoservice.moc"
