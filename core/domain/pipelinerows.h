#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// Rows in the shapes the sandcrawler pipeline produced them, for import, tests and demo data.

// One CDX-11 line: surt dt url mime status digest redirect meta c_size offset warc.
struct CdxLine
{
    QByteArray surt;
    QByteArray dt;
    QByteArray url;
    QByteArray mime;
    QByteArray status;
    QByteArray digest; // base32 SHA-1, no prefix
    qint64 compressedSize = 0;
    qint64 offset = 0;
    QByteArray warc; // ITEM/FILE.warc.gz
};

Result<CdxLine> parseCdxLine(QByteArrayView line);

// The row the backfill job wrote for a CDX line: key "sha1:" + digest, f:c, file:mime, file:cdx,
// JSON serialised as the pipeline did (Python json.dumps(sort_keys=True)).
Result<Row> backfillRow(const CdxLine &cdx);

// `KEY \t f:c \t file:mime \t file:cdx` (example_ungrobided.tsv), the cells taken byte for byte.
Result<Row> rowFromUngrobidedLine(QByteArrayView line);

// `KEY \t file:cdx \t file:mime \t file:size (decimal) \t grobid0:metadata` (fatcat's
// example_grobid_metadata_lines.tsv); the size becomes the 8-byte big-endian cell.
Result<Row> rowFromGrobidMetadataLine(QByteArrayView line);

// Python's json.dumps(value, sort_keys=True): ", " and ": " separators, \uXXXX for non-ASCII.
QByteArray pythonJsonDumps(const QJsonValue &value);

} // namespace Ei::Core
