#include "statusview.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Ei::Ui {

StatusView::StatusView(QWidget *parent)
    : QWidget(parent)
    , m_lifecycle(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_code(new QLabel(this))
    , m_version(new QLabel(this))
    , m_json(new QPlainTextEdit(this))
    , m_errors(new QLabel(this))
    , m_attempts(new QTableWidget(0, 3, this))
{
    m_json->setAccessibleName(tr("Status JSON"));
    m_attempts->setAccessibleName(tr("Attempts"));
    m_attempts->setTabKeyNavigation(false); // Tab leaves the table (the arrow keys move inside it)
    QFont big = m_lifecycle->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_lifecycle->setFont(big);
    m_detail->setWordWrap(true);
    m_errors->setWordWrap(true);
    m_errors->setTextFormat(Qt::PlainText);
    m_json->setReadOnly(true);
    m_json->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_json->setMaximumHeight(120);
    m_json->setPlaceholderText(tr("No grobid0:status cell"));
    m_attempts->setHorizontalHeaderLabels({tr("PDF source"), tr("Outcome"), tr("Time")});
    m_attempts->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_attempts->verticalHeader()->hide();
    m_attempts->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *form = new QFormLayout;
    form->addRow(tr("State:"), m_lifecycle);
    form->addRow(QString(), m_detail);
    form->addRow(tr("GROBID status code:"), m_code);
    form->addRow(tr("GROBID version:"), m_version);
    form->addRow(tr("Status JSON:"), m_json);
    form->addRow(tr("Problems:"), m_errors);
    auto *pdf = new QGroupBox(tr("PDF sources tried"), this);
    auto *pdfLayout = new QVBoxLayout(pdf);
    pdfLayout->addWidget(m_attempts);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(pdf, 1);
    clear();
}

StatusView::~StatusView() = default;

QString StatusView::lifecycleText() const
{
    return m_lifecycle->text();
}

void StatusView::clear()
{
    setStatus({});
}

void StatusView::setStatus(const Models::RowStatusInfo &info)
{
    m_lifecycle->setText(info.lifecycle.isEmpty() ? tr("No row selected") : info.lifecycle);
    m_detail->setText(info.lifecycleDetail);
    m_detail->setVisible(!info.lifecycleDetail.isEmpty());
    m_code->setText(info.statusCode ? QString::number(*info.statusCode) : tr("— (not processed)"));
    m_version->setText(info.grobidVersion.isEmpty() ? tr("unknown") : info.grobidVersion);
    const QJsonDocument doc = QJsonDocument::fromJson(info.statusJson);
    m_json->setPlainText(doc.isNull() ? QString::fromUtf8(info.statusJson)
                                      : QString::fromUtf8(doc.toJson(QJsonDocument::Indented)));
    m_errors->setText(info.errors.isEmpty() ? tr("none") : info.errors.join(u'\n'));
    m_attempts->setRowCount(int(info.pdfAttempts.size()));
    for (int i = 0; i < info.pdfAttempts.size(); ++i) {
        const Models::PdfSourceAttempt &a = info.pdfAttempts[i];
        auto *source = new QTableWidgetItem(a.source);
        source->setIcon(
            QIcon::fromTheme(a.ok ? QStringLiteral("dialog-ok-apply") : QStringLiteral("dialog-error")));
        m_attempts->setItem(i, 0, source);
        m_attempts->setItem(i, 1, new QTableWidgetItem((a.ok ? tr("OK: ") : tr("Failed: ")) + a.outcome));
        m_attempts->setItem(i, 2,
                            new QTableWidgetItem(a.elapsedMs < 0 ? QString() : tr("%1 ms").arg(a.elapsedMs)));
    }
    m_attempts->resizeColumnToContents(0);
}

} // namespace Ei::Ui
