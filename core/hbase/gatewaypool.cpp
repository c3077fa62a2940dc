#include "gatewaypool.h"

namespace Ei::Core {

GatewayPool::GatewayPool(RestClient *primary, QObject *parent)
    : QObject(parent)
{
    if (primary) {
        m_gateways.append(Gateway{primary, false, false, {}});
    }
}

GatewayPool::~GatewayPool()
{
    // The scans hold their gateways by QPointer: a client deleted here is one they no longer use.
    for (const Gateway &gateway : std::as_const(m_gateways)) {
        if (gateway.owned && gateway.client) {
            delete gateway.client.data();
        }
    }
}

void GatewayPool::addGateway(const QUrl &url)
{
    RestClient *first = primary();
    if (!first) {
        return;
    }
    const QUrl wanted = url.adjusted(QUrl::StripTrailingSlash);
    for (const Gateway &gateway : std::as_const(m_gateways)) {
        if (gateway.client && gateway.client->config().baseUrl.adjusted(QUrl::StripTrailingSlash) == wanted) {
            return;
        }
    }
    ConnectionConfig config = first->config();
    config.baseUrl = url;
    // Not a child: the clients live as long as the pool, whoever owns the primary.
    m_gateways.append(Gateway{new RestClient(config), true, false, {}});
}

QList<RestClient *> GatewayPool::gateways() const
{
    QList<RestClient *> out;
    for (const Gateway &gateway : m_gateways) {
        if (gateway.client) {
            out.append(gateway.client);
        }
    }
    return out;
}

bool GatewayPool::resting(const Gateway &gateway) const
{
    return gateway.failed && gateway.since.isValid() && gateway.since.elapsed() < m_restMs;
}

bool GatewayPool::isResting(const RestClient *client) const
{
    for (const Gateway &gateway : m_gateways) {
        if (gateway.client == client) {
            return resting(gateway);
        }
    }
    return false;
}

RestClient *GatewayPool::prepared(RestClient *client) const
{
    // Every gateway of one cluster runs the same HBase: what the primary learnt holds for all.
    RestClient *first = primary();
    if (client && first && client != first && first->featuresKnown() && !client->featuresKnown()) {
        client->setFeatures(first->features());
    }
    return client;
}

RestClient *GatewayPool::next()
{
    const qsizetype n = m_gateways.size();
    for (qsizetype i = 0; i < n; ++i) {
        const Gateway &gateway = m_gateways.at((m_turn + i) % n);
        if (gateway.client && !resting(gateway)) {
            m_turn = (m_turn + i + 1) % n;
            return prepared(gateway.client);
        }
    }
    // Every gateway rests: the one whose failure is oldest.
    const Gateway *oldest = nullptr;
    for (const Gateway &gateway : m_gateways) {
        if (gateway.client && (!oldest || gateway.since.elapsed() > oldest->since.elapsed())) {
            oldest = &gateway;
        }
    }
    return oldest ? prepared(oldest->client) : nullptr;
}

RestClient *GatewayPool::replace(RestClient *failed)
{
    for (Gateway &gateway : m_gateways) {
        if (gateway.client == failed && gateway.client) {
            if (!resting(gateway)) {
                ++m_dropped;
                Q_EMIT gatewayResting(gateway.client->config().baseUrl);
            }
            gateway.failed = true;
            gateway.since.start();
        }
    }
    RestClient *other = next();
    return other ? other : failed;
}

} // namespace Ei::Core
