// The row tabs for every lifecycle state of the demo (backfilled only, processed, GROBID error,
// oversize, unparseable XML): the window opens each row over the demo's
// in-process REST server and the TEI, Match, Cells and Status tabs say what the row holds.
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include <core/domain/journalrow.h>
#include <core/domain/profile.h>
#include <server/snapshot.h>
#include <server/tablestore.h>
#include <ui/cellsview.h>
#include <ui/inspectorsession.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/statusview.h>
#include <ui/teiview.h>

using Ei::Test::cellsViewOf;
using Ei::Test::matchViewOf;
using Ei::Test::statusViewOf;
using Ei::Test::teiViewOf;

using namespace Ei;

namespace {

// Every text the widget shows in labels and plain-text edits (placeholders included).
QString shownText(const QWidget *w)
{
    QStringList out;
    for (const QLabel *l : w->findChildren<QLabel *>()) {
        out << l->text();
    }
    for (const QPlainTextEdit *e : w->findChildren<QPlainTextEdit *>()) {
        out << e->toPlainText() << e->placeholderText();
    }
    return out.join(u'\n');
}

} // namespace

class TestLifecycleStates : public QObject
{
    Q_OBJECT

    QHash<QString, QByteArray> m_keyOfState; // lifecycle id -> the first demo row in it

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Test::useBuiltRenderWorker();
        EI_REQUIRE_BUILT_DEMO();
        auto snapshot = Server::loadSnapshot(Test::builtDemoDir());
        QVERIFY2(snapshot.has_value(), snapshot ? "" : qPrintable(snapshot.error().message));
        const Core::Profile profile =
            *Core::ProfileRegistry::builtin().find(QStringLiteral("journal-extract"));
        snapshot->table->scan({}, true, {}, [&](Core::Row &&row) {
            const QString state = Core::lifecycleId(Core::decodeJournalRow(row, &profile).state);
            if (!m_keyOfState.contains(state)) {
                m_keyOfState.insert(state, row.key);
            }
            return true;
        });
    }

    void tabsShowEachState_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("label");
        QTest::addColumn<bool>("hasTei"); // the XML as GROBID returned it (also when malformed)
        QTest::addColumn<QString>("statusSays");
        QTest::addColumn<QString>("cellsHave");
        QTest::newRow("backfilled only") << QStringLiteral("backfilled") << QStringLiteral("Backfilled only")
                                         << false << QString() << QStringLiteral("f:c");
        QTest::newRow("processed OK") << QStringLiteral("processed") << QStringLiteral("Processed") << true
                                      << QStringLiteral("200") << QStringLiteral("grobid0:tei_xml");
        QTest::newRow("GROBID error")
            << QStringLiteral("grobid-error") << QStringLiteral("GROBID error") << false
            << QStringLiteral("error") << QStringLiteral("grobid0:status_code");
        QTest::newRow("oversize") << QStringLiteral("oversize") << QStringLiteral("Oversize") << false
                                  << QStringLiteral("oversize") << QStringLiteral("grobid0:status");
        QTest::newRow("unparseable XML")
            << QStringLiteral("unparseable-xml") << QStringLiteral("Unparseable XML") << true
            << QStringLiteral("parse") << QStringLiteral("grobid0:status");
    }
    void tabsShowEachState()
    {
        QFETCH(QString, state);
        QFETCH(QString, label);
        QFETCH(bool, hasTei);
        QFETCH(QString, statusSays);
        QFETCH(QString, cellsHave);
        if (!m_keyOfState.contains(state)) {
            QFAIL(qPrintable(QStringLiteral("the demo has no %1 row (states: %2)")
                                 .arg(state, QStringList(m_keyOfState.keys()).join(u' '))));
        }
        const QByteArray key = m_keyOfState.value(state);
        Test::SessionWindow w;
        QVERIFY(w.openDemo(Test::builtDemoDir()));
        QVERIFY(w.shown.wait(30000)); // the first processed row opens by itself
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(key));
        QTRY_VERIFY_WITH_TIMEOUT(!w.shown.isEmpty() && w.shown.constLast().at(0).toByteArray() == key, 15000);

        // Status: the lifecycle state by name, and what the pipeline wrote.
        const QString status = shownText(statusViewOf(w.window));
        QCOMPARE(statusViewOf(w.window)->lifecycleText(), label);
        if (!statusSays.isEmpty()) {
            QVERIFY2(status.contains(statusSays, Qt::CaseInsensitive), qPrintable(status));
        }
        // TEI: the document, or a sentence saying why there is none.
        if (hasTei) {
            QTRY_VERIFY_WITH_TIMEOUT(teiViewOf(w.window)->sourceText().contains(QLatin1StringView("<TEI")),
                                     10000);
        } else {
            QVERIFY(teiViewOf(w.window)->sourceText().isEmpty());
            QVERIFY2(shownText(teiViewOf(w.window)).contains(QStringLiteral("has no TEI")),
                     qPrintable(shownText(teiViewOf(w.window))));
        }
        // Cells: every cell of the row, decoded.
        QStringList columns;
        for (int r = 0; r < cellsViewOf(w.window)->table()->rowCount(); ++r) {
            columns << cellsViewOf(w.window)->table()->item(r, 0)->text() + u':' +
                           cellsViewOf(w.window)->table()->item(r, 1)->text();
        }
        QVERIFY2(columns.join(u' ').contains(cellsHave), qPrintable(columns.join(u' ')));
        // Match: something is said in every state (the DOI comparison or why there is none).
        QVERIFY(!shownText(matchViewOf(w.window)).trimmed().isEmpty());
    }
};

QTEST_MAIN(TestLifecycleStates)

#include "tst_lifecyclestates.moc"
