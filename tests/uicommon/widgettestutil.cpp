#include "widgettestutil.h"

#include <QComboBox>
#include <QHeaderView>
#include <QSignalSpy>
#include <QWidget>

#include <ui/pdfview.h>

#include "common/testutil.h"

namespace Ei::Test {

bool saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("EI_SCREENSHOT_DIR");
    return dir.isEmpty() || widget->grab().save(dir + u'/' + name);
}

bool openCorpusPdf(Ui::PdfView &view, const QString &relative)
{
    view.renderClient()->setDefaultTimeout(RenderTimeout);
    QSignalSpy opened(&view, &Ui::PdfView::documentOpened);
    view.openFile(corpusPath(relative));
    return opened.wait(RenderTimeout);
}

int shownSectionsWidth(const QHeaderView &header)
{
    int sum = 0;
    for (int c = 0; c < header.count(); ++c) {
        sum += header.isSectionHidden(c) ? 0 : header.sectionSize(c);
    }
    return sum;
}

void chooseWord(QComboBox *box, const QString &word)
{
    box->setCurrentIndex(box->findData(word));
}

} // namespace Ei::Test
