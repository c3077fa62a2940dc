#pragma once

#include <QObject>

#include <core/tei/teidocument.h>
#include <ui/windowparts.h>

namespace Ei::Models {
class TableSession;
} // namespace Ei::Models

namespace Ei::Ui {

class PdfView;

// The owner of the TEI tab's text (the comparison is TeiCompareController's): the current row's
// TEI, or a local file's, over its PDF: the TEI tab gets the text and its outline, the PDF view the TEI's
// coords boxes; a click inside a TEI element scrolls to its box, a click on a box reveals its XML,
// and a box's tooltip says what it is (a reference marker: the reference it points to).
class TeiPdfLink final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiPdfLink)

public:
    // None is owned; the parts and the view must outlive the link. The current row of `table`
    // is shown as it comes.
    TeiPdfLink(const WindowParts &parts, Models::TableSession *table, PdfView *view,
               QObject *parent = nullptr);
    ~TeiPdfLink() override;

    // Parses `xml` (GROBID TEI as stored: a local file, a blob store's copy) and shows it; a TEI
    // that cannot be parsed is still shown as text, without boxes, and the status bar says why.
    // The current row's TEI comes parsed already (CurrentRow::tei).
    void show(const QByteArray &xml);
    // No TEI: `placeholder` in the TEI tab (empty: nothing at all), no boxes.
    void clear(const QString &placeholder = {});
    const Core::TeiDocument &document() const { return m_tei; }

private:
    void present(const QByteArray &xml, const Core::TeiDocument &document, const QString &problem);

    WindowParts m_parts;
    PdfView *m_view;
    Core::TeiDocument m_tei;
};

} // namespace Ei::Ui
