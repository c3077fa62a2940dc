#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Ei::Core {

// family:qualifier split at the first ':' (CellUtil.parseColumn).
QByteArray columnFamily(QByteArrayView column);
QByteArray columnQualifier(QByteArrayView column);
// Ordering of HBase results: family, then qualifier, as unsigned bytes.
bool columnLess(QByteArrayView a, QByteArrayView b);

} // namespace Ei::Core
