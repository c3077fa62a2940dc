#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// A PostgreSQL connection string (libpq key/value "host=… dbname=…" or URI
// "postgresql://user@host:port/db"), parsed by libpq itself so that every form libpq accepts is
// accepted here. It never holds a password: the password comes from the saved connection's
// secrets file, PGPASSWORD or ~/.pgpass (libpq reads the last two itself), so a connection
// string can be shown in settings, tooltips and logs as it is.
class PgConnInfo final
{
public:
    using Params = QList<QPair<QByteArray, QByteArray>>;

    // A string libpq cannot parse, or one with a password, is InvalidInput with a sentence.
    static Result<PgConnInfo> parse(const QString &conninfo);

    const QString &text() const { return m_text; }
    // The keywords that were set, in libpq's order (what PQconnectdbParams takes).
    const Params &params() const { return m_params; }
    QByteArray value(QByteArrayView keyword) const;
    // "host 127.0.0.1, port 5432, database crossref, user curator": for messages; no password.
    QString describe() const;

    bool operator==(const PgConnInfo &) const = default;

private:
    QString m_text;
    Params m_params;
};

} // namespace Ei::Core
