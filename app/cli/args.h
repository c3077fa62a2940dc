#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Cli {

// One option of a command or of the CLI as a whole. The same declaration drives the parser, the
// help text and the machine-readable specs (`help --json`, for man pages and shell completion), so
// the help cannot name an option the parser refuses, nor miss one it accepts.
struct OptionSpec
{
    QStringList names;   // e.g. {"--out", "-o"}: a command reads the option by the first name
    QString valueName;   // e.g. "PATH"; empty for a flag
    QString description; // one line
};

// A command's own arguments parsed against its declared options: positionals, flags (--raw) and
// options with values (--out PATH, --out=PATH, -o PATH), every option repeatable (value() is the
// last). A lone "-" is a positional (stdin); "--" ends the options.
class CommandArgs final
{
public:
    // An option that is not declared is an InvalidInput error naming the nearest declared one (or
    // of `otherKnown`, e.g. the global options, which are taken before the command sees its own).
    static Core::Result<CommandArgs> parse(const QStringList &args, const QList<OptionSpec> &options,
                                           const QStringList &otherKnown = {});

    const QStringList &positionals() const { return m_positionals; }
    // True when the command declares the option `name` (shared code serving several commands).
    bool declares(const QString &name) const { return m_declared.contains(name); }
    // `name` is the option's first declared name.
    bool isSet(const QString &name) const;
    // Last value given, or fallback.
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const;

private:
    void checkDeclared(const QString &name) const;

    QStringList m_positionals;
    QHash<QString, QStringList> m_values;
    QSet<QString> m_flags;
    QSet<QString> m_declared;
};

// The candidate closest to `word` by edit distance (typos, swapped letters), or the only candidate
// that starts with it; empty when none is close enough to be a likely meaning.
QString nearestName(const QString &word, const QStringList &candidates);

// "unknown option --limt; did you mean --limit?" (the suggestion only when one is close).
QString unknownOptionMessage(const QString &option, const QStringList &known);

} // namespace Ei::Cli
