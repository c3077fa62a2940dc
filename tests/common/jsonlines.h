#pragma once

// The CLI's JSON output as tests read it: one object, or one object per line (JSON lines).
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace Ei::Test {

inline QJsonObject jsonOf(const QByteArray &out)
{
    return QJsonDocument::fromJson(out).object();
}

inline QList<QByteArray> nonEmptyLines(const QByteArray &out)
{
    QList<QByteArray> lines;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.trimmed().isEmpty()) {
            lines.append(line);
        }
    }
    return lines;
}

inline QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : nonEmptyLines(out)) {
        objects.append(jsonOf(line));
    }
    return objects;
}

} // namespace Ei::Test
