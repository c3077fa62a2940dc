#include "args.h"

namespace Ei::Cli {

Core::Result<CommandArgs> CommandArgs::parse(const QStringList &args, const Spec &spec)
{
    CommandArgs parsed;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("-") || !arg.startsWith(QLatin1Char('-'))) {
            parsed.m_positionals.append(arg);
            continue;
        }
        if (arg == QLatin1String("--")) {
            parsed.m_positionals.append(args.mid(i + 1));
            break;
        }
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        const QString name = eq > 0 ? arg.left(eq) : arg;
        if (spec.valueOptions.contains(name)) {
            if (eq > 0) {
                parsed.m_values[name].append(arg.mid(eq + 1));
            } else if (i + 1 < args.size()) {
                parsed.m_values[name].append(args.at(++i));
            } else {
                return Core::fail(Core::ErrorKind::InvalidInput,
                                  QStringLiteral("option %1 needs a value").arg(name));
            }
        } else if (spec.flags.contains(name) && eq < 0) {
            parsed.m_flags.insert(name);
        } else {
            return Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("unknown option %1").arg(arg));
        }
    }
    return parsed;
}

QString CommandArgs::value(const QString &name, const QString &fallback) const
{
    const auto it = m_values.constFind(name);
    return it == m_values.cend() || it->isEmpty() ? fallback : it->constLast();
}

QString CommandArgs::valueOf(std::initializer_list<QString> names, const QString &fallback) const
{
    for (const QString &n : names) {
        if (m_values.contains(n)) {
            return value(n);
        }
    }
    return fallback;
}

} // namespace Ei::Cli
