#pragma once

// The wire protocol between RenderClient (in the application) and the isolated Poppler worker
// (extract-inspector-render). Documented in docs/render-protocol.md; bump Version on any change.
//
// A frame is a big-endian quint32 body length followed by the body. The body is written with
// QDataStream (Qt_6_8, big endian): quint32 request id, quint8 MessageType, then the payload of
// that type. Frames larger than MaxFrameBytes are a protocol error (the peer is dropped).

#include <optional>

#include <QByteArray>
#include <QDataStream>
#include <QList>
#include <QRect>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include "core/util/result.h"

namespace Ei::Core::Render {

inline constexpr quint32 Magic = 0x45495250; // "EIRP"
inline constexpr quint16 Version = 1;
inline constexpr quint32 MaxFrameBytes = 512u * 1024u * 1024u;
inline constexpr QDataStream::Version StreamVersion = QDataStream::Qt_6_8;

enum class MessageType : quint8
{
    // client -> worker
    Open = 1,        // QString path, QString password (empty = none)
    Render = 2,      // RenderParams
    Text = 3,        // qint32 page (0-based)
    Search = 4,      // QString text, bool caseSensitive
    Close = 5,       // -
    Cancel = 6,      // quint32 id of the request to abort (the Cancel frame's own id is unused)
    Boxes = 7,       // - ; answered with DocumentInfo including MediaBox/CropBox (kept out of Open
                     //     because reading them costs a pdfinfo run, which would delay the first page)
    TestCrash = 100, // honoured only when the worker runs with EI_RENDER_TEST_HOOKS=1
    TestHang = 101,  // idem: blocks the Poppler thread forever

    // worker -> client
    Hello = 128,        // quint32 Magic, quint16 Version, QString poppler version
    Failure = 129,      // quint8 ErrorKind, bool passwordRequired, QString message
    DocumentInfo = 130, // DocumentInfo
    Image = 131,        // RenderedImage
    Words = 132,        // qint32 page, QList<TextWord>
    Hits = 133,         // QList<SearchHit>
    Done = 134,         // - (Close)
    Cancelled = 135,    // - (the request was aborted by a Cancel)
};

// One page as Poppler shows it. Every rectangle the worker reports (words, hits) is in the page's
// displayed frame: points, origin at the top-left of the CropBox after the page's /Rotate.
struct PageInfo
{
    QSizeF size;      // displayed size in points (CropBox, rotation applied)
    int rotation = 0; // the page's /Rotate, normalised to 0, 90, 180 or 270 (clockwise)
    // PDF user space (origin bottom-left, not rotated): x, y = lower-left corner. Only valid when
    // DocumentInfo::boxesKnown: the worker reads them with pdfinfo (which may be missing) on a
    // Boxes request; after Open both equal the CropBox.
    QRectF mediaBox;
    QRectF cropBox;

    bool cropDiffersFromMedia() const;
    // Size of the CropBox before rotation.
    QSizeF unrotatedSize() const;
};

struct DocumentInfo
{
    QList<PageInfo> pages;
    bool boxesKnown = false;
    bool encrypted = false;
    QString title;
    QString author;
    QString subject;
    QString creator;
    QString producer;
    QString pdfVersion; // "1.7"
    QString popplerVersion;

    int pageCount() const { return int(pages.size()); }
};

struct RenderParams
{
    qint32 page = 0; // 0-based
    double dpiX = 72.0;
    double dpiY = 72.0;
    QRect clip; // in output pixels; null = whole page
};

// An image as raw bytes so that ei_core stays free of Qt Gui: Format_ARGB32_Premultiplied
// (QImage's native Poppler output), rows of bytesPerLine bytes.
struct RenderedImage
{
    qint32 page = 0;
    qint32 width = 0;
    qint32 height = 0;
    qint32 bytesPerLine = 0;
    double dpiX = 72.0;
    double dpiY = 72.0;
    QRect clip;
    QByteArray pixels;
};

struct TextWord
{
    QString text;
    QRectF rect; // points, displayed page frame
};

struct SearchHit
{
    qint32 page = 0;
    QRectF rect; // points, displayed page frame
};

struct Failure
{
    Error error;
    bool passwordRequired = false;
};

QDataStream &operator<<(QDataStream &s, const PageInfo &v);
QDataStream &operator>>(QDataStream &s, PageInfo &v);
QDataStream &operator<<(QDataStream &s, const DocumentInfo &v);
QDataStream &operator>>(QDataStream &s, DocumentInfo &v);
QDataStream &operator<<(QDataStream &s, const RenderParams &v);
QDataStream &operator>>(QDataStream &s, RenderParams &v);
QDataStream &operator<<(QDataStream &s, const RenderedImage &v);
QDataStream &operator>>(QDataStream &s, RenderedImage &v);
QDataStream &operator<<(QDataStream &s, const TextWord &v);
QDataStream &operator>>(QDataStream &s, TextWord &v);
QDataStream &operator<<(QDataStream &s, const SearchHit &v);
QDataStream &operator>>(QDataStream &s, SearchHit &v);

// A decoded frame: id, type and the payload bytes after them.
struct Frame
{
    quint32 id = 0;
    MessageType type = MessageType::Done;
    QByteArray payload;
};

// Builds a complete frame (length prefix included). `payload` is what a QDataStream wrote.
QByteArray encodeFrame(quint32 id, MessageType type, const QByteArray &payload = {});

// Writes values into a payload with the protocol's stream settings.
template<class... Ts>
QByteArray encodePayload(const Ts &...values)
{
    QByteArray out;
    QDataStream s(&out, QDataStream::WriteOnly);
    s.setVersion(StreamVersion);
    (s << ... << values);
    return out;
}

// Incremental decoder: feed bytes as they arrive, take complete frames out. After a protocol
// error (oversized or short frame) it stays failed and the connection must be dropped.
class FrameReader
{
public:
    void append(const QByteArray &bytes);
    // The next complete frame, std::nullopt when more bytes are needed or on error.
    std::optional<Frame> next();
    bool failed() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }

private:
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    QString m_error;
};

// Reads a payload with the protocol's settings; false when it is truncated or malformed.
template<class... Ts>
bool decodePayload(const QByteArray &payload, Ts &...values)
{
    QDataStream s(payload);
    s.setVersion(StreamVersion);
    (s >> ... >> values);
    return s.status() == QDataStream::Ok;
}

QString messageTypeName(MessageType type);

} // namespace Ei::Core::Render
