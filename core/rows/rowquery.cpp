#include "rowquery.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <core/hbase/filter.h>

namespace Ei::Core {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RowQuery)
};

// A column name: a family, a colon, a (possibly empty) qualifier; no whitespace.
bool isColumn(QStringView s)
{
    const qsizetype colon = s.indexOf(u':');
    if (colon <= 0) {
        return false;
    }
    for (const QChar c : s) {
        if (c.isSpace()) {
            return false;
        }
    }
    return true;
}
} // namespace

QString RowQuery::describe() const
{
    QStringList parts;
    if (!keys.isEmpty()) {
        const QString what = keysLabel.isEmpty() ? Tr::tr("chosen rows") : keysLabel;
        parts << (keys.size() == 1 ? Tr::tr("%1: 1 row").arg(what)
                                   : Tr::tr("%1: %2 rows").arg(what).arg(keys.size()));
    }
    if (!prefix.isEmpty()) {
        parts << Tr::tr("prefix %1").arg(QString::fromUtf8(prefix));
    }
    if (!startKey.isEmpty()) {
        parts << Tr::tr("from %1").arg(QString::fromUtf8(startKey));
    }
    if (!stopKey.isEmpty()) {
        parts << Tr::tr("before %1").arg(QString::fromUtf8(stopKey));
    }
    if (keys.isEmpty()) {
        parts << where;
    }
    if (parts.isEmpty()) {
        return Tr::tr("all rows");
    }
    return parts.join(QStringLiteral(" · "));
}

QString RowQuery::validatePredicate(const QString &predicate)
{
    const QString p = predicate.trimmed();
    if (p.isEmpty()) {
        return Tr::tr("The predicate is empty.");
    }
    // The row list sends the predicates through core's filter language (whereFilter), so what it
    // accepts is exactly what the bar accepts. The bar keeps its own sentences where core's name
    // the CLI's --where option.
    const auto parsed = Core::parseWhere(p);
    if (parsed) {
        return {};
    }
    for (const QLatin1StringView op : {QLatin1StringView("has:"), QLatin1StringView("missing:")}) {
        if (p.startsWith(op)) {
            return Tr::tr("“%1” needs a column after “%2”, e.g. %2grobid0:tei_xml.").arg(p, op);
        }
    }
    const qsizetype at = std::distance(p.cbegin(), std::find_if(p.cbegin(), p.cend(), [](QChar c) {
                                           return QStringView(u"=!~<>").contains(c);
                                       }));
    if (at <= 0 || at >= p.size()) {
        return Tr::tr("“%1” is not a predicate: expected fam:qual=VALUE, fam:qual!=VALUE, fam:qual~REGEX, "
                      "fam:qual!~REGEX, fam:qual>=VALUE, fam:qual<VALUE, has:fam:qual or missing:fam:qual.")
            .arg(p);
    }
    if (!isColumn(QStringView(p).left(at))) {
        return Tr::tr("“%1” does not name a column as family:qualifier.").arg(p.left(at));
    }
    return parsed.error().message;
}

QStringList RowQuery::splitPredicates(const QString &text)
{
    QStringList out;
    QString current;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"') {
            quoted = !quoted;
        } else if (c.isSpace() && !quoted) {
            if (!current.isEmpty()) {
                out << current;
                current.clear();
            }
        } else {
            current += c;
        }
    }
    if (!current.isEmpty()) {
        out << current;
    }
    return out;
}

} // namespace Ei::Core
