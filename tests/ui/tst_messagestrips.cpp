#include <KMessageWidget>

#include <QHash>
#include <QImage>
#include <QTest>

#include <models/semanticcolors.h>

// Every message strip of the window is a KMessageWidget (the network banner, "Save as Connection",
// a lookup's rows in the list, the PDF integrity strip), drawn in KDE's tint of its type over the
// window colour. This checks what is really painted: the palette's text on each type's tint keeps
// WCAG AA contrast (>= 4.5:1) in the light and the dark scheme.
class TestMessageStrips : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textIsReadableOnEveryTint_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("dark");
        const QList<std::pair<const char *, KMessageWidget::MessageType>> types{
            {"error (PDF integrity)", KMessageWidget::Error},
            {"warning (network banner, unverified PDF)", KMessageWidget::Warning},
            {"information (save connection, a lookup's rows)", KMessageWidget::Information},
            {"positive", KMessageWidget::Positive}};
        for (const auto &[name, type] : types) {
            QTest::newRow(qPrintable(QStringLiteral("%1, light").arg(QString::fromLatin1(name))))
                << int(type) << false;
            QTest::newRow(qPrintable(QStringLiteral("%1, dark").arg(QString::fromLatin1(name))))
                << int(type) << true;
        }
    }

    void textIsReadableOnEveryTint()
    {
        QFETCH(int, type);
        QFETCH(bool, dark);
        const QPalette palette = dark ? Ei::Models::darkSchemePalette() : Ei::Models::lightSchemePalette();
        QWidget window;
        window.setPalette(palette);
        auto *strip = new KMessageWidget(&window);
        strip->setMessageType(KMessageWidget::MessageType(type));
        strip->setCloseButtonVisible(false);
        strip->setText(QStringLiteral("x"));
        strip->resize(480, 64);
        const QImage image = strip->grab().toImage();
        QVERIFY(!image.isNull());

        // The tint is the colour that covers most of the strip.
        QHash<QRgb, int> counts;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                ++counts[image.pixel(x, y)];
            }
        }
        QRgb tint = 0;
        int most = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            if (it.value() > most) {
                most = it.value();
                tint = it.key();
            }
        }
        QVERIFY2(most > image.width() * image.height() / 2, "no colour covers most of the strip");
        QCOMPARE(qAlpha(tint), 255); // painted, not the transparent pixels of a strip never drawn
        const QColor text = palette.color(QPalette::WindowText);
        const double ratio = Ei::Models::contrastRatio(text, QColor::fromRgb(tint));
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("text %1 on the tint %2: %3:1, under 4.5:1")
                                              .arg(text.name(), QColor::fromRgb(tint).name())
                                              .arg(ratio, 0, 'f', 2)));
        // And the tint is one: the strip is not drawn in the bare window colour.
        QVERIFY(QColor::fromRgb(tint) != palette.color(QPalette::Window));
    }
};

QTEST_MAIN(TestMessageStrips)
#include "tst_messagestrips.moc"
