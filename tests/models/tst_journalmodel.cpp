// The pending-writes model over the write journal: rows appear when entries are journaled, change
// state in place (pending → sent → applied / conflict), show what the curator needs (state, kind,
// row, description, time) and drop the oldest finished rows beyond the cap. QAbstractItemModelTester
// watches every change.
#include <common/callwait.h>
#include <common/curationfixture.h>
#include <common/testutil.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <core/curation/writejournal.h>
#include <models/journalmodel.h>

using namespace Ei;

class TestJournalModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<Server::RestServer> m_server;
    Core::CellSet m_rows;

    Core::Row stored(const QByteArray &key) const
    {
        return m_server->table(Test::kCurationTable)
            ->get(key, Server::ReadSpec{})
            .value_or(Core::Row{key, {}});
    }

private Q_SLOTS:
    void init()
    {
        m_rows = Test::processedRows();
        QVERIFY(m_rows.size() >= 3);
        m_server = Test::serveCurationTable(m_rows);
        QVERIFY(m_server);
    }

    void cleanup() { m_server.reset(); }

    void followsTheJournal()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Models::JournalModel model(alice.journal.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(Models::JournalModel::ColumnCount));
        QCOMPARE(model.headerData(Models::JournalModel::StateColumn, Qt::Horizontal).toString(),
                 QStringLiteral("State"));

        auto id =
            alice.service->setMatch(stored(m_rows.at(0).key), {QStringLiteral("confirmed"), {}, {}, {}});
        EI_VERIFY_OK(id);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowOf(*id), 0);
        const QModelIndex state = model.index(0, Models::JournalModel::StateColumn);
        QCOMPARE(state.data().toString(), QStringLiteral("pending"));
        QCOMPARE(model.index(0, Models::JournalModel::KindColumn).data().toString(),
                 QStringLiteral("match edit"));
        QCOMPARE(model.index(0, Models::JournalModel::KeyColumn).data().toString(),
                 QString::fromLatin1(m_rows.at(0).key));
        QVERIFY(model.index(0, Models::JournalModel::DescriptionColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("confirmed")));
        QVERIFY(!model.index(0, Models::JournalModel::TimeColumn).data().toString().isEmpty());
        QCOMPARE(state.data(Models::JournalModel::EntryIdRole).toLongLong(), *id);
        QCOMPARE(state.data(Models::JournalModel::KeyRole).toByteArray(), m_rows.at(0).key);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(alice.settle(*id), Core::EntryState::Applied);
        QVERIFY(changed.count() >= 2); // sent, applied
        QCOMPARE(state.data().toString(), QStringLiteral("applied"));
        QVERIFY(state.data(Models::JournalModel::FinishedRole).toBool());
    }

    void conflictsShowTheirReason()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Test::CuratorRig bob(m_server->baseUrl(), QStringLiteral("bob"));
        Models::JournalModel model(alice.journal.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Core::Row stale = stored(m_rows.at(0).key);
        auto theirs = bob.service->setMatch(stale, {QStringLiteral("ambiguous"), {}, {}, {}});
        EI_VERIFY_OK(theirs);
        QCOMPARE(bob.settle(*theirs), Core::EntryState::Applied);
        auto mine = alice.service->setMatch(stale, {QStringLiteral("confirmed"), {}, {}, {}});
        EI_VERIFY_OK(mine);
        QCOMPARE(alice.settle(*mine), Core::EntryState::Conflict);
        const QModelIndex state = model.index(model.rowOf(*mine), Models::JournalModel::StateColumn);
        QCOMPARE(state.data().toString(), QStringLiteral("conflict"));
        QCOMPARE(state.data(Models::JournalModel::StateRole).toInt(), int(Core::EntryState::Conflict));
        QVERIFY(state.data(Models::JournalModel::ErrorRole).toString().contains(QStringLiteral("changed")));
        QVERIFY(state.data(Qt::ForegroundRole).isValid());
        QVERIFY(!state.data(Models::JournalModel::FinishedRole).toBool());
    }

    void oldestFinishedRowsAreDroppedBeyondTheCap()
    {
        Test::CuratorRig alice(m_server->baseUrl(), QStringLiteral("alice"));
        Models::JournalModel model(alice.journal.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMaxFinished(1);
        QList<qint64> ids;
        for (int i = 0; i < 3; ++i) {
            auto id = alice.service->setQuality(stored(m_rows.at(i).key), QStringLiteral("good"), {});
            EI_VERIFY_OK(id);
            ids.append(*id);
        }
        QCOMPARE(model.rowCount(), 3);
        for (qint64 id : ids) {
            QCOMPARE(alice.settle(id), Core::EntryState::Applied);
        }
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowOf(ids.last()), 0);
        QCOMPARE(model.rowOf(ids.first()), -1);
    }

    void reloadsWhenTheJournalOpens()
    {
        const QString url = m_server->baseUrl();
        Test::CuratorRig alice(url, QStringLiteral("alice"));
        m_server->close(); // edits stay queued
        auto id = alice.service->setQuality(stored(m_rows.at(0).key), QStringLiteral("bad"), {});
        EI_VERIFY_OK(id);
        alice.journal->close();
        Models::JournalModel model(alice.journal.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        EI_VERIFY_OK(alice.journal->open(alice.journalPath));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(Models::JournalModel::EntryIdRole).toLongLong(), *id);
    }
};

QTEST_MAIN(TestJournalModel)
#include "tst_journalmodel.moc"
