#include "core/render/renderclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLoggingCategory>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryFile>
#include <QTimer>

namespace Ei::Core::Render {

Q_LOGGING_CATEGORY(lcRender, "ei.core.render")

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::RenderClient)
};

constexpr auto WorkerName = "extract-inspector-render";
} // namespace

// ---- RenderReply ---------------------------------------------------------------------------

RenderReply::RenderReply(RenderClient *client, quint32 id, MessageType type, QByteArray payload,
                         int timeoutMs)
    : QObject(client)
    , m_client(client)
    , m_id(id)
    , m_type(type)
    , m_payload(std::move(payload))
    , m_timeoutMs(timeoutMs)
{}

RenderReply::~RenderReply()
{
    // A caller may delete a reply that is still queued: the client must not keep a dangling entry.
    if (!m_finished && m_client) {
        m_client->forget(this);
    }
}

void RenderReply::cancel()
{
    if (!m_finished && m_client) {
        m_client->cancelReply(this);
    }
}

void RenderReply::finish()
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_payload.clear();
    Q_EMIT finished();
}

void RenderReply::fail(ErrorKind kind, const QString &message, bool passwordRequired)
{
    if (m_finished) {
        return;
    }
    m_failure = Failure{Error{kind, message}, passwordRequired};
    finish();
}

// ---- RenderClient --------------------------------------------------------------------------

RenderClient::RenderClient(QObject *parent, QString workerPath)
    : QObject(parent)
    , m_workerPath(workerPath.isEmpty() ? defaultWorkerPath() : std::move(workerPath))
    , m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, &RenderClient::onDeadline);
}

RenderClient::~RenderClient()
{
    // Replies are our children; make sure none calls back into a half-destroyed client.
    const auto replies = findChildren<RenderReply *>(Qt::FindDirectChildrenOnly);
    for (RenderReply *r : replies) {
        r->m_client = nullptr;
    }
    stopWorker();
    // Collect killed workers now (a SIGKILLed process is reaped within milliseconds) rather than
    // leave zombies or have ~QProcess warn.
    const auto processes = findChildren<QProcess *>(Qt::FindDirectChildrenOnly);
    for (QProcess *p : processes) {
        p->disconnect(this);
        if (p->state() != QProcess::NotRunning) {
            p->waitForFinished(2000);
        }
    }
}

QString RenderClient::defaultWorkerPath()
{
    const QString env = qEnvironmentVariable("EI_RENDER_WORKER");
    if (!env.isEmpty()) {
        return env;
    }
    return findWorker(QCoreApplication::applicationDirPath());
}

QString RenderClient::findWorker(const QString &applicationDirPath)
{
    const QDir bin(applicationDirPath);
    const QString beside = bin.filePath(QLatin1StringView(WorkerName));
    const QString installed = QDir::cleanPath(
        bin.filePath(QStringLiteral("../libexec/extract-inspector/") + QLatin1StringView(WorkerName)));
    for (const QString &candidate : {beside, installed}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) {
            return candidate;
        }
    }
    return beside;
}

void RenderClient::prestart()
{
    if (!m_process) {
        startWorker();
    }
}

qint64 RenderClient::workerPid() const
{
    return m_process ? m_process->processId() : 0;
}

RenderReply *RenderClient::open(const QString &path, const QString &password, int timeoutMs)
{
    RenderReply *r = submit(MessageType::Open, encodePayload(path, password), timeoutMs);
    r->m_path = path;
    r->m_password = password;
    return r;
}

RenderReply *RenderClient::openBytes(const QByteArray &pdf, const QString &password, int timeoutMs)
{
    auto temp =
        std::make_shared<QTemporaryFile>(QDir::temp().filePath(QStringLiteral("ei-render-XXXXXX.pdf")));
    if (!temp->open() || temp->write(pdf) != pdf.size() || !temp->flush()) {
        RenderReply *r = new RenderReply(this, m_nextId++, MessageType::Open, {}, 0);
        QTimer::singleShot(0, r, [r] {
            r->fail(ErrorKind::Io,
                    Tr::tr("this PDF could not be opened: no temporary file could be written"));
        });
        return r;
    }
    RenderReply *r = open(temp->fileName(), password, timeoutMs);
    r->m_temp = std::move(temp);
    return r;
}

RenderReply *RenderClient::render(const RenderParams &params, int timeoutMs)
{
    return submit(MessageType::Render, encodePayload(params), timeoutMs, params.page);
}

RenderReply *RenderClient::text(int page, int timeoutMs)
{
    return submit(MessageType::Text, encodePayload(qint32(page)), timeoutMs, page);
}

RenderReply *RenderClient::search(const QString &text, bool caseSensitive, int timeoutMs)
{
    return submit(MessageType::Search, encodePayload(text, caseSensitive), timeoutMs);
}

RenderReply *RenderClient::close()
{
    // The document is forgotten now: requests queued after this must not revive it.
    m_docOpen = false;
    m_needsReopen = false;
    m_docLostReason.clear();
    m_docTemp.reset();
    m_docPath.clear();
    return submit(MessageType::Close, {}, 0);
}

RenderReply *RenderClient::pageBoxes(int timeoutMs)
{
    return submit(MessageType::Boxes, {}, timeoutMs);
}

RenderReply *RenderClient::injectCrash()
{
    return submit(MessageType::TestCrash, {}, 0);
}

RenderReply *RenderClient::injectHang(int timeoutMs)
{
    return submit(MessageType::TestHang, {}, timeoutMs);
}

RenderReply *RenderClient::submit(MessageType type, QByteArray payload, int timeoutMs, qint32 page)
{
    auto *r = new RenderReply(this, m_nextId++, type, std::move(payload),
                              timeoutMs > 0 ? timeoutMs : m_defaultTimeoutMs);
    r->m_page = page;
    m_queue.append(r);
    // Deferred so that the caller can connect to finished() before anything can finish.
    QTimer::singleShot(0, this, &RenderClient::pump);
    return r;
}

bool RenderClient::needsDocument(MessageType type)
{
    return type == MessageType::Render || type == MessageType::Text || type == MessageType::Search ||
           type == MessageType::Boxes;
}

void RenderClient::forget(RenderReply *reply)
{
    m_queue.removeAll(reply);
    if (m_inFlight == reply) {
        // Its answer will arrive with an id nobody waits for and be dropped; tell the worker to stop.
        if (m_socket && m_ready) {
            m_socket->write(encodeFrame(0, MessageType::Cancel, encodePayload(reply->m_id)));
        }
    }
}

void RenderClient::cancelReply(RenderReply *reply)
{
    if (m_queue.removeAll(reply) > 0) {
        reply->fail(ErrorKind::Cancelled, Tr::tr("the request was cancelled"));
        return;
    }
    if (m_inFlight == reply && !m_inFlightCancelSent && m_socket && m_ready) {
        m_inFlightCancelSent = true;
        m_socket->write(encodeFrame(0, MessageType::Cancel, encodePayload(reply->m_id)));
    }
}

void RenderClient::pump()
{
    if (m_inFlight) {
        return;
    }
    // Drop replies the caller deleted.
    m_queue.removeAll(nullptr);
    if (m_queue.isEmpty()) {
        return;
    }
    if (!m_process) {
        startWorker();
        return;
    }
    if (!m_ready) {
        return; // onReadyRead() pumps after Hello
    }

    RenderReply *next = m_queue.first();
    if (needsDocument(next->m_type)) {
        if (!m_docLostReason.isEmpty() && !m_docOpen) {
            m_queue.removeFirst();
            next->fail(ErrorKind::Internal, m_docLostReason);
            QTimer::singleShot(0, this, &RenderClient::pump);
            return;
        }
        if (m_needsReopen && !m_docPath.isEmpty()) {
            // Re-open the document in the fresh worker first; the caller's request stays queued.
            m_needsReopen = false;
            auto *reopen = new RenderReply(this, m_nextId++, MessageType::Open,
                                           encodePayload(m_docPath, m_docPassword), m_defaultTimeoutMs);
            reopen->m_internal = true;
            reopen->m_path = m_docPath;
            reopen->m_password = m_docPassword;
            m_queue.prepend(reopen);
            next = reopen;
        }
    }
    m_queue.removeFirst();
    m_inFlight = next;
    m_inFlightCancelSent = false;
    m_socket->write(encodeFrame(next->m_id, next->m_type, next->m_payload));
    m_deadline->start(next->m_timeoutMs);
}

void RenderClient::startWorker()
{
    stopWorker();
    ++m_workerStarts;
    m_reader = FrameReader();
    m_ready = false;

    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    const QString name = QStringLiteral("ei-render-%1-%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    if (!m_server->listen(name)) {
        const QString msg = Tr::tr("the PDF renderer could not be started: %1").arg(m_server->errorString());
        stopWorker();
        failAll(ErrorKind::Internal, msg);
        return;
    }
    connect(m_server, &QLocalServer::newConnection, this, &RenderClient::onNewConnection);

    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_process->setStandardOutputFile(QProcess::nullDevice());
    QProcess *proc = m_process;
    connect(m_process, &QProcess::errorOccurred, this, [this, proc](QProcess::ProcessError e) {
        if (proc != m_process) {
            return;
        }
        if (e == QProcess::FailedToStart) {
            const QString msg =
                Tr::tr("the PDF renderer (%1) could not be started").arg(QFileInfo(m_workerPath).fileName());
            stopWorker();
            failAll(ErrorKind::Internal, msg);
        }
    });
    connect(m_process, &QProcess::finished, this, [this, proc](int code, QProcess::ExitStatus status) {
        if (proc != m_process) {
            return;
        }
        onWorkerLost(status == QProcess::CrashExit ? Tr::tr("crashed")
                                                   : Tr::tr("exited with code %1").arg(code));
    });
    m_process->start(m_workerPath, {QStringLiteral("--connect"), m_server->fullServerName()});
    // The start-up shares the first request's deadline budget.
    m_deadline->start(m_defaultTimeoutMs);
}

void RenderClient::stopWorker()
{
    m_deadline->stop();
    m_ready = false;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    if (m_server) {
        m_server->close();
        m_server->deleteLater();
        m_server = nullptr;
    }
    if (m_process) {
        QProcess *p = m_process;
        m_process = nullptr;
        p->disconnect(this);
        if (p->state() != QProcess::NotRunning) {
            p->kill();
            // Reaped asynchronously: the QProcess deletes itself once the kill has been collected.
            // If the client goes first, ~QProcess (our child) collects the already-killed process.
            connect(p, &QProcess::finished, p, &QObject::deleteLater);
        } else {
            p->deleteLater();
        }
    }
}

void RenderClient::onNewConnection()
{
    QLocalSocket *s = m_server ? m_server->nextPendingConnection() : nullptr;
    if (!s) {
        return;
    }
    if (m_socket) { // only the worker we started may connect, and only once
        s->abort();
        s->deleteLater();
        return;
    }
    m_socket = s;
    m_socket->setParent(this);
    m_server->close(); // nobody else may connect
    connect(m_socket, &QLocalSocket::readyRead, this, &RenderClient::onReadyRead);
    connect(m_socket, &QLocalSocket::disconnected, this,
            [this] { onWorkerLost(Tr::tr("closed the connection")); });
}

void RenderClient::onReadyRead()
{
    if (!m_socket) {
        return;
    }
    m_reader.append(m_socket->readAll());
    while (auto frame = m_reader.next()) {
        handleFrame(*frame);
        if (!m_socket) { // the frame made us drop the worker
            return;
        }
    }
    if (m_reader.failed()) {
        qCWarning(lcRender) << "render protocol error:" << m_reader.errorString();
        if (m_process) {
            m_process->kill(); // finished() will restart it
        }
    }
}

void RenderClient::handleFrame(const Frame &frame)
{
    if (frame.type == MessageType::Hello) {
        quint32 magic = 0;
        quint16 version = 0;
        QString poppler;
        if (!decodePayload(frame.payload, magic, version, poppler) || magic != Magic || version != Version) {
            const QString msg = Tr::tr("the PDF renderer speaks another protocol version (%1, expected %2)")
                                    .arg(version)
                                    .arg(Version);
            stopWorker();
            failAll(ErrorKind::Protocol, msg);
            return;
        }
        m_ready = true;
        m_deadline->stop();
        pump();
        return;
    }
    RenderReply *r = m_inFlight;
    if (!r || frame.id != r->m_id) {
        return; // the answer to a request that was cancelled or forgotten
    }
    m_deadline->stop();
    m_inFlight = nullptr;
    bool ok = true;
    // A reply that is only its payload: it finishes once the payload is read.
    const auto finishOnceRead = [&](bool read) {
        ok = read;
        if (ok) {
            r->finish();
        }
    };
    switch (frame.type) {
    case MessageType::Failure: {
        quint8 kind = 0;
        bool password = false;
        QString message;
        ok = decodePayload(frame.payload, kind, password, message);
        if (ok) {
            if (r->m_type == MessageType::Open) {
                m_docOpen = false;
                if (r->m_internal) {
                    m_docLostReason = message;
                }
            }
            r->fail(ErrorKind(kind), message, password);
        }
        break;
    }
    case MessageType::Cancelled:
        r->fail(ErrorKind::Cancelled, Tr::tr("the request was cancelled"));
        break;
    case MessageType::DocumentInfo:
        ok = decodePayload(frame.payload, r->m_info);
        if (ok && r->m_type == MessageType::Boxes) {
            m_docInfo = r->m_info;
            r->finish();
        } else if (ok) {
            m_docOpen = true;
            m_docLostReason.clear();
            // A re-open is the same document: keep the page boxes read before the restart.
            if (!r->m_internal) {
                m_docInfo = r->m_info;
                m_docTemp = r->m_temp;
            }
            m_docPath = r->m_path;
            m_docPassword = r->m_password;
            r->finish();
        }
        break;
    case MessageType::Image:
        finishOnceRead(decodePayload(frame.payload, r->m_image));
        break;
    case MessageType::Words: {
        qint32 page = 0;
        finishOnceRead(decodePayload(frame.payload, page, r->m_words));
        break;
    }
    case MessageType::Hits:
        finishOnceRead(decodePayload(frame.payload, r->m_hits));
        break;
    case MessageType::Done:
        if (r->m_type == MessageType::Close) {
            m_docOpen = false;
        }
        r->finish();
        break;
    default:
        ok = false;
    }
    if (!ok) {
        r->fail(ErrorKind::Protocol, Tr::tr("the PDF renderer sent an answer that could not be read"));
        if (m_process) {
            m_process->kill();
        }
        return;
    }
    if (r->m_internal) {
        r->deleteLater();
    }
    pump();
}

QString RenderClient::failureSentence(const RenderReply *reply, bool timedOut) const
{
    const int seconds = (reply->m_timeoutMs + 999) / 1000;
    const QString during = [&] {
        switch (reply->m_type) {
        case MessageType::Open:
            return reply->m_internal ? Tr::tr("re-opening this PDF") : Tr::tr("opening this PDF");
        case MessageType::Render:
            return Tr::tr("rendering page %1 of this PDF").arg(reply->m_page + 1);
        case MessageType::Text:
            return Tr::tr("reading the text of page %1 of this PDF").arg(reply->m_page + 1);
        case MessageType::Search:
            return Tr::tr("searching this PDF");
        case MessageType::Boxes:
            return Tr::tr("reading the page boxes of this PDF");
        case MessageType::TestCrash:
        case MessageType::TestHang:
            return Tr::tr("running a test hook");
        default:
            return Tr::tr("closing this PDF");
        }
    }();
    if (timedOut) {
        if (reply->m_type == MessageType::Open) {
            return Tr::tr("this PDF could not be opened: the renderer timed out after %1 s").arg(seconds);
        }
        if (reply->m_type == MessageType::Render) {
            return Tr::tr("this PDF could not be rendered: the renderer timed out after %1 s on page %2")
                .arg(seconds)
                .arg(reply->m_page + 1);
        }
        return Tr::tr("the renderer timed out after %1 s while %2").arg(seconds).arg(during);
    }
    return Tr::tr("the renderer crashed while %1").arg(during);
}

void RenderClient::onDeadline()
{
    RenderReply *r = m_inFlight;
    if (!r) {
        // The worker did not say Hello in time.
        qCWarning(lcRender) << "the PDF renderer did not start in time";
        stopWorker();
        failAll(ErrorKind::Timeout,
                Tr::tr("the PDF renderer did not start within %1 s").arg(m_defaultTimeoutMs / 1000));
        return;
    }
    const QString sentence = failureSentence(r, true);
    qCWarning(lcRender) << "killing the PDF renderer:" << sentence;
    m_inFlight = nullptr;
    stopWorker();
    failLostReply(r, ErrorKind::Timeout, sentence);
}

void RenderClient::onWorkerLost(const QString &why)
{
    if (!m_process && !m_socket) {
        return;
    }
    qCWarning(lcRender) << "the PDF renderer" << why;
    RenderReply *r = m_inFlight;
    m_inFlight = nullptr;
    const bool wasReady = m_ready;
    stopWorker();
    if (!r) {
        if (!wasReady) {
            failAll(ErrorKind::Internal, Tr::tr("the PDF renderer stopped while starting (%1)").arg(why));
            return;
        }
        m_needsReopen = m_docOpen;
        Q_EMIT workerRestarted(Tr::tr("the renderer %1").arg(why));
        QTimer::singleShot(0, this, &RenderClient::pump);
        return;
    }
    failLostReply(r, ErrorKind::Internal, failureSentence(r, false));
}

void RenderClient::failLostReply(RenderReply *reply, ErrorKind kind, const QString &sentence)
{
    if (reply->m_type == MessageType::Open) {
        m_docOpen = false;
        if (reply->m_internal) {
            m_docLostReason = sentence;
        }
    } else {
        m_needsReopen = m_docOpen;
    }
    reply->fail(kind, sentence);
    if (reply->m_internal) {
        reply->deleteLater();
    }
    Q_EMIT workerRestarted(sentence);
    QTimer::singleShot(0, this, &RenderClient::pump);
}

void RenderClient::failAll(ErrorKind kind, const QString &message)
{
    QList<QPointer<RenderReply>> queue;
    queue.swap(m_queue);
    if (m_inFlight) {
        queue.prepend(m_inFlight);
    }
    m_inFlight = nullptr;
    for (const QPointer<RenderReply> &r : queue) {
        if (!r) {
            continue;
        }
        r->fail(kind, message);
        if (r->m_internal) {
            r->deleteLater();
        }
    }
}

} // namespace Ei::Core::Render
