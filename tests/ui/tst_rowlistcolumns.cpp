// The row list's columns: the profile's columns, shown/hidden from the header's context menu,
// reordered by dragging, keys shown compact, as sha1:base32, base32 or hex; all remembered per
// profile and kept across new queries (model resets); a curator's defaults that fit a 1600 px window.
#include <common/curationfixture.h>
#include <common/testutil.h>
#include <modelscommon/fakerowpagesource.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/pipelinerows.h>
#include <core/domain/profile.h>
#include <models/profilecolumns.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <ui/rowlistpane.h>

using Ei::Test::rowListOf;

using namespace Ei;
using Ei::Test::saveShot;

namespace {

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (a->text() == text) {
            return a;
        }
        if (a->menu()) {
            if (QAction *inner = actionNamed(a->menu(), text)) {
                return inner;
            }
        }
    }
    return nullptr;
}

struct Pane
{
    Test::FakeRowPageSource source{300};
    Models::RowListModel model{&source};
    Models::ProfileColumns columns{*Core::ProfileRegistry::builtin().find(QStringLiteral("journal-extract")),
                                   Core::KeyFormat::Sha1B32Prefixed, nullptr};
    Ui::RowListPane pane;

    Pane()
    {
        pane.setModel(&model);
        pane.setProfileColumns(&columns);
        pane.resize(900, 500);
        pane.show();
        model.reload();
    }
    QHeaderView *header() const { return pane.view()->horizontalHeader(); }
    int section(const QString &id) const { return int(columns.ids().indexOf(id)); }
};

} // namespace

class TestRowListColumns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void menuHidesShowsAndIsRemembered()
    {
        {
            Pane p;
            QTRY_VERIFY(p.model.rowCount() > 0);
            QCOMPARE(p.model.columnCount(), p.columns.ids().size());
            QCOMPARE(p.model.headerData(p.section(QStringLiteral("match0:doi")), Qt::Horizontal).toString(),
                     QStringLiteral("DOI"));
            // The profile's listHidden (MIME, size, quality) are hidden on first use; the rest shows.
            QVERIFY(p.header()->isSectionHidden(p.section(QStringLiteral("file:mime"))));
            QVERIFY(!p.header()->isSectionHidden(p.section(QStringLiteral("match0:doi"))));
            QMenu *menu = p.pane.headerMenu();
            QAction *doi = actionNamed(menu, QStringLiteral("DOI"));
            QVERIFY(doi && doi->isChecked());
            doi->toggle();
            QVERIFY(p.header()->isSectionHidden(p.section(QStringLiteral("match0:doi"))));
            delete menu;
            // Reorder: Size first after the key.
            p.header()->moveSection(p.header()->visualIndex(p.section(QStringLiteral("file:size"))), 1);
            // Keys as hex.
            menu = p.pane.headerMenu();
            actionNamed(menu, QStringLiteral("Hex"))->trigger();
            delete menu;
            QCOMPARE(p.model.data(p.model.index(0, 0)).toString(),
                     QString::fromLatin1(Core::sha1FromRowKey(Test::FakeRowPageSource::keyForIndex(0),
                                                              Core::KeyFormat::Sha1B32Prefixed)
                                             ->toHex()));
            // A new query resets the model: the header keeps its state.
            Core::RowQuery q;
            q.prefix = "sha1:";
            p.model.setQuery(q);
            QTRY_VERIFY(p.model.rowCount() > 0);
            QVERIFY(p.header()->isSectionHidden(p.section(QStringLiteral("match0:doi"))));
            QCOMPARE(p.header()->visualIndex(p.section(QStringLiteral("file:size"))), 1);
        }
        // A new window on the same profile remembers all three.
        Pane again;
        QTRY_VERIFY(again.model.rowCount() > 0);
        QVERIFY(again.header()->isSectionHidden(again.section(QStringLiteral("match0:doi"))));
        QCOMPARE(again.header()->visualIndex(again.section(QStringLiteral("file:size"))), 1);
        QCOMPARE(again.columns.keyDisplay(), Core::Sha1Display::Hex);
        QCOMPARE(again.model.data(again.model.index(0, 0)).toString().size(), 40);
        // Reset Columns brings the defaults back.
        QMenu *menu = again.pane.headerMenu();
        actionNamed(menu, QStringLiteral("Reset Columns"))->trigger();
        delete menu;
        QVERIFY(!again.header()->isSectionHidden(again.section(QStringLiteral("match0:doi"))));
        QCOMPARE(again.header()->visualIndex(again.section(QStringLiteral("file:size"))),
                 again.section(QStringLiteral("file:size")));
    }

    // A journal-extract table opened in a 1600 px window for the first time shows a curator's
    // columns (key compact, status, GROBID version, title, match status, DOI) side by side without
    // scrolling sideways; size, quality and MIME are offered in the header's menu. Real rows of the
    // pipeline with their grobid0:metadata, matched to real DOIs.
    void curatorDefaultsFitA1600PixelWindow()
    {
        EI_REQUIRE_CORPUS();
        const QStringList dois{QStringLiteral("10.1007/978-3-030-64953-1_4"),
                               QStringLiteral("10.1017/s1047951103000064"), QStringLiteral("10.2196/22081"),
                               QStringLiteral("10.17705/1cais.04607")};
        Core::CellSet rows;
        const QByteArray lines =
            Test::readFile(Test::corpusPath(QStringLiteral("sandcrawler/example_grobid_metadata_lines.tsv")));
        for (const QByteArray &line : lines.split('\n')) {
            if (auto row = Core::rowFromGrobidMetadataLine(line)) {
                row->cells.append(
                    Core::Cell{"grobid0:status_code", Core::Cell::kNoTimestamp, Test::statusCell(200)});
                Test::addMatchCells(*row, "matched", dois.at(rows.size() % dois.size()).toUtf8());
                rows.append(*row);
            }
        }
        QVERIFY(rows.size() >= 5);
        const std::unique_ptr<Server::RestServer> server = Test::serveCurationTable(rows);
        QVERIFY(server);
        Test::SessionWindow w;
        w.window.resize(1600, 1000);
        w.openConnection(Test::curationConnection(*server));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QTRY_VERIFY(w.session.tableSession()->model() && w.session.tableSession()->model()->endReached());
        const QAbstractItemModel *model = w.session.tableSession()->model();
        QTableView *view = rowListOf(w.window)->view();
        QHeaderView *header = view->horizontalHeader();
        const auto section = [&](const QString &label) {
            for (int c = 0; c < model->columnCount(); ++c) {
                if (model->headerData(c, Qt::Horizontal).toString() == label) {
                    return c;
                }
            }
            return -1;
        };
        // Titles and versions arrived (the widths are taken from real content).
        const int title = section(QStringLiteral("Title"));
        QTRY_VERIFY(!model->index(0, title).data().toString().isEmpty() &&
                    model->index(0, title).data().toString() != QStringLiteral("…"));
        const QStringList shown{QStringLiteral("Key"),   QStringLiteral("Status"), QStringLiteral("GROBID"),
                                QStringLiteral("Title"), QStringLiteral("Match"),  QStringLiteral("DOI")};
        for (int v = 0; v < shown.size(); ++v) {
            const int s = section(shown.at(v));
            QVERIFY2(s >= 0 && !header->isSectionHidden(s), qPrintable(shown.at(v)));
            QCOMPARE(header->visualIndex(s), v);
            // Entirely within the list, and wide enough to read.
            QVERIFY2(header->sectionViewportPosition(s) >= 0 &&
                         header->sectionViewportPosition(s) + header->sectionSize(s) <=
                             view->viewport()->width(),
                     qPrintable(shown.at(v)));
            QVERIFY2(header->sectionSize(s) >= 40, qPrintable(shown.at(v)));
        }
        for (const QString &hidden :
             {QStringLiteral("Size"), QStringLiteral("Quality"), QStringLiteral("MIME")}) {
            QVERIFY2(header->isSectionHidden(section(hidden)), qPrintable(hidden));
        }
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        // The title takes the spare width: the widest column.
        for (const QString &other : shown) {
            if (other != QStringLiteral("Title")) {
                QVERIFY2(header->sectionSize(title) > header->sectionSize(section(other)), qPrintable(other));
            }
        }
        // Keys compact: a base32 prefix, the whole key in the tooltip.
        const QString key = model->index(0, 0).data().toString();
        QCOMPARE(key.size(), Core::kCompactSha1Chars + 1);
        QVERIFY(key.endsWith(u'…'));
        QVERIFY(
            model->index(0, 0).data(Qt::ToolTipRole).toString().startsWith(key.chopped(1).prepend(u"sha1:")));
        QVERIFY(saveShot(&w.window, QStringLiteral("rowlist-curator-defaults.png")));
    }

    // A first start on the demo, as the window opens it (default size, no saved header): the title
    // takes the spare width. It once stayed at 45 px beside empty room: the first page sized it to
    // its "…" placeholder like any other column.
    void firstStartTitleTakesTheSpareWidth()
    {
        QSettings().clear();
        QTemporaryDir edits;
        Test::SessionWindow w;
        w.window.resize(1600, 1000); // the default size (the offscreen screen is smaller)
        QVERIFY(w.openDemo(Test::builtDemoDir(), edits.path()));
        const QAbstractItemModel *model = w.session.tableSession()->model();
        QTableView *view = rowListOf(w.window)->view();
        QHeaderView *header = view->horizontalHeader();
        int title = -1;
        for (int c = 0; c < model->columnCount(); ++c) {
            title = model->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Title") ? c : title;
        }
        QVERIFY(title >= 0);
        QTRY_VERIFY(model->rowCount() > 0 && model->index(0, title).data().toString() != QStringLiteral("…"));
        // No room left over and no scrolling: the shown columns fill the list exactly.
        QTRY_COMPARE(Test::shownSectionsWidth(*header), view->viewport()->width());
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        for (int c = 0; c < header->count(); ++c) {
            if (c != title && !header->isSectionHidden(c)) {
                QVERIFY2(header->sectionSize(title) > header->sectionSize(c),
                         qPrintable(model->headerData(c, Qt::Horizontal).toString()));
            }
        }
    }

    void oneColumnAlwaysShows()
    {
        Pane p;
        for (int i = 1; i < p.header()->count(); ++i) {
            p.header()->hideSection(i);
        }
        QMenu *menu = p.pane.headerMenu();
        QAction *key = actionNamed(menu, QStringLiteral("Key"));
        QVERIFY(key && key->isChecked() && !key->isEnabled());
        delete menu;
    }

    void sortsWithinWhatIsLoaded()
    {
        Pane p;
        QTRY_VERIFY(p.model.rowCount() >= 200);
        const int size = p.section(QStringLiteral("file:size"));
        p.pane.view()->sortByColumn(size, Qt::DescendingOrder);
        const QAbstractItemModel *shown = p.pane.view()->model();
        qint64 previous = std::numeric_limits<qint64>::max();
        int seen = 0;
        for (int r = 0; r < shown->rowCount(); ++r) {
            const QVariant v = shown->index(r, size).data(Models::RowListModel::SortRole);
            if (v.isValid()) {
                QVERIFY(v.toLongLong() <= previous);
                previous = v.toLongLong();
                ++seen;
            }
        }
        QVERIFY(seen >= 150); // all but the few backfilled rows have a size
    }
};

QTEST_MAIN(TestRowListColumns)

#include "tst_rowlistcolumns.moc"
