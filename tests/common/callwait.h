#pragma once

#include <algorithm>
#include <optional>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <core/util/pendingcall.h>

namespace Ei::Test {

// Runs the event loop until predicate() holds (true) or timeoutMs pass (false). Unlike
// QTest::qWaitFor, which sleeps 10 ms whenever a pass over the events did not make it true (a
// test whose client and server share this thread paid ~70 ms a request), it never sleeps: it
// blocks until the next event arrives. A 20 ms timer bounds each wait, for conditions that
// change without an event (a file another process writes).
template<class Predicate>
bool waitFor(Predicate predicate, int timeoutMs = 15000)
{
    if (predicate()) {
        return true;
    }
    const QDeadlineTimer deadline(timeoutMs);
    QTimer wake;
    wake.start(std::min(timeoutMs, 20));
    while (!predicate() && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return predicate();
}

// Waits for a Call's result, running the event loop (waitFor) until it comes. A call that never
// ends gives an Internal error so the test fails with a message instead of hanging.
template<class T>
Core::Result<T> await(Core::Call<T> *call, int timeoutMs = 15000)
{
    std::optional<Core::Result<T>> out;
    QObject context;
    call->then(&context, [&out](const Core::Result<T> &r) { out = r; });
    if (!waitFor([&out] { return out.has_value(); }, timeoutMs)) {
        return Core::fail(Core::ErrorKind::Internal, QStringLiteral("the call did not finish in time"));
    }
    return *out;
}

} // namespace Ei::Test

// QVERIFY that a Result holds a value, printing the error's message otherwise. The expression is
// evaluated once (it is often the call under test).
#define EI_VERIFY_OK(result)                                                                                 \
    do {                                                                                                     \
        const auto &eiVerifyOkResult = (result);                                                             \
        QVERIFY2(eiVerifyOkResult.has_value(),                                                               \
                 eiVerifyOkResult.has_value() ? "" : qPrintable(eiVerifyOkResult.error().message));          \
    } while (false)
