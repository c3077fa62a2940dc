#include "ui/pdfdrophandler.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

namespace Ei::Ui {

namespace {

enum class FileKind
{
    Pdf,
    Tei,
    Other,
};

FileKind sniff(const QString &path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        return FileKind::Other;
    }
    // Only the head is read: a drop must not stall the GUI thread on a huge file.
    const QByteArray head = file.read(8192);
    if (head.left(1024).contains("%PDF-")) {
        return FileKind::Pdf;
    }
    const QByteArray trimmed = head.trimmed();
    const bool xml = trimmed.startsWith('<') || trimmed.startsWith("\xEF\xBB\xBF");
    if (xml && (head.contains("<TEI") || head.contains(":TEI"))) {
        return FileKind::Tei;
    }
    return FileKind::Other;
}

bool hasLocalFiles(const QMimeData *mime)
{
    if (mime == nullptr || !mime->hasUrls()) {
        return false;
    }
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile()) {
            return true;
        }
    }
    return false;
}

} // namespace

PdfDropHandler::PdfDropHandler(QWidget *window)
    : QObject(window)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

PdfDropHandler::~PdfDropHandler() = default;

PdfDropHandler::Classified PdfDropHandler::classify(const QMimeData *mime)
{
    Classified out;
    if (mime == nullptr) {
        return out;
    }
    for (const QUrl &url : mime->urls()) {
        if (!url.isLocalFile()) {
            out.refused.append(tr("%1 is not a local file.").arg(url.toDisplayString()));
            continue;
        }
        const QString path = QFileInfo(url.toLocalFile()).absoluteFilePath();
        switch (sniff(path)) {
        case FileKind::Pdf:
            if (out.pdfPath.isEmpty()) {
                out.pdfPath = path;
            }
            break;
        case FileKind::Tei:
            if (out.teiPath.isEmpty()) {
                out.teiPath = path;
            }
            break;
        case FileKind::Other:
            out.refused.append(
                tr("%1 is neither a PDF nor a GROBID TEI file.").arg(QFileInfo(path).fileName()));
            break;
        }
    }
    return out;
}

bool PdfDropHandler::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (hasLocalFiles(drag->mimeData())) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        if (!hasLocalFiles(drop->mimeData())) {
            break;
        }
        const Classified files = classify(drop->mimeData());
        drop->acceptProposedAction();
        if (files.pdfPath.isEmpty() && files.teiPath.isEmpty()) {
            Q_EMIT dropRefused(files.refused.join(QLatin1Char(' ')));
        } else {
            Q_EMIT filesDropped(files.pdfPath, files.teiPath);
        }
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Ei::Ui
