// End-to-end: the CLI binary answers `version`, `--help` and rejects unknown input with exit 2.
#include <common/clirun.h>

#include <QTest>

class TestCliVersion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void invocation_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutContains");
        QTest::newRow("version") << QStringList{QStringLiteral("version")} << 0
                                 << QStringLiteral("extract-inspector-cli 0.");
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << 0
                                   << QStringLiteral("extract-inspector-cli 0.");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << QStringLiteral("Commands:");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2 << QString();
        QTest::newRow("bad timeout") << QStringList{QStringLiteral("--timeout"), QStringLiteral("x"),
                                                    QStringLiteral("version")}
                                     << 2 << QString();
    }
    void invocation()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutContains);
        const Ei::Test::CliRun r = Ei::Test::runCli(args);
        QCOMPARE(r.exitCode, exitCode); // -1: it did not finish, -2: it crashed
        QVERIFY(QString::fromUtf8(r.out).contains(stdoutContains));
        if (exitCode != 0) {
            QVERIFY(r.err.startsWith("extract-inspector-cli: "));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliVersion)
#include "tst_cliversion.moc"
