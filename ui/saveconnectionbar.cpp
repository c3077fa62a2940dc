#include "saveconnectionbar.h"

#include <QAction>

namespace Ei::Ui {

SaveConnectionBar::SaveConnectionBar(QWidget *parent)
    : KMessageWidget(parent)
    , m_save(new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save as Connection…"), this))
{
    setObjectName(QStringLiteral("saveConnectionBar"));
    setMessageType(KMessageWidget::Information);
    setWordWrap(true);
    setCloseButtonVisible(true);
    m_save->setToolTip(tr("Keep this server and table in File → Connect…, with a name, for the next time"));
    addAction(m_save);
    connect(m_save, &QAction::triggered, this, &SaveConnectionBar::saveRequested);
    hide();
}

SaveConnectionBar::~SaveConnectionBar() = default;

void SaveConnectionBar::offer(const QString &what)
{
    setText(tr("%1 is open without a saved connection.").arg(what));
    show();
}

} // namespace Ei::Ui
