#include "hbasenames.h"

#include <limits>

#include <QCoreApplication>
#include <QStringList>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::HBaseNames)
};

bool isNameLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

std::optional<QString> oneOf(const QString &key, const QString &value, const QStringList &allowed)
{
    if (allowed.contains(value.toUpper())) {
        return std::nullopt;
    }
    return Tr::tr("%1=%2: HBase takes one of %3.").arg(key, value, allowed.join(QStringLiteral(", ")));
}

std::optional<QString> wholeNumber(const QString &key, const QString &value, qint64 least)
{
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (ok && n >= least && n <= std::numeric_limits<int>::max()) {
        return std::nullopt;
    }
    return Tr::tr("%1=%2: HBase takes a whole number from %3.").arg(key, value).arg(least);
}

} // namespace

std::optional<QString> namespaceNameProblem(QStringView ns)
{
    if (ns.isEmpty()) {
        return Tr::tr("A namespace needs a name.");
    }
    for (const QChar c : ns) {
        if (!isNameLetter(c)) {
            return Tr::tr("'%1' is not a namespace name HBase takes: letters, digits and '_' only.")
                .arg(ns.toString());
        }
    }
    return std::nullopt;
}

std::optional<QString> tableNameProblem(QStringView name)
{
    const qsizetype colon = name.indexOf(u':');
    if (colon >= 0) {
        if (auto problem = namespaceNameProblem(name.left(colon))) {
            return problem;
        }
    }
    const QStringView qualifier = colon >= 0 ? name.mid(colon + 1) : name;
    const auto refused = [&name] {
        return Tr::tr("'%1' is not a table name HBase takes: letters, digits, '_', '-' and '.', not "
                      "starting with '.' or '-' (with an optional 'namespace:' before it).")
            .arg(name.toString());
    };
    if (qualifier.isEmpty() || qualifier.startsWith(u'.') || qualifier.startsWith(u'-')) {
        return refused();
    }
    for (const QChar c : qualifier) {
        if (!isNameLetter(c) && c != u'-' && c != u'.') {
            return refused();
        }
    }
    return std::nullopt;
}

std::optional<QString> familyNameProblem(QByteArrayView family)
{
    const QString shown = QString::fromUtf8(family);
    if (family.isEmpty()) {
        return Tr::tr("A column family needs a name.");
    }
    if (family.startsWith('.') || family.contains(':')) {
        return Tr::tr("'%1' is not a family name HBase takes: it must not start with '.' or contain ':'.")
            .arg(shown);
    }
    for (const char c : family) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            return Tr::tr("'%1' is not a family name HBase takes: it contains a control character.")
                .arg(shown);
        }
    }
    return std::nullopt;
}

std::optional<QString> familyAttributeProblem(const QString &key, const QString &value)
{
    const QString k = key.toUpper();
    if (k == QLatin1StringView("VERSIONS")) {
        return wholeNumber(key, value, 1);
    }
    if (k == QLatin1StringView("MIN_VERSIONS")) {
        return wholeNumber(key, value, 0);
    }
    if (k == QLatin1StringView("BLOCKSIZE")) {
        return wholeNumber(key, value, 1);
    }
    if (k == QLatin1StringView("TTL")) {
        return value.toUpper() == QLatin1StringView("FOREVER") ? std::nullopt : wholeNumber(key, value, 1);
    }
    if (k == QLatin1StringView("BLOCKCACHE") || k == QLatin1StringView("IN_MEMORY") ||
        k == QLatin1StringView("CACHE_DATA_ON_WRITE") || k == QLatin1StringView("CACHE_INDEX_ON_WRITE") ||
        k == QLatin1StringView("CACHE_BLOOMS_ON_WRITE") || k == QLatin1StringView("EVICT_BLOCKS_ON_CLOSE") ||
        k == QLatin1StringView("PREFETCH_BLOCKS_ON_OPEN") || k == QLatin1StringView("COMPRESS_TAGS")) {
        return oneOf(key, value, {QStringLiteral("TRUE"), QStringLiteral("FALSE")});
    }
    if (k == QLatin1StringView("KEEP_DELETED_CELLS")) {
        return oneOf(key, value, {QStringLiteral("TRUE"), QStringLiteral("FALSE"), QStringLiteral("TTL")});
    }
    if (k == QLatin1StringView("COMPRESSION") || k == QLatin1StringView("COMPACTION_COMPRESSION")) {
        return oneOf(key, value,
                     {QStringLiteral("NONE"), QStringLiteral("GZ"), QStringLiteral("SNAPPY"),
                      QStringLiteral("LZ4"), QStringLiteral("ZSTD"), QStringLiteral("LZO"),
                      QStringLiteral("BZIP2"), QStringLiteral("LZMA")});
    }
    if (k == QLatin1StringView("BLOOMFILTER")) {
        return oneOf(key, value,
                     {QStringLiteral("NONE"), QStringLiteral("ROW"), QStringLiteral("ROWCOL"),
                      QStringLiteral("ROWPREFIX_FIXED_LENGTH")});
    }
    if (k == QLatin1StringView("DATA_BLOCK_ENCODING")) {
        return oneOf(key, value,
                     {QStringLiteral("NONE"), QStringLiteral("PREFIX"), QStringLiteral("DIFF"),
                      QStringLiteral("FAST_DIFF"), QStringLiteral("ROW_INDEX_V1")});
    }
    return std::nullopt;
}

std::optional<QString> familyProblem(QByteArrayView family, const QMap<QString, QString> &attributes)
{
    std::optional<QString> problem = familyNameProblem(family);
    for (auto it = attributes.cbegin(); !problem && it != attributes.cend(); ++it) {
        problem = familyAttributeProblem(it.key(), it.value());
    }
    return problem;
}

bool isBuiltinNamespace(QStringView ns)
{
    return ns == QLatin1StringView("default") || ns == QLatin1StringView("hbase");
}

} // namespace Ei::Core
