// Scenario 5 of bench_inspector: round trips per action in the window (issue 28, item 3).
//
// The real window (WindowManager::assemble) on a saved connection whose REST URL is
// `extract-inspector-cli serve --snapshot share/demo --latency-ms N` (its /crossref mirror is the
// Crossref source, delayed the same) and whose PDF source is `warc-http:` to a child process
// serving the demo's WARC files with the same delay. Every request the window makes is recorded
// where it is made and answered: an application-wide event filter sees each QNetworkReply being
// parented to its QNetworkAccessManager (the request goes out), the manager's finished() says
// when it came back — no hook in the product. A milestone's round trips are the depth of the
// request it waited for in the chain of requests since the action: a request's depth is one more
// than the deepest request that had finished before it started (independent requests sent
// together share a depth; a request sent only after another answered adds one).
#include "bench_roundtrips.h"

#include <QApplication>
#include <QChildEvent>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <app/gui/windowmanager.h>
#include <core/domain/rowkey.h>
#include <core/domain/rowlocator.h>
#include <core/settings/connectionstore.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/httpserver.h>
#include <ui/connectionopener.h>
#include <ui/inspectorsession.h>
#include <ui/lookupbox.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/pdfview.h>
#include <ui/rowlistpane.h>
#include <ui/teitab.h>
#include <ui/teiview.h>

namespace Ei::Bench {

namespace {

const QString kBinDir = QStringLiteral(EI_BIN_DIR);

// Every request of this process (GUI thread), from being sent to being answered.
class RequestRecorder final : public QObject
{
public:
    struct Request
    {
        QByteArray method;
        QString url; // decoded, lower case
        QByteArray range;
        double startMs = 0;
        double finishMs = 0;
        // Cancelled by the client: PdfFetcher closes a WARC range once it has read the record.
        bool aborted = false;
    };

    RequestRecorder()
    {
        m_clock.start();
        qApp->installEventFilter(this);
    }
    ~RequestRecorder() override { qApp->removeEventFilter(this); }

    double now() const { return double(m_clock.nsecsElapsed()) / 1e6; }
    const QList<Request> &finished() const { return m_finished; }
    int inFlight() const
    {
        int n = 0;
        for (auto it = m_started.cbegin(); it != m_started.cend(); ++it) {
            const auto *reply = qobject_cast<const QNetworkReply *>(it->object.data());
            n += reply && !reply->isFinished() ? 1 : 0;
        }
        return n;
    }
    int startedSince(double t0) const
    {
        int n = 0;
        for (const Request &r : m_finished) {
            n += r.startMs >= t0 ? 1 : 0;
        }
        for (auto it = m_started.cbegin(); it != m_started.cend(); ++it) {
            n += it->startMs >= t0 && qobject_cast<const QNetworkReply *>(it->object.data()) ? 1 : 0;
        }
        return n;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ChildAdded) {
            if (auto *nam = qobject_cast<QNetworkAccessManager *>(watched)) {
                watch(nam);
                // The child is still being constructed: whether it is a reply is asked later.
                QObject *child = static_cast<QChildEvent *>(event)->child();
                m_started.insert(child, {QPointer<QObject>(child), now()});
            }
        }
        return false;
    }

private:
    struct Start
    {
        QPointer<QObject> object;
        double startMs = 0;
    };

    void watch(QNetworkAccessManager *nam)
    {
        if (nam->property("benchRecorded").toBool()) {
            return;
        }
        nam->setProperty("benchRecorded", true);
        connect(nam, &QNetworkAccessManager::finished, this, [this](QNetworkReply *reply) {
            const auto it = m_started.find(reply);
            if (it == m_started.end()) {
                return;
            }
            static const QHash<int, QByteArray> methods{{QNetworkAccessManager::GetOperation, "GET"},
                                                        {QNetworkAccessManager::PostOperation, "POST"},
                                                        {QNetworkAccessManager::PutOperation, "PUT"},
                                                        {QNetworkAccessManager::DeleteOperation, "DELETE"},
                                                        {QNetworkAccessManager::HeadOperation, "HEAD"}};
            m_finished.append({methods.value(reply->operation(), "CUSTOM"),
                               QUrl::fromPercentEncoding(reply->url().toEncoded()).toLower(),
                               reply->request().rawHeader("Range"), it->startMs, now(),
                               reply->error() == QNetworkReply::OperationCanceledError});
            m_started.erase(it);
        });
    }

    QElapsedTimer m_clock;
    QHash<QObject *, Start> m_started;
    QList<Request> m_finished;
};

// The depth of each request answered since t0 (0 for earlier ones), as the header says.
QList<int> depths(const QList<RequestRecorder::Request> &requests, double t0)
{
    QList<int> depth(requests.size(), 0);
    QList<qsizetype> order;
    for (qsizetype i = 0; i < requests.size(); ++i) {
        if (requests.at(i).startMs >= t0) {
            order.append(i);
        }
    }
    std::ranges::sort(order, {}, [&](qsizetype i) { return requests.at(i).startMs; });
    for (const qsizetype i : order) {
        int before = 0;
        for (const qsizetype j : order) {
            // A request the client cancelled (a scanner page no longer wanted) waited for nothing.
            if (!requests.at(j).aborted && requests.at(j).finishMs <= requests.at(i).startMs) {
                before = std::max(before, depth.at(j));
            }
        }
        depth[i] = before + 1;
    }
    return depth;
}

// Runs the event loop until `done` or the timeout, checking every millisecond.
bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done()) {
        return true;
    }
    QEventLoop loop;
    QTimer tick;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() > timeoutMs) {
            loop.quit();
        }
    });
    tick.start(1);
    loop.exec();
    return done();
}

// A row of the demo snapshot: its key and match0:doi.
struct SnapshotRow
{
    QByteArray key;
    QString doi;
};

QList<SnapshotRow> snapshotRows(const QString &demo)
{
    QList<SnapshotRow> rows;
    QFile file(demo + QStringLiteral("/rows.jsonl"));
    if (!file.open(QIODevice::ReadOnly)) {
        return rows;
    }
    while (!file.atEnd()) {
        const QJsonObject row = QJsonDocument::fromJson(file.readLine()).object();
        SnapshotRow r{QByteArray::fromBase64(row.value(QLatin1StringView("key")).toString().toLatin1()), {}};
        for (const QJsonValue &cell : row.value(QLatin1StringView("Cell")).toArray()) {
            const QJsonObject c = cell.toObject();
            if (QByteArray::fromBase64(c.value(QLatin1StringView("column")).toString().toLatin1()) ==
                "match0:doi") {
                r.doi = QString::fromUtf8(
                    QByteArray::fromBase64(c.value(QLatin1StringView("$")).toString().toLatin1()));
            }
        }
        rows.append(r);
    }
    std::ranges::sort(rows, {}, &SnapshotRow::key);
    return rows;
}

// Starts a child that prints "listening on URL"; the URL, or empty.
QString startListening(QProcess &process, const QString &program, const QStringList &args)
{
    process.setProgram(program);
    process.setArguments(args);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start();
    QByteArray out;
    QString url;
    (void)waitUntil(
        [&] {
            out += process.readAllStandardOutput();
            if (const qsizetype at = out.indexOf("listening on "); at >= 0 && out.indexOf('\n', at) > at) {
                url = QString::fromLatin1(out.mid(at + 13, out.indexOf('\n', at) - at - 13).trimmed());
            }
            return !url.isEmpty() || process.state() == QProcess::NotRunning;
        },
        120000);
    if (url.isEmpty()) {
        qInfo("round trips: %s did not start: %s", qPrintable(program),
              process.readAllStandardError().constData());
    }
    return url;
}

// What one action waited for, measured from the action.
struct Outcome
{
    double rowsMs = -1; // the first rows listed (opening only)
    double teiMs = -1;  // the row shown: cells, TEI tab filled
    double verdictMs = -1;
    double pdfMs = -1; // the first PDF page rendered
    int rowsTrips = 0;
    int teiTrips = 0;
    int verdictTrips = 0;
    int pdfTrips = 0;
    int waitedFor = 0; // requests for this row's data (row, Crossref record, PDF) waited for
    int started = 0;   // every request sent until the last milestone (read-ahead included)
};

class Scenario
{
public:
    Scenario(Ui::MainWindow &window, Ui::InspectorSession &session, RequestRecorder &recorder)
        : m_window(window)
        , m_session(session)
        , m_recorder(recorder)
    {
        m_pdf = window.findChild<Ui::PdfView *>();
        QObject::connect(&session, &Ui::InspectorSession::rowShown, &window,
                         [this](const QByteArray &key) { m_shownKey = key; });
        QObject::connect(m_pdf, &Ui::PdfView::documentOpened, &window, [this] {
            if (m_measuring && !target().isEmpty() && m_session.tableSession()->currentKey() == target()) {
                m_documentOpened = true;
            }
        });
        QObject::connect(m_pdf, &Ui::PdfView::pageRendered, &window, [this] {
            if (m_measuring && m_documentOpened && m_outcome.pdfMs < 0) {
                m_outcome.pdfMs = m_recorder.now() - m_t0;
            }
        });
    }

    // Waits until no request has been in flight for a while (read-ahead done).
    void settle(int latencyMs)
    {
        QElapsedTimer quiet;
        quiet.start();
        (void)waitUntil(
            [&] {
                if (m_recorder.inFlight() > 0) {
                    quiet.restart();
                }
                return quiet.elapsed() > std::max(300, 4 * latencyMs);
            },
            30000);
    }

    // Runs `action` and waits for the row `key` (empty: the row that becomes current) to be shown.
    Outcome measure(const QByteArray &key, bool listing, const std::function<void()> &action)
    {
        m_target = key;
        m_outcome = {};
        m_documentOpened = false;
        m_measuring = true;
        m_t0 = m_recorder.now();
        action();
        (void)waitUntil(
            [&] {
                const double t = m_recorder.now() - m_t0;
                Models::RowListModel *model = m_session.tableSession()->model();
                if (listing && m_outcome.rowsMs < 0 && model && model->rowCount() > 0) {
                    m_outcome.rowsMs = t;
                }
                const bool shown = !target().isEmpty() && m_shownKey == target();
                if (shown && m_outcome.teiMs < 0 && !m_window.parts().tei->view()->isLoading()) {
                    m_outcome.teiMs = t;
                }
                if (shown && m_outcome.verdictMs < 0 &&
                    m_window.parts().match->verdictText().startsWith(QLatin1StringView("Verdict:"))) {
                    m_outcome.verdictMs = t;
                }
                return m_outcome.teiMs >= 0 && m_outcome.verdictMs >= 0 && m_outcome.pdfMs >= 0;
            },
            20000);
        m_measuring = false;
        tally(listing);
        return m_outcome;
    }

    QByteArray target() const
    {
        return m_target.isEmpty() ? m_session.tableSession()->currentKey() : m_target;
    }

private:
    // Which requests the milestones waited for, and their depth.
    void tally(bool listing)
    {
        const QList<RequestRecorder::Request> &requests = m_recorder.finished();
        const QList<int> depth = depths(requests, m_t0);
        const QByteArray key = target();
        const QString keyText = QString::fromLatin1(key.mid(key.indexOf(':') + 1)).toLower();
        QString doi;
        Core::PdfLocator pdf;
        if (const Core::Row *row =
                m_session.tableSession()->rows() ? m_session.tableSession()->rows()->cached(key) : nullptr) {
            const Core::JournalRow decoded = m_session.tableSession()->presenter().decode(*row);
            pdf = Core::pdfLocatorFor(decoded);
            if (decoded.match) {
                doi = decoded.match->doi.toLower();
            }
        }
        const QByteArray pdfRange = "bytes=" + QByteArray::number(pdf.offset) + '-';
        // The requests for this row's data sent after the action and answered before the
        // milestone: it waited for the deepest of them (read-ahead for other rows names other
        // keys, DOIs and WARC offsets).
        QSet<qsizetype> waitedFor;
        const auto deepest = [&](const std::function<bool(const RequestRecorder::Request &)> &is,
                                 double milestone) {
            int trips = 0;
            for (qsizetype i = 0; milestone >= 0 && i < requests.size(); ++i) {
                const auto &r = requests.at(i);
                if (r.startMs >= m_t0 && r.finishMs <= m_t0 + milestone && is(r)) {
                    trips = std::max(trips, depth.at(i));
                    waitedFor.insert(i);
                }
            }
            return trips;
        };
        m_outcome.teiTrips = deepest(
            [&](const auto &r) { return !keyText.isEmpty() && r.url.contains(keyText); }, m_outcome.teiMs);
        m_outcome.verdictTrips =
            std::max(m_outcome.teiTrips, deepest(
                                             [&](const auto &r) {
                                                 return !doi.isEmpty() &&
                                                        r.url.contains(QLatin1StringView("/crossref")) &&
                                                        r.url.contains(doi);
                                             },
                                             m_outcome.verdictMs));
        m_outcome.pdfTrips =
            std::max(m_outcome.teiTrips, deepest(
                                             [&](const auto &r) {
                                                 return pdf.hasWarc() &&
                                                        r.url.contains(pdf.warcFileName().toLower()) &&
                                                        r.range.startsWith(pdfRange);
                                             },
                                             m_outcome.pdfMs));
        m_outcome.waitedFor = int(waitedFor.size());
        if (listing) {
            // The deepest request answered before the rows were listed.
            for (qsizetype i = 0; i < requests.size(); ++i) {
                if (requests.at(i).startMs >= m_t0 && !requests.at(i).aborted &&
                    requests.at(i).finishMs <= m_t0 + m_outcome.rowsMs) {
                    m_outcome.rowsTrips = std::max(m_outcome.rowsTrips, depth.at(i));
                }
            }
        }
        const double last =
            std::max({m_outcome.rowsMs, m_outcome.teiMs, m_outcome.verdictMs, m_outcome.pdfMs});
        if (qEnvironmentVariableIsSet("EI_BENCH_TRACE")) {
            for (qsizetype i = 0; i < requests.size(); ++i) {
                const auto &r = requests.at(i);
                if (r.startMs >= m_t0) {
                    qInfo("    %7.1f-%7.1f ms depth %d %s %s %s%s", r.startMs - m_t0, r.finishMs - m_t0,
                          depth.at(i), r.method.constData(), qPrintable(r.url.left(150)), r.range.constData(),
                          r.aborted ? " (aborted)" : "");
                }
            }
            qInfo("    pdf %s %s", qPrintable(pdf.warcFileName()), pdfRange.constData());
        }
        int started = 0;
        for (const auto &r : requests) {
            started += r.startMs >= m_t0 && r.startMs <= m_t0 + last ? 1 : 0;
        }
        m_outcome.started = started;
    }

    Ui::MainWindow &m_window;
    Ui::InspectorSession &m_session;
    RequestRecorder &m_recorder;
    Ui::PdfView *m_pdf = nullptr;
    QByteArray m_target;
    QByteArray m_shownKey;
    bool m_measuring = false;
    bool m_documentOpened = false;
    double m_t0 = 0;
    Outcome m_outcome;
};

QString figure(double ms, int trips)
{
    return ms < 0 ? QStringLiteral("—") : QStringLiteral("%1 ms / %2 RT").arg(qRound(ms)).arg(trips);
}

void report(int latencyMs, const char *what, const Outcome &o)
{
    qInfo("round trips at %3d ms | %-34s | rows %-16s | TEI %-16s | verdict %-16s | PDF page %-16s | "
          "waited for %d, sent %d",
          latencyMs, what, qPrintable(figure(o.rowsMs, o.rowsTrips)), qPrintable(figure(o.teiMs, o.teiTrips)),
          qPrintable(figure(o.verdictMs, o.verdictTrips)), qPrintable(figure(o.pdfMs, o.pdfTrips)),
          o.waitedFor, o.started);
}

void roundTripsAt(int latencyMs, const QString &demo, const QList<SnapshotRow> &snapshot)
{
    const QString latency = QString::number(latencyMs);
    QProcess serve;
    const QString restUrl = startListening(serve, kBinDir + QStringLiteral("/extract-inspector-cli"),
                                           {QStringLiteral("serve"), QStringLiteral("--snapshot"), demo,
                                            QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                            QStringLiteral("--latency-ms"), latency});
    QProcess files;
    const QString filesUrl =
        startListening(files, QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--serve-files"), demo + QStringLiteral("/warcs"), latency});
    if (restUrl.isEmpty() || filesUrl.isEmpty()) {
        return;
    }
    QFile manifestFile(demo + QStringLiteral("/manifest.json"));
    (void)manifestFile.open(QIODevice::ReadOnly);
    const QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();

    Core::SavedConnection saved;
    saved.name = QStringLiteral("bench");
    saved.restUrl = restUrl;
    saved.table = manifest.value(QLatin1StringView("table")).toString();
    saved.profile = manifest.value(QLatin1StringView("profile")).toString();
    saved.keyFormat = manifest.value(QLatin1StringView("keyFormat")).toString();
    saved.pdfSources = {QStringLiteral("warc-http:") + filesUrl};
    saved.crossrefSource = QStringLiteral("postgrest:") + restUrl;
    saved.readOnly = true;

    // A home of its own: an empty PDF cache (the demo's PDFs are cached by SHA-1 from any
    // earlier run) and no saved settings.
    QTemporaryDir home;
    const QByteArray realHome = qgetenv("HOME");
    qputenv("HOME", home.path().toLocal8Bit());
    const auto restoreHome = qScopeGuard([&realHome] { qputenv("HOME", realHome); });
    RequestRecorder recorder;
    {
        Ui::MainWindow window;
        Ui::InspectorSession session(window.parts(), nullptr);
        Gui::WindowManager::assemble(&window, &session);
        window.resize(1400, 900);
        window.show();
        (void)QTest::qWaitForWindowExposed(&window);
        Scenario scenario(window, session, recorder);
        Models::TableSession *table = session.tableSession();

        // (a) Starting on the saved connection: the window shows, the connection opens.
        report(latencyMs, "(a) saved connection → first rows",
               scenario.measure({}, true, [&] { session.opener()->openConnection(saved); }));
        scenario.settle(latencyMs);

        // (b) A click on a row not read yet (with a DOI, and one after it with a DOI for (c)).
        Models::RowListModel *model = table->model();
        int unread = -1;
        for (int i = 5; i + 1 < model->rowCount() && unread < 0; ++i) {
            const Core::Row *a = model->rowAt(i);
            const Core::Row *b = model->rowAt(i + 1);
            if (a && b && a->find("match0:doi") && b->find("match0:doi") && !table->rows()->cached(a->key) &&
                !table->rows()->cached(b->key)) {
                unread = i;
            }
        }
        if (unread < 0) {
            qInfo("round trips: no unread row with a DOI in the list");
            return;
        }
        report(latencyMs, "(b) click on an unread row",
               scenario.measure(model->rowAt(unread)->key, false,
                                [&] { window.parts().rowList->selectSourceRow(unread); }));
        scenario.settle(latencyMs);

        // (c) j to the row read ahead.
        const QByteArray next = model->rowAt(unread + 1)->key;
        const bool cached = table->rows()->cached(next) != nullptr;
        report(latencyMs, cached ? "(c) j to a prefetched row" : "(c) j (the row was NOT read ahead)",
               scenario.measure(next, false, [&] { window.parts().rowList->selectNext(); }));
        scenario.settle(latencyMs);

        // (d) SHA-1 lookups: a listed row not read yet, and a row beyond the first page (not listed).
        // A row with a DOI no other row has (a DOI lookup lists exactly it), not read yet.
        const auto pick = [&](bool listed) {
            for (const SnapshotRow &r : snapshot) {
                const auto sameDoi =
                    std::ranges::count_if(snapshot, [&r](const SnapshotRow &o) { return o.doi == r.doi; });
                if (!r.doi.isEmpty() && sameDoi == 1 && (model->rowOfKey(r.key) >= 0) == listed &&
                    !table->rows()->cached(r.key)) {
                    return r;
                }
            }
            return SnapshotRow{};
        };
        const auto lookUp = [&](const QString &text) {
            return [&window, text] { Q_EMIT window.parts().lookup->lookupRequested(text); };
        };
        const auto sha1Hex = [](const QByteArray &key) {
            return Core::displayRowKey(key, Core::KeyFormat::Sha1B32Prefixed, Core::Sha1Display::Hex);
        };
        const SnapshotRow listed = pick(true);
        if (!listed.key.isEmpty()) {
            report(latencyMs, "(d) SHA-1 lookup, listed row",
                   scenario.measure(listed.key, false, lookUp(sha1Hex(listed.key))));
            scenario.settle(latencyMs);
        }
        const SnapshotRow unlisted = pick(false);
        if (!unlisted.key.isEmpty()) {
            report(latencyMs, "(d) SHA-1 lookup, row not listed",
                   scenario.measure(unlisted.key, false, lookUp(sha1Hex(unlisted.key))));
            scenario.settle(latencyMs);
        }
        // (e) A DOI lookup (no local DOI index: the server-filtered scan of match0:doi).
        const SnapshotRow byDoi = pick(false);
        if (!byDoi.key.isEmpty()) {
            report(latencyMs, "(e) DOI lookup", scenario.measure(byDoi.key, false, lookUp(byDoi.doi)));
            scenario.settle(latencyMs);
        }
    }
    serve.terminate();
    files.terminate();
    serve.waitForFinished(10000);
    files.waitForFinished(10000);
}

} // namespace

void roundTrips(const QList<int> &latenciesMs)
{
    const QString demo = QDir(kBinDir + QStringLiteral("/../share/demo")).absolutePath();
    const QList<SnapshotRow> snapshot = snapshotRows(demo);
    if (snapshot.isEmpty()) {
        qInfo("round trips: skipped (no demo snapshot at %s)", qPrintable(demo));
        return;
    }
    for (const int latency : latenciesMs) {
        roundTripsAt(latency, demo, snapshot);
    }
}

int serveFiles(const QString &dir, int latencyMs)
{
    Server::HttpServer server;
    const QString root = QDir(dir).absolutePath();
    server.setHandler([root, latencyMs](const Server::HttpRequest &request, Server::HttpResponder responder) {
        const auto answer = [root, request](Server::HttpResponder out) {
            const QString relative = QUrl::fromPercentEncoding(request.path);
            const QString path = QDir::cleanPath(root + u'/' + relative);
            QFile file(path);
            if (!path.startsWith(root + u'/') || !file.open(QIODevice::ReadOnly)) {
                out.respond(404, {}, "not found\n");
                return;
            }
            const qint64 size = file.size();
            qint64 first = 0;
            qint64 last = size - 1;
            const QByteArray range = request.header("range");
            if (range.startsWith("bytes=")) {
                const QList<QByteArray> bounds = range.mid(6).split('-');
                first = bounds.value(0).toLongLong();
                if (!bounds.value(1).isEmpty()) {
                    last = std::min(last, bounds.value(1).toLongLong());
                }
            }
            if (first > last) {
                out.respond(416, {{"Content-Range", "bytes */" + QByteArray::number(size)}}, {});
                return;
            }
            (void)file.seek(first);
            const QByteArray body = file.read(last - first + 1);
            if (range.isEmpty()) {
                out.respond(200, {{"Content-Type", "application/warc"}}, body);
                return;
            }
            out.respond(206,
                        {{"Content-Type", "application/warc"},
                         {"Content-Range", "bytes " + QByteArray::number(first) + '-' +
                                               QByteArray::number(last) + '/' + QByteArray::number(size)}},
                        body);
        };
        if (latencyMs <= 0) {
            answer(std::move(responder));
            return;
        }
        QTimer::singleShot(latencyMs, [answer, responder]() mutable { answer(std::move(responder)); });
    });
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        qWarning("cannot listen: %s", qPrintable(server.errorString()));
        return 1;
    }
    std::printf("listening on http://127.0.0.1:%u\n", unsigned(server.serverPort()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

} // namespace Ei::Bench
