#pragma once

#include <optional>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/domain/expectedschema.h>
#include <core/domain/rowkey.h>
#include <core/util/result.h>

namespace Ei::Core {

// How a column's bytes are encoded (docs/profiles.md lists each with its display and JSON form).
enum class ColumnType
{
    Auto,         // unknown: sniffed per cell (generic profile)
    Json,         // UTF-8 JSON text
    Int64Be,      // 8-byte big-endian signed integer (HBase Bytes.toBytes(long))
    Utf8,         // text
    XmlTei,       // XML (GROBID TEI) kept as text, never re-serialised
    Bytes,        // opaque bytes, shown as hex
    DecimalUtf8,  // a base-10 number written as text ("42", "0.25")
    UnixTimeUtf8, // seconds (or milliseconds) since the epoch written as base-10 text
    VectorBytes,  // a serialized vector (e.g. Mahout VectorWritable), shown as hex with its size
};

QString columnTypeName(ColumnType type);
std::optional<ColumnType> columnTypeFromName(QStringView name);
QStringList columnTypeNames();

struct ColumnSpec
{
    // "family:qualifier"; a trailing '*' makes it a qualifier prefix ("membership:*").
    QByteArray column;
    ColumnType type = ColumnType::Auto;
    QString label;
    QString description;
    bool heavy = false; // never fetched for list views (TEI XML, big JSON)

    bool matches(QByteArrayView col) const;
};

// One component of a composite row key, e.g. grouperfish's <namespace>/<collection>/<id>.
struct KeyPart
{
    QString name;
    QString label;
    ColumnType type = ColumnType::Utf8;
};

struct KeyStructure
{
    QStringList tables; // table-name globs it applies to; empty = all tables of the profile
    QByteArray separator;
    bool leadingSeparator = false; // keys start with the separator ("/DEFAULT/...")
    QList<KeyPart> parts;
};

// Repeated sub-records flattened into counted columns, e.g. GBIF's
// o:count, o:identifier_1, o:identifier_type_1, o:identifier_2, ... shown as a table of records.
struct RecordField
{
    QByteArray prefix; // qualifier prefix, the record's 1-based index follows it
    QString label;
    ColumnType type = ColumnType::Utf8;
};

struct RecordGroup
{
    QString name;
    QString label;
    QByteArray family;
    QByteArray countQualifier; // may be empty: records are then found by scanning qualifiers
    ColumnType countType = ColumnType::DecimalUtf8;
    QList<RecordField> fields;

    // Index of the record a column belongs to (>= 1) and the field index, or nullopt.
    std::optional<std::pair<int, qsizetype>> locate(QByteArrayView column) const;
};

struct LifecycleState
{
    QString id;
    QString label;
    QString description;
};

struct Profile
{
    QString name;
    QString label;
    QString description;
    QString source; // file or resource the profile came from, for messages
    QStringList tables;
    KeyFormat keyFormat = KeyFormat::Sha1B32Prefixed;
    QList<KeyStructure> keyStructures;
    QList<QByteArray> families;
    QList<ColumnSpec> columns;
    QList<QByteArray> listColumns; // list-view columns in order
    // List columns a new list hides (still read, and offered in the header's menu).
    QList<QByteArray> listHidden;
    QList<RecordGroup> recordGroups;
    QList<LifecycleState> lifecycle;
    QStringList mstatusVocabulary; // match0:mstatus values (domain.md §3)
    QStringList qualityVocabulary; // grobid0:quality values
    // The layout tables of the profile should have (create-table, schema-check); empty = none.
    ExpectedSchema expectedSchema;

    // Exact column spec first, then the longest matching prefix spec; nullptr for unknown columns.
    const ColumnSpec *column(QByteArrayView col) const;
    ColumnType typeOf(QByteArrayView col) const;
    bool isHeavy(QByteArrayView col) const;
    // Columns a list view may fetch (listColumns without heavy ones).
    QList<QByteArray> lightListColumns() const;
    const KeyStructure *keyStructureFor(const QString &table) const;
    const LifecycleState *lifecycleState(const QString &id) const;
    bool matchesTable(const QString &table) const;
};

// Parses and validates one profile file. Every problem names the source and the field:
// "profiles/x.json: columns[3].type 'int32' is not a known type (json, int64-be, ...)".
Result<Profile> parseProfile(QByteArrayView json, const QString &source);

// Splits a composite key into its named parts (missing trailing parts are empty).
QList<QPair<QString, QByteArray>> splitKey(const KeyStructure &structure, QByteArrayView key);

// The built-in profiles (compiled in from resources/profiles) plus user profile files. Later
// additions with the same name replace earlier ones, so a user file can override a built-in.
class ProfileRegistry final
{
public:
    // Built-in profiles only. A broken built-in is a programming error caught by the tests.
    static ProfileRegistry builtin();
    // Built-ins plus every *.json in userProfileDirectory(); broken user files are reported in
    // errors() and skipped.
    static ProfileRegistry withUserProfiles();
    static QString userProfileDirectory();

    Result<const Profile *> addFile(const QString &path);
    // Adds every *.json of a directory (sorted by name); returns how many loaded. Problems are
    // collected in errors().
    int addDirectory(const QString &dir);
    void add(Profile profile);

    const Profile *find(const QString &name) const;
    QStringList names() const;
    const QList<Error> &errors() const { return m_errors; }

    // The profile for a table: the first whose tables globs match, else "generic".
    const Profile &forTable(const QString &table) const;
    // Explicit name (from --profile) wins; otherwise chosen from the table name.
    Result<const Profile *> resolve(const QString &explicitName, const QString &table) const;

private:
    QList<Profile> m_profiles;
    QList<Error> m_errors;
};

} // namespace Ei::Core
