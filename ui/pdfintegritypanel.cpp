#include "ui/pdfintegritypanel.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <models/semanticcolors.h>

namespace Ei::Ui {

PdfIntegrityPanel::PdfIntegrityPanel(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_showAnyway(new QPushButton(tr("Show Anyway"), this))
{
    setObjectName(QStringLiteral("pdfIntegrityPanel"));
    setFrameShape(QFrame::StyledPanel);
    // A warning colour that reads on light and dark palettes alike.
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, Models::semanticColor(Models::SemanticColor::IntegrityBackground, pal));
    pal.setColor(QPalette::WindowText, Models::semanticColor(Models::SemanticColor::IntegrityText, pal));
    setPalette(pal);

    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(32, 32));
    m_icon->setAlignment(Qt::AlignTop);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse); // digests are copied into tickets
    m_showAnyway->setObjectName(QStringLiteral("showAnywayButton"));
    m_showAnyway->setToolTip(tr("Render the unverified bytes; they stay marked as unverified"));
    connect(m_showAnyway, &QPushButton::clicked, this, &PdfIntegrityPanel::showAnywayRequested);

    auto *text = new QVBoxLayout;
    text->addWidget(m_title);
    text->addWidget(m_detail);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_showAnyway);
    buttons->addStretch(1);
    text->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_icon);
    layout->addLayout(text, 1);
    hide();
}

PdfIntegrityPanel::~PdfIntegrityPanel() = default;

void PdfIntegrityPanel::offer(const QString &rowSha1, const QString &bytesSha1, const QString &message)
{
    m_state = State::Offering;
    m_rowSha1 = rowSha1;
    m_bytesSha1 = bytesSha1;
    m_title->setText(tr("Integrity error: the fetched PDF is not the one this row names."));
    m_detail->setText(tr("Row key (expected SHA-1): %1\nSHA-1 of the bytes received: %2\n\n%3")
                          .arg(rowSha1, bytesSha1, message));
    m_showAnyway->show();
    show();
}

void PdfIntegrityPanel::markShowing()
{
    if (m_state == State::Hidden) {
        return;
    }
    m_state = State::Showing;
    m_title->setText(tr("UNVERIFIED: the pages shown are not the PDF this row names."));
    m_detail->setText(tr("Their SHA-1 is %1; the row key is %2.").arg(m_bytesSha1, m_rowSha1));
    m_showAnyway->hide();
    show();
}

void PdfIntegrityPanel::reset()
{
    m_state = State::Hidden;
    m_rowSha1.clear();
    m_bytesSha1.clear();
    hide();
}

QString PdfIntegrityPanel::text() const
{
    return m_state == State::Hidden ? QString() : m_title->text() + QLatin1Char('\n') + m_detail->text();
}

} // namespace Ei::Ui
