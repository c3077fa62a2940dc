// Windows of one process on the same table share one write journal (SharedJournal): joined while
// any handle is held, closed by the last one, and a journal another holder locked is an error that
// leaves nothing behind.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/curation/journalfile.h>
#include <core/curation/sharedjournal.h>

using namespace Ei::Core;

class TestSharedJournal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    ConnectionConfig config(const QString &table) const
    {
        ConnectionConfig c;
        c.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        c.table = table;
        return c;
    }

private Q_SLOTS:
    void joinedWhileHeldClosedByTheLast_data()
    {
        QTest::addColumn<bool>("explicitPath");
        QTest::newRow("connection's default path") << false;
        QTest::newRow("explicit path") << true;
    }
    void joinedWhileHeldClosedByTheLast()
    {
        QFETCH(bool, explicitPath);
        QStandardPaths::setTestModeEnabled(true);
        const QString path = explicitPath ? m_dir.filePath(QStringLiteral("t.journal")) : QString();
        auto first = SharedJournal::acquire(config(QStringLiteral("t")), {}, path);
        QVERIFY2(first, first ? "" : qPrintable(first.error().message));
        auto second = SharedJournal::acquire(config(QStringLiteral("t")), {}, path);
        QVERIFY(second);
        QCOMPARE(first->get(), second->get());
        auto other =
            SharedJournal::acquire(config(QStringLiteral("another table")), {},
                                   explicitPath ? m_dir.filePath(QStringLiteral("u.journal")) : QString());
        QVERIFY(other);
        QVERIFY(other->get() != first->get());

        const QString file = (*first)->journal()->path();
        first->reset();
        QVERIFY((*second)->journal()->path() == file); // still open for the other holder
        JournalFile::Loaded loaded;
        QVERIFY(!JournalFile::open(file, &loaded)); // and still locked
        second->reset();
        // The last release closed it: the file can be opened again (a fresh SharedJournal).
        auto again = SharedJournal::acquire(config(QStringLiteral("t")), {}, path);
        QVERIFY(again);
        QCOMPARE((*again)->journal()->path(), file);
    }

    void lockedByAnotherHolderIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("locked.journal"));
        JournalFile::Loaded loaded;
        auto holder = JournalFile::open(path, &loaded); // as another process would hold it
        QVERIFY(holder);
        auto refused = SharedJournal::acquire(config(QStringLiteral("t")), {}, path);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("in use")),
                 qPrintable(refused.error().message));
        holder->reset();
        // Nothing of the failed attempt was kept: the next acquire opens the file.
        auto opened = SharedJournal::acquire(config(QStringLiteral("t")), {}, path);
        QVERIFY2(opened, opened ? "" : qPrintable(opened.error().message));
    }
};

QTEST_GUILESS_MAIN(TestSharedJournal)
#include "tst_sharedjournal.moc"
