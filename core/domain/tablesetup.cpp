#include "tablesetup.h"

#include <QCoreApplication>

#include <core/domain/cellcodec.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::TableSetup)
};

Result<QByteArray> checkedColumn(const Profile &profile, QStringView column, QStringView whole)
{
    const QString c = column.trimmed().toString();
    const qsizetype colon = c.indexOf(u':');
    if (colon <= 0 || colon == c.size() - 1) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' does not name a column: expected family:qualifier").arg(whole.toString()));
    }
    const QByteArray family = c.left(colon).toUtf8();
    if (!profile.families.isEmpty() && !profile.families.contains(family)) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("'%1' is not a column family of this table (profile %2 "
                           "has %3)")
                        .arg(QString::fromUtf8(family), profile.name,
                             QString::fromUtf8(QByteArrayList(profile.families).join(", "))));
    }
    return c.toUtf8();
}

} // namespace

Result<TableSetup> resolveTableSetup(const QString &profileOption, const QString &keyFormatOption,
                                     const QString &table, bool userProfiles)
{
    ProfileRegistry registry =
        userProfiles ? ProfileRegistry::withUserProfiles() : ProfileRegistry::builtin();
    TableSetup setup;
    setup.warnings = registry.errors();
    const Profile *profile = nullptr;
    if (profileOption.endsWith(QLatin1StringView(".json")) || profileOption.contains(u'/')) {
        auto added = registry.addFile(profileOption);
        if (!added) {
            return std::unexpected(added.error());
        }
        profile = *added;
    } else {
        auto resolved = registry.resolve(profileOption, table);
        if (!resolved) {
            return std::unexpected(resolved.error());
        }
        profile = *resolved;
    }
    setup.profile = *profile;
    setup.keyFormat = profile->keyFormat;
    if (!keyFormatOption.isEmpty()) {
        auto format = parseKeyFormat(keyFormatOption);
        if (!format) {
            return std::unexpected(format.error());
        }
        setup.keyFormat = *format;
    }
    return setup;
}

Result<CellAssignment> parseCellAssignment(const Profile &profile, QStringView text)
{
    const qsizetype eq = text.indexOf(u'=');
    if (eq < 0) {
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("'%1' is not an assignment: expected family:qualifier=VALUE").arg(text.toString()));
    }
    auto column = checkedColumn(profile, text.first(eq), text);
    if (!column) {
        return std::unexpected(column.error());
    }
    auto value = encodeCellValue(profile, *column, text.sliced(eq + 1).toString());
    if (!value) {
        return std::unexpected(value.error());
    }
    return CellAssignment{*column, *value};
}

Result<CellPredicate> parseWherePredicate(const Profile &profile, QStringView text)
{
    for (const auto &[prefix, op] : {std::pair{QLatin1StringView("has:"), PredicateOp::Has},
                                     std::pair{QLatin1StringView("missing:"), PredicateOp::Missing}}) {
        if (text.startsWith(prefix)) {
            auto column = checkedColumn(profile, text.sliced(prefix.size()), text);
            if (!column) {
                return std::unexpected(column.error());
            }
            return CellPredicate{op, *column, {}};
        }
    }
    const qsizetype eq = text.indexOf(u'=');
    if (eq <= 0) {
        return fail(
            ErrorKind::InvalidInput,
            Tr::tr("'%1' is not a condition: expected fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual or "
                   "missing:fam:qual")
                .arg(text.toString()));
    }
    const bool negated = text[eq - 1] == u'!';
    auto column = checkedColumn(profile, text.first(negated ? eq - 1 : eq), text);
    if (!column) {
        return std::unexpected(column.error());
    }
    auto value = encodeCellValue(profile, *column, text.sliced(eq + 1).toString());
    if (!value) {
        return std::unexpected(value.error());
    }
    return CellPredicate{negated ? PredicateOp::NotEqual : PredicateOp::Equal, *column, *value};
}

} // namespace Ei::Core
