#include "filterlanguage.h"

#include <QJsonArray>

#include <core/hbase/filter.h>

namespace Ei::Server {
namespace {

constexpr int kMaxDepth = 64;

struct Arg
{
    QByteArray bytes;
    bool quoted = false;
    qsizetype at = 0;
};

class Parser
{
public:
    explicit Parser(QByteArrayView text)
        : m_text(text)
    {}

    Core::Result<QJsonObject> parseAll()
    {
        auto filter = parseOr(0);
        if (!filter) {
            return filter;
        }
        skipSpace();
        if (m_pos < m_text.size()) {
            return error(QStringLiteral("unexpected text"));
        }
        return filter;
    }

private:
    std::unexpected<Core::Error> error(const QString &what, qsizetype at = -1) const
    {
        return fail(
            Core::ErrorKind::BadRequest,
            QStringLiteral("invalid filter string: %1 at byte %2").arg(what).arg(at < 0 ? m_pos : at));
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\r' || m_text[m_pos] == '\n')) {
            ++m_pos;
        }
    }

    static bool isWordByte(char c)
    {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '.' || c == '$';
    }

    // The keyword at the cursor, as a whole word (AND, OR, SKIP, WHILE are case-sensitive).
    bool atKeyword(QByteArrayView keyword) const
    {
        if (m_text.sliced(m_pos).first(std::min(m_text.size() - m_pos, keyword.size())) != keyword) {
            return false;
        }
        const qsizetype end = m_pos + keyword.size();
        return end >= m_text.size() || !isWordByte(m_text[end]);
    }

    static QJsonObject list(const char *op, QJsonArray filters)
    {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("FilterList")},
                           {QStringLiteral("op"), QLatin1StringView(op)},
                           {QStringLiteral("filters"), filters}};
    }

    Core::Result<QJsonObject> parseOr(int depth)
    {
        auto first = parseAnd(depth);
        if (!first) {
            return first;
        }
        QJsonArray filters{*first};
        skipSpace();
        while (atKeyword("OR")) {
            m_pos += 2;
            auto next = parseAnd(depth);
            if (!next) {
                return next;
            }
            filters.append(*next);
            skipSpace();
        }
        return filters.size() == 1 ? *first : list("MUST_PASS_ONE", filters);
    }

    Core::Result<QJsonObject> parseAnd(int depth)
    {
        auto first = parseUnary(depth);
        if (!first) {
            return first;
        }
        QJsonArray filters{*first};
        skipSpace();
        while (atKeyword("AND")) {
            m_pos += 3;
            auto next = parseUnary(depth);
            if (!next) {
                return next;
            }
            filters.append(*next);
            skipSpace();
        }
        return filters.size() == 1 ? *first : list("MUST_PASS_ALL", filters);
    }

    Core::Result<QJsonObject> parseUnary(int depth)
    {
        if (depth > kMaxDepth) {
            return error(QStringLiteral("filters are nested too deeply"));
        }
        skipSpace();
        for (const auto &[keyword, type] :
             {std::pair{"SKIP", "SkipFilter"}, std::pair{"WHILE", "WhileMatchFilter"}}) {
            if (atKeyword(keyword)) {
                m_pos += qsizetype(qstrlen(keyword));
                auto inner = parseUnary(depth + 1);
                if (!inner) {
                    return inner;
                }
                return QJsonObject{{QStringLiteral("type"), QLatin1StringView(type)},
                                   {QStringLiteral("filters"), QJsonArray{*inner}}};
            }
        }
        if (m_pos < m_text.size() && m_text[m_pos] == '(') {
            ++m_pos;
            auto inner = parseOr(depth + 1);
            if (!inner) {
                return inner;
            }
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ')') {
                return error(QStringLiteral("a ')' is missing"));
            }
            ++m_pos;
            return inner;
        }
        return parseFilter();
    }

    Core::Result<QList<Arg>> parseArguments()
    {
        QList<Arg> args;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ')') {
            ++m_pos;
            return args;
        }
        while (true) {
            skipSpace();
            Arg arg;
            arg.at = m_pos;
            if (m_pos < m_text.size() && m_text[m_pos] == '\'') {
                arg.quoted = true;
                ++m_pos;
                bool closed = false;
                while (m_pos < m_text.size()) {
                    const char c = m_text[m_pos++];
                    if (c != '\'') {
                        arg.bytes.append(c);
                    } else if (m_pos < m_text.size() && m_text[m_pos] == '\'') {
                        arg.bytes.append('\'');
                        ++m_pos;
                    } else {
                        closed = true;
                        break;
                    }
                }
                if (!closed) {
                    return error(QStringLiteral("a quoted argument is not closed"), arg.at);
                }
            } else {
                while (m_pos < m_text.size() && m_text[m_pos] != ',' && m_text[m_pos] != ')' &&
                       m_text[m_pos] != ' ' && m_text[m_pos] != '\t' && m_text[m_pos] != '\'' &&
                       m_text[m_pos] != '(') {
                    arg.bytes.append(m_text[m_pos++]);
                }
                if (arg.bytes.isEmpty()) {
                    return error(QStringLiteral("an argument is missing"));
                }
            }
            args.append(arg);
            skipSpace();
            if (m_pos >= m_text.size()) {
                return error(QStringLiteral("a ')' is missing"));
            }
            if (m_text[m_pos] == ')') {
                ++m_pos;
                return args;
            }
            if (m_text[m_pos] != ',') {
                return error(QStringLiteral("a ',' or ')' is missing"));
            }
            ++m_pos;
        }
    }

    Core::Result<QJsonObject> parseFilter()
    {
        const qsizetype nameAt = m_pos;
        while (m_pos < m_text.size() && isWordByte(m_text[m_pos])) {
            ++m_pos;
        }
        const QByteArray name = m_text.sliced(nameAt, m_pos - nameAt).toByteArray();
        if (name.isEmpty()) {
            return error(QStringLiteral("a filter name is missing"));
        }
        skipSpace();
        if (m_pos >= m_text.size() || m_text[m_pos] != '(') {
            return error(QStringLiteral("'%1' is not followed by '('").arg(QString::fromLatin1(name)),
                         nameAt);
        }
        ++m_pos;
        auto args = parseArguments();
        if (!args) {
            return std::unexpected(args.error());
        }
        return build(name, *args, nameAt);
    }

    // ---- arguments -------------------------------------------------------------------------------

    std::unexpected<Core::Error> argError(const QByteArray &name, const QString &what, qsizetype at) const
    {
        return error(QStringLiteral("%1: %2").arg(QString::fromLatin1(name), what), at);
    }

    static QString b64(const QByteArray &bytes) { return QString::fromLatin1(bytes.toBase64()); }

    Core::Result<QByteArray> quoted(const QByteArray &name, const Arg &arg) const
    {
        if (!arg.quoted) {
            return argError(name, QStringLiteral("expected a quoted string"), arg.at);
        }
        return arg.bytes;
    }

    Core::Result<bool> boolean(const QByteArray &name, const Arg &arg) const
    {
        if (!arg.quoted && arg.bytes == "true") {
            return true;
        }
        if (!arg.quoted && arg.bytes == "false") {
            return false;
        }
        return argError(name, QStringLiteral("expected true or false"), arg.at);
    }

    Core::Result<qint64> integer(const QByteArray &name, const Arg &arg) const
    {
        bool ok = false;
        const qint64 n = arg.quoted ? 0 : arg.bytes.toLongLong(&ok);
        if (!ok) {
            return argError(name, QStringLiteral("expected a number"), arg.at);
        }
        return n;
    }

    Core::Result<QString> compareOp(const QByteArray &name, const Arg &arg) const
    {
        // The client's table (core/hbase/filter.h), read the other way: symbol to JSON name.
        if (const std::optional<Core::CompareOp> op =
                arg.quoted ? std::nullopt : Core::compareOpFromSymbol(arg.bytes)) {
            return compareOpName(*op);
        }
        return argError(name, QStringLiteral("expected a compare operator (<, <=, =, !=, >=, >)"), arg.at);
    }

    Core::Result<QJsonObject> comparator(const QByteArray &name, const Arg &arg) const
    {
        if (!arg.quoted) {
            return argError(name, QStringLiteral("expected a quoted comparator such as 'binary:abc'"),
                            arg.at);
        }
        const qsizetype colon = arg.bytes.indexOf(':');
        const QByteArray type = colon < 0 ? QByteArray() : arg.bytes.left(colon);
        const QByteArray value = colon < 0 ? QByteArray() : arg.bytes.mid(colon + 1);
        if (const std::optional<Core::ComparatorSpelling> spelling = Core::comparatorFromPrefix(type)) {
            // HBase reads substring and regexstring values as UTF-8 text.
            return QJsonObject{
                {QStringLiteral("type"), QString(spelling->type)},
                {QStringLiteral("value"), spelling->bytes ? b64(value) : QString::fromUtf8(value)}};
        }
        return argError(name,
                        QStringLiteral("the comparator must start with binary:, binaryprefix:, substring: or "
                                       "regexstring:"),
                        arg.at);
    }

    std::optional<std::unexpected<Core::Error>> expectCount(const QByteArray &name, const QList<Arg> &args,
                                                            std::initializer_list<qsizetype> counts,
                                                            qsizetype at) const
    {
        if (std::find(counts.begin(), counts.end(), args.size()) != counts.end()) {
            return std::nullopt;
        }
        QStringList allowed;
        for (const qsizetype n : counts) {
            allowed << QString::number(n);
        }
        return argError(name,
                        QStringLiteral("expected %1 argument(s), got %2")
                            .arg(allowed.join(QStringLiteral(" or ")))
                            .arg(args.size()),
                        at);
    }

    Core::Result<QJsonObject> build(const QByteArray &name, const QList<Arg> &args, qsizetype at) const
    {
        QJsonObject o{{QStringLiteral("type"), QString::fromLatin1(name)}};
        const auto count = [&](std::initializer_list<qsizetype> counts) {
            return expectCount(name, args, counts, at);
        };
#define EI_TRY(expr)                                                                                         \
    if (auto e = (expr)) {                                                                                   \
        return *e;                                                                                           \
    }
#define EI_ASSIGN(var, expr)                                                                                 \
    auto var = (expr);                                                                                       \
    if (!var) {                                                                                              \
        return std::unexpected(var.error());                                                                 \
    }
        if (name == "KeyOnlyFilter") {
            EI_TRY(count({0, 1}));
            if (args.size() == 1) {
                EI_ASSIGN(lenAsValue, boolean(name, args[0]));
                if (*lenAsValue) {
                    o.insert(QStringLiteral("lenAsVal"), true); // parseFilterLanguageJson reads it
                }
            }
            return o;
        }
        if (name == "FirstKeyOnlyFilter") {
            EI_TRY(count({0}));
            return o;
        }
        if (name == "PrefixFilter" || name == "ColumnPrefixFilter" || name == "InclusiveStopFilter") {
            EI_TRY(count({1}));
            EI_ASSIGN(value, quoted(name, args[0]));
            o.insert(QStringLiteral("value"), b64(*value));
            return o;
        }
        if (name == "MultipleColumnPrefixFilter") {
            if (args.isEmpty()) {
                return argError(name, QStringLiteral("expected at least one prefix"), at);
            }
            QJsonArray prefixes;
            for (const Arg &arg : args) {
                EI_ASSIGN(value, quoted(name, arg));
                prefixes.append(b64(*value));
            }
            o.insert(QStringLiteral("prefixes"), prefixes);
            return o;
        }
        if (name == "PageFilter") {
            EI_TRY(count({1}));
            EI_ASSIGN(size, integer(name, args[0]));
            if (*size < 0) {
                return argError(name, QStringLiteral("the page size must not be negative"), args[0].at);
            }
            o.insert(QStringLiteral("value"), QString::number(*size));
            return o;
        }
        if (name == "ColumnCountGetFilter" || name == "ColumnPaginationFilter") {
            // ColumnCountGetFilter(limit), ColumnPaginationFilter(limit, offset).
            const bool pagination = name == "ColumnPaginationFilter";
            EI_TRY(count({pagination ? 2 : 1}));
            EI_ASSIGN(limit, integer(name, args[0]));
            if (*limit < 0) {
                return argError(name, QStringLiteral("the limit must not be negative"), args[0].at);
            }
            o.insert(QStringLiteral("limit"), *limit);
            if (pagination) {
                EI_ASSIGN(offset, integer(name, args[1]));
                if (*offset < 0) {
                    return argError(name, QStringLiteral("the offset must not be negative"), args[1].at);
                }
                o.insert(QStringLiteral("offset"), *offset);
            }
            return o;
        }
        if (name == "TimestampsFilter") {
            QJsonArray timestamps;
            for (const Arg &arg : args) {
                EI_ASSIGN(ts, integer(name, arg));
                if (*ts < 0) {
                    return argError(name, QStringLiteral("timestamps must not be negative"), arg.at);
                }
                timestamps.append(*ts);
            }
            o.insert(QStringLiteral("timestamps"), timestamps);
            return o;
        }
        if (name == "RowFilter" || name == "FamilyFilter" || name == "QualifierFilter" ||
            name == "ValueFilter") {
            EI_TRY(count({2}));
            EI_ASSIGN(op, compareOp(name, args[0]));
            EI_ASSIGN(cmp, comparator(name, args[1]));
            o.insert(QStringLiteral("op"), *op);
            o.insert(QStringLiteral("comparator"), *cmp);
            return o;
        }
        if (name == "SingleColumnValueFilter" || name == "SingleColumnValueExcludeFilter") {
            EI_TRY(count({4, 6}));
            EI_ASSIGN(family, quoted(name, args[0]));
            EI_ASSIGN(qualifier, quoted(name, args[1]));
            EI_ASSIGN(op, compareOp(name, args[2]));
            EI_ASSIGN(cmp, comparator(name, args[3]));
            o.insert(QStringLiteral("family"), b64(*family));
            o.insert(QStringLiteral("qualifier"), b64(*qualifier));
            o.insert(QStringLiteral("op"), *op);
            o.insert(QStringLiteral("comparator"), *cmp);
            // ParseFilter's defaults: filterIfMissing false, latestVersionOnly true.
            bool ifMissing = false;
            bool latest = true;
            if (args.size() == 6) {
                EI_ASSIGN(missing, boolean(name, args[4]));
                EI_ASSIGN(newest, boolean(name, args[5]));
                ifMissing = *missing;
                latest = *newest;
            }
            o.insert(QStringLiteral("ifMissing"), ifMissing);
            o.insert(QStringLiteral("latestVersion"), latest);
            return o;
        }
        if (name == "ColumnRangeFilter") {
            EI_TRY(count({4}));
            EI_ASSIGN(min, quoted(name, args[0]));
            EI_ASSIGN(minInclusive, boolean(name, args[1]));
            EI_ASSIGN(max, quoted(name, args[2]));
            EI_ASSIGN(maxInclusive, boolean(name, args[3]));
            o.insert(QStringLiteral("minColumn"), b64(*min));
            o.insert(QStringLiteral("minColumnInclusive"), *minInclusive);
            o.insert(QStringLiteral("maxColumn"), b64(*max));
            o.insert(QStringLiteral("maxColumnInclusive"), *maxInclusive);
            return o;
        }
#undef EI_TRY
#undef EI_ASSIGN
        return error(QStringLiteral("filter '%1' is not supported").arg(QString::fromLatin1(name)), at);
    }

    QByteArrayView m_text;
    qsizetype m_pos = 0;
};

} // namespace

Core::Result<QJsonObject> filterLanguageToJson(QByteArrayView text)
{
    return Parser(text).parseAll();
}

} // namespace Ei::Server
