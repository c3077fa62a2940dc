#include "interrupt.h"

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

#include <QSocketNotifier>

namespace Ei::Cli {
namespace {

int g_signalPipe[2] = {-1, -1};

extern "C" void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &byte, 1);
}

int g_userPipe[2] = {-1, -1};

extern "C" void onUserSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto n = ::write(g_userPipe[1], &byte, 1);
}

} // namespace

// Self-pipe: the signal handler only writes one byte; the event loop does the real work.
void whenInterrupted(QObject *context, std::function<void()> onInterrupt, bool alsoTerminate)
{
    if (g_signalPipe[0] < 0 && ::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        return; // without the pipe the signal keeps its default action: the process ends
    }
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    if (alsoTerminate) {
        sigaction(SIGTERM, &action, nullptr);
    }
    auto *notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [onInterrupt = std::move(onInterrupt)] {
        char buffer[16];
        while (::read(g_signalPipe[0], buffer, sizeof buffer) > 0) {
        }
        onInterrupt();
    });
}

void whenUserSignalled(QObject *context, std::function<void()> onSignal)
{
    // A pipe of its own: SIGUSR1 must not look like an interruption.
    if (g_userPipe[0] < 0 && ::pipe2(g_userPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        return;
    }
    struct sigaction action = {};
    action.sa_handler = onUserSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGUSR1, &action, nullptr);
    auto *notifier = new QSocketNotifier(g_userPipe[0], QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [onSignal = std::move(onSignal)] {
        char buffer[16];
        while (::read(g_userPipe[0], buffer, sizeof buffer) > 0) {
        }
        onSignal();
    });
}

} // namespace Ei::Cli
