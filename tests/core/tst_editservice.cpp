// The edit service over the write journal against an in-process HBase REST server: two curators
// racing on one row, the three conflict resolutions, undo (also in conflict), quality verdicts and
// the read-only refusal. Every write is asserted on the server's request log to be a
// check-and-put/check-and-delete. Rows are generated
// pipeline rows (Test::processedRows).
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>

using namespace Ei;

class TestEditService : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    QByteArray m_key;

    Core::Row read(Test::CuratorRig &rig)
    {
        auto row = Test::await(rig.client->getRow(m_key));
        return row ? *row : Core::Row{m_key, {}};
    }

    Test::WriteLog writes() const { return Test::writeLogOf(m_server->requestLog(), Test::kCurationTable); }

private Q_SLOTS:
    void init()
    {
        Core::CellSet rows = Test::processedRows();
        QVERIFY(rows.size() >= 3);
        // The pipeline's match: mstatus and DOI, no curator revision yet.
        Test::addMatchCells(rows[0], "matched", "10.1000/original");
        m_key = rows[0].key;
        m_server = Test::serveCurationTable(rows);
        QVERIFY(m_server);
    }

    void cleanup() { m_server.reset(); }

    void editIsOneCheckAndPutThroughTheJournal()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        QSignalSpy pending(alice.journal.get(), &Core::WriteJournal::pendingCountChanged);
        Core::MatchChange change{QStringLiteral("confirmed"), QStringLiteral("https://doi.org/10.1000/NEW"),
                                 QStringLiteral("checked the PDF"), std::nullopt};
        auto id = alice.service->setMatch(read(alice), change);
        EI_VERIFY_OK(id);
        QCOMPARE(alice.journal->pendingCount(), 1);
        QCOMPARE(alice.settle(*id), Core::EntryState::Applied);
        QCOMPARE(alice.journal->pendingCount(), 0);
        QVERIFY(pending.count() >= 2); // 1, then 0

        const Core::Row after = read(alice);
        QCOMPARE(Test::cellOf(after, "match0:mstatus"), QByteArray("confirmed"));
        QCOMPARE(Test::cellOf(after, "match0:doi"), QByteArray("10.1000/new"));
        const QJsonObject minfo = Test::jsonCellOf(after, "match0:minfo");
        QCOMPARE(minfo.value(QStringLiteral("rev")).toInt(), 1);
        QCOMPARE(minfo.value(QStringLiteral("by")).toString(), QStringLiteral("alice"));
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 1);
        QVERIFY(log.uncheckedWrites.isEmpty());
    }

    void racingCuratorsExactlyOneWins()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        // Both loaded the same bytes.
        const Core::Row seenByAlice = read(alice);
        const Core::Row seenByBob = read(bob);
        auto a =
            alice.service->setMatch(seenByAlice, {QStringLiteral("confirmed"), {}, QStringLiteral("a"), {}});
        auto b = bob.service->setMatch(seenByBob, {QStringLiteral("rejected"), {}, QStringLiteral("b"), {}});
        EI_VERIFY_OK(a);
        EI_VERIFY_OK(b);
        const Core::EntryState sa = alice.settle(*a);
        const Core::EntryState sb = bob.settle(*b);
        const QList<Core::EntryState> states{sa, sb};
        QCOMPARE(states.count(Core::EntryState::Applied), 1);
        QCOMPARE(states.count(Core::EntryState::Conflict), 1);
        Test::CuratorRig &winner = sa == Core::EntryState::Applied ? alice : bob;
        Test::CuratorRig &loser = sa == Core::EntryState::Applied ? bob : alice;
        const qint64 loserId = sa == Core::EntryState::Applied ? *b : *a;
        // The loser sees the winner's value: the exact minfo bytes now on the server.
        const auto conflict = loser.journal->currentConflict();
        QVERIFY(conflict.has_value());
        QCOMPARE(conflict->entry.id, loserId);
        QCOMPARE(loser.journal->state(), Core::WriteJournal::State::PausedOnConflict);
        const Core::Row now = read(winner);
        QCOMPARE(Test::cellOf(conflict->theirs, "match0:minfo"), Test::cellOf(now, "match0:minfo"));
        QCOMPARE(Test::jsonCellOf(now, "match0:minfo").value(QStringLiteral("by")).toString(),
                 winner.service->curator());
        QCOMPARE(Test::jsonCellOf(now, "match0:minfo").value(QStringLiteral("rev")).toInt(),
                 1); // applied once
        // Original = what the loser saw (no minfo), mine = what it tried.
        QVERIFY(conflict->entry.seenValue("match0:minfo").isEmpty());
        QCOMPARE(conflict->entry.seenValue("match0:mstatus"), QByteArray("matched"));
        EI_VERIFY_OK(loser.service->keepTheirs(loserId));
        QCOMPARE(loser.journal->pendingCount(), 0);
        QCOMPARE(loser.journal->state(), Core::WriteJournal::State::Online);
        QCOMPARE(Test::cellOf(read(winner), "match0:minfo"), Test::cellOf(now, "match0:minfo"));
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 1);
        QCOMPARE(log.checkConflicts, 1);
        QVERIFY(log.uncheckedWrites.isEmpty());
    }

    void conflictResolutions_data()
    {
        QTest::addColumn<QString>("resolution");
        QTest::newRow("keep theirs") << QStringLiteral("keep");
        QTest::newRow("re-apply mine on top of theirs") << QStringLiteral("reapply");
        QTest::newRow("replace with an edited version") << QStringLiteral("edited");
    }

    void conflictResolutions()
    {
        QFETCH(QString, resolution);
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        const Core::Row stale = read(alice);
        auto theirs =
            bob.service->setMatch(read(bob), {QStringLiteral("needs-review"), {}, QStringLiteral("bob"), {}});
        EI_VERIFY_OK(theirs);
        QCOMPARE(bob.settle(*theirs), Core::EntryState::Applied);
        const QByteArray bobMinfo = Test::cellOf(read(bob), "match0:minfo");

        QSignalSpy raised(alice.journal.get(), &Core::WriteJournal::conflictRaised);
        auto mine = alice.service->setMatch(
            stale,
            {QStringLiteral("confirmed"), QStringLiteral("10.1000/mine"), QStringLiteral("alice"), {}});
        EI_VERIFY_OK(mine);
        QCOMPARE(alice.settle(*mine), Core::EntryState::Conflict);
        QCOMPARE(raised.count(), 1);
        const auto conflict = raised.first().first().value<Core::JournalConflict>();
        QCOMPARE(conflict.entry.id, *mine);
        QCOMPARE(Test::cellOf(conflict.theirs, "match0:minfo"), bobMinfo);

        if (resolution == QLatin1StringView("keep")) {
            EI_VERIFY_OK(alice.service->keepTheirs(*mine));
            QCOMPARE(alice.journal->pendingCount(), 0);
            QCOMPARE(Test::cellOf(read(alice), "match0:minfo"), bobMinfo);
            QVERIFY(!alice.service->canUndo()); // nothing of alice's was applied
            return;
        }
        if (resolution == QLatin1StringView("reapply")) {
            EI_VERIFY_OK(alice.service->reapplyMine(*mine));
        } else {
            EI_VERIFY_OK(alice.service->replaceWithMatch(
                *mine,
                {QStringLiteral("rejected"), std::nullopt, QStringLiteral("edited after the conflict"), {}}));
        }
        QCOMPARE(alice.settle(*mine), Core::EntryState::Applied);
        const Core::Row after = read(alice);
        const QJsonObject minfo = Test::jsonCellOf(after, "match0:minfo");
        QCOMPARE(minfo.value(QStringLiteral("rev")).toInt(), 2); // bob's 1, then once more
        const QJsonArray history = minfo.value(QStringLiteral("history")).toArray();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).toObject().value(QStringLiteral("by")).toString(), QStringLiteral("bob"));
        QCOMPARE(history.at(1).toObject().value(QStringLiteral("by")).toString(), QStringLiteral("alice"));
        if (resolution == QLatin1StringView("reapply")) {
            QCOMPARE(Test::cellOf(after, "match0:mstatus"), QByteArray("confirmed"));
            QCOMPARE(Test::cellOf(after, "match0:doi"), QByteArray("10.1000/mine"));
        } else {
            QCOMPARE(Test::cellOf(after, "match0:mstatus"), QByteArray("rejected"));
            QCOMPARE(minfo.value(QStringLiteral("note")).toString(),
                     QStringLiteral("edited after the conflict"));
        }
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 2);
        QVERIFY(log.uncheckedWrites.isEmpty());
    }

    void undoIsACheckedWriteAndANewRevision()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        QSignalSpy undoable(alice.service.get(), &Core::EditService::undoAvailableChanged);
        const Core::Row before = read(alice);
        auto edit = alice.service->setMatch(
            before,
            {QStringLiteral("rejected"), QStringLiteral("10.1000/other"), QStringLiteral("wrong DOI"), {}});
        EI_VERIFY_OK(edit);
        QVERIFY(alice.service->canUndo());
        QCOMPARE(alice.settle(*edit), Core::EntryState::Applied);
        auto undo = alice.service->undo();
        EI_VERIFY_OK(undo);
        QVERIFY(!alice.service->canUndo());
        QCOMPARE(undoable.count(), 2); // available, then not
        QCOMPARE(alice.journal->entry(*undo)->kind, Core::WriteKind::Undo);
        QCOMPARE(alice.settle(*undo), Core::EntryState::Applied);

        const Core::Row after = read(alice);
        QCOMPARE(Test::cellOf(after, "match0:mstatus"), QByteArray("matched"));
        QCOMPARE(Test::cellOf(after, "match0:doi"), QByteArray("10.1000/original"));
        const QJsonObject minfo = Test::jsonCellOf(after, "match0:minfo");
        QCOMPARE(minfo.value(QStringLiteral("rev")).toInt(), 2); // never goes back
        const QJsonArray history = minfo.value(QStringLiteral("history")).toArray();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(1).toObject().value(QStringLiteral("undo_of")).toInt(), 1);
        QCOMPARE(history.at(1).toObject().value(QStringLiteral("mstatus")).toString(),
                 QStringLiteral("matched"));
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 2);
        QVERIFY(log.uncheckedWrites.isEmpty());
    }

    void undoConflictsWhenTheRowChangedSince()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        auto edit = alice.service->setMatch(read(alice), {QStringLiteral("confirmed"), {}, {}, {}});
        EI_VERIFY_OK(edit);
        QCOMPARE(alice.settle(*edit), Core::EntryState::Applied);
        auto later = bob.service->setMatch(read(bob),
                                           {QStringLiteral("ambiguous"), {}, QStringLiteral("two DOIs"), {}});
        EI_VERIFY_OK(later);
        QCOMPARE(bob.settle(*later), Core::EntryState::Applied);
        const QByteArray bobMinfo = Test::cellOf(read(bob), "match0:minfo");

        auto undo = alice.service->undo();
        EI_VERIFY_OK(undo);
        QCOMPARE(alice.settle(*undo), Core::EntryState::Conflict);
        const auto conflict = alice.journal->currentConflict();
        QVERIFY(conflict.has_value());
        QCOMPARE(conflict->entry.kind, Core::WriteKind::Undo);
        QCOMPARE(Test::cellOf(conflict->theirs, "match0:minfo"), bobMinfo);
        // Nothing was overwritten: bob's revision stands until alice decides.
        QCOMPARE(Test::cellOf(read(alice), "match0:minfo"), bobMinfo);
        // Re-applying the undo on top of bob's value restores the original status as revision 3.
        EI_VERIFY_OK(alice.service->reapplyMine(*undo));
        QCOMPARE(alice.settle(*undo), Core::EntryState::Applied);
        const Core::Row after = read(alice);
        QCOMPARE(Test::cellOf(after, "match0:mstatus"), QByteArray("matched"));
        QCOMPARE(Test::jsonCellOf(after, "match0:minfo").value(QStringLiteral("rev")).toInt(), 3);
        QVERIFY(writes().uncheckedWrites.isEmpty());
    }

    void qualityVerdictAndUndoOfTheFirstVerdict()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        auto edit =
            alice.service->setQuality(read(alice), QStringLiteral("Marginal"), QStringLiteral("two columns"));
        EI_VERIFY_OK(edit);
        QCOMPARE(alice.settle(*edit), Core::EntryState::Applied);
        const QJsonObject q = QJsonDocument::fromJson(Test::cellOf(read(alice), "grobid0:quality")).object();
        QCOMPARE(q.value(QStringLiteral("quality")).toString(), QStringLiteral("marginal"));
        QCOMPARE(q.value(QStringLiteral("rev")).toInt(), 1);
        // The row had no verdict: undo deletes the cell again, checked against our bytes.
        auto undo = alice.service->undo();
        EI_VERIFY_OK(undo);
        QCOMPARE(alice.settle(*undo), Core::EntryState::Applied);
        QVERIFY(read(alice).find("grobid0:quality") == nullptr);
        const Test::WriteLog log = writes();
        QCOMPARE(log.checkPutOk.value(m_key), 1);
        QCOMPARE(log.checkDeleteOk.value(m_key), 1);
        QVERIFY(log.uncheckedWrites.isEmpty());
        // A bad verdict is refused before anything is journaled.
        auto bad = alice.service->setQuality(read(alice), QStringLiteral("great"), {});
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Core::ErrorKind::InvalidInput);
    }

    void readOnlyRefusesBeforeAnythingIsJournaled()
    {
        Test::CuratorRig viewer(m_server->baseUrl(), QStringLiteral("viewer"), true);
        const Core::Row row = read(viewer);
        m_server->clearRequestLog();
        QSignalSpy added(viewer.journal.get(), &Core::WriteJournal::entryAdded);
        auto edit = viewer.service->setMatch(row, {QStringLiteral("confirmed"), {}, {}, {}});
        QVERIFY(!edit);
        QCOMPARE(edit.error().kind, Core::ErrorKind::Forbidden);
        QVERIFY(edit.error().message.contains(QStringLiteral("read-only")));
        auto quality = viewer.service->setQuality(row, QStringLiteral("good"), {});
        QVERIFY(!quality);
        QCOMPARE(quality.error().kind, Core::ErrorKind::Forbidden);
        QCOMPARE(added.count(), 0);
        QCOMPARE(viewer.journal->pendingCount(), 0);
        QVERIFY(m_server->requestLog().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEditService)
#include "tst_editservice.moc"
