#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include "core/render/renderprotocol.h"

class QLocalServer;
class QLocalSocket;
class QProcess;
class QTemporaryFile;
class QTimer;

namespace Ei::Core::Render {

class RenderClient;

// One request to the renderer, like a QNetworkReply: created by RenderClient (its parent), emits
// finished() exactly once, and the caller deletes it (deleteLater) after that. Lives on the
// client's thread.
class RenderReply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RenderReply)

public:
    ~RenderReply() override;

    quint32 id() const { return m_id; }
    MessageType type() const { return m_type; }
    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_failure; }
    // Set when the request failed, was cancelled (ErrorKind::Cancelled) or timed out.
    const std::optional<Failure> &failure() const { return m_failure; }
    QString errorMessage() const { return m_failure ? m_failure->error.message : QString(); }

    const DocumentInfo &documentInfo() const { return m_info; } // Open, Boxes
    const RenderedImage &image() const { return m_image; }      // Render
    const QList<TextWord> &words() const { return m_words; }    // Text
    const QList<SearchHit> &hits() const { return m_hits; }     // Search
    qint32 page() const { return m_page; }                      // Render, Text

    // Aborts the request: a queued one finishes at once, a running one as soon as the worker's
    // abort callback sees it (or with its result if it was already done). finished() follows.
    void cancel();

Q_SIGNALS:
    void finished();

private:
    friend class RenderClient;
    RenderReply(RenderClient *client, quint32 id, MessageType type, QByteArray payload, int timeoutMs);
    void finish();
    void fail(ErrorKind kind, const QString &message, bool passwordRequired = false);

    RenderClient *m_client;
    quint32 m_id;
    MessageType m_type;
    QByteArray m_payload;
    int m_timeoutMs;
    qint32 m_page = -1;
    bool m_internal = false;                // a re-open issued by the client itself after a restart
    std::shared_ptr<QTemporaryFile> m_temp; // openBytes: the file the document is read from
    QString m_path, m_password;             // Open: remembered for re-opening after a restart
    bool m_finished = false;
    std::optional<Failure> m_failure;
    DocumentInfo m_info;
    RenderedImage m_image;
    QList<TextWord> m_words;
    QList<SearchHit> m_hits;
};

// Talks to the isolated Poppler worker (extract-inspector-render) over a QLocalSocket.
//
// Contract: lives on one thread (normally the GUI thread) and never blocks it. Requests run one at
// a time in submission order; each has a deadline (default 10 s). When the worker hangs past a
// deadline or crashes, the client kills it, fails the affected request with a sentence a curator
// understands, starts a new worker and re-opens the current document before the next request.
// A document whose re-open crashes the worker again is given up (later requests fail at once).
class RenderClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RenderClient)

public:
    // workerPath empty: defaultWorkerPath().
    explicit RenderClient(QObject *parent = nullptr, QString workerPath = {});
    ~RenderClient() override;

    // $EI_RENDER_WORKER when set, else findWorker(QCoreApplication::applicationDirPath()).
    static QString defaultWorkerPath();
    // The worker for an application in `applicationDirPath`: extract-inspector-render beside it (the
    // build tree's bin/), else in ../libexec/extract-inspector/ (the install tree, see
    // app/render/CMakeLists.txt). When neither exists, the first, whose absence the first request
    // then reports.
    static QString findWorker(const QString &applicationDirPath);

    // Starts the worker ahead of the first request, so that the first page of the first PDF does
    // not wait for a process start (a viewer calls this when it is created).
    void prestart();

    void setDefaultTimeout(int ms) { m_defaultTimeoutMs = ms; }
    int defaultTimeout() const { return m_defaultTimeoutMs; }

    // All return a reply owned by this client until the caller takes it (delete it after finished()).
    // timeoutMs <= 0 means the default.
    RenderReply *open(const QString &path, const QString &password = {}, int timeoutMs = 0);
    // Writes the bytes to a private temporary file that lives as long as the document.
    RenderReply *openBytes(const QByteArray &pdf, const QString &password = {}, int timeoutMs = 0);
    RenderReply *render(const RenderParams &params, int timeoutMs = 0);
    RenderReply *text(int page, int timeoutMs = 0);
    RenderReply *search(const QString &text, bool caseSensitive = false, int timeoutMs = 0);
    RenderReply *close();
    // MediaBox/CropBox of every page (documentInfo() with boxesKnown when pdfinfo is available);
    // also updates this client's documentInfo().
    RenderReply *pageBoxes(int timeoutMs = 0);

    // Test hooks: the worker honours them only when it runs with EI_RENDER_TEST_HOOKS=1 (set in
    // this process's environment before the worker starts).
    RenderReply *injectCrash();
    RenderReply *injectHang(int timeoutMs = 0);

    bool hasDocument() const { return m_docOpen; }
    const DocumentInfo &documentInfo() const { return m_docInfo; }
    // How many times a worker was started (1 after the first request); for tests and the bench.
    int workerStarts() const { return m_workerStarts; }
    qint64 workerPid() const;

Q_SIGNALS:
    // The worker died or was killed; `reason` is the sentence given to the affected request.
    void workerRestarted(const QString &reason);

private:
    friend class RenderReply;
    RenderReply *submit(MessageType type, QByteArray payload, int timeoutMs, qint32 page = -1);
    void cancelReply(RenderReply *reply);
    void forget(RenderReply *reply);
    void pump();
    void startWorker();
    void stopWorker();
    void onNewConnection();
    void onReadyRead();
    void handleFrame(const Frame &frame);
    void onDeadline();
    void onWorkerLost(const QString &why);
    // The worker, stopped, took `reply` with it: fails it with `sentence`, notes what a new worker
    // must re-open, and goes on with the queue on a new worker.
    void failLostReply(RenderReply *reply, ErrorKind kind, const QString &sentence);
    void failAll(ErrorKind kind, const QString &message);
    QString failureSentence(const RenderReply *reply, bool timedOut) const;
    static bool needsDocument(MessageType type);

    QString m_workerPath;
    int m_defaultTimeoutMs = 10000;
    quint32 m_nextId = 1;
    int m_workerStarts = 0;

    QProcess *m_process = nullptr;
    QLocalServer *m_server = nullptr;
    QLocalSocket *m_socket = nullptr;
    FrameReader m_reader;
    bool m_ready = false; // Hello received
    QTimer *m_deadline = nullptr;

    QList<QPointer<RenderReply>> m_queue;
    QPointer<RenderReply> m_inFlight;
    bool m_inFlightCancelSent = false;

    // The current document, re-opened after a restart.
    QString m_docPath;
    QString m_docPassword;
    std::shared_ptr<QTemporaryFile> m_docTemp;
    bool m_docOpen = false;
    bool m_needsReopen = false;
    QString m_docLostReason; // set when a re-open failed; doc requests fail with it
    DocumentInfo m_docInfo;
};

} // namespace Ei::Core::Render
