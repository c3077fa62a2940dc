#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QMimeData;
class QWidget;

namespace Ei::Ui {

// Lets a window take PDF and TEI files dropped on it, as `extract-inspector --pdf FILE --tei FILE`
// does on the command line. Installed as an event filter on the window (which then accepts
// drops); widgets that take drops themselves keep them. A file is a PDF when "%PDF-" starts within
// its first KiB (as PDF readers accept it) and a TEI when it is XML naming a <TEI> element; the
// name's extension is not trusted (GROBID output is saved as .xml, .tei, .tei.xml).
class PdfDropHandler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfDropHandler)

public:
    struct Classified
    {
        QString pdfPath;
        QString teiPath;
        QStringList refused; // one sentence per file that is neither
    };

    explicit PdfDropHandler(QWidget *window);
    ~PdfDropHandler() override;

    // The local files of a drop sorted into one PDF and one TEI (the first of each).
    static Classified classify(const QMimeData *mime);

Q_SIGNALS:
    // pdfPath or teiPath may be empty (a TEI alone overlays the PDF already shown).
    void filesDropped(const QString &pdfPath, const QString &teiPath);
    void dropRefused(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Ei::Ui
