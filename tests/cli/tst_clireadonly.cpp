// End-to-end: the CLI's scanning commands against `serve --read-only` (a read-only gateway refuses
// scanners with 403, hbase-rest.md §6.4) give exactly what they give against a writable `serve` of
// the same snapshot: scan with every option, export and a DOI lookup, through stateless pages.
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/cellcodec.h>
#include <server/snapshot.h>

#include "common/clirun.h"
#include "common/testutil.h"

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::CliRun;

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-qa");

QByteArray keyFor(int i)
{
    // Keys shaped like the table's (sha1: + 32 base32 characters), in the order of i.
    return "sha1:QQ" + QByteArray(1, char('A' + i / 26)) + QByteArray(1, char('A' + i % 26)) +
           QByteArray(28, 'B');
}

bool makeSnapshot(const QString &dir)
{
    SnapshotManifest manifest;
    manifest.table = kTable;
    manifest.profile = QStringLiteral("journal-extract");
    manifest.rowsFile = QStringLiteral("rows.jsonl");
    TableStore table(TableSchema::create(manifest.table, {"f", "file", "grobid0", "match0"}));
    CellSet rows;
    for (int i = 0; i < 45; ++i) {
        Row row{keyFor(i),
                {Cell{"f:c", 1, "{\"u\":\"http://example.org/" + QByteArray::number(i) + ".pdf\"}"},
                 Cell{"file:mime", 1, "application/pdf"}, Cell{"file:size", 1, encodeInt64Be(1000 + i)},
                 Cell{"grobid0:status_code", 1, encodeInt64Be(i % 3 == 0 ? 500 : 200)}}};
        if (i % 4 == 1) {
            row.cells.append(Cell{"match0:doi", 1, "10.1234/paper." + QByteArray::number(i % 8)});
            row.cells.append(Cell{"match0:mstatus", 1, "matched"});
        }
        rows.append(row);
    }
    return table.put(rows).has_value() && saveSnapshot(dir, manifest, table).has_value();
}

} // namespace

class TestCliReadOnly : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QTemporaryDir m_home;
    QProcess m_writable;
    QProcess m_readOnly;
    QString m_writableUrl;
    QString m_readOnlyUrl;

    QString startServe(QProcess &serve, bool readOnly)
    {
        QStringList args{QStringLiteral("serve"), QStringLiteral("--snapshot"), m_dir.path(),
                         QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")};
        if (readOnly) {
            args << QStringLiteral("--read-only");
        }
        return Ei::Test::startServe(serve, args);
    }

    CliRun run(const QString &url, QStringList args)
    {
        Ei::Test::CliOptions options;
        options.environment.insert(QStringLiteral("HOME"), m_home.path());
        options.environment.insert(QStringLiteral("XDG_CACHE_HOME"),
                                   m_home.filePath(QStringLiteral("cache")));
        options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                                   m_home.filePath(QStringLiteral("config")));
        args << QStringLiteral("--url") << url << QStringLiteral("--table") << kTable;
        return Ei::Test::runCli(args, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_home.isValid());
        QVERIFY(makeSnapshot(m_dir.path()));
        m_writableUrl = startServe(m_writable, false);
        m_readOnlyUrl = startServe(m_readOnly, true);
        QVERIFY(!m_writableUrl.isEmpty() && !m_readOnlyUrl.isEmpty());
    }

    void cleanupTestCase()
    {
        Ei::Test::stopServe(m_writable);
        Ei::Test::stopServe(m_readOnly);
    }

    void scanIsTheSame_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("rows");
        const auto s = [](const char *text) { return QString::fromLatin1(text); };
        QTest::newRow("everything") << QStringList{s("scan")} << 45;
        QTest::newRow("prefix") << QStringList{s("scan"), s("--prefix"), s("sha1:QQB")} << 19;
        QTest::newRow("start stop") << QStringList{s("scan"), s("--start"), QString::fromLatin1(keyFor(5)),
                                                   s("--stop"), QString::fromLatin1(keyFor(17))}
                                    << 12;
        QTest::newRow("limit") << QStringList{s("scan"), s("--limit"), s("7")} << 7;
        QTest::newRow("columns") << QStringList{s("scan"), s("--columns"), s("f:c,file:size")} << 45;
        QTest::newRow("keys only") << QStringList{s("scan"), s("--keys-only")} << 45;
        // Text value, and an 8-byte integer (binary: sent as filter_b64).
        QTest::newRow("where text") << QStringList{s("scan"), s("--where"), s("match0:mstatus=matched")}
                                    << 11;
        QTest::newRow("where int") << QStringList{s("scan"), s("--where"), s("grobid0:status_code=500"),
                                                  s("--columns"), s("f:c")}
                                   << 15;
        QTest::newRow("where missing keys only")
            << QStringList{s("scan"),        s("--where"), s("missing:match0:doi"),
                           s("--keys-only"), s("--limit"), s("20")}
            << 20;
    }
    void scanIsTheSame()
    {
        QFETCH(QStringList, args);
        QFETCH(int, rows);
        const CliRun expected = run(m_writableUrl, args);
        QCOMPARE(expected.exitCode, 0);
        QCOMPARE(expected.out.count('\n'), rows);
        const CliRun got = run(m_readOnlyUrl, args);
        QVERIFY2(got.exitCode == 0, got.err.constData());
        QCOMPARE(got.out, expected.out);
    }

    void exportIsTheSame()
    {
        QTemporaryDir out;
        const QString a = out.filePath(QStringLiteral("a.jsonl"));
        const QString b = out.filePath(QStringLiteral("b.jsonl"));
        const QStringList args{
            QStringLiteral("export"),   QStringLiteral("--where"), QStringLiteral("grobid0:status_code=200"),
            QStringLiteral("--format"), QStringLiteral("jsonl"),   QStringLiteral("--quiet"),
            QStringLiteral("--out")};
        const CliRun expected = run(m_writableUrl, args + QStringList{a});
        QVERIFY2(expected.exitCode == 0, expected.err.constData());
        const CliRun got = run(m_readOnlyUrl, args + QStringList{b});
        QVERIFY2(got.exitCode == 0, got.err.constData());
        const QByteArray rows = Ei::Test::readFile(a);
        QCOMPARE(rows.count('\n'), 30);
        QCOMPARE(Ei::Test::readFile(b), rows);
    }

    void doiLookupIsTheSame()
    {
        const QStringList args{QStringLiteral("lookup"), QStringLiteral("10.1234/paper.1"),
                               QStringLiteral("--rescan")};
        const CliRun expected = run(m_writableUrl, args);
        QVERIFY2(expected.exitCode == 0, expected.err.constData());
        QVERIFY(expected.out.contains(keyFor(1)));
        const CliRun got = run(m_readOnlyUrl, args);
        QVERIFY2(got.exitCode == 0, got.err.constData());
        QCOMPARE(got.out, expected.out);
    }
};

QTEST_GUILESS_MAIN(TestCliReadOnly)
#include "tst_clireadonly.moc"
