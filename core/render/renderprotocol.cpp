#include "core/render/renderprotocol.h"

#include <cmath>

#include <QCoreApplication>
#include <QtEndian>

namespace Ei::Core::Render {

bool PageInfo::cropDiffersFromMedia() const
{
    constexpr double eps = 0.01;
    return std::abs(mediaBox.x() - cropBox.x()) > eps || std::abs(mediaBox.y() - cropBox.y()) > eps ||
           std::abs(mediaBox.width() - cropBox.width()) > eps ||
           std::abs(mediaBox.height() - cropBox.height()) > eps;
}

QSizeF PageInfo::unrotatedSize() const
{
    return (rotation == 90 || rotation == 270) ? size.transposed() : size;
}

QDataStream &operator<<(QDataStream &s, const PageInfo &v)
{
    return s << v.size << qint32(v.rotation) << v.mediaBox << v.cropBox;
}

QDataStream &operator>>(QDataStream &s, PageInfo &v)
{
    qint32 rot = 0;
    s >> v.size >> rot >> v.mediaBox >> v.cropBox;
    v.rotation = int(rot);
    return s;
}

QDataStream &operator<<(QDataStream &s, const DocumentInfo &v)
{
    return s << v.pages << v.boxesKnown << v.encrypted << v.title << v.author << v.subject << v.creator
             << v.producer << v.pdfVersion << v.popplerVersion;
}

QDataStream &operator>>(QDataStream &s, DocumentInfo &v)
{
    return s >> v.pages >> v.boxesKnown >> v.encrypted >> v.title >> v.author >> v.subject >> v.creator >>
           v.producer >> v.pdfVersion >> v.popplerVersion;
}

QDataStream &operator<<(QDataStream &s, const RenderParams &v)
{
    return s << v.page << v.dpiX << v.dpiY << v.clip;
}

QDataStream &operator>>(QDataStream &s, RenderParams &v)
{
    return s >> v.page >> v.dpiX >> v.dpiY >> v.clip;
}

QDataStream &operator<<(QDataStream &s, const RenderedImage &v)
{
    return s << v.page << v.width << v.height << v.bytesPerLine << v.dpiX << v.dpiY << v.clip << v.pixels;
}

QDataStream &operator>>(QDataStream &s, RenderedImage &v)
{
    s >> v.page >> v.width >> v.height >> v.bytesPerLine >> v.dpiX >> v.dpiY >> v.clip >> v.pixels;
    // A short or inconsistent pixel buffer would make the GUI read past the end.
    if (s.status() == QDataStream::Ok && (v.width < 0 || v.height < 0 || v.bytesPerLine < v.width * 4 ||
                                          v.pixels.size() < qsizetype(v.bytesPerLine) * v.height)) {
        s.setStatus(QDataStream::ReadCorruptData);
    }
    return s;
}

QDataStream &operator<<(QDataStream &s, const TextWord &v)
{
    return s << v.text << v.rect;
}

QDataStream &operator>>(QDataStream &s, TextWord &v)
{
    return s >> v.text >> v.rect;
}

QDataStream &operator<<(QDataStream &s, const SearchHit &v)
{
    return s << v.page << v.rect;
}

QDataStream &operator>>(QDataStream &s, SearchHit &v)
{
    return s >> v.page >> v.rect;
}

QByteArray encodeFrame(quint32 id, MessageType type, const QByteArray &payload)
{
    const quint32 bodyLength = quint32(sizeof(quint32) + 1 + payload.size());
    QByteArray out;
    out.reserve(qsizetype(4 + bodyLength));
    char header[9];
    qToBigEndian(bodyLength, header);
    qToBigEndian(id, header + 4);
    header[8] = char(quint8(type));
    out.append(header, sizeof header);
    out.append(payload);
    return out;
}

void FrameReader::append(const QByteArray &bytes)
{
    if (failed()) {
        return;
    }
    // Compact lazily so that a stream of small frames does not shift the buffer every time.
    if (m_pos > 0 && m_pos == m_buffer.size()) {
        m_buffer.clear();
        m_pos = 0;
    } else if (m_pos > (1 << 20)) {
        m_buffer.remove(0, m_pos);
        m_pos = 0;
    }
    m_buffer.append(bytes);
}

std::optional<Frame> FrameReader::next()
{
    if (failed() || m_buffer.size() - m_pos < 4) {
        return std::nullopt;
    }
    const quint32 bodyLength = qFromBigEndian<quint32>(m_buffer.constData() + m_pos);
    if (bodyLength > MaxFrameBytes) {
        m_error = QCoreApplication::translate("Ei::Core::RenderProtocol",
                                              "frame of %1 bytes exceeds the protocol limit")
                      .arg(bodyLength);
        return std::nullopt;
    }
    if (bodyLength < 5) {
        m_error = QCoreApplication::translate("Ei::Core::RenderProtocol", "frame of %1 bytes is too short")
                      .arg(bodyLength);
        return std::nullopt;
    }
    if (m_buffer.size() - m_pos < qsizetype(4 + bodyLength)) {
        return std::nullopt;
    }
    const char *body = m_buffer.constData() + m_pos + 4;
    Frame f;
    f.id = qFromBigEndian<quint32>(body);
    f.type = MessageType(quint8(body[4]));
    f.payload = QByteArray(body + 5, qsizetype(bodyLength) - 5);
    m_pos += 4 + qsizetype(bodyLength);
    return f;
}

QString messageTypeName(MessageType type)
{
    switch (type) {
    case MessageType::Open:
        return QStringLiteral("open");
    case MessageType::Render:
        return QStringLiteral("render");
    case MessageType::Text:
        return QStringLiteral("text");
    case MessageType::Search:
        return QStringLiteral("search");
    case MessageType::Close:
        return QStringLiteral("close");
    case MessageType::Cancel:
        return QStringLiteral("cancel");
    case MessageType::Boxes:
        return QStringLiteral("boxes");
    case MessageType::TestCrash:
        return QStringLiteral("test-crash");
    case MessageType::TestHang:
        return QStringLiteral("test-hang");
    case MessageType::Hello:
        return QStringLiteral("hello");
    case MessageType::Failure:
        return QStringLiteral("failure");
    case MessageType::DocumentInfo:
        return QStringLiteral("document-info");
    case MessageType::Image:
        return QStringLiteral("image");
    case MessageType::Words:
        return QStringLiteral("words");
    case MessageType::Hits:
        return QStringLiteral("hits");
    case MessageType::Done:
        return QStringLiteral("done");
    case MessageType::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("unknown(%1)").arg(int(type));
}

} // namespace Ei::Core::Render
