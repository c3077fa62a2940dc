// PDF retrieval benchmarks (figures in bench/README.md, section "PDF retrieval"):
//  - extract + verify a PDF record of aut_example.pdf.warc.gz from its offset (file, in-process),
//  - the same range through `curl -r ... | gzip -dc | sha1sum` (file:// and loopback HTTP),
//  - a cold PdfFetcher fetch over loopback HTTP (Range request to a local server) to verified bytes.
// `bench_warc --measure-rss [MB]` instead reports peak RSS (VmHWM) of one extraction, in a fresh
// process, for the corpus record and for a synthetic record of MB megabytes.
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <sys/resource.h>
#include <zlib.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <core/pdf/pdffetcher.h>
#include <core/warc/warcfile.h>

using namespace Ei::Core;

namespace {

struct RecordCase
{
    const char *name;
    qint64 offset;
    qint64 length;
    qint64 payload;
    const char *sha1;
};
constexpr RecordCase kCost{"cost-analysis.pdf (0.76 MB)", 408978, 669030, 757715,
                           "569c28e0e8faa6945d6ca88fcd9e195825052c71"};
constexpr RecordCase kSlides{"slide deck (2.38 MB)", 1081909, 1615534, 2383388,
                             "83870169dffa6b549886b6542dbc664283906de5"};
const RecordCase &caseFor(int i)
{
    return i == 0 ? kCost : kSlides;
}

QString warcPath()
{
    return QStringLiteral(EI_CORPUS_DIR "/warc/aut_example.pdf.warc.gz");
}

// Minimal loopback HTTP server with Range support (the test helper lives in tests/common).
class FileServer final : public QObject
{
public:
    explicit FileServer(QString path)
        : m_path(std::move(path))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [this, s] { serve(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }
    quint16 port() const { return m_server.serverPort(); }

private:
    void serve(QTcpSocket *s)
    {
        m_buf[s] += s->readAll();
        if (!m_buf[s].contains("\r\n\r\n")) {
            return;
        }
        const QByteArray req = m_buf.take(s).toLower(); // header names are case-insensitive
        qint64 from = 0, to = -1;
        if (const qsizetype r = req.indexOf("range: bytes="); r >= 0) {
            const QByteArray spec = req.mid(r + 13, req.indexOf("\r\n", r) - r - 13);
            from = spec.left(spec.indexOf('-')).toLongLong();
            const QByteArray end = spec.mid(spec.indexOf('-') + 1);
            to = end.isEmpty() ? -1 : end.toLongLong();
        }
        QFile f(m_path);
        f.open(QIODevice::ReadOnly);
        if (to < 0 || to >= f.size()) {
            to = f.size() - 1;
        }
        f.seek(from);
        const QByteArray body = f.read(to - from + 1);
        s->write("HTTP/1.1 206 Partial Content\r\nContent-Range: bytes " + QByteArray::number(from) + '-' +
                 QByteArray::number(to) + '/' + QByteArray::number(f.size()) +
                 "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n");
        s->write(body);
        s->disconnectFromHost();
    }
    QString m_path;
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buf;
};

FileServer &server()
{
    static FileServer s(warcPath());
    return s;
}

void BM_ExtractVerify(benchmark::State &state)
{
    const RecordCase &c = caseFor(int(state.range(0)));
    const bool blockDigest = state.range(1) != 0;
    state.SetLabel(std::string(c.name) + (blockDigest ? ", + block digest" : ""));
    for (auto _ : state) {
        QByteArray pdf;
        auto r = Warc::readRecordAt(
            warcPath(), c.offset, c.length,
            [&pdf](const Warc::WarcRecord &, QByteArrayView b) { pdf.append(b); }, true, blockDigest);
        if (!r || r->decodedPayloadSha1.toHex() != QByteArrayView(c.sha1) || pdf.size() != c.payload) {
            state.SkipWithError("extraction or verification failed");
            return;
        }
        benchmark::DoNotOptimize(pdf.data());
    }
    state.SetBytesProcessed(state.iterations() * c.payload);
}
BENCHMARK(BM_ExtractVerify)
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({1, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Runs a shell pipeline while this process's event loop keeps serving HTTP.
bool runPipeline(const QString &command)
{
    QProcess p;
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    loop.exec();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

void BM_CurlGzipSha1(benchmark::State &state)
{
    const RecordCase &c = caseFor(int(state.range(0)));
    const bool http = state.range(1) != 0;
    state.SetLabel(QStringLiteral("%1, %2")
                       .arg(QLatin1StringView(c.name),
                            http ? QStringLiteral("loopback HTTP") : QStringLiteral("file://"))
                       .toStdString());
    const QString range = QStringLiteral("%1-%2").arg(c.offset).arg(c.offset + c.length - 1);
    const QString url = http ? QStringLiteral("http://127.0.0.1:%1/x.warc.gz").arg(server().port())
                             : QStringLiteral("file://") + warcPath();
    const QString cmd = QStringLiteral("curl -s -r %1 '%2' | gzip -dc | sha1sum >/dev/null").arg(range, url);
    // The pipeline's CPU is spent in child processes: report it next to the wall time.
    auto childCpuMs = [] {
        rusage u{};
        getrusage(RUSAGE_CHILDREN, &u);
        return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 +
               (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
    };
    const double cpuBefore = childCpuMs();
    for (auto _ : state) {
        if (!runPipeline(cmd)) {
            state.SkipWithError("pipeline failed");
            return;
        }
    }
    state.counters["child_cpu_ms"] = (childCpuMs() - cpuBefore) / double(state.iterations());
    state.SetBytesProcessed(state.iterations() * c.payload);
}
BENCHMARK(BM_CurlGzipSha1)
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Cold fetch: a new PdfFetcher (no cache, new connection) per iteration, Range over loopback,
// streaming through the WARC pipeline to verified bytes.
void BM_ColdFetchLoopback(benchmark::State &state)
{
    const RecordCase &c = caseFor(int(state.range(0)));
    state.SetLabel(c.name);
    const QString base = QStringLiteral("warc-http:http://127.0.0.1:%1").arg(server().port());
    PdfLocator loc;
    loc.sha1Hex = QString::fromLatin1(c.sha1);
    loc.warcPath = QStringLiteral("ITEM/aut_example.pdf.warc.gz");
    loc.offset = c.offset;
    loc.compressedSize = c.length;
    for (auto _ : state) {
        PdfFetcher fetcher;
        fetcher.setSources({*PdfSourceSpec::parse(base)});
        PdfFetchJob *job = fetcher.fetch(loc);
        QEventLoop loop;
        QObject::connect(job, &PdfFetchJob::finished, &loop, &QEventLoop::quit);
        loop.exec();
        if (!job->result().ok()) {
            state.SkipWithError(job->result().error->message.toStdString());
            return;
        }
    }
    state.SetBytesProcessed(state.iterations() * c.payload);
}
BENCHMARK(BM_ColdFetchLoopback)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

qint64 vmHwmKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    f.open(QIODevice::ReadOnly);
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').first().toLongLong();
        }
    }
    return -1;
}

// One gzip member holding a WARC response record with 'mb' MB of PDF-like payload.
QByteArray syntheticMember(qint64 mb, QByteArray *sha1)
{
    const qint64 size = mb * 1024 * 1024;
    QByteArray payload(size, Qt::Uninitialized);
    QRandomGenerator rng(42);
    for (qint64 i = 0; i < size; i += 4) {
        const quint32 v = rng.generate() & 0x3f3f3f3f; // compressible, not trivially
        memcpy(payload.data() + i, &v, std::min<qint64>(4, size - i));
    }
    *sha1 = QCryptographicHash::hash(payload, QCryptographicHash::Sha1).toHex();
    const QByteArray http =
        "HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: " + QByteArray::number(size) +
        "\r\n\r\n";
    const QByteArray head =
        "WARC/1.0\r\nWARC-Type: response\r\nContent-Type: application/http; msgtype=response\r\n"
        "Content-Length: " +
        QByteArray::number(http.size() + size) + "\r\n\r\n";
    z_stream z{};
    deflateInit2(&z, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(head.size() + http.size() + size + 4))),
                   Qt::Uninitialized);
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    for (const QByteArray *part : std::initializer_list<const QByteArray *>{&head, &http, &payload}) {
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(part->constData()));
        z.avail_in = uInt(part->size());
        deflate(&z, Z_NO_FLUSH);
    }
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>("\r\n\r\n"));
    z.avail_in = 4;
    deflate(&z, Z_FINISH);
    out.truncate(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

// Builds a synthetic record and re-executes this binary to measure it, so that the generator's
// own buffers do not count towards the peak.
int measureSynthetic(qint64 mb)
{
    QTemporaryDir tmp;
    QByteArray sha1;
    const QByteArray member = syntheticMember(mb, &sha1);
    const QString path = tmp.filePath(QStringLiteral("synthetic.warc.gz"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(member) != member.size()) {
        return 1;
    }
    f.close();
    std::printf("synthetic record: %lld MB payload, %lld bytes compressed\n", mb, qlonglong(member.size()));
    std::fflush(stdout);
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--measure-rss-file"), path, QString::number(member.size()),
                 QString::fromLatin1(sha1), QString::number(mb * 1024 * 1024)});
    child.waitForFinished(-1);
    return child.exitCode();
}

int measureRssFile(const QString &path, qint64 offset, qint64 length, const QByteArray &sha1, qint64 payload)
{
    const qint64 before = vmHwmKb();
    QByteArray pdf;
    if (payload > 0 && payload < (qint64(1) << 31)) {
        pdf.reserve(payload); // what PdfFetcher does with the HTTP Content-Length
    }
    auto r = Warc::readRecordAt(path, offset, length,
                                [&pdf](const Warc::WarcRecord &, QByteArrayView b) { pdf.append(b); });
    const qint64 after = vmHwmKb();
    const bool ok = r && r->decodedPayloadSha1.toHex() == sha1;
    std::printf(
        "record payload %lld bytes, verified %s; VmHWM before %lld KiB, after %lld KiB; peak growth %.2f x "
        "payload\n",
        qlonglong(pdf.size()), ok ? "yes" : "NO", before, after,
        double(after - before) * 1024.0 / double(payload));
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc >= 2 && std::string_view(argv[1]) == "--measure-rss-file" && argc >= 6) {
        return measureRssFile(QString::fromLocal8Bit(argv[2]), 0, std::atoll(argv[3]), argv[4],
                              std::atoll(argv[5]));
    }
    if (argc >= 2 && std::string_view(argv[1]) == "--measure-rss") {
        if (argc >= 3) {
            QCoreApplication app(argc, argv);
            return measureSynthetic(std::atoll(argv[2]));
        }
        return measureRssFile(warcPath(), kSlides.offset, kSlides.length, kSlides.sha1, kSlides.payload);
    }
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
