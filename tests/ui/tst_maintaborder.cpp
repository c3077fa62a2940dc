// Keyboard users on the main window (issue #30, docs/accessibility.md "Keyboard"): with the demo
// open, pressing Tab from the lookup box walks every control that takes focus by Tab and comes
// back round, in reading order — the toolbar, the banner, the Statistics dock when it is open (it
// sits left of the row list), the row list with its filter bar, the PDF pane, the row's tabs, the
// status bar — each part left to right and top to bottom; and every control Tab lands on looks
// different while it has the focus (a visible focus).
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>

#include <QAbstractButton>
#include <QApplication>
#include <QImage>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>

#include <ui/banner.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>

using namespace Ei;

namespace {

QString describe(const QWidget *w)
{
    QString name = w->accessibleName().isEmpty() ? w->objectName() : w->accessibleName();
    if (const auto *button = qobject_cast<const QAbstractButton *>(w); button && name.isEmpty()) {
        name = button->text().remove(u'&');
    }
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), name);
}

// Reading order inside one part of the window: `next` is on the same line as `previous` (their
// heights overlap) and to its right, or on a later line (it starts below `previous`). A few
// pixels of slack allow for frames.
bool readsAfter(const QRect &previous, const QRect &next)
{
    constexpr int kSlack = 4;
    const bool sameLine = next.top() < previous.bottom() - kSlack && previous.top() < next.bottom() - kSlack;
    return sameLine ? next.left() >= previous.right() - kSlack : next.top() >= previous.bottom() - kSlack;
}

QRect globalRect(const QWidget *w)
{
    return QRect(w->mapToGlobal(QPoint(0, 0)), w->size());
}

} // namespace

class TestMainTabOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void tabWalksInReadingOrder_data();
    void tabWalksInReadingOrder();

private:
    std::unique_ptr<Test::SessionWindow> m_window;
};

void TestMainTabOrder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Test::useBuiltRenderWorker();
    EI_REQUIRE_BUILT_DEMO();
    m_window = std::make_unique<Test::SessionWindow>();
    QVERIFY(m_window->openDemo(Test::builtDemoDir()));
    QVERIFY(!m_window->shown.isEmpty() || m_window->shown.wait(30000));
    m_window->window.resize(1366, 768);
}

void TestMainTabOrder::cleanupTestCase()
{
    m_window.reset();
}

void TestMainTabOrder::tabWalksInReadingOrder_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<bool>("statistics");
    QTest::newRow("TEI tab") << int(Ui::MainWindow::TeiTab) << false;
    QTest::newRow("Match tab") << int(Ui::MainWindow::MatchTab) << false;
    QTest::newRow("TEI tab, Statistics dock") << int(Ui::MainWindow::TeiTab) << true;
}

void TestMainTabOrder::tabWalksInReadingOrder()
{
    QFETCH(int, tab);
    QFETCH(bool, statistics);
    Ui::MainWindow &window = m_window->window;
    const Ui::WindowParts &parts = window.parts();
    parts.statistics->setVisible(statistics);
    parts.tabs->setCurrentIndex(tab);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // The window's parts in reading order; a control belongs to the first that contains it.
    const QList<QWidget *> areas{window.findChild<QToolBar *>(QStringLiteral("mainToolbar")),
                                 parts.banner,
                                 parts.statistics,
                                 parts.rowList,
                                 window.findChild<QWidget *>(QStringLiteral("pdfPaneSlot")),
                                 parts.tabs,
                                 parts.statusBar};
    for (QWidget *area : areas) {
        QVERIFY(area);
    }
    const auto areaOf = [&](const QWidget *w) {
        for (qsizetype i = 0; i < areas.size(); ++i) {
            if (areas[i] == w || areas[i]->isAncestorOf(w)) {
                return int(i);
            }
        }
        return -1;
    };

    QList<QWidget *> expected;
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy() &&
            w->window() == &window) {
            expected.append(w);
        }
    }
    QVERIFY(!expected.isEmpty());

    QWidget *first = parts.lookup->focusProxy() ? parts.lookup->focusProxy() : parts.lookup;
    first->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), first);
    QList<QWidget *> walk;
    QStringList unseenFocus;
    for (int presses = 0; presses < 2 * int(expected.size()) + 4; ++presses) {
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused);
        walk.append(focused);
        const QImage withFocus = focused->grab().toImage();
        QTest::keyClick(focused, Qt::Key_Tab);
        QVERIFY2(QApplication::focusWidget() != focused,
                 qPrintable(QStringLiteral("Tab stays in ") + describe(focused)));
        if (focused->isVisible() && focused->grab().toImage() == withFocus) {
            unseenFocus.append(describe(focused));
        }
        if (QApplication::focusWidget() == first) {
            break;
        }
    }
    const auto walked = [&walk] {
        QStringList names;
        for (const QWidget *w : std::as_const(walk)) {
            names.append(describe(w));
        }
        return names.join(QStringLiteral(" → "));
    };
    QVERIFY2(QApplication::focusWidget() == first,
             qPrintable(QStringLiteral("Tab did not come back round to the lookup box: ") + walked()));

    QStringList missed;
    for (QWidget *w : std::as_const(expected)) {
        if (!walk.contains(w)) {
            missed.append(describe(w));
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("not reached with Tab: ") + missed.join(u", ")));

    QStringList order;
    for (qsizetype i = 1; i < walk.size(); ++i) {
        const int before = areaOf(walk[i - 1]);
        const int after = areaOf(walk[i]);
        const bool ok =
            after > before || (after == before && readsAfter(globalRect(walk[i - 1]), globalRect(walk[i])));
        if (!ok || after < 0) {
            order.append(QStringLiteral("%1 → %2").arg(describe(walk[i - 1]), describe(walk[i])));
        }
    }
    QVERIFY2(order.isEmpty(),
             qPrintable(
                 QStringLiteral("out of reading order: %1 (the walk: %2)").arg(order.join(u"; "), walked())));
    QVERIFY2(unseenFocus.isEmpty(),
             qPrintable(QStringLiteral("no visible focus: ") + unseenFocus.join(u", ")));
}

QTEST_MAIN(TestMainTabOrder)
#include "tst_maintaborder.moc"
