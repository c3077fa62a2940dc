// The window on the demo, for the PDF pane's states that need a real row:
// - a copy of the demo whose connection also has a blob store: a row without grobid0:tei_xml shows
//   the TEI found under grobid/{h0:2}/{h2:4}/{sha1}.tei.xml, says where it came from, and overlays
//   its boxes; the copy is kept in the disk cache;
// - the demo's deliberate SHA-1 mismatch row: the pane shows the integrity panel (both digests, the
//   chunked encoding as the explanation, "Show Anyway") and the Status tab lists the failure.
#include <common/corpusfiles.h>
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/rowkey.h>
#include <core/pdf/pdfcache.h>
#include <ui/inspectorsession.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/pdfintegritypanel.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/statusview.h>
#include <ui/teiview.h>

using Ei::Test::pdfPaneSlotOf;
using Ei::Test::statusViewOf;
using Ei::Test::teiViewOf;

namespace {

// The key of the first demo row that has no grobid0:tei_xml cell (a GROBID error or oversize row).
QByteArray firstRowWithoutTei(const QString &rowsJsonl)
{
    QFile f(rowsJsonl);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    while (!f.atEnd()) {
        const QJsonObject row = QJsonDocument::fromJson(f.readLine()).object();
        bool hasTei = false;
        for (const QJsonValue &cell : row.value(QStringLiteral("Cell")).toArray()) {
            const QByteArray column =
                QByteArray::fromBase64(cell.toObject().value(QStringLiteral("column")).toString().toLatin1());
            hasTei = hasTei || column == "grobid0:tei_xml";
        }
        if (!hasTei) {
            return QByteArray::fromBase64(row.value(QStringLiteral("key")).toString().toLatin1());
        }
    }
    return {};
}

} // namespace

class TestDemoPdfStates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ei::Test::useBuiltRenderWorker();
    }

    void rowWithoutTeiShowsTheBlobStoreCopy()
    {
        EI_REQUIRE_CORPUS();
        EI_REQUIRE_BUILT_DEMO();
        const QString demo = Ei::Test::builtDemoDir();
        // A copy of the demo whose manifest adds a blob store (rows and WARCs linked, not copied).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &name : {QStringLiteral("rows.jsonl"), QStringLiteral("schema.json"),
                                    QStringLiteral("crossref"), QStringLiteral("warcs")}) {
            QVERIFY(QFile::link(QDir(demo).absoluteFilePath(name), dir.filePath(name)));
        }
        QJsonObject manifest =
            QJsonDocument::fromJson(Ei::Test::readFile(demo + QStringLiteral("/manifest.json"))).object();
        QJsonArray sources = manifest.value(QStringLiteral("pdfSources")).toArray();
        sources.append(QStringLiteral("blob-dir:blobs"));
        manifest.insert(QStringLiteral("pdfSources"), sources);
        QFile m(dir.filePath(QStringLiteral("manifest.json")));
        QVERIFY(m.open(QIODevice::WriteOnly));
        m.write(QJsonDocument(manifest).toJson());
        m.close();

        const QByteArray key = firstRowWithoutTei(demo + QStringLiteral("/rows.jsonl"));
        QVERIFY(!key.isEmpty());
        const auto sha1 = Ei::Core::parseSha1(QByteArrayView(key));
        QVERIFY(sha1);
        const QString hex = QString::fromLatin1(sha1->toHex());
        const QString blobDir =
            dir.filePath(QStringLiteral("blobs/grobid/") + hex.left(2) + QLatin1Char('/') + hex.mid(2, 2));
        QVERIFY(QDir().mkpath(blobDir));
        QVERIFY(QFile::copy(Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerTei),
                            blobDir + QLatin1Char('/') + hex + QStringLiteral(".tei.xml")));

        Ei::Core::PdfCache().clear(); // a run before this one left the TEI in the cache
        Ei::Test::SessionWindow w;
        QVERIFY(w.openDemo(dir.path()));
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(key));
        QTRY_VERIFY_WITH_TIMEOUT(!w.shown.isEmpty() && w.shown.last().at(0).toByteArray() == key, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!teiViewOf(w.window)->origin().isEmpty(), 30000);
        QVERIFY2(teiViewOf(w.window)->origin().contains(QStringLiteral("blob-dir:blobs")) ||
                     teiViewOf(w.window)->origin().contains(QStringLiteral("blob-dir:") + dir.path()),
                 qPrintable(teiViewOf(w.window)->origin()));
        QVERIFY(teiViewOf(w.window)->origin().contains(hex + QStringLiteral(".tei.xml")));
        QVERIFY(teiViewOf(w.window)->sourceText().contains(QStringLiteral("<TEI")));
        auto *pane = pdfPaneSlotOf(w.window)->findChild<Ei::Ui::PdfPane *>();
        QVERIFY(pane);
        QVERIFY(!pane->view()->overlayBoxes().isEmpty());
        // Kept in the disk cache's TEI slot (the GUI's cache, in the test-mode cache directory).
        Ei::Core::PdfCache cache;
        QCOMPARE(cache.readTei(hex).value(),
                 Ei::Test::readFile(Ei::Test::corpusPath(Ei::Test::CorpusFiles::JnerTei)));
    }

    void mismatchRowShowsTheIntegrityPanel()
    {
        EI_REQUIRE_BUILT_DEMO();
        const QByteArray key = Ei::Test::builtDemoMismatchKey();
        QVERIFY(!key.isEmpty());
        Ei::Core::PdfCache().clear();
        Ei::Test::SessionWindow w;
        QVERIFY(w.openDemo(Ei::Test::builtDemoDir()));
        Q_EMIT w.window.parts().lookup->lookupRequested(QString::fromLatin1(key));
        QTRY_VERIFY_WITH_TIMEOUT(!w.shown.isEmpty() && w.shown.last().at(0).toByteArray() == key, 30000);
        auto *pane = pdfPaneSlotOf(w.window)->findChild<Ei::Ui::PdfPane *>();
        QVERIFY(pane);
        Ei::Ui::PdfIntegrityPanel *panel = pane->integrityPanel();
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), Ei::Ui::PdfIntegrityPanel::State::Offering, 30000);
        QVERIFY2(panel->plainText().contains(QStringLiteral("payload as stored")),
                 qPrintable(panel->plainText()));
        QVERIFY(!pane->view()->hasDocument());
        // The Status tab's attempts end with the integrity check and its sentence.
        QTableWidget *attempts = statusViewOf(w.window)->attemptsTable();
        QTRY_VERIFY_WITH_TIMEOUT(attempts->rowCount() >= 2, 10000);
        const int last = attempts->rowCount() - 1;
        QCOMPARE(attempts->item(last, 0)->text(), QStringLiteral("integrity check"));
        QVERIFY(attempts->item(last, 1)->text().contains(QStringLiteral("does not match its row key")));
        // Show Anyway renders the bytes, marked unverified.
        QSignalSpy opened(pane->view(), &Ei::Ui::PdfView::documentOpened);
        QTest::mouseClick(panel->showAnywayButton(), Qt::LeftButton);
        QVERIFY(opened.wait(30000));
        QCOMPARE(panel->state(), Ei::Ui::PdfIntegrityPanel::State::Showing);
        QVERIFY(pane->view()->pageCount() > 0);
    }
};

QTEST_MAIN(TestDemoPdfStates)

#include "tst_demopdfstates.moc"
