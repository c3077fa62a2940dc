// The lookup box over a served table: a DOI lists its rows (a background task with cancel in the
// status bar, a "DOI …: N rows — Clear" line), not found is said, a SHA-1 jumps to a loaded row or
// lists the one row, links are understood, and Down opens the remembered history.
#include <KMessageWidget>
#include <common/servedtable.h>
#include <functional>
#include <uicommon/windowparts.h>

#include <QAbstractItemView>
#include <QAction>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <core/domain/cellcodec.h>
#include <core/domain/doisearch.h>
#include <core/domain/rowkey.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/httpserver.h>
#include <server/restserver.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/lookupbox.h>
#include <ui/lookupcontroller.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>

using Ei::Test::lookupEditOf;
using Ei::Test::rowListOf;
using Ei::Test::taskIndicatorOf;

using namespace Ei;
using Ei::Test::ServedTable;

namespace {

// 60 rows; rows 5, 30 and 55 are linked to 10.1234/target.
void fill(const ServedTable &t)
{
    Core::CellSet rows;
    for (int i = 0; i < 60; ++i) {
        const bool target = i == 5 || i == 30 || i == 55;
        rows.append(ServedTable::processedRow(ServedTable::keyFor(QByteArray::number(i)),
                                              target ? QByteArray("10.1234/target")
                                                     : QByteArray("10.1234/n" + QByteArray::number(i))));
    }
    t.put(rows);
}

struct Window
{
    ServedTable table;
    Models::TableSession session;
    Ui::MainWindow window;
    Ui::LookupController lookup{window.parts(), &session};
    Models::RowListModel *model = nullptr;
    QTemporaryDir dir;

    Window()
    {
        fill(table);
        QVERIFY(!session.open(table.client()->config(), QString(), QString()));
        model = session.model();
        model->setPageSize(20);
        // As the InspectorSession does: the list sets the current row, and follows it.
        rowListOf(window)->setModel(model);
        QObject::connect(rowListOf(window), &Ui::RowListPane::currentRowChanged, &session,
                         &Models::TableSession::setCurrentKey);
        QObject::connect(&session, &Models::TableSession::currentKeyChanged, rowListOf(window),
                         &Ui::RowListPane::selectKey);
        lookup.setDoiIndexPath(dir.filePath(QStringLiteral("doi-index.json")));
        window.show();
        model->reload();
    }
    QByteArray currentKey() const { return rowListOf(window)->currentKey(); }
    QString keyFilterLine() const
    {
        const auto *bar = rowListOf(window)->findChild<KMessageWidget *>(QStringLiteral("keyFilterBar"));
        return bar && bar->isVisible() ? bar->text() : QString();
    }
};

} // namespace

class TestLookup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void doiListsItsRows()
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QTRY_VERIFY(w.model->rowCount() >= 20);
        QSignalSpy finished(&w.lookup, &Ui::LookupController::lookupFinished);
        // Typed in the box as a doi.org link.
        w.window.parts().lookup->focusForTyping();
        QTest::keyClicks(lookupEditOf(w.window), QStringLiteral("https://doi.org/10.1234/TARGET"));
        QTest::keyClick(lookupEditOf(w.window), Qt::Key_Return);
        // The scan is a background task with a cancel button while it runs.
        QCOMPARE(taskIndicatorOf(w.window)->taskCount(), 1);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.constLast().at(1).toInt(), 3);
        QCOMPARE(taskIndicatorOf(w.window)->taskCount(), 0);
        QCOMPARE(w.model->rowCount(), 3);
        QVERIFY2(w.keyFilterLine().contains(QStringLiteral("DOI 10.1234/target: 3 rows")),
                 qPrintable(w.keyFilterLine()));
        QVERIFY(rowListOf(w.window)->runInfo().contains(QStringLiteral("DOI 10.1234/target")));
        QCOMPARE(w.currentKey(), w.model->rowAt(0)->key); // the first is selected
        QByteArrayList keys;
        for (int i = 0; i < 3; ++i) {
            keys << w.model->rowAt(i)->key;
        }
        QByteArrayList expected{ServedTable::keyFor("5"), ServedTable::keyFor("30"),
                                ServedTable::keyFor("55")};
        std::ranges::sort(expected);
        QCOMPARE(keys, expected);
        // j walks the DOI's rows.
        rowListOf(w.window)->view()->setFocus();
        QTest::keyClick(rowListOf(w.window)->view(), Qt::Key_J);
        QCOMPARE(w.currentKey(), expected.at(1));

        // Clear brings the filter bar's rows back.
        rowListOf(w.window)->findChild<QAction *>(QStringLiteral("clearKeyFilter"))->trigger();
        QVERIFY(w.keyFilterLine().isEmpty());
        QTRY_VERIFY(w.model->rowCount() >= 20);

        // Asked again: the local DOI index answers at once, and says so.
        Q_EMIT w.window.parts().lookup->lookupRequested(QStringLiteral("doi:10.1234/target"));
        QVERIFY(finished.wait(10000));
        QVERIFY(w.keyFilterLine().contains(QStringLiteral("local DOI index")));
        QCOMPARE(w.model->rowCount(), 3);
    }

    void notFoundIsSaid()
    {
        Window w;
        QTRY_VERIFY(w.model->rowCount() >= 20);
        QSignalSpy finished(&w.lookup, &Ui::LookupController::lookupFinished);
        Q_EMIT w.window.parts().lookup->lookupRequested(QStringLiteral("10.9999/nobody"));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.constLast().at(1).toInt(), 0);
        QVERIFY2(w.keyFilterLine().contains(QStringLiteral("No row has DOI 10.9999/nobody")),
                 qPrintable(w.keyFilterLine()));
        QVERIFY(w.model->rowCount() >= 20); // the list is left as it was
        // Nonsense is refused with the accepted forms.
        Q_EMIT w.window.parts().lookup->lookupRequested(QStringLiteral("hello"));
        QVERIFY(w.keyFilterLine().contains(QStringLiteral("is neither a SHA-1")));
    }

    void cancelFromTheStatusBar()
    {
        Window w;
        QTRY_VERIFY(w.model->rowCount() >= 20);
        QSignalSpy finished(&w.lookup, &Ui::LookupController::lookupFinished);
        Q_EMIT w.window.parts().lookup->lookupRequested(QStringLiteral("10.1234/target"));
        QVERIFY(w.lookup.runningSearch());
        auto *cancel = taskIndicatorOf(w.window)->findChild<QToolButton *>();
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(!finished.isEmpty() || finished.wait(10000));
        QCOMPARE(finished.constLast().at(1).toInt(), 0);
        QVERIFY(w.window.statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
        QCOMPARE(taskIndicatorOf(w.window)->taskCount(), 0);
        QVERIFY(w.model->rowCount() >= 20);
    }

    void sha1JumpsOrListsTheRow()
    {
        Window w;
        QTRY_VERIFY(w.model->rowCount() >= 20);
        QSignalSpy finished(&w.lookup, &Ui::LookupController::lookupFinished);
        // A loaded row, pasted as hex inside a fatcat link: selected in place.
        const QByteArray loaded = w.model->rowAt(7)->key;
        const QString hex =
            QString::fromLatin1(Core::sha1FromRowKey(loaded, Core::KeyFormat::Sha1B32Prefixed)->toHex());
        Q_EMIT w.window.parts().lookup->lookupRequested(
            QStringLiteral("https://fatcat.wiki/file/lookup?sha1=") + hex);
        QCOMPARE(w.currentKey(), loaded);
        QVERIFY(w.keyFilterLine().isEmpty());
        // A row beyond the loaded pages: the list shows just that row.
        QByteArray far;
        for (int i = 0; i < 60 && far.isEmpty(); ++i) {
            const QByteArray k = ServedTable::keyFor(QByteArray::number(i));
            if (w.model->rowOfKey(k) < 0) {
                far = k;
            }
        }
        QVERIFY(!far.isEmpty());
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(far).toLower());
        QVERIFY(finished.wait(10000));
        QCOMPARE(w.model->rowCount(), 1);
        QCOMPARE(w.currentKey(), far);
        QVERIFY(w.keyFilterLine().contains(QStringLiteral("1 row")));
        // A digest that is not in the table.
        Q_EMIT w.window.parts().lookup->lookupRequested(QString(40, u'0'));
        QVERIFY(finished.wait(10000));
        QVERIFY2(w.keyFilterLine().contains(QStringLiteral("No row has the key")),
                 qPrintable(w.keyFilterLine()));
        QTRY_VERIFY(w.model->rowCount() >= 20); // back to the filter bar's rows
    }

    void lookupReadsTheRowBesideItsListing_data()
    {
        QTest::addColumn<bool>("byDoi");
        QTest::newRow("SHA-1 of a row not listed") << false;
        QTest::newRow("DOI of a row not listed") << true;
    }

    // The row a lookup makes current is read beside its listing, not after it (one round trip to
    // the row on screen, not two): a gateway holding every request that names the row sees both
    // the listing's multi-get and the row's read before it answers either, and the row is read once.
    void lookupReadsTheRowBesideItsListing()
    {
        QFETCH(bool, byDoi);
        Window w;
        QTRY_VERIFY(w.model->rowCount() >= 20);
        int farIndex = -1;
        for (int i = 0; i < 60 && farIndex < 0; ++i) {
            if (w.model->rowOfKey(ServedTable::keyFor(QByteArray::number(i))) < 0 && i != 5 && i != 30 &&
                i != 55) {
                farIndex = i;
            }
        }
        QVERIFY(farIndex >= 0);
        const QByteArray far = ServedTable::keyFor(QByteArray::number(farIndex));
        const QByteArray digest = far.mid(far.indexOf(':') + 1); // the key's base32: no escaping
        struct Held
        {
            Server::HttpRequest request;
            Server::HttpResponder responder;
        };
        QList<Held> held;
        bool holding = true;
        Server::RestServer *server = w.table.server();
        server->httpServer()->setHandler([&held, &holding, server, digest](const Server::HttpRequest &request,
                                                                           Server::HttpResponder responder) {
            if (holding && (request.path.contains(digest) || request.query.contains(digest))) {
                held.append({request, responder});
                return;
            }
            server->handle(request, std::move(responder));
        });
        const auto isListing = [](const Held &h) { return h.request.path.contains("multiget"); };
        QSignalSpy finished(&w.lookup, &Ui::LookupController::lookupFinished);
        Q_EMIT w.window.parts().lookup->lookupRequested(byDoi ? QStringLiteral("10.1234/n%1").arg(farIndex)
                                                              : QString::fromLatin1(far).toLower());
        QTRY_VERIFY(std::ranges::any_of(held, isListing) &&
                    std::ranges::any_of(held, std::not_fn(isListing)));
        QVERIFY(finished.isEmpty());
        holding = false;
        for (Held &h : held) {
            server->handle(h.request, std::move(h.responder));
        }
        QVERIFY(finished.wait(10000));
        QCOMPARE(w.model->rowCount(), 1);
        QTRY_COMPARE(w.session.currentKey(), far);
        QTRY_VERIFY(w.session.rows()->cached(far));
        int reads = 0;
        for (const Server::RestLogEntry &e : server->requestLog()) {
            reads += e.method == "GET" && !e.path.contains("multiget") && e.path.contains(digest) ? 1 : 0;
        }
        QCOMPARE(reads, 1);
    }

    void historyOpensWithDown()
    {
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        for (const QString &q : {QStringLiteral("10.1234/a"), QStringLiteral("10.1234/b")}) {
            lookupEditOf(w.window)->setText(q);
            QTest::keyClick(lookupEditOf(w.window), Qt::Key_Return);
        }
        QCOMPARE(w.window.parts().lookup->history().first(), QStringLiteral("10.1234/b"));
        w.window.parts().lookup->focusForTyping();
        lookupEditOf(w.window)->clear();
        QTest::keyClick(lookupEditOf(w.window), Qt::Key_Down);
        QTRY_VERIFY(lookupEditOf(w.window)->completer()->popup()->isVisible());
        QVERIFY(lookupEditOf(w.window)->completer()->completionCount() >= 2);
    }
};

QTEST_MAIN(TestLookup)

#include "tst_lookup.moc"
