#include "filter.h"

#include <algorithm>
#include <array>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Filter)
};

QString b64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QJsonObject typed(const QString &type, const QString &value)
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("value"), value}};
}

} // namespace

namespace {

// The one table of the operators: their names in REST filter JSON and their symbols in the filter
// language. NoOp has a name but no symbol.
struct CompareOpSpelling
{
    CompareOp op;
    QLatin1StringView name;
    QByteArrayView symbol;
};

constexpr std::array kCompareOps{
    CompareOpSpelling{CompareOp::Less, QLatin1StringView("LESS"), "<"},
    CompareOpSpelling{CompareOp::LessOrEqual, QLatin1StringView("LESS_OR_EQUAL"), "<="},
    CompareOpSpelling{CompareOp::Equal, QLatin1StringView("EQUAL"), "="},
    CompareOpSpelling{CompareOp::NotEqual, QLatin1StringView("NOT_EQUAL"), "!="},
    CompareOpSpelling{CompareOp::GreaterOrEqual, QLatin1StringView("GREATER_OR_EQUAL"), ">="},
    CompareOpSpelling{CompareOp::Greater, QLatin1StringView("GREATER"), ">"},
    CompareOpSpelling{CompareOp::NoOp, QLatin1StringView("NO_OP"), {}},
};

const CompareOpSpelling &spelling(CompareOp op)
{
    const auto it = std::ranges::find(kCompareOps, op, &CompareOpSpelling::op);
    return it != kCompareOps.end() ? *it : kCompareOps.back();
}

} // namespace

QString compareOpName(CompareOp op)
{
    return spelling(op).name;
}

QByteArrayView compareOpSymbol(CompareOp op)
{
    return spelling(op).symbol;
}

std::optional<CompareOp> compareOpFromName(QStringView name)
{
    for (const CompareOpSpelling &s : kCompareOps) {
        if (name == s.name) {
            return s.op;
        }
    }
    return std::nullopt;
}

std::optional<CompareOp> compareOpFromSymbol(QByteArrayView symbol)
{
    if (symbol.isEmpty()) {
        return std::nullopt; // NoOp's empty symbol is no spelling
    }
    const auto it = std::ranges::find(kCompareOps, symbol, &CompareOpSpelling::symbol);
    return it != kCompareOps.end() ? std::optional(it->op) : std::nullopt;
}

namespace {

// The comparators the filter language can say, with their JSON types (NullComparator and the
// others it cannot say are not here).
constexpr std::array kComparators{
    ComparatorSpelling{QLatin1StringView("BinaryComparator"), "binary", true},
    ComparatorSpelling{QLatin1StringView("BinaryPrefixComparator"), "binaryprefix", true},
    ComparatorSpelling{QLatin1StringView("SubstringComparator"), "substring", false},
    ComparatorSpelling{QLatin1StringView("RegexStringComparator"), "regexstring", false},
};

} // namespace

std::optional<ComparatorSpelling> comparatorFromType(QStringView type)
{
    for (const ComparatorSpelling &s : kComparators) {
        if (type == s.type) {
            return s;
        }
    }
    return std::nullopt;
}

std::optional<ComparatorSpelling> comparatorFromPrefix(QByteArrayView prefix)
{
    const auto it = std::ranges::find(kComparators, prefix, &ComparatorSpelling::prefix);
    return it != kComparators.end() ? std::optional(*it) : std::nullopt;
}

Comparator Comparator::binary(const QByteArray &value)
{
    return Comparator(typed(QStringLiteral("BinaryComparator"), b64(value)));
}

Comparator Comparator::binaryPrefix(const QByteArray &value)
{
    return Comparator(typed(QStringLiteral("BinaryPrefixComparator"), b64(value)));
}

Comparator Comparator::substring(const QString &text)
{
    return Comparator(typed(QStringLiteral("SubstringComparator"), text));
}

Comparator Comparator::regex(const QString &pattern)
{
    return Comparator(typed(QStringLiteral("RegexStringComparator"), pattern));
}

Filter Filter::prefix(const QByteArray &rowPrefix)
{
    return Filter(typed(QStringLiteral("PrefixFilter"), b64(rowPrefix)));
}

Filter Filter::columnPrefix(const QByteArray &qualifierPrefix)
{
    return Filter(typed(QStringLiteral("ColumnPrefixFilter"), b64(qualifierPrefix)));
}

Filter Filter::page(qint64 rows)
{
    // A decimal string: the server runs Long.parseLong on it (hbase-rest.md §2.3).
    return Filter(typed(QStringLiteral("PageFilter"), QString::number(rows)));
}

Filter Filter::keyOnly()
{
    return Filter(QJsonObject{{QStringLiteral("type"), QStringLiteral("KeyOnlyFilter")}});
}

Filter Filter::firstKeyOnly()
{
    return Filter(QJsonObject{{QStringLiteral("type"), QStringLiteral("FirstKeyOnlyFilter")}});
}

Filter Filter::compare(const QString &type, CompareOp op, const Comparator &comparator)
{
    return Filter(QJsonObject{{QStringLiteral("type"), type},
                              {QStringLiteral("op"), compareOpName(op)},
                              {QStringLiteral("comparator"), comparator.toJson()}});
}

Filter Filter::row(CompareOp op, const Comparator &comparator)
{
    return compare(QStringLiteral("RowFilter"), op, comparator);
}

Filter Filter::qualifier(CompareOp op, const Comparator &comparator)
{
    return compare(QStringLiteral("QualifierFilter"), op, comparator);
}

Filter Filter::value(CompareOp op, const Comparator &comparator)
{
    return compare(QStringLiteral("ValueFilter"), op, comparator);
}

Filter Filter::family(CompareOp op, const Comparator &comparator)
{
    return compare(QStringLiteral("FamilyFilter"), op, comparator);
}

Filter Filter::singleColumnValue(const QByteArray &family, const QByteArray &qualifier, CompareOp op,
                                 const Comparator &comparator, bool ifMissing, bool latestVersion)
{
    Filter f = compare(QStringLiteral("SingleColumnValueFilter"), op, comparator);
    f.m_json.insert(QStringLiteral("family"), b64(family));
    f.m_json.insert(QStringLiteral("qualifier"), b64(qualifier));
    f.m_json.insert(QStringLiteral("ifMissing"), ifMissing);
    f.m_json.insert(QStringLiteral("latestVersion"), latestVersion);
    return f;
}

Filter Filter::list(const QString &op, const QList<Filter> &filters)
{
    QJsonArray array;
    for (const Filter &f : filters) {
        array.append(f.m_json);
    }
    return Filter(QJsonObject{{QStringLiteral("type"), QStringLiteral("FilterList")},
                              {QStringLiteral("op"), op},
                              {QStringLiteral("filters"), array}});
}

Filter Filter::all(const QList<Filter> &filters)
{
    return list(QStringLiteral("MUST_PASS_ALL"), filters);
}

Filter Filter::any(const QList<Filter> &filters)
{
    return list(QStringLiteral("MUST_PASS_ONE"), filters);
}

QByteArray Filter::toJson() const
{
    return QJsonDocument(m_json).toJson(QJsonDocument::Compact);
}

Result<QByteArray> utf8ValueEncoder(QByteArray column, QString text)
{
    Q_UNUSED(column);
    return text.toUtf8();
}

Filter WherePredicate::toFilter() const
{
    const qsizetype colon = column.indexOf(':');
    const QByteArray fam = column.left(colon);
    const QByteArray qual = column.mid(colon + 1);
    switch (kind) {
    case Kind::Equals:
        return Filter::singleColumnValue(fam, qual, CompareOp::Equal, Comparator::binary(value), true);
    case Kind::NotEquals:
        return Filter::singleColumnValue(fam, qual, CompareOp::NotEqual, Comparator::binary(value), true);
    case Kind::Has:
        // Every byte string is >= the empty one, so any present cell passes; absent rows are dropped.
        return Filter::singleColumnValue(fam, qual, CompareOp::GreaterOrEqual, Comparator::binary({}), true);
    case Kind::Missing:
        // Nothing is < the empty string, so a present cell always fails; absent rows pass because
        // filterIfMissing is false.
        return Filter::singleColumnValue(fam, qual, CompareOp::Less, Comparator::binary({}), false);
    case Kind::Matches:
        return Filter::singleColumnValue(fam, qual, CompareOp::Equal,
                                         Comparator::regex(QString::fromUtf8(value)), true);
    case Kind::NotMatches:
        // Without filterIfMissing a row lacking the column passes: `!~` is exactly "not `~`".
        return Filter::singleColumnValue(fam, qual, CompareOp::NotEqual,
                                         Comparator::regex(QString::fromUtf8(value)), false);
    case Kind::AtLeast:
        return Filter::singleColumnValue(fam, qual, CompareOp::GreaterOrEqual, Comparator::binary(value),
                                         true);
    case Kind::Below:
        return Filter::singleColumnValue(fam, qual, CompareOp::Less, Comparator::binary(value), true);
    }
    return Filter::keyOnly();
}

Result<WherePredicate> parseWhere(const QString &text, const ValueEncoder &encoder)
{
    const auto columnOf = [&text](const QString &spec) -> Result<QByteArray> {
        const qsizetype colon = spec.indexOf(QLatin1Char(':'));
        if (colon <= 0 || colon == spec.size() - 1) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("--where '%1' needs a column written as family:qualifier.").arg(text));
        }
        return spec.toUtf8();
    };
    WherePredicate p;
    for (const auto &[prefix, kind] :
         {std::pair{QLatin1StringView("has:"), WherePredicate::Kind::Has},
          std::pair{QLatin1StringView("missing:"), WherePredicate::Kind::Missing}}) {
        if (text.startsWith(prefix)) {
            auto column = columnOf(text.mid(prefix.size()));
            if (!column) {
                return std::unexpected(column.error());
            }
            p.kind = kind;
            p.column = *column;
            return p;
        }
    }
    // The operator is the first of = ! ~ < > in the text (column names never contain them).
    static const QList<std::pair<QLatin1StringView, WherePredicate::Kind>> operators = {
        {QLatin1StringView("!="), WherePredicate::Kind::NotEquals},
        {QLatin1StringView("!~"), WherePredicate::Kind::NotMatches},
        {QLatin1StringView(">="), WherePredicate::Kind::AtLeast},
        {QLatin1StringView("="), WherePredicate::Kind::Equals},
        {QLatin1StringView("~"), WherePredicate::Kind::Matches},
        {QLatin1StringView("<"), WherePredicate::Kind::Below},
    };
    qsizetype at = -1;
    for (qsizetype i = 0; i < text.size() && at < 0; ++i) {
        if (QStringView(u"=!~<>").contains(text.at(i))) {
            at = i;
        }
    }
    const auto op = std::find_if(operators.begin(), operators.end(), [&](const auto &candidate) {
        return at > 0 && QStringView(text).mid(at).startsWith(candidate.first);
    });
    if (op == operators.end()) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("--where '%1' is not one of fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, "
                           "missing:fam:qual, fam:qual~REGEX, fam:qual!~REGEX, fam:qual>=VALUE, "
                           "fam:qual<VALUE.")
                        .arg(text));
    }
    auto column = columnOf(text.left(at));
    if (!column) {
        return std::unexpected(column.error());
    }
    p.kind = op->second;
    p.column = *column;
    const QString operand = text.mid(at + op->first.size());
    if (p.kind == WherePredicate::Kind::Matches || p.kind == WherePredicate::Kind::NotMatches) {
        if (const QRegularExpression re(operand); !re.isValid()) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("--where '%1': the regular expression is not valid (%2).")
                            .arg(text, re.errorString()));
        }
        p.value = operand.toUtf8();
        return p;
    }
    auto value = encoder(*column, operand);
    if (!value) {
        return std::unexpected(value.error());
    }
    p.value = *value;
    return p;
}

Result<Filter> whereFilter(const QStringList &predicates, const ValueEncoder &encoder)
{
    QList<Filter> filters;
    for (const QString &text : predicates) {
        auto p = parseWhere(text, encoder);
        if (!p) {
            return std::unexpected(p.error());
        }
        filters.append(p->toFilter());
    }
    if (filters.isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("No --where predicate was given."));
    }
    return filters.size() == 1 ? filters.first() : Filter::all(filters);
}

} // namespace Ei::Core
