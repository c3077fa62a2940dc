#include "manpage.h"

#include <QTextStream>

namespace Ei::Packaging {
namespace {

QString bold(const QString &text)
{
    return QStringLiteral("\\fB") + roffText(text) + QStringLiteral("\\fR");
}

QString italic(const QString &text)
{
    return QStringLiteral("\\fI") + roffText(text) + QStringLiteral("\\fR");
}

// A macro argument in double quotes, in which a double quote is \(dq.
QString quoted(const QString &text)
{
    return u'"' + roffText(text).replace(u'"', QStringLiteral("\\(dq")) + u'"';
}

// "-o, --out PATH" with the names bold and the value italic; short spellings first, as --help.
QString optionTag(const OptionDoc &option)
{
    QStringList names = option.names;
    std::ranges::stable_sort(names, {}, [](const QString &n) { return n.startsWith(QLatin1String("--")); });
    QStringList parts;
    for (const QString &name : std::as_const(names)) {
        parts.append(bold(name));
    }
    QString tag = parts.join(QStringLiteral(", "));
    if (!option.value.isEmpty()) {
        tag += u' ' + italic(option.value);
    }
    return tag;
}

void writeOptions(QTextStream &out, const QList<OptionDoc> &options)
{
    for (const OptionDoc &option : options) {
        out << ".TP\n" << optionTag(option) << '\n' << roffText(option.description) << '\n';
    }
}

void writeExitCodes(QTextStream &out, const QList<ExitCodeDoc> &codes)
{
    for (const ExitCodeDoc &code : codes) {
        out << ".TP\n" << bold(QString::number(code.code)) << '\n' << roffText(code.meaning) << '\n';
    }
}

void writeCommand(QTextStream &out, const QString &program, const CommandDoc &command)
{
    out << ".SS " << quoted(command.synopsis) << '\n' << roffText(command.summary) << '\n';
    out << ".RS\n";
    if (!command.options.isEmpty()) {
        out << ".PP\nOptions:\n";
        writeOptions(out, command.options);
    }
    if (!command.examples.isEmpty()) {
        out << ".PP\nExamples:\n";
        for (const ExampleDoc &example : command.examples) {
            out << ".TP\n"
                << bold(program + u' ' + example.commandLine) << '\n'
                << roffText(example.description) << '\n';
        }
    }
    if (!command.exitCodes.isEmpty()) {
        out << ".PP\nExit codes:\n";
        writeExitCodes(out, command.exitCodes);
    }
    out << ".RE\n";
}

} // namespace

QString roffText(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const char32_t c : text.toUcs4()) {
        if (c == U'\\') {
            out += QStringLiteral("\\e");
        } else if (c == U'-') {
            out += QStringLiteral("\\-");
        } else if (c == U'\n' || c == U'\t') {
            out += u' ';
        } else if (c < 0x20 || c == 0x7f) {
            continue; // control characters have no place in a man page
        } else if (c > 0x7f) {
            // groff's \[uXXXX]: a lowercase u, uppercase hex digits.
            out +=
                QStringLiteral("\\[u%1]").arg(QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
        } else {
            out += QChar(c);
        }
    }
    if (out.startsWith(u'.') || out.startsWith(u'\'')) {
        out.prepend(QStringLiteral("\\&"));
    }
    return out;
}

QString manPage(const ProgramDoc &doc, const ManPageInfo &info)
{
    QString page;
    QTextStream out(&page);
    const bool hasCommands = !doc.commands.isEmpty();
    out << ".\\\" Generated at build time from `" << doc.program
        << (hasCommands ? " help --json" : " --help-json") << "` by packaging/docgen; do not edit.\n";
    out << ".TH " << quoted(doc.program.toUpper()) << " 1 " << quoted(info.date) << ' '
        << quoted(doc.program + u' ' + info.version) << " \"User Commands\"\n";
    out << ".SH NAME\n" << roffText(doc.program) << " \\- " << roffText(doc.summary) << '\n';

    out << ".SH SYNOPSIS\n" << bold(doc.program) << '\n';
    if (hasCommands) {
        out << "[" << italic(QStringLiteral("GLOBAL OPTIONS")) << "] " << italic(QStringLiteral("COMMAND"))
            << " [" << italic(QStringLiteral("ARGS")) << "]\n";
    } else {
        out << "[" << italic(QStringLiteral("OPTIONS")) << "]";
        for (const ArgumentDoc &argument : doc.arguments) {
            out << ' ' << roffText(argument.syntax);
        }
        out << '\n';
    }

    out << ".SH DESCRIPTION\n" << roffText(doc.summary) << '\n';
    if (hasCommands) {
        out << ".PP\n"
            << roffText(QStringLiteral("Global options go before or after the command. Every command "
                                       "answers %1 COMMAND --help and %1 help COMMAND; %1 help --json "
                                       "prints all of this page's content as JSON.")
                            .arg(doc.program))
            << '\n';
        out << ".SH GLOBAL OPTIONS\n";
        writeOptions(out, doc.globalOptions);
        out << ".SH COMMANDS\n";
        for (const CommandDoc &command : doc.commands) {
            writeCommand(out, doc.program, command);
        }
    } else {
        out << ".SH OPTIONS\n";
        writeOptions(out, doc.globalOptions);
        if (!doc.arguments.isEmpty()) {
            out << ".SH ARGUMENTS\n";
            for (const ArgumentDoc &argument : doc.arguments) {
                out << ".TP\n" << italic(argument.name) << '\n' << roffText(argument.description) << '\n';
            }
        }
    }
    if (!doc.exitCodes.isEmpty()) {
        out << ".SH EXIT STATUS\n";
        writeExitCodes(out, doc.exitCodes);
    }
    if (!info.seeAlso.isEmpty()) {
        out << ".SH SEE ALSO\n";
        QStringList refs;
        for (const QString &ref : info.seeAlso) {
            const qsizetype paren = ref.indexOf(u'(');
            refs.append(paren < 0 ? bold(ref) : bold(ref.left(paren)) + roffText(ref.mid(paren)));
        }
        out << refs.join(QStringLiteral(",\n")) << '\n';
    }
    out.flush();
    return page;
}

} // namespace Ei::Packaging
