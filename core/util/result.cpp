#include "result.h"

namespace Ei::Core {

int exitCodeFor(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::InvalidInput:
    case ErrorKind::BadRequest:
        return 2;
    case ErrorKind::Conflict:
        return 3;
    case ErrorKind::NotFound:
        return 4;
    case ErrorKind::Integrity:
        return 5;
    case ErrorKind::NotAuthenticated:
    case ErrorKind::NotAllowed:
        return 7;
    case ErrorKind::Forbidden:
    case ErrorKind::ServerUnavailable:
    case ErrorKind::Network:
    case ErrorKind::Timeout:
    case ErrorKind::Protocol:
    case ErrorKind::Io:
    case ErrorKind::Cancelled:
    case ErrorKind::Internal:
        return 1;
    }
    return 1;
}

QString errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::InvalidInput:
        return QStringLiteral("invalid input");
    case ErrorKind::NotFound:
        return QStringLiteral("not found");
    case ErrorKind::Conflict:
        return QStringLiteral("conflict");
    case ErrorKind::Forbidden:
        return QStringLiteral("forbidden");
    case ErrorKind::NotAuthenticated:
        return QStringLiteral("not authenticated");
    case ErrorKind::NotAllowed:
        return QStringLiteral("not allowed");
    case ErrorKind::BadRequest:
        return QStringLiteral("bad request");
    case ErrorKind::ServerUnavailable:
        return QStringLiteral("server unavailable");
    case ErrorKind::Network:
        return QStringLiteral("network");
    case ErrorKind::Timeout:
        return QStringLiteral("timeout");
    case ErrorKind::Protocol:
        return QStringLiteral("protocol");
    case ErrorKind::Integrity:
        return QStringLiteral("integrity");
    case ErrorKind::Io:
        return QStringLiteral("i/o");
    case ErrorKind::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorKind::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

} // namespace Ei::Core
