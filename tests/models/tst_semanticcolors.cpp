// The colours that carry meaning keep a WCAG AA contrast (≥ 4.5:1) against what they are drawn on,
// in the light and the dark scheme and in the platform's default palette: computed from the very
// colours the window uses (Models::contrastPairs), so a colour changed in the code is checked here.
#include <QGuiApplication>
#include <QTest>

#include <models/semanticcolors.h>

using namespace Ei::Models;

class TestSemanticColors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contrastRatioIsWcags_data();
    void contrastRatioIsWcags();
    void schemesAreWhatTheySay();
    void everyPairReadsInEveryScheme_data();
    void everyPairReadsInEveryScheme();
    void darkAndLightDiffer();
};

void TestSemanticColors::contrastRatioIsWcags_data()
{
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("ratio");
    QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
    QTest::newRow("same colour") << QColor(0x80, 0x40, 0x20) << QColor(0x80, 0x40, 0x20) << 1.0;
    // Published reference values (WebAIM's contrast checker).
    QTest::newRow("#777 on white") << QColor(0x77, 0x77, 0x77) << QColor(Qt::white) << 4.48;
    QTest::newRow("#767676 on white") << QColor(0x76, 0x76, 0x76) << QColor(Qt::white) << 4.54;
    QTest::newRow("white on #0000ff") << QColor(Qt::white) << QColor(0, 0, 0xff) << 8.59;
}

void TestSemanticColors::contrastRatioIsWcags()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, ratio);
    QCOMPARE(qRound(contrastRatio(a, b) * 100), qRound(ratio * 100));
    QCOMPARE(qRound(contrastRatio(b, a) * 100), qRound(ratio * 100));
}

void TestSemanticColors::schemesAreWhatTheySay()
{
    QVERIFY(!isDarkPalette(lightSchemePalette()));
    QVERIFY(isDarkPalette(darkSchemePalette()));
    QVERIFY(contrastRatio(darkSchemePalette().color(QPalette::Text),
                          darkSchemePalette().color(QPalette::Base)) >= 4.5);
    QVERIFY(contrastRatio(lightSchemePalette().color(QPalette::Text),
                          lightSchemePalette().color(QPalette::Base)) >= 4.5);
}

void TestSemanticColors::everyPairReadsInEveryScheme_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<QColor>("background");
    for (const auto &[scheme, palette] :
         {std::pair{"light", lightSchemePalette()}, std::pair{"dark", darkSchemePalette()},
          std::pair{"platform default", QGuiApplication::palette()}}) {
        const QList<ContrastPair> pairs = contrastPairs(palette);
        QVERIFY(pairs.size() >= 20);
        for (const ContrastPair &pair : pairs) {
            QTest::addRow("%s: %s", scheme, qPrintable(pair.what))
                << pair.what << pair.foreground << pair.background;
        }
    }
}

void TestSemanticColors::everyPairReadsInEveryScheme()
{
    QFETCH(QString, what);
    QFETCH(QColor, foreground);
    QFETCH(QColor, background);
    const double ratio = contrastRatio(foreground, background);
    QVERIFY2(ratio >= 4.5,
             qPrintable(QStringLiteral("%1: %2 on %3 has a contrast of %4:1, below WCAG AA's 4.5:1")
                            .arg(what, foreground.name(), background.name())
                            .arg(ratio, 0, 'f', 2)));
}

void TestSemanticColors::darkAndLightDiffer()
{
    // The same role is not one colour for both schemes where one colour cannot read on both.
    QVERIFY(semanticColor(SemanticColor::ErrorText, lightSchemePalette()) !=
            semanticColor(SemanticColor::ErrorText, darkSchemePalette()));
    QVERIFY(semanticTint(SemanticTint::Agree, lightSchemePalette()) !=
            semanticTint(SemanticTint::Agree, darkSchemePalette()));
    QVERIFY(alertStyleSheet(darkSchemePalette()).contains(QStringLiteral("#b3261e")));
}

QTEST_MAIN(TestSemanticColors)
#include "tst_semanticcolors.moc"
