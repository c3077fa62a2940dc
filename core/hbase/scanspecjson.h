#pragma once

#include <QJsonObject>

#include <core/hbase/restclient.h>

namespace Ei::Core {

// A scan as a resumable job saves it (a reprocess or an export state file): start, stop, columns
// (base64), batch, limit and the filter JSON. Fields a job's scan never sets are not saved.
QJsonObject scanSpecToJson(const ScanSpec &spec);
ScanSpec scanSpecFromJson(const QJsonObject &json);

} // namespace Ei::Core
