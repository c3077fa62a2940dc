#include "clirun.h"

#include <csignal>

#include <QDebug>
#include <QProcess>
#include <QSignalSpy>

#include "testutil.h"

namespace Ei::Test {

QString cliPath()
{
    return binDir() + QStringLiteral("/extract-inspector-cli");
}

QString guiPath()
{
    return binDir() + QStringLiteral("/extract-inspector");
}

QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("EI_HBASE_URL"));
    env.remove(QStringLiteral("EI_TABLE"));
    env.remove(QStringLiteral("EI_CONNECTION"));
    return env;
}

CliRun runCli(const QStringList &args, const CliOptions &options)
{
    QProcess cli;
    cli.setProcessEnvironment(options.environment);
    if (!options.workingDirectory.isEmpty()) {
        cli.setWorkingDirectory(options.workingDirectory);
    }
    QSignalSpy finished(&cli, &QProcess::finished);
    cli.start(options.program.isEmpty() ? cliPath() : options.program, args);
    CliRun result;
    if (!cli.waitForStarted(30000)) {
        qWarning() << "the CLI did not start:" << cli.errorString();
        return result;
    }
    if (!options.input.isEmpty()) {
        cli.write(options.input);
    }
    cli.closeWriteChannel();
    if (!finished.wait(options.timeoutMs)) {
        qWarning() << "the CLI did not finish:" << args << cli.readAllStandardError();
        cli.kill();
        cli.waitForFinished(5000);
        return result;
    }
    result.exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -2;
    result.out = cli.readAllStandardOutput();
    result.err = cli.readAllStandardError();
    return result;
}

QString startServe(QProcess &serve, const QStringList &args)
{
    QSignalSpy ready(&serve, &QProcess::readyReadStandardOutput);
    serve.start(cliPath(), args);
    if (!serve.waitForStarted(30000)) {
        qWarning() << "serve did not start:" << serve.errorString();
        return {};
    }
    QByteArray out;
    while (!out.contains('\n') && ready.wait(30000)) {
        out += serve.readAllStandardOutput();
    }
    const QByteArray line = out.left(out.indexOf('\n'));
    if (!line.startsWith("listening on http://")) {
        qWarning() << "serve did not say where it listens:" << out << serve.readAllStandardError();
        return {};
    }
    return QString::fromUtf8(line.mid(qsizetype(sizeof("listening on ") - 1)));
}

bool stopServe(QProcess &serve)
{
    // processId() is 0 when there is no process; kill(0, …) would signal this whole process group.
    if (serve.state() != QProcess::Running || serve.processId() <= 0) {
        return false;
    }
    QSignalSpy finished(&serve, &QProcess::finished);
    if (::kill(pid_t(serve.processId()), SIGTERM) == 0 && finished.wait(30000)) {
        return true;
    }
    serve.kill();
    serve.waitForFinished(5000);
    return false;
}

} // namespace Ei::Test
