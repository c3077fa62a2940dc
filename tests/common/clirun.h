#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QProcess;

namespace Ei::Test {

// What one run of extract-inspector-cli gave: exitCode is -1 when it did not start or did not
// finish in time, -2 when it crashed (so neither passes for an exit code the CLI chose).
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// The built CLI (build/<preset>/bin/extract-inspector-cli).
QString cliPath();
// The built GUI (build/<preset>/bin/extract-inspector), for tests of its command line.
QString guiPath();

// This process's environment without EI_HBASE_URL, EI_TABLE and EI_CONNECTION, so that the
// settings of whoever runs the tests never choose a test run's server or table.
QProcessEnvironment cliEnvironment();

struct CliOptions
{
    QProcessEnvironment environment = cliEnvironment();
    QByteArray input; // written to the CLI's stdin; stdin is closed in any case
    QString workingDirectory;
    int timeoutMs = 60000;
    QString program; // empty: the CLI
};

// Runs the CLI (or options.program) to its end. Waits on QProcess::finished, not waitForFinished(): a server
// that the test runs in this process's event loop keeps answering meanwhile.
CliRun runCli(const QStringList &args, const CliOptions &options = {});

// Starts the CLI with `args` (a `serve … --listen HOST:0` command line) in `serve` and returns
// the base URL of its first stdout line, "listening on URL"; empty (and a warning) on failure.
QString startServe(QProcess &serve, const QStringList &args);

// Stops a running `serve` as a curator does, with SIGTERM (its clean shutdown). False when it was
// not running, or had not ended 30 s later (it is killed then).
bool stopServe(QProcess &serve);

} // namespace Ei::Test
