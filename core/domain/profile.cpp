#include "profile.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Profile)
};

constexpr int kProfileFormat = 1;

// '*' matches any run of characters; the only wildcard profiles need for table names.
bool globMatch(QStringView pattern, QStringView text)
{
    if (pattern.isEmpty()) {
        return text.isEmpty();
    }
    if (pattern.front() == u'*') {
        for (qsizetype i = 0; i <= text.size(); ++i) {
            if (globMatch(pattern.sliced(1), text.sliced(i))) {
                return true;
            }
        }
        return false;
    }
    return !text.isEmpty() && pattern.front() == text.front() && globMatch(pattern.sliced(1), text.sliced(1));
}

// Validation keeps the path of the field being read, so every message names it.
class Reader
{
public:
    explicit Reader(QString source)
        : m_source(std::move(source))
    {}

    Error error(const QString &path, const QString &what) const
    {
        return Error{ErrorKind::InvalidInput, QStringLiteral("%1: %2 %3").arg(m_source, path, what)};
    }

    Result<QString> string(const QJsonObject &o, const QString &path, const QString &name, bool required,
                           const QString &fallback = QString()) const
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                return std::unexpected(error(path + name, Tr::tr("is missing")));
            }
            return fallback;
        }
        if (!v.isString()) {
            return std::unexpected(error(path + name, Tr::tr("must be a string")));
        }
        if (required && v.toString().isEmpty()) {
            return std::unexpected(error(path + name, Tr::tr("must not be empty")));
        }
        return v.toString();
    }

    Result<bool> boolean(const QJsonObject &o, const QString &path, const QString &name) const
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined() || v.isNull()) {
            return false;
        }
        if (!v.isBool()) {
            return std::unexpected(error(path + name, Tr::tr("must be true or false")));
        }
        return v.toBool();
    }

    Result<QJsonArray> array(const QJsonObject &o, const QString &path, const QString &name) const
    {
        const QJsonValue v = o.value(name);
        if (v.isUndefined() || v.isNull()) {
            return QJsonArray();
        }
        if (!v.isArray()) {
            return std::unexpected(error(path + name, Tr::tr("must be an array")));
        }
        return v.toArray();
    }

    Result<QStringList> strings(const QJsonObject &o, const QString &path, const QString &name) const
    {
        auto arr = array(o, path, name);
        if (!arr) {
            return std::unexpected(arr.error());
        }
        QStringList out;
        for (qsizetype i = 0; i < arr->size(); ++i) {
            if (!arr->at(i).isString() || arr->at(i).toString().isEmpty()) {
                return std::unexpected(error(QStringLiteral("%1%2[%3]").arg(path, name).arg(i),
                                             Tr::tr("must be a non-empty string")));
            }
            out.append(arr->at(i).toString());
        }
        return out;
    }

    Result<QJsonObject> object(const QJsonValue &v, const QString &path) const
    {
        if (!v.isObject()) {
            return std::unexpected(error(path, Tr::tr("must be an object")));
        }
        return v.toObject();
    }

    Result<void> knownKeys(const QJsonObject &o, const QString &path,
                           std::initializer_list<const char *> keys) const
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const bool known =
                std::ranges::any_of(keys, [&](const char *k) { return it.key() == QLatin1StringView(k); });
            if (!known) {
                QStringList expected;
                for (const char *k : keys) {
                    expected.append(QLatin1StringView(k));
                }
                return std::unexpected(
                    error(path + it.key(),
                          Tr::tr("is not a known field (%1)").arg(expected.join(QStringLiteral(", ")))));
            }
        }
        return {};
    }

    Result<ColumnType> type(const QJsonObject &o, const QString &path, const QString &name, bool required,
                            ColumnType fallback) const
    {
        auto text = string(o, path, name, required);
        if (!text) {
            return std::unexpected(text.error());
        }
        if (text->isEmpty()) {
            return fallback;
        }
        const auto t = columnTypeFromName(*text);
        if (!t) {
            return std::unexpected(
                error(path + name, Tr::tr("'%1' is not a known type (%2)")
                                       .arg(*text, columnTypeNames().join(QStringLiteral(", ")))));
        }
        return *t;
    }

    Result<QByteArray> columnName(const QJsonObject &o, const QString &path, const QString &name) const
    {
        auto text = string(o, path, name, true);
        if (!text) {
            return std::unexpected(text.error());
        }
        const qsizetype colon = text->indexOf(u':');
        if (colon <= 0) {
            return std::unexpected(error(path + name, Tr::tr("'%1' must be family:qualifier").arg(*text)));
        }
        return text->toUtf8();
    }

private:
    QString m_source;
};

#define EI_TRY(var, expr)                                                                                    \
    auto var = (expr);                                                                                       \
    if (!var) {                                                                                              \
        return std::unexpected(var.error());                                                                 \
    }

Result<KeyStructure> parseKeyStructure(const Reader &r, const QJsonObject &o, const QString &path)
{
    EI_TRY(keys, r.knownKeys(o, path, {"tables", "separator", "leadingSeparator", "parts"}));
    KeyStructure ks;
    EI_TRY(tables, r.strings(o, path, QStringLiteral("tables")));
    ks.tables = *tables;
    EI_TRY(sep, r.string(o, path, QStringLiteral("separator"), true));
    ks.separator = sep->toUtf8();
    EI_TRY(leading, r.boolean(o, path, QStringLiteral("leadingSeparator")));
    ks.leadingSeparator = *leading;
    EI_TRY(parts, r.array(o, path, QStringLiteral("parts")));
    if (parts->isEmpty()) {
        return std::unexpected(
            r.error(path + QStringLiteral("parts"), Tr::tr("must list at least one part")));
    }
    for (qsizetype i = 0; i < parts->size(); ++i) {
        const QString p = QStringLiteral("%1parts[%2].").arg(path).arg(i);
        EI_TRY(po, r.object(parts->at(i), p.chopped(1)));
        EI_TRY(pk, r.knownKeys(*po, p, {"name", "label", "type"}));
        KeyPart part;
        EI_TRY(name, r.string(*po, p, QStringLiteral("name"), true));
        part.name = *name;
        EI_TRY(label, r.string(*po, p, QStringLiteral("label"), false, *name));
        part.label = *label;
        EI_TRY(type, r.type(*po, p, QStringLiteral("type"), false, ColumnType::Utf8));
        part.type = *type;
        ks.parts.append(part);
    }
    return ks;
}

Result<RecordGroup> parseRecordGroup(const Reader &r, const QJsonObject &o, const QString &path)
{
    EI_TRY(keys, r.knownKeys(o, path, {"name", "label", "family", "count", "countType", "fields"}));
    RecordGroup g;
    EI_TRY(name, r.string(o, path, QStringLiteral("name"), true));
    g.name = *name;
    EI_TRY(label, r.string(o, path, QStringLiteral("label"), false, *name));
    g.label = *label;
    EI_TRY(family, r.string(o, path, QStringLiteral("family"), true));
    g.family = family->toUtf8();
    EI_TRY(count, r.string(o, path, QStringLiteral("count"), false));
    g.countQualifier = count->toUtf8();
    EI_TRY(countType, r.type(o, path, QStringLiteral("countType"), false, ColumnType::DecimalUtf8));
    g.countType = *countType;
    EI_TRY(fields, r.array(o, path, QStringLiteral("fields")));
    if (fields->isEmpty()) {
        return std::unexpected(
            r.error(path + QStringLiteral("fields"), Tr::tr("must list at least one field")));
    }
    for (qsizetype i = 0; i < fields->size(); ++i) {
        const QString p = QStringLiteral("%1fields[%2].").arg(path).arg(i);
        EI_TRY(fo, r.object(fields->at(i), p.chopped(1)));
        EI_TRY(fk, r.knownKeys(*fo, p, {"prefix", "label", "type"}));
        RecordField f;
        EI_TRY(prefix, r.string(*fo, p, QStringLiteral("prefix"), true));
        f.prefix = prefix->toUtf8();
        EI_TRY(flabel, r.string(*fo, p, QStringLiteral("label"), false, *prefix));
        f.label = *flabel;
        EI_TRY(type, r.type(*fo, p, QStringLiteral("type"), false, ColumnType::Utf8));
        f.type = *type;
        g.fields.append(f);
    }
    return g;
}

} // namespace

QString columnTypeName(ColumnType type)
{
    switch (type) {
    case ColumnType::Auto:
        return QStringLiteral("auto");
    case ColumnType::Json:
        return QStringLiteral("json");
    case ColumnType::Int64Be:
        return QStringLiteral("int64-be");
    case ColumnType::Utf8:
        return QStringLiteral("utf8");
    case ColumnType::XmlTei:
        return QStringLiteral("xml-tei");
    case ColumnType::Bytes:
        return QStringLiteral("bytes");
    case ColumnType::DecimalUtf8:
        return QStringLiteral("decimal-utf8");
    case ColumnType::UnixTimeUtf8:
        return QStringLiteral("unix-time-utf8");
    case ColumnType::VectorBytes:
        return QStringLiteral("vector-bytes");
    }
    return QString();
}

QStringList columnTypeNames()
{
    QStringList out;
    for (ColumnType t :
         {ColumnType::Json, ColumnType::Int64Be, ColumnType::Utf8, ColumnType::XmlTei, ColumnType::Bytes,
          ColumnType::DecimalUtf8, ColumnType::UnixTimeUtf8, ColumnType::VectorBytes, ColumnType::Auto}) {
        out.append(columnTypeName(t));
    }
    return out;
}

std::optional<ColumnType> columnTypeFromName(QStringView name)
{
    for (ColumnType t :
         {ColumnType::Auto, ColumnType::Json, ColumnType::Int64Be, ColumnType::Utf8, ColumnType::XmlTei,
          ColumnType::Bytes, ColumnType::DecimalUtf8, ColumnType::UnixTimeUtf8, ColumnType::VectorBytes}) {
        if (name == columnTypeName(t)) {
            return t;
        }
    }
    return std::nullopt;
}

bool ColumnSpec::matches(QByteArrayView col) const
{
    if (column.endsWith('*')) {
        return col.startsWith(QByteArrayView(column).chopped(1));
    }
    return col == column;
}

std::optional<std::pair<int, qsizetype>> RecordGroup::locate(QByteArrayView col) const
{
    const qsizetype colon = col.indexOf(':');
    if (colon < 0 || col.first(colon) != family) {
        return std::nullopt;
    }
    const QByteArrayView qualifier = col.sliced(colon + 1);
    for (qsizetype f = 0; f < fields.size(); ++f) {
        if (!qualifier.startsWith(fields[f].prefix)) {
            continue;
        }
        const QByteArrayView digits = qualifier.sliced(fields[f].prefix.size());
        if (digits.isEmpty() || digits.size() > 6) {
            continue;
        }
        int index = 0;
        bool ok = true;
        for (char c : digits) {
            if (c < '0' || c > '9') {
                ok = false;
                break;
            }
            index = index * 10 + (c - '0');
        }
        if (ok && index >= 1) {
            return std::pair{index, f};
        }
    }
    return std::nullopt;
}

const ColumnSpec *Profile::column(QByteArrayView col) const
{
    const ColumnSpec *best = nullptr;
    for (const ColumnSpec &c : columns) {
        if (c.column == col) {
            return &c;
        }
        if (c.matches(col) && (!best || c.column.size() > best->column.size())) {
            best = &c;
        }
    }
    return best;
}

ColumnType Profile::typeOf(QByteArrayView col) const
{
    if (const ColumnSpec *c = column(col)) {
        return c->type;
    }
    for (const RecordGroup &g : recordGroups) {
        if (const auto at = g.locate(col)) {
            return g.fields[at->second].type;
        }
        if (!g.countQualifier.isEmpty() && col == QByteArray(g.family + ':' + g.countQualifier)) {
            return g.countType;
        }
    }
    return ColumnType::Auto;
}

bool Profile::isHeavy(QByteArrayView col) const
{
    const ColumnSpec *c = column(col);
    return c && c->heavy;
}

QList<QByteArray> Profile::lightListColumns() const
{
    QList<QByteArray> out;
    for (const QByteArray &c : listColumns) {
        if (!isHeavy(c)) {
            out.append(c);
        }
    }
    return out;
}

const KeyStructure *Profile::keyStructureFor(const QString &table) const
{
    for (const KeyStructure &k : keyStructures) {
        if (k.tables.isEmpty()) {
            return &k;
        }
        for (const QString &glob : k.tables) {
            if (globMatch(glob, table)) {
                return &k;
            }
        }
    }
    return nullptr;
}

const LifecycleState *Profile::lifecycleState(const QString &id) const
{
    for (const LifecycleState &s : lifecycle) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

bool Profile::matchesTable(const QString &table) const
{
    return std::ranges::any_of(tables, [&](const QString &glob) { return globMatch(glob, table); });
}

Result<Profile> parseProfile(QByteArrayView json, const QString &source)
{
    const Reader r(source);
    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &perr);
    if (perr.error != QJsonParseError::NoError) {
        return fail(ErrorKind::InvalidInput, Tr::tr("%1: not valid JSON at byte %2 (%3)")
                                                 .arg(source)
                                                 .arg(perr.offset)
                                                 .arg(perr.errorString()));
    }
    if (!doc.isObject()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("%1: a profile must be a JSON object").arg(source));
    }
    const QJsonObject o = doc.object();
    const QString root;
    EI_TRY(keys, r.knownKeys(o, root,
                             {"format", "name", "label", "description", "tables", "key", "families",
                              "columns", "listColumns", "listHidden", "recordGroups", "lifecycle",
                              "vocabularies", "expectedSchema"}));
    const QJsonValue format = o.value(QLatin1StringView("format"));
    if (!format.isUndefined() && format.toInt(-1) != kProfileFormat) {
        return std::unexpected(r.error(QStringLiteral("format"), Tr::tr("must be %1").arg(kProfileFormat)));
    }

    Profile p;
    p.source = source;
    EI_TRY(name, r.string(o, root, QStringLiteral("name"), true));
    for (QChar c : *name) {
        if (!(c.isLower() || c.isDigit() || c == u'-' || c == u'_') || c.unicode() > 127) {
            return std::unexpected(
                r.error(QStringLiteral("name"), Tr::tr("'%1' must use only a-z, 0-9, - and _").arg(*name)));
        }
    }
    p.name = *name;
    EI_TRY(label, r.string(o, root, QStringLiteral("label"), false, *name));
    p.label = *label;
    EI_TRY(description, r.string(o, root, QStringLiteral("description"), false));
    p.description = *description;
    EI_TRY(tables, r.strings(o, root, QStringLiteral("tables")));
    p.tables = *tables;

    const QJsonValue keyValue = o.value(QLatin1StringView("key"));
    if (!keyValue.isUndefined()) {
        EI_TRY(ko, r.object(keyValue, QStringLiteral("key")));
        EI_TRY(kk, r.knownKeys(*ko, QStringLiteral("key."), {"format", "structures"}));
        EI_TRY(kf, r.string(*ko, QStringLiteral("key."), QStringLiteral("format"), false,
                            keyFormatName(KeyFormat::Sha1B32Prefixed)));
        auto fmt = parseKeyFormat(*kf);
        if (!fmt) {
            return std::unexpected(
                r.error(QStringLiteral("key.format"), Tr::tr("%1: expected one of %2")
                                                          .arg(fmt.error().message.section(u':', 0, 0),
                                                               keyFormatNames().join(QStringLiteral(", ")))));
        }
        p.keyFormat = *fmt;
        EI_TRY(structures, r.array(*ko, QStringLiteral("key."), QStringLiteral("structures")));
        for (qsizetype i = 0; i < structures->size(); ++i) {
            const QString path = QStringLiteral("key.structures[%1]").arg(i);
            EI_TRY(so, r.object(structures->at(i), path));
            EI_TRY(ks, parseKeyStructure(r, *so, path + u'.'));
            p.keyStructures.append(*ks);
        }
    }

    EI_TRY(families, r.strings(o, root, QStringLiteral("families")));
    for (const QString &f : *families) {
        p.families.append(f.toUtf8());
    }

    EI_TRY(columns, r.array(o, root, QStringLiteral("columns")));
    for (qsizetype i = 0; i < columns->size(); ++i) {
        const QString path = QStringLiteral("columns[%1]").arg(i);
        EI_TRY(co, r.object(columns->at(i), path));
        const QString pp = path + u'.';
        EI_TRY(ck, r.knownKeys(*co, pp, {"column", "type", "label", "description", "heavy"}));
        ColumnSpec c;
        EI_TRY(col, r.columnName(*co, pp, QStringLiteral("column")));
        c.column = *col;
        const QByteArray family = c.column.left(c.column.indexOf(':'));
        if (!p.families.isEmpty() && !p.families.contains(family)) {
            return std::unexpected(r.error(pp + QStringLiteral("column"),
                                           Tr::tr("'%1' is in family '%2', which is not listed in families")
                                               .arg(QString::fromUtf8(c.column), QString::fromUtf8(family))));
        }
        if (std::ranges::any_of(p.columns,
                                [&](const ColumnSpec &other) { return other.column == c.column; })) {
            return std::unexpected(
                r.error(pp + QStringLiteral("column"),
                        Tr::tr("'%1' is declared twice").arg(QString::fromUtf8(c.column))));
        }
        EI_TRY(type, r.type(*co, pp, QStringLiteral("type"), true, ColumnType::Auto));
        c.type = *type;
        EI_TRY(clabel, r.string(*co, pp, QStringLiteral("label"), false, QString::fromUtf8(c.column)));
        c.label = *clabel;
        EI_TRY(cdesc, r.string(*co, pp, QStringLiteral("description"), false));
        c.description = *cdesc;
        EI_TRY(heavy, r.boolean(*co, pp, QStringLiteral("heavy")));
        c.heavy = *heavy;
        p.columns.append(c);
    }

    EI_TRY(listColumns, r.strings(o, root, QStringLiteral("listColumns")));
    for (qsizetype i = 0; i < listColumns->size(); ++i) {
        const QByteArray c = listColumns->at(i).toUtf8();
        if (!std::ranges::any_of(p.columns, [&](const ColumnSpec &s) { return s.column == c; })) {
            return std::unexpected(
                r.error(QStringLiteral("listColumns[%1]").arg(i),
                        Tr::tr("'%1' is not one of the declared columns").arg(listColumns->at(i))));
        }
        p.listColumns.append(c);
    }
    EI_TRY(listHidden, r.strings(o, root, QStringLiteral("listHidden")));
    for (qsizetype i = 0; i < listHidden->size(); ++i) {
        const QByteArray c = listHidden->at(i).toUtf8();
        if (!p.listColumns.contains(c)) {
            return std::unexpected(
                r.error(QStringLiteral("listHidden[%1]").arg(i),
                        Tr::tr("'%1' is not one of the listColumns").arg(listHidden->at(i))));
        }
        p.listHidden.append(c);
    }

    EI_TRY(groups, r.array(o, root, QStringLiteral("recordGroups")));
    for (qsizetype i = 0; i < groups->size(); ++i) {
        const QString path = QStringLiteral("recordGroups[%1]").arg(i);
        EI_TRY(go, r.object(groups->at(i), path));
        EI_TRY(g, parseRecordGroup(r, *go, path + u'.'));
        p.recordGroups.append(*g);
    }

    EI_TRY(lifecycle, r.array(o, root, QStringLiteral("lifecycle")));
    for (qsizetype i = 0; i < lifecycle->size(); ++i) {
        const QString path = QStringLiteral("lifecycle[%1]").arg(i);
        EI_TRY(lo, r.object(lifecycle->at(i), path));
        const QString pp = path + u'.';
        EI_TRY(lk, r.knownKeys(*lo, pp, {"id", "label", "description"}));
        LifecycleState s;
        EI_TRY(id, r.string(*lo, pp, QStringLiteral("id"), true));
        s.id = *id;
        EI_TRY(slabel, r.string(*lo, pp, QStringLiteral("label"), false, *id));
        s.label = *slabel;
        EI_TRY(sdesc, r.string(*lo, pp, QStringLiteral("description"), false));
        s.description = *sdesc;
        p.lifecycle.append(s);
    }

    const QJsonValue vocab = o.value(QLatin1StringView("vocabularies"));
    if (!vocab.isUndefined()) {
        EI_TRY(vo, r.object(vocab, QStringLiteral("vocabularies")));
        EI_TRY(vk, r.knownKeys(*vo, QStringLiteral("vocabularies."), {"match0:mstatus", "grobid0:quality"}));
        EI_TRY(mstatus, r.strings(*vo, QStringLiteral("vocabularies."), QStringLiteral("match0:mstatus")));
        p.mstatusVocabulary = *mstatus;
        EI_TRY(quality, r.strings(*vo, QStringLiteral("vocabularies."), QStringLiteral("grobid0:quality")));
        p.qualityVocabulary = *quality;
    }

    if (const QJsonValue expected = o.value(QLatin1StringView("expectedSchema")); !expected.isUndefined()) {
        auto schema = parseExpectedSchema(expected, source);
        if (!schema) {
            return std::unexpected(schema.error());
        }
        for (const ExpectedFamily &f : schema->families) {
            if (!p.families.isEmpty() && !p.families.contains(f.name)) {
                return std::unexpected(r.error(
                    QStringLiteral("expectedSchema.families"),
                    Tr::tr("'%1' is not one of the profile's families").arg(QString::fromUtf8(f.name))));
            }
        }
        p.expectedSchema = *schema;
    }
    return p;
}

QList<QPair<QString, QByteArray>> splitKey(const KeyStructure &structure, QByteArrayView key)
{
    QList<QPair<QString, QByteArray>> out;
    QByteArrayView rest = key;
    if (structure.leadingSeparator && rest.startsWith(structure.separator)) {
        rest = rest.sliced(structure.separator.size());
    }
    for (qsizetype i = 0; i < structure.parts.size(); ++i) {
        const bool last = i + 1 == structure.parts.size();
        const qsizetype at = last || structure.separator.isEmpty() ? -1 : rest.indexOf(structure.separator);
        if (at < 0) {
            out.append({structure.parts[i].name, rest.toByteArray()});
            rest = QByteArrayView();
        } else {
            out.append({structure.parts[i].name, rest.first(at).toByteArray()});
            rest = rest.sliced(at + structure.separator.size());
        }
    }
    return out;
}

ProfileRegistry ProfileRegistry::builtin()
{
    ProfileRegistry reg;
    const QDir dir(QStringLiteral(":/ei/profiles"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        auto added = reg.addFile(dir.filePath(f));
        Q_ASSERT_X(added.has_value(), "ProfileRegistry::builtin", "a built-in profile does not load");
    }
    return reg;
}

QString ProfileRegistry::userProfileDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/profiles");
}

ProfileRegistry ProfileRegistry::withUserProfiles()
{
    ProfileRegistry reg = builtin();
    reg.addDirectory(userProfileDirectory());
    return reg;
}

Result<const Profile *> ProfileRegistry::addFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e{ErrorKind::Io, Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString())};
        m_errors.append(e);
        return std::unexpected(e);
    }
    // Profiles are small; a huge file is a mistake, not a profile.
    if (file.size() > 4 * 1024 * 1024) {
        Error e{ErrorKind::InvalidInput, Tr::tr("%1: is larger than 4 MiB, not a profile").arg(path)};
        m_errors.append(e);
        return std::unexpected(e);
    }
    const QString source = path.startsWith(u':') ? path : QFileInfo(path).filePath();
    auto profile = parseProfile(file.readAll(), source);
    if (!profile) {
        m_errors.append(profile.error());
        return std::unexpected(profile.error());
    }
    add(std::move(*profile));
    return find(m_profiles.last().name);
}

int ProfileRegistry::addDirectory(const QString &dirPath)
{
    const QDir dir(dirPath);
    if (!dir.exists()) {
        return 0;
    }
    int loaded = 0;
    for (const QString &f :
         dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name)) {
        if (addFile(dir.filePath(f))) {
            ++loaded;
        }
    }
    return loaded;
}

void ProfileRegistry::add(Profile profile)
{
    m_profiles.removeIf([&](const Profile &p) { return p.name == profile.name; });
    m_profiles.append(std::move(profile));
}

const Profile *ProfileRegistry::find(const QString &name) const
{
    for (const Profile &p : m_profiles) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

QStringList ProfileRegistry::names() const
{
    QStringList out;
    for (const Profile &p : m_profiles) {
        out.append(p.name);
    }
    out.sort();
    return out;
}

const Profile &ProfileRegistry::forTable(const QString &table) const
{
    // User profiles are appended last; they win over built-ins that match the same table.
    for (auto it = m_profiles.crbegin(); it != m_profiles.crend(); ++it) {
        if (it->matchesTable(table)) {
            return *it;
        }
    }
    if (const Profile *generic = find(QStringLiteral("generic"))) {
        return *generic;
    }
    static const Profile empty = [] {
        Profile p;
        p.name = QStringLiteral("generic");
        p.keyFormat = KeyFormat::Utf8;
        return p;
    }();
    return empty;
}

Result<const Profile *> ProfileRegistry::resolve(const QString &explicitName, const QString &table) const
{
    if (explicitName.isEmpty()) {
        return &forTable(table);
    }
    if (const Profile *p = find(explicitName)) {
        return p;
    }
    return fail(
        ErrorKind::InvalidInput,
        Tr::tr("there is no profile '%1' (known: %2)").arg(explicitName, names().join(QStringLiteral(", "))));
}

} // namespace Ei::Core
