#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

#include <QByteArray>
#include <QSet>

#include "core/render/renderprotocol.h"

namespace Poppler {
class Document;
}

namespace Ei::RenderWorker {

// Owns the one Poppler::Document of the worker process and runs every Poppler call on its own
// thread, one request at a time (Poppler is not re-entrant per document; this is the "one lock").
//
// Thread contract: enqueue() and cancel() are called from the main (socket) thread; run() is the
// body of the Poppler thread; `send` is called on the Poppler thread with complete frames and must
// hand them to the socket thread itself.
class PopplerEngine final
{
public:
    using Sender = std::function<void(QByteArray frame)>;

    PopplerEngine(Sender send, bool testHooks);
    ~PopplerEngine();
    PopplerEngine(const PopplerEngine &) = delete;
    PopplerEngine &operator=(const PopplerEngine &) = delete;

    void enqueue(Core::Render::Frame frame);
    // Aborts request `id`: dropped if still queued, or its render/search stops at the next
    // abort-callback check.
    void cancel(quint32 id);
    // Ends run() after the current request.
    void stop();
    void run();

    // Called by Poppler's renderToImage/textList from the Poppler thread.
    bool shouldAbort() const { return m_abortCurrent.load(std::memory_order_relaxed); }

private:
    void handle(const Core::Render::Frame &frame);
    void open(quint32 id, const QByteArray &payload);
    void render(quint32 id, const QByteArray &payload);
    void text(quint32 id, const QByteArray &payload);
    void search(quint32 id, const QByteArray &payload);
    void boxes(quint32 id);
    void fail(quint32 id, Core::ErrorKind kind, const QString &message, bool passwordRequired = false);
    void readBoxes(const QString &path, const QString &password, Core::Render::DocumentInfo &info);

    Sender m_send;
    bool m_testHooks;
    std::unique_ptr<Poppler::Document> m_doc;
    Core::Render::DocumentInfo m_info; // of m_doc
    QString m_path, m_password;
    bool m_boxesRead = false;

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Core::Render::Frame> m_queue;
    QSet<quint32> m_cancelled;
    quint32 m_current = 0;
    bool m_stop = false;
    std::atomic<bool> m_abortCurrent{false};
};

} // namespace Ei::RenderWorker
