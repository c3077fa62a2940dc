#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Core {

// HBase compare operators (CompareOperator names, identical on 1.x where they were CompareOp).
// The server compares the *comparator's* value against the cell: for BinaryComparator, LESS means
// "cell value < comparator value".
enum class CompareOp
{
    Less,
    LessOrEqual,
    Equal,
    NotEqual,
    GreaterOrEqual,
    Greater,
    NoOp,
};

// A ByteArrayComparable of the REST filter JSON (hbase-rest.md §2.3). Binary values are sent as
// base64, Regex/Substring as plain strings.
class Comparator final
{
public:
    static Comparator binary(const QByteArray &value);
    static Comparator binaryPrefix(const QByteArray &value);
    static Comparator substring(const QString &text);
    static Comparator regex(const QString &pattern);

    QJsonObject toJson() const { return m_json; }

private:
    explicit Comparator(QJsonObject json)
        : m_json(std::move(json))
    {}
    QJsonObject m_json;
};

// One scan filter as a value. toJson() is the filter JSON the scanner body's `filter` field carries
// as a string (never a nested object).
class Filter final
{
public:
    static Filter prefix(const QByteArray &rowPrefix);
    static Filter columnPrefix(const QByteArray &qualifierPrefix);
    static Filter page(qint64 rows);
    static Filter keyOnly();
    static Filter firstKeyOnly();
    static Filter row(CompareOp op, const Comparator &comparator);
    static Filter qualifier(CompareOp op, const Comparator &comparator);
    static Filter value(CompareOp op, const Comparator &comparator);
    static Filter family(CompareOp op, const Comparator &comparator);
    // ifMissing = filterIfMissing: drop rows that lack the column (else they pass);
    // latestVersion = compare only the newest version of the column.
    static Filter singleColumnValue(const QByteArray &family, const QByteArray &qualifier, CompareOp op,
                                    const Comparator &comparator, bool ifMissing, bool latestVersion = true);
    static Filter all(const QList<Filter> &filters); // FilterList MUST_PASS_ALL
    static Filter any(const QList<Filter> &filters); // FilterList MUST_PASS_ONE

    QJsonObject toJsonObject() const { return m_json; }
    QByteArray toJson() const; // compact
    // A filter saved with toJsonObject() (e.g. a resumable job's scan), taken as it is.
    static Filter fromJsonObject(QJsonObject json) { return Filter(std::move(json)); }

private:
    explicit Filter(QJsonObject json)
        : m_json(std::move(json))
    {}
    static Filter compare(const QString &type, CompareOp op, const Comparator &comparator);
    static Filter list(const QString &op, const QList<Filter> &filters);
    QJsonObject m_json;
};

// An operator's spellings, from one table: its name in REST filter JSON ("LESS_OR_EQUAL") and its
// symbol in HBase's filter language ("<="; empty for NoOp, which the language cannot say).
QString compareOpName(CompareOp op);
QByteArrayView compareOpSymbol(CompareOp op);
std::optional<CompareOp> compareOpFromName(QStringView name);
std::optional<CompareOp> compareOpFromSymbol(QByteArrayView symbol);

// A comparator's spellings, from one table: its type in REST filter JSON ("BinaryPrefixComparator"),
// its prefix in the filter language ("binaryprefix" of 'binaryprefix:abc'), and whether its value
// is bytes (base64 in the JSON) or UTF-8 text (substring, regexstring).
struct ComparatorSpelling
{
    QLatin1StringView type;
    QByteArrayView prefix;
    bool bytes = false;
};
std::optional<ComparatorSpelling> comparatorFromType(QStringView type);
std::optional<ComparatorSpelling> comparatorFromPrefix(QByteArrayView prefix);

// Turns a CLI cell value into bytes for a column, e.g. a profile encodes grobid0:status_code=200
// as an 8-byte big-endian integer. The default is the UTF-8 bytes of the text.
using ValueEncoder = std::function<Result<QByteArray>(QByteArray column, QString text)>;
Result<QByteArray> utf8ValueEncoder(QByteArray column, QString text);

// A parsed `--where` predicate (shared/docs/cli.md):
//   fam:qual=VALUE      the column exists and its newest value equals VALUE
//   fam:qual!=VALUE     the column exists and its newest value differs from VALUE
//   has:fam:qual        the column exists (any value, also empty)
//   missing:fam:qual    the column does not exist
//   fam:qual~REGEX      the column exists and its newest value contains a match of REGEX
//   fam:qual!~REGEX     the opposite of `~`: the column is missing or no part of it matches
//   fam:qual>=VALUE     the column exists and its newest value sorts at or after VALUE's bytes
//   fam:qual<VALUE      the column exists and its newest value sorts before VALUE's bytes
// Each becomes a SingleColumnValueFilter on the newest version (see docs/hbase-client.md for why
// `has:` is ">= empty" with filterIfMissing and `missing:` is "< empty" without it). A row without
// the column never satisfies `=`, `!=`, `~`, `>=` or `<`; use `missing:` for those rows. The byte
// order of `>=`/`<` is the numeric order of the profile's non-negative 8-byte integers (file:size),
// which is what `stats` uses to select a size bucket. REGEX is sent as it is written (not encoded).
// The SingleColumnValueFilter only sees columns the scan reads: a scan restricted with --columns
// must also read every predicate column (whereColumns), or all rows look "missing".
struct WherePredicate
{
    enum class Kind
    {
        Equals,
        NotEquals,
        Has,
        Missing,
        Matches,
        NotMatches,
        AtLeast,
        Below,
    };
    Kind kind = Kind::Equals;
    QByteArray column; // "family:qualifier"
    QByteArray value;  // encoded for Equals/NotEquals/AtLeast/Below; the pattern for (Not)Matches

    Filter toFilter() const;
};

Result<WherePredicate> parseWhere(const QString &text, const ValueEncoder &encoder = utf8ValueEncoder);
// All predicates must hold: one filter, or a MUST_PASS_ALL list of several.
Result<Filter> whereFilter(const QStringList &predicates, const ValueEncoder &encoder = utf8ValueEncoder);

} // namespace Ei::Core
