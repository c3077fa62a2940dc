#include "exportdialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Ei::Ui {
namespace {

QString suffixFor(Core::ExportFormat format)
{
    switch (format) {
    case Core::ExportFormat::Jsonl:
        return QStringLiteral(".jsonl");
    case Core::ExportFormat::JsonlSnappy:
        return QStringLiteral(".jsonl.sz");
    case Core::ExportFormat::Tsv:
        return QStringLiteral(".tsv");
    case Core::ExportFormat::Ungrobided:
        return QStringLiteral(".ungrobided.tsv");
    case Core::ExportFormat::Bundle:
        return QString();
    }
    return QString();
}

} // namespace

ExportDialog::ExportDialog(int selectedRows, const QString &filterText, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Rows"));
    setObjectName(QStringLiteral("exportDialog"));

    auto *scopeBox = new QGroupBox(tr("Rows"), this);
    m_scope = new QButtonGroup(this);
    m_selected = new QRadioButton(tr("Selected rows (%n)", nullptr, selectedRows), scopeBox);
    m_selected->setEnabled(selectedRows > 0);
    m_filter = new QRadioButton(filterText.isEmpty()
                                    ? tr("Everything the current filter matches (no filter: all rows)")
                                    : tr("Everything the current filter matches: %1").arg(filterText),
                                scopeBox);
    m_table = new QRadioButton(tr("The whole table"), scopeBox);
    m_scope->addButton(m_selected, int(ExportRequest::Scope::SelectedRows));
    m_scope->addButton(m_filter, int(ExportRequest::Scope::FilterMatches));
    m_scope->addButton(m_table, int(ExportRequest::Scope::WholeTable));
    (selectedRows > 0 ? m_selected : m_filter)->setChecked(true);
    auto *scopeLayout = new QVBoxLayout(scopeBox);
    scopeLayout->addWidget(m_selected);
    scopeLayout->addWidget(m_filter);
    scopeLayout->addWidget(m_table);

    m_format = new QComboBox(this);
    m_format->addItem(tr("Rows, Snappy-compressed (jsonl.sz)"), int(Core::ExportFormat::JsonlSnappy));
    m_format->addItem(tr("Rows (jsonl)"), int(Core::ExportFormat::Jsonl));
    m_format->addItem(tr("Decoded fields (TSV)"), int(Core::ExportFormat::Tsv));
    m_format->addItem(tr("Reprocessing queue (ungrobided TSV)"), int(Core::ExportFormat::Ungrobided));
    m_format->addItem(tr("Bundle folder: rows, PDFs and TEI"), int(Core::ExportFormat::Bundle));
    m_formatHelp = new QLabel(this);
    m_formatHelp->setObjectName(QStringLiteral("formatHelp"));
    m_formatHelp->setWordWrap(true);
    m_formatHelp->setForegroundRole(QPalette::PlaceholderText);

    m_fields = new QLineEdit(Core::defaultTsvFields().join(QLatin1Char(',')), this);
    m_fields->setToolTip(
        tr("Comma-separated: key and family:qualifier names, decoded by the table's profile"));
    m_pdfs = new QCheckBox(tr("Include PDFs (fetched and verified; missing ones are listed)"), this);
    m_pdfs->setChecked(true);
    m_tei = new QCheckBox(tr("Include TEI XML"), this);
    m_tei->setChecked(true);

    m_destination = new QLineEdit(this);
    m_destination->setPlaceholderText(tr("File or new folder to write"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    auto *destinationRow = new QHBoxLayout;
    destinationRow->addWidget(m_destination, 1);
    destinationRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(QString(), m_formatHelp);
    form->addRow(tr("F&ields:"), m_fields);
    form->addRow(QString(), m_pdfs);
    form->addRow(QString(), m_tei);
    // A row holding a layout gets no buddy from QFormLayout: give the mnemonic one.
    auto *destinationLabel = new QLabel(tr("&Destination:"), this);
    destinationLabel->setBuddy(m_destination);
    form->addRow(destinationLabel, destinationRow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scopeBox);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        adjustSuffix();
        updateState();
    });
    connect(m_destination, &QLineEdit::textChanged, this, &ExportDialog::updateState);
    connect(m_fields, &QLineEdit::textChanged, this, &ExportDialog::updateState);
    connect(m_scope, &QButtonGroup::idToggled, this, &ExportDialog::updateState);
    m_destination->setText(QDir::home().filePath(QStringLiteral("export") + suffixFor(request().format)));
    updateState();
}

ExportDialog::~ExportDialog() = default;

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.scope = ExportRequest::Scope(m_scope->checkedId());
    r.format = Core::ExportFormat(m_format->currentData().toInt());
    for (const QString &field : m_fields->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!field.trimmed().isEmpty()) {
            r.tsvFields.append(field.trimmed());
        }
    }
    r.path = m_destination->text().trimmed();
    r.includePdfs = m_pdfs->isChecked();
    r.includeTei = m_tei->isChecked();
    return r;
}

void ExportDialog::setFormat(Core::ExportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ExportDialog::setScope(ExportRequest::Scope scope)
{
    if (QAbstractButton *b = m_scope->button(int(scope)); b && b->isEnabled()) {
        b->setChecked(true);
    }
}

void ExportDialog::setDestination(const QString &path)
{
    m_destination->setText(path);
}

// Keeps the destination's suffix in step with the format ("export.jsonl.sz" → "export.tsv").
void ExportDialog::adjustSuffix()
{
    QString path = m_destination->text();
    for (const QLatin1StringView known :
         {QLatin1StringView(".ungrobided.tsv"), QLatin1StringView(".jsonl.sz"), QLatin1StringView(".jsonl"),
          QLatin1StringView(".tsv")}) {
        if (path.endsWith(known)) {
            path.chop(known.size());
            m_destination->setText(path + suffixFor(request().format));
            return;
        }
    }
}

void ExportDialog::setProfile(const Core::Profile &profile)
{
    m_profile = profile;
    updateState();
}

void ExportDialog::updateState()
{
    const ExportRequest r = request();
    const bool bundle = r.format == Core::ExportFormat::Bundle;
    m_fields->setEnabled(r.format == Core::ExportFormat::Tsv);
    m_pdfs->setEnabled(bundle);
    m_tei->setEnabled(bundle);
    QString fieldsProblem;
    switch (r.format) {
    case Core::ExportFormat::Jsonl:
    case Core::ExportFormat::JsonlSnappy:
        m_formatHelp->setText(
            tr("Every cell, byte for byte: can be imported again or opened as a read-only table."));
        break;
    case Core::ExportFormat::Tsv:
        if (auto fields = Core::checkTsvFields(r.tsvFields, m_profile); !fields) {
            fieldsProblem = fields.error().message;
            m_formatHelp->setText(tr("Fields: %1.").arg(fieldsProblem));
        } else {
            m_formatHelp->setText(tr("One line per row with the chosen fields, decoded."));
        }
        break;
    case Core::ExportFormat::Ungrobided:
        m_formatHelp->setText(
            tr("The pipeline's queue lines (key, f:c, file:mime, file:cdx); rows without them "
               "are skipped."));
        break;
    case Core::ExportFormat::Bundle:
        m_formatHelp->setText(
            tr("A folder in the pipeline's blob layout (pdf/…/SHA1.pdf, grobid/…/SHA1.tei.xml) "
               "with the rows and a manifest: File → Open Export… opens it."));
        break;
    }
    // A problem reads in the text colour, the help in the placeholder's.
    m_formatHelp->setForegroundRole(fieldsProblem.isEmpty() ? QPalette::PlaceholderText
                                                            : QPalette::WindowText);
    const bool ok = !r.path.isEmpty() && fieldsProblem.isEmpty() && m_scope->checkedButton() != nullptr;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void ExportDialog::browse()
{
    // open(), not getSaveFileName(): no nested event loop.
    auto *chooser = new QFileDialog(this, tr("Export To"), m_destination->text());
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setAcceptMode(QFileDialog::AcceptSave);
    chooser->setFileMode(QFileDialog::AnyFile);
    connect(chooser, &QFileDialog::fileSelected, this, &ExportDialog::setDestination);
    chooser->open();
}

} // namespace Ei::Ui
