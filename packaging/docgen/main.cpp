// ei-docgen: the build step that turns the programs' own help (`extract-inspector-cli help --json`,
// `extract-inspector --help-json`) and the metainfo's releases into man pages, bash completion
// scripts and the package's changelog (docs/packaging.md). Not installed.
//
//   ei-docgen man HELP.json --metainfo FILE --version V [--see-also PAGE]... -o OUT
//   ei-docgen bash-completion HELP.json --helper PROGRAM -o OUT
//   ei-docgen changelog --metainfo FILE --version V --package P --distribution D --maintainer M -o OUT
#include <cstdio>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include "bashcompletion.h"
#include "manpage.h"
#include "releases.h"

using namespace Ei;

namespace {

Core::Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Core::fail(Core::ErrorKind::Io, QStringLiteral("%1: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

Core::Result<void> writeFile(const QString &path, const QString &text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        return Core::fail(Core::ErrorKind::Io, QStringLiteral("%1: %2").arg(path, file.errorString()));
    }
    return {};
}

Core::Result<Packaging::Release> current(const QString &metainfo, const QString &version,
                                         QList<Packaging::Release> *all = nullptr)
{
    auto xml = readFile(metainfo);
    if (!xml) {
        return std::unexpected(xml.error());
    }
    auto releases = Packaging::readReleases(*xml);
    if (!releases) {
        return std::unexpected(
            Core::Error{releases.error().kind, metainfo + QStringLiteral(": ") + releases.error().message});
    }
    if (all) {
        *all = *releases;
    }
    return Packaging::currentRelease(*releases, version);
}

Core::Result<Packaging::ProgramDoc> programDoc(const QString &path)
{
    auto json = readFile(path);
    if (!json) {
        return std::unexpected(json.error());
    }
    return Packaging::parseProgramDoc(*json);
}

Core::Result<QString> generate(const QString &what, const QCommandLineParser &args)
{
    const QStringList positionals = args.positionalArguments();
    if (what == QLatin1String("man") && positionals.size() == 2) {
        auto doc = programDoc(positionals.at(1));
        auto release = current(args.value(QStringLiteral("metainfo")), args.value(QStringLiteral("version")));
        if (!doc || !release) {
            return std::unexpected(doc ? release.error() : doc.error());
        }
        return Packaging::manPage(*doc,
                                  {args.value(QStringLiteral("version")), release->date.toString(Qt::ISODate),
                                   args.values(QStringLiteral("see-also"))});
    }
    if (what == QLatin1String("bash-completion") && positionals.size() == 2) {
        auto doc = programDoc(positionals.at(1));
        if (!doc) {
            return std::unexpected(doc.error());
        }
        return Packaging::bashCompletion(*doc, args.value(QStringLiteral("helper")));
    }
    if (what == QLatin1String("changelog") && positionals.size() == 1) {
        QList<Packaging::Release> releases;
        if (auto release = current(args.value(QStringLiteral("metainfo")),
                                   args.value(QStringLiteral("version")), &releases);
            !release) {
            return std::unexpected(release.error());
        }
        return Packaging::debianChangelog(releases, {args.value(QStringLiteral("package")),
                                                     args.value(QStringLiteral("distribution")),
                                                     args.value(QStringLiteral("maintainer"))});
    }
    return Core::fail(
        Core::ErrorKind::InvalidInput,
        QStringLiteral("usage: ei-docgen man|bash-completion HELP.json ... | changelog ... -o OUT"));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser args;
    for (const char *name :
         {"metainfo", "version", "see-also", "helper", "package", "distribution", "maintainer"}) {
        args.addOption(QCommandLineOption(QString::fromLatin1(name), {}, QStringLiteral("value")));
    }
    args.addOption(QCommandLineOption(QStringLiteral("o"), {}, QStringLiteral("file")));
    args.process(app);
    const QString what = args.positionalArguments().value(0);
    auto text = generate(what, args);
    if (text && !args.isSet(QStringLiteral("o"))) {
        text = Core::fail(Core::ErrorKind::InvalidInput, QStringLiteral("-o OUT is missing"));
    }
    if (text) {
        if (auto written = writeFile(args.value(QStringLiteral("o")), *text); !written) {
            text = std::unexpected(written.error());
        }
    }
    if (!text) {
        std::fprintf(stderr, "ei-docgen %s: %s\n", qPrintable(what), qPrintable(text.error().message));
        return 1;
    }
    return 0;
}
