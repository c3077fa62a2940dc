#include "banner.h"

#include <QAction>

namespace Ei::Ui {

Banner::Banner(QWidget *parent)
    : KMessageWidget(parent)
    , m_retry(new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Retry"), this))
{
    setObjectName(QStringLiteral("networkBanner"));
    setMessageType(KMessageWidget::Warning);
    setWordWrap(true);
    setCloseButtonVisible(true);
    connect(m_retry, &QAction::triggered, this, [this] {
        hide();
        Q_EMIT retryRequested();
    });
    hide();
}

Banner::~Banner() = default;

void Banner::showProblem(const QString &message, bool retryable)
{
    setText(message);
    if (retryable && !offersRetry()) {
        addAction(m_retry);
    } else if (!retryable) {
        removeAction(m_retry);
    }
    // Shown at once, not animated: a problem must be readable the moment it happens.
    show();
}

void Banner::showError(const QString &message, const Core::Error &cause, bool retryable)
{
    if (m_interceptor && m_interceptor(message, cause)) {
        return;
    }
    showProblem(message, retryable);
}

bool Banner::offersRetry() const
{
    return actions().contains(m_retry);
}

} // namespace Ei::Ui
