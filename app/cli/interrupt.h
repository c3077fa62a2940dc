#pragma once

#include <functional>

#include <QObject>

namespace Ei::Cli {

// The exit code of a command stopped by Ctrl+C (cli.md), as a shell reports 128 + SIGINT.
inline constexpr int kInterruptedExitCode = 130;

// Calls `onInterrupt` on the event loop (never inside the signal handler) each time the process
// gets SIGINT (Ctrl+C), and also SIGTERM when `alsoTerminate`; while `context` lives. The signal
// no longer ends the process by itself: the command decides what an interruption means.
void whenInterrupted(QObject *context, std::function<void()> onInterrupt, bool alsoTerminate = false);
// Calls `onSignal` on the event loop each time the process gets SIGUSR1, while `context` lives
// (`serve`: split the regions of a live table, for tests of jobs that meet a split).
void whenUserSignalled(QObject *context, std::function<void()> onSignal);

} // namespace Ei::Cli
