#include "pgcrossreftable.h"

#include <QCoreApplication>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PgCrossrefTable)
};

// A text[] literal: {"a","b"} with " and \ escaped. DOIs may hold both (SICI DOIs hold < > ; ( ) :).
QByteArray arrayLiteral(const QStringList &values)
{
    QByteArray out("{");
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0) {
            out += ',';
        }
        out += '"';
        for (const char c : values.at(i).toUtf8()) {
            if (c == '"' || c == '\\') {
                out += '\\';
            }
            out += c;
        }
        out += '"';
    }
    out += '}';
    return out;
}

} // namespace

PgCrossrefTable::PgCrossrefTable(PgConnInfo info, PgConnection::Options options, QObject *parent)
    : QObject(parent)
    , m_connection(new PgConnection(std::move(info), std::move(options), this))
{}

Call<QList<CrossrefRow>> *PgCrossrefTable::lookup(const QStringList &dois)
{
    auto *call = new Call<QList<CrossrefRow>>(this);
    Call<PgRows> *rows = m_connection->exec(
        QByteArrayLiteral(
            "SELECT doi, to_char(indexed AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
            "record FROM crossref WHERE doi = ANY($1::text[])"),
        {arrayLiteral(dois)});
    call->setCancelHook([rows = QPointer<Call<PgRows>>(rows)] {
        if (rows) {
            rows->cancel();
        }
    });
    rows->then(call, [call](const Result<PgRows> &result) {
        if (!result) {
            call->resolve(std::unexpected(result.error()));
            return;
        }
        QList<CrossrefRow> out;
        out.reserve(result->rows.size());
        for (const QList<QByteArray> &row : result->rows) {
            out.append({QString::fromUtf8(row.value(0)), QString::fromUtf8(row.value(1)), row.value(2)});
        }
        call->resolve(std::move(out));
    });
    return call;
}

Call<QString> *PgCrossrefTable::probe()
{
    auto *call = new Call<QString>(this);
    Call<PgRows> *rows = m_connection->exec(
        QByteArrayLiteral("SELECT current_database(), to_regclass('crossref') IS NOT NULL, "
                          "(SELECT reltuples::bigint FROM pg_class WHERE oid = to_regclass('crossref'))"));
    call->setCancelHook([rows = QPointer<Call<PgRows>>(rows)] {
        if (rows) {
            rows->cancel();
        }
    });
    rows->then(call, [this, call](const Result<PgRows> &result) {
        if (!result) {
            call->resolve(std::unexpected(result.error()));
            return;
        }
        const QList<QByteArray> row = result->rows.value(0);
        const QString server = Tr::tr("PostgreSQL %1, database %2")
                                   .arg(m_connection->serverVersion(), QString::fromUtf8(row.value(0)));
        if (row.value(1) != "t") {
            call->resolve(std::unexpected(Error{
                ErrorKind::NotFound,
                Tr::tr("%1 has no table crossref (seed 003's crossref(doi, indexed, record))").arg(server)}));
            return;
        }
        const qlonglong estimate = row.value(2).toLongLong();
        // reltuples is -1 until the table was first vacuumed or analysed.
        call->resolve(estimate < 0
                          ? Tr::tr("%1: table crossref (not counted yet)").arg(server)
                          : Tr::tr("%1: table crossref with about %2 records").arg(server).arg(estimate));
    });
    return call;
}

} // namespace Ei::Core
