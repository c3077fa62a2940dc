#pragma once

#include <optional>

#include <QObject>
#include <QTest>

#include <core/hbase/pendingcall.h>

namespace Ei::Test {

// Waits (spinning the event loop, never sleeping) for a Call's result. A call that never ends
// gives an Internal error so the test fails with a message instead of hanging.
template<class T>
Core::Result<T> await(Core::Call<T> *call, int timeoutMs = 15000)
{
    std::optional<Core::Result<T>> out;
    QObject context;
    call->then(&context, [&out](const Core::Result<T> &r) { out = r; });
    if (!QTest::qWaitFor([&out] { return out.has_value(); }, timeoutMs)) {
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
