#pragma once

#include <QString>
#include <QStringList>

#include "programdoc.h"

namespace Ei::Packaging {

struct ManPageInfo
{
    QString version;     // "0.1.0"
    QString date;        // of the release, "2026-11-22"
    QStringList seeAlso; // "extract-inspector(1)"
};

// A section 1 man page in man(7) roff: NAME, SYNOPSIS, DESCRIPTION, OPTIONS (GLOBAL OPTIONS and
// COMMANDS with their options, examples and exit codes when the program has commands), ARGUMENTS,
// EXIT STATUS and SEE ALSO, all of it from the program's own help.
QString manPage(const ProgramDoc &doc, const ManPageInfo &info);

// `text` as one roff text line: backslashes and hyphens escaped, non-ASCII characters as \[uXXXX]
// (the page is ASCII whatever the locale of whoever builds it), and a leading '.' or '\'' made
// literal so that no text can become a request.
QString roffText(const QString &text);

} // namespace Ei::Packaging
