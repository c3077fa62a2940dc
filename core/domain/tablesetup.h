#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/util/result.h>

namespace Ei::Core {

// What the CLI and the GUI need to know about a table before touching a row: its profile and how
// its keys are stored.
struct TableSetup
{
    Profile profile;
    KeyFormat keyFormat = KeyFormat::Sha1B32Prefixed;
    QList<Error> warnings; // broken user profile files (skipped, reported)
};

// `profileOption` is a profile name, a path to a profile file (ends in .json or contains '/'), or
// empty (chosen from the table name). `keyFormatOption` overrides the profile's key format.
// User profiles from ProfileRegistry::userProfileDirectory() join when `userProfiles` is set.
Result<TableSetup> resolveTableSetup(const QString &profileOption, const QString &keyFormatOption,
                                     const QString &table, bool userProfiles = true);

// `put` assignments: "fam:qual=VALUE", the value encoded by the column's type.
struct CellAssignment
{
    QByteArray column;
    QByteArray value;
};
Result<CellAssignment> parseCellAssignment(const Profile &profile, QStringView text);

// `--where` predicates: fam:qual=VALUE, fam:qual!=VALUE, has:fam:qual, missing:fam:qual. VALUE is
// encoded like a put, so `grobid0:status_code=200` compares against the 8-byte integer.
enum class PredicateOp
{
    Equal,
    NotEqual,
    Has,
    Missing,
};

struct CellPredicate
{
    PredicateOp op = PredicateOp::Has;
    QByteArray column;
    QByteArray value; // Equal/NotEqual only
};
Result<CellPredicate> parseWherePredicate(const Profile &profile, QStringView text);

} // namespace Ei::Core
