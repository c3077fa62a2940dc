#include "connectionconfig.h"

#include <algorithm>

namespace Ei::Core {

int RetryPolicy::backoffForAttempt(int attempt) const
{
    qint64 delay = initialBackoffMs;
    for (int i = 1; i < attempt && delay < maxBackoffMs; ++i) {
        delay *= 2;
    }
    return int(std::min<qint64>(delay, maxBackoffMs));
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
