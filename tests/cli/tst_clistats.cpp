// `stats` end to end: the real CLI against the real REST server holding rows of known
// distribution. Its counts equal an independent tally (null group, a filter, a cross-table, TSV),
// bad groupings are usage errors, and Ctrl+C prints the counts so far marked partial (exit 130).
#include <common/cellsetjson.h>
#include <common/clirun.h>
#include <common/knownrows.h>
#include <common/scriptedhttpserver.h>
#include <common/servedtable.h>
#include <csignal>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <core/hbase/restclient.h>
#include <core/stats/statsjob.h>
#include <server/restserver.h>

using Ei::Test::CliRun;
using Ei::Test::KnownRow;
using Ei::Test::KnownValue;

using Counts = QMap<QString, qint64>;

namespace {

constexpr int kRows = 1500;

std::optional<QString> statusText(const KnownRow &r)
{
    return r.statusCode ? std::optional<QString>(QString::number(*r.statusCode)) : std::nullopt;
}

// {value (null = "null") → count} of a JSON groups array.
QMap<QString, qint64> countsOf(const QJsonArray &groups)
{
    QMap<QString, qint64> out;
    for (const QJsonValue &g : groups) {
        const QJsonValue v = g[QStringLiteral("value")];
        const QString name = v.isNull()     ? QStringLiteral("null")
                             : v.isDouble() ? QString::number(v.toInteger())
                                            : v.toString();
        out.insert(name, g[QStringLiteral("count")].toInteger());
    }
    return out;
}

QMap<QString, qint64> countsOf(const Ei::Test::KnownTally &tally)
{
    QMap<QString, qint64> out;
    for (auto it = tally.cbegin(); it != tally.cend(); ++it) {
        out.insert(it.key().value_or(QStringLiteral("null")), it.value().size());
    }
    return out;
}

} // namespace

class TestCliStats : public QObject
{
    Q_OBJECT

    Ei::Test::ServedTable m_table;
    QList<KnownRow> m_rows = Ei::Test::knownRows(kRows);

    CliRun stats(const QStringList &args, const QString &url = {})
    {
        return Ei::Test::runCli(
            QStringList{QStringLiteral("--url"), url.isEmpty() ? m_table.server()->baseUrl() : url,
                        QStringLiteral("--table"), m_table.table(), QStringLiteral("stats")} +
            args);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_table.isListening());
        m_table.put(Ei::Test::toCellSet(m_rows));
    }

    void countsEqualTally_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<Counts>("expected");
        QTest::addColumn<qint64>("total");
        const auto tallyOf = [this](const KnownValue &value, const KnownValue &filter = {}) {
            return countsOf(Ei::Test::selectAndTally(m_rows, value, filter).tally);
        };
        QTest::newRow("status code with the null group")
            << QStringList{QStringLiteral("--by"), QStringLiteral("grobid0:status_code")}
            << tallyOf(statusText) << qint64(kRows);
        const KnownValue is500 = [](const KnownRow &r) {
            return r.statusCode == 500 ? std::optional<QString>(QString()) : std::nullopt;
        };
        const auto filtered = tallyOf(
            [](const KnownRow &r) {
                return r.grobidVersion && !r.grobidVersion->isEmpty() ? r.grobidVersion : std::nullopt;
            },
            is500);
        qint64 filteredTotal = 0;
        for (const qint64 n : filtered) {
            filteredTotal += n;
        }
        QTest::newRow("500s by grobid version")
            << QStringList{QStringLiteral("--where"), QStringLiteral("grobid0:status_code=500"),
                           QStringLiteral("--by"), QStringLiteral("grobid_version")}
            << filtered << filteredTotal;
        QTest::newRow("match status")
            << QStringList{QStringLiteral("--by"), QStringLiteral("match0:mstatus")}
            << tallyOf([](const KnownRow &r) { return r.mstatus; }) << qint64(kRows);
    }
    void countsEqualTally()
    {
        QFETCH(QStringList, args);
        QFETCH(Counts, expected);
        QFETCH(qint64, total);
        const CliRun r = stats(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("total")).toInteger(), total);
        QCOMPARE(countsOf(o.value(QStringLiteral("groups")).toArray()), expected);
        QVERIFY(!o.contains(QStringLiteral("partial")));
    }

    // --limit counts the first N rows of the range, those without the column included.
    void limitCountsTheFirstRows()
    {
        QList<KnownRow> sorted = m_rows;
        std::sort(sorted.begin(), sorted.end(),
                  [](const KnownRow &a, const KnownRow &b) { return a.key < b.key; });
        const CliRun r = stats({QStringLiteral("--by"), QStringLiteral("grobid0:status_code"),
                                QStringLiteral("--limit"), QStringLiteral("100")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("total")).toInteger(), 100);
        QCOMPARE(countsOf(o.value(QStringLiteral("groups")).toArray()),
                 countsOf(Ei::Test::tally(sorted.first(100), statusText)));
    }

    void crossTableAsTsv()
    {
        const CliRun r = stats({QStringLiteral("--by"), QStringLiteral("grobid0:status_code,match0:mstatus"),
                                QStringLiteral("--format"), QStringLiteral("tsv")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QMap<QString, qint64> expected;
        for (const KnownRow &row : std::as_const(m_rows)) {
            ++expected[statusText(row).value_or(QString()) + u'\t' + row.mstatus.value_or(QString())];
        }
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.first(), QByteArray("grobid0:status_code\tmatch0:mstatus\tcount"));
        QCOMPARE(lines.last(), "# total " + QByteArray::number(kRows));
        QMap<QString, qint64> got;
        for (const QByteArray &line : lines.mid(1, lines.size() - 2)) {
            const qsizetype tab = line.lastIndexOf('\t');
            got.insert(QString::fromUtf8(line.left(tab)), line.mid(tab + 1).toLongLong());
        }
        QCOMPARE(got, expected);
    }

    void badInputIsAUsageError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no grouping") << QStringList{} << QStringLiteral("--by");
        QTest::newRow("unknown field") << QStringList{QStringLiteral("--by"), QStringLiteral("version")}
                                       << QStringLiteral("grobid_version");
        // A misspelt family counted every row as "no value".
        QTest::newRow("unknown family")
            << QStringList{QStringLiteral("--by"), QStringLiteral("grobid:status_code")}
            << QStringLiteral("names a family the profile");
        QTest::newRow("three groupings") << QStringList{QStringLiteral("--by"), QStringLiteral("f:a,f:b,f:c")}
                                         << QStringLiteral("one or two");
        QTest::newRow("histogram of text")
            << QStringList{QStringLiteral("--histogram"), QStringLiteral("file:mime")}
            << QStringLiteral("numeric");
        QTest::newRow("bad format") << QStringList{QStringLiteral("--by"), QStringLiteral("file:mime"),
                                                   QStringLiteral("--format"), QStringLiteral("xml")}
                                    << QStringLiteral("json or tsv");
    }
    void badInputIsAUsageError()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun r = stats(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // A gateway whose scanners serve one page and then never answer: Ctrl+C prints the counts of
    // the rows delivered so far (a page's last row waits for the next page: it may continue there),
    // marked partial, and exits 130.
    void interruptPrintsPartialCounts()
    {
        Ei::Test::ScriptedHttpServer gateway;
        QVERIFY(gateway.listen());
        QList<Ei::Test::FixtureRow> rows;
        for (int i = 0; i <= Ei::Core::StatsJob::kRowsPerFetch; ++i) {
            rows.append({Ei::Test::ServedTable::keyFor(QByteArray::number(i)),
                         {{"grobid0:status_code", QByteArray(7, '\0') + '\xc8'}}});
        }
        std::sort(rows.begin(), rows.end());
        const QByteArray page = Ei::Test::cellSetJson(rows);
        QHash<QByteArray, int> getsPerScanner;
        int scanners = 0;
        gateway.setHandler([&](const Ei::Test::RecordedRequest &request) {
            if (request.method == "POST") {
                auto created = Ei::Test::ScriptedResponse::empty(201);
                created.headers.append(
                    {"Location", gateway.url().toEncoded() + "/t/scanner/" + QByteArray::number(++scanners)});
                return created;
            }
            if (request.method == "GET" && request.path().endsWith("/regions")) {
                // One region: each scan reads one range (--parallel auto asks for the regions).
                return Ei::Test::ScriptedResponse::json(200, R"({"name":"t","Region":[]})");
            }
            if (request.method == "GET" && ++getsPerScanner[request.path()] == 1) {
                return Ei::Test::ScriptedResponse::json(200, page);
            }
            if (request.method == "GET") {
                return Ei::Test::ScriptedResponse::faulty(Ei::Test::ScriptedResponse::Fault::NeverAnswer);
            }
            return Ei::Test::ScriptedResponse::empty(200);
        });
        QProcess cli;
        cli.setProcessEnvironment(Ei::Test::cliEnvironment());
        cli.start(Ei::Test::cliPath(),
                  {QStringLiteral("--url"), gateway.url().toString(), QStringLiteral("--table"),
                   QStringLiteral("t"), QStringLiteral("stats"), QStringLiteral("--by"),
                   QStringLiteral("grobid0:status_code")});
        QVERIFY(cli.waitForStarted());
        // Both scans (values and keys) have their first page and wait for the second.
        QTRY_VERIFY_WITH_TIMEOUT(getsPerScanner.size() == 2 && getsPerScanner.value("/t/scanner/1") >= 2 &&
                                     getsPerScanner.value("/t/scanner/2") >= 2,
                                 30000);
        ::kill(pid_t(cli.processId()), SIGINT);
        QSignalSpy finished(&cli, &QProcess::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 130);
        const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(o.value(QStringLiteral("partial")).toBool(), true);
        const int delivered = Ei::Core::StatsJob::kRowsPerFetch;
        QCOMPARE(o.value(QStringLiteral("total")).toInteger(), delivered);
        QCOMPARE(countsOf(o.value(QStringLiteral("groups")).toArray()),
                 (Counts{{QStringLiteral("200"), delivered}}));
        QVERIFY(cli.readAllStandardError().contains("partial"));
    }
};

QTEST_MAIN(TestCliStats)
#include "tst_clistats.moc"
