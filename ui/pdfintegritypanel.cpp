#include "ui/pdfintegritypanel.h"

#include <QAction>
#include <QToolButton>

namespace Ei::Ui {

PdfIntegrityPanel::PdfIntegrityPanel(QWidget *parent)
    : KMessageWidget(parent)
    , m_showAnyway(new QAction(tr("Show Anyway"), this))
{
    setObjectName(QStringLiteral("pdfIntegrityPanel"));
    setWordWrap(true);
    setCloseButtonVisible(false); // it goes with the PDF it speaks of, not before
    setTextFormat(Qt::RichText);
    m_showAnyway->setObjectName(QStringLiteral("showAnyway"));
    m_showAnyway->setToolTip(tr("Render the unverified bytes; they stay marked as unverified"));
    connect(m_showAnyway, &QAction::triggered, this, &PdfIntegrityPanel::showAnywayRequested);
    hide();
}

PdfIntegrityPanel::~PdfIntegrityPanel() = default;

void PdfIntegrityPanel::showText(const QString &title, const QString &detail)
{
    m_title = title;
    m_detail = detail;
    // The digests are copied into tickets: the strip's text stays selectable.
    setText(QStringLiteral("<b>%1</b><br>%2")
                .arg(title.toHtmlEscaped(),
                     detail.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    show();
}

void PdfIntegrityPanel::offer(const QString &rowSha1, const QString &bytesSha1, const QString &message)
{
    m_state = State::Offering;
    m_rowSha1 = rowSha1;
    m_bytesSha1 = bytesSha1;
    setMessageType(KMessageWidget::Error);
    if (!offersShowAnyway()) {
        addAction(m_showAnyway);
    }
    showText(tr("Integrity error: the fetched PDF is not the one this row names."),
             tr("Row key (expected SHA-1): %1\nSHA-1 of the bytes received: %2\n\n%3")
                 .arg(rowSha1, bytesSha1, message));
}

void PdfIntegrityPanel::markShowing()
{
    if (m_state == State::Hidden) {
        return;
    }
    m_state = State::Showing;
    setMessageType(KMessageWidget::Warning);
    removeAction(m_showAnyway);
    showText(tr("UNVERIFIED: the pages shown are not the PDF this row names."),
             tr("Their SHA-1 is %1; the row key is %2.").arg(m_bytesSha1, m_rowSha1));
}

void PdfIntegrityPanel::reset()
{
    m_state = State::Hidden;
    m_rowSha1.clear();
    m_bytesSha1.clear();
    removeAction(m_showAnyway);
    hide();
}

QString PdfIntegrityPanel::plainText() const
{
    return m_state == State::Hidden ? QString() : m_title + QLatin1Char('\n') + m_detail;
}

bool PdfIntegrityPanel::offersShowAnyway() const
{
    return actions().contains(m_showAnyway);
}

QAbstractButton *PdfIntegrityPanel::showAnywayButton() const
{
    if (!offersShowAnyway()) {
        return nullptr;
    }
    const auto buttons = findChildren<QToolButton *>();
    for (QToolButton *button : buttons) {
        if (button->defaultAction() == m_showAnyway) {
            return button;
        }
    }
    return nullptr;
}

} // namespace Ei::Ui
