// The window on real screens (issue #30, docs/accessibility.md "Small screens"): the main window
// with the demo open is rendered offscreen at 1366×768 and 1920×1080 (or, when the process runs
// with QT_SCALE_FACTOR=1.5 or 2, at 2560×1440 device pixels), light and dark, in each view a
// curator reads (the default TEI tab, the Match tab with a long title and DOI, the TEI tab with
// its outline, the Statistics dock, a TEI comparison). The Match tab's status and quality combos
// and every compared value must show their full text or at least 30 characters; the TEI and the
// comparison wrap on a narrow window and the comparison's headline shows whole. The PNGs are kept
// in the build tree (tests/windowfit/) to look at.
//
// The language and the scale are the process's: ctest runs this test as tst_windowfit (English,
// scale 1) and, with EI_TEST_LANGUAGE=de and QT_SCALE_FACTOR=1.5 or 2, as its siblings
// (tests/CMakeLists.txt).
#include <common/testutil.h>
#include <uicommon/sessionwindow.h>
#include <uicommon/windowparts.h>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QImageReader>
#include <QLabel>
#include <QScrollBar>
#include <QSet>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

#include <models/teicomparison.h>
#include <ui/colorscheme.h>
#include <ui/mainwindow.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/pdfpane.h>
#include <ui/pdfview.h>
#include <ui/rowlistpane.h>
#include <ui/screenfit.h>
#include <ui/statisticsdock.h>
#include <ui/teicompareview.h>
#include <ui/teitab.h>
#include <ui/teiview.h>
#include <ui/wrappingdelegate.h>
#include <ui/xmleditor.h>

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

// How many of `text`'s characters a one-line control `width` pixels wide shows: all of it when it
// fits, otherwise those before the "…" that Qt's eliding (Qt::ElideRight) puts at the end.
int visibleCharacters(const QString &text, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width) {
        return int(text.size());
    }
    const int room = width - metrics.horizontalAdvance(QStringLiteral("…"));
    int shown = 0;
    while (shown < text.size() && metrics.horizontalAdvance(text.left(shown + 1)) <= room) {
        ++shown;
    }
    return shown;
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
    void iconsAreSharp();

private:
    void show(View view);
    void checkMatchTab();
    void checkTei(View view, QSize logical);

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
    // QT_SCALE_FACTOR applies to the whole process: at 2 the 2560×1440 screen is 1280×720
    // logical, at 1.5 it is 1707×960.
    const bool scaled = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")).toDouble() > 1;
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

// What the acceptance asks, literally: no status or quality entry and no compared value is shown
// with fewer characters than its full text or 30. A combo box shows one line, so each entry must
// fit its edit field whole (or its first 30 characters before the "…"); a compared value is
// wrapped, so its row must be as tall as all of its lines (the whole text shows, nothing is cut),
// each line but the last must hold 30 characters (a reader sees runs of 30, not a column of
// fragments), and the cell must lie inside the table's viewport (no sideways scrolling).
void TestWindowFit::checkMatchTab()
{
    constexpr int kReadable = 30;
    Ui::MatchView *match = m_window->window.parts().match;
    for (QComboBox *box : {match->editPanel()->statusBox(), match->editPanel()->qualityBox()}) {
        QVERIFY2(box->count() > 0, qPrintable(box->objectName()));
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = box->isEditable();
        const int field =
            box->style()
                ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box)
                .width();
        for (int i = 0; i < box->count(); ++i) {
            const QString text = box->itemText(i);
            const int shown = visibleCharacters(text, box->fontMetrics(), field);
            QVERIFY2(shown >= std::min<int>(int(text.size()), kReadable),
                     qPrintable(QStringLiteral("%1 shows %2 of \"%3\" in %4 px")
                                    .arg(box->objectName())
                                    .arg(shown)
                                    .arg(text)
                                    .arg(field)));
        }
    }
    // Side by side or stacked (MatchView::isComparisonStacked()): every cell holding a compared
    // value is checked wherever it is, and every value must be in one.
    QTableWidget *fields = match->fieldsTable();
    QVERIFY(qobject_cast<Ui::WrappingDelegate *>(fields->itemDelegate()));
    QSet<QString> unseen;
    for (const Models::FieldComparison &field : longMatch().fields) {
        unseen << field.grobidValue << field.crossrefValue;
    }
    const QSet<QString> values = unseen;
    const int viewportWidth = fields->viewport()->width();
    for (int row = 0; row < fields->rowCount(); ++row) {
        for (int column = 0; column < fields->columnCount(); ++column) {
            const QTableWidgetItem *item = fields->item(row, column);
            if (!item || !values.contains(item->text())) {
                continue;
            }
            const QString text = item->text();
            unseen.remove(text);
            QVERIFY2(!fields->isColumnHidden(column), qPrintable(text));
            const int right = fields->columnViewportPosition(column) + fields->columnWidth(column);
            QVERIFY2(fields->columnViewportPosition(column) >= 0 && right <= viewportWidth,
                     qPrintable(QStringLiteral("column %1 ends at %2 px, the table shows %3")
                                    .arg(column)
                                    .arg(right)
                                    .arg(viewportWidth)));
            const int width = fields->columnWidth(column) - 2 * Ui::WrappingDelegate::kPadding;
            const int needed = Ui::WrappingDelegate::wrappedHeight(text, fields->font(), width);
            QVERIFY2(fields->rowHeight(row) >= needed,
                     qPrintable(QStringLiteral("row %1 is %2 px tall, \"%3\" needs %4")
                                    .arg(row)
                                    .arg(fields->rowHeight(row))
                                    .arg(text)
                                    .arg(needed)));
            const QStringList lines = Ui::WrappingDelegate::wrappedLines(text, fields->font(), width);
            QCOMPARE(lines.join(QString()), text);
            for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
                QVERIFY2(lines.at(i).size() >= kReadable,
                         qPrintable(
                             QStringLiteral("column %1 (%2 px%3) wraps \"%4\" after \"%5\"")
                                 .arg(column)
                                 .arg(width)
                                 .arg(match->isComparisonStacked() ? QStringLiteral(", stacked") : QString())
                                 .arg(text, lines.at(i))));
            }
        }
    }
    QVERIFY2(unseen.isEmpty(), qPrintable(QStringList(unseen.cbegin(), unseen.cend()).join(u'|')));
}

// The TEI at a narrow width (a 1366×768 laptop, a 2560×1440 monitor at 200 %): the TEI and both
// sides of a comparison wrap their lines, so nothing is read by scrolling sideways. The
// comparison's headline shows whole at every width (wrapped, never cut to "…").
void TestWindowFit::checkTei(View view, QSize logical)
{
    Ui::TeiTab *tei = m_window->window.parts().tei;
    const bool wraps = tei->view()->wrapAction()->isChecked();
    QList<Ui::XmlEditor *> editors{tei->view()->editor()};
    if (view == View::Comparison) {
        Ui::TeiCompareView *compare = tei->compareView();
        QVERIFY(tei->isComparing());
        QLabel *headline = compare->headlineLabel();
        QVERIFY(headline->isVisible());
        QCOMPARE(headline->text(), compare->headline());
        QVERIFY(headline->wordWrap());
        QVERIFY2(headline->height() >= headline->heightForWidth(headline->width()),
                 qPrintable(QStringLiteral("the headline is %1 px tall, its text needs %2")
                                .arg(headline->height())
                                .arg(headline->heightForWidth(headline->width()))));
        QCOMPARE(compare->wrapsLines(), wraps); // one toggle for the TEI and the comparison
        editors = {compare->editorA(), compare->editorB()};
    }
    if (logical.width() >= Ui::kNarrowScreenWidth) {
        return; // wide enough for the TEI as it was designed (wrapping is the curator's choice)
    }
    QVERIFY(wraps);
    for (Ui::XmlEditor *editor : editors) {
        QVERIFY(editor->isVisible());
        QCOMPARE(editor->lineWrapMode(), QPlainTextEdit::WidgetWidth);
        QCOMPARE(editor->horizontalScrollBar()->maximum(), 0);
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

    // The PDF's first page drawn at the screen's device pixel ratio (not a 1× rendering scaled
    // up) before the picture is taken: rendering runs in the worker process.
    if (view != View::Comparison) {
        Ui::PdfView *pdf = Test::pdfPaneOf(window)->view();
        QTRY_VERIFY_WITH_TIMEOUT(pdf->isPageCurrent(0), 20000);
        QCOMPARE(pdf->devicePixelRatioF(), ratio);
    }
    const QPixmap shot = window.grab();
    // Rendered at the device pixel ratio, not scaled up (at 1.5 the logical 1707 px are 2561).
    QCOMPARE(shot.devicePixelRatio(), ratio);
    QCOMPARE(shot.size(), (QSizeF(logical) * ratio).toSize());
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
    } else {
        checkTei(view, logical);
    }
}

// Every icon the window's actions and buttons show has a pixmap drawn for a device pixel ratio of
// 2 (an SVG, or a bitmap at least twice the size shown): a 1× bitmap would be scaled up, blurred.
// The theme's icons (QIcon::fromTheme) are the desktop's, SVG in Breeze; where the test runs
// without an icon theme they are null and the app's own icons are what is checked.
void TestWindowFit::iconsAreSharp()
{
    Ui::MainWindow &window = m_window->window;
    QList<std::pair<QString, std::pair<QIcon, QSize>>> icons;
    for (const QAction *action : window.findChildren<QAction *>()) {
        icons.append({action->text(), {action->icon(), QSize(16, 16)}});
    }
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        icons.append({button->text().isEmpty() ? button->objectName() : button->text(),
                      {button->icon(), button->iconSize()}});
    }
    // The app's own icon is an SVG: it needs Qt's SVG icon engine (qt6-svg-plugins) at run time.
    if (QImageReader::supportedImageFormats().contains("svg")) {
        icons.append({QStringLiteral("window icon"), {window.windowIcon(), QSize(32, 32)}});
    } else {
        qWarning("no SVG image plugin: the window icon is not checked");
    }
    int checked = 0;
    QStringList blurred;
    for (const auto &[name, iconAndSize] : std::as_const(icons)) {
        const auto &[icon, size] = iconAndSize;
        if (icon.isNull()) {
            continue;
        }
        ++checked;
        const QPixmap pixmap = icon.pixmap(size, 2.0);
        const QList<QSize> available = icon.availableSizes();
        const bool drawnLarge = available.isEmpty() || std::ranges::any_of(available, [&](const QSize &s) {
                                    return s.width() >= 2 * size.width() && s.height() >= 2 * size.height();
                                });
        // An icon may be narrower than the square it is shown in (the toolbars' » is 16×10).
        if (pixmap.isNull() || pixmap.devicePixelRatio() != 2.0 || !drawnLarge ||
            pixmap.width() > 2 * size.width() || pixmap.height() > 2 * size.height()) {
            blurred.append(QStringLiteral("%1 (%2×%3 at ratio %4)")
                               .arg(QString(name).remove(u'&'))
                               .arg(pixmap.width())
                               .arg(pixmap.height())
                               .arg(pixmap.devicePixelRatio()));
        }
    }
    QVERIFY(checked > 0); // the PDF overlay legend's colour swatches at least
    QVERIFY2(blurred.isEmpty(), qPrintable(QStringLiteral("not drawn for ratio 2: ") + blurred.join(u", ")));
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
