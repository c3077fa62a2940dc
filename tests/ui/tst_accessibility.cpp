// Keyboard and screen-reader users (docs/accessibility.md): every interactive element of each
// dialog has an accessible name — what a screen reader says when focus lands on it — taken from
// its text, its label's buddy or an explicit accessibleName; and every focusable control can be
// reached with Tab.
#include <uicommon/accessibilitywalk.h>

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <core/curation/journalentry.h>
#include <models/comparecandidates.h>
#include <ui/comparewithdialog.h>
#include <ui/conflictdialog.h>
#include <ui/connectiondialog.h>
#include <ui/connectionsdialog.h>
#include <ui/exportdialog.h>
#include <ui/reprocessdialog.h>
#include <ui/typedconfirmdialog.h>

using namespace Ei;

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void dialogsNameEveryControl_data();
    void dialogsNameEveryControl();
    void tabReachesEveryControl_data();
    void tabReachesEveryControl();

private:
    QTemporaryDir m_dir;
};

using DialogFactory = std::function<QDialog *()>;
Q_DECLARE_METATYPE(DialogFactory)

void TestAccessibility::initTestCase()
{
    QAccessible::setActive(true);
    QVERIFY(m_dir.isValid());
}

void TestAccessibility::dialogsNameEveryControl_data()
{
    QTest::addColumn<DialogFactory>("make");
    QTest::newRow("Connect") << DialogFactory([] { return new Ui::ConnectionDialog; });
    QTest::newRow("Connect, Authentication page") << DialogFactory([] {
        auto *dialog = new Ui::ConnectionDialog;
        dialog->findChild<QTabWidget *>(QStringLiteral("connectionPages"))->setCurrentIndex(1);
        auto *kind = dialog->findChild<QComboBox *>(QStringLiteral("authKind"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("basic"))); // every field shown
        return dialog;
    });
    QTest::newRow("Connections") << DialogFactory([this] {
        return new Ui::ConnectionsDialog(Core::ConnectionStore(m_dir.filePath(QStringLiteral("c.ini")),
                                                               m_dir.filePath(QStringLiteral("s.json"))));
    });
    QTest::newRow("Export") << DialogFactory(
        [] { return new Ui::ExportDialog(3, QStringLiteral("status=200")); });
    QTest::newRow("Reprocess") << DialogFactory(
        [] { return new Ui::ReprocessDialog(QStringLiteral("3 rows"), 3, {}); });
    QTest::newRow("Compare With") << DialogFactory([] {
        auto *candidates =
            new Models::CompareCandidateModel([](const QByteArray &key) { return QString::fromLatin1(key); });
        auto *dialog = new Ui::CompareWithDialog(QStringLiteral("sha1:ABC"), candidates);
        candidates->setParent(dialog);
        return dialog;
    });
    QTest::newRow("Conflict") << DialogFactory([] {
        Core::JournalConflict conflict;
        return new Ui::ConflictDialog(conflict, QStringLiteral("sha1:ABC"), {QStringLiteral("matched")},
                                      {QStringLiteral("good")});
    });
    QTest::newRow("Typed confirmation") << DialogFactory([] {
        return new Ui::TypedConfirmDialog(QStringLiteral("Delete Table"), QStringLiteral("Type the name."),
                                          QStringLiteral("t1"), QStringLiteral("Delete"));
    });
}

void TestAccessibility::dialogsNameEveryControl()
{
    QFETCH(DialogFactory, make);
    std::unique_ptr<QDialog> dialog(make());
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    const QStringList unnamed = Test::unnamedInteractiveElements(dialog.get());
    QVERIFY2(unnamed.isEmpty(),
             qPrintable(QStringLiteral("without an accessible name: ") + unnamed.join(u", ")));
}

void TestAccessibility::tabReachesEveryControl_data()
{
    dialogsNameEveryControl_data();
}

// Pressing Tab from the first control visits every visible, enabled control that takes focus by
// Tab, and comes back round: no control is skipped and none traps the focus (a table that moves
// between its cells on Tab would).
void TestAccessibility::tabReachesEveryControl()
{
    QFETCH(DialogFactory, make);
    std::unique_ptr<QDialog> dialog(make());
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    dialog->activateWindow();
    QTRY_VERIFY(QApplication::focusWidget());
    QSet<QWidget *> expected;
    for (QWidget *w : dialog->findChildren<QWidget *>()) {
        if (w->isVisibleTo(dialog.get()) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
            !w->focusProxy()) {
            expected.insert(w);
        }
    }
    QSet<QWidget *> reached;
    QWidget *first = QApplication::focusWidget();
    for (int presses = 0; presses < 4 * int(expected.size()) + 4; ++presses) {
        reached.insert(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        if (QApplication::focusWidget() == first) {
            break;
        }
    }
    QVERIFY2(QApplication::focusWidget() == first, "Tab did not come back round to the first control");
    QStringList missed;
    for (QWidget *w : std::as_const(expected)) {
        if (!reached.contains(w)) {
            missed.append(QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()),
                                                        w->objectName()));
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("not reached with Tab: ") + missed.join(u", ")));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
