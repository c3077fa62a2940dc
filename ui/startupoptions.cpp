#include "startupoptions.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "colorscheme.h"

namespace Ei::Ui {

namespace {

// The options keep the "main" translation context they had in main.cpp.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(main)
};

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

} // namespace

StartupOptions::StartupOptions()
    : m_help(m_parser.addHelpOption())
    , m_version(m_parser.addVersionOption())
    , m_screenshot(QStringLiteral("screenshot"),
                   Tr::tr("Save a PNG of the main window to <file> once it is shown."),
                   QStringLiteral("file"))
    , m_statistics(QStringLiteral("statistics"),
                   Tr::tr("Open View → Statistics and count the table's rows by <grouping> (a column or a "
                          "derived field such as grobid_version; two, separated by a comma, stack the bars). "
                          "With --screenshot, the picture is taken once the counts are complete."),
                   QStringLiteral("grouping"))
    , m_pdf(QStringLiteral("pdf"), Tr::tr("Show the PDF <file> without any table."), QStringLiteral("file"))
    , m_tei(QStringLiteral("tei"), Tr::tr("With --pdf: its GROBID TEI <file>, linked by coordinates."),
            QStringLiteral("file"))
    , m_demo(QStringLiteral("demo"),
             Tr::tr("Open the demo snapshot in <dir> (default: the built-in demo data)."),
             QStringLiteral("dir"))
    , m_connection(
          QStringLiteral("connection"),
          Tr::tr("Open the saved connection <name> (as the CLI's --connection; default: the last one "
                 "used, else the demo)."),
          QStringLiteral("name"), qEnvironmentVariable("EI_CONNECTION"))
    , m_url(QStringLiteral("url"),
            Tr::tr("Open the HBase REST gateway at <url> (with --table) without a saved connection; the "
                   "window offers to save it."),
            QStringLiteral("url"))
    , m_table(QStringLiteral("table"), Tr::tr("With --url: the <table> to open."), QStringLiteral("table"))
    , m_profile(QStringLiteral("profile"),
                Tr::tr("With --url: the table profile <profile> (default: chosen from the table name)."),
                QStringLiteral("profile"))
    , m_readOnly(QStringLiteral("read-only"), Tr::tr("With --url: refuse every edit."))
    , m_measureStartup(QStringLiteral("measure-startup"),
                       Tr::tr("Print the time from process start to the first row shown, then quit."))
    , m_colorScheme(QStringLiteral("color-scheme"),
                    Tr::tr("Use the <scheme> colours for this run: system, light or dark (default: View → "
                           "Colour Scheme's choice)."),
                    QStringLiteral("scheme"))
    , m_export(QStringLiteral("export"),
               Tr::tr("Open the export <path> read-only: a bundle folder or a .jsonl/.jsonl.sz file."),
               QStringLiteral("path"))
    , m_helpJson(QStringLiteral("help-json"))
    , m_pathDescription(Tr::tr(
          "An export or snapshot to open read-only, as with --export: a bundle or snapshot folder, or a "
          ".jsonl/.jsonl.sz file. A .pdf file is shown as with --pdf."))
{
    m_helpJson.setFlags(QCommandLineOption::HiddenFromHelp);
    m_parser.setApplicationDescription(
        Tr::tr("Inspect and curate a web archive's GROBID and DOI-match HBase table."));
    for (const QCommandLineOption &option :
         {m_url, m_table, m_profile, m_readOnly, m_connection, m_export, m_demo, m_pdf, m_tei, m_screenshot,
          m_statistics, m_measureStartup, m_colorScheme, m_helpJson}) {
        m_parser.addOption(option);
    }
    m_parser.addPositionalArgument(QStringLiteral("path"), m_pathDescription, QStringLiteral("[path]"));
}

QByteArray StartupOptions::specJson() const
{
    // addHelpOption() also adds --help-all, which --help lists but no QCommandLineOption holds.
    const QCommandLineOption helpAll(
        QStringLiteral("help-all"),
        QCoreApplication::translate("QCommandLineParser", "Displays help, including generic Qt options."));
    QJsonArray options;
    for (const QCommandLineOption &option :
         {m_help, helpAll, m_version, m_url, m_table, m_profile, m_readOnly, m_connection, m_export, m_demo,
          m_pdf, m_tei, m_screenshot, m_statistics, m_measureStartup, m_colorScheme}) {
        QStringList names;
        for (const QString &name : option.names()) {
            names.append((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
        }
        // Longest first, as the CLI's specs list "--quiet" before "-q".
        std::ranges::stable_sort(names, std::ranges::greater{}, &QString::size);
        QJsonObject o{{QStringLiteral("names"), QJsonArray::fromStringList(names)},
                      {QStringLiteral("description"), option.description()}};
        if (!option.valueName().isEmpty()) {
            o.insert(QStringLiteral("value"), option.valueName());
        }
        options.append(o);
    }
    const QJsonObject root{
        {QStringLiteral("program"), QStringLiteral("extract-inspector")},
        {QStringLiteral("summary"), m_parser.applicationDescription()},
        {QStringLiteral("globalOptions"), options},
        {QStringLiteral("arguments"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("path")},
                                {QStringLiteral("syntax"), QStringLiteral("[path]")},
                                {QStringLiteral("description"), m_pathDescription}}}},
        {QStringLiteral("exitCodes"),
         QJsonArray{
             QJsonObject{{QStringLiteral("code"), 0},
                         {QStringLiteral("meaning"), Tr::tr("the last window was closed")}},
             QJsonObject{{QStringLiteral("code"), 2},
                         {QStringLiteral("meaning"), Tr::tr("the command line cannot mean anything (an "
                                                            "unknown option, two things to open)")}}}},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Core::Result<StartupRequest> StartupOptions::parse(const QStringList &arguments)
{
    const auto usage = [](const QString &message) {
        return Core::fail(Core::ErrorKind::InvalidInput, message);
    };
    if (!m_parser.parse(arguments)) {
        return usage(m_parser.errorText());
    }
    StartupRequest request;
    request.screenshot = m_parser.isSet(m_screenshot) ? absolute(m_parser.value(m_screenshot)) : QString();
    request.measureStartup = m_parser.isSet(m_measureStartup);
    if (m_parser.isSet(m_colorScheme)) {
        request.colorScheme = m_parser.value(m_colorScheme).toLower();
        if (!parseColorScheme(request.colorScheme)) {
            return usage(Tr::tr("--color-scheme takes system, light or dark, not \"%1\".")
                             .arg(m_parser.value(m_colorScheme)));
        }
    }
    if (helpRequested() || versionRequested()) {
        return request;
    }
    const QStringList paths = m_parser.positionalArguments();
    if (paths.size() > 1) {
        return usage(
            Tr::tr("Only one export or snapshot can be opened at a time; %1 were given.").arg(paths.size()));
    }
    // Exactly one thing to open (EI_CONNECTION is only the default of --connection).
    QStringList chosen;
    for (const QCommandLineOption &option : {m_url, m_connection, m_export, m_demo, m_pdf}) {
        if (m_parser.isSet(option)) {
            chosen.append(QStringLiteral("--") + option.names().constFirst());
        }
    }
    if (!paths.isEmpty()) {
        chosen.append(Tr::tr("a path"));
    }
    if (chosen.size() > 1) {
        return usage(Tr::tr("Choose one thing to open, not %1.").arg(chosen.join(QStringLiteral(", "))));
    }
    for (const QCommandLineOption &option : {m_table, m_profile, m_readOnly}) {
        if (m_parser.isSet(option) && !m_parser.isSet(m_url)) {
            return usage(Tr::tr("--%1 goes with --url.").arg(option.names().constFirst()));
        }
    }
    if (m_parser.isSet(m_tei) && !m_parser.isSet(m_pdf)) {
        return usage(Tr::tr("--tei goes with --pdf."));
    }
    if (m_parser.isSet(m_statistics)) {
        request.statistics = m_parser.value(m_statistics).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (request.statistics.isEmpty() || request.statistics.size() > 2) {
            return usage(Tr::tr("--statistics takes one or two groupings separated by a comma, e.g. "
                                "grobid0:status_code,match0:mstatus."));
        }
        if (m_parser.isSet(m_pdf) ||
            (!paths.isEmpty() && paths.constFirst().endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))) {
            return usage(Tr::tr("--statistics needs a table: it does not go with a PDF."));
        }
    }
    if (m_parser.isSet(m_url)) {
        if (!m_parser.isSet(m_table)) {
            return usage(Tr::tr("--url needs --table: the table to open on that server."));
        }
        request.open = StartupRequest::Open::Server;
        request.server.restUrl = m_parser.value(m_url).trimmed();
        request.server.table = m_parser.value(m_table).trimmed();
        request.server.profile = m_parser.value(m_profile).trimmed();
        request.server.readOnly = m_parser.isSet(m_readOnly);
    } else if (!paths.isEmpty() && paths.constFirst().endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        // A PDF opened from a file manager (the .desktop file's %f).
        request.open = StartupRequest::Open::LocalFiles;
        request.path = absolute(paths.constFirst());
    } else if (m_parser.isSet(m_export) || !paths.isEmpty()) {
        request.open = StartupRequest::Open::Export;
        request.path = absolute(m_parser.isSet(m_export) ? m_parser.value(m_export) : paths.constFirst());
    } else if (m_parser.isSet(m_demo)) {
        request.open = StartupRequest::Open::Demo;
        request.path = absolute(m_parser.value(m_demo));
    } else if (m_parser.isSet(m_pdf)) {
        request.open = StartupRequest::Open::LocalFiles;
        request.path = absolute(m_parser.value(m_pdf));
        request.tei = m_parser.isSet(m_tei) ? absolute(m_parser.value(m_tei)) : QString();
    } else {
        request.connectionName = m_parser.value(m_connection);
    }
    return request;
}

} // namespace Ei::Ui
