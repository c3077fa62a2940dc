#include "programdoc.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Ei::Packaging {
namespace {

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toString();
}

QJsonArray array(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toArray();
}

QList<OptionDoc> options(const QJsonArray &array)
{
    QList<OptionDoc> out;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        QStringList names;
        for (const QJsonValue &name : o.value(QStringLiteral("names")).toArray()) {
            names.append(name.toString());
        }
        out.append({names, text(o, "value"), text(o, "description")});
    }
    return out;
}

QList<ExitCodeDoc> exitCodes(const QJsonArray &array)
{
    QList<ExitCodeDoc> out;
    for (const QJsonValue &v : array) {
        out.append({v.toObject().value(QStringLiteral("code")).toInt(), text(v.toObject(), "meaning")});
    }
    return out;
}

} // namespace

Core::Result<ProgramDoc> parseProgramDoc(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (!document.isObject()) {
        return Core::fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("the program's help is not a JSON object (%1)").arg(error.errorString()));
    }
    const QJsonObject root = document.object();
    ProgramDoc doc;
    doc.program = text(root, "program");
    doc.summary = text(root, "summary");
    if (doc.program.isEmpty() || doc.summary.isEmpty()) {
        return Core::fail(Core::ErrorKind::InvalidInput,
                          QStringLiteral("the program's help has no \"program\" or no \"summary\""));
    }
    doc.globalOptions = options(array(root, "globalOptions"));
    for (const QJsonValue &v : array(root, "arguments")) {
        const QJsonObject o = v.toObject();
        doc.arguments.append({text(o, "name"), text(o, "syntax"), text(o, "description")});
    }
    for (const QJsonValue &v : array(root, "commands")) {
        const QJsonObject o = v.toObject();
        CommandDoc command{text(o, "name"),
                           text(o, "synopsis"),
                           text(o, "summary"),
                           options(array(o, "options")),
                           {},
                           exitCodes(array(o, "exitCodes"))};
        for (const QJsonValue &example : array(o, "examples")) {
            command.examples.append(
                {text(example.toObject(), "commandLine"), text(example.toObject(), "description")});
        }
        doc.commands.append(command);
    }
    doc.exitCodes = exitCodes(array(root, "exitCodes"));
    return doc;
}

} // namespace Ei::Packaging
