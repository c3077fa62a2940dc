#include "common/gatewayundertest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>

#include <core/hbase/tableschema.h>
#include <core/snapshot/manifest.h>
#include <server/snapshot.h>
#include <server/tablestore.h>

#include "common/testutil.h"

using namespace Qt::StringLiterals;

namespace Ei::Test {

namespace {

// serve needs a table to serve; the tests create their own beside it.
const QString kSeedTable = u"ei-gateway-seed"_s;

bool makeSeedSnapshot(const QString &dir, QString &error)
{
    Core::SnapshotManifest manifest;
    manifest.table = kSeedTable;
    manifest.profile = u"generic"_s;
    manifest.rowsFile = u"rows.jsonl"_s;
    const Server::TableStore table(Core::TableSchema::create(manifest.table, {"f"}));
    if (auto saved = Server::saveSnapshot(dir, manifest, table); !saved) {
        error = u"could not write serve's seed snapshot: "_s + saved.error().message;
        return false;
    }
    return true;
}

} // namespace

GatewayUnderTest::GatewayUnderTest() = default;

GatewayUnderTest::~GatewayUnderTest()
{
    stopServe(m_serve);
}

bool GatewayUnderTest::start()
{
    if (!m_dir.isValid()) {
        m_error = u"no temporary folder"_s;
        return false;
    }
    const QString external = qEnvironmentVariable("EI_GATEWAY_URL");
    if (!external.isEmpty()) {
        m_real = true;
        m_url = external;
        m_controlUrl = qEnvironmentVariable("EI_GATEWAY_CONTROL_URL");
        const QStringList presplit = qEnvironmentVariable("EI_GATEWAY_PRESPLIT").split(u',');
        if (presplit.size() == 2) {
            m_presplitTable = presplit.at(0);
            m_presplitRegions = presplit.at(1).toInt();
        }
        return true;
    }
    const QString snapshot = m_dir.filePath(u"seed"_s);
    if (!makeSeedSnapshot(snapshot, m_error)) {
        return false;
    }
    m_url = startServe(m_serve, {u"serve"_s, u"--snapshot"_s, snapshot, u"--listen"_s, u"127.0.0.1:0"_s,
                                 u"--region-rows"_s, QString::number(serveRegionRows())});
    if (m_url.isEmpty()) {
        m_error = u"serve did not start (see the warning above)"_s;
        return false;
    }
    return true;
}

QString GatewayUnderTest::describe() const
{
    return m_real ? u"real HBase at "_s + m_url : u"serve at "_s + m_url;
}

bool GatewayUnderTest::restartGateway()
{
    if (m_controlUrl.isEmpty()) {
        m_error = u"this gateway cannot be restarted by the tests"_s;
        return false;
    }
    QNetworkAccessManager network;
    QNetworkRequest request(QUrl(m_controlUrl + u"/restart-gateway"_s));
    request.setTransferTimeout(120000);
    std::unique_ptr<QNetworkReply> reply(network.post(request, QByteArray()));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    if (!finished.wait(120000) || reply->error() != QNetworkReply::NoError) {
        m_error = u"restarting the gateway failed: "_s + reply->errorString() + u' ' +
                  QString::fromUtf8(reply->readAll());
        return false;
    }
    return true;
}

QString GatewayUnderTest::uniqueTable(const QString &stem)
{
    return u"%1-%2-%3"_s.arg(stem).arg(QCoreApplication::applicationPid()).arg(++m_tables);
}

CliOptions GatewayUnderTest::cliOptions() const
{
    CliOptions options;
    options.environment.insert(u"HOME"_s, m_dir.filePath(u"home"_s));
    options.environment.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"home/config"_s));
    options.environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"home/data"_s));
    options.workingDirectory = m_dir.path();
    // The real gateway under ASan's CLI is slower than serve; no test here waits for a timeout.
    options.timeoutMs = 180000;
    return options;
}

CliRun GatewayUnderTest::cli(QStringList args, const QString &table, const QByteArray &input) const
{
    args << u"--url"_s << m_url;
    if (!table.isEmpty()) {
        args << u"--table"_s << table;
    }
    CliOptions options = cliOptions();
    options.input = input;
    return runCli(args, options);
}

void GatewayUnderTest::startCli(QProcess &process, QStringList args, const QString &table) const
{
    args << u"--url"_s << m_url;
    if (!table.isEmpty()) {
        args << u"--table"_s << table;
    }
    const CliOptions options = cliOptions();
    process.setProcessEnvironment(options.environment);
    process.setWorkingDirectory(options.workingDirectory);
    process.start(cliPath(), args);
    // As runCli: a command that may read keys from stdin (export -) must see it closed.
    process.closeWriteChannel();
}

QString GatewayUnderTest::demoRowsFile()
{
    const QDir demo(builtDemoDir());
    for (const QString &name : {u"rows.jsonl.sz"_s, u"rows.jsonl"_s}) {
        if (QFileInfo::exists(demo.filePath(name))) {
            return demo.filePath(name);
        }
    }
    return {};
}

bool GatewayUnderTest::createDemoTable(const QString &table)
{
    const QString rows = demoRowsFile();
    if (rows.isEmpty()) {
        m_error = u"the demo snapshot (build/<preset>/share/demo) was not built"_s;
        return false;
    }
    const CliRun created = cli({u"create-table"_s, table, u"--profile"_s, u"journal-extract"_s});
    if (created.exitCode != 0) {
        m_error = u"create-table %1 on %2: exit %3: %4"_s.arg(table, describe())
                      .arg(created.exitCode)
                      .arg(QString::fromUtf8(created.err));
        return false;
    }
    const CliRun imported = cli({u"import"_s, rows}, table);
    if (imported.exitCode != 0) {
        m_error = u"import into %1 on %2: exit %3: %4"_s.arg(table, describe())
                      .arg(imported.exitCode)
                      .arg(QString::fromUtf8(imported.err));
        return false;
    }
    return true;
}

} // namespace Ei::Test
