#include "journalsupport.h"

#include <QDeadlineTimer>
#include <QTimer>

#include <core/curation/writejournal.h>
#include <core/hbase/restclient.h>

namespace Ei::Cli {

QString curatorName(const QString &byOption)
{
    if (!byOption.isEmpty()) {
        return byOption;
    }
    return qEnvironmentVariable("EI_CURATOR", qEnvironmentVariable("USER", QStringLiteral("curator")));
}

namespace {

// Tries to open the journal until the lock is free or the deadline passes (never blocking).
class JournalOpener final : public QObject
{
public:
    JournalOpener(CommandContext &ctx, Core::WriteJournal *journal, QString path,
                  std::function<void(Core::WriteJournal *)> ready)
        : QObject(&ctx)
        , m_ctx(ctx)
        , m_journal(journal)
        , m_path(std::move(path))
        , m_ready(std::move(ready))
        , m_deadline(qint64(ctx.global().timeoutSeconds) * 1000)
    {
        m_timer.setInterval(100);
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &JournalOpener::attempt);
    }

    void attempt()
    {
        auto opened = m_journal->open(m_path);
        if (!opened && opened.error().kind == Core::ErrorKind::Forbidden && !m_deadline.hasExpired()) {
            m_timer.start();
            return;
        }
        deleteLater();
        if (!opened) {
            m_ctx.fail(opened.error());
            return;
        }
        if (!m_journal->loadWarning().isEmpty()) {
            m_ctx.note(QStringLiteral("warning: %1").arg(m_journal->loadWarning()));
        }
        if (m_journal->pendingCount() > 0) {
            m_ctx.note(QStringLiteral("replaying %1 writes left in the journal %2 by an earlier run")
                           .arg(m_journal->pendingCount())
                           .arg(m_path));
        }
        m_ready(m_journal);
    }

private:
    CommandContext &m_ctx;
    Core::WriteJournal *m_journal;
    QString m_path;
    std::function<void(Core::WriteJournal *)> m_ready;
    QDeadlineTimer m_deadline;
    QTimer m_timer;
};

} // namespace

void openJournal(CommandContext &ctx, Core::RestClient *client, const QString &explicitPath,
                 std::function<void(Core::WriteJournal *)> ready)
{
    const QString path =
        explicitPath.isEmpty() ? Core::WriteJournal::defaultPath(client->config()) : explicitPath;
    auto *journal = new Core::WriteJournal(client, {}, &ctx);
    QObject::connect(journal, &Core::WriteJournal::journalError, &ctx,
                     [&ctx](const QString &message) { ctx.fail(Core::Error{Core::ErrorKind::Io, message}); });
    (new JournalOpener(ctx, journal, path, std::move(ready)))->attempt();
}

} // namespace Ei::Cli
