#pragma once

#include <memory>

#include <QString>

#include <core/curation/writejournal.h>
#include <core/hbase/restclient.h>
#include <core/util/result.h>

namespace Ei::Core {

// One WriteJournal per journal file in this process, shared by every window on the same server
// and table. The file is locked per process, so a second WriteJournal on it could not open: a
// second window on the table would have no edits. Each window keeps its own EditService (its own
// undo) on the shared journal and tells its own edits from the others' by entry id.
//
// The journal sends through a RestClient of its own (made from the connection's settings), so it
// outlives whichever window opened it; the last handle released closes it. GUI thread only.
class SharedJournal final
{
    Q_DISABLE_COPY_MOVE(SharedJournal)

public:
    ~SharedJournal();

    // The journal at `path` (WriteJournal::defaultPath of the connection when empty), opened on
    // first use and joined afterwards.
    static Result<std::shared_ptr<SharedJournal>>
    acquire(const ConnectionConfig &config, const JournalOptions &options = {}, const QString &path = {});

    WriteJournal *journal() const { return m_journal.get(); }

private:
    SharedJournal() = default;

    QString m_path;
    std::unique_ptr<RestClient> m_client;
    std::unique_ptr<WriteJournal> m_journal; // after m_client: destroyed (and closed) first
};

} // namespace Ei::Core
