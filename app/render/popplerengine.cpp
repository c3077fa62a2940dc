#include "popplerengine.h"

#include <csignal>

#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <poppler-qt6.h>
#include <poppler-version.h>

using namespace Ei::Core;
using namespace Ei::Core::Render;

namespace Ei::RenderWorker {

namespace {

// Renders larger than this are refused rather than risking the worker's memory (a 600 dpi A0
// poster would be 1.5 GB).
constexpr qint64 MaxImagePixels = qint64(12000) * 12000;
constexpr int MaxHits = 10000;
constexpr int PdfinfoTimeoutMs = 5000;

bool abortCallback(const QVariant &closure)
{
    const auto *engine = reinterpret_cast<const PopplerEngine *>(closure.value<quintptr>());
    return engine->shouldAbort();
}

int rotationOf(const Poppler::Page &page)
{
    switch (page.orientation()) {
    case Poppler::Page::Landscape:
        return 90;
    case Poppler::Page::UpsideDown:
        return 180;
    case Poppler::Page::Seascape:
        return 270;
    case Poppler::Page::Portrait:
        break;
    }
    return 0;
}

} // namespace

PopplerEngine::PopplerEngine(Sender send, bool testHooks)
    : m_send(std::move(send))
    , m_testHooks(testHooks)
{}

PopplerEngine::~PopplerEngine() = default;

void PopplerEngine::enqueue(Frame frame)
{
    {
        std::lock_guard lock(m_mutex);
        m_queue.push_back(std::move(frame));
    }
    m_wake.notify_one();
}

void PopplerEngine::cancel(quint32 id)
{
    std::lock_guard lock(m_mutex);
    if (m_current == id) {
        m_abortCurrent.store(true);
    } else {
        m_cancelled.insert(id);
    }
}

void PopplerEngine::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
}

void PopplerEngine::run()
{
    for (;;) {
        Frame frame;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stop || !m_queue.empty(); });
            if (m_stop) {
                return;
            }
            frame = std::move(m_queue.front());
            m_queue.pop_front();
            if (m_cancelled.remove(frame.id)) {
                lock.unlock();
                m_send(encodeFrame(frame.id, MessageType::Cancelled));
                continue;
            }
            m_current = frame.id;
            m_abortCurrent.store(false);
        }
        handle(frame);
        std::lock_guard lock(m_mutex);
        m_current = 0;
    }
}

void PopplerEngine::fail(quint32 id, ErrorKind kind, const QString &message, bool passwordRequired)
{
    m_send(encodeFrame(id, MessageType::Failure, encodePayload(quint8(kind), passwordRequired, message)));
}

void PopplerEngine::handle(const Frame &frame)
{
    switch (frame.type) {
    case MessageType::Open:
        open(frame.id, frame.payload);
        return;
    case MessageType::Render:
        render(frame.id, frame.payload);
        return;
    case MessageType::Text:
        text(frame.id, frame.payload);
        return;
    case MessageType::Search:
        search(frame.id, frame.payload);
        return;
    case MessageType::Boxes:
        boxes(frame.id);
        return;
    case MessageType::Close:
        m_doc.reset();
        m_send(encodeFrame(frame.id, MessageType::Done));
        return;
    case MessageType::TestCrash:
        if (m_testHooks) {
            std::raise(SIGKILL); // a hard crash, without a core dump or sanitizer report
        }
        break;
    case MessageType::TestHang:
        if (m_testHooks) {
            for (;;) { // like a PDF that makes Poppler loop forever; the client must kill us
                QThread::sleep(std::chrono::seconds(1));
            }
        }
        break;
    default:
        break;
    }
    fail(frame.id, ErrorKind::Protocol,
         QStringLiteral("the PDF renderer does not understand the request %1")
             .arg(messageTypeName(frame.type)));
}

void PopplerEngine::open(quint32 id, const QByteArray &payload)
{
    QString path, password;
    if (!decodePayload(payload, path, password)) {
        return fail(id, ErrorKind::Protocol, QStringLiteral("the open request could not be read"));
    }
    m_doc.reset();
    const QFileInfo fi(path);
    if (!fi.exists()) {
        return fail(id, ErrorKind::NotFound,
                    QStringLiteral("the PDF file %1 does not exist").arg(fi.fileName()));
    }
    if (fi.size() == 0) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("this PDF file is empty (0 bytes)"));
    }

    const QByteArray pw = password.toUtf8();
    std::unique_ptr<Poppler::Document> doc = Poppler::Document::load(path, pw, pw);
    if (!doc) {
        return fail(id, ErrorKind::InvalidInput,
                    QStringLiteral("this file is damaged or not a PDF: Poppler cannot read it"));
    }
    if (doc->isLocked()) {
        return fail(id, ErrorKind::Forbidden,
                    password.isEmpty() ? QStringLiteral("this PDF is protected by a password")
                                       : QStringLiteral("the password for this PDF is wrong"),
                    true);
    }
    const int n = doc->numPages();
    if (n <= 0) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("this PDF has no pages that can be read"));
    }
    doc->setRenderHint(Poppler::Document::Antialiasing);
    doc->setRenderHint(Poppler::Document::TextAntialiasing);

    DocumentInfo info;
    info.pages.reserve(n);
    for (int i = 0; i < n; ++i) {
        PageInfo pi;
        if (std::unique_ptr<Poppler::Page> page = doc->page(i)) {
            pi.size = page->pageSizeF();
            pi.rotation = rotationOf(*page);
        }
        if (!pi.size.isValid() || pi.size.isEmpty()) {
            pi.size = QSizeF(612, 792); // a page Poppler cannot size: show it as Letter
        }
        const QSizeF u = pi.unrotatedSize();
        pi.cropBox = pi.mediaBox = QRectF(QPointF(0, 0), u);
        info.pages.append(pi);
    }
    info.encrypted = doc->isEncrypted();
    info.title = doc->info(QStringLiteral("Title"));
    info.author = doc->info(QStringLiteral("Author"));
    info.subject = doc->info(QStringLiteral("Subject"));
    info.creator = doc->info(QStringLiteral("Creator"));
    info.producer = doc->info(QStringLiteral("Producer"));
    const auto v = doc->getPdfVersion();
    info.pdfVersion = QStringLiteral("%1.%2").arg(v.major).arg(v.minor);
    info.popplerVersion = Poppler::Version::string();
    m_doc = std::move(doc);
    m_info = info;
    m_path = path;
    m_password = password;
    m_boxesRead = false;
    m_send(encodeFrame(id, MessageType::DocumentInfo, encodePayload(info)));
}

void PopplerEngine::boxes(quint32 id)
{
    if (!m_doc) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("no PDF is open"));
    }
    if (!m_boxesRead) {
        readBoxes(m_path, m_password, m_info);
        m_boxesRead = true;
    }
    m_send(encodeFrame(id, MessageType::DocumentInfo, encodePayload(m_info)));
}

// poppler-qt6 does not expose MediaBox/CropBox, so ask pdfinfo (same Poppler) when it is installed.
// A hanging pdfinfo is killed after a few seconds; the boxes then stay unknown.
void PopplerEngine::readBoxes(const QString &path, const QString &password, DocumentInfo &info)
{
    const QString exe = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (exe.isEmpty() || qEnvironmentVariableIsSet("EI_RENDER_NO_PDFINFO")) {
        return;
    }
    QProcess p;
    QStringList args{QStringLiteral("-box"), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                     QString::number(info.pageCount())};
    if (!password.isEmpty()) {
        args << QStringLiteral("-upw") << password;
    }
    args << path;
    p.start(exe, args);
    if (!p.waitForFinished(PdfinfoTimeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        return;
    }
    static const QRegularExpression re(
        QStringLiteral("^Page\\s+(\\d+)\\s+(MediaBox|CropBox):\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*$"),
        QRegularExpression::MultilineOption);
    int found = 0;
    const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
    for (auto it = re.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        const int page = m.captured(1).toInt() - 1;
        if (page < 0 || page >= info.pageCount()) {
            continue;
        }
        const double x0 = m.captured(3).toDouble(), y0 = m.captured(4).toDouble();
        const double x1 = m.captured(5).toDouble(), y1 = m.captured(6).toDouble();
        const QRectF box(QPointF(std::min(x0, x1), std::min(y0, y1)),
                         QPointF(std::max(x0, x1), std::max(y0, y1)));
        if (m.captured(2) == QLatin1StringView("MediaBox")) {
            info.pages[page].mediaBox = box;
        } else {
            info.pages[page].cropBox = box;
        }
        ++found;
    }
    info.boxesKnown = found == 2 * info.pageCount();
}

void PopplerEngine::render(quint32 id, const QByteArray &payload)
{
    RenderParams rp;
    if (!decodePayload(payload, rp)) {
        return fail(id, ErrorKind::Protocol, QStringLiteral("the render request could not be read"));
    }
    if (!m_doc) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("no PDF is open"));
    }
    if (rp.page < 0 || rp.page >= m_doc->numPages()) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("this PDF has no page %1").arg(rp.page + 1));
    }
    std::unique_ptr<Poppler::Page> page = m_doc->page(rp.page);
    if (!page) {
        return fail(id, ErrorKind::InvalidInput,
                    QStringLiteral("page %1 of this PDF is damaged").arg(rp.page + 1));
    }
    const QSizeF pts = page->pageSizeF();
    const qint64 w = rp.clip.isNull() ? qint64(std::ceil(pts.width() * rp.dpiX / 72.0)) : rp.clip.width();
    const qint64 h = rp.clip.isNull() ? qint64(std::ceil(pts.height() * rp.dpiY / 72.0)) : rp.clip.height();
    if (rp.dpiX <= 0 || rp.dpiY <= 0 || w <= 0 || h <= 0 || w * h > MaxImagePixels) {
        return fail(id, ErrorKind::InvalidInput,
                    QStringLiteral("page %1 cannot be rendered at %2 dpi: the image would be too large")
                        .arg(rp.page + 1)
                        .arg(qRound(rp.dpiX)));
    }
    const QVariant closure = QVariant::fromValue(quintptr(this));
    QImage img = rp.clip.isNull()
                     ? page->renderToImage(rp.dpiX, rp.dpiY, -1, -1, -1, -1, Poppler::Page::Rotate0, nullptr,
                                           nullptr, &abortCallback, closure)
                     : page->renderToImage(rp.dpiX, rp.dpiY, rp.clip.x(), rp.clip.y(), rp.clip.width(),
                                           rp.clip.height(), Poppler::Page::Rotate0, nullptr, nullptr,
                                           &abortCallback, closure);
    if (shouldAbort()) {
        return m_send(encodeFrame(id, MessageType::Cancelled));
    }
    if (img.isNull()) {
        return fail(id, ErrorKind::InvalidInput,
                    QStringLiteral("page %1 of this PDF could not be rendered").arg(rp.page + 1));
    }
    if (img.format() != QImage::Format_ARGB32_Premultiplied) {
        img.convertTo(QImage::Format_ARGB32_Premultiplied);
    }
    RenderedImage out;
    out.page = rp.page;
    out.width = img.width();
    out.height = img.height();
    out.bytesPerLine = qint32(img.bytesPerLine());
    out.dpiX = rp.dpiX;
    out.dpiY = rp.dpiY;
    out.clip = rp.clip;
    // One copy into the frame; the QByteArray wraps the image bits without copying them first.
    out.pixels = QByteArray::fromRawData(reinterpret_cast<const char *>(img.constBits()), img.sizeInBytes());
    m_send(encodeFrame(id, MessageType::Image, encodePayload(out)));
}

void PopplerEngine::text(quint32 id, const QByteArray &payload)
{
    qint32 pageNo = 0;
    if (!decodePayload(payload, pageNo)) {
        return fail(id, ErrorKind::Protocol, QStringLiteral("the text request could not be read"));
    }
    if (!m_doc) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("no PDF is open"));
    }
    if (pageNo < 0 || pageNo >= m_doc->numPages()) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("this PDF has no page %1").arg(pageNo + 1));
    }
    std::unique_ptr<Poppler::Page> page = m_doc->page(pageNo);
    if (!page) {
        return fail(id, ErrorKind::InvalidInput,
                    QStringLiteral("page %1 of this PDF is damaged").arg(pageNo + 1));
    }
    const auto boxes =
        page->textList(Poppler::Page::Rotate0, &abortCallback, QVariant::fromValue(quintptr(this)));
    if (shouldAbort()) {
        return m_send(encodeFrame(id, MessageType::Cancelled));
    }
    QList<TextWord> words;
    words.reserve(qsizetype(boxes.size()));
    for (const auto &b : boxes) {
        words.append(TextWord{b->text(), b->boundingBox()});
    }
    m_send(encodeFrame(id, MessageType::Words, encodePayload(pageNo, words)));
}

void PopplerEngine::search(quint32 id, const QByteArray &payload)
{
    QString needle;
    bool caseSensitive = false;
    if (!decodePayload(payload, needle, caseSensitive)) {
        return fail(id, ErrorKind::Protocol, QStringLiteral("the search request could not be read"));
    }
    if (!m_doc) {
        return fail(id, ErrorKind::InvalidInput, QStringLiteral("no PDF is open"));
    }
    QList<SearchHit> hits;
    if (!needle.trimmed().isEmpty()) {
        const Poppler::Page::SearchFlags flags =
            caseSensitive ? Poppler::Page::NoSearchFlags : Poppler::Page::IgnoreCase;
        for (int i = 0; i < m_doc->numPages() && hits.size() < MaxHits; ++i) {
            if (shouldAbort()) {
                return m_send(encodeFrame(id, MessageType::Cancelled));
            }
            std::unique_ptr<Poppler::Page> page = m_doc->page(i);
            if (!page) {
                continue;
            }
            const QList<QRectF> rects = page->search(needle, flags);
            for (const QRectF &r : rects) {
                hits.append(SearchHit{qint32(i), r});
            }
        }
    }
    m_send(encodeFrame(id, MessageType::Hits, encodePayload(hits)));
}

} // namespace Ei::RenderWorker
