#include "pendingwritesdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>
#include <models/journalmodel.h>

namespace Ei::Ui {

PendingWritesDialog::PendingWritesDialog(Core::WriteJournal *journal, Core::EditService *edits,
                                         Models::JournalModel *model, QWidget *parent)
    : QDialog(parent)
    , m_journal(journal)
    , m_edits(edits)
    , m_model(model)
    , m_summary(new QLabel(this))
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("pendingWritesDialog"));
    setWindowTitle(tr("Pending Writes"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Every edit is written to a local journal first and sent as a checked write; "
                          "what the server has not confirmed yet is listed here, then what finished."));
    m_view->setModel(model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_retry = buttons->addButton(tr("Retry Now"), QDialogButtonBox::ActionRole);
    m_resolve = buttons->addButton(tr("Resolve…"), QDialogButtonBox::ActionRole);
    m_discard = buttons->addButton(tr("Discard…"), QDialogButtonBox::ActionRole);
    m_retry->setObjectName(QStringLiteral("retryNow"));
    m_resolve->setObjectName(QStringLiteral("resolve"));
    m_discard->setObjectName(QStringLiteral("discard"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        const Core::JournalEntry *e = id ? m_journal->entry(id) : nullptr;
        if (e && e->state == Core::EntryState::Failed) {
            (void)m_journal->retry(id); // not waiting any more: nothing to do
        }
        m_journal->retryNow();
    });
    connect(m_resolve, &QPushButton::clicked, this, [this] {
        if (selectedWaits()) {
            Q_EMIT resolveRequested(selectedId());
        }
    });
    connect(m_discard, &QPushButton::clicked, this, [this] { discardSelected(false); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PendingWritesDialog::updateButtons);
    connect(model, &QAbstractItemModel::dataChanged, this, &PendingWritesDialog::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, &PendingWritesDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(820, 380);
    updateButtons();
}

PendingWritesDialog::~PendingWritesDialog() = default;

qint64 PendingWritesDialog::selectedId() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.siblingAtColumn(0).data(Models::JournalModel::EntryIdRole).toLongLong()
                           : 0;
}

bool PendingWritesDialog::selectedWaits() const
{
    const qint64 id = selectedId();
    const Core::JournalEntry *e = id ? m_journal->entry(id) : nullptr;
    return e && (e->state == Core::EntryState::Conflict || e->state == Core::EntryState::Failed);
}

void PendingWritesDialog::discardSelected(bool confirmed)
{
    if (!selectedWaits()) {
        return;
    }
    const qint64 id = selectedId();
    const Core::JournalEntry *e = m_journal->entry(id);
    if (!confirmed &&
        QMessageBox::question(this, tr("Discard Write"),
                              tr("Discard “%1”? The server keeps its value and this edit is not written.")
                                  .arg(e->description)) != QMessageBox::Yes) {
        return;
    }
    if (auto r = m_edits->keepTheirs(id); !r) {
        QMessageBox::warning(this, tr("Discard Write"), r.error().message);
    }
    updateButtons();
}

void PendingWritesDialog::updateButtons()
{
    const bool waits = selectedWaits();
    m_resolve->setEnabled(waits);
    m_discard->setEnabled(waits);
    m_discard->setToolTip(waits ? QString()
                                : tr("Only a write in conflict or refused by the server can be discarded: a "
                                     "queued write may already have reached the server."));
}

} // namespace Ei::Ui
