#pragma once

#include <functional>

#include <QObject>

namespace Ei::Cli {

// Calls `onInterrupt` on the event loop (never inside the signal handler) each time the process
// gets SIGINT (Ctrl+C), and also SIGTERM when `alsoTerminate`; while `context` lives. The signal
// no longer ends the process by itself: the command decides what an interruption means.
void whenInterrupted(QObject *context, std::function<void()> onInterrupt, bool alsoTerminate = false);

} // namespace Ei::Cli
