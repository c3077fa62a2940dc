#include "schemacheck.h"

#include <deque>
#include <memory>

#include <QCoreApplication>
#include <QPointer>
#include <QSet>

#include <core/domain/rowkey.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/columnname.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/regionranges.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>

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

// `total` cut into `count` shares that differ by one at most, the larger ones first.
QList<qint64> evenShares(qint64 total, qint64 count)
{
    QList<qint64> shares;
    for (qint64 i = 0; i < count; ++i) {
        shares.append(total / count + (i < total % count ? 1 : 0));
    }
    return shares;
}

// A sample read over key ranges (SchemaSampleOptions): each range's share read by a scan of its
// own, up to `atOnce` scans at once on the pool's gateways in turn (without a pool: the client,
// one range for the table's first rows). Each scan is a ResumableScan, so a lost scanner, a page
// cut off or a gateway that fails is taken up again after the last row it gave, on the next
// gateway, with ScanRecovery's backoff. A range that ends short of its share leaves the rest to the
// ranges that filled theirs (they go on after their last row), so the sample holds `sampleRows`
// rows whenever the table does. A child of its call.
class RangeSampler final : public QObject
{
public:
    RangeSampler(Call<SchemaSample> *call, RestClient *client, GatewayPool *gateways,
                 const QList<ScanRange> &ranges, qint64 sampleRows, int atOnce)
        : QObject(call)
        , m_call(call)
        , m_client(client)
        , m_gateways(gateways)
        , m_sampleRows(sampleRows)
        , m_atOnce(atOnce)
    {
        for (const ScanRange &r : ranges) {
            m_ranges.push_back(RangeSample{r.start, r.stop, {}, false});
        }
        const QList<qint64> quotas = evenShares(sampleRows, qint64(m_ranges.size()));
        for (std::size_t i = 0; i < m_ranges.size(); ++i) {
            if (quotas[qsizetype(i)] > 0) {
                m_queue.emplace_back(i, quotas[qsizetype(i)]);
            } else {
                m_ranges[i].mayHoldMore = true; // not read yet: there if others fall short
            }
        }
        call->setCancelHook([this] { stopScans(); });
    }
    ~RangeSampler() override { stopScans(); }
    Q_DISABLE_COPY_MOVE(RangeSampler)

    void start() { launch(); }

private:
    struct RangeSample
    {
        QByteArray start;
        QByteArray stop;
        CellSet rows;
        bool mayHoldMore = false; // its scans filled their shares: rows may follow its last one
    };
    struct Task
    {
        Task(std::size_t range_, qint64 quota_)
            : range(range_)
            , quota(quota_)
        {}
        std::size_t range;
        qint64 quota;
        qint64 got = 0;
        QPointer<ResumableScan> scan;
    };

    void launch()
    {
        while (!m_call->isFinished() && int(m_running.size()) < m_atOnce && !m_queue.empty()) {
            auto task = std::make_shared<Task>(m_queue.front());
            m_queue.pop_front();
            RestClient *gateway = m_gateways ? m_gateways->next() : m_client.data();
            if (!gateway) { // the gateways were closed under the check
                stopScans();
                m_call->resolve(fail(ErrorKind::Cancelled, Tr::tr("The schema check was cancelled.")));
                return;
            }
            const RangeSample &range = m_ranges[task->range];
            ScanSpec spec;
            spec.filter = Filter::keyOnly();
            spec.startRow = range.start;
            spec.stopRow = range.stop;
            spec.limit = task->quota;
            spec.batch = 10000;
            task->scan = new ResumableScan(gateway, spec, ScanRecovery{}, this);
            if (!range.rows.isEmpty()) {
                task->scan->setStartAfter(range.rows.last().key); // a top-up goes on after its last row
            }
            if (m_gateways) {
                task->scan->setGatewaySwitch([gateways = m_gateways](RestClient *failed) {
                    return gateways ? gateways->replace(failed) : failed;
                });
            }
            m_running.push_back(task);
            fetch(task);
        }
        if (!m_call->isFinished() && m_running.empty()) {
            topUpOrFinish();
        }
    }

    void fetch(const std::shared_ptr<Task> &task)
    {
        task->scan->fetchNext(int(std::min<qint64>(task->quota - task->got, 10000)))
            ->then(this, [this, task](const Result<CellSet> &page) { onPage(task, page); });
    }

    void onPage(const std::shared_ptr<Task> &task, const Result<CellSet> &page)
    {
        if (m_call->isFinished() || std::ranges::find(m_running, task) == m_running.end()) {
            return; // cancelled, or another range failed the sample
        }
        if (!page) {
            // ResumableScan already took up what can be taken up again.
            std::erase(m_running, task);
            stopScans();
            m_call->resolve(std::unexpected(page.error()));
            return;
        }
        CellSet &rows = m_ranges[task->range].rows;
        for (const Row &r : *page) {
            if (task->got == task->quota) {
                break;
            }
            rows.append(r);
            ++task->got;
            ++m_sampled;
        }
        Q_EMIT m_call->progress(m_sampled, m_sampleRows);
        if (task->got < task->quota && !task->scan->atEnd()) {
            fetch(task);
            return;
        }
        std::erase(m_running, task);
        if (task->got < task->quota) {
            m_shortfall += task->quota - task->got; // the range ended
        } else {
            m_ranges[task->range].mayHoldMore = true;
        }
        task->scan->close();
        task->scan->deleteLater();
        launch();
    }

    // The rows ranges that ended short did not give, asked of the ranges that may hold more, spread
    // evenly over them; the sample once there is nothing left to ask.
    void topUpOrFinish()
    {
        std::vector<std::size_t> more;
        for (std::size_t i = 0; i < m_ranges.size(); ++i) {
            if (m_ranges[i].mayHoldMore) {
                more.push_back(i);
            }
        }
        if (m_shortfall > 0 && !more.empty()) {
            const QList<qint64> quotas = evenShares(m_shortfall, qint64(more.size()));
            for (std::size_t i = 0; i < more.size(); ++i) {
                if (quotas[qsizetype(i)] > 0) {
                    m_ranges[more[i]].mayHoldMore = false;
                    m_queue.emplace_back(more[i], quotas[qsizetype(i)]);
                }
            }
            m_shortfall = 0;
            launch();
            return;
        }
        SchemaSample sample;
        sample.ranges = qsizetype(m_ranges.size());
        sample.atOnce = m_atOnce;
        sample.rows.reserve(m_sampled);
        for (RangeSample &range : m_ranges) {
            sample.rows.append(std::move(range.rows));
        }
        m_call->resolve(std::move(sample));
    }

    void stopScans()
    {
        const auto running = std::exchange(m_running, {});
        for (const auto &task : running) {
            if (task->scan) {
                task->scan->cancel();
            }
        }
    }

    Call<SchemaSample> *m_call;
    QPointer<RestClient> m_client; // the job's own gateway, should the pool go first
    QPointer<GatewayPool> m_gateways;
    qint64 m_sampleRows;
    int m_atOnce;
    std::vector<RangeSample> m_ranges;
    std::deque<Task> m_queue;
    std::vector<std::shared_ptr<Task>> m_running;
    qint64 m_sampled = 0;
    qint64 m_shortfall = 0;
};

// The table's first `sampleRows` rows, one scan on `client`: the sequential sample.
void sampleFirstRows(Call<SchemaSample> *call, RestClient *client, qint64 sampleRows)
{
    (new RangeSampler(call, client, nullptr, {ScanRange{}}, sampleRows, 1))->start();
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

Call<SchemaSample> *sampleForSchemaCheck(RestClient *client, AdminClient *admin, qint64 sampleRows,
                                         const SchemaSampleOptions &sampling, QObject *parent)
{
    auto *call = new Call<SchemaSample>(parent);
    if (sampleRows <= 0) {
        call->resolveLater(SchemaSample{});
        return call;
    }
    QPointer<GatewayPool> gateways = sampling.gateways;
    if (!gateways || gateways->size() == 0 || sampling.parallel == 1) {
        sampleFirstRows(call, client, sampleRows);
        return call;
    }
    auto *listing = admin->regions(client->config().table);
    call->setCancelHook([listing = QPointer(listing)] {
        if (listing) {
            listing->cancel();
        }
    });
    listing->then(call, [call, client, gateways, sampleRows,
                         parallel = sampling.parallel](const Result<QList<RegionInfo>> &regions) {
        if (call->isFinished() || call->isCancelled()) {
            return;
        }
        // A gateway that cannot list the regions (an old or restricted one) samples sequentially.
        const QList<ScanRange> ranges = regions ? splitAtRegions(ScanSpec{}, *regions) : QList<ScanRange>{};
        if (ranges.size() < 2 || !gateways) {
            sampleFirstRows(call, client, sampleRows);
            return;
        }
        auto *sampler = new RangeSampler(call, client, gateways, ranges, sampleRows,
                                         rangesAtOnce(parallel, ranges.size()));
        sampler->start();
    });
    return call;
}

Call<SchemaCheckReport> *runSchemaCheck(RestClient *client, AdminClient *admin, const Profile &profile,
                                        qint64 sampleRows, QObject *parent, SchemaSampleOptions sampling)
{
    auto *call = new Call<SchemaCheckReport>(parent);
    chain(call, admin->schema(client->config().table),
          [call, client, admin, profile, sampleRows, sampling](const TableSchema &schema) {
              chain(call, sampleForSchemaCheck(client, admin, sampleRows, sampling, call),
                    [call, profile, schema](const SchemaSample &sample) {
                        SchemaCheckReport report;
                        report.schema = schema;
                        report.sampledRows = sample.rows.size();
                        report.sampledRanges = sample.ranges;
                        report.scansAtOnce = sample.atOnce;
                        report.findings = checkSchema(profile, schema, sample.rows);
                        call->resolve(std::move(report));
                    });
          });
    return call;
}

} // namespace Ei::Core
