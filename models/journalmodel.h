#pragma once

#include <deque>

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

#include <core/curation/journalentry.h>
#include <core/domain/rowkey.h>

namespace Ei::Core {
class WriteJournal;
}

namespace Ei::Models {

// The write journal's entries for the GUI's pending-writes view: every live entry (pending, sent,
// conflict, failed) in journal order, followed by what finished during this session, of which the
// oldest are dropped beyond maxFinished(). Updates in place on the journal's signals.
class JournalModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JournalModel)

public:
    enum Column
    {
        StateColumn,
        KindColumn,
        KeyColumn,
        DescriptionColumn,
        TimeColumn,
        ColumnCount,
    };
    enum Role
    {
        EntryIdRole = Qt::UserRole + 1, // qint64
        StateRole,                      // int (Core::EntryState)
        KeyRole,                        // QByteArray
        ErrorRole,                      // QString: why it conflicted, failed or was dropped
        FinishedRole,                   // bool
    };

    explicit JournalModel(Core::WriteJournal *journal,
                          Core::KeyFormat keyFormat = Core::KeyFormat::Sha1B32Prefixed,
                          QObject *parent = nullptr);

    void setMaxFinished(int rows);
    int maxFinished() const { return m_maxFinished; }
    // The row of an entry, or -1.
    int rowOf(qint64 id) const;
    const Core::JournalEntry &entryAt(int row) const { return m_rows.at(std::size_t(row)); }

    static QString stateText(Core::EntryState state);
    static QString kindText(Core::WriteKind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reload();
    void onAdded(const Core::JournalEntry &entry);
    void onChanged(const Core::JournalEntry &entry);
    void pruneFinished();

    QPointer<Core::WriteJournal> m_journal;
    Core::KeyFormat m_keyFormat;
    std::deque<Core::JournalEntry> m_rows;
    QHash<qint64, qint64> m_position; // id → absolute position (row + m_removedFront)
    qint64 m_removedFront = 0;
    int m_finished = 0;
    int m_maxFinished = 1000;
};

} // namespace Ei::Models
