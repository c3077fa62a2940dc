// TEI → Compare With… in the window, over a served table holding the corpus's same-paper TEI of
// several GROBID versions (pairs/jit2022_wagner): the other rows of the DOI are offered first with
// their GROBID versions; a document against itself shows no highlighted line; two versions name
// the differing fields and reference counts, highlight exactly the changed lines and scroll
// together; a row without TEI, a missing row, an unreadable file and a file that is not TEI are
// said in the tab; Close returns to the TEI. With EI_SCREENSHOT_DIR set it saves teicompare.png
// and teicompare-dialog.png.
#include <common/corpusfiles.h>
#include <common/servedtable.h>
#include <common/testutil.h>
#include <uicommon/windowparts.h>

#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

#include <core/domain/rowkey.h>
#include <models/comparecandidates.h>
#include <models/tablesession.h>
#include <models/teicomparison.h>
#include <ui/comparewithdialog.h>
#include <ui/mainwindow.h>
#include <ui/teicomparecontroller.h>
#include <ui/teicompareview.h>
#include <ui/teitab.h>
#include <ui/teiview.h>
#include <ui/xmleditor.h>

using namespace Ei;
using Ei::Test::ServedTable;

namespace {

const QByteArray kDoi = "10.1177/02683962211048201";
const QStringList kVersions{QStringLiteral("0.7.2"), QStringLiteral("0.8.0"), QStringLiteral("0.8.2")};

QByteArray jitTei(const QString &version)
{
    return Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::jitTei(version)));
}

QByteArray keyOf(const QString &version)
{
    return ServedTable::keyFor("jit " + version.toLatin1());
}

// A row of the paper as GROBID `version` made it, linked to its DOI.
Core::Row jitRow(const QString &version)
{
    Core::Row row = ServedTable::processedRow(keyOf(version), kDoi);
    for (Core::Cell &cell : row.cells) {
        if (cell.column == "grobid0:tei_xml") {
            cell.value = jitTei(version);
        } else if (cell.column == "grobid0:metadata") {
            cell.value =
                "{\"title\":\"Artificial intelligence\",\"grobid_version\":\"" + version.toLatin1() + "\"}";
        }
    }
    return row;
}

struct Fixture
{
    ServedTable served;
    QTemporaryDir dir;
    Models::TableSession session;
    Ui::MainWindow window;
    Ui::TeiCompareController controller{window.parts(), &session};

    Fixture()
    {
        Core::CellSet rows;
        for (const QString &version : kVersions) {
            rows.append(jitRow(version));
        }
        rows.append(ServedTable::processedRow(ServedTable::keyFor("another paper"), "10.1000/other"));
        Core::Row noTei = ServedTable::processedRow(ServedTable::keyFor("no tei"), kDoi);
        noTei.cells.removeIf([](const Core::Cell &c) { return c.column == "grobid0:tei_xml"; });
        rows.append(noTei);
        served.put(rows);
        controller.setDoiIndexPath(dir.filePath(QStringLiteral("doi-index.json")));
        QVERIFY(!session.open(served.client()->config(), QString(), QString()));
    }

    // A key as the row list spells it.
    QString display(const QByteArray &key) const { return session.presenter().displayKey(key); }

    // Shows the row of `version` in the TEI tab, as the session does.
    void show(const QString &version)
    {
        const QByteArray xml = jitTei(version);
        window.parts().tei->showTei(xml, {});
        controller.setShown(keyOf(version), display(keyOf(version)), xml, QString::fromLatin1(kDoi));
    }

    Ui::TeiCompareView *view() const { return window.findChild<Ui::TeiCompareView *>(); }

    // Waits for the next comparison or problem (a file that cannot be read settles at once).
    bool settle()
    {
        if (settled.size() <= seen && !settled.wait(30000)) {
            return false;
        }
        seen = int(settled.size());
        return true;
    }

    QSignalSpy settled{&controller, &Ui::TeiCompareController::settled};
    int seen = 0;
};

} // namespace

class TestTeiCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameDoiRowsOfferedFirst()
    {
        EI_REQUIRE_CORPUS();
        Fixture f;
        QVERIFY(f.served.isListening());
        f.window.show();
        f.show(QStringLiteral("0.7.2"));
        QVERIFY(Ei::Test::teiViewOf(f.window)->compareAction()->isEnabled() ||
                Ei::Test::teiViewOf(f.window)->isLoading());
        Q_EMIT Ei::Test::teiViewOf(f.window)->compareRequested();
        Ui::CompareWithDialog *dialog = f.controller.dialog();
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->searchStatus(),
                     QStringLiteral("3 other row(s) with DOI %1.").arg(QString::fromLatin1(kDoi)));
        // The shown row is not offered, nor the row of another DOI.
        const QByteArrayList offered = f.controller.candidates()->keys();
        QCOMPARE(offered.size(), 3);
        QVERIFY(!offered.contains(keyOf(QStringLiteral("0.7.2"))));
        QVERIFY(offered.contains(keyOf(QStringLiteral("0.8.0"))));
        QVERIFY(offered.contains(keyOf(QStringLiteral("0.8.2"))));
        QVERIFY(!offered.contains(ServedTable::keyFor("another paper")));
        // With their GROBID versions, read from grobid0:metadata.
        QTRY_VERIFY(f.controller.candidates()->keysWithoutVersion().isEmpty());
        const QModelIndex v082 =
            f.controller.candidates()->index(int(offered.indexOf(keyOf(QStringLiteral("0.8.2")))));
        QCOMPARE(v082.data(Models::CompareCandidateModel::GrobidVersionRole).toString(),
                 QStringLiteral("0.8.2"));
        QVERIFY(v082.data().toString().contains(QStringLiteral("GROBID 0.8.2")));

        // Choosing one compares with it.
        dialog->candidateList()->setCurrentIndex(v082);
        dialog->compareButton()->click();
        QVERIFY(f.settle());
        QVERIFY(f.window.parts().tei->isComparing());
        QVERIFY2(f.view()->headline().startsWith(QStringLiteral("Differs in Title")),
                 qPrintable(f.view()->headline()));
        // Too long for one line of the tab at 1000 px: it wraps, whole, onto as many lines as it
        // needs (it was cut mid-word, then ended in "…").
        f.window.resize(1000, 700);
        QLabel *label = f.view()->headlineLabel();
        QCOMPARE(label->objectName(), QStringLiteral("teiCompareHeadline"));
        QCOMPARE(label->text(), f.view()->headline());
        QVERIFY(label->wordWrap());
        QTRY_VERIFY(label->contentsRect().width() <
                    QFontMetrics(label->font()).horizontalAdvance(label->text()));
        QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1 px tall, needs %2")
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
    }

    void selfShowsNoHighlightedLine()
    {
        EI_REQUIRE_CORPUS();
        Fixture f;
        f.window.show();
        f.show(QStringLiteral("0.8.2"));
        f.controller.compareWithFile(
            Ei::Test::corpusPath(Ei::Test::CorpusFiles::jitTei(QStringLiteral("0.8.2"))));
        QVERIFY(f.window.parts().tei->isComparing());
        QVERIFY(f.view()->isBusy());
        QVERIFY(f.settle());
        QCOMPARE(f.view()->headline(), QStringLiteral("Identical: the same structure and the same lines."));
        QVERIFY(f.view()->highlightedLines(0).isEmpty());
        QVERIFY(f.view()->highlightedLines(1).isEmpty());
        QVERIFY(f.view()->editorA()->document()->blockCount() > 100);
        const auto *summary = f.view()->summary();
        for (int row = 0; row < summary->rowCount(); ++row) {
            QVERIFY(!summary->index(row, 0).data(Models::TeiDiffSummaryModel::DiffersRole).toBool());
        }
        // Another connection opening clears the row and ends the comparison.
        f.session.close();
        QVERIFY(!f.window.parts().tei->isComparing());
    }

    void twoVersionsHighlightAndScrollTogether()
    {
        EI_REQUIRE_CORPUS();
        Fixture f;
        f.window.resize(1400, 900);
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        f.show(QStringLiteral("0.7.2"));
        f.controller.compareWithRow(keyOf(QStringLiteral("0.8.2")));
        QVERIFY(f.settle());
        Ui::TeiCompareView *view = f.view();
        QVERIFY(!view->isBusy());
        const auto expected = Models::compareTeiSides({QStringLiteral("A"), jitTei(QStringLiteral("0.7.2"))},
                                                      {QStringLiteral("B"), jitTei(QStringLiteral("0.8.2"))});
        QVERIFY(expected);
        QVERIFY(view->headline().contains(QStringLiteral("Title")));
        QVERIFY(view->headline().contains(QStringLiteral("References")));
        // Exactly the changed lines are highlighted, on both sides.
        const auto changed = [](const QList<bool> &flags) {
            QList<int> out;
            for (qsizetype i = 0; i < flags.size(); ++i) {
                if (flags[i]) {
                    out.append(int(i));
                }
            }
            return out;
        };
        QCOMPARE(view->highlightedLines(0), changed(expected->lines.changedA));
        QCOMPARE(view->highlightedLines(1), changed(expected->lines.changedB));
        QVERIFY(!view->highlightedLines(0).isEmpty());
        // The right side follows the left source line for source line, and the left the right,
        // also with long lines wrapped: the scroll bars then count lines on screen, not source
        // lines (the TEI tab's Wrap TEI Lines applies to both sides).
        for (const bool wrap : {false, true}) {
            view->setWrapLines(wrap);
            QCOMPARE(view->wrapsLines(), wrap);
            QCoreApplication::processEvents(); // the documents are laid out at the new width
            QScrollBar *left = view->editorA()->verticalScrollBar();
            QScrollBar *right = view->editorB()->verticalScrollBar();
            // The line on screen where source line `block` of `side` starts.
            const auto screenLine = [view](int side, int block) {
                Ui::XmlEditor *editor = side == 0 ? view->editorA() : view->editorB();
                return editor->document()->findBlockByNumber(block).firstLineNumber();
            };
            // The source line at the top of a side (lines on screen above it are laid out lazily,
            // so it is compared, not the scroll bar's value).
            const auto topLine = [view](int side) {
                Ui::XmlEditor *editor = side == 0 ? view->editorA() : view->editorB();
                return editor->cursorForPosition(QPoint(0, 0)).blockNumber();
            };
            const int block = std::min(int(expected->lines.aToB.size()) / 2, 200);
            QVERIFY(block > 0);
            left->setValue(screenLine(0, block));
            QCOMPARE(topLine(0), block);
            QVERIFY(right->value() < right->maximum());
            QCOMPARE(topLine(1), expected->lines.aToB.at(block));
            const int back = 40;
            right->setValue(screenLine(1, back));
            QCOMPARE(topLine(1), back);
            QCOMPARE(topLine(0), expected->lines.bToA.at(back));
            if (wrap) {
                QVERIFY(view->editorA()->document()->lineCount() > view->editorA()->document()->blockCount());
            }
        }
        // The labels say which row and GROBID version each side is.
        QCOMPARE(view->summaryView()->model()->headerData(2, Qt::Horizontal).toString(),
                 f.display(keyOf(QStringLiteral("0.8.2"))));

        // Close returns to the row's TEI.
        view->findChild<QPushButton *>(QStringLiteral("closeComparison"))->click();
        QVERIFY(!f.window.parts().tei->isComparing());
        QVERIFY(Ei::Test::teiViewOf(f.window)->isVisible());
    }

    void problemsAreSaid_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("message");
        QTest::newRow("row without TEI") << "row" << "no tei" << "has no TEI (grobid0:tei_xml).";
        QTest::newRow("missing row") << "row" << "absent" << "does not exist.";
        QTest::newRow("unreadable file") << "file" << "/nonexistent/paper.tei.xml" << "cannot be read";
        QTest::newRow("not TEI (GROBID's 406 page)") << "file" << "tei/odd/grobid_client_406_error.txt"
                                                     << "grobid_client_406_error.txt cannot be compared: ";
        QTest::newRow("export that is not one") << "export" << "/nonexistent/export.jsonl.sz"
                                                << "The export /nonexistent/export.jsonl.sz cannot be opened";
    }
    void problemsAreSaid()
    {
        QFETCH(QString, kind);
        QFETCH(QString, target);
        QFETCH(QString, message);
        Fixture f;
        f.window.show();
        f.show(QStringLiteral("0.8.0"));
        if (kind == u"row") {
            f.controller.compareWithRow(ServedTable::keyFor(target.toLatin1()));
        } else if (kind == u"file") {
            f.controller.compareWithFile(target.startsWith(u'/') ? target : Ei::Test::corpusPath(target));
        } else {
            f.controller.compareWithExport(target);
        }
        QVERIFY(f.settle());
        QVERIFY(f.window.parts().tei->isComparing());
        QCOMPARE(f.view()->headline(), QStringLiteral("Cannot compare"));
        QVERIFY2(f.view()->problem().contains(message), qPrintable(f.view()->problem()));
    }

    // Cancel while the other row is read: back to the TEI, and the late answer is dropped.
    void cancelReturnsToTheTei()
    {
        EI_REQUIRE_CORPUS();
        Fixture f;
        f.window.show();
        f.show(QStringLiteral("0.8.0"));
        f.controller.compareWithRow(keyOf(QStringLiteral("0.8.2")));
        QVERIFY(f.view()->isBusy());
        Q_EMIT f.window.parts().tei->compareView()->cancelRequested();
        QVERIFY(!f.window.parts().tei->isComparing());
        // Another comparison afterwards settles once: the cancelled one never shows up.
        f.controller.compareWithFile(
            Ei::Test::corpusPath(Ei::Test::CorpusFiles::jitTei(QStringLiteral("0.8.0"))));
        QVERIFY(f.settle());
        QCOMPARE(f.settled.size(), 1);
        QCOMPARE(f.view()->headline(), QStringLiteral("Identical: the same structure and the same lines."));
    }

    // Not a check: with EI_SCREENSHOT_DIR=DIR it saves the window comparing GROBID 0.7.2's TEI of
    // the JIT paper with 0.8.2's (teicompare.png), to look at under Xvfb.
    void screenshot()
    {
        if (qEnvironmentVariableIsEmpty("EI_SCREENSHOT_DIR")) {
            QSKIP("set EI_SCREENSHOT_DIR=DIR to save a screenshot");
        }
        EI_REQUIRE_CORPUS();
        Fixture f;
        f.window.resize(1600, 1000);
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        f.show(QStringLiteral("0.7.2"));
        f.controller.showDialog();
        QTRY_VERIFY(f.controller.candidates()->rowCount() == 3 &&
                    f.controller.candidates()->keysWithoutVersion().isEmpty());
        QVERIFY(f.controller.dialog()->grab().save(qEnvironmentVariable("EI_SCREENSHOT_DIR") +
                                                   u"/teicompare-dialog.png"));
        f.controller.dialog()->reject();
        f.controller.compareWithRow(keyOf(QStringLiteral("0.8.2")));
        QVERIFY(f.settle());
        f.view()->editorA()->verticalScrollBar()->setValue(40);
        QVERIFY(f.window.grab().save(qEnvironmentVariable("EI_SCREENSHOT_DIR") + u"/teicompare.png"));
    }
};

QTEST_MAIN(TestTeiCompare)
#include "tst_teicompare.moc"
