// Keyboard and screen-reader users on the main window (docs/accessibility.md): with the demo open,
// every interactive element of each tab and of the Statistics dock has an accessible name; the
// views a screen reader cannot read by their text (the PDF, the row list, the chart) also say
// what they are; and no two of the window's shortcuts share a key where both could fire.
#include <common/testutil.h>
#include <uicommon/accessibilitywalk.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAction>
#include <QChartView>
#include <QShortcut>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <ui/mainwindow.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>

using namespace Ei;

namespace {

// A shortcut and where it can fire: the whole window, or only while focus is in `scope`.
struct Binding
{
    QKeySequence key;
    QString name;
    const QWidget *scope = nullptr; // nullptr: anywhere in the window
};

bool overlaps(const QWidget *a, const QWidget *b)
{
    return !a || !b || a == b || a->isAncestorOf(b) || b->isAncestorOf(a);
}

QString describe(const QObject *o, const QString &text)
{
    return QStringLiteral("%1 '%2'").arg(text.isEmpty() ? o->objectName() : QString(text).remove(u'&'),
                                         QString::fromLatin1(o->metaObject()->className()));
}

} // namespace

class TestMainWindowAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void namesEveryControl_data();
    void namesEveryControl();
    void viewsDescribeThemselves_data();
    void viewsDescribeThemselves();
    void shortcutsDoNotCollide();

private:
    std::unique_ptr<Test::SessionWindow> m_window;
};

void TestMainWindowAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Test::useBuiltRenderWorker();
    QAccessible::setActive(true);
    EI_REQUIRE_BUILT_DEMO();
    m_window = std::make_unique<Test::SessionWindow>();
    QVERIFY(m_window->openDemo(Test::builtDemoDir()));
    QVERIFY(!m_window->shown.isEmpty() || m_window->shown.wait(30000));
}

void TestMainWindowAccessibility::cleanupTestCase()
{
    m_window.reset();
}

void TestMainWindowAccessibility::namesEveryControl_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<bool>("statistics");
    QTest::newRow("TEI tab") << int(Ui::MainWindow::TeiTab) << false;
    QTest::newRow("Match tab") << int(Ui::MainWindow::MatchTab) << false;
    QTest::newRow("Cells tab") << int(Ui::MainWindow::CellsTab) << false;
    QTest::newRow("Status tab") << int(Ui::MainWindow::StatusTab) << false;
    QTest::newRow("History tab") << int(Ui::MainWindow::HistoryTab) << false;
    QTest::newRow("Statistics dock") << int(Ui::MainWindow::TeiTab) << true;
}

void TestMainWindowAccessibility::namesEveryControl()
{
    QFETCH(int, tab);
    QFETCH(bool, statistics);
    Ui::MainWindow &window = m_window->window;
    window.parts().tabs->setCurrentIndex(tab);
    window.parts().statistics->setVisible(statistics);
    QCoreApplication::processEvents();
    const QStringList unnamed = Test::unnamedInteractiveElements(&window);
    QVERIFY2(unnamed.isEmpty(),
             qPrintable(QStringLiteral("without an accessible name: ") + unnamed.join(u", ")));
}

using WidgetFinder = std::function<QWidget *(Ui::MainWindow &)>;
Q_DECLARE_METATYPE(WidgetFinder)

void TestMainWindowAccessibility::viewsDescribeThemselves_data()
{
    QTest::addColumn<WidgetFinder>("find");
    QTest::newRow("PDF view") << WidgetFinder(
        [](Ui::MainWindow &w) -> QWidget * { return Test::pdfPaneOf(w)->findChild<Ui::PdfView *>(); });
    QTest::newRow("row list") << WidgetFinder(
        [](Ui::MainWindow &w) -> QWidget * { return w.parts().rowList->view(); });
    QTest::newRow("statistics chart")
        << WidgetFinder([](Ui::MainWindow &w) -> QWidget * { return w.parts().statistics->chartView(); });
}

// A screen reader announces a view by its name and then its description: for views whose content
// is not text it can read (a rendered page, a chart) both must say what the curator is looking at.
void TestMainWindowAccessibility::viewsDescribeThemselves()
{
    QFETCH(WidgetFinder, find);
    QWidget *view = find(m_window->window);
    QVERIFY(view);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
    QVERIFY(iface);
    QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(), qPrintable(view->objectName()));
    QVERIFY2(!iface->text(QAccessible::Description).trimmed().isEmpty(), qPrintable(view->objectName()));
}

// Two actions (or QShortcuts) with the same key sequence collide when both can fire at once: both
// window-wide, or one window-wide and one bound to a widget inside the window, or both bound to
// widgets one of which contains the other. Qt then fires neither ("ambiguous shortcut").
void TestMainWindowAccessibility::shortcutsDoNotCollide()
{
    Ui::MainWindow &window = m_window->window;
    QList<Binding> bindings;
    const auto add = [&bindings, &window](const QKeySequence &key, const QString &name,
                                          Qt::ShortcutContext context, const QList<const QWidget *> &owners) {
        if (key.isEmpty()) {
            return;
        }
        if (context == Qt::WindowShortcut || context == Qt::ApplicationShortcut) {
            bindings.append({key, name, nullptr});
            return;
        }
        for (const QWidget *owner : owners) {
            // A widget-bound action in a menu fires from the menu only, never from the window.
            if (window.isAncestorOf(owner)) {
                bindings.append({key, name, owner});
            }
        }
    };
    for (QAction *action : window.findChildren<QAction *>()) {
        QList<const QWidget *> owners;
        for (QObject *o : action->associatedObjects()) {
            if (auto *w = qobject_cast<QWidget *>(o)) {
                owners.append(w);
            }
        }
        if (owners.isEmpty()) {
            continue; // in no menu, toolbar or widget: it cannot fire
        }
        for (const QKeySequence &key : action->shortcuts()) {
            add(key, describe(action, action->text()), action->shortcutContext(), owners);
        }
    }
    for (QShortcut *shortcut : window.findChildren<QShortcut *>()) {
        const auto *owner = qobject_cast<const QWidget *>(shortcut->parent());
        for (const QKeySequence &key : shortcut->keys()) {
            add(key, describe(shortcut, {}), shortcut->context(), {owner});
        }
    }
    QVERIFY(bindings.size() > 20); // the window's menus were found

    QStringList collisions;
    for (qsizetype i = 0; i < bindings.size(); ++i) {
        for (qsizetype j = i + 1; j < bindings.size(); ++j) {
            const Binding &a = bindings[i];
            const Binding &b = bindings[j];
            if (a.key == b.key && a.name != b.name && overlaps(a.scope, b.scope)) {
                collisions.append(QStringLiteral("%1: %2 and %3")
                                      .arg(a.key.toString(QKeySequence::PortableText), a.name, b.name));
            }
        }
    }
    collisions.removeDuplicates();
    QVERIFY2(collisions.isEmpty(), qPrintable(QStringLiteral("\n") + collisions.join(u'\n')));
}

QTEST_MAIN(TestMainWindowAccessibility)
#include "tst_mainwindowaccessibility.moc"
