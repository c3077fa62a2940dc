#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <core/settings/connectionstore.h>
#include <core/util/result.h>

namespace Ei::Ui {

// What `extract-inspector`'s command line asks the first window to show.
struct StartupRequest
{
    enum class Open
    {
        Initial,    // --connection NAME, else the last connection used, else the demo
        Demo,       // --demo DIR
        Server,     // --url URL --table T [--profile P] [--read-only]: not a saved connection
        Export,     // --export PATH or a PATH argument: an export or snapshot, read-only
        LocalFiles, // --pdf FILE [--tei FILE], or a FILE.pdf argument
    };
    Open open = Open::Initial;
    QString connectionName;       // Initial: --connection (or EI_CONNECTION)
    Core::SavedConnection server; // Server: URL, table, profile and read-only flag; no name
    QString path;                 // Demo: the folder; Export: the export; LocalFiles: the PDF
    QString tei;                  // LocalFiles: the TEI, if given
    QString screenshot;           // --screenshot FILE
    QStringList statistics;       // --statistics BY[,THEN]: one or two groupings
    bool measureStartup = false;  // --measure-startup
    QString colorScheme;          // --color-scheme system|light|dark; empty: the saved choice
};

// The GUI's options, kept out of main() so that tests parse the same command line and read the
// same --help. Paths come back absolute. Problems with what is named (an unreachable server, a
// malformed URL, a missing file) are not parse errors: the window shows them. Only a command line
// that cannot mean anything (an unknown option, --table without --url, two things to open) is.
class StartupOptions final
{
public:
    StartupOptions();

    // `arguments` includes the program name first, as QCoreApplication::arguments().
    Core::Result<StartupRequest> parse(const QStringList &arguments);
    bool helpRequested() const { return m_parser.isSet(m_help); }
    bool versionRequested() const { return m_parser.isSet(m_version); }
    // --help-json (hidden from --help): the options, as `extract-inspector-cli help --json` gives
    // the CLI's, for the man page and the shell completion made at build time (docs/packaging.md).
    bool specJsonRequested() const { return m_parser.isSet(m_helpJson); }
    QString helpText() const { return m_parser.helpText(); }
    // {"program", "summary", "globalOptions": [{names, value?, description}], "arguments":
    // [{name, syntax, description}], "exitCodes"}: every option --help lists, nothing else.
    QByteArray specJson() const;
    // Prints the help or the version and exits, as QCommandLineParser does.
    [[noreturn]] void showHelp() { m_parser.showHelp(0); }
    [[noreturn]] void showVersion() { m_parser.showVersion(); }

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_help;
    QCommandLineOption m_version;
    QCommandLineOption m_screenshot;
    QCommandLineOption m_statistics;
    QCommandLineOption m_pdf;
    QCommandLineOption m_tei;
    QCommandLineOption m_demo;
    QCommandLineOption m_connection;
    QCommandLineOption m_url;
    QCommandLineOption m_table;
    QCommandLineOption m_profile;
    QCommandLineOption m_readOnly;
    QCommandLineOption m_measureStartup;
    QCommandLineOption m_colorScheme;
    QCommandLineOption m_export;
    QCommandLineOption m_helpJson;
    QString m_pathDescription;
};

} // namespace Ei::Ui
