#include "widgettestutil.h"

#include <QComboBox>
#include <QWidget>

namespace Ei::Test {

void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("EI_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        widget->grab().save(dir + u'/' + name);
    }
}

void chooseWord(QComboBox *box, const QString &word)
{
    box->setCurrentIndex(box->findData(word));
}

} // namespace Ei::Test
