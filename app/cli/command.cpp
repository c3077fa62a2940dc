#include "command.h"

#include <cstdio>

#include <QCoreApplication>

namespace Ei::Cli {

CommandContext::CommandContext(GlobalOptions global, QStringList args)
    : m_global(std::move(global))
    , m_args(std::move(args))
    , m_out(stdout)
    , m_err(stderr)
{}

void CommandContext::writeOut(const QByteArray &bytes)
{
    m_out.flush();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CommandContext::note(const QString &line)
{
    if (!m_global.quiet) {
        m_err << line << Qt::endl;
    }
}

void CommandContext::verbose(const QString &line)
{
    if (m_global.verbose) {
        m_err << line << Qt::endl;
    }
}

void CommandContext::finish(int exitCode)
{
    if (m_exitCode) {
        return;
    }
    m_exitCode = exitCode;
    m_out.flush();
    m_err.flush();
    Q_EMIT done(exitCode);
}

void CommandContext::fail(const Core::Error &error)
{
    m_err << "extract-inspector-cli: " << error.message << Qt::endl;
    finish(Core::exitCodeFor(error.kind));
}

void CommandContext::usageError(const QString &message)
{
    m_err << "extract-inspector-cli: " << message << Qt::endl;
    finish(2);
}

namespace {
QList<CommandSpec> &registry()
{
    static QList<CommandSpec> list;
    return list;
}
} // namespace

bool registerCommand(CommandSpec spec)
{
    registry().append(std::move(spec));
    return true;
}

const QList<CommandSpec> &commands()
{
    return registry();
}

} // namespace Ei::Cli
