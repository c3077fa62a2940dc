#include "scanfilter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <core/hbase/filter.h>

namespace Ei::Core {
namespace {

using FilterPtr = std::unique_ptr<ScanFilter>;

// ByteArrayComparable: compareTo(cellBytes) is the comparator's value compared with the cell,
// as in HBase, and CompareFilter keeps a cell when `cell OP value` holds.
struct Comparator
{
    enum class Type
    {
        Binary,
        BinaryPrefix,
        Substring,
        Regex,
        Null,
    };
    Type type = Type::Binary;
    QByteArray value;
    QRegularExpression regex;

    int compareTo(QByteArrayView cell) const
    {
        switch (type) {
        case Type::Binary:
            return QByteArrayView(value).compare(cell);
        case Type::BinaryPrefix:
            return QByteArrayView(value).compare(cell.first(std::min(cell.size(), value.size())));
        case Type::Substring:
            // SubstringComparator lower-cases both sides.
            return QString::fromUtf8(cell).toLower().contains(QString::fromUtf8(value)) ? 0 : 1;
        case Type::Regex:
            // RegexStringComparator's Java engine reads bytes as ISO-8859-1 and uses find().
            return regex.match(QString::fromLatin1(cell)).hasMatch() ? 0 : 1;
        case Type::Null:
            return 1; // a stored value is never null
        }
        return 1;
    }
};

bool keeps(CompareOp op, int r)
{
    switch (op) {
    case CompareOp::Less:
        return r > 0;
    case CompareOp::LessOrEqual:
        return r >= 0;
    case CompareOp::Equal:
        return r == 0;
    case CompareOp::NotEqual:
        return r != 0;
    case CompareOp::GreaterOrEqual:
        return r <= 0;
    case CompareOp::Greater:
        return r < 0;
    case CompareOp::NoOp:
        return false;
    }
    return false;
}

std::unexpected<Error> bad(const QString &what)
{
    return fail(ErrorKind::BadRequest, QStringLiteral("invalid filter: %1").arg(what));
}

Result<QByteArray> b64(const QJsonObject &o, QLatin1StringView name, bool required = true)
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

Result<CompareOp> parseOp(const QJsonObject &o)
{
    // The operators and their names are the client's (core/hbase/filter.h).
    const QString name = o.value(QLatin1StringView("op")).toString();
    if (const std::optional<CompareOp> op = compareOpFromName(name)) {
        return *op;
    }
    return bad(QStringLiteral("unknown compare operator \"%1\"").arg(name));
}

Result<Comparator> parseComparator(const QJsonObject &o)
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

class CellFilter final : public ScanFilter
{
public:
    enum class Part
    {
        Family,
        Qualifier,
        Value,
    };
    CellFilter(Part part, CompareOp op, Comparator comparator)
        : m_part(part)
        , m_op(op)
        , m_comparator(std::move(comparator))
    {}
    bool filterRow(Row &row) override
    {
        row.cells.removeIf([this](const Cell &c) {
            const QByteArray bytes =
                m_part == Part::Family ? c.family() : (m_part == Part::Qualifier ? c.qualifier() : c.value);
            return !keeps(m_op, m_comparator.compareTo(bytes));
        });
        return !row.cells.isEmpty();
    }

private:
    Part m_part;
    CompareOp m_op;
    Comparator m_comparator;
};

class RowKeyFilter final : public ScanFilter
{
public:
    RowKeyFilter(CompareOp op, Comparator comparator)
        : m_op(op)
        , m_comparator(std::move(comparator))
    {}
    bool filterRow(Row &row) override { return keeps(m_op, m_comparator.compareTo(row.key)); }

private:
    CompareOp m_op;
    Comparator m_comparator;
};

class PrefixFilter final : public ScanFilter
{
public:
    explicit PrefixFilter(QByteArray prefix)
        : m_prefix(std::move(prefix))
    {}
    bool filterRow(Row &row) override
    {
        if (row.key.startsWith(m_prefix)) {
            return true;
        }
        if (QByteArrayView(row.key).first(std::min(row.key.size(), m_prefix.size())).compare(m_prefix) > 0) {
            m_passed = true;
        }
        return false;
    }
    bool allRemainingFiltered() const override { return m_passed; }

private:
    QByteArray m_prefix;
    bool m_passed = false;
};

class InclusiveStopFilter final : public ScanFilter
{
public:
    explicit InclusiveStopFilter(QByteArray stop)
        : m_stop(std::move(stop))
    {}
    bool filterRow(Row &row) override
    {
        if (QByteArrayView(row.key).compare(m_stop) > 0) {
            m_done = true;
            return false;
        }
        return true;
    }
    bool allRemainingFiltered() const override { return m_done; }

private:
    QByteArray m_stop;
    bool m_done = false;
};

class PageFilter final : public ScanFilter
{
public:
    explicit PageFilter(qint64 size)
        : m_size(size)
    {}
    bool filterRow(Row &) override { return ++m_seen <= m_size; }
    bool allRemainingFiltered() const override { return m_seen >= m_size; }

private:
    qint64 m_size;
    qint64 m_seen = 0;
};

class KeyOnlyFilter final : public ScanFilter
{
public:
    bool filterRow(Row &row) override
    {
        for (Cell &c : row.cells) {
            c.value.clear();
        }
        return true;
    }
};

class FirstKeyOnlyFilter final : public ScanFilter
{
public:
    bool filterRow(Row &row) override
    {
        if (row.cells.size() > 1) {
            row.cells.resize(1);
        }
        return !row.cells.isEmpty();
    }
};

class ColumnPrefixFilter final : public ScanFilter
{
public:
    explicit ColumnPrefixFilter(QList<QByteArray> prefixes)
        : m_prefixes(std::move(prefixes))
    {}
    bool filterRow(Row &row) override
    {
        row.cells.removeIf([this](const Cell &c) {
            const QByteArray q = c.qualifier();
            return std::none_of(m_prefixes.cbegin(), m_prefixes.cend(),
                                [&q](const QByteArray &p) { return q.startsWith(p); });
        });
        return !row.cells.isEmpty();
    }

private:
    QList<QByteArray> m_prefixes;
};

class TimestampsFilter final : public ScanFilter
{
public:
    explicit TimestampsFilter(QSet<qint64> timestamps)
        : m_timestamps(std::move(timestamps))
    {}
    bool filterRow(Row &row) override
    {
        row.cells.removeIf([this](const Cell &c) { return !m_timestamps.contains(c.timestamp); });
        return !row.cells.isEmpty();
    }

private:
    QSet<qint64> m_timestamps;
};

class SingleColumnValueFilter final : public ScanFilter
{
public:
    SingleColumnValueFilter(QByteArray column, CompareOp op, Comparator comparator, bool ifMissing,
                            bool latest, bool exclude)
        : m_column(std::move(column))
        , m_op(op)
        , m_comparator(std::move(comparator))
        , m_filterIfMissing(ifMissing)
        , m_latestOnly(latest)
        , m_exclude(exclude)
    {}
    bool filterRow(Row &row) override
    {
        bool found = false;
        bool matched = false;
        for (const Cell &c : row.cells) {
            if (c.column != m_column) {
                continue;
            }
            if (found && m_latestOnly) {
                break; // cells are newest first
            }
            found = true;
            if (keeps(m_op, m_comparator.compareTo(c.value))) {
                matched = true;
            }
        }
        if (m_exclude) {
            row.cells.removeIf([this](const Cell &c) { return c.column == m_column; });
        }
        return found ? matched : !m_filterIfMissing;
    }

private:
    QByteArray m_column;
    CompareOp m_op;
    Comparator m_comparator;
    bool m_filterIfMissing;
    bool m_latestOnly;
    bool m_exclude;
};

class FilterList final : public ScanFilter
{
public:
    FilterList(bool all, std::vector<FilterPtr> filters)
        : m_all(all)
        , m_filters(std::move(filters))
    {}
    bool filterRow(Row &row) override
    {
        if (m_filters.empty()) {
            return true;
        }
        if (m_all) {
            for (const FilterPtr &f : m_filters) {
                if (!f->filterRow(row)) {
                    return false;
                }
            }
            return true;
        }
        // MUST_PASS_ONE: the row passes when one filter passes it; its cells are those any passing
        // filter kept (in the first passing filter's form).
        bool any = false;
        QList<Cell> kept;
        const Row original = row;
        for (const FilterPtr &f : m_filters) {
            Row copy = original;
            if (!f->filterRow(copy)) {
                continue;
            }
            any = true;
            for (const Cell &c : copy.cells) {
                const bool already = std::any_of(kept.cbegin(), kept.cend(), [&c](const Cell &k) {
                    return k.column == c.column && k.timestamp == c.timestamp;
                });
                if (!already) {
                    kept.append(c);
                }
            }
        }
        if (!any) {
            return false;
        }
        // Keep the row's original cell order.
        QList<Cell> ordered;
        for (const Cell &c : original.cells) {
            for (const Cell &k : std::as_const(kept)) {
                if (k.column == c.column && k.timestamp == c.timestamp) {
                    ordered.append(k);
                    break;
                }
            }
        }
        row.cells = std::move(ordered);
        return true;
    }
    bool allRemainingFiltered() const override
    {
        if (m_filters.empty()) {
            return false;
        }
        if (m_all) {
            return std::any_of(m_filters.cbegin(), m_filters.cend(),
                               [](const FilterPtr &f) { return f->allRemainingFiltered(); });
        }
        return std::all_of(m_filters.cbegin(), m_filters.cend(),
                           [](const FilterPtr &f) { return f->allRemainingFiltered(); });
    }

private:
    bool m_all;
    std::vector<FilterPtr> m_filters;
};

class ColumnRangeFilter final : public ScanFilter
{
public:
    // An empty bound is open (HBase: a null/empty minColumn starts at the first qualifier).
    ColumnRangeFilter(QByteArray min, bool minInclusive, QByteArray max, bool maxInclusive)
        : m_min(std::move(min))
        , m_max(std::move(max))
        , m_minInclusive(minInclusive)
        , m_maxInclusive(maxInclusive)
    {}
    bool filterRow(Row &row) override
    {
        row.cells.removeIf([this](const Cell &c) {
            const QByteArray q = c.qualifier();
            if (!m_min.isEmpty()) {
                const int cmp = QByteArrayView(q).compare(m_min);
                if (cmp < 0 || (cmp == 0 && !m_minInclusive)) {
                    return true;
                }
            }
            if (!m_max.isEmpty()) {
                const int cmp = QByteArrayView(q).compare(m_max);
                if (cmp > 0 || (cmp == 0 && !m_maxInclusive)) {
                    return true;
                }
            }
            return false;
        });
        return !row.cells.isEmpty();
    }

private:
    QByteArray m_min;
    QByteArray m_max;
    bool m_minInclusive;
    bool m_maxInclusive;
};

// ColumnPaginationFilter keeps `limit` columns of each row after skipping `offset`;
// ColumnCountGetFilter keeps the first `limit` and, as in HBase (filterAllRemaining once its count
// passes the limit), ends the scan after the first row that had more. Columns are counted once
// whatever their versions (cells of a column are adjacent, newest first).
class ColumnCountFilter final : public ScanFilter
{
public:
    ColumnCountFilter(qint64 offset, qint64 limit, bool endsScan)
        : m_offset(offset)
        , m_limit(limit)
        , m_endsScan(endsScan)
    {}
    bool filterRow(Row &row) override
    {
        QList<Cell> kept;
        qint64 column = -1;
        const QByteArray *previous = nullptr;
        for (const Cell &c : std::as_const(row.cells)) {
            if (!previous || c.column != *previous) {
                ++column;
                previous = &c.column;
            }
            if (column >= m_offset && column < m_offset + m_limit) {
                kept.append(c);
            }
        }
        if (m_endsScan && column + 1 > m_limit) {
            m_done = true;
        }
        row.cells = std::move(kept);
        return !row.cells.isEmpty();
    }
    bool allRemainingFiltered() const override { return m_done; }

private:
    qint64 m_offset;
    qint64 m_limit;
    bool m_endsScan;
    bool m_done = false;
};

// MultiRowRangeFilter: the rows inside any of the ranges (an empty stop row is open).
class MultiRowRangeFilter final : public ScanFilter
{
public:
    struct Range
    {
        QByteArray start;
        bool startInclusive = true;
        QByteArray stop;
        bool stopInclusive = false;
    };
    explicit MultiRowRangeFilter(QList<Range> ranges)
        : m_ranges(std::move(ranges))
    {}
    bool filterRow(Row &row) override
    {
        return std::any_of(m_ranges.cbegin(), m_ranges.cend(), [&row](const Range &r) {
            const int fromStart = QByteArrayView(row.key).compare(r.start);
            if (fromStart < 0 || (fromStart == 0 && !r.startInclusive)) {
                return false;
            }
            if (r.stop.isEmpty()) {
                return true;
            }
            const int fromStop = QByteArrayView(row.key).compare(r.stop);
            return fromStop < 0 || (fromStop == 0 && r.stopInclusive);
        });
    }

private:
    QList<Range> m_ranges;
};

// SkipFilter drops a whole row when the wrapped filter would drop any of its cells; WhileMatchFilter
// ends the scan at the first such row.
class WrappingFilter final : public ScanFilter
{
public:
    WrappingFilter(FilterPtr inner, bool whileMatch)
        : m_inner(std::move(inner))
        , m_whileMatch(whileMatch)
    {}
    bool filterRow(Row &row) override
    {
        if (m_done) {
            return false;
        }
        Row copy = row;
        const bool whole = m_inner->filterRow(copy) && copy.cells.size() == row.cells.size();
        if (!whole) {
            m_done = m_whileMatch;
            return false;
        }
        row = std::move(copy);
        return true;
    }
    bool allRemainingFiltered() const override { return m_done || m_inner->allRemainingFiltered(); }

private:
    FilterPtr m_inner;
    bool m_whileMatch;
    bool m_done = false;
};

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

Result<FilterPtr> build(const QJsonValue &value, int depth)
{
    if (depth > 32) {
        return bad(QStringLiteral("filters are nested too deeply"));
    }
    if (!value.isObject()) {
        return bad(QStringLiteral("a filter is not a JSON object"));
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!knownProperties().contains(it.key())) {
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
            return FilterPtr(new PrefixFilter(*v));
        }
        return FilterPtr(new InclusiveStopFilter(*v));
    }
    if (is("ColumnPrefixFilter")) {
        auto v = b64(o, QLatin1StringView("value"));
        if (!v) {
            return std::unexpected(v.error());
        }
        return FilterPtr(new ColumnPrefixFilter({*v}));
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
        return FilterPtr(new ColumnPrefixFilter(prefixes));
    }
    if (is("PageFilter")) {
        // Long.parseLong of a string; Jackson also coerces a JSON number.
        const QJsonValue v = o.value(QLatin1StringView("value"));
        bool ok = v.isDouble();
        qint64 size = v.isDouble() ? v.toInteger() : v.toString().toLongLong(&ok);
        if (!ok || size < 0) {
            return bad(QStringLiteral("PageFilter needs a non-negative page size"));
        }
        return FilterPtr(new PageFilter(size));
    }
    if (is("KeyOnlyFilter")) {
        return FilterPtr(new KeyOnlyFilter);
    }
    if (is("FirstKeyOnlyFilter")) {
        return FilterPtr(new FirstKeyOnlyFilter);
    }
    if (is("TimestampsFilter")) {
        QSet<qint64> timestamps;
        for (const QJsonValue &t : o.value(QLatin1StringView("timestamps")).toArray()) {
            bool ok = t.isDouble();
            const qint64 ts = t.isDouble() ? t.toInteger() : t.toString().toLongLong(&ok);
            if (!ok) {
                return bad(QStringLiteral("a timestamp is not a number"));
            }
            timestamps.insert(ts);
        }
        return FilterPtr(new TimestampsFilter(timestamps));
    }
    if (is("RowFilter") || is("FamilyFilter") || is("QualifierFilter") || is("ValueFilter")) {
        auto op = parseOp(o);
        if (!op) {
            return std::unexpected(op.error());
        }
        auto comparator = parseComparator(o);
        if (!comparator) {
            return std::unexpected(comparator.error());
        }
        if (is("RowFilter")) {
            return FilterPtr(new RowKeyFilter(*op, *comparator));
        }
        const auto part = is("FamilyFilter")      ? CellFilter::Part::Family
                          : is("QualifierFilter") ? CellFilter::Part::Qualifier
                                                  : CellFilter::Part::Value;
        return FilterPtr(new CellFilter(part, *op, *comparator));
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
        auto op = parseOp(o);
        if (!op) {
            return std::unexpected(op.error());
        }
        auto comparator = parseComparator(o);
        if (!comparator) {
            return std::unexpected(comparator.error());
        }
        const bool ifMissing = o.value(QLatin1StringView("ifMissing")).toBool(false);
        const bool latest = o.value(QLatin1StringView("latestVersion")).toBool(true);
        return FilterPtr(new SingleColumnValueFilter(*family + ':' + *qualifier, *op, *comparator, ifMissing,
                                                     latest, is("SingleColumnValueExcludeFilter")));
    }
    if (is("ColumnRangeFilter")) {
        auto min = b64(o, QLatin1StringView("minColumn"), false);
        auto max = b64(o, QLatin1StringView("maxColumn"), false);
        if (!min || !max) {
            return std::unexpected(!min ? min.error() : max.error());
        }
        return FilterPtr(
            new ColumnRangeFilter(*min, o.value(QLatin1StringView("minColumnInclusive")).toBool(), *max,
                                  o.value(QLatin1StringView("maxColumnInclusive")).toBool()));
    }
    if (is("ColumnPaginationFilter") || is("ColumnCountGetFilter")) {
        const QJsonValue limit = o.value(QLatin1StringView("limit"));
        const QJsonValue offset = o.value(QLatin1StringView("offset"));
        if (!limit.isDouble() || limit.toInteger() < 0 || (!offset.isUndefined() && !offset.isDouble()) ||
            offset.toInteger() < 0) {
            return bad(QStringLiteral("%1 needs a non-negative \"limit\" and \"offset\"").arg(type));
        }
        if (is("ColumnCountGetFilter")) {
            return FilterPtr(new ColumnCountFilter(0, limit.toInteger(), true));
        }
        return FilterPtr(new ColumnCountFilter(offset.toInteger(), limit.toInteger(), false));
    }
    if (is("MultiRowRangeFilter")) {
        QList<MultiRowRangeFilter::Range> ranges;
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
        return FilterPtr(new MultiRowRangeFilter(ranges));
    }
    if (is("SkipFilter") || is("WhileMatchFilter")) {
        const QJsonArray filters = o.value(QLatin1StringView("filters")).toArray();
        if (filters.size() != 1) {
            return bad(QStringLiteral("%1 needs exactly one filter").arg(type));
        }
        auto inner = build(filters.at(0), depth + 1);
        if (!inner) {
            return std::unexpected(inner.error());
        }
        return FilterPtr(new WrappingFilter(std::move(*inner), is("WhileMatchFilter")));
    }
    if (is("FilterList")) {
        const QString op = o.value(QLatin1StringView("op")).toString();
        if (op != QLatin1StringView("MUST_PASS_ALL") && op != QLatin1StringView("MUST_PASS_ONE")) {
            return bad(QStringLiteral("FilterList needs op MUST_PASS_ALL or MUST_PASS_ONE"));
        }
        std::vector<FilterPtr> children;
        for (const QJsonValue &child : o.value(QLatin1StringView("filters")).toArray()) {
            auto f = build(child, depth + 1);
            if (!f) {
                return std::unexpected(f.error());
            }
            children.push_back(std::move(*f));
        }
        return FilterPtr(new FilterList(op == QLatin1StringView("MUST_PASS_ALL"), std::move(children)));
    }
    if (type.isEmpty()) {
        return bad(QStringLiteral("a filter has no \"type\""));
    }
    return bad(QStringLiteral("unsupported filter type \"%1\"").arg(type));
}

} // namespace

Result<std::unique_ptr<ScanFilter>> parseScanFilter(QByteArrayView json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        return bad(QStringLiteral("not valid JSON (%1)").arg(error.errorString()));
    }
    return build(doc.object(), 0);
}

} // namespace Ei::Core
