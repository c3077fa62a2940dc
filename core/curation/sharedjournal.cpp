#include "sharedjournal.h"

#include <QHash>

namespace Ei::Core {
namespace {

// Open journals by file path; weak, so the last window's release closes the journal.
QHash<QString, std::weak_ptr<SharedJournal>> &openJournals()
{
    static QHash<QString, std::weak_ptr<SharedJournal>> journals;
    return journals;
}

} // namespace

SharedJournal::~SharedJournal()
{
    if (m_journal) {
        m_journal->close();
    }
    openJournals().remove(m_path);
}

Result<std::shared_ptr<SharedJournal>>
SharedJournal::acquire(const ConnectionConfig &config, const JournalOptions &options, const QString &path)
{
    const QString file = path.isEmpty() ? WriteJournal::defaultPath(config) : path;
    if (std::shared_ptr<SharedJournal> open = openJournals().value(file).lock()) {
        return open;
    }
    std::shared_ptr<SharedJournal> shared(new SharedJournal);
    shared->m_path = file;
    shared->m_client = std::make_unique<RestClient>(config);
    shared->m_journal = std::make_unique<WriteJournal>(shared->m_client.get(), options);
    if (auto opened = shared->m_journal->open(file); !opened) {
        shared->m_journal.reset();
        shared->m_path.clear(); // never registered: the destructor must not drop another's entry
        return std::unexpected(opened.error());
    }
    openJournals().insert(file, shared);
    return shared;
}

} // namespace Ei::Core
