#include "comparewithdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

#include <models/comparecandidates.h>

namespace Ei::Ui {

CompareWithDialog::CompareWithDialog(const QString &shownRow, Models::CompareCandidateModel *candidates,
                                     QWidget *parent)
    : QDialog(parent)
    , m_candidates(candidates)
    , m_list(new QListView(this))
    , m_status(new QLabel(this))
    , m_key(new QLineEdit(this))
{
    setWindowTitle(tr("Compare TEI With"));
    setObjectName(QStringLiteral("compareWithDialog"));
    auto *intro = new QLabel(tr("Compare the TEI of %1 with:").arg(shownRow), this);
    intro->setWordWrap(true);
    auto *sameDoi = new QLabel(tr("Rows with the same DOI (the same paper from other GROBID runs):"), this);
    m_list->setModel(candidates);
    m_list->setObjectName(QStringLiteral("compareCandidates"));
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setMinimumWidth(520);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("compareSearchStatus"));
    m_key->setPlaceholderText(tr("Another row: its SHA-1 or row key"));
    m_key->setClearButtonEnabled(true);
    m_key->setAccessibleName(tr("Another row's key"));
    m_list->setAccessibleName(tr("Rows with the same DOI"));

    auto *buttons = new QDialogButtonBox(this);
    m_compare = buttons->addButton(tr("Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setDefault(true);
    QPushButton *file = buttons->addButton(tr("TEI File…"), QDialogButtonBox::ActionRole);
    file->setToolTip(tr("Compare with a TEI file on this computer"));
    QPushButton *exportRow = buttons->addButton(tr("Same Row in an Export…"), QDialogButtonBox::ActionRole);
    exportRow->setToolTip(
        tr("Compare with this row as an export (bundle or .jsonl/.jsonl.sz file) holds it"));
    buttons->addButton(QDialogButtonBox::Cancel);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(sameDoi);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_key);
    layout->addWidget(buttons);

    connect(m_list, &QListView::doubleClicked, this, &CompareWithDialog::compareSelected);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        if (m_list->currentIndex().isValid()) {
            m_key->clear();
        }
        updateButtons();
    });
    connect(m_key, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty()) {
            m_list->clearSelection();
            m_list->setCurrentIndex({});
        }
        updateButtons();
    });
    connect(m_candidates, &QAbstractItemModel::rowsInserted, this, [this] {
        // The first same-DOI row is the likely choice: Enter compares with it.
        if (!m_list->currentIndex().isValid() && m_key->text().isEmpty()) {
            m_list->setCurrentIndex(m_candidates->index(0));
        }
    });
    connect(m_compare, &QPushButton::clicked, this, &CompareWithDialog::compareSelected);
    connect(file, &QPushButton::clicked, this, [this] { chooseFile(false); });
    connect(exportRow, &QPushButton::clicked, this, [this] { chooseFile(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
}

CompareWithDialog::~CompareWithDialog() = default;

void CompareWithDialog::setSearchStatus(const QString &text)
{
    m_status->setText(text);
}

QString CompareWithDialog::searchStatus() const
{
    return m_status->text();
}

void CompareWithDialog::setRowsOffered(bool offered)
{
    m_list->setEnabled(offered);
    m_key->setEnabled(offered);
    updateButtons();
}

void CompareWithDialog::updateButtons()
{
    m_compare->setEnabled(m_key->isEnabled() &&
                          (m_list->currentIndex().isValid() || !m_key->text().trimmed().isEmpty()));
}

void CompareWithDialog::compareSelected()
{
    if (!m_compare->isEnabled()) {
        return;
    }
    if (!m_key->text().trimmed().isEmpty()) {
        Q_EMIT keyTyped(m_key->text().trimmed());
    } else {
        Q_EMIT rowChosen(m_list->currentIndex().data(Models::CompareCandidateModel::KeyRole).toByteArray());
    }
    accept();
}

void CompareWithDialog::chooseFile(bool exportFile)
{
    // open(), not getOpenFileName(): no nested event loop.
    auto *chooser =
        new QFileDialog(this, exportFile ? tr("Export to Compare With") : tr("TEI File to Compare With"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setFileMode(QFileDialog::ExistingFile);
    chooser->setNameFilters(
        exportFile ? QStringList{tr("Exports (manifest.json *.jsonl *.jsonl.sz)"), tr("All files (*)")}
                   : QStringList{tr("TEI XML (*.tei.xml *.xml *.tei)"), tr("All files (*)")});
    connect(chooser, &QFileDialog::fileSelected, this, [this, exportFile](const QString &path) {
        if (exportFile) {
            const QFileInfo info(path);
            Q_EMIT exportChosen(info.fileName() == QLatin1String("manifest.json") ? info.path() : path);
        } else {
            Q_EMIT fileChosen(path);
        }
        accept();
    });
    chooser->open();
}

} // namespace Ei::Ui
