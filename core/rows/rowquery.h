#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QString>
#include <QStringList>

namespace Ei::Core {

// What the row list shows: a key range plus the `--where` predicates of the CLI contract
// (shared/docs/cli.md): `fam:qual=VALUE`, `fam:qual!=VALUE`, `has:fam:qual`, `missing:fam:qual`.
// The row page source turns it into a scanner (HBase filters evaluated by the server); the
// model treats it as opaque and only compares it to decide whether to start a new generation.
struct RowQuery
{
    QByteArray prefix;
    QByteArray startKey; // inclusive
    QByteArray stopKey;  // exclusive
    QStringList where;   // every predicate must hold
    // When not empty: exactly these rows (sorted, unique), read by key instead of scanned, e.g. the
    // rows a DOI lookup found. The key range still narrows them; `where` does not apply.
    QByteArrayList keys;
    QString keysLabel; // what the keys are, for describe(): "DOI 10.1234/abc"

    bool isEmpty() const
    {
        return prefix.isEmpty() && startKey.isEmpty() && stopKey.isEmpty() && where.isEmpty() &&
               keys.isEmpty();
    }
    bool operator==(const RowQuery &) const = default;

    // One line for the "what ran" label, e.g. `prefix sha1:A… · grobid0:status_code=200`.
    QString describe() const;

    // An empty string when `predicate` follows the grammar above, else a one-sentence reason.
    static QString validatePredicate(const QString &predicate);
    // Splits a free-text field into predicates: whitespace separates them, double quotes group
    // (`"match0:minfo!=a b"`).
    static QStringList splitPredicates(const QString &text);
};

} // namespace Ei::Core
