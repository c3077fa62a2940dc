#include "banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace Ei::Ui {

Banner::Banner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
{
    setObjectName(QStringLiteral("networkBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    // A warm tint that reads on light and dark palettes alike.
    const QColor base = pal.color(QPalette::Window);
    const QColor tint(base.lightness() < 128 ? QColor(90, 60, 20) : QColor(255, 236, 200));
    pal.setColor(QPalette::Window, tint);
    setPalette(pal);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(20, 20));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_retry);
    layout->addWidget(close);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT retryRequested();
    });
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT dismissed();
    });
    hide();
}

Banner::~Banner() = default;

void Banner::showProblem(const QString &message, bool retryable)
{
    m_text->setText(message);
    m_retry->setVisible(retryable);
    show();
}

QString Banner::message() const
{
    return m_text->text();
}

} // namespace Ei::Ui
