#include "cellsview.h"

#include <QDateTime>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableWidget>
#include <QTimeZone>
#include <QVBoxLayout>

#include <models/rowpresenter.h>

namespace Ei::Ui {

namespace {
constexpr int kCellTextLimit = 200;

enum Column
{
    Family,
    Qualifier,
    Type,
    Value,
    Timestamp,
    Size,
    ColumnCount
};
} // namespace

CellsView::CellsView(QWidget *parent)
    : QWidget(parent)
    , m_decoder(&Models::RowPresenter::plainCell)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_preview(new QPlainTextEdit(this))
    , m_previewInfo(new QLabel(this))
    , m_showAll(new QPushButton(tr("Show All"), this))
    , m_save(new QPushButton(tr("Save to File…"), this))
{
    m_table->setAccessibleName(tr("Cells"));
    m_table->setAccessibleDescription(tr("Every cell of the row: family, qualifier, size and timestamp"));
    m_preview->setAccessibleName(tr("Cell value"));
    m_table->setHorizontalHeaderLabels(
        {tr("Family"), tr("Qualifier"), tr("Type"), tr("Value"), tr("Timestamp"), tr("Size")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(Value, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setPlaceholderText(tr("Select a cell to see its value"));

    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previewInfo, 1);
    buttons->addWidget(m_showAll);
    buttons->addWidget(m_save);
    bottomLayout->addLayout(buttons);
    bottomLayout->addWidget(m_preview, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(bottom);
    splitter->setSizes({300, 200});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    m_showAll->hide();
    m_save->setEnabled(false);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showCell(row); });
    connect(m_showAll, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row >= 0 && row < m_row.cells.size()) {
            m_preview->setPlainText(m_decoder(m_row.cells[row]).text);
            m_showAll->hide();
            m_previewInfo->setText(tr("Whole value"));
        }
    });
    connect(m_save, &QPushButton::clicked, this, &CellsView::saveCurrent);
}

CellsView::~CellsView() = default;

void CellsView::setDecoder(Models::CellDecoder decoder)
{
    m_decoder = decoder ? std::move(decoder) : Models::CellDecoder(&Models::RowPresenter::plainCell);
    setRow(m_row);
}

void CellsView::clear()
{
    setRow({});
}

void CellsView::setRow(const Core::Row &row)
{
    m_row = row;
    m_table->clearContents();
    m_table->setRowCount(int(row.cells.size()));
    for (int i = 0; i < row.cells.size(); ++i) {
        const Core::Cell &cell = row.cells[i];
        const Models::DecodedCell decoded = m_decoder(cell);
        QString shown = decoded.text.left(kCellTextLimit);
        shown.replace(u'\n', u' ');
        if (decoded.text.size() > kCellTextLimit) {
            shown += QStringLiteral(" …");
        }
        const auto item = [](const QString &text) { return new QTableWidgetItem(text); };
        m_table->setItem(i, Family, item(QString::fromUtf8(cell.family())));
        m_table->setItem(i, Qualifier, item(QString::fromUtf8(cell.qualifier())));
        m_table->setItem(i, Type, item(decoded.type));
        m_table->setItem(i, Value, item(shown));
        m_table->setItem(
            i, Timestamp,
            item(cell.timestamp == Core::Cell::kNoTimestamp
                     ? QString()
                     : QLocale().toString(QDateTime::fromMSecsSinceEpoch(cell.timestamp, QTimeZone::UTC),
                                          QLocale::ShortFormat) +
                           QStringLiteral(" UTC")));
        auto *size = item(QLocale().formattedDataSize(cell.value.size()));
        size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(i, Size, size);
    }
    m_table->resizeColumnToContents(Family);
    m_table->resizeColumnToContents(Qualifier);
    m_table->resizeColumnToContents(Type);
    m_preview->clear();
    m_previewInfo->clear();
    m_showAll->hide();
    m_save->setEnabled(false);
    if (!row.cells.isEmpty()) {
        m_table->setCurrentCell(0, Value);
    }
}

void CellsView::showCell(int row)
{
    if (row < 0 || row >= m_row.cells.size()) {
        m_preview->clear();
        m_save->setEnabled(false);
        return;
    }
    const Models::DecodedCell decoded = m_decoder(m_row.cells[row]);
    const bool cut = decoded.text.size() > kPreviewLimit;
    m_preview->setPlainText(cut ? decoded.text.left(kPreviewLimit) : decoded.text);
    m_showAll->setVisible(cut);
    m_previewInfo->setText(
        cut ? tr("First %1 of %2 characters")
                  .arg(QLocale().toString(kPreviewLimit), QLocale().toString(decoded.text.size()))
            : QString::fromUtf8(m_row.cells[row].column));
    m_save->setEnabled(true);
}

void CellsView::saveCurrent()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_row.cells.size()) {
        return;
    }
    auto *dialog = new QFileDialog(this, tr("Save Cell Value"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this,
            [this, bytes = m_row.cells[row].value](const QString &path) {
                QSaveFile file(path);
                if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
                    m_previewInfo->setText(tr("Could not save %1: %2").arg(path, file.errorString()));
                }
            });
    dialog->open();
}

} // namespace Ei::Ui
