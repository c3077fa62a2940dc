#pragma once

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <core/util/result.h>

namespace Ei::Core {

// The handle of one asynchronous operation of the REST client.
//
// Contract (docs/hbase-client.md):
// * An operation never completes inside the call that started it: the result arrives at the
//   earliest on the next event-loop turn, so callbacks attached right after the call always see it.
// * `finished` is emitted exactly once, also for failures and cancellation (ErrorKind::Cancelled).
// * After `finished` the handle deletes itself (deleteLater); keep a QPointer if you hold it longer.
// * cancel() aborts the network request at once and is safe to call on a finished handle.
// * The handle lives on the thread of the RestClient that made it and is a child of it: destroying
//   the client destroys its pending calls without calling their callbacks.
class PendingCall : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingCall)

public:
    bool isFinished() const { return m_finished; }
    bool isCancelled() const { return m_cancelled; }

    // Aborts the operation; the result becomes ErrorKind::Cancelled unless it was already known.
    void cancel();

    // Internal: run when cancel() is called, to abort the request(s) behind this handle.
    void setCancelHook(std::function<void()> hook) { m_cancelHook = std::move(hook); }

Q_SIGNALS:
    void finished();
    // Bytes received so far of the current response, and its size if known (else -1).
    void progress(qint64 received, qint64 total);

protected:
    explicit PendingCall(QObject *parent)
        : QObject(parent)
    {}
    virtual void failWith(Error error) = 0;
    void markFinished()
    {
        m_finished = true;
        Q_EMIT finished();
        deleteLater();
    }
    bool m_finished = false;

private:
    bool m_cancelled = false;
    std::function<void()> m_cancelHook;
};

template<class T>
class Call final : public PendingCall
{
public:
    explicit Call(QObject *parent)
        : PendingCall(parent)
    {}

    // The result once finished, else empty.
    const std::optional<Result<T>> &result() const { return m_result; }

    // Calls fn(const Result<T> &) once when the operation ends, on the context's thread, unless the
    // context is destroyed first. May be called several times; the callbacks run in order.
    template<class F>
    Call *then(QObject *context, F fn)
    {
        if (m_finished) {
            QTimer::singleShot(0, context, [fn = std::move(fn), r = *m_result]() mutable { fn(r); });
            return this;
        }
        connect(this, &PendingCall::finished, context,
                [this, fn = std::move(fn)]() mutable { fn(*m_result); });
        return this;
    }

    // Internal: completes the call now (no-op if already finished).
    void resolve(Result<T> result)
    {
        if (m_finished) {
            return;
        }
        m_result = std::move(result);
        markFinished();
    }

    // Internal: completes the call on the next event-loop turn (for results known immediately,
    // such as a local refusal), keeping the "never synchronous" promise.
    void resolveLater(Result<T> result)
    {
        QTimer::singleShot(0, this, [this, r = std::move(result)]() mutable { resolve(std::move(r)); });
    }

protected:
    void failWith(Error error) override { resolve(std::unexpected(std::move(error))); }

private:
    std::optional<Result<T>> m_result;
};

inline void PendingCall::cancel()
{
    if (m_finished) {
        return;
    }
    m_cancelled = true;
    if (auto hook = std::exchange(m_cancelHook, {})) {
        hook();
    }
    if (!m_finished) {
        failWith(Error{ErrorKind::Cancelled, QStringLiteral("The operation was cancelled.")});
    }
}

// Links an operation's handle to an inner call it is made of: cancelling the operation cancels the
// inner call, its progress is the operation's, and its failure becomes the operation's result;
// onResult(const U &) runs with the inner call's value otherwise.
template<class T, class U, class F>
void chain(Call<T> *outer, Call<U> *inner, F onResult)
{
    outer->setCancelHook([inner = QPointer<Call<U>>(inner)] {
        if (inner) {
            inner->cancel();
        }
    });
    QObject::connect(inner, &PendingCall::progress, outer, &PendingCall::progress);
    inner->then(outer, [outer, onResult = std::move(onResult)](const Result<U> &r) mutable {
        if (outer->isFinished()) {
            return;
        }
        if (!r) {
            outer->resolve(std::unexpected(r.error()));
            return;
        }
        if constexpr (std::is_void_v<U>) {
            onResult();
        } else {
            onResult(*r);
        }
    });
}

} // namespace Ei::Core
