// The row list's columns: the profile's columns, shown/hidden from the header's context menu,
// reordered by dragging, keys shown as sha1:base32, base32 or hex; all remembered per profile and
// kept across new queries (model resets).
#include <QHeaderView>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <core/domain/profile.h>
#include <models/fakerowpagesource.h>
#include <models/profilecolumns.h>
#include <models/rowlistmodel.h>
#include <ui/rowlistpane.h>

using namespace Ei;

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
    Models::FakeRowPageSource source{300};
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
            // MIME is hidden on first use; everything else shows.
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
                     QString::fromLatin1(Core::sha1FromRowKey(Models::FakeRowPageSource::keyForIndex(0),
                                                              Core::KeyFormat::Sha1B32Prefixed)
                                             ->toHex()));
            // A new query resets the model: the header keeps its state.
            Models::RowQuery q;
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
