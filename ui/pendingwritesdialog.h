#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace Ei::Core {
class EditService;
class WriteJournal;
} // namespace Ei::Core

namespace Ei::Models {
class JournalModel;
}

namespace Ei::Ui {

// The pending-writes view (docs/curation.md, "The GUI"): the write journal's entries (the journal
// model), with Retry Now (skip the offline backoff; a refused write is sent again), Resolve… for a
// conflict, and Discard… (with confirmation) for a write waiting for a decision. A write that is
// still queued cannot be discarded: it may already have reached the server. Non-modal.
class PendingWritesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingWritesDialog)

public:
    PendingWritesDialog(Core::WriteJournal *journal, Core::EditService *edits, Models::JournalModel *model,
                        QWidget *parent = nullptr);
    ~PendingWritesDialog() override;

    QTableView *view() const { return m_view; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *resolveButton() const { return m_resolve; }
    QPushButton *discardButton() const { return m_discard; }
    // Discard without asking (the confirmation's Yes): for tests.
    void discardSelected(bool confirmed);

Q_SIGNALS:
    void resolveRequested(qint64 id);

private:
    qint64 selectedId() const;
    bool selectedWaits() const; // in conflict or refused: a decision is possible
    void updateButtons();

    Core::WriteJournal *m_journal;
    Core::EditService *m_edits;
    Models::JournalModel *m_model;
    QLabel *m_summary = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_resolve = nullptr;
    QPushButton *m_discard = nullptr;
};

} // namespace Ei::Ui
