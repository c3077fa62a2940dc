#include "clusterwindow.h"

#include <KMessageWidget>

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>
#include <QTreeView>
#include <QVBoxLayout>

#include <models/clusterpresenter.h>
#include <ui/typedconfirmdialog.h>

namespace Ei::Ui {

RegionBar::RegionBar(Models::RegionListModel *regions, QWidget *parent)
    : QWidget(parent)
    , m_regions(regions)
{
    setMinimumHeight(28);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(regions, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
}

QSize RegionBar::sizeHint() const
{
    return {400, 32};
}

int RegionBar::regionAt(int x) const
{
    const double at = double(x) / std::max(1, width());
    const auto &regions = m_regions->regions();
    for (qsizetype i = 0; i < regions.size(); ++i) {
        if (at >= regions[i].startFraction && at < regions[i].endFraction) {
            return int(i);
        }
    }
    return -1;
}

void RegionBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRect area = rect().adjusted(0, 2, -1, -3);
    p.fillRect(area, palette().base());
    const auto &regions = m_regions->regions();
    qint64 largest = 1;
    for (const auto &r : regions) {
        largest = std::max(largest, r.load ? r.load->storefileSizeMB + r.load->memStoreSizeMB : 0);
    }
    const QColor highlight = palette().color(QPalette::Highlight);
    for (const auto &r : regions) {
        const int x0 = area.left() + int(r.startFraction * area.width());
        const int x1 = area.left() + int(r.endFraction * area.width());
        QColor fill = highlight;
        const qint64 size = r.load ? r.load->storefileSizeMB + r.load->memStoreSizeMB : 0;
        fill.setAlphaF(0.25 + 0.6 * double(size) / double(largest));
        const QRect segment(x0, area.top(), std::max(1, x1 - x0), area.height());
        p.fillRect(segment, fill);
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(segment);
    }
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(area);
}

bool RegionBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = regionAt(help->pos().x());
        if (row >= 0) {
            const auto cell = [this, row](int column) {
                return m_regions->data(m_regions->index(row, column)).toString();
            };
            QToolTip::showText(help->globalPos(), tr("Region %1: %2 – %3\n%4, %5 reads, %6 writes")
                                                      .arg(row + 1)
                                                      .arg(cell(Models::RegionListModel::StartKey),
                                                           cell(Models::RegionListModel::EndKey),
                                                           cell(Models::RegionListModel::Size),
                                                           cell(Models::RegionListModel::Reads),
                                                           cell(Models::RegionListModel::Writes)));
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

namespace {

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

} // namespace

ClusterWindow::ClusterWindow(Models::ClusterPresenter *presenter, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_presenter(presenter)
    , m_pages(new QTabWidget(this))
    , m_clusterSummary(new QLabel(this))
    , m_nodes(makeTable(presenter->nodes(), this))
    , m_tables(new QTreeView(this))
    , m_tableTitle(new QLabel(this))
    , m_estimate(new QLabel(this))
    , m_families(makeTable(presenter->families(), this))
    , m_regionBar(new RegionBar(presenter->regions(), this))
    , m_regions(makeTable(presenter->regions(), this))
    , m_findings(makeTable(presenter->findings(), this))
    , m_check(new QPushButton(tr("Check &Schema"), this))
    , m_cancelCheck(new QPushButton(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_checkSummary(new QLabel(this))
    , m_fix(new QPushButton(tr("&Apply Fix…"), this))
    , m_create(new QPushButton(tr("&Create Table…"), this))
    , m_alter(new QPushButton(tr("A&lter Family…"), this))
    , m_drop(new QPushButton(tr("&Drop Table…"), this))
    , m_message(new KMessageWidget(this))
{
    setWindowTitle(tr("Cluster — Extract Inspector"));
    resize(1200, 800);

    auto *clusterPage = new QWidget(m_pages);
    auto *clusterLayout = new QVBoxLayout(clusterPage);
    clusterLayout->addWidget(m_clusterSummary);
    clusterLayout->addWidget(m_nodes);
    m_nodes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pages->addTab(clusterPage, tr("C&luster"));

    auto *tablesPage = new QSplitter(Qt::Horizontal, m_pages);
    m_tables->setModel(presenter->tables());
    m_tables->setHeaderHidden(true);
    m_tables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tablesPage->addWidget(m_tables);
    auto *detail = new QWidget(tablesPage);
    auto *detailLayout = new QVBoxLayout(detail);
    QFont title = m_tableTitle->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.2);
    m_tableTitle->setFont(title);
    m_tableTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailLayout->addWidget(m_tableTitle);
    m_estimate->setWordWrap(true);
    detailLayout->addWidget(m_estimate);
    auto *writes = new QHBoxLayout;
    writes->addWidget(m_create);
    writes->addWidget(m_alter);
    writes->addWidget(m_drop);
    writes->addStretch();
    detailLayout->addLayout(writes);
    detailLayout->addWidget(new QLabel(tr("Families"), detail));
    m_families->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_families->setMaximumHeight(170);
    detailLayout->addWidget(m_families);
    detailLayout->addWidget(new QLabel(tr("Regions over the key space"), detail));
    m_regionBar->setToolTip(tr("Each segment is a region from its start key to its end key"));
    detailLayout->addWidget(m_regionBar);
    m_regions->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    detailLayout->addWidget(m_regions, 2);
    auto *checkRow = new QHBoxLayout;
    checkRow->addWidget(m_check);
    checkRow->addWidget(m_progress, 1);
    checkRow->addWidget(m_cancelCheck);
    checkRow->addWidget(m_checkSummary, 2);
    checkRow->addWidget(m_fix);
    detailLayout->addLayout(checkRow);
    m_findings->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_findings->horizontalHeader()->setStretchLastSection(true);
    detailLayout->addWidget(m_findings, 1);
    tablesPage->addWidget(detail);
    tablesPage->setStretchFactor(1, 4);
    m_pages->addTab(tablesPage, tr("&Tables"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    m_message->setObjectName(QStringLiteral("clusterMessage"));
    m_message->setWordWrap(true);
    m_message->hide(); // a strip like the main window's (KMessageWidget), once there is something to say
    layout->addWidget(m_message);
    m_progress->hide();
    m_cancelCheck->hide();
    m_progress->setFormat(tr("%v of %m rows sampled"));

    auto *refresh = new QAction(tr("&Refresh"), this);
    refresh->setShortcut(QKeySequence::Refresh);
    addAction(refresh);
    connect(refresh, &QAction::triggered, presenter, &Models::ClusterPresenter::refresh);

    connect(presenter, &Models::ClusterPresenter::clusterChanged, this,
            [this] { m_clusterSummary->setText(m_presenter->clusterSummary()); });
    connect(presenter, &Models::ClusterPresenter::tablesChanged, m_tables, &QTreeView::expandAll);
    connect(presenter, &Models::ClusterPresenter::tableChanged, this, &ClusterWindow::updateTable);
    connect(presenter, &Models::ClusterPresenter::message, this, &ClusterWindow::showMessage);
    connect(m_tables->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                const QString table = index.data(Qt::UserRole).toString();
                if (!table.isEmpty()) {
                    m_presenter->selectTable(table);
                }
            });
    connect(m_check, &QPushButton::clicked, this, [this] {
        m_checkSummary->setText(tr("Sampling rows…"));
        m_progress->setRange(0, 0);
        m_progress->show();
        m_cancelCheck->show();
        m_check->setEnabled(false);
        m_presenter->runCheck();
    });
    connect(m_cancelCheck, &QPushButton::clicked, presenter, &Models::ClusterPresenter::cancelCheck);
    connect(presenter, &Models::ClusterPresenter::checkProgress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, int(std::min<qint64>(total, INT_MAX)));
        m_progress->setValue(int(std::min<qint64>(done, INT_MAX)));
    });
    connect(presenter, &Models::ClusterPresenter::checkFinished, this, [this](const QString &summary) {
        m_progress->hide();
        m_cancelCheck->hide();
        m_check->setEnabled(true);
        m_checkSummary->setText(summary);
        m_findings->resizeColumnsToContents();
        updateWriteActions();
    });
    connect(m_findings->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ClusterWindow::updateWriteActions);
    connect(presenter->findings(), &QAbstractItemModel::modelReset, this, &ClusterWindow::updateWriteActions);
    connect(m_fix, &QPushButton::clicked, this, &ClusterWindow::confirmFix);
    connect(m_findings, &QTableView::doubleClicked, this, &ClusterWindow::confirmFix);
    connect(m_create, &QPushButton::clicked, this, &ClusterWindow::askCreate);
    connect(m_alter, &QPushButton::clicked, this, &ClusterWindow::askAlter);
    connect(m_drop, &QPushButton::clicked, this, &ClusterWindow::askDrop);
    m_clusterSummary->setText(presenter->clusterSummary());
    updateTable();
}

void ClusterWindow::showPage(Page page)
{
    m_pages->setCurrentIndex(page == Page::Cluster ? 0 : 1);
}

void ClusterWindow::updateTable()
{
    const QString table = m_presenter->selectedTable();
    m_tableTitle->setText(table.isEmpty() ? tr("No table selected") : table);
    m_estimate->setText(m_presenter->tableEstimate());
    updateWriteActions();
}

void ClusterWindow::updateWriteActions()
{
    const QString reason = m_presenter->writeDisabledReason();
    const bool hasTable = !m_presenter->selectedTable().isEmpty();
    const auto set = [&reason](QPushButton *button, bool possible, const QString &what,
                               const QString &whyNot) {
        button->setEnabled(reason.isEmpty() && possible);
        button->setToolTip(!reason.isEmpty() ? reason : possible ? what : whyNot);
    };
    set(m_create, true, tr("Create a table with the families and attributes of its profile"), {});
    set(m_alter, hasTable, tr("Change one family of the selected table; the others stay as they are"),
        tr("Select a table first"));
    set(m_drop, hasTable, tr("Delete the selected table and its data (asks for its name)"),
        tr("Select a table first"));
    const QModelIndex current = m_findings->currentIndex();
    const auto &findings = m_presenter->findings()->findings();
    const bool fixable =
        current.isValid() && current.row() < findings.size() && findings.at(current.row()).fix.has_value();
    set(m_fix, fixable, fixable ? findings.at(current.row()).fix->description() : QString(),
        tr("Select a finding that has a fix"));
    m_check->setEnabled(hasTable && !m_presenter->isChecking());
}

void ClusterWindow::confirmFix()
{
    const QModelIndex current = m_findings->currentIndex();
    const auto &findings = m_presenter->findings()->findings();
    if (!m_fix->isEnabled() || !current.isValid() || current.row() >= findings.size() ||
        !findings.at(current.row()).fix) {
        return;
    }
    const Core::SchemaFix fix = *findings.at(current.row()).fix;
    QStringList changes;
    for (auto it = fix.set.cbegin(); it != fix.set.cend(); ++it) {
        changes.append(QStringLiteral("%1 = %2").arg(it.key(), it.value()));
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Apply Fix"),
                                tr("%1 on table %2?").arg(fix.description(), m_presenter->selectedTable()),
                                QMessageBox::Cancel, this);
    box->setInformativeText(tr("Exactly this is sent (POST %1/schema, only this family; its other attributes "
                               "and the other families "
                               "stay as they are):\n\nfamily %2%3\n%4")
                                .arg(m_presenter->selectedTable(), QString::fromUtf8(fix.family),
                                     fix.addFamily ? tr(" (new)") : QString(), changes.join(u'\n')));
    box->addButton(tr("Apply"), QMessageBox::AcceptRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, m_presenter, [this, fix] { m_presenter->applyFix(fix); });
    box->open();
}

void ClusterWindow::askCreate()
{
    auto *dialog = new QDialog(this);
    dialog->setWindowTitle(tr("Create Table"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *form = new QFormLayout(dialog);
    auto *name = new QLineEdit(dialog);
    name->setPlaceholderText(QStringLiteral("wbgrp-journal-extract-0-qa"));
    form->addRow(tr("&Name:"), name);
    auto *families = new QLabel(dialog);
    families->setWordWrap(true);
    form->addRow(tr("Families:"), families);
    const auto describe = [this, families, name] {
        const QString table = name->text().trimmed();
        const Core::Profile profile = m_presenter->profileFor(table);
        const Core::TableSchema schema = Core::schemaFromProfile(profile, table);
        QStringList lines;
        for (const Core::ColumnSchema &f : schema.families) {
            QStringList attributes;
            for (auto it = f.attributes.cbegin(); it != f.attributes.cend(); ++it) {
                attributes.append(it.key() + u'=' + it.value());
            }
            lines.append(QString::fromUtf8(f.name) + QStringLiteral(" (") +
                         attributes.join(QStringLiteral(", ")) + u')');
        }
        families->setText(lines.isEmpty()
                              ? tr("The profile %1 declares no families.").arg(profile.name)
                              : tr("From the profile %1:\n%2").arg(profile.name, lines.join(u'\n')));
    };
    describe();
    connect(name, &QLineEdit::textChanged, dialog, describe);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, dialog);
    QPushButton *create = buttons->addButton(tr("Create"), QDialogButtonBox::AcceptRole);
    create->setEnabled(false);
    connect(name, &QLineEdit::textChanged, create,
            [create, name] { create->setEnabled(!name->text().trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    form->addRow(buttons);
    connect(dialog, &QDialog::accepted, m_presenter,
            [this, name] { m_presenter->createTable(name->text().trimmed()); });
    dialog->open();
}

void ClusterWindow::askAlter()
{
    const Core::TableSchema &schema = m_presenter->families()->schema();
    auto *dialog = new QDialog(this);
    dialog->setWindowTitle(tr("Alter Family"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *form = new QFormLayout(dialog);
    auto *family = new QComboBox(dialog);
    family->setEditable(true);
    for (const Core::ColumnSchema &f : schema.families) {
        family->addItem(QString::fromUtf8(f.name));
    }
    form->addRow(tr("&Family:"), family);
    auto *attribute = new QComboBox(dialog);
    attribute->setEditable(true);
    attribute->addItems(Models::FamilyListModel::shownAttributes());
    form->addRow(tr("&Attribute:"), attribute);
    auto *value = new QLineEdit(dialog);
    form->addRow(tr("&Value:"), value);
    auto *note =
        new QLabel(tr("Only this family is sent (POST); the other families stay as they are. A family "
                      "name the table does not have is added."),
                   dialog);
    note->setWordWrap(true);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, dialog);
    QPushButton *apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    form->addRow(buttons);
    const auto valid = [family, attribute, value, apply] {
        apply->setEnabled(!family->currentText().trimmed().isEmpty() &&
                          !attribute->currentText().trimmed().isEmpty() &&
                          !value->text().trimmed().isEmpty());
    };
    valid();
    connect(value, &QLineEdit::textChanged, dialog, valid);
    connect(family, &QComboBox::currentTextChanged, dialog, valid);
    connect(dialog, &QDialog::accepted, m_presenter, [this, family, attribute, value, schema] {
        const QByteArray name = family->currentText().trimmed().toUtf8();
        m_presenter->alterFamily(name,
                                 {{attribute->currentText().trimmed().toUpper(), value->text().trimmed()}},
                                 schema.family(name) == nullptr);
    });
    dialog->open();
}

void ClusterWindow::askDrop()
{
    const QString table = m_presenter->selectedTable();
    auto *dialog = new TypedConfirmDialog(
        tr("Drop Table"),
        tr("Dropping table %1 deletes it and all its rows on the server. This cannot be undone.").arg(table),
        table, tr("Drop Table"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, m_presenter, [this, table] { m_presenter->dropTable(table); });
    dialog->open();
}

void ClusterWindow::showMessage(const QString &text, bool isError)
{
    m_message->setMessageType(isError ? KMessageWidget::Error : KMessageWidget::Positive);
    m_message->setText(text);
    m_message->show();
}

} // namespace Ei::Ui
