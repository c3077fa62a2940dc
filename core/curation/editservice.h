#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include <core/curation/journalentry.h>
#include <core/domain/tablesetup.h>
#include <core/util/result.h>

namespace Ei::Core {

class WriteJournal;

// A curator's change of match0 (domain.md §3).
struct MatchChange
{
    QString mstatus;            // from the profile's vocabulary
    std::optional<QString> doi; // nullopt keeps the row's DOI; an empty string clears it (empty cell)
    QString note;
    std::optional<QJsonObject> verdict; // replaces the stored automatic verdict when set
};

// Curator edits as journal entries (docs/curation.md): set match status/DOI/note and quality,
// each built with the pure builders of core/domain/curation.h from the exact bytes the curator
// loaded, an undo stack for this session, and the conflict resolutions that rebuild an edit.
// Read-only connections are refused before anything is journaled. Same thread as the journal.
class EditService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditService)

public:
    EditService(WriteJournal *journal, TableSetup setup, QString curator, QObject *parent = nullptr);

    WriteJournal *journal() const { return m_journal; }
    QString curator() const { return m_curator; }
    void setCurator(const QString &curator) { m_curator = curator; }
    bool isReadOnly() const;

    // `seen` is the row as the curator loaded it (at least match0:mstatus, match0:doi,
    // match0:minfo; missing columns count as absent). Returns the journal entry id.
    Result<qint64> setMatch(const Row &seen, const MatchChange &change);
    // `seen` needs grobid0:quality (missing = absent).
    Result<qint64> setQuality(const Row &seen, const QString &quality, const QString &note);

    // Undo of the last edit of this session still on the stack: a checked write that restores the
    // cells the edit replaced, checked against the bytes it wrote (a conflict like any other).
    bool canUndo() const { return !m_undo.isEmpty(); }
    QString undoText() const;
    Result<qint64> undo();

    // Resolutions of the journal's current conflict (JournalConflict::entry.id):
    Result<void> keepTheirs(qint64 id);
    // Rebuilds mine from the curator's intent on top of theirs (rev increments once from theirs).
    Result<void> reapplyMine(qint64 id);
    // An edited version, built on top of theirs.
    Result<void> replaceWithMatch(qint64 id, const MatchChange &edited);
    Result<void> replaceWithQuality(qint64 id, const QString &quality, const QString &note);

    // Builders, public for tests and for previews ("what would be written"): the entry for a match
    // change or quality verdict on top of `seen` (kind MatchEdit/QualityEdit, or Undo with undoOf).
    Result<JournalEntry> buildMatchEntry(const Row &seen, const MatchChange &change,
                                         std::optional<int> undoOf = std::nullopt) const;
    Result<JournalEntry> buildQualityEntry(const Row &seen, const QString &quality, const QString &note,
                                           std::optional<int> undoOf = std::nullopt) const;

Q_SIGNALS:
    void undoAvailableChanged(bool available);

private:
    Result<qint64> submitOne(JournalEntry entry, bool undoable);
    Result<JournalConflict> conflictFor(qint64 id) const;
    Result<JournalEntry> rebuild(const JournalEntry &mine, const Row &theirs) const;
    Result<JournalEntry> buildUndo(const JournalEntry &edit) const;
    void onEntryChanged(const JournalEntry &entry);
    Error readOnlyError() const;
    QString displayKey(const QByteArray &key) const;

    QPointer<WriteJournal> m_journal;
    TableSetup m_setup;
    QString m_curator;
    QList<JournalEntry> m_undo; // this session's edits, newest last
};

} // namespace Ei::Core
