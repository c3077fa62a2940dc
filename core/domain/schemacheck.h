#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

#include <core/domain/profile.h>
#include <core/hbase/cellset.h>
#include <core/hbase/tableschema.h>
#include <core/util/pendingcall.h>

namespace Ei::Core {

class AdminClient;
class RestClient;

// A change that repairs a finding: set attributes of one family (POST, only that family), or add
// the family with them.
struct SchemaFix
{
    QByteArray family;
    QMap<QString, QString> set;
    bool addFamily = false;

    // "Set grobid0 COMPRESSION=SNAPPY", "Add family match0 (VERSIONS=1)".
    QString description() const;
};

// One problem the check found (docs/schema-check.md lists the rules).
struct SchemaFinding
{
    RuleSeverity severity = RuleSeverity::Error;
    QString rule;   // e.g. "qualifier-collision"
    QString family; // may be empty
    QString column; // may be empty; for collisions the columns involved, comma-separated
    QString message;
    std::optional<SchemaFix> fix;

    // {"severity","rule","family"?,"column"?,"message"} as the CLI prints it.
    QJsonObject toJson() const;
};

// The families and attributes a table created from the profile gets: expectedSchema's, else the
// profile's families with VERSIONS=1 (seed 000's one version per cell).
TableSchema schemaFromProfile(const Profile &profile, const QString &table);

// Checks a live table: its schema against the profile's expectedSchema and seed 000's rules, and
// the sampled rows' keys and columns (values are not needed). Pure: no I/O.
QList<SchemaFinding> checkSchema(const Profile &profile, const TableSchema &schema, const CellSet &sample);

struct SchemaCheckReport
{
    TableSchema schema;
    qint64 sampledRows = 0;
    QList<SchemaFinding> findings;

    bool hasErrors() const;
};

// Reads the schema, samples up to `sampleRows` rows with a server-side scan (KeyOnlyFilter: keys
// and column names, no values) and checks them. Progress is rows sampled of sampleRows; cancel()
// stops the scan. The call is a child of `parent`.
Call<SchemaCheckReport> *runSchemaCheck(RestClient *client, AdminClient *admin, const Profile &profile,
                                        qint64 sampleRows, QObject *parent);

} // namespace Ei::Core
