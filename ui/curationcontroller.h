#pragma once

#include <memory>

#include <QDateTime>
#include <QKeySequence>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <core/curation/journalentry.h>
#include <core/curation/sharedjournal.h>
#include <core/domain/journalrow.h>
#include <core/domain/tablesetup.h>
#include <ui/conflictdialog.h>
#include <ui/pendingwritesdialog.h>
#include <ui/windowparts.h>

class QAction;
class QMenu;
class QToolButton;

namespace Ei::Core {
class EditService;
class RestClient;
class WriteJournal;
} // namespace Ei::Core

namespace Ei::Models {
class TableSession;
} // namespace Ei::Models

namespace Ei::Ui {

// The GUI of curation (docs/curation.md, "The GUI"): one per window. For the open table it owns
// the write journal and the edit service; it carries out the Match tab's edits (MatchController
// owns the panel and asks for them), the Edit menu (undo,
// a shortcut per match status and quality verdict, pending writes), the status bar's pending-writes
// button and conflict notification, and the conflict dialog. Every edit is one checked write of
// the row exactly as it was loaded (with this window's own pending writes of the row laid over
// it, so a second edit builds on the first). A read-only connection opens no journal and refuses
// every edit before any request, visibly.
class CurationController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CurationController)

public:
    // Follows `table` (not owned): a table opened on a read-only connection refuses every edit.
    CurationController(const WindowParts &parts, Models::TableSession *table, QObject *parent = nullptr);
    ~CurationController() override;

    Core::WriteJournal *journal() const { return m_sharedJournal ? m_sharedJournal->journal() : nullptr; }
    Core::EditService *editService() const { return m_edits; }
    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    QString readOnlyReason() const { return m_readOnlyReason; }
    // Whether the shown row may be edited now, else why not (empty: no row or no table).
    bool isEditable() const { return m_editable; }
    QString notEditableReason() const { return m_notEditableReason; }
    QString curator() const;

    QMenu *editMenu() const { return m_menu; }
    QAction *undoAction() const { return m_undo; }
    QAction *pendingAction() const { return m_pendingAction; }
    QList<QAction *> statusActions() const { return m_statusActions; }
    QList<QAction *> qualityActions() const { return m_qualityActions; }
    QToolButton *pendingButton() const { return m_pendingButton; }
    QToolButton *conflictButton() const { return m_conflictButton; }
    ConflictDialog *conflictDialog() const { return m_conflictDialog; }
    PendingWritesDialog *pendingDialog() const { return m_pendingDialog; }

    // The actions behind the panel and the shortcuts (public for tests and the worklist).
    void setStatus(const QString &mstatus);
    void setQuality(const QString &quality);
    void editMatch(const QString &mstatus, const std::optional<QString> &doi, const QString &note);
    void editQuality(const QString &quality, const QString &note);
    void undo();
    void showPendingWrites();
    // Opens the dialog for the journal's current conflict (or refusal), if any.
    void resolveCurrentConflict();

Q_SIGNALS:
    // A write of this row was applied on the server: show it again.
    void rowWritten(const QByteArray &key);
    // The words the Edit menu offers (with their shortcuts), for the Match tab's edit panel.
    void vocabulariesChanged(const QStringList &statuses, const QList<QKeySequence> &statusKeys,
                             const QStringList &qualities, const QList<QKeySequence> &qualityKeys);
    void editabilityChanged(bool editable, const QString &reason);

private:
    // A table was opened on `client` (not owned; must outlive clearTable()). `readOnlyReason`
    // non-empty makes the connection read-only: edits are refused with that sentence.
    void setTable(Core::RestClient *client, const Core::TableSetup &setup, const QString &readOnlyReason);
    // Closes the journal (it keeps what is pending for the next time this table is opened).
    void clearTable();
    // The row as loaded, the one edits are built from.
    void setRow(const Core::Row &row);
    void createActions();
    void rebuildVocabularyActions();
    bool refuseEdit();
    void submitted(const Core::Result<qint64> &id);
    void onEntryChanged(const Core::JournalEntry &entry);
    void onConflict(const Core::JournalConflict &conflict);
    void openConflict(const Core::JournalConflict &conflict);
    void updateEditability();
    void updateUndo();
    void updatePending();
    void report(const QString &message);
    QString displayKey(const QByteArray &key) const;

    WindowParts m_parts;
    QPointer<Core::RestClient> m_client;
    bool m_editable = false;
    QString m_notEditableReason;
    Core::TableSetup m_setup;
    QString m_readOnlyReason;
    QString m_journalProblem; // the journal could not be opened: edits are off, this says why
    std::shared_ptr<Core::SharedJournal> m_sharedJournal;
    Core::EditService *m_edits = nullptr;
    Core::Row m_row;       // the row as loaded, with this window's pending writes laid over it
    QSet<qint64> m_ownIds; // entries submitted from this window since the table opened
    QMenu *m_menu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_pendingAction = nullptr;
    QAction *m_vocabularySeparator = nullptr;
    QList<QAction *> m_statusActions;
    QList<QAction *> m_qualityActions;
    QToolButton *m_pendingButton = nullptr;
    QToolButton *m_conflictButton = nullptr;
    QPointer<ConflictDialog> m_conflictDialog;
    QPointer<PendingWritesDialog> m_pendingDialog;
    QTimer m_countdown;  // refreshes "retrying in N s"
    QDateTime m_retryAt; // when the journal tries again while offline
    int m_lastDelayMs = 0;
};

} // namespace Ei::Ui
