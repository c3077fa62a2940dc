#include "ui/elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace Ei::Ui {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    // As wide as the layout gives it, never wider because of a long text.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    setToolTip(text);
    elide();
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        elide();
    }
}

void ElidedLabel::elide()
{
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, contentsRect().width());
    if (shown != text()) {
        setText(shown);
    }
}

} // namespace Ei::Ui
