// View → Colour Scheme and --color-scheme: an explicit choice gives Fusion with Breeze's light or
// dark palette, the TEI highlighting follows with KSyntaxHighlighting's matching theme, semantic
// colours switch with it, and the choice is remembered (not when it came from the command line).
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>

#include <models/semanticcolors.h>
#include <ui/colorscheme.h>
#include <ui/startupoptions.h>
#include <ui/teiview.h>

using namespace Ei::Ui;

class TestColorScheme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data();
    void names();
    void explicitChoiceSetsPaletteStyleAndTheme_data();
    void explicitChoiceSetsPaletteStyleAndTheme();
    void choiceIsRememberedUnlessFromCommandLine();
    void menuFollowsChoice();
    void commandLineOption_data();
    void commandLineOption();
};

void TestColorScheme::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("system") << "system" << true;
    QTest::newRow("light") << "light" << true;
    QTest::newRow("dark, any case") << "Dark" << true;
    QTest::newRow("unknown") << "sepia" << false;
    QTest::newRow("empty") << "" << false;
}

void TestColorScheme::names()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    const auto parsed = parseColorScheme(name);
    QCOMPARE(parsed.has_value(), valid);
    if (valid) {
        QCOMPARE(colorSchemeName(*parsed), name.toLower());
    }
}

void TestColorScheme::explicitChoiceSetsPaletteStyleAndTheme_data()
{
    QTest::addColumn<ColorSchemeChoice>("choice");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QString>("theme");
    QTest::newRow("dark") << ColorSchemeChoice::Dark << true << "Breeze Dark";
    QTest::newRow("light") << ColorSchemeChoice::Light << false << "Breeze Light";
    QTest::newRow("dark again: switches live") << ColorSchemeChoice::Dark << true << "Breeze Dark";
}

void TestColorScheme::explicitChoiceSetsPaletteStyleAndTheme()
{
    QFETCH(ColorSchemeChoice, choice);
    QFETCH(bool, dark);
    QFETCH(QString, theme);
    static TeiView *view = [] {
        auto *v = new TeiView;
        v->setXml(QByteArrayLiteral("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\"><text/></TEI>"));
        v->show();
        return v;
    }();
    ColorSchemeController &controller = ColorSchemeController::instance();
    controller.setChoice(choice);
    QCOMPARE(controller.choice(), choice);
    QCOMPARE(controller.isDark(), dark);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QCOMPARE(
        QApplication::palette().color(QPalette::Window),
        (dark ? Ei::Models::darkSchemePalette() : Ei::Models::lightSchemePalette()).color(QPalette::Window));
    // Widgets get the palette through a PaletteChange event: the TEI view's theme follows.
    QTRY_COMPARE(view->themeName(), theme);
    QCOMPARE(
        Ei::Models::semanticColor(Ei::Models::SemanticColor::ErrorText, view->palette()),
        Ei::Models::semanticColor(Ei::Models::SemanticColor::ErrorText,
                                  dark ? Ei::Models::darkSchemePalette() : Ei::Models::lightSchemePalette()));
}

void TestColorScheme::choiceIsRememberedUnlessFromCommandLine()
{
    ColorSchemeController &controller = ColorSchemeController::instance();
    controller.setChoice(ColorSchemeChoice::Dark);
    QCOMPARE(QSettings().value(QStringLiteral("view/colorScheme")).toString(), QStringLiteral("dark"));
    controller.setChoice(ColorSchemeChoice::Light, /*remember=*/false);
    QCOMPARE(QSettings().value(QStringLiteral("view/colorScheme")).toString(), QStringLiteral("dark"));
    controller.applySaved();
    QCOMPARE(controller.choice(), ColorSchemeChoice::Dark);
    QVERIFY(controller.isDark());
}

void TestColorScheme::menuFollowsChoice()
{
    ColorSchemeController &controller = ColorSchemeController::instance();
    QWidget parent;
    QMenu *menu = controller.createMenu(&parent);
    QCOMPARE(menu->actions().size(), 3);
    auto *light = menu->findChild<QAction *>(QStringLiteral("colorScheme-light"));
    auto *dark = menu->findChild<QAction *>(QStringLiteral("colorScheme-dark"));
    QVERIFY(light && dark);
    QSignalSpy changed(&controller, &ColorSchemeController::choiceChanged);
    light->trigger();
    QCOMPARE(controller.choice(), ColorSchemeChoice::Light);
    QVERIFY(light->isChecked());
    QVERIFY(!dark->isChecked());
    controller.setChoice(ColorSchemeChoice::Dark);
    QVERIFY(dark->isChecked());
    QVERIFY(!light->isChecked());
    QCOMPARE(changed.size(), 2);
}

void TestColorScheme::commandLineOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<bool>("ok");
    QTest::newRow("none") << QStringList{} << QString() << true;
    QTest::newRow("dark") << QStringList{QStringLiteral("--color-scheme"), QStringLiteral("dark")} << "dark"
                          << true;
    QTest::newRow("Light") << QStringList{QStringLiteral("--color-scheme=Light")} << "light" << true;
    QTest::newRow("unknown") << QStringList{QStringLiteral("--color-scheme"), QStringLiteral("sepia")}
                             << QString() << false;
}

void TestColorScheme::commandLineOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, scheme);
    QFETCH(bool, ok);
    StartupOptions options;
    const auto request = options.parse(QStringList{QStringLiteral("extract-inspector")} + arguments);
    QCOMPARE(request.has_value(), ok);
    if (ok) {
        QCOMPARE(request->colorScheme, scheme);
    } else {
        QVERIFY2(request.error().message.contains(QStringLiteral("sepia")),
                 qPrintable(request.error().message));
    }
}

QTEST_MAIN(TestColorScheme)
#include "tst_colorscheme.moc"
