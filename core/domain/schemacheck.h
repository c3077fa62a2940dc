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
class GatewayPool;
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
    // How the sample was read: key ranges (1: the table's first rows) and scans at once.
    qsizetype sampledRanges = 1;
    int scansAtOnce = 1;

    bool hasErrors() const;
};

// Where the sample comes from (docs/admin.md, "The schema check"). Without a pool, or with parallel
// 1, it is the table's first rows, one scan on the client. With a pool it is spread over the whole
// table: the key range is cut at the table's regions (GET /{table}/regions), each range gets an
// equal share of the rows (the remainder to the first ones) and up to `parallel` ranges are read at
// once on the pool's gateways in turn. A single region, or a gateway that cannot list the regions,
// gives the first rows again.
struct SchemaSampleOptions
{
    GatewayPool *gateways = nullptr; // not owned
    int parallel = 0; // ranges read at once; 0 = auto: min(ranges, ParallelScanOptions::kAutoMax)
};

// The rows sampled, in key order, keys and column names only, and how they were read: key ranges (1:
// the table's first rows) and scans at once.
struct SchemaSample
{
    CellSet rows;
    qsizetype ranges = 1;
    int atOnce = 1;
};

// Up to `sampleRows` rows of `client`'s table (none for 0) as SchemaSampleOptions says; `admin` (on
// the same table) lists the regions. Progress is rows sampled of sampleRows; cancel() stops every
// scan. The call is a child of `parent`.
Call<SchemaSample> *sampleForSchemaCheck(RestClient *client, AdminClient *admin, qint64 sampleRows,
                                         const SchemaSampleOptions &sampling, QObject *parent);

// Reads the schema, samples up to `sampleRows` rows with server-side scans (KeyOnlyFilter: keys
// and column names, no values) and checks them; the sample is in key order. Progress is rows
// sampled of sampleRows; cancel() stops every scan. Each range is a ResumableScan: a lost scanner,
// a cut-off page or a failed gateway is taken up again after its last row, on the next gateway
// (GatewayPool::replace). The call is a child of `parent`.
Call<SchemaCheckReport> *runSchemaCheck(RestClient *client, AdminClient *admin, const Profile &profile,
                                        qint64 sampleRows, QObject *parent,
                                        SchemaSampleOptions sampling = {});

} // namespace Ei::Core
