#include "saveconnectionbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace Ei::Ui {

SaveConnectionBar::SaveConnectionBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_save(new QPushButton(tr("&Save as Connection…"), this))
{
    setObjectName(QStringLiteral("saveConnectionBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    // A cool tint, unlike the warm one of problems (Banner), readable on light and dark palettes.
    const QColor base = pal.color(QPalette::Window);
    pal.setColor(QPalette::Window, base.lightness() < 128 ? QColor(30, 60, 90) : QColor(220, 236, 252));
    setPalette(pal);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(20, 20));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_save->setToolTip(tr("Keep this server and table in File → Connect…, with a name, for the next time"));
    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_save);
    layout->addWidget(close);
    connect(m_save, &QPushButton::clicked, this, &SaveConnectionBar::saveRequested);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

SaveConnectionBar::~SaveConnectionBar() = default;

void SaveConnectionBar::offer(const QString &what)
{
    m_text->setText(tr("%1 is open without a saved connection.").arg(what));
    show();
}

QString SaveConnectionBar::message() const
{
    return m_text->text();
}

} // namespace Ei::Ui
