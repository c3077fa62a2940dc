#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <core/domain/rowkey.h>
#include <core/util/result.h>

namespace Ei::Core {

// What a curator typed or pasted into a lookup box (the window's Ctrl+L box, the CLI's `lookup`),
// routed to a row key or a DOI. docs/lookup.md lists the understood forms; in short:
// - a SHA-1 in any spelling, bare or embedded once in a URL or log line (fatcat `?sha1=`,
//   blob-store `…/{sha1hex}.pdf`, scholar.archive.org and sandcrawler links);
// - a DOI: `10.…`, `doi:10.…`, `info:doi/…`, `https://doi.org/…`, a `?doi=` query parameter
//   (fatcat release lookup), or a publisher link whose path holds a DOI (`…/doi/full/10.…`);
// - a Wayback link `https://web.archive.org/web/{dt}[flags]/{url}` is unwrapped and its {url}
//   routed as above; the capture URL itself is not matched against f:c (a full table scan for
//   one URL: the CLI's `scan --where` does that on purpose);
// - for tables with text keys (KeyFormat::Utf8): any other text is the key itself.
struct LookupQuery
{
    enum class Kind
    {
        RowKey, // `rowKey` names one row
        Doi,    // `doi` (normalised, lower case) is resolved to rows by a scan
    };
    Kind kind = Kind::RowKey;
    QByteArray rowKey;
    QString doi;
    // How the input was read, for the status line: "SHA-1 from a fatcat lookup URL".
    QString understoodAs;
};

// Never throws; InvalidInput with one sentence naming the accepted forms for anything else.
Result<LookupQuery> parseLookupQuery(QStringView input, KeyFormat format);

} // namespace Ei::Core
