#include "statsdimension.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <core/domain/cellcodec.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::StatsDimension)
};

const QByteArray kMetadata = QByteArrayLiteral("grobid0:metadata");
const QByteArray kCapture = QByteArrayLiteral("f:c");
const QByteArray kSize = QByteArrayLiteral("file:size");
const QByteArray kQuality = QByteArrayLiteral("grobid0:quality");

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The JSON string literal (quotes included) after the first `"key"` followed by a colon, as it is
// written in the cell: the same occurrence the drill-down's regular expression finds on the server.
QByteArrayView stringLiteralAfterKey(QByteArrayView json, QByteArrayView quotedKey)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype at = json.indexOf(quotedKey, from);
        if (at < 0) {
            return {};
        }
        qsizetype i = at + quotedKey.size();
        while (i < json.size() && isSpace(json[i])) {
            ++i;
        }
        if (i < json.size() && json[i] == ':') {
            ++i;
            while (i < json.size() && isSpace(json[i])) {
                ++i;
            }
            if (i >= json.size() || json[i] != '"') {
                return {};
            }
            qsizetype end = i + 1;
            while (end < json.size() && json[end] != '"') {
                end += json[end] == '\\' ? 2 : 1;
            }
            return end < json.size() ? json.sliced(i, end - i + 1) : QByteArrayView();
        }
        from = at + 1;
    }
}

// A JSON string literal's text; escapes are rare here, so they alone pay for a JSON parse.
QString literalText(QByteArrayView literal)
{
    const QByteArrayView body = literal.sliced(1, literal.size() - 2);
    if (!body.contains('\\')) {
        return QString::fromUtf8(body);
    }
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray("[") + literal.toByteArray() + ']');
    return doc.isArray() ? doc.array().at(0).toString() : QString::fromUtf8(body);
}

// `column~"key"\s*:\s*"VALUE"` for a value as the JSON writer spelled it (escapes included).
QString jsonFieldPattern(QByteArrayView quotedKey, const QString &valuePattern)
{
    return QRegularExpression::escape(QString::fromLatin1(quotedKey)) + QStringLiteral("\\s*:\\s*\"") +
           valuePattern;
}

QString escapedJsonString(const QString &text)
{
    const QByteArray literal = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QRegularExpression::escape(QString::fromUtf8(literal.sliced(2, literal.size() - 4)));
}

const Cell *cellOf(const Row &row, const QByteArray &column)
{
    return row.find(column);
}

StatsDimension grobidVersion()
{
    static const QByteArrayView key = "\"grobid_version\"";
    StatsDimension d;
    d.id = QStringLiteral("grobid_version");
    d.columns = {kMetadata};
    d.fromOneCell = true;
    d.valueOf = [](const Row &row) -> StatsValue {
        const Cell *cell = cellOf(row, kMetadata);
        if (!cell) {
            return std::nullopt;
        }
        const QByteArrayView literal = stringLiteralAfterKey(cell->value, key);
        if (literal.size() <= 2) {
            return std::nullopt; // absent, not a string, or empty
        }
        return literalText(literal);
    };
    d.predicatesFor = [](const StatsValue &value) {
        const QString column = QString::fromLatin1(kMetadata);
        if (!value) {
            return QStringList{column + QStringLiteral("!~") +
                               jsonFieldPattern(key, QStringLiteral("[^\"]"))};
        }
        return QStringList{column + QLatin1Char('~') +
                           jsonFieldPattern(key, escapedJsonString(*value) + QLatin1Char('"'))};
    };
    return d;
}

StatsDimension crawlMonth()
{
    static const QByteArrayView key = "\"d\"";
    static const QRegularExpression month(QStringLiteral("^\"(\\d{4}-\\d{2})"));
    StatsDimension d;
    d.id = QStringLiteral("crawl_month");
    d.columns = {kCapture};
    d.fromOneCell = true;
    d.valueOf = [](const Row &row) -> StatsValue {
        const Cell *cell = cellOf(row, kCapture);
        if (!cell) {
            return std::nullopt;
        }
        const QByteArrayView literal = stringLiteralAfterKey(cell->value, key);
        if (literal.size() < 8) {
            return std::nullopt;
        }
        // The match only views its subject: the text must outlive it (a temporary did not).
        const QString text = QString::fromLatin1(literal.first(8));
        const auto m = month.matchView(text);
        return m.hasMatch() ? StatsValue(m.captured(1)) : std::nullopt;
    };
    d.predicatesFor = [](const StatsValue &value) {
        const QString column = QString::fromLatin1(kCapture);
        if (!value) {
            return QStringList{column + QStringLiteral("!~") +
                               jsonFieldPattern(key, QStringLiteral("\\d{4}-\\d{2}"))};
        }
        return QStringList{column + QLatin1Char('~') +
                           jsonFieldPattern(key, QRegularExpression::escape(*value))};
    };
    return d;
}

QString sizeLabel(qint64 bytes)
{
    static const char *const units[] = {"B", "kB", "MB", "GB", "TB"};
    int unit = 0;
    while (bytes >= 1000 && bytes % 1000 == 0 && unit < 4) {
        bytes /= 1000;
        ++unit;
    }
    return QString::number(bytes) + QLatin1StringView(units[unit]);
}

QString bucketLabel(qsizetype i)
{
    const QList<qint64> bounds = sizeBucketBounds();
    if (i + 1 >= bounds.size()) {
        return QStringLiteral(">=") + sizeLabel(bounds.at(i));
    }
    if (i == 0) {
        return QLatin1Char('<') + sizeLabel(bounds.at(1));
    }
    return sizeLabel(bounds.at(i)) + QLatin1Char('-') + sizeLabel(bounds.at(i + 1));
}

qsizetype bucketIndex(const StatsValue &value)
{
    const QList<qint64> bounds = sizeBucketBounds();
    for (qsizetype i = 0; value && i < bounds.size(); ++i) {
        if (bucketLabel(i) == *value) {
            return i;
        }
    }
    return -1;
}

StatsDimension sizeBucket()
{
    StatsDimension d;
    d.id = QStringLiteral("size_bucket");
    d.columns = {kSize};
    d.fromOneCell = true;
    d.valueOf = [](const Row &row) -> StatsValue {
        const Cell *cell = cellOf(row, kSize);
        const std::optional<qint64> size = cell ? decodeInt64Be(cell->value) : std::nullopt;
        if (!size) {
            return std::nullopt;
        }
        // Compared as the server compares bytes: a negative size sorts after every positive one.
        const QList<qint64> bounds = sizeBucketBounds();
        qsizetype i = bounds.size() - 1;
        while (*size >= 0 && *size < bounds.at(i)) {
            --i;
        }
        return bucketLabel(i);
    };
    d.predicatesFor = [](const StatsValue &value) {
        const QString column = QString::fromLatin1(kSize);
        const qsizetype i = bucketIndex(value);
        if (i < 0) {
            return QStringList{QStringLiteral("missing:") + column};
        }
        const QList<qint64> bounds = sizeBucketBounds();
        QStringList predicates{column + QStringLiteral(">=") + QString::number(bounds.at(i))};
        if (i + 1 < bounds.size()) {
            predicates.append(column + QLatin1Char('<') + QString::number(bounds.at(i + 1)));
        }
        return predicates;
    };
    d.order = [](const StatsValue &value) { return int(bucketIndex(value)); };
    return d;
}

// grobid0:quality: the curators' JSON {"quality": …} or the designed bare word.
StatsDimension quality()
{
    static const QByteArrayView key = "\"quality\"";
    StatsDimension d;
    d.id = QString::fromLatin1(kQuality);
    d.columns = {kQuality};
    d.fromOneCell = true;
    d.valueOf = [](const Row &row) -> StatsValue {
        const Cell *cell = cellOf(row, kQuality);
        if (!cell) {
            return std::nullopt;
        }
        const QByteArrayView literal = stringLiteralAfterKey(cell->value, key);
        return literal.size() >= 2 ? literalText(literal) : QString::fromUtf8(cell->value).trimmed();
    };
    d.predicatesFor = [](const StatsValue &value) {
        const QString column = QString::fromLatin1(kQuality);
        if (!value) {
            return QStringList{QStringLiteral("missing:") + column};
        }
        const QString word = QRegularExpression::escape(*value);
        return QStringList{column + QStringLiteral("~\\A\\s*") + word + QStringLiteral("\\s*\\z|") +
                           jsonFieldPattern(key, escapedJsonString(*value) + QLatin1Char('"'))};
    };
    return d;
}

StatsDimension plainColumn(const Profile &profile, const QByteArray &column)
{
    const ColumnType type = profile.typeOf(column);
    StatsDimension d;
    d.id = QString::fromUtf8(column);
    d.columns = {column};
    d.numeric = type == ColumnType::Int64Be || type == ColumnType::DecimalUtf8;
    d.fromOneCell = true;
    d.valueOf = [profile, column](const Row &row) -> StatsValue {
        const Cell *cell = cellOf(row, column);
        if (!cell) {
            return std::nullopt;
        }
        const DecodedValue v = decodeCell(profile, column, cell->value);
        return v.ok() && !v.json.isObject() && !v.json.isArray() ? v.display : QString::fromUtf8(cell->value);
    };
    d.predicatesFor = [column, type](const StatsValue &value) {
        const QString name = QString::fromUtf8(column);
        if (!value) {
            return QStringList{QStringLiteral("missing:") + name};
        }
        if (type == ColumnType::Json || type == ColumnType::XmlTei) {
            // The encoder would rewrite JSON compactly; the stored bytes are matched as they are.
            return QStringList{name + QStringLiteral("~\\A") + QRegularExpression::escape(*value) +
                               QStringLiteral("\\z")};
        }
        return QStringList{name + QLatin1Char('=') + *value};
    };
    return d;
}

} // namespace

QList<qint64> sizeBucketBounds()
{
    return {0, 100'000, 1'000'000, 10'000'000, 100'000'000, 1'000'000'000};
}

QList<DerivedField> derivedStatsFields()
{
    return {
        {QStringLiteral("grobid_version"), QStringLiteral("grobid_version of grobid0:metadata")},
        {QStringLiteral("crawl_month"), QStringLiteral("the capture month (YYYY-MM) of f:c's d")},
        {QStringLiteral("size_bucket"), QStringLiteral("file:size in buckets: <100kB, 100kB-1MB, … , >=1GB")},
    };
}

Result<StatsDimension> statsDimension(const Profile &profile, const QString &id)
{
    if (id == QLatin1StringView("grobid_version")) {
        return grobidVersion();
    }
    if (id == QLatin1StringView("crawl_month")) {
        return crawlMonth();
    }
    if (id == QLatin1StringView("size_bucket")) {
        return sizeBucket();
    }
    const QByteArray column = id.toUtf8();
    const qsizetype colon = column.indexOf(':');
    if (colon <= 0 || colon == column.size() - 1) {
        QStringList derived;
        for (const DerivedField &f : derivedStatsFields()) {
            derived.append(f.id);
        }
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is neither a column (family:qualifier) nor a derived field (%2).")
                        .arg(id, derived.join(QStringLiteral(", "))));
    }
    if (column == kQuality) {
        return quality();
    }
    // A misspelt family ("grobid:status_code") would count every row in the empty group.
    const QByteArray family = column.left(colon);
    if (!profile.families.isEmpty() && !profile.families.contains(family)) {
        QStringList families;
        for (const QByteArray &f : profile.families) {
            families.append(QString::fromUtf8(f));
        }
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' names a family the profile \"%2\" does not have (its families: %3).")
                        .arg(id, profile.name, families.join(QStringLiteral(", "))));
    }
    return plainColumn(profile, column);
}

} // namespace Ei::Core
