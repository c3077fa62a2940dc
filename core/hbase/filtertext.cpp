#include "filtertext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::FilterText)
};

constexpr int kMaxDepth = 64;

Error cannot(const QString &what)
{
    return Error{ErrorKind::InvalidInput,
                 Tr::tr("The scan's filter cannot be sent to this server: %1 has no form in HBase's "
                        "filter language, which is all a stateless scan accepts.")
                     .arg(what)};
}

Error malformed(const QString &what)
{
    return Error{ErrorKind::InvalidInput, Tr::tr("The scan's filter is malformed: %1.").arg(what)};
}

void appendQuoted(QByteArray &out, QByteArrayView bytes)
{
    out.append('\'');
    for (const char c : bytes) {
        if (c == '\'') {
            out.append('\'');
        }
        out.append(c);
    }
    out.append('\'');
}

Result<QByteArray> base64Field(const QJsonObject &o, QLatin1StringView name)
{
    auto decoded = QByteArray::fromBase64Encoding(o.value(name).toString().toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return std::unexpected(malformed(Tr::tr("\"%1\" is not base64").arg(name)));
    }
    return *decoded;
}

Result<QByteArray> compareOp(const QJsonObject &o)
{
    const QString name = o.value(QLatin1StringView("op")).toString();
    const std::optional<CompareOp> op = compareOpFromName(name);
    if (!op) {
        return std::unexpected(malformed(Tr::tr("unknown compare operator \"%1\"").arg(name)));
    }
    if (*op == CompareOp::NoOp) {
        return std::unexpected(cannot(Tr::tr("the NO_OP compare operator")));
    }
    return compareOpSymbol(*op).toByteArray();
}

// 'binary:…' and friends, quoted.
Result<void> appendComparator(QByteArray &out, const QJsonObject &o)
{
    const QJsonObject c = o.value(QLatin1StringView("comparator")).toObject();
    const QString type = c.value(QLatin1StringView("type")).toString();
    const std::optional<ComparatorSpelling> spelling = comparatorFromType(type);
    if (!spelling && type.isEmpty()) {
        return std::unexpected(malformed(Tr::tr("a compare filter has no comparator")));
    }
    if (!spelling) {
        return std::unexpected(cannot(Tr::tr("the comparator %1").arg(type)));
    }
    QByteArray value;
    if (spelling->bytes) {
        auto bytes = base64Field(c, QLatin1StringView("value"));
        if (!bytes) {
            return std::unexpected(bytes.error());
        }
        value = *bytes;
    } else {
        value = c.value(QLatin1StringView("value")).toString().toUtf8();
    }
    appendQuoted(out, QByteArray(spelling->prefix.toByteArray() + ':' + value));
    return {};
}

QByteArray boolText(bool b)
{
    return b ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}

Result<void> render(QByteArray &out, const QJsonObject &o, bool &hasPageFilter, int depth)
{
    if (depth > kMaxDepth) {
        return std::unexpected(malformed(Tr::tr("filters are nested too deeply")));
    }
    const QString type = o.value(QLatin1StringView("type")).toString();
    const auto is = [&type](const char *name) { return type == QLatin1StringView(name); };
    const auto quotedField = [&](const char *field) -> Result<void> {
        auto bytes = base64Field(o, QLatin1StringView(field));
        if (!bytes) {
            return std::unexpected(bytes.error());
        }
        appendQuoted(out, *bytes);
        return {};
    };

    if (is("PrefixFilter") || is("ColumnPrefixFilter") || is("InclusiveStopFilter")) {
        out.append(type.toLatin1() + '(');
        if (auto ok = quotedField("value"); !ok) {
            return ok;
        }
        out.append(')');
        return {};
    }
    if (is("KeyOnlyFilter") || is("FirstKeyOnlyFilter")) {
        // lenAsVal comes only from `serve`'s reading of KeyOnlyFilter(true) (server/filterlanguage).
        const bool lengthAsValue = o.value(QLatin1StringView("lenAsVal")).toBool();
        out.append(type.toLatin1() + (lengthAsValue ? "(true)" : "()"));
        return {};
    }
    if (is("PageFilter")) {
        const QJsonValue v = o.value(QLatin1StringView("value"));
        bool ok = v.isDouble();
        const qint64 rows = v.isDouble() ? v.toInteger() : v.toString().toLongLong(&ok);
        if (!ok || rows < 0) {
            return std::unexpected(malformed(Tr::tr("PageFilter needs a non-negative page size")));
        }
        hasPageFilter = true;
        out.append("PageFilter(" + QByteArray::number(rows) + ')');
        return {};
    }
    if (is("MultipleColumnPrefixFilter")) {
        out.append("MultipleColumnPrefixFilter(");
        const QJsonArray prefixes = o.value(QLatin1StringView("prefixes")).toArray();
        if (prefixes.isEmpty()) {
            return std::unexpected(cannot(Tr::tr("a MultipleColumnPrefixFilter without prefixes")));
        }
        for (qsizetype i = 0; i < prefixes.size(); ++i) {
            auto p = QByteArray::fromBase64Encoding(prefixes.at(i).toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
            if (!p) {
                return std::unexpected(malformed(Tr::tr("a column prefix is not base64")));
            }
            out.append(i ? "," : "");
            appendQuoted(out, *p);
        }
        out.append(')');
        return {};
    }
    if (is("ColumnRangeFilter")) {
        out.append("ColumnRangeFilter(");
        if (auto ok = quotedField("minColumn"); !ok) {
            return ok;
        }
        out.append(',' + boolText(o.value(QLatin1StringView("minColumnInclusive")).toBool()) + ',');
        if (auto ok = quotedField("maxColumn"); !ok) {
            return ok;
        }
        out.append(',' + boolText(o.value(QLatin1StringView("maxColumnInclusive")).toBool()) + ')');
        return {};
    }
    if (is("ColumnCountGetFilter") || is("ColumnPaginationFilter")) {
        out.append(type.toLatin1() + '(' +
                   QByteArray::number(o.value(QLatin1StringView("limit")).toInteger()));
        if (is("ColumnPaginationFilter")) {
            out.append(',' + QByteArray::number(o.value(QLatin1StringView("offset")).toInteger()));
        }
        out.append(')');
        return {};
    }
    if (is("TimestampsFilter")) {
        out.append("TimestampsFilter(");
        const QJsonArray timestamps = o.value(QLatin1StringView("timestamps")).toArray();
        for (qsizetype i = 0; i < timestamps.size(); ++i) {
            const QJsonValue t = timestamps.at(i);
            out.append(i ? "," : "");
            out.append(t.isDouble() ? QByteArray::number(t.toInteger()) : t.toString().toLatin1());
        }
        out.append(')');
        return {};
    }
    if (is("RowFilter") || is("QualifierFilter") || is("ValueFilter") || is("FamilyFilter")) {
        auto op = compareOp(o);
        if (!op) {
            return std::unexpected(op.error());
        }
        out.append(type.toLatin1() + '(' + *op + ',');
        if (auto ok = appendComparator(out, o); !ok) {
            return ok;
        }
        out.append(')');
        return {};
    }
    if (is("SingleColumnValueFilter") || is("SingleColumnValueExcludeFilter")) {
        auto op = compareOp(o);
        if (!op) {
            return std::unexpected(op.error());
        }
        out.append(type.toLatin1() + '(');
        if (auto ok = quotedField("family"); !ok) {
            return ok;
        }
        out.append(',');
        if (auto ok = quotedField("qualifier"); !ok) {
            return ok;
        }
        out.append(',' + *op + ',');
        if (auto ok = appendComparator(out, o); !ok) {
            return ok;
        }
        // ParseFilter's defaults are filterIfMissing false, latestVersionOnly true: always explicit.
        out.append(',' + boolText(o.value(QLatin1StringView("ifMissing")).toBool(false)) + ',' +
                   boolText(o.value(QLatin1StringView("latestVersion")).toBool(true)) + ')');
        return {};
    }
    if (is("FilterList")) {
        const QString op = o.value(QLatin1StringView("op")).toString();
        if (op != QLatin1StringView("MUST_PASS_ALL") && op != QLatin1StringView("MUST_PASS_ONE")) {
            return std::unexpected(malformed(Tr::tr("FilterList needs op MUST_PASS_ALL or MUST_PASS_ONE")));
        }
        const QJsonArray filters = o.value(QLatin1StringView("filters")).toArray();
        if (filters.isEmpty()) {
            return std::unexpected(cannot(Tr::tr("an empty FilterList")));
        }
        out.append('(');
        for (qsizetype i = 0; i < filters.size(); ++i) {
            if (i) {
                out.append(op == QLatin1StringView("MUST_PASS_ALL") ? " AND " : " OR ");
            }
            if (auto ok = render(out, filters.at(i).toObject(), hasPageFilter, depth + 1); !ok) {
                return ok;
            }
        }
        out.append(')');
        return {};
    }
    if (is("SkipFilter") || is("WhileMatchFilter")) {
        const QJsonArray filters = o.value(QLatin1StringView("filters")).toArray();
        if (filters.size() != 1) {
            return std::unexpected(malformed(Tr::tr("%1 needs exactly one filter").arg(type)));
        }
        out.append(is("SkipFilter") ? "SKIP " : "WHILE ");
        return render(out, filters.at(0).toObject(), hasPageFilter, depth + 1);
    }
    if (type.isEmpty()) {
        return std::unexpected(malformed(Tr::tr("a filter has no type")));
    }
    return std::unexpected(cannot(Tr::tr("the filter type %1").arg(type)));
}

} // namespace

Result<FilterText> renderFilterText(const Filter &filter)
{
    FilterText result;
    if (auto ok = render(result.text, filter.toJsonObject(), result.hasPageFilter, 0); !ok) {
        return std::unexpected(ok.error());
    }
    return result;
}

} // namespace Ei::Core
