// Gateway tier (docs/real-hbase.md): the data commands end to end on the demo's 240 rows, against
// whichever gateway GatewayUnderTest gives — `serve` in the ordinary suite, the real HBase 2.6 REST
// gateway in `tools/dev test-hbase` — with the same expectations: scan, get, put, delete,
// check-and-put races, server-side predicates, stats, export and its resume, reprocess killed
// and resumed, and node-hbase reading the same rows as the product.
#include <csignal>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include <core/domain/cellcodec.h>
#include <core/hbase/cellset.h>
#include <core/snapshot/rowsfile.h>

#include "common/gatewayundertest.h"
#include "common/jsonlines.h"
#include "common/npmpeer.h"
#include "gateway/nodehbasescan.h"

using namespace Qt::StringLiterals;
using Ei::Core::Row;
using Ei::Test::CliRun;
using Ei::Test::jsonOf;
using Ei::Test::nonEmptyLines;

namespace {

const Ei::Core::Cell *cellOf(const Row &row, const QByteArray &column)
{
    for (const Ei::Core::Cell &cell : row.cells) {
        if (cell.column == column) {
            return &cell;
        }
    }
    return nullptr;
}

std::optional<qint64> int64Of(const Row &row, const QByteArray &column)
{
    const Ei::Core::Cell *cell = cellOf(row, column);
    if (!cell || cell->value.size() != 8) {
        return std::nullopt;
    }
    return Ei::Core::decodeInt64Be(cell->value);
}

} // namespace

class TestGatewayData : public QObject
{
    Q_OBJECT

    Ei::Test::GatewayUnderTest m_gateway;
    QString m_table;
    QList<Row> m_rows; // the demo's rows, in key order, as imported
    QTemporaryDir m_dir;

    CliRun run(const QStringList &args) { return m_gateway.cli(args, m_table); }

    QList<QByteArray> expectedKeys() const
    {
        QList<QByteArray> keys;
        for (const Row &row : m_rows) {
            keys.append(row.key);
        }
        return keys;
    }

    QList<QByteArray> scannedKeys(const QStringList &extra = {})
    {
        const CliRun r = run(QStringList{u"scan"_s, u"--keys-only"_s} + extra);
        if (r.exitCode != 0) {
            qWarning() << "scan failed:" << r.err;
            return {};
        }
        QList<QByteArray> keys;
        for (const QByteArray &line : nonEmptyLines(r.out)) {
            keys.append(jsonOf(line).value(u"key"_s).toString().toUtf8());
        }
        return keys;
    }

    // The keys of a rows file (an export) in file order; a read error fails the comparison that
    // follows (and says why).
    static QList<QByteArray> keysOfRowsFile(const QString &path)
    {
        QList<QByteArray> keys;
        const auto read = Ei::Core::RowsReader::forEachRow(path, [&](Row &row, const Ei::Core::RowsReader &) {
            keys.append(row.key);
            return Ei::Core::Result<void>{};
        });
        if (!read) {
            qWarning() << "cannot read" << path << read.error().message;
            return {};
        }
        return keys;
    }

    // The rows under `prefix` whose reprocess request gives `reason` and `previousStatus`; -1 when
    // the scan fails or such a request names another previous status.
    qsizetype reprocessRequests(const QString &prefix, const QString &reason, int previousStatus)
    {
        const CliRun marked = run({u"scan"_s, u"--prefix"_s, prefix, u"--where"_s, u"has:grobid0:reprocess"_s,
                                   u"--columns"_s, u"grobid0:reprocess"_s});
        if (marked.exitCode != 0) {
            qWarning() << "scan failed:" << marked.err;
            return -1;
        }
        qsizetype found = 0;
        for (const QByteArray &line : nonEmptyLines(marked.out)) {
            // scan prints {"key", "cells": [{"column", "timestamp", "value"}]}; the value is the JSON.
            const QJsonArray cells = jsonOf(line).value(u"cells"_s).toArray();
            const QJsonObject request =
                cells.size() == 1 ? jsonOf(cells.first().toObject().value(u"value"_s).toString().toUtf8())
                                  : QJsonObject();
            if (request.value(u"reason"_s).toString() != reason) {
                continue;
            }
            if (request.value(u"previous"_s).toObject().value(u"status_code"_s).toInt() != previousStatus) {
                qWarning() << "unexpected reprocess request:" << line;
                return -1;
            }
            ++found;
        }
        return found;
    }

    // Starts the CLI on the table and returns once it has said something on stderr (a job's first
    // words name its state: it is under way) or has ended; false when it did neither in a minute.
    bool startUntilItSpeaks(QProcess &process, const QStringList &args)
    {
        QSignalSpy said(&process, &QProcess::readyReadStandardError);
        QSignalSpy ended(&process, &QProcess::finished);
        m_gateway.startCli(process, args, m_table);
        return process.waitForStarted() && (said.wait(60000) || !ended.isEmpty());
    }

    // The demo rows that satisfy `keep`.
    qsizetype countRows(const std::function<bool(const Row &)> &keep) const
    {
        return std::count_if(m_rows.begin(), m_rows.end(), keep);
    }

    QByteArray keyWith(const std::function<bool(const Row &)> &keep, int skip = 0) const
    {
        for (const Row &row : m_rows) {
            if (keep(row) && skip-- == 0) {
                return row.key;
            }
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_gateway.start(), qPrintable(m_gateway.error()));
        // A journal-extract name, so that the profile (key spelling, column types) is chosen by it.
        m_table = m_gateway.uniqueTable(u"wbgrp-journal-extract-9-tier"_s);
        QVERIFY2(m_gateway.createDemoTable(m_table), qPrintable(m_gateway.error()));
        const auto read = Ei::Core::RowsReader::forEachRow(Ei::Test::GatewayUnderTest::demoRowsFile(),
                                                           [this](Row &row, const Ei::Core::RowsReader &) {
                                                               m_rows.append(row);
                                                               return Ei::Core::Result<void>{};
                                                           });
        QVERIFY(read.has_value());
        QCOMPARE(m_rows.size(), 240);
    }

    void cleanupTestCase() { run({u"drop-table"_s, m_table, u"--confirm"_s, m_table}); }

    // Every imported row comes back once, in key order, whatever the scanner's page size.
    void scanReturnsEveryRowInKeyOrder_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("default pages") << QStringList{};
        QTest::newRow("limit above the table") << QStringList{u"--limit"_s, u"1000"_s};
    }
    void scanReturnsEveryRowInKeyOrder()
    {
        QFETCH(QStringList, extra);
        QCOMPARE(scannedKeys(extra), expectedKeys());
    }

    void scanRangeAndLimit()
    {
        const QList<QByteArray> keys = expectedKeys();
        QCOMPARE(scannedKeys({u"--limit"_s, u"7"_s}), keys.mid(0, 7));
        const QList<QByteArray> range = scannedKeys({u"--start"_s, QString::fromLatin1(keys.at(100)),
                                                     u"--stop"_s, QString::fromLatin1(keys.at(130))});
        QCOMPARE(range, keys.mid(100, 30));
    }

    // get --raw gives back exactly the imported cells: columns, values and timestamps.
    void getRawIsTheImportedRow_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("first") << 0;
        QTest::newRow("middle") << 120;
        QTest::newRow("last") << 239;
    }
    void getRawIsTheImportedRow()
    {
        QFETCH(int, index);
        const Row &expected = m_rows.at(index);
        const CliRun r = run({u"get"_s, QString::fromLatin1(expected.key), u"--raw"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        auto decoded = Ei::Core::decodeCellSetJson(r.out);
        QVERIFY2(decoded.has_value(), r.out.left(400).constData());
        QCOMPARE(decoded->size(), 1);
        const Row &got = decoded->first();
        QCOMPARE(got.key, expected.key);
        QCOMPARE(got.cells.size(), expected.cells.size());
        for (const Ei::Core::Cell &cell : expected.cells) {
            const Ei::Core::Cell *mine = cellOf(got, cell.column);
            QVERIFY2(mine, cell.column.constData());
            QCOMPARE(mine->value, cell.value);
            QCOMPARE(mine->timestamp, cell.timestamp);
        }
    }

    // Predicates evaluated by the gateway's filters, counted against the rows themselves.
    void whereCountsMatchTheRows_data()
    {
        QTest::addColumn<QString>("predicate");
        QTest::addColumn<qsizetype>("expected");
        const auto status = [this](qint64 code) {
            return countRows([code](const Row &row) { return int64Of(row, "grobid0:status_code") == code; });
        };
        QTest::newRow("status 200") << u"grobid0:status_code=200"_s << status(200);
        QTest::newRow("status 500") << u"grobid0:status_code=500"_s << status(500);
        QTest::newRow("has tei") << u"has:grobid0:tei_xml"_s
                                 << countRows([](const Row &row) { return cellOf(row, "grobid0:tei_xml"); });
        QTest::newRow("missing status")
            << u"missing:grobid0:status_code"_s
            << countRows([](const Row &row) { return !cellOf(row, "grobid0:status_code"); });
        QTest::newRow("has match") << u"has:match0:mstatus"_s
                                   << countRows([](const Row &row) { return cellOf(row, "match0:mstatus"); });
    }
    void whereCountsMatchTheRows()
    {
        QFETCH(QString, predicate);
        QFETCH(qsizetype, expected);
        QVERIFY(expected > 0);
        QCOMPARE(scannedKeys({u"--where"_s, predicate}).size(), expected);
    }

    void statsGroupsEveryRow()
    {
        const CliRun r = run({u"stats"_s, u"--by"_s, u"grobid0:status_code"_s, u"--format"_s, u"json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r.out);
        QCOMPARE(o.value(u"total"_s).toInteger(), 240);
        qint64 sum = 0;
        qint64 ok = -1;
        for (const QJsonValue &v : o.value(u"groups"_s).toArray()) {
            sum += v.toObject().value(u"count"_s).toInteger();
            if (v.toObject().value(u"value"_s).toVariant().toString() == u"200"_s) {
                ok = v.toObject().value(u"count"_s).toInteger();
            }
        }
        QCOMPARE(sum, 240);
        QCOMPARE(
            ok, qint64(countRows([](const Row &row) { return int64Of(row, "grobid0:status_code") == 200; })));
    }

    // put encodes by the profile (status_code as an 8-byte big-endian integer); delete removes a
    // column, then the row.
    void putGetDelete()
    {
        const QString key = u"sha1:ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ"_s;
        QCOMPARE(run({u"put"_s, key, u"grobid0:status_code=503"_s, u"file:mime=application/pdf"_s}).exitCode,
                 0);
        CliRun got = run({u"get"_s, key, u"--raw"_s});
        QVERIFY2(got.exitCode == 0, got.err.constData());
        auto rows = Ei::Core::decodeCellSetJson(got.out);
        QVERIFY(rows.has_value() && rows->size() == 1);
        QCOMPARE(int64Of(rows->first(), "grobid0:status_code"), std::optional<qint64>(503));
        QCOMPARE(cellOf(rows->first(), "file:mime")->value, QByteArray("application/pdf"));

        QCOMPARE(run({u"delete"_s, key, u"file:mime"_s}).exitCode, 0);
        got = run({u"get"_s, key, u"--raw"_s});
        rows = Ei::Core::decodeCellSetJson(got.out);
        QVERIFY(rows.has_value() && rows->size() == 1);
        QVERIFY(!cellOf(rows->first(), "file:mime"));
        QCOMPARE(run({u"delete"_s, key}).exitCode, 0);
        QCOMPARE(run({u"get"_s, key}).exitCode, 4);
    }

    // Two curators set the status of one row at the same revision at once: HBase's check-and-put
    // lets exactly one through; the other is told of the conflict (exit 3), and nothing is lost.
    void checkAndPutRace()
    {
        const QByteArray key = keyWith([](const Row &row) { return cellOf(row, "match0:minfo") != nullptr; });
        QVERIFY(!key.isEmpty());
        CliRun before = run({u"get"_s, QString::fromLatin1(key)});
        QVERIFY2(before.exitCode == 0, before.err.constData());
        const int rev = jsonOf(before.out).value(u"match0:minfo"_s).toObject().value(u"rev"_s).toInt(-1);
        QVERIFY2(rev >= 0, before.out.constData());

        QProcess a;
        QProcess b;
        QSignalSpy aDone(&a, &QProcess::finished);
        QSignalSpy bDone(&b, &QProcess::finished);
        const auto args = [&](const QString &status, const QString &journal) {
            return QStringList{
                u"set-status"_s,   QString::fromLatin1(key), u"--status"_s,  status,
                u"--expect-rev"_s, QString::number(rev),     u"--journal"_s, m_dir.filePath(journal),
                u"--by"_s,         u"curator-"_s + journal};
        };
        m_gateway.startCli(a, args(u"confirmed"_s, u"a"_s), m_table);
        m_gateway.startCli(b, args(u"rejected"_s, u"b"_s), m_table);
        QVERIFY(aDone.wait(120000) || aDone.size() == 1);
        QVERIFY(bDone.size() == 1 || bDone.wait(120000));
        const QList<int> codes{a.exitCode(), b.exitCode()};
        QVERIFY2(
            codes.contains(0) && codes.contains(3),
            qPrintable(u"exit codes %1 and %2: %3 / %4"_s.arg(codes[0]).arg(codes[1]).arg(
                QString::fromUtf8(a.readAllStandardError()), QString::fromUtf8(b.readAllStandardError()))));
        const QString winner = a.exitCode() == 0 ? u"confirmed"_s : u"rejected"_s;
        const CliRun after = run({u"get"_s, QString::fromLatin1(key)});
        const QJsonObject row = jsonOf(after.out);
        QCOMPARE(row.value(u"match0:minfo"_s).toObject().value(u"rev"_s).toInt(), rev + 1);
        QCOMPARE(row.value(u"match0:mstatus"_s).toString(), winner);
    }

    // The whole table exported and read back: the same rows, in key order, each once — also read
    // region by region with several scanners (issue 28; serve's regions are 10 rows, a real table
    // has the regions HBase gave it), and unordered (the same rows, each once).
    void exportIsTheTable_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<bool>("ordered");
        QTest::newRow("one scanner") << QStringList{u"--parallel"_s, u"1"_s} << true;
        QTest::newRow("auto") << QStringList{} << true;
        QTest::newRow("8 scanners") << QStringList{u"--parallel"_s, u"8"_s} << true;
        QTest::newRow("8 scanners, unordered")
            << QStringList{u"--parallel"_s, u"8"_s, u"--unordered"_s} << false;
    }
    void exportIsTheTable()
    {
        QFETCH(QStringList, extra);
        QFETCH(bool, ordered);
        const QString out =
            m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_') + u".jsonl"_s);
        const CliRun r = run(QStringList{u"export"_s, u"--format"_s, u"jsonl"_s, u"--out"_s, out} + extra);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // putGetDelete and the race leave the key set as imported.
        QList<QByteArray> keys = keysOfRowsFile(out);
        if (!ordered) {
            std::ranges::sort(keys);
        }
        QCOMPARE(keys, expectedKeys());
    }

    // An export stopped with SIGINT (exit 130) says how to resume; --resume finishes it with every
    // row once and in order.
    void exportInterruptedThenResumed()
    {
        const QString out = m_dir.filePath(u"resumed.jsonl"_s);
        const QString state = m_dir.filePath(u"resumed.state"_s);
        QProcess exporter;
        QSignalSpy done(&exporter, &QProcess::finished);
        // The first progress line on stderr: it is under way. Interrupt it as Ctrl+C would.
        QVERIFY(startUntilItSpeaks(
            exporter, {u"export"_s, u"--format"_s, u"jsonl"_s, u"--out"_s, out, u"--state"_s, state}));
        if (done.isEmpty()) {
            ::kill(pid_t(exporter.processId()), SIGINT);
            QVERIFY(done.wait(60000));
        }
        if (exporter.exitCode() == 0) {
            QSKIP("the export finished before the interrupt reached it; nothing to resume");
        }
        QVERIFY2(exporter.exitCode() == 130, exporter.readAllStandardError().constData());
        const CliRun resumed = run({u"export"_s, u"--resume"_s, state});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QCOMPARE(keysOfRowsFile(out), expectedKeys());
    }

    // reprocess --where marks every matching row and resets its status (check-and-delete); run
    // again it finds nothing left to do.
    void reprocessWhereIsExactlyOnce()
    {
        const qsizetype failed =
            countRows([](const Row &row) { return int64Of(row, "grobid0:status_code") == 500; });
        QVERIFY(failed > 0);
        const qsizetype markedBefore = scannedKeys({u"--where"_s, u"has:grobid0:reprocess"_s}).size();
        const CliRun r = run({u"reprocess"_s, u"--where"_s, u"grobid0:status_code=500"_s, u"--reason"_s,
                              u"gateway tier"_s, u"--journal"_s, m_dir.filePath(u"reprocess"_s)});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(scannedKeys({u"--where"_s, u"grobid0:status_code=500"_s}).size(), 0);
        const QList<QByteArray> marked = scannedKeys({u"--where"_s, u"has:grobid0:reprocess"_s});
        QVERIFY(marked.size() >= failed);
        QVERIFY(marked.size() <= markedBefore + failed);
        const CliRun again = run({u"reprocess"_s, u"--where"_s, u"grobid0:status_code=500"_s, u"--journal"_s,
                                  m_dir.filePath(u"reprocess"_s)});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(scannedKeys({u"--where"_s, u"has:grobid0:reprocess"_s}), marked);
    }

    // reprocess killed mid-way (SIGKILL: no chance to save anything more) and resumed from its
    // state with the same journal: every matching row marked once, none left, none twice.
    void reprocessKilledThenResumed()
    {
        // The rows of status 200 under one key prefix: a few dozen, at 10 rows a second.
        const QString prefix = QString::fromLatin1(m_rows.at(m_rows.size() / 2).key.left(6));
        const QStringList where{u"--prefix"_s, prefix, u"--where"_s, u"grobid0:status_code=200"_s};
        const qsizetype matching = scannedKeys(where).size();
        QVERIFY2(matching >= 3, qPrintable(u"%1 rows under %2"_s.arg(matching).arg(prefix)));
        const QString state = m_dir.filePath(u"killed.state"_s);
        const QString journal = m_dir.filePath(u"killed.journal"_s);
        QProcess job;
        QSignalSpy done(&job, &QProcess::finished);
        // Its first words on stderr name the state: the job is under way. Kill it without warning.
        QVERIFY(startUntilItSpeaks(job, QStringList{u"reprocess"_s, u"--rate"_s, u"10"_s, u"--state"_s, state,
                                                    u"--journal"_s, journal, u"--reason"_s,
                                                    u"killed and resumed"_s} +
                                            where));
        QVERIFY2(done.isEmpty(), job.readAllStandardError().constData());
        job.kill();
        QVERIFY(done.wait(30000));
        const qsizetype leftAfterKill = scannedKeys(where).size();
        QVERIFY2(leftAfterKill > 0, "the job ended before it was killed");

        const CliRun resumed = run({u"reprocess"_s, u"--resume"_s, state, u"--journal"_s, journal});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QCOMPARE(scannedKeys(where).size(), 0);
        // Each row of the prefix that had status 200 now carries one reprocess request that names
        // 200 as its previous status.
        QCOMPARE(reprocessRequests(prefix, u"killed and resumed"_s, 200), matching);
    }

    // The real gateway restarts under a reprocess job (its scanner forgotten, its connections
    // cut, as a gateway redeployed in production): the job finishes with exit 0 and every
    // matching row marked exactly once.
    void reprocessSurvivesAGatewayRestart()
    {
        if (!m_gateway.canRestartGateway()) {
            QSKIP("only the real gateway is restarted here (tools/dev test-hbase); serve's restarts under a "
                  "job "
                  "are tst_clireprocess's");
        }
        const QString prefix = QString::fromLatin1(m_rows.at(m_rows.size() / 4).key.left(6));
        const QStringList where{u"--prefix"_s, prefix, u"--where"_s, u"grobid0:status_code=200"_s};
        const qsizetype matching = scannedKeys(where).size();
        QVERIFY2(matching >= 3, qPrintable(u"%1 rows under %2"_s.arg(matching).arg(prefix)));
        QProcess job;
        QSignalSpy done(&job, &QProcess::finished);
        QVERIFY(startUntilItSpeaks(job, QStringList{u"reprocess"_s, u"--rate"_s, u"2"_s, u"--journal"_s,
                                                    m_dir.filePath(u"restart.journal"_s), u"--reason"_s,
                                                    u"gateway restarted"_s} +
                                            where));
        QVERIFY2(m_gateway.restartGateway(), qPrintable(m_gateway.error()));
        QVERIFY2(done.size() == 1 || done.wait(180000), "the job did not end");
        QVERIFY2(job.exitCode() == 0, job.readAllStandardError().constData());
        QCOMPARE(scannedKeys(where).size(), 0);
        QCOMPARE(reprocessRequests(prefix, u"gateway restarted"_s, 200), matching);
    }

    // node-hbase (npm `hbase`), a third-party client, reads the same cells as the product.
    void nodeHbaseReadsTheSameRows()
    {
        const Ei::Test::NpmPeer peer = Ei::Test::ensureNpmPackages({u"hbase@0.6.1"_s});
        if (peer.nodeModules.isEmpty()) {
            QSKIP(qPrintable(peer.skipReason));
        }
        const QString port = QString::number(QUrl(m_gateway.url()).port());
        const Ei::Test::NodeRun node =
            Ei::Test::runNode(peer.nodeModules, nodeHbaseScanScript(), {port, m_table});
        QVERIFY2(node.exitCode == 0, node.err.constData());
        const CliRun raw =
            run({u"export"_s, u"--format"_s, u"jsonl"_s, u"--out"_s, m_dir.filePath(u"node.jsonl"_s)});
        QVERIFY2(raw.exitCode == 0, raw.err.constData());
        QByteArray mine;
        const auto read = Ei::Core::RowsReader::forEachRow(
            m_dir.filePath(u"node.jsonl"_s), [&](Row &row, const Ei::Core::RowsReader &) {
                for (const Ei::Core::Cell &cell : row.cells) {
                    mine += row.key + '\t' + cell.column + '\t' + cell.value.toBase64() + '\n';
                }
                return Ei::Core::Result<void>{};
            });
        QVERIFY(read.has_value());
        QCOMPARE(node.out.count('\n'), mine.count('\n'));
        QCOMPARE(node.out, mine);
    }
};

QTEST_GUILESS_MAIN(TestGatewayData)
#include "tst_gatewaydata.moc"
