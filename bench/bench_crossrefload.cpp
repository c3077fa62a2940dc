// crossref-load against the seed's own loader, in one run (bench/README.md "Crossref loading"):
// the same sample of Crossref records, gzipped JSON lines, into seed 003's table on the same local
// PostgreSQL 17 (started here, default settings: fsync on, the server's default TOAST compression):
//
//  * BM_JqPsql: the seed's pipeline, `zcat | jq -rc '[(.DOI|ascii_downcase), .indexed."date-time",
//    (.|tostring)] | @tsv' | psql -c "COPY crossref (doi, indexed, record) FROM STDIN …"`.
//  * BM_CrossrefLoad/toast:lz4: `extract-inspector-cli crossref-load` as shipped (binary COPY, lz4).
//  * BM_CrossrefLoad/toast:server: the same with the server's default TOAST compression (pglz).
//  * BM_CrossrefLoadTextColumn: the same into a table whose record column is TEXT instead of JSON:
//    what the server's JSON validation costs (explanatory, not a way to load).
//  * BM_CrossrefLoadToFolder: crossref-load --to DIR, no database: the client's own cost.
//
// The sample: EI_BENCH_RECORDS (default 100,000) records cycled from the corpus's real Crossref
// records (../shared/corpus/crossref and the JIT pair's record), each with its own DOI. Counters:
// records/s (wall), client and server CPU seconds (the server's from /proc), MB of JSON.
#include <benchmark/benchmark.h>
#include <common/postgresserver.h>
#include <sys/resource.h>
#include <zlib.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <core/crossref/crossrefdump.h>

using namespace Ei;

namespace {

constexpr char kJsonTable[] =
    "CREATE TABLE crossref (doi TEXT NOT NULL CHECK (octet_length(doi) >= 4 AND doi = "
    "LOWER(doi)), indexed TIMESTAMP WITH TIME ZONE NOT NULL, record JSON NOT NULL, "
    "PRIMARY KEY(doi))";

struct Setup
{
    QTemporaryDir dir;
    std::unique_ptr<Test::PostgresServer> server;
    QString sample;
    qint64 records = 0;
    qint64 jsonBytes = 0;
    int databases = 0;
    QString error;
};

// The corpus's Crossref records, compact, one per line (the product's own dump reader).
QList<QByteArray> corpusRecords()
{
    QStringList files;
    QDirIterator it(QStringLiteral(EI_CORPUS_DIR "/crossref"),
                    {QStringLiteral("*.json"), QStringLiteral("*.json.gz")});
    while (it.hasNext()) {
        files << it.next();
    }
    files << QStringLiteral(EI_CORPUS_DIR "/pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json");
    QList<QByteArray> records;
    for (const QString &file : files) {
        auto reader = Core::CrossrefDumpReader::open(file);
        Core::DumpRecord record;
        Core::DumpProblem problem;
        while (reader) {
            auto step = (*reader)->next(record, problem);
            if (!step || *step == Core::CrossrefDumpReader::Step::End) {
                break;
            }
            if (*step == Core::CrossrefDumpReader::Step::Record) {
                records << record.json.toByteArray();
            }
        }
    }
    return records;
}

std::unique_ptr<Setup> makeSetup()
{
    {
        auto owned = std::make_unique<Setup>();
        Setup &s = *owned;
        const QList<QByteArray> records = corpusRecords();
        if (records.isEmpty()) {
            s.error = QStringLiteral("no corpus Crossref records in " EI_CORPUS_DIR);
            return owned;
        }
        s.records = qEnvironmentVariableIntValue("EI_BENCH_RECORDS");
        if (s.records <= 0) {
            s.records = 100000;
        }
        // Gzipped JSON lines, each record with a DOI of its own (the original DOI + "/b" + n).
        s.sample = s.dir.filePath(QStringLiteral("sample.jsonl.gz"));
        gzFile out = gzopen(QFile::encodeName(s.sample).constData(), "wb6");
        for (qint64 i = 0; i < s.records; ++i) {
            QByteArray line = records.at(i % records.size());
            const qsizetype doiAt = line.indexOf("\"DOI\":\"") + 7;
            line.insert(line.indexOf('"', doiAt), "/b" + QByteArray::number(i));
            line += '\n';
            s.jsonBytes += line.size();
            gzwrite(out, line.constData(), unsigned(line.size()));
        }
        gzclose(out);
        s.server = std::make_unique<Test::PostgresServer>(QStringList{});
        if (!s.server->start()) {
            s.error = s.server->error();
        }
        return owned;
    }
}

Setup &setup()
{
    static const std::unique_ptr<Setup> s = makeSetup();
    return *s;
}

// A new database with the crossref table; its connection string.
QString freshDatabase(const QByteArray &table = kJsonTable)
{
    Setup &s = setup();
    const QString name = QStringLiteral("bench%1").arg(++s.databases);
    s.server->sql("CREATE DATABASE " + name.toUtf8());
    s.server->sql(table, name);
    return s.server->conninfo(name);
}

// CPU seconds of the server: the postmaster, its live children and the children it reaped.
double serverCpuSeconds()
{
    const qint64 postmaster = setup().server->pid();
    double ticks = 0;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QByteArray text = stat.readAll();
        const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
        // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
        if (entry.toLongLong() == postmaster) {
            ticks += f.value(11).toDouble() + f.value(12).toDouble() + f.value(13).toDouble() +
                     f.value(14).toDouble();
        } else if (f.value(1).toLongLong() == postmaster) {
            ticks += f.value(11).toDouble() + f.value(12).toDouble();
        }
    }
    return ticks / double(sysconf(_SC_CLK_TCK));
}

double childCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// Runs one load to its end and reports it; false (and the state's error) when it failed.
void measure(benchmark::State &state, const QString &program, const QStringList &args)
{
    Setup &s = setup();
    if (!s.error.isEmpty()) {
        state.SkipWithError(s.error.toStdString());
        return;
    }
    for (auto _ : state) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSWORD"), QString::fromUtf8(Test::PostgresServer::password()));
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(s.dir.path());
        const double server0 = serverCpuSeconds();
        const double client0 = childCpuSeconds();
        QElapsedTimer clock;
        clock.start();
        process.start(program, args);
        process.waitForFinished(-1);
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            state.SkipWithError(
                QByteArray("the load failed: " + process.readAllStandardError().right(400)).toStdString());
            return;
        }
        state.SetIterationTime(seconds);
        state.counters["records_per_s"] = double(s.records) / seconds;
        state.counters["client_cpu_s"] = childCpuSeconds() - client0;
        state.counters["server_cpu_s"] = serverCpuSeconds() - server0;
        state.counters["json_MB"] = double(s.jsonBytes) / 1e6;
    }
}

QString cli()
{
    return QStringLiteral(EI_BIN_DIR "/extract-inspector-cli");
}

void BM_JqPsql(benchmark::State &state)
{
    if (!setup().error.isEmpty()) {
        state.SkipWithError(setup().error.toStdString());
        return;
    }
    const QString db = freshDatabase();
    const QString pipeline =
        QStringLiteral(
            "zcat %1 | jq -rc '[(.DOI | ascii_downcase), .indexed.\"date-time\", (. | tostring)] | @tsv' "
            "| psql '%2' -c \"COPY crossref (doi, indexed, record) FROM STDIN (DELIMITER E'\\t');\"")
            .arg(setup().sample, db);
    measure(state, QStringLiteral("/bin/sh"), {QStringLiteral("-c"), pipeline});
}

void BM_CrossrefLoad(benchmark::State &state)
{
    if (!setup().error.isEmpty()) {
        state.SkipWithError(setup().error.toStdString());
        return;
    }
    const QString db = freshDatabase();
    measure(state, cli(),
            {QStringLiteral("--quiet"), QStringLiteral("crossref-load"), setup().sample,
             QStringLiteral("--to"), QStringLiteral("postgres:") + db, QStringLiteral("--toast-compression"),
             state.range(0) ? QStringLiteral("lz4") : QStringLiteral("server")});
}

void BM_CrossrefLoadTextColumn(benchmark::State &state)
{
    if (!setup().error.isEmpty()) {
        state.SkipWithError(setup().error.toStdString());
        return;
    }
    QByteArray table = kJsonTable;
    table.replace("record JSON", "record TEXT");
    const QString db = freshDatabase(table);
    measure(state, cli(),
            {QStringLiteral("--quiet"), QStringLiteral("crossref-load"), setup().sample,
             QStringLiteral("--to"), QStringLiteral("postgres:") + db});
}

void BM_CrossrefLoadToFolder(benchmark::State &state)
{
    if (!setup().error.isEmpty()) {
        state.SkipWithError(setup().error.toStdString());
        return;
    }
    const QString folder = setup().dir.filePath(QStringLiteral("folder"));
    QDir(folder).removeRecursively();
    measure(state, cli(),
            {QStringLiteral("--quiet"), QStringLiteral("crossref-load"), setup().sample,
             QStringLiteral("--to"), folder, QStringLiteral("--state"),
             setup().dir.filePath(QStringLiteral("folder.state.json"))});
}

BENCHMARK(BM_JqPsql)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);
BENCHMARK(BM_CrossrefLoad)
    ->ArgName("toast:lz4")
    ->Arg(1)
    ->Arg(0)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kSecond);
BENCHMARK(BM_CrossrefLoadTextColumn)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);
BENCHMARK(BM_CrossrefLoadToFolder)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
