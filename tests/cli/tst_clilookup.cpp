// End-to-end: `lookup` resolves SHA-1 spellings offline in the table's key format, reports DOIs as
// needing a server, and rejects anything else with exit 2 and one clear sentence.
#include <common/clirun.h>
#include <common/testutil.h>

#include <QTemporaryDir>
#include <QTest>

class TestCliLookup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lookup_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutText");
        QTest::addColumn<QString>("stderrContains");
        const QString prefixed = QStringLiteral("sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J");
        const QString hex = QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69");
        const QString prod = QStringLiteral("--table=wbgrp-journal-extract-0-prod");
        QTest::newRow("hex to default format")
            << QStringList{QStringLiteral("lookup"), prod, hex} << 0 << prefixed + u'\n' << QString();
        QTest::newRow("lower base32, no table") << QStringList{QStringLiteral("lookup"), prefixed.toLower()}
                                                << 0 << prefixed + u'\n' << QString();
        QTest::newRow("key format hex")
            << QStringList{QStringLiteral("lookup"), prod, QStringLiteral("--key-format"),
                           QStringLiteral("sha1-hex"), prefixed}
            << 0 << hex + u'\n' << QString();
        QTest::newRow("raw20 printed as hex")
            << QStringList{QStringLiteral("--key-format=raw20"), QStringLiteral("lookup"), prefixed} << 0
            << hex + u'\n' << QString();
        QTest::newRow("bare base32") << QStringList{QStringLiteral("lookup"),
                                                    QStringLiteral("--key-format=sha1-b32"), hex}
                                     << 0 << prefixed.mid(5) + u'\n' << QString();
        QTest::newRow("two queries") << QStringList{QStringLiteral("lookup"), hex,
                                                    QStringLiteral("  ") + prefixed}
                                     << 0 << prefixed + u'\n' + prefixed + u'\n' << QString();
        QTest::newRow("bad input") << QStringList{QStringLiteral("lookup"), QStringLiteral("abc")} << 2
                                   << QString() << QStringLiteral("“abc” is neither a SHA-1");
        QTest::newRow("fatcat file lookup link")
            << QStringList{QStringLiteral("lookup"),
                           QStringLiteral("https://fatcat.wiki/file/lookup?sha1=") + hex}
            << 0 << prefixed + u'\n' << QString();
        QTest::newRow("no query") << QStringList{QStringLiteral("lookup")} << 2 << QString()
                                  << QStringLiteral("lookup needs a QUERY");
        QTest::newRow("bad key format")
            << QStringList{QStringLiteral("lookup"), QStringLiteral("--key-format=sha256"), hex} << 2
            << QString() << QStringLiteral("'sha256' is not a key format");
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("lookup"), QStringLiteral("--profile=nope"), hex} << 2 << QString()
            << QStringLiteral("there is no profile 'nope'");
        // A DOI is resolved by a server-side scan: without a server it is a usage error.
        QTest::newRow("doi needs server")
            << QStringList{QStringLiteral("lookup"),
                           QStringLiteral("https://doi.org/10.1177/02683962211048201")}
            << 2 << QString() << QStringLiteral("--url");
    }
    void lookup()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutText);
        QFETCH(QString, stderrContains);
        QTemporaryDir home; // no user profiles leak in from the machine running the tests
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        const Ei::Test::CliRun r = Ei::Test::runCli(args, options);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(r.exitCode, exitCode); // -1: it did not finish, -2: it crashed
        QCOMPARE(QString::fromUtf8(r.out), stdoutText);
        QVERIFY2(err.contains(stderrContains), qPrintable(err));
        if (exitCode == 1) {
            QVERIFY(err.contains(QLatin1StringView("DOI lookup needs a server (--url)")));
        }
    }

    void brokenProfileFileNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"name\": \"x\", \"columns\": [{\"column\": \"f:a\", \"type\": \"int32\"}]}");
        f.close();
        const Ei::Test::CliRun r =
            Ei::Test::runCli({QStringLiteral("--profile"), path, QStringLiteral("lookup"),
                              QStringLiteral("63c57ad9949c6862bf7e92de750d78f34d4e4b69")});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("x.json: columns[0].type 'int32' is not a known type")),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliLookup)
#include "tst_clilookup.moc"
