#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>

#include <core/util/result.h>

namespace Ei::Core {

// The table layout a profile expects (its "expectedSchema" section, docs/profiles.md): the
// families with the attributes a table created from the profile gets, and how severe each rule of
// the schema check is. The rules themselves are seed 000's (docs/schema-check.md).
struct ExpectedFamily
{
    QByteArray name;
    QMap<QString, QString> attributes; // upper-case names: VERSIONS, COMPRESSION, ...
};

enum class RuleSeverity
{
    Off,
    Warning,
    Error,
};

struct ExpectedSchema
{
    QList<ExpectedFamily> families;
    // Rule id → severity; rules not named take their defaults (ruleDefaults()).
    QMap<QString, RuleSeverity> rules;
    qint64 sampleRows = 1000;

    bool isEmpty() const { return families.isEmpty(); }
    RuleSeverity severity(const QString &rule) const;
    const ExpectedFamily *family(QByteArrayView name) const;
};

// The rule ids of the check and their default severities.
const QMap<QString, RuleSeverity> &ruleDefaults();

// Parses the "expectedSchema" section; errors name the source and the field, like the profile's.
Result<ExpectedSchema> parseExpectedSchema(const QJsonValue &value, const QString &source);

} // namespace Ei::Core
