#include "xmleditor.h"

#include <QFontDatabase>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>

namespace Ei::Ui {

namespace {
class Gutter final : public QWidget
{
public:
    explicit Gutter(XmlEditor *editor)
        : QWidget(editor)
        , m_editor(editor)
    {}
    QSize sizeHint() const override { return {m_editor->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintGutter(event); }

private:
    XmlEditor *m_editor;
};
} // namespace

XmlEditor::XmlEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // GROBID indents with tabs; at the default 80 px they push the markup off screen.
    setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * 4);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &XmlEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &XmlEditor::updateGutter);
    updateGutterWidth();
}

XmlEditor::~XmlEditor() = default;

int XmlEditor::gutterWidth() const
{
    return 8 + fontMetrics().horizontalAdvance(u'9') * std::max(3, m_gutterDigits);
}

void XmlEditor::updateGutterWidth()
{
    // Only a change in the number of digits moves the margin; blockCountChanged fires for
    // every chunk while a big document streams in.
    const int digits = int(QString::number(std::max(1, blockCount())).size());
    if (digits == m_gutterDigits) {
        return;
    }
    m_gutterDigits = digits;
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void XmlEditor::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0) {
        m_gutter->scroll(0, dy);
    } else {
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    }
}

void XmlEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void XmlEditor::mouseReleaseEvent(QMouseEvent *event)
{
    QPlainTextEdit::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && !textCursor().hasSelection()) {
        Q_EMIT clickedAt(textCursor().position());
    }
}

void XmlEditor::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    const QPalette pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    const int current = textCursor().blockNumber();
    while (block.isValid() && top <= event->rect().bottom()) {
        const qreal bottom = top + blockBoundingRect(block).height();
        if (block.isVisible() && bottom >= event->rect().top()) {
            painter.setPen(number == current ? pal.color(QPalette::Text)
                                             : pal.color(QPalette::Disabled, QPalette::Text));
            painter.drawText(0, int(top), m_gutter->width() - 4, fontMetrics().height(), Qt::AlignRight,
                             QString::number(number + 1));
        }
        block = block.next();
        top = bottom;
        ++number;
    }
}

} // namespace Ei::Ui
