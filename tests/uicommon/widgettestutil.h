#pragma once

#include <QString>

class QComboBox;
class QHeaderView;
class QWidget;

namespace Ei::Ui {
class PdfView;
}

namespace Ei::Test {

// EI_SCREENSHOT_DIR=DIR keeps a picture of `widget` as DIR/NAME, to look at; nothing otherwise.
// False only when a picture was asked for and could not be written.
bool saveShot(QWidget *widget, const QString &name);
// Opens the corpus file `relative` (see corpusPath) in `view` and waits for it, giving the worker
// RenderTimeout; false if it did not open in that time.
bool openCorpusPdf(Ui::PdfView &view, const QString &relative);
// The summed width of `header`'s shown sections: what the columns take of the view's width
// (QHeaderView::length() counted hidden sections' old widths too, after a first start).
int shownSectionsWidth(const QHeaderView &header);
// Selects the item of `box` whose data is `word` (the stored word behind a translated label).
void chooseWord(QComboBox *box, const QString &word);

} // namespace Ei::Test
