#pragma once

#include <QStyledItemDelegate>

namespace Ei::Ui {

// Draws a cell's text wrapped at word boundaries, and inside a word that is wider than the
// column (a DOI, a URL), so nothing is cut to "…": with a view whose rows resize to their
// contents (QHeaderView::ResizeToContents) every cell shows its whole text at any width. The
// Match tab's GROBID-vs-Crossref comparison uses it.
class WrappingDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WrappingDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The lines `text` is drawn in with `font` wrapped to `width` pixels, the height they need,
    // and the horizontal padding a cell keeps on each side (the test of the Match tab checks the
    // rows and how many characters a line shows against these).
    static QStringList wrappedLines(const QString &text, const QFont &font, int width);
    static int wrappedHeight(const QString &text, const QFont &font, int width);
    static constexpr int kPadding = 4;
};

} // namespace Ei::Ui
