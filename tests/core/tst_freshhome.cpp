// Every test process starts in an empty home folder of its own (tests/freshhome), so nothing a run
// leaves behind (settings, write journals with pending writes, caches) reaches a later run or a
// test running beside it.
#include <freshhome/freshhome.h>

#include <QDir>
#include <QStandardPaths>
#include <QTest>

class TestFreshHome : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void homeIsEmptyAndPrivate()
    {
        const QString home = QDir::homePath();
        QVERIFY2(home != Ei::Test::originalHomePath(), qPrintable(home));
        QVERIFY2(home.contains(QStringLiteral("ei-test-home-")), qPrintable(home));
        QVERIFY(QDir(home).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }

    void userLocationsAreInsideIt_data()
    {
        QTest::addColumn<QStandardPaths::StandardLocation>("location");
        QTest::addColumn<bool>("testMode");
        for (const bool testMode : {false, true}) {
            const char *mode = testMode ? "test mode" : "normal";
            QTest::addRow("config, %s", mode) << QStandardPaths::GenericConfigLocation << testMode;
            QTest::addRow("data, %s", mode) << QStandardPaths::GenericDataLocation << testMode;
            QTest::addRow("cache, %s", mode) << QStandardPaths::GenericCacheLocation << testMode;
        }
    }
    void userLocationsAreInsideIt()
    {
        QFETCH(QStandardPaths::StandardLocation, location);
        QFETCH(bool, testMode);
        QStandardPaths::setTestModeEnabled(testMode);
        const QString path = QStandardPaths::writableLocation(location);
        QStandardPaths::setTestModeEnabled(false);
        QVERIFY2(path.startsWith(QDir::homePath() + u'/'), qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TestFreshHome)
#include "tst_freshhome.moc"
