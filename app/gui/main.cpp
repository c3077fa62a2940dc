// extract-inspector: the desktop application.
#include <cstdio>
#include <unistd.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>
#include <QTranslator>

#include <core/demo/demolocation.h>
#include <core/util/version.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/samplecontent.h>
#include <ui/windowmanager.h>

namespace {

// Milliseconds since this process was started (exec included), from /proc: the kernel's start
// time in clock ticks since boot against the current uptime. -1 where /proc is not there.
qint64 msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray line = stat.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'; starttime
    // is field 22 of the whole line, i.e. the 20th after it.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble();
    const double upSeconds = uptime.readAll().split(' ').value(0).toDouble();
    return qint64((upSeconds - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0);
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("extract-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("Extract Inspector"));
    QApplication::setOrganizationName(QStringLiteral("extract-inspector"));
    QApplication::setApplicationVersion(Ei::Core::productVersion());
    QApplication::setDesktopFileName(QStringLiteral("org.extractinspector.ExtractInspector"));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("extract-inspector"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&appTranslator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Inspect and curate a web archive's GROBID and DOI-match HBase table."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a PNG of the main window to <file> once it is shown."),
        QStringLiteral("file"));
    parser.addOption(screenshot);
    const QCommandLineOption sampleData(
        QStringLiteral("sample-data"),
        QApplication::translate("main", "Show synthetic rows and the TEI file <tei> instead of connecting."),
        QStringLiteral("tei"));
    parser.addOption(sampleData);
    const QCommandLineOption pdf(QStringLiteral("pdf"),
                                 QApplication::translate("main", "Show the PDF <file> without any table."),
                                 QStringLiteral("file"));
    parser.addOption(pdf);
    const QCommandLineOption tei(
        QStringLiteral("tei"),
        QApplication::translate("main", "With --pdf: its GROBID TEI <file>, linked by coordinates."),
        QStringLiteral("file"));
    parser.addOption(tei);
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QApplication::translate("main", "Open the demo snapshot in <dir> (default: the built-in demo data)."),
        QStringLiteral("dir"));
    parser.addOption(demo);
    const QCommandLineOption connection(
        QStringLiteral("connection"),
        QApplication::translate("main",
                                "Open the saved connection <name> (as the CLI's --connection; default: the "
                                "last one used, else the demo)."),
        QStringLiteral("name"), qEnvironmentVariable("EI_CONNECTION"));
    parser.addOption(connection);
    const QCommandLineOption measureStartup(
        QStringLiteral("measure-startup"),
        QApplication::translate("main",
                                "Print the time from process start to the first row shown, then quit."));
    parser.addOption(measureStartup);
    const QCommandLineOption openExport(
        QStringLiteral("export"),
        QApplication::translate(
            "main", "Open the export <path> read-only: a bundle folder or a .jsonl/.jsonl.sz file."),
        QStringLiteral("path"));
    parser.addOption(openExport);
    parser.process(app);

    if (parser.isSet(sampleData) || parser.isSet(pdf) || parser.isSet(openExport)) {
        Ei::Ui::MainWindow window;
        Ei::Ui::InspectorSession session(&window);
        if (parser.isSet(sampleData)) {
            Ei::Ui::fillWithSampleContent(window, parser.value(sampleData), &window);
        } else if (parser.isSet(openExport)) {
            session.openExport(QFileInfo(parser.value(openExport)).absoluteFilePath());
        } else {
            session.openLocalFiles(QFileInfo(parser.value(pdf)).absoluteFilePath(),
                                   parser.isSet(tei) ? QFileInfo(parser.value(tei)).absoluteFilePath()
                                                     : QString());
        }
        window.show();
        if (parser.isSet(screenshot)) {
            window.saveScreenshotWhenShown(parser.value(screenshot));
        }
        return QApplication::exec();
    }

    // The demo: built into the build tree / data dir; generated into the user's data directory
    // when neither has it.
    QString demoDir = parser.isSet(demo)
                          ? parser.value(demo)
                          : Ei::Core::Demo::findDemoSnapshot(QCoreApplication::applicationDirPath());
    if (demoDir.isEmpty()) {
        demoDir =
            QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/demo");
    }
    Ei::Ui::WindowManager windows(demoDir);
    Ei::Ui::MainWindow *first = parser.isSet(demo) ? windows.openWindow(Ei::Ui::ConnectionChoice{})
                                                   : windows.openInitialWindow(parser.value(connection));
    if (parser.isSet(measureStartup)) {
        // bench/bench_inspector reads this line.
        Ei::Ui::InspectorSession *session = Ei::Ui::WindowManager::sessionOf(first);
        QObject::connect(session, &Ei::Ui::InspectorSession::rowShown, &app, [&sinceMain] {
            std::fprintf(stderr, "first row shown %lld ms after process start (%lld ms after main)\n",
                         msSinceProcessStart(), qint64(sinceMain.elapsed()));
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        });
        QObject::connect(session, &Ei::Ui::InspectorSession::failed, &app, [](const Ei::Core::Error &e) {
            std::fprintf(stderr, "startup failed: %s\n", qPrintable(e.message));
            QCoreApplication::exit(1);
        });
    }
    if (parser.isSet(screenshot)) {
        first->saveScreenshotWhenShown(parser.value(screenshot));
    }
    return QApplication::exec();
}
