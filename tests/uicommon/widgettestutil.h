#pragma once

#include <QString>

class QComboBox;
class QWidget;

namespace Ei::Test {

// EI_SCREENSHOT_DIR=DIR keeps a picture of `widget` as DIR/NAME, to look at; nothing otherwise.
void saveShot(QWidget *widget, const QString &name);
// Selects the item of `box` whose data is `word` (the stored word behind a translated label).
void chooseWord(QComboBox *box, const QString &word);

} // namespace Ei::Test
