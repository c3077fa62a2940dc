// End-to-end: every registered command answers `COMMAND --help`, `COMMAND -h` and `help COMMAND`
// with its synopsis, summary, options, examples and exit codes (the registry is read from
// `help --json`, generated from the same specs as the parser's); misspelt options and commands
// are usage errors that name the nearest known one.
#include <common/clirun.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using Ei::Test::CliRun;
using Ei::Test::runCli;

namespace {

QStringList optionNames(const QJsonArray &options)
{
    QStringList names;
    for (const QJsonValue &option : options) {
        for (const QJsonValue &name : option.toObject().value(QStringLiteral("names")).toArray()) {
            names.append(name.toString());
        }
    }
    return names;
}

} // namespace

class TestCliHelp : public QObject
{
    Q_OBJECT

    QJsonObject m_specs;

private Q_SLOTS:
    void initTestCase()
    {
        const CliRun r = runCli({QStringLiteral("help"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        m_specs = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!m_specs.value(QStringLiteral("commands")).toArray().isEmpty(), r.out.constData());
    }

    void everyCommandAnswersHelp_data()
    {
        QTest::addColumn<QJsonObject>("command");
        for (const QJsonValue &command : m_specs.value(QStringLiteral("commands")).toArray()) {
            const QJsonObject o = command.toObject();
            QTest::newRow(qPrintable(o.value(QStringLiteral("name")).toString())) << o;
        }
    }

    void everyCommandAnswersHelp()
    {
        QFETCH(QJsonObject, command);
        const QString name = command.value(QStringLiteral("name")).toString();
        // Help must not depend on a connection: a saved one that does not exist is not even read.
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("EI_CONNECTION"), QStringLiteral("no-such-connection"));
        const CliRun help = runCli({name, QStringLiteral("--help")}, options);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.err.isEmpty(), help.err.constData());
        const QString text = QString::fromUtf8(help.out);
        QVERIFY2(text.startsWith(QStringLiteral("usage: extract-inspector-cli ") +
                                 command.value(QStringLiteral("synopsis")).toString() + u'\n'),
                 qPrintable(text));
        QVERIFY(text.contains(command.value(QStringLiteral("summary")).toString()));

        const QJsonArray declared = command.value(QStringLiteral("options")).toArray();
        QStringList accepted; // every declared option once, with a value where it takes one
        for (const QJsonValue &value : declared) {
            const QJsonObject option = value.toObject();
            const QString description = option.value(QStringLiteral("description")).toString();
            QVERIFY2(!description.isEmpty() && !description.contains(u'\n'), qPrintable(description));
            QVERIFY2(text.contains(description), qPrintable(description));
            for (const QJsonValue &optionName : option.value(QStringLiteral("names")).toArray()) {
                QVERIFY2(text.contains(optionName.toString()), qPrintable(optionName.toString()));
                accepted.append(optionName.toString());
                if (option.contains(QStringLiteral("value"))) {
                    accepted.append(QStringLiteral("x"));
                }
            }
        }
        QVERIFY(optionNames(declared).contains(QStringLiteral("--help")));

        const QJsonArray examples = command.value(QStringLiteral("examples")).toArray();
        QVERIFY2(!examples.isEmpty(), "one or two examples");
        QVERIFY(text.contains(QStringLiteral("\nExamples:\n")));
        for (const QJsonValue &example : examples) {
            QVERIFY(text.contains(QStringLiteral("  extract-inspector-cli ") +
                                  example.toObject().value(QStringLiteral("commandLine")).toString() +
                                  u'\n'));
        }
        QVERIFY(text.contains(QStringLiteral("\nExit codes:\n  0  success\n")));
        for (const QJsonValue &code : command.value(QStringLiteral("exitCodes")).toArray()) {
            const QJsonObject c = code.toObject();
            QVERIFY(text.contains(QStringLiteral("  %1  %2\n")
                                      .arg(c.value(QStringLiteral("code")).toInt())
                                      .arg(c.value(QStringLiteral("meaning")).toString())));
        }

        // The synopsis names only options the command (or the CLI as a whole) accepts.
        const QStringList known =
            optionNames(declared) + optionNames(m_specs.value(QStringLiteral("globalOptions")).toArray());
        static const QRegularExpression optionToken(QStringLiteral("(?<![\\w-])--?[a-z][a-z0-9-]*"));
        for (const auto &match :
             optionToken.globalMatch(command.value(QStringLiteral("synopsis")).toString())) {
            QVERIFY2(known.contains(match.captured()), qPrintable(match.captured()));
        }

        // The other spellings print the same; the parser takes every declared option.
        QCOMPARE(runCli({name, QStringLiteral("-h")}, options).out, help.out);
        QCOMPARE(runCli({QStringLiteral("help"), name}, options).out, help.out);
        QCOMPARE(runCli({QStringLiteral("--help"), name}, options).out, help.out);
        const CliRun withAll = runCli(QStringList{name} + accepted, options);
        QCOMPARE(withAll.exitCode, 0);
        QCOMPARE(withAll.out, help.out);
    }

    void globalHelp()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("--help")}, QStringList{QStringLiteral("help")},
              QStringList{QStringLiteral("-h")}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.exitCode, 0);
            const QString text = QString::fromUtf8(r.out);
            QVERIFY(text.contains(QStringLiteral("Run 'extract-inspector-cli help COMMAND'")));
            QVERIFY(text.contains(QStringLiteral("  6  a check found problems\n")));
            for (const QJsonValue &command : m_specs.value(QStringLiteral("commands")).toArray()) {
                const QJsonObject o = command.toObject();
                const QString synopsis =
                    QStringLiteral("\n  ") + o.value(QStringLiteral("synopsis")).toString();
                const qsizetype at = text.indexOf(synopsis);
                QVERIFY2(at >= 0, qPrintable(synopsis));
                // The summary follows on the same line, or on the next one after a long synopsis.
                const QString rest = text.mid(at + synopsis.size()).trimmed();
                QVERIFY2(rest.startsWith(o.value(QStringLiteral("summary")).toString()),
                         qPrintable(synopsis));
            }
            for (const QString &option :
                 optionNames(m_specs.value(QStringLiteral("globalOptions")).toArray())) {
                QVERIFY2(text.contains(option), qPrintable(option));
            }
        }
        // Without a command the usage is an error on stderr.
        const CliRun bare = runCli({});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY(bare.out.isEmpty());
        QVERIFY(bare.err.contains("Commands:"));
    }

    void misspelt_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("command option")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--limt"), QStringLiteral("5")}
            << QStringLiteral("unknown option --limt; did you mean --limit?");
        QTest::newRow("swapped letters")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--wehre"), QStringLiteral("has:f:c")}
            << QStringLiteral("unknown option --wehre; did you mean --where?");
        QTest::newRow("global option after the command")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--tabel"), QStringLiteral("t")}
            << QStringLiteral("unknown option --tabel; did you mean --table?");
        QTest::newRow("global option before the command")
            << QStringList{QStringLiteral("--tabel"), QStringLiteral("t"), QStringLiteral("scan")}
            << QStringLiteral("unknown option --tabel; did you mean --table?");
        QTest::newRow("with a value") << QStringList{QStringLiteral("export"), QStringLiteral("--formt=tsv")}
                                      << QStringLiteral("unknown option --formt; did you mean --format?");
        QTest::newRow("abbreviated") << QStringList{QStringLiteral("scan"), QStringLiteral("--keys")}
                                     << QStringLiteral("unknown option --keys; did you mean --keys-only?");
        QTest::newRow("a known option with more")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--start-key"), QStringLiteral("sha1:A")}
            << QStringLiteral("unknown option --start-key; did you mean --start?");
        QTest::newRow("nothing close")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--frobnicate")}
            << QStringLiteral("unknown option --frobnicate (see 'extract-inspector-cli scan "
                              "--help')");
        QTest::newRow("flag with a value")
            << QStringList{QStringLiteral("get"), QStringLiteral("--raw=yes"), QStringLiteral("k")}
            << QStringLiteral("option --raw takes no value");
        QTest::newRow("command") << QStringList{QStringLiteral("scna")}
                                 << QStringLiteral("unknown command 'scna'; did you mean 'scan'?");
        QTest::newRow("help topic") << QStringList{QStringLiteral("help"), QStringLiteral("lokup")}
                                    << QStringLiteral("unknown command 'lokup'; did you mean 'lookup'?");
        QTest::newRow("unknown command, nothing close")
            << QStringList{QStringLiteral("frobnicate")}
            << QStringLiteral("unknown command 'frobnicate' (run with --help for the list)");
    }

    void misspelt()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("extract-inspector-cli: ")) && err.contains(message),
                 qPrintable(err));
        QCOMPARE(r.err.count('\n'), 1); // one sentence
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
