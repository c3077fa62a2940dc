#include "args.h"

#include <algorithm>
#include <vector>

namespace Ei::Cli {

Core::Result<CommandArgs> CommandArgs::parse(const QStringList &args, const QList<OptionSpec> &options,
                                             const QStringList &otherKnown)
{
    QHash<QString, const OptionSpec *> byName;
    QStringList known;
    for (const OptionSpec &option : options) {
        for (const QString &name : option.names) {
            byName.insert(name, &option);
            known.append(name);
        }
    }
    known += otherKnown; // after the command's own: on a tie, those are the likelier meaning
    CommandArgs parsed;
    for (const OptionSpec &option : options) {
        parsed.m_declared.insert(option.names.first());
    }
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
        const OptionSpec *option = byName.value(name);
        if (option == nullptr) {
            return Core::fail(Core::ErrorKind::InvalidInput, unknownOptionMessage(name, known));
        }
        const QString &canonical = option->names.first();
        if (option->valueName.isEmpty()) {
            if (eq > 0) {
                return Core::fail(Core::ErrorKind::InvalidInput,
                                  QStringLiteral("option %1 takes no value").arg(name));
            }
            parsed.m_flags.insert(canonical);
        } else if (eq > 0) {
            parsed.m_values[canonical].append(arg.mid(eq + 1));
        } else if (i + 1 < args.size()) {
            parsed.m_values[canonical].append(args.at(++i));
        } else {
            return Core::fail(Core::ErrorKind::InvalidInput,
                              QStringLiteral("option %1 needs a value (%2)").arg(name, option->valueName));
        }
    }
    return parsed;
}

void CommandArgs::checkDeclared([[maybe_unused]] const QString &name) const
{
    // A command reading an option it does not declare would never see it: a programming error.
    Q_ASSERT_X(m_declared.contains(name), "CommandArgs",
               qPrintable(name + QStringLiteral(" is not declared")));
}

bool CommandArgs::isSet(const QString &name) const
{
    checkDeclared(name);
    return m_values.contains(name) || m_flags.contains(name);
}

QString CommandArgs::value(const QString &name, const QString &fallback) const
{
    checkDeclared(name);
    const auto it = m_values.constFind(name);
    return it == m_values.cend() || it->isEmpty() ? fallback : it->constLast();
}

QStringList CommandArgs::values(const QString &name) const
{
    checkDeclared(name);
    return m_values.value(name);
}

namespace {

// Optimal string alignment distance: insertions, deletions, substitutions and transpositions of
// neighbours ("--limt", "scna") each cost one.
qsizetype editDistance(QStringView a, QStringView b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    std::vector<std::vector<qsizetype>> d(size_t(n + 1), std::vector<qsizetype>(size_t(m + 1)));
    for (qsizetype i = 0; i <= n; ++i) {
        d[size_t(i)][0] = i;
    }
    for (qsizetype j = 0; j <= m; ++j) {
        d[0][size_t(j)] = j;
    }
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const qsizetype cost = a[i - 1] == b[j - 1] ? 0 : 1;
            qsizetype best = std::min({d[size_t(i - 1)][size_t(j)] + 1, d[size_t(i)][size_t(j - 1)] + 1,
                                       d[size_t(i - 1)][size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                best = std::min(best, d[size_t(i - 2)][size_t(j - 2)] + 1);
            }
            d[size_t(i)][size_t(j)] = best;
        }
    }
    return d[size_t(n)][size_t(m)];
}

QStringView withoutDashes(const QString &word)
{
    qsizetype i = 0;
    while (i < word.size() && word.at(i) == QLatin1Char('-')) {
        ++i;
    }
    return QStringView(word).mid(i);
}

} // namespace

QString nearestName(const QString &word, const QStringList &candidates)
{
    const QStringView core = withoutDashes(word);
    if (core.isEmpty()) {
        return {};
    }
    // About one typo per three letters, and never a whole word replaced ("-x" is not "-o").
    const qsizetype allowed = std::min(std::max<qsizetype>(1, core.size() / 3), core.size() - 1);
    QString best;
    qsizetype bestDistance = allowed + 1;
    QStringList extending;
    QStringList extended;
    for (const QString &candidate : candidates) {
        const qsizetype distance = editDistance(core, withoutDashes(candidate));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
        if (candidate.startsWith(word) && !extending.contains(candidate)) {
            extending.append(candidate);
        }
        if (word.startsWith(candidate + u'-') && !extended.contains(candidate)) {
            extended.append(candidate);
        }
    }
    if (best.isEmpty() && extending.size() == 1) {
        return extending.first(); // "--keys" for "--keys-only"
    }
    if (best.isEmpty() && extended.size() == 1) {
        return extended.first(); // "--start" for "--start-key" or "--start-row" (HBase shell's STARTROW)
    }
    return best;
}

QString unknownOptionMessage(const QString &option, const QStringList &known)
{
    const QString nearest = nearestName(option, known);
    if (nearest.isEmpty()) {
        return QStringLiteral("unknown option %1").arg(option);
    }
    return QStringLiteral("unknown option %1; did you mean %2?").arg(option, nearest);
}

} // namespace Ei::Cli
