#pragma once

#include <QObject>

#include <core/tei/teidocument.h>

namespace Ei::Ui {

class MainWindow;
class PdfView;

// The shown TEI over its PDF: the TEI tab gets the text and its outline, the PDF view the TEI's
// coords boxes; a click inside a TEI element scrolls to its box, a click on a box reveals its XML,
// and a box's tooltip says what it is (a reference marker: the reference it points to).
class TeiPdfLink final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiPdfLink)

public:
    // Neither is owned; both must outlive the link.
    TeiPdfLink(MainWindow *window, PdfView *view, QObject *parent = nullptr);
    ~TeiPdfLink() override;

    // Parses `xml` (GROBID TEI as stored) and shows it; a TEI that cannot be parsed is still shown
    // as text, without boxes, and the status bar says why.
    void show(const QByteArray &xml);
    // No TEI: `placeholder` in the TEI tab (empty: nothing at all), no boxes.
    void clear(const QString &placeholder = {});
    const Core::TeiDocument &document() const { return m_tei; }

private:
    MainWindow *m_window;
    PdfView *m_view;
    Core::TeiDocument m_tei;
};

} // namespace Ei::Ui
