#include "bashcompletion.h"

#include <QRegularExpression>
#include <QTextStream>

namespace Ei::Packaging {
namespace {

// Options whose values exist only at completion time, and what `__complete` calls them.
constexpr std::pair<const char *, const char *> DynamicValues[] = {
    {"--connection", "connections"},
    {"--profile", "profiles"},
};

bool isPlainWord(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_-]+$"));
    return plain.match(word).hasMatch();
}

struct WordLists
{
    QStringList all;    // every option name
    QStringList valued; // those that take a value
};

Core::Result<WordLists> optionWords(const QList<OptionDoc> &options)
{
    WordLists lists;
    for (const OptionDoc &option : options) {
        for (const QString &name : option.names) {
            if (!isPlainWord(name)) {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("option '%1' cannot be offered by bash completion").arg(name));
            }
            lists.all.append(name);
            if (!option.value.isEmpty()) {
                lists.valued.append(name);
            }
        }
    }
    return lists;
}

// " --a --b " so that `[[ $list == *" $word "* ]]` tests membership.
QString spaced(const QStringList &words)
{
    return u' ' + words.join(u' ') + u' ';
}

QString functionName(const QString &program)
{
    return u'_' + QString(program).replace(u'-', u'_');
}

} // namespace

Core::Result<QString> bashCompletion(const ProgramDoc &doc, const QString &helper)
{
    if (!isPlainWord(doc.program) || !isPlainWord(helper)) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("'%1' cannot be completed by a bash function").arg(doc.program));
    }
    const auto global = optionWords(doc.globalOptions);
    if (!global) {
        return std::unexpected(global.error());
    }
    const QString fn = functionName(doc.program);
    QString script;
    QTextStream out(&script);
    out << "# bash completion for " << doc.program << "                -*- shell-script -*-\n"
        << "# Generated at build time from `" << doc.program
        << (doc.commands.isEmpty() ? " --help-json" : " help --json")
        << "` by packaging/docgen; do not edit.\n"
        << "# Saved connection and profile names come from `" << helper
        << " __complete` at completion time.\n\n";

    // The names __complete prints that start with what was typed, escaped for the command line.
    out << fn << "_names()\n{\n"
        << "    local helper=" << helper << " name\n"
        << "    # The helper beside the program being completed (a build tree, /opt/...), else in PATH.\n"
        << "    if [[ ${COMP_WORDS[0]} == */* ]]; then\n"
        << "        helper=${COMP_WORDS[0]%/*}/" << helper << "\n"
        << "        helper=${helper/#\\~/$HOME}\n"
        << "    fi\n"
        << "    while IFS= read -r name; do\n"
        << "        [[ -n $name && $name == \"$2\"* ]] && COMPREPLY+=(\"$(printf '%q' \"$name\")\")\n"
        << "    done < <(\"$helper\" __complete \"$1\" 2>/dev/null)\n"
        << "}\n\n";

    out << fn << "()\n{\n"
        << "    local IFS=$' \\t\\n'\n"
        << "    COMPREPLY=()\n"
        << "    # Words split at blanks only (COMP_WORDS is also split at ':' and '=', which cuts URLs\n"
        << "    # and --option=value apart); a backslash-escaped blank stays in its word.\n"
        << "    local line=${COMP_LINE:0:COMP_POINT}\n"
        << "    local -a words\n"
        << "    read -a words <<<\"$line\"\n"
        << "    [[ -z $line || $line == *[[:space:]] ]] && words+=('')\n"
        << "    local n=${#words[@]}\n"
        << "    local cur=${words[n - 1]} prev=\n"
        << "    ((n > 1)) && prev=${words[n - 2]}\n"
        << "    if [[ $cur == --*=* ]]; then\n"
        << "        prev=${cur%%=*}\n"
        << "        cur=${cur#*=}\n"
        << "    fi\n\n"
        << "    local global_options='" << global->all.join(u' ') << "'\n"
        << "    local global_values='" << spaced(global->valued) << "'\n";

    QStringList commandNames;
    for (const CommandDoc &command : doc.commands) {
        commandNames.append(command.name);
    }
    if (!doc.commands.isEmpty()) {
        for (const QString &name : std::as_const(commandNames)) {
            if (!isPlainWord(name)) {
                return Core::fail(
                    Core::ErrorKind::InvalidInput,
                    QStringLiteral("command '%1' cannot be offered by bash completion").arg(name));
            }
        }
        out << "    local commands='" << commandNames.join(u' ') << "'\n\n"
            << "    # The command: the first word that is neither an option nor a global option's value.\n"
            << "    local command= i\n"
            << "    for ((i = 1; i < n - 1; i++)); do\n"
            << "        case ${words[i]} in\n"
            << "        --*=*) ;;\n"
            << "        -*) [[ $global_values == *\" ${words[i]} \"* ]] && ((i++)) ;;\n"
            << "        *)\n"
            << "            command=${words[i]}\n"
            << "            break\n"
            << "            ;;\n"
            << "        esac\n"
            << "    done\n\n"
            << "    local options= values=' ' positionals=\n"
            << "    case $command in\n";
        for (const CommandDoc &command : doc.commands) {
            const auto own = optionWords(command.options);
            if (!own) {
                return std::unexpected(own.error());
            }
            out << "    " << command.name << ")\n"
                << "        options='" << own->all.join(u' ') << "'\n";
            if (!own->valued.isEmpty()) {
                out << "        values='" << spaced(own->valued) << "'\n";
            }
            // `help [COMMAND]`: a command name is the positional argument.
            if (command.synopsis.contains(QLatin1String("COMMAND"))) {
                out << "        positionals=commands\n";
            }
            out << "        ;;\n";
        }
        out << "    esac\n\n";
    } else {
        out << "    local command= options= values=' ' positionals=\n\n";
    }

    out << "    if [[ $global_values$values == *\" $prev \"* ]]; then\n"
        << "        case $prev in\n";
    for (const auto &[option, kind] : DynamicValues) {
        out << "        " << option << ") " << fn << "_names " << kind << " \"$cur\" ;;\n";
    }
    out << "        esac\n"
        << "        return 0 # other values: file names (complete -o default)\n"
        << "    fi\n"
        << "    if [[ $cur == -* ]]; then\n"
        << "        COMPREPLY=($(compgen -W \"$global_options $options\" -- \"$cur\"))\n";
    if (!doc.commands.isEmpty()) {
        out << "    elif [[ -z $command || $positionals == commands ]]; then\n"
            << "        COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n";
    }
    out << "    fi\n"
        << "    return 0 # positional arguments: file names (complete -o default)\n"
        << "}\n\n"
        << "complete -o default -F " << fn << ' ' << doc.program << '\n';
    out.flush();
    return script;
}

} // namespace Ei::Packaging
