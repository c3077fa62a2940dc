#include "terminalsecret.h"

#include <cstdio>
#include <termios.h>
#include <unistd.h>

#include <QHash>

namespace Ei::Cli {

std::optional<QByteArray> askSecretOnTerminal(const QString &prompt)
{
    // Several clients of one command (REST, PDF sources, Crossref) read the same options.
    static QHash<QString, QByteArray> answered;
    if (const auto it = answered.constFind(prompt); it != answered.cend()) {
        return *it;
    }
    if (isatty(STDIN_FILENO) == 0) {
        return std::nullopt;
    }
    std::fputs(prompt.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    termios saved{};
    const bool canHide = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (canHide) {
        termios hidden = saved;
        hidden.c_lflag &= ~tcflag_t(ECHO);
        hidden.c_lflag |= tcflag_t(ECHONL);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden);
    }
    QByteArray line;
    for (int c = std::getchar(); c != EOF && c != '\n'; c = std::getchar()) {
        line.append(char(c));
    }
    if (canHide) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    } else {
        std::fputc('\n', stderr);
    }
    if (line.endsWith('\r')) {
        line.chop(1);
    }
    answered.insert(prompt, line);
    return line;
}

} // namespace Ei::Cli
