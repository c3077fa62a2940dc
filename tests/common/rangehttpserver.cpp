#include "rangehttpserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpSocket>
#include <QTimer>

namespace Ei::Test {

RangeHttpServer::RangeHttpServer(QString rootDir, QObject *parent)
    : QObject(parent)
    , m_root(std::move(rootDir))
{
    connect(&m_server, &QTcpServer::newConnection, this, &RangeHttpServer::onNewConnection);
}

RangeHttpServer::~RangeHttpServer()
{
    // The open sockets die with m_server, after the members their disconnected() handler uses
    // (m_buffers) are gone: cut them off from this object first.
    for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>()) {
        socket->disconnect(this);
    }
}

bool RangeHttpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl RangeHttpServer::baseUrl() const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_server.serverPort());
    return u;
}

void RangeHttpServer::addWayback(const QString &dt, const QString &url, const QString &localFile)
{
    m_files.insert(QStringLiteral("/web/") + dt + QStringLiteral("id_/") + url, localFile);
}

void RangeHttpServer::requireHeader(const QByteArray &name, const QByteArray &value)
{
    m_requiredName = name;
    m_requiredValue = value;
}

void RangeHttpServer::setThrottle(qint64 bytes, int intervalMs)
{
    m_throttleBytes = bytes;
    m_throttleMs = intervalMs;
}

void RangeHttpServer::onNewConnection()
{
    while (QTcpSocket *s = m_server.nextPendingConnection()) {
        ++m_open;
        m_peak = std::max(m_peak, m_open);
        connect(s, &QTcpSocket::readyRead, this, [this, s] { onReadable(s); });
        connect(s, &QTcpSocket::disconnected, this, [this, s] {
            --m_open;
            m_buffers.remove(s);
            s->deleteLater();
        });
    }
}

void RangeHttpServer::onReadable(QTcpSocket *socket)
{
    if (socket->property("answered").toBool()) {
        socket->readAll(); // one request per connection
        return;
    }
    QByteArray &buf = m_buffers[socket];
    buf.append(socket->readAll());
    const qsizetype end = buf.indexOf("\r\n\r\n");
    if (end < 0) {
        return;
    }
    socket->setProperty("answered", true);
    const QList<QByteArray> lines = buf.left(end).split('\n');
    Request r;
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    r.method = first.value(0);
    // The target is kept as sent, except percent-decoding, so wayback URLs keep their query.
    r.path = QUrl::fromPercentEncoding(first.value(1));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0) {
            const QByteArray name = line.left(colon).trimmed();
            const QByteArray value = line.mid(colon + 1).trimmed();
            r.headers.append({name, value});
            if (name.compare("Range", Qt::CaseInsensitive) == 0) {
                r.range = value;
            }
        }
    }
    m_requests.append(r);
    Q_EMIT requestReceived(r.path);
    respond(socket, r);
}

void RangeHttpServer::sendError(QTcpSocket *socket, int status, const QByteArray &reason,
                                const QByteArray &extra)
{
    const QByteArray body = "<html><body>" + QByteArray::number(status) + ' ' + reason + "</body></html>";
    socket->write(
        "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: text/html\r\n" + extra +
        "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->disconnectFromHost();
}

void RangeHttpServer::sendBody(QTcpSocket *socket, QByteArray body)
{
    if (m_throttleBytes <= 0 || m_throttleMs <= 0) {
        socket->write(body);
        socket->disconnectFromHost();
        return;
    }
    auto *timer = new QTimer(socket);
    timer->setInterval(m_throttleMs);
    auto offset = std::make_shared<qint64>(0);
    QPointer<QTcpSocket> guard(socket);
    connect(timer, &QTimer::timeout, socket, [this, guard, timer, offset, body] {
        if (!guard || guard->state() != QAbstractSocket::ConnectedState) {
            timer->stop();
            return;
        }
        const QByteArray piece = body.mid(*offset, m_throttleBytes);
        guard->write(piece);
        *offset += piece.size();
        if (*offset >= body.size()) {
            timer->stop();
            guard->disconnectFromHost();
        }
    });
    timer->start();
}

void RangeHttpServer::respond(QTcpSocket *socket, const Request &r)
{
    if (!m_requiredName.isEmpty()) {
        bool ok = false;
        for (const auto &[n, v] : r.headers) {
            ok = ok || (n.compare(m_requiredName, Qt::CaseInsensitive) == 0 && v == m_requiredValue);
        }
        if (!ok) {
            sendError(socket, 403, "Forbidden");
            return;
        }
    }
    if (const auto it = m_redirects.constFind(r.path); it != m_redirects.cend()) {
        sendError(socket, 302, "Found", "Location: " + baseUrl().toString().toUtf8() + it->toUtf8() + "\r\n");
        return;
    }
    QString local = m_files.value(r.path);
    if (local.isEmpty() && !m_root.isEmpty() && !r.path.contains(QLatin1String(".."))) {
        local = m_root + r.path;
    }
    QFile file(local);
    if (local.isEmpty() || !QFileInfo(local).isFile() || !file.open(QIODevice::ReadOnly)) {
        sendError(socket, 404, "Not Found");
        return;
    }
    const qint64 size = file.size();
    qint64 from = 0;
    qint64 to = size - 1;
    bool partial = false;
    if (!r.range.isEmpty() && !m_ignoreRange && r.range.startsWith("bytes=")) {
        const QByteArray spec = r.range.mid(6);
        const qsizetype dash = spec.indexOf('-');
        from = spec.left(dash).toLongLong();
        const QByteArray toText = spec.mid(dash + 1);
        to = toText.isEmpty() ? size - 1 : std::min(size - 1, toText.toLongLong());
        if (from >= size || from > to) {
            sendError(socket, 416, "Range Not Satisfiable",
                      "Content-Range: bytes */" + QByteArray::number(size) + "\r\n");
            return;
        }
        partial = true;
    }
    file.seek(from);
    const QByteArray body = file.read(to - from + 1);
    QByteArray head =
        partial ? QByteArray("HTTP/1.1 206 Partial Content\r\n") : QByteArray("HTTP/1.1 200 OK\r\n");
    if (partial) {
        head += "Content-Range: bytes " + QByteArray::number(from) + '-' + QByteArray::number(to) + '/' +
                QByteArray::number(size) + "\r\n";
    }
    head += "Content-Type: application/octet-stream\r\nContent-Length: " + QByteArray::number(body.size()) +
            "\r\nConnection: close\r\n\r\n";
    socket->write(head);
    sendBody(socket, body);
}

} // namespace Ei::Test
