#include "compactjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Ei::Demo {

QByteArray compactJson(const QJsonValue &value)
{
    if (value.isArray()) {
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    }
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace Ei::Demo
