#include "version.h"

namespace Ei::Core {

QString productVersion()
{
    return QStringLiteral(EI_VERSION_STRING);
}

QByteArray userAgent()
{
    return QByteArrayLiteral("extract-inspector/" EI_VERSION_STRING);
}

} // namespace Ei::Core
