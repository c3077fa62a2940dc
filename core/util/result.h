#pragma once

#include <expected>
#include <utility>

#include <QString>

namespace Ei::Core {

// The small, closed set of failure kinds the product reports. Each maps to one CLI exit code and
// one kind of message in the GUI; the message is always one sentence a curator understands.
enum class ErrorKind
{
    InvalidInput, // bad key, DOI, flag, profile, file content supplied by the user
    NotFound,
    Conflict,  // a check-and-put/check-and-delete found the row changed
    Forbidden, // read-only connection or server refusal (403)
    // The server wants credentials the connection does not have or did not accept: a 401 (the
    // scheme it asked for named), no or expired Kerberos ticket, wrong password, a client
    // certificate required or refused, a key that does not open (docs/security.md).
    NotAuthenticated,
    // Authenticated but refused: a 403 to a connection that said who it is (the user named).
    NotAllowed,
    BadRequest,
    ServerUnavailable,
    Network,
    Timeout,
    Protocol,  // the server answered something we cannot understand
    Integrity, // e.g. a PDF whose SHA-1 does not match its row key
    Io,
    Cancelled,
    Internal,
};

struct Error
{
    ErrorKind kind = ErrorKind::Internal;
    QString message;

    static Error make(ErrorKind k, QString msg) { return Error{k, std::move(msg)}; }
};

template<class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(ErrorKind kind, QString message)
{
    return std::unexpected(Error{kind, std::move(message)});
}

// Exit codes of the CLI contract (shared/docs/cli.md): 1 runtime, 2 usage/input, 3 conflict,
// 4 not found, 5 integrity, 7 not authenticated or not allowed.
int exitCodeFor(ErrorKind kind);
QString errorKindName(ErrorKind kind);

} // namespace Ei::Core
