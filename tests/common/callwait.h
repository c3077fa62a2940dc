#pragma once

#include <optional>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <core/hbase/pendingcall.h>

namespace Ei::Test {

// Waits for a Call's result, running the event loop until it comes. A call that never ends gives
// an Internal error so the test fails with a message instead of hanging. Not QTest::qWaitFor: it
// sleeps 10 ms whenever one pass over the events did not finish the call, so a test whose client
// and server share this thread paid ~70 ms a request (tst_resumablescan took 43 s, now 2 s).
template<class T>
Core::Result<T> await(Core::Call<T> *call, int timeoutMs = 15000)
{
    std::optional<Core::Result<T>> out;
    QEventLoop loop;
    QObject context;
    call->then(&context, [&out, &loop](const Core::Result<T> &r) {
        out = r;
        loop.quit();
    });
    if (!out) {
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    // As qWaitFor does: objects the call's end deleted later are gone before the test goes on.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    if (!out) {
        return Core::fail(Core::ErrorKind::Internal, QStringLiteral("the call did not finish in time"));
    }
    return *out;
}

// Runs the event loop until predicate() holds (true) or timeoutMs pass (false). Unlike
// QTest::qWaitFor it never sleeps between passes: it blocks until the next event arrives, and a
// timer wakes the last wait.
template<class Predicate>
bool waitFor(Predicate predicate, int timeoutMs = 15000)
{
    if (predicate()) {
        return true;
    }
    const QDeadlineTimer deadline(timeoutMs);
    QTimer wake;
    wake.setSingleShot(true);
    wake.start(timeoutMs);
    while (!predicate() && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return predicate();
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
