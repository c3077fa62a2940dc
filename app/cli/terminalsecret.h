#pragma once

#include <optional>

#include <QByteArray>
#include <QString>

namespace Ei::Cli {

// Asks for a secret on the terminal (cli.md, "Authentication": a Basic password or a key's
// passphrase given neither by file, environment nor keyring): `prompt` on stderr, the answer read
// from stdin with echo off, up to the end of the line. nullopt when stdin is not a terminal (a
// script, a pipe, a cron job): the caller then fails instead of waiting for an answer that cannot
// come. The same prompt is asked once per process; later calls get the first answer.
std::optional<QByteArray> askSecretOnTerminal(const QString &prompt);

} // namespace Ei::Cli
