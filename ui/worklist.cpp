#include "worklist.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <ui/curationcontroller.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>

namespace Ei::Ui {

namespace {
const QString kGroup = QStringLiteral("worklists");
}

QList<Worklist> WorklistStore::load()
{
    QSettings settings;
    QList<Worklist> out;
    const int n = settings.beginReadArray(kGroup);
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        Worklist w;
        w.name = settings.value(QStringLiteral("name")).toString();
        w.query.prefix = settings.value(QStringLiteral("prefix")).toByteArray();
        w.query.startKey = settings.value(QStringLiteral("start")).toByteArray();
        w.query.stopKey = settings.value(QStringLiteral("stop")).toByteArray();
        w.query.where = settings.value(QStringLiteral("where")).toStringList();
        w.verdict = settings.value(QStringLiteral("verdict")).toString();
        if (!w.name.isEmpty()) {
            out.append(w);
        }
    }
    settings.endArray();
    return out;
}

void WorklistStore::save(const QList<Worklist> &worklists)
{
    QSettings settings;
    settings.remove(kGroup);
    settings.beginWriteArray(kGroup, int(worklists.size()));
    for (int i = 0; i < worklists.size(); ++i) {
        const Worklist &w = worklists[i];
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), w.name);
        settings.setValue(QStringLiteral("prefix"), w.query.prefix);
        settings.setValue(QStringLiteral("start"), w.query.startKey);
        settings.setValue(QStringLiteral("stop"), w.query.stopKey);
        settings.setValue(QStringLiteral("where"), w.query.where);
        settings.setValue(QStringLiteral("verdict"), w.verdict);
    }
    settings.endArray();
}

void WorklistStore::put(const Worklist &worklist)
{
    QList<Worklist> all = load();
    all.removeIf([&](const Worklist &w) { return w.name == worklist.name; });
    all.append(worklist);
    save(all);
}

void WorklistStore::remove(const QString &name)
{
    QList<Worklist> all = load();
    all.removeIf([&](const Worklist &w) { return w.name == name; });
    save(all);
}

WorklistController::WorklistController(const WindowParts &parts, Models::TableSession *table,
                                       CurationController *curation, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(table)
    , m_curation(curation)
{
    auto *open = new QAction(tr("&Worklists…"), this);
    connect(open, &QAction::triggered, this, &WorklistController::showDialog);
    open->setObjectName(QStringLiteral("worklists"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));

    // One key per decision, enabled only in review mode (so the letters type normally otherwise).
    const QList<std::tuple<QString, Qt::Key, void (WorklistController::*)()>> decisions{
        {tr("Review: Accept (confirmed)"), Qt::Key_A, &WorklistController::accept},
        {tr("Review: Reject (rejected)"), Qt::Key_R, &WorklistController::reject},
        {tr("Review: Flag (needs-review)"), Qt::Key_F, &WorklistController::flag},
        {tr("Review: Skip"), Qt::Key_S, &WorklistController::skip},
    };
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    for (const auto &[text, key, slot] : decisions) {
        auto *a = new QAction(text, this);
        connect(a, &QAction::triggered, this, slot);
        a->setShortcut(QKeySequence(key));
        a->setEnabled(false);
        m_decisions.append(a);
    }
    auto *stopAction = new QAction(tr("Stop Review"), this);
    connect(stopAction, &QAction::triggered, this, &WorklistController::stop);
    stopAction->setEnabled(false);
    m_decisions.append(stopAction);
    m_goActions = QList<QAction *>{open, separator} + m_decisions;

    m_bar = new QWidget(parts.window);
    m_bar->setObjectName(QStringLiteral("worklistBar"));
    m_bar->setAutoFillBackground(true);
    QPalette pal = m_bar->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::AlternateBase));
    m_bar->setPalette(pal);
    m_title = new QLabel(m_bar);
    m_progress = new QLabel(m_bar);
    auto *keys = new QLabel(
        tr("<b>A</b> accept · <b>R</b> reject · <b>F</b> flag needs-review · <b>S</b> skip"), m_bar);
    keys->setObjectName(QStringLiteral("worklistKeys"));
    auto *stopButton = new QPushButton(tr("Stop Review"), m_bar);
    connect(stopButton, &QPushButton::clicked, this, &WorklistController::stop);
    auto *layout = new QHBoxLayout(m_bar);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_title);
    layout->addSpacing(16);
    layout->addWidget(keys);
    layout->addStretch(1);
    layout->addWidget(m_progress);
    layout->addWidget(stopButton);
    m_bar->hide();
    connect(table, &Models::TableSession::opened, this, [this] { setModel(m_table->model()); });
    connect(table, &Models::TableSession::closing, this, [this] { setModel(nullptr); });
}

WorklistController::~WorklistController() = default;

void WorklistController::setModel(Models::RowListModel *model)
{
    if (m_active) {
        stop();
    }
    if (m_model) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    m_model = model;
    if (model) {
        connect(model, &Models::RowListModel::pageLoaded, this, [this](int first) {
            if (m_active && first == 0 && std::exchange(m_awaitFirst, false)) {
                // The row shown before stays shown if the queue lists it (whichever of the list's
                // owner and this hears of the page first).
                const QByteArray shown = m_table->currentKey();
                if (m_model->rowOfKey(shown) < 0) {
                    m_parts.rowList->selectSourceRow(0); // the queue starts at its first row
                } else {
                    m_parts.rowList->selectKey(shown); // j/k and "next" go on from it
                    if (shown == m_verdictKey) {
                        // The row shown before the review started stays (it is in the queue)
                        // without being shown again: judge it by the verdict it was shown with.
                        onVerdict(m_verdictKey, m_verdict, true);
                    }
                }
            }
            updateBar();
        });
    }
}

bool WorklistController::saveCurrentFilter(const QString &name, const QString &verdict)
{
    if (!m_model || name.trimmed().isEmpty()) {
        return false;
    }
    Worklist w{name.trimmed(), m_model->query(), verdict};
    w.query.keys.clear(); // a lookup's key list is not a filter
    w.query.keysLabel.clear();
    WorklistStore::put(w);
    return true;
}

void WorklistController::start(const Worklist &worklist)
{
    if (!m_model) {
        m_parts.statusBar->showMessage(tr("Open a table first."), 10000);
        return;
    }
    m_worklist = worklist;
    m_active = true;
    m_reviewed = 0;
    m_skippedByVerdict = 0;
    for (QAction *a : std::as_const(m_decisions)) {
        a->setEnabled(true);
    }
    m_awaitFirst = true;
    m_model->setQuery(worklist.query); // the first row opens when its page arrives
    m_parts.tabs->setCurrentWidget(m_parts.match);
    m_bar->show();
    updateBar();
}

void WorklistController::stop()
{
    m_active = false;
    for (QAction *a : std::as_const(m_decisions)) {
        a->setEnabled(false);
    }
    m_bar->hide();
}

void WorklistController::accept()
{
    decide(QStringLiteral("confirmed"));
}

void WorklistController::reject()
{
    decide(QStringLiteral("rejected"));
}

void WorklistController::flag()
{
    decide(QStringLiteral("needs-review"));
}

void WorklistController::skip()
{
    next();
}

void WorklistController::decide(const QString &mstatus)
{
    if (!m_active) {
        return;
    }
    m_curation->setStatus(mstatus); // one checked write of the row as loaded (or why not, in the status bar)
    if (m_curation->isReadOnly() || !m_curation->editService()) {
        return;
    }
    ++m_reviewed;
    next();
}

void WorklistController::next()
{
    if (!m_active || !m_model) {
        return;
    }
    const int current = m_model->rowOfKey(m_table->currentKey());
    if (current + 1 >= m_model->rowCount() && m_model->endReached()) {
        m_parts.statusBar->showMessage(tr("Worklist “%1” done: %2").arg(m_worklist.name, progressText()),
                                       10000);
    }
    m_parts.rowList->selectNext();
    updateBar();
}

void WorklistController::onVerdict(const QByteArray &key, const QString &verdict, bool final)
{
    if (final) {
        m_verdictKey = key;
        m_verdict = verdict;
    }
    if (!m_active || m_worklist.verdict.isEmpty() || !final || key != m_table->currentKey()) {
        return;
    }
    // No verdict (no DOI, no Crossref record or source): the filter cannot judge the row; it stays.
    if (!verdict.isEmpty() && verdict != m_worklist.verdict) {
        ++m_skippedByVerdict;
        next();
    }
}

QString WorklistController::progressText() const
{
    const int rows = m_model ? m_model->rowCount() - m_skippedByVerdict : 0;
    const QString total =
        m_model && !m_model->endReached() ? QStringLiteral("%1+").arg(rows) : QString::number(rows);
    return tr("%1 of %2 reviewed").arg(m_reviewed).arg(total);
}

void WorklistController::updateBar()
{
    if (!m_active) {
        return;
    }
    m_title->setText(
        tr("Worklist <b>%1</b> (%2%3)")
            .arg(m_worklist.name.toHtmlEscaped(),
                 m_worklist.query.isEmpty() ? tr("all rows") : m_worklist.query.describe().toHtmlEscaped(),
                 m_worklist.verdict.isEmpty() ? QString() : tr(", verdict %1").arg(m_worklist.verdict)));
    m_progress->setText(progressText());
}

void WorklistController::showDialog()
{
    auto *dialog = new QDialog(m_parts.window);
    dialog->setObjectName(QStringLiteral("worklistDialog"));
    dialog->setWindowTitle(tr("Worklists"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *list = new QListWidget(dialog);
    const auto fill = [list] {
        list->clear();
        for (const Worklist &w : WorklistStore::load()) {
            auto *item = new QListWidgetItem(
                QStringLiteral("%1 — %2%3")
                    .arg(w.name, w.query.isEmpty() ? tr("all rows") : w.query.describe(),
                         w.verdict.isEmpty() ? QString() : tr(", verdict %1").arg(w.verdict)),
                list);
            item->setData(Qt::UserRole, w.name);
        }
    };
    fill();
    auto *name = new QLineEdit(dialog);
    name->setPlaceholderText(tr("Name, e.g. weak matches"));
    auto *verdict = new QComboBox(dialog);
    verdict->addItem(tr("any verdict"), QString());
    for (const char *v : {"exact", "strong", "weak", "ambiguous", "different"}) {
        verdict->addItem(QString::fromLatin1(v), QString::fromLatin1(v));
    }
    auto *save = new QPushButton(tr("Save Current Filter"), dialog);
    connect(save, &QPushButton::clicked, dialog, [this, name, verdict, fill] {
        if (saveCurrentFilter(name->text(), verdict->currentData().toString())) {
            name->clear();
            fill();
        }
    });
    auto *saveRow = new QHBoxLayout;
    saveRow->addWidget(name, 1);
    saveRow->addWidget(verdict);
    saveRow->addWidget(save);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *startButton = buttons->addButton(tr("Start Review"), QDialogButtonBox::AcceptRole);
    QPushButton *remove = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
    connect(remove, &QPushButton::clicked, dialog, [list, fill] {
        if (QListWidgetItem *item = list->currentItem()) {
            WorklistStore::remove(item->data(Qt::UserRole).toString());
            fill();
        }
    });
    connect(startButton, &QPushButton::clicked, dialog, [this, list, dialog] {
        QListWidgetItem *item = list->currentItem();
        if (!item) {
            return;
        }
        for (const Worklist &w : WorklistStore::load()) {
            if (w.name == item->data(Qt::UserRole).toString()) {
                dialog->close();
                start(w);
                return;
            }
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(tr("A worklist is a saved filter that becomes a review queue."), dialog));
    layout->addWidget(list, 1);
    layout->addLayout(saveRow);
    layout->addWidget(buttons);
    dialog->resize(620, 360);
    dialog->show();
}

} // namespace Ei::Ui
