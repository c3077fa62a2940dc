#include "scanfilter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <core/hbase/filter.h>

#include "hbasefilter.h"

namespace Ei::Server {
namespace {

using HBaseFilters::Comparator;
using HBaseFilters::FilterPtr;
namespace Filters = HBaseFilters;

std::unexpected<Core::Error> bad(const QString &what)
{
    return fail(Core::ErrorKind::BadRequest, QStringLiteral("invalid filter: %1").arg(what));
}

Core::Result<QByteArray> b64(const QJsonObject &o, QLatin1StringView name, bool required = true)
{
    const QJsonValue v = o.value(name);
    if (v.isUndefined() || v.isNull()) {
        if (required) {
            return bad(QStringLiteral("\"%1\" is missing").arg(name));
        }
        return QByteArray();
    }
    if (!v.isString()) {
        return bad(QStringLiteral("\"%1\" is not a base64 string").arg(name));
    }
    auto decoded =
        QByteArray::fromBase64Encoding(v.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return bad(QStringLiteral("\"%1\" is not valid base64").arg(name));
    }
    return *decoded;
}

Core::Result<Core::CompareOp> parseOp(const QJsonObject &o)
{
    // The operators and their names are the client's (core/hbase/filter.h).
    const QString name = o.value(QLatin1StringView("op")).toString();
    if (const std::optional<Core::CompareOp> op = Core::compareOpFromName(name)) {
        return *op;
    }
    return bad(QStringLiteral("unknown compare operator \"%1\"").arg(name));
}

Core::Result<Comparator> parseComparator(const QJsonObject &o)
{
    const QJsonValue cv = o.value(QLatin1StringView("comparator"));
    if (!cv.isObject()) {
        return bad(QStringLiteral("\"comparator\" is missing"));
    }
    const QJsonObject c = cv.toObject();
    for (auto it = c.begin(); it != c.end(); ++it) {
        if (it.key() != QLatin1StringView("type") && it.key() != QLatin1StringView("value") &&
            it.key() != QLatin1StringView("op")) {
            return bad(QStringLiteral("unknown comparator property \"%1\"").arg(it.key()));
        }
    }
    Comparator comparator;
    const QString type = c.value(QLatin1StringView("type")).toString();
    if (type == QLatin1StringView("BinaryComparator") ||
        type == QLatin1StringView("BinaryPrefixComparator")) {
        comparator.type = type == QLatin1StringView("BinaryComparator") ? Comparator::Type::Binary
                                                                        : Comparator::Type::BinaryPrefix;
        auto v = b64(c, QLatin1StringView("value"));
        if (!v) {
            return std::unexpected(v.error());
        }
        comparator.value = *v;
    } else if (type == QLatin1StringView("SubstringComparator")) {
        comparator.type = Comparator::Type::Substring;
        comparator.value = c.value(QLatin1StringView("value")).toString().toLower().toUtf8();
    } else if (type == QLatin1StringView("RegexStringComparator")) {
        comparator.type = Comparator::Type::Regex;
        comparator.regex = QRegularExpression(c.value(QLatin1StringView("value")).toString(),
                                              QRegularExpression::DotMatchesEverythingOption);
        if (!comparator.regex.isValid()) {
            return bad(QStringLiteral("the regular expression does not compile (%1)")
                           .arg(comparator.regex.errorString()));
        }
    } else if (type == QLatin1StringView("NullComparator")) {
        comparator.type = Comparator::Type::Null;
    } else {
        return bad(QStringLiteral("unknown comparator type \"%1\"").arg(type));
    }
    return comparator;
}

// What a compare filter compares with: its "op" and its "comparator", read in that order.
struct Comparison
{
    Core::CompareOp op;
    Comparator comparator;
};
Core::Result<Comparison> parseComparison(const QJsonObject &o)
{
    auto op = parseOp(o);
    if (!op) {
        return std::unexpected(op.error());
    }
    auto comparator = parseComparator(o);
    if (!comparator) {
        return std::unexpected(comparator.error());
    }
    return Comparison{*op, std::move(*comparator)};
}

// The FilterModel's property names (Jackson rejects anything else).
const QSet<QString> &knownProperties()
{
    static const QSet<QString> names = {
        QStringLiteral("type"),
        QStringLiteral("op"),
        QStringLiteral("comparator"),
        QStringLiteral("value"),
        QStringLiteral("filters"),
        QStringLiteral("limit"),
        QStringLiteral("offset"),
        QStringLiteral("family"),
        QStringLiteral("qualifier"),
        QStringLiteral("ifMissing"),
        QStringLiteral("latestVersion"),
        QStringLiteral("minColumn"),
        QStringLiteral("minColumnInclusive"),
        QStringLiteral("maxColumn"),
        QStringLiteral("maxColumnInclusive"),
        QStringLiteral("dropDependentColumn"),
        QStringLiteral("chance"),
        QStringLiteral("prefixes"),
        QStringLiteral("ranges"),
        QStringLiteral("timestamps"),
        QStringLiteral("fuzzyKeys"),
    };
    return names;
}

// `language`: the object came from the filter language (filterLanguageToJson), which may also say
// KeyOnlyFilter's lenAsVal ("lenAsVal"); Jackson's FilterModel has no such property.
Core::Result<FilterPtr> build(const QJsonValue &value, int depth, bool language)
{
    if (depth > 32) {
        return bad(QStringLiteral("filters are nested too deeply"));
    }
    if (!value.isObject()) {
        return bad(QStringLiteral("a filter is not a JSON object"));
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!knownProperties().contains(it.key()) &&
            !(language && it.key() == QLatin1StringView("lenAsVal"))) {
            return bad(QStringLiteral("unknown property \"%1\"").arg(it.key()));
        }
    }
    const QString type = o.value(QLatin1StringView("type")).toString();
    const auto is = [&type](const char *name) { return type == QLatin1StringView(name); };

    if (is("PrefixFilter") || is("InclusiveStopFilter")) {
        auto v = b64(o, QLatin1StringView("value"));
        if (!v) {
            return std::unexpected(v.error());
        }
        if (is("PrefixFilter")) {
            return Filters::prefixFilter(*v);
        }
        return Filters::inclusiveStopFilter(*v);
    }
    if (is("ColumnPrefixFilter")) {
        auto v = b64(o, QLatin1StringView("value"));
        if (!v) {
            return std::unexpected(v.error());
        }
        return Filters::columnPrefixFilter(*v);
    }
    if (is("MultipleColumnPrefixFilter")) {
        QList<QByteArray> prefixes;
        for (const QJsonValue &p : o.value(QLatin1StringView("prefixes")).toArray()) {
            auto decoded = QByteArray::fromBase64Encoding(p.toString().toLatin1(),
                                                          QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded) {
                return bad(QStringLiteral("a prefix is not valid base64"));
            }
            prefixes.append(*decoded);
        }
        return Filters::multipleColumnPrefixFilter(prefixes);
    }
    if (is("PageFilter")) {
        // Long.parseLong of a string; Jackson also coerces a JSON number.
        const QJsonValue v = o.value(QLatin1StringView("value"));
        bool ok = v.isDouble();
        qint64 size = v.isDouble() ? v.toInteger() : v.toString().toLongLong(&ok);
        if (!ok || size < 0) {
            return bad(QStringLiteral("PageFilter needs a non-negative page size"));
        }
        return Filters::pageFilter(size);
    }
    if (is("KeyOnlyFilter")) {
        return Filters::keyOnlyFilter(language && o.value(QLatin1StringView("lenAsVal")).toBool());
    }
    if (is("FirstKeyOnlyFilter")) {
        return Filters::firstKeyOnlyFilter();
    }
    if (is("TimestampsFilter")) {
        QList<qint64> timestamps;
        for (const QJsonValue &t : o.value(QLatin1StringView("timestamps")).toArray()) {
            bool ok = t.isDouble();
            const qint64 ts = t.isDouble() ? t.toInteger() : t.toString().toLongLong(&ok);
            if (!ok) {
                return bad(QStringLiteral("a timestamp is not a number"));
            }
            timestamps.append(ts);
        }
        return Filters::timestampsFilter(timestamps);
    }
    if (is("RowFilter") || is("FamilyFilter") || is("QualifierFilter") || is("ValueFilter")) {
        auto comparison = parseComparison(o);
        if (!comparison) {
            return std::unexpected(comparison.error());
        }
        if (is("RowFilter")) {
            return Filters::compareFilter(Filters::Part::Row, comparison->op, comparison->comparator);
        }
        const auto part = is("FamilyFilter")      ? Filters::Part::Family
                          : is("QualifierFilter") ? Filters::Part::Qualifier
                                                  : Filters::Part::Value;
        return Filters::compareFilter(part, comparison->op, comparison->comparator);
    }
    if (is("SingleColumnValueFilter") || is("SingleColumnValueExcludeFilter")) {
        auto family = b64(o, QLatin1StringView("family"));
        if (!family) {
            return std::unexpected(family.error());
        }
        auto qualifier = b64(o, QLatin1StringView("qualifier"), false);
        if (!qualifier) {
            return std::unexpected(qualifier.error());
        }
        auto comparison = parseComparison(o);
        if (!comparison) {
            return std::unexpected(comparison.error());
        }
        const bool ifMissing = o.value(QLatin1StringView("ifMissing")).toBool(false);
        const bool latest = o.value(QLatin1StringView("latestVersion")).toBool(true);
        return Filters::singleColumnValueFilter(*family, *qualifier, comparison->op, comparison->comparator,
                                                ifMissing, latest, is("SingleColumnValueExcludeFilter"));
    }
    if (is("ColumnRangeFilter")) {
        auto min = b64(o, QLatin1StringView("minColumn"), false);
        auto max = b64(o, QLatin1StringView("maxColumn"), false);
        if (!min || !max) {
            return std::unexpected(!min ? min.error() : max.error());
        }
        return Filters::columnRangeFilter(*min, o.value(QLatin1StringView("minColumnInclusive")).toBool(),
                                          *max, o.value(QLatin1StringView("maxColumnInclusive")).toBool());
    }
    if (is("ColumnPaginationFilter") || is("ColumnCountGetFilter")) {
        const QJsonValue limit = o.value(QLatin1StringView("limit"));
        const QJsonValue offset = o.value(QLatin1StringView("offset"));
        if (!limit.isDouble() || limit.toInteger() < 0 || (!offset.isUndefined() && !offset.isDouble()) ||
            offset.toInteger() < 0) {
            return bad(QStringLiteral("%1 needs a non-negative \"limit\" and \"offset\"").arg(type));
        }
        if (is("ColumnCountGetFilter")) {
            return Filters::columnCountGetFilter(limit.toInteger());
        }
        return Filters::columnPaginationFilter(limit.toInteger(), offset.toInteger());
    }
    if (is("MultiRowRangeFilter")) {
        QList<Filters::RowRange> ranges;
        for (const QJsonValue &r : o.value(QLatin1StringView("ranges")).toArray()) {
            const QJsonObject range = r.toObject();
            auto start = b64(range, QLatin1StringView("startRow"), false);
            auto stop = b64(range, QLatin1StringView("stopRow"), false);
            if (!start || !stop) {
                return std::unexpected(!start ? start.error() : stop.error());
            }
            ranges.append({*start, range.value(QLatin1StringView("startRowInclusive")).toBool(true), *stop,
                           range.value(QLatin1StringView("stopRowInclusive")).toBool(false)});
        }
        return Filters::multiRowRangeFilter(ranges);
    }
    if (is("SkipFilter") || is("WhileMatchFilter")) {
        const QJsonArray filters = o.value(QLatin1StringView("filters")).toArray();
        if (filters.size() != 1) {
            return bad(QStringLiteral("%1 needs exactly one filter").arg(type));
        }
        auto inner = build(filters.at(0), depth + 1, language);
        if (!inner) {
            return std::unexpected(inner.error());
        }
        return is("WhileMatchFilter") ? Filters::whileMatchFilter(std::move(*inner))
                                      : Filters::skipFilter(std::move(*inner));
    }
    if (is("FilterList")) {
        const QString op = o.value(QLatin1StringView("op")).toString();
        if (op != QLatin1StringView("MUST_PASS_ALL") && op != QLatin1StringView("MUST_PASS_ONE")) {
            return bad(QStringLiteral("FilterList needs op MUST_PASS_ALL or MUST_PASS_ONE"));
        }
        std::vector<FilterPtr> children;
        for (const QJsonValue &child : o.value(QLatin1StringView("filters")).toArray()) {
            auto f = build(child, depth + 1, language);
            if (!f) {
                return std::unexpected(f.error());
            }
            children.push_back(std::move(*f));
        }
        return Filters::filterList(op == QLatin1StringView("MUST_PASS_ALL"), std::move(children));
    }
    if (type.isEmpty()) {
        return bad(QStringLiteral("a filter has no \"type\""));
    }
    return bad(QStringLiteral("unsupported filter type \"%1\"").arg(type));
}

} // namespace

Core::Result<std::unique_ptr<ScanFilter>> parseScanFilter(QByteArrayView json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        return bad(QStringLiteral("not valid JSON (%1)").arg(error.errorString()));
    }
    auto filter = build(doc.object(), 0, false);
    if (!filter) {
        return std::unexpected(filter.error());
    }
    return HBaseFilters::regionScanFilter(std::move(*filter));
}

Core::Result<std::unique_ptr<ScanFilter>> parseFilterLanguageJson(const QJsonObject &json)
{
    auto filter = build(json, 0, true);
    if (!filter) {
        return std::unexpected(filter.error());
    }
    return HBaseFilters::regionScanFilter(std::move(*filter));
}

} // namespace Ei::Server
