#include "columnname.h"

namespace Ei::Core {

QByteArray columnFamily(QByteArrayView column)
{
    const qsizetype colon = column.indexOf(':');
    return (colon < 0 ? column : column.first(colon)).toByteArray();
}

QByteArray columnQualifier(QByteArrayView column)
{
    const qsizetype colon = column.indexOf(':');
    return colon < 0 ? QByteArray() : column.sliced(colon + 1).toByteArray();
}

bool columnLess(QByteArrayView a, QByteArrayView b)
{
    qsizetype ca = a.indexOf(':');
    qsizetype cb = b.indexOf(':');
    if (ca < 0) {
        ca = a.size();
    }
    if (cb < 0) {
        cb = b.size();
    }
    const int f = a.first(ca).compare(b.first(cb));
    if (f != 0) {
        return f < 0;
    }
    return a.sliced(ca) < b.sliced(cb);
}

} // namespace Ei::Core
