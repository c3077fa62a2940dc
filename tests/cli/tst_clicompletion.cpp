// The bash completion generated at build time (packaging/docgen, docs/packaging.md), run in a real
// bash against the built programs: commands, options, a command's options, command names after
// `help`, and the saved connection and profile names that `extract-inspector-cli __complete`
// reads at completion time. Also that `__complete` stays out of the help.
#include <common/clirun.h>
#include <common/testutil.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/profile.h>
#include <core/settings/connectionstore.h>

using Ei::Test::CliRun;
using Ei::Test::runCli;

namespace {

// The words readline hands a completion function: split at blanks, and ':' and '=' (in
// COMP_WORDBREAKS) each a word of their own; a backslash keeps the next character in the word.
QStringList compWords(const QString &line)
{
    QStringList words{QString()};
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u'\\' && i + 1 < line.size()) {
            words.last() += c;
            words.last() += line.at(++i);
        } else if (c == u' ') {
            if (!words.last().isEmpty()) {
                words.append(QString());
            }
        } else if (c == u':' || c == u'=') {
            if (!words.last().isEmpty()) {
                words.append(QString());
            }
            words.last() = c;
            words.append(QString());
        } else {
            words.last() += c;
        }
    }
    return words;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestCliCompletion : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    QStringList m_commands;
    QStringList m_guiOptions;
    QStringList m_builtinProfiles;

    QString completionScript(const QString &program) const
    {
        return QDir(Ei::Test::binDir())
            .filePath(QStringLiteral("../share/bash-completion/completions/") + program);
    }

    // COMPREPLY for `program` + `typed` with the cursor at the end, as bash computes it.
    QStringList complete(const QString &program, const QString &typed)
    {
        const QString executable = QDir(Ei::Test::binDir()).filePath(program);
        const QString line = executable + u' ' + typed;
        const QStringList words = compWords(line);
        QProcess bash;
        QProcessEnvironment env = Ei::Test::cliEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        bash.setProcessEnvironment(env);
        const QString script = QStringLiteral(
            "source \"$1\" || exit 9; fn=$2; COMP_LINE=$3; COMP_POINT=${#COMP_LINE}; COMP_CWORD=$4; shift 4; "
            "COMP_WORDS=(\"$@\"); \"$fn\" || exit 8; printf '%s\\n' \"${COMPREPLY[@]}\"");
        bash.start(QStringLiteral("bash"),
                   QStringList{QStringLiteral("-c"), script, QStringLiteral("bash"),
                               completionScript(program), u'_' + QString(program).replace(u'-', u'_'), line,
                               QString::number(words.size() - 1)} +
                       words);
        bash.closeWriteChannel();
        if (!bash.waitForFinished(30000) || bash.exitCode() != 0) {
            qWarning("bash: %s", bash.readAllStandardError().constData());
            return {QStringLiteral("<bash failed>")};
        }
        return sorted(QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        if (!QFileInfo::exists(completionScript(QStringLiteral("extract-inspector-cli")))) {
            QSKIP("the bash completion (build/<preset>/share/bash-completion) was not generated");
        }
        // The store and the profile folder the CLI started below computes under XDG_CONFIG_HOME.
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("extract-inspector"));
        QCoreApplication::setApplicationName(QStringLiteral("extract-inspector"));
        Ei::Core::ConnectionStore store;
        for (const QString &name :
             {QStringLiteral("prod"), QStringLiteral("prod staging"), QStringLiteral("qa")}) {
            Ei::Core::SavedConnection c;
            c.name = name;
            c.restUrl = QStringLiteral("http://127.0.0.1:9");
            c.table = QStringLiteral("wbgrp-journal-extract-0-qa");
            QVERIFY(store.save(c));
        }
        QFile builtin(QStringLiteral(":/ei/profiles/generic.json"));
        QVERIFY(builtin.open(QIODevice::ReadOnly));
        QJsonObject profile = QJsonDocument::fromJson(builtin.readAll()).object();
        profile.insert(QStringLiteral("name"), QStringLiteral("my-profile"));
        const QString userProfiles = Ei::Core::ProfileRegistry::userProfileDirectory();
        QVERIFY(userProfiles.startsWith(m_config.path()));
        QVERIFY(QDir().mkpath(userProfiles));
        QFile mine(userProfiles + QStringLiteral("/mine.json"));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write(QJsonDocument(profile).toJson());
        mine.close();
        QVERIFY(Ei::Core::ProfileRegistry::withUserProfiles().names().contains(QStringLiteral("my-profile")));
        m_builtinProfiles = Ei::Core::ProfileRegistry::builtin().names();

        const CliRun help = runCli({QStringLiteral("help"), QStringLiteral("--json")});
        QCOMPARE(help.exitCode, 0);
        for (const QJsonValue &c :
             QJsonDocument::fromJson(help.out).object().value(QStringLiteral("commands")).toArray()) {
            m_commands.append(c.toObject().value(QStringLiteral("name")).toString());
        }
        Ei::Test::CliOptions gui;
        gui.program = Ei::Test::guiPath();
        const CliRun guiHelp = runCli({QStringLiteral("--help-json")}, gui);
        QCOMPARE(guiHelp.exitCode, 0);
        for (const QJsonValue &o :
             QJsonDocument::fromJson(guiHelp.out).object().value(QStringLiteral("globalOptions")).toArray()) {
            for (const QJsonValue &name : o.toObject().value(QStringLiteral("names")).toArray()) {
                if (name.toString().startsWith(QLatin1String("--"))) {
                    m_guiOptions.append(name.toString());
                }
            }
        }
        QVERIFY(m_guiOptions.contains(QStringLiteral("--connection")));
    }

    void internalCommandStaysOutOfTheHelp()
    {
        QVERIFY(!m_commands.isEmpty());
        QVERIFY(!m_commands.contains(QStringLiteral("__complete")));
        QVERIFY(!runCli({QStringLiteral("--help")}).out.contains("__complete"));
        const CliRun misspelt = runCli({QStringLiteral("__complet")});
        QCOMPARE(misspelt.exitCode, 2);
        QVERIFY2(!misspelt.err.contains("did you mean"), misspelt.err.constData());
        const CliRun bogus = runCli({QStringLiteral("__complete"), QStringLiteral("tables")});
        QCOMPARE(bogus.exitCode, 2);
    }

    void completes_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("expected");
        const QString cli = QStringLiteral("extract-inspector-cli");
        const QString gui = QStringLiteral("extract-inspector");
        const QStringList connections{QStringLiteral("prod"), QStringLiteral("prod\\ staging"),
                                      QStringLiteral("qa")};
        QTest::newRow("commands") << cli << QString() << sorted(m_commands);
        QStringList sc = m_commands.filter(QRegularExpression(QStringLiteral("^sc")));
        QVERIFY(sc.contains(QStringLiteral("scan")));
        QTest::newRow("a command's start") << cli << QStringLiteral("sc") << sorted(sc);
        QTest::newRow("a global option")
            << cli << QStringLiteral("--conn") << QStringList{QStringLiteral("--connection")};
        QTest::newRow("a command's option")
            << cli << QStringLiteral("scan --wh") << QStringList{QStringLiteral("--where")};
        QTest::newRow("after a URL") << cli << QStringLiteral("--url http://127.0.0.1:8080 scan --wh")
                                     << QStringList{QStringLiteral("--where")};
        QTest::newRow("after --url=URL") << cli << QStringLiteral("--url=http://127.0.0.1:8080 scan --wh")
                                         << QStringList{QStringLiteral("--where")};
        QTest::newRow("a global option after the command")
            << cli << QStringLiteral("get --read") << QStringList{QStringLiteral("--read-only")};
        QTest::newRow("connections") << cli << QStringLiteral("--connection ") << connections;
        QTest::newRow("connections after the command")
            << cli << QStringLiteral("get --connection pr") << connections.mid(0, 2);
        QTest::newRow("a connection name with a blank") << cli << QStringLiteral("--connection prod\\ s")
                                                        << QStringList{QStringLiteral("prod\\ staging")};
        QTest::newRow("profiles") << cli << QStringLiteral("--profile ")
                                  << sorted(m_builtinProfiles + QStringList{QStringLiteral("my-profile")});
        QTest::newRow("--profile=") << cli << QStringLiteral("--profile=my")
                                    << QStringList{QStringLiteral("my-profile")};
        QTest::newRow("help COMMAND") << cli << QStringLiteral("help sc") << sorted(sc);
        QTest::newRow("a path: file names by bash")
            << cli << QStringLiteral("demo-data --out ") << QStringList{};
        QTest::newRow("window: options") << gui << QStringLiteral("--") << sorted(m_guiOptions);
        QTest::newRow("window: connections")
            << gui << QStringLiteral("--connection q") << QStringList{QStringLiteral("qa")};
        QTest::newRow("window: profiles") << gui << QStringLiteral("--url http://gw:8080 --profile my")
                                          << QStringList{QStringLiteral("my-profile")};
    }

    void completes()
    {
        QFETCH(QString, program);
        QFETCH(QString, typed);
        QFETCH(QStringList, expected);
        QCOMPARE(complete(program, typed), expected);
    }
};

QTEST_GUILESS_MAIN(TestCliCompletion)
#include "tst_clicompletion.moc"
