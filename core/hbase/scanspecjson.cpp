#include "scanspecjson.h"

#include <QJsonArray>

namespace Ei::Core {
namespace {

QJsonValue b64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QByteArray unb64(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}

} // namespace

QJsonObject scanSpecToJson(const ScanSpec &spec)
{
    QJsonArray columns;
    for (const QByteArray &c : spec.columns) {
        columns.append(b64(c));
    }
    QJsonObject o{{QStringLiteral("start"), b64(spec.startRow)},
                  {QStringLiteral("stop"), b64(spec.stopRow)},
                  {QStringLiteral("columns"), columns},
                  {QStringLiteral("batch"), spec.batch},
                  {QStringLiteral("limit"), spec.limit}};
    if (spec.filter) {
        o.insert(QStringLiteral("filter"), spec.filter->toJsonObject());
    }
    return o;
}

ScanSpec scanSpecFromJson(const QJsonObject &json)
{
    ScanSpec spec;
    spec.startRow = unb64(json.value(QLatin1StringView("start")));
    spec.stopRow = unb64(json.value(QLatin1StringView("stop")));
    for (const QJsonValue &c : json.value(QLatin1StringView("columns")).toArray()) {
        spec.columns.append(unb64(c));
    }
    spec.batch = json.value(QLatin1StringView("batch")).toInt(spec.batch);
    spec.limit = json.value(QLatin1StringView("limit")).toInteger(-1);
    if (json.contains(QLatin1StringView("filter"))) {
        spec.filter = Filter::fromJsonObject(json.value(QLatin1StringView("filter")).toObject());
    }
    return spec;
}

} // namespace Ei::Core
