// The window on real screens (issue #30, docs/accessibility.md "Small screens"): the main window
// with the demo open is rendered offscreen at 1366×768 and 1920×1080 (or, when the process runs
// with QT_SCALE_FACTOR=2, at 2560×1440 device pixels), light and dark, in each view a curator
// reads (the default TEI tab, the Match tab with a long title and DOI, the TEI tab with its
// outline, the Statistics dock, a TEI comparison). The Match tab's status and quality combos must
// show their longest entry whole, and every compared value its whole text (wrapped, never cut
// to "…"). The PNGs are kept in the build tree (tests/windowfit/) to look at.
//
// The language and the scale are the process's: ctest runs this test as tst_windowfit (English,
// scale 1) and, with EI_TEST_LANGUAGE=de and QT_SCALE_FACTOR=2, as its siblings (tests/CMakeLists.txt).
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>

#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

#include <models/teicomparison.h>
#include <ui/colorscheme.h>
#include <ui/mainwindow.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>
#include <ui/statisticsdock.h>
#include <ui/teitab.h>
#include <ui/teiview.h>
#include <ui/wrappingdelegate.h>

using namespace Ei;

namespace {

enum class View
{
    Default,
    Match,
    TeiOutline,
    Statistics,
    Comparison,
};

Models::MatchInfo longMatch()
{
    Models::MatchInfo info;
    info.mstatus = QStringLiteral("needs-review");
    info.doi = QStringLiteral("10.5555/an-unusually-long-identifier.2011.04.12-0001-supplementary");
    info.verdict = QStringLiteral("weak");
    info.verdictReasons = {QStringLiteral("title-similar"), QStringLiteral("authors-partial"),
                           QStringLiteral("year-equal")};
    const QString title = QStringLiteral(
        "Revisiting coral reef bleaching across the Indo-Pacific: a mixed-methods approach to thermal "
        "stress, recovery trajectories and the governance of marine protected areas");
    info.fields = {
        {QStringLiteral("doi"), info.doi, info.doi, 1.0, QStringLiteral("doi-equal"),
         Models::Agreement::Agree},
        {QStringLiteral("title"), title, title + QStringLiteral(" (extended abstract)"), 0.91,
         QStringLiteral("title-similar"), Models::Agreement::Partial},
        {QStringLiteral("authors"),
         QStringLiteral("Brontë, Costa, Müller, Oyelaran-Whitfield, Nakamura-Sørensen"),
         QStringLiteral("Brontë, Costa, Müller"), 0.6, QStringLiteral("authors-partial"),
         Models::Agreement::Partial},
        {QStringLiteral("container"), QStringLiteral("Revista Iberoamericana de Ciencias Ambientales"),
         QStringLiteral("Revista Iberoamericana de Ciencias Ambientales | 2145-0935"), 0.95,
         QStringLiteral("container-similar"), Models::Agreement::Agree},
    };
    return info;
}

QString viewName(View view)
{
    switch (view) {
    case View::Default:
        return QStringLiteral("default");
    case View::Match:
        return QStringLiteral("match");
    case View::TeiOutline:
        return QStringLiteral("tei-outline");
    case View::Statistics:
        return QStringLiteral("statistics");
    case View::Comparison:
        return QStringLiteral("comparison");
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Ei::Ui::ColorSchemeChoice)
Q_DECLARE_METATYPE(View)

class TestWindowFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void fits_data();
    void fits();

private:
    void show(View view);
    void checkMatchTab();

    QTranslator m_translator;
    QString m_language;
    std::unique_ptr<Test::SessionWindow> m_window;
};

void TestWindowFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Test::useBuiltRenderWorker();
    m_language = qEnvironmentVariable("EI_TEST_LANGUAGE", QStringLiteral("en"));
    if (m_language != QLatin1String("en")) {
        // Before the window exists: its labels are translated as they are made.
        QVERIFY(m_translator.load(QStringLiteral(":/i18n/extract-inspector_%1.qm").arg(m_language)));
        QCoreApplication::installTranslator(&m_translator);
    }
    EI_REQUIRE_BUILT_DEMO();
    m_window = std::make_unique<Test::SessionWindow>();
    QVERIFY(m_window->openDemo(Test::builtDemoDir()));
    QVERIFY(!m_window->shown.isEmpty() || m_window->shown.wait(30000));
    QVERIFY(QDir().mkpath(QCoreApplication::applicationDirPath() + QStringLiteral("/windowfit")));
}

void TestWindowFit::cleanupTestCase()
{
    m_window.reset();
    Ui::ColorSchemeController::instance().setChoice(Ui::ColorSchemeChoice::System, false);
}

void TestWindowFit::fits_data()
{
    QTest::addColumn<QSize>("screen"); // device pixels
    QTest::addColumn<Ui::ColorSchemeChoice>("scheme");
    QTest::addColumn<View>("view");
    // QT_SCALE_FACTOR applies to the whole process: at 2 the 2560×1440 screen is 1280×720 logical.
    const bool scaled = qEnvironmentVariableIntValue("QT_SCALE_FACTOR") >= 2;
    const QList<QSize> screens =
        scaled ? QList<QSize>{QSize(2560, 1440)} : QList<QSize>{QSize(1366, 768), QSize(1920, 1080)};
    for (const QSize &screen : screens) {
        for (const auto scheme : {Ui::ColorSchemeChoice::Light, Ui::ColorSchemeChoice::Dark}) {
            for (const View view :
                 {View::Default, View::Match, View::TeiOutline, View::Statistics, View::Comparison}) {
                QTest::addRow("%dx%d-%s-%s", screen.width(), screen.height(),
                              qPrintable(Ui::colorSchemeName(scheme)), qPrintable(viewName(view)))
                    << screen << scheme << view;
            }
        }
    }
}

void TestWindowFit::show(View view)
{
    Ui::MainWindow &window = m_window->window;
    const Ui::WindowParts &parts = window.parts();
    parts.statistics->setVisible(view == View::Statistics);
    parts.tei->view()->outlineAction()->setChecked(view == View::TeiOutline);
    if (parts.tei->isComparing()) {
        parts.tei->closeComparison();
    }
    switch (view) {
    case View::Default:
    case View::TeiOutline:
    case View::Statistics:
        parts.tabs->setCurrentIndex(Ui::MainWindow::TeiTab);
        break;
    case View::Match:
        parts.tabs->setCurrentIndex(Ui::MainWindow::MatchTab);
        parts.match->setMatch(longMatch());
        break;
    case View::Comparison: {
        parts.tabs->setCurrentIndex(Ui::MainWindow::TeiTab);
        const QString tei = parts.tei->view()->sourceText();
        QVERIFY(!tei.isEmpty());
        QString changed = tei;
        changed.replace(QStringLiteral("Revisiting"), QStringLiteral("Re-examining"));
        const auto comparison = Models::compareTeiSides({tr("this row"), tei.toUtf8()},
                                                        {tr("an older version"), changed.toUtf8()});
        QVERIFY(comparison);
        parts.tei->showComparison(*comparison);
        break;
    }
    }
}

// The longest status and quality show whole; every compared value is shown in full (its row as
// tall as its wrapped text) and a line holds a readable number of characters.
void TestWindowFit::checkMatchTab()
{
    Ui::MatchView *match = m_window->window.parts().match;
    for (QComboBox *box : {match->editPanel()->statusBox(), match->editPanel()->qualityBox()}) {
        QVERIFY2(box->count() > 0, qPrintable(box->objectName()));
        QVERIFY2(box->width() >= box->sizeHint().width(),
                 qPrintable(QStringLiteral("%1 is %2 px wide, its longest entry needs %3")
                                .arg(box->objectName())
                                .arg(box->width())
                                .arg(box->sizeHint().width())));
    }
    QTableWidget *fields = match->fieldsTable();
    const QFontMetrics metrics(fields->font());
    for (int row = 0; row < fields->rowCount(); ++row) {
        for (const int column : {1, 2}) {
            const QString text = fields->item(row, column)->text();
            const int width = fields->columnWidth(column) - 2 * Ui::WrappingDelegate::kPadding;
            const int needed = Ui::WrappingDelegate::wrappedHeight(text, fields->font(), width);
            QVERIFY2(fields->rowHeight(row) >= needed,
                     qPrintable(QStringLiteral("row %1 is %2 px tall, \"%3\" needs %4")
                                    .arg(row)
                                    .arg(fields->rowHeight(row))
                                    .arg(text)
                                    .arg(needed)));
            // A wrapped line of at least 15 average characters (or the whole value).
            QVERIFY2(width >= std::min(metrics.horizontalAdvance(text), 15 * metrics.averageCharWidth()),
                     qPrintable(QStringLiteral("column %1 is %2 px wide").arg(column).arg(width)));
        }
    }
}

void TestWindowFit::fits()
{
    QFETCH(QSize, screen);
    QFETCH(Ui::ColorSchemeChoice, scheme);
    QFETCH(View, view);
    Ui::MainWindow &window = m_window->window;
    Ui::ColorSchemeController::instance().setChoice(scheme, false);
    const qreal ratio = window.devicePixelRatio();
    show(view);
    QCoreApplication::processEvents(); // a dock hidden by the previous view gives its width back first
    window.resize((QSizeF(screen) / ratio).toSize());
    // Layouts settle in posted events (LayoutRequest): let them run before measuring.
    // A window whose parts need more than the screen grows past it (offscreen there is no screen
    // edge to stop it): that is a layout that does not fit.
    const QSize logical = (QSizeF(screen) / ratio).toSize();
    QVERIFY2(window.minimumSizeHint().width() <= logical.width() &&
                 window.minimumSizeHint().height() <= logical.height(),
             qPrintable(QStringLiteral("the window needs at least %1×%2 px, the screen has %3×%4")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())
                            .arg(logical.width())
                            .arg(logical.height())));
    QTRY_COMPARE(window.size(), logical);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();

    const QPixmap shot = window.grab();
    QCOMPARE(shot.size(), screen); // rendered at the device pixel ratio, not scaled up
    const QString file =
        QCoreApplication::applicationDirPath() + QStringLiteral("/windowfit/%1-%2-%3x%4-%5-%6.png")
                                                     .arg(m_language)
                                                     .arg(ratio)
                                                     .arg(screen.width())
                                                     .arg(screen.height())
                                                     .arg(Ui::colorSchemeName(scheme), viewName(view));
    QVERIFY(shot.save(file));
    if (view == View::Match) {
        checkMatchTab();
    }
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
