// The write journal itself: queued while the server is unreachable and replayed when it returns,
// a torn tail after a crash, an entry sent but never acknowledged (found already applied on replay,
// for a put and for a delete), per-row ordering while another row waits in conflict, and the file
// being compacted away once everything is applied. In-process server; generated rows (Test::processedRows).
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <core/curation/journalfile.h>
#include <core/curation/writejournal.h>

using namespace Ei;

namespace {

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

QString urlFor(quint16 port)
{
    return QStringLiteral("http://127.0.0.1:%1").arg(port);
}

} // namespace

class TestWriteJournal : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    Core::CellSet m_rows;

    Core::Row stored(const QByteArray &key) const
    {
        Server::ReadSpec spec;
        return m_server->table(Test::kCurationTable)->get(key, spec).value_or(Core::Row{key, {}});
    }

    Test::WriteLog writes() const { return Test::writeLogOf(m_server->requestLog(), Test::kCurationTable); }

    // Journals match edits of the first `count` rows while nothing listens on the port.
    QList<Core::JournalEntry> journalOffline(Test::CuratorRig &rig, int count)
    {
        QSignalSpy offline(rig.journal.get(), &Core::WriteJournal::stateChanged);
        QList<Core::JournalEntry> entries;
        for (int i = 0; i < count; ++i) {
            auto id = rig.service->setMatch(
                stored(m_rows.at(i).key),
                {QStringLiteral("confirmed"), {}, QStringLiteral("offline %1").arg(i), {}});
            if (!id) {
                return {};
            }
        }
        if (!Ei::Test::waitFor(
                [&rig] { return rig.journal->state() == Core::WriteJournal::State::OfflineRetrying; },
                10000)) {
            return {};
        }
        return rig.journal->liveEntries();
    }

private Q_SLOTS:
    void init()
    {
        m_rows = Test::processedRows();
        QVERIFY(m_rows.size() >= 4);
        m_server = std::make_unique<Server::RestServer>();
        m_server->addTable(Test::curationTable(m_rows));
    }

    void cleanup() { m_server.reset(); }

    void queuedWhileUnreachableThenReplayedOnce()
    {
        const quint16 port = freePort();
        Test::CuratorRig rig(urlFor(port), QStringLiteral("alice"));
        const QList<Core::JournalEntry> queued = journalOffline(rig, 3);
        QCOMPARE(queued.size(), 3);
        QCOMPARE(rig.journal->pendingCount(), 3);
        QVERIFY(rig.journal->retryDelayMs() > 0);
        QVERIFY(!rig.journal->lastNetworkError().isEmpty());
        // The server comes back on the same port: the backoff retry finds it.
        QVERIFY(m_server->listen(QHostAddress::LocalHost, port));
        QSignalSpy drained(rig.journal.get(), &Core::WriteJournal::drained);
        QVERIFY(drained.wait(10000));
        QCOMPARE(rig.journal->state(), Core::WriteJournal::State::Online);
        const Test::WriteLog log = writes();
        for (const Core::JournalEntry &e : queued) {
            QCOMPARE(log.checkPutOk.value(e.key), 1);
            QCOMPARE(stored(e.key).find("match0:mstatus")->value, QByteArray("confirmed"));
        }
        QVERIFY(log.uncheckedWrites.isEmpty());
        // Everything applied: the file is back to its header, and gone once closed.
        QCOMPARE(QFile(rig.journalPath).size(), Core::JournalFile::header().size());
        rig.journal->close();
        QVERIFY(!QFile::exists(rig.journalPath));
    }

    void tornTailIsDroppedWithAWarning()
    {
        const quint16 port = freePort();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("torn.journal"));
        qint64 sizeBeforeThird = 0;
        QByteArray thirdKey;
        {
            Test::CuratorRig rig(urlFor(port), QStringLiteral("alice"), false, path);
            QCOMPARE(journalOffline(rig, 2).size(), 2);
            sizeBeforeThird = QFile(path).size();
            // Journaled while the retry timer waits, so it is the file's last record.
            thirdKey = m_rows.at(2).key;
            EI_VERIFY_OK(rig.service->setMatch(stored(thirdKey), {QStringLiteral("rejected"), {}, {}, {}}));
            rig.journal->close();
        }
        // A crash in the middle of writing the third entry: its record is cut short.
        const qint64 full = QFile(path).size();
        QVERIFY(full > sizeBeforeThird + 10);
        QVERIFY(QFile::resize(path, sizeBeforeThird + (full - sizeBeforeThird) / 2));

        QVERIFY(m_server->listen());
        Test::CuratorRig again(m_server->baseUrl(), QStringLiteral("alice"), false, path);
        QVERIFY2(again.journal->loadWarning().contains(QStringLiteral("damaged record")),
                 qPrintable(again.journal->loadWarning()));
        QCOMPARE(again.journal->pendingCount(), 2);
        QSignalSpy drained(again.journal.get(), &Core::WriteJournal::drained);
        QVERIFY(drained.wait(10000));
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_rows.at(0).key), 1);
        QCOMPARE(log.checkPutOk.value(m_rows.at(1).key), 1);
        QCOMPARE(log.checkPutOk.value(thirdKey), 0);
        QVERIFY(stored(thirdKey).find("match0:mstatus") == nullptr);
    }

    void sentButNotAcknowledgedIsFoundAppliedOnReplay_data()
    {
        QTest::addColumn<bool>("deleteOp");
        QTest::newRow("check-and-put") << false;
        QTest::newRow("check-and-delete") << true;
    }

    void sentButNotAcknowledgedIsFoundAppliedOnReplay()
    {
        QFETCH(bool, deleteOp);
        const quint16 port = freePort();
        const QByteArray key = m_rows.at(0).key;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crashed.journal"));
        Core::JournalEntry sent;
        {
            Test::CuratorRig rig(urlFor(port), QStringLiteral("alice"), false, path);
            Core::JournalEntry e;
            if (deleteOp) {
                e.kind = Core::WriteKind::ReprocessReset;
                e.op = Core::WriteOp::CheckAndDelete;
                e.key = key;
                e.check = {QByteArrayLiteral("grobid0:status_code"), Core::Cell::kNoTimestamp,
                           Test::statusCell(200)};
                e.seen = {e.check};
            } else {
                auto built =
                    rig.service->buildMatchEntry(stored(key), {QStringLiteral("confirmed"), {}, {}, {}});
                EI_VERIFY_OK(built);
                e = *built;
            }
            EI_VERIFY_OK(rig.journal->submit({e}));
            QVERIFY(Ei::Test::waitFor(
                [&rig] { return rig.journal->state() == Core::WriteJournal::State::OfflineRetrying; },
                10000));
            sent = rig.journal->liveEntries().first();
            QVERIFY(sent.wasSent);
            QCOMPARE(sent.state, Core::EntryState::Sent);
            rig.journal->close(); // the process dies before any answer
        }
        // The server had in fact applied it (the answer was lost).
        Server::TableStore *table = m_server->table(Test::kCurationTable);
        if (deleteOp) {
            EI_VERIFY_OK(table->remove(key, {Server::DeleteOp{Server::DeleteOp::Kind::Columns,
                                                              QByteArrayLiteral("grobid0:status_code")}}));
        } else {
            EI_VERIFY_OK(table->put({Core::Row{key, sent.cells}}));
        }
        QVERIFY(m_server->listen());
        Test::CuratorRig again(m_server->baseUrl(), QStringLiteral("alice"), false, path);
        QCOMPARE(again.journal->pendingCount(), 1);
        QVERIFY(again.journal->liveEntries().first().wasSent);
        QCOMPARE(again.settle(sent.id), Core::EntryState::Applied);
        QCOMPARE(again.journal->conflictCount(), 0);
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(key), 0); // not applied a second time
        QCOMPARE(log.checkDeleteOk.value(key), 0);
        QCOMPARE(log.checkConflicts, 1);
        QVERIFY(log.uncheckedWrites.isEmpty());
        if (!deleteOp) {
            Server::ReadSpec all;
            all.maxVersions = 5;
            const Core::Row versions = table->get(key, all).value();
            QCOMPARE(std::count_if(versions.cells.cbegin(), versions.cells.cend(),
                                   [](const Core::Cell &c) { return c.column == "match0:minfo"; }),
                     1);
        }
    }

    void otherRowsProceedWhileOneRowWaitsInConflict()
    {
        QVERIFY(m_server->listen());
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        const QByteArray a = m_rows.at(0).key;
        const QByteArray b = m_rows.at(1).key;
        const Core::Row staleA = stored(a);
        auto bobEdit = bob.service->setMatch(staleA, {QStringLiteral("ambiguous"), {}, {}, {}});
        EI_VERIFY_OK(bobEdit);
        QCOMPARE(bob.settle(*bobEdit), Core::EntryState::Applied);

        auto conflicting = alice.service->setMatch(staleA, {QStringLiteral("confirmed"), {}, {}, {}});
        EI_VERIFY_OK(conflicting);
        QCOMPARE(alice.settle(*conflicting), Core::EntryState::Conflict);
        // A later edit of the same row waits behind the conflict; another row goes through.
        auto sameRow = alice.service->setQuality(stored(a), QStringLiteral("good"), {});
        auto otherRow = alice.service->setQuality(stored(b), QStringLiteral("bad"), {});
        EI_VERIFY_OK(sameRow);
        EI_VERIFY_OK(otherRow);
        QCOMPARE(alice.settle(*otherRow), Core::EntryState::Applied);
        QCOMPARE(alice.journal->entry(*sameRow)->state, Core::EntryState::Pending);
        QCOMPARE(alice.journal->state(), Core::WriteJournal::State::PausedOnConflict);
        QCOMPARE(alice.journal->pendingCount(), 2);
        EI_VERIFY_OK(alice.journal->resolveKeepTheirs(*conflicting));
        QCOMPARE(alice.settle(*sameRow), Core::EntryState::Applied);
        QCOMPARE(alice.journal->state(), Core::WriteJournal::State::Online);
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void aSecondProcessCannotOpenTheSameJournal()
    {
        QVERIFY(m_server->listen());
        Test::CuratorRig first(m_server->baseUrl(), QStringLiteral("alice"));
        Core::RestClient client(first.client->config());
        Core::WriteJournal second(&client);
        auto opened = second.open(first.journalPath);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, Core::ErrorKind::Forbidden);
        QVERIFY(opened.error().message.contains(QStringLiteral("in use")));
    }

    void aForeignFileIsLeftUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.journal"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("my notes\n");
        f.close();
        Core::RestClient client(Core::ConnectionConfig{});
        Core::WriteJournal journal(&client);
        auto opened = journal.open(path);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, Core::ErrorKind::Integrity);
        QCOMPARE(Test::readFile(path), QByteArray("my notes\n"));
    }
};

QTEST_GUILESS_MAIN(TestWriteJournal)
#include "tst_writejournal.moc"
