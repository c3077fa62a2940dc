#include "pgconninfo.h"

#include <libpq-fe.h>

#include <QCoreApplication>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PgConnInfo)
};

} // namespace

Result<PgConnInfo> PgConnInfo::parse(const QString &conninfo)
{
    const QString text = conninfo.trimmed();
    if (text.isEmpty()) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the PostgreSQL connection string is empty (e.g. host=db.example.org "
                           "dbname=sandcrawler user=curator)"));
    }
    char *error = nullptr;
    PQconninfoOption *options = PQconninfoParse(text.toUtf8().constData(), &error);
    if (!options) {
        const QString why = error ? QString::fromUtf8(error).trimmed() : Tr::tr("out of memory");
        PQfreemem(error);
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is not a PostgreSQL connection string: %2").arg(text, why));
    }
    PgConnInfo info;
    info.m_text = text;
    bool hasPassword = false;
    for (const PQconninfoOption *o = options; o->keyword; ++o) {
        if (!o->val || !*o->val) {
            continue;
        }
        if (qstrcmp(o->keyword, "password") == 0) {
            hasPassword = true;
            continue;
        }
        info.m_params.append({QByteArray(o->keyword), QByteArray(o->val)});
    }
    PQconninfoFree(options);
    if (hasPassword) {
        // Not even echoed back: the string holds a secret.
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the PostgreSQL connection string must not contain a password: keep it in "
                           "the connection's secrets (the connection dialog's Crossref password), "
                           "PGPASSWORD or ~/.pgpass"));
    }
    return info;
}

QByteArray PgConnInfo::value(QByteArrayView keyword) const
{
    for (const auto &[key, value] : m_params) {
        if (key == keyword) {
            return value;
        }
    }
    return {};
}

QString PgConnInfo::describe() const
{
    QStringList parts;
    const auto add = [&](const char *keyword, const QString &label) {
        if (const QByteArray v = value(keyword); !v.isEmpty()) {
            parts << label.arg(QString::fromUtf8(v));
        }
    };
    add("host", Tr::tr("host %1"));
    add("hostaddr", Tr::tr("address %1"));
    add("port", Tr::tr("port %1"));
    add("dbname", Tr::tr("database %1"));
    add("user", Tr::tr("user %1"));
    return parts.isEmpty() ? Tr::tr("libpq's defaults") : parts.join(QStringLiteral(", "));
}

} // namespace Ei::Core
