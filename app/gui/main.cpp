// extract-inspector: the desktop application.
#include <cstdio>
#include <memory>
#include <unistd.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>
#include <QTranslator>

#include <app/gui/inprocesstables.h>
#include <app/gui/windowmanager.h>
#include <core/util/untranslated.h>
#include <core/util/version.h>
#include <demo/demolocation.h>
#include <models/statspresenter.h>
#include <models/tablesession.h>
#include <ui/colorscheme.h>
#include <ui/connectionopener.h>
#include <ui/inspectorsession.h>
#include <ui/mainwindow.h>
#include <ui/startupoptions.h>
#include <ui/statisticsdock.h>

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

    // Scoped: what an export writes into files stays English (core/util/untranslated.h).
    Ei::Core::ScopedTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    Ei::Core::ScopedTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("extract-inspector"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&appTranslator);
    }

    Ei::Ui::StartupOptions options;
    const auto request = options.parse(QApplication::arguments());
    if (!request) {
        std::fprintf(stderr, "extract-inspector: %s\n%s\n", qPrintable(request.error().message),
                     qPrintable(QApplication::translate("main", "Try --help.")));
        return 2;
    }
    if (options.helpRequested()) {
        options.showHelp();
    }
    if (options.versionRequested()) {
        options.showVersion();
    }
    if (options.specJsonRequested()) {
        const QByteArray json = options.specJson();
        std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
        return 0;
    }
    // Before the first window: its widgets start with the chosen palette.
    if (const auto scheme = Ei::Ui::parseColorScheme(request->colorScheme)) {
        Ei::Ui::ColorSchemeController::instance().setChoice(*scheme, /*remember=*/false);
    } else {
        Ei::Ui::ColorSchemeController::instance().applySaved();
    }
    using Open = Ei::Ui::StartupRequest::Open;

    // One window without connections for files and exports; otherwise the WindowManager's
    // windows, each with its connection menus. The one window's export is served in-process like
    // the WindowManager's (declared first: it outlives the window).
    Ei::Gui::InProcessTables singleWindowTables;
    std::unique_ptr<Ei::Ui::MainWindow> single;
    std::unique_ptr<Ei::Gui::WindowManager> windows;
    Ei::Ui::MainWindow *first = nullptr;
    Ei::Ui::InspectorSession *session = nullptr;
    if (request->open == Open::LocalFiles || request->open == Open::Export) {
        single = std::make_unique<Ei::Ui::MainWindow>();
        first = single.get();
        session = new Ei::Ui::InspectorSession(first->parts(), &singleWindowTables, first);
        Ei::Gui::WindowManager::assemble(first, session);
        if (request->open == Open::Export) {
            session->opener()->openExport(request->path);
        } else {
            session->openLocalFiles(request->path, request->tei);
        }
        first->show();
    } else {
        // The demo: built into the build tree / data dir; generated into the user's data directory
        // when neither has it.
        QString demoDir = request->open == Open::Demo
                              ? request->path
                              : Ei::Demo::findDemoSnapshot(QCoreApplication::applicationDirPath());
        if (demoDir.isEmpty()) {
            demoDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                      QStringLiteral("/demo");
        }
        windows = std::make_unique<Ei::Gui::WindowManager>(demoDir);
        switch (request->open) {
        case Open::Demo:
            first = windows->openWindow(Ei::Ui::ConnectionChoice{});
            break;
        case Open::Server:
            first = windows->openWindow(Ei::Ui::ConnectionChoice::unsaved(request->server));
            break;
        default:
            first = windows->openInitialWindow(request->connectionName);
            break;
        }
        session = windows->sessionOf(first);
    }
    if (request->measureStartup && session) {
        // bench/bench_inspector reads this line.
        QObject::connect(session, &Ei::Ui::InspectorSession::rowShown, &app, [&sinceMain, session] {
            std::fprintf(stderr, "first row shown %lld ms after process start (%lld ms after main) of %s\n",
                         msSinceProcessStart(), qint64(sinceMain.elapsed()),
                         qPrintable(session->tableSession()->table()));
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        });
        QObject::connect(session, &Ei::Ui::InspectorSession::failed, &app, [](const Ei::Core::Error &e) {
            std::fprintf(stderr, "startup failed: %s\n", qPrintable(e.message));
            QCoreApplication::exit(1);
        });
    }
    if (!request->statistics.isEmpty() && session) {
        const QString by = request->statistics.value(0);
        const QString thenBy = request->statistics.value(1);
        QObject::connect(
            session, &Ei::Ui::InspectorSession::ready, first,
            [dock = first->parts().statistics, by, thenBy] {
                dock->show();
                dock->count(by, thenBy);
            },
            Qt::SingleShotConnection);
    }
    if (!request->screenshot.isEmpty() && !request->statistics.isEmpty() && session) {
        // The picture shows the counts: taken once they are complete (or the counting failed).
        using State = Ei::Models::StatsPresenter::State;
        Ei::Models::StatsPresenter *statistics = session->statistics();
        auto taken = std::make_shared<bool>(false);
        QObject::connect(statistics, &Ei::Models::StatsPresenter::stateChanged, first,
                         [first, statistics, taken, path = request->screenshot] {
                             const State state = statistics->state();
                             if (!*taken && state != State::Idle && state != State::Running) {
                                 *taken = true;
                                 first->saveScreenshotWhenShown(path);
                             }
                         });
    } else if (!request->screenshot.isEmpty()) {
        first->saveScreenshotWhenShown(request->screenshot);
    }
    return QApplication::exec();
}
