#pragma once

#include <QDialog>

#include <core/curation/journalentry.h>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QWidget;

namespace Ei::Ui {

// One field of a conflicting edit: the original the curator loaded, theirs (now on the server)
// and mine (what the edit would write).
struct ConflictField
{
    QString field;
    QString original;
    QString theirs;
    QString mine;
    bool mineKeeps = false; // mine leaves the field as it is on the server (not compared)
};

// A conflict (or a refused write) of the write journal, field by field (docs/curation.md, "The
// GUI"): original, theirs and mine side by side with the differences highlighted. The curator
// keeps theirs, re-applies mine on top of theirs, or edits mine and saves the edited version.
// A refused write (state Failed) offers "Try Again" instead. The dialog only asks; the curation
// controller resolves through the edit service. Non-modal.
class ConflictDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConflictDialog)

public:
    ConflictDialog(const Core::JournalConflict &conflict, const QString &displayKey,
                   const QStringList &statuses, const QStringList &qualities, QWidget *parent = nullptr);
    ~ConflictDialog() override;

    // The fields compared, for a match edit (mstatus, doi, note, rev, by, updated) or a quality
    // verdict (quality, note, rev, by, at).
    static QList<ConflictField> fieldsOf(const Core::JournalConflict &conflict);
    static bool isQuality(const Core::JournalEntry &entry);

    qint64 entryId() const { return m_id; }
    QTableWidget *table() const { return m_table; }
    QPushButton *keepTheirsButton() const { return m_keepTheirs; }
    QPushButton *reapplyButton() const { return m_reapply; }
    QPushButton *editButton() const { return m_edit; }
    QPushButton *saveEditedButton() const { return m_saveEdited; }
    QComboBox *editedChoice() const { return m_choice; }
    QLineEdit *editedDoi() const { return m_doi; }
    QLineEdit *editedNote() const { return m_note; }

Q_SIGNALS:
    void keepTheirsRequested(qint64 id);
    void reapplyMineRequested(qint64 id); // for a refused write: try it again unchanged
    void editedMatchRequested(qint64 id, const QString &mstatus, const QString &doi, const QString &note);
    void editedQualityRequested(qint64 id, const QString &quality, const QString &note);

private:
    qint64 m_id = 0;
    bool m_quality = false;
    QTableWidget *m_table = nullptr;
    QPushButton *m_keepTheirs = nullptr;
    QPushButton *m_reapply = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_saveEdited = nullptr;
    QWidget *m_editor = nullptr;
    QComboBox *m_choice = nullptr;
    QLineEdit *m_doi = nullptr;
    QLineEdit *m_note = nullptr;
};

} // namespace Ei::Ui
