#include "reprocessdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <core/curation/reprocessjob.h>

namespace Ei::Ui {

ReprocessDialog::ReprocessDialog(const QString &scope, qint64 rows, const QString &readOnlyReason,
                                 QWidget *parent)
    : QDialog(parent)
    , m_scope(scope)
    , m_rows(rows)
    , m_summary(new QLabel(this))
    , m_queue(new QRadioButton(tr("Queue for reprocessing: write grobid0:reprocess, then delete "
                                  "grobid0:status_code (both checked)"),
                               this))
    , m_tsv(new QRadioButton(tr("Write the ungrobided queue TSV of these rows to a file (changes nothing)"),
                             this))
    , m_path(new QLineEdit(QDir::home().filePath(QStringLiteral("ungrobided.tsv")), this))
    , m_reason(new QLineEdit(this))
    , m_rate(new QSpinBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("reprocessDialog"));
    setWindowTitle(tr("Reprocess Rows"));
    m_summary->setObjectName(QStringLiteral("reprocessCount"));
    m_summary->setWordWrap(true);
    m_reason->setPlaceholderText(tr("Why (kept in grobid0:reprocess), e.g. new GROBID version"));
    m_rate->setRange(0, 100000);
    m_rate->setSpecialValueText(tr("no limit"));
    m_rate->setSuffix(tr(" rows/s"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Ungrobided Queue TSV"), m_path->text(),
                                                          tr("TSV files (*.tsv);;All files (*)"));
        if (!path.isEmpty()) {
            m_path->setText(path);
        }
    });
    auto *pathRow = new QHBoxLayout;
    pathRow->addSpacing(24);
    pathRow->addWidget(m_path, 1);
    m_path->setAccessibleName(tr("TSV file"));
    pathRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("Reason:"), m_reason);
    form->addRow(tr("Rate limit:"), m_rate);

    if (!readOnlyReason.isEmpty()) {
        m_queue->setEnabled(false);
        m_queue->setToolTip(readOnlyReason);
        m_tsv->setChecked(true);
    } else {
        m_queue->setChecked(true);
    }
    const auto modeChanged = [this, browse] {
        m_path->setEnabled(m_tsv->isChecked());
        browse->setEnabled(m_tsv->isChecked());
        m_reason->setEnabled(m_queue->isChecked());
        m_rate->setEnabled(m_queue->isChecked());
        updateOk();
    };
    connect(m_queue, &QRadioButton::toggled, this, modeChanged);
    connect(m_path, &QLineEdit::textChanged, this, &ReprocessDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_queue);
    if (!readOnlyReason.isEmpty()) {
        auto *why = new QLabel(readOnlyReason, this);
        why->setWordWrap(true);
        layout->addWidget(why);
    }
    layout->addWidget(m_tsv);
    layout->addLayout(pathRow);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(620, 0);
    if (rows >= 0) {
        setCounted(rows, -1);
    } else {
        setCounting(0);
    }
    modeChanged();
}

ReprocessDialog::~ReprocessDialog() = default;

QPushButton *ReprocessDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void ReprocessDialog::setCounting(qint64 soFar)
{
    m_rows = -1;
    m_summary->setText(
        tr("All rows matching %1 (counting… %2 so far). You can confirm once they are counted.")
            .arg(m_scope, QLocale().toString(soFar)));
    updateOk();
}

void ReprocessDialog::setCounted(qint64 matching, qint64 willChange)
{
    m_rows = matching;
    const QLocale locale;
    if (willChange < 0) {
        m_summary->setText((matching == 1
                                ? tr("%1: 1 row will be queued for reprocessing (unless it was never "
                                     "processed or is already queued).")
                                      .arg(m_scope)
                                : tr("%1: %2 rows will be queued for reprocessing (rows never processed "
                                     "or already queued are skipped).")
                                      .arg(m_scope, locale.toString(matching))));
    } else {
        m_summary->setText(
            tr("%1 rows match %2; %3 of them have a GROBID status and will change (the others are "
               "skipped).")
                .arg(locale.toString(matching), m_scope, locale.toString(willChange)));
    }
    updateOk();
}

void ReprocessDialog::setCountFailed(const QString &why)
{
    m_rows = -1;
    m_summary->setText(tr("The rows matching %1 could not be counted: %2").arg(m_scope, why));
    updateOk();
}

ReprocessRequest ReprocessDialog::request() const
{
    return {m_tsv->isChecked(), m_path->text().trimmed(), m_reason->text().trimmed(), m_rate->value()};
}

void ReprocessDialog::updateOk()
{
    okButton()->setText(m_tsv->isChecked() ? tr("Write TSV") : tr("Reprocess"));
    okButton()->setEnabled(m_rows > 0 && (!m_tsv->isChecked() || !m_path->text().trimmed().isEmpty()) &&
                           (m_tsv->isChecked() || m_queue->isEnabled()));
}

ReprocessSummaryDialog::ReprocessSummaryDialog(const Core::ReprocessSummary &summary, bool tsv,
                                               const QString &tsvPath,
                                               const std::function<QString(const QByteArray &)> &displayKey,
                                               QWidget *parent)
    : QDialog(parent)
    , m_headline(new QLabel(this))
    , m_details(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("reprocessSummary"));
    setWindowTitle(tsv ? tr("Ungrobided TSV Written") : tr("Reprocessing Finished"));
    const QLocale locale;
    QString headline =
        tsv ? tr("%1 rows written to %2, %3 skipped (a cell missing).")
                  .arg(locale.toString(summary.done), tsvPath, locale.toString(summary.skipped))
            : tr("Done: %1 · conflict: %2 · failed: %3 · skipped: %4")
                  .arg(locale.toString(summary.done), locale.toString(summary.conflict),
                       locale.toString(summary.failed), locale.toString(summary.skipped));
    if (summary.cancelled) {
        headline += u'\n' + tr("Cancelled: the rows not reached were left alone.");
    } else if (!summary.complete) {
        headline += u'\n' + tr("The job did not complete (%1); it can be resumed.").arg(summary.lastError);
    }
    m_headline->setText(headline);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);

    QStringList lines;
    const auto section = [&](const QString &title, const QList<QByteArray> &keys) {
        if (keys.isEmpty()) {
            return;
        }
        lines << title;
        for (const QByteArray &k : keys) {
            lines << displayKey(k);
        }
        lines << QString();
    };
    section(tr("Conflict (changed on the server, left alone):"), summary.conflictKeys);
    section(tr("Failed:"), summary.failedKeys);
    section(tr("Skipped (missing, never processed or already queued):"), summary.skippedKeys);
    const qint64 unlisted = summary.done - summary.doneKeys.size();
    section(tsv ? tr("Written to the TSV:") : tr("Done (queued for reprocessing):"), summary.doneKeys);
    if (unlisted > 0 && !summary.doneKeys.isEmpty()) {
        lines.insert(
            lines.size() - 1,
            tr("… and %1 more (earlier runs of a resumed job, or beyond the first %2)")
                .arg(locale.toString(unlisted), locale.toString(Core::ReprocessSummary::kListedDoneKeys)));
    }
    m_details->setPlainText(lines.join(u'\n'));
    m_details->setReadOnly(true);
    m_details->setVisible(!lines.isEmpty());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_details, 1);
    layout->addWidget(buttons);
    resize(560, lines.isEmpty() ? 0 : 360);
}

ReprocessSummaryDialog::~ReprocessSummaryDialog() = default;

QString ReprocessSummaryDialog::text() const
{
    return m_headline->text() + u'\n' + m_details->toPlainText();
}

} // namespace Ei::Ui
