#include "connectionconfig.h"

#include <algorithm>

#include <QHostAddress>

#include <core/hbase/inprocessgateway.h>

namespace Ei::Core {

int RetryPolicy::backoffForAttempt(int attempt) const
{
    qint64 delay = initialBackoffMs;
    for (int i = 1; i < attempt && delay < maxBackoffMs; ++i) {
        delay *= 2;
    }
    return int(std::min<qint64>(delay, maxBackoffMs));
}

QString compressionName(Compression compression)
{
    switch (compression) {
    case Compression::On:
        return QStringLiteral("on");
    case Compression::Off:
        return QStringLiteral("off");
    case Compression::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<Compression> parseCompression(QStringView name)
{
    for (Compression c : {Compression::Auto, Compression::On, Compression::Off}) {
        if (name.compare(compressionName(c), Qt::CaseInsensitive) == 0) {
            return c;
        }
    }
    return std::nullopt;
}

QString wireFormatName(WireFormat format)
{
    switch (format) {
    case WireFormat::Json:
        return QStringLiteral("json");
    case WireFormat::Protobuf:
        return QStringLiteral("protobuf");
    case WireFormat::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<WireFormat> parseWireFormat(QStringView name)
{
    for (WireFormat f : {WireFormat::Auto, WireFormat::Json, WireFormat::Protobuf}) {
        if (name.compare(wireFormatName(f), Qt::CaseInsensitive) == 0) {
            return f;
        }
    }
    return std::nullopt;
}

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 ||
        host.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive)) {
        return true;
    }
    // QUrl::host() gives IPv6 addresses without brackets.
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString authKindName(AuthKind kind)
{
    switch (kind) {
    case AuthKind::Kerberos:
        return QStringLiteral("kerberos");
    case AuthKind::Basic:
        return QStringLiteral("basic");
    case AuthKind::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<AuthKind> parseAuthKind(QStringView name)
{
    for (AuthKind k : {AuthKind::None, AuthKind::Kerberos, AuthKind::Basic}) {
        if (name.compare(authKindName(k), Qt::CaseInsensitive) == 0) {
            return k;
        }
    }
    return std::nullopt;
}

QString AuthConfig::identity() const
{
    if (!doAs.isEmpty()) {
        return doAs;
    }
    if (!user.isEmpty()) {
        return user;
    }
    return {};
}

ConnectionConfig ConnectionConfig::inProcessTo(std::shared_ptr<InProcessGateway> gateway,
                                               const QString &table)
{
    ConnectionConfig config;
    config.baseUrl = gateway->url();
    config.inProcess = std::move(gateway);
    config.table = table;
    return config;
}

bool ConnectionConfig::wantsCompression() const
{
    switch (compression) {
    case Compression::On:
        return true;
    case Compression::Off:
        return false;
    case Compression::Auto:
        break;
    }
    return !isLoopbackHost(baseUrl.host());
}

QByteArray ConnectionConfig::encodedBase() const
{
    QByteArray base = baseUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toEncoded();
    while (base.endsWith('/')) {
        base.chop(1);
    }
    return base;
}

} // namespace Ei::Core
