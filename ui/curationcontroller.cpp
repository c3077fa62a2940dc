#include "curationcontroller.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolButton>

#include <core/curation/editservice.h>
#include <core/curation/writejournal.h>
#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>
#include <models/journalmodel.h>
#include <models/tablesession.h>
#include <ui/conflictdialog.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/pendingwritesdialog.h>

namespace Ei::Ui {

namespace {

// Lays an entry's effect over a row (puts replace cells, deletes remove them).
void applyEntry(Core::Row &row, const Core::JournalEntry &e)
{
    if (e.op == Core::WriteOp::CheckAndDelete) {
        const QList<Core::Cell> deleted = e.cells.isEmpty() ? QList<Core::Cell>{e.check} : e.cells;
        for (const Core::Cell &d : deleted) {
            row.cells.removeIf([&](const Core::Cell &c) { return c.column == d.column; });
        }
        return;
    }
    for (const Core::Cell &put : e.cells) {
        row.cells.removeIf([&](const Core::Cell &c) { return c.column == put.column; });
        row.cells.append({put.column, Core::Cell::kNoTimestamp, put.value});
    }
}

QStringList qualityWords(const Core::Profile &profile)
{
    return profile.qualityVocabulary.isEmpty()
               ? QStringList{QStringLiteral("good"), QStringLiteral("marginal"), QStringLiteral("bad")}
               : profile.qualityVocabulary;
}

} // namespace

CurationController::CurationController(const WindowParts &parts, Models::TableSession *table, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
{
    QWidget *window = parts.window;
    createActions();
    m_pendingButton = new QToolButton(window);
    m_pendingButton->setObjectName(QStringLiteral("pendingWrites"));
    m_pendingButton->setAutoRaise(true);
    m_pendingButton->setToolTip(tr("Writes not yet confirmed by the server: click for the list"));
    connect(m_pendingButton, &QToolButton::clicked, this, &CurationController::showPendingWrites);
    m_conflictButton = new QToolButton(window);
    m_conflictButton->setObjectName(QStringLiteral("conflictNotice"));
    m_conflictButton->setAutoRaise(true);
    m_conflictButton->setIcon(QIcon::fromTheme(QStringLiteral("dialog-warning")));
    m_conflictButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_conflictButton->hide();
    connect(m_conflictButton, &QToolButton::clicked, this, &CurationController::resolveCurrentConflict);
    parts.statusBar->addPermanentWidget(m_conflictButton);
    parts.statusBar->addPermanentWidget(m_pendingButton);
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, &CurationController::updatePending);

    // The open table: its journal and edit service while it is open, and the row edits build on.
    connect(table, &Models::TableSession::opened, this, [this, table] {
        setTable(table->client(), Core::TableSetup{table->profile(), table->keyFormat(), {}},
                 table->readOnlyReason());
    });
    connect(table, &Models::TableSession::closing, this,
            &CurationController::clearTable); // before its client goes
    connect(table, &Models::TableSession::rowLoaded, this,
            [this](const Models::CurrentRow &current) { setRow(current.row); });
    updateEditability();
    updatePending();
}

CurationController::~CurationController()
{
    // No widget is touched here: as a child of a closing window the session may outlive the
    // window's widgets. The shared journal sends through a client of its own and closes itself,
    // durable, when the last window on the table lets it go.
    delete m_edits;
    if (journal()) {
        journal()->disconnect(this);
    }
}

QString CurationController::curator() const
{
    // The same name the CLI uses by default (its --by), so both write the same "by".
    return qEnvironmentVariable("EI_CURATOR", qEnvironmentVariable("USER", QStringLiteral("curator")));
}

void CurationController::createActions()
{
    m_menu = new QMenu(tr("&Edit"), m_parts.window);
    m_menu->setObjectName(QStringLiteral("editMenu"));
    m_undo = m_menu->addAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this,
                               &CurationController::undo);
    m_undo->setObjectName(QStringLiteral("undoEdit"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    m_vocabularySeparator = m_menu->addSeparator();
    m_menu->addSeparator();
    m_pendingAction = m_menu->addAction(tr("&Pending Writes…"), this, &CurationController::showPendingWrites);
}

void CurationController::rebuildVocabularyActions()
{
    qDeleteAll(m_statusActions);
    qDeleteAll(m_qualityActions);
    m_statusActions.clear();
    m_qualityActions.clear();
    const QStringList statuses = m_setup.profile.mstatusVocabulary;
    const QStringList qualities = qualityWords(m_setup.profile);
    QList<QKeySequence> statusKeys;
    QList<QKeySequence> qualityKeys;
    QList<QAction *> added;
    // Ctrl+Alt+1…9 for the statuses in the profile's order; Ctrl+Alt+<first letter> for the
    // verdicts (good, marginal, bad), unless a letter is taken.
    for (qsizetype i = 0; i < statuses.size(); ++i) {
        const QString word = statuses.at(i);
        auto *a = new QAction(tr("Set Status: %1").arg(word), m_menu);
        a->setObjectName(QStringLiteral("setStatus-") + word);
        if (i < 9) {
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_1 + int(i))));
        }
        statusKeys.append(a->shortcut());
        connect(a, &QAction::triggered, this, [this, word] { setStatus(word); });
        m_statusActions.append(a);
        added.append(a);
    }
    QSet<QChar> letters;
    for (const QString &word : qualities) {
        auto *a = new QAction(tr("Set Quality: %1").arg(word), m_menu);
        a->setObjectName(QStringLiteral("setQuality-") + word);
        const QChar letter = word.isEmpty() ? QChar() : word.at(0).toUpper();
        if (letter >= u'A' && letter <= u'Z' && !letters.contains(letter)) {
            letters.insert(letter);
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_A + (letter.unicode() - u'A'))));
        }
        qualityKeys.append(a->shortcut());
        connect(a, &QAction::triggered, this, [this, word] { setQuality(word); });
        m_qualityActions.append(a);
        added.append(a);
    }
    m_menu->insertActions(m_vocabularySeparator, m_statusActions);
    m_menu->insertSeparator(m_vocabularySeparator);
    m_menu->insertActions(m_vocabularySeparator, m_qualityActions);
    Q_EMIT vocabulariesChanged(statuses, statusKeys, qualities, qualityKeys);
}

void CurationController::setTable(Core::RestClient *client, const Core::TableSetup &setup,
                                  const QString &readOnlyReason)
{
    clearTable();
    m_client = client;
    m_setup = setup;
    m_readOnlyReason = readOnlyReason;
    rebuildVocabularyActions();
    if (client && readOnlyReason.isEmpty()) {
        // A read-only connection opens no journal: nothing of it may be sent from here. Windows
        // on the same table share one journal (and its pending count and conflicts).
        if (auto shared = Core::SharedJournal::acquire(client->config()); !shared) {
            m_journalProblem = tr("Edits are off: %1").arg(shared.error().message);
            report(m_journalProblem);
        } else {
            m_sharedJournal = std::move(*shared);
            if (!journal()->loadWarning().isEmpty()) {
                report(journal()->loadWarning());
            }
            m_edits = new Core::EditService(journal(), setup, curator(), this);
            connect(m_edits, &Core::EditService::undoAvailableChanged, this, &CurationController::updateUndo);
            connect(journal(), &Core::WriteJournal::entryChanged, this, &CurationController::onEntryChanged);
            connect(journal(), &Core::WriteJournal::conflictRaised, this, &CurationController::onConflict);
            connect(journal(), &Core::WriteJournal::pendingCountChanged, this,
                    &CurationController::updatePending);
            connect(journal(), &Core::WriteJournal::stateChanged, this, &CurationController::updatePending);
            connect(journal(), &Core::WriteJournal::journalError, this, &CurationController::report);
            // Conflicts left by an earlier run (replayed now) are offered one at a time.
            if (auto current = journal()->currentConflict()) {
                onConflict(*current);
            }
        }
    }
    updateEditability();
    updateUndo();
    updatePending();
}

void CurationController::clearTable()
{
    if (m_conflictDialog) {
        m_conflictDialog->close();
        m_conflictDialog->deleteLater();
    }
    if (m_pendingDialog) {
        m_pendingDialog->close();
        m_pendingDialog->deleteLater();
    }
    delete m_edits;
    m_edits = nullptr;
    if (journal()) {
        journal()->disconnect(this);
    }
    // The last window on the table closes the journal: durable, pending writes wait for the next
    // time the table is opened.
    m_sharedJournal.reset();
    m_client = nullptr;
    m_journalProblem.clear();
    m_ownIds.clear();
    m_row = {};
    updateEditability();
    updateUndo();
    updatePending();
}

void CurationController::setRow(const Core::Row &row)
{
    m_row = row;
    // What this window sent for the row and the server has not confirmed yet is what the next edit
    // must be checked against (entries of a row apply in journal order).
    if (journal()) {
        for (const Core::JournalEntry &e : journal()->liveEntries()) {
            if (e.key == row.key &&
                (e.state == Core::EntryState::Pending || e.state == Core::EntryState::Sent)) {
                applyEntry(m_row, e);
            }
        }
    }
    updateEditability();
}

QString CurationController::displayKey(const QByteArray &key) const
{
    return Core::displayRowKey(key, m_setup.keyFormat, Core::Sha1Display::Base32Prefixed);
}

void CurationController::report(const QString &message)
{
    m_parts.statusBar->showMessage(message, 10000);
}

bool CurationController::refuseEdit()
{
    if (isReadOnly()) {
        report(m_readOnlyReason);
        return true;
    }
    if (!m_edits) {
        report(m_journalProblem.isEmpty() ? tr("Open a table to edit its rows.") : m_journalProblem);
        return true;
    }
    if (m_row.key.isEmpty()) {
        report(tr("Select a row to edit first."));
        return true;
    }
    return false;
}

void CurationController::setStatus(const QString &mstatus)
{
    editMatch(mstatus, std::nullopt, QString());
}

void CurationController::setQuality(const QString &quality)
{
    editQuality(quality, QString());
}

void CurationController::editMatch(const QString &mstatus, const std::optional<QString> &doi,
                                   const QString &note)
{
    if (refuseEdit()) {
        return;
    }
    submitted(m_edits->setMatch(m_row, Core::MatchChange{mstatus, doi, note, std::nullopt}));
}

void CurationController::editQuality(const QString &quality, const QString &note)
{
    if (refuseEdit()) {
        return;
    }
    submitted(m_edits->setQuality(m_row, quality, note));
}

void CurationController::undo()
{
    if (isReadOnly()) {
        report(m_readOnlyReason);
        return;
    }
    if (!m_edits || !m_edits->canUndo()) {
        report(tr("Nothing to undo."));
        return;
    }
    submitted(m_edits->undo());
}

void CurationController::submitted(const Core::Result<qint64> &id)
{
    if (!id) {
        report(tr("Not saved: %1").arg(id.error().message));
        return;
    }
    m_ownIds.insert(*id);
    if (const Core::JournalEntry *e = journal()->entry(*id)) {
        if (e->key == m_row.key) {
            applyEntry(m_row, *e);
        }
        report(tr("Saving: %1").arg(e->description));
    }
    updateUndo();
    updatePending();
}

void CurationController::onEntryChanged(const Core::JournalEntry &entry)
{
    // Applied: the row holds ours now; dropped (theirs kept): show theirs.
    if (entry.state == Core::EntryState::Applied || entry.state == Core::EntryState::Dropped) {
        Q_EMIT rowWritten(entry.key);
        if (m_ownIds.contains(entry.id)) {
            report(tr("Saved: %1").arg(entry.description));
        }
    }
    if (!m_conflictButton->isHidden() && journal() && journal()->conflictCount() == 0) {
        m_conflictButton->hide();
    }
    updateUndo();
}

void CurationController::onConflict(const Core::JournalConflict &conflict)
{
    const qsizetype count = journal() ? journal()->conflictCount() : 1;
    m_conflictButton->setText(
        conflict.entry.state == Core::EntryState::Failed
            ? tr("Write refused on %1 (%2 waiting) — Resolve…").arg(displayKey(conflict.entry.key)).arg(count)
            : tr("Conflict on %1 (%2 waiting) — Resolve…").arg(displayKey(conflict.entry.key)).arg(count));
    m_conflictButton->show();
    // The curator's own edit just now: the dialog at once. A conflict replayed from an earlier
    // run waits for a click on the notification (it must not jump at a curator doing other work).
    if (m_ownIds.contains(conflict.entry.id)) {
        openConflict(conflict);
    }
}

void CurationController::resolveCurrentConflict()
{
    if (journal()) {
        if (auto current = journal()->currentConflict()) {
            openConflict(*current);
        }
    }
}

void CurationController::openConflict(const Core::JournalConflict &conflict)
{
    if (m_conflictDialog) {
        if (m_conflictDialog->entryId() == conflict.entry.id) {
            m_conflictDialog->raise();
            return;
        }
        m_conflictDialog->close();
        m_conflictDialog->deleteLater();
    }
    auto *dialog =
        new ConflictDialog(conflict, displayKey(conflict.entry.key), m_setup.profile.mstatusVocabulary,
                           qualityWords(m_setup.profile), m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_conflictDialog = dialog;
    const auto outcome = [this](const Core::Result<void> &r) {
        if (!r) {
            report(tr("Not resolved: %1").arg(r.error().message));
        }
        if (journal() && journal()->conflictCount() == 0) {
            m_conflictButton->hide();
        }
        updateUndo();
    };
    connect(dialog, &ConflictDialog::keepTheirsRequested, this,
            [this, outcome](qint64 id) { outcome(m_edits->keepTheirs(id)); });
    connect(dialog, &ConflictDialog::reapplyMineRequested, this, [this, outcome](qint64 id) {
        const Core::JournalEntry *e = journal()->entry(id);
        if (e && e->state == Core::EntryState::Failed) {
            outcome(journal()->retry(id));
        } else {
            outcome(m_edits->reapplyMine(id));
        }
    });
    connect(dialog, &ConflictDialog::editedMatchRequested, this,
            [this, outcome](qint64 id, const QString &mstatus, const QString &doi, const QString &note) {
                outcome(m_edits->replaceWithMatch(id, Core::MatchChange{mstatus, doi, note, std::nullopt}));
            });
    connect(dialog, &ConflictDialog::editedQualityRequested, this,
            [this, outcome](qint64 id, const QString &quality, const QString &note) {
                outcome(m_edits->replaceWithQuality(id, quality, note));
            });
    dialog->show();
}

void CurationController::updateEditability()
{
    QString reason;
    if (isReadOnly()) {
        reason = m_readOnlyReason;
    } else if (!m_journalProblem.isEmpty()) {
        reason = m_journalProblem;
    }
    m_editable = m_edits && !m_row.key.isEmpty() && reason.isEmpty();
    m_notEditableReason = reason;
    Q_EMIT editabilityChanged(m_editable, reason);
    // The actions stay enabled on a read-only connection: their shortcuts say why nothing happens.
    for (QAction *a : std::as_const(m_statusActions)) {
        a->setToolTip(reason);
    }
    for (QAction *a : std::as_const(m_qualityActions)) {
        a->setToolTip(reason);
    }
}

void CurationController::updateUndo()
{
    const bool can = m_edits && m_edits->canUndo();
    m_undo->setEnabled(can);
    m_undo->setText(can ? m_edits->undoText() : tr("&Undo"));
}

void CurationController::updatePending()
{
    m_pendingAction->setEnabled(journal() != nullptr);
    if (!journal()) {
        m_pendingButton->setVisible(false);
        m_countdown.stop();
        return;
    }
    m_pendingButton->setVisible(true);
    const qsizetype pending = journal()->pendingCount();
    QString text = pending == 0   ? tr("All writes saved")
                   : pending == 1 ? tr("1 write pending")
                                  : tr("%1 writes pending").arg(pending);
    if (pending > 0 && journal()->state() == Core::WriteJournal::State::OfflineRetrying) {
        const int delay = journal()->retryDelayMs();
        if (delay != m_lastDelayMs || !m_retryAt.isValid()) {
            m_lastDelayMs = delay; // a new backoff step started: count it down
            m_retryAt = QDateTime::currentDateTimeUtc().addMSecs(delay);
        }
        const qint64 left = (QDateTime::currentDateTimeUtc().msecsTo(m_retryAt) + 999) / 1000;
        text += left > 0 ? tr(" — offline, retrying in %1 s").arg(left) : tr(" — offline, retrying now");
        m_pendingButton->setToolTip(
            tr("The server cannot be reached: %1").arg(journal()->lastNetworkError()));
        if (!m_countdown.isActive()) {
            m_countdown.start();
        }
    } else {
        m_retryAt = {};
        m_lastDelayMs = 0;
        m_countdown.stop();
        m_pendingButton->setToolTip(tr("Writes not yet confirmed by the server: click for the list"));
    }
    if (const qsizetype waiting = journal()->conflictCount(); waiting > 0) {
        text += tr(" — %1 waiting for a decision").arg(waiting);
    }
    m_pendingButton->setText(text);
}

void CurationController::showPendingWrites()
{
    if (!journal()) {
        report(isReadOnly() ? m_readOnlyReason : tr("No write journal is open."));
        return;
    }
    if (!m_pendingDialog) {
        auto *model = new Models::JournalModel(journal(), m_setup.keyFormat);
        auto *dialog = new PendingWritesDialog(journal(), m_edits, model, m_parts.window);
        model->setParent(dialog);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &PendingWritesDialog::resolveRequested, this, [this](qint64 id) {
            if (auto c = journal()->conflict(id)) {
                openConflict(*c);
            }
        });
        m_pendingDialog = dialog;
    }
    m_pendingDialog->show();
    m_pendingDialog->raise();
}

} // namespace Ei::Ui
