#include "expectedschema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ExpectedSchema)
};

std::unexpected<Error> fieldError(const QString &source, const QString &path, const QString &problem)
{
    return fail(ErrorKind::InvalidInput,
                QStringLiteral("%1: expectedSchema%2 %3").arg(source, path, problem));
}

} // namespace

const QMap<QString, RuleSeverity> &ruleDefaults()
{
    static const QMap<QString, RuleSeverity> defaults{
        {QStringLiteral("family-missing"), RuleSeverity::Error},
        {QStringLiteral("family-unknown"), RuleSeverity::Warning},
        {QStringLiteral("family-attribute"), RuleSeverity::Error},
        {QStringLiteral("qualifier-collision"), RuleSeverity::Error},
        {QStringLiteral("key-format"), RuleSeverity::Error},
        {QStringLiteral("undeclared-column"), RuleSeverity::Warning},
    };
    return defaults;
}

RuleSeverity ExpectedSchema::severity(const QString &rule) const
{
    return rules.value(rule, ruleDefaults().value(rule, RuleSeverity::Off));
}

const ExpectedFamily *ExpectedSchema::family(QByteArrayView name) const
{
    for (const ExpectedFamily &f : families) {
        if (f.name == name) {
            return &f;
        }
    }
    return nullptr;
}

Result<ExpectedSchema> parseExpectedSchema(const QJsonValue &value, const QString &source)
{
    if (!value.isObject()) {
        return fieldError(source, {}, Tr::tr("must be an object"));
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1StringView("families") && it.key() != QLatin1StringView("rules") &&
            it.key() != QLatin1StringView("sampleRows")) {
            return fieldError(source, u'.' + it.key(),
                              Tr::tr("is not a known field (families, rules, sampleRows)"));
        }
    }
    ExpectedSchema schema;
    const QJsonValue families = o.value(QLatin1StringView("families"));
    if (!families.isArray() || families.toArray().isEmpty()) {
        return fieldError(source, QStringLiteral(".families"), Tr::tr("must be a non-empty array"));
    }
    const QJsonArray list = families.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral(".families[%1]").arg(i);
        const QJsonObject fo = list.at(i).toObject();
        const QString name = fo.value(QLatin1StringView("name")).toString();
        if (name.isEmpty() || name.contains(u':')) {
            return fieldError(source, path + QStringLiteral(".name"),
                              Tr::tr("must be a family name (not empty, no ':')"));
        }
        ExpectedFamily family{name.toUtf8(), {}};
        const QJsonObject attributes = fo.value(QLatin1StringView("attributes")).toObject();
        for (auto a = attributes.begin(); a != attributes.end(); ++a) {
            if (!a.value().isString() && !a.value().isDouble()) {
                return fieldError(source, path + QStringLiteral(".attributes.") + a.key(),
                                  Tr::tr("must be a string or a number"));
            }
            family.attributes.insert(a.key().toUpper(), a.value().toVariant().toString());
        }
        schema.families.append(family);
    }
    const QJsonObject rules = o.value(QLatin1StringView("rules")).toObject();
    for (auto r = rules.begin(); r != rules.end(); ++r) {
        if (!ruleDefaults().contains(r.key())) {
            return fieldError(
                source, QStringLiteral(".rules.") + r.key(),
                Tr::tr("is not a known rule (%1)").arg(ruleDefaults().keys().join(QStringLiteral(", "))));
        }
        const QString level = r.value().toString();
        if (level == QLatin1StringView("error")) {
            schema.rules.insert(r.key(), RuleSeverity::Error);
        } else if (level == QLatin1StringView("warning")) {
            schema.rules.insert(r.key(), RuleSeverity::Warning);
        } else if (level == QLatin1StringView("off")) {
            schema.rules.insert(r.key(), RuleSeverity::Off);
        } else {
            return fieldError(source, QStringLiteral(".rules.") + r.key(),
                              Tr::tr("must be error, warning or off"));
        }
    }
    if (o.contains(QLatin1StringView("sampleRows"))) {
        const qint64 n = qint64(o.value(QLatin1StringView("sampleRows")).toDouble(-1));
        if (n < 1) {
            return fieldError(source, QStringLiteral(".sampleRows"), Tr::tr("must be a positive number"));
        }
        schema.sampleRows = n;
    }
    return schema;
}

} // namespace Ei::Core
