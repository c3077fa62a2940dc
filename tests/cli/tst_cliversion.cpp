// End-to-end: the CLI binary answers `version`, `--help` and rejects unknown input with exit 2.
#include <common/testutil.h>

#include <QProcess>
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
        QProcess cli;
        cli.start(Ei::Test::binDir() + QStringLiteral("/extract-inspector-cli"), args);
        QVERIFY2(cli.waitForFinished(30000), "the CLI did not finish");
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), exitCode);
        QVERIFY(QString::fromUtf8(cli.readAllStandardOutput()).contains(stdoutContains));
        if (exitCode != 0) {
            QVERIFY(cli.readAllStandardError().startsWith("extract-inspector-cli: "));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliVersion)
#include "tst_cliversion.moc"
