#pragma once

#include <optional>

#include <QByteArray>
#include <QCborMap>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// What a journaled write is for (docs/curation.md). The kind decides how a conflict can be
// resolved: curator edits pause the journal's row, bulk reprocess steps are reported and dropped.
enum class WriteKind
{
    MatchEdit,      // match0:mstatus/doi/minfo against the minfo bytes seen
    QualityEdit,    // grobid0:quality against the quality bytes seen
    ReprocessMark,  // grobid0:reprocess against its value seen (normally absent)
    ReprocessReset, // check-and-delete grobid0:status_code against the value seen
    Undo,           // restores what an edit of this session replaced, checked against what it wrote
};

enum class WriteOp
{
    CheckAndPut,
    CheckAndDelete,
};

enum class EntryState
{
    Pending,  // durable in the journal, not sent yet
    Sent,     // a request may have reached the server; the answer has not been seen
    Applied,  // acknowledged, or found already applied on replay
    Conflict, // the check failed and the row holds something else
    Failed,   // the server refused the write for another reason (bad request, forbidden, ...)
    Dropped,  // given up: the curator kept theirs, or the step it depended on did not apply
};

QString writeKindId(WriteKind kind);
std::optional<WriteKind> writeKindFromId(QStringView id);
QString entryStateId(EntryState state);
std::optional<EntryState> entryStateFromId(QStringView id);

// One checked write and its metadata: the unit of the write journal (docs/curation.md).
struct JournalEntry
{
    qint64 id = 0; // assigned by the journal, increasing in submission order
    WriteKind kind = WriteKind::MatchEdit;
    WriteOp op = WriteOp::CheckAndPut;
    QByteArray key;
    // CheckAndPut: the cells written (one of them in the check column, a server rule).
    // CheckAndDelete: the columns deleted (newest version); empty = all versions of the check column.
    QList<Cell> cells;
    // The column and the exact bytes its newest value must hold; an empty value means "absent".
    Cell check;
    // What the curator saw of every column this entry changes (empty value = absent): the
    // "original" of a conflict, and what an undo restores.
    QList<Cell> seen;
    // What the curator asked for (e.g. {"mstatus","doi","note"}), enough to rebuild the entry on top
    // of another value when a conflict is resolved with "re-apply mine".
    QJsonObject intent;
    QString by;
    QDateTime at;
    QByteArray batch; // groups the entries of one bulk job or one edit
    QString description;
    qint64 after = 0;            // applied only after this entry of the same row was applied
    bool dropOnConflict = false; // bulk steps: a conflict or failure settles the entry (reported)

    EntryState state = EntryState::Pending;
    QString error;        // why it conflicted, failed or was dropped
    bool wasSent = false; // persisted before the first request: replay then checks "already applied"

    // Nothing more will happen to the entry.
    bool isFinished() const
    {
        return state == EntryState::Applied || state == EntryState::Dropped ||
               (dropOnConflict && (state == EntryState::Conflict || state == EntryState::Failed));
    }
    // The columns the entry reads or writes: the check column and every written/deleted column.
    QList<QByteArray> columns() const;
    // The newest value of a column in `seen` (empty = absent or not recorded).
    QByteArray seenValue(QByteArrayView column) const;

    QCborMap toCbor() const;
    static Result<JournalEntry> fromCbor(const QCborMap &map);
};

// A conflict as the curator resolves it: original (entry.seen), theirs (the row's current cells
// of the entry's columns) and mine (entry.cells).
struct JournalConflict
{
    JournalEntry entry;
    Row theirs;
};

// Whether the row already holds the effect of the entry: every put cell equal, or every deleted
// column absent. The journal asks only for an entry whose earlier send had no answer (a crash
// between send and acknowledgement, a timeout), to tell "already applied" from a conflict.
bool rowHoldsEntry(const JournalEntry &entry, const Row &row);

} // namespace Ei::Core
