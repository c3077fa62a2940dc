#pragma once

#include <optional>

#include <QByteArrayList>
#include <QJsonObject>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// The local DOI → row keys index (domain.md §4): the table has no DOI index, so a DOI lookup is a
// full filtered scan; its answer is remembered here per table ("scope" = REST URL + table) so that
// asking again is instant. A small JSON file, read on construction and written atomically; the
// index can be stale after curators change match0:doi, which is why a rescan is always possible.
class DoiIndex final
{
public:
    explicit DoiIndex(QString path);

    // ~/.cache/extract-inspector/doi-index.json (QStandardPaths::CacheLocation).
    static QString defaultPath();

    std::optional<QByteArrayList> lookup(const QString &scope, const QString &doi) const;
    Result<void> remember(const QString &scope, const QString &doi, const QByteArrayList &keys);
    Result<void> forget(const QString &scope, const QString &doi);

private:
    Result<void> save();

    QString m_path;
    QJsonObject m_root; // {scope: {doi: {"keys": [base64...], "at": ISO-8601}}}
};

} // namespace Ei::Core
