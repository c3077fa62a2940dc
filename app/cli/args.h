#pragma once

#include <QHash>
#include <QSet>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Cli {

// Parses a command's own arguments: positionals, flags (--raw) and options with values
// (--out PATH, --out=PATH, -o PATH), options repeatable. A lone "-" is a positional (stdin).
class CommandArgs final
{
public:
    struct Spec
    {
        QSet<QString> valueOptions; // e.g. {"--out", "-o", "--where"}
        QSet<QString> flags;        // e.g. {"--raw", "--full"}
    };

    static Core::Result<CommandArgs> parse(const QStringList &args, const Spec &spec);

    const QStringList &positionals() const { return m_positionals; }
    bool isSet(const QString &name) const { return m_values.contains(name) || m_flags.contains(name); }
    // Last value given, or fallback.
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const { return m_values.value(name); }
    // First of several spellings that is set (e.g. "-o" / "--out").
    QString valueOf(std::initializer_list<QString> names, const QString &fallback = {}) const;

private:
    QStringList m_positionals;
    QHash<QString, QStringList> m_values;
    QSet<QString> m_flags;
};

} // namespace Ei::Cli
