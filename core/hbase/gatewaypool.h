#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <core/hbase/restclient.h>

namespace Ei::Core {

// The REST gateways of one cluster a bulk job spreads its scanners over (docs/hbase-client.md,
// "Region-parallel scans"): the job's own client and one more client per further URL, each with the
// job client's configuration (table, headers, TLS, timeout) and its own connection pool.
//
// A scanner lives in the memory of the gateway that created it, so a scan stays on its gateway;
// only a new scanner (after a failure) moves. next() hands the gateways out in turn; a gateway that
// failed rests for restMs() before it is handed out again, and while every gateway rests the one
// that failed longest ago is used (the job's own recovery backoff then paces the attempts).
class GatewayPool final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GatewayPool)

public:
    static constexpr int kDefaultRestMs = 30000;

    // `primary` is not owned; it stays the first gateway.
    explicit GatewayPool(RestClient *primary, QObject *parent = nullptr);
    ~GatewayPool() override;

    // Adds the gateway at `url` (owned), configured like the primary. The primary's own URL is not
    // added twice.
    void addGateway(const QUrl &url);
    // Each of `urls` (a connection's ConnectionConfig::moreGateways), as addGateway().
    void addGateways(const QList<QUrl> &urls)
    {
        for (const QUrl &url : urls) {
            addGateway(url);
        }
    }
    qsizetype size() const { return m_gateways.size(); }
    RestClient *primary() const { return m_gateways.isEmpty() ? nullptr : m_gateways.first().client.data(); }
    QList<RestClient *> gateways() const;

    // The next gateway in turn that is not resting (with the primary's server features).
    RestClient *next();
    // `failed` lost a scan: it rests, and the gateway to go on with is returned (`failed` itself
    // when it is the only one).
    RestClient *replace(RestClient *failed);
    bool isResting(const RestClient *client) const;
    // Times a gateway was taken out of the rotation.
    int dropped() const { return m_dropped; }

    int restMs() const { return m_restMs; }
    void setRestMs(int ms) { m_restMs = ms; }

Q_SIGNALS:
    // `url` failed and rests for restMs().
    void gatewayResting(const QUrl &url);

private:
    struct Gateway
    {
        QPointer<RestClient> client;
        bool owned = false;
        bool failed = false;
        QElapsedTimer since; // since the last failure
    };
    bool resting(const Gateway &gateway) const;
    RestClient *prepared(RestClient *client) const;

    QList<Gateway> m_gateways;
    qsizetype m_turn = 0;
    int m_restMs = kDefaultRestMs;
    int m_dropped = 0;
};

} // namespace Ei::Core
