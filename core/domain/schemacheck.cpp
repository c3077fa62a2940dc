#include "schemacheck.h"

#include <memory>

#include <QCoreApplication>
#include <QSet>

#include <core/domain/rowkey.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/columnname.h>
#include <core/hbase/restclient.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::SchemaCheck)
};

QString severityName(RuleSeverity s)
{
    return s == RuleSeverity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

QString assignments(const QMap<QString, QString> &set)
{
    QStringList parts;
    for (auto it = set.cbegin(); it != set.cend(); ++it) {
        parts.append(it.key() + u'=' + it.value());
    }
    return parts.join(QStringLiteral(", "));
}

bool declared(const Profile &profile, QByteArrayView column)
{
    if (profile.column(column)) {
        return true;
    }
    const QByteArray family = columnFamily(column);
    return std::ranges::any_of(profile.recordGroups, [&](const RecordGroup &g) {
        return g.family == family && g.locate(column).has_value();
    });
}

bool keyInFormat(QByteArrayView key, KeyFormat format)
{
    if (format == KeyFormat::Utf8) {
        return true;
    }
    const auto sha1 = sha1FromRowKey(key, format);
    return sha1 && encodeRowKey(*sha1, format) == key;
}

} // namespace

QString SchemaFix::description() const
{
    if (addFamily) {
        return set.isEmpty() ? Tr::tr("Add family %1").arg(QString::fromUtf8(family))
                             : Tr::tr("Add family %1 (%2)").arg(QString::fromUtf8(family), assignments(set));
    }
    return Tr::tr("Set %1 %2").arg(QString::fromUtf8(family), assignments(set));
}

QJsonObject SchemaFinding::toJson() const
{
    QJsonObject o{{QStringLiteral("severity"), severityName(severity)},
                  {QStringLiteral("rule"), rule},
                  {QStringLiteral("message"), message}};
    if (!family.isEmpty()) {
        o.insert(QStringLiteral("family"), family);
    }
    if (!column.isEmpty()) {
        o.insert(QStringLiteral("column"), column);
    }
    if (fix) {
        o.insert(QStringLiteral("fix"), fix->description());
    }
    return o;
}

TableSchema schemaFromProfile(const Profile &profile, const QString &table)
{
    TableSchema s;
    s.name = table;
    if (!profile.expectedSchema.isEmpty()) {
        for (const ExpectedFamily &f : profile.expectedSchema.families) {
            s.families.append(ColumnSchema{f.name, f.attributes});
        }
        return s;
    }
    for (const QByteArray &f : profile.families) {
        s.families.append(ColumnSchema{f, {{QStringLiteral("VERSIONS"), QStringLiteral("1")}}});
    }
    return s;
}

QList<SchemaFinding> checkSchema(const Profile &profile, const TableSchema &schema, const CellSet &sample)
{
    const ExpectedSchema &expected = profile.expectedSchema;
    QList<SchemaFinding> findings;
    const auto add = [&](const QString &rule, const QString &family, const QString &column,
                         const QString &message, std::optional<SchemaFix> fix = std::nullopt) {
        const RuleSeverity severity = expected.severity(rule);
        if (severity != RuleSeverity::Off) {
            findings.append(SchemaFinding{severity, rule, family, column, message, std::move(fix)});
        }
    };
    const TableSchema wanted = schemaFromProfile(profile, schema.name);

    for (const ColumnSchema &w : wanted.families) {
        const QString name = QString::fromUtf8(w.name);
        const ColumnSchema *live = schema.family(w.name);
        if (!live) {
            add(QStringLiteral("family-missing"), name, {},
                Tr::tr("The table has no family '%1', which the profile '%2' needs.").arg(name, profile.name),
                SchemaFix{w.name, w.attributes, true});
            continue;
        }
        for (auto it = w.attributes.cbegin(); it != w.attributes.cend(); ++it) {
            const QString have = live->attributes.value(it.key());
            if (have.compare(it.value(), Qt::CaseInsensitive) != 0) {
                add(QStringLiteral("family-attribute"), name, {},
                    Tr::tr("Family '%1' has %2=%3; the profile '%4' expects %2=%5.")
                        .arg(name, it.key(), have.isEmpty() ? QStringLiteral("(unset)") : have, profile.name,
                             it.value()),
                    SchemaFix{w.name, {{it.key(), it.value()}}, false});
            }
        }
    }
    if (!profile.families.isEmpty()) {
        for (const ColumnSchema &live : schema.families) {
            if (!profile.families.contains(live.name) && !wanted.family(live.name)) {
                add(QStringLiteral("family-unknown"), QString::fromUtf8(live.name), {},
                    Tr::tr("The profile '%1' does not know family '%2'.")
                        .arg(profile.name, QString::fromUtf8(live.name)));
            }
        }
    }

    // Seed 000: a qualifier must not be used under two families (map/reduce frameworks collide on
    // bare names). Sorted maps keep the findings in a stable order.
    QMap<QByteArray, QSet<QByteArray>> familiesOfQualifier;
    QMap<QByteArray, qint64> undeclared;
    qint64 badKeys = 0;
    QByteArray firstBadKey;
    for (const Row &row : sample) {
        if (!keyInFormat(row.key, profile.keyFormat)) {
            if (badKeys++ == 0) {
                firstBadKey = row.key;
            }
        }
        for (const Cell &c : row.cells) {
            familiesOfQualifier[columnQualifier(c.column)].insert(columnFamily(c.column));
            if (!profile.columns.isEmpty() && !declared(profile, c.column)) {
                ++undeclared[c.column];
            }
        }
    }
    for (auto it = familiesOfQualifier.cbegin(); it != familiesOfQualifier.cend(); ++it) {
        if (it.value().size() < 2) {
            continue;
        }
        QList<QByteArray> families = it.value().values();
        std::ranges::sort(families);
        QStringList columns;
        for (const QByteArray &f : families) {
            columns.append(QString::fromUtf8(f + ':' + it.key()));
        }
        add(QStringLiteral("qualifier-collision"), {}, columns.join(u','),
            Tr::tr("The qualifier '%1' is used under %2 families (%3); column names should be unique "
                   "across families.")
                .arg(QString::fromUtf8(it.key()))
                .arg(families.size())
                .arg(columns.join(QStringLiteral(", "))));
    }
    if (badKeys > 0) {
        add(QStringLiteral("key-format"), {}, {},
            Tr::tr("%1 of %2 sampled row keys are not in the profile's key format %3, e.g. '%4'.")
                .arg(badKeys)
                .arg(sample.size())
                .arg(keyFormatName(profile.keyFormat),
                     displayRowKey(firstBadKey, KeyFormat::Utf8, Sha1Display::Hex)));
    }
    for (auto it = undeclared.cbegin(); it != undeclared.cend(); ++it) {
        const QString column = QString::fromUtf8(it.key());
        add(QStringLiteral("undeclared-column"), QString::fromUtf8(columnFamily(it.key())), column,
            Tr::tr("Column '%1' (in %2 sampled rows) is not declared by the profile '%3'.")
                .arg(column)
                .arg(it.value())
                .arg(profile.name));
    }
    return findings;
}

bool SchemaCheckReport::hasErrors() const
{
    return std::ranges::any_of(findings,
                               [](const SchemaFinding &f) { return f.severity == RuleSeverity::Error; });
}

Call<SchemaCheckReport> *runSchemaCheck(RestClient *client, AdminClient *admin, const Profile &profile,
                                        qint64 sampleRows, QObject *parent)
{
    auto *call = new Call<SchemaCheckReport>(parent);
    auto report = std::make_shared<SchemaCheckReport>();
    auto sample = std::make_shared<CellSet>();
    chain(call, admin->schema(client->config().table),
          [call, client, profile, sampleRows, report, sample](const TableSchema &schema) {
              report->schema = schema;
              ScanSpec spec;
              spec.filter = Filter::keyOnly();
              spec.limit = sampleRows;
              spec.batch = 10000;
              chain(call,
                    client->scanAll(spec, call,
                                    [call, sample, sampleRows](const CellSet &page) {
                                        for (const Row &r : page) {
                                            if (sample->size() < sampleRows) {
                                                sample->append(r);
                                            }
                                        }
                                        Q_EMIT call->progress(sample->size(), sampleRows);
                                        return sample->size() < sampleRows;
                                    }),
                    [call, profile, report, sample](qint64) {
                        report->sampledRows = sample->size();
                        report->findings = checkSchema(profile, report->schema, *sample);
                        call->resolve(*report);
                    });
          });
    return call;
}

} // namespace Ei::Core
