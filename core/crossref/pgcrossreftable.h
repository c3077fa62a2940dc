#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <core/pg/pgconnection.h>

namespace Ei::Core {

// One row of seed 003's table:
//   crossref(doi TEXT lower-case PRIMARY KEY, indexed TIMESTAMPTZ, record JSON)
struct CrossrefRow
{
    QString doi;
    QString indexed;   // UTC, "2019-12-04T07:47:00Z"
    QByteArray record; // the Crossref message object, JSON text as stored
};

// Reads seed 003's `crossref` table by DOI over one reused PgConnection: the Crossref client's
// `postgres:` source and `serve --crossref postgres:…`. Several DOIs are one statement,
// `WHERE doi = ANY($1)`, so a worklist's next rows cost one round trip.
class PgCrossrefTable final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PgCrossrefTable)

public:
    PgCrossrefTable(PgConnInfo info, PgConnection::Options options, QObject *parent = nullptr);

    PgConnection *connection() const { return m_connection; }

    // The rows of these DOIs (already normalised: lower-case, no resolver prefix); a DOI without
    // a row is simply absent. Errors are PgConnection's.
    Call<QList<CrossrefRow>> *lookup(const QStringList &dois);

    // For "Test": one sentence on the server and the table ("PostgreSQL 17.2, database sandcrawler:
    // table crossref with about 120684688 records"); a missing table is ErrorKind::NotFound.
    Call<QString> *probe();

private:
    PgConnection *m_connection;
};

} // namespace Ei::Core
