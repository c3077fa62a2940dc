#include "wrappingdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace Ei::Ui {

namespace {

QTextOption wrapOption(Qt::Alignment alignment)
{
    QTextOption option(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return option;
}

// Calls `visit(line)` for each line of `text` laid out as paint() draws it.
template<typename Visit>
void layOut(const QString &text, const QFont &font, int width, Visit visit)
{
    QTextLayout layout(text, font);
    layout.setTextOption(wrapOption(Qt::AlignLeft));
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(1, width));
        visit(line);
    }
    layout.endLayout();
}

} // namespace

QStringList WrappingDelegate::wrappedLines(const QString &text, const QFont &font, int width)
{
    QStringList lines;
    layOut(text, font, width,
           [&](const QTextLine &line) { lines.append(text.mid(line.textStart(), line.textLength())); });
    return lines;
}

int WrappingDelegate::wrappedHeight(const QString &text, const QFont &font, int width)
{
    qreal height = 0;
    layOut(text, font, width, [&](const QTextLine &line) { height += line.height(); });
    return int(std::ceil(height));
}

void WrappingDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear(); // the style draws the background, selection and focus; the text is drawn here
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect area = opt.rect.adjusted(kPadding, 1, -kPadding, -1);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Normal
                                                                            : QPalette::Inactive;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText
                                                                                  : QPalette::Text));
    painter->drawText(QRectF(area), text, wrapOption(opt.displayAlignment));
    painter->restore();
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QSize natural = QStyledItemDelegate::sizeHint(option, index);
    // The view asks with the column's width in option.rect once the column has one.
    const int width = opt.rect.width() > 0 ? opt.rect.width() : natural.width();
    const int height = wrappedHeight(opt.text, opt.font, width - 2 * kPadding) + 2;
    // As wide as the text on one line with this delegate's padding (the style's is narrower: a
    // column sized to its contents wrapped "Crossref" to "Crossre" and "f").
    const int oneLine = opt.fontMetrics.horizontalAdvance(opt.text) + 2 * kPadding + 2;
    return {std::max(natural.width(), oneLine), std::max(natural.height(), height)};
}

} // namespace Ei::Ui
