#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

namespace Ei::Test {

// A small HTTP/1.1 file server on 127.0.0.1 (free port) for PDF retrieval tests: serves a
// directory with real Range support (206, 416), or ignoring Range (200), plus redirects, extra
// path->file mappings (blob stores), a fake wayback "/web/{dt}id_/{url}", a required header
// (auth), and slow delivery (to cancel mid-transfer). One request per connection.
class RangeHttpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RangeHttpServer)

public:
    struct Request
    {
        QByteArray method;
        QString path; // decoded
        QByteArray range;
        QList<QPair<QByteArray, QByteArray>> headers;
    };

    explicit RangeHttpServer(QString rootDir = {}, QObject *parent = nullptr);
    ~RangeHttpServer() override;

    bool listen();
    QUrl baseUrl() const;
    QString base() const { return baseUrl().toString(); }

    void setIgnoreRange(bool ignore) { m_ignoreRange = ignore; }
    void addRedirect(const QString &fromPath, const QString &toPath) { m_redirects.insert(fromPath, toPath); }
    void addFile(const QString &urlPath, const QString &localFile) { m_files.insert(urlPath, localFile); }
    // Served for GET /web/{dt}id_/{url}.
    void addWayback(const QString &dt, const QString &url, const QString &localFile);
    // Requests without this exact header get 403.
    void requireHeader(const QByteArray &name, const QByteArray &value);
    // Send bodies in pieces of 'bytes' every 'intervalMs' (0 = all at once).
    void setThrottle(qint64 bytes, int intervalMs);

    const QList<Request> &requests() const { return m_requests; }
    int peakConcurrent() const { return m_peak; }
    int openConnections() const { return m_open; }

Q_SIGNALS:
    void requestReceived(const QString &path);

private:
    void onNewConnection();
    void onReadable(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Request &request);
    void sendError(QTcpSocket *socket, int status, const QByteArray &reason, const QByteArray &extra = {});
    void sendBody(QTcpSocket *socket, QByteArray body);

    QTcpServer m_server;
    QString m_root;
    bool m_ignoreRange = false;
    QHash<QString, QString> m_redirects;
    QHash<QString, QString> m_files;
    QByteArray m_requiredName;
    QByteArray m_requiredValue;
    qint64 m_throttleBytes = 0;
    int m_throttleMs = 0;
    QList<Request> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    int m_open = 0;
    int m_peak = 0;
};

} // namespace Ei::Test
