#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include "common/clirun.h"

namespace Ei::Test {

// The HBase REST gateway a gateway-tier test talks to (tests/gateway, docs/real-hbase.md):
// - the real HBase 2.6 gateway named by EI_GATEWAY_URL, which `tools/dev test-hbase` starts
//   (tools/hbase/run) with a table EI_GATEWAY_PRESPLIT ("TABLE,REGIONS") split in advance;
// - otherwise `serve`, started here on an empty writable snapshot, its regions every 10 rows.
// The tests hold both to the same expectations; where real HBase differs, it is right.
class GatewayUnderTest final
{
public:
    GatewayUnderTest();
    ~GatewayUnderTest();
    GatewayUnderTest(const GatewayUnderTest &) = delete;
    GatewayUnderTest &operator=(const GatewayUnderTest &) = delete;

    // Starts `serve` unless EI_GATEWAY_URL names a gateway. False (and error()) on failure.
    bool start();
    QString error() const { return m_error; }
    QString url() const { return m_url; }
    bool isRealHBase() const { return m_real; }
    // "real HBase at URL" or "serve", for failure messages.
    QString describe() const;

    // A table name no other test of this run uses: STEM-PID-N (tables persist on a real cluster).
    QString uniqueTable(const QString &stem);
    // The table split in advance into presplitRegions() regions on keys "sha1:" + the first
    // base32 character; serve has none (its regions come from the row count), so it is empty.
    QString presplitTable() const { return m_presplitTable; }
    int presplitRegions() const { return m_presplitRegions; }
    // Rows per region in serve (its --region-rows), 0 against real HBase.
    int serveRegionRows() const { return m_real ? 0 : 10; }

    // Whether restartGateway() can restart this gateway: the real one through the rig's control
    // port (EI_GATEWAY_CONTROL_URL). serve's restarts are tests/cli's (its fault injection).
    bool canRestartGateway() const { return !m_controlUrl.isEmpty(); }
    // Restarts the REST gateway (its scanners forgotten, its connections cut, the tables kept) and
    // returns once it serves again. False and error() on failure.
    bool restartGateway();

    // Runs the CLI with --url (and --table when given) in a home folder of its own.
    CliRun cli(QStringList args, const QString &table = {}, const QByteArray &input = {}) const;
    // Starts the CLI without waiting (for races and interrupts); the caller owns the process.
    void startCli(QProcess &process, QStringList args, const QString &table = {}) const;
    CliOptions cliOptions() const;

    // Creates TABLE with the journal-extract profile and imports the demo's 240 rows into it
    // (`create-table`, `import`). False and error() on failure.
    bool createDemoTable(const QString &table);
    // The demo's rows file (build/<preset>/share/demo/rows.jsonl[.sz]).
    static QString demoRowsFile();

private:
    QTemporaryDir m_dir;
    QProcess m_serve;
    QString m_url;
    QString m_error;
    QString m_presplitTable;
    QString m_controlUrl;
    int m_presplitRegions = 0;
    bool m_real = false;
    int m_tables = 0;
};

} // namespace Ei::Test
