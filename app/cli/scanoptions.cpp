#include "scanoptions.h"

#include <core/hbase/scanner.h>

#include "restsupport.h"

namespace Ei::Cli {

QList<OptionSpec> rowSelectionOptions()
{
    return {
        {{QStringLiteral("--prefix")},
         QStringLiteral("P"),
         QStringLiteral("only rows whose key starts with P (not with --start/--stop)")},
        {{QStringLiteral("--start")},
         QStringLiteral("KEY"),
         QStringLiteral("first row key (inclusive; a partial key such as sha1:M is a position)")},
        {{QStringLiteral("--stop")},
         QStringLiteral("KEY"),
         QStringLiteral("row key to stop before (exclusive)")},
        {{QStringLiteral("--limit")}, QStringLiteral("N"), QStringLiteral("at most N rows")},
        {{QStringLiteral("--where")},
         QStringLiteral("PRED"),
         QStringLiteral("server-side predicate, repeatable, all must hold: fam:qual=VALUE, fam:qual!=VALUE, "
                        "has:fam:qual, missing:fam:qual, fam:qual~REGEX, fam:qual!~REGEX, fam:qual>=VALUE, "
                        "fam:qual<VALUE")},
    };
}

OptionSpec columnsOption()
{
    return {{QStringLiteral("--columns")},
            QStringLiteral("fam:qual,..."),
            QStringLiteral("only these columns (a family or fam:qual, comma-separated, repeatable)")};
}

Core::Result<Core::ScanSpec> scanSpecFromArgs(const CommandArgs &args, const GlobalOptions &global,
                                              bool keysOnly)
{
    const auto usage = [](const QString &message) {
        return Core::fail(Core::ErrorKind::InvalidInput, message);
    };
    Core::ScanSpec spec;
    if (args.isSet(QStringLiteral("--prefix"))) {
        if (args.isSet(QStringLiteral("--start")) || args.isSet(QStringLiteral("--stop"))) {
            return usage(QStringLiteral("--prefix cannot be combined with --start or --stop"));
        }
        auto prefix = parseKeyArgument(args.value(QStringLiteral("--prefix")), global);
        if (!prefix) {
            // A key prefix is usually not a whole SHA-1: take the text as the prefix bytes.
            prefix = args.value(QStringLiteral("--prefix")).toUtf8();
        }
        spec.startRow = *prefix;
        spec.stopRow = Core::prefixStopRow(*prefix);
    }
    for (const auto &[option, target] : {std::pair{QStringLiteral("--start"), &spec.startRow},
                                         std::pair{QStringLiteral("--stop"), &spec.stopRow}}) {
        if (args.isSet(option)) {
            // A position in the key order, as in the window's Start key: a whole key in any
            // spelling becomes the table's key, anything else ("sha1:M") is taken as bytes.
            auto key = parseKeyArgument(args.value(option), global);
            *target = key ? *key : args.value(option).toUtf8();
        }
    }
    if (args.isSet(QStringLiteral("--limit"))) {
        bool ok = false;
        spec.limit = args.value(QStringLiteral("--limit")).toLongLong(&ok);
        if (!ok || spec.limit < 0) {
            return usage(QStringLiteral("--limit expects a number of rows, got '%1'")
                             .arg(args.value(QStringLiteral("--limit"))));
        }
    }
    const QString columnsName = columnsOption().names.first();
    auto columns =
        parseColumns(args.declares(columnsName) ? args.values(columnsName) : QStringList(), global);
    if (!columns) {
        return std::unexpected(columns.error());
    }
    spec.columns = *columns;
    QList<Core::Filter> filters;
    const QStringList where = args.values(QStringLiteral("--where"));
    if (!where.isEmpty()) {
        const Core::ValueEncoder encoder = valueEncoderFor(global);
        auto filter = Core::whereFilter(where, encoder);
        if (!filter) {
            return std::unexpected(filter.error());
        }
        filters.append(*filter);
        // A SingleColumnValueFilter only sees columns the scan reads (docs/hbase-client.md).
        if (!spec.columns.isEmpty()) {
            for (const QString &text : where) {
                const auto predicate = Core::parseWhere(text, encoder);
                if (predicate && !spec.columns.contains(predicate->column)) {
                    spec.columns.append(predicate->column);
                }
            }
        }
    }
    if (keysOnly) {
        filters.append(Core::Filter::keyOnly());
        // FirstKeyOnlyFilter would hide the columns a --where predicate has to see.
        if (where.isEmpty()) {
            filters.append(Core::Filter::firstKeyOnly());
        }
    }
    if (filters.size() == 1) {
        spec.filter = filters.first();
    } else if (filters.size() > 1) {
        spec.filter = Core::Filter::all(filters);
    }
    return spec;
}

} // namespace Ei::Cli
