// extract-inspector: the desktop application.
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <core/util/version.h>
#include <ui/mainwindow.h>
#include <ui/samplecontent.h>

int main(int argc, char **argv)
{
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
    parser.process(app);

    Ei::Ui::MainWindow window;
    if (parser.isSet(sampleData)) {
        Ei::Ui::fillWithSampleContent(window, parser.value(sampleData), &window);
    }
    window.show();
    if (parser.isSet(screenshot)) {
        window.saveScreenshotWhenShown(parser.value(screenshot));
    }
    return QApplication::exec();
}
