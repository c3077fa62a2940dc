#include "tablepickerdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <core/domain/profile.h>
#include <core/hbase/restclient.h>

namespace Ei::Ui {

TablePickerDialog::TablePickerDialog(Core::RestClient *client, const QString &currentTable,
                                     const QString &currentProfile, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_current(currentTable)
    , m_filter(new QLineEdit(this))
    , m_list(new QListWidget(this))
    , m_profile(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
{
    setWindowTitle(tr("Choose Table"));
    setObjectName(QStringLiteral("tablePicker"));
    m_filter->setPlaceholderText(tr("Filter tables"));
    m_filter->setClearButtonEnabled(true);
    m_status->setWordWrap(true);
    m_retry->hide();

    m_profile->addItem(QString(), QString()); // "from the table name": text set by updateAutoProfile()
    for (const QString &name : m_profiles.names()) {
        m_profile->addItem(name, name);
    }
    m_profile->setCurrentIndex(std::max(0, m_profile->findData(currentProfile)));

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_retry);
    auto *form = new QFormLayout;
    form->addRow(tr("&Profile:"), m_profile);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addLayout(statusRow);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &TablePickerDialog::applyFilter);
    connect(m_list, &QListWidget::currentTextChanged, this, &TablePickerDialog::updateAutoProfile);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &TablePickerDialog::accept);
    connect(m_retry, &QPushButton::clicked, this, &TablePickerDialog::reload);
    connect(buttons, &QDialogButtonBox::accepted, this, &TablePickerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(480, 460);
    updateAutoProfile();
    reload();
}

TablePickerDialog::~TablePickerDialog() = default;

QString TablePickerDialog::statusText() const
{
    return m_status->text();
}

QString TablePickerDialog::selectedTable() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item && !item->isHidden() ? item->text() : QString();
}

QString TablePickerDialog::selectedProfile() const
{
    return m_profile->currentData().toString();
}

void TablePickerDialog::reload()
{
    m_retry->hide();
    if (!m_client) {
        m_status->setText(tr("Not connected."));
        return;
    }
    const quint64 generation = ++m_generation;
    m_status->setText(tr("Loading the server's tables…"));
    m_ok->setEnabled(false);
    m_client->tables()->then(this, [this, generation](const Core::Result<QStringList> &tables) {
        if (generation != m_generation) {
            return;
        }
        if (!tables) {
            m_status->setText(tr("The tables could not be listed: %1").arg(tables.error().message));
            m_retry->show();
            return;
        }
        m_list->clear();
        m_list->addItems(*tables);
        const QList<QListWidgetItem *> current = m_list->findItems(m_current, Qt::MatchExactly);
        m_list->setCurrentItem(current.isEmpty() ? m_list->item(0) : current.first());
        m_status->setText(tables->isEmpty()
                              ? tr("The server has no tables.")
                              : tr("%n table(s) on this server.", nullptr, int(tables->size())));
        m_ok->setEnabled(!tables->isEmpty());
        applyFilter();
        Q_EMIT tablesLoaded();
    });
}

void TablePickerDialog::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    QListWidgetItem *firstVisible = nullptr;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setHidden(!text.isEmpty() && !item->text().contains(text, Qt::CaseInsensitive));
        if (!item->isHidden() && !firstVisible) {
            firstVisible = item;
        }
    }
    if (m_list->currentItem() && m_list->currentItem()->isHidden()) {
        m_list->setCurrentItem(firstVisible);
    }
}

void TablePickerDialog::updateAutoProfile()
{
    const QString table = selectedTable();
    const QString automatic = table.isEmpty() ? QString() : m_profiles.forTable(table).name;
    m_profile->setItemText(0, automatic.isEmpty() ? tr("Chosen from the table name")
                                                  : tr("Chosen from the table name (%1)").arg(automatic));
}

void TablePickerDialog::accept()
{
    const QString table = selectedTable();
    if (table.isEmpty()) {
        return;
    }
    Q_EMIT chosen(table, selectedProfile());
    QDialog::accept();
}

} // namespace Ei::Ui
